"""The CI quality gate: a fixed small dev sample of each corpus, scored and compared with
floors pinned in ``tests/eval_baseline.json`` (with the corpus file's sha256).

Floors only go up. After an improvement, raise them with::

    python -m crosswire.eval.gate --write-baseline

which re-measures every gate run and sets each floor to ``max(old floor, measured -
FLOOR_MARGIN)``; it never lowers one. Lowering a floor is a deliberate, reviewed edit of the
JSON file, with the reason in the commit message.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crosswire.eval.corpora import corpus_sha256, find_corpora, repo_root

log = logging.getLogger(__name__)

BASELINE_FILE = Path("tests") / "eval_baseline.json"

# Measured values wobble a little when an unrelated change moves one borderline case; the
# margin keeps the gate from failing on that while still catching real regressions
# (one incident in 150 is 0.007, one PolNeAR quote in ~90 is 0.011).
FLOOR_MARGIN = 0.02

# The fixed samples: a few minutes in all on 2 cores, dev splits only.
GATE_RUNS: dict[str, dict[str, Any]] = {
    "gva": {"split": "dev", "limit": 150, "grouping": "gold", "policy": "conservative"},
    "muc4": {"split": "dev", "limit": 100, "policy": "conservative"},
    "polnear": {"split": "dev", "limit": 20},
}

# The metrics the gate holds (crosswire's top-level figures).
GATED_METRICS: dict[str, tuple[str, ...]] = {
    "gva": ("killed_exact", "injured_exact", "killed_exact_nonzero", "date_exact", "city_match", "state_match"),
    "muc4": ("perp_org_precision", "perp_org_recall", "perp_org_f1", "stance_accuracy",
             "incident_type_accuracy", "deaths_exact"),
    "polnear": ("quote_speaker_precision", "quote_speaker_recall", "quote_speaker_f1", "quote_speaker_f1_named"),
}


@dataclass(frozen=True, slots=True)
class Failure:
    corpus: str
    metric: str
    value: float
    floor: float

    def __str__(self) -> str:
        return f"{self.corpus}.{self.metric} = {self.value:.3f} fell below its floor {self.floor:.3f}"


def baseline_path() -> Path:
    return repo_root() / BASELINE_FILE


def read_baseline(path: Path | None = None) -> dict[str, Any]:
    p = path or baseline_path()
    return json.loads(p.read_text(encoding="utf-8")) if p.exists() else {"corpora": {}}


def measure(corpus: str, root: Path, *, jobs: int = 2) -> dict[str, Any]:
    """Run the gate sample of ``corpus`` (no peers: the gate holds crosswire only)."""
    from crosswire.eval import evaluate

    return evaluate(corpus, root, jobs=jobs, with_peers=False, **GATE_RUNS[corpus])


def check_sha(corpus: str, root: Path, pinned: dict[str, Any]) -> str | None:
    """A message when the corpus file differs from the one the floors were measured on."""
    sha = corpus_sha256(root, corpus)
    want = pinned.get("sha256")
    if want and want != sha:
        return (
            f"E103 the {corpus} corpus under {root} is not the one the floors in {BASELINE_FILE} "
            f"were measured on (sha256 {sha[:12]}..., pinned {want[:12]}...). Restore the shared "
            "corpus, or re-measure on the new one and pin it deliberately."
        )
    return None


def compare(corpus: str, result: dict[str, Any], floors: dict[str, float]) -> list[Failure]:
    """Metrics of ``result`` that fell below their floors."""
    out = []
    for metric, floor in floors.items():
        value = float(result.get(metric, 0.0))
        if value + 1e-9 < floor:
            out.append(Failure(corpus, metric, value, floor))
    return out


def raised_floors(old: dict[str, float], result: dict[str, Any], metrics: tuple[str, ...]) -> dict[str, float]:
    """New floors: ``max(old, measured - FLOOR_MARGIN)`` rounded down to 3 decimals, never
    below 0 and never below the old floor."""
    out = dict(old)
    for m in metrics:
        cand = max(0.0, math.floor((float(result.get(m, 0.0)) - FLOOR_MARGIN) * 1000) / 1000)
        out[m] = max(out.get(m, 0.0), cand)
    return out


def write_baseline(root: Path, *, corpora: tuple[str, ...] = tuple(GATE_RUNS), path: Path | None = None) -> dict[str, Any]:
    """Re-measure and raise floors (never lower them); pins each corpus sha256."""
    p = path or baseline_path()
    data = read_baseline(p)
    data.setdefault("corpora", {})
    data["floor_margin"] = FLOOR_MARGIN
    # the note keeps what was added to it (why a floor was lowered by hand)
    data.setdefault("note", "Floors for tests/eval/test_gate.py. Raise with `python -m crosswire.eval.gate "
                            "--write-baseline` (never lowers). Lowering one is a deliberate edit.")
    for corpus in corpora:
        entry = data["corpora"].setdefault(corpus, {})
        msg = check_sha(corpus, root, entry)
        if msg:
            raise SystemExit(msg)
        result = measure(corpus, root)
        entry["sha256"] = corpus_sha256(root, corpus)
        entry["options"] = GATE_RUNS[corpus]
        entry["measured"] = {m: round(float(result.get(m, 0.0)), 4) for m in GATED_METRICS[corpus]}
        entry["floors"] = raised_floors(entry.get("floors", {}), result, GATED_METRICS[corpus])
    p.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crosswire.eval.gate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write-baseline", action="store_true", help="re-measure and raise floors")
    parser.add_argument("--data", default=None, help="the corpora folder")
    parser.add_argument("corpora", nargs="*", help=f"only these of {', '.join(GATE_RUNS)}")
    args = parser.parse_args(argv)
    unknown = [c for c in args.corpora if c not in GATE_RUNS]
    if unknown:
        parser.error(f"unknown gate corpus {unknown[0]!r}: choose from {', '.join(GATE_RUNS)}")
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    root = find_corpora(args.data)
    which = tuple(args.corpora) or tuple(GATE_RUNS)
    if args.write_baseline:
        data = write_baseline(root, corpora=which)
        print(json.dumps({c: data["corpora"][c]["floors"] for c in which}, indent=2))
        return 0
    base = read_baseline()
    failures: list[Failure] = []
    for corpus in which:
        entry = base["corpora"].get(corpus, {})
        msg = check_sha(corpus, root, entry)
        if msg:
            print(msg, file=sys.stderr)
            return 1
        failures += compare(corpus, measure(corpus, root), entry.get("floors", {}))
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
