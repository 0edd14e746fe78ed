"""One more person hurt, named by rank after a counted group of dead: "Four people were found
dead and a fifth wounded at a mushroom farm", "A gunman shot dead two Swedish football fans
... and wounded a third" (probe: no injured figure). The rank must follow the group it
continues (the group's figure is one less), so "a third" counts one person hurt. Used by
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.count_phrases import ordinal
from crosswire.extract.victims import PERSON_SG

__all__ = ["ordinal_injured_hits"]

_ORD = r"(?P<ord>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
_PERSON = r"(?:\s+(?:" + "|".join(sorted(PERSON_SG, key=len, reverse=True)) + r"))?"
_HURT = r"(?:critically\s+|seriously\s+|badly\s+|slightly\s+)?(?:wounded|injured|hurt)\b"
# "and a fifth (was) wounded" / "and wounded a third"
ORDINAL_HURT_RE = re.compile(
    r"\band\s+(?:an?\s+" + _ORD + _PERSON + r"\s+(?:was\s+|is\s+)?" + _HURT
    + r"|(?:wounded|injured|hurt)\s+an?\s+" + _ORD.replace("ord", "ord2") + _PERSON
    + r"(?=\s*[.,;:]|\s*$|\s+(?:in|at|on|near|who|with|before|after|during|and|when|while)\b))",
    re.IGNORECASE,
)


def ordinal_injured_hits(text: str, hits: Sequence[Any], lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """An injured hit of one for "and a fifth wounded" after a killed hit of four in
    ``text[lo:hi]``, unless an injured hit already covers it."""
    out: list[Any] = []
    for m in ORDINAL_HURT_RE.finditer(text, lo, hi):
        n = ordinal((m.group("ord") or m.group("ord2")).lower())
        if n is None or any(h.kind == "injured" and h.start < m.end() and m.start() < h.end for h in hits):
            continue
        if any(h.kind == "killed" and h.end <= m.start() + len("and ") and h.value == n - 1 for h in hits):
            out.append(hit_type("injured", m.start(), m.end(), 1, 1, 1, "exact"))
    return out
