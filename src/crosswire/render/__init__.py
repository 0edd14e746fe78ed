"""Renderers: a run's result as files. ``write_all`` writes every registered format."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from crosswire.pipeline import RunResult

Renderer = Callable[[RunResult], str]


def renderers() -> dict[str, tuple[str, Renderer]]:
    """``{format: (file name, function)}`` for every output format."""
    from crosswire.render import csv as csv_
    from crosswire.render import html, markdown
    from crosswire.render import json as json_

    return {
        "json": ("events.json", json_.render),
        "csv": ("events.csv", csv_.render),
        "md": ("report.md", markdown.render),
        "html": ("report.html", html.render),
    }


def write_all(result: RunResult, out_dir: Path) -> dict[str, Path]:
    """Write every format into ``out_dir`` (created if missing); returns the paths.

    Every output is rendered before any is written, each is written to a temporary file of
    its own and renamed into place: an error or Ctrl-C leaves no half-written file, and the
    set is replaced in one short burst of renames, not one render apart.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    rendered = {fmt: (out_dir / name, fn(result)) for fmt, (name, fn) in renderers().items()}
    temps: dict[str, Path] = {}
    try:
        for fmt, (path, text) in rendered.items():
            # (a name of this process's own: two runs into one folder do not share one)
            temps[fmt] = tmp = out_dir / f".{path.name}.{os.getpid()}.tmp"
            tmp.write_text(text, encoding="utf-8")
        for fmt, (path, _) in rendered.items():
            temps.pop(fmt).replace(path)
    finally:
        for tmp in temps.values():  # (what an error left unrenamed)
            tmp.unlink(missing_ok=True)
    return {fmt: path for fmt, (path, _) in rendered.items()}
