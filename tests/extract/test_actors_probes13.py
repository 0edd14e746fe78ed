"""Actors from probe reports of the thirteenth round (2026-12-01): attackers tied to a group
by a passive verb of belief (Gwoza 2024)."""

from __future__ import annotations

import pytest

from crosswire.extract import actors
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _stances(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.name, a.stance, a.asserted_by) for a in actors.extract(ParsedArticle(Article(id="p13", text=text)))]


@pytest.mark.parametrize(
    "text",
    [
        # the second main clause after "but" (Gwoza 2024)
        "No group has claimed responsibility, but the attackers are suspected to be members of "
        "Boko Haram, which has carried out similar attacks in the northeast for years.",
        "The attackers were believed to be members of Boko Haram.",
        "The attackers are thought to belong to Boko Haram.",
        # the reduced relative the parser reads as the main verb (a gap of the twelfth round)
        "Gunmen suspected to be members of Boko Haram killed at least 30 people in the village.",
        "Gunmen suspected to be Boko Haram fighters killed at least 30 people in the village.",
        "Militants believed to be from Boko Haram attacked the village.",
    ],
)
def test_attackers_believed_members_of_a_group(text: str) -> None:
    assert ("Boko Haram", "suspected", None) in _stances(text)


@pytest.mark.parametrize(
    "text",
    [
        "The attackers were not believed to be members of Boko Haram.",
        # the victims are no doers
        "The victims are believed to be members of Boko Haram.",
        # a group no list knows, named by a bare noun before "fighters", is not taken
        "Gunmen suspected to be village fighters killed two men.",
    ],
)
def test_no_tie_of_the_doers(text: str) -> None:
    assert _stances(text) == []


def test_it_accusing_is_the_speaker_of_the_sentence_before() -> None:
    # Sumy 2025: "It accused Kyiv ..." after the ministry's statement had been "according to It"
    text = (
        "Russia's Defence Ministry said on Monday that its forces had struck a meeting of Ukrainian "
        "commanders in Sumy with two Iskander-M missiles. It accused Kyiv of using civilians as a "
        "human shield by holding military events in the city centre."
    )
    assert ("Ukraine", "blamed", "Russia") in _stances(text)
    # with no one speaking just before, no one is named
    assert _stances("It accused Kyiv of using civilians as a human shield.") == [("Ukraine", "blamed", None)]
