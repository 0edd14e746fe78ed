"""Eighteenth round, actors (2026-12-02, lead's probes): wire copy in capitals that says no
group claimed the attack is no claim by the group it then names (Kirkuk 2025 probe)."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article


def _stances(text: str) -> list[tuple[str, str]]:
    return [(a.name, a.stance) for a in extract_article(Article(id="a", text=text, title="x")).actors]


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("NO GROUP HAS CLAIMED RESPONSIBILITY, BUT SECURITY OFFICIALS SUSPECT ISLAMIC STATE SLEEPER CELLS, "
         "WHICH HAVE STAGED SIMILAR ATTACKS IN THE PROVINCE.", False),
        ("THE TALIBAN HAVE NOT CLAIMED RESPONSIBILITY FOR THE ATTACK.", False),
        ("NOBODY HAS YET CLAIMED RESPONSIBILITY, THOUGH OFFICIALS POINTED TO AL-SHABAAB.", False),
        # ... while a claim stands, whatever negation follows it
        ("THE TALIBAN CLAIMED RESPONSIBILITY FOR THE ATTACK.", True),
        ("ISLAMIC STATE CLAIMED RESPONSIBILITY, ALTHOUGH NO EVIDENCE WAS GIVEN.", True),
    ],
)  # fmt: skip
def test_a_claim_nobody_made_is_no_claim_in_capitals(text: str, claimed: bool) -> None:
    assert any(stance == "claimed" for _, stance in _stances(text)) is claimed
