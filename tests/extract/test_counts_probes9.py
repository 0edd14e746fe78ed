"""Casualty counts in wordings the ninth probe round (reports of other events: Dantewada
2023, Southport 2024, Brussels 2023, Kyiv's Okhmatdyt hospital 2024, Jalisco's mushroom
farm) turned up, each read wrong before its rule.
"""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _counts(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2020-01-05"))
    return [(c.kind, c.value, c.qualifier) for c in extract(pa) if not c.note]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an acronym in brackets after the name it shortens is no end of the subject
        (
            "Eight security personnel of the District Reserve Guard (DRG) and a civilian driver were killed on "
            "Monday when Naxalites blew up their vehicle.",
            [("killed", 9, "exact")],
        ),
        ("Three members of the Border Security Force (BSF) and a civilian were killed.", [("killed", 4, "exact")]),
        # ... but a bracket whose letters are not the name's initials still ends it (MUC-4 dev)
        (
            "THE POLICE REPORTED TODAY THAT MARCO TULIO MONTENEGRO, ONE OF THE THREE TOP LEADERS OF THE "
            "ASSOCIATION OF UNIVERSITY STUDENTS (AEU) HAS BEEN FOUND DEAD IN GUATEMALA CITY.",
            [],
        ),
        # a headline's comma joins a counted group and a person
        ("Eight DRG jawans, driver killed in IED blast", [("killed", 9, "exact")]),
        ("Toddler, Man Killed in New Jersey Shooting", [("killed", 2, "exact")]),
        # ages in words after names are no figures
        (
            "Bebe King, six, Elsie Dot Stancombe, seven, and Alice Dasilva Aguiar, nine, were killed.",
            [("killed", 3, "exact")],
        ),
        ("Among the dead were Bebe King, six, and Elsie Dot Stancombe, seven.", [("killed", 2, "at_least")]),
        # a headline's rank without its article: the toll
        ("Third child dies after Southport knife attack", [("killed", 3, "exact")]),
        ("A third child has died after the Southport knife attack.", [("killed", 3, "exact")]),
        # one more person hurt, named by rank after the dead
        (
            "Four people were found dead and a fifth wounded at a mushroom farm.",
            [("killed", 4, "exact"), ("injured", 1, "exact")],
        ),
        (
            "A gunman shot dead two Swedish football fans in Brussels and wounded a third.",
            [("killed", 2, "exact"), ("injured", 1, "exact")],
        ),
        ("Two men were killed and a third was wounded.", [("killed", 2, "exact"), ("injured", 1, "exact")]),
        # a total across the country beside the scene's own toll is the wave's, not the event's
        (
            "Russia struck the Okhmatdyt children's hospital in Kyiv on Monday, killing at least two adults and "
            "injuring 16 people, officials said. In total, at least 33 people were killed across Ukraine in the "
            "morning's strikes.",
            [("killed", 2, "at_least"), ("injured", 16, "exact")],
        ),
        (
            "A missile hit the hospital, killing two adults. At least 33 people were killed nationwide.",
            [("killed", 2, "exact")],
        ),
        # ... alone it is the only toll told
        ("At least 33 people were killed across Ukraine.", [("killed", 33, "at_least")]),
        # an earlier figure is the report's toll when it gives no other
        ("Fighting went on. The UN had earlier put the toll at at least 133 dead.", [("killed", 133, "at_least")]),
        ("Earlier reports had put the number of dead at over 50.", []),
        (
            "At least 150 people were killed. The UN had earlier put the toll at at least 133 dead.",
            [("killed", 150, "at_least")],
        ),
        # ... only the rank after the group it continues
        ("Two men were killed; it was the third shooting this week.", [("killed", 2, "exact")]),
    ],
)
def test_probe_wordings(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _counts(text) == expected
