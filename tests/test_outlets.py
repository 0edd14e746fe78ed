"""Outlet home states learned from the run's own reports, and namesakes moved to them."""

from __future__ import annotations

import pytest

from crosswire import geo
from crosswire.model import Article, Evidence, Extraction, Place
from crosswire.outlets import apply_homes, home_states, prefer_home

HOST = "http://www.columbiadailyherald.com/news/"
# These tests are of homes the run learns: no outlet is known beforehand (the shipped
# table, crosswire.outlet_table, is tested in test_outlet_table.py).
NOTHING_KNOWN: tuple[dict, dict] = ({}, {})


def _place(article: str, name: str, admin1: str, score: float) -> Place:
    c = geo.lookup(name, country="US", admin1=admin1)[0]
    return Place(name=c.name, evidence=Evidence(article=article, start=0, end=len(name), text=name),
                 admin1=c.admin1, country_code="US", lat=c.lat, lon=c.lon,
                 geonames_id=c.geonames_id, score=score)  # fmt: skip


def _corpus(home_reports: int) -> tuple[list[Article], dict[str, Extraction]]:
    arts, exts = [], {}
    for k in range(home_reports):
        aid = f"h{k}"
        arts.append(Article(id=aid, text="x", url=f"{HOST}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, "Nashville", "Tennessee", 0.6),))
    # a report that names "Columbia" and nothing else: alone it is the biggest namesake
    arts.append(Article(id="c", text="x", url=f"{HOST}c"))
    exts["c"] = Extraction(article_id="c", places=(_place("c", "Columbia", "South Carolina", 0.4),))
    return arts, exts


# (2 Nashville reports make no majority home, but with "Columbia" 3 reports whose towns
# have sizeable namesakes in one state only, Tennessee; 1 makes none)
@pytest.mark.parametrize(("reports", "admin1"), [(3, "Tennessee"), (2, "Tennessee"), (1, "South Carolina")])
def test_namesake_moves_to_the_outlets_home(reports, admin1):
    arts, exts = _corpus(reports)
    out = apply_homes(arts, exts, known=NOTHING_KNOWN)
    p = out["c"].places[0]
    assert (p.name, p.admin1) == ("Columbia", admin1)
    assert p.evidence == exts["c"].places[0].evidence  # the same sentence is cited
    # the same result whatever the order of the articles
    assert apply_homes(list(reversed(arts)), exts, known=NOTHING_KNOWN) == out


def test_home_needs_a_clear_majority():
    arts, exts = _corpus(3)
    for k in range(3):  # as many firm reports from Kentucky: no home
        aid = f"k{k}"
        arts.append(Article(id=aid, text="x", url=f"{HOST}k{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, "Lexington", "Kentucky", 0.6),))
    assert home_states(arts, exts) == {}


def test_a_place_backed_by_its_state_stays():
    places = (_place("c", "Columbia", "South Carolina", 0.4),
              _place("c", "Lexington", "South Carolina", 0.2))  # fmt: skip
    assert prefer_home(places, "Tennessee") == places
    # no namesake in the home state: unchanged
    alone = (_place("c", "Nashville", "Tennessee", 0.4),)
    assert prefer_home(alone, "Alaska") == alone


def test_county_namesake_moves_too():
    c = geo.county_lookup("Washington County", state="TN")[0]
    wrong = geo.county_lookup("Washington County")[0]
    assert wrong.admin1 != "Tennessee"
    p = Place(name=wrong.name, evidence=Evidence(article="c", start=0, end=17, text="Washington County"),
              admin1=wrong.admin1, country_code="US", lat=wrong.lat, lon=wrong.lon, score=0.2)  # fmt: skip
    moved = prefer_home((p,), "Tennessee")[0]
    assert (moved.name, moved.admin1, moved.lat) == ("Washington County", "Tennessee", c.lat)


@pytest.mark.parametrize(
    ("name", "admin1", "home", "moved_to"),
    [
        # a big city never moves to a postal town of its name (Houston, Ark. has no GeoNames id)
        ("Houston", "Texas", "Arkansas", "Texas"),
        # a small one does: a Knoxville station's "DEER LODGE" is the Tennessee hamlet
        ("Deer Lodge", "Montana", "Tennessee", "Tennessee"),
    ],
)
def test_postal_twin_only_for_a_small_place(name, admin1, home, moved_to):
    assert any(c.geonames_id is None for c in geo.lookup(name, admin1=home))
    assert prefer_home((_place("c", name, admin1, 0.4),), home)[0].admin1 == moved_to


def _county(article: str, name: str, state: str, score: float) -> Place:
    c = geo.county_lookup(name, state=state)[0]
    return Place(name=c.name, evidence=Evidence(article=article, start=0, end=len(name), text=name),
                 admin1=c.admin1, country_code="US", lat=c.lat, lon=c.lon, score=score)  # fmt: skip


WTOK = "http://www.wtok.com/content/news/"


def _wtok(placed: list[Place | None]) -> tuple[list[Article], dict[str, Extraction]]:
    arts, exts = [], {}
    for k, p in enumerate(placed):
        aid = f"w{k}"
        arts.append(Article(id=aid, text="x", url=f"{WTOK}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(p,) if p is not None else ())
    return arts, exts


def test_home_from_the_one_state_all_its_towns_have():
    # WTOK (GVA dev): "Child shot at local apartment complex" and "Jennings facing
    # manslaughter charge" placed in Meridian, Idaho; "Lauderdale Co. deputy's son killed"
    # in Lauderdale County, Alabama; one report in Meridian, Mississippi. Only Mississippi
    # has a Meridian and a Lauderdale County.
    arts, exts = _wtok([
        _place("w0", "Meridian", "Mississippi", 0.083), _place("w1", "Meridian", "Idaho", 0.25),
        _county("w2", "Lauderdale County", "AL", 0.325), _place("w3", "Meridian", "Idaho", 0.25),
    ])  # fmt: skip
    assert home_states(arts, exts) == {"wtok.com": "Mississippi"}
    out = apply_homes(arts, exts, known=NOTHING_KNOWN)
    assert [out[a.id].places[0].admin1 for a in arts] == ["Mississippi"] * 4
    # ... but not from fewer reports, nor when no report was placed in that state
    assert home_states(arts[1:], exts) == {}
    arts3, exts3 = _wtok([
        _place("w0", "Meridian", "Idaho", 0.25), _county("w1", "Lauderdale County", "AL", 0.325),
        _county("w2", "Lauderdale County", "TN", 0.325),
    ])  # fmt: skip
    assert home_states(arts3, exts3) == {}


def test_placeless_report_gets_its_outlets_home_state():
    # "Police said the incident happened near an apartment complex off 84th and Q streets"
    # (KETV, GVA dev): no town named; the outlet's other reports are in its home state.
    arts, exts = _corpus(3)
    arts.append(Article(id="e", text="Police said the incident happened near an apartment complex.", url=f"{HOST}e"))
    exts["e"] = Extraction(article_id="e")
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["e"].places
    # (its three Tennessee reports are all in Nashville: the home town, see below)
    assert [(q.name, q.admin1, q.country_code, q.score) for q in p] == [("Nashville", "Tennessee", "US", 0.0)]
    assert p[0].evidence.text == "" and p[0].lat is not None
    # an outlet with no other placed report leaves it placeless
    lone = Article(id="e", text=arts[-1].text, url="http://www.example.com/news/e")
    assert apply_homes([arts[0], lone], {"h0": exts["h0"], "e": exts["e"]}, known=NOTHING_KNOWN)["e"].places == ()


@pytest.mark.parametrize(
    ("url", "home", "expected"),
    [
        # a paywalled page ("Teens ID'd in double fatal shooting", GVA dev): the paper's city
        ("http://web.archive.org/web/2017/http://delrionewsherald.com/news/article_84e0.html",
         None, ("Del Rio", "Texas")),
        # "Police: Ohioan shot himself and son, 10, while cleaning gun": the state the host spells
        ("http://www.ohio.com/news/ohiocentric/police-ohioan-shot-himself-1.739249", None, ("Ohio", "Ohio")),
        # the address's city where it lies in the outlet's home state
        ("http://delrionewsherald.com/news/a.html", "Texas", ("Del Rio", "Texas")),
        # ... else the home state (a city elsewhere is not the outlet's)
        ("http://delrionewsherald.com/news/a.html", "Oklahoma", ("Oklahoma", "Oklahoma")),
        # nothing: stays placeless
        ("http://www.example.com/news/a.html", None, None),
    ],
)  # fmt: skip
def test_placeless_report_gets_its_address_city(url, home, expected):
    art = Article(id="p", text="Please log in, or sign up for a new account.", url=url)
    exts = {"p": Extraction(article_id="p")}
    from crosswire.outlets import address_place, home_place

    place = address_place(art, home) or (home_place("p", home) if home else None)
    assert (place.name, place.admin1) == expected if expected else place is None
    if place is not None:
        assert place.score == 0.0 and place.evidence.text == ""
        if home is None:
            assert apply_homes([art], exts, known=NOTHING_KNOWN)["p"].places == (place,)


def test_placeless_report_takes_the_outlets_leaning_state():
    # The AJC (GVA dev): 6 of 10 reports in Georgia, 3 in Illinois ("DeKalb", "Henry" read
    # as Illinois towns): no home for moving namesakes (under 0.7), but a report that names
    # no place at all ("Teen killed ..." behind a sign-in page) is most likely in Georgia.
    host = "http://www.ajc.com/news/"
    arts, exts = [], {}
    for k, (name, admin1) in enumerate([("Atlanta", "Georgia")] * 3 + [("DeKalb", "Illinois")] * 2):
        aid = f"a{k}"
        arts.append(Article(id=aid, text="x", url=f"{host}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, name, admin1, 0.1),))
    arts.append(Article(id="e", text="Sign in using your account.", url=f"{host}e"))
    exts["e"] = Extraction(article_id="e")
    assert home_states(arts, exts) == {}
    out = apply_homes(arts, exts, known=NOTHING_KNOWN)
    assert out["e"].places[0].admin1 == "Georgia"
    # the Illinois reports get no home state, but each is a bare county name beside the
    # others' Atlanta (see prefer_near)
    assert out["a3"].places[0].name == "DeKalb County"
    # a tie (3 and 3) leans nowhere
    for k in (5,):
        arts.append(Article(id=f"a{k}", text="x", url=f"{host}{k}"))
        exts[f"a{k}"] = Extraction(article_id=f"a{k}", places=(_place(f"a{k}", "DeKalb", "Illinois", 0.1),))
    assert apply_homes(arts, exts, known=NOTHING_KNOWN)["e"].places == ()


@pytest.mark.parametrize(("written", "moved_to"), [("KCK", "Kansas"), ("Kansas City", "Missouri")])
def test_a_form_that_names_one_namesake_stays(written, moved_to):
    # "Teenage girl shot and killed in KCK's third fatal drive-by shooting this week" (the
    # Kansas City Star, whose home is Missouri): "KCK" is Kansas City, Kansas
    c = geo.lookup("Kansas City", country="US", admin1="Kansas")[0]
    p = Place(name=c.name, evidence=Evidence(article="k", start=0, end=len(written), text=written),
              admin1=c.admin1, country_code="US", lat=c.lat, lon=c.lon,
              geonames_id=c.geonames_id, score=0.1)  # fmt: skip
    assert prefer_home((p,), "Missouri")[0].admin1 == moved_to


@pytest.mark.parametrize(
    ("towns", "expected"),
    [(["Omaha"] * 3 + ["Lincoln"], "Omaha"), (["Omaha"] * 2 + ["Lincoln"] * 2, "Nebraska")],
)
def test_placeless_report_gets_its_outlets_home_town(towns, expected):
    # KETV (GVA dev): "Police said the incident happened near an apartment complex off 84th
    # and Q streets" names no town; most of the station's Nebraska reports are in Omaha.
    host = "http://www.ketv.com/news/"
    arts, exts = [], {}
    for k, town in enumerate(towns):
        aid = f"t{k}"
        arts.append(Article(id=aid, text="x", url=f"{host}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, town, "Nebraska", 0.4),))
    arts.append(Article(id="e", text="Police said the incident happened near an apartment complex.", url=f"{host}e"))
    exts["e"] = Extraction(article_id="e")
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["e"].places[0]
    assert (p.name, p.admin1, p.score, p.evidence.article, p.evidence.text) == (expected, "Nebraska", 0.0, "e", "")


KSU = ("A nineteen-year-old Kansas State University student who was injured when he accidentally "
       "shot himself Sunday could face charges for the incident.")  # fmt: skip


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # WIBW (GVA dev): no town named, one state
        (KSU, ("Kansas", "Kansas")),
        # two states: nothing to go on
        (KSU + " He is from Missouri.", None),
    ],
)
def test_placeless_report_that_names_one_state(text, expected):
    art = Article(id="k", text=text, url="http://www.wibw.com/content/news/k")
    p = apply_homes([art], {"k": Extraction(article_id="k")}, known=NOTHING_KNOWN)["k"].places
    assert ((p[0].name, p[0].admin1) if p else None) == expected
    if p:
        assert (p[0].score, p[0].evidence.text) == (0.0, text[p[0].evidence.start : p[0].evidence.end]) == (0.0, "Kansas")


def test_placeless_report_whose_headline_names_a_state():
    # GVA dev: a Charlotte station's page with no story text; its headline names the state
    title = "10 people shot at National Guard Armory in Tennessee - WSOC-TV Charlotte, NC"
    art = Article(id="n", text="Sign in to comment.", title=title, url="http://www.wsoctv.com/news/n")
    p = apply_homes([art], {"n": Extraction(article_id="n")}, known=NOTHING_KNOWN)["n"].places[0]
    assert (p.admin1, p.score, p.evidence.field, p.evidence.text) == ("Tennessee", 0.0, "title", "Tennessee")
    assert title[p.evidence.start : p.evidence.end] == "Tennessee"


def test_named_state_wins_over_the_outlets_home():
    arts, exts = _corpus(3)  # a Tennessee outlet
    arts.append(Article(id="k", text=KSU, url=f"{HOST}k"))
    exts["k"] = Extraction(article_id="k")
    assert apply_homes(arts, exts, known=NOTHING_KNOWN)["k"].places[0].admin1 == "Kansas"


def test_placeless_report_leans_on_one_other_report():
    # one other report of the outlet placed in Tulsa: more to go on than nothing
    host = "http://www.fox23.com/news/"
    arts = [Article(id="t", text="x", url=f"{host}t"), Article(id="e", text="Sign in using your profile.", url=f"{host}e")]
    exts = {"t": Extraction(article_id="t", places=(_place("t", "Tulsa", "Oklahoma", 0.1),)), "e": Extraction(article_id="e")}
    assert home_states(arts, exts) == {}
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["e"].places[0]
    assert (p.name, p.admin1, p.score) == ("Oklahoma", "Oklahoma", 0.0)
    assert apply_homes(arts, exts, known=NOTHING_KNOWN)["t"] == exts["t"]  # the placed report is not moved


LEDGER = "http://www.ledger-enquirer.com/news/local/crime/"


@pytest.mark.parametrize(
    ("neighbours", "score", "admin1"),
    [(2, 0.1, "Georgia"),  # beside two Phenix City reports: Columbus, Georgia
     (1, 0.1, "Ohio"),  # one other report is not enough
     (2, 0.69, "Ohio")],  # a place the report names firmly keeps its namesake
)  # fmt: skip
def test_weak_place_moves_to_its_namesake_near_the_outlets_reports(neighbours, score, admin1):
    # "Child grazed by bullet in Columbus shooting on Fourth Street": a title's bare town
    # is the biggest Columbus (Ohio), the Ledger-Enquirer's other reports are across the
    # river in Phenix City, Ala.
    arts, exts = [], {}
    for k in range(neighbours):
        aid = f"p{k}"
        arts.append(Article(id=aid, text="x", url=f"{LEDGER}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, "Phenix City", "Alabama", 0.1),))
    arts.append(Article(id="c", text="x", url=f"{LEDGER}c"))
    exts["c"] = Extraction(article_id="c", places=(_place("c", "Columbus", "Ohio", score),))
    out = apply_homes(arts, exts, known=NOTHING_KNOWN)
    assert out["c"].places[0].admin1 == admin1
    assert apply_homes(list(reversed(arts)), exts, known=NOTHING_KNOWN) == out


def test_bare_county_name_moves_to_the_county_near_the_outlets_reports():
    # "4-year-old boy hit by stray bullet outside DeKalb apartments" (the Atlanta
    # Journal-Constitution): a title's bare "DeKalb" is the Illinois town, the paper's other
    # reports are in Atlanta and Stone Mountain, in and beside DeKalb County, Georgia.
    host = "http://www.ajc.com/news/news/crime-law/"
    arts, exts = [], {}
    for k, town in enumerate(("Atlanta", "Atlanta", "Stone Mountain")):
        aid = f"a{k}"
        arts.append(Article(id=aid, text="x", url=f"{host}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, town, "Georgia", 0.1),))
    arts.append(Article(id="d", text="x", url=f"{host}d"))
    exts["d"] = Extraction(article_id="d", places=(_place("d", "DeKalb", "Illinois", 0.1),))
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["d"].places[0]
    assert (p.name, p.admin1) == ("DeKalb County", "Georgia")


@pytest.mark.parametrize(
    ("title", "url", "expected"),
    [
        # GVA dev: a sign-in page whose headline names the town, which has one US namesake
        ("Lingle man accused of shooting, killing baby, dies", "http://www.starherald.com/news/l",
         ("Lingle", "Wyoming")),
        # GVA dev (Honolulu station): "North Shore" has a namesake in Virginia only, but the
        # host spells Hawaii: the headline's town is no Hawaii town, so the state stays
        ("Man ordered to stay away from teen prior to North Shore shooting - Hawaii News Now",
         "http://www.hawaiinewsnow.com/story/n", ("Hawaii", "Hawaii")),
        # a town with many namesakes and no state to go on says nothing
        ("Police: Woman seriously injured in Williamsburg shooting", "http://www.example.com/w", None),
    ],
)  # fmt: skip
def test_placeless_report_takes_its_headlines_town(title, url, expected):
    art = Article(id="t", text="You are the owner of this article.", title=title, url=url)
    p = apply_homes([art], {"t": Extraction(article_id="t")}, known=NOTHING_KNOWN)["t"].places
    assert ((p[0].name, p[0].admin1) if p else None) == expected
    if p and p[0].name != p[0].admin1:
        assert (p[0].score, p[0].evidence.field) == (0.0, "title")
        assert title[p[0].evidence.start : p[0].evidence.end] == p[0].evidence.text == expected[0]


def test_placeless_report_takes_its_headlines_town_in_the_home_state():
    # GVA dev: "Army veteran identified as shooter in Murray murders-suicide" in the Salt Lake
    # Tribune (Murray, Kentucky is the other namesake); the outlet's other reports are in Utah
    host = "http://www.sltrib.com/news/"
    arts = [Article(id=f"u{k}", text="x", url=f"{host}{k}") for k in range(3)]
    exts = {a.id: Extraction(article_id=a.id, places=(_place(a.id, "Ogden", "Utah", 0.6),)) for a in arts}
    title = "Army veteran identified as shooter in Murray murders-suicide"
    arts.append(Article(id="m", text="Sign in to continue.", title=title, url=f"{host}m"))
    exts["m"] = Extraction(article_id="m")
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["m"].places[0]
    assert (p.name, p.admin1, p.score) == ("Murray", "Utah", 0.0)


_CINCY = "http://www.wlwt.com/news/"


def _cincinnati_outlet(quarter: Place, text: str, *, towns: int = 3) -> tuple[list[Article], dict[str, Extraction]]:
    arts, exts = [], {}
    for k in range(towns):
        aid = f"h{k}"
        arts.append(Article(id=aid, text="x", url=f"{_CINCY}{k}"))
        exts[aid] = Extraction(article_id=aid, places=(_place(aid, "Cincinnati", "Ohio", 0.6),))
    arts.append(Article(id="q", text=text, url=f"{_CINCY}q"))
    exts["q"] = Extraction(article_id="q", places=(quarter,))
    return arts, exts


@pytest.mark.parametrize(
    ("name", "admin1", "text", "expected"),
    [
        # a quarter of the outlet's city the gazetteer lacks, a far small town's name
        ("Westwood", "Massachusetts", "Police are investigating a quadruple shooting in Westwood.", ("Cincinnati", "Ohio")),
        # ... not where the article names the far town's state
        ("Westwood", "Massachusetts", "A shooting in Westwood, Massachusetts.", ("Westwood", "Massachusetts")),
        # ... nor a city of its own
        ("Richmond", "Virginia", "A shooting in Richmond.", ("Richmond", "Virginia")),
    ],
)
def test_a_far_small_town_is_a_quarter_of_the_outlets_home_town(name, admin1, text, expected):
    arts, exts = _cincinnati_outlet(_place("q", name, admin1, 0.5), text)
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["q"].places[0]
    assert (p.name, p.admin1) == expected
    assert p.evidence == exts["q"].places[0].evidence  # the report's own words are cited


def test_a_quarter_without_a_home_town_takes_the_home_state_at_score_0():
    # three Ohio reports in three towns: a home state, no home town
    arts, exts = _cincinnati_outlet(_place("q", "Westwood", "Massachusetts", 0.5), "A shooting in Westwood.", towns=0)
    for k, town in enumerate(("Dayton", "Columbus", "Toledo")):
        arts.append(Article(id=f"o{k}", text="x", url=f"{_CINCY}o{k}"))
        exts[f"o{k}"] = Extraction(article_id=f"o{k}", places=(_place(f"o{k}", town, "Ohio", 0.6),))
    p = apply_homes(arts, exts, known=NOTHING_KNOWN)["q"].places[0]
    assert (p.name, p.admin1, p.score) == ("Ohio", "Ohio", 0.0)
