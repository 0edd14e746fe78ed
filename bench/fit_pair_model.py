"""Fit the pair-scoring weights (index.PAIR_WEIGHTS) on GVA dev candidate pairs.

Run: python bench/fit_pair_model.py  -- prints the weights to paste into
src/crosswire/grouping/index.py. Dev split only.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpora import load_ecbplus, load_gva  # noqa: E402

from crosswire.grouping import index as gi  # noqa: E402


def candidate_data(articles, gold):
    idx = gi.EventIndex()
    merge = idx._merge
    idx._merge = lambda pairs: None  # collect candidates only
    captured = {}
    orig = idx._candidates

    def cand(pos):
        captured["pairs"] = orig(pos)
        return captured["pairs"]

    idx._candidates = cand
    idx.add(articles, {})
    idx._merge = merge
    pairs = captured["pairs"]
    x = idx.pair_features(pairs[:, 0], pairs[:, 1])
    ids = idx._ids
    y = np.array([gold[ids[p]] == gold[ids[q]] for p, q in pairs.tolist()])
    return x, y


def main() -> None:
    xs, ys = [], []
    for fn in (load_gva, load_ecbplus):
        arts, gold = fn("dev")
        x, y = candidate_data(arts, gold)
        print(fn.__name__, "pairs", len(y), "positive", int(y.sum()))
        xs.append(x)
        ys.append(y)
    x, y = np.vstack(xs), np.concatenate(ys)
    lr = LogisticRegression(C=10.0, max_iter=2000, fit_intercept=False).fit(x, y)
    print("PAIR_WEIGHTS =", np.round(lr.coef_[0], 2).tolist())


if __name__ == "__main__":
    main()
