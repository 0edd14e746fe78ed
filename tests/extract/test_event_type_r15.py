"""Event types of the fifteenth probe round: melee and bow attacks are armed assaults."""

from __future__ import annotations

import pytest

from crosswire.extract.event_type import ASSAULT, BOMBING, extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _types(text: str) -> list[str]:
    return [v.value for v in extract(ParsedArticle(Article(id="a", text=text)))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A 14-year-old boy has died after a man armed with a sword attacked members of the public "
         "and two police officers in Hainault, east London.", ASSAULT),
        ("A man armed with a bow and arrows killed five people and wounded two others in the "
         "Norwegian town of Kongsberg on Wednesday before being arrested, police said.", ASSAULT),
        ("A man wielding an axe injured three people at a train station on Friday.", ASSAULT),
        ("At least five people, including three children, were killed when a suicide bomber rammed "
         "an explosives-laden vehicle into a school bus in Khuzdar.", BOMBING),
    ],
)  # fmt: skip
def test_r15_types(text, expected):
    assert _types(text)[0] == expected


@pytest.mark.parametrize(
    "text",
    [
        # the weapon's vote is the assault's evidence, not the generic "attacked"
        "A man armed with a sword attacked members of the public on Tuesday.",
        "He shot arrows at police officers with a crossbow.",
    ],
)
def test_blade_and_bow_words_are_evidence(text):
    vals = extract(ParsedArticle(Article(id="a", text=text)))
    assert vals[0].value == ASSAULT
    assert vals[0].evidence.text.lower() in {"sword", "crossbow", "arrows", "shot"}


@pytest.mark.parametrize(
    ("text", "evidence"),
    [
        # the ramming is the evidence (an armed assault, as GTD's weapon-free coding and
        # crosswire's types have it), not the charge's "murder"
        ("A man who drove an SUV through a crowd at a Filipino street festival in Vancouver, killing 11 "
         "people, was charged with second-degree murder on Sunday.", "drove an SUV through a crowd"),
        ("The terrorist rammed his car into a bus stop and then stabbed a woman, police said.",
         "rammed his car into a bus stop"),
    ],
)  # fmt: skip
def test_ramming_is_the_evidence(text, evidence):
    vals = extract(ParsedArticle(Article(id="a", text=text)))
    assert vals[0].value == ASSAULT
    assert vals[0].evidence.text == evidence
