"""Where one clause's victims end and the next clause's begin, for the count extractor's
backward walk from a casualty word (:mod:`crosswire.extract.counts`): "The attack killed 5
people and 10 others were injured" (10 injured, not 15), "climbed to 59, including the gunman,
and 527 people were injured", "500 people were killed or wounded" (neither kind alone).
"""

from __future__ import annotations

import re

# Words that end a backward noun-phrase walk with a list of their own: the items they
# govern are part of another figure ("including the gunman"), not more victims of the verb.
INCLUDED_BY = frozenset({"including", "excluding", "among"})

# Two casualty words joined by "or" ("killed or injured more than 100 people", "500 people
# were killed or wounded") count the dead and the hurt together: a figure of neither kind
# ("No one was killed or injured" is still a zero of both).
EITHER_WORDS = r"(?:killed|dead|died|injured|wounded|hurt|maimed)"
# So do "killed and injured" with nothing between: one object or subject for both, "the
# strike killed and injured some 400 people" (Jabalia 2023 probe: 400 injured beside the
# hospital's 150), "More than 100 people were killed and injured" (GVA's "left two men dead
# and injured seven others" has an object between, and "dead" is not the verb).
_HURT_WORDS = r"(?:injured|wounded|hurt|maimed)"
EITHER_BEFORE_RE = re.compile(r"\b" + EITHER_WORDS + r"\s+or\s+$|\bkilled\s+and\s+$", re.IGNORECASE)
EITHER_AFTER_RE = re.compile(
    r"\s+or\s+(?:\w+ly\s+)?" + EITHER_WORDS + r"\b|(?<=killed)\s+and\s+" + _HURT_WORDS + r"\b", re.IGNORECASE
)

# A part of a group the sentence counted before: "five of whom were taken to a hospital",
# "40 of them with gunshot wounds" (people hit, and already counted in the group).
PART_OF_GROUP_RE = re.compile(r"[\w-]+(?:\s+[\w-]+)?\s+of\s+(?:whom|them)\b", re.IGNORECASE)

# Verbs whose object a backward walk from a later casualty word runs into: "The attack
# killed 5 people and 10 others were injured" (10 injured, not 15), "We have so far buried
# 81 people, and 13 others were injured".
# (Past forms only: a gerund is as often a noun, "In Wednesday's shooting, two female
# victims, one 18 years old, and a 20-year-old man were killed".)
OBJECT_VERBS = frozenset(
    {"killed", "shot", "wounded", "injured", "murdered", "stabbed", "buried", "rescued", "evacuated", "abducted",
     "kidnapped", "arrested", "detained"}
)
# A toll's own figure after its verb and preposition ("has climbed to 85, and 147 others were
# wounded", "stood at 30 and 12 people were hurt"): the walk back from the later casualty
# word runs into it, and what follows its "and" is the next clause's subject (Kabul school
# bombing 2021 probe: 232 wounded, the dead and the wounded summed).
TOLL_PREPS = frozenset({"to", "at"})
TOLL_VERBS = frozenset(
    {"rose", "risen", "rises", "rising", "climbed", "climbs", "jumped", "increased", "grew", "reached", "stood", "stands",
     "put", "puts", "placed", "mounted"}
)
PASSIVE_AUX = frozenset({"was", "were", "been", "be", "being", "is", "are"})
DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "our", "two", "both", "all"})


def after_first_join(np: list[re.Match[str]], *, bare_and: bool) -> list[re.Match[str]]:
    """The tokens of ``np`` after its first ", and" (or, with ``bare_and``, its first "and"
    when it has no ", and"); all of ``np`` when it has neither."""
    words = [t.group().lower() for t in np]
    for k in range(len(words) - 1):
        if words[k] == "," and words[k + 1] == "and":
            return np[k + 2 :]
    if bare_and and "and" in words:
        return np[words.index("and") + 1 :]
    return np


# Two sources set against each other in one sentence: "The Taliban said they had killed 30
# soldiers, but the defence ministry said 12 soldiers died" (probe: the 12 had been the
# Taliban's, a perpetrator's figure, and the event had no credible toll).
_CONTRAST_RE = re.compile(r",\s+(?:but|while|whereas)\s+|;\s+", re.IGNORECASE)
_SAID_RE = re.compile(r"\b(?:said|says|say|told|claimed|claims|reported|according\s+to)\b", re.IGNORECASE)


def contrast_clause(
    text: str, lo: int, hi: int, start: int, end: int, *, headline: bool = False
) -> tuple[int, int]:
    """The clause of the sentence ``text[lo:hi]`` holding the figure at ``start:end`` when
    the sentence sets two sources against each other (each clause with its own speech verb),
    else the whole sentence ``(lo, hi)``. In a ``headline`` a semicolon always ends a clause:
    it joins two items of news ("Russia says it targeted military meeting in Sumy; death
    toll rises to 35": the toll is not Russia's)."""
    if headline:
        before = text.rfind(";", lo, start)
        lo = before + 1 if before != -1 else lo
        after = text.find(";", end, hi)
        hi = after if after != -1 else hi
    cuts = [m for m in _CONTRAST_RE.finditer(text, lo, hi)]
    if not cuts:
        return lo, hi
    bounds = [lo, *(x for m in cuts for x in (m.start(), m.end())), hi]
    clauses = [(bounds[k], bounds[k + 1]) for k in range(0, len(bounds), 2)]
    mine = next(((a, b) for a, b in clauses if a <= start and end <= b), None)
    if mine is None or not all(_SAID_RE.search(text, a, b) for a, b in clauses):
        return lo, hi
    return mine
