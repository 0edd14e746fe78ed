"""Places of the fifth round of probe reports (one event told in the styles of The Hindu,
Reuters and AP): a dateline alone on the first line; "X-based" and a country as a
statement's subject are no scene; a country's word before a province ("Indian Kashmir");
a two-city dateline is no scene; "the attack in the X district" takes the lead from a
bureau dateline close by.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location, place_forms
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_HINDU = (
    "SRINAGAR\n\nTerrorists opened fire on tourists at Baisaran meadow near Pahalgam in Jammu "
    "and Kashmir's Anantnag district on Tuesday afternoon, killing 26 people, most of them "
    "tourists, and injuring several others, officials said.\n\nThe Resistance Front (TRF), an "
    "offshoot of the Pakistan-based Lashkar-e-Taiba, claimed responsibility for the attack."
)
_REUTERS = (
    "ISLAMABAD/NEW DELHI, April 24 (Reuters) - Pakistan denied any role in Tuesday's attack on "
    "tourists in Indian Kashmir that killed 26 men, after India accused it of backing "
    "cross-border terrorism."
)
_AP = (
    "QUETTA, Pakistan (AP) — The death toll from a suicide bombing at a rally celebrating the "
    "birthday of Islam's Prophet Muhammad in southwest Pakistan rose to 57 on Saturday, "
    "officials said.\n\nThe attack in the Mastung district of Balochistan province also "
    "wounded dozens of people."
)


def _places(text: str):
    return location.extract(ParsedArticle(Article(id="a", text=text, published="2025-04-22")))


@pytest.mark.parametrize(
    ("text", "name", "admin1", "country", "never"),
    [
        # a bare upper-case first line is the dateline; the lede's town near it is the scene;
        # "Pakistan-based" qualifies the group and "Jammu and Kashmir's" is no town Jammu
        (_HINDU, "Pahalgam", "Jammu and Kashmir", "IN", {"PK"}),
        # a two-city dateline is no scene; "Pakistan denied", "India accused" are parties;
        # "Indian Kashmir" is India's province
        (_REUTERS, "Kashmir", "Jammu and Kashmir", "IN", set()),
        # "The attack in the Mastung district" outranks the bureau 45 km away
        (_AP, "Mastung", "Balochistan", "PK", set()),
    ],
)
def test_scene(text: str, name: str, admin1: str, country: str, never: set[str]) -> None:
    places = _places(text)
    assert places, text
    assert (places[0].name, places[0].admin1, places[0].country_code) == (name, admin1, country)
    assert not {p.country_code for p in places} & never


def test_two_city_dateline_is_no_scene() -> None:
    assert all(p.name not in {"Islamabad", "New Delhi"} for p in _places(_REUTERS))


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("SRINAGAR\n\nTerrorists opened fire", "SRINAGAR"),
        ("NEW DELHI\nPolice said", "NEW DELHI"),
        ("Srinagar\n\nTerrorists", None),  # not upper case
        ("SRINAGAR, April 22 (Reuters) - Gunmen", None),  # a wire dateline has its own rule
    ],
)
def test_bare_dateline(text: str, matches: str | None) -> None:
    m = place_forms.BARE_DATELINE.match(text)
    assert (m.group("city") if m else None) == matches


@pytest.mark.parametrize(
    ("text", "country_word", "affiliation"),
    [
        ("an offshoot of the Pakistan-based Lashkar-e-Taiba", "Pakistan", True),
        ("Iran-backed militias fired rockets", "Iran", True),
        ("the attack in Pakistan on Friday", "Pakistan", False),
    ],
)
def test_affiliation_after(text: str, country_word: str, affiliation: bool) -> None:
    end = text.index(country_word) + len(country_word)
    assert bool(place_forms.AFFILIATION_AFTER.match(text, end)) is affiliation


def test_dateline_yields_in_us_copy_unchanged() -> None:
    # a US station's upper-case first line followed by the lede: the town stays
    text = "KENOSHA\n\nTwo men were shot and killed in Kenosha on Sunday night, police said."
    places = _places(text)
    assert places and places[0].name == "Kenosha" and places[0].admin1 == "Wisconsin"


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="ABCKS \n-abc'", max_size=80))
def test_never_raises_and_evidence_exact(text: str) -> None:
    for p in _places(text):
        assert text[p.evidence.start : p.evidence.end] == p.evidence.text


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=120), st.integers(min_value=0, max_value=120))
def test_word_rules_never_raise(text: str, at: int) -> None:
    start = min(at, len(text))
    end = min(len(text), start + 8)
    assert place_forms.scene_role(text, start, end, text[start:end]) in (None, "skip", "party")
    bare = place_forms.bare_dateline(text)
    if bare is not None:
        assert text[bare[0] : bare[1]].title() == bare[2]
