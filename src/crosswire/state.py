"""A run's checkpoint on disk, so that later articles can be added without redoing work.

``out/state/`` holds the normalised articles and their extractions as JSONL (readable,
and the input of any stage rerun) and the grouping and near-duplicate indexes as a pickle
(a cache: it is only ever read back by the same crosswire version, and ``--update``
refuses another).
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import tempfile
from pathlib import Path

from crosswire import __version__
from crosswire.model import Article, Extraction
from crosswire.pipeline import RunResult

STATE_DIR = "state"


def save_state(result: RunResult, out_dir: Path) -> Path:
    """Write ``result``'s articles, extractions and index under ``out_dir/state``.

    The three files are written into a fresh hidden folder that then takes the place of the
    old one: an error or Ctrl-C while writing leaves the earlier state whole, never new
    articles beside an old index (which ``--update`` would have read as one run).
    """
    d = out_dir / STATE_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=out_dir, prefix=f".{STATE_DIR}."))
    try:
        with (tmp / "articles.jsonl").open("w", encoding="utf-8") as fh:
            for a in result.articles:
                fh.write(json.dumps(a.to_dict(), ensure_ascii=False) + "\n")
        with (tmp / "extractions.jsonl").open("w", encoding="utf-8") as fh:
            for e in result.extractions:
                fh.write(json.dumps(e.to_dict(), ensure_ascii=False) + "\n")
        with (tmp / "index.pkl").open("wb") as fh:
            pickle.dump(
                {"version": __version__, "policy": result.policy, "index": result.index, "dup_index": result.dup_index},
                fh,
            )
        tmp.chmod(0o777 & ~_umask())  # (mkdtemp makes it private; the state was not)
        old = out_dir / f".{STATE_DIR}.old.{os.getpid()}"
        if d.exists():
            d.replace(old)
        tmp.replace(d)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)  # (only there when an error stopped the swap)
    return d


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def load_state(out_dir: Path) -> RunResult:
    """The result saved by :func:`save_state` (events are recomputed by the next run).

    Raises:
        ValueError: when there is no state, it was written by another crosswire version, or
            it is damaged (a file cut short).
    """
    d = out_dir / STATE_DIR
    if not (d / "index.pkl").is_file():
        raise ValueError(f"E302 no saved run in {d}: run `crosswire run ... --out {out_dir}` first")
    try:
        with (d / "index.pkl").open("rb") as fh:
            meta = pickle.load(fh)  # noqa: S301 - our own cache file, version-checked below
    except _DAMAGE as e:
        raise _damaged(d, e) from e
    if not isinstance(meta, dict) or meta.get("version") != __version__:
        version = meta.get("version") if isinstance(meta, dict) else None
        raise ValueError(f"E303 {d} was written by crosswire {version}, this is {__version__}: rerun from scratch")
    try:
        with (d / "articles.jsonl").open(encoding="utf-8") as fh:
            articles = tuple(Article.from_dict(json.loads(line)) for line in fh if line.strip())
        with (d / "extractions.jsonl").open(encoding="utf-8") as fh:
            extractions = tuple(Extraction.from_dict(json.loads(line)) for line in fh if line.strip())
    except _DAMAGE as e:
        raise _damaged(d, e) from e
    return RunResult(
        policy=meta["policy"],
        articles=articles,
        extractions=extractions,
        duplicates={},
        events=(),
        index=meta["index"],
        dup_index=meta.get("dup_index"),
    )


# What reading a state cut short (a full disk, a copy stopped half way) raises.
_DAMAGE = (OSError, EOFError, ValueError, pickle.UnpicklingError, KeyError, TypeError, AttributeError)


def _damaged(d: Path, e: Exception) -> ValueError:
    """The error a damaged state is reported with (it had ended in a traceback, or in a
    bare JSON error naming no file)."""
    return ValueError(
        f"E304 the saved run in {d} is damaged ({type(e).__name__}: {e}): "
        "rerun without --update, or into a new --out folder"
    )
