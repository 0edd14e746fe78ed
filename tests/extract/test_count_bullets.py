"""People hit told by the round that hit them, by "the shooting of", or by a participle
after a firing clause (real GVA dev sentences)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
        # the round as the subject
        (
            "A shot was fired inside the home and the bullet grazed a 2-year-old boy who lives in the home.",
            [("injured", 1)],
        ),
        (
            "Hayley Francy was sleeping in her East Anchorage bedroom when a stray bullet hit her last week.",
            [("hit", 1)],
        ),
        (
            "One of those bullets pierced the wall of an apartment and struck the 5-year-old boy.",
            [("hit", 1)],
        ),
        (
            "As of Monday morning, investigators said they still aren't sure who fired the shots that "
            "hit the little girl, but initially they were investigating it as a possible drive-by shooting.",
            [("hit", 1)],
        ),
        ("Two shots hit the car.", []),
        # two ages under one "-year-old" are two people, not eleven
        ("Gunfire also struck 11- and 12-year-old boys.", [("hit", 2)]),
        # a thing hit is no casualty
        ("Bullets hit walls, and people around them fell to the floor, bleeding.", []),
        # "the shooting of" a person: hit, fate untold
        (
            "The Sheriff’s Office is currently investigating the accidental shooting of a three-year-old male.",
            [("hit", 1)],
        ),
        ("Police are investigating the fatal shooting of a man on Main Street.", [("killed", 1)]),
        # a participle of hitting after a firing clause
        (
            "As the Mountaineer passed, someone opened fire, striking the man and the child, police said.",
            [("hit", 2)],
        ),
        (
            "Someone reportedly fired a gun in the air and the bullet came down, striking her.",
            [("hit", 1)],
        ),
        (
            "Odell Branch Sr., 77, was settling in for ice cream with his 5-year-old great-grandson on "
            "Monday when the gunfire erupted, killing him and grazing the boy’s arm, the Chicago Tribune reported.",
            [("killed", 1), ("injured", 1)],
        ),
        ("He fired into the home, striking the wall.", []),
        ("The car crashed into a pole, striking a pedestrian.", []),
        # wound phrases: the prefix spelt apart, a graze
        (
            "Six other people were treated for non life-threatening gunshot wounds.",
            [("injured", 6)],
        ),
        (
            "Olyvia Lynn Batson, 17, suffered a graze wound and was treated at the high school the day of the shooting.",
            [("injured", 1)],
        ),
        # a graze is a wound the victim lives through
        ("Markques Patterson, 29, was grazed by a bullet.", [("injured", 1)]),
    ],
)
def test_people_hit(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Toddler Grazed by Bullet During Shooting", [("injured", 1)]),
        (
            "‘A monster scratched me’: 4-year-old hit by stray bullet describes shooting",
            [("hit", 1)],
        ),
        (
            "Bullet grazes teen after skate park dispute leads to drive-by in Sumner",
            [("injured", 1)],
        ),
    ],
)
def test_headlines(title: str, expected: list[tuple[str, int]]) -> None:
    from crosswire.extract import extract_article

    art = Article(id="t", text="Police are investigating.", title=title, published="2016-01-01")
    got = [
        (c.kind, c.value)
        for c in extract_article(art, fields=("counts",)).counts
        if c.evidence.field == "title"
    ]
    assert got == expected


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "a",
                "the",
                "boy",
                "1",
                "11-",
                "and",
                ",",
                ".",
                "’s",
                "bullet",
                "struck",
                "striking",
                "fired",
                "shooting of",
                "12-year-old",
            ]
        ),
        max_size=16,
    )
)
def test_never_raises_and_slices_exact(words: list[str]) -> None:
    text = " ".join(words)
    pa = ParsedArticle(Article(id="t", text=text, published="2016-01-01"))
    for c in extract(pa):
        assert text[c.evidence.start : c.evidence.end] == c.evidence.text
