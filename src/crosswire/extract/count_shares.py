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

from crosswire.model import CountReport
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
