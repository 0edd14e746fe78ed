"""A US dateline's town the gazetteer lacks, written with its state, stands; a dateline
whose dash runs into the first word is still a dateline."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _places(text: str, title: str | None = None):
    return location.extract(ParsedArticle(Article(id="d", text=text, title=title)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: Kinloch, Mo. (a few hundred people) is in no gazetteer the project ships
        (
            "KINLOCH, Mo. ( KMOV.com ) – Four people were hospitalized after a late night "
            "shooting in Kinloch Monday.",
            ("Kinloch", "Missouri"),
        ),
        (
            "IRA, Vt. (AP) — Vermont State Police say a man cleaning his handgun at a camp "
            "accidentally shot his 9-year-old daughter in the stomach.",
            ("Ira", "Vermont"),
        ),
    ],
)
def test_unlisted_dateline_town(text, expected):
    places = _places(text)
    assert places and (places[0].name, places[0].admin1) == expected
    assert places[0].geonames_id is None
    assert text[places[0].evidence.start : places[0].evidence.end] == places[0].evidence.text


def test_unlisted_dateline_county_is_no_town():
    # a county's or township's name is no town, whatever the gazetteer lacks
    places = _places("STAR TOWNSHIP, Mich. (AP) — A man was shot while hunting on Saturday.")
    assert not any(p.name.lower().startswith("star") for p in places)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: the dash runs into the first word; "Lexington" (an avenue) had led
        (
            "COLUMBUS (WCMH)\u2013Police say two teenage girls were accidentally shot Friday night "
            "in south Linden. The shooting happened on East 21st Avenue between Lexington and "
            "Jefferson Avenues.",
            "Columbus",
        ),
        ("LAWTON, OK (KSWO) -The search continued on Tuesday for two men.", "Lawton"),
    ],
)
def test_dateline_dash_run_into_the_first_word(text, expected):
    places = _places(text)
    assert places and places[0].name == expected


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab ,.\n-—()KINLOCH, Mo. Vt. police Cache")), max_size=120))
def test_never_raises_and_evidence_exact(text):
    for p in location.extract(ParsedArticle(Article(id="h", text=text)), use_spacy=False):
        assert text[p.evidence.start : p.evidence.end] == p.evidence.text
