"""Place-name mentions in an article's headline.

A headline often names the scene the body leaves to its dateline or to a county ("Teen
fatally shot in head in southwest Macon" over a body that says only "Bibb County"), or the
body is a video page whose text names nothing. These mentions are evidence of their own,
pointing into the title (``Evidence.field == "title"``); :mod:`crosswire.extract.location`
resolves them with the body's context and adds those the body does not name.

Only patterns that mark a place survive Title Case headlines ("Suspect In Custody In
Shooting Death Of Florida City Teen"): "in X" with a lower-case preposition, "X, State",
and a name right before an event or person noun ("Oak Park shooting", "Ligonier boy").
"""

from __future__ import annotations

import re

from crosswire import geo
from crosswire.extract.place_resolve import (
    POLICE_ACRONYM,
    POLICE_ACRONYMS,
    Mention,
    common_words,
    state_pattern,
)

# Headline patterns, from surest to loosest; weights are set by the caller.
KIND_IN = "title_in"  # "... shot and killed in Killingly"
KIND_CITY_STATE = "title_city_state"  # "... in Rocky Mount, N.C."
KIND_BEFORE_NOUN = "title_noun"  # "deadly Oak Park shooting", "Ligonier boy killed"
KIND_ATTACK = "title_attack"  # "Jundullah claims Shikarpur mosque bombing": the attack's name
KIND_OUTLET = "title_outlet"  # "... - WTOC-TV: Savannah, Beaufort, SC": the outlet's home
# A headline name is tried on its last words first, up to this many ("Teen Charged In
# Deadly Florida City Shooting" -> "Florida City"); GVA city names have at most 3 words.
MAX_NAME_WORDS = 3

_CAP = r"[A-Z][A-Za-z'’.\-]*"
_RUN = rf"{_CAP}(?:[ \t]+{_CAP})*"
_DIRECTION = r"(?:north|south|east|west|northwest|northeast|southwest|southeast|downtown|central)"
# The outlet after the headline: "... - WFSB 3 Connecticut", "... | Fox 2 News".
_OUTLET = re.compile(r"\s+[-|–—]+\s+")
_IN = re.compile(
    # ("1 dead, 2 teens injured as gunfire reported around Anchorage")
    rf"(?:\b(?:in|near|outside|at|around)|^In)\s+(?:(?:a|an|the)\s+)?(?:{_DIRECTION}\s+)?(?P<name>{_RUN})"
)
# Title Case headlines capitalise the preposition too ("Shot At Birthday Party In Compton"):
# there only a name that ends the headline, or a clause of it, is read (a capitalised
# "In" before a longer run is as often "In Weekend Shootings" or "In Critical Condition").
_IN_TITLE_CASE = re.compile(
    rf"\b(?:In|Near|Outside)\s+(?P<name>{_CAP}(?:[ \t]+(?!(?:In|Near|Outside)\b){_CAP}){{0,{MAX_NAME_WORDS - 1}}})"
    r"\s*(?:$|[,;:])"
)
_CITY_STATE = re.compile(rf"(?P<name>{_RUN}),\s+")
_NOUN = re.compile(
    r"[ \t]+(?:shooting|shootings|homicide|homicides|murder|murders|killing|killings|slaying|"
    r"stabbing|standoff|massacre|gunfire|rampage|man|woman|men|women|boy|girl|teen|teens|"
    r"teenager|toddler|child|family|mother|father|police|officer|kids|children|residents|"
    r"bar|nightclub|club|party|home|apartment|school|store|cop|cops|deputy|student|students|"
    # ("Sarasota death ruled homicide", "Dalton area boy", "St. Louis neighborhood in fear")
    r"native|resident|couple|baby|infant|hunter|homeowner|death|deaths|area|neighborhood|"
    # ("Honor student latest victim of Pittsburgh street violence", "Nashville 3-Year-Old
    # Shoots Self In Hand")
    r"street[ \t]+violence|gun[ \t]+violence|violence|\d{1,2}-year-old)\b",
    re.IGNORECASE,
)
# A name that names the attack ("Shikarpur mosque bombing", "Quetta blast toll rises"), in
# the international wording a wire headline uses (US headlines' "shooting" is in _NOUN).
_ATTACK_NOUN = re.compile(
    r"[ \t]+(?:(?:mosque|church|temple|shrine|imambargah|market|bazaar|bus|train|school|hotel|"
    r"rally|checkpoint|suicide|bomb|car[ \t]+bomb|truck[ \t]+bomb)[ \t]+)?"
    r"(?:bombings?|blasts?|attacks?|explosions?|massacre|siege|carnage)\b",
    re.IGNORECASE,
)
# A city's side or quarter after its possessive: "shot on Jacksonville's Eastside",
# "Chicago's South Side", "Houston's north side".
_SIDE = re.compile(
    rf"(?P<name>{_RUN})['’]s[ \t]+(?:(?i:north|south|east|west|far[ \t]+\w+|near[ \t]+\w+)[ \t]*)?"
    r"(?i:side|eastside|westside|northside|southside|end)\b"
)
_POSSESSIVE = re.compile(r"['’]s$")
# A Title Case bearing before a name the gazetteer lacks with it ("South Anchorage").
_BEARING = re.compile(
    r"(?:North|South|East|West|Northwest|Northeast|Southwest|Southeast|Downtown|Central)[ \t]+"
)
_RUN_BEFORE = re.compile(rf"(?:{_CAP}[ \t]+)*{_CAP}$")
# Title Case words that are never the place before the noun ("Saturday Shooting").
_NOT_PLACE = re.compile(
    r"(?i)^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|"
    r"overnight|deadly|fatal|police|officer|accidental|double|triple|mass|murder|"
    # a compass word is the first word of a longer name ("in North Waziristan"; North, S.C.)
    r"north|south|east|west|northern|southern|eastern|western|central|upper|lower)$"
)


_COMMA = re.compile(r",\s*")
# A street-type or landform word alone is the tail of a longer name, never a town
# ("Zelmer Street party": "Street" is a village in Somerset; "Stickney Creek shooting":
# "Creek" one in Kentucky).
_STREET_WORD = re.compile(
    r"(?i)^(?:street|avenue|road|drive|boulevard|lane|parkway|highway|court|place|way|"
    r"circle|terrace|trail|pike|creek|river|lake|park|hill|valley|island|bay)$"
)


def headline(title: str | None) -> str:
    """The headline part of a page title (the outlet's name after " - " or " | " cut)."""
    return _OUTLET.split(title or "", maxsplit=1)[0]


def outlet_mentions(title: str | None) -> list[Mention]:
    """Place names in the outlet part of a page title ("... - KTBS.com - Shreveport",
    "... - WTOC-TV: Savannah, Beaufort, SC"), with offsets into ``title``: the outlet's home
    market, not the scene (the caller uses it only where the article names no place)."""
    title = title or ""
    cut = _OUTLET.search(title)
    if cut is None:
        return []
    out: list[Mention] = []
    for m in re.finditer(rf"{_CAP}(?:[ \t]+{_CAP}){{0,2}}", title[cut.end() :]):
        start = cut.end() + m.start()
        hit = _first_known(title, start, cut.end() + m.end())
        if hit is None:  # "Albany News": the run's first words
            words = list(re.finditer(r"\S+", m.group()))
            for k in range(len(words) - 1, 0, -1):
                hit = _first_known(title, start, start + words[k - 1].end())
                if hit:
                    break
        if hit:
            comma = _COMMA.match(title, hit[1])
            region = state_pattern().match(title, comma.end()) if comma else None
            out.append(Mention(hit[0], hit[1], title[hit[0] : hit[1]], 0.0,
                               region.group(1) if region else None, KIND_OUTLET))  # fmt: skip
    return out


def _tails(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` of the run's last 1..MAX_NAME_WORDS words, longest first."""
    words = list(re.finditer(r"\S+", text[start:end]))
    out = []
    for i in range(max(0, len(words) - MAX_NAME_WORDS), len(words)):
        out.append((start + words[i].start(), end))
    return out


# A name after an ordinal is a city's division ("in Lower 9th Ward shooting", "3rd
# District"), no town of that name (Ward, Arkansas).
_ORDINAL_BEFORE = re.compile(r"\b\d+(?:st|nd|rd|th)[ \t]+$")


def _first_known(text: str, start: int, end: int) -> tuple[int, int] | None:
    for s, e in _tails(text, start, end):
        name = _POSSESSIVE.sub("", text[s:e].strip(" .,:;"))
        if len(name) < 3 or _NOT_PLACE.match(name) or _STREET_WORD.match(name):
            continue
        if _ORDINAL_BEFORE.search(text, max(0, s - 8), s):
            continue
        if " " not in name and name.lower() in common_words():
            continue
        # "Tennessee" is the state before it is a post office in Illinois.
        postal = not geo.us_state(name)
        if geo.lookup(name, postal=postal) or geo.county_lookup(name):
            return s, s + len(name)
        if " " in name and (geo.admin1_lookup(name) or geo.country_code(name)):
            # a province or country of several words, no town named by its last word
            # ("Nova Scotia shooting": not Scotia, N.Y.)
            return None
    return None


def title_mentions(title: str | None) -> list[Mention]:
    """Place-name mentions of the headline, with offsets into ``title`` (weight 0: the
    caller weighs them by ``kind``)."""
    text = headline(title)
    if not text.strip():
        return []
    out: list[Mention] = []
    seen: set[int] = set()

    def add(start: int, end: int, kind: str, region: str | None = None) -> None:
        if start not in seen:
            seen.add(start)
            out.append(Mention(start, end, text[start:end], 0.0, region, kind))

    states = state_pattern()
    for m in _CITY_STATE.finditer(text):
        after = states.match(text, m.end())
        hit = _first_known(text, m.start("name"), m.end("name")) if after else None
        if hit and after:
            add(*hit, KIND_CITY_STATE, after.group(1))
    for m in _IN.finditer(text):
        # "in Oklahoma City club shooting": the name may run into the noun after it.
        s, e = m.start("name"), m.end("name")
        words = list(re.finditer(r"\S+", text[s:e]))
        for k in range(min(len(words), MAX_NAME_WORDS), 0, -1):
            end = s + words[k - 1].end()
            hit = _first_known(text, s, end) if k == 1 else None
            name = _POSSESSIVE.sub("", text[s:end].strip(" .,:;"))
            if k > 1 and len(name) >= 3 and (geo.lookup(name) or geo.county_lookup(name)):
                hit = (s, s + len(name))
            elif k > 1 and (bearing := _BEARING.match(name)) and geo.lookup(name[bearing.end() :]):
                hit = (s + bearing.end(), s + len(name))  # "in South Anchorage": Anchorage
            if hit:
                add(*hit, KIND_IN)
                break
    for m in _IN_TITLE_CASE.finditer(text):
        # (the whole name first: "In Fort Worth", "In New Stanton", "In Robertson County")
        name = _POSSESSIVE.sub("", m.group("name").strip(" .,:;"))
        s = m.start("name")
        if " " in name and (geo.lookup(name) or geo.county_lookup(name)):
            add(s, s + len(name), KIND_IN)
        elif (hit := _first_known(text, s, s + len(name))) is not None and hit[0] == s:
            add(*hit, KIND_IN)
    for m in _SIDE.finditer(text):
        hit = _first_known(text, m.start("name"), m.end("name"))
        if hit:
            add(*hit, KIND_IN)
    for m in _ATTACK_NOUN.finditer(text):
        run = _RUN_BEFORE.search(text, 0, m.start())
        hit = _first_known(text, run.start(), run.end()) if run else None
        if hit:
            add(*hit, KIND_ATTACK)
    for m in _NOUN.finditer(text):
        run = _RUN_BEFORE.search(text, 0, m.start())
        hit = _first_known(text, run.start(), run.end()) if run else None
        if hit:
            add(*hit, KIND_BEFORE_NOUN)
    for m in POLICE_ACRONYM.finditer(text):  # "IMPD: 8-year-old accidentally shoots self"
        if m.start() not in seen:
            seen.add(m.start())
            city, state = POLICE_ACRONYMS[m.group()]
            out.append(Mention(m.start(), m.end(), city, 0.0, state, KIND_IN))
    return sorted(out, key=lambda mm: mm.start)
