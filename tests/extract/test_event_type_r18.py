"""Event type on the eighteenth probe round's reports: aircraft that struck are an air
strike (a bombing), not an armed assault typed by its "killed" (Gaza 2024 probe)."""

from __future__ import annotations

import pytest

from crosswire.extract.event_type import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("At least 30 Palestinians, including 15 children, were killed when Israeli warplanes struck the "
         "Khadija school in Deir al-Balah on Saturday, health officials said.", "bombing/explosion"),
        ("Fighter jets pounded rebel positions near the town, killing 12.", "bombing/explosion"),
        # aircraft that only flew over strike nothing
        ("Gunmen killed 12 people in the village as jets flew over the town.", "armed assault/shooting"),
    ],
)  # fmt: skip
def test_aircraft_that_struck_are_an_air_strike(text: str, expected: str) -> None:
    assert extract(ParsedArticle(Article(id="a", text=text)))[0].value == expected
