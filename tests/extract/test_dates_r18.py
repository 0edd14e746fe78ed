"""Event dates, eighteenth round: rules found on GVA dev errors, each with its sentence."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.pubdate import archive_date


def _top(text: str, published: str | None, url: str | None = None) -> tuple[str, str] | None:
    article = Article(id="a", text=text, published=published, url=url)
    out = dates.extract(ParsedArticle(article))
    return (out[0].value, out[0].basis) if out else None


# A page whose body is only its headline (GVA dev: an Alaska Dispatch News story re-indexed
# months after it ran).
_ANCHORAGE = "Three-year-old fatally shot in Anchorage"
_ADN = (
    "http://web.archive.org/web/20160119165854/http://www.adn.com:80/article/20150805/"
    "three-year-old-fatally-shot-anchorage"
)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (_ADN, "2016-01-19"),
        ("https://web.archive.org/web/20170316043347/http://www.wdaz.com/news/a", "2017-03-16"),
        # no snapshot stamp, or one that is no day
        ("http://www.adn.com/article/20150805/three-year-old-fatally-shot-anchorage", None),
        ("http://web.archive.org/web/20161399000000/http://x.com/a", None),
        (None, None),
    ],
)
def test_archive_date(url: str | None, expected: str | None) -> None:
    got = archive_date(url)
    assert (got.isoformat() if got else None) == expected


@settings(max_examples=200, deadline=None)
@given(url=st.text(max_size=200))
def test_archive_date_never_raises(url: str) -> None:
    archive_date(url)


def test_url_date_stands_when_the_archive_captured_the_page_before_its_metadata_date() -> None:
    # path 2015-08-05, captured 2016-01-19, "published" 2016-09-28: the metadata date is a
    # re-indexing date, the path's the story's
    assert _top(_ANCHORAGE, "2016-09-28", _ADN) == ("2015-08-05", "publication")


def test_url_date_long_before_metadata_without_an_earlier_capture_is_ignored() -> None:
    # captured after the metadata date: nothing says the metadata date is wrong
    late_capture = _ADN.replace("20160119165854", "20161019165854")
    assert _top(_ANCHORAGE, "2016-09-28", late_capture) == ("2016-09-28", "publication")
    bare = _ADN.split("/http://", 1)[1]
    assert _top(_ANCHORAGE, "2016-09-28", "http://" + bare) == ("2016-09-28", "publication")


def test_url_date_after_the_capture_is_ignored() -> None:
    # a path dated after the capture cannot be the day the captured page was written
    odd = _ADN.replace("20150805", "20160301")
    assert _top(_ANCHORAGE, "2016-09-28", odd) == ("2016-09-28", "publication")


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a suicide is the event itself: its explicit date is the report's event day, the
        # arrest a month and a half later a later step (GVA dev)
        (
            "The 17-year-old high school junior committed suicide on December 21, 2016, near "
            "his family's home in Howard County, Missouri. On Thursday, nearly a month and half "
            "later, his manager at Dairy Queen in Fayette was arrested and charged.",
            "2017-02-02",
            "2016-12-21",
        ),
    ],
)
def test_suicide_is_an_event_word(text: str, published: str, expected: str) -> None:
    assert _top(text, published) == (expected, "explicit")


def test_a_round_ups_span_start_is_not_the_event_day() -> None:
    # "between Friday evening and Monday morning" counts a weekend's shootings from Friday;
    # the twins were killed early Sunday (GVA dev: Chicago Sun-Times, published Sunday)
    text = (
        "Twin 17-year-old brothers were killed in a drive-by shooting early Sunday in Old Town "
        "— among 17 people shot and killed in Chicago between Friday evening and Monday "
        "morning."
    )
    assert _top(text, "2016-10-30") == ("2016-10-30", "weekday")
