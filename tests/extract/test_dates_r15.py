"""Fifteenth round, event dates (2026-12-02 probes)."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str) -> str | None:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return out[0].value if out else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a night told by its two days with a slash is dated by its first (British copy)
        (
            "Twelve people were killed in the attack on the night of 12/13 March, police said.",
            "2024-03-12",
        ),
        ("TWELVE PEOPLE WERE KILLED ON THE NIGHT OF 12/13 MARCH, POLICE SAID.", "2024-03-12"),
        (
            "Twelve people were killed in the attack on the night of 12-13 March, police said.",
            "2024-03-12",
        ),
        # a numeric date keeps its day-first reading
        ("Twelve people were killed in the attack on 12/03/2024, police said.", "2024-03-12"),
        # the early hours of a day are that day; a Nepali or Hijri date beside it is not read
        ("Gunmen killed 12 people in the early hours of Tuesday, police said.", "2024-03-12"),
        (
            "Twelve people were killed in the attack on Tuesday (Falgun 29, 2080), police said.",
            "2024-03-12",
        ),
        (
            "Twelve people were killed in the attack on Tuesday (2 Ramadan 1445), police said.",
            "2024-03-12",
        ),
    ],
)
def test_nights_and_other_calendars(text, expected) -> None:
    assert _top(text, "2024-03-14") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a distance told as a bound gives no day, and an explosion that "rocked" the town is
        # this sentence's own attack (Isulan 2018: the second bombing had been dated six days
        # back, on the first one's week)
        (
            "Another explosion rocked Isulan, Sultan Kudarat, on Sunday evening, September 2, "
            "killing two people and wounding at least 15, less than a week after a bombing at "
            "the town's festival.",
            "2018-09-02",
        ),
        (
            "Two people were killed on Sunday, September 2, nearly a week after a bombing at "
            "the town's festival, police said.",
            "2018-09-02",
        ),
        (
            "Another explosion rocked the town on Sunday, September 2, killing two people, a "
            "week after a bombing at the town's festival.",
            "2018-09-02",
        ),
        # an exact distance still counts back from a later step's day
        (
            "Police arrested two suspects on Sunday, September 2, a week after the bombing at "
            "the town's festival.",
            "2018-08-26",
        ),
    ],
)
def test_vague_distance_and_explosion_verbs(text, expected) -> None:
    assert _top(text, "2018-09-03") == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # another nation's Independence Day is not July 4 (Elad 2022 probe: dated 2021-07-04)
        (
            "Three people were killed in a terror attack in the central city of Elad on Thursday "
            "evening, Israel's Independence Day, Magen David Adom said.",
            "2022-05-05",
            "2022-05-05",
        ),
        (
            "Two people were shot at a Pakistani Independence Day rally, police said.",
            "2022-08-16",
            "2022-08-16",
        ),
        # the US holiday still dates the event, and so does a US city's
        ("Two people were shot on Independence Day, police said.", "2022-07-06", "2022-07-04"),
        (
            "Two people were shot at Chicago's Fourth of July parade, police said.",
            "2022-07-06",
            "2022-07-04",
        ),
    ],
)
def test_other_nations_holidays(text, published, expected) -> None:
    assert _top(text, published) == expected
