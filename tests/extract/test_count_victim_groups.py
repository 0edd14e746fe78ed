"""People hit counted by "of the four victims" / "all four victims" (GVA dev sentences)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _reports(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2015-06-01"))
    return [(c.kind, c.value, c.evidence.text) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Two of the four victims are ‘validated gang members’.", [("hit", 4, "of the four victims")]),
        ("Investigators haven't found any links between Faust and the four victims.", []),
        # a casualty verb already counts them: no second figure
        ("All four victims died at the scene.", [("killed", 4, "four victims died")]),
        # one victim is no group
        ("One of the 1 victims spoke to reporters.", []),
        # "both victims" after each was told apart: two, here alive (GVA dev: it gave 1)
        (
            "Police say both victims were in stable condition before they were taken to the hospital.",
            [("injured", 2, "both victims"), ("injured", 2, "they were taken to the hospital"),
             ("killed", 0, "both victims")],
        ),
        ("Both victims are from West Allis.", [("hit", 2, "Both victims")]),
    ],
)
def test_victim_groups(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _reports(text) == expected


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.sampled_from(["of the ", "all ", "four ", "12 ", "victims", " were shot", ". ", "x"]), max_size=20).map("".join)
)
def test_evidence_exact(text: str) -> None:
    art = Article(id="h", text=text, published="2015-06-01")
    for r in extract(ParsedArticle(art)):
        assert art.text[r.evidence.start : r.evidence.end] == r.evidence.text
