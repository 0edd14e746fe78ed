"""Casualty tolls: "the death toll rose to 12", "the number of dead stands at 31", "put the
dead at 412", "The wounded numbered more than 300" (:func:`toll_hits`). Used by
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from crosswire.extract.count_objects import counted_groups
from crosswire.extract.count_vocab import TRIGGER_RE
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity

TOLL_RE = re.compile(
    # ("the number of soldiers killed rose to 10": a group's noun before the casualty word)
    # ("bringing the total dead to 14", "the total number of dead")
    r"\b(?:(?P<kind>death|casualty|injury)\s+tolls?|the\s+(?:number\s+of|total(?:\s+number\s+of)?)\s+"
    r"(?:people\s+|those\s+|persons\s+|[a-z]+s\s+)?"
    # ("The number of people who died in Tuesday's stampede ... rose to 121")
    r"(?P<what>dead|deaths|killed|fatalities|martyrs|martyred|injured|wounded|injuries|casualties|"
    r"who\s+(?:have\s+|had\s+)?died|who\s+(?:were|have\s+been|had\s+been)\s+killed)|(?P<bare>(?:the\s+)?toll)|"
    r"(?P<fatalities>fatalities)"
    # "The casualty figure stood at 59 dead and 157 injured", "put the casualties at ...": dead
    # and hurt together, each figure named by its own noun
    r"|(?P<casualty>casualty\s+(?:figures?|counts?|tally|tallies)|(?<=put\s)the\s+casualties(?=\s+at\b))"
    # "An Al Jazeera tally put the dead at 412": the group put at a figure
    r"|\b(?:put|puts|putting)\s+the\s+(?P<put>dead|injured|wounded)(?=\s+at\b)"
    # ... the second group of one "put": "put the number of dead at 17 and the injured at 53"
    # (probe round 17: the 53 had been unread); a figure right after "at"
    r"|(?<=\band\s)the\s+(?P<andput>dead|injured|wounded)(?=\s+at\s+(?:about\s+|around\s+|some\s+)?\d)"
    # "The dead numbered 80", "The wounded numbered more than 300"
    r"|\bthe\s+(?P<numbered>dead|injured|wounded)(?=\s+numbered\b)"
    # "Eight more bodies were found, bringing the total to 54": the total of the casualty
    # word before it (probe round 17: only the eight had been read)
    r"|(?:(?<=bringing\s)|(?<=taking\s)|(?<=raising\s)|(?<=pushing\s))(?P<total>the\s+total)(?=\s+to\b))\b",
    re.IGNORECASE,
)
# "the number of dead rose to 31", "put the number of injured at 200": a toll by its noun;
# "the toll" alone is the death toll.
# ("the number of martyrs has risen to 25": Middle Eastern and South Asian press)
# ("the number of people martyred in the twin terrorist bombings in Kerman has been revised
# to 84": Kerman 2024 probe report)
_NUMBER_OF_KILLED = frozenset(["dead", "deaths", "killed", "fatalities", "martyrs", "martyred"])
# Words right before the figure of a toll ("rose to 12", "stands at 12", "toll of 12").
# ("The government's official toll remains 132")
_TOLL_LINK = frozenset(
    ["to", "at", "of", "is", "was", "reached", "reaches", "reaching", "hit", "hits", ":", "climbed", "numbered",
     "remains", "remained",
     # the South Asian press's "death toll touches 40", and a headline's "Toll in Nyanya blast
     # now 75" (probes: no figure had been read)
     "touched", "touches", "touching", "now"]
)
# "The toll in the attack has gone up to 25" (South Asian press; probe): "up to" after these
_GONE_UP = frozenset(["gone", "went", "goes", "going", "shot"])
# The kind a toll's figure names after it ("stood at 18 dead and 60 injured").
_TOLL_NOUN_AFTER = re.compile(r"\s+(?:people\s+)?(dead|killed|injured|wounded|hurt)\b", re.IGNORECASE)
# Links that put the toll above its figure ("Death toll in Turkey quake tops 40,000", "rose
# past 100"): more than the figure.
_TOLL_OVER = frozenset(
    ["tops", "topped", "topping", "passed", "passes", "surpassed", "surpasses", "exceeded", "exceeds", "crossed",
     "crosses", "past", "above", "beyond"]
)
# Characters after "death toll" searched for its figure ("The death toll from Thursday's
# suicide bombing outside Kabul airport rose to at least 170": 70).
_TOLL_WINDOW = 90


# A toll put at a range: "puts Gaza hospital blast toll at 100 to 300", "the toll at
# 100-300" (at least the lower figure, the upper its bound, like "between 100 and 300").
# Only after a link that states the toll ("at", "of"): "rose from 20 to 30" is a toll that
# rose, whose figure is the second.
_TOLL_RANGE_LINK = frozenset(["at", "of"])
_TOLL_RANGE_TO_RE = re.compile(r"\s*(?:to|-|–)\s*")


def _toll_range(text: str, q: Any, hi: int) -> Any:
    """``q`` widened to the range "``q`` to M" that follows it, if any."""
    to = _TOLL_RANGE_TO_RE.match(text, q.end, hi)
    if to is None or q.qualifier != "exact":
        return q
    um = QUANTITY_RE.match(text, to.end(), hi)
    upper = parse_quantity(um, text, toll=True) if um is not None and not um.group("prefix") else None
    if upper is None or upper.qualifier != "exact" or upper.value <= q.value:
        return q
    return replace(q, end=upper.end, min=q.value, max=upper.value, qualifier="range")


# A toll whose subject runs long before its verb: "The death toll from a series of attacks by
# armed groups on villages in central Nigeria's Plateau state over the Christmas weekend has
# risen to nearly 200" (the figure right after the verb, this far from the toll's noun).
_TOLL_LONG_WINDOW = 220
_TOLL_ROSE_TO_RE = re.compile(r"\b(?:risen|rose|climbed|jumped|increased|reached)\s+to\s+", re.IGNORECASE)


def _toll_figures(text: str, start: int, hi: int) -> Iterator[re.Match[str]]:
    """Figures that may state the toll whose noun ends at ``start``: those within
    :data:`_TOLL_WINDOW`, then the one after a far "has risen to"."""
    near = min(hi, start + _TOLL_WINDOW)
    # (a figure that starts inside the window is read whole: cut at the window's edge, "rose
    # to 88" had read 8; Sehwan 2017 probe report)
    for qm in QUANTITY_RE.finditer(text, start, hi):
        if qm.start() >= near:
            break
        yield qm
    rose = _TOLL_ROSE_TO_RE.search(text, start, min(hi, start + _TOLL_LONG_WINDOW))
    if rose is not None and rose.end() >= near:
        far = QUANTITY_RE.match(text, rose.end(), hi)
        if far is not None:
            yield far


# The figure before "bringing the total to" added to it: "Eight more bodies", "a further
# two", "another three" (without it the total may count the same people again: "Six adults
# were injured including a pregnant woman, bringing the total to seven", GVA dev's 6 hurt).
_ADDED_RE = re.compile(r"\b(?:more|further|additional|another)\b", re.IGNORECASE)


def _total_kind(text: str, lo: int, end: int) -> str | None:
    """The kind of "bringing the total to 54" (ending at ``end``): that of the last casualty
    word before it in its sentence ("bodies": killed; "wounded": injured), None if none or
    if the sentence adds no more people (:data:`_ADDED_RE`)."""
    if not _ADDED_RE.search(text, lo, end):
        return None
    last = None
    for t in TRIGGER_RE.finditer(text, lo, end):
        last = t
    if last is None or last.group("shot"):
        return None
    return "killed" if last.group("killed") else "injured"


def toll_hits(text: str, lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Hits of ``hit_type`` for "the death toll rose to 12" in ``text[lo:hi]``."""
    out: list[Any] = []
    for m in TOLL_RE.finditer(text, lo, hi):
        for qm in _toll_figures(text, m.end(), hi):
            prev = text[max(lo, qm.start() - 12) : qm.start()].split()
            gone_up = bool(prev) and prev[-1].lower() in _GONE_UP and qm.group().lower().startswith("up to")
            if prev and (prev[-1].lower() in _TOLL_LINK | _TOLL_OVER or gone_up):
                q = parse_quantity(qm, text, toll=True)
                if q is not None and gone_up:
                    q = replace(q, min=q.value, qualifier="exact")  # "gone up to 25" is 25, not at most 25
                if q is not None and prev[-1].lower() in _TOLL_OVER and q.qualifier == "exact":
                    q = replace(q, min=q.value + 1, max=None, qualifier="more_than")
                if q is not None and prev[-1].lower() in _TOLL_RANGE_LINK:
                    q = _toll_range(text, q, hi)
                if q is not None and m.group("total"):
                    kind = _total_kind(text, lo, m.start())
                    if kind is not None:
                        out.append(hit_type(kind, m.start(), q.end, q.value, q.min, q.max, q.qualifier))
                elif q is not None:
                    # "the toll" alone is the death toll ("The toll stood at 137 dead")
                    word = (
                        m.group("kind") or m.group("what") or m.group("put") or m.group("andput") or m.group("numbered")
                        or m.group("fatalities") or m.group("casualty") or "death"
                    ).lower()  # fmt: skip
                    kind = "killed" if word == "death" or word in _NUMBER_OF_KILLED or word.startswith("who") else "injured"
                    # "The casualty toll stood at 18 dead and 60 injured": the figure's own noun
                    after = _TOLL_NOUN_AFTER.match(text, q.end, hi)
                    if after:
                        kind = "killed" if after.group(1).lower() in _NUMBER_OF_KILLED else "injured"
                    elif word in ("casualties", "casualty") or m.group("casualty"):
                        # "the number of casualties rose to 50", "the casualty toll rose to 50"
                        # (probe round 17: read as 50 injured): dead and hurt together
                        break
                    # "rose to at least 170 Afghans and 13 U.S. service members": both groups
                    groups = counted_groups(text[:hi], q)
                    if groups is not None:
                        value, vmin, vmax, qual, end = groups
                        out.append(hit_type(kind, m.start(), end, value, vmin, vmax, qual))
                    else:
                        # (the noun after the figure is read: "The toll rose to 112 dead" had
                        # given 112 a second time from "dead"; probe round 17)
                        end = after.end() if after else q.end
                        out.append(hit_type(kind, m.start(), end, q.value, q.min, q.max, q.qualifier))
                break
    return out


# A toll over several attacks: "bringing the total number of dead from the two bombings to 34",
# "the combined toll of both attacks". Kept apart from the toll of one event of two blasts
# ("the death toll from the two explosions rose to 84", Kerman) by the other figure the
# sentence gives one of the attacks (see several_events_tolls).
_SEVERAL_EVENTS_RE = re.compile(
    r"\b(?:from|in|of|for)\s+(?:the\s+)?(?:two|three|four|five|both|all\s+(?:two|three|four|five))\s+(?:the\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:attacks|bombings|blasts|explosions|shootings|massacres|incidents|assaults|raids)\b",
    re.IGNORECASE,
)


def several_events_tolls(text: str, hits: Sequence[Any], tolls: Sequence[Any]) -> list[Any]:
    """The tolls among ``tolls`` that total several attacks while another killed figure of
    the sentence (``hits``) counts one of them: "Sunday's railway station attack killed 18
    people, bringing the total number of dead from the two bombings to 34" (34 is no figure
    of either attack: counts reported for several events together are not copied to each)."""
    out = []
    for t in tolls:
        if t.kind != "killed" or not _SEVERAL_EVENTS_RE.search(text, t.start, t.end):
            continue
        if any(h.kind == "killed" and h.value > 0 and (h.end <= t.start or h.start >= t.end) for h in hits):
            out.append(t)
        elif _SEPARATE_ATTACK_RE.search(text):
            out.append(t)  # "a new attack ..., bringing the toll from the two attacks to more than 60"
    return out


# An article that tells of an attack apart from another ("a new attack near the town", "in
# a separate attack"): its toll "from the two attacks" totals both (Mpeketoni and Poromoko
# 2014 probe: "more than 60" had replaced the first raid's 48 as a risen toll). Not "second",
# which reports of one attack of two blasts use ("a second explosion"; Kerman's "death toll
# from the two explosions" is that event's).
_SEPARATE_ATTACK_RE = re.compile(
    r"\b(?:new|fresh|another|separate)\s+(?:attacks?|raids?|assaults?|massacres?)\b", re.IGNORECASE
)


# A figure raised or lowered later in its sentence: "four other people were injured in the
# shooting; that number was later raised to five" (GVA dev: the article's figure stayed 4).
_NUMBER_RAISED_RE = re.compile(
    r"\b(?:that|the|this)\s+(?:number|figure|count|total)\s+(?:was|has\s+been|had\s+been|is)\s+"
    r"(?:later\s+|since\s+|then\s+|now\s+)?(?:raised|increased|revised|updated|lowered|corrected|reduced)\s+to\s+"
    # ... in a relative clause: "The military said 20 were killed, a figure that was later
    # revised to 19" (probe: the report's figure had stayed 20)
    r"|\b(?:a|the)\s+(?:number|figure|count|total|toll)\s+(?:that|which)\s+(?:was|has|had)\s+"
    r"(?:later\s+|since\s+|then\s+|now\s+|subsequently\s+)?(?:been\s+)?(?:raised|increased|revised|updated|lowered|corrected|reduced)"
    r"(?:\s+(?:up|down)(?:wards?)?)?\s+to\s+"
    # the earlier figure told in an apposition: "The number of dead, first put at 37, was
    # lowered to 32" (Lido Beach-like revisions; the 37 had been the report's only figure)
    r"|(?:(?<=, )|(?<=,))(?:was|has\s+been|had\s+been)\s+(?:later\s+|since\s+|then\s+|now\s+)?"
    r"(?:raised|increased|revised(?:\s+(?:up|down)(?:wards?)?)?|updated|lowered|corrected|reduced)\s+to\s+"
    # another source's figure for the same kind: "At least 17 people were killed, officials
    # said, while hospital sources put the figure at 19" (Kathmandu 2025 probe, Reuters)
    # (the figure's phrase starts at its noun, as "put the toll at 50" does: the subject
    # before "put" is its source)
    r"|\b(?:put|puts|putting|placed|places|placing)\s+(?P<put>(?:the|that|this|their|its)\s+(?:own\s+)?"
    r"(?:figure|number|count|tally|total)\s+(?:much\s+|far\s+|even\s+)?(?:higher\s+|lower\s+)?at\s+)",
    re.IGNORECASE,
)


def number_raised_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """The figure a sentence gives when it says its earlier figure was later changed ("that
    number was later raised to five"): a hit of ``hit_type`` of the earlier figure's kind,
    from the change's words to the new figure."""
    out: list[Any] = []
    for m in _NUMBER_RAISED_RE.finditer(text, lo, hi):
        before = [h for h in hits if h.end <= m.start() and h.qualifier != "vague"]
        qm = QUANTITY_RE.match(text, m.end(), hi)
        # (toll: "put the figure at 19" links its figure by "at")
        q = parse_quantity(qm, text, toll=True) if qm is not None else None
        if not before or q is None:
            continue
        h = max(before, key=lambda h: h.end)
        start = m.start("put") if m.group("put") else m.start()
        out.append(hit_type(h.kind, start, q.end, q.value, q.min, q.max, q.qualifier))
    return out
