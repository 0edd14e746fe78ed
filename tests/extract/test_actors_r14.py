"""Fourteenth round, actors (2026-12-02): wire copy in capitals blames a well-known group as
mixed-case copy does."""

from __future__ import annotations

from crosswire.extract import extract_article
from crosswire.model import Article


def _stances(text: str) -> list[tuple[str, str]]:
    return [(a.name, a.stance) for a in extract_article(Article(id="a", text=text, title="x")).actors]


def test_blamed_on_a_known_group_in_capitals() -> None:
    # (Gwoza 2024 probe, AFP copy in capitals: no stance had been read)
    text = (
        "MAIDUGURI, NIGERIA (AFP) - AT LEAST 18 PEOPLE WERE KILLED ON SATURDAY IN SUICIDE BOMBINGS IN "
        "GWOZA BLAMED ON BOKO HARAM, A MILITIA LEADER SAID."
    )
    assert _stances(text) == [("Boko Haram", "blamed")]
    # the same words in mixed case give the same answer
    assert _stances(text.lower().capitalize().replace("boko haram", "Boko Haram")) == [("Boko Haram", "blamed")]


def test_a_known_group_named_without_blame_in_capitals_is_no_suspect() -> None:
    text = "KANO, NIGERIA (AFP) - POLICE SAID 18 PEOPLE DIED IN AN ATTACK. BOKO HARAM HAS KILLED THOUSANDS SINCE 2009."
    assert ("Boko Haram", "blamed") not in _stances(text)


def test_the_attackers_belonging_to_a_group() -> None:
    # (a known gap of the thirteenth round: "gunmen" was no cue word, only "gunman")
    lede = "Gunmen killed 12 villagers in Zamfara on Sunday, police said. "
    assert _stances(lede + "The gunmen belonged to Boko Haram, a police spokesman said.") == [("Boko Haram", "blamed")]
    assert _stances(lede + "Police said the gunmen were members of Boko Haram.") == [("Boko Haram", "blamed")]
    # a group no one ties them to is none
    assert _stances(lede + "The gunmen were never caught.") == []



def test_a_known_group_under_its_qualifiers_is_one_actor() -> None:
    # (Majdal Shams 2024: "Hezbollah" and "Iran-backed Hezbollah group" had been two blamed actors)
    lede = "A rocket struck a football pitch in Majdal Shams on Saturday, killing 12 children. "
    assert _stances(lede + "The Israeli military blamed the Iran-backed Hezbollah group for the strike.") == [
        ("Hezbollah", "blamed")]


def test_jnim_under_afps_english_name() -> None:
    text = ("Jihadists killed hundreds of people in Barsalogho on Saturday. The Al-Qaeda-linked Group to Support "
            "Islam and Muslims (JNIM) claimed responsibility.")
    assert _stances(text) == [("Jama'at Nusrat al-Islam wal-Muslimin", "claimed")]


def test_the_named_driver_of_a_ramming_is_the_suspect() -> None:
    # (New Orleans 2025 probe: no suspect had been read)
    text = ("A driver rammed a pickup truck into a crowd of New Year's revelers on Bourbon Street early Wednesday, "
            "killing at least 10 people. The driver, Shamsud-Din Jabbar, a 42-year-old U.S. citizen from Texas, "
            "was killed in a shootout with police, according to the FBI.")
    assert ("Shamsud-Din Jabbar", "suspected") in _stances(text)
