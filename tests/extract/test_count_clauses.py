"""Where one clause's victims end and the next clause's begin (count extraction)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_clauses import (
    EITHER_AFTER_RE,
    EITHER_BEFORE_RE,
    PART_OF_GROUP_RE,
    after_first_join,
)
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_TOKENS = re.compile(r"[\w'-]+|,")


@pytest.mark.parametrize(
    ("phrase", "bare_and", "expected"),
    [
        # "including the gunman, and 527 people were injured": the list closes at ", and"
        ("the gunman , and 527 people", False, "527 people"),
        ("81 people , and 13 others", True, "13 others"),
        # after a verb, a bare "and" closes its object: "killed 5 people and 10 others were injured"
        ("5 people and 10 others", True, "10 others"),
        # ... but not after "including" (its list may hold "and")
        ("a man and a woman", False, "a man and a woman"),
        # the first ", and" only: "killed a man, and a woman and child were hurt"
        ("a man , and a woman and child", True, "a woman and child"),
    ],
)
def test_after_first_join(phrase: str, bare_and: bool, expected: str) -> None:
    toks = list(_TOKENS.finditer(phrase))
    assert " ".join(t.group() for t in after_first_join(toks, bare_and=bare_and)) == expected


@pytest.mark.parametrize(
    ("text", "either"),
    [
        ("At least 500 people were killed or wounded", True),
        ("The blast killed or injured more than 100 people", True),
        ("Two people were killed and three wounded", False),
    ],
)
def test_killed_or_injured(text: str, either: bool) -> None:
    found = any(
        EITHER_BEFORE_RE.search(text, 0, m.start()) or EITHER_AFTER_RE.match(text, m.end())
        for m in re.finditer(r"killed|wounded|injured", text)
    )
    assert found is either


@pytest.mark.parametrize(
    ("text", "part"),
    [("five of whom were taken to a hospital", True), ("two of them were rushed", True), ("five people were", False)],
)
def test_part_of_group(text: str, part: bool) -> None:
    assert bool(PART_OF_GROUP_RE.match(text)) is part


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_counts_never_raise_and_evidence_exact(text: str) -> None:
    text = "The attack killed 5 people, and " + text + " were injured."
    pa = ParsedArticle(Article(id="t", text=text, published="2016-03-28"))
    for c in extract(pa):
        assert pa.article.field_text(c.evidence.field)[c.evidence.start : c.evidence.end] == c.evidence.text
        assert c.min <= c.value and (c.max is None or c.value <= c.max or c.qualifier in ("nearly", "up_to"))
