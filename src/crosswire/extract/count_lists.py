"""Tolls told as a list of the people they count, after the casualty word: "Killed were two
men, a woman and a child" (4), "Dead are 12 soldiers and three civilians" (15), "The dead
included three soldiers and two civilians" (at least 5: "included" may leave some out).
Each item of the list is counted by :func:`crosswire.extract.count_items.item_count`, so a
person named without a figure ("a woman", "Deputy Bill Cooper") counts one. Used by
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from typing import Any

from crosswire.extract.count_items import item_count
from crosswire.extract.count_objects import STOP_WORDS as _STOP
from crosswire.extract.count_phrases import AGE_APPOSITIVE, blank_word_ages
from crosswire.extract.count_subjects import TOKEN_RE, blank
from crosswire.extract.count_vocab import NP_OK as _NP_OK
from crosswire.extract.count_vocab import POLICE_HEADS as _POLICE_HEADS
from crosswire.extract.victims import AGE_DECADE_RE, CLAUSE_VERBS, DASH_ASIDE_RE

__all__ = ["INVERTED_TOLL_RE", "VICTIM_LIST_RE", "among_hits", "inverted_hits", "victim_list_hits"]

# An inverted toll at a sentence's start: "Killed were 12 soldiers and three civilians",
# "Dead are 12 soldiers"; or the dead named as a group that includes a list: "The dead
# included three soldiers and two civilians", "Among the dead were two police officers and a
# child" (group "part": a part of the toll, at least its sum).
# ("Those killed included four soldiers", "Among those killed were four soldiers and a
# child": fifteenth-round probes)
INVERTED_TOLL_RE = re.compile(
    r"(?:Those\s+)?(?P<kind>Killed|Dead|Wounded|Injured|Hurt)\s+(?:were|are)\s+"
    # ("The dead were 22 civilians and four police officers": battery, nineteenth round)
    r"|The\s+(?P<the>dead|injured|wounded)\s+(?:were|are)\s+"
    r"|(?:The\s+(?P<part>dead|injured|wounded)|Those\s+(?P<those>killed|injured|wounded))\s+(?:included|include|includes)\s+"
    r"|Among\s+(?:the\s+(?P<among>dead|injured|wounded)|those\s+(?P<among_those>killed|injured|wounded))\s+(?:were|are)\s+"
)
_KILLED_WORDS = frozenset({"killed", "dead"})
# Tokens that separate the list's items, and those that close the list.
_ITEM_SEP = frozenset({",", "and", "&"})
_LIST_END = frozenset({";", ":", "(", ")", '"', "“", "”", "—", "–", "-"})
# The ages of a group of the list: "seven children aged from one to 12 years, three women and
# two men" (ECB+ dev): no item of its own.
_AGED_RE = re.compile(
    r"\s+aged\s+(?:from\s+|between\s+)?[\w-]+(?:\s*(?:to|and|-|–)\s*\d{1,3})?(?:\s+(?:years?|months?)(?:\s+old)?)?",
    re.IGNORECASE,
)
# The verbs of an attribution after the list: "The dead included 12 children, the statement
# said" (Yelwata 2025 probe: "the statement" had been counted as a thirteenth victim).
_SAID_VERBS = frozenset({"said", "says", "told", "reported", "added", "stated", "confirmed", "according"})
# After "The dead were", the list opens with a figure or a single person ("22 civilians and
# four police officers", "a woman and her two sons").
_COUNTED_START_RE = re.compile(
    r"\s*(?:an?\b|\d|(?:at\s+least|more\s+than|about|some|nearly|almost|around)\s|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)",
    re.IGNORECASE,
)
# Longest list read (items): a longer run is a paragraph of names, not a toll.
MAX_ITEMS = 12


def _items(seg: str) -> list[list[re.Match[str]]]:
    """The coordinated items at the start of ``seg``, each its word tokens; the list ends at
    punctuation of another kind or at a word that opens a clause or a prepositional phrase
    ("a child who was waiting", "two men from the village": the item ends before it)."""
    items: list[list[re.Match[str]]] = []
    cur: list[re.Match[str]] = []
    toks = list(TOKEN_RE.finditer(seg))
    for i, t in enumerate(toks):
        w = t.group().lower()
        # "two police officers": "police" before a person word is part of the item
        police_noun = w == "police" and i + 1 < len(toks) and toks[i + 1].group().lower() in _POLICE_HEADS
        if w in _ITEM_SEP:
            if cur:
                items.append(cur)
            cur = []
            continue
        if w in _SAID_VERBS and items:
            cur = []  # the source after the list, not an item of it
            break
        if (w in _LIST_END or (w in _STOP and w not in _NP_OK) or w in CLAUSE_VERBS) and not police_noun:
            break
        cur.append(t)
    if cur:
        items.append(cur)
    return items[:MAX_ITEMS]


def inverted_hits(
    text: str, lo: int, hi: int, *, hit_type: Any, surnames: frozenset[str] = frozenset()
) -> list[Any]:
    """The toll of an inverted sentence ("Killed were two men, a woman and a child": 4) in
    ``text[lo:hi]`` as a hit of ``hit_type``; a list the dead "included" gives at least its sum."""
    m = INVERTED_TOLL_RE.match(text, lo, hi)
    if m is None:
        return []
    word = (m.group("kind") or m.group("the") or m.group("part") or m.group("those") or m.group("among") or m.group("among_those")).lower()
    kind = "killed" if word in _KILLED_WORDS else "injured"
    seg = text[m.end() : hi]
    for pattern in (AGE_APPOSITIVE, AGE_DECADE_RE, DASH_ASIDE_RE, _AGED_RE):
        seg = blank(seg, pattern)
    seg = blank_word_ages(seg)
    if m.group("the") and not _COUNTED_START_RE.match(seg):
        return []  # "The dead were all members of one family": no list of counted people
    total, vmin, exact, end = 0, 0, True, m.end()
    for item in _items(seg):
        counted = item_count(seg, item, surnames)
        if counted is None or counted[0] <= 0 or counted[3] == "vague":
            break
        value, low, _high, qual, _start = counted
        total, vmin, end = total + value, vmin + low, m.end() + item[-1].end()
        exact = exact and qual == "exact"
    if not total:
        return []
    if (m.group("kind") or m.group("the")) and exact:
        return [hit_type(kind, m.start(), end, total, total, total, "exact")]
    return [hit_type(kind, m.start(), end, total, vmin, None, "at_least")]


# The list first, then its place among the toll: "Three police officers and two civilians
# were among the dead" (probe: no figure; at least its sum, as "Among the dead were ...").
AMONG_AFTER_RE = re.compile(
    r"\s+(?:were|was|are|is)\s+(?:also\s+)?among\s+the\s+(?P<among>dead|killed|victims|injured|wounded)\b",
    re.IGNORECASE,
)


def among_hits(
    text: str, lo: int, hi: int, *, hit_type: Any, surnames: frozenset[str] = frozenset()
) -> list[Any]:
    """"Three police officers and two civilians were among the dead" in ``text[lo:hi]``: a
    part of the toll, at least the list's sum, when the list is the whole of the subject
    (the sentence opens with it)."""
    m = AMONG_AFTER_RE.search(text, lo, hi)
    if m is None:
        return []
    seg = text[lo : m.start()]
    for pattern in (AGE_APPOSITIVE, AGE_DECADE_RE, DASH_ASIDE_RE, _AGED_RE):
        seg = blank(seg, pattern)
    seg = blank_word_ages(seg)
    items = _items(seg)
    if not items or seg[items[-1][-1].end() :].strip():
        return []  # the list must run up to the verb: "Police said ... were among the dead" is no list of it
    total, vmin = 0, 0
    for item in items:
        counted = item_count(seg, item, surnames)
        if counted is None or counted[0] <= 0 or counted[3] == "vague":
            return []
        total, vmin = total + counted[0], vmin + counted[1]
    kind = "killed" if m.group("among").lower() in {"dead", "killed", "victims"} else "injured"
    return [hit_type(kind, lo + items[0][0].start(), m.end(), total, vmin, None, "at_least")]


# The victims named in a list after "identified as", or after "are"/"were" when a name or an
# age opens it: "The victims are 62-year-old Roland Avis, 43-year-old Mary Lynette Spann,
# 29-year-old Gerald Robinson, and 24-year-old Carmen Figueroa" (4 hit; GVA dev had read the
# three of a later "Avis, Mary Lynette Spann and Figueroa were shot"), "The victims were
# identified as Akeem Lee, 24, Gabriel Adesamya, 26, ..." (everyone hit: killed or not; "the
# wounded" are injured). Plural only: one victim named is no list.
VICTIM_LIST_RE = re.compile(
    r"\b(?:The|Those)\s+(?:other\s+)?(?:(?:shooting|gunshot)\s+)?(?P<who>victims|wounded|injured)\s+"
    r"(?:(?:were|have\s+been|had\s+been|are)\s+(?:since\s+)?identified\s+as\s+|(?:are|were)\s+(?=\d{1,2}-year-old\s|(?-i:[A-Z])[a-z]))",
    re.IGNORECASE,
)
# What follows a victim's name in such a list and is no item of it: the last age ("and Tyrell
# Banks, 25.") and a home town (", of Indianapolis,").
_NAME_TAIL_RE = re.compile(
    r",\s*\d{1,2}\s*(?=[.;]|$)|,\s*of\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)*(?=\s*[,.;]|\s+and\b|$)",
    re.IGNORECASE,
)
# fewest items for a list of victims: one name alone may be an apposition of one of them
MIN_VICTIM_ITEMS = 2


def victim_list_hits(
    text: str, lo: int, hi: int, *, hit_type: Any, surnames: frozenset[str] = frozenset()
) -> list[Any]:
    """People hit counted as the list of victims named in ``text[lo:hi]`` (see
    :data:`VICTIM_LIST_RE`): a hit of the list's sum, exact, or nothing where an item is not a
    person or the list has fewer than :data:`MIN_VICTIM_ITEMS` items."""
    m = VICTIM_LIST_RE.search(text, lo, hi)
    if m is None:
        return []
    seg = text[m.end() : hi]
    for pattern in (_NAME_TAIL_RE, AGE_APPOSITIVE, AGE_DECADE_RE, DASH_ASIDE_RE, _AGED_RE):
        seg = blank(seg, pattern)
    seg = blank_word_ages(seg)
    items = _items(seg)
    if len(items) < MIN_VICTIM_ITEMS:
        return []
    total = 0
    for item in items:
        counted = item_count(seg, item, surnames)
        if counted is None or counted[0] <= 0 or counted[3] != "exact":
            return []
        total += counted[0]
    kind = "shot" if m.group("who").lower() == "victims" else "injured"
    return [hit_type(kind, m.start(), m.end() + items[-1][-1].end(), total, total, total, "exact")]
