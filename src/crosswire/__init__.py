"""crosswire: reconciled, source-attributed event records from many news reports."""

__version__ = "0.1.0"
