"""How many victims one coordinated item of a noun phrase names: "Four people", "a
17-year-old", "Deputy Bill Cooper", "Opposition leader Boris Nemtsov", "both", "a 14th victim"
(the walk back from a casualty word in :mod:`crosswire.extract.counts` splits the phrase on
"and" and commas and counts each item here).
"""

from __future__ import annotations

import re

from crosswire.extract.count_phrases import AGE_ABBREV, ORDINAL_HEADS, PARTITIVE_RE
from crosswire.extract.count_phrases import ordinal as ordinal_number
from crosswire.extract.count_vocab import MAX_NAME_WORDS as _MAX_NAME_WORDS
from crosswire.extract.count_vocab import NAME_WORD_RE
from crosswire.extract.count_vocab import PERSON_SUFFIX as _PERSON_SUFFIX
from crosswire.extract.count_vocab import PRONOUNS_SG as _PRONOUNS_SG
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.extract.victims import (
    AGE_NOUN_RE,
    DET_SG,
    NON_PERSON,
    NOT_NAMES,
    PERSON_SG,
    PLURAL_PEOPLE,
)
from crosswire.lexicon import COMMON_WORDS

__all__ = ["item_count"]

_DIGIT_ORDINAL_RE = re.compile(r"\d+(?:st|nd|rd|th)")


def item_count(
    text: str, toks: list[re.Match[str]], surnames: frozenset[str] = frozenset(), *, bare: bool = False,
    ordinal: bool = False,
) -> tuple[int, int, int | None, str, int] | None:
    """(value, min, max, qualifier, start) of one coordinated item, or None. ``ordinal``: the
    verb is a death ("A 14th victim died"), whose ordinal is the toll."""
    if not toks:
        return None
    words = [t.group().lower() for t in toks]
    # "a" only: "The third victim, a 20-year-old man, died" enumerates the people hit
    # and not after "and": "two men suffered injuries and a third person died" is one death
    # A figure written as an ordinal ("an 8th teen was injured", "a 14th victim") is the
    # toll whatever the verb: the article counts its victims up to it.
    numeric = len(words) >= 3 and _DIGIT_ORDINAL_RE.fullmatch(words[1]) is not None
    nth = ordinal_number(words[1]) if (ordinal or numeric) and len(words) >= 3 and words[0] in {"a", "an"} else None
    # a headline's rank without its article, opening the sentence: "Third child dies after
    # Southport knife attack" (probe: 1, not 3)
    if nth is None and ordinal and len(words) == 2 and not text[: toks[0].start()].strip():
        nth = ordinal_number(words[0])
    if nth is not None and _COORDINATED_RE.search(text, 0, toks[0].start()):
        nth = None
    if nth is not None and (words[-1] in PERSON_SG or words[-1] in ORDINAL_HEADS):
        return nth, nth, nth, "exact", toks[0].start()
    head = words[-1]
    if head in NON_PERSON:
        return None
    span_start, span_end = toks[0].start(), toks[-1].end()
    # Start a little early so a qualifier cut off by the walk ("at least") is read.
    for m in QUANTITY_RE.finditer(text, max(0, span_start - _PREFIX_REACH), span_end):
        if m.start("num") < span_start:
            continue
        q = parse_quantity(m, text)
        unit = re.match(r"\s+([\w'-]+)", text[q.end : span_end]) if q is not None else None
        if unit and unit.group(1).lower() in NON_PERSON:
            return None  # "three blocks away"
        if unit and unit.group(1).lower() in {"the", "a", "an"}:
            continue  # a stray list number or date part: "3 the teen is recovering"
        if q is not None and AGE_ABBREV.match(text, q.end, span_end):
            continue  # an age: "5 y/o boy shot"
        if q is not None and q.qualifier == "vague" and _HOW_BEFORE_RE.search(text, max(0, q.start - 8), q.start):
            return None  # "It was not clear how many people were hurt": a question, no count
        if q is not None and q.qualifier == "vague" and PARTITIVE_RE.match(text, q.end, span_end):
            return None  # "Many of the victims died": part of a group counted elsewhere
        if q is not None:
            # "one" of "one of the victims" but not "the 12-year-old", ordinals etc.
            return q.value, q.min, q.max, q.qualifier, q.start
    if len(words) == 1 and head in _PRONOUNS_SG:
        return 1, 1, 1, "exact", toks[0].start()
    if (words[0] in DET_SG or (words[0].endswith(("'s", "’s")) and len(words) > 1)) and (
        head in PERSON_SG or AGE_NOUN_RE.fullmatch(head) or words[-2:] == ["year", "old"]
        or (len(words) > 1 and _PERSON_SUFFIX.search(head) and head not in NON_PERSON)
    ):
        return 1, 1, 1, "exact", toks[0].start()
    if words in (["another"], ["the", "other"]) or words[-2:] == ["one", "other"]:
        return 1, 1, 1, "exact", toks[0].start()
    if words[0] in {"a", "the"} and head == "couple":  # "A young couple and their baby"
        return 2, 2, 2, "exact", toks[0].start()
    if words[0] == "both" and (len(words) == 1 or head in PLURAL_PEOPLE or head in _BOTH_HEADS):
        return 2, 2, 2, "exact", toks[0].start()
    # A named victim: "Shaquez Brunner died", "Deputy Bill Cooper was killed", "13 year old
    # Shaquez Brunner died" (the age before the name is not part of it).
    names = [t.group() for t in toks]
    while names and (AGE_NOUN_RE.fullmatch(names[0]) or names[0].isdigit() or names[0].lower() in {"year", "old", "years", "year-old", "years-old"}):
        names = names[1:]
    if len(names) == 1 and names[0] in surnames:
        return 1, 1, 1, "exact", toks[0].start()
    if 2 <= len(names) <= _MAX_NAME_WORDS and all(NAME_WORD_RE.fullmatch(n) for n in names) \
            and not any(n.lower() in NOT_NAMES for n in names) \
            and not all(n.lower() in COMMON_WORDS for n in names):  # "Shots Fired" is a headline
        return 1, 1, 1, "exact", toks[0].start()
    # A name after a title or calling: "Well-known banker Ramiro Castillo Love was murdered",
    # "Opposition leader Boris Nemtsov was shot dead" (the run of name words closes the item).
    run = _name_run(names)
    if run and run < len(names) and (words[-run - 1] in PERSON_SG or toks[-run - 1].group()[:1].isupper()):
        return 1, 1, 1, "exact", toks[0].start()
    # A person of a place: "The governor of Helmand and his driver were killed".
    if "of" in words[1:-1]:
        at = words.index("of")
        if words[0] in DET_SG and words[at - 1] in PERSON_SG and all(t.group()[:1].isupper() for t in toks[at + 1 :]):
            return 1, 1, 1, "exact", toks[0].start()
    # Headlines drop the article: "Teen shot to death", "Great Falls student injured".
    if bare and len(words) <= _MAX_NAME_WORDS and (head in PERSON_SG or AGE_NOUN_RE.fullmatch(head)):
        return 1, 1, 1, "exact", toks[0].start()
    return None


# Groups of two that "both" counts beside PLURAL_PEOPLE: the attackers and the forces of
# international reports ("Nine civilians and both suicide bombers died": the bombers had been
# unread, and the whole toll with them). Not "passengers": on GVA dev "Both passengers were
# injured" is a car's riders beside the one the report counts (injured 0.8809 -> 0.8804).
_BOTH_HEADS = frozenset(
    ["attackers", "gunmen", "bombers", "assailants", "militants", "soldiers", "policemen", "civilians", "journalists"]
)
_HOW_BEFORE_RE = re.compile(r"\bhow\s+$", re.IGNORECASE)
_COORDINATED_RE = re.compile(r"(?:\band|&|,)\s*$", re.IGNORECASE)
_PREFIX_REACH = 16  # longest qualifier prefix ("no fewer than") plus spacing


def _name_run(names: list[str]) -> int:
    """How many of the last words of ``names`` form a person's name (2 to 4 name words, not
    institution words, not all common English words), or 0."""
    n = 0
    while n < min(len(names), _MAX_NAME_WORDS) and NAME_WORD_RE.fullmatch(names[-n - 1]) \
            and names[-n - 1].lower() not in NOT_NAMES:
        n += 1
    if n < 2 or all(w.lower() in COMMON_WORDS for w in names[-n:]):
        return 0
    return n
