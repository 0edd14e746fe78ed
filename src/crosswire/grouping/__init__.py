"""Event grouping: article features, the incremental :class:`EventIndex`, stable event ids."""

from crosswire.grouping.index import EventIndex

__all__ = ["EventIndex"]
