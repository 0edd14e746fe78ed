"""Tolls over a wider area than the event's scene: "Russia struck ... Okhmatdyt children's
hospital in Kyiv ..., killing at least two adults ... In total, at least 33 people were killed
across Ukraine in the morning's strikes" (probe: 33 had been the hospital's toll). A figure
of a sentence told "across Ukraine", "nationwide", or "In total ... in the strikes" beside a
figure of the same kind from a sentence that is not is the wave's, not the event's. Used by
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

__all__ = ["wide_totals"]

WIDE_RE = re.compile(
    r"\b(?:across|throughout|all\s+over)\s+(?:the\s+)?(?:country|nation|[A-Z][\w'’-]+)\b"
    r"|\b(?:nationwide|countrywide)\b"
    r"|^\W*(?:In\s+total|In\s+all|Overall)\b[^.;]*\b(?:strikes|attacks|bombings|airstrikes|raids|shellings)\b",
)


def wide_totals(text: str, found: Sequence[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """``found`` (hit, sentence) pairs without the wide-area tolls that stand beside a toll of
    the same kind from a sentence of the scene."""
    wide = {id(s) for _h, s in found if WIDE_RE.search(text[s.start : s.end])}
    if not wide:
        return list(found)
    local = {h.kind for h, s in found if id(s) not in wide and h.value > 0}
    return [(h, s) for h, s in found if id(s) not in wide or h.kind not in local]
