"""The walk back from a casualty word to its subject (crosswire.extract.count_subjects)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_subjects import np_before
from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _reports(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-10-31"))
    return [(c.kind, c.value) for c in extract(pa) if not c.note]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a group, then the people it consists of (GVA dev): the group's figure is the count
        # (it gave 1, the last member, and nothing when the aside closed with a comma)
        (
            "Two children, a five year and a six year old were injured in an accidental shooting in Mid-Michigan.",
            [("injured", 2)],
        ),
        ("Two children, a 5-year-old and a 6-year-old, were injured in an accidental shooting.", [("injured", 2)]),
        # the survival between the subject and its verb (GVA dev; it gave nothing)
        ("The three other teens survived but were also hit and injured by gunfire.", [("injured", 3)]),
        # after "men", a comma lists more people
        ("Two men, a woman and a boy were wounded.", [("injured", 4)]),
        # "neither ... or" is a zero of all it lists (GVA dev: it gave the passenger as 1 injured)
        ("Cooper died at the scene. Neither the driver or the other passenger was injured.", [("injured", 0)]),
        ("Neither the driver nor the passenger was hurt.", [("injured", 0)]),
        # members with verbs of their own are clauses, counted one by one
        (
            "Two victims, a 22-year-old man was shot in the chest and a 22-year-old woman was shot in the leg.",
            [("hit", 1), ("hit", 1)],
        ),
    ],
)
def test_listed_asides(text: str, expected: list[tuple[str, int]]) -> None:
    assert _reports(text) == expected


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Two children", ", ", "a 5-year-old", " and ", "a six year old", " were", " injured", "x"]),
        max_size=14,
    ).map("".join)
)
def test_np_before_never_raises(text: str) -> None:
    got = np_before(text, 0, len(text))
    assert got is None or got[0] >= 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the crime before "victim" names the kind of victim (GVA dev: the walk back from
        # "died" stopped at "shooting" and the one death of the page was never read)
        ("A shooting victim later died.", [("killed", 1)]),
        ("Police said Sunday that two of the four shooting victims had died.", [("killed", 2)]),
        ("The stabbing victim was taken to FHN Memorial Hospital by family members.", [("hit", 1)]),
        # "shooting" before no victim still ends the walk
        ("The shooting left one dead.", [("killed", 1)]),
    ],
)
def test_crime_before_victim(text: str, expected: list[tuple[str, int]]) -> None:
    assert _reports(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the zero after a comma or "and" (GVA dev: "Sunday — four from gunshots and one from
        # flying glass — no one was seriously hurt" had read "one" as one person hurt)
        ("Sunday, no one was seriously hurt.", [("injured", 0)]),
        ("Shots were fired into the home, and no one was injured.", [("injured", 0)]),
        ("A man was killed, and no one else was injured.", [("killed", 1), ("injured", 0)]),
        # a figure after the join is still a figure
        ("Sunday, one man was seriously hurt.", [("injured", 1)]),
    ],
)
def test_zero_after_a_join(text: str, expected: list[tuple[str, int]]) -> None:
    assert _reports(text) == expected
