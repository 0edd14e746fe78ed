"""The shipped outlet-homes table: well formed, and read where the run learns no home."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from crosswire import geo, outlet_table
from crosswire.eval.gva import Incident
from crosswire.model import Article, Evidence, Extraction, Place
from crosswire.normalize import outlet_from_url
from crosswire.outlets import apply_homes

ROOT = Path(__file__).resolve().parents[1]


def _learner():
    spec = importlib.util.spec_from_file_location(
        "learn_outlet_homes", ROOT / "scripts" / "learn_outlet_homes.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_table_is_well_formed():
    states = outlet_table.known_states()
    assert len(states) > 100
    for host, state in states.items():
        assert outlet_from_url(f"http://{host}/x") == host  # keys are hosts as the runs spell them
        assert geo.us_state(state) is not None, (host, state)
    # national outlets report from everywhere: no home
    for host in ("cnn.com", "foxnews.com", "usatoday.com", "nytimes.com", "washingtonpost.com"):
        assert host not in states
    towns = outlet_table.known_towns()
    assert towns and all(p.admin1 == state and p.score == 0.0 for (_, state), p in towns.items())


def test_town_place_reads_counties_and_towns():
    county = outlet_table.town_place("Polk (county)", "Florida")
    assert county is not None and (county.name, county.admin1) == ("Polk County", "Florida")
    town = outlet_table.town_place("Columbia", "Tennessee")
    assert town is not None and (town.name, town.admin1) == ("Columbia", "Tennessee")
    assert outlet_table.town_place("Nowhereville Xq", "Ohio") is None
    assert outlet_table.town_place("Columbia", "Atlantis") is None


def _lone_report(url: str, place: Place | None) -> tuple[list[Article], dict[str, Extraction]]:
    art = Article(
        id="a", text="Police are investigating a shooting that left one man hurt.", url=url
    )
    return [art], {"a": Extraction(article_id="a", places=(place,) if place else ())}


def test_a_lone_placeless_report_of_a_known_outlet_takes_its_home():
    arts, exts = _lone_report("http://www.example-local.com/news/1", None)
    town = outlet_table.town_place("Columbia", "Tennessee")
    assert town is not None
    known = ({"example-local.com": "Tennessee"}, {("example-local.com", "Tennessee"): town})
    p = apply_homes(arts, exts, known=known)["a"].places[0]
    assert (p.name, p.admin1, p.score) == ("Columbia", "Tennessee", 0.0)
    assert p.evidence == Evidence(article="a", start=0, end=0, text="")  # cites nothing
    # nothing known: nothing to go on
    assert apply_homes(arts, exts, known=({}, {}))["a"].places == ()


def test_a_lone_ambiguous_town_of_a_known_outlet_moves_to_its_home():
    c = geo.lookup("Columbia", country="US", admin1="South Carolina")[0]
    ev = Evidence(article="a", start=0, end=8, text="Columbia")
    p = Place(name=c.name, evidence=ev, admin1=c.admin1, country_code="US", lat=c.lat, lon=c.lon,
              geonames_id=c.geonames_id, score=0.4)  # fmt: skip
    arts, exts = _lone_report("http://www.example-local.com/news/1", p)
    moved = apply_homes(arts, exts, known=({"example-local.com": "Tennessee"}, {}))["a"].places[0]
    assert (moved.name, moved.admin1, moved.evidence) == ("Columbia", "Tennessee", ev)
    assert apply_homes(arts, exts, known=({}, {}))["a"].places[0].admin1 == "South Carolina"


def test_the_runs_own_home_comes_before_the_known_one():
    arts, exts = [], {}
    for k in range(3):
        c = geo.lookup("Nashville", country="US", admin1="Tennessee")[0]
        ev = Evidence(article=f"h{k}", start=0, end=9, text="Nashville")
        arts.append(Article(id=f"h{k}", text="x", url=f"http://example-local.com/{k}"))
        exts[f"h{k}"] = Extraction(article_id=f"h{k}", places=(Place(
            name=c.name, evidence=ev, admin1=c.admin1, country_code="US", lat=c.lat, lon=c.lon,
            geonames_id=c.geonames_id, score=0.6),))  # fmt: skip
    arts.append(Article(id="q", text="x", url="http://example-local.com/q"))
    exts["q"] = Extraction(article_id="q")
    out = apply_homes(arts, exts, known=({"example-local.com": "Ohio"}, {}))
    assert out["q"].places[0].admin1 == "Tennessee"


def _incident(iid: str, state: str, city: str, *hosts: str) -> Incident:
    arts = tuple(
        Article(id=f"{iid}-{k}", text="x", url=f"http://{h}/{iid}/{k}") for k, h in enumerate(hosts)
    )
    return Incident(id=iid, date=None, state=state, city=city, killed=0, injured=0, articles=arts)


def test_learner_counts_each_outlet_once_an_incident():
    learn = _learner().learn
    # three stories of one shooting are one place, not a home
    assert learn([_incident("1", "Ohio", "Dayton", "a.com", "a.com", "a.com")]) == {}
    table = learn([
        _incident("1", "Ohio", "Cincinnati (Westwood)", "a.com", "b.com"),
        _incident("2", "Ohio", "Cincinnati", "a.com", "b.com"),
        _incident("3", "Kentucky", "Covington", "a.com"),
        _incident("4", "Texas", "Houston", "b.com"),
        _incident("5", "Ohio", "Dayton", "a.com"),
        _incident("6", "Ohio", "Polk (county)", "c.com"),
        _incident("7", "Ohio", "Polk (county)", "c.com"),
    ])  # fmt: skip
    # a.com: 3 of 4 incidents in Ohio, 2 of them in Cincinnati (2 of 3: under the share)
    assert table["a.com"] == ["Ohio", None]
    assert "b.com" not in table  # 2 of 3 in Ohio: under the share
    assert table["c.com"] == ["Ohio", "Polk (county)"]
