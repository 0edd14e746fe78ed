"""Event dates of the sixth round of probe reports (wordings of AP, Reuters, BBC, Dawn, The
Hindu, Premium Times): relative days, datelines, follow-ups; and a day of the month
alone ("killed on the 26th")."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str) -> str | None:
    ds = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return str(ds[0].value) if ds else None


@pytest.mark.parametrize(
    ("published", "text", "day"),
    [
        # a day of the month alone is the last such day up to publication
        ("2024-03-27", "Five Chinese nationals were killed on the 26th when a suicide bomber "
         "rammed their convoy.", "2024-03-26"),
        ("2024-04-02", "Five Chinese nationals were killed on the 26th of this month, police "
         "said.", "2024-03-26"),
        # Dawn's "yesterday", BBC's "in the early hours of this morning"
        ("2024-03-27", "SHANGLA: Five Chinese nationals and their Pakistani driver were killed "
         "yesterday when a suicide bomber rammed their convoy.", "2024-03-26"),
        ("2023-06-13", "Three people have been killed in a series of attacks in Nottingham in "
         "the early hours of this morning.", "2023-06-13"),
        # a memorial gathering after the event: "on Friday evening to remember ..." is no day
        # of the event; a follow-up on the same weekday reads "last Saturday" a week back
        ("2023-05-13", "Hundreds of people gathered outside Allen Premium Outlets on Friday "
         "evening to remember the eight people killed there last Saturday.", "2023-05-06"),
        ("2024-08-03", "At least 32 people were killed and 63 injured when Al-Shabaab jihadists "
         "attacked a popular beach in Mogadishu late Friday, police said Saturday.", "2024-08-02"),
    ],
)
def test_event_day(published: str, text: str, day: str) -> None:
    assert _top(text, published) == day


@pytest.mark.parametrize(
    "text",
    [
        "A man fell from a window on the 26th floor on Monday.",
        "Three people were shot dead on the 4th of July in a park.",
    ],
)
def test_ordinal_day_is_not_a_floor_or_a_holiday(text: str) -> None:
    assert not dates._ORDINAL_DAY.search(text)


def test_detained_on_a_day_is_a_later_step() -> None:
    text = (
        "Russian investigators on Monday detained a woman suspected of involvement in the "
        "bombing of a St Petersburg cafe that killed pro-war military blogger Vladlen Tatarsky."
    )
    ds = dates.extract(ParsedArticle(Article(id="a", text=text, published="2023-04-03")))
    assert ds[0].basis == "later_step"
