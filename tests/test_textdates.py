"""textdates: date mentions with exact offsets, metadata date strings, year arithmetic."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.textdates import (
    add_years,
    find_dates,
    find_holidays,
    find_weekdays,
    find_years,
    holiday_date,
    month_number,
    parse_date,
    year_for_weekday,
)


@pytest.mark.parametrize(
    ("text", "mention", "ymd", "weekday"),
    [
        ("was killed Jan. 3, 2020, near Baghdad's international airport", "Jan. 3, 2020", (2020, 1, 3), None),
        ("killed 84 people and injured at least 284 on Wednesday (January 3).", "Wednesday (January 3", (None, 1, 3), 2),
        ("SAN SALVADOR, 3 JAN 90 -- [REPORT] [ARMED FORCES PRESS COMMITTEE", "3 JAN 90", (1990, 1, 3), None),
        # a full stop after the month is no abbreviation's dot (probe: "on the 5th of June.")
        ("Gunmen killed 132 people in Solhan on the 5th of June.", "5th of June", (None, 6, 5), None),
        ("SAN SALVADOR, 30 MAR. 89 -- Gunmen killed 5 people.", "30 MAR. 89", (1989, 3, 30), None),
        ("Posted: Tuesday, January 28, 2014 8:18 PM EST", "Tuesday, January 28, 2014", (2014, 1, 28), 1),
        ("HEMPSTEAD, N.Y., Sept. 26 (UPI) — Green Party", "Sept. 26", (None, 9, 26), None),
        ("CREATED Sep 5, 2015 - UPDATED: Sep 7, 2015", "Sep 5, 2015", (2015, 9, 5), None),
        ("UPDATE (9:20 p.m. 5/21/16) police arrested him 5/21/2016", "5/21/2016", (2016, 5, 21), None),
        ("dct 2014-01-28 in the file", "2014-01-28", (2014, 1, 28), None),
        ("On 3 January 24 people died", "3 January", (None, 1, 3), None),
        # numeric dates: a part above 12 is the day; "/" alone is US order, "." day-first
        ("The attack took place on 22/03/2024 at about 8pm.", "22/03/2024", (2024, 3, 22), None),
        ("on 03/04/2024 police said", "03/04/2024", (2024, 3, 4), None),
        ("am 03.04.2024 in Solingen", "03.04.2024", (2024, 4, 3), None),
        # a night across two days is dated by its first
        ("killed in an explosion on the night of 3-4 May in Kharkiv", "3-4 May", (None, 5, 3), None),
        ("fighting on May 3-4 left 12 dead", "May 3-4", (None, 5, 3), None),
    ],
)
def test_find_dates(text: str, mention: str, ymd: tuple, weekday: int | None) -> None:
    dm = find_dates(text)[0]
    assert text[dm.start : dm.end] == mention
    assert (dm.year, dm.month, dm.day) == ymd
    assert dm.weekday == weekday


@pytest.mark.parametrize(
    "text",
    ["they may 3 times ask", "Hamas's Oct. 32 attack", "31 SEP 89", "Feb. 30, 2020", "2,020 people"],
)
def test_no_false_dates(text: str) -> None:
    assert [d for d in find_dates(text) if d.year] == []


def test_years_and_weekdays() -> None:
    text = "killed by a US drone strike in 2020, $2,020 and 12,2019; on Wednesday"
    assert [y for _, _, y in find_years(text)] == [2020]
    assert [wd for _, _, wd in find_weekdays(text)] == [2]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2014-01-28", date(2014, 1, 28)),
        ("2016-05-04T12:00:00Z", date(2016, 5, 4)),
        ("January 27, 2014", date(2014, 1, 27)),
        ("Tue, 28 Jan 2014 20:18:00 -0500", date(2014, 1, 28)),
        ("20140128", date(2014, 1, 28)),
        ("28/01/2014", date(2014, 1, 28)),
        ("2014/13/01", None),
        ("", None),
        ("yesterday", None),
    ],
)
def test_parse_date(value: str, expected: date | None) -> None:
    assert parse_date(value) == expected


def test_helpers() -> None:
    assert month_number("Sept.") == 9 and month_number("JAN") == 1 and month_number("x") is None
    assert add_years(date(2020, 1, 3), 4) == date(2024, 1, 3)
    assert add_years(date(2020, 2, 29), 1) == date(2021, 2, 28)
    assert year_for_weekday(1, 3, 2, not_before=2020) == 2024  # Wednesday, January 3
    assert year_for_weekday(2, 30, 2, not_before=2020) is None


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=300))
def test_find_dates_never_raises_and_offsets_are_in_range(text: str) -> None:
    for dm in find_dates(text):
        assert 0 <= dm.start < dm.end <= len(text)
    parse_date(text)


@pytest.mark.parametrize(
    ("text", "name", "year", "expected"),
    [
        ("shot on Christmas Eve", "Christmas Eve", 2021, date(2021, 12, 24)),
        ("a Fourth of July parade", "Fourth of July", 2022, date(2022, 7, 4)),
        ("Thanksgiving night", "Thanksgiving", 2023, date(2023, 11, 23)),
        ("on Memorial Day", "Memorial Day", 2023, date(2023, 5, 29)),
        ("on Labor Day", "Labor Day", 2024, date(2024, 9, 2)),
        ("Easter Sunday", "Easter Sunday", 2024, date(2024, 3, 31)),
        ("crowds celebrating Bastille Day", "Bastille Day", 2016, date(2016, 7, 14)),
        ("a Boxing Day shooting", "Boxing Day", 2015, date(2015, 12, 26)),
        ("on Easter", "Easter", 2019, date(2019, 4, 21)),
        ("NEW YEAR'S EVE", "NEW YEAR'S EVE", 2023, date(2023, 12, 31)),
        ("on Halloween", "Halloween", 2022, date(2022, 10, 31)),
        ("shot on July Fourth", "July Fourth", 2023, date(2023, 7, 4)),
        ("the night before Thanksgiving", "the night before Thanksgiving", 2023, date(2023, 11, 22)),
        ("the day after Christmas", "the day after Christmas", 2023, date(2023, 12, 26)),
    ],
)
def test_find_holidays(text: str, name: str, year: int, expected: date) -> None:
    found = find_holidays(text)
    assert [n for _, _, n in found] == [name]
    start, end, _ = found[0]
    assert text[start:end] == name
    assert holiday_date(name, year) == expected


@pytest.mark.parametrize(
    "text",
    ["Christmas shopping", "over Memorial Day weekend", "before Thanksgiving",
     "the Fourth of July holiday weekend", "a Halloween costume", "two days after Christmas"],
)
def test_holidays_that_date_nothing(text: str) -> None:
    assert find_holidays(text) == []


@given(st.text(max_size=200))
@settings(max_examples=200, deadline=None)
def test_find_holidays_never_raises(text: str) -> None:
    for start, end, name in find_holidays(text):
        assert text[start:end] == name
        assert holiday_date(name, 2024) is not None
