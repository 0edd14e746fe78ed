"""Fit the pair-scoring weights (index.PAIR_WEIGHTS) on GVA dev + ECB+ dev candidate pairs.

Run: python bench/fit_pair_model.py [--cache DIR] -- prints the candidate recall, the weights
to paste into src/crosswire/grouping/index.py, and B-cubed F1 of a MERGE_THRESHOLD sweep.
Dev splits only. Extractions (dates, places, event types, counts: ~0.3 s an article) are
cached in DIR as ``{corpus}_dev.pkl`` so refits take seconds.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpora import load_ecbplus, load_gva  # noqa: E402

from crosswire.group import b_cubed, group_events  # noqa: E402
from crosswire.grouping import index as gi  # noqa: E402

FIELDS = ("dates", "places", "event_types", "counts")


def load_cached(name: str, cache: Path):
    """(articles, gold, extractions) of a dev split, extracting once into ``cache``."""
    path = cache / f"{name}_dev.pkl"
    if path.exists():
        with path.open("rb") as fh:
            return pickle.load(fh)  # noqa: S301 - our own cache file
    from crosswire.extract import extract_article

    arts, gold = (load_gva if name == "gva" else load_ecbplus)("dev")
    xs = {a.id: extract_article(a, fields=FIELDS) for a in arts}
    cache.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        pickle.dump((arts, gold, xs), fh)
    return arts, gold, xs


def candidate_data(articles, gold, extractions, *, embed=False):
    """Pair features and same-event labels of the candidate pairs; candidate recall."""
    idx = gi.EventIndex(embed=embed)
    captured = {}
    orig = idx._candidates

    def cand(pos):
        captured["pairs"] = orig(pos)
        return captured["pairs"]

    idx._candidates = cand
    idx._merge = lambda pairs: None  # collect candidates only
    idx.add(articles, extractions)
    pairs = captured["pairs"]
    x = idx.pair_features(pairs[:, 0], pairs[:, 1])
    ids = idx._ids
    y = np.array([gold[ids[p]] == gold[ids[q]] for p, q in pairs.tolist()])
    sizes: dict[str, int] = {}
    for a in ids:
        sizes[gold[a]] = sizes.get(gold[a], 0) + 1
    n_pos = sum(s * (s - 1) // 2 for s in sizes.values())
    return x, y, (int(y.sum()) / n_pos if n_pos else 1.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, default=Path("/tmp/crosswire-grouping-cache"))
    ap.add_argument("--C", type=float, default=1.0)
    args = ap.parse_args()
    data = {name: load_cached(name, args.cache) for name in ("gva", "ecb")}
    xs, ys = [], []
    for name, (arts, gold, ex) in data.items():
        x, y, rec = candidate_data(arts, gold, ex)
        print(f"{name}: {len(y)} candidate pairs, {int(y.sum())} same-event, candidate recall {rec:.3f}")
        xs.append(x)
        ys.append(y)
    x, y = np.vstack(xs), np.concatenate(ys)
    lr = LogisticRegression(C=args.C, max_iter=5000, fit_intercept=False).fit(x, y)
    weights = np.round(lr.coef_[0], 2)
    print("PAIR_WEIGHTS =", dict(zip(gi.PAIR_FEATURES, weights.tolist(), strict=True)))
    gi.PAIR_WEIGHTS = weights
    for thr in (0.2, 0.25, 0.3, 0.35, 0.4, 0.5):
        gi.MERGE_THRESHOLD = thr
        scores = []
        for _name, (arts, gold, ex) in data.items():
            scores.append(b_cubed(group_events(arts, ex), gold))
        print(f"threshold {thr}: " + "  ".join(f"P {p:.3f} R {r:.3f} F1 {f:.3f}" for p, r, f in scores))


if __name__ == "__main__":
    main()
