"""Places of the nineteenth round: villages and districts the gazetteer lacks, named as the
scene of a foreign wire report, and a province GeoNames lists twice.

Each lede is written for the test in the styles of AP, Reuters and AFP; the place that must
come first is the settlement the text names, with the province it names, never the bureau's
dateline city.
"""

from __future__ import annotations

import pytest

from crosswire import geo
from crosswire.extract import location
from crosswire.extract.place_provinces import capital_province
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _first(text: str):
    places = location.extract(ParsedArticle(Article(id="a", text=text)))
    assert places, "no place found"
    return places[0]


@pytest.mark.parametrize(
    ("text", "name", "admin1", "country"),
    [
        # a village whose name ends in a building's word ("Station"), called a village by the
        # text: not a venue, and not the dateline's city
        ("KADUNA, Nigeria (AP) — Gunmen attacked Kajuru Station, a village in Kaduna state, "
         "killing at least 11 people on Sunday, police said.", "Kajuru Station", "Kaduna", "NG"),
        ("KADUNA, Nigeria (AP) — Gunmen killed 11 people in the village of Kajuru Station in "
         "Kaduna state on Sunday, police said.", "Kajuru Station", "Kaduna", "NG"),
        # "X village in Y local government area": the unit's seat gives point and province
        ("KADUNA, Nigeria (AP) — Gunmen killed 11 people in Maro village in Kajuru local "
         "government area on Sunday, residents said.", "Maro", "Kaduna", "NG"),
        # "X community in Y state"
        ("JOS, Nigeria (AP) — Gunmen killed 12 people in Ungwan Gaida community in Plateau "
         "state on Sunday, police said.", "Ungwan Gaida", "Plateau", "NG"),
        # "the X district of Y": a district named after its seat, in the province named
        ("ISLAMABAD (Reuters) - A suicide bomber killed at least 44 people at a political rally "
         "in the Bajaur district of Khyber Pakhtunkhwa province on Sunday, police said.",
         "Bajaur", "Khyber Pakhtunkhwa", "PK"),
        ("SRINAGAR, India (Reuters) - Militants killed nine people when they opened fire on a bus "
         "carrying pilgrims in the Reasi district of Jammu and Kashmir on Sunday, police said.",
         "Reasi", "Jammu and Kashmir", "IN"),
        # the possessor with its unit word ("Nangarhar province's")
        ("JALALABAD, Afghanistan (AP) — A bomb exploded at a mosque in Nangarhar province's "
         "Haska Mena district on Friday, killing 62 worshippers.", "Haska Mena", "Nangarhar", "AF"),
        # a Nigerian local government area named with its state as possessor
        ("ABUJA, Nigeria (Reuters) - Bandits killed at least 30 people in attacks on three "
         "villages in Kebbi state's Danko Wasagu local government area, police said on Sunday.",
         "Danko Wasagu", "Kebbi", "NG"),
        # Ethiopia's kebele, the smallest unit, is a village's; its district's seat places it
        ("ADDIS ABABA, Ethiopia (AP) — Gunmen killed more than 200 people in Tole kebele, in the "
         "Gimbi district of the Oromia region, witnesses said.", "Tole", "Oromiya", "ET"),
        # the province named bare after the village ("in southern Kaduna", "in Plateau")
        ("KADUNA, Nigeria (AP) — Gunmen attacked Kajuru Station village in southern Kaduna on "
         "Sunday, killing 11 people.", "Kajuru Station", "Kaduna", "NG"),
        ("JOS, Nigeria (AP) — Gunmen killed 30 people in Kwall village in Plateau on Friday.",
         "Kwall", "Plateau", "NG"),
        # a province GeoNames lists under two codes, named bare under the capital's dateline
        ("BAMAKO, Mali (AP) — Jihadi rebels killed 64 people in an attack on an army base in the "
         "Gao region on Thursday, the government said.", "Gao", "Gao", "ML"),
        # a village this close to its reference town is in the town's province
        ("At least 64 people were killed in an air strike on a busy market in Togoga, a village "
         "about 25km west of Mekelle, the capital of Tigray, health officials said.", "Togoga",
         "Tigray", "ET"),
    ],
)  # fmt: skip
def test_unlisted_scene_named_with_its_containing_area(text, name, admin1, country):
    p = _first(text)
    assert (p.name, p.admin1, p.country_code) == (name, admin1, country)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("KADUNA, Nigeria (AP) — Gunmen attacked Kajuru Station, a village in Kaduna state, "
         "killing at least 11 people on Sunday, police said.", "Kajuru Station"),
        ("JOS, Nigeria (AP) — Gunmen killed 12 people in Ungwan Gaida community in Plateau "
         "state on Sunday, police said.", "Ungwan Gaida"),
    ],
)  # fmt: skip
def test_unlisted_village_takes_its_provinces_point_without_an_id(text, name):
    # no GeoNames id: the point is the province's, approximate (geo.admin1_point)
    p = _first(text)
    assert p.name == name and p.geonames_id is None
    cc, code = next((cc, code) for cc, code in geo.admin1_lookup(p.admin1 or "") if cc == p.country_code)
    assert (p.lat, p.lon) == geo.admin1_point(cc, code)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a building named with a city is still a venue, not a settlement
        ("KABUL (Reuters) - A suicide bomber struck near Kabul Station on Friday, killing "
         "five people, police said.", "Kabul"),
        # a village 89 km from the state capital: the capital's province is not assumed
        ("Gunmen abducted 287 pupils from a school in Kuriga, a town 89 km from Kaduna, on "
         "Thursday morning.", "Kuriga"),
    ],
)  # fmt: skip
def test_no_settlement_read_where_the_text_gives_none(text, name):
    assert _first(text).name == name


def test_a_far_reference_town_gives_no_province():
    p = _first("Gunmen abducted 287 pupils from a school in Kuriga, a town 89 km from Kaduna, on "
               "Thursday morning.")  # fmt: skip
    assert p.admin1 is None


@pytest.mark.parametrize(
    ("name", "pairs", "expected"),
    [
        ("Gao", [("ML", "09"), ("ML", "12070577")], [("ML", "09")]),
        # provinces of several countries: left to the text's other clues
        ("Gao", [("ML", "09"), ("BF", "01")], [("ML", "09"), ("BF", "01")]),
        ("Nowhere Province", [("ML", "09"), ("ML", "12070577")], [("ML", "09"), ("ML", "12070577")]),
    ],
)
def test_capital_province(name, pairs, expected):
    assert capital_province(name, pairs) == expected


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a bureau yields to a city of another province its lede names as the target, however
        # close ("the city of X" after an attack's "on")
        ("BEIRUT (AP) — An Israeli strike on the southern Lebanese city of Nabatieh killed 16 "
         "people on Wednesday, officials said.", "Nabatîyé et Tahta"),
        ("ISLAMABAD (Reuters) - A suicide bomber attacked the garrison city of Rawalpindi on "
         "Monday, killing 10 people.", "Rawalpindi"),
        ("KYIV (AP) — Russian drones struck the city of Bucha on Monday, killing 3 people.", "Bucha"),
        # far off in the same province, as before
        ("KYIV, Ukraine (AP) — A Russian missile hit the square of the northern city of "
         "Chernihiv on Saturday, killing seven people.", "Chernihiv"),
        # a village of a district the possessor names ("Kurram district's") is no quarter of
        # the bureau's city
        ("PESHAWAR, Pakistan — Gunmen attacked a convoy of passenger vehicles in Kurram "
         "district's Bagan area on Thursday, killing 42 people.", "Bagan"),
        # ... while a neighbourhood of the dateline's city leaves the city the place
        ("KARACHI: Two men were shot dead in Lyari's Chakiwara area on Thursday, police said.",
         "Karachi"),
    ],
)  # fmt: skip
def test_bureau_yields_to_the_named_scene(text, name):
    assert _first(text).name == name


@pytest.mark.parametrize(
    ("text", "coords_of"),
    [
        # the province's mean point
        ("KADUNA, Nigeria (AP) — Gunmen attacked Kajuru Station, a village in Kaduna state, "
         "killing at least 11 people on Sunday, police said.", "admin1"),
        # the seat of the unit the village lies in
        ("KADUNA, Nigeria (AP) — Gunmen killed 11 people in Maro village in Kajuru local "
         "government area on Sunday, residents said.", "district"),
        # a listed town's own point
        ("KADUNA, Nigeria (AP) — Gunmen killed 11 people in Kajuru on Sunday, police said.", None),
    ],
)  # fmt: skip
def test_output_says_whose_point_an_unlisted_village_has(text, coords_of):
    p = _first(text)
    assert p.coords_of == coords_of
    assert p.value_dict().get("coords_of") == coords_of
