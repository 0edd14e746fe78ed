"""Casualty counts in wordings a later probe round of unseen reports turned up (Jakarta 2016,
Kabul airport 2021, Volgograd 2013, Barcelona 2017, Christchurch 2019), each read wrong before
its rule.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_deaths import no_deaths_told
from crosswire.extract.counts import extract
from crosswire.model import Article, Extraction
from crosswire.nlp import ParsedArticle
from crosswire.reconcile import reconcile_event

_THAMRIN = (
    "A series of explosions and a gunfight struck the Thamrin area of central Jakarta on Thursday morning, "
    "killing seven people including five attackers, police said."
)


def _counts(text: str) -> list[tuple[str, int, str, str | None]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-01-15"))
    return [(c.kind, c.value, c.qualifier, c.note) for c in extract(pa)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a series that opens the sentence as the subject of one moment's blow is this event,
        # and its toll counts the attackers as stated ("the two attackers were also killed")
        (_THAMRIN, [("killed", 7, "exact", None)]),
        # and an article that tells of deaths gives no derived "no death told" zero
        (_THAMRIN + " Twenty-four people were wounded.", [("killed", 7, "exact", None), ("injured", 24, "exact", None)]),
        (
            "Gunmen opened fire on a bus, killing three people, in an attack marking a string of raids. "
            "Twenty-four people were wounded.",
            [("injured", 24, "exact", None)],
        ),
        # a running total keeps its background reading
        ("A string of attacks has killed 1,000 people.", []),
        ("A series of shootings over the past year killed 30 people.", []),
        # people still "being treated" for gunshot wounds lived to be treated: injured, not
        # merely hit (Christchurch 2019: 48 beside 49 dead had left "dozens" as the figure)
        (
            "Forty-nine people have been killed. Forty-eight people, including young children, were being "
            "treated at Christchurch Hospital for gunshot wounds.",
            [("killed", 49, "exact", None), ("injured", 48, "exact", None)],
        ),
        ("Forty-nine people were killed. Two were treated at Christchurch Hospital for gunshot wounds.",
         [("killed", 49, "exact", None), ("hit", 2, "exact", None)]),
        # a casualty figure's parts are named by their own nouns (South Asian press); alone it is
        # dead and hurt together, no figure of either
        ("The casualty figure stood at 59 dead and 157 injured.",
         [("killed", 59, "exact", None), ("injured", 157, "exact", None)]),
        ("Officials put the casualties at 59 dead and 157 injured.",
         [("killed", 59, "exact", None), ("injured", 157, "exact", None)]),
        ("The casualty figure rose to 70.", []),
        # with no death told at all, the zero is still derived
        (
            "Twenty-four people were wounded in the blast.",
            [
                ("injured", 24, "exact", None),
                ("killed", 0, "exact", "no death told: the 24 hurt are all injured"),
            ],
        ),
    ],
)
def test_probe_event_wordings(text: str, expected: list[tuple[str, int, str, str | None]]) -> None:
    assert _counts(text) == expected


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_no_deaths_told_never_raises(text: str) -> None:
    assert no_deaths_told([], headline=None, text=text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a figure told as added to the toll is summed with it, as "60 Afghans and 13 US
        # service members" is 73
        (
            "The death toll from Thursday's suicide bombing at Kabul airport has risen to 170 Afghans, health "
            "officials said on Saturday, in addition to the 13 American troops killed.",
            [("killed", 170, "exact", None), ("killed", 183, "exact", None), ("killed", 13, "exact", None)],
        ),
        # two counted groups of one object joined by "as well as" / "plus" are added like "and"
        ("The bombing killed 170 Afghans as well as 13 U.S. troops.", [("killed", 183, "exact", None)]),
        ("The death toll rose to 170 Afghans plus 13 U.S. troops.", [("killed", 183, "exact", None)]),
        (
            "The gunman killed two people as well as three others were injured.",
            [("killed", 2, "exact", None), ("injured", 3, "exact", None)],
        ),
        # figures not told as added stay apart
        (
            "The bombing killed 170 Afghans, officials said, and 13 American troops were killed in a second blast.",
            [("killed", 170, "exact", None), ("killed", 13, "exact", None)],
        ),
    ],
)
def test_a_figure_told_in_addition_is_summed(text: str, expected: list[tuple[str, int, str, str | None]]) -> None:
    assert _counts(text) == expected


def test_the_sum_in_addition_is_the_reconciled_toll() -> None:
    text = (
        "The death toll from Thursday's suicide bombing at Kabul airport has risen to 170 Afghans, health "
        "officials said on Saturday, in addition to the 13 American troops killed."
    )
    art = Article(id="t", text=text, published="2021-08-28")
    rec = reconcile_event([art], [Extraction(article_id="t", counts=extract(ParsedArticle(art)))])
    assert rec.fatalities.best == 183


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a total over two attacks beside one attack's own figure is a figure of neither
        (
            "Sunday's railway station attack killed 18 people, bringing the total number of dead from the two "
            "bombings to 34.",
            [("killed", 18, "exact", None)],
        ),
        # the toll of one event of two blasts stays its toll (Kerman 2024)
        ("The death toll from the two explosions rose to 84, officials said.", [("killed", 84, "exact", None)]),
        # a running toll of one attack stays too
        (
            "Two more people died in hospital, bringing the death toll from the bombing to 34.",
            [("killed", 34, "exact", None)],
        ),
    ],
)
def test_a_total_of_several_events_is_no_figure_of_one(
    text: str, expected: list[tuple[str, int, str, str | None]]
) -> None:
    assert _counts(text) == expected


_WORDS = st.sampled_from(
    "A series of explosions struck killing seven people including five attackers , bringing the total number "
    "of dead from two bombings to 34 in addition 13 troops killed shot dead Younes Abouyaaqoub the man they "
    "believe drove van ending a four-day manhunt . wounded".split()
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_WORDS, max_size=30).map(" ".join))
def test_probe_event_rules_never_raise_and_slice_exactly(text: str) -> None:
    pa = ParsedArticle(Article(id="t", text=text))
    for r in extract(pa):
        assert text[r.evidence.start : r.evidence.end] == r.evidence.text
        assert r.min <= r.value and (r.max is None or r.value <= r.max)
