"""Actors from probe reports of the twelfth round (2026-12-01): who asserted a stance is a
whole name (Istanbul 2022, Crocus City Hall 2024)."""

from __future__ import annotations

from crosswire.extract import actors
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _stances(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.name, a.stance, a.asserted_by) for a in actors.extract(ParsedArticle(Article(id="p12", text=text)))]


def test_speaker_with_its_acronym_in_brackets() -> None:
    # the speaker had been cut inside its bracket: "Kurdistan Workers Party (PKK"
    text = "The Kurdistan Workers Party (PKK) said it had no connection to the attack and did not target civilians."
    assert _stances(text) == [("PKK", "denied", "PKK")]


def test_a_letter_of_a_name_is_no_speaker() -> None:
    # "IS-K, the group's Afghan affiliate, is believed to be behind it": no one asserts it
    text = (
        "The Islamic State group (IS) has said it carried out the attack. IS-K, the group's Afghan "
        "affiliate, is believed to be behind it."
    )
    assert ("Islamic State Khorasan", "suspected", None) in _stances(text)
