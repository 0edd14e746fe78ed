"""Event type on foreign wire reports crosswire had never seen (sentences written for the
test in the style of AFP and Reuters)."""

from __future__ import annotations

import pytest

from crosswire.extract.event_type import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an armed drone is a projectile: an explosion, not the generic word's armed assault
        ("KIEV, Ukraine (AFP) - A Russian drone attack on the Ukrainian capital overnight hit a "
         "residential building, killing four people, officials said.", "bombing/explosion"),
        # ... and beside firearms, an armed assault, as mortars and rockets are
        ("Gunmen fired rifles and flew a drone over the camp before storming it, the army said.",
         "armed assault/shooting"),
        # riots: violent demonstrations, whatever was burned or shot in them
        ("NAIROBI (Reuters) - Riots in Kenya's capital left 23 people dead after police opened fire "
         "on protesters who stormed parliament and set part of it on fire.", "riot/violent demonstration"),
        ("Rioters torched shops and cars in the city centre on Sunday night.", "riot/violent demonstration"),
        # riot police at a bombing are no riot
        ("A bomb exploded near a market, killing six people, and riot police sealed off the area.",
         "bombing/explosion"),
    ],
)
def test_wire_event_type(text: str, expected: str) -> None:
    vals = extract(ParsedArticle(Article(id="t", text=text)))
    assert vals and vals[0].value == expected
