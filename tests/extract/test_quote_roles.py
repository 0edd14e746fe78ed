"""Speakers' names and roles: titles before a name, appositives after it, an earlier mention's role."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.extract.quote_roles import earlier_role, role_around, title_before, without_titles


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        ("Prime Minister Hassan Diab said", "Hassan Diab", "Prime Minister"),
        ("Balochistan Home Minister Ziaullah Langove told reporters", "Ziaullah Langove", "Balochistan Home Minister"),
        ("State Minister of Defence Ruwan Wijewardene said", "Ruwan Wijewardene", "State Minister of Defence"),
        # a capitalised word that is no title, or a sentence boundary: no title
        ("Witnesses saw Ahmed Hassan", "Ahmed Hassan", None),
        ("It was over. Ahmed Hassan said", "Ahmed Hassan", None),
    ],
)
def test_title_before(text: str, name: str, title: str | None) -> None:
    assert title_before(text, text.index(name)) == title


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        # a surname speaker takes the role of the mention that introduced the name
        ("Prime Minister Hassan Diab declared a day of mourning. Later Hassan Diab said more.", "Hassan Diab", "Prime Minister"),
        ("Choi Seong-beom, chief of the Yongsan fire department, said 151 people had died.", "Choi Seong-beom", "chief of the Yongsan fire department"),
        # an appositive that names no role is none
        ("Ahmed Hassan, 34, was at the market.", "Ahmed Hassan", None),
        ("ahmed hassan said", "ahmed hassan", None),
    ],
)
def test_earlier_role(text: str, name: str, role: str | None) -> None:
    assert earlier_role(text, name, len(text)) == role


def test_titles_spacy_took_into_a_name_are_the_role() -> None:
    text = "Chief Constable Ian Hopkins said"
    ea, eb = without_titles(text, 0, len("Chief Constable Ian Hopkins"))
    assert text[ea:eb] == "Ian Hopkins"
    assert role_around(text, 0, eb, ea, eb) == "Chief Constable"
    # a courtesy title is part of the name's writing, not a role
    text = "Mr Saidu said"
    assert role_around(text, 0, 8, 3, 8) is None
    # two words always stay a name
    assert without_titles("Detective Smith", 0, 15) == (0, 15)
    # an "of" phrase after the name runs on from the title; an appositive is set off
    text = "Sgt. Mike Hall of the Dallas Police Department"
    assert role_around(text, 0, len(text), 5, 14) == "Sgt. of the Dallas Police Department"
    text = "Brig. Gen. John Smith, the deputy chief of staff"
    assert role_around(text, 0, len(text), 11, 21) == "Brig. Gen., deputy chief of staff"


@given(st.text(max_size=200), st.text(min_size=1, max_size=20))
def test_never_raises(text: str, name: str) -> None:
    title_before(text, len(text) // 2)
    earlier_role(text, name, len(text))
