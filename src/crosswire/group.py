"""Placeholder event grouping (being written): everything is one event."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from crosswire.model import Article, Extraction


def group_events(
    articles: Sequence[Article],
    extractions: Mapping[str, Extraction],
    *,
    duplicates: Mapping[str, str] | None = None,
) -> tuple[tuple[str, ...], ...]:
    """Partition article ids into events; groups and ids within them sorted."""
    ids = sorted(a.id for a in articles if a.status == "ok")
    return (tuple(ids),) if ids else ()
