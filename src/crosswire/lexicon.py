"""Word lists for case handling of upper-case wire copy.

``COMMON_WORDS`` holds the frequent English words that are usually written in lower case
(built offline by ``scripts/build_common_words.py`` from the ``wordfreq`` English list, with
case evidence from cased news text and the system dictionary; shipped as
``crosswire/data/common_words.txt``). Names ("Salvador", "Lima", "FMLN", "Washington")
are not in it, so a truecaser keeps their capitals.

:func:`truecase` is a same-length truecaser that ``nlp.truecase`` can delegate to: besides
the common-word rule it keeps short unknown words (acronyms such as "FMLN", "ELN") fully
upper case and handles each part of a hyphenated word on its own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

# Acronyms longer than this are rare in wire copy; "[FMLN]" and "(ELN)" are 2-6 letters.
ACRONYM_MAX_LEN = 6
# Words that may sit inside an organisation name without giving an initial ("Front *for*
# the Liberation *of* ...", Spanish "de"/"del").
_NAME_LINKERS = frozenset("of the for and de del la los las y".split())

_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
# A word starts a sentence after end punctuation, a paragraph break, a dash or a bracketed
# header ("[Text] THE ..."); a single newline is a line wrap in fixed-width wire copy.
# A quotation mark starts a sentence only after end punctuation: 'SAID "MEMBERS OF THE ARMED
# FORCES" PARTICIPATED' keeps "participated" lower case.
_SENT_START_BEFORE = re.compile(
    r"(?:\A|[.!?:](?:[ \t\n]*[\"“])?|--|\[text\]|\n[ \t]*\n)[ \t\n]*\Z"
)
# "US" in capitals is the country, not the pronoun "us", before what a country has or
# does ("KILLING ... 13 US TROOPS", "US-LED FORCES", "A US DRONE STRIKE") or after "THE"
# (Kabul airport 2021 probe: "13 us troops" was no counted group of people).
_US_AFTER = re.compile(
    r"-|\s+(?:TROOPS|FORCES|SOLDIERS|SERVICE|MILITARY|ARMY|NAVY|MARINES?|AIR|OFFICIALS?|EMBASSY|GOVERNMENT|"
    r"PRESIDENT|STATE|DEPARTMENT|AMBASSADOR|ADMINISTRATION|DRONES?|STRIKES?|CITIZENS?|NATIONALS?|"
    r"INTELLIGENCE|SPECIAL|CONGRESS|SENATOR|CONSULATE|COMMANDERS?|PERSONNEL|ADVISERS?|ADVISORS?)\b"
)
_US_BEFORE = re.compile(r"\bTHE\s+\Z")
_BEFORE_BRACKET = re.compile(r"\b([A-Z]{2,6})\s*[\[(][A-Z]+ [A-Z]")
_BRACKETED = re.compile(r"[\[(]([A-Z]{2,%s})[\])]" % ACRONYM_MAX_LEN)  # noqa: UP031 - regex braces


@lru_cache(maxsize=1)
def _load_common_words() -> frozenset[str]:
    raw = resources.files("crosswire").joinpath("data/common_words.txt").read_text(encoding="utf-8")
    return frozenset(w for w in raw.split() if not w.startswith("#") and w)


def __getattr__(name: str) -> frozenset[str]:
    # Loaded on first use: the list is ~35k words and only upper-case input needs it.
    if name == "COMMON_WORDS":
        return _load_common_words()
    raise AttributeError(name)


def is_common(word: str) -> bool:
    """True when ``word`` (any case) is a frequent word usually written in lower case."""
    return _common_form(word.lower(), _load_common_words())


def truecase(text: str) -> str:
    """A same-length copy of upper-case ``text`` in ordinary mixed case.

    Common words are lower-cased, other words are capitalised (names), short unknown words
    stay upper case (acronyms), and the first word of a sentence is capitalised.

    >>> truecase("FMLN GUERRILLAS ATTACKED SAN SALVADOR. THE ARMY SAID")
    'FMLN guerrillas attacked San Salvador. The army said'
    """
    common = _load_common_words()
    chars = list(text.lower())
    acronyms = {m.group(1).lower() for m in _BRACKETED.finditer(text)}
    # "MRTA [TUPAC AMARU REVOLUTIONARY MOVEMENT]": the word before a bracketed name
    acronyms |= {
        m.group(1).lower()
        for m in _BEFORE_BRACKET.finditer(text)
        if not _common_form(m.group(1).lower(), common)
    }
    name_words = _expansion_words(text, acronyms)
    for m in _WORD.finditer(text):
        word = m.group()
        low = word.lower()
        start = m.start()
        before = text[max(0, start - 8) : start]
        sentence_start = bool(_SENT_START_BEFORE.search(before.lower()))
        if start in name_words:
            chars[start] = word[0].upper()
            continue
        if low == "i":
            chars[start] = "I"
            continue
        if word == "US" and (_US_BEFORE.search(text, max(0, start - 5), start) or _US_AFTER.match(text, m.end())):
            chars[start : start + 2] = ["U", "S"]  # the country ("13 US TROOPS", "THE US"), not "us"
            continue
        if _common_form(low.split("'")[0], common):
            if sentence_start:
                chars[start] = word[0].upper()
            continue
        letters = low.split("'")[0]
        if word.isupper() and (letters in acronyms or not re.search(r"[aeiouy]", letters)):
            chars[start : start + len(letters)] = list(letters.upper())
        else:
            chars[start] = word[0].upper()
    return "".join(chars)


# Inflections tried when a word is missing from the list ("subversives" -> "subversive").
_SUFFIXES = ("s", "es", "ed", "d", "ing", "ly")


def _common_form(low: str, common: frozenset[str]) -> bool:
    if low in common:
        return True
    return any(low.endswith(suf) and low[: -len(suf)] in common for suf in _SUFFIXES if len(low) > len(suf) + 3)


def _expansion_words(text: str, acronyms: set[str]) -> set[int]:
    """Start offsets of the words spelling out a bracketed acronym.

    "FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN]": the five words before the bracket
    whose initials are F-M-L-N (skipping linkers) are a name, so "national" and "front"
    keep their capitals although they are common words.
    """
    out: set[int] = set()
    for m in _BRACKETED.finditer(text):
        initials = m.group(1).lower()
        if len(initials) > ACRONYM_MAX_LEN:
            continue
        words = list(_WORD.finditer(text, max(0, m.start() - 200), m.start()))
        picked: list[int] = []
        need = list(initials)
        for w in reversed(words):
            low = w.group().lower()
            if not need:
                break
            if low == need[-1] and len(need) == 1 and not picked:
                break  # the acronym itself repeated, not an expansion
            if low[0] == need[-1]:
                picked.append(w.start())
                need.pop()
            elif low in _NAME_LINKERS and picked:
                continue
            else:
                break
        if not need:
            out.update(picked)
    return out


__all__ = ["COMMON_WORDS", "is_common", "truecase"]  # noqa: F822 - served by __getattr__
