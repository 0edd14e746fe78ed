"""Casualty counts in wordings of the tenth probe round (Muan 2024 air crash): a figure given
as all but some of a total; survivors "with injuries"."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2024-12-29"))
    return [(c.kind, c.value, c.evidence.text) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All but two of the 181 people aboard the Jeju Air flight were killed.",
         [("killed", 179, "All but two of the 181 people aboard the Jeju Air flight were killed")]),
        ("All but 3 of the 20 passengers were injured, and two of the 10 crew died.",
         [("injured", 17, "All but 3 of the 20 passengers were injured"), ("killed", 2, "two of the 10 crew died")]),
        ("A plane crashed on Sunday, killing 179 people. Two crew members survived with injuries.",
         [("killed", 179, "killing 179 people"), ("injured", 2, "Two crew members survived with injuries")]),
    ],
)  # fmt: skip
def test_all_but_some_of_a_total(text, expected):
    assert _counts(text) == expected
