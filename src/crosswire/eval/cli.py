"""The ``crosswire eval`` subcommand: a thin wrapper over :func:`crosswire.eval.evaluate`.

Results go to stdout (a table, or with ``--json`` one JSON object on the last line);
progress and logging go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from typing import Any

from crosswire.eval.corpora import CORPORA, CorpusNotFound, corpus_sha256, find_corpora

log = logging.getLogger(__name__)

POLICIES = ("conservative", "latest", "range")
# Extraction is dominated by spaCy parsing, one process per core; the reference machine has 2.
DEFAULT_JOBS = max(1, min(2, os.cpu_count() or 1))

EPILOG = """examples:
  crosswire eval gva --split dev --limit 150
  crosswire eval gva --split test --grouping system --json
  crosswire eval muc4 --split dev --system regex
  crosswire eval polnear --split dev --limit 20 --data ../shared/corpora

The corpora are read from --data, else $CROSSWIRE_CORPORA, else ../shared/corpora beside the
project root. Metrics are defined in docs/EVALUATION.md."""


def add_parser(subparsers: Any) -> None:
    """Add the ``eval`` subcommand to an argparse ``subparsers`` object."""
    p = subparsers.add_parser(
        "eval",
        help="measure crosswire on a labelled corpus (gva, muc4, polnear, ecbplus)",
        description="Score crosswire, a regex baseline and peer libraries on a public "
        "labelled corpus.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_arguments(p)
    p.set_defaults(func=run)


def _add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("corpus", choices=CORPORA, help="which corpus")
    p.add_argument("--split", choices=("dev", "test"), default="dev", help="tune on dev, report on test (default: dev)")
    p.add_argument("--limit", type=int, default=None, metavar="N",
                   help="only the first N incidents/documents in the corpus's fixed order")
    p.add_argument("--json", action="store_true", help="print one JSON object (last line of stdout)")
    p.add_argument("--data", default=None, metavar="DIR", help="the corpora folder (default: ../shared/corpora)")
    p.add_argument("--grouping", choices=("gold", "system"), default="gold",
                   help="gva: group articles by gold incident or by crosswire's grouping (default: gold)")
    p.add_argument("--system", choices=("crosswire", "regex"), default="crosswire",
                   help="which system's figures go at the top level (the regex baseline is always "
                   "reported under 'baseline')")
    p.add_argument("--policy", choices=POLICIES, default="conservative", help="count reconciliation policy")
    p.add_argument("--jobs", type=int, default=DEFAULT_JOBS, metavar="N",
                   help=f"extraction processes (default: {DEFAULT_JOBS})")
    p.add_argument("--no-peers", action="store_true", help="skip the peer libraries (faster)")


def run(args: argparse.Namespace) -> int:
    """Run the evaluation ``args`` describe and print the results. Returns the exit code."""
    from crosswire.eval import evaluate

    try:
        root = find_corpora(args.data)
        sha = corpus_sha256(root, args.corpus)
    except CorpusNotFound as exc:
        print(f"crosswire eval: {exc}", file=sys.stderr)
        return 2
    if args.limit is not None and args.limit < 1:
        print("crosswire eval: --limit must be at least 1", file=sys.stderr)
        return 2
    print(f"crosswire eval: {args.corpus} {args.split} from {root} ...", file=sys.stderr)
    t0 = time.monotonic()
    result = evaluate(
        args.corpus, root, split=args.split, limit=args.limit, system=args.system,
        grouping=args.grouping, policy=args.policy, jobs=max(1, args.jobs),
        with_peers=not args.no_peers,
    )
    result.update(
        corpus=args.corpus, split=args.split, limit=args.limit, system=args.system,
        grouping=args.grouping if args.corpus == "gva" else None, policy=args.policy,
        corpus_sha256=sha, seconds=round(time.monotonic() - t0, 1),
    )
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        print(format_table(result))
    return 0


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.3f}"
    return str(v)


def format_table(result: dict[str, Any]) -> str:
    """Metric rows, one column each for crosswire (or the chosen system), baseline and peers."""
    peers = {k: v for k, v in (result.get("peers") or {}).items()}
    cols = [result.get("system") or "crosswire", "baseline", *peers]
    sources = [result, result.get("baseline") or {}, *peers.values()]
    skip = {"n", "seconds", "limit", "baseline", "peers", "corpus", "split", "system", "grouping",
            "policy", "corpus_sha256", "reconcile", "speaker_rule"}
    metrics = [k for k, v in result.items() if k not in skip and isinstance(v, float)]
    for src in sources[1:]:
        metrics += [k for k, v in src.items() if isinstance(v, float) and k not in metrics]
    width = max([len(m) for m in metrics] + [6])
    lines = [
        f"{result.get('corpus')} {result.get('split')}: n={result.get('n')}"
        + (f", grouping={result['grouping']}" if result.get("grouping") else "")
        + f", policy={result.get('policy')}, {result.get('seconds')} s",
        "  ".join([" " * width] + [f"{c:>16}" for c in cols]),
    ]
    for m in metrics:
        lines.append("  ".join([f"{m:<{width}}"] + [f"{_fmt(s.get(m)):>16}" for s in sources]))
    counts = {k: v for k, v in result.items() if k.startswith("n_") and isinstance(v, int)}
    if counts:
        lines.append("counts: " + ", ".join(f"{k}={v}" for k, v in counts.items()))
    for name, p in peers.items():
        if "skipped" in p:
            lines.append(f"peer {name} skipped: {p['skipped']}")
    if result.get("reconcile") == "stand-in":
        lines.append("note: crosswire.reconcile was missing; the eval stand-in reconciled")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry point (``python -m crosswire.eval.cli``)."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    parser = argparse.ArgumentParser(prog="crosswire")
    sub = parser.add_subparsers(dest="command", required=True)
    add_parser(sub)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
