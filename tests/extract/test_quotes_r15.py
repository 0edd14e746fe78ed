"""Fifteenth round, quotes (2026-12-02): roles of spokesmen in foreign press without the
honorific, the owner pronoun or the bracketed acronym around the name."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article, Evidence, Quote
from crosswire.reconcile.quotes import merge_quotes


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


def _q(article: str, speaker: str | None, text: str, start: int = 0) -> Quote:
    return Quote(speaker=speaker, text=text, evidence=Evidence(article, start, start + len(text), text))


ISPR_FULL = "The planners and perpetrators of this cowardly act will be hunted down and brought to justice"


@pytest.mark.parametrize(
    ("quotes", "expected"),
    [
        # (Zhob 2023 probe: one outlet named the military's media wing, the other the ISPR,
        # whose words it quoted in two excerpts)
        ([_q("a", "the military's media wing", ISPR_FULL), _q("b", "ISPR", "planners and perpetrators of this cowardly act"),
          _q("b", "ISPR", "hunted down and brought to justice", 80)], [("ISPR", 3)]),
        # a description and a name with re-worded text (no excerpt word for word): apart
        ([_q("a", "a police spokesman", "The attackers will be hunted down and punished severely"),
          _q("b", "Imran Khan", "attackers will be hunted and severely punished")], [("a police spokesman", 1), ("Imran Khan", 1)]),
        # two names that differ stay apart even word for word
        ([_q("a", "Ali Khamenei", ISPR_FULL), _q("b", "Matthew Miller", ISPR_FULL)], [("Ali Khamenei", 1), ("Matthew Miller", 1)]),
    ],
)
def test_a_described_speaker_and_a_named_one(quotes: list[Quote], expected: list) -> None:
    assert [(m.speaker, len(m.evidence)) for m in merge_quotes(quotes)] == expected


def test_an_honorific_alone_is_no_role() -> None:
    text = "\"Our fighters carried out this blessed operation,\" said Sheikh Ali Dhere, the al-Shabaab spokesman."
    assert _quotes(text) == [("Ali Dhere", "al-Shabaab spokesman")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Kirkuk 2016, Isulan 2018, Poonch 2023 probes: the rank had ended the role)
        ("\"All the attackers have been killed,\" Kirkuk police chief Brig. Gen. Khattab Omer said on Saturday.",
         [("Khattab Omer", "Brig. Gen., Kirkuk police chief")]),
        ("\"This is the work of the BIFF,\" said Eastern Mindanao Command spokesman Lieutenant Colonel Gerry Besana.",
         [("Gerry Besana", "Lieutenant Colonel, Eastern Mindanao Command spokesman")]),
        ("\"The area has been cordoned off,\" Jammu-based defence spokesperson Lt Col Devender Anand said.",
         [("Devender Anand", "Lt Col, Jammu-based defence spokesperson")]),
        # one title word is no rank run
        ("\"We are investigating,\" Attorney General Merrick Garland said.", [("Merrick Garland", "Attorney General")]),
        ("\"We are investigating,\" Maj Gen Ahmed Sharif Chaudhry said.", [("Ahmed Sharif Chaudhry", "Maj Gen")]),
    ],
)
def test_a_rank_before_the_name_leads_the_role(text: str, expected: list) -> None:
    assert _quotes(text) == expected
