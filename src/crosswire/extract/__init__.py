"""Per-article extraction: one concern a module, each a pure function over a ParsedArticle.

Each extractor module exposes ``extract(pa: ParsedArticle) -> tuple[...]``, finding
candidates with cheap patterns first and parsing only the sentences that hold them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from crosswire.model import Article, Extraction
from crosswire.nlp import ParsedArticle

Extractor = Callable[[ParsedArticle], tuple[Any, ...]]

# Extractors other packages add (field name on Extraction -> function). Filled by
# register_extractor at the caller's request, never at import time.
_EXTRA: dict[str, Extractor] = {}


def register_extractor(field: str, fn: Extractor) -> None:
    """Replace the extractor of an :class:`Extraction` field (e.g. a trained model)."""
    _EXTRA[field] = fn


def default_extractors() -> dict[str, Extractor]:
    from crosswire.extract import actors, counts, dates, event_type, location, quotes

    table: dict[str, Extractor] = {
        "event_types": event_type.extract,
        "dates": dates.extract,
        "places": location.extract,
        "counts": counts.extract,
        "actors": actors.extract,
        "quotes": quotes.extract,
    }
    table.update(_EXTRA)
    return table


def extract_article(article: Article, *, fields: tuple[str, ...] | None = None) -> Extraction:
    """Run the extractors over one article.

    Args:
        article: a normalised article (``status == "ok"``).
        fields: only these Extraction fields (default: all), e.g. ``("counts",)``.

    Returns:
        The article's :class:`Extraction`; every value carries exact evidence.
    """
    if article.status != "ok" or not article.text:
        return Extraction(article_id=article.id)
    pa = ParsedArticle(article)
    values: dict[str, tuple[Any, ...]] = {}
    for name, fn in default_extractors().items():
        if fields is None or name in fields:
            values[name] = tuple(fn(pa))
    return Extraction(article_id=article.id, **values)
