"""Eleventh places probe (2026-12-01): a place named as the attack's own name or its
target's ("the Christchurch mosque attacks", "terror attacks on two Christchurch mosques")
is the scene, though the text never writes "in Christchurch" (Christchurch 2019)."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _first(text: str) -> tuple[str, str | None] | None:
    places = location.extract(ParsedArticle(Article(id="a", text=text)))
    return (places[0].name, places[0].country_code) if places else None


@pytest.mark.parametrize(
    "text",
    [
        "Forty-nine people have been killed and 48 injured in terror attacks on two Christchurch mosques this "
        "afternoon, Prime Minister Jacinda Ardern says. One person died at Christchurch Hospital.",
        "The death toll from the Christchurch mosque attacks has risen to 50, police said on Sunday.",
    ],
)
def test_a_place_naming_the_attack_is_its_scene(text: str) -> None:
    assert _first(text) == ("Christchurch", "NZ")


def test_no_place_from_a_weekday_or_a_group() -> None:
    # "the Friday attacks", "Islamic State attacks": no place
    assert _first("The Friday attacks and earlier Islamic State attacks killed 12 people.") is None
