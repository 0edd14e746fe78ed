"""How far an event's independent sources agree on one field."""

from __future__ import annotations

from collections import Counter
from typing import Any

# "majority" needs a clear majority of several sources: at least three sources and at least
# three in four of them on one value. Two against one is still a conflict a fact-checker
# wants to see (the Kerman death toll: 84, 84, 95).
MAJORITY_MIN_SOURCES = 3
MAJORITY_SHARE = 0.75


def agreement_of(votes: Counter[Any]) -> str:
    """``none`` | ``single`` | ``consensus`` | ``majority`` | ``conflict`` from vote counts.

    ``votes`` maps each distinct value to how many independent sources give it.
    """
    n = sum(votes.values())
    if n == 0:
        return "none"
    if n == 1:
        return "single"
    if len(votes) == 1:
        return "consensus"
    top = max(votes.values())
    if n >= MAJORITY_MIN_SOURCES and top / n >= MAJORITY_SHARE:
        return "majority"
    return "conflict"
