"""Ingest: every format, broken inputs, ids, order; never raises on arbitrary bytes."""

from __future__ import annotations

import io
import logging
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crosswire.ingest import KNOWN_SUFFIXES, article_id_for, read_inputs
from crosswire.ingest_records import header_block

DATA = Path(__file__).resolve().parent / "data" / "ingest"


def _one(path: Path | str) -> object:
    arts = list(read_inputs([str(path)]))
    assert len(arts) == 1
    return arts[0]


def test_example_txt_files_round_trip_byte_for_byte(example_dir: Path) -> None:
    files = sorted(example_dir.glob("*.txt"))
    assert files
    arts = list(read_inputs([str(example_dir)]))
    assert [a.id for a in arts] == [f.name.split(".")[0] for f in files]
    for art, f in zip(arts, files, strict=True):
        assert art.status == "ok"
        assert art.text.encode("utf-8") == f.read_bytes()
        assert art.source_path == str(f)


def test_crlf_and_trailing_blank_lines_are_kept_exactly() -> None:
    art = _one(DATA / "crlf.txt")
    assert art.text == "First line.\r\nSecond line ends here.\r\n\r\n"


@pytest.mark.parametrize(
    ("name", "needle"),
    [
        ("latin1.txt", "señor Núñez said the façade collapsed"),
        ("utf16.txt", "Two explosions killed at least 84 people.\n"),
    ],
)
def test_other_encodings_are_decoded(name: str, needle: str) -> None:
    art = _one(DATA / name)
    assert art.status == "ok"
    assert needle in art.text


def test_utf8_bom_is_dropped(tmp_path: Path) -> None:
    p = tmp_path / "bom.txt"
    p.write_bytes(b"\xef\xbb\xbfKabul (AP) - A bomb exploded.")
    assert _one(p).text == "Kabul (AP) - A bomb exploded."


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("binary.txt", "binary"),
        ("empty.txt", "empty"),
        ("blank.txt", "white space"),
        ("does-not-exist.txt", "no such file"),
    ],
)
def test_unreadable_files_are_skipped_with_an_error(name: str, reason: str) -> None:
    art = _one(DATA / name)
    assert art.status == "skipped"
    assert art.text == ""
    assert art.error and reason in art.error
    assert art.id == name.split(".")[0]


def test_unsupported_file_named_explicitly_is_skipped() -> None:
    art = _one(DATA / "sub" / "notes.xlsx")
    assert art.status == "skipped"
    assert ".xlsx" in art.error


def test_html_main_text_and_metadata() -> None:
    art = _one(DATA / "page.html")
    assert art.status == "ok"
    assert "killed at least 84 people" in art.text
    assert "fourth anniversary" in art.text
    assert "Subscribe to our newsletter" not in art.text  # navigation boilerplate
    assert "Cookie settings" not in art.text
    assert art.title == "Two blasts kill dozens near Kerman cemetery"
    assert art.url == "https://www.example-news.com/world/kerman-blasts"
    assert art.published == "2024-01-03"


def test_html_without_text_is_skipped(tmp_path: Path) -> None:
    p = tmp_path / "nav.html"
    p.write_text("<html><body><nav><a href='/'>Home</a></nav></body></html>")
    art = _one(p)
    assert art.status == "skipped" and "no article text" in art.error


def test_jsonl_bad_lines_are_skipped_and_good_lines_read() -> None:
    arts = list(read_inputs([str(DATA / "articles.jsonl")]))
    by_id = {a.id: a for a in arts}
    assert [a.status for a in arts] == ["ok", "skipped", "skipped", "skipped", "ok"]
    assert by_id["a1"].url == "http://www.wral.com/x/1"
    assert by_id["a1"].published == "2014-01-28"
    assert by_id["4"].outlet == "Reuters"  # non-string ids become strings
    assert "line 2" in by_id["articles-2"].error and "JSON" in by_id["articles-2"].error
    assert "no 'text'" in by_id["a3"].error
    assert "JSON object" in by_id["articles-5"].error


def test_stdin_jsonl() -> None:
    stream = io.StringIO(
        '{"id": "s1", "text": "Gunmen opened fire (AFP)."}\n\nnot json\n{"text": "no id"}\n'
    )
    arts = list(read_inputs(["-"], stdin=stream))
    assert [(a.id, a.status) for a in arts] == [
        ("s1", "ok"),
        ("stdin-3", "skipped"),
        ("stdin-4", "ok"),
    ]
    assert all(a.source_path == "-" for a in arts)


def test_stdin_plain_text_story_is_one_article() -> None:
    """`cat story.txt | crosswire run -`: every line of a story was skipped as broken JSONL."""
    story = (
        "Title: Suicide bomber kills 12 in Quetta\nSource: Dawn\nPublished: 2025-02-01\n\n"
        "QUETTA, Pakistan - A suicide bomber killed 12 people at a railway station on Saturday.\n\n"
        '"We are collecting the remains," a police official said.\n'
    )
    arts = list(read_inputs(["-"], stdin=io.StringIO(story)))
    assert [(a.id, a.status, a.title, a.published) for a in arts] == [
        ("stdin", "ok", "Suicide bomber kills 12 in Quetta", "2025-02-01")
    ]
    assert arts[0].text.startswith("QUETTA, Pakistan") and arts[0].source_path == "-"


def test_stdin_html_page_is_one_article() -> None:
    body = " ".join(["A car bomb exploded near a market in Mogadishu on Sunday, killing seven people."] * 3)
    page = f"<!DOCTYPE html>\n<html><head><title>Car bomb in Mogadishu</title></head>\n<body><article><p>{body}</p></article></body></html>\n"
    arts = list(read_inputs(["-"], stdin=io.StringIO(page)))
    assert [(a.id, a.status) for a in arts] == [("stdin", "ok")]
    assert "car bomb exploded" in arts[0].text.lower()


def test_stdin_jsonl_with_a_broken_first_line_stays_jsonl() -> None:
    """A stream whose first record is broken is still JSONL: the later records are read."""
    stream = io.StringIO('{"id": "s1", "text": "cut off\n{"id": "s2", "text": "Gunmen opened fire."}\n')
    arts = list(read_inputs(["-"], stdin=stream))
    assert [(a.id, a.status) for a in arts] == [("stdin-1", "skipped"), ("s2", "ok")]


def test_stdin_of_blank_lines_is_skipped_with_a_reason() -> None:
    arts = list(read_inputs(["-"], stdin=io.StringIO("\n\n  \n")))
    assert [(a.id, a.status) for a in arts] == [("stdin", "skipped")]
    assert "blank" in arts[0].error


@pytest.mark.parametrize(
    "document",
    [
        '[\n  {"id": "p1", "text": "Gunmen opened fire."},\n  {"id": "p2", "text": "A bomb exploded."}\n]\n',
        '{\n  "status": "ok",\n  "articles": [\n    {"id": "p1", "content": "Gunmen opened fire."},\n'
        '    {"id": "p2", "content": "A bomb exploded."}\n  ]\n}\n',
    ],
)
def test_stdin_takes_a_whole_json_document(document: str) -> None:
    """`curl ... | crosswire run -`: a pretty-printed list or API response, not JSONL (every
    line of it was skipped as broken JSONL)."""
    arts = list(read_inputs(["-"], stdin=io.StringIO(document)))
    assert [(a.id, a.status, a.text) for a in arts] == [
        ("p1", "ok", "Gunmen opened fire."),
        ("p2", "ok", "A bomb exploded."),
    ]


def test_folder_order_hidden_unknown_and_duplicate_ids(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="crosswire.ingest"):
        arts = list(read_inputs([str(DATA)]))
    paths = [a.source_path for a in arts]
    # Sorted paths, one entry per JSONL line; the hidden file and the .xlsx are left out.
    assert [Path(p).name for p in dict.fromkeys(paths)] == [
        "articles.jsonl",
        "binary.txt",
        "blank.txt",
        "crlf.txt",
        "empty.txt",
        "latin1.txt",
        "page.html",
        "latin1.md",
        "one.json",
        "utf16.txt",
    ]
    ids = [a.id for a in arts]
    assert len(ids) == len(set(ids))
    assert "latin1~2" in ids
    assert "duplicate article id 'latin1'" in caplog.text
    assert "unsupported suffixes (1 .xlsx)" in caplog.text


def test_same_input_twice_gets_deterministic_suffixes() -> None:
    src = str(DATA / "crlf.txt")
    assert [a.id for a in read_inputs([src, src, src])] == ["crlf", "crlf~2", "crlf~3"]


def test_read_inputs_is_lazy() -> None:
    it = read_inputs([str(DATA / "crlf.txt"), str(DATA / "missing-later.txt")])
    assert next(it).id == "crlf"  # the second source has not been touched yet


@pytest.mark.parametrize(
    ("path", "expected"),
    [("a/000_7202.txt", "000_7202"), ("x.tar.gz", "x"), ("noext", "noext")],
)
def test_article_id_for(path: str, expected: str) -> None:
    assert article_id_for(path) == expected


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=400), suffix=st.sampled_from(sorted(KNOWN_SUFFIXES)))
def test_read_inputs_never_raises_on_arbitrary_bytes(data: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / f"f{suffix}"
        p.write_bytes(data)
        arts = list(read_inputs([str(p)]))
    for a in arts:
        assert a.status in ("ok", "skipped")
        if a.status == "skipped":
            assert a.text == "" and a.error
        elif suffix in (".txt", ".md"):
            assert a.text.strip()


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=300))
def test_txt_round_trips_any_utf8_text(text: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "t.txt"
        p.write_bytes(text.encode("utf-8"))
        art = _one(p)
    if art.status == "ok":
        # stray control characters read as spaces (a header block's body alone is the text)
        blanked = "".join(" " if (ord(c) < 32 and c not in "\t\n\r\f\v") or c == "\x7f" else c for c in text)
        blanked = blanked.removeprefix("\ufeff")
        header = header_block(blanked)
        assert art.text == (blanked[header[1] :] if header else blanked)
    else:
        assert not text.strip() or art.error


def test_a_run_output_folder_inside_the_input_is_not_read(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "a.txt").write_text("Two men were shot dead in Chicago on Tuesday, police said.")
    out = tmp_path / "out"
    (out / "state").mkdir(parents=True)
    (out / "state" / "index.pkl").write_bytes(b"")
    (out / "state" / "articles.jsonl").write_text('{"id": "a", "text": "x"}\n')
    (out / "events.json").write_text("{}")
    (out / "report.md").write_text("# crosswire brief\n")
    # A folder that merely holds an events.json (no checkpoint) is read as usual.
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "events.json").write_text("{}")
    with caplog.at_level(logging.WARNING, logger="crosswire.ingest"):
        arts = list(read_inputs([str(tmp_path)]))
    assert [Path(a.source_path).name for a in arts] == ["a.txt", "events.json"]
    assert "a crosswire output folder, not read as articles" in caplog.text


_LEAD = "A car bomb killed nine soldiers in Mogadishu on Tuesday, officials said."


@pytest.mark.parametrize("compression", ["gz", "bz2", "xz"])
@pytest.mark.parametrize("fmt", ["txt", "jsonl", "json"])
def test_compressed_files_are_read_like_the_plain_ones(
    tmp_path: Path, compression: str, fmt: str
) -> None:
    import bz2
    import gzip
    import json
    import lzma

    opener = {"gz": gzip.open, "bz2": bz2.open, "xz": lzma.open}[compression]
    body = {
        "txt": _LEAD,
        "jsonl": json.dumps({"id": "m1", "text": _LEAD}) + "\n",
        "json": json.dumps([{"id": "m1", "text": _LEAD}]),
    }[fmt]
    p = tmp_path / f"somalia.{fmt}.{compression}"
    with opener(p, "wt", encoding="utf-8") as fh:
        fh.write(body)
    # a folder finds it by its inner suffix too
    for arts in (list(read_inputs([str(p)])), list(read_inputs([str(tmp_path)]))):
        assert [(a.status, a.text) for a in arts] == [("ok", _LEAD)]


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("plain.txt.gz", b"plain text pretending to be gzip", "cannot decompress"),
        ("cut.jsonl.gz", None, "check that it is complete"),
    ],
)
def test_broken_compressed_files_are_skipped_with_an_error(
    tmp_path: Path, name: str, data: bytes | None, reason: str
) -> None:
    import gzip
    import json

    if data is None:
        full = gzip.compress(
            (
                "".join(json.dumps({"id": f"a{i}", "text": _LEAD}) + "\n" for i in range(300))
            ).encode()
        )
        data = full[: len(full) // 2]
    p = tmp_path / name
    p.write_bytes(data)
    arts = list(read_inputs([str(p)]))
    assert arts and arts[-1].status == "skipped" and reason in (arts[-1].error or "")


def test_records_in_other_news_tools_shapes(tmp_path: Path) -> None:
    """NewsAPI's {"articles": [...]} with "content", "publishedAt" and "source": {"name"};
    news-please's "maintext", "date_publish" and "source_domain"."""
    import json

    newsapi = {
        "status": "ok",
        "totalResults": 1,
        "articles": [
            {
                "source": {"id": "reuters", "name": "Reuters"},
                "title": "Car bomb kills nine in Mogadishu",
                "url": "https://www.reuters.com/world/africa/x",
                "publishedAt": "2019-05-07T10:00:00Z",
                "content": _LEAD,
            }
        ],
    }
    (tmp_path / "api.json").write_text(json.dumps(newsapi), encoding="utf-8")
    newsplease = {"maintext": _LEAD, "title": "Mogadishu bombing", "date_publish": "2019-05-07 10:00:00",
                  "source_domain": "www.hiiraan.com"}
    (tmp_path / "np.jsonl").write_text(json.dumps(newsplease) + "\n", encoding="utf-8")
    got = {a.id: a for a in read_inputs([str(tmp_path)])}
    api = got["api"]
    assert (api.text, api.outlet, api.published, api.url) == (
        _LEAD, "Reuters", "2019-05-07T10:00:00Z", "https://www.reuters.com/world/africa/x")
    np_ = got["np-1"]
    assert (np_.text, np_.outlet, np_.published, np_.title) == (
        _LEAD, "www.hiiraan.com", "2019-05-07 10:00:00", "Mogadishu bombing")


def test_csv_and_tsv_spreadsheets(tmp_path: Path) -> None:
    """One article a row under a header naming the fields; a sheet without a text column is
    skipped with what to rename."""
    import csv

    for name, delim in (("sheet.csv", ","), ("sheet.tsv", "\t")):
        with (tmp_path / name).open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh, delimiter=delim)
            w.writerow(["id", "headline", "date", "body"])
            w.writerow([f"{name}-a", "Mogadishu car bomb", "2019-05-07", _LEAD + '\n\n"We heard a huge blast," a witness said.'])
    (tmp_path / "meta.csv").write_text("outlet,country\nReuters,GB\n", encoding="utf-8")
    got = {a.id: a for a in read_inputs([str(tmp_path)])}
    for name in ("sheet.csv", "sheet.tsv"):
        a = got[f"{name}-a"]
        assert a.status == "ok" and a.text.startswith(_LEAD) and '"We heard' in a.text
        assert (a.title, a.published) == ("Mogadishu car bomb", "2019-05-07")
    assert got["meta"].status == "skipped" and "no text column" in (got["meta"].error or "")


def test_a_symbolic_link_loop_is_walked_once(tmp_path: Path) -> None:
    """A link back up the tree (or a second link to a file) does not read an article again
    and again; it was read 41 times, until the path grew too long."""
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one.txt").write_text(_LEAD, encoding="utf-8")
    (tmp_path / "a" / "back").symlink_to(tmp_path)
    (tmp_path / "a" / "same.txt").symlink_to(tmp_path / "a" / "one.txt")
    arts = list(read_inputs([str(tmp_path)]))
    assert [a.id for a in arts] == ["one"]


def test_a_dangling_or_self_looping_link_is_reported(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A link to a deleted file, or to itself, was dropped without a word; the user is told
    which path was not read, and the rest of the folder is."""
    (tmp_path / "one.txt").write_text(_LEAD, encoding="utf-8")
    (tmp_path / "gone.txt").symlink_to(tmp_path / "deleted.txt")
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    with caplog.at_level(logging.WARNING, logger="crosswire.ingest"):
        arts = list(read_inputs([str(tmp_path)]))
    assert [a.id for a in arts] == ["one"]
    warned = " ".join(r.getMessage() for r in caplog.records)
    assert "gone.txt: a symbolic link to nothing readable" in warned and "loop: a symbolic link" in warned


def test_stray_control_bytes_become_spaces(tmp_path: Path) -> None:
    """One NUL in a short text is a stray byte, not a binary file; it reads as a space (same
    length, so offsets hold), in a text file and in a JSON record alike."""
    (tmp_path / "nul.txt").write_bytes(b"Three people were killed\x00 in a shooting in Akron.")
    (tmp_path / "rec.jsonl").write_text(
        '{"id": "r", "title": "Blast\\u0000", "text": "A bomb\\u0000 killed 3 people in Kabul."}\n', encoding="utf-8"
    )
    got = {a.id: a for a in read_inputs([str(tmp_path)])}
    assert got["nul"].status == "ok" and got["nul"].text == "Three people were killed  in a shooting in Akron."
    assert got["r"].text == "A bomb  killed 3 people in Kabul." and got["r"].title == "Blast "


def test_a_folders_readme_is_not_read_as_an_article(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A folder of reports with a README.md describing it (the seeds folder): the README had
    been read as a report, and cited as a source of the event's claim. Named on the command
    line, it is read like any file."""
    (tmp_path / "one.txt").write_text(_LEAD, encoding="utf-8")
    (tmp_path / "README.md").write_text("# Three reports of one event\n\nThe Islamic State claimed it.\n", encoding="utf-8")
    (tmp_path / "readme_notes.txt").write_text(_LEAD, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="crosswire.ingest"):
        arts = list(read_inputs([str(tmp_path)]))
    assert [a.id for a in arts] == ["one", "readme_notes"]
    assert "README.md: a folder's README.md, not read" in " ".join(r.getMessage() for r in caplog.records)
    assert [a.id for a in read_inputs([str(tmp_path / "README.md")])] == ["README"]


def test_a_header_block_is_the_articles_metadata_not_its_lede(tmp_path: Path) -> None:
    """ "Title: ...", "Source: ...", "Published: ..." lines and a blank line before the story
    (database exports, hand-saved reports): title, outlet and date are read from them and the
    text is the story after the blank line (the header lines had been the first sentences,
    so a headline's "kills" outvoted the story's "airstrike")."""
    (tmp_path / "h.txt").write_text(
        "Title: Car bomb kills nine in Mogadishu\nSource: Horn Observer\nPublished: 2025-02-15\n"
        "URL: https://example.org/a\nByline: Staff\n\n" + _LEAD + "\n", encoding="utf-8"
    )
    (a,) = read_inputs([str(tmp_path / "h.txt")])
    assert (a.title, a.outlet, a.published, a.url) == (
        "Car bomb kills nine in Mogadishu", "Horn Observer", "2025-02-15", "https://example.org/a"
    )
    assert a.text == _LEAD + "\n"


@pytest.mark.parametrize(
    "text",
    [
        # a dateline or a speaker's line is no header; nor a header with no story after it
        "MOGADISHU: " + _LEAD + "\n\nMore text.\n",
        "Note: the figures are provisional.\n\n" + _LEAD + "\n",
        "Title: Car bomb kills nine\n\n",
        "Title: Car bomb kills nine\n" + _LEAD + "\n\nMore text.\n",
    ],
)
def test_text_without_a_header_block_is_read_whole(tmp_path: Path, text: str) -> None:
    (tmp_path / "p.txt").write_text(text, encoding="utf-8")
    (a,) = read_inputs([str(tmp_path / "p.txt")])
    assert a.text == text and a.title is None


def test_crosswires_own_outputs_copied_among_the_articles_are_not_read(tmp_path: Path) -> None:
    """A brief, a web view or an events.json copied into a pile (a report.html copied among
    the articles had joined its event as a source) is skipped with the reason; the articles
    beside it are read."""
    from crosswire.pipeline import run
    from crosswire.render import html as html_render
    from crosswire.render import markdown

    (tmp_path / "one.txt").write_text(_LEAD, encoding="utf-8")
    result = run(read_inputs([str(tmp_path / "one.txt")]))
    out = tmp_path / "copied"
    out.mkdir()
    (out / "report.html").write_text(html_render.render(result), encoding="utf-8")
    (out / "report.md").write_text(markdown.render(result), encoding="utf-8")
    (out / "events.json").write_text('{"crosswire_version": "0.1.0", "articles": [], "events": []}', encoding="utf-8")
    (out / "one.txt").write_text(_LEAD, encoding="utf-8")
    arts = list(read_inputs([str(out)]))
    assert [a.id for a in arts if a.status == "ok"] == ["one"]
    assert all("a crosswire output" in (a.error or "") for a in arts if a.status != "ok")
    assert len(arts) == 4


def test_json_file_holding_a_web_page_says_to_name_it_html(tmp_path: Path) -> None:
    """A page saved as .json (an API that answered with its error page) is named as markup."""
    page = tmp_path / "story.json"
    page.write_text("<!DOCTYPE html><html><body><p>A bomb killed four people.</p></body></html>")
    (art,) = read_inputs([str(page)])
    assert art.status == "skipped"
    assert "HTML or XML markup" in art.error and ".html" in art.error
