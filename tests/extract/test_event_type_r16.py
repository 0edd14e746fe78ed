"""Event type on the sixteenth probe round's reports (rammings into parades, industrial
explosions, arson by "set alight", captives "whisked away", protesters who burn)."""

from __future__ import annotations

import pytest

from crosswire.extract.event_type import extract
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a vehicle driven into a parade: a ramming (armed assault), not the "killing" alone
        (
            "An SUV sped through barricades and into the Waukesha Christmas parade Sunday afternoon, "
            "killing five people and injuring more than 40, police said.",
            "armed assault/shooting",
        ),
        (
            "A sixth person, a child, has died after a man drove his SUV into a Christmas parade in "
            "suburban Milwaukee, prosecutors said Monday.",
            "armed assault/shooting",
        ),
        # an explosion at a plant or a store of chemicals: an accident, not a bombing
        (
            "A massive explosion at a fertilizer plant in this small town north of Waco killed as many "
            "as 15 people and injured more than 160 on Wednesday night, officials said.",
            "other",
        ),
        (
            "Investigators have recovered 14 bodies from the site of the fertilizer plant explosion in "
            "West, Texas, authorities said Friday.",
            "other",
        ),
        (
            "Two massive explosions ripped through an industrial area of the port city late on "
            "Wednesday, killing at least 44 people. The blasts occurred at a warehouse storing hazardous "
            "chemicals.",
            "other",
        ),
        (
            "An explosion at a chemical plant in Jiangsu province killed 78 people and injured hundreds.",
            "other",
        ),
        ("A blast at a fireworks factory killed 23 workers on Tuesday.", "other"),
        # ... or named by what blew up, with its verb
        (
            "A boiler exploded at a textile factory on the outskirts of the city, killing 14 workers.",
            "other",
        ),
        (
            "A fuel tanker truck exploded on a highway near the city, killing 60 people who had gathered "
            "to collect fuel.",
            "other",
        ),
        # but a bomb in the same lead is still a bombing
        (
            "A bomb hidden in a television set exploded on the ferry, starting a fire that killed 116 "
            "people.",
            "bombing/explosion",
        ),
        (
            "A car bomb exploded outside a chemical plant in the city, killing four guards.",
            "bombing/explosion",
        ),
        # arson told as "set ... alight/ablaze"
        (
            "A man doused the entrance of the animation studio with petrol and set it alight, killing "
            "36 people.",
            "arson",
        ),
        ("Attackers set the bus ablaze with the passengers inside, killing 18.", "arson"),
        # captives "whisked away": a kidnapping, not the attack on the train
        (
            "Bandits whisked away 80 passengers from a train they attacked on the Abuja-Kaduna line.",
            "kidnapping",
        ),
        (
            "Bandits stormed the school on March 7 and whisked the pupils into the forest.",
            "kidnapping",
        ),
        # protesters who burn: a riot, not an arson attack
        (
            "Protesters torched government buildings and police fired live rounds, killing 12.",
            "riot/violent demonstration",
        ),
        (
            "Demonstrators set fire to the parliament building on Tuesday as the vote went ahead.",
            "riot/violent demonstration",
        ),
        # fire bombs are arson, not bombings
        (
            "Attackers threw petrol bombs into the house, killing a mother and her two children.",
            "arson",
        ),
        ("Youths hurled petrol bombs at the police station overnight.", "arson"),
        # a vehicle that overturned is an accident
        (
            "A runaway truck carrying fuel overturned and burst into flames on the highway, killing 30.",
            "other",
        ),
        # a fire that broke out or ripped through a place: an accident, the blaze word no arson
        (
            "A fire ripped through a wedding hall in Iraq's northern Nineveh province, killing at least "
            "100 people. The blaze broke out after fireworks were set off.",
            "other",
        ),
        (
            "At least 113 people have been killed in a fire at a wedding celebration in the town.",
            "other",
        ),
        (
            "At least 15 Rohingyas were killed and 560 injured in the fire that gutted camps 8E, 9 and 10.",
            "other",
        ),
        # a strike named by what it hit
        (
            "The death toll from the strike on the regional administration building in Nikolaev has "
            "risen to 37, emergency services said on Monday.",
            "bombing/explosion",
        ),
        # fans fighting fans: a riot, not an armed clash
        (
            "Clashes between rival groups of supporters after the match left 74 people dead.",
            "riot/violent demonstration",
        ),
        (
            "Rival fans clashed outside the stadium and police fired tear gas; two died.",
            "riot/violent demonstration",
        ),
        # armed groups' clashes stay armed clashes
        (
            "Clashes between the army and rebels in the north killed 12 soldiers.",
            "armed assault/shooting",
        ),
        # a mob's burning of a body stays the lynching
        (
            "A mob beat to death a factory manager accused of blasphemy and set his body on fire.",
            "riot/violent demonstration",
        ),
    ],
)
def test_r16_event_type(text: str, expected: str) -> None:
    vals = extract(ParsedArticle(Article(id="t", text=text)))
    assert vals and vals[0].value == expected
