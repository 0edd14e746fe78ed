"""Eighteenth round: people hit in wordings the count rules had not read (sentences of
real-looking local reports, the classes found among GVA dev injured misses)."""

from __future__ import annotations

import pytest

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
        # a gun that "discharged" or "went off" fired: the participle after it hits people
        (
            "The back left passenger accidentally pressed the trigger and the gun discharged, striking the driver in the back.",
            [("hit", 1)],
        ),
        ("The gun went off, striking his friend in the leg.", [("hit", 1)]),
        # the round as the participle's subject after "with"
        (
            "The Sheriff says the gun was being put back together when it fired, with the bullet striking the victim in the back.",
            [("hit", 1)],
        ),
        (
            "Once on scene, investigators say the man fired at the officers, with one of the bullets grazing an officer's nose.",
            [("injured", 1)],
        ),
        # no firing word: a car striking a pole is no casualty
        ("The car swerved off the road, striking a pole.", []),
    ],
)
def test_fired_participles(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Three men walked into a Pine Hills gas station with gunshot wounds Saturday night, officials said.",
            [("hit", 3)],
        ),
        (
            "A 17-year-old girl showed up in a hospital emergency room on Saturday afternoon with a gunshot wound.",
            [("hit", 1)],
        ),
        ("Police said five other victims showed up at the hospital with gunshot wounds.", [("hit", 5)]),
        ("Police responded to an area hospital, where five people walked in with gunshot wounds.", [("hit", 5)]),
        # the place is no victim ("St. Mary's Hospital" had been read as the person)
        ("A man walked into St. Mary's Hospital with a gunshot wound to the leg.", [("hit", 1)]),
        # officers who arrive "to find" a victim are not the victims
        ("Officers arrived to find a male victim with multiple gunshot wounds.", []),
    ],
)
def test_came_with_a_wound(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The victims are 62-year-old Roland Avis, 43-year-old Mary Lynette Spann, 29-year-old Gerald "
            "Robinson, and 24-year-old Carmen Figueroa.",
            [("hit", 4)],
        ),
        (
            "The victims were identified as Akeem Lee, 24, Gabriel Adesamya, 26, Shareen Smith, 22 and Tony Bell, 30.",
            [("hit", 4)],
        ),
        # a last age and a home town are no items of the list
        ("The wounded were identified as Marcus Hill, 22, Devon Price, 19, and Tyrell Banks, 25.", [("injured", 3)]),
        (
            "The victims were Antell Garnett, 28, of Indianapolis, Duran Simmons, 23, of Lawrence, and Mark Jones, 30.",
            [("hit", 3)],
        ),
        # no list: nothing counted
        ("The victims were taken to the hospital.", []),
        ("The victims were all adults in their 20s.", []),
    ],
)
def test_victims_named_in_a_list(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # people "in the hospital after a shooting" lived through it
        ("Terre Haute, IN - Two men are in the hospital after a shooting at Warren Village in Terre Haute.", [("injured", 2)]),
        # ... and people in a hospital "with gunshot wounds", beside the dead
        (
            "Two men are dead and three others are in the hospital with gunshot wounds.",
            [("killed", 2), ("injured", 3)],
        ),
        # a hospital stay after something else is no casualty of a shooting
        ("Two men are in the hospital after a crash on Interstate 70.", []),
    ],
)
def test_in_the_hospital(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected
