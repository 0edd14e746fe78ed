"""Killed figures one sentence tells in parts, added up for the count extractor.

- the killer's own death after the victims': "killed his 3-year-old daughter before turning
  the gun on himself", "Man shoots 4 relatives, killing 2, then himself" (GVA counts the
  shooter's death, and so does GTD's ``nkill``; a figure that already names him, "killing
  five including the attacker", is left as stated);
- a later killing by the same killer: "shot dead nine people ... before killing his mother
  and himself" (eleven);
- others who died besides: "50 people were killed on the spot while two others succumbed to
  their injuries in hospital" (52);
- the hurt of two groups: "More than 140 Afghans were wounded, ... and 18 U.S. troops
  sustained injuries" (158);
- some of the wounded who died later, in a sentence after the toll: "Three people were
  killed and 12 wounded. ... One of the wounded later died in hospital" (four).

Each sum is one more hit (the last, a report with a ``note``) beside the parts it adds; the article's figure is then chosen among
them (:mod:`crosswire.extract.count_chooser`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.count_objects import GROUP_HEADS
from crosswire.extract.numbers import find_quantities, words_to_int
from crosswire.model import CountReport
from crosswire.nlp import ParsedArticle, Sentence

# The killer's own death after the victims' ("... before turning the gun on himself", "and
# then killed herself"). Non-fatal self-shootings say so ("attempted", "survived") and are
# rarer in GVA dev than these (our reading of its murder-suicide records).
SELF_KILL_RE = re.compile(
    r"\b(?:before|then|and\s+then|and|later)\s+(?:fatally\s+)?(?:turning|turned|turn)\s+the\s+(?:gun|weapon|rifle|shotgun|handgun)\s+on\s+(?:himself|herself)"
    r"|\b(?:before|then|and\s+then|later)\s+(?:fatally\s+)?(?:shooting|shot|killing|killed|kills|shoots)\s+(?:himself|herself)"
    r"|\b(?:before|then|and\s+then)\s+(?:taking|took)\s+(?:his|her)\s+own\s+life"
    # (Virginia Tech 2007 probe: "killed 32 people ... before committing suicide" was 32)
    r"|\b(?:before|then|and\s+then)\s+(?:committing|committed)\s+suicide\b"
    # (battery, twentieth round: "killed two guards before blowing himself up" was 2)
    r"|\b(?:before|then|and\s+then)\s+(?:blowing|blew)\s+(?:himself|herself)\s+up\b",
    re.IGNORECASE,
)


# The killer's own death told first: "The gunman killed himself after shooting dead four
# people" (battery, twentieth round: read as 4 at best).
_SELF_FIRST_RE = re.compile(
    r"\b(?:killed|shot)\s+(?:himself|herself)\s+(?:after|moments\s+after|shortly\s+after)\s+", re.IGNORECASE
)


# Headlines list the killer last, after the victims' figure: "Man shoots 4 relatives,
# killing 2, then himself", "mother killed 2 children, herself". Only right after a
# killed figure (checked in with_self).
LISTED_SELF_RE = re.compile(r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:then\s+)?(?:himself|herself|self)\b(?!\s+(?:included|among|too))", re.IGNORECASE)


def with_self(text: str, hits: Sequence[Any], lo: int, hi: int) -> list[Any]:
    """"killed his 3-year-old daughter before turning the gun on himself": the killer's death
    adds one to the figure killed before it (GVA counts the shooter's own death, and so does
    GTD's ``nkill``, which counts perpetrators with ``nkillter`` as their part).

    "shot dead nine people ... before killing his mother and himself": a killing told after
    "before" / "then" is one more of the same killer's, added to the figure before it.
    """
    their = THEIR_SELF_KILL_RE.search(text, lo, hi)
    doers = _DOERS_RE.match(text, lo, hi) if their else None
    if their and doers:
        # "Two former students ... killed eight people ... before taking their own lives" (10)
        before = [h for h in hits if h.kind == "killed" and h.end <= their.start() and h.value > 0 and h.qualifier != "vague"]
        n = words_to_int(doers.group("n"))
        if not before or n is None:
            return []
        return [_plus(max(before, key=lambda h: (h.value, -h.start)), n, end=their.end())]
    m = SELF_KILL_RE.search(text, lo, hi)
    first = _SELF_FIRST_RE.search(text, lo, hi) if not m else None
    after = [h for h in hits if first and h.kind == "killed" and h.value > 0 and 0 <= h.start - first.end() <= 2]
    if first is not None and after and after[0].qualifier != "vague":
        # "The gunman killed himself after shooting dead four people" (five)
        h = max(after, key=lambda h: (h.value, -h.start))
        return [type(h)("killed", first.start(), h.end, h.value + 1, h.min + 1, None if h.max is None else h.max + 1, h.qualifier)]
    if not m:
        listed = [(h, lm) for h in hits if h.kind == "killed" and h.value > 0 and (lm := LISTED_SELF_RE.match(text, h.end, hi))]
        if not listed:
            return []
        h, m = max(listed, key=lambda p: (p[0].value, -p[0].start))
        if h.qualifier == "vague":
            return []
        first = _killed_before(text, hits, h, lo)
        if first is not None:  # "shot dead nine people ... before killing his mother and himself"
            return [_plus(first, h.value + 1, end=m.end(), exact=h.qualifier == "exact")]
        return [_plus(h, 1, end=m.end())]
    before = [h for h in hits if h.kind == "killed" and h.end <= m.start() and h.value > 0]
    if not before:
        return []
    h = max(before, key=lambda h: (h.value, -h.start))
    if h.qualifier == "vague":
        return []
    return [_plus(h, 1, end=m.end())]


# The killer killed by the police after the victims' figure: "killed 5 people ..., before he
# was shot dead by officers", "The assailant, who killed two people at the synagogue, was
# later shot dead by police" (battery, twentieth round: the victims' figure alone; GVA and
# GTD's nkill count the attacker's death as with_self's suicide). "shot by police" alone
# is no death.
_KILLED_BY = (
    r"(?:(?:fatally\s+)?shot\s+(?:dead|and\s+killed|to\s+death)|killed|gunned\s+down|neutrali[sz]ed)\s+by\s+"
    r"(?:the\s+)?(?:police|officers|security\s+forces|troops|soldiers|(?:an?\s+)?(?:police\s+)?(?:officer|sniper|guard))\b"
)
_THEN_KILLED_BY_RE = re.compile(
    r"\b(?:before|until|then|and\s+then)\s+(?:(?:he|she|the\s+(?:gunman|attacker|assailant|shooter|knifeman))\s+"
    rf"(?:was|had\s+been)|being)\s+(?:later\s+|eventually\s+)?{_KILLED_BY}",
    re.IGNORECASE,
)
_KILLER_WHO_RE = re.compile(
    r"\W*(?:The|A|An)\s+(?:[\w-]+\s+)?(?:gunman|attacker|assailant|shooter|knifeman|killer)\s*,\s+who\s+(?:had\s+)?"
    r"(?:killed|shot\s+dead|stabbed\s+to\s+death|murdered)\b[^.;]*?,\s+(?:was|had\s+been)\s+"
    rf"(?:later\s+|then\s+|subsequently\s+|eventually\s+)?{_KILLED_BY}",
    re.IGNORECASE,
)


def killed_by_police(text: str, hits: Sequence[Any], lo: int, hi: int) -> list[Any]:
    """The victims' killed figure plus the killer whom the police killed after them
    (:data:`_THEN_KILLED_BY_RE`, :data:`_KILLER_WHO_RE`): one more hit, as :func:`with_self`
    adds a killer's own death."""
    who = _KILLER_WHO_RE.match(text, lo, hi)
    m = who or _THEN_KILLED_BY_RE.search(text, lo, hi)
    if m is None:
        return []
    # the victims' figure: inside the killer's relative clause, or before "before he was ..."
    # (not the killer's own death the subject's verb tells)
    a, b = (m.start() + 1, m.end()) if who else (lo, m.start())
    before = [h for h in hits if h.kind == "killed" and a <= h.start and h.end <= b and h.value > 0 and h.qualifier != "vague"]
    if not before:
        return []
    h = max(before, key=lambda h: (h.value, -h.start))
    return [_plus(h, 1, end=m.end())]


# Several killers' own deaths after their victims' figure, and the killers the sentence opens
# with (Suzano 2019 probe: "Two former students ... killed eight people ... before taking
# their own lives" was 8; GVA and GTD count the attackers' deaths).
THEIR_SELF_KILL_RE = re.compile(
    r"\b(?:before|then|and\s+then)\s+(?:taking\s+their\s+own\s+lives|killing\s+themselves|"
    r"turning\s+the\s+(?:guns|weapons)\s+on\s+themselves|(?:committing|committed)\s+suicide)\b",
    re.IGNORECASE,
)
_DOERS_RE = re.compile(
    r"\s*(?:the\s+)?(?P<n>two|three|four|[2-9])\s+(?:[\w-]+\s+){0,2}?"
    r"(?:gunmen|attackers|shooters|assailants|students|teens|teenagers|boys|men|suspects|brothers)\b",
    re.IGNORECASE,
)


# A later killing by the same killer: "... before killing his mother", "and then shot his wife".
_THEN_KILLED_RE = re.compile(r"\b(?:before|then|and\s+then|later)\s+(?:fatally\s+)?$", re.IGNORECASE)


def _killed_before(text: str, hits: Sequence[Any], h: Any, lo: int) -> Any | None:
    """The largest killed figure of the sentence before hit ``h`` when ``h`` is told as a
    later killing ("before killing his mother"), else None."""
    if not _THEN_KILLED_RE.search(text, max(lo, h.start - 20), h.start):
        return None
    earlier = [e for e in hits if e.kind == "killed" and e.end <= h.start and e.value > 0 and e.qualifier != "vague"]
    return max(earlier, key=lambda e: (e.value, -e.start)) if earlier else None


def _plus(h: Any, n: int, *, end: int, exact: bool = True) -> Any:
    """Hit ``h`` with ``n`` more killed, its evidence running to ``end``; an open upper bound
    ("at least 36 ... before killing himself") stays open."""
    qual = h.qualifier if exact else "about"
    return type(h)("killed", h.start, end, h.value + n, h.min + n, None if h.max is None else h.max + n, qual)


# The victims of a death told as more besides the ones before: "two others succumbed", "three
# more died", "another two died later" (their figure first, within its first words).
_OTHERS_RE = re.compile(r"(?:another\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:others?|more)\b", re.IGNORECASE)
# Words between the two figures that make them one sum: "killed on the spot while two others
# succumbed", "were killed, and three more died later".
_JOIN_RE = re.compile(r"[^.;:]*?(?:\bwhile|\band|\bas|,)\s+[^.;:]*$", re.IGNORECASE)


# Without "others", the places of two deaths tell them apart: "Nine people died on the spot,
# while three succumbed to injuries in hospital" (12; probe of South Asian wording).
_ON_THE_SPOT_RE = re.compile(r"\b(?:on\s+the\s+spot|at\s+the\s+scene)\b", re.IGNORECASE)
_LATER_PLACE_RE = re.compile(
    r"[^.;:]{0,40}?\b(?:(?:in|at)\s+(?:a\s+|the\s+)?(?:\w+\s+)?hospitals?|later|en\s+route|on\s+the\s+way)\b", re.IGNORECASE
)


def others_summed(text: str, hits: Sequence[Any], lo: int) -> list[Any]:
    """A killed figure plus the "others" who died after it in the same sentence: "50 people
    were killed on the spot while two others succumbed in hospital" (52). Sentences with a
    toll are left alone: there the later deaths are what the toll added."""
    killed = [h for h in hits if h.kind == "killed" and h.value > 0 and h.qualifier != "vague"]
    out: list[Any] = []
    for h2 in killed:
        others = _OTHERS_RE.match(text, h2.start, h2.end) is not None
        if not others and not _LATER_PLACE_RE.match(text, h2.end):
            continue
        # (no figure in between: "Seven people were killed at one bar and eight at another,
        # while three others died" has a part the rules did not read)
        before = [
            h for h in killed
            if h.end <= h2.start and h is not h2 and _JOIN_RE.match(text, h.end, h2.start)
            and not find_quantities(text[h.end : h2.start])
            and (others or _ON_THE_SPOT_RE.search(text, h.end, h2.start) is not None)
        ]
        if not before:
            continue
        h1 = max(before, key=lambda h: (h.value, -h.start))
        qual = _sum_qualifier(h1.qualifier, h2.qualifier)
        vmax = None if h1.max is None or h2.max is None else h1.max + h2.max
        out.append(type(h1)("killed", h1.start, h2.end, h1.value + h2.value, h1.min + h2.min, vmax, qual))
    return out


# Words that add the figure after them to a toll before it: "has risen to 170 Afghans, ...,
# in addition to the 13 American troops killed" (183: the two groups are told apart).
_ADDED_BEFORE_RE = re.compile(
    r"\b(?:in\s+addition\s+to|on\s+top\s+of|as\s+well\s+as|besides|plus)\s+(?:the\s+|another\s+)?$", re.IGNORECASE
)
_ADDED_REACH = 30  # characters before the second figure searched for those words


def additions_summed(text: str, hits: Sequence[Any], lo: int) -> list[Any]:
    """A killed figure plus a second one the sentence tells as added to it: "The death toll
    ... has risen to 170 Afghans, health officials said on Saturday, in addition to the 13
    American troops killed" (183), as "60 Afghans and 13 US service members" is 73."""
    killed = [h for h in hits if h.kind == "killed" and h.value > 0 and h.qualifier != "vague"]
    out: list[Any] = []
    for h2 in killed:
        if not _ADDED_BEFORE_RE.search(text, max(lo, h2.start - _ADDED_REACH), h2.start):
            continue
        before = [h for h in killed if h.end <= h2.start and not find_quantities(text[h.end : h2.start])]
        if not before:
            continue
        h1 = max(before, key=lambda h: (h.value, -h.start))
        vmax = None if h1.max is None or h2.max is None else h1.max + h2.max
        qual = _sum_qualifier(h1.qualifier, h2.qualifier)
        out.append(type(h1)("killed", h1.start, h2.end, h1.value + h2.value, h1.min + h2.min, vmax, qual))
    return out


# A part of the wounded who died later (as :func:`crosswire.extract.counts` reads "One of the
# wounded later died in hospital": a killed hit covering those words).
_WOUNDED_PART_RE = re.compile(r"\bof\s+the\s+(?:wounded|injured|hurt)\b", re.IGNORECASE)


def wounded_deaths_added(pa: ParsedArticle, found: Sequence[tuple[Any, Sentence]], reports: Sequence[CountReport]) -> list[CountReport]:
    """The toll once some of the wounded died, told in a later sentence than the first toll:
    "Three people were killed and 12 wounded. ... One of the wounded later died in hospital"
    (four killed). A sentence with a toll of its own ("..., bringing the death toll to four")
    states the sum itself and its part was dropped before this."""
    out: list[CountReport] = []
    for h, s in found:
        if h.kind != "killed" or h.value <= 0 or not _WOUNDED_PART_RE.search(pa.analysis_text, h.start, h.end):
            continue
        if any(
            r.kind == "killed" and r.evidence.field == "text" and s.start <= r.evidence.start and r.evidence.end <= s.end
            and r.value > h.value and not r.note
            for r in reports
        ):
            continue  # "The death toll rose to 89 after five of the wounded died" (Kerman 2024): the sum told
        earlier = [
            r for r in reports
            if r.kind == "killed" and r.evidence.field == "text" and r.evidence.end <= s.start and r.value > 0
            and r.qualifier != "vague" and not r.note
        ]
        if not earlier:
            continue
        base = max(earlier, key=lambda r: (r.value, -r.evidence.start))
        out.append(_added(
            base, h, base.qualifier, pa.evidence(h.start, h.end),
            note=f"{base.value} killed + {h.value} of the wounded who died later",
        ))
    return out


def _added(base: CountReport, h, qualifier: str, evidence, *, note: str | None = None) -> CountReport:
    """``base``'s figure with the hit ``h``'s added, of ``base``'s kind and source."""
    vmax = None if base.max is None or h.max is None else base.max + h.max
    return CountReport(
        kind=base.kind, value=base.value + h.value, min=base.min + h.min, max=vmax, qualifier=qualifier,
        evidence=evidence, attributed_to=base.attributed_to, note=note,
    )


# Words that make the second group part of the first: "two of them", "one of the wounded",
# "including", "among them".
_PART_WORDS_RE = re.compile(r"\b(?:of\s+(?:them|whom|those|the)|including|among)\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z][\w.'’-]*")


def _group_head(text: str, h: Any) -> str | None:
    """The group noun of an injured hit's figure ("140 Afghans", "18 U.S. troops"), or None."""
    for w in _WORD_RE.findall(text[h.start : h.end])[:5]:
        if w.lower().rstrip(".") in GROUP_HEADS:
            return w.lower()
    return None


def groups_summed(text: str, hits: Sequence[Any], lo: int) -> list[Any]:
    """Injured figures of two different groups in one sentence, added: "More than 140 Afghans
    were wounded, a health official said, and 18 U.S. troops sustained injuries" (158). Both
    name their group ("Afghans", "troops", "people", "others"), the groups differ, and the
    second is no part of the first ("two of them", "including")."""
    hurt = [h for h in hits if h.kind == "injured" and h.value > 0 and h.qualifier != "vague"]
    out: list[Any] = []
    for i, h1 in enumerate(hurt):
        for h2 in hurt[i + 1 :]:
            if h2.start < h1.end or not _JOIN_RE.match(text, h1.end, h2.start) or find_quantities(text[h1.end : h2.start]):
                continue
            g1, g2 = _group_head(text, h1), _group_head(text, h2)
            if g1 is None or g2 is None or g1 == g2 or _PART_WORDS_RE.search(text, h1.start, h2.end):
                continue
            qual = _sum_qualifier(h1.qualifier, h2.qualifier)
            vmax = None if h1.max is None or h2.max is None else h1.max + h2.max
            out.append(type(h1)("injured", h1.start, h2.end, h1.value + h2.value, h1.min + h2.min, vmax, qual))
    return out


def _sum_qualifier(a: str, b: str) -> str:
    """The qualifier of a sum: an exact part takes the other's ("more than 140" + "18" is
    more than 158); two different open ones make it "about"."""
    if a == b or b == "exact":
        return a
    return b if a == "exact" else "about"


# A group of hurt added to those counted before: "Another two people were lightly injured",
# "A further 11 were treated for minor injuries" (the figure right after the words).
_ANOTHER_RE = re.compile(r"(?:^|[.;:]\s+)[\"“]?(?:another|a\s+further|an\s+additional)\s+$", re.IGNORECASE)


def another_injured_added(pa: ParsedArticle, found: Sequence[tuple[Any, Sentence]], reports: Sequence[CountReport]) -> list[CountReport]:
    """The injured once a group told as "another" is added to the injured figure of an
    earlier sentence: "Three women were killed and five people were seriously injured ...
    Another two people were lightly injured" is seven injured (Würzburg 2021 probe: 5)."""
    out: list[CountReport] = []
    text = pa.analysis_text
    for h, s in found:
        if h.kind != "injured" or h.value <= 0 or s.start < 0 or not _ANOTHER_RE.search(text[s.start : h.start]):
            continue
        # the injured of the sentence right before: "The two men who were killed have been
        # identified ... An additional five people were hurt" adds to the dead, not to the
        # lede's "five wounded" (GVA dev: 5 had read 10)
        prev = max((p for p in pa.sentences if p.end <= s.start), key=lambda p: p.start, default=None)
        earlier = [
            r for r in reports
            if prev is not None and r.kind == "injured" and r.evidence.field == "text"
            and prev.start <= r.evidence.start and r.evidence.end <= s.start and r.value > 0
            and r.qualifier != "vague" and not r.note
        ]
        if not earlier:
            continue
        base = max(earlier, key=lambda r: (r.value, -r.evidence.start))
        # (the span of both groups, as a sum of groups in one sentence has, and no note: the
        # chooser takes it as the fuller statement of the first group's figure)
        out.append(_added(base, h, _sum_qualifier(base.qualifier, h.qualifier), pa.evidence(base.evidence.start, h.end)))
    return out


# Victims told as dying besides those named before: "Minister Antonio Rodriguez Porth was
# assassinated today during an attack in which two members of his escort were also killed",
# "... was killed. Two of his bodyguards were also killed" (MUC-4 DEV: the toll had been the
# bodyguards' two, or the minister alone).
_ALSO_KILLED_RE = re.compile(
    r"\b(?:were|was|have\s+been|has\s+been|had\s+been)\s+also\s+(?:killed|slain|murdered|shot\s+dead|assassinated)\b"
    r"|\balso\s+(?:died|perished|lost\s+their\s+lives|lost\s+his\s+life|lost\s+her\s+life|were\s+killed|was\s+killed)\b",
    re.IGNORECASE,
)
_SELF_RE = re.compile(r"\b(?:himself|herself|themselves)\b", re.IGNORECASE)


def also_killed_added(
    pa: ParsedArticle, found: Sequence[tuple[Any, Sentence]], reports: Sequence[CountReport]
) -> list[CountReport]:
    """The toll once victims told as "also killed" join the killed figure told before them,
    in their sentence or the one before: "X was assassinated ... two members of his escort
    were also killed" is three."""
    out: list[CountReport] = []
    text = pa.analysis_text
    for h, s in found:
        if h.kind != "killed" or h.value <= 0 or h.qualifier == "vague" or s.start < 0:
            continue
        if not _ALSO_KILLED_RE.search(text, h.start, min(len(text), h.end + 20)):
            continue
        if _SELF_RE.search(text, h.start, h.end) or _PART_WORDS_RE.search(text, h.start, h.end):
            continue  # "the gunman also killed himself" (with_self's), "two of them were also killed"
        prev = max((p for p in pa.sentences if p.end <= s.start), key=lambda p: p.start, default=None)
        lo = prev.start if prev is not None else s.start
        earlier = [
            r for r in reports
            if r.kind == "killed" and r.evidence.field == "text" and lo <= r.evidence.start
            and r.evidence.end <= h.start and r.value > 0 and r.qualifier != "vague" and not r.note
            and not find_quantities(text[r.evidence.end : h.start])
        ]
        if not earlier:
            continue
        base = max(earlier, key=lambda r: (r.value, -r.evidence.start))
        out.append(_added(base, h, _sum_qualifier(base.qualifier, h.qualifier), pa.evidence(base.evidence.start, h.end)))
    return out
