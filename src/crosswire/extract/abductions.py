"""People abducted or taken hostage, as one article states them.

GTD codes a kidnapping's victims (``nhostkid``: "the number of hostages or kidnapping
victims") beside its dead and wounded, and ACLED's "Abduction/forced disappearance" events
are counted the same way from the news. The forms read:

- active: "kidnapped 20 pupils", "abducted at least 80 worshippers", "took 12 people
  hostage", "seized 30 passengers as hostages"
- passive and headline: "20 pupils were kidnapped", "more than 300 schoolgirls abducted",
  "12 people taken hostage", "30 held captive", "the 20 kidnapped students"
- noun: "the abduction of 276 schoolgirls", "the kidnapping of 20 pupils"

A figure must name people (a person noun after it, or a bare number as the subject of "were
abducted"): "seized 20 vehicles" is no count of people. Not read: the part of the abducted
told apart ("15 of them were freed": a part, not the whole), a zero, and figures of other
events the article recalls (a year before the publication year, "this year", "a string of
kidnappings": :func:`crosswire.extract.segments.background`).
"""

from __future__ import annotations

import re

from crosswire.extract import segments
from crosswire.extract.attribution import attribution
from crosswire.extract.numbers import QUANTITY_PATTERN, QUANTITY_RE, parse_quantity
from crosswire.model import CountReport
from crosswire.nlp import ParsedArticle

# People a kidnapping takes, as reports name them (the plural heads of GTD and ACLED
# kidnapping narratives: pupils, worshippers, passengers, aid workers...).
_PEOPLE = (
    r"(?:people|persons|individuals|pupils|students|schoolchildren|schoolgirls|schoolboys|children|kids"
    r"|girls|boys|women|men|villagers|residents|worshippers|worshipers|congregants|passengers|travell?ers"
    r"|commuters|motorists|hostages|captives|workers|labou?rers|miners|farmers|herders|civilians|tourists"
    r"|foreigners|nationals|citizens|soldiers|troops|officers|policemen|police\s+officers|guards|nuns|priests"
    r"|clerics|pilgrims|christians|muslims|teachers|staff(?:\s+members)?|employees|members|relatives"
    r"|others|victims|fishermen|truckers|drivers|engineers|contractors|journalists|monks|refugees|migrants)"
)
# Up to three describing words between the figure and the noun: "20 Chinese mine workers",
# "300 female boarding students" (not a clause: no verbs or punctuation).
_DESCRIBED = rf"(?:[A-Za-z][\w'’-]*\s+){{0,3}}?{_PEOPLE}\b"
_TAKE = r"(?:kidnap(?:ped|s|ping)?|abduct(?:ed|s|ing)?|snatch(?:ed|es|ing)?)"
_HOSTAGE = r"(?:hostages?|captives?|captive)"

# "kidnapped 20 pupils", "abducted at least 80 worshippers"
_ACTIVE_RE = re.compile(rf"\b{_TAKE}\s+(?:some\s+)?(?P<q>{QUANTITY_PATTERN})\s+(?P<who>{_DESCRIBED})", re.IGNORECASE)
# "took 12 people hostage", "seized 30 passengers as hostages", "holding 30 people captive"
_HELD_RE = re.compile(
    rf"\b(?:took|take|taking|taken|seized|seize|seizing|held|holding|hold)\s+(?P<q>{QUANTITY_PATTERN})\s+"
    rf"(?P<who>{_DESCRIBED})\s+(?:as\s+)?{_HOSTAGE}",
    re.IGNORECASE,
)
# "20 pupils were kidnapped", "300 schoolgirls abducted", "12 people taken hostage", "20
# were abducted"
_PASSIVE_RE = re.compile(
    rf"(?P<q>{QUANTITY_PATTERN})\s+(?:(?P<who>{_DESCRIBED})\s+)?(?:(?:who\s+)?(?:were|had\s+been|have\s+been|are|being)\s+)?"
    rf"(?:{_TAKE}\b|(?:taken|held)\s+(?:as\s+)?{_HOSTAGE}|(?:taken|held)\s+captive)",
    re.IGNORECASE,
)
# "the 20 kidnapped students"
_ADJECTIVE_RE = re.compile(rf"(?P<q>{QUANTITY_PATTERN})\s+(?:kidnapped|abducted)\s+(?P<who>{_DESCRIBED})", re.IGNORECASE)
# "the abduction of 276 schoolgirls", "the kidnapping of 20 pupils"
_NOUN_RE = re.compile(rf"\b(?:abduction|kidnapping|kidnap)\s+of\s+(?P<q>{QUANTITY_PATTERN})\s+(?P<who>{_DESCRIBED})", re.IGNORECASE)
# A cheap test that a sentence may hold a figure of the abducted.
_CUE_RE = re.compile(rf"\b(?:{_TAKE}|{_HOSTAGE}|abduction)\b", re.IGNORECASE)
# A part told apart from the whole: "five of the abducted", "20 of them".
_PART_AFTER_RE = re.compile(r"\s+of\s+(?:the|them|those|whom)\b", re.IGNORECASE)
# Freed, rescued or escaped people are a part of the abducted, not their number: "20 pupils
# were kidnapped" is read; "20 kidnapped pupils were freed" too (the kidnapping's figure);
# "rescued 20 abducted pupils" is no statement that only 20 were taken.
_FREED_BEFORE_RE = re.compile(r"\b(?:freed|rescued|released|escaped|returned|reunited)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def _matches(text: str, start: int, end: int) -> list[tuple[int, int, int]]:
    """(quantity start, phrase start, phrase end) of every abducted figure in ``text[start:end]``."""
    out: list[tuple[int, int, int]] = []
    for pattern in (_ACTIVE_RE, _HELD_RE, _NOUN_RE, _ADJECTIVE_RE):
        out += [(m.start("q"), m.start(), m.end()) for m in pattern.finditer(text, start, end)]
    for m in _PASSIVE_RE.finditer(text, start, end):
        if m.group("who") is None and _VAGUE_ALONE_RE.search(m.group("q")):
            continue
        out.append((m.start("q"), m.start(), m.end()))
    return out


# A bare vague word before "were abducted" names no people ("many were abducted" beside the
# figures of the report: the codebook figure for "many" is a fatality convention).
_VAGUE_ALONE_RE = re.compile(r"(?i)(?:many|several|multiple|numerous|a\s+few)$")


def extract(pa: ParsedArticle) -> tuple[CountReport, ...]:
    """Figures of people abducted or taken hostage in this article's event, in text order.

    Args:
        pa: the parsed article.

    Returns:
        One :class:`CountReport` (``kind="abducted"``) per figure, its evidence the phrase
        ("kidnapped 20 pupils"), attributed as casualty figures are.
    """
    text = pa.analysis_text
    skip = segments.off_topic(pa)
    out: list[CountReport] = []
    seen: set[int] = set()
    for s in pa.sentences:
        if s.index in skip or not _CUE_RE.search(text, s.start, s.end) or segments.background(pa, s):
            continue
        for qpos, lo, hi in sorted(_matches(text, s.start, s.end)):
            if qpos in seen:
                continue
            m = QUANTITY_RE.match(text, qpos)
            q = parse_quantity(m, text) if m is not None else None
            if q is None or q.value <= 0 or _PART_AFTER_RE.match(text, q.end):
                continue
            if _FREED_BEFORE_RE.search(text, s.start, lo):
                continue
            seen.add(qpos)
            src, perp = attribution(text[s.start : s.end], span=(lo - s.start, hi - s.start))
            out.append(
                CountReport(
                    kind="abducted",
                    value=q.value,
                    min=q.min,
                    max=q.max,
                    qualifier=q.qualifier,
                    evidence=pa.evidence(lo, hi),
                    attributed_to=src,
                    perpetrator_sourced=perp,
                )
            )
    return tuple(sorted(out, key=lambda r: (r.evidence.start, r.evidence.end)))
