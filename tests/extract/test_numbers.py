"""Quantities: digits, number words, qualifiers, vague words, and what is not a count."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.extract.numbers import VAGUE_WORDS, find_quantities, words_to_int


@pytest.mark.parametrize(
    ("text", "value", "vmin", "vmax", "qualifier"),
    [
        ("killed at least 95 people", 95, 95, None, "at_least"),
        ("wounded more than 210 others", 210, 211, None, "more_than"),
        ("over 210 people", 210, 211, None, "more_than"),
        ("84 or more people", 84, 84, None, "at_least"),
        ("eighty-four people", 84, 84, 84, "exact"),
        ("1,200 people", 1200, 1200, 1200, "exact"),
        ("nearly 100 people", 100, 89, 99, "nearly"),
        ("up to 30 people", 30, 0, 30, "up_to"),
        ("as many as 30 people", 30, 0, 30, "up_to"),
        ("about 50 peasants", 50, 45, 55, "about"),
        ("dozens of people", 12, 12, None, "vague"),
        ("scores of others", 40, 40, None, "vague"),
        ("hundreds of people", 100, 100, None, "vague"),
        ("a dozen people", 12, 12, 12, "exact"),
        # a station's word before a figure of people is still a count ("Minneapolis News 5 adults injured")
        ("Minneapolis News 5 adults injured", 5, 5, 5, "exact"),
        # a qualifier before a vague word leaves it vague (GVA dev: "about several people being dead")
        ("about several people being dead", 10, 3, None, "vague"),
        ("at least several people", 10, 3, None, "vague"),
        # a headline's figure before a capitalised casualty word is a head count
        ("100 Killed In Attack", 100, 100, 100, "exact"),
        # multiples of a dozen, and ranges (at least the lower figure, at most the upper)
        ("more than two dozen mourners", 24, 25, None, "more_than"),
        ("three dozen people", 36, 36, 36, "exact"),
        ("half a dozen people", 6, 5, 7, "about"),
        ("between 20 and 30 people", 20, 20, 30, "range"),
        ("between twenty and thirty people", 20, 20, 30, "range"),
        # "N to M" is a range too (probe round: "10 to 15 others were treated for minor injuries")
        ("10 to 15 people were hurt", 10, 10, 15, "range"),
        ("five to six people", 5, 5, 6, "range"),
        # a prefix before "a dozen" bounds it like a figure (probe round: "more than a dozen"
        # had stayed 12..12); "-plus" and "-odd" are "or more"
        ("more than a dozen people", 12, 13, None, "more_than"),
        ("at least a dozen people", 12, 12, None, "at_least"),
        ("100-plus people", 100, 100, None, "at_least"),
        ("forty-odd people", 40, 40, None, "at_least"),
        # "may" the verb after a figure leaves it a count
        ("up to 30 may have died", 30, 0, 30, "up_to"),
        # a word that starts like a month is no date ("2 declared dead", "12 Marines")
        ("2 declared dead", 2, 2, 2, "exact"),
        ("12 Marines were killed", 12, 12, 12, "exact"),
        # a nationality adjective after a figure is no street ("200 Kenyan Christians")
        ("more than 200 Kenyan Christians", 200, 201, None, "more_than"),
    ],
)
def test_quantity_forms(text, value, vmin, vmax, qualifier):
    q = find_quantities(text)[0]
    assert (q.value, q.min, q.max, q.qualifier) == (value, vmin, vmax, qualifier)


@pytest.mark.parametrize(
    "text",
    [
        "a 25-year-old man",
        "at about 6 p.m. Monday",
        "in 2015",
        "call 252-972-1411",
        "in the 1200 block of Main",
        # a house number (GVA dev: "shooting 2501 Carter")
        "shooting 2501 Carter",
        "$500 in cash",
        "the city's 20th homicide",
        # decades and ages, footnote marks, web addresses (GVA dev page text)
        "a man in his 20s was killed",
        "in their 50s and a teenage girl died",
        "[9] The positioning of the bodies",
        "wfsb23.com/news/local-news/two-men-killed",
        "wgntv.com/2013/08/18/5-shot-1-killed",
        "900blk of Mohawk St.",
        "22News reported",
        "15-year veteran Deputy Bill Cooper",
        "5 of 12",
        "30 minutes",
        # ... but not ages, and not a toll that rose "from 20 to 30" (its first figure alone)
        "ages 10 to 15",
        # a TV call sign (GVA dev: "confirmed to ABC15 two young girls ... were killed")
        "confirmed to ABC15",
        "told WSB2",
        # a station's number in words beside it (GVA dev: "Deputies tell 59 News the injuries")
        "Deputies tell 59 News the injuries",
        "Investigators tell 7 Action News the victim",
        "learned by News Channel 11 on Friday",
        "News 6 partner Florida Today reports",
        "Lt. Mike Ireland tells FOX 5, the gun",
        # a curly apostrophe in "o’clock" (GVA dev: "4 o’clock one person was found dead")
        "at about 4 o’clock",
        # a day before its month (MUC-4 dev datelines: "30 MAR 89 -- [TEXT] ONE PERSON WAS KILLED")
        "30 MAR 89 --",
        "killed on 12 March.",
        "on 24 May the",
        "on 16 NOVEMBER, the",
    ],
)
def test_not_counts(text):
    assert find_quantities(text) == []


@pytest.mark.parametrize(
    ("words", "value"),
    [("eighty-four", 84), ("two", 2), ("two hundred and five", 205), ("1,200", 1200), ("ninety nine", 99)],
)
def test_words_to_int(words, value):
    assert words_to_int(words) == value


def test_vague_values_within_bounds():
    for value, vmin, vmax, _ in VAGUE_WORDS.values():
        assert vmin <= value and (vmax is None or value <= vmax)


@given(st.text(max_size=300))
def test_never_raises_and_bounds_hold(text):
    for q in find_quantities(text):
        assert 0 <= q.start < q.end <= len(text)
        assert q.min <= q.value or q.qualifier == "nearly"
        assert q.max is None or q.min <= q.max
