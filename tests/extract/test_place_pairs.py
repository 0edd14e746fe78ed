"""Names that agree on a place whatever else the text names: a town and the county it lies
in (place_resolve.county_pairs), a town of another named place's state, a state's name that
opens a county's name, and a common word the pattern writes as a town's name."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, title: str | None = None) -> tuple[str, str | None] | None:
    places = location.extract(ParsedArticle(Article(id="p", text=text, title=title)))
    return (places[0].name, places[0].admin1) if places else None


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        # GVA dev (shortened): a Mississippi station's story of an Alabama town; the title's
        # "South Mississippi" was the only state, and Wetumpka, Ala. (7,994) was dropped as a
        # small namesake far from it
        (
            "The Wetumpka Police Department has identified the four victims involved in a "
            "shooting that occurred in west Wetumpka on Saturday. The suspect was taken to "
            "the Elmore County Jail.",
            "Victims killed in drive-by shooting in Wetumpka - WLOX.com - The News for South Mississippi",
            ("Wetumpka", "Alabama"),
        ),
        # GVA dev: a Georgia station's title; Vicksburg and Warren County are in Mississippi
        (
            "Vicksburg Police Chief Walter Armstrong said a teen suspect, wanted for shooting "
            "another teenager, has been arrested. He was booked into the Warren County Jail.",
            "Teen accused of shooting teen in Vicksburg released on bond - WTVM.com-Columbus, GA News",
            ("Vicksburg", "Mississippi"),
        ),
    ],
)
def test_town_and_its_county_agree(text, title, expected):
    assert _top(text, title) == expected


def test_pair_outweighs_a_bigger_namesake_county():
    # GVA dev: Montgomery County, Ohio is the biggest namesake, and had taken Christiansburg
    # (a village of Ohio too) with it; the two names agree only in Virginia
    text = (
        "A Covington woman is in critical condition following a shooting that Montgomery "
        "County deputies have ruled as accidental.\n\nThe Montgomery County Sheriff's Office "
        "is investigating an accidental shooting.\n\nIt happened right outside of "
        "Christiansburg Tuesday evening just before six near Woodrow Road."
    )
    places = location.extract(ParsedArticle(Article(id="p", text=text)))
    assert {p.admin1 for p in places if p.name in ("Christiansburg", "Montgomery County")} == {"Virginia"}


def test_town_of_another_places_state():
    # GVA dev: Atlanta (95 km off, a hospital) had made LaGrange, Ga. a far small namesake
    text = (
        "LaGRANGE — A 7-year-old child who was shot in the back Sunday was in critical "
        "condition in an Atlanta area hospital Monday morning, according to police.\n\n"
        "The child went through surgery on Sunday, said Lt. Dale Strickland of the LaGrange "
        "Police Department.\n\nAccording to LaGrange police, they responded to an apartment."
    )
    assert _top(text, "Child in critical condition after accidental shooting in LaGrange") == ("LaGrange", "Georgia")


def test_state_opening_a_county_name_is_not_the_state():
    # GVA dev: "Saltsburg, Indiana County" had been read as "Saltsburg, Indiana"
    text = (
        "\u201cWe heard him cry, and it was the best sound,\u201d said Jeremie Iverson, 42, who lives "
        "with his wife and two other children in an area peppered with cornfields and silos "
        "just outside Saltsburg, Indiana County."
    )
    places = location.extract(ParsedArticle(Article(id="p", text=text)))
    assert "Indiana" not in {p.admin1 for p in places}
    assert ("Indiana County", "Pennsylvania") in {(p.name, p.admin1) for p in places}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: "meridian" is a common word; written before "police" it is a town
        ("Meridian police are investigating a shooting overnight at an apartment complex "
         "where a child was shot.", "Meridian"),
        ("One person has been charged with manslaughter after the shooting death of a "
         "3-year-old in Meridian.", "Meridian"),
    ],
)
def test_common_word_written_as_a_town(text, expected):
    top = _top(text)
    assert top is not None and top[0] == expected


def test_common_word_alone_is_no_town():
    # the same word, not written as a town's name, names no place
    assert _top("The meridian of the map was drawn by hand, and nobody was hurt.") is None


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab Kx,.\nCounty Jail Elmore Wetumpka Meridian police in")), max_size=120))
def test_never_raises_and_evidence_exact(text):
    for p in location.extract(ParsedArticle(Article(id="h", text=text)), use_spacy=False):
        assert text[p.evidence.start : p.evidence.end] == p.evidence.text
