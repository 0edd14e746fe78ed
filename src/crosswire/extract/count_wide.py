"""Tolls over a wider area than the event's scene: "Russia struck ... Okhmatdyt children's
hospital in Kyiv ..., killing at least two adults ... In total, at least 33 people were killed
across Ukraine in the morning's strikes" (probe: 33 had been the hospital's toll). A figure
of a sentence told "across Ukraine", "nationwide", or "In total ... in the strikes" beside a
figure of the same kind from a sentence that is not is the wave's, not the event's. Used by
:mod:`crosswire.extract.counts`.

Tolls over a longer time than the event's: a war's ("The overall Palestinian death toll in
the war has passed 30,000, the ministry said", probe: 30,000 had been the toll of one aid-truck
shooting; "The war has killed tens of thousands of people"; "killed since the war began") is
no figure of the event, wherever in the article it stands (:func:`war_total`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

__all__ = ["period_total", "roundup_total", "war_total", "wide_totals"]

WIDE_RE = re.compile(
    r"\b(?:[Aa]cross|[Tt]hroughout|[Aa]ll\s+over)\s+(?:the\s+)?(?:country|nation|[A-Z][\w'’-]+)\b"
    r"|\b(?:nationwide|countrywide)\b"
    r"|^\W*(?:In\s+total|In\s+all|Overall)\b[^.;]*\b(?:strikes|attacks|bombings|airstrikes|raids|shellings)\b",
)


def wide_totals(text: str, found: Sequence[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """``found`` (hit, sentence) pairs without the wide-area tolls that stand beside a toll of
    the same kind from a sentence of the scene."""
    wide = {id(s) for _h, s in found if WIDE_RE.search(text[s.start : s.end])}
    if not wide:
        return list(found)
    local = {h.kind for h, s in found if id(s) not in wide and h.value > 0}
    return [(h, s) for h, s in found if id(s) not in wide or h.kind not in local]


# A war, conflict or insurgency as the span of a toll: "the death toll in the war", "killed
# in Israel's war in Gaza", "The war has killed", "since the conflict began". Not a war named
# only to rank the event ("one of the deadliest attacks of the war"), nor "war-torn", "war
# zone", "war crimes".
_WAR = r"(?:civil\s+)?(?:war|conflict|insurgency)(?![\w-]|\s+(?:zones?|crimes?|criminals?)\b)"
WAR_SPAN_RE = re.compile(
    rf"\b(?:in|of|during|from)\s+(?:the|this|[A-Z][\w-]*['’]s)\s+(?:[\w'’-]+\s+){{0,3}}?{_WAR}"
    rf"|\b{_WAR}\s+(?:(?:has|have|had|which\s+has|that\s+has)\s+)(?:(?:so\s+far|now|already)\s+)?(?:killed|claimed|left)\b"
    rf"|\bsince\s+the\s+(?:[\w'’-]+\s+){{0,3}}?(?:{_WAR}|invasion|fighting)\s+(?:began|started|erupted|broke\s+out)\b"
    rf"|\bsince\s+the\s+(?:start|beginning|outbreak)\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?(?:{_WAR}|invasion|fighting)",
    re.IGNORECASE,
)
# A war named to rank the event: "one of the deadliest single attacks of the war".
_RANKED_RE = re.compile(
    r"\b(?:deadliest|bloodiest|worst|largest|biggest|heaviest|one\s+of\s+the|first|second|third)\b", re.IGNORECASE
)
# Where a figure's clause ends: a comma, a semicolon, a dash, "and" before a new subject is
# left to the war words themselves (they follow the figure's own verb).
_CLAUSE_CUT_RE = re.compile(r"[,;:—–]|\s-\s")


def war_total(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the figure at ``start:end`` of the sentence ``text[lo:hi]`` is a toll of a
    whole war, told in its own clause ("The overall Palestinian death toll in the war has
    passed 30,000"; "More than 30,000 Palestinians have been killed since the war began")."""
    cuts_before = [m.end() for m in _CLAUSE_CUT_RE.finditer(text, lo, start)]
    a = cuts_before[-1] if cuts_before else lo
    after = _CLAUSE_CUT_RE.search(text, end, hi)
    b = after.start() if after else hi
    m = WAR_SPAN_RE.search(text, a, b)
    return m is not None and _RANKED_RE.search(text, a, m.start()) is None


# A toll of many attacks or a period, told in the toll phrase itself: "bringing the number of
# people killed in such attacks this month to more than 100" (battery, nineteenth round: the
# 100 had been the event's toll beside its own 27).
_PERIOD_TOTAL_RE = re.compile(
    r"\b(?:toll|tally|number)\b.*?\b(?:in\s+(?:such|similar|these|those)\s+(?:attacks|bombings|killings|raids|strikes|incidents)"
    r"|this\s+(?:month|year|week)|so\s+far\s+this|since\s+(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December)|in\s+(?:recent|the\s+past|the\s+last)\s+(?:\w+\s+)?(?:weeks|months|years))\b",
    re.IGNORECASE | re.DOTALL,
)


def period_total(text: str, start: int, end: int) -> bool:
    """Whether the toll phrase ``text[start:end]`` counts many attacks or a period ("the
    number of people killed in such attacks this month")."""
    return _PERIOD_TOTAL_RE.search(text, start, end) is not None


# A round-up of a month or a year, told in the figure's own clause: "ACLED recorded 412
# fatalities in the region last month", "At least 230 people have died in gang violence in
# Port-au-Prince this month" (battery, twentieth round: both had been read as the event's toll;
# "this year" and "since January" are segments.BACKGROUND_RE's). The period alone is not
# enough: "A man shot earlier this month has died" is this event's victim, so the clause must
# also count like a tally (a present perfect, or a monitor's "recorded" / "documented").
_PERIOD = (
    r"\b(?<!earlier\s)(?:this|last|past|previous)\s+month\b"
    r"|\b(?:in|over|during)\s+the\s+(?:past|last|previous)\s+(?:\w+\s+)?(?:months?|weeks?|years?)\b"
    r"|\bin\s+the\s+(?:first|second)\s+(?:half|quarter)\s+of\b"
    # ("since January" is BACKGROUND_RE's; "since Friday" may be the event's own days)
    r"|\bsince\s+(?:February|March|April|May|June|July|August|September|October|November|December)\b"
)
_PERIOD_RE = re.compile(_PERIOD, re.IGNORECASE)
# The period opening the sentence, before the figure's clause: "Over the past week, at least
# 48 people have been killed in clashes in the city".
_OPENING_PERIOD_RE = re.compile(rf"\W*(?:{_PERIOD})\s*,\s*$", re.IGNORECASE)
_TALLY_RE = re.compile(
    r"\b(?:have|has|had)\s+(?:(?:now|so\s+far|already|reportedly)\s+)?(?:been\s+)?(?:died|killed|wounded|injured|lost|perished|recorded)\b"
    r"|\b(?:recorded|documented|registered|counted|tallied|verified)\b",
    re.IGNORECASE,
)


def roundup_total(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the figure at ``start:end`` of the sentence ``text[lo:hi]`` is a round-up of
    a month or more, told in its own clause (:data:`_PERIOD_RE` and :data:`_TALLY_RE`)."""
    cuts_before = [m.end() for m in _CLAUSE_CUT_RE.finditer(text, lo, start)]
    a = cuts_before[-1] if cuts_before else lo
    if _OPENING_PERIOD_RE.match(text, lo, a):
        a = lo
    after = _CLAUSE_CUT_RE.search(text, end, hi)
    b = after.start() if after else hi
    return _PERIOD_RE.search(text, a, b) is not None and _TALLY_RE.search(text, a, b) is not None
