"""The twentieth round's input battery: broken and unusual files, stdin, --out, outputs.

Each case is a file a user might hand crosswire; the table says what ingest must make of
it (every article read, or skipped with a reason; nothing lost, nothing fatal). The
regression tests below it are named after what broke.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import random
import shutil
import zipfile
from pathlib import Path

import pytest

from crosswire import cli, state
from crosswire.cli import main
from crosswire.ingest import read_inputs
from crosswire.ingest_pages import headline_line
from crosswire.schema import validate_events

LEDE = (
    "MAIDUGURI, Nigeria, March 3 (Reuters) - Gunmen killed at least 14 villagers and wounded "
    "nine others in an overnight raid on Kwaya Kusar in Borno state, police said on Sunday.\n"
)
OTHER = (
    "QUETTA, Pakistan (AP) - A roadside bomb killed five soldiers and wounded two in the Kech "
    "district of Balochistan on Tuesday, the military said.\n"
)


def _rec(aid: str, text: str = LEDE, **kw: object) -> dict[str, object]:
    return {"id": aid, "text": text, **kw}


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("story.txt", LEDE)
    return buf.getvalue()


# (case, file name, content, [(status, error fragment or None)] in read order)
BATTERY: list[tuple[str, str, bytes, list[tuple[str, str | None]]]] = [
    ("truncated json", "a.json", json.dumps(_rec("t"))[:-30].encode(), [("skipped", "not valid JSON")]),
    ("top-level list", "a.json", json.dumps([_rec("l1"), _rec("l2", OTHER)]).encode(), [("ok", None)] * 2),
    ("single object", "a.json", json.dumps(_rec("s1")).encode(), [("ok", None)]),
    ("title a number", "a.json", json.dumps(_rec("n", title=12345)).encode(), [("ok", None)]),
    ("date a list", "a.json", json.dumps(_rec("d", published=["2024-03-03"])).encode(), [("ok", None)]),
    ("text a number", "a.json", json.dumps(_rec("x", 42)).encode(), [("skipped", "non-string 'text' (int)")]),
    ("missing text", "a.json", json.dumps({"id": "m", "title": "x"}).encode(), [("skipped", "has no 'text'")]),
    ("empty text", "a.json", json.dumps(_rec("e", "")).encode(), [("skipped", "empty 'text'")]),
    ("extra fields", "a.json", json.dumps(_rec("f", foo=[1], bar={"a": None})).encode(), [("ok", None)]),
    ("utf-8 bom", "a.json", b"\xef\xbb\xbf" + json.dumps(_rec("b")).encode(), [("ok", None)]),
    ("utf-16", "a.json", json.dumps(_rec("u")).encode("utf-16"), [("ok", None)]),
    ("cp1252 bytes", "a.json", json.dumps(_rec("c", LEDE + "caf\u00e9 \u2014"), ensure_ascii=False).encode("cp1252"), [("ok", None)]),
    ("nul escape", "a.json", json.dumps(_rec("z", LEDE.replace("Gunmen", "Gun\u0000men"))).encode(), [("ok", None)]),
    ("html in .json", "a.json", b"<html><body><p>" + LEDE.encode() + b"</p></body></html>", [("skipped", "HTML or XML markup")]),
    ("json null", "a.json", b"null", [("skipped", "expected a JSON object")]),
    ("json empty list", "a.json", b"[]", [("skipped", "an empty list")]),
    ("json nested too deep", "a.json", b"[" * 100_000 + b"]" * 100_000, [("skipped", "nested too deeply")]),
    ("jsonl one bad line", "a.jsonl", (json.dumps(_rec("g1")) + '\n{"id": "x", "text": "cut\n' + json.dumps(_rec("g2", OTHER)) + "\n").encode(),
     [("ok", None), ("skipped", "line 2: not valid JSON"), ("ok", None)]),
    ("jsonl deep line", "a.jsonl", (json.dumps(_rec("g1")) + "\n" + "[" * 100_000 + "]" * 100_000 + "\n").encode(),
     [("ok", None), ("skipped", "line 2: not valid JSON (nested too deeply")]),
    ("jsonl non-objects", "a.jsonl", ("[1]\n42\n" + json.dumps(_rec("o")) + "\n").encode(),
     [("skipped", "got list"), ("skipped", "got int"), ("ok", None)]),
    ("jsonl crlf", "a.jsonl", (json.dumps(_rec("c1")) + "\r\n" + json.dumps(_rec("c2", OTHER)) + "\r\n").encode(), [("ok", None)] * 2),
    ("jsonl empty", "a.jsonl", b"", [("skipped", "holds no records")]),
    ("jsonl blank lines", "a.jsonl", b"\n \n\n", [("skipped", "holds no records")]),
    ("csv header only", "a.csv", b"id,text\n", [("skipped", "a header row and no articles")]),
    ("csv no text column", "a.csv", b"id,headline\n1,foo\n", [("skipped", "no text column")]),
    ("csv quoted fields", "a.csv", b'id,title,text\nc1,"Gunmen kill 14, wound 9","' + LEDE.replace('"', '""').encode() + b'"\n', [("ok", None)]),
    ("empty txt", "a.txt", b"", [("skipped", "the file is empty")]),
    ("png as txt", "a.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4, [("skipped", "binary content")]),
    ("zip as json", "a.json", _zip(), [("skipped", "binary content")]),
    ("zip by name", "a.zip", _zip(), [("skipped", "unsupported file type '.zip'")]),
    ("utf-16 txt without bom", "a.txt", LEDE.encode("utf-16-le"), [("ok", None)]),
    ("html no article", "p.html", b"<html><head><title>Borno attack</title></head><body><div><p>" + LEDE.encode() + b"</p></div></body></html>", [("ok", None)]),
    ("html only a title", "p.html", b"<html><head><title>Gunmen kill 14 in Borno market raid</title></head><body></body></html>", [("skipped", "no article text")]),
    ("html script-heavy", "p.html", b"<html><head><script>" + b"var x=1;" * 500 + b"</script></head><body><div id=root></div></body></html>", [("skipped", "it has scripts")]),
    ("rss with entities", "f.xml", b'<?xml version="1.0"?><rss version="2.0"><channel><item><title>Gunmen kill 14 &amp; wound 9</title><description>' + LEDE.encode() + b"</description></item></channel></rss>", [("ok", None)]),
    ("rss broken", "f.xml", b'<?xml version="1.0"?><rss version="2.0"><channel><item><title>x &nbsp; y</title><description>' + LEDE.encode() + b"</description></item><item><title>cut", [("skipped", "not well-formed XML")]),
    ("xml entity bomb", "f.xml", b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><rss version="2.0"><channel><item><title>&b;</title><description>&b;</description></item></channel></rss>', [("skipped", "does not expand")]),
    ("no such path", None, b"", [("skipped", "no such file or folder")]),
]  # fmt: skip


@pytest.mark.parametrize(("case", "name", "content", "expected"), BATTERY, ids=[c[0] for c in BATTERY])
def test_battery_every_input_is_read_or_skipped_with_a_reason(
    tmp_path: Path, case: str, name: str | None, content: bytes, expected: list[tuple[str, str | None]]
) -> None:
    path = tmp_path / (name or "missing.json")
    if name is not None:
        path.write_bytes(content)
    arts = list(read_inputs([str(path)]))
    assert [a.status for a in arts] == [s for s, _ in expected], case
    for art, (status, fragment) in zip(arts, expected, strict=True):
        if status == "ok":
            assert art.text.strip() and art.error is None
            json.dumps(art.to_dict(), ensure_ascii=False).encode("utf-8")  # writable
        else:
            assert fragment is not None and fragment in (art.error or ""), art.error


def test_deeply_nested_json_in_a_mixed_folder_does_not_end_the_run(tmp_path: Path) -> None:
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "good.txt").write_text(LEDE)
    arts = {a.id: a for a in read_inputs([str(tmp_path)])}
    assert arts["good"].status == "ok" and arts["deep"].status == "skipped"


def test_lone_surrogate_escape_in_a_record_is_replaced_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    text = json.dumps(LEDE + "\ud800")  # (json.dumps escapes the surrogate)
    path.write_text('{"id": "s\\udc80", "title": "Raid \\ud800 in Borno", "text": ' + text + "}")
    (art,) = read_inputs([str(path)])
    assert art.status == "ok" and len(art.text) == len(LEDE) + 1 and art.text.endswith("\ufffd")
    json.dumps(art.to_dict(), ensure_ascii=False).encode("utf-8")


def test_file_name_that_is_not_utf8_gets_a_readable_id(tmp_path: Path) -> None:
    name = os.fsdecode(b"caf\xe9.txt")  # a Latin-1 name on a UTF-8 system
    try:
        (tmp_path / name).write_text(LEDE)
    except (OSError, UnicodeError):
        pytest.skip("the file system does not take a name that is not UTF-8")
    (art,) = read_inputs([str(tmp_path)])
    assert art.id == "caf\u00e9"
    json.dumps(art.to_dict(), ensure_ascii=False).encode("utf-8")


def test_stdin_bytes_that_are_not_utf8_are_read_not_fatal() -> None:
    stream = io.StringIO(LEDE + "caf\udce9\n")  # what Python's stdin makes of a cp1252 byte
    (art,) = read_inputs(["-"], stdin=stream)
    assert art.status == "ok" and "caf\u00e9" in art.text


def test_stdin_binary_data_is_skipped_with_the_reason() -> None:
    rng = random.Random(7)
    junk = "".join(chr(rng.randrange(0, 256)) for _ in range(3000)).replace("\n", "")
    (art,) = read_inputs(["-"], stdin=io.StringIO(junk))
    assert art.status == "skipped" and "binary content" in (art.error or "")


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [("outlet", ["Reuters"], "Reuters"), ("url", ["https://a.example/1", "https://b.example/2"], "https://a.example/1"),
     ("outlet", {"id": "x"}, None), ("published", [], None), ("title", 12345, "12345")],
)  # fmt: skip
def test_list_field_value_is_its_item_not_its_python_repr(tmp_path: Path, field: str, value: object, expected: str | None) -> None:
    path = tmp_path / "a.json"
    path.write_text(json.dumps(_rec("r", **{field: value})))
    (art,) = read_inputs([str(path)])
    assert getattr(art, field) == expected


HEADLINES = [
    ("Gunmen kill 14 in Borno market raid\n\n" + LEDE, "Gunmen kill 14 in Borno market raid"),
    ("\n  Gunmen kill 14 in Borno market raid \r\n\r\n" + LEDE, "Gunmen kill 14 in Borno market raid"),
    ("# Gunmen kill 14 in Borno market raid\n\n" + LEDE, "Gunmen kill 14 in Borno market raid"),
    ("Who killed the 14 villagers of Kwaya Kusar?\n\n" + LEDE, "Who killed the 14 villagers of Kwaya Kusar?"),
    (LEDE, None),  # a lede, no headline
    ("Two explosions killed 95 people in Kerman on Wednesday.\n\n" + LEDE, None),  # a sentence
    ("Gunmen kill 14 in Borno\n" + LEDE, None),  # no blank line after it
    ("By Jane Doe and Amina Bello\n\n" + LEDE, None),  # a byline
    ("KABUL, Afghanistan (AP) --\n\n" + LEDE, None),  # a dateline on its own line
    ("Borno raid\n\n" + LEDE, None),  # a label, too short
    ("Gunmen kill 14 in Borno market\n\nToo short a body.", None),
]


@pytest.mark.parametrize(("text", "title"), HEADLINES)
def test_txt_headline_line_is_the_title(text: str, title: str | None) -> None:
    got = headline_line(text)
    assert (got[0] if got else None) == title
    if got:
        assert text[got[1] :].startswith("MAIDUGURI")


def test_txt_file_with_a_headline_keeps_the_dateline_at_the_text_start(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Gunmen kill 14 in Borno market raid\n\n" + LEDE)
    (art,) = read_inputs([str(tmp_path)])
    assert art.title == "Gunmen kill 14 in Borno market raid" and art.text == LEDE


def test_html_headline_repeated_as_the_first_text_line_is_not_read_twice(tmp_path: Path) -> None:
    page = f"<html><head><title>Gunmen kill 14 in Borno</title></head><body><article><h1>Gunmen kill 14 in Borno</h1><p>{LEDE}</p></article></body></html>"
    (tmp_path / "p.html").write_text(page)
    (art,) = read_inputs([str(tmp_path)])
    assert art.title == "Gunmen kill 14 in Borno" and art.text.startswith("MAIDUGURI")


# --- the command line -------------------------------------------------------------------


def _no_read(*_a: object, **_k: object) -> list[object]:
    raise AssertionError("the inputs were read before --out was checked")


@pytest.mark.parametrize("where", ["under_a_file", "a_file"])
def test_out_that_cannot_be_written_fails_before_the_inputs_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    (tmp_path / "f").write_text("x")
    out = tmp_path / "f" / "sub" if where == "under_a_file" else tmp_path / "f"
    monkeypatch.setattr(cli, "_read", _no_read)
    assert main(["run", str(tmp_path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"--out {out}" in err and "give a folder" in err


def test_ctrl_c_exits_130_with_a_line_not_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "cmd_ingest", interrupted)
    assert main(["ingest", "-"]) == 130
    assert capsys.readouterr().err == "crosswire: interrupted; no output file is left half-written\n"


def test_run_help_names_every_output(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in ("events.json", "events.csv", "report.md", "report.html"))


def test_write_all_error_leaves_the_earlier_outputs_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crosswire import render
    from crosswire.pipeline import RunResult

    result = RunResult(policy="conservative", articles=(), extractions=(), duplicates={}, events=())
    render.write_all(result, tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    real = render.renderers()

    def broken(_r: RunResult) -> str:
        raise RuntimeError("renderer failed")

    monkeypatch.setattr(render, "renderers", lambda: {**real, "md": ("report.md", broken)})
    with pytest.raises(RuntimeError):
        render.write_all(result, tmp_path)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # no temp file left


def test_save_state_error_keeps_the_earlier_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crosswire.model import Article
    from crosswire.pipeline import RunResult

    first = RunResult(policy="conservative", articles=(Article(id="a", text=LEDE),), extractions=(), duplicates={}, events=())
    state.save_state(first, tmp_path)

    def full_disk(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(state.pickle, "dump", full_disk)
    second = RunResult(policy="conservative", articles=(Article(id="b", text=OTHER),), extractions=(), duplicates={}, events=())
    with pytest.raises(OSError):
        state.save_state(second, tmp_path)
    monkeypatch.undo()
    assert [a.id for a in state.load_state(tmp_path).articles] == ["a"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["state"]


# --- a whole run over a mixed pile --------------------------------------------------------


def _pile(folder: Path) -> None:
    folder.mkdir()
    (folder / "good1.txt").write_text("Gunmen kill 14 in Borno market raid\n\n" + LEDE)
    (folder / "good2.jsonl").write_text(
        json.dumps(_rec("q1", OTHER, title='Bomb, "IED"\nkills five', outlet='AP, "Quetta"', published="2024-03-05")) + "\n"
        + '{"id": "cut", "text": "no end\n'
    )  # fmt: skip
    # (a plain text is read as written: its "<script>" is the article's words)
    (folder / "x.txt").write_text("<script>alert(2)</script> Gunmen kill 14 in Borno\n\n" + LEDE.replace("Gunmen", "<script>alert(1)</script> Gunmen"))
    (folder / "empty.txt").write_bytes(b"")
    (folder / "deep.json").write_text("[" * 50_000 + "]" * 50_000)


def test_mixed_pile_run_is_whole_valid_escaped_and_order_independent(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _pile(tmp_path / "in")
    assert main(["run", str(tmp_path / "in"), "--out", str(tmp_path / "a")]) == 0
    err = capsys.readouterr().err
    assert "articles read: 3, skipped: 3" in err
    doc = json.loads((tmp_path / "a" / "events.json").read_text("utf-8"))
    validate_events(doc)
    skipped = {a["id"]: a["error"] for a in doc["articles"] if a["status"] == "skipped"}
    assert set(skipped) == {"empty", "deep", "good2-2"} and all(skipped.values())
    rows = list(csv.DictReader(io.StringIO((tmp_path / "a" / "events.csv").read_text("utf-8"), newline="")))
    assert len(rows) == len(doc["events"])
    html = (tmp_path / "a" / "report.html").read_text("utf-8")
    assert "<script>alert" not in html and "&lt;script&gt;alert(1)" in html
    # the same pile copied elsewhere and named file by file in another order
    shutil.copytree(tmp_path / "in", tmp_path / "copy")
    names = sorted(os.listdir(tmp_path / "copy"), reverse=True)
    assert main(["run", *[str(tmp_path / "copy" / n) for n in names], "--out", str(tmp_path / "b"), "-q"]) == 0
    for name in ("events.json", "events.csv", "report.md", "report.html"):
        a = (tmp_path / "a" / name).read_text("utf-8").replace(str(tmp_path / "in"), "IN")
        b = (tmp_path / "b" / name).read_text("utf-8").replace(str(tmp_path / "copy"), "IN")
        assert a == b, name


def test_a_clean_folder_reads_without_warnings(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "a.txt").write_text(LEDE)
    with caplog.at_level(logging.WARNING):
        assert [a.status for a in read_inputs([str(tmp_path)])] == ["ok"]
    assert caplog.text == ""


def test_brief_quote_with_a_script_or_a_link_renders_as_plain_text() -> None:
    from crosswire.render.markdown import _inert

    markdown_it = pytest.importorskip("markdown_it")
    brief = '> “We will find the <script>alert(1)</script> killers [here](javascript:alert(3))”  \n> — a police spokesman [x<i>1</i>]\n'
    html = markdown_it.MarkdownIt("commonmark").render(_inert(brief))
    assert "<script" not in html and "<i>" not in html and "href" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "[here](javascript:alert(3))" in html


def test_ingest_piped_into_run_keeps_paths_and_skip_reasons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "good.txt").write_text("Gunmen kill 14 in Borno market raid\n\n" + LEDE)
    (folder / "bad.json").write_text("{nope")
    assert main(["run", str(folder), "--out", str(tmp_path / "direct"), "-q"]) == 0
    capsys.readouterr()
    assert main(["ingest", str(folder), "-q"]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO(capsys.readouterr().out))
    assert main(["run", "-", "--out", str(tmp_path / "piped"), "-q"]) == 0
    for name in ("events.json", "events.csv", "report.md", "report.html"):
        assert (tmp_path / "direct" / name).read_text("utf-8") == (tmp_path / "piped" / name).read_text("utf-8"), name


@pytest.mark.parametrize("command", ["ingest", "extract"])
def test_ingest_and_extract_exit_1_when_nothing_could_be_read(tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty.txt").write_bytes(b"")
    assert main([command, str(tmp_path / "empty.txt"), "-q"]) == 1
    assert main([command, str(tmp_path / "missing"), "-q"]) == 1
    (tmp_path / "none").mkdir()
    assert main([command, str(tmp_path / "none"), "-q"]) == 1
    assert "no input articles found" in capsys.readouterr().err


def test_run_into_its_own_input_folder_does_not_read_its_outputs_back(tmp_path: Path) -> None:
    (tmp_path / "good.txt").write_text(LEDE)
    assert main(["run", str(tmp_path), "--out", str(tmp_path), "-q"]) == 0
    first = (tmp_path / "events.json").read_text("utf-8")
    assert [a.id for a in read_inputs([str(tmp_path)])] == ["good"]
    assert main(["run", str(tmp_path), "--out", str(tmp_path), "-q"]) == 0
    assert (tmp_path / "events.json").read_text("utf-8") == first


@pytest.mark.parametrize("cut", ["index.pkl", "articles.jsonl"])
def test_damaged_state_is_named_not_a_traceback(tmp_path: Path, cut: str) -> None:
    from crosswire.model import Article
    from crosswire.pipeline import RunResult

    result = RunResult(policy="conservative", articles=(Article(id="a", text=LEDE),), extractions=(), duplicates={}, events=())
    state.save_state(result, tmp_path)
    path = tmp_path / "state" / cut
    path.write_bytes(path.read_bytes()[:40])
    with pytest.raises(ValueError, match=r"^E304 the saved run in .* is damaged .*: rerun without --update"):
        state.load_state(tmp_path)


def test_record_id_with_a_newline_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(_rec("a1\n# Injected heading\t")))
    (art,) = read_inputs([str(tmp_path / "a.json")])
    assert art.id == "a1 # Injected heading"


def test_file_name_with_a_newline_gives_a_one_line_id(tmp_path: Path) -> None:
    (tmp_path / "a\nb.txt").write_text(LEDE)
    (art,) = read_inputs([str(tmp_path)])
    assert art.id == "a b"


def test_web_view_forbids_scripts_and_network() -> None:
    from crosswire.pipeline import RunResult
    from crosswire.render import html

    page = html.render(RunResult(policy="conservative", articles=(), extractions=(), duplicates={}, events=()))
    assert "<meta http-equiv=Content-Security-Policy content=\"default-src 'none'; style-src 'unsafe-inline'\">" in page


def test_shared_ids_of_two_exports_do_not_depend_on_the_order_they_are_named(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text(json.dumps(_rec("1")) + "\n" + json.dumps(_rec("2", OTHER)) + "\n")
    (tmp_path / "b.jsonl").write_text(json.dumps(_rec("1", OTHER)) + "\n" + json.dumps(_rec("2")) + "\n")
    a, b = str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")
    forward = {x.id: (x.source_path, x.text) for x in read_inputs([a, b])}
    backward = {x.id: (x.source_path, x.text) for x in read_inputs([b, a])}
    assert forward == backward and sorted(forward) == ["1", "1~2", "2", "2~2"]
    assert forward["1~2"][0] == b


def test_update_with_an_export_reusing_ids_adds_its_articles_not_drops_them(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "day1.jsonl").write_text(json.dumps(_rec("1")) + "\n")
    (tmp_path / "day2.jsonl").write_text(json.dumps(_rec("1", OTHER)) + "\n")
    out = tmp_path / "out"
    assert main(["run", str(tmp_path / "day1.jsonl"), "--out", str(out), "-q"]) == 0
    with caplog.at_level(logging.WARNING):
        assert main(["run", str(tmp_path / "day2.jsonl"), "--out", str(out), "--update", "-q"]) == 0
    assert "the saved run holds another article under this id: added as 1~2" in caplog.text
    assert main(["run", str(tmp_path / "day2.jsonl"), "--out", str(out), "--update", "-q"]) == 0  # again: known
    doc = json.loads((out / "events.json").read_text("utf-8"))
    assert sorted((a["id"], Path(a["source_path"]).name) for a in doc["articles"]) == [("1", "day1.jsonl"), ("1~2", "day2.jsonl")]


@pytest.mark.skipif(not Path("/dev/fd").is_dir(), reason="no /dev/fd on this system")
@pytest.mark.parametrize(
    ("content", "expected"),
    [(json.dumps(_rec("p1")) + "\n" + json.dumps(_rec("p2", OTHER)) + "\n", ["p1", "p2"]), (LEDE, None)],
)
def test_pipe_named_as_a_file_is_read_as_stdin_is(content: str, expected: list[str] | None) -> None:
    r, w = os.pipe()  # what `crosswire run <(zcat a.jsonl.gz)` names: /dev/fd/N
    os.write(w, content.encode())
    os.close(w)
    try:
        arts = list(read_inputs([f"/dev/fd/{r}"]))
    finally:
        os.close(r)
    assert all(a.status == "ok" for a in arts)
    assert [a.id for a in arts] == (expected or [str(r)])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_named_pipe_in_a_folder_is_named_not_waited_on(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    os.mkfifo(tmp_path / "x.jsonl")
    (tmp_path / "a.txt").write_text(LEDE)
    with caplog.at_level(logging.WARNING):
        assert [a.id for a in read_inputs([str(tmp_path)])] == ["a"]
    assert "x.jsonl: not a regular file (a pipe or a device): skipped" in caplog.text


def test_out_dash_writes_events_json_to_stdout_not_a_folder_named_dash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.txt").write_text(LEDE)
    monkeypatch.chdir(tmp_path)
    assert main(["run", "a.txt", "-o", "-", "-q"]) == 0
    validate_events(json.loads(capsys.readouterr().out))
    assert not (tmp_path / "-").exists()


def test_csv_trailing_empty_rows_are_no_articles(tmp_path: Path) -> None:
    (tmp_path / "a.csv").write_text('id,title,text\nk1,,"' + LEDE.strip() + '"\n,,\n,,\n')
    assert [(a.id, a.status) for a in read_inputs([str(tmp_path / "a.csv")])] == [("k1", "ok")]


def test_csv_cells_beyond_the_header_are_said_not_dropped_silently(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    # a quote left open in u2 runs u3 into it, cut at u3's commas
    (tmp_path / "a.csv").write_text('id,text\nu1,"Gunmen killed 14."\nu2,"A bomb killed five.\nu3,"Three were shot, police said, on Sunday."\n')
    with caplog.at_level(logging.WARNING):
        arts = list(read_inputs([str(tmp_path / "a.csv")]))
    assert [a.id for a in arts] == ["u1", "u2"]
    assert "row 3 has 2 more cell(s) than the header, not read (' police said')" in caplog.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<p>Gunmen killed 14 in <a href='x'>Kwaya Kusar</a>.</p><p>&ldquo;We fled,&rdquo; said Musa Ali.</p>",
         "Gunmen killed 14 in Kwaya Kusar.\n“We fled,” said Musa Ali."),
        ("<p>Gunmen killed 14.</p><ul><li>Three were children.</li></ul><script>ads()</script>Police said.",
         "Gunmen killed 14.\nThree were children.\nPolice said."),  # nothing but the script left out
        ("AT&amp;T said &ldquo;no&rdquo; on Monday", "AT&T said “no” on Monday"),
        ("Gunmen killed 5 < 6 people\n\nin Kano", "Gunmen killed 5 < 6 people\n\nin Kano"),  # no markup: as written
    ],
)  # fmt: skip
def test_record_text_in_html_is_made_plain_losing_no_words(tmp_path: Path, text: str, expected: str) -> None:
    (tmp_path / "a.json").write_text(json.dumps(_rec("h", text, title="<b>Gunmen</b> kill 14 in Borno")))
    (art,) = read_inputs([str(tmp_path / "a.json")])
    assert art.text == expected and art.title == "Gunmen kill 14 in Borno"
