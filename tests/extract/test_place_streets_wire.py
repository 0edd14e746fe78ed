"""Places, tenth round: streets named again without their street word, streets named at
their crossing, a postal town of the text's state near its places over a big far namesake,
a news agency's US bureau dateline, and "Kansas City." at a sentence end (GVA dev)."""

from __future__ import annotations

from crosswire.extract import location, place_forms, place_resolve, place_states
from crosswire.extract.place_url import url_places
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


def test_rural_and_unincorporated_town_is_the_scene():
    # KVRR: "BRECKENRIDGE, MN ... an accidental shooting in rural Foxhome"
    text = (
        "BRECKENRIDGE - The Wilkin County Sheriff reports an accidental shooting in rural "
        "Foxhome Wednesday morning."
    )
    assert _places(text)[0].name == "Foxhome"
    text = "A man was shot in unincorporated Lake Villa on Sunday, the Lake County sheriff said."
    assert _places(text)[0].name == "Lake Villa"


def test_a_named_medical_center_s_town_is_where_the_victim_was_taken():
    # Grand Forks Herald: Fargo, N.D. had led a Wilkin County, Minn. story
    text = (
        "Samantha Pazdernik was trying to put a gun in a holster when the gun discharged and "
        "she was hit in the stomach, according to the Wilkin County Sheriff's Office.\n\n"
        "Pazdernik was in stable condition Tuesday morning at Sanford Medical Center in Fargo, "
        "the Sheriff's Office said."
    )
    assert _places(text)[0].name == "Wilkin County"


def test_a_headline_city_the_victim_was_flown_to_gets_no_headline_bonus():
    assert location._title_reference("Victim of Accidental Shooting Flown to Fargo", "Fargo")


def test_a_mobile_edition_in_the_address_is_no_city():
    # onlineathens.com/mobile/...: Mobile, Ala. had pulled "Jackson County" to Mississippi
    url = "http://onlineathens.com:80/mobile/2016-01-19/teen-accidentally-shoots-foot"
    assert url_places(url) == ()
    assert url_places("http://mobile.example.com/news/story") == ()
    assert [c.name for c in url_places("http://www.al.com/news/mobile/story")] == ["Mobile"]


def test_a_named_hospital_the_victim_was_taken_to_is_not_the_scene():
    # abc13: "Teen girl shot during family gathering in northwest Harris County" had been
    # placed in The Woodlands, the hospital's town
    text = (
        "Authorities expect to file charges against a man accused of shooting a 15-year-old girl "
        "at a water gun fight Saturday evening.Investigators with the Harris County Precinct 4 "
        "Constable's office said they were getting conflicting reports about the incident but "
        "the shooting appeared to be accidental. The shooting happened at a family gathering at "
        "about 5pm at a home on Precious Place and Roth Forest Ln.The girl did not have life "
        "threatening injuries and was taken to Memorial Hermann Hospital in The Woodlands and "
        "was listed in stable condition."
    )
    title = "Teen girl shot during family gathering in northwest Harris County"
    assert _places(text, title=title)[0].name == "Harris County"
    assert place_forms.TAKEN_TO_HOSPITAL_BEFORE.search(
        "was located at Lanier Memorial Hospital in "
    )
    assert not place_forms.TAKEN_TO_HOSPITAL_BEFORE.search(
        "An explosion at al-Ahli Arab Hospital in "
    )


def test_title_towns_correct_each_other():
    # vindy.com: "CAMPBELL" had been Campbell, Calif. (its first guess dropped Youngstown)
    art = Article(
        id="a",
        text="CAMPBELL\n\nPolice have released the name of the suspect who opened fire in a "
        "Seventh Street home early Saturday afternoon.",
        title="Youngstown news, Campbell police release names of shooting suspect, victims",
    )
    pa = ParsedArticle(art)
    hints = place_resolve.title_places(pa, place_resolve.article_context(pa), [])
    assert ("Youngstown", "Ohio") in [(c.name, c.admin1) for c in hints]
    assert (location.extract(pa)[0].name, location.extract(pa)[0].admin1) == ("Campbell", "Ohio")
