"""The pair model: vectorised row dots and the logistic pair probability."""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.grouping import pair_model as pm
from crosswire.grouping.features import N_FEATURES


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31 - 1))
def test_row_dots_equal_the_sparse_products(seed: int) -> None:
    rng = np.random.default_rng(seed)
    m = sp.random(12, N_FEATURES, density=3e-5, format="csr", dtype=np.float32, random_state=rng)
    m.sort_indices()
    a, b = rng.integers(0, 12, 20), rng.integers(0, 12, 20)
    want = np.array([m[i].multiply(m[j]).sum() for i, j in zip(a, b, strict=True)])
    assert np.allclose(pm._row_dots(m, a, b), want, atol=1e-5)


def test_probability_rises_with_text_similarity_and_falls_with_the_day_gap() -> None:
    x = np.zeros((3, len(pm.PAIR_FEATURES)))
    x[:, 0] = 1.0
    x[1, pm.PAIR_FEATURES.index("cos_words")] = 0.8
    x[2, pm.PAIR_FEATURES.index("cos_words")] = 0.8
    x[2, pm.PAIR_FEATURES.index("log_gap")] = np.log1p(30)
    p = pm.probabilities(x)
    assert p[0] < p[1] and p[2] < p[1]
    assert ((p > 0) & (p < 1)).all()


def test_haversine_distance() -> None:
    # Tehran to Kerman is about 810 km as the crow flies
    assert 780 < pm.km(35.69, 51.42, 30.28, 57.08) < 840
    assert pm.km(10.0, 10.0, 10.0, 10.0) == 0.0


def test_a_report_dated_only_by_a_later_step_counts_a_shorter_gap() -> None:
    """A report dated only by the day its toll rose tells of an event on that day or before:
    against a report of the event day two days earlier its gap is one day; a later step
    before the other's event day, two reports both dated by later steps, or reports of other
    places keep the gap."""
    from crosswire.grouping.features import ArticleFeatures

    event = ArticleFeatures("a", 10, "baghdad", None, None, pub_day=10, event_day=10)
    later = ArticleFeatures("b", 12, "baghdad", None, None, pub_day=12, event_day=12, later_only=True)
    early = ArticleFeatures("c", 8, "baghdad", None, None, pub_day=8, event_day=8, later_only=True)
    both = ArticleFeatures("d", 10, "baghdad", None, None, pub_day=10, event_day=10, later_only=True)
    elsewhere = ArticleFeatures("e", 12, "mosul", None, None, pub_day=12, event_day=12, later_only=True)
    mats = tuple(sp.csr_matrix((5, N_FEATURES), dtype=np.float32) for _ in range(4))
    x = pm.pair_features(
        np.array([0, 0, 3, 0]), np.array([1, 2, 1, 4]), mats=mats, feats=[event, later, early, both, elsewhere],
        full_rows=[{}] * 5, headline_only=[False] * 5,
    )
    gap = x[:, pm.PAIR_FEATURES.index("log_gap")]
    assert np.allclose(gap, np.log1p([2 - pm.LATER_STEP_SLACK_DAYS, 2, 2, 2]))
    assert pm.LATER_STEP_SLACK_DAYS > 0
