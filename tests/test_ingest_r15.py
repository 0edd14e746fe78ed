"""Inputs of the fifteenth probe round: a headline-only record, UTF-16 and mixed-encoding
JSONL, cut-off lines, publication dates as timestamps or in an ambiguous order."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from crosswire.ingest import read_inputs
from crosswire.model import Article
from crosswire.normalize import normalize
from crosswire.textcodec import decode_bytes


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def _line(**rec: str) -> str:
    return json.dumps(rec, ensure_ascii=False)


@pytest.mark.parametrize(
    ("record", "status", "text"),
    [
        # a headline with no body is a report: its title is its text
        ({"id": "h", "title": "Kebbi: Gunmen abduct 25 students from girls' school in Maga"}, "ok",
         "Kebbi: Gunmen abduct 25 students from girls' school in Maga"),
        ({"id": "h", "title": "Gunmen abduct 25 schoolgirls in Kebbi", "text": "  "}, "ok",
         "Gunmen abduct 25 schoolgirls in Kebbi"),
        # a page's label is no headline
        ({"id": "h", "title": "Breaking News"}, "skipped", ""),
        ({"id": "h"}, "skipped", ""),
    ],
)  # fmt: skip
def test_title_only_record(tmp_path, caplog, record, status, text):
    p = _write(tmp_path, "a.jsonl", (json.dumps(record) + "\n").encode())
    with caplog.at_level(logging.WARNING):
        (art,) = list(read_inputs([str(p)]))
    assert (art.status, art.text) == (status, text)
    if status == "ok":
        assert art.title is None  # not read twice
        assert "its title is read as the text" in caplog.text
    else:
        assert "no 'text'" in art.error


@pytest.mark.parametrize(
    ("data", "texts"),
    [
        # UTF-16 with its byte-order mark, as Windows tools save
        ((_line(id="u1", text="A car bomb killed five people in Mogadishu.") + "\n").encode("utf-16"),
         ["A car bomb killed five people in Mogadishu."]),
        # a cp1252 line among UTF-8 ones costs neither itself nor the lines after it
        ((_line(id="m1", text="A gunman killed two people in Zürich.") + "\n").encode()
         + (_line(id="m2", text="A bomb wounded 3 in Genève.") + "\n").encode("cp1252")
         + (_line(id="m3", text="Police in Köln arrested a man.") + "\n").encode(),
         ["A gunman killed two people in Zürich.", "A bomb wounded 3 in Genève.", "Police in Köln arrested a man."]),
    ],
)  # fmt: skip
def test_jsonl_encodings_lose_nothing(tmp_path, data, texts):
    arts = list(read_inputs([str(_write(tmp_path, "a.jsonl", data))]))
    assert [a.text for a in arts] == texts
    assert all(a.status == "ok" for a in arts)


def test_cut_off_line_is_said_so_and_the_rest_read(tmp_path):
    good = _line(id="t1", text="Gunmen abducted 12 farmers in Zamfara State on Sunday.")
    data = f"{good}\n{good.replace('t1', 't2')[:40]}\n{good.replace('t1', 't3')}\n".encode()
    arts = list(read_inputs([str(_write(tmp_path, "a.jsonl", data))]))
    assert [a.status for a in arts] == ["ok", "skipped", "ok"]
    assert "line 2" in arts[1].error and "cut off" in arts[1].error


def test_mixed_encoding_text_file():
    data = "A gunman killed two people in Zürich.\n".encode() + "The café owner Müller fled.\n".encode("cp1252")
    text, enc = decode_bytes(data)
    assert text == "A gunman killed two people in Zürich.\nThe café owner Müller fled.\n"
    assert enc.startswith("utf-8+")


@pytest.mark.parametrize(
    ("published", "expected", "warned"),
    [
        ("Tue, 02 Dec 2025 10:00:00 GMT", "2025-12-02", False),
        ("2025-12-02T10:00:00+05:30", "2025-12-02", False),  # the outlet's own day
        ("1764669600", "2025-12-02", False),  # Unix seconds
        ("1764669600000", "2025-12-02", False),  # ... and milliseconds
        ("02/12/2025", "2025-02-12", True),  # month first, said to be a guess
        ("25/12/2025", "2025-12-25", False),  # no doubt: 25 is no month
        ("yesterday", None, True),  # no date: said so, inferred from the text instead
        ("2024", None, True),  # a year is no timestamp
    ],
)  # fmt: skip
def test_published_formats(caplog, published, expected, warned):
    with caplog.at_level(logging.WARNING):
        art = normalize(Article(id="a", text="Two people were shot.", published=published))
    assert art.published == expected
    assert ("publication date" in caplog.text) == warned


@pytest.mark.parametrize(
    ("html", "says_scripts"),
    [
        ("<html><head><script>var a=1;</script></head><body><script>document.write('news');</script>"
         "<noscript>Enable JS</noscript></body></html>", True),
        ("<html><body><nav><a href='/'>Home</a></nav></body></html>", False),
    ],
)  # fmt: skip
def test_html_without_text_says_why(tmp_path, html, says_scripts):
    (art,) = list(read_inputs([str(_write(tmp_path, "page.html", html.encode()))]))
    assert art.status == "skipped" and "no article text" in art.error
    assert ("scripts" in art.error) == says_scripts
