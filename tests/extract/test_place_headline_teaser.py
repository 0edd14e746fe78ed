"""A Title Case headline's closing "In X", teasers of other stations' stories, a town the
headline marks beating the station's dateline, and GeoNames' "The Bronx" as "Bronx"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location
from crosswire.extract.place_title import title_mentions
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str, *, title: str | None = None) -> list[tuple[str, str | None]]:
    pa = ParsedArticle(Article(id="t", text=text, title=title))
    return [(p.name, p.admin1) for p in location.extract(pa)]


@pytest.mark.parametrize(
    ("title", "names"),
    [
        # GVA dev headlines: Title Case capitalises the preposition; a name that ends the
        # headline (or a clause of it) is read
        ("2 Girls, 2 Men Shot At Birthday Party In Compton", ["Compton"]),
        ("Mother, 8-Year-Old Son Shot & Killed In New Stanton", ["New Stanton"]),
        ("Child Accidentally Shot In Woodruff County", ["Woodruff County"]),
        ("Child Shot In Knoxville, Rushed To Hospital In Critical Condition", ["Knoxville"]),
        ("Sources To CBS2: Girl, 4, Dies Days After Accidentally Shooting Herself In Face In Yonkers",
         ["Yonkers"]),
        # international wire headlines read the same way
        ("Suicide Bomber Kills 12 In Kabul", ["Kabul"]),
        # body parts, events and conditions are no places
        ("12-Year-Old Boy Shoots Himself In The Leg", []),
        ("Officer Accidentally Shoots Himself In Hand", []),
        ("5 Dead, 17 Wounded In Weekend Shootings", []),
        ("Teen Injured In Hunting Accident", []),
        ("Three-Year-Old Shot Multiple Times While Sitting In Car", []),
        # a capitalised "In" before a longer run is not read ("In Custody", not a place)
        ("Police Apprehend Suspect In Saturday Shooting", []),
    ],
)  # fmt: skip
def test_title_case_closing_in(title, names):
    assert [m.name for m in title_mentions(title)] == names


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("In Compton Ab,:;- \t")), max_size=80))
def test_title_case_in_never_raises_and_offsets_exact(title):
    for m in title_mentions(title):
        assert title[m.start : m.end] == m.name


def test_teaser_of_another_station_names_no_scene():
    # GVA dev (wistv.com, Columbia, S.C.): a teaser of a Cleveland station's story sat
    # above the report, and Cleveland, Ohio had been its place
    text = (
        "After losing both his parents in a short amount of time, a community is rallying "
        "around a teen.\n\n"
        "GRAPHIC PICTURES: CLEVELAND, OH (WOIO) - It was one of the most gruesome sights in "
        "Cleveland crime history.\n\n"
        "The Lexington County Sheriff's Department has identified the weapon involved in "
        "connection with the fatal shooting of a 7-year-old girl in Gaston.\n\n"
        "Sheriff James Metts said the rifle was an FEG single shot rifle."
    )
    places = _places(text, title="Weapon identified in 7-year-old's fatal shooting")
    assert places[0] == ("Gaston", "South Carolina")
    assert ("Cleveland", "Ohio") not in places


def test_a_stations_own_dateline_still_reads():
    # the same dateline at the text's start is the report's own
    text = "CLEVELAND, OH (WOIO) - Two men were shot on Monday night in Cleveland, police said."
    assert _places(text)[0] == ("Cleveland", "Ohio")


@pytest.mark.parametrize(
    ("title", "text", "expected"),
    [
        # GVA dev: "the Bronx" had resolved to nothing (GeoNames: "The Bronx")
        ("4 Men Injured in Bronx Shooting During Large Dispute: Police",
         "Police are investigating a shooting in the Bronx that left four men injured early "
         "Sunday morning.", ("Bronx", "New York")),
        ("Cops cuff man who shot himself in Bronx, blamed it on black man",
         "He accidentally shot himself in the stomach at a Bronx park — and shot himself in the "
         "foot when he blamed the blunder on a phantom black man.", ("Bronx", "New York")),
        # a name GeoNames writes with its article keeps it, and its tail is no second place
        (None, "A man was shot in The Dalles, Oregon, on Monday.", ("The Dalles", "Oregon")),
        (None, "A bomb exploded in The Hague on Monday, police said.", ("The Hague", "South Holland")),
    ],
)  # fmt: skip
def test_names_geonames_writes_with_the(title, text, expected):
    places = _places(text, title=title)
    assert places[0] == expected
    assert ("Dalles", "Oregon") not in places


@pytest.mark.parametrize(
    ("title", "names"),
    [
        # GVA dev headlines over pages that name the town nowhere else
        ("Honor student latest victim of Pittsburgh street violence", ["Pittsburgh"]),
        ("Nashville 3-Year-Old Shoots Self In Hand With Father's Gun", ["Nashville"]),
        ("Christmas night shooting leaves 2-year-old, 3 others shot on Jacksonville's Eastside",
         ["Jacksonville"]),
        ("1 dead, 2 teens injured as gunfire reported around Anchorage", ["Anchorage"]),
        ("Boy shot on Chicago's South Side", ["Chicago"]),
        # a possessive person or an age alone is no place
        ("Man, 19, Charged In Teen's Shooting Death", []),
        ("Police say 3-year-old shot", []),
    ],
)  # fmt: skip
def test_headline_sides_ages_and_around(title, names):
    assert [m.name for m in title_mentions(title)] == names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: a township GeoNames lacks; the state police at least give the state
        ("BATES TOWNSHIP — The Michigan State Police Iron Mountain Post is investigating an "
         "accidental fatal shooting that took place in Bates Township last Thursday.",
         ("Michigan", "Michigan")),
        # a state agency's "Georgia" is the US state, not the country: Macon stays Georgia's
        ("The Georgia Bureau of Investigation said the man was shot in Macon on Monday.",
         ("Macon", "Georgia")),
        ("Georgia State Patrol troopers said the man was shot in Macon on Monday.",
         ("Macon", "Georgia")),
        # the country's capital keeps its country
        ("TBILISI, Georgia (AP) — A bomb exploded in Tbilisi on Monday, police said.",
         ("Tbilisi", "Tbilisi")),
    ],
)  # fmt: skip
def test_state_agency_names_the_state(text, expected):
    assert _places(text)[0] == expected


def test_georgia_the_country_in_a_tbilisi_story():
    # a name that is a US state and a country is the country where the text's towns are
    # in that country ("TBILISI, Georgia (AP)" had listed the US state after Tbilisi)
    places = _places("TBILISI, Georgia (AP) — A bomb exploded in Tbilisi on Monday, police said.")
    assert ("Georgia", None) in places
    assert ("Georgia", "Georgia") not in places
    # ... and the US state in an American story
    assert ("Georgia", "Georgia") in _places("ATLANTA (AP) — A man was shot in Georgia on Monday.")
