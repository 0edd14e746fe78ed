"""Victim mentions that the figure rules of :mod:`crosswire.extract.counts` need help with.

- :func:`known_surnames`: surnames of people named in full somewhere in the article, so that
  a later "Madueno died" counts one victim (news style names a person in full once, then by
  surname).
"""

from __future__ import annotations

import re

# A full name: two or three capitalised words, optionally with a middle initial.
_FULL_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+)?\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")
# Last words of capitalised runs that name places, institutions and roles, not people.
NOT_SURNAMES = frozenset(
    """police department office county city state street avenue road boulevard drive lane
    court place highway parkway hospital center centre school university college church park
    news sheriff sheriffs deputies officers authorities investigators officials jail prison
    station apartments complex mall store market restaurant bar club hotel motel company
    service services unit division bureau agency team times post tribune herald journal press
    day night morning evening afternoon monday tuesday wednesday thursday friday saturday sunday
    january february march april may june july august september october november december
    area district township village borough town region valley heights hills north south east
    west way circle square chief officer detective sergeant lieutenant captain trooper patrol
    said says according media reports report victim victims suspect suspects man woman
    """.split()
)


def known_surnames(text: str) -> frozenset[str]:
    """Surnames of people named in full in ``text`` ("Christian Madueno" -> "Madueno")."""
    out = set()
    for m in _FULL_NAME.finditer(text):
        last = m.group(1)
        if last.lower() not in NOT_SURNAMES:
            out.add(last)
    return frozenset(out)


# "the fatal shooting of a 14-year-old boy", "the shooting death of Kyler Daughtry": the
# victim follows "of"; killed.
FATAL_OF_RE = re.compile(
    r"\b(?:fatal(?:ly)?\s+shooting|deadly\s+shooting|shooting\s+deaths?|killings?|murders?|slayings?|deaths?)\s+of\b",
    re.IGNORECASE,
)
# A victim "suffering from a gunshot wound", "with gunshot wounds", "treated for a gunshot
# wound": people hit, fate not stated (a later "died" makes them killed).
WOUND_RE = re.compile(
    r"(?:\bsuffering\s+(?:from\s+)?|\bwith\s+|\b(?:treated|hospitali[sz]ed)\s+for\s+)"
    r"(?:(?:an?|one|two|three|four|multiple|several|apparent|possible|single|self-inflicted|"
    r"non-life-threatening|life-threatening|non-life|threatening|critical|serious|minor|severe|"
    r"graze|what\s+appeared\s+to\s+be|what\s+appears\s+to\s+be)[\s,-]+){0,4}gunshot\s+wounds?\b",
    re.IGNORECASE,
)
# A victim "was taken to a hospital", "were rushed to area hospitals": people hit.
HOSPITAL_RE = re.compile(
    r"\b(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:\w+\s+)?"
    r"(?:taken|transported|rushed|airlifted|flown|driven)\s+(?:\w+\s+){0,3}?to\s+(?:an?\s+|the\s+)?"
    r"(?:[\w'’.-]+\s+){0,4}?(?:hospitals?|medical\s+center|trauma\s+center)\b",
    re.IGNORECASE,
)
# What stands between the victim and a wound phrase: "who was found", "were located".
PREDICATE_TAIL_RE = re.compile(
    r"(?:\s*,)?\s*(?:(?:who|that)\s+)?(?:(?:was|were|is|are|had\s+been|has\s+been|have\s+been)\s+)?"
    r"(?:(?:later\s+|also\s+)?(?:found|located|discovered|listed)\s+)?(?:\s*,)?\s*$",
    re.IGNORECASE,
)
