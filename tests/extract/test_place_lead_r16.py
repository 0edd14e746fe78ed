"""Places the sixteenth round's grouping probes got wrong, each of which had joined or split
events: a district of a US city named like a state, and a city named only as the outskirts
of the scene."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str) -> list[tuple[str, str | None, str | None]]:
    out = location.extract(ParsedArticle(Article(id="a", text=text)), use_spacy=True)
    return [(p.name, p.admin1, p.country_code) for p in out]


@pytest.mark.parametrize(
    ("text", "top"),
    [
        # a city's "Oregon District" is a part of Dayton, not the state (was Dayton, Oregon)
        (
            "A gunman wearing body armor opened fire in Dayton's Oregon District early Sunday, killing nine "
            "people and injuring 27 others before police shot him dead, Dayton police said.",
            ("Dayton", "Ohio", "US"),
        ),
        # the city whose outskirts the scene is on, where the text names no other place (was
        # no place at all: spaCy reads "Abuja" here as a person)
        (
            "At least 71 people were killed when a bomb exploded at the Nyanya motor park on the outskirts "
            "of Abuja on Monday morning, the police said.",
            ("Abuja", "Abuja Federal Capital Territory", "NG"),
        ),
        (
            "Gunmen attacked a village on the outskirts of Maiduguri on Sunday, killing 12 people.",
            ("Maiduguri", "Borno", "NG"),
        ),
    ],
)
def test_top_place(text: str, top: tuple[str, str, str]) -> None:
    assert _places(text)[0] == top

