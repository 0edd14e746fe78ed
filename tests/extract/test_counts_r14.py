"""Fourteenth round, counts (2026-12-02, Villach and Munich 2025 probes)."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _counts(text: str) -> list[tuple[str, int]]:
    x = extract_article(Article(id="a", text=text, title="x", published="2025-02-16"))
    return [(c.kind, c.value) for c in x.counts]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Reuters on Villach: a hit, and "Four other people were wounded" had made a "no
        # death told" zero that the conservative rule chose over two reports' one dead)
        ("The man who stabbed a 14-year-old boy to death in the Austrian town of Villach on Saturday was an "
         "Islamist, the minister said. Four other people were wounded in the attack.",
         [("killed", 1), ("injured", 4)]),
        ("Police said Smith shot his wife and two children to death before turning the gun on himself.",
         [("killed", 3)]),
        # no "to death": people hit, dead or not
        ("A man stabbed two people in Villach on Saturday.", [("hit", 2)]),
    ],
)
def test_the_object_of_shot_or_stabbed_put_to_death(text, expected) -> None:
    assert _counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (Bondi Junction 2024: the AP report's hurt had been unread)
        ("A man stabbed six people to death on Saturday. Eight people, including a 9-month-old baby, "
         "were taken to hospitals with stab wounds, police said.", ("injured", 8)),
        # (Almora 2024: the two who died had been read as two injured)
        ("The death toll rose to 38 on Tuesday after two injured passengers succumbed in hospital, "
         "officials said.", ("killed", 2)),
        ("The death toll rose to 38 on Tuesday. Twenty-four people are undergoing treatment.", ("injured", 24)),
    ],
)
def test_hurt_told_by_hospital_and_treatment_r14(text, expected) -> None:
    assert expected in _counts(text)
    if expected[0] == "killed":
        assert ("injured", 2) not in _counts(text)
