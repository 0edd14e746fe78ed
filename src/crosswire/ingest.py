"""Placeholder ingest (being written): plain UTF-8 .txt files and JSONL only."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TextIO

from crosswire.model import Article


def read_inputs(sources: Sequence[str], *, stdin: TextIO | None = None) -> Iterator[Article]:
    for src in sources:
        if src == "-" and stdin is not None:
            for line in stdin:
                if line.strip():
                    d = json.loads(line)
                    yield Article(id=str(d["id"]), text=d["text"], title=d.get("title"))
            continue
        p = Path(src)
        files = sorted(x for x in p.rglob("*") if x.is_file()) if p.is_dir() else [p]
        for f in files:
            if f.suffix == ".txt":
                yield Article(id=f.name.split(".")[0], text=f.read_text("utf-8"), source_path=str(f))
