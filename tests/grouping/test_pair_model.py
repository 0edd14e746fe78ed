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
