"""Spreadsheets of articles: a ``.csv`` or ``.tsv`` file's decoded text as one article a
row (a header row naming the fields, as in JSONL, aliases included). :mod:`crosswire.ingest`
reads and decodes the file; rows become articles here, through
:func:`crosswire.ingest_records.article_from_record`."""

from __future__ import annotations

import csv
import io
import logging
from collections.abc import Iterator

from crosswire.ingest_records import FIELD_ALIASES, article_from_record, skipped
from crosswire.model import Article

log = logging.getLogger("crosswire.ingest")

# The longest field a row may hold: as long as one article file may be.
MAX_FIELD_CHARS = 20_000_000


def csv_articles(text: str, *, stem: str, source_path: str, tsv: bool = False) -> Iterator[Article]:
    """The articles of a spreadsheet's text, or one skipped record saying why there are none.

    Rows whose cells are all empty (the trailing rows spreadsheet programs export) are no
    articles and pass without a word; cells beyond the header's are said in a warning (they
    had been dropped without one).
    """
    csv.field_size_limit(MAX_FIELD_CHARS)
    delimiter = "\t" if tsv else ","
    header = text.lstrip("\ufeff").split("\n", 1)[0]
    if delimiter not in header:
        # a spreadsheet saved with another separator (Excel in most European locales writes
        # ";"): the one its header row uses
        delimiter = max((";", "\t", "|", ","), key=header.count)
    try:
        rows = list(csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter))
    except csv.Error as e:
        yield skipped(stem, source_path, f"not a readable CSV file ({e}): save it with a header row and quoted text")
        return
    if not rows:
        yield skipped(stem, source_path, "a header row and no articles under it: nothing to read")
        return
    if not any(k in rows[0] for k in FIELD_ALIASES["text"]):
        yield skipped(
            stem, source_path, f"no text column (the header has {', '.join(map(str, rows[0]))[:200]}): name it 'text'"
        )
        return
    for i, row in enumerate(rows, start=2):  # row 1 is the header
        if not any((v or "").strip() for v in row.values() if isinstance(v, str)):
            continue
        if extra := [v for v in row.get(None) or () if v.strip()]:
            # (a quote left open runs the next rows into this one, cut at their commas)
            log.warning(
                "%s: row %d has %d more cell(s) than the header, not read (%r): quote a text "
                "that holds the separator, and check for a quote left open",
                source_path, i, len(extra), extra[0][:60],
            )  # fmt: skip
        yield article_from_record(
            {k: v for k, v in row.items() if k is not None}, default_id=f"{stem}-{i}", source_path=source_path, where=f"row {i}"
        )
