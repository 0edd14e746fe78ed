"""Scene over a bureau dateline: provinces the text names, and the dateline's yield rules."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire import geo
from crosswire.extract import place_quarters, place_scene
from crosswire.extract.place_resolve import Mention, article_context
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _provinces(text: str):
    pa = ParsedArticle(Article(id="p", text=text))
    events = frozenset(range(len(pa.sentences)))
    return [
        (text[a:b], cc, scene)
        for a, b, cc, _, scene in place_scene.provinces(pa, article_context(pa), events=events)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A suicide bomber blew himself up at a funeral in eastern Nangarhar province on Tuesday.",
         [("Nangarhar", "AF", True)]),
        ("Gunmen killed 19 people at a party in Mexico's central state of Michoacan.",
         [("Michoacan", "MX", True)]),
        ("Gunmen abducted students in Kankara, in Nigeria's northwestern Katsina state.",
         [("Katsina", "NG", True)]),
        # a governor's province is context, never the scene
        ("Four Americans were found, Tamaulipas Governor Americo Villarreal said.",
         [("Tamaulipas", "MX", False)]),
        # a US state is the US resolver's business
        ("A man was shot in Washington state on Friday.", []),
        # not "in" it: named, but not said to be the scene
        ("Officials from Balochistan province met on Monday.", [("Balochistan", "PK", False)]),
    ],
)  # fmt: skip
def test_provinces(text, expected):
    assert _provinces(text) == expected


def _city(name: str) -> geo.Candidate:
    return geo.lookup(name)[0]


def test_foreign_dateline_demoted_us_kept():
    moscow, krasnogorsk = _city("Moscow"), _city("Krasnogorsk")
    top = ("city", moscow.geonames_id, moscow.name, moscow.admin1_code)
    scene = ("city", krasnogorsk.geonames_id, krasnogorsk.name, krasnogorsk.admin1_code)
    totals = {top: 7.0, scene: 1.4}
    best = {top: (Mention(0, 6, "MOSCOW", 3.0), moscow), scene: (Mention(9, 20, "Krasnogorsk", 1.4), krasnogorsk)}
    kinds = {top: {"dateline", "event_in"}, scene: {"event_in"}}
    place_scene.dateline_yields(totals, best, kinds)
    assert totals[scene] > totals[top]
    assert totals[top] == pytest.approx(totals[scene] * place_scene.YIELDED_SHARE)
    totals = {top: 7.0}
    place_scene.demote(totals, top, 7.01, country="US")
    assert totals[top] == 7.0


def test_town_across_an_admin1_line_is_no_quarter():
    moscow, krasnogorsk = _city("Moscow"), _city("Krasnogorsk")
    top = ("city", krasnogorsk.geonames_id, krasnogorsk.name, krasnogorsk.admin1_code)
    big = ("city", moscow.geonames_id, moscow.name, moscow.admin1_code)
    totals = {top: 2.0, big: 1.0}
    place_quarters.city_absorbs_quarters(totals, {top: (None, krasnogorsk), big: (None, moscow)}, {})
    assert totals[top] > totals[big]


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        # a neighbourhood GeoNames lists as a town, in a story of the outlet's own big city
        # that never writes the city's name (GVA dev: the Bridgeport shooting, Chicago)
        ("http://www.chicagotribune.com/news/local/breaking/ct-bridgeport-murder-arrest.html", "Chicago"),
        # no outlet city: the neighbourhood stands
        ("https://example.org/story.html", "Bridgeport"),
    ],
)
def test_quarter_of_the_outlets_city(url, expected):
    from crosswire.extract import location

    text = ("A boy charged in the fatal shooting of a teenager in Bridgeport last week admitted "
            "to the killing in a video, prosecutors said.")
    places = location.extract(ParsedArticle(Article(id="q", text=text, url=url)))
    assert places[0].name == expected
    assert places[0].evidence.text == "Bridgeport"


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab Kx,.'\nprovince state of in Gov")), max_size=100))
def test_provinces_never_raise_and_spans_exact(text):
    pa = ParsedArticle(Article(id="h", text=text))
    for a, b, cc, code, _ in place_scene.provinces(pa, article_context(pa), events=frozenset()):
        assert 0 <= a < b <= len(text) and cc and code
