"""The casualty words the count extractor starts from, and the kind each tells.

:data:`TRIGGER_RE` finds them in a sentence; its named group (``killed``, ``injured`` or
``shot``) says which kind of figure the words around it give. See
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re

__all__ = ["TRIGGER_RE"]

# Casualty words -> kind. Longer phrases first so "shot and killed" wins over "shot".
KILLED_WORDS = [
    r"(?:taken|removed)\s+(?:off|from)\s+life\s+support", r"passed\s+away", r"(?:pronounced|declared|found|discovered)\s+deceased",
    r"shot\s+(?:and|&)\s+killed", r"shot\s+dead", r"shot\s+to\s+death", r"stabbed\s+to\s+death",
    r"beaten\s+to\s+death", r"burned\s+to\s+death", r"(?<!\bnone\s)(?<!\bnot\s)(?<!\bnon-)fatally\s+(?:shooting|shoots|shot|wounded|injured|stabbed|struck|hit)",
    r"mortally\s+wounded", r"gunned\s+down", r"(?:pronounced|found|confirmed|declared|left)\s+dead",
    r"lost\s+(?:their|his|her)\s+lives?",
    # South Asian and Middle Eastern press: "84 people had been martyred", "embraced martyrdom"
    r"martyred", r"embraced\s+(?:martyrdom|shahadat)",
    # deaths of disasters and mobs: "six people were charred to death", "burnt alive"
    r"(?:charred|crushed|trampled|hacked|bludgeoned|stoned|lynched|electrocuted|burnt)\s+to\s+death",
    r"burn(?:ed|t)\s+alive", r"drowned(?!\s+out)", r"(?:did\s+not|didn't|did\s+n't)\s+survive", r"succumbed", r"perished", r"killed", r"killing", r"kills", r"kill", r"die",
    r"slain", r"murdered", r"executed", r"assassinated", r"died", r"dies", r"dead", r"deaths?",
    r"fatalities", r"fatality", r"bodies", r"(?<!\bnone\s)(?<!\bnot\s)(?<!\bnon-)fatally",
]
INJURED_WORDS = [
    r"shot\s+(?:and|&)\s+(?:wounded|injured)", r"(?:critically|seriously|severely|slightly)\s+(?:injured|wounded|hurt)",
    r"wounded", r"wounding", r"injured", r"injuring", r"injures", r"injure", r"hurt", r"hospitali[sz]ed",
    r"injuries", r"recovering",
]
# "stabbed" like "shot" tells people hit, not whether they lived.
SHOT_WORDS = [r"shot", r"shoots", r"stabbed", r"shooting", r"struck\s+by\s+(?:gunfire|bullets?)", r"hit\s+by\s+(?:gunfire|bullets?)", r"hit",
         r"struck", r"grazed"]

TRIGGER_RE = re.compile(
    r"\b(?:(?P<killed>" + "|".join(KILLED_WORDS) + r")|(?P<injured>" + "|".join(INJURED_WORDS)
    + r")|(?P<shot>" + "|".join(SHOT_WORDS) + r"))\b",
    re.IGNORECASE,
)
