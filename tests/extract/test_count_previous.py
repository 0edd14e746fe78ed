"""Victims of an earlier shooting a report recalls are no figure of this event (real GVA dev
sentences)."""

from __future__ import annotations

import pytest

from crosswire.extract.count_previous import previous_deed
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-01-01"))
    return [
        (c.kind, c.value) for c in extract(pa) if not (c.note or "").startswith("no death told")
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Shortly after 10:30 p.m., the Mothers of Murdered Offspring was wrapping up a candlelight "
            "vigil honoring a man killed in a shooting last week when someone began firing shots into "
            "the crowd of about 50 people on Pinckney Avenue off Matheson Avenue.",
            [],
        ),
        (
            "Witnesses said the victims were mourning a teen victim who was killed in a previous "
            "shooting at the same location just weeks earlier.",
            [],
        ),
        # this event's own shooting, told by a follow-up
        ("A man was killed in the shooting Friday.", [("killed", 1)]),
        ("A man who was shot in Friday's shooting died Monday.", [("hit", 1)]),
    ],
)
def test_previous_shooting(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


def test_previous_deed_needs_the_clause() -> None:
    text = "a man killed. He was shot in a shooting last week"
    assert not previous_deed(text, len("a man killed"), len(text))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # GVA dev: the dead of road crashes a shooting report recalls or tells after the shooting
        (
            "Two weeks ago the names of two students killed in a traffic accident were spray-painted on.",
            [],
        ),
        ("Shaw and two people in another vehicle were killed in the 4-car wreck.", []),
        # a crash after the shooting: its dead are the shooting's
        ("A man was killed in the crash after being shot.", [("killed", 1)]),
    ],
)
def test_road_crash(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected
