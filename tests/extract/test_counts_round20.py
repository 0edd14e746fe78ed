"""Twentieth round: casualty wordings the battery of wire reports found misread (round-ups
of a month, animals listed with the dead, bodies recovered, the attacker killed by the
police, "hurt" far from its weapon, lists closed by a counted group, "7 of 15 ...")."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

# A second sentence keeps a one-line text from reading as a headline.
_FILLER = " Officials gave no further details."


def _counts(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text + _FILLER, published="2024-05-01"))
    return [(c.kind, c.value) for c in extract(pa) if not (c.note or "").startswith("no death told")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("ACLED recorded 412 fatalities in the region last month.", []),
        ("At least 230 people have died in gang violence in Port-au-Prince this month, according to the UN.", []),
        ("Rights groups have documented 85 killings in the past three months.", []),
        (
            "ACLED recorded 318 fatalities in Burkina Faso last month. In the latest attack, gunmen killed 14 "
            "soldiers near Djibo.",
            [("killed", 14)],
        ),
        (
            "The UN said 5,000 people had been killed in the fighting since April. Sunday's shelling killed 9.",
            [("killed", 9)],
        ),
        ("Over the past week, at least 48 people have been killed in clashes in the city.", []),
        # a victim told by the month: still read (as a person hit, count_fate's rule)
        ("A man who was shot earlier this month has died, police said.", [("hit", 1)]),
        ("Two people were killed in the attack last month, police said.", [("killed", 2)]),
    ],
)
def test_a_round_up_of_a_month_is_no_toll(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Three herders and 40 cows were killed in the attack on a settlement in Benue state.", [("killed", 3)]),
        ("Two shepherds and dozens of goats died in the air strike.", [("killed", 2)]),
        ("Gunmen killed five farmers and 120 sheep in the raid.", [("killed", 5)]),
        ("Forty cows were killed.", []),
    ],
)
def test_animals_listed_with_the_dead(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The bodies of 9 fishermen were recovered from Lake Edward after the attack.", [("killed", 9)]),
        ("Rescuers said the bodies of nine were recovered from the collapsed building.", [("killed", 9)]),
        ("Ten police commandos and a driver were killed.", [("killed", 11)]),
        ("Maoist rebels killed 10 police commandos and a driver with a roadside bomb.", [("killed", 11)]),
        ("The bomb killed the district governor, his driver and two bodyguards.", [("killed", 4)]),
        # ", and" after an apposition adds the group to the one person
        ("The gunman shot the clerk, a woman, and three customers.", [("hit", 4)]),
    ],
)
def test_bodies_and_listed_victims(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The assailant, who killed two people at the synagogue, was later shot dead by police.",
            [("killed", 1), ("killed", 2), ("killed", 3)],
        ),
        (
            "A gunman killed seven people outside a synagogue before being shot dead by police.",
            [("killed", 7), ("killed", 8)],
        ),
        ("The attacker killed two guards before blowing himself up.", [("killed", 2), ("killed", 3)]),
        (
            "The gunman killed himself after shooting dead four people.",
            [("killed", 1), ("killed", 5), ("killed", 4)],
        ),
        # shot, not killed, by the police: the victims' figure stands
        ("The gunman killed three people before he was shot by police.", [("killed", 3), ("hit", 1)]),
    ],
)
def test_the_attacker_killed_by_the_police_is_added(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("A grenade thrown into a church in Thika hurt at least 8 worshippers.", [("injured", 8)]),
        ("He said the decision hurt three families.", []),
        ("Two of 11 people killed were children.", [("killed", 11)]),
        ("Police said 6 were killed, among them the gunman, and 9 hurt.", [("killed", 6), ("injured", 9)]),
    ],
)
def test_hurt_people_and_a_whole_after_a_part(sentence: str, expected: list[tuple[str, int]]) -> None:
    assert _counts(sentence) == expected
