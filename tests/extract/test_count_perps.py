"""Perpetrators killed days after the attack are no toll of it (crosswire.extract.count_perps)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_perps import perpetrators_killed_later
from crosswire.extract.counts import extract
from crosswire.model import Article, Extraction
from crosswire.nlp import ParsedArticle
from crosswire.reconcile import reconcile_event


def _reports(text: str) -> list[tuple[str, int, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2015-06-01"))
    return [(c.kind, c.value, c.evidence.text) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the manhunt's deaths go; the attack's toll in the same sentence stays
        (
            "Police said they shot dead two of the suspected gunmen on Friday, three days after the attack "
            "that killed 7.",
            [("killed", 7, "killed 7")],
        ),
        ("Two suspects were killed by police on Friday, three days after the attack.", []),
        # a named suspect, his apposition telling the deed, shot dead in the manhunt (Barcelona 2017)
        (
            "Spanish police on Monday shot dead Younes Abouyaaqoub, the man they believe drove the van that "
            "killed 13 people in Barcelona last week, ending a four-day manhunt.",
            [("killed", 13, "killed 13 people")],
        ),
        ("Police shot dead Ahmed Khan, the suspected gunman, three days after the attack.", []),
        # a named victim of a later shooting is no suspect: still a death
        (
            "Police shot dead Ahmed Khan, a 25-year-old man who was walking home, two days after the attack.",
            [("killed", 1, "shot dead Ahmed Khan")],
        ),
        # attackers killed in the attack itself: still a figure of the event (current policy)
        ("The two attackers were also killed.", [("killed", 2, "two attackers were also killed")]),
        # GVA dev: a gunman who killed is the doer, not the victims, even days later
        (
            "As the New Castle County Courthouse in Delaware remained partially closed Wednesday, two days after "
            "a gunman killed two people and then himself inside its lobby, the gunman's daughter told a local "
            "paper she thinks his deteriorating health played a role in the shooting.",
            [("killed", 2, "killed two people"), ("killed", 3, "killed two people and then himself")],
        ),
    ],
)
def test_perpetrators_killed_later(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert _reports(text) == expected


def test_a_follow_up_of_the_manhunt_does_not_lower_the_toll() -> None:
    # a conservative reconciliation took the follow-up's 2 as the event's killed
    arts = [
        Article(id="a", text="Gunmen attacked a bus on Monday, killing seven people.", published="2017-01-05"),
        Article(
            id="b",
            text="Police said they shot dead two of the suspected gunmen on Friday, three days after the attack on "
            "the bus.",
            published="2017-01-07",
        ),
    ]
    xs = [extract(ParsedArticle(a)) for a in arts]
    rec = reconcile_event(arts, [Extraction(article_id=a.id, counts=x) for a, x in zip(arts, xs, strict=True)])
    assert rec.fatalities.best == 7


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120), st.integers(0, 130), st.integers(0, 130))
def test_never_raises(text: str, a: int, b: int) -> None:
    lo, hi = sorted((min(a, len(text)), min(b, len(text))))
    assert perpetrators_killed_later(text, lo, hi, sentence=(0, len(text))) in (True, False)
