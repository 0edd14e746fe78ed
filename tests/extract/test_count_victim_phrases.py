"""Victim phrases of :mod:`crosswire.extract.victims` the tenth round added (real GVA dev
sentences): a wound prefix spelt apart, a graze wound, a subject's relative clause."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-01-01"))
    return [
        (c.kind, c.value) for c in extract(pa) if not (c.note or "").startswith("no death told")
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Six other people were treated for non life-threatening gunshot wounds.",
            [("injured", 6)],
        ),
        (
            "Olyvia Lynn Batson, 17, suffered a graze wound and was treated at the high school the day of the shooting.",
            [("injured", 1)],
        ),
        ("Additionally, three state troopers who entered the home were wounded.", [("injured", 3)]),
        ("An officer suffered a bullet graze to the nose.", [("injured", 1)]),
        (
            "Another 18-year-old was brought to Mount Sinai Hospital after being shot in his back, Estrada said.",
            [("hit", 1)],
        ),
        # "fatally wounding" is a killing like "fatally shooting" (GVA dev: "opened fire on
        # responding officers with a rifle, fatally wounding Corporal Cooper"; the title and
        # lone surname there are not read as a victim, so the figure is a plain one here)
        ("The gunman opened fire, fatally wounding two men.", [("killed", 2)]),
        # a place phrase after "male" / "female" (GVA dev)
        (
            "An 18-year-old male from Milwaukee was also shot in the abdomen, he underwent surgery and is in recovery.",
            [("hit", 1)],
        ),
        ("He is currently in the hospital being treated for his injuries.", [("injured", 1)]),
        # a relative clause with its own auxiliary is another clause, not the subject's
        ("The man who was arrested had shot two people.", [("hit", 2)]),
    ],
)
def test_victim_phrases(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected
