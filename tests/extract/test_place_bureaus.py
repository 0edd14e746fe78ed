"""Places of the tenth probe round: a wire bureau's dateline against the scene its lede names
elsewhere (the bureau's country counts though the text names only the attacker's; a hospital
the text says was damaged; a town named after a quote that opens the second paragraph).
"""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str):
    return location.extract(ParsedArticle(Article(id="a", text=text)))


@pytest.mark.parametrize(
    ("text", "name", "country"),
    [
        # the text names only Russia; the Kyiv bureau makes it a Ukrainian story (Mariupol 2022)
        ("KYIV, March 25 (Reuters) - About 300 people were killed in a Russian air strike on a theatre "
         "in Mariupol last week, the city council said on Friday, citing eyewitnesses, in what would be "
         "one of the deadliest attacks on civilians of the war.\n\nReuters could not independently verify "
         "the figure. Russia has denied targeting civilians.", "Mariupol", "UA"),
        # "the damage to the children's hospital in Kiev": the hospital is the scene (Okhmatdyt 2024)
        ("MOSCOW, July 8. /TASS/. The damage to the children's hospital in Kiev was caused by a Ukrainian "
         "air defense missile, the Russian Defense Ministry said on Monday.\n\n\"Numerous photos and videos "
         "from Kiev confirm that the destruction was caused by the fall of a Ukrainian anti-missile launched "
         "from an air defense system,\" the ministry said.", "Kyiv", "UA"),
        # a quote opening the second paragraph: the town of the next sentence is still the lede's
        ("MAIDUGURI, Nigeria (AFP) - A series of suicide bombings carried out by women in Nigeria's "
         "northeastern Borno state killed at least 32 people, a local militia leader said on Sunday, giving "
         "a higher toll than officials.\n\n\"The death toll has reached 32 with 42 others seriously "
         "injured,\" said Babakura Kolo, head of a militia fighting jihadists in the area.\n\nThe first "
         "attack hit a wedding in the town of Gwoza on Saturday afternoon.", "Gwoza", "NG"),
    ],
)
def test_bureau_yields_to_scene(text: str, name: str, country: str) -> None:
    places = _places(text)
    assert places and (places[0].name, places[0].country_code) == (name, country)


def test_us_dateline_keeps_its_country_rules() -> None:
    # a region written with the dateline: the bureau rule adds nothing
    places = _places("PARIS, Texas (AP) — Two people were shot at a home in Paris on Sunday, police said.")
    assert places and places[0].country_code == "US"


def test_neighbour_across_the_border_is_no_country_of_the_story() -> None:
    # "near the border with the Democratic Republic of Congo": the text names no other
    # country, and Mpondwe had been dropped as out of place in a Congolese story
    places = _places(
        "At least 41 people, including 38 students, were killed on Friday night when suspected Allied "
        "Democratic Forces (ADF) rebels attacked Lhubiriha Secondary School in Mpondwe, Kasese District, "
        "near the border with the Democratic Republic of Congo."
    )
    assert places and (places[0].name, places[0].country_code) == ("Mpondwe", "UG")


@pytest.mark.parametrize(
    ("text", "demoted"),
    [
        # the lede puts the event in a region of the bureau's country, naming no town
        ("KAMPALA, June 18 (Reuters) - The death toll from an attack by Islamist militants on a school in "
         "western Uganda rose to 42, authorities said on Sunday, as the army pursued the assailants toward "
         "Congo.", True),
        ("NEW DELHI (AP) — Officials revised the death toll in India's deadliest train crash in decades to 275 "
         "on Sunday, after finding that some bodies had been counted twice.", True),
        # ... or in the province the bureau's city lies in (Jaffar Express, 2025)
        ("QUETTA, Pakistan, March 12 (Reuters) - Pakistani security forces ended a siege of a train hijacked "
         "by separatist militants in the southwestern province of Balochistan, the military said on "
         "Wednesday, with 21 hostages and four paramilitary soldiers killed.", True),
        # ... not when the lede names the dateline city as the scene
        ("KABUL (Reuters) - A suicide bomber killed 20 people at a mosque in Kabul on Friday, "
         "Afghanistan's deadliest attack this year.", False),
    ],
)
def test_bureau_over_region(text: str, demoted: bool) -> None:
    places = _places(text)
    assert places
    assert (places[0].score <= 0.25) == demoted


def test_unlisted_area_of_unlisted_district_takes_the_articles_province() -> None:
    # Bolan district has no seat in the gazetteer: Kolpur lies in the province of the
    # article's other places (Quetta, Sibi)
    places = _places(
        "QUETTA: Unidentified militants blew up a railway bridge in the Kolpur area of Bolan district early "
        "on Monday, suspending train services between Quetta and the rest of the country, railway officials "
        "said.\n\nSix bodies were found near the bridge, Levies officials said. Pakistan Railways said the "
        "Jaffar Express had been halted at Sibi."
    )
    assert places and (places[0].name, places[0].admin1, places[0].country_code) == ("Kolpur", "Balochistan", "PK")


def test_unlisted_dateline_town_is_as_strong_as_a_dateline() -> None:
    places = _places(
        "MUSAKHEL: Armed men on Monday offloaded passengers from trucks and buses on a highway in "
        "Balochistan's Musakhel district and shot dead at least 23 people after checking their identity "
        "cards, officials said."
    )
    assert places and places[0].name == "Musakhel" and places[0].score == 0.5


def test_bureau_across_its_own_province() -> None:
    places = _places(
        "QUETTA, Pakistan, Aug 26 (Reuters) - Separatist militants carried out coordinated attacks on police "
        "stations, railway lines and highways across Pakistan's southwestern Balochistan province overnight, "
        "killing at least 38 civilians and 14 security officials, officials said on Monday."
    )
    assert places and places[0].name == "Quetta" and places[0].score <= 0.25
