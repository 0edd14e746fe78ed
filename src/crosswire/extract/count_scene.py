"""A scene told in common nouns between the people and their casualty word: "Two other
adults at the school were wounded" (Sandy Hook 2012 probe: no injured figure), "three men in
the car were shot". The backward walk from the casualty word (:mod:`crosswire.extract.victims`)
would stop at the preposition; the people before it are the victims.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["skip_scene"]

_SCENE_PREPS = frozenset({"at", "in", "inside", "on", "aboard"})
_SCENE_DETS = frozenset({"the", "a", "an"})
# Buildings, rooms and vehicles only: "victims in the city" is a round-up's domain, "his two
# sisters on the night he was killed" a time (GVA dev, both read as victims with any noun).
SCENE_NOUNS = frozenset(
    """school church mosque synagogue temple house home apartment car vehicle bus train truck van
    store mall bar club nightclub restaurant party building stadium theater theatre station market
    hotel office concert festival bedroom room kitchen yard backyard driveway garage basement""".split()
)


def skip_scene(tokens: Sequence[str], i: int, *, heads: frozenset[str]) -> int:
    """Index of the person noun (one of ``heads``) before a scene phrase ("at the school",
    "in a bedroom") ending at ``tokens[i]``; ``i`` itself otherwise."""
    for words in (1, 2):
        d = i - words
        if d < 2 or tokens[d].lower() not in _SCENE_DETS or tokens[d - 1].lower() not in _SCENE_PREPS:
            continue
        if not all(t.isalpha() and t.islower() for t in tokens[d + 1 : i + 1]) or tokens[i] not in SCENE_NOUNS:
            return i
        if tokens[d - 2].lower() in heads:
            return d - 2
    return i
