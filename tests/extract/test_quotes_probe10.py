"""Quotes from probe reports of the tenth round (2026-12-01): British straight single marks
closed before the sentence's own punctuation (Southport 2024)."""

from __future__ import annotations

import pytest

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _quotes(text: str) -> list[tuple[str | None, str]]:
    return [(q.speaker, q.text) for q in quotes.extract(ParsedArticle(Article(id="p10", text=text)))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Prime Minister Keir Starmer said the news was 'horrendous and deeply shocking'.",
         [("Keir Starmer", "horrendous and deeply shocking")]),
        ("Chief Constable Serena Kennedy said: 'This is a major incident and we are not looking "
         "for anyone else in connection with it.'",
         [("Serena Kennedy", "This is a major incident and we are not looking for anyone else in "
           "connection with it.")]),
        # apostrophes of plurals and decades stay apostrophes
        ("The victims' families and the Joneses' relatives met in a '90s-style hall.", []),
    ],
)
def test_single_straight_marks_closed_before_punctuation(text, expected):
    assert _quotes(text) == expected


def test_the_group_is_the_known_group_that_modifies_the_subject_before():
    """"Somalia's al Shabaab militant group claimed ...": the parser hangs "Shabaab" as a
    modifier of "group", which is still the group "the group said" stands for (Westgate 2013)."""
    text = (
        "Somalia's al Shabaab militant group claimed responsibility for the attack on the "
        "Westgate mall. \"The Mujahideen entered Westgate Mall today at around 12 pm,\" the "
        "group said on Twitter."
    )
    assert _quotes(text) == [("al Shabaab", "The Mujahideen entered Westgate Mall today at around 12 pm")]
