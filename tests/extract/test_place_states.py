"""US states a text names (place_resolve.article_context) and states named alone
(place_resolve.coarse_place)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location, place_resolve, place_states
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


@pytest.mark.parametrize(
    ("text", "states"),
    [
        # GVA dev: a state's name ends the sentence, the next paragraph opens capitalised
        (
            "Authorities are investigating the death of a 10-year-old boy at a gun range in "
            "northern Iowa.\n\n\n\nPolice say in a news release that Cade Hartwig, of Clear "
            "Lake, suffered a head wound.",
            {"IA"},
        ),
        ("The shooting happened in Ohio.", {"OH"}),
        # an AP abbreviation keeps its full stop
        ("A man from Ind. was shot.", {"IN"}),
        # a title, not a state
        ("Miss Smith said the gun went off.", set()),
        # a street
        ("He was shot on Colorado Avenue.", set()),
        # GVA dev: a state's agency at a sentence's start, after "The"
        ("The Georgia Bureau of Investigation has released the identities of two people found "
         "dead and two more who were injured inside a Tift Co. home.", {"GA"}),
        ("The North Dakota Highway Patrol and the deputies later located the car.", {"ND"}),
        # the capital's newspaper, not the state
        ("The Washington Post reported the shooting.", set()),
        # GVA dev: New York's national paper cited in a Reading, Pa. story
        ("Willow, then 5 months old, had undergone a heart transplant at 1 week old and her "
         "condition had been improving.The New York Times published a feature story on the "
         "family in July 2015.", set()),
        # GVA dev: where a person is from, in a Lower East Side story
        ("\u201cYou would think it\u2019s quiet here . . . but you have to be careful,\u201d said "
         "Ohio native Rhonda Williams, 29, who has been living in the neighborhood.", set()),
        ("The victim, a Texas-born teacher, moved here in May.", set()),
        # GVA dev: a township or a school named after a state or the first president
        ("Police were called to a home in Washington Township on Sunday.", set()),
        ("The teen was a junior at Washington High School.", set()),
        ("Ohio Township police responded to the call.", set()),
        ("The Washington State Patrol closed the road.", {"WA"}),
        # two states joined by "and" stay states
        ("Deputies from Ohio and Kentucky searched the river.", {"OH", "KY"}),
    ],
)
def test_states_named(text, states):
    assert set(place_resolve.article_context(ParsedArticle(Article(id="s", text=text))).states) == states


@pytest.mark.parametrize(
    ("title", "states"),
    [
        # GVA dev: Las Vegas' Twain Avenue and Maryland Parkway, a crossing
        ("Woman dies after being shot inside a vehicle near Twain and Maryland", set()),
        ("Man shot at Maryland and Flamingo", set()),
        # GVA dev: "LA" is Los Angeles, unless after a town's comma
        ("As Many As 6 Wounded By Gunfire In South LA Following Fight", set()),
        ("Man shot outside Monroe, LA store", {"LA"}),
        ("Officials: NJ Officer Charged With Endangering After Child\u2019s Shooting Death", {"NJ"}),
    ],
)
def test_title_states(title, states):
    assert place_states.title_states(title) == states


@pytest.mark.parametrize(
    ("name", "code"),
    [("Iowa", "IA"), ("Ohio", "OH"), ("Utah", "UT"), ("Texas", "TX"), ("Ill", None), ("Ga", None)],
)
def test_coarse_state(name, code):
    c = place_resolve.coarse_place(name)
    assert (c.admin1_code if c is not None else None) == code


def test_state_alone_is_not_a_namesake_town():
    # GVA dev: "in northern Iowa" had been Iowa, Louisiana (a town of 3,000)
    text = ("Authorities are investigating the death of a 10-year-old boy at a gun range in "
            "northern Iowa.\n\n\n\nPolice say in a news release that Cade Hartwig, of Clear Lake, "
            "suffered a head wound Sunday afternoon.")
    places = location.extract(ParsedArticle(Article(id="g", text=text)))
    assert places and all(p.admin1 == "Iowa" for p in places)


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .\n\tIowaOhioMissInd.Police")), max_size=80))
def test_states_never_raise(text):
    assert place_resolve.article_context(ParsedArticle(Article(id="h", text=text))).states is not None
