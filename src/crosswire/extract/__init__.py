"""Per-article extraction: one concern a module, each a pure function over a ParsedArticle.

Each extractor module exposes ``extract(pa: ParsedArticle) -> tuple[...]``, finding
candidates with cheap patterns first and parsing only the sentences that hold them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from crosswire.extract import segments
from crosswire.model import Article, Evidence, Extraction
from crosswire.nlp import ParsedArticle

Extractor = Callable[[ParsedArticle], tuple[Any, ...]]

# Extractors run a second time over the headline, with evidence pointing into the title.
# Counts: "2 killed, 3 hurt in Elm St. shooting" is a report in its own right, and on GVA
# dev 64 incidents with deaths state them in no article body (paywalls, video pages).
# Places and dates are not listed: their extractors read the title themselves, next to the
# body (a headline place or date is used where the body gives none). Headline actors and
# quotes are too clipped to trust.
# Abductions likewise: "Gunmen abduct 20 schoolchildren in Katsina".
TITLE_FIELDS: tuple[str, ...] = ("counts", "abductions")

# Extractors other packages add (field name on Extraction -> function). Filled by
# register_extractor at the caller's request, never at import time.
_EXTRA: dict[str, Extractor] = {}


def register_extractor(field: str, fn: Extractor) -> None:
    """Replace the extractor of an :class:`Extraction` field (e.g. a trained model)."""
    _EXTRA[field] = fn


def default_extractors() -> dict[str, Extractor]:
    from crosswire.extract import abductions, actors, counts, dates, event_type, location, quotes

    table: dict[str, Extractor] = {
        "event_types": event_type.extract,
        "dates": dates.extract,
        "places": location.extract,
        "counts": counts.extract,
        "abductions": abductions.extract,
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
    if article.status != "ok":
        return Extraction(article_id=article.id)
    # Extractors run even on an empty body: a video page or a removed story may still have
    # its headline, which the place and date extractors read themselves.
    pa = ParsedArticle(article)
    headline = _title_article(article)
    values: dict[str, tuple[Any, ...]] = {}
    for name, fn in default_extractors().items():
        if fields is None or name in fields:
            values[name] = tuple(fn(pa))
            if headline is not None and name in TITLE_FIELDS:
                titled = fn(ParsedArticle(headline))
                if name == "counts":
                    own = {c.value for c in values[name]}
                    titled = tuple(
                        c for c in titled
                        if c.value in own or not segments.other_event_headline(pa, headline.text, c.evidence.start, c.value)
                    )
                values[name] += tuple(_in_title(v) for v in titled)
    if "actors" in values and "quotes" in values:
        values["actors"] = _pronoun_speakers(values["actors"], values["quotes"])
    return Extraction(article_id=article.id, **values)


_PRONOUNS = frozenset(["he", "she"])


def _pronoun_speakers(actors: tuple[Any, ...], quotes: tuple[Any, ...]) -> tuple[Any, ...]:
    """Actors whose accuser is a pronoun take the name of the speaker the quote rules found
    for a quotation in the same sentence ('"... was carried out by Daesh," he told reporters'
    is the prime minister named before, not "he")."""
    out = []
    for a in actors:
        if a.asserted_by and a.asserted_by.lower() in _PRONOUNS:
            ev = a.evidence
            inside = (q for q in quotes if q.evidence.field == ev.field and ev.start <= q.evidence.start < ev.end)
            speaker = next((q.speaker for q in inside if q.speaker and q.speaker.lower() not in _PRONOUNS), None)
            # no quote names him: no one named ("according to he" in the brief)
            a = dataclasses.replace(a, asserted_by=speaker)
        out.append(a)
    return tuple(out)


def _title_article(article: Article) -> Article | None:
    """The headline as an article of its own (same id, date and outlet), or None."""
    if not article.title or not article.title.strip():
        return None
    return dataclasses.replace(article, text=article.title, title=None)


def _in_title(value: Any) -> Any:
    """``value`` with its evidence re-pointed from the text into the title."""
    changes = {
        f.name: dataclasses.replace(ev, field="title")
        for f in dataclasses.fields(value)
        if isinstance(ev := getattr(value, f.name), Evidence)
    }
    return dataclasses.replace(value, **changes)
