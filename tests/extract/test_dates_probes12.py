"""Event dates of the twelfth round of probe reports (2026-12-01): a blame, a claim or a
denial is told after the act (Istanbul 2022)."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _dates(text: str, published: str) -> list[tuple[str, str]]:
    return [(d.value, d.basis) for d in dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))]


@pytest.mark.parametrize(
    "text",
    [
        # Reuters the day after the Istiklal Avenue bombing (Sunday): Monday is the blame's
        "ISTANBUL, Nov 14 (Reuters) - Turkey blamed Kurdish militants on Monday for a bomb attack on a busy "
        "pedestrian avenue in Istanbul that killed six people.",
        "Islamic State claimed responsibility on Monday for the attack that killed six people.",
    ],
)
def test_blame_and_claim_days_are_later_steps(text: str) -> None:
    assert _dates(text, "2022-11-14T11:00:00Z")[0] == ("2022-11-14", "later_step")


def test_denial_day_leaves_the_attack_day_first() -> None:
    text = "The PKK denied involvement on Monday in the bombing that killed six people in Istanbul on Sunday."
    assert _dates(text, "2022-11-14T11:00:00Z")[0] == ("2022-11-13", "weekday")


def test_a_toll_that_claimed_lives_is_the_event() -> None:
    # ("claimed" alone is no claim of responsibility)
    text = "A shooting that claimed the lives of two people on Saturday is under investigation."
    assert _dates(text, "2022-11-14T11:00:00Z")[0] == ("2022-11-12", "weekday")
