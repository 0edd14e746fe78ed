"""Twelfth round, towns (2026-12-01): a town named by its own police or as the scene stands
however far it lies from the text's other places, where one namesake is the name's town by
far; a name whose particle is written joined ("LaSalle") is the gazetteer's spaced one; a
town written with its state in an event sentence stands where the gazetteer lists the name
only in other states."""

from __future__ import annotations

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str, title: str | None = None) -> list[tuple[str, str | None]]:
    return [(p.name, p.admin1) for p in location.extract(ParsedArticle(Article(id="a", text=text, title=title)))]


def test_a_towns_police_outweighs_a_far_gun_makers_namesake() -> None:
    # (GVA dev: the "Springfield .45" had been the only place, Oshkosh dropped as far from it)
    text = (
        "Police Siren (Photo: Oshkosh Northwestern Media File Photo)  The Oshkosh Police Department has "
        "wrapped up an investigation of what authorities determined to be an accidental shooting of a "
        "10-year-old Oshkosh girl by her father.  The man accidentally shot his daughter once while he was "
        "cleaning a Springfield .45-caliber handgun at about 4:15 p.m. Saturday at an apartment building on "
        "Westhaven Drive."
    )
    assert _places(text)[0] == ("Oshkosh", "Wisconsin")


def test_a_town_named_only_by_its_police_far_from_a_named_state() -> None:
    text = (
        "The two were on a trip west of the Steinhatchee River in Florida to scout out fishing spots.  "
        "Tifton Police are waiting on autopsy and forensic tests to determine how the teen died."
    )
    assert ("Tifton", "Georgia") in _places(text)


def test_a_scene_among_namesakes_of_a_size_is_none_of_them() -> None:
    # "in Waynesville" in an Indiana story: not Waynesville, N.C. (9,800), Mo. or Ohio
    text = (
        "But police in Bartholomew County, Indiana now say Samuel Earl Sallee, 55, killed the four people "
        "in Waynesville last month in what appears to be a drug-related crime."
    )
    assert ("Waynesville", "North Carolina") not in _places(text)


def test_a_particle_written_joined_is_the_spaced_name() -> None:
    text = (
        "Weld County Sheriff's officers responded early Saturday morning after a 17-year-old teen reported "
        "he accidentally shot a friend.  A 23-year-old man was declared dead at a residence in the 18000 "
        "block of County Road 43 in LaSalle."
    )
    assert _places(text)[0] == ("La Salle", "Colorado")


def test_a_town_with_its_state_that_the_gazetteer_lists_elsewhere() -> None:
    text = (
        "But police in Bartholomew County now say Samuel Earl Sallee, 55, killed the four people in "
        "Waynesville last month in what appears to be a drug-related crime.  The home in Waynesville, "
        "Indiana, where four people were found killed."
    )
    places = _places(text)
    assert places[0] == ("Waynesville", "Indiana")
    assert ("Waynesville", "North Carolina") not in places


def test_a_town_with_its_state_outside_an_event_sentence_is_not_added() -> None:
    # (a person's home, no event sentence: no unlisted town)
    text = "Sallee grew up in Waynesville, Indiana, and worked at a feed store."
    assert ("Waynesville", "Indiana") not in _places(text)


# A broadcast page: the article in ordinary case above its transcript in capitals, so that
# the page as a whole reads as upper-case copy (GVA dev, WTAE).
_TRANSCRIPT = (
    "WEBVTT WTAEAPP, YOU'LL GET INSTANT ALERTSTO HELP PLAN YOUR WEEKEND.MIKE C.: A TEEN IS FIGHTING FORHIS "
    "LIFE, ANOTHER TEEN BEHINDBARS.JANELLE: ALL OF THIS AFTER ASHOOTING IN HOMESTEAD.BEAU BERMAN LEARNS THEY "
    "ARECHARGING THAT SUSPECT AS ANADULT.BEAU?REPORTER: YES, JANELLE, MIKE, ITCERTAINLY APPEARS THAT "
    "WAYBECAUSE THE SUSPECT IS BEINGHELD HERE FOR NOW AT THEALLEGHENY COUNTY JAIL AFTER THISRASH OF YOUNG "
    "VIOLENCE IN THATHOMESTEAD NEIGHBORHOOD.THEY SAY IT WAS 15-YEAR-OLD BOYWHO SHOT ANOTHER 15-YEAR-OLD "
    "BOYIN THE STOMACH AND MAY HAVE ALSOINJURED A YOUNG GIRL IN THATSHOOTING AS WELL, PERHAPSINADVERTENTLY."
    "THIS WAS THE SCENE AFTER THESHOOTING IN THIS HOMESTEADNEIGHBOR IN THE 1400 BLOCK OFMIFFLIN STREET THAT "
    "HAPPENEDJUST AFTER 5:00.POLICE AND PARAMEDICS FINDING A15-YEAR-OLD BOY SHOT IN THESTOMACH, AND THE "
    "HOMESTEADPOLICE CHIEF TELLS ME THAT GIRLCOULD HAVE BEEN HIT BY SHRAPNELAFTER ONE SHOT WAS FIRED."
)


def test_an_articles_own_sentences_keep_their_case_above_a_transcript_in_capitals() -> None:
    text = (
        "A teenager was shot Friday night in Homestead in the 1400 block of Mifflin Street, police said. The "
        "15-year-old was shot in the stomach according to Homestead Police Chief Jeffrey DeSimone, who said one "
        "arrest has been made. The shooting happened at 5:09 p.m. according to a news release from Allegheny "
        "County Police.\n\n" + _TRANSCRIPT
    )
    pa = ParsedArticle(Article(id="a", text=text))
    assert pa.uppercase  # (the page as a whole reads as capitals)
    assert _places(text)[0] == ("Homestead", "Pennsylvania")


def test_a_common_words_town_inside_a_named_county() -> None:
    # "homestead" is a word: its town of 3,100 stands where the text's county holds it
    text = (
        "A teenager was shot Friday night in Homestead in the 1400 block of Mifflin Street, according to a "
        "news release from Allegheny County Police."
    )
    assert _places(text)[0] == ("Homestead", "Pennsylvania")
    # (without the county, the word's town is the big one: Homestead, Fla., 80,000)
    assert ("Homestead", "Pennsylvania") not in _places(text.replace("Allegheny County Police", "police"))


def test_a_post_office_towns_area_names_the_town() -> None:
    # (Cub Run, Ky. has no GeoNames entry: the post-office town stands in the named state)
    text = (
        "A Hart County teen was taken to University of Louisville Hospital after being accidentally shot over "
        "the weekend.\n\nKentucky State Police says the preliminary investigation shows the\n\n15-year-old "
        "accidentally shot by another teenager in the Cub Run area.\n\nAt last word he was in critical but "
        "stable condition."
    )
    assert ("Cub Run", "Kentucky") in _places(text)
    assert _places(text.replace("Cub Run", "Cubrun Flats")) == _places(text.replace("in the Cub Run area", "nearby"))
