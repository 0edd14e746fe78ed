"""Tests for crosswire.lexicon: the common-word list and the same-length truecaser."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire import lexicon


@pytest.mark.parametrize("word", ["said", "bomb", "killed", "guerrillas", "police", "subversives"])
def test_frequent_lowercase_words_are_common(word: str) -> None:
    assert lexicon.is_common(word)


@pytest.mark.parametrize("word", ["Salvador", "Washington", "FMLN", "Lima", "Cristiani"])
def test_names_are_not_common(word: str) -> None:
    assert not lexicon.is_common(word)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("FMLN GUERRILLAS ATTACKED SAN SALVADOR.", "FMLN guerrillas attacked San Salvador."),
        ("THE ARMY SAID [ELN] REBELS KILLED TWO", "The army said [ELN] rebels killed two"),
        ("POLICE SAID. THREE PEASANTS", "Police said. Three peasants"),
    ],
)
def test_truecase_sentences(text: str, expected: str) -> None:
    assert lexicon.truecase(text) == expected


def test_line_wraps_are_not_sentence_starts() -> None:
    out = lexicon.truecase("THEY HAVE BEEN KIDNAPPED BY TERRORISTS OF THE\nFARABUNDO MARTI")
    assert "\nFarabundo" in out and out.startswith("They have")


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_truecase_keeps_length_and_letters(text: str) -> None:
    out = lexicon.truecase(text)
    assert len(out) == len(text)
    assert out.lower() == text.lower()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "US" is the country before what a country has or does, and after "THE"
        ("KILLING 60 AFGHANS AND 13 US TROOPS", "Killing 60 Afghans and 13 US troops"),
        ("HE TOLD US THAT THE US IS TO BLAME.", "He told us that the US is to blame."),
        ("LET US JOIN THE US-LED COALITION.", "Let us join the US-led coalition."),
        # the pronoun stays one
        ("GIVE US THE MONEY", "Give us the money"),
    ],
)
def test_truecase_us_the_country(text: str, expected: str) -> None:
    assert lexicon.truecase(text) == expected
