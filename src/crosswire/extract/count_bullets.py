"""People hit told by the round that hit them, by "the shooting of", or by a participle of
hitting after a firing clause.

- :func:`bullet_hits`: "the bullet grazed a 2-year-old boy", "a stray bullet hit her",
  "Bullet grazes teen" (the round, not a person, does the hitting: "hit", "struck" and
  "grazed" otherwise count only in the passive, :data:`crosswire.extract.count_vocab.NEEDS_AUX`).
- :func:`shooting_of_hits`: "investigating the accidental shooting of a three-year-old
  male" (people hit, fate untold; "the fatal shooting of" is a death,
  :data:`crosswire.extract.victims.FATAL_OF_RE`).
- :func:`striking_hits`: "someone opened fire, striking the man and the child", "the gunfire
  erupted, killing him and grazing the boy's arm".

They give ``kind="hit"`` figures (reconciliation turns them into injured once the toll is
known, so a victim who died is no injured person), but a graze is a wound the victim lives
through: injured.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.count_objects import np_after
from crosswire.extract.count_phrases import headline_object

# A round or rounds as the subject of a verb of hitting: "the bullet grazed", "a stray
# bullet hit", "One of those bullets pierced the wall of an apartment and struck the
# 5-year-old boy" (the verb may follow a first verb's object: then only "and" joins them).
BULLET_SUBJECT_RE = re.compile(
    r"\b(?:bullets?|rounds?|gunfire|gunshots?|shots|pellets?|buckshot|shotgun\s+blast)"
    r"(?:\s+(?:that|which))?(?:\s+(?:also|then|had|has|apparently|allegedly))?"
    r"(?:\s+(?:pierced|went\s+through|came\s+through|penetrated)\s+(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+of\s+(?:the\s+|a\s+|an\s+)?[\w-]+)?\s+and)?"
    r"\s+(?P<verb>grazed|grazes|graze|struck|strikes|strike|hit|hits|pierced|wounded|wounds)\s+",
    re.IGNORECASE,
)

# "the shooting of" a person not said to be fatal ("the fatal shooting of" is a death); an
# attempt or a video is no person hit.
SHOOTING_OF_RE = re.compile(
    r"\b(?<!fatal\s)(?<!deadly\s)(?<!attempted\s)shooting\s+of\s+",
    re.IGNORECASE,
)


# Ages shared by one "-year-old": "Gunfire also struck 11- and 12-year-old boys" (two boys,
# not eleven).
AGES_LIST_RE = re.compile(
    r"\s*(?:\d{1,3}-,?\s+)+(?:and|or|&)\s+\d{1,3}-years?-olds?\b[\w\s-]*?(?=[,.;]|\s+(?:in|at|on|as|while|when)\b|$)",
    re.IGNORECASE,
)


def _ages_object(text: str, pos: int, hi: int) -> tuple[int, int, int, str, int] | None:
    m = AGES_LIST_RE.match(text[:hi], pos)
    if m is None:
        return None
    n = len(re.findall(r"\d{1,3}-", m.group()))
    return n, n, n, "exact", m.end()


# A participle of hitting after a firing clause: "someone opened fire, striking the man and
# the child", "fired at her, striking her in a hand", "the gunfire erupted, killing him and
# grazing the boy's arm" (what fired hit them; "struck" alone counts only in the passive).
# A gun that "discharged" or "went off" fired too: "the gun discharged, striking the driver in
# the back", "the firearm discharged striking a 16-year-old" (accidental shootings, GVA dev).
FIRED_RE = re.compile(
    r"\b(?:fired|fires|fire|firing|shots|rounds|gunfire|bullets?|shot\s+at|discharged|discharges|discharging"
    r"|went\s+off|goes\s+off|going\s+off)\b",
    re.IGNORECASE,
)
# The round itself as the participle's subject after "with": "when it fired, with the bullet
# striking the victim in the back", "with one of the bullets grazing an officer's nose" (GVA dev).
_WITH_ROUND = (
    r"\bwith\s+(?:one\s+of\s+)?(?:the\s+|a\s+|an\s+|those\s+)?(?:[\w-]+\s+)?"
    r"(?:bullets?|rounds?|shots?|pellets?)"
)
STRIKING_RE = re.compile(
    r"(?:,|\band|" + _WITH_ROUND + r"|(?<=\bdischarged))\s+(?P<verb>striking|hitting|grazing)\s+", re.IGNORECASE
)
# how far back from the participle the firing word may stand (a clause, not the sentence)
FIRED_REACH = 120
# "striking the car", "hitting a wall": things, not people (np_after counts people only, but
# "the boy's arm" is read as the boy)
_POSSESSOR_RE = re.compile(
    r"(?:the\s+|a\s+|an\s+)?([\w-]+)['’]s\s+(?:arm|leg|hand|foot|head|face|back|shoulder|chest|side|neck|hip|thigh)\b",
    re.IGNORECASE,
)


def _kind(verb: str) -> str:
    """A graze is a wound the victim lives through (injured); a hit's fate is untold."""
    return (
        "injured" if verb.lower().startswith("graz") or verb.lower().startswith("wound") else "shot"
    )


def _overlaps(hits: Sequence[Any], start: int, end: int) -> bool:
    return any(h.start < end and start < h.end for h in hits)


def _hit(
    obj: tuple[int, int, int | None, str, int] | None,
    hits: Sequence[Any],
    *,
    kind: str,
    start: int,
    covered_from: int,
    hit_type: Any,
) -> Any | None:
    """The hit of ``kind`` from ``start`` for the people ``obj`` counts (value, min, max,
    qualifier, end), unless it counts nobody or a hit in ``hits`` already covers the words
    from ``covered_from`` on."""
    if obj is None or obj[0] <= 0:
        return None
    value, vmin, vmax, qual, end = obj
    if _overlaps(hits, covered_from, end):
        return None
    return hit_type(kind, start, end, value, vmin, vmax, qual)


def bullet_hits(
    text: str,
    hits: Sequence[Any],
    lo: int,
    hi: int,
    *,
    hit_type: Any,
    surnames: frozenset[str] = frozenset(),
    headline: bool = False,
) -> list[Any]:
    """People hit by a round told as the subject (:data:`BULLET_SUBJECT_RE`), as hits of
    ``hit_type``, except where a hit in ``hits`` already covers the words."""
    out: list[Any] = []
    for m in BULLET_SUBJECT_RE.finditer(text, lo, hi):
        pos = m.end("verb")
        obj = _ages_object(text, pos, hi) or np_after(text, pos, hi, surnames=surnames)
        if obj is None and headline:  # "Bullet grazes teen after skate park dispute"
            obj = headline_object(text, pos, hi)
        if (h := _hit(obj, hits, kind=_kind(m.group("verb")), start=m.start(), covered_from=m.start("verb"),
                      hit_type=hit_type)) is not None:
            out.append(h)
    return out


def striking_hits(
    text: str,
    hits: Sequence[Any],
    lo: int,
    hi: int,
    *,
    hit_type: Any,
    surnames: frozenset[str] = frozenset(),
) -> list[Any]:
    """People hit named after a participle of hitting that follows a firing clause
    (:data:`STRIKING_RE` after :data:`FIRED_RE`), as hits of ``hit_type``, except where a hit
    in ``hits`` already covers the words."""
    out: list[Any] = []
    for m in STRIKING_RE.finditer(text, lo, hi):
        if not FIRED_RE.search(text, max(lo, m.start() - FIRED_REACH), m.start("verb")):
            continue
        pos = m.end("verb")
        poss = _POSSESSOR_RE.match(text, pos + 1)
        obj = _ages_object(text, pos, hi) or np_after(text, pos, hi, surnames=surnames)
        if obj is None and poss is not None:
            obj = (1, 1, 1, "exact", poss.end())
        if (h := _hit(obj, hits, kind=_kind(m.group("verb")), start=m.start("verb"), covered_from=m.start("verb"),
                      hit_type=hit_type)) is not None:
            out.append(h)
    return out


def shooting_of_hits(
    text: str,
    hits: Sequence[Any],
    lo: int,
    hi: int,
    *,
    hit_type: Any,
    surnames: frozenset[str] = frozenset(),
    headline: bool = False,
) -> list[Any]:
    """People hit named after "the shooting of" (:data:`SHOOTING_OF_RE`), as hits of
    ``hit_type``, except where a hit in ``hits`` already covers the words."""
    out: list[Any] = []
    for m in SHOOTING_OF_RE.finditer(text, lo, hi):
        obj = np_after(text, m.end(), hi, surnames=surnames)
        if obj is None and headline:  # "... investigating accidental shooting of 3-year-old"
            obj = headline_object(text, m.end() - 1, hi)
        if (h := _hit(obj, hits, kind="shot", start=m.start(), covered_from=m.start(), hit_type=hit_type)) is not None:
            out.append(h)
    return out
