"""Tests for crosswire.extract.actors on sentences from the Kerman example reports."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import actors
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _stances(text: str) -> set[tuple[str, str]]:
    return {(a.name, a.stance) for a in actors.extract(ParsedArticle(Article(id="t", text=text)))}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The Islamic State has claimed responsibility for the two explosions that killed 84 people.",
            {("Islamic State", "claimed")},
        ),
        (
            "Prior to the declaration, Iranian authorities quickly pinned the blame on the US and Israel.",
            {("United States", "blamed"), ("Israel", "blamed")},
        ),
        (
            "U.S. officials, meanwhile, rejected any suggestion that it or its ally Israel was behind the deadly blasts.",
            {("United States", "denied"), ("Israel", "denied")},
        ),
    ],
)
def test_kerman_stances(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _stances(text)


def test_blamer_is_asserted_by() -> None:
    text = "Prior to the declaration, Iranian authorities quickly pinned the blame on the US and Israel."
    got = actors.extract(ParsedArticle(Article(id="t", text=text)))
    assert {a.asserted_by for a in got if a.stance == "blamed"} == {"Iranian authorities"}


@pytest.mark.parametrize(
    ("alias", "name"),
    [("the Islamic State", "Islamic State"), ("ISIS", "ISIS"), ("U.S.", "United States"), ("Washington", "United States")],
)
def test_canonical(alias: str, name: str) -> None:
    assert actors.canonical(alias) == name


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab ,.\nISblamed claimed responsibility US")), max_size=120))
def test_never_raises_and_evidence_exact(text: str) -> None:
    for a in actors.extract(ParsedArticle(Article(id="h", text=text))):
        assert text[a.evidence.start : a.evidence.end] == a.evidence.text
