"""Event dates counted back from a later step's named day ("on Monday, a day after the attack")."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import dates
from crosswire.extract.date_steps import days_after, days_earlier
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_NOUN = r"(?:attack|shooting|bombing|blast|massacre|incident)"


def _steps(text: str, anchors: list[tuple[date, int, int] | None]) -> list[tuple[int, str, str]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2016-03-28"))
    return [
        (k, d.isoformat(), text[s:e]) for k, d, s, e, _ in days_after(pa, anchors, event_noun=_NOUN)
    ]


@pytest.mark.parametrize(
    ("text", "day", "expected"),
    [
        # probe reports (Lahore 2016, Nice 2016): the day named beside the phrase, counted back
        ("The death toll climbed to 72 on Monday, a day after the attack.", "Monday",
         [(0, "2016-03-27", "Monday, a day after the attack")]),
        ("Two days after the bombing, police arrested five people on Monday.", "Monday",
         [(0, "2016-03-26", "Two days after the bombing, police arrested five people on Monday")]),
        ("Police said on Monday, hours after the blast, that the driver was Tunisian.", "Monday",
         [(0, "2016-03-28", "Monday, hours after the blast")]),
        # the attack as a clause: the day must come before it ("nine hours after he was shot
        # Wednesday evening" dates the shooting itself)
        ("Police said on Monday, two days after gunmen stormed the building, that 21 died.", "Monday",
         [(0, "2016-03-26", "Monday, two days after gunmen stormed")]),
        ("He died nine hours after he was shot Monday evening.", "Monday", []),
        # a sentence telling an attack of its own: its day is that attack's, the phrase
        # dates another one (probe report of the 2013 Volgograd bombings)
        ("A suicide bomber blew up a trolleybus during the Monday morning rush hour, killing 14, a day "
         "after a bombing at the station killed 17.", "Monday", []),
        ("The teenager died Monday, three days after the shooting.", "Monday",
         [(0, "2016-03-25", "Monday, three days after the shooting")]),
        # no day named close by: nothing to count back from
        ("Three days after the shooting, police arrested a man.", None, []),
        # the phrase must end in an event noun: "two days after the meeting" is no event
        ("On Monday, two days after the meeting, the minister resigned.", "Monday", []),
        # seventeenth round: whole days told in hours (Crocus City Hall 2024 probe wordings)
        ("Four suspects were arrested on Monday in the Bryansk region, 24 hours after the attack.", "Monday",
         [(0, "2016-03-27", "Monday in the Bryansk region, 24 hours after the attack")]),
        ("Police arrested the suspect on Monday, 48 hours after the shooting.", "Monday",
         [(0, "2016-03-26", "Monday, 48 hours after the shooting")]),
        ("Police arrested the suspect on Monday, nine hours after the shooting.", "Monday",
         [(0, "2016-03-28", "Monday, nine hours after the shooting")]),
        # a day named right after the event noun is the event's own day, not the later step's
        ("Two days after the massacre on Monday, the president addressed the nation.", "Monday", []),
        ("Two days after the massacre last Monday, the president addressed the nation.", "Monday", []),
    ],
)  # fmt: skip
def test_days_after(text: str, day: str | None, expected: list[tuple[int, str, str]]) -> None:
    anchors: list[tuple[date, int, int] | None] = []
    if day is not None:
        at = text.index(day)
        anchors.append((date(2016, 3, 28), at, at + len(day)))
    assert _steps(text, anchors) == expected


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_never_raises_and_evidence_exact(text: str) -> None:
    text = "On Monday, a day after the attack, " + text
    pa = ParsedArticle(Article(id="t", text=text, published="2016-03-28"))
    for d in dates.extract(pa):
        assert (
            pa.article.field_text(d.evidence.field)[d.evidence.start : d.evidence.end]
            == d.evidence.text
        )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # probe reports (Inates 2019, Bamako 2015): the day named before the event, counted back
        ("Islamic State claimed responsibility on Monday for an attack on an army post two days earlier.",
         [(0, "2016-03-26", "Monday for an attack on an army post two days earlier")]),
        ("Mourning began on Monday for the 20 people killed when gunmen stormed a hotel a day earlier.",
         [(0, "2016-03-27", "Monday for the 20 people killed when gunmen stormed a hotel a day earlier")]),
        # GVA dev: "earlier that day" puts the event on the named day itself
        ("He was charged Monday with reckless conduct stemming from the shooting of a Skokie man that "
         "occurred earlier that day on Higgins Road in Park Ridge.",
         [(0, "2016-03-28", "Monday with reckless conduct stemming from the shooting of a Skokie man that "
          "occurred earlier that day")]),
        # no event between the day and the phrase: the earlier day is something else's
        ("The minister resigned on Monday, having been warned two days earlier.", []),
        # "two days before the attack" dates a step before the event, not the event
        ("On Monday, two days before the attack, police got a warning.", []),
    ],
)  # fmt: skip
def test_days_earlier(text: str, expected: list[tuple[int, str, str]]) -> None:
    at = text.index("Monday")
    anchors: list[tuple[date, int, int] | None] = [(date(2016, 3, 28), at, at + len("Monday"))]
    pa = ParsedArticle(Article(id="t", text=text, published="2016-03-28"))
    got = [
        (k, d.isoformat(), text[s:e])
        for k, d, s, e, _ in days_earlier(pa, anchors, event_noun=_NOUN)
    ]
    assert got == expected


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_days_earlier_never_raises_and_evidence_exact(text: str) -> None:
    text = "Police said on Monday that gunmen attacked the post two days earlier. " + text
    pa = ParsedArticle(Article(id="t", text=text, published="2016-03-28"))
    for d in dates.extract(pa):
        assert (
            pa.article.field_text(d.evidence.field)[d.evidence.start : d.evidence.end]
            == d.evidence.text
        )


# Tenth probe round: the report's own day as the later step.
@pytest.mark.parametrize(
    ("published", "text", "expected"),
    [
        # a lede opening "A day after ... were killed" with no day named: the day before publication
        (
            "2025-01-07",
            "A day after nine people, including eight DRG personnel, were killed in a Maoist IED "
            "blast in Bijapur, police said the explosive had been planted on the road at least two months "
            "earlier.",
            "2025-01-06",
        ),
        # an anniversary: a year before the day it was marked
        (
            "2017-03-22",
            "Belgium on Wednesday marked one year since the suicide bombings at Brussels Airport "
            "and Maelbeek metro station that killed 32 people and injured more than 300.",
            "2016-03-22",
        ),
        (
            "2017-03-22",
            "Belgium marks the first anniversary of the attacks at Brussels Airport today.",
            "2016-03-22",
        ),
    ],
)
def test_report_day_as_later_step(published: str, text: str, expected: str) -> None:
    found = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    assert found and found[0].value == expected
