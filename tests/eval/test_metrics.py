"""B-cubed, P/R/F1 and accuracy on hand-made cases with known answers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.eval.metrics import accuracy, bcubed, groups_to_labels, prf


def test_bcubed_perfect_partition_scores_one():
    gold = {"a": 1, "b": 1, "c": 2}
    assert bcubed(gold, {"a": "x", "b": "x", "c": "y"}) == (1.0, 1.0, 1.0)


def test_bcubed_all_in_one_cluster():
    # gold {a,b} {c}: system puts all together. Precision: a,b -> 2/3, c -> 1/3 => 5/9.
    gold = {"a": 1, "b": 1, "c": 2}
    p, r, f = bcubed(gold, {"a": 0, "b": 0, "c": 0})
    assert p == pytest.approx(5 / 9)
    assert r == 1.0
    assert f == pytest.approx(2 * (5 / 9) / (5 / 9 + 1))


def test_bcubed_all_singletons():
    # gold {a,b,c,d} one cluster; system singletons: precision 1, recall 1/4.
    gold = dict.fromkeys("abcd", 0)
    p, r, _ = bcubed(gold, {k: k for k in "abcd"})
    assert (p, r) == (1.0, 0.25)


def test_bcubed_items_missing_from_system_are_singletons():
    gold = {"a": 1, "b": 1}
    p, r, _ = bcubed(gold, {"a": 0})
    assert (p, r) == (1.0, 0.5)


def test_bcubed_known_textbook_case():
    # gold {1,2,3} {4,5}; system {1,2} {3,4,5}.
    gold = {1: "A", 2: "A", 3: "A", 4: "B", 5: "B"}
    system = {1: 0, 2: 0, 3: 1, 4: 1, 5: 1}
    p, r, _ = bcubed(gold, system)
    assert p == pytest.approx((1 + 1 + 1 / 3 + 2 / 3 + 2 / 3) / 5)
    assert r == pytest.approx((2 / 3 + 2 / 3 + 1 / 3 + 1 + 1) / 5)


def test_bcubed_empty_is_zero():
    assert bcubed({}, {}) == (0.0, 0.0, 0.0)


@given(st.dictionaries(st.integers(0, 30), st.integers(0, 5), min_size=1),
       st.dictionaries(st.integers(0, 30), st.integers(0, 5)))
def test_bcubed_bounded(gold, system):
    p, r, f = bcubed(gold, system)
    assert 0 <= p <= 1 and 0 <= r <= 1 and 0 <= f <= 1


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((3, 4, 3, 6), (0.75, 0.5, 0.6)),
        ((0, 0, 0, 5), (0.0, 0.0, 0.0)),
        ((2, 2, 2, 2), (1.0, 1.0, 1.0)),
        ((0, 3, 0, 0), (0.0, 0.0, 0.0)),
    ],
)
def test_prf(args, expected):
    assert prf(*args) == pytest.approx(expected)


def test_accuracy_and_groups():
    assert accuracy([True, False, True, True]) == 0.75
    assert accuracy([]) == 0.0
    assert groups_to_labels([("a", "b"), ("c",)]) == {"a": 0, "b": 0, "c": 1}
