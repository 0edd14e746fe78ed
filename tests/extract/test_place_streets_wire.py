"""Places, tenth round: streets named again without their street word, streets named at
their crossing, a postal town of the text's state near its places over a big far namesake,
a news agency's US bureau dateline, and "Kansas City." at a sentence end (GVA dev)."""

from __future__ import annotations

from crosswire.extract import location, place_forms, place_states
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str, *, title: str | None = None):
    return location.extract(ParsedArticle(Article(id="a", text=text, title=title)))


def test_street_named_again_after_on_is_no_town():
    # KMOV, St. Louis: "Kensington" had been read as Kensington, N.Y.
    text = (
        "Police are currently investigating a shooting that injured five late Saturday night.\n\n"
        "The shooting occurred around 10:41 p.m. in the 5000 block of Kensington Avenue, just "
        "north of Delmar Boulevard near Fountain Park.\n\n"
        "In the span of of less than three hours, four more victims were conveyed to the "
        "hospital. All four were victims of the shooting on Kensington."
    )
    assert not any(p.name == "Kensington" for p in _places(text))


def test_street_names_are_read_before_street_words():
    names = place_forms.street_names(
        "in the 5000 block of Kensington Avenue, north of Mount Vernon Road"
    )
    assert {"kensington", "mount vernon", "vernon"} <= names


def test_streets_named_at_their_crossing_are_no_towns():
    # triblive, Pittsburgh: "Mount Vernon" had been Mount Vernon, Ala.
    text = (
        "A teenage girl was shot and killed Saturday in a volley of bullets on a Homewood street.\n\n"
        "They found that Daija McCall, 17, had been shot while walking near the intersection of "
        "Mount Vernon and Belmar streets."
    )
    assert not any(p.name == "Mount Vernon" for p in _places(text))


def test_postal_town_of_the_named_state_near_its_places_beats_a_far_big_namesake():
    text = (
        "NASHVILLE, Tenn. – One suspect is dead and three others are in custody amid a stolen "
        "car investigation in Nashville.\n\n"
        "The situation unfolded Friday afternoon in Antioch around the South Shore neighborhood "
        "off Hamilton Church Road, not too far from the La Vergne city line."
    )
    antioch = [p for p in _places(text) if p.name == "Antioch"]
    assert antioch and antioch[0].admin1 == "Tennessee"


def test_news_agency_dateline_yields_to_the_lede_town_of_its_state():
    text = (
        "NEW ORLEANS (AP) — Police on Saturday arrested a man suspected of fatally shooting a "
        "police officer and critically wounding two sheriff's deputies after allegedly setting "
        "fire to a mobile home in south Louisiana, where an elderly man's body was found.\n\n"
        "A Chitimacha tribal officer was pronounced dead at the scene of the shootings in "
        "Charenton, while two St. Mary Parish sheriff's deputies were critically wounded and "
        "taken to local hospitals, said Louisiana State Police Trooper Stephen Hammons."
    )
    assert _places(text)[0].name == "Charenton"


def test_a_station_dateline_without_agency_credit_keeps_its_far_rule():
    # the same text under a station's dateline: no agency bureau, the far town does not lead
    text = (
        "NEW ORLEANS (WWL) — Police on Saturday arrested a man suspected of fatally shooting a "
        "police officer after allegedly setting fire to a mobile home in south Louisiana.\n\n"
        "A Chitimacha tribal officer was pronounced dead at the scene of the shootings in "
        "Charenton, said Louisiana State Police Trooper Stephen Hammons."
    )
    assert _places(text)[0].name == "New Orleans"


def test_kansas_city_at_a_sentence_end_names_no_kansas():
    text = "at their home near Edgerton, 30 miles north of Kansas City."
    assert "KS" not in place_states.states_in(text, postal=False)


def test_the_city_suburb_of_x_is_x_not_a_reference_point():
    # nbc11news: "4 injured in suburban Denver hotel shooting" had been placed in Denver
    text = (
        "Authorities say four people were shot during a party at a hotel in the Denver suburb "
        "of Wheat Ridge.\n\n"
        "Police spokesman John Romero says officers were called to a Howard Johnson hotel at "
        "about 1:40 a.m. Sunday after multiple reports that someone had opened fire on the party."
    )
    places = _places(text, title="4 injured in suburban Denver hotel shooting")
    assert places[0].name == "Wheat Ridge"


def test_a_headline_city_named_as_the_reference_gets_no_headline_bonus():
    assert location._title_reference("4 injured in suburban Denver hotel shooting", "Denver")
    assert location._title_reference("Houston-area children shot", "Houston")
    assert not location._title_reference("4 injured in Denver hotel shooting", "Denver")
