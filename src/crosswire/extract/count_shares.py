"""Figures that are one hospital's share of the event's casualties.

"A doctor at Kunduz provincial hospital said 35 bodies and more than 50 wounded had been
brought in", "University Medical Center said it had received 104 patients, four of whom
died": what one of the city's hospitals took in, beside the article's own toll ("killing at
least 46 people and wounding 143 others"). Such a figure is left out when the article states
a larger one of the same kind elsewhere; alone, it is the article's figure and stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.model import Article, CountReport
from crosswire.nlp import ParsedArticle

# A hospital (or morgue) as the place the figure's people were taken in: the sentence names
# one and says it received them ("had been brought in", "received", "admitted", "is
# treating"). "Were taken to a hospital" is left out: on GVA dev it is how the whole event's
# wounded are told.
_HOSPITAL_RE = re.compile(r"\b(?:hospitals?|medical\s+cent(?:er|re)|clinic|morgue|mortuary)\b", re.IGNORECASE)
_INTAKE_RE = re.compile(
    r"\b(?:received|admitted|brought\s+(?:in|to)|been\s+brought|were\s+brought|(?:is|was|are|were)\s+treating)\b",
    re.IGNORECASE,
)


def drop_hospital_shares(pa: ParsedArticle, reports: Sequence[CountReport]) -> list[CountReport]:
    """``reports`` without the figures of one hospital's intake that a larger figure of the
    same kind in another sentence of the article covers (see module docstring)."""
    text = pa.analysis_text
    out: list[CountReport] = []
    for r in reports:
        s = next((s for s in pa.sentences if s.start <= r.evidence.start < s.end), None) if r.evidence.field == "text" else None
        share = (
            s is not None
            and r.kind in ("killed", "injured", "hit")
            and _HOSPITAL_RE.search(text, s.start, s.end) is not None
            and _INTAKE_RE.search(text, s.start, s.end) is not None
            and any(
                o.kind == r.kind and o.value > r.value and not (s.start <= o.evidence.start < s.end and o.evidence.field == "text")
                for o in reports
            )
        )
        if not share:
            out.append(r)
    return out


# A part of the wounded as a sentence's subject, its figure no total: "Eighteen of the
# injured remain under treatment" (see PART_OF_INJURED_MIN in count_phrases).
_PART_OF_HURT_RE = re.compile(
    r"\b[\w-]+\s+(?:of|among)\s+(?:the|those)\s+(?:injured|wounded|hurt)\b(?!\s+(?:later\s+)?(?:died|succumbed))",
    re.IGNORECASE,
)
# A share of the group before it: "three of them critically wounded".
_SHARE_OF_THEM_RE = re.compile(r"^[\w-]+\s+of\s+(?:them|whom)\b", re.IGNORECASE)


def drop_parts_of_parts(pa: ParsedArticle, reports: Sequence[CountReport]) -> list[CountReport]:
    """``reports`` without an injured share of a part of the wounded: in "Eighteen of the
    injured remain under treatment, three of them critically wounded" the three are a part of
    the eighteen, themselves a part (Amarnath 2017 probe: the report's injured figure had
    been 3, beside the day before's 19)."""
    text = pa.analysis_text
    out: list[CountReport] = []
    for r in reports:
        s = next((s for s in pa.sentences if s.start <= r.evidence.start < s.end), None) if r.evidence.field == "text" else None
        if (
            s is not None
            and r.kind == "injured"
            and _SHARE_OF_THEM_RE.match(r.evidence.text)
            and _PART_OF_HURT_RE.search(text, s.start, r.evidence.start) is not None
        ):
            continue
        out.append(r)
    return out


# The hurt told as they are now: "remain hospitalized", "remained in a critical condition",
# "are still being treated in hospital", "still in intensive care", "remain under treatment".
STILL_HURT_RE = re.compile(
    r"\b(?:remain|remains|remained|remaining|still)\b[^.;:]{0,30}?\b(?:"
    r"hospitali[sz]ed|in\s+(?:the\s+)?hospitals?|in\s+(?:an?\s+)?(?:critical|serious|stable|grave|"
    r"life-threatening|fair|intensive)\b|under\s+(?:medical\s+)?treatment|being\s+treated|in\s+intensive\s+care)"
    # ("Eleven injured are under treatment at the DHQ hospital": Hangu 2023 probe, ARY)
    r"|\b(?:are|is|were|was)\s+(?:still\s+)?(?:undergoing|receiving|under)\s+(?:medical\s+)?treatment",
    re.IGNORECASE,
)

# Where a figure's clause ends ("Of the 178 people taken to hospital, 95 remain in a serious
# condition": the 178's clause ends at the comma).
_CLAUSE_END_RE = re.compile(r"[.!?][\"”’]?\s|[,;:\n]")


def still_hurt(report: CountReport, article: Article | None) -> bool:
    """Whether an injured report counts the hurt still being treated: :data:`STILL_HURT_RE`
    in its evidence and the rest of its clause ("One of the wounded" + "girls remained in a
    serious condition"; the evidence alone without the article)."""
    if report.kind != "injured":
        return False
    if article is None:
        return STILL_HURT_RE.search(report.evidence.text) is not None
    text = article.field_text(report.evidence.field)
    end = _CLAUSE_END_RE.search(text, report.evidence.end)
    return STILL_HURT_RE.search(text, report.evidence.start, end.start() if end else len(text)) is not None


# Everyone taken to hospital, told as the frame of a part of them: "Of the 178 people taken
# to hospital, 95 remain in a serious condition", "Of the 12 people taken to hospital, two
# were seriously injured" (Santiago de Compostela 2013 probe: no injured figure). Those taken
# in and told apart by their state are the survivors, so the frame's figure is the injured.
HOSPITAL_FRAME_RE = re.compile(
    r"\bof\s+the\s+(?P<n>" + QUANTITY_RE.pattern + r")\s+(?:[\w-]+\s+)?(?:people|persons|passengers|victims|"
    r"patients|casualties|pupils|students|children|others)?\s*(?:who\s+(?:were|had\s+been)\s+)?"
    r"(?:taken|admitted|brought|rushed|transported|evacuated)\s+to\s+(?:an?\s+|the\s+)?(?:[\w'’.-]+\s+){0,3}?"
    r"(?:hospitals?|medical\s+cent(?:er|re)s?)\b[^,;.]{0,40},",
    re.IGNORECASE,
)


def hospital_frame_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """An injured hit for the frame "Of the 178 people taken to hospital," in ``text[lo:hi]``
    (:data:`HOSPITAL_FRAME_RE`), unless an injured hit already covers its figure."""
    out: list[Any] = []
    for m in HOSPITAL_FRAME_RE.finditer(text, lo, hi):
        qm = QUANTITY_RE.match(text, m.start("n"))
        q = parse_quantity(qm, text) if qm else None
        if q is None or any(h.kind == "injured" and h.start <= q.start < h.end for h in hits):
            continue
        out.append(hit_type("injured", m.start(), m.end() - 1, q.value, q.min, q.max, q.qualifier))
    return out
