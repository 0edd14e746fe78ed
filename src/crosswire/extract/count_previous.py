"""Victims of another deed a report recalls: an earlier shooting ("a candlelight vigil
honoring a man killed in a shooting last week", "mourning a teen victim who was killed in a
previous shooting at the same location just weeks earlier") or a road crash ("two students
killed in a traffic accident", "Shaw and two people in another vehicle were killed in the
4-car wreck" after a double homicide). Their figures are not this attack's.

(An attack a report compares this one with is :data:`crosswire.extract.count_phrases.OTHER_EVENT_RE`;
a raid days earlier, :data:`crosswire.extract.count_phrases.OTHER_DAY_DEED_RE`.)
"""

from __future__ import annotations

import re

# Right after the casualty phrase, in the same clause: "in a previous shooting", "in a
# shooting last week", "in an attack two weeks earlier". Not "in Friday's shooting" nor "in
# the shooting" (follow-ups tell their own event so).
PREVIOUS_DEED_RE = re.compile(
    r"[^.;,]{0,40}?\b(?:in|during)\s+(?:a|an)\s+(?:previous|prior|earlier|unrelated)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:shooting|attack|incident|homicide|robbery)\b"
    r"|[^.;,]{0,30}?\b(?:in|during)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:shooting|attack|incident)\s+"
    r"(?:last\s+(?:week|month)|(?:\w+|a|an)\s+(?:weeks?|months?)\s+(?:earlier|ago|before))\b",
    re.IGNORECASE,
)


# Right after the casualty phrase: "in a traffic accident", "in a car crash", "in the 4-car
# wreck", "in a head-on collision" (the dead of a road crash, not of an attack; a car driven
# into a crowd is told as an attack or a ramming, not an accident or a crash). A bare "the
# accident" may be the event itself ("28 persons ... lost their lives in the accident").
CRASH_RE = re.compile(
    r"[^.;,]{0,30}?\b(?:in|during)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:(?:car|traffic|vehicle|road|auto|automobile|motorcycle|[\w-]+-car|[\w-]+-vehicle|head-on)\s+"
    r"(?:accident|crash|collision|wreck)|wreck)\b",
    re.IGNORECASE,
)


# ... unless the crash followed the shooting: "was killed in the crash after being shot"
_AFTER_SHOT_RE = re.compile(
    r"[^.;]{0,40}?\b(?:after|when)\s+(?:being\s+|he\s+was\s+|she\s+was\s+)?shot\b", re.IGNORECASE
)


def previous_deed(text: str, end: int, sentence_end: int) -> bool:
    """Whether the casualty phrase ending at ``end`` is followed, in its clause, by an earlier
    shooting (:data:`PREVIOUS_DEED_RE`) or a road crash (:data:`CRASH_RE`) it belongs to."""
    return PREVIOUS_DEED_RE.match(text, end, sentence_end) is not None or (
        (crash := CRASH_RE.match(text, end, sentence_end)) is not None
        and not _AFTER_SHOT_RE.match(text, crash.end(), sentence_end)
    )
