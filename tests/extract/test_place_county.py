"""A town inside a county the report names is the scene over a bigger town outside it
(place_scene.towns_in_named_counties), and the county a town lies in (geo.nearest_county)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire import geo
from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _town(name: str, state: str) -> geo.Candidate:
    return next(c for c in geo.lookup(name, country="US") if c.admin1_code == state)


@pytest.mark.parametrize(
    ("town", "state", "county"),
    [
        ("Waynesboro", "GA", "Burke County"),
        # 40 km from Waynesboro, within a fixed radius of Burke County's centroid, but in
        # Richmond County
        ("Augusta", "GA", "Richmond County"),
        # GeoNames' "St." county, whose centroid the gazetteer once lacked
        ("Saint Augustine", "FL", "St. Johns County"),
        ("Jonesboro", "GA", "Clayton County"),
        ("Atlanta", "GA", "Fulton County"),
    ],
)
def test_nearest_county(town, state, county):
    c = geo.nearest_county(_town(town, state))
    assert c is not None and (c.name, c.admin1_code) == (county, state)


def test_nearest_county_is_none_abroad():
    assert geo.nearest_county(geo.resolve("Kerman", country="IR")) is None


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        # GVA dev (shortened): the shooting was in Waynesboro, Burke County; the station and
        # its police in Augusta
        (
            "Augusta police said a man was shot Sunday in Waynesboro. On Monday the Burke "
            "County Sheriff's Office arrested three suspects in connection with the shooting. "
            "The Burke County Sheriff's Office is asking anyone with information to call.",
            None,
            "Waynesboro",
        ),
        # GVA dev: "CLAYTON COUNTY, Ga." over the Atlanta hospital of the headline
        (
            "CLAYTON COUNTY, Ga. - A 12-year-old boy is in serious condition at an Atlanta "
            "hospital after police said he was accidentally shot by an 11-year-old boy Saturday "
            "afternoon.\n\nClayton County police said they were called to the home around 3:30 "
            "p.m. Saturday in the 10000 block of Fitzgerald Road in Jonesboro.",
            "Boy airlifted to Atlanta hospital after being shot while playing with gun",
            "Jonesboro",
        ),
        # the leading town is in the named county: it stays
        (
            "HOUSTON - A man was shot and killed in north Houston on Sunday, the Harris County "
            "Sheriff's Office said. He was from Katy.",
            None,
            "Houston",
        ),
    ],
)
def test_town_in_named_county_leads(text, title, expected):
    places = location.extract(ParsedArticle(Article(id="c", text=text, title=title)))
    assert places and places[0].name == expected


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab Kx,.\nCounty Sheriff in Burke Waynesboro Augusta")), max_size=120))
def test_never_raises_and_evidence_exact(text):
    for p in location.extract(ParsedArticle(Article(id="h", text=text)), use_spacy=False):
        assert text[p.evidence.start : p.evidence.end] == p.evidence.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: DNAinfo Chicago's Austin neighbourhood
        (
            "AUSTIN— A one-year-old child was shot in the head in Austin on Friday, police "
            "said.\n\nThe child was a passenger in a car when shots were fired from another "
            "vehicle in the 5400 block of West LeMoyne Avenue, said Officer Kevin Quaid, a "
            "Chicago Police spokesman.",
            ("Chicago", "Illinois"),
        ),
        # the text names the far town's state: it stands
        (
            "AUSTIN, Texas — A man was shot in Austin on Friday. He had moved from Chicago, "
            "where Chicago Police had arrested him in 2012.",
            ("Austin", "Texas"),
        ),
    ],
)
def test_police_city_over_far_namesake(text, expected):
    places = location.extract(ParsedArticle(Article(id="a", text=text)))
    assert places and (places[0].name, places[0].admin1) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: "East Valley" (a road) read as East Valley, Nevada; the county leads
        (
            "Bartow County Emergency Responders were dispatched to two accidental shootings on "
            "Wednesday.\n\nReports stated that the first occurred at Heritage Dr off East Valley "
            "to where an 18 year-old male was shot in the leg.",
            ("Bartow County", "Georgia"),
        ),
        # GVA dev: the town has neighbours the text names; it stays first
        (
            "A Dacula teenager accidentally shot himself in the foot during a squirrel hunting "
            "trip Sunday near Maysville, according to a Jackson County Sheriff's report.\n\nThe "
            "17-year-old was taken to Barrow Regional Medical Center in Winder, where he was "
            "treated for the wound.",
            ("Maysville", "Georgia"),
        ),
    ],
)
def test_county_over_far_town(text, expected):
    places = location.extract(ParsedArticle(Article(id="b", text=text)))
    assert places and (places[0].name, places[0].admin1) == expected
