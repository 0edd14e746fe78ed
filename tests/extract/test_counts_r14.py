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
