"""Places, eighteenth round (second pass): a town next to a big city is a quarter of it only
where USPS delivers its mail as that city's; a suburb with a post office of its own (Melrose
Park by Chicago, Opa-locka by Miami) is the scene the report names."""

from __future__ import annotations

import pytest

from crosswire import geo
from crosswire.extract.place_postal import postal_city_of
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _town(name: str, state: str) -> geo.Candidate:
    return max(geo.lookup(name, country="US", admin1=state), key=lambda c: c.population)


@pytest.mark.parametrize(
    ("name", "city", "state", "expected"),
    [
        # quarters whose mail is the city's
        ("Englewood", "Chicago", "IL", True),
        ("Rogers Park", "Chicago", "IL", True),
        ("Grays Ferry", "Philadelphia", "PA", True),
        ("Williamsburg", "Brooklyn", "NY", True),
        # GeoNames' "New York City" is USPS' "New York"
        ("Harlem", "New York City", "NY", True),
        # towns with a post office of their own, or a third town's
        ("Melrose Park", "Chicago", "IL", False),
        ("Opa-locka", "Miami", "FL", False),
        ("Katy", "Houston", "TX", False),
        ("North Braddock", "Pittsburgh", "PA", False),
    ],
)  # fmt: skip
def test_postal_city_of(name, city, state, expected):
    assert postal_city_of(_town(name, state), _town(city, state)) is expected


def test_postal_city_of_is_unknown_abroad():
    moscow = max(geo.lookup("Moscow", country="RU"), key=lambda c: c.population)
    krasnogorsk = max(geo.lookup("Krasnogorsk", country="RU"), key=lambda c: c.population)
    assert postal_city_of(krasnogorsk, moscow) is None


def _first_place(text: str, *, url: str = "https://example.org/story.html") -> str:
    from crosswire.extract import location

    return location.extract(ParsedArticle(Article(id="s", text=text, url=url)))[0].name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a suburb with its own post office stays the scene beside the big city
        ("A 17-year-old boy was shot and killed Sunday afternoon in Melrose Park. He had lived "
         "in Chicago with his mother, relatives said.", "Melrose Park"),
        ("A teenage boy was shot and killed Sunday afternoon in Melrose Park, authorities said. "
         "Chicago police were not involved.", "Melrose Park"),
        # a quarter whose mail is the city's still yields to it
        ("A man was shot and killed Sunday night in Englewood, Chicago police said.", "Chicago"),
    ],
)  # fmt: skip
def test_suburb_with_its_own_post_office_is_no_quarter(text, expected):
    assert _first_place(text) == expected


def test_suburb_is_no_quarter_of_the_outlets_city():
    text = ("Police were searching Monday for a suspect in the shooting death of a teenage boy "
            "Sunday afternoon in Melrose Park, authorities said.")
    url = "http://www.chicagotribune.com/news/local/breaking/ct-melrose-park-shooting.html"
    assert _first_place(text, url=url) == "Melrose Park"


@pytest.mark.parametrize(
    ("text", "url", "expected"),
    [
        # a town written inside the city ("X, Queens") stays a part of it, post office or not
        ("Police were searching late Tuesday for two suspects in a shooting that left four people "
         "wounded in front of a nightclub in Long Island City, Queens.",
         "https://example.org/story.html", "Queens"),
        # a town named only in passing, not as the scene, still yields to the outlet's city
        ("Lavardo Fisher was a football player his coach in Ocoee called humble. He died Monday "
         "night after a shooting, deputies said.",
         "http://www.orlandosentinel.com/news/breaking-news/os-ocoee-boy-shot-20160608-story.html", "Orlando"),
        ("The man was taken to Advocate Christ Medical Center in Oak Lawn in serious condition after "
         "the shooting on the South Side.",
         "http://chicago.suntimes.com/news/1-dead-4-wounded-in-south-side-shooting/", "Chicago"),
    ],
)  # fmt: skip
def test_town_inside_the_city_or_named_in_passing_is_still_a_quarter(text, url, expected):
    assert _first_place(text, url=url) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a health system's name is where the victim was taken, not the scene
        ("Deputies were dispatched to a home on Retha Lane just north of Benton to investigate a "
         "shooting involving a young boy. He was taken to University Health in Shreveport, where "
         "he was pronounced dead.", "Benton"),
        ("Megan was airlifted to Mercy Medical in Des Moines after she was shot in a car near "
         "Lake View, deputies said.", "Lake View"),
    ],
)  # fmt: skip
def test_health_system_town_is_no_scene(text, expected):
    assert _first_place(text) == expected
