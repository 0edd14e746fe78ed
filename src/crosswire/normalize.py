"""Placeholder normalize (being written)."""

from __future__ import annotations

from crosswire.model import Article


def normalize(article: Article) -> Article:
    return article
