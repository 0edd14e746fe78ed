"""Ingest of the sixteenth probe round's broken inputs: each is read or named, never lost."""

from __future__ import annotations

import bz2
import gzip
import json
import logging
import lzma
from pathlib import Path

import pytest

from crosswire.ingest import read_inputs

RECORD = {
    "id": "q1",
    "title": "Blast kills three in Quetta",
    "text": "QUETTA, Pakistan (Reuters) - A bomb exploded near a police van in Quetta on Monday, killing three people.",
    "outlet": "Reuters",
}


def _read(path: Path) -> list[tuple[str, str, str]]:
    return [(a.id, a.status, a.text) for a in read_inputs([str(path)])]


@pytest.mark.parametrize(
    ("compress", "name"),
    [(gzip.compress, "gzip"), (lzma.compress, "xz"), (bz2.compress, "bz2")],
)
def test_compressed_data_under_a_plain_jsonl_name_is_decompressed(
    tmp_path: Path, compress, name: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "download.jsonl"
    path.write_bytes(compress((json.dumps(RECORD) + "\n").encode()))
    with caplog.at_level(logging.WARNING):
        assert _read(path) == [("q1", "ok", RECORD["text"])]
    assert "under a plain name" in caplog.text


def test_compressed_data_under_a_plain_csv_name_is_decompressed(tmp_path: Path) -> None:
    path = tmp_path / "export.csv"
    path.write_bytes(gzip.compress(b"id,text\nc1,A bomb exploded in Quetta.\n"))
    assert _read(path) == [("c1", "ok", "A bomb exploded in Quetta.")]


def test_text_starting_like_bz2_is_not_taken_for_it(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_text("BZh is how the note began; a bomb exploded in Quetta.\n")
    assert _read(path)[0][1:] == ("ok", "BZh is how the note began; a bomb exploded in Quetta.\n")


@pytest.mark.parametrize(
    ("content", "ids"),
    [
        # one record pretty-printed over many lines
        (json.dumps(RECORD, indent=2) + "\n", ["q1"]),
        # records pretty-printed one after another
        (
            json.dumps(RECORD, indent=2)
            + "\n"
            + json.dumps({**RECORD, "id": "q2"}, indent=4)
            + "\n",
            ["q1", "q2"],
        ),
        # a pretty-printed list
        (json.dumps([RECORD, {**RECORD, "id": "q2"}], indent=2), ["q1", "q2"]),
    ],
)
def test_pretty_printed_json_in_a_jsonl_file_is_read_whole(
    tmp_path: Path, content: str, ids: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "pretty.jsonl"
    path.write_text(content)
    with caplog.at_level(logging.WARNING):
        arts = _read(path)
    assert [a[0] for a in arts] == ids
    assert all(a[1] == "ok" and a[2] == RECORD["text"] for a in arts)
    assert "not one a line" in caplog.text


def test_cut_off_first_record_still_reported_line_by_line(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    path.write_text(json.dumps(RECORD)[:-20] + "\n" + json.dumps({**RECORD, "id": "q2"}) + "\n")
    arts = list(read_inputs([str(path)]))
    assert [(a.id, a.status) for a in arts] == [("cut-1", "skipped"), ("q2", "ok")]
    assert arts[0].error is not None and "line 1" in arts[0].error and "cut off" in arts[0].error


def test_html_page_saved_as_jsonl_is_named_as_markup(tmp_path: Path) -> None:
    path = tmp_path / "page.jsonl"
    path.write_text("<!DOCTYPE html><html><body><p>A bomb exploded in Quetta.</p></body></html>\n")
    (art,) = list(read_inputs([str(path)]))
    assert art.status == "skipped"
    assert (
        art.error is not None and "line 1" in art.error and "save a web page as .html" in art.error
    )


@pytest.mark.parametrize(
    ("header_and_rows", "expected"),
    [
        # Excel in most European locales separates with ";"
        (
            'id;title;text\n"c1";"Blast";"QUETTA - A bomb exploded,\nkilling three."\n',
            [("c1", "QUETTA - A bomb exploded,\nkilling three.")],
        ),
        # a tab-separated export saved as .csv
        (
            "id\ttext\nc2\tA bomb exploded, killing three.\n",
            [("c2", "A bomb exploded, killing three.")],
        ),
        # a pipe-separated dump
        (
            "id|text\nc3|A bomb exploded, killing three.\n",
            [("c3", "A bomb exploded, killing three.")],
        ),
        # with a byte-order mark before the header
        ("\ufeffid;text\nc4;A bomb exploded.\n", [("c4", "A bomb exploded.")]),
        # commas stay the separator where the header has them
        ('id,text\nc5,"A bomb exploded; three died."\n', [("c5", "A bomb exploded; three died.")]),
    ],
)
def test_csv_separator_is_the_one_its_header_uses(
    tmp_path: Path, header_and_rows: str, expected: list[tuple[str, str]]
) -> None:
    path = tmp_path / "export.csv"
    path.write_text(header_and_rows, encoding="utf-8")
    assert [(a.id, a.text) for a in read_inputs([str(path)]) if a.status == "ok"] == expected


@pytest.mark.parametrize(
    ("name", "encoding", "content"),
    [
        ("plain.txt", "utf-16-le", "QUETTA - A bomb exploded near a police van, killing three.\n"),
        ("plain.txt", "utf-16-be", "QUETTA - A bomb exploded near a police van, killing three.\n"),
        ("rows.jsonl", "utf-16-le", json.dumps(RECORD) + "\n"),
        ("sheet.csv", "utf-16-be", "id,text\nc1,A bomb exploded in Quetta.\n"),
    ],
)
def test_utf16_without_byte_order_mark_is_read(
    tmp_path: Path, name: str, encoding: str, content: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content.encode(encoding))
    arts = list(read_inputs([str(path)]))
    assert [a.status for a in arts] == ["ok"]
    assert arts[0].text in content


def test_binary_with_nul_bytes_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "image.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00" * 20)
    (art,) = list(read_inputs([str(path)]))
    assert art.status == "skipped"


@pytest.mark.parametrize(
    ("record", "expected_id", "expected_text"),
    [
        # an exporter's wrapper around the record
        (
            {"article": {"id": "w1", "text": "A bomb exploded in Quetta."}},
            "w1",
            "A bomb exploded in Quetta.",
        ),
        # ... whose own fields fill what the inner record lacks
        (
            {"id": "w2", "published": "2023-01-02", "item": {"body": "A bomb exploded in Quetta."}},
            "w2",
            "A bomb exploded in Quetta.",
        ),
        # the text as a list of its paragraphs
        (
            {"id": "w3", "text": ["QUETTA - A bomb exploded.", "Three people were killed."]},
            "w3",
            "QUETTA - A bomb exploded.\n\nThree people were killed.",
        ),
    ],
)
def test_wrapped_records_and_paragraph_lists_are_read(
    tmp_path: Path, record: dict, expected_id: str, expected_text: str
) -> None:
    path = tmp_path / "wrapped.jsonl"
    path.write_text(json.dumps(record) + "\n")
    (art,) = list(read_inputs([str(path)]))
    assert (art.id, art.status, art.text) == (expected_id, "ok", expected_text)


def test_lines_ending_in_a_bare_cr_are_read(tmp_path: Path) -> None:
    path = tmp_path / "mac.jsonl"
    path.write_bytes(
        (json.dumps(RECORD) + "\r" + json.dumps({**RECORD, "id": "q2"}) + "\r").encode()
    )
    assert [(a.id, a.status) for a in read_inputs([str(path)])] == [("q1", "ok"), ("q2", "ok")]


def test_a_text_far_longer_than_an_article_is_read_whole_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    text = RECORD["text"] + " " + "Police said the investigation continued. " * 10_000
    path = tmp_path / "dump.jsonl"
    path.write_text(json.dumps({**RECORD, "text": text}) + "\n")
    with caplog.at_level(logging.WARNING):
        (art,) = list(read_inputs([str(path)]))
    assert (art.status, art.text) == ("ok", text)
    assert "far more than one news article" in caplog.text and "q1" in caplog.text
