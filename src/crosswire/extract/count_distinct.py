"""Victims described one at a time, told apart and added up: an article names its victims
one sentence at a time ("Terrance Givens, 16, was shot ... An 18-year-old woman was also
hit"), so its largest single figure undercounts. :func:`distinct_victims` groups single-victim
mentions into people by name, age, kinship or "another"; :func:`victim_sums` turns them into
article-level sums for :mod:`crosswire.extract.counts` (split out of victims.py, unchanged).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from crosswire.model import CountReport
from crosswire.nlp import ParsedArticle, Sentence

# --- distinct victims ------------------------------------------------------------------

# An article names its victims one sentence at a time ("Terrance Givens, 16, was shot ...
# An 18-year-old woman was also hit"; "killed his wife ... then killed himself"); its largest
# single figure then undercounts. Victims told apart by name, age, kinship or "another" are
# added up. Past this many the article is a round-up of several shootings (a city's weekend
# toll, a list of open cases), not one event: no sum. The value is our reading of GVA dev,
# where single incidents with more than 4 separately described victims are rare.
MAX_DISTINCT_VICTIMS = 4
# Only victims described in the article's opening sentences are added up: later ones are
# often other shootings the article recalls (our reading of GVA dev errors).
LEAD_SENTENCES = 8

_AGE_RE = re.compile(r"\b(\d{1,2})[- ]years?[- ]old\b|,\s*(\d{1,2})\s*,|\((\d{1,2})\)|,\s*(\d{1,2})$")
_SELF_RE = re.compile(r"\b(?:himself|herself)\b", re.IGNORECASE)
_NEW_RE = re.compile(r"\b(?:another|second|third|fourth|fifth|other)\b", re.IGNORECASE)
_KIN_RE = re.compile(
    r"\b(?:his|her|their)\s+(?:[\w-]+\s+){0,2}?(wife|husband|son|daughter|mother|father|girlfriend|"
    r"boyfriend|brother|sister|stepfather|stepmother|stepson|stepdaughter|grandmother|grandfather|"
    r"grandson|granddaughter|fiancee?|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|uncle|aunt|"
    r"nephew|niece|cousin|roommate|friend|neighbou?r)\b",
    re.IGNORECASE,
)
# "Round Lake Park man": a capitalised run before a person noun describes, not names.
_DESCRIBED_RE = re.compile(
    r"\s+(?:man|woman|boy|girl|teen|teenager|student|resident|native|couple|father|mother|child|"
    r"toddler|men|women|youth|officer|deputy)\b"
)
_CAP_RUN = re.compile(r"\b[A-Z][a-z'’-]+(?:\s+(?:[A-Z]\.|[A-Z][a-z'’-]+))*")


@dataclass(frozen=True, slots=True)
class Mention:
    """One victim as a sentence describes them: ``kind`` killed / injured / shot."""

    kind: str
    start: int
    end: int
    text: str


@dataclass(slots=True)
class _Person:
    names: set[str]
    ages: set[str]
    kin: set[str]
    kinds: set[str]
    mentions: list[Mention]


def _keys(m: Mention, surnames: frozenset[str]) -> tuple[set[str], set[str], set[str], bool]:
    names = set()
    for run in _CAP_RUN.finditer(m.text):
        # "A Lake County woman": a place describing the victim, not their name.
        if re.search(r"\b(?:an?|the|another)\s+$|-old\s+$", m.text[: run.start()], re.IGNORECASE):
            continue
        if _DESCRIBED_RE.match(m.text, run.end()):
            continue
        for w in run.group().split():
            if w in surnames:
                names.add(w)
    ages = {next(g for g in a.groups() if g) for a in _AGE_RE.finditer(m.text)}
    kin = {k.group(1).lower() for k in _KIN_RE.finditer(m.text)}
    if _SELF_RE.search(m.text):
        kin.add("self")
    return names, ages, kin, bool(_NEW_RE.search(m.text))


def _compatible(p: _Person, names: set[str], ages: set[str], kin: set[str]) -> bool:
    """Whether a mention could be person ``p``: only a clash of names, ages or kinship (or
    "himself" against a relative he shot) tells two people apart; "a 16-year-old died" and
    "Jayden Clay was pronounced dead" are read as one."""
    if names and p.names and not names & p.names:
        return False
    if ages and p.ages and not ages & p.ages:
        return False
    own, their = kin - {"self"}, p.kin - {"self"}
    if own and their and not own & their:
        return False
    return not (("self" in kin and their) or ("self" in p.kin and own))


def distinct_victims(mentions: list[Mention], surnames: frozenset[str]) -> list[list[Mention]] | None:
    """Single-victim mentions grouped into people, or None when they cannot be told apart
    well enough (more than :data:`MAX_DISTINCT_VICTIMS`)."""
    people: list[_Person] = []
    for m in mentions:
        names, ages, kin, new = _keys(m, surnames)
        if not (names or ages or kin or new):
            continue  # "he died", "the victim was shot": refers back, adds no one
        match = None
        if not new:
            match = next((p for p in people if _compatible(p, names, ages, kin)), None)
        if match is None:
            match = _Person(set(), set(), set(), set(), [])
            people.append(match)
        match.names |= names
        match.ages |= ages
        match.kin |= kin
        match.kinds.add(m.kind)
        match.mentions.append(m)
    if len(people) > MAX_DISTINCT_VICTIMS:
        return None
    return [p.mentions for p in people]


def victim_sums(
    pa: ParsedArticle, found: Sequence[tuple[Any, Sentence]], reports: Sequence[CountReport], *, surnames: frozenset[str]
) -> list[CountReport]:
    """Article-level sums of victims described one at a time, when they add up to more than
    the article's largest figure ("killed his wife ... killed himself": two killed)."""
    singles = [
        Mention(h.kind, h.start, h.end, pa.analysis_text[h.start : h.end])
        for h, s in found
        if h.value == 1 and h.qualifier == "exact" and s.index < LEAD_SENTENCES
    ]
    people = distinct_victims(singles, surnames)
    if not people or len(people) < 2:
        return []
    out: list[CountReport] = []
    for kind, members in (
        ("killed", [p for p in people if any(m.kind == "killed" for m in p)]),
        ("hit", people),
    ):
        stated = max((r.value for r in reports if r.kind == kind), default=0)
        if kind == "hit":
            stated = max([stated] + [r.value for r in reports if r.kind == "killed"])
        n = len(members)
        if n < 2 or n <= stated:
            continue
        last = max((m for p in members for m in p), key=lambda m: m.end)
        first = min((m for p in members for m in p), key=lambda m: m.start)
        out.append(
            CountReport(
                kind=kind,  # type: ignore[arg-type]
                value=n,
                min=n,
                max=n,
                qualifier="exact",
                evidence=pa.evidence(first.start, last.end),
                note=f"sum of {n} victims named separately: "
                + "; ".join(p[0].text for p in members),
            )
        )
    return out
