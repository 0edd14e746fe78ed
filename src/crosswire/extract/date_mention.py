"""A dated mention: the candidate every date finder returns (its day, its offsets, how it
was written and its weight in context).

Split out of :mod:`crosswire.extract.dates`, which finds the mentions and ranks their days.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class Mention:
    """A day the text names, at ``start:end``, with its basis ("explicit", "weekday",
    "relative") and its weight."""

    value: date
    start: int
    end: int
    basis: str
    weight: float
    # The words around it make it the day of a later step ("toll rose to 5 on Tuesday").
    later: bool = False
