"""Figures told as a multiple of another: "Twenty people died and twice as many were
injured", "Eight people were killed and three times that number wounded"
(:func:`multiple_hits`). Used by :mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

# The multiplier, "as many" or "that number", then the casualty word of the new figure.
MULTIPLE_OF_RE = re.compile(
    r"\b(?P<k>twice|double|three\s+times|four\s+times|five\s+times|ten\s+times)\s+(?:as\s+many|that\s+(?:number|figure))"
    r"(?:\s+(?:people|others))?\s+(?:(?:were|have\s+been|had\s+been|was)\s+)?(?:(?P<killed>killed|dead)|injured|wounded|hurt)\b",
    re.IGNORECASE,
)
_FACTORS = {"twice": 2, "double": 2, "three": 3, "four": 4, "five": 5, "ten": 10}


def multiple_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Hits of ``hit_type`` for "twice as many were injured" in ``text[lo:hi]``: the last
    figure before it in the sentence (``hits``, of the other kind, not vague) times the
    multiplier, with that figure's qualifier and bounds multiplied too."""
    out: list[Any] = []
    for m in MULTIPLE_OF_RE.finditer(text, lo, hi):
        kind = "killed" if m.group("killed") else "injured"
        before = [
            h for h in hits
            if h.end <= m.start() and h.kind != kind and h.kind != "shot" and h.value > 0 and h.qualifier != "vague"
        ]
        if not before:
            continue
        base = max(before, key=lambda h: h.end)
        k = _FACTORS[m.group("k").split()[0].lower()]
        vmax = None if base.max is None else base.max * k
        out.append(hit_type(kind, m.start(), m.end(), base.value * k, base.min * k, vmax, base.qualifier))
    return out
