"""The command line: thin wrappers over library functions.

    crosswire run examples/kerman-2024 --out out/
    crosswire run articles.jsonl --out out/ --policy latest
    cat articles.jsonl | crosswire run - --out out/
    crosswire extract examples/kerman-2024 > extractions.jsonl
    crosswire eval gva --split dev --limit 200
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from crosswire import __version__
from crosswire.engine import ENGINES
from crosswire.reconcile.policies import DEFAULT_POLICY, POLICIES

if TYPE_CHECKING:
    from crosswire.model import Article

log = logging.getLogger("crosswire")

RUN_EXAMPLES = """examples:
  crosswire run examples/kerman-2024 --out out/
  crosswire run articles.jsonl --out out/ --policy latest
  cat articles.jsonl | crosswire run - --out out/
  crosswire run news/ > events.json            # no --out: events.json on stdout
  crosswire run more-news/ --out out/ --update  # add articles to the run saved in out/

inputs: .txt (any encoding), .html/.htm, .jsonl/.json (id, text, title, url, outlet, published),
.csv/.tsv (a header row with those names), RSS/Atom feeds (.xml/.rss/.atom, one article an
item), folders (recursively), or - for stdin (JSONL, or one story as text or HTML; a pipe
such as <(zcat a.jsonl.gz) alike); any of them as .gz, .bz2 or .xz.
Unreadable files are listed as skipped.
policies: conservative (ACLED: lowest credible figure), latest (GTD: most recent credible
source, never the perpetrator's figure), range (UCDP: low / best / high)."""


def _add_input_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("inputs", nargs="+", help="files, folders, or - for stdin (JSONL, or one story)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar or summary")
    p.add_argument("-v", "--verbose", action="store_true", help="log what each stage does")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crosswire",
        description="Reconciled, source-attributed event records from many news reports.",
        epilog="example: crosswire run examples/kerman-2024 --out out/",
    )
    parser.add_argument("--version", action="version", version=f"crosswire {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser(
        "run",
        help="read articles, group them into events, reconcile, write outputs",
        description="Read articles, group them into events and write reconciled records "
        "(events.json, events.csv, report.md, report.html).",
        epilog=RUN_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_input_options(p)
    p.add_argument("-o", "--out", type=Path, help="output folder (default, or -: events.json to stdout)")
    p.add_argument("--policy", choices=POLICIES, default=DEFAULT_POLICY, help="count policy (default: %(default)s)")
    p.add_argument("--engine", choices=ENGINES, default="local", help="where extraction runs (default: %(default)s)")
    p.add_argument(
        "--update",
        action="store_true",
        help="add the inputs to the run saved in --out (out/state): known articles are not "
        "extracted or grouped again",
    )
    p.set_defaults(func=cmd_run)

    p = sub.add_parser(
        "extract",
        help="per-article extraction as JSONL (a checkpoint to inspect or pipe)",
        description="Ingest, normalise and extract each article; write one JSON object per "
        "article (article + extraction) to stdout.",
        epilog="example: crosswire extract examples/kerman-2024 > extractions.jsonl",
    )
    _add_input_options(p)
    p.set_defaults(func=cmd_extract)

    p = sub.add_parser(
        "ingest",
        help="read and normalise articles, write them as JSONL (input for `run -`)",
        description="Read and normalise inputs; write one article per line as JSONL.",
        epilog="example: crosswire ingest news/ | crosswire run - --out out/",
    )
    _add_input_options(p)
    p.set_defaults(func=cmd_ingest)

    from crosswire.eval.cli import add_parser as add_eval_parser

    add_eval_parser(sub)
    return parser


def _setup_logging(args: argparse.Namespace) -> None:
    level = logging.INFO if getattr(args, "verbose", False) else logging.WARNING
    if getattr(args, "quiet", False):
        level = logging.ERROR
    logging.basicConfig(level=level, format="crosswire: %(levelname)s: %(message)s", stream=sys.stderr)
    # trafilatura's own warnings and errors ("discarding data: None", "empty HTML tree")
    # repeat what crosswire reports as the skipped file's reason, without naming the file,
    # under crosswire's prefix; show them with --verbose only.
    logging.getLogger("trafilatura").setLevel(level if level <= logging.INFO else logging.CRITICAL)


def _read(args: argparse.Namespace) -> list:
    from crosswire.ingest import read_inputs

    return list(read_inputs(args.inputs, stdin=sys.stdin))


def _unwritable(out: Path) -> str | None:
    """What keeps the outputs from being written into folder ``out`` (created if missing),
    or None. A folder under a file, or one the user may not write to, had failed only after
    the whole run's extraction, losing it."""
    if out.exists() and not out.is_dir():
        return "is a file; give a folder for the outputs"
    try:
        out.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryFile(dir=out).close()
    except OSError as e:
        return f"cannot be written to ({e.strerror or e}); give a folder you can write to"
    return None


def _new_ids_for_other_articles(articles: list[Article], saved: Sequence[Article]) -> list[Article]:
    """``articles`` to add to a saved run, each with an id of its own: one whose id the run
    already holds for another text (the next day's export numbering its records from 1
    again, a file fixed since it was skipped) gets ``~2``, ``~3``... and a warning. The
    pipeline leaves an id it knows alone, so these had been dropped without a word."""
    known = {a.id: a.text for a in saved}
    taken = set(known) | {a.id for a in articles}
    out = []
    for art in articles:
        if art.id in known and known[art.id] != art.text:
            n = 2
            while (new := f"{art.id}~{n}") in taken and known.get(new) != art.text:
                n += 1  # (one added so by an earlier update is known by its text)
            if new not in known:
                taken.add(new)
                log.warning(
                    "%s (%s): the saved run holds another article under this id: added as %s",
                    art.id, art.source_path, new,
                )  # fmt: skip
            art = replace(art, id=new)
        out.append(art)
    return out


def cmd_run(args: argparse.Namespace) -> int:
    from crosswire.pipeline import run
    from crosswire.progress import Progress
    from crosswire.render import write_all
    from crosswire.render.json import render as render_json
    from crosswire.state import load_state, save_state

    if args.out is not None and str(args.out) == "-":  # `-o -`: stdout, as Unix tools take it
        args.out = None
    if args.update and args.out is None:
        print("crosswire: --update needs --out, the folder of the run to add to", file=sys.stderr)
        return 2
    if args.out is not None and (problem := _unwritable(Path(args.out))):
        # said before the inputs are read, not after minutes of extraction
        print(f"crosswire: --out {args.out} {problem}", file=sys.stderr)
        return 2
    previous = load_state(args.out) if args.update else None
    articles = _read(args)
    if not articles:
        print("crosswire: no input articles found; give files, folders or - for stdin", file=sys.stderr)
        return 1
    if previous is not None:
        articles = _new_ids_for_other_articles(articles, previous.articles)
    known = {a.id for a in previous.articles} if previous else set()
    progress = None if args.quiet else Progress(sum(1 for a in articles if a.id not in known))
    result = run(articles, policy=args.policy, engine=args.engine, progress=progress, previous=previous)
    if args.out is None:
        sys.stdout.write(render_json(result))
        written = {}
    else:
        written = write_all(result, args.out)
        save_state(result, args.out)
    if not args.quiet:
        skipped = [a for a in result.articles if a.status != "ok"]
        ok = len(result.articles) - len(skipped)
        lines = [
            f"articles read: {ok}, skipped: {len(skipped)}",
            f"events: {len(result.events)}, conflicts found: {result.conflicts}, "
            f"duplicates: {len(result.duplicates)}, policy: {result.policy}",
        ]
        lines += [f"  skipped {a.id}: {a.error}" for a in skipped[:10]]
        if len(skipped) > 10:
            lines.append(f"  ... and {len(skipped) - 10} more (see events.json)")
        if written:
            lines.append("outputs: " + ", ".join(str(p) for p in written.values()))
        print("\n".join(lines), file=sys.stderr)
    ok_any = any(a.status == "ok" for a in result.articles)
    return 0 if ok_any else 1


def cmd_extract(args: argparse.Namespace) -> int:
    from crosswire.extract import extract_article
    from crosswire.normalize import normalize

    articles = _read(args)
    for a in articles:
        art = normalize(a) if a.status == "ok" else a
        rec = {"article": art.to_dict(), "extraction": extract_article(art).to_dict()}
        sys.stdout.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return _status(articles)


def cmd_ingest(args: argparse.Namespace) -> int:
    from crosswire.normalize import normalize

    articles = _read(args)
    for a in articles:
        art = normalize(a) if a.status == "ok" else a
        sys.stdout.write(json.dumps(art.to_dict(), ensure_ascii=False) + "\n")
    return _status(articles)


def _status(articles: list) -> int:
    """The exit status of ``ingest`` and ``extract``, as ``run``'s: 1 when no article could
    be read (they had said 0 over a pile of skipped files, or none)."""
    if not articles:
        print("crosswire: no input articles found; give files, folders or - for stdin", file=sys.stderr)
    return 0 if any(a.status == "ok" for a in articles) else 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    _setup_logging(args)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # `crosswire extract ... | head` closed our stdout: not an error
        return 0
    except KeyboardInterrupt:  # Ctrl-C: a line, not a traceback; outputs are renamed into place whole
        print("crosswire: interrupted; no output file is left half-written", file=sys.stderr)
        return 130
    except (ValueError, RuntimeError, OSError) as exc:
        print(f"crosswire: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
