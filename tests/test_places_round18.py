"""Places of the eighteenth round: a US scene named by a place whose mail goes to a town of
another name is reported under that postal town, as address-coded records (the Gun Violence
Archive's "Goleta (Isla Vista)") name it."""

from __future__ import annotations

import pytest

from crosswire.extract.place_postal import postal_place, postal_town
from crosswire.model import Evidence, Place
from crosswire.reconcile.fields import reconcile_place


@pytest.mark.parametrize(
    ("name", "state", "geonames_id", "expected"),
    [
        # a census place USPS accepts in addresses, delivered as another town's mail
        ("Isla Vista", "California", None, "Goleta"),
        ("Pine Hills", "FL", None, "Orlando"),
        ("Atascocita", "Texas", None, "Humble"),
        ("Murray", "Utah", None, "Salt Lake City"),
        ("Manhattan", "New York", None, "New York"),
        # the same name in a state where it is a post office of its own
        ("Hollywood", "California", None, "Los Angeles"),
        ("Hollywood", "Florida", None, None),
        ("Goleta", "CA", None, None),
        # a name several towns' codes accept alike names no one postal town (Killingly, Conn.)
        ("Killingly", "Connecticut", None, None),
        # a quarter USPS does not know by its name: its nearest ZIP code's town
        ("Coney Island", "New York", 5113481, "Brooklyn"),
        ("Chatham", "Illinois", 4887284, "Chicago"),
        # ... but not a namesake with a post office of its own (Chatham, by Springfield)
        ("Chatham", "Illinois", 4235683, None),
        # an id listed under another state is no match
        ("Coney Island", "New Jersey", 5113481, None),
        ("Isla Vista", "Ontario", None, None),
    ],
)  # fmt: skip
def test_postal_town(name, state, geonames_id, expected):
    assert postal_town(name, state, geonames_id=geonames_id) == expected


def test_a_borough_is_no_part_of_the_town_whose_zip_code_is_nearest():
    # GeoNames' point of Queens lies closest to an Ozone Park ZIP code
    assert postal_town("Queens", "New York", geonames_id=5133273) == "Ozone Park"
    assert postal_place("Queens", "New York", geonames_id=5133273, population=2_316_841) is None
    town = postal_place("Coney Island", "New York", geonames_id=5113481, population=60_000)
    assert town is not None and town.name == "Brooklyn"


def _place(article: str, name: str, gid: int, lat: float, lon: float, admin1: str, score: float) -> Place:
    text = f"Two people were shot in {name} on Sunday."
    start = text.index(name)
    return Place(name=name, evidence=Evidence.of(article, text, start, start + len(name)), admin1=admin1,
                 country_code="US", lat=lat, lon=lon, geonames_id=gid, score=score)  # fmt: skip


ISLA_VISTA = ("Isla Vista", 5359864, 34.413, -119.861, "California")
GOLETA = ("Goleta", 5352963, 34.436, -119.828, "California")
CONEY_ISLAND = ("Coney Island", 5113481, 40.578, -73.994, "New York")
HOLLYWOOD_FL = ("Hollywood", 4158928, 26.011, -80.149, "Florida")
LONDON = ("London", 2643743, 51.509, -0.126, "England")


@pytest.mark.parametrize(
    ("reports", "expected"),
    [
        # every report names the census place: its postal town, citing the reports' words
        ([[(ISLA_VISTA, 0.9)], [(ISLA_VISTA, 0.7)]], "Goleta"),
        # one names the place, one its postal town: one scene
        ([[(ISLA_VISTA, 0.9)], [(GOLETA, 0.5)]], "Goleta"),
        ([[(CONEY_ISLAND, 0.5)], [(CONEY_ISLAND, 0.48)]], "Brooklyn"),
        # a town with its own post office stays itself
        ([[(HOLLYWOOD_FL, 0.8)]], "Hollywood"),
    ],
)  # fmt: skip
def test_reconciled_scene_is_named_by_its_postal_town(reports, expected):
    cands = [tuple(_place(f"a{i}", *pl, score=s) for pl, s in ps) for i, ps in enumerate(reports)]
    rec = reconcile_place(cands)
    assert rec.value["name"] == expected
    assert rec.value["admin1"] == reports[0][0][0][4]
    assert reconcile_place(list(reversed(cands))).value == rec.value
    # the reports still cite what each article wrote
    assert {r.evidence.text for r in rec.reports} == {pl[0] for ps in reports for pl, _ in ps}
    if expected != reports[0][0][0][0]:
        assert "postal town" in (rec.rule or "")
    else:
        assert "postal town" not in (rec.rule or "")


def test_a_place_abroad_has_no_postal_town():
    london = Place(name="London", evidence=Evidence.of("a", "in London", 3, 9), admin1="England",
                   country_code="GB", lat=51.509, lon=-0.126, geonames_id=2643743, score=0.8)  # fmt: skip
    assert reconcile_place([(london,)]).value["name"] == "London"


def _title_places(title: str, text: str = "") -> list[str]:
    from crosswire.extract import location
    from crosswire.model import Article
    from crosswire.nlp import ParsedArticle

    return [p.name for p in location.extract(ParsedArticle(Article(id="a", text=text, title=title)), use_spacy=True)]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # a page that keeps only its headline: the town after "near" is the scene, not the
        # victim's home town before "man"
        ("Fort Worth man fatally shot while hunting near Azle", "Azle"),
        ("Pocatello woman wounded in shooting in Idaho Falls", "Idaho Falls"),
        # a home town alone is still the headline's place
        ("Orangeburg man shot while hunting", "Orangeburg"),
        # a town before "shooting" is no one's home: the rule leaves it as it was
        ("Fort Worth shooting suspect arrested near Azle", "Fort Worth"),
    ],
)  # fmt: skip
def test_headline_home_town_yields_to_the_town_it_happened_in(title, expected):
    assert _title_places(title)[0] == expected
