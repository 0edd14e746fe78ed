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
