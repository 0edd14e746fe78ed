"""Fifteenth round, quotes (2026-12-02): roles of spokesmen in foreign press without the
honorific, the owner pronoun or the bracketed acronym around the name."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _quotes(text: str) -> list[tuple[str | None, str | None]]:
    return [(q.speaker, q.speaker_role) for q in extract_article(Article(id="a", text=text, title="x")).quotes]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Mpeketoni 2014 probe: "Its military operations spokesman Sheikh")
        ("Its military operations spokesman Sheikh Abdiaziz Abu Musab told Reuters: \"We raided Mpeketoni town and "
         "killed more than 50 people,\" he said.", [("Abdiaziz Abu Musab", "military operations spokesman")]),
        # (Abu Dhabi 2022 probe: "Minister of Foreign Affairs and International Cooperation Sheikh")
        ("\"The UAE reserves the right to respond,\" Minister of Foreign Affairs and International Cooperation "
         "Sheikh Abdullah bin Zayed Al Nahyan said in a statement.",
         [("Abdullah bin Zayed Al Nahyan", "Minister of Foreign Affairs and International Cooperation")]),
        # (Khuzdar 2025 probe: the role had been "(ISPR)")
        ("The Inter-Services Public Relations (ISPR) said the attack was \"planned and orchestrated by "
         "India-sponsored terrorists\".", [("Inter-Services Public Relations", None)]),
    ],
)
def test_spokesmen_roles_in_foreign_press(text: str, expected: list) -> None:
    assert _quotes(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Abu Dhabi 2022 probe: "it" had been the police of the sentence before)
        ("Police said two Indian nationals were killed. The UAE condemned what it called a \"terrorist attack\" by "
         "the Houthis.", [("UAE", None)]),
        ("Police said two people were killed. The foreign ministry said it was \"deeply shocked\" by the attack.",
         [("foreign ministry", None)]),
        # an "it" of its own sentence, as before: the organisation that spoke before
        ("The ministry said the attackers were killed. \"We will not be intimidated,\" it said.",
         [("The ministry", None)]),
    ],
)
def test_it_in_an_organisations_own_clause(text: str, expected: list) -> None:
    assert _quotes(text) == expected


def test_a_joining_word_is_no_part_of_a_title_in_capitals() -> None:
    # (Gaziantep 2016 probe, AP copy in capitals: the role had been "And president")
    text = ("GAZIANTEP, TURKEY (AP) - A SUICIDE BOMBER STRUCK A WEDDING, KILLING AT LEAST 51 PEOPLE, AND PRESIDENT "
            "RECEP TAYYIP ERDOGAN SAID ON SUNDAY THE ISLAMIC STATE GROUP WAS LIKELY BEHIND THE ATTACK. \"THERE IS NO "
            "DIFFERENCE BETWEEN THE PKK, FETO AND ISIL,\" ERDOGAN SAID.")
    assert _quotes(text) == [("Recep Tayyip Erdogan", "President")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Shikarpur 2015 probe: the district had been read as the officer's given name)
        ("\"It appears to be a suicide attack,\" SSP Shikarpur Saqib Ismail Memon told The Express Tribune.",
         [("Saqib Ismail Memon", "SSP Shikarpur")]),
        ("\"We are investigating,\" DIG Larkana Abdullah Shaikh said.", [("Abdullah Shaikh", "DIG Larkana")]),
        ("\"We are investigating,\" SSP Karachi South Asad Raza said.", [("Asad Raza", "SSP Karachi South")]),
        # no district: the name as written
        ("\"We are investigating,\" SSP Mohita Sharma said.", [("Mohita Sharma", "SSP")]),
    ],
)
def test_a_police_rank_with_its_district(text: str, expected: list) -> None:
    assert _quotes(text) == expected
