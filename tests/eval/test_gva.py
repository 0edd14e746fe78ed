"""GVA scorer pieces: date parsing, city/state matching, per-incident flags, matching."""

from __future__ import annotations

import pytest

from crosswire.eval._standin import reconcile_event_standin
from crosswire.eval.gva import (
    Incident,
    city_matches,
    city_matches_folded,
    match_incidents,
    parse_gva_date,
    score_incident,
    state_matches,
)
from crosswire.model import Article, CountReport, DateValue, Evidence, Extraction, Place


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("January 27, 2014", "2014-01-27"),
        ("March 3, 2017", "2017-03-03"),
        (" December 31, 2016 ", "2016-12-31"),
        ("27 January 2014", None),
        ("", None),
    ],
)
def test_parse_gva_date(text, iso):
    assert parse_gva_date(text) == iso


@pytest.mark.parametrize(
    ("pred", "gold", "ok"),
    [
        ("Cartersville", "Cartersville (Euharlee)", True),
        ("cartersville ", "Cartersville (Euharlee)", True),
        ("Euharlee", "Cartersville (Euharlee)", False),
        ("Rocky  Mount", "Rocky Mount", True),
        ("Rocky Mount", "Mount Olive", False),
        (None, "Chicago", False),
        ("Chicago", "", False),
    ],
)
def test_city_matches(pred, gold, ok):
    assert city_matches(pred, gold) is ok


@pytest.mark.parametrize(
    ("pred", "gold", "ok"),
    [
        ("Winston-Salem", "Winston Salem", True),
        ("St. Louis", "Saint Louis", True),
        ("Fayette County", "Fayette (county)", True),
        ("Cartersville", "Cartersville (Euharlee)", True),
        ("Highlands Ranch", "Littleton (Highlands Ranch)", False),
        ("Salem", "Winston Salem", False),
        (None, "Chicago", False),
    ],
)
def test_city_matches_folded(pred, gold, ok):
    assert city_matches_folded(pred, gold) is ok
    if city_matches(pred, gold):
        assert ok  # folding only ever adds matches


def test_state_matches():
    assert state_matches("north carolina", "North Carolina")
    assert not state_matches("South Carolina", "North Carolina")
    assert not state_matches(None, "Ohio")


TEXT = "Two people were killed and three wounded in Gary on Monday."


def _incident(killed: int, injured: int) -> Incident:
    art = Article(id="a1", text=TEXT, published="2014-01-28")
    return Incident("1", "2014-01-27", "Indiana", "Gary", killed, injured, (art,))


def _extraction() -> Extraction:
    ev = Evidence.of("a1", TEXT, 0, 3)
    return Extraction(
        article_id="a1",
        counts=(CountReport("killed", 2, 2, 2, "exact", ev), CountReport("injured", 3, 3, 3, "exact", ev)),
        dates=(DateValue("2014-01-27", ev, basis="weekday"),),
        places=(Place("Gary", ev, admin1="Indiana", country_code="US"),),
    )


def test_score_incident_all_right():
    inc = _incident(2, 3)
    rec = reconcile_event_standin(list(inc.articles), [_extraction()])
    flags = score_incident(inc, rec)
    assert flags == {
        "killed_exact": True, "injured_exact": True, "killed_exact_nonzero": True,
        "date_exact": True, "city_match": True, "city_match_folded": True, "state_match": True,
    }


def test_missing_best_counts_as_zero():
    inc = _incident(0, 0)
    rec = reconcile_event_standin(list(inc.articles), [Extraction(article_id="a1")])
    flags = score_incident(inc, rec)
    assert flags["killed_exact"] and flags["injured_exact"]
    assert flags["killed_exact_nonzero"] is None  # not defined for 0-killed incidents
    assert not flags["date_exact"] and not flags["city_match"]


def test_match_incidents_majority_then_lowest_index():
    arts = tuple(Article(id=i, text="x") for i in "abc")
    inc = Incident("1", None, "", "", 0, 0, arts)
    assert match_incidents([inc], [("a",), ("b", "c")]) == {"1": 1}
    assert match_incidents([inc], [("a",), ("b",), ("c",)]) == {"1": 0}
    assert match_incidents([inc], [("z",)]) == {"1": None}
