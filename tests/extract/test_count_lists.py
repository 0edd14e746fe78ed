"""Tolls told as a list of the people they count (crosswire.extract.count_lists)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _reports(text: str) -> list[tuple[str, int, int, int | None, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2015-06-01"))
    return [(c.kind, c.value, c.min, c.max, c.qualifier) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a person named without a figure counts one (it gave 2: only figures were read)
        ("Killed were two men, a woman and a child.", [("killed", 4, 4, 4, "exact")]),
        ("Killed were 12 soldiers and three civilians.", [("killed", 15, 15, 15, "exact")]),
        # GVA dev: the dashes' aside and the ages after the last group are no items
        (
            "Wounded were three women — two 20-year-olds and one 25-year-old — and four men, ages 20, 23, 27 "
            "and another described only as in his 20s.",
            [("injured", 7, 7, 7, "exact")],
        ),
        # "included": a part of the dead, at least the list's sum (ECB+ dev)
        (
            "The dead included seven children aged from one to 12 years , three women and two men .",
            [("killed", 12, 12, None, "at_least")],
        ),
        ("Among the dead were two police officers and a child.", [("killed", 3, 3, None, "at_least")]),
        # the list ends where a clause or a place phrase starts
        (
            "Killed were two men, a woman and a child who were waiting at the bus stop.",
            [("killed", 4, 4, 4, "exact")],
        ),
        ("Killed were a police officer and the gunman, police said.", [("killed", 2, 2, 2, "exact")]),
    ],
)
def test_list_tolls(text: str, expected: list[tuple[str, int, int, int | None, str]]) -> None:
    assert _reports(text) == expected


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Killed were ", "The dead included ", "two men", ", ", " and ", "a woman", " — ", "aged 5", "x"]),
        max_size=16,
    ).map("".join)
)
def test_evidence_exact(text: str) -> None:
    art = Article(id="h", text=text, published="2015-06-01")
    for r in extract(ParsedArticle(art)):
        assert art.text[r.evidence.start : r.evidence.end] == r.evidence.text
        assert r.max is None or r.min <= r.value <= r.max
