"""Places from probe reports of the twelfth round (2026-12-01): a wire dateline's world city
in a story that names the United States (Berlin 2016)."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.extract.place_forms import no_country_of_story
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

US_MENTION = " Officials in the United States condemned the attack."


def _top(text: str) -> tuple[str, str | None, str | None]:
    p = location.extract(ParsedArticle(Article(id="p12", text=text)))[0]
    return p.name, p.admin1, p.country_code


@pytest.mark.parametrize(
    ("dateline", "expected"),
    [
        # a bare wire dateline is the world city, however the text names the US: AP and
        # Reuters write a US town's state ("PARIS, Texas (AP)")
        ("BERLIN (Reuters) -", ("Berlin", "Berlin", "DE")),
        ("LONDON (AP) —", ("London", "England", "GB")),
        ("MOSCOW (Reuters) -", ("Moscow", "Moscow", "RU")),
        ("PARIS, Texas (AP) —", ("Paris", "Texas", "US")),
    ],
)
def test_bare_dateline_city_over_small_us_namesakes(dateline: str, expected: tuple[str, str, str]) -> None:
    text = f"{dateline} A bomb killed 12 people at a market on Monday, police said.{US_MENTION}"
    assert _top(text) == expected


def test_led_coalition_names_no_country_of_the_story() -> None:
    # Reuters on Berlin 2016: "citizens of countries in the U.S.-led coalition"
    text = "in response to calls to target citizens of countries in the U.S.-led coalition."
    start = text.index("U.S.")
    assert no_country_of_story(text, start, start + 4)
    assert _top("BERLIN (Reuters) - A truck killed 12 people at a Christmas market. " + text) == (
        "Berlin", "Berlin", "DE"
    )


def test_city_of_x_is_the_place_called_x() -> None:
    # GeoNames lists London's borough as "City of Westminster"; with no country named, the
    # biggest namesake is it (it had been an alternate name only, so Westminster, Colo.)
    text = "Four people were killed in Westminster on Wednesday afternoon after a car was driven into pedestrians."
    assert _top(text) == ("City of Westminster", "England", "GB")


def test_las_vegas_strip_is_las_vegas() -> None:
    # a headline's "Las Vegas Strip shooting" had lost to "Clark County Sheriff Joe Lombardo"
    p = location.extract(ParsedArticle(Article(
        id="lv1", title="Las Vegas Strip shooting: At least 50 dead, more than 200 injured",
        text="At least 50 people were killed late Sunday when a gunman opened fire on a crowd attending a country "
        "music festival, police said. Clark County Sheriff Joe Lombardo identified the shooter.",
    )))[0]
    assert (p.name, p.admin1) == ("Las Vegas", "Nevada")
