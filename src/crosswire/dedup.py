"""Placeholder near-duplicate detection (being written)."""

from __future__ import annotations

from collections.abc import Sequence

from crosswire.model import Article


def find_duplicates(articles: Sequence[Article]) -> dict[str, str]:
    """Map each duplicate article id to the id of the copy it duplicates."""
    return {}
