"""Date reconciliation across an event's articles: a vote over ranked candidates."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.model import DateValue, Evidence
from crosswire.reconcile.fields import reconcile_date


def _dates(article: str, *values: str) -> tuple[DateValue, ...]:
    return tuple(
        DateValue(v, Evidence(article=article, start=i, end=i + 1, text="x"), "weekday")
        for i, v in enumerate(values)
    )


@pytest.mark.parametrize(
    ("articles", "expected"),
    [
        # One source: its best date.
        ([("a", "2015-06-22", ["2015-06-21", "2015-06-22"])], "2015-06-21"),
        # Two sources disagree on their best date; the one both rank (GVA dev 441681 shape:
        # "THIS EVENING" vs "Tuesday") wins over a best date only one gives.
        ([("a", "2015-11-04", ["2015-11-04", "2015-11-03"]),
          ("b", "2015-11-04", ["2015-11-03", "2015-11-04"]),
          ("c", "2015-11-05", ["2015-11-03", "2015-11-05"])], "2015-11-03"),
        # A tie between two single reports goes to the date on or just before the first
        # publication, not to a week-old weekday (GVA dev 308687 shape).
        ([("a", "2015-03-17", ["2015-03-11"]), ("b", "2015-03-18", ["2015-03-17"])],
         "2015-03-17"),
        # Two agreeing sources outvote a follow-up's explicit older date.
        ([("a", "2016-11-06", ["2016-11-06"]), ("b", "2016-11-07", ["2016-11-06"]),
          ("c", "2016-12-01", ["2016-05-31"])], "2016-11-06"),
    ],
)  # fmt: skip
def test_reconcile_date(articles, expected):
    rec = reconcile_date([(_dates(a, *vals), pub) for a, pub, vals in articles])
    assert rec.value == expected
    assert rec.rule and "candidate vote" in rec.rule
    assert len(rec.reports) == len(articles)


def test_duplicates_do_not_vote():
    cands = [(_dates("a", "2016-01-02"), "2016-01-02"), (_dates("b", "2016-01-01"), "2016-01-02"),
             (_dates("c", "2016-01-01"), "2016-01-02")]  # fmt: skip
    assert reconcile_date(cands).value == "2016-01-01"
    assert reconcile_date(cands, duplicates={"c": "b"}).value == "2016-01-01"  # tie: earliest
    assert reconcile_date(cands, duplicates={"b": "a", "c": "a"}).value == "2016-01-02"


def test_nothing_to_reconcile():
    assert reconcile_date([]).value is None
    assert reconcile_date([((), "2016-01-01")]).agreement == "none"


_ISO = st.dates().map(lambda d: d.isoformat())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(_ISO, max_size=5), st.one_of(st.none(), _ISO, st.text(max_size=10))),
                max_size=6))  # fmt: skip
def test_order_independent_and_value_is_a_candidate(arts):
    cands = [(_dates(f"a{i}", *vals), pub) for i, (vals, pub) in enumerate(arts)]
    rec = reconcile_date(cands)
    assert rec.value == reconcile_date(list(reversed(cands))).value
    if rec.value is not None:
        assert any(d.value == rec.value for ds, _ in cands for d in ds)
