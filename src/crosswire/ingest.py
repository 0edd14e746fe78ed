"""Ingest: turn files, folders and JSONL streams into :class:`Article` records.

Formats, by suffix (case-insensitive):

- ``.txt``, ``.md``: one article; ``text`` is the decoded file content exactly (UTF-8, a
  UTF-8/16/32 byte-order mark honoured and dropped, other encodings detected with
  charset-normalizer). No stripping: every evidence offset points into it. A header block
  ("Title: ...", "Source: ...") or a headline line over a blank line is the title and
  metadata, and the text is the body under it (:mod:`crosswire.ingest_pages`).
- ``.html``, ``.htm``: main text and metadata (title, URL, date, site name) with trafilatura.
- ``.jsonl``: one article a line: ``id``, ``text``, optional ``title``, ``url``, ``outlet``,
  ``published`` (or the names other news tools use: ``body``/``content``/``maintext``,
  ``headline``, ``link``, ``source``, ``publishedAt``/``date_publish``...; see
  :data:`FIELD_ALIASES`). ``.json``: one such object, a list of them, or an object holding
  the list under ``articles``/``items``/``results``/``data``.
- ``.csv``, ``.tsv``: a header row naming those fields, one article a row.
- ``.xml``, ``.rss``, ``.atom``: an RSS or Atom feed, one article an item (text from
  ``content:encoded``/``description``/``summary``, HTML made plain; see
  :mod:`crosswire.ingest_feeds`). Other XML is skipped with the reason.
- a folder: every file under it with a known suffix, in sorted path order, hidden files
  and folders left out; files with other suffixes are skipped and counted in a log message.
- ``-``: JSONL on standard input (or one JSON document, as a ``.json`` file holds, or one
  story as plain text or an HTML page); a pipe named as a file (``<(zcat a.jsonl.gz)``) alike.
- any of these compressed, as news archives ship: ``.gz``, ``.bz2``, ``.xz`` after the
  format's own suffix (``articles.jsonl.gz``); decompressed as read, with the same limits.

Nothing here raises on bad input: a file that cannot be read comes out as an Article with
``status="skipped"``, ``text=""`` and an ``error`` saying what was wrong and what to do,
and the run goes on. Duplicate ids get a ``~2``, ``~3``... suffix (with a warning).
"""

from __future__ import annotations

import bz2
import codecs
import gzip
import itertools
import json
import logging
import lzma
import os
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from crosswire.ingest_csv import csv_articles
from crosswire.ingest_feeds import FEED_SUFFIXES, read_feed
from crosswire.ingest_pages import html_article, stdin_article, text_article
from crosswire.ingest_records import (
    FOLDER_NOTE,
    NOT_AN_ARTICLE,
    clean_article,
    json_records,
    loads,
    own_output,
    unique_ids,
)
from crosswire.ingest_records import article_from_record as _article_from_record
from crosswire.ingest_records import skipped as _skipped
from crosswire.model import Article
from crosswire.textcodec import (
    UnreadableError,
    bom_encoding,
    decode_bytes,
    decode_line,
    utf16_unmarked,
)

log = logging.getLogger(__name__)

TEXT_SUFFIXES = frozenset({".txt", ".md"})
HTML_SUFFIXES = frozenset({".html", ".htm"})
JSONL_SUFFIXES = frozenset({".jsonl"})
JSON_SUFFIXES = frozenset({".json"})
CSV_SUFFIXES = frozenset({".csv", ".tsv"})
KNOWN_SUFFIXES = (
    TEXT_SUFFIXES | HTML_SUFFIXES | JSONL_SUFFIXES | JSON_SUFFIXES | CSV_SUFFIXES | FEED_SUFFIXES
)
# Compression suffixes read transparently, and how to open each.
COMPRESSED: dict[str, Any] = {".gz": gzip.open, ".bz2": bz2.open, ".xz": lzma.open}
# A compressed file under a plain name ("articles.jsonl" that is gzip data, as some
# download tools save it): its format's opening bytes, read as the suffix would be.
_MAGIC: tuple[tuple[bytes, str], ...] = ((b"\x1f\x8b", ".gz"), (b"\xfd7zXZ\x00", ".xz"), (b"BZh", ".bz2"))
# What a damaged compressed file raises while it is read.
_DECOMPRESS_ERRORS = (OSError, EOFError, lzma.LZMAError)

# A news article is well under 1 MB (the longest GVA text is ~60 KB); a text or HTML file
# above this is a dump or a mistake, and reading it whole would stall a laptop run.
MAX_FILE_BYTES = 20_000_000
# A text longer than this is no single news article (GVA's longest is ~60,000 characters;
# a 1.6-million-character record took four minutes to extract): read, with a warning.
LONG_ARTICLE_CHARS = 300_000
# A .json file is read whole (it may be a list of articles): allow more than one article.
MAX_JSON_BYTES = 200_000_000
def article_id_for(path: str | Path) -> str:
    """The default article id of a file: its name up to the first dot."""
    name = Path(path).name
    return name.split(".", 1)[0] or name


# --- decoding -------------------------------------------------------------------------


def format_suffix(path: str | Path) -> str:
    """A file's format suffix, under any compression suffix ("a.jsonl.gz" -> ".jsonl")."""
    p = Path(path)
    s = p.suffix.lower()
    return Path(p.stem).suffix.lower() if s in COMPRESSED else s


def _opener(path: Path) -> Any:
    """How to open ``path``: by its compression suffix, else by its opening bytes (gzip,
    xz or bz2 data under a plain name, said in a warning); None for a plain file."""
    opener = COMPRESSED.get(path.suffix.lower())
    if opener is not None:
        return opener
    try:
        with open(path, "rb") as fh:
            head = fh.read(10)
    except OSError:
        return None
    for magic, suffix in _MAGIC:
        # (bz2's "BZh" is followed by a block-size digit and the block magic "1AY&SY")
        if head.startswith(magic) and (suffix != ".bz2" or head[3:4].isdigit() and head[4:10] == b"1AY&SY"):
            log.warning("%s: %s data under a plain name: read decompressed (name it %s%s)", path, suffix[1:], path.name, suffix)
            return COMPRESSED[suffix]
    return None


def _read_bytes(path: Path, limit: int) -> bytes:
    opener = _opener(path)
    if opener is not None:
        try:
            with opener(path, "rb") as fh:
                data = fh.read(limit + 1)
        except _DECOMPRESS_ERRORS as e:
            raise UnreadableError(
                f"cannot decompress the {path.suffix} file ({e}): check that it is complete"
            ) from e
        if len(data) > limit:
            raise UnreadableError(
                f"more than {limit:,} bytes once decompressed: split it into one file per article"
            )
        return data
    try:
        size = path.stat().st_size
        if size > limit:
            raise UnreadableError(
                f"{size:,} bytes is larger than the {limit:,}-byte limit for one file: "
                "split it into one file per article"
            )
        return path.read_bytes()
    except OSError as e:
        raise UnreadableError(
            f"cannot read the file ({e.strerror or e}): check its permissions"
        ) from e


# --- formats --------------------------------------------------------------------------


def _read_text_file(path: Path) -> Iterator[Article]:
    aid = article_id_for(path)
    try:
        text, encoding = decode_bytes(_read_bytes(path, MAX_FILE_BYTES))
    except UnreadableError as e:
        yield _skipped(aid, str(path), str(e))
        return
    if encoding not in ("utf-8", "utf-8-sig", "ascii"):
        log.info("%s: decoded as %s", path, encoding)
    yield text_article(text, aid=aid, source_path=str(path))


def _read_html_file(path: Path) -> Iterator[Article]:
    aid = article_id_for(path)
    try:
        html, _ = decode_bytes(_read_bytes(path, MAX_FILE_BYTES))
    except UnreadableError as e:
        yield _skipped(aid, str(path), str(e))
        return
    yield html_article(html, aid=aid, source_path=str(path))


def _whole_document(lines: list[str]) -> Any:
    """The JSON document ``lines`` make together (or the list of the pretty-printed records
    they hold one after another), or None when they make none."""
    text = "\n".join(line.rstrip("\r\n") for line in lines)
    try:
        return loads(text)
    except ValueError:
        pass
    decoder, records, pos = json.JSONDecoder(), [], 0
    while (pos := len(text) - len(text[pos:].lstrip())) < len(text):
        try:
            rec, pos = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError):
            return None
        records.append(rec)
    return records if len(records) > 1 else None


def _read_jsonl_lines(lines: Iterable[str], *, stem: str, source_path: str) -> Iterator[Article]:
    lineno = 0
    it = iter(lines)
    first = True  # the first line with text: a pretty-printed document shows there
    while True:
        lineno += 1
        try:
            line = next(it)
        except StopIteration:
            if first:  # (no record at all: said, as an empty .txt is, not passed over)
                yield _skipped(stem, source_path, "the file holds no records (it is empty or blank): nothing to read")
            return
        except (UnicodeDecodeError, OSError) as e:
            yield _skipped(
                f"{stem}-{lineno}",
                source_path,
                f"line {lineno}: cannot be read ({e}): save the file as UTF-8",
            )
            return
        if not line.strip():
            continue
        where = f"line {lineno}"
        try:
            rec = loads(line)
        except ValueError as e:
            if first and line.lstrip().startswith(("[", "{")):
                # a pretty-printed JSON document saved as .jsonl (a record spread over
                # lines, or a list): read whole, else reported line by line as before
                rest = list(it)
                if (data := _whole_document([line, *rest])) is not None:
                    log.warning("%s holds JSON records not one a line (pretty-printed, or lines ending in a bare CR): read whole, as .json", source_path)
                    yield from json_records(data, stem=stem, source_path=source_path)
                    return
                it = iter(rest)
            first = False
            # (a record cut off by a copy or a full disk: says so, so the rest is looked for)
            cut = line.lstrip().startswith("{") and not line.rstrip().endswith("}")
            # (a web page saved under the .jsonl name: says what it is and how to give it)
            markup = line.lstrip().startswith("<")
            yield _skipped(
                f"{stem}-{lineno}",
                source_path,
                f"{where}: not valid JSON ({e})"
                + ("; the line looks cut off (no closing '}')" if cut else "")
                + ("; it is HTML or XML markup: save a web page as .html, a feed as .xml" if markup else "")
                + ": fix or remove the line",
            )
            continue
        first = False
        yield _article_from_record(
            rec, default_id=f"{stem}-{lineno}", source_path=source_path, where=where
        )


def _read_jsonl_file(path: Path) -> Iterator[Article]:
    stem = article_id_for(path)
    opener = _opener(path) or open
    try:
        with opener(path, "rb") as fh:
            head = fh.read(4)
            if (enc := bom_encoding(head) or utf16_unmarked(head)) is not None and not enc.startswith("utf-8"):
                # UTF-16/32 (Windows tools save so): read whole, as its byte-order mark says
                try:
                    text, _ = decode_bytes(head + fh.read(MAX_JSON_BYTES))
                except UnreadableError as e:
                    yield _skipped(stem, str(path), str(e))
                    return
                log.info("%s: decoded as %s", path, enc)
                yield from _read_jsonl_lines(text.split("\n"), stem=stem, source_path=str(path))
                return
            # Split on "\n" only: a JSON string may hold U+2028, which str.splitlines breaks on.
            yield from _read_jsonl_lines(
                _decoded_lines(itertools.chain([head], fh), path=path), stem=stem, source_path=str(path)
            )
    except _DECOMPRESS_ERRORS as e:
        what = (
            f"cannot decompress the rest of the {path.suffix} file ({e}): check that it is complete"
            if opener is not open
            else f"cannot read the file ({getattr(e, 'strerror', None) or e}): check its permissions"
        )
        yield _skipped(stem, str(path), what)


def _decoded_lines(chunks: Iterable[bytes], *, path: Path) -> Iterator[str]:
    """The lines of a JSONL file's bytes, each decoded on its own: a line that is not UTF-8
    (a record pasted from a cp1252 file) is read as cp1252 and said so, and costs neither
    itself nor the lines after it."""
    buf = b""
    lineno = 0
    for chunk in chunks:
        buf += chunk
        *complete, buf = buf.split(b"\n")
        for raw in complete:
            lineno += 1
            yield _decoded(raw, lineno=lineno, path=path)
    if buf:
        yield _decoded(buf, lineno=lineno + 1, path=path)


def _decoded(raw: bytes, *, lineno: int, path: Path) -> str:
    if lineno == 1 and raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    text, enc = decode_line(raw)
    if enc != "utf-8":
        log.warning("%s: line %d is not UTF-8: read as %s (save the file as UTF-8)", path, lineno, enc)
    return text


def _read_json_file(path: Path) -> Iterator[Article]:
    stem = article_id_for(path)
    try:
        text, _ = decode_bytes(_read_bytes(path, MAX_JSON_BYTES))
        data = loads(text)
    except UnreadableError as e:
        yield _skipped(stem, str(path), str(e))
        return
    except ValueError as e:
        markup = text.lstrip().startswith("<")
        yield _skipped(
            stem,
            str(path),
            f"not valid JSON ({e})"
            + (": it is HTML or XML markup: name a web page .html, a feed .xml" if markup else
               ": fix the file, or give one article a line as .jsonl"),
        )
        return
    if own_output(data):
        yield _skipped(stem, str(path), NOT_AN_ARTICLE)
        return
    yield from json_records(data, stem=stem, source_path=str(path))


def _read_stdin(stream: TextIO, stem: str = "stdin", source_path: str = "-") -> Iterator[Article]:
    """JSONL on standard input, read as it streams; a whole JSON document (a pretty-printed
    list, ``{"articles": [...]}``) when the first line is not a record of its own; one
    article's plain text or HTML page (``cat story.txt | crosswire run -``) when no line
    of it is JSON."""
    lines = iter(stream)  # line by line as they arrive (a pipe that streams stays a stream)
    first = next(lines, None)
    if first is None:
        return
    try:
        loads(first)
        whole = False
    except ValueError:
        whole = first.lstrip().startswith(("[", "{"))
        if not whole:
            # (not JSONL from its first line: the rest is read whole, to tell a stream with a
            # broken first record from a story piped in, which has no JSON line at all)
            rest = list(lines)
            if not any(_json_line(line) for line in rest):
                yield stdin_article("".join([first, *rest]), aid=stem, source_path=source_path)
                return
            lines = iter(rest)
    if not whole:
        yield from _read_jsonl_lines(itertools.chain([first], lines), stem=stem, source_path=source_path)
        return
    rest = list(lines)
    try:
        data = loads("".join([first, *rest]))
    except ValueError:  # not one document either: report it line by line
        yield from _read_jsonl_lines([first, *rest], stem=stem, source_path=source_path)
        return
    yield from json_records(data, stem=stem, source_path=source_path)


def _json_line(line: str) -> bool:
    """Whether ``line`` is a JSON object of its own (a JSONL record)."""
    if not line.lstrip().startswith("{"):
        return False
    try:
        return isinstance(loads(line), dict)
    except ValueError:
        return False


def _read_csv_file(path: Path) -> Iterator[Article]:
    """A spreadsheet of articles: a header row naming the fields (as in JSONL, aliases
    included), one article a row; ``.tsv`` is tab-separated."""
    stem = article_id_for(path)
    try:
        text, _ = decode_bytes(_read_bytes(path, MAX_JSON_BYTES))
    except UnreadableError as e:
        yield _skipped(stem, str(path), str(e))
        return
    yield from csv_articles(text, stem=stem, source_path=str(path), tsv=format_suffix(path) == ".tsv")


def _read_feed_file(path: Path) -> Iterator[Article]:
    """An RSS or Atom feed: one article an item (:func:`crosswire.ingest_feeds.read_feed`)."""
    stem = article_id_for(path)
    try:
        # A feed is parsed whole, so one article's limit holds: a saved news feed is tens
        # of items, well under it.
        data = _read_bytes(path, MAX_FILE_BYTES)
    except UnreadableError as e:
        yield _skipped(stem, str(path), str(e))
        return
    yield from read_feed(data, stem=stem, source_path=str(path))


_READERS = {
    **dict.fromkeys(TEXT_SUFFIXES, _read_text_file),
    **dict.fromkeys(HTML_SUFFIXES, _read_html_file),
    **dict.fromkeys(JSONL_SUFFIXES, _read_jsonl_file),
    **dict.fromkeys(JSON_SUFFIXES, _read_json_file),
    **dict.fromkeys(CSV_SUFFIXES, _read_csv_file),
    **dict.fromkeys(FEED_SUFFIXES, _read_feed_file),
}


# --- sources ----------------------------------------------------------------------------


# What a run writes into its --out folder: the renderers' files and the checkpoint.
_RUN_OUTPUTS = frozenset({"events.json", "events.csv", "report.md", "report.html", "state"})


def _is_run_output(folder: Path) -> bool:
    """A folder a crosswire run wrote (``--out``): its checkpoint and its events.json."""
    return (folder / "state" / "index.pkl").is_file() and (folder / "events.json").is_file()


def _walk(folder: Path, unknown: Counter[str], seen: set[tuple[int, int]] | None = None) -> Iterator[Path]:
    """Files under ``folder`` in sorted path order, one directory listing at a time. A
    folder or file reached twice (through a symbolic link, or a link loop back up the
    tree) is read once."""
    seen = set() if seen is None else seen
    try:
        st = folder.stat()
    except OSError:
        st = None
    if st is not None:
        if (st.st_dev, st.st_ino) in seen:
            log.warning("%s: already read through another path (a symbolic link): skipped", folder)
            return
        seen.add((st.st_dev, st.st_ino))
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as e:
        log.warning("cannot list %s (%s): skipped", folder, e.strerror or e)
        return
    if own := _is_run_output(folder):  # (`run news --out news`: its next run had read its state back)
        log.warning("%s: a crosswire output folder: its outputs and state/ are not read as articles", folder)
    for entry in entries:
        if entry.name.startswith(".") or own and entry.name in _RUN_OUTPUTS:
            continue
        try:
            is_dir = entry.is_dir()
            is_file = entry.is_file()
        except OSError:
            is_dir = is_file = False
        if not is_dir and not is_file:
            if entry.is_symlink():
                log.warning("%s: a symbolic link to nothing readable (broken or looping): skipped", entry.path)
            else:  # (a named pipe, a socket, a device: reading one could wait for ever)
                log.warning("%s: not a regular file (a pipe or a device): skipped; name it to read it", entry.path)
            continue
        if is_dir and _is_run_output(Path(entry.path)):
            # `crosswire run . --out out`: the next run over "." must not read its own
            # events.json, brief and checkpoint back in as articles.
            log.warning("%s: a crosswire output folder, not read as articles", entry.path)
        elif is_dir:
            yield from _walk(Path(entry.path), unknown, seen)
        elif is_file:
            suffix = format_suffix(entry.name)
            if suffix in KNOWN_SUFFIXES and FOLDER_NOTE.match(entry.name):
                # a folder's README describes the folder, not an event (the seeds folder's
                # README had been read as a report and cited as a claim's source); named
                # on the command line, it is read like any file
                log.warning("%s: a folder's %s, not read as an article (name the file to read it)", entry.path, entry.name)
            elif suffix in KNOWN_SUFFIXES:
                try:
                    fst = entry.stat()
                except OSError:
                    fst = None
                if fst is not None and (fst.st_dev, fst.st_ino) in seen:
                    continue  # the same file under a second name (a link to it)
                if fst is not None:
                    seen.add((fst.st_dev, fst.st_ino))
                yield Path(entry.path)
            else:
                unknown[suffix or "(none)"] += 1
                log.debug("skipping %s: unsupported suffix", entry.path)


def _read_source(src: str, stdin: TextIO | None) -> Iterator[Article]:
    if src == "-":
        yield from _read_stdin(stdin if stdin is not None else sys.stdin)
        return
    path = Path(src)
    if path.is_dir():
        unknown: Counter[str] = Counter()
        for f in _walk(path, unknown):
            yield from _READERS[format_suffix(f)](f)
        if unknown:
            summary = ", ".join(f"{n} {s}" for s, n in sorted(unknown.items()))
            log.warning(
                "%s: skipped %d file(s) with unsupported suffixes (%s); crosswire reads %s",
                src,
                sum(unknown.values()),
                summary,
                " ".join(sorted(KNOWN_SUFFIXES)),
            )
        return
    if not path.exists():
        yield _skipped(article_id_for(path), src, "no such file or folder: check the path")
        return
    reader = _READERS.get(format_suffix(path))
    if reader is None and not path.is_file():  # a pipe (`run <(zcat a.jsonl.gz)`): read as stdin is
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as fh:
                yield from _read_stdin(fh, article_id_for(path), src)
        except OSError as e:
            yield _skipped(article_id_for(path), src, f"cannot read it ({e.strerror or e})")
        return
    if reader is None:
        yield _skipped(
            article_id_for(path),
            src,
            f"unsupported file type {path.suffix or '(no suffix)'!r}: give "
            f"{', '.join(sorted(KNOWN_SUFFIXES))} files (convert other formats to .txt)",
        )
        return
    yield from reader(path)


def read_inputs(sources: Sequence[str], *, stdin: TextIO | None = None) -> Iterator[Article]:
    """Articles from files, folders and ``-`` (JSONL on ``stdin``), in order.

    Args:
        sources: paths of files or folders, or ``"-"`` for standard input (JSONL, or one story).
        stdin: the stream ``"-"`` reads (default ``sys.stdin``).

    Returns:
        An iterator of Articles; unreadable inputs come out as ``status="skipped"`` with an
        ``error``. Ids are unique across the run (duplicates get ``~2``, ``~3``..., in
        source path order: the same files named in another order get the same ids).
        Never raises on bad input.
    """
    read: list[Article] = []
    for src in sources:
        for art in _read_source(str(src), stdin):
            if len(art.text) > LONG_ARTICLE_CHARS:
                log.warning(
                    "%s (%s): %s characters, far more than one news article: read whole, but its "
                    "extraction may take minutes (split a page dump or a transcript into articles)",
                    art.source_path, art.id, f"{len(art.text):,}",
                )  # fmt: skip
            read.append(clean_article(art))
    yield from unique_ids(read)


__all__ = ["KNOWN_SUFFIXES", "UnreadableError", "article_id_for", "decode_bytes", "read_inputs"]
