"""Sixteenth round, event dates (2026-12-02 probes: Mastung 2018, Peshawar 2013, Beni 2016)."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _dates(text: str, published: str) -> list[tuple[str, str]]:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return [(d.value, d.basis) for d in out]


@pytest.mark.parametrize(
    "text",
    [
        # where the toll stood on a later day dates that day, not the attack
        "The toll stood at 31 on Sunday evening.",
        "The number of dead reached 31 on Sunday, officials said.",
        "By Sunday evening, the death toll had climbed to 31.",
        "On Sunday, the toll stood at 31.",
        "The death toll touched 40 on Sunday.",
        "Three more bodies were recovered from the rubble on Sunday, taking the toll to 31.",
        "Funerals were held on Sunday for the 31 victims.",
    ],
)
def test_the_day_a_toll_stood_is_a_later_step(text) -> None:
    assert ("2019-07-14", "later_step") in _dates(text, "2019-07-16")


@pytest.mark.parametrize(
    "text",
    [
        # the attack's own clause keeps its day
        "Gunmen killed 12 people on Sunday, bringing the toll in the region this month to 40.",
        "A man was shot dead on Sunday, taking the death toll this year to 30.",
    ],
)
def test_a_killing_that_raised_the_toll_keeps_its_day(text) -> None:
    assert ("2019-07-14", "weekday") in _dates(text, "2019-07-16")


def test_attack_day_beats_the_day_the_toll_stood() -> None:
    text = (
        "A suicide bomber struck an election rally in Mastung on Friday, killing at least 85 people. "
        "By Sunday evening, the death toll had climbed to 149, the provincial health department said."
    )
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published="2018-07-16")))
    assert out[0].value == "2018-07-13"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a live blog's entry stamp dates its relative words (the blog was published the next
        # morning: "this afternoon" had been the publication day)
        (
            "Saturday 14 July 2018 08:15 BST\nThe death toll has risen to 128, the home minister says.\n\n"
            "Friday 13 July 2018 22:10 BST\nOfficials say at least 85 people were killed when a suicide "
            "bomber struck the rally this afternoon.",
            ("2018-07-13", "this afternoon"),
        ),
        (
            "13/07/2018, 10:10pm\nA suicide bomber struck the rally this afternoon, killing 85.",
            ("2018-07-13", "this afternoon"),
        ),
        # a sentence that only holds a date is no stamp: "this morning" counts from publication
        (
            "The rally was planned for 13 July 2018 at the ground.\nA suicide bomber struck the rally "
            "this morning, killing 85.",
            ("2018-07-14", "this morning"),
        ),
    ],
)
def test_live_blog_entry_stamp_dates_its_relative_words(text, expected) -> None:
    pa = ParsedArticle(Article(id="a", text=text, published="2018-07-14"))
    rel = [
        m
        for m in dates._relatives(pa, dates._published(pa))
        if pa.analysis_text[m.start : m.end] == expected[1]
    ]
    assert [m.value.isoformat() for m in rel] == [expected[0]]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the weekday after a date names that date's day, not a day of its own (published on
        # a Friday: it had been read as the publication day beside July 13)
        (
            "The blast occurred on July 13 (Friday) at an election rally, killing 128.",
            ["2018-07-13"],
        ),
        (
            "The blast occurred on July 13, a Friday, at an election rally, killing 128.",
            ["2018-07-13"],
        ),
        # South Asian "Friday last" is last Friday (written on a Friday: a week back)
        ("The blast on Friday last killed 128 people at an election rally.", ["2018-07-13"]),
        ("The blast on Friday last week killed 128 people at an election rally.", ["2018-07-13"]),
        ("The blast on Friday killed 128 people at an election rally.", ["2018-07-20"]),
    ],
)
def test_weekday_named_with_its_date_or_last_after(text, expected) -> None:
    assert [v for v, _ in _dates(text, "2018-07-20")] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a night told by its two days with the second's weekday between them takes the first
        (
            "Sixty-four people were killed in the massacre on the night of Saturday 13 to Sunday 14 August.",
            "2016-08-13",
        ),
        (
            "Sixty-four people were killed in the massacre on the night of 13 to 14 August.",
            "2016-08-13",
        ),
    ],
)
def test_a_night_of_two_named_days(text, expected) -> None:
    assert _dates(text, "2016-08-16")[0][0] == expected


@pytest.mark.parametrize(
    "text",
    [
        # the revision's verb before the toll: the day it was revised (Dogo Nahawa 2010, AP)
        "Officials in central Nigeria revised the death toll from weekend massacres in three Christian "
        "villages to 109 on Tuesday, well below an earlier estimate.",
        "Officials revised the death toll to 109 on Tuesday.",
    ],
)
def test_the_day_a_toll_was_revised_is_a_later_step(text) -> None:
    assert _dates(text, "2010-03-09") == [("2010-03-09", "later_step")]


def test_a_killing_on_the_day_keeps_it() -> None:
    assert _dates("Gunmen killed 109 people on Tuesday.", "2010-03-09") == [
        ("2010-03-09", "weekday")
    ]
