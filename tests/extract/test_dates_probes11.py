"""Event dates of the eleventh round of probe reports (2026-12-01): the attacker still at
large the morning after is a later step (Solingen 2024), and "hit by a missile on Saturday"
dates the strike though the toll it was told with was confirmed on Wednesday (Dnipro 2023)."""

from __future__ import annotations

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _first(text: str, published: str) -> str:
    return dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))[0].value


def test_still_at_large_is_a_later_step() -> None:
    text = (
        "Three people were killed and eight others injured, five of them seriously, when a man attacked people "
        "at random with a knife at a festival in the western German city of Solingen on Friday evening, "
        "police said.\n\nThe attack took place at around 9:40 p.m. on the Fronhof. The attacker fled and was "
        "still at large on Saturday morning."
    )
    assert _first(text, "2024-08-24T09:00:00Z") == "2024-08-23"


def test_hit_by_a_missile_dates_the_strike() -> None:
    text = (
        "KYIV, Jan 18 (Reuters) - Rescuers in Ukraine's Dnipro ended their search of the ruins of an apartment "
        "block hit by a Russian missile on Saturday, with 45 people confirmed dead, including six children, "
        "officials said on Wednesday."
    )
    assert _first(text, "2023-01-18T12:00:00Z") == "2023-01-14"
