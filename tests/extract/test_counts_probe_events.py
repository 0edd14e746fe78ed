"""Casualty counts in wordings a later probe round of unseen reports turned up (Jakarta 2016,
Kabul airport 2021, Volgograd 2013, Barcelona 2017), each read wrong before its rule.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_deaths import no_deaths_told
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_THAMRIN = (
    "A series of explosions and a gunfight struck the Thamrin area of central Jakarta on Thursday morning, "
    "killing seven people including five attackers, police said."
)


def _counts(text: str) -> list[tuple[str, int, str, str | None]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-01-15"))
    return [(c.kind, c.value, c.qualifier, c.note) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a series that opens the sentence as the subject of one moment's blow is this event,
        # and its toll counts the attackers as stated ("the two attackers were also killed")
        (_THAMRIN, [("killed", 7, "exact", None)]),
        # and an article that tells of deaths gives no derived "no death told" zero
        (_THAMRIN + " Twenty-four people were wounded.", [("killed", 7, "exact", None), ("injured", 24, "exact", None)]),
        (
            "Gunmen opened fire on a bus, killing three people, in an attack marking a string of raids. "
            "Twenty-four people were wounded.",
            [("injured", 24, "exact", None)],
        ),
        # a running total keeps its background reading
        ("A string of attacks has killed 1,000 people.", []),
        ("A series of shootings over the past year killed 30 people.", []),
        # with no death told at all, the zero is still derived
        (
            "Twenty-four people were wounded in the blast.",
            [
                ("injured", 24, "exact", None),
                ("killed", 0, "exact", "no death told: the 24 hurt are all injured"),
            ],
        ),
    ],
)
def test_probe_event_wordings(text: str, expected: list[tuple[str, int, str, str | None]]) -> None:
    assert _counts(text) == expected


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_no_deaths_told_never_raises(text: str) -> None:
    assert no_deaths_told([], headline=None, text=text) == []
