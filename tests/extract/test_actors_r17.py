"""Seventeenth round, actors (2026-12-02): a well-known group named after another's denial
in the same sentence did not deny (Crocus City Hall 2024 probe)."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _stances(text: str) -> list[tuple[str, str]]:
    return [(a.name, a.stance) for a in extract_article(Article(id="a", text=text, title="x")).actors]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the denial is Ukraine's, told by the White House; "IS" comes after it (was IS denied)
        ("The White House said Ukraine had no involvement and that IS bore sole responsibility.", []),
        ("THE WHITE HOUSE SAID UKRAINE HAD NO INVOLVEMENT AND THAT THE ISLAMIC STATE BORE SOLE RESPONSIBILITY.", []),
        # the group's own denial, named before it, stands (in capitals too)
        ("IS said it had no involvement in the attack.", [("Islamic State", "denied")]),
        ("The Taliban denied any involvement in the bombing.", [("Taliban", "denied")]),
        ("THE TALIBAN DENIED ANY INVOLVEMENT IN THE BOMBING.", [("Taliban", "denied")]),
    ],
)  # fmt: skip
def test_a_denial_is_of_the_group_named_before_it(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # police who shot the attacker stopped the attack (was "Spanish police" suspected,
        # Barcelona 2017 probe: the parser hangs the apposition on "police")
        ("Spanish police have shot dead Younes Abouyaaqoub, the man suspected of driving the van that killed "
         "13 people on Barcelona's Las Ramblas on Thursday.", []),
        ("French police killed the two gunmen in a shootout.", []),
        # police who shot protesters did it
        ("Kenyan police shot dead five protesters in Nairobi on Tuesday.", [("Kenyan police", "suspected")]),
    ],
)  # fmt: skip
def test_enforcers_who_shot_the_attackers_are_no_suspects(text: str, expected: list) -> None:
    assert _stances(text) == expected


def test_a_capitalised_front_is_part_of_the_name() -> None:
    # the group that withdrew its claim is the one that made it (was "Resistance")
    text = (
        "The Resistance Front (TRF) claimed responsibility for the attack. The Resistance Front later distanced "
        "itself from the attack, saying its earlier claim had been the result of a hack."
    )
    assert {name for name, _ in _stances(text)} == {"Resistance Front"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a group's earlier deeds tie it to no attack (was Islamic State suspected; Kabul 2022)
        ("The Islamic State group has carried out previous attacks on the Hazara community, though it has "
         "not claimed this one.", []),
        ("The Pakistani Taliban have carried out similar attacks in the past.", []),
        # the deed told is this one
        ("Al Shabaab militants stormed the hotel on Friday.", [("al-Shabaab", "suspected")]),
    ],
)  # fmt: skip
def test_a_groups_other_deeds_are_no_suspicion(text: str, expected: list) -> None:
    assert _stances(text) == expected
