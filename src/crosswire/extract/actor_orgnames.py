"""Word tests for the organisation names of :mod:`crosswire.extract.perpetrators`: where a
name ends ("COMMUNIST PARTY OF CHILE", "REVOLUTIONARY ARMED FORCES OF COLOMBIA")."""

from __future__ import annotations

import re

from crosswire import geo

# Words of a country's name after "OF" ("THE COMMUNIST PARTY OF EL SALVADOR", "OF THE UNITED
# STATES"): the most a name is extended by.
COUNTRY_WORDS = 3
# Words that make a name a state's own force, which reports (and MUC-4's coders) name without
# the country: "THE ARMED FORCES OF EL SALVADOR" stays "Armed Forces".
STATE_WORDS = frozenset(["armed", "air", "national"])


def of_country(words: list[re.Match[str]], k: int) -> int:
    """The end of a name whose head at ``k - 1`` is followed by "OF" and a country: "COMMUNIST
    PARTY OF CHILE", "REVOLUTIONARY ARMED FORCES OF COLOMBIA" (the name the text pairs with
    FARC, which had been cut to "Revolutionary Armed Forces" and so stood for no acronym)."""
    if k >= len(words) or words[k].group().lower() != "of" or not adjacent(words[k - 1], words[k]):
        return k
    m = k + 1
    if m < len(words) and words[m].group().lower() == "the":
        m += 1
    for n in range(min(len(words), m + COUNTRY_WORDS), m, -1):
        phrase = " ".join(w.group() for w in words[m:n])
        if all(adjacent(a, b) for a, b in zip(words[k:n], words[k + 1 : n], strict=False)) and (
            geo.fold(phrase) in geo.load().countries
        ):
            return n
    return k


# Words that make a unit of a commando part of its name: MUC-4's coders keep the whole name
# ("A GROUP CALLING ITSELF THE GERARDO BARRIOS COMMANDO UNIT", "CARRIED OUT BY A LIBYAN
# COMMANDO UNIT": gold "GERARDO BARRIOS COMMANDO UNIT", "LIBYAN COMMANDO UNIT").
_UNIT_OF = {"commando": ("unit",), "commandos": ("unit", "units")}
# Group nouns that end a name after a proper name ("THE ZARATE WILKA GROUP", "THE JOHN
# BOLANOS LOPEZ GANG"); after an ordinary word they stay plain nouns ("A GROUP OF SOLDIERS").
NAMED_GROUP_HEADS = frozenset(["group", "gang"])


def unit_end(words: list[re.Match[str]], k: int) -> int:
    """The end of a name whose head at ``k - 1`` is a commando followed by "UNIT": "THE
    GERARDO BARRIOS COMMANDO UNIT" ends after UNIT, "FMLN COMMANDOS ATTACKED" at the head."""
    units = _UNIT_OF.get(words[k - 1].group().lower(), ())
    if k < len(words) and words[k].group().lower() in units and adjacent(words[k - 1], words[k]):
        return k + 1
    return k


def adjacent(a: re.Match[str], b: re.Match[str]) -> bool:
    """Only spaces between two words (no comma, bracket or quote)."""
    return not a.string[a.end() : b.start()].strip()


def quoted_before(a: re.Match[str], b: re.Match[str]) -> bool:
    """A closing quote and spaces between a name and its head: 'THE "ATLACATL" BATTALION'
    (MUC-4 DEV gold "ATLACATL BATTALION"), 'THE "QUINTIN LAME" MOVEMENT'."""
    return a.string[a.end() : b.start()].strip() == '"' and b.start() - a.end() <= 3


# An acronym set off by commas after the name it stands for ("THE MANUEL RODRIGUEZ PATRIOTIC
# FRONT, FPMR, HAS CLAIMED", "THE SELF-STYLED ARMY OF NATIONAL LIBERATION, ELN."): paired like a
# bracketed one when it shares two letters with the name's initials (Spanish acronyms reorder
# them: FPMR, ELN).
_COMMA_ACRONYM = re.compile(r",\s*([A-Z]{2,6}(?:-[A-Z0-9]{1,4})?)\s*[,.]")
SHARED_INITIALS = 2


def comma_acronym(text: str, end: int, limit: int, name: str) -> str | None:
    """The acronym the text sets off by commas right after the name ending at ``end`` (see
    SHARED_INITIALS), or None."""
    m = _COMMA_ACRONYM.match(text, end, limit)
    words = [w for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in ("of", "the", "de", "del", "la", "los")]
    if not m or len(words) < 2:
        return None
    initials = {w[0].upper() for w in words}
    return m.group(1) if len(initials & set(m.group(1))) >= SHARED_INITIALS else None


__all__ = [
    "COUNTRY_WORDS", "NAMED_GROUP_HEADS", "SHARED_INITIALS", "STATE_WORDS", "adjacent", "comma_acronym", "of_country",
    "quoted_before", "unit_end",
]
