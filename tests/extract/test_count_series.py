"""A "series of" attacks: one event's several blasts, or a campaign's running total."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> set[tuple[str, int]]:
    return {(c.kind, c.value) for c in extract(ParsedArticle(Article(id="t", text=text)))}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a series on one named day is this event's (Gwoza 2024 probe: the lead's toll had
        # been set aside as a campaign's)
        ("At least 18 people were killed and 42 others injured in a series of suicide bombings in Gwoza, Borno "
         "State, on Saturday, the State Emergency Management Agency (SEMA) said.",
         {("killed", 18), ("injured", 42)}),
        # ... a series over a span of time is not
        ("A series of attacks over the past year killed 300 people, including 12 on Monday.", set()),
    ],
)  # fmt: skip
def test_series_of_one_day(text: str, expected: set[tuple[str, int]]) -> None:
    assert _counts(text) == expected
