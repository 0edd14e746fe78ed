"""Actor names: well-known spellings, bracketed acronyms, capitals, initials."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.actor_names import (
    article_aliases,
    capital_country,
    initials_match,
    known_groups,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the long name whole, and each bracketed alias
        ("The Islamic State of Iraq and the Levant (ISIL, or ISIS) has claimed", ["Islamic State"] * 3),
        ("THE ISLAMIC STATE GROUP CLAIMED RESPONSIBILITY", ["Islamic State"]),
        ("Tehreek-e-Taliban Pakistan claimed", ["Tehrik-i-Taliban Pakistan"]),
        ("the Pakistani Taliban denied", ["Tehrik-i-Taliban Pakistan"]),
        ("ISIS-K was responsible", ["Islamic State Khorasan"]),
        ("the hallmarks of ISKP and of IS-K", ["Islamic State Khorasan"] * 2),
        ("al-Shabab fighters stormed the hotel", ["al-Shabaab"]),
        # an acronym only in capitals: "isk" inside a word or in lower case is none
        ("the risk of more attacks is high", []),
        ("Police said the Bloods gang was behind it", []),
        # a bare "IS" in ordinary case; between capitals it is the verb
        ("The attack was claimed by IS on Friday", ["Islamic State"]),
        ("WHO IS BEHIND THE ATTACK", []),
        ("THE ATTACK IS", []),
    ],
)
def test_known_groups(text: str, expected: list[str]) -> None:
    assert [n for n, _, _ in known_groups(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The Islamic State of Iraq and the Levant (ISIL, or ISIS) has claimed responsibility",
            {"ISIL": "Islamic State", "ISIS": "Islamic State"},
        ),
        ("Tehreek-i-Taliban Pakistan (TTP) commander Sarbakaf Mohmand", {"TTP": "Tehrik-i-Taliban Pakistan"}),
        (
            "including the Detroit-based Traveling Vice Lords (TVL) and others",
            {"TVL": "Traveling Vice Lords"},
        ),
        # brackets that are no acronym of the name before them
        ("Kerman (AP) - Two explosions", {}),
        ("said John Smith (R-Texas) on Monday", {}),
        # an acronym of the name in its own language (Ejército de Liberación Nacional)
        ("Colombia's National Liberation Army (ELN) has claimed responsibility.", {"ELN": "National Liberation Army"}),
        ("police said on Tuesday (AP) that", {}),
    ],
)
def test_article_aliases(text: str, expected: dict[str, str]) -> None:
    assert article_aliases(text) == expected


@pytest.mark.parametrize(
    ("acronym", "name", "expected"),
    [
        ("TTP", "Tehrik-i-Taliban Pakistan", True),
        ("ISIL", "Islamic State of Iraq and the Levant", True),
        ("NTJ", "National Thowheeth Jama'ath", True),
        ("US", "Ukraine", False),
        ("IS", "Islamic", False),
    ],
)
def test_initials_match(acronym: str, name: str, expected: bool) -> None:
    assert initials_match(acronym, name) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [("Kyiv", "Ukraine"), ("Kremlin", "Russia"), ("Islamabad", "Pakistan"), ("Kerman", None), ("Taliban", None)],
)
def test_capital_country(name: str, expected: str | None) -> None:
    assert capital_country(name) == expected


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_and_spans_exact(text: str) -> None:
    for name, a, b in known_groups(text):
        assert 0 <= a < b <= len(text) and name
    article_aliases(text)
