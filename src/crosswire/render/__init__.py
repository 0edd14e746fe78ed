"""Renderers: a run's result as files. ``write_all`` writes every registered format."""

from __future__ import annotations

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
    """Write every format into ``out_dir`` (created if missing); returns the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    for fmt, (name, fn) in renderers().items():
        path = out_dir / name
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(fn(result), encoding="utf-8")
        tmp.replace(path)  # never leave a half-written output behind
        written[fmt] = path
    return written
