"""Dates of other events a report recalls beside its own count as background."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.extract.date_context import (
    OTHER_EVENT_RE,
    OTHER_EVENT_REACH,
    context_weight,
    other_event_frame,
    tight,
)
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str) -> str | None:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return out[0].value if out else None


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: the other event's date, in the lede's clause, had outweighed the event's
        ("Authorities have long said the slaying was retaliation for an Oct. 13 gang shooting.\n\n"
         "The boy was killed Monday.", "2015-11-04", "2015-11-02"),
        ("Shine is also accused of arranging the June 4, 2015 murder of Aaron Ladson.\n\nThe "
         "barbershop shooting happened Feb. 5.", "2015-11-04", "2015-02-05"),
        # "another" victim of the event itself is no other event
        ("A gunman sprayed bullets killing another beloved teen on Saturday, police said.",
         "2016-08-28", "2016-08-27"),
    ],
)  # fmt: skip
def test_other_events_dates_are_background(text: str, published: str, expected: str) -> None:
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("sentence", "mention", "other"),
    [
        # GVA dev sentences: the clause before the date names another event
        ("The shooting happened just a block from the site of a Dec. 3 incident that left five "
         "people wounded.", "Dec. 3", True),
        ("They were gathered at a vigil for another Pasadena man gunned down on the same spot "
         "Dec. 22 when gunfire erupted from a passing car.", "Dec. 22", True),
        ("In the other incident, Tony Williams, 21, was shot in the legs and back on Sept. 26, "
         "police said.", "Sept. 26", True),
        # ... or its own
        ("One man was killed and another wounded Saturday night.", "Saturday", False),
        ("Officers found the other victim, a 19-year-old man, on Sept. 26.", "Sept. 26", False),
    ],
)  # fmt: skip
def test_other_event_cue(sentence: str, mention: str, other: bool) -> None:
    before = sentence[: sentence.index(mention)]
    assert bool(OTHER_EVENT_RE.search(before[-OTHER_EVENT_REACH:])) is other


# GVA dev (a Baltimore report of two deaths): the frame opens the sentence, far from the date
_FRAMED = (
    "A 17-year-old boy was shot to death in Northeast Baltimore on Saturday, police said.\n\n"
    "In the other incident, Tony Williams, 21, of the 1500 block of Pennsylvania Avenue, was shot "
    "in the legs and back on Sept. 26, police said.\n\nHe was pronounced dead on Sept. 26."
)


@pytest.mark.parametrize(
    ("mention", "occurrence", "framed"),
    [
        ("Sept. 26", 0, True),
        # the frame's scope is its sentence
        ("Sept. 26", 1, False),
        ("Saturday", 0, False),
    ],
)
def test_an_opening_frame_sets_the_sentence_apart(mention: str, occurrence: int, framed: bool) -> None:
    pa = ParsedArticle(Article(id="a", text=_FRAMED, published="2016-10-23"))
    start = -1
    for _ in range(occurrence + 1):
        start = _FRAMED.index(mention, start + 1)
    assert other_event_frame(pa, start) is framed
    if framed:  # and the date counts as background
        assert context_weight(pa, start, start + len(mention), weekday=False) < 1.0


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev pages: a video playlist's titles are other stories
        ("A man was shot Saturday night.\n\n1:16 Sunday Interview: Patel offers advice on how to "
         "grow", "2016-11-08", "2016-11-05"),
        ("1:45\n\n'You just get there,' injured officer Matt Pearce says in aftermath of Friday's "
         "shooting", "2016-09-15", "2016-09-15"),  # nothing else: the publication fallback
        # an update's stamp
        ("BREAKING (Thursday, 4:02 p.m.): Lily Coats-Nichols has been taken off of life support."
         "\n\nShe was shot in a drive-by shooting that happened late Monday night.", "2015-07-08",
         "2015-07-06"),
        # a weather widget's headings
        ("A teen was injured in an accidental shooting.\n\nToday\n\nClearing skies late\n\nTonight"
         "\n\nCloudy skies early", "2016-12-29", "2016-12-29"),
        # a weekday joined to one a future wording governs
        ("A girl was shot at her home.\n\nTune in to WMBF News Thursday at 6 p.m. and Friday at "
         "6 a.m. for the latest.", "2016-07-19", "2016-07-19"),
    ],
)  # fmt: skip
def test_page_debris_dates_nothing(text: str, published: str, expected: str) -> None:
    assert _top(text, published) == expected


def test_playlist_debris_keeps_its_publication_basis() -> None:
    out = dates.extract(
        ParsedArticle(
            Article(id="a", text="0:50 Pursuit suspect weeps Friday Pause", published="2016-07-07")
        )
    )
    assert [(d.value, d.basis) for d in out] == [("2016-07-07", "publication")]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: another event's date, a month back, had made the report a follow-up (its
        # weekdays discounted, the old date's year discount undone) and dated it
        ("CHICAGO (STMW) — Four people were wounded in a Thursday afternoon shooting on a South Shore "
         "neighborhood street.\n\nThe shooting happened just a block from the site of a Dec. 3 incident "
         "that left five people wounded at a bus stop.", "2013-02-07", "2013-02-07"),
        ("Two men were shot to death while gathered at a vigil for another recent homicide victim in a "
         "suspected gang-related attack that also left two other people wounded late Friday.\n\nThey were "
         "gathered at a vigil for another Pasadena man gunned down on the same spot Dec. 22 when gunfire "
         "erupted from a passing car.", "2017-01-08", "2017-01-06"),
    ],
)  # fmt: skip
def test_another_events_date_makes_no_follow_up(text: str, published: str, expected: str) -> None:
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("sentence", "is_tight"),
    [
        # GVA dev: "without incident" had tied an arrest's day to the event ("incident on Tuesday")
        (
            "Courtaz Moore was taken into custody without incident on Tuesday in the 300 block.",
            False,
        ),
        ("The incident on Tuesday left three people hurt.", True),
    ],
)
def test_an_arrest_without_incident_is_no_event_day(sentence: str, is_tight: bool) -> None:
    pa = ParsedArticle(Article(id="a", text=sentence, published="2017-03-08"))
    at = sentence.index("Tuesday")
    assert tight(pa, at, at + len("Tuesday")) is is_tight


def test_a_live_blogs_update_stamp_dates_nothing() -> None:
    # GVA dev: "Saturday 1:15 p.m. UPDATE" on a page published Friday had resolved to the
    # Saturday before and, with its clock time, outweighed the shooting's day; it dates nothing
    text = (
        "Click here for complete coverage\n\nSaturday 1:15 p.m. UPDATE\n\nA heavy police presence "
        "could be seen at the residence.\n\nPlanned Parenthood officials say that all 15 staff "
        "members who were in the clinic at the time of the shootings on Friday are unharmed."
    )
    found = dates.extract(ParsedArticle(Article(id="a", text=text, published="2015-11-27")))
    assert [d.value for d in found] == ["2015-11-27"]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: the day of the shootings an "After ..." clause recalls is another event's when
        # the main clause's comes "again"; a vigil where the gunfire erupted is its scene
        ("After several shootings on Labor Day, gunfire erupted again in South Los Angeles on "
         "Wednesday, including at a candlelight vigil. Eight people, including a 17-year-old girl, "
         "were injured in two shootings.", "2014-09-04", "2014-09-03"),
        # ... but a vigil to come stays background
        ("A man was shot dead on Tuesday. A vigil will be held Wednesday at the church.",
         "2014-09-04", "2014-09-02"),
    ],
)  # fmt: skip
def test_an_earlier_event_told_before_again_is_background(
    text: str, published: str, expected: str
) -> None:
    assert _top(text, published) == expected
