"""Sixteenth round, actors (2026-12-02): a named attacker's posted pledge; the Y of "not X
but Y" stated without a cleft; blame told inside a quotation ("a cowardly act by X"); who
says so for a cleft and for a named suspect."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _stances(text: str) -> list[tuple[str, str, str | None]]:
    return [
        (a.name, a.stance, a.asserted_by)
        for a in extract_article(Article(id="a", text=text, title="x")).actors
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the parser makes "pledging" an adjective of "allegiance": the poster pledges
        ("A gunman killed five people at a nightclub. Ahmed Karimov, 29, had posted videos on Facebook pledging "
         "allegiance to ISIS, police said.", [("Islamic State", "suspected", "police")]),
        ("A gunman killed 49 people at a nightclub. Omar Mateen had posted a message pledging allegiance to the "
         "Islamic State before the attack.", [("Islamic State", "suspected", None)]),
        ("A gunman killed five people. The gunman posted a video pledging allegiance to ISIS.",
         [("Islamic State", "suspected", None)]),
        # a group's own allegiance ties no attack to anyone
        ("Abu Sayyaf, which has posted videos pledging allegiance to ISIS, is active in the south.", []),
    ],
)  # fmt: skip
def test_a_posted_pledge_of_a_named_attacker(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (fifteenth round's gap: the PKK was set aside and the Islamic State lost with it)
        ("A suicide bomber killed 20 people at a rally. Officials said not the PKK but the Islamic State was "
         "behind the attack.", [("Islamic State", "blamed", "officials")]),
        ("A suicide bomber killed 20 people. Police said it was not the PKK but the Islamic State that carried out "
         "the attack.", [("Islamic State", "blamed", "police")]),
        # a set-aside name alone stays set aside
        ("Militants raided the town. Kenyatta said local political networks, not al-Shabaab, were behind the raid.",
         []),
    ],
)  # fmt: skip
def test_the_y_of_not_x_but_y_is_read(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A bomb killed 20 people at a market. \"This was a cowardly act by the Boko Haram terrorists,\" the "
         "governor said.", [("Boko Haram", "blamed", "governor")]),
        ("A bomb killed 20 people. \"This was a cowardly act by Boko Haram,\" the governor said.",
         [("Boko Haram", "blamed", "governor")]),
        ("A bomb killed 20 people. The governor said the bombing was a cowardly act of terrorism by Boko Haram.",
         [("Boko Haram", "blamed", "governor")]),
        # negated, or no doer named
        ("A bomb killed 20 people. \"It was not an act by the PKK,\" the minister said.", []),
        ("A bomb killed 20 people. This was an act of cowardice, the governor said.", []),
    ],
)  # fmt: skip
def test_an_act_by_a_group_in_a_quotation(text: str, expected: list) -> None:
    assert _stances(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A bomb killed 20 people at a station. The interior minister said it was the Islamic State that was "
         "behind it.", [("Islamic State", "blamed", "interior minister")]),
        ("A bomb killed 20 people. It was the Islamic State that was behind the attack, according to the interior "
         "minister.", [("Islamic State", "blamed", "interior minister")]),
        # the cleft's "it" is not the speaker's own self (Erdogan had been read as claiming)
        ("A bomb killed 20 people. \"It was the Islamic State that carried out this attack,\" Erdogan told "
         "reporters.", [("Islamic State", "blamed", "Erdogan")]),
        ("A bomb killed 20 people. Police said Hamza Bekov is suspected.", [("Hamza Bekov", "suspected", "police")]),
        ("A bomb killed 20 people. Hamza Bekov, 23, was arrested on Monday, according to prosecutors.",
         [("Hamza Bekov", "suspected", "prosecutors")]),
        # the copula equates the suspect noun with a name
        ("A bomb killed 20 people. Police said the suspect was Hamza Bekov, 23.",
         [("Hamza Bekov", "suspected", "police")]),
        ("A bomb killed 20 people. Hamza Bekov was the bomber, officials said.",
         [("Hamza Bekov", "suspected", "officials")]),
        ("A bomb killed 20 people. The suspect was not Hamza Bekov, police said.", []),
        ("A gunman killed three people. The victim was Hamza Bekov.", []),
    ],
)  # fmt: skip
def test_who_says_so_for_a_cleft_or_a_named_suspect(text: str, expected: list) -> None:
    assert _stances(text) == expected
