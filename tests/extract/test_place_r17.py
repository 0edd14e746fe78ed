"""Places of the seventeenth round: a venue named after its town inside an attack's name."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str) -> tuple[str | None, str | None, str | None] | None:
    out = location.extract(ParsedArticle(Article(id="a", text=text)), use_spacy=True)
    return (out[0].name, out[0].admin1, out[0].country_code) if out else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the venue's town (was no place: "London Bridge" is no listed place)
        (
            "Eight people were killed in the London Bridge attack on Saturday night, police said.",
            ("London", "England", "GB"),
        ),
        (
            "Survivors of the Kabul University attack, in which 22 people were killed, held a vigil.",
            ("Kabul", "Kabul", "AF"),
        ),
        (
            "Relatives of the 16 people killed in the Brussels Airport bombing gathered on Tuesday.",
            ("Brussels", "Brussels Capital", "BE"),
        ),
        # a town whose own name ends in a venue word stays itself
        ("The Bean Station shooting left two people dead, deputies said.", ("Bean Station", "Tennessee", "US")),
    ],
)
def test_venue_in_an_attacks_name_is_its_town(text, expected):
    assert _top(text) == expected


def test_a_venue_whose_first_words_are_no_town_names_none():
    # ("Ohio State" is no listed town: the state is not read from a university's name)
    assert _top("Students recalled the Ohio State University attack that injured 11 people.") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a performer's name before "concert" is no place (was Aryanah, Tunisia, over Manchester)
        (
            "A suicide bomber killed 22 people at the Manchester Arena on Monday night after an "
            "Ariana Grande concert.",
            ("Manchester", "England", "GB"),
        ),
        ("Police evacuated a Taylor Swift concert in Vienna after a bomb threat.", ("Vienna", "Vienna", "AT")),
        # a place's own concert stays the place's
        ("A gunman opened fire on a Las Vegas concert, killing 58 people.", ("Las Vegas", "Nevada", "US")),
    ],
)
def test_a_performers_name_is_no_place(text, expected):
    assert _top(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a venue near a city: the city is the reference point, the town the reports name
        # the scene (Crocus City Hall 2024 probe: was Moscow, under the bureau's dateline too)
        (
            "MOSCOW (Reuters) - Gunmen burst into a concert hall near Moscow on Friday and opened fire, killing "
            "at least 40 people.\n\nThe Federal Security Service said at least 40 people had been killed at "
            "Crocus City Hall in Krasnogorsk, on the western edge of the Russian capital.",
            ("Krasnogorsk", "Moskovskaya", "RU"),
        ),
        # a city alone near the venue stays the place
        ("Gunmen burst into a concert hall near Moscow on Friday, killing at least 40 people.",
         ("Moscow", "Moscow", "RU")),
    ],
)  # fmt: skip
def test_a_venue_near_a_city_is_not_in_it(text, expected):
    assert _top(text) == expected
