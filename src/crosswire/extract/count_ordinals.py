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

__all__ = ["ordinal_death_noun_hits", "ordinal_injured_hits", "ordinal_later_summed"]

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


# A later death named by its rank after a toll one short of it: "The driver killed nine people
# ..., and a tenth victim died in hospital later", "shot dead nine people ... before killing
# himself, and a tenth victim died later" (Toronto 2018 and Graz 2025 probes: 9 and 10). The
# rank counts the victims, so the killer's own death counted before it adds one more.
ORDINAL_LATER_DEATH_RE = re.compile(
    r"(?:\b(?:a|the)\s+" + _ORD + r"\s+(?:[\w'’-]+\s+){0,2}?(?:victim|person|" + "|".join(
        sorted(PERSON_SG - {"suspect", "gunman", "shooter"}, key=len, reverse=True)
    ) + r")\b[^.;:]{0,40}?\b"
    # ... or the rank alone as the subject: "While two died on the spot, the third succumbed
    # to injuries on the way to hospital" (Indian wire wording; had been 2)
    r"|\b(?:a|the)\s+" + _ORD.replace("?P<ord>", "?P<ord_bare>") + r"\s+(?:(?:later|also|then|subsequently)\s+)?)"
    r"(?:died|dies|has\s+died|succumbed|passed\s+away)\b",
    re.IGNORECASE,
)


def ordinal_later_summed(text: str, hits: Sequence[Any], lo: int, hi: int) -> list[Any]:
    """Killed hits of the toll once "a tenth victim died" after a killed hit of nine in
    ``text[lo:hi]``; a hit that adds the killer to those nine gets the tenth too (11)."""
    out: list[Any] = []
    for m in ORDINAL_LATER_DEATH_RE.finditer(text, lo, hi):
        n = ordinal((m.group("ord") or m.group("ord_bare")).lower())
        if n is None:
            continue
        base = [
            h for h in hits
            if h.kind == "killed" and h.end <= m.start() and h.value == n - 1 and h.qualifier != "vague"
        ]
        for b in base:
            out.append(type(b)("killed", b.start, m.end(), n, b.min + 1, None if b.max is None else b.max + 1, b.qualifier))
            out += [
                type(h)("killed", h.start, m.end(), h.value + 1, h.min + 1, None if h.max is None else h.max + 1, h.qualifier)
                for h in hits
                if h.kind == "killed" and h.start == b.start and b.end < h.end <= m.start() and h.value == n
            ]
    return out


# A death by its rank told as a noun: "Officials announced the death of a seventh victim on
# Monday", "after the death of the 12th person" (the rank is the toll, as for "A third
# person has died"; probe: read as 1).
ORDINAL_DEATH_NOUN_RE = re.compile(
    r"\bdeath\s+of\s+(?:a|the)\s+(?P<ord>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3}(?:st|nd|rd|th))"
    r"\s+(?:[\w'’-]+\s+){0,2}?(?:victim|person)\b",
    re.IGNORECASE,
)


def ordinal_death_noun_hits(text: str, lo: int, hi: int, *, hit_type: Any) -> list[Any]:
    """Killed hits of the rank for "the death of a seventh victim" in ``text[lo:hi]``."""
    out: list[Any] = []
    for m in ORDINAL_DEATH_NOUN_RE.finditer(text, lo, hi):
        n = ordinal(m.group("ord").lower())
        if n is not None:
            out.append(hit_type("killed", m.start(), m.end(), n, n, n, "exact"))
    return out
