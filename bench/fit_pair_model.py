"""Fit the pair-scoring weights (pair_model.PAIR_WEIGHTS) on GVA dev + ECB+ dev candidate pairs.

Run: python bench/fit_pair_model.py [--cache DIR] -- prints the candidate recall, the weights
to paste into src/crosswire/grouping/pair_model.py, and B-cubed F1 of a MERGE_THRESHOLD sweep.
With --only-new N, only the bias and the last N weights are fitted, the others kept. With
--clusters, fits the cluster-level pass instead (clusters.CLUSTER_WEIGHTS) on the event
pairs left after the article-level pass, and sweeps CLUSTER_MERGE_PROB (near-duplicates
passed, as the evals and the pipeline do). With --topic-cv, scores the current settings on ECB+
dev as the eval does (all topics one batch) and held out by topic: the dev topics split at
random (seeds 0-3) into 4 folds of 8-9 topics, each fold grouped alone as its own batch, as
the 10-topic test split is. The held-out figure is the one to choose settings by: grouping
depends on the batch (IDF is computed over it), and the in-sample batch of 33 topics is 4
times the test split's.
With --background, writes the background document frequencies of the grouping
(src/crosswire/data/news_df.json, see crosswire.grouping.background) from the GVA dev reports.
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
from crosswire.grouping import clusters as gc  # noqa: E402
from crosswire.grouping import index as gi  # noqa: E402
from crosswire.grouping import pair_model as pm  # noqa: E402

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


def load_duplicates(name: str, arts, cache: Path) -> dict[str, str]:
    """find_duplicates of a dev split, cached beside the extractions."""
    path = cache / f"{name}_dev_dups.pkl"
    if path.exists():
        with path.open("rb") as fh:
            return pickle.load(fh)  # noqa: S301 - our own cache file
    from crosswire.dedup import find_duplicates

    dups = find_duplicates(arts)
    with path.open("wb") as fh:
        pickle.dump(dups, fh)
    return dups


def cluster_data(articles, gold, extractions, duplicates):
    """Features and labels (majority gold incidents agree) of the cluster-level candidates."""
    rounds, gi.CLUSTER_ROUNDS = gi.CLUSTER_ROUNDS, 0
    try:
        idx = gi.EventIndex()
        idx.add(articles, extractions, duplicates=duplicates)
    finally:
        gi.CLUSTER_ROUNDS = rounds
    idx._batch_keys = set(idx._postings) | set(idx._event_postings)
    pairs, x = idx.cluster_candidates(set(idx._members))
    major = {}
    for e, mem in idx._members.items():
        counts: dict[str, int] = {}
        for p in mem:
            g = gold[idx._ids[p]]
            counts[g] = counts.get(g, 0) + 1
        major[e] = min(counts, key=lambda g: (-counts[g], g))
    y = np.array([major[a] == major[b] for a, b in pairs])
    return x, y


def fit_clusters(data, cache: Path, c: float) -> None:
    xs, ys, dups = [], [], {}
    for name, (arts, gold, ex) in data.items():
        dups[name] = load_duplicates(name, arts, cache)
        x, y = cluster_data(arts, gold, ex, dups[name])
        print(f"{name}: {len(y)} candidate event pairs, {int(y.sum())} same-event")
        xs.append(x)
        ys.append(y)
    x, y = np.vstack(xs), np.concatenate(ys)
    lr = LogisticRegression(C=c, max_iter=5000, fit_intercept=False).fit(x, y)
    weights = np.round(lr.coef_[0], 2)
    print("CLUSTER_WEIGHTS =", dict(zip(gc.CLUSTER_FEATURES, weights.tolist(), strict=True)))
    gc.CLUSTER_WEIGHTS = weights
    for thr in (0.5, 0.6, 0.7, 0.8, 0.9, 1.01):
        gc.CLUSTER_MERGE_PROB = thr
        scores = [
            b_cubed(group_events(arts, ex, duplicates=dups[name]), gold)
            for name, (arts, gold, ex) in data.items()
        ]
        print(f"cluster threshold {thr}: "
              + "  ".join(f"P {p:.4f} R {r:.4f} F1 {f:.4f}" for p, r, f in scores))


def ecb_eval_cached(cache: Path):
    """(articles, gold, extractions, duplicates) of ECB+ dev as the eval reads them (its
    loader, extractor and near-duplicates), extracted once into ``cache``."""
    path = cache / "ecb_dev_eval.pkl"
    if path.exists():
        with path.open("rb") as fh:
            return pickle.load(fh)  # noqa: S301 - our own cache file
    from crosswire.dedup import find_duplicates
    from crosswire.eval import ecbplus
    from crosswire.eval.corpora import crosswire_extract, extract_many, find_corpora

    docs = ecbplus.load(find_corpora(), "dev")
    arts = [d.article for d in docs]
    data = (arts, {d.article.id: d.cluster for d in docs},
            extract_many(arts, crosswire_extract, jobs=1), find_duplicates(arts))
    cache.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        pickle.dump(data, fh)
    return data


# Topic-held-out check (--topic-cv): random partitions of the dev topics into TOPIC_FOLDS
# folds, one per seed in TOPIC_CV_SEEDS. 4 folds of 8-9 topics are near the test split's 10.
TOPIC_FOLDS = 4
TOPIC_CV_SEEDS = (0, 1, 2, 3)


def topic_cv(cache: Path) -> None:
    """B-cubed of ECB+ dev in-sample (one batch) and of each held-out topic fold grouped
    alone; prints both and the fold mean."""
    import random

    arts, gold, ex, dups = ecb_eval_cached(cache)
    topic_of = {a.id: gold[a.id].split("_")[0] for a in arts}

    def score(topics: set[str]) -> tuple[float, float, float]:
        sub = [a for a in arts if topic_of[a.id] in topics]
        ids = {a.id for a in sub}
        d = {k: v for k, v in dups.items() if k in ids and v in ids}
        return b_cubed(group_events(sub, ex, duplicates=d), {i: gold[i] for i in ids})

    topics = sorted(set(topic_of.values()), key=int)
    p, r, f = score(set(topics))
    print(f"in-sample ({len(topics)} topics, one batch): P {p:.4f} R {r:.4f} F1 {f:.4f}")
    folds = []
    for seed in TOPIC_CV_SEEDS:
        order = topics[:]
        random.Random(seed).shuffle(order)
        for k in range(TOPIC_FOLDS):
            folds.append(score(set(order[k::TOPIC_FOLDS])))
        print(f"seed {seed}: " + "  ".join(f"F1 {x[2]:.4f}" for x in folds[-TOPIC_FOLDS:]))
    mp, mr, mf = (float(np.mean([x[k] for x in folds])) for k in range(3))
    print(f"topic folds grouped alone ({len(folds)}): P {mp:.4f} R {mr:.4f} F1 {mf:.4f}")


def write_background(out: Path) -> None:
    """The background table of crosswire.grouping.background from the GVA dev reports, read
    as the index reads a batch (one line sketch, boilerplate dropped)."""
    import json

    from crosswire.eval import gva
    from crosswire.eval.corpora import find_corpora
    from crosswire.grouping.background import background_table
    from crosswire.grouping.features import LineSketch, head_texts, name_terms, word_terms

    arts = [a for inc in gva.load(find_corpora(), "dev") for a in inc.articles]
    texts = head_texts(arts, LineSketch())
    table = background_table(
        [set(word_terms(t)) for t in texts], [set(name_terms(t)) for t in texts],
        source="GVA dev reports (SemEval-2018 Task 5), crosswire eval gva --split dev",
    )
    out.write_text(json.dumps(table, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{out}: {table['docs']} reports, {len(table['words'])} words, {len(table['names'])} names")  # type: ignore[arg-type]


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


def fit_new_only(x: np.ndarray, y: np.ndarray, n_new: int, c: float) -> np.ndarray:
    """Fit the bias and the last ``n_new`` pair weights, the others held at their current
    values in ``pair_model.PAIR_WEIGHTS`` (their score is an offset): adds features without moving
    the weights that carry articles without extractions. L2 penalty 1/(2C) on the fitted ones."""
    from scipy.optimize import minimize

    n_old = x.shape[1] - n_new
    off = x[:, :n_old] @ pm.PAIR_WEIGHTS[:n_old]
    free = [0, *range(n_old, x.shape[1])]
    z, t = x[:, free], y.astype(float)

    def loss(v: np.ndarray) -> tuple[float, np.ndarray]:
        s = off + z @ v
        p = 1.0 / (1.0 + np.exp(-s))
        return float(np.sum(np.logaddexp(0, s) - t * s) + v @ v / (2 * c)), z.T @ (p - t) + v / c

    v = minimize(loss, np.zeros(len(free)), jac=True, method="L-BFGS-B").x
    weights = np.array(pm.PAIR_WEIGHTS, dtype=float)
    weights[0] += v[0]
    weights[n_old:] = v[1:]
    return np.round(weights, 2)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, default=Path("/tmp/crosswire-grouping-cache"))
    ap.add_argument("--C", type=float, default=1.0)
    ap.add_argument("--clusters", action="store_true", help="fit the cluster-level pass")
    ap.add_argument("--topic-cv", action="store_true",
                    help="ECB+ dev in-sample and topic-held-out B-cubed of the current settings")
    ap.add_argument("--background", type=Path, metavar="OUT",
                    help="write the grouping's background document frequencies to OUT")
    ap.add_argument("--only-new", type=int, default=0, metavar="N",
                    help="fit only the bias and the last N pair weights (set the current weights "
                    "of those to 0 first)")
    args = ap.parse_args()
    if args.background:
        write_background(args.background)
        return
    if args.topic_cv:
        topic_cv(args.cache)
        return
    data = {name: load_cached(name, args.cache) for name in ("gva", "ecb")}
    if args.clusters:
        fit_clusters(data, args.cache, args.C)
        return
    xs, ys = [], []
    for name, (arts, gold, ex) in data.items():
        x, y, rec = candidate_data(arts, gold, ex)
        print(f"{name}: {len(y)} candidate pairs, {int(y.sum())} same-event, candidate recall {rec:.3f}")
        xs.append(x)
        ys.append(y)
    x, y = np.vstack(xs), np.concatenate(ys)
    if args.only_new:
        weights = fit_new_only(x, y, args.only_new, args.C)
    else:
        lr = LogisticRegression(C=args.C, max_iter=5000, fit_intercept=False).fit(x, y)
        weights = np.round(lr.coef_[0], 2)
    print("PAIR_WEIGHTS =", dict(zip(pm.PAIR_FEATURES, weights.tolist(), strict=True)))
    pm.PAIR_WEIGHTS = weights
    for thr in (0.2, 0.25, 0.3, 0.35, 0.4, 0.5):
        gi.MERGE_THRESHOLD = thr
        scores = []
        for _name, (arts, gold, ex) in data.items():
            scores.append(b_cubed(group_events(arts, ex), gold))
        print(f"threshold {thr}: " + "  ".join(f"P {p:.3f} R {r:.3f} F1 {f:.3f}" for p, r, f in scores))


if __name__ == "__main__":
    main()
