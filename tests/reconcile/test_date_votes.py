"""Date votes by how a report dates the day: later steps count for less than the event's."""

from __future__ import annotations

import pytest

from crosswire.model import DateValue, Evidence
from crosswire.reconcile.fields import reconcile_date


def _dv(article: str, value: str, basis: str, k: int = 0) -> DateValue:
    return DateValue(value, Evidence(article=article, start=k, end=k + 1, text="x"), basis)


@pytest.mark.parametrize(
    ("articles", "expected"),
    [
        # GVA dev 652863 shape: "A five-year-old boy is recovering Monday morning after being
        # shot" (Sept. 5) first, the tweet's "September 11, 2016" second, published Sept. 11.
        ([("a", "2016-09-11", [("2016-09-05", "later_step"), ("2016-09-11", "explicit")])],
         "2016-09-11"),
        # A follow-up's "the death toll rose to 5 on Tuesday" against one report's start day.
        ([("a", "2016-09-14", [("2016-09-13", "later_step")]),
          ("b", "2016-09-13", [("2016-09-11", "weekday")])], "2016-09-11"),
        # Two reports of a later step's day still outvote one report of another day.
        ([("a", "2016-09-14", [("2016-09-13", "later_step")]),
          ("c", "2016-09-14", [("2016-09-13", "later_step")]),
          ("b", "2016-09-13", [("2016-09-11", "weekday")])], "2016-09-13"),
    ],
)  # fmt: skip
def test_later_step_days_vote_less(articles, expected):
    cands = [
        (tuple(_dv(a, v, basis, k) for k, (v, basis) in enumerate(vals)), pub)
        for a, pub, vals in articles
    ]
    rec = reconcile_date(cands)
    assert rec.value == expected
    assert rec.value == reconcile_date(list(reversed(cands))).value


def test_fallbacks_and_later_steps_disagree_with_no_one() -> None:
    # Westminster 2017: the Guardian's follow-up gives no day (publication fallback) and El
    # Paso's "rose to 22 on Monday" gives a later step's; neither contradicts the day told
    told = [_dv("wes1", "2017-03-22", "weekday")]
    fallback = [_dv("wes2", "2017-03-24", "publication")]
    later = [_dv("elp2", "2017-03-27", "later_step")]
    rec = reconcile_date([(told, "2017-03-22"), (fallback, "2017-03-24"), (later, "2017-03-27")])
    assert (rec.value, rec.agreement) == ("2017-03-22", "single")
    # ... while two told days that differ still conflict
    other = [_dv("x", "2017-03-21", "weekday")]
    assert reconcile_date([(told, "2017-03-22"), (other, "2017-03-22"), (fallback, "2017-03-24")]).agreement == "conflict"
    # ... and with no day told at all, the fallbacks are what there is
    assert reconcile_date([(fallback, "2017-03-24"), ([_dv("y", "2017-03-23", "publication")], "2017-03-23")]).agreement == "conflict"
