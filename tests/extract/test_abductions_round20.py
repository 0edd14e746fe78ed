"""Twentieth round: abduction wordings the battery found unread (seizing people, lists of
single people, a determiner before the figure, a bare figure, headlines without articles),
and the figures that must stay unread beside them."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _abducted(text: str, *, title: str | None = None) -> list[int]:
    art = Article(id="a", text=text, title=title, published="2025-03-08")
    return [r.value for r in extract_article(art, fields=("abductions",)).abductions]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Gunmen seized 40 passengers from two buses on the highway on Tuesday, police said.", [40]),
        ("Pirates hijacked the vessel and took its 21 crew members hostage.", [21]),
        ("Gunmen in Haiti kidnapped 17 missionaries outside the capital.", [17]),
        ("An armed gang kidnapped a priest and two seminarians in Enugu state.", [3]),
        ("Gunmen abducted a Catholic priest in Kaduna state on Sunday.", [1]),
        ("Kidnappers seized 9 passengers and their driver on the highway.", [10]),
        ("Suspected fighters abducted the wife and three children of a local chief.", [4]),
        ("Fighters killed 27 soldiers and abducted 11 in an attack on a base.", [11]),
        ("Authorities said 9 of the 40 passengers seized by gunmen on Tuesday had escaped.", [40]),
        ("The kidnappers freed 7 of 15 abducted miners on Sunday.", [15]),
        ("At least 20 people, mostly women, were abducted by the gunmen.", [20]),
        ("Armed men kidnapped a local chief and his two wives.", [3]),
        ("The gang took the bus driver and 14 passengers hostage.", [15]),
        ("Gunmen kidnapped 20 students and 3 teachers from the school.", [23]),
        ("THE GUERRILLAS KIDNAPPED THE MAYOR AND THREE COUNCILMEN.", [4]),
    ],
)
def test_abduction_wordings(text: str, expected: list[int]) -> None:
    assert _abducted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Police seized 12 rifles and 300 rounds of ammunition from the hideout.",
        "Police seized a suspect near the scene.",
        "Security forces arrested 14 suspects after the attack.",
        "Troops freed 22 hostages held by bandits in a forest.",
        "The abductors released all 12 hostages unharmed on Friday.",
        "Police said 14 of the kidnapped workers were still being held.",
        "Rebels seized the town of Walikale on Sunday.",
        "Many were seized, residents said.",
    ],
)
def test_not_a_figure_of_the_abducted(text: str) -> None:
    assert _abducted(text) == []


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Gunmen kill policeman, abduct Chinese national in Ogun", [1]),
        ("Gunmen abduct pastor, wife in Kaduna", [2]),
        ("GUNMEN KILL 12, ABDUCT 30 IN KATSINA VILLAGE RAID", [30]),
        ("ABDUCTED: 40 passengers seized from buses in Zamfara", [40]),
        ("Kidnapped schoolchildren freed in Zamfara", []),
    ],
)
def test_headline_abductions(title: str, expected: list[int]) -> None:
    art = Article(id="a", text="Officials gave no further details.", title=title, published="2025-03-08")
    x = extract_article(art, fields=("abductions",))
    assert [r.value for r in x.abductions if r.evidence.field == "title"] == expected
    for r in x.abductions:
        assert art.field_text(r.evidence.field)[r.evidence.start : r.evidence.end] == r.evidence.text
