"""Headline place mentions: patterns that mark a place, in sentence and Title Case."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.place_resolve import POLICE_ACRONYMS
from crosswire.extract.place_title import headline, outlet_mentions, title_mentions


@pytest.mark.parametrize(
    ("title", "names"),
    [
        # GVA dev headlines
        ("Teen fatally shot in head in southwest Macon", ["Macon"]),
        ("Two arrested following deadly Oak Park shooting - Fox 2 News Headlines", ["Oak Park"]),
        ("4 hurt in Oklahoma City club shooting", ["Oklahoma City"]),
        ("Suspect In Custody In Shooting Death Of Florida City Teen", ["Florida City"]),
        ("Ligonier boy killed in accidental shooting", ["Ligonier"]),
        ("Vigil held for teenager shot and killed in Killingly - WFSB 3 Connecticut",
         ["Killingly"]),
        ("Man shoots himself in leg after rear-ending off-duty Fort Worth cop", ["Fort Worth"]),
        ("Great Falls student injured in accidental shooting", ["Great Falls"]),
        # a street's tail is not a town
        ("Four shot outside Zelmer Street party", []),
        ("Authorities deem Stickney Creek shooting accidental", []),
        # nothing that marks a place: no guess
        ("Police Apprehend Suspect In Saturday Shooting", []),
        ("Man Shot In Downtown Shooting", []),
        ("", []),
    ],
)  # fmt: skip
def test_title_mentions(title, names):
    assert [m.name for m in title_mentions(title)] == names


def test_outlet_is_cut():
    assert headline("Man shot in Tulsa - KOTV Tulsa | News On 6") == "Man shot in Tulsa"


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=150))
def test_never_raises_and_offsets_exact(title):
    for m in title_mentions(title):
        # a police acronym's mention names its city ("IMPD" -> Indianapolis)
        span = title[m.start : m.end]
        assert span == m.name or POLICE_ACRONYMS[span][0] == m.name


def test_at_marks_a_place():
    # GVA dev headline: "at" before a known place name
    names = [m.name for m in title_mentions("Six injured in shooting at Fort Worth party")]
    assert names == ["Fort Worth"]


@pytest.mark.parametrize(
    ("title", "mentions"),
    [
        # GVA dev page titles: the outlet's home market after the headline
        ("Update: 10-year-old succumbs to injuries - KTBS.com - Shreveport, LA",
         [("Shreveport", "LA")]),
        ("Girl shot in chest while getting ready for prom - WMC Action News 5 - Memphis, "
         "Tennessee", [("Memphis", "Tennessee")]),
        ("Teen's death under investigation - WALB.com, Albany News, Weather, Sports",
         [("Albany", None)]),
        # no outlet part, or one without a place
        ("Six injured in shooting at Fort Worth party", []),
        ("Gunfire erupts at southeast KC banquet hall, 5 injured - KCTV5", []),
    ],
)  # fmt: skip
def test_outlet_mentions(title, mentions):
    got = outlet_mentions(title)
    assert [(m.name, m.region) for m in got] == mentions
    assert all(title[m.start : m.end] == m.name for m in got)
