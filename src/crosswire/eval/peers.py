"""Peer systems measured beside crosswire: off-the-shelf libraries a user might reach for.

- ``dateparser`` (GVA dates): ``search_dates`` over the start of the earliest article,
  relative to its publication date; the first date found that is not after publication.
- ``publication_date`` (GVA dates): the earliest article's publication date, the usual
  reference point of event-data coders when a report gives no date.
- ``textacy`` (PolNeAR quotes): ``textacy.extract.triples.direct_quotations`` run paragraph
  by paragraph on a spaCy parse.

They are the ``eval`` optional dependencies: imported lazily, and a missing one is reported
as ``{"skipped": "<reason>"}`` instead of failing the run.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from crosswire.model import Article, Evidence, Quote

if TYPE_CHECKING:  # pragma: no cover
    from crosswire.eval.gva import Incident

log = logging.getLogger(__name__)

# dateparser's search is slow (~50 ms per 1,000 characters): the event date of a news report
# is nearly always in its first paragraphs, so only this many characters are searched.
DATEPARSER_CHARS = 600


def earliest_article(articles: Sequence[Article]) -> Article:
    """The first-published article (ties and undated ones: corpus order)."""
    dated = [a for a in articles if a.published]
    return min(dated, key=lambda a: a.published or "") if dated else articles[0]


def dateparser_date(article: Article) -> str | None:
    """The first date ``search_dates`` finds that is not after publication, as YYYY-MM-DD."""
    from dateparser.search import search_dates

    if not article.published:
        return None
    pub = dt.datetime.fromisoformat(article.published[:10])
    settings = {"RELATIVE_BASE": pub, "PREFER_DATES_FROM": "past", "RETURN_AS_TIMEZONE_AWARE": False}
    try:
        found = search_dates(article.text[:DATEPARSER_CHARS], languages=["en"], settings=settings)
    except Exception:  # noqa: BLE001 - a peer's own bug must not abort the evaluation
        log.debug("dateparser failed on %s", article.id, exc_info=True)
        return None
    for _, when in found or ():
        if when.date() <= pub.date():
            return when.date().isoformat()
    return None


def gva_peers(incidents: Sequence[Incident]) -> dict[str, dict[str, Any]]:
    """``date_exact`` of each peer over the incidents."""
    from crosswire.eval.metrics import accuracy

    out: dict[str, dict[str, Any]] = {}
    earliest = [earliest_article(inc.articles) for inc in incidents]
    out["publication_date"] = {
        "date_exact": accuracy(a.published == inc.date for a, inc in zip(earliest, incidents, strict=True))
    }
    if _missing("dateparser"):
        out["dateparser"] = {"skipped": "dateparser is not installed (pip install 'crosswire[eval]')"}
    else:
        out["dateparser"] = {
            "date_exact": accuracy(dateparser_date(a) == inc.date for a, inc in zip(earliest, incidents, strict=True))
        }
    return out


def _missing(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is None


_PARAGRAPH = re.compile(r"[^\n]+")


def textacy_quotes(article: Article) -> tuple[Quote, ...]:
    """textacy's direct quotations, paragraph by paragraph, as crosswire :class:`Quote`\\ s.

    textacy wants a parsed Doc; paragraphs keep each parse small and stop quotation marks
    from pairing across paragraphs.
    """
    from textacy.extract.triples import direct_quotations

    nlp = _full_nlp()
    out: list[Quote] = []
    for m in _PARAGRAPH.finditer(article.text):
        para = m.group()
        if not any(q in para for q in "\"“”"):
            continue  # no quotation mark, no direct quotation: skip the parse
        doc = nlp(para)
        try:
            triples = list(direct_quotations(doc))
        except Exception:  # noqa: BLE001 - textacy raises on some odd quote layouts
            log.debug("textacy failed on a paragraph of %s", article.id, exc_info=True)
            continue
        for t in triples:
            if not t.content:
                continue
            cs = m.start() + t.content[0].idx
            ce = m.start() + t.content[-1].idx + len(t.content[-1].text)
            speaker = " ".join(tok.text for tok in t.speaker) if t.speaker else None
            sp_ev = None
            if t.speaker:
                ss = m.start() + t.speaker[0].idx
                se = m.start() + t.speaker[-1].idx + len(t.speaker[-1].text)
                sp_ev = Evidence.of(article.id, article.text, ss, se)
                speaker = sp_ev.text
            out.append(
                Quote(speaker=speaker, text=article.text[cs:ce],
                      evidence=Evidence.of(article.id, article.text, cs, ce), speaker_evidence=sp_ev)
            )
    return tuple(out)


@lru_cache(maxsize=1)
def _full_nlp() -> Any:
    """The spaCy pipeline *with* its lemmatizer: textacy finds cue verbs by lemma ("say"),
    and crosswire's own loader leaves the lemmatizer out for speed."""
    import spacy

    from crosswire.nlp import SPACY_MODEL

    return spacy.load(SPACY_MODEL)


def textacy_available() -> str | None:
    """None when textacy can be used, else why not."""
    return "textacy is not installed (pip install 'crosswire[eval]')" if _missing("textacy") else None


QuoteFn = Callable[[Article], tuple[Quote, ...]]
