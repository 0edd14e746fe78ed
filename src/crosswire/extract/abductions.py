"""People abducted or taken hostage, as one article states them.

GTD codes a kidnapping's victims (``nhostkid``: "the number of hostages or kidnapping
victims") beside its dead and wounded, and ACLED's "Abduction/forced disappearance" events
are counted the same way from the news. The forms read:

- active: "kidnapped 20 pupils", "abducted at least 80 worshippers", "took 12 people
  hostage", "seized 30 passengers as hostages", "seized 40 passengers", "took its 21 crew
  members hostage", a bare figure before a place ("ABDUCT 30 IN KATSINA")
- lists of people after an active verb: "kidnapped a priest and two seminarians" (3),
  "seized 9 passengers and their driver" (10), "abducted a Catholic priest" (1), and in a
  headline without the article ("abduct Chinese national")
- passive and headline: "20 pupils were kidnapped", "more than 300 schoolgirls abducted",
  "12 people taken hostage", "30 held captive", "the 20 kidnapped students", "40
  passengers seized"
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
from crosswire.extract.numbers import QUANTITY_PATTERN, QUANTITY_RE, Quantity, parse_quantity
from crosswire.extract.victims import PERSON_SG
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
    r"|others|victims|fishermen|truckers|drivers|engineers|contractors|journalists|monks|refugees|migrants"
    # (battery, twentieth round: "kidnapped 17 missionaries", "took its 21 crew members hostage")
    r"|missionaries|seminarians|crew(?:\s+members)?|crewmen|sailors|seafarers|hikers|traders|businessmen"
    r"|officials|doctors|nurses|pastors|volunteers|guests|parishioners|shepherds|peacekeepers|family\s+members"
    r"|wives|husbands|sons|daughters|brothers|sisters|parents|siblings|grandchildren"
    r"|councilmen|councillors|councilors|lawmakers|legislators|judges|mayors|politicians|diplomats)"
)
# Up to three describing words between the figure and the noun: "20 Chinese mine workers",
# "300 female boarding students" (not a clause: no verbs or punctuation).
_DESCRIBED = rf"(?:[A-Za-z][\w'’-]*\s+){{0,3}}?{_PEOPLE}\b"
_TAKE = r"(?:kidnap(?:ped|s|ping)?|abduct(?:ed|s|ing)?|snatch(?:ed|es|ing)?)"
# Seizing people is taking them ("Gunmen seized 40 passengers"); a figure of things seized
# ("seized 20 vehicles") names no people and is not read.
_SEIZE = r"(?:seiz(?:ed|es|ing|e))"
_HOSTAGE = r"(?:hostages?|captives?|captive)"
# A determiner between the verb and the figure: "took its 21 crew members hostage".
_DET = r"(?:(?:its|their|the|all|some)\s+)?"

# "kidnapped 20 pupils", "abducted at least 80 worshippers", "seized 40 passengers"
_ACTIVE_RE = re.compile(
    rf"\b(?:{_TAKE}|{_SEIZE})\s+{_DET}(?P<q>{QUANTITY_PATTERN})\s+(?P<who>{_DESCRIBED})", re.IGNORECASE
)
# A bare figure after the verb, before a place or the clause's end: "ABDUCT 30 IN KATSINA
# VILLAGE RAID", "killed 27 soldiers and abducted 11 in an attack" (battery, twentieth round).
_ACTIVE_BARE_RE = re.compile(
    rf"\b{_TAKE}\s+(?P<q>{QUANTITY_PATTERN})(?=\s*(?:[,.;:]|$)|\s+(?:in|from|at|near|on|during|after|and)\b)",
    re.IGNORECASE,
)
# "took 12 people hostage", "seized 30 passengers as hostages", "holding 30 people captive"
_HELD_RE = re.compile(
    rf"\b(?:took|take|taking|taken|seized|seize|seizing|held|holding|hold)\s+{_DET}(?P<q>{QUANTITY_PATTERN})\s+"
    rf"(?P<who>{_DESCRIBED})\s+(?:as\s+)?{_HOSTAGE}",
    re.IGNORECASE,
)
# "20 pupils were kidnapped", "300 schoolgirls abducted", "12 people taken hostage", "20
# were abducted", "40 passengers seized" (people only: "20 vehicles seized" is no abduction)
# An aside between the people and the verb: "At least 20 people, mostly women, were abducted".
_ASIDE = r"(?:,\s+(?:mostly|most\s+of\s+them|many\s+of\s+them|among\s+them|including)\s+[^,.;]{1,50},\s+)?"
_PASSIVE_RE = re.compile(
    rf"(?P<q>{QUANTITY_PATTERN})\s+(?:(?P<who>{_DESCRIBED})\s*{_ASIDE})?(?:(?:who\s+)?(?:were|had\s+been|have\s+been|are|being)\s+)?"
    rf"(?:{_TAKE}\b|(?P<seized>seized\b)|(?:taken|held)\s+(?:as\s+)?{_HOSTAGE}|(?:taken|held)\s+captive)",
    re.IGNORECASE,
)
# "the 20 kidnapped students"
_ADJECTIVE_RE = re.compile(rf"(?P<q>{QUANTITY_PATTERN})\s+(?:kidnapped|abducted)\s+(?P<who>{_DESCRIBED})", re.IGNORECASE)
# "the abduction of 276 schoolgirls", "the kidnapping of 20 pupils"
_NOUN_RE = re.compile(rf"\b(?:abduction|kidnapping|kidnap)\s+of\s+(?P<q>{QUANTITY_PATTERN})\s+(?P<who>{_DESCRIBED})", re.IGNORECASE)
# A cheap test that a sentence may hold a figure of the abducted.
_CUE_RE = re.compile(rf"\b(?:{_TAKE}|{_SEIZE}|{_HOSTAGE}|abduction)\b", re.IGNORECASE)
# A part told apart from the whole: "five of the abducted", "20 of them".
_PART_AFTER_RE = re.compile(r"\s+of\s+(?:the|them|those|whom)\b", re.IGNORECASE)
# Freed, rescued or escaped people are a part of the abducted, not their number: "20 pupils
# were kidnapped" is read; "20 kidnapped pupils were freed" too (the kidnapping's figure);
# "rescued 20 abducted pupils" is no statement that only 20 were taken.
# ("freed 7 of 15 abducted miners" names the whole after the part it frees)
_FREED_BEFORE_RE = re.compile(
    r"\b(?:freed|rescued|released|escaped|returned|reunited)\s+(?!\w+\s+of\s+)(?:\w+\s+){0,2}$", re.IGNORECASE
)


def _matches(text: str, start: int, end: int) -> list[tuple[int, int, int]]:
    """(quantity start, phrase start, phrase end) of every abducted figure in ``text[start:end]``."""
    out: list[tuple[int, int, int]] = []
    for pattern in (_ACTIVE_RE, _HELD_RE, _NOUN_RE, _ADJECTIVE_RE):
        out += [(m.start("q"), m.start(), m.end()) for m in pattern.finditer(text, start, end)]
    for m in _ACTIVE_BARE_RE.finditer(text, start, end):
        if not _VAGUE_ALONE_RE.search(m.group("q")):
            out.append((m.start("q"), m.start(), m.end()))
    for m in _PASSIVE_RE.finditer(text, start, end):
        if m.group("who") is None and (_VAGUE_ALONE_RE.search(m.group("q")) or m.group("seized")):
            continue
        out.append((m.start("q"), m.start(), m.end()))
    return out


# One person taken, named by calling or office after an article or a possessive: "abducted a
# Catholic priest", "seized 9 passengers and their driver" (battery, twentieth round). Not the
# attackers (police "seized a suspect" is an arrest).
_NOT_TAKEN = frozenset({"suspect", "gunman", "shooter", "militant", "fighter", "attacker", "assailant", "bomber"})
# (besides the casualty heads, those kidnapping reports name: "abduct Chinese national")
_ONE_HEADS = "|".join(
    sorted((PERSON_SG - _NOT_TAKEN) | {"national", "expatriate", "engineer", "contractor", "seminarian"}, key=len, reverse=True)
)
_ONE_RE = re.compile(rf"(?:a|an|one|the|their|his|her|its)\s+(?:[\w'’-]+\s+){{0,2}}?(?P<head>{_ONE_HEADS})\b(?![-'’])", re.IGNORECASE)
# A headline drops the article: "Gunmen kill policeman, abduct Chinese national in Ogun" (the
# head then ends the phrase).
_BARE_ONE_RE = re.compile(
    rf"(?:[\w'’-]+\s+){{0,2}}?(?P<head>{_ONE_HEADS})(?=\s*(?:$|[,.;:]|\s+(?:in|at|on|near|from|after|and)\b))",
    re.IGNORECASE,
)
# (a possessive before a counted group: "a local chief and his two wives")
_MANY_RE = re.compile(rf"(?:(?:his|her|their|its)\s+)?(?P<q>{QUANTITY_PATTERN})\s+{_DESCRIBED}", re.IGNORECASE)
_LIST_VERB_RE = re.compile(rf"\b(?:{_TAKE}|{_SEIZE}|(?P<hold>took|take|taking|held|holding))\s+", re.IGNORECASE)
# After a list that "took" or "held": the word that makes them hostages ("took the bus driver
# and 14 passengers hostage").
_AS_HOSTAGES_RE = re.compile(rf"\s+(?:as\s+)?{_HOSTAGE}\b", re.IGNORECASE)
_LIST_SEP_RE = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+", re.IGNORECASE)


def _listed(text: str, start: int, end: int, *, headline: bool = False) -> list[tuple[int, int, Quantity]]:
    """(phrase start, phrase end, total) of each list of people after an active kidnapping
    verb in ``text[start:end]``: "kidnapped a priest and two seminarians" (3), "took the bus
    driver and 14 passengers hostage" (15). A list of one counted group alone is the plain
    active form's (:data:`_ACTIVE_RE`)."""
    out: list[tuple[int, int, Quantity]] = []
    for v in _LIST_VERB_RE.finditer(text, start, end):
        pos, parts, singles = v.end(), [], 0
        while True:
            many = _MANY_RE.match(text, pos, end)
            q = parse_quantity(QUANTITY_RE.match(text, many.start("q")), text) if many else None  # type: ignore[arg-type]
            if many is not None and q is not None and q.value > 0:
                parts.append(q)
                pos = many.end()
            elif (one := _ONE_RE.match(text, pos, end) or (_BARE_ONE_RE.match(text, pos, end) if headline else None)) is not None:
                parts.append(Quantity(one.start(), one.end(), 1, 1, 1, "exact"))
                singles += 1
                pos = one.end()
            else:
                break
            sep = _LIST_SEP_RE.match(text, pos, end)
            if sep is None or not (
                _MANY_RE.match(text, sep.end(), end) or _ONE_RE.match(text, sep.end(), end)
                or (headline and _BARE_ONE_RE.match(text, sep.end(), end))
            ):
                break
            pos = sep.end()
        if not singles and len(parts) < 2:
            continue
        if v.group("hold"):
            held = _AS_HOSTAGES_RE.match(text, pos, end)
            if held is None:
                continue
            pos = held.end()
        quals = [p.qualifier for p in parts if p.qualifier != "exact"]
        total = Quantity(
            parts[0].start, pos, sum(p.value for p in parts), sum(p.min for p in parts),
            None if any(p.max is None for p in parts) else sum(p.max for p in parts),  # type: ignore[misc]
            quals[0] if quals else "exact",
        )
        out.append((v.start(), pos, total))
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
    headline = segments.is_headline_text(pa.article.text or "")
    out: list[CountReport] = []
    seen: set[int] = set()
    for s in pa.sentences:
        if s.index in skip or not _CUE_RE.search(text, s.start, s.end) or segments.background(pa, s):
            continue
        listed = _listed(text, s.start, s.end, headline=headline)
        found: list[tuple[int, int, int, Quantity | None]] = [
            (qpos, lo, hi, None) for qpos, lo, hi in _matches(text, s.start, s.end)
        ]
        # a list's figure stands for the counted groups inside it
        found = [f for f in found if not any(lo <= f[0] < hi for lo, hi, _ in listed)]
        found += [(t.start, lo, hi, t) for lo, hi, t in listed]
        for qpos, lo, hi, total in sorted(found, key=lambda f: f[:3]):
            if qpos in seen:
                continue
            m = QUANTITY_RE.match(text, qpos)
            q = total or (parse_quantity(m, text) if m is not None else None)
            if q is None or q.value <= 0 or (total is None and _PART_AFTER_RE.match(text, q.end)):
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
