"""Grouping cost at scale: time and peak memory at several corpus sizes.

The 6,335 real GVA articles (dev + test) are replicated into SYNTHETIC copies for scale only:
copy k shifts every publication date by k * 7 days and appends a copy tag to every
capitalised word (names, streets, towns), so copies look like new incidents with new people
in new places. Extractions are left empty (grouping falls back to publication date and
dateline city), so this measures grouping alone. Articles are fed to EventIndex.add in
batches of BATCH, as a running system would; each size runs in its own subprocess so peak
RSS (ru_maxrss) is that size's own.

The baseline, measured in the same run at smaller sizes (``--baseline-sizes``), is the
grouping the evaluation compares against: TF-IDF cosine with average-linkage agglomerative
clustering (``crosswire.eval.ecbplus.tfidf_groups``), which needs the full distance matrix
(quadratic time and memory). crosswire runs at the same sizes and the ratios are printed.

Usage: python bench/bench_grouping.py [--sizes 10000,50000,200000] [--baseline-sizes 2000,5000]
                                      [--write docs/PERFORMANCE.md]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpora import load_gva  # noqa: E402

from crosswire.model import Article  # noqa: E402

BATCH = 5000
_CAP = re.compile(r"\b([A-Z][a-z]+)")
_TAGS = "qxzjvkwy"


def _tag(k: int) -> str:
    out = ""
    while True:
        out += _TAGS[k % len(_TAGS)]
        k //= len(_TAGS)
        if k == 0:
            return out


def synthetic(n: int):
    """Yield ``n`` articles: the real GVA articles, then shifted copies of them."""
    base = load_gva("dev")[0] + load_gva("test")[0]
    for i in range(n):
        k, a = divmod(i, len(base))
        src = base[a]
        if k == 0:
            yield src
            continue
        tag = _tag(k)
        day = dt.date.fromisoformat(src.published) + dt.timedelta(days=7 * k) if src.published else None
        yield Article(
            id=f"{src.id}-syn{k}",
            text=_CAP.sub(lambda m, t=tag: m.group(1) + t, src.text),
            title=_CAP.sub(lambda m, t=tag: m.group(1) + t, src.title or ""),
            published=day.isoformat() if day else None,
        )


def run_one(n: int) -> dict:
    from crosswire.group import EventIndex

    index = EventIndex()
    batch: list[Article] = []
    t0 = time.perf_counter()
    for art in synthetic(n):
        batch.append(art)
        if len(batch) == BATCH:
            index.add(batch, {})
            batch = []
    if batch:
        index.add(batch, {})
    events = index.events()
    secs = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB -> MiB on Linux
    return {"articles": n, "events": len(events), "seconds": round(secs, 1), "peak_rss_mib": round(rss)}


def run_baseline(n: int) -> dict:
    from crosswire.eval.ecbplus import tfidf_groups

    # Cosine average linkage cannot take an empty vector: articles under 20 words (blank
    # scraped pages) are left out of the baseline's input, which only makes it cheaper.
    arts = [a for a in synthetic(n) if len(a.text.split()) >= 20]
    t0 = time.perf_counter()
    groups = tfidf_groups(arts)
    secs = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"articles": n, "events": len(groups), "seconds": round(secs, 1), "peak_rss_mib": round(rss)}


def _sub(flag: str, n: int) -> dict:
    out = subprocess.run([sys.executable, __file__, flag, str(n)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,50000,200000")
    ap.add_argument("--baseline-sizes", default="2000,5000", help="sizes to run the TF-IDF baseline and crosswire side by side ('' to skip)")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--one-baseline", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--write", default=None, help="append a results table to this markdown file")
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_one(args.one)))
        return
    if args.one_baseline:
        print(json.dumps(run_baseline(args.one_baseline)))
        return
    pairs = []
    for n in (int(x) for x in args.baseline_sizes.split(",") if x):
        base, ours = _sub("--one-baseline", n), _sub("--one", n)
        pairs.append((base, ours))
        print(json.dumps({"articles": n, "baseline": base, "crosswire": ours,
                          "time_ratio": round(base["seconds"] / max(ours["seconds"], 0.1), 2),
                          "memory_ratio": round(base["peak_rss_mib"] / ours["peak_rss_mib"], 2)}), flush=True)
    rows = []
    for n in (int(x) for x in args.sizes.split(",") if x):
        rows.append(_sub("--one", n))
        print(json.dumps(rows[-1]), flush=True)
    if len(rows) >= 2:
        xs = [math.log(r["articles"]) for r in rows]
        ys = [math.log(r["seconds"]) for r in rows]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)
        print(f"fitted time exponent: {slope:.2f}")
    if args.write:
        with open(args.write, "a", encoding="utf-8") as fh:
            if pairs:
                fh.write("\n| articles | baseline s | crosswire s | time ratio | baseline MiB | crosswire MiB |\n|---|---|---|---|---|---|\n")
                for b, o in pairs:
                    fh.write(f"| {b['articles']} | {b['seconds']} | {o['seconds']} | {b['seconds'] / max(o['seconds'], 0.1):.2f} | {b['peak_rss_mib']} | {o['peak_rss_mib']} |\n")
            fh.write("\n| articles | events | seconds | peak RSS (MiB) |\n|---|---|---|---|\n")
            for r in rows:
                fh.write(f"| {r['articles']} | {r['events']} | {r['seconds']} | {r['peak_rss_mib']} |\n")
            if len(rows) >= 2:
                fh.write(f"\nFitted time exponent (log-log least squares): {slope:.2f}\n")


if __name__ == "__main__":
    main()
