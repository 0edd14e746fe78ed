"""The command line: outputs, summary, --quiet, stdin, and bad input that is not fatal."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

from crosswire.cli import main
from crosswire.schema import validate_events


def test_run_writes_all_outputs(example_dir: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "out"
    assert main(["run", str(example_dir), "--out", str(out)]) == 0
    doc = json.loads((out / "events.json").read_text("utf-8"))
    validate_events(doc)
    rows = list(csv.DictReader(io.StringIO((out / "events.csv").read_text("utf-8"))))
    assert len(rows) == len(doc["events"])
    for col in ("event_date", "event_type", "country", "admin1", "location", "latitude", "longitude",
                "fatalities_low", "fatalities_best", "fatalities_high", "injuries_low", "injuries_best",
                "injuries_high", "actors_claimed", "actors_blamed", "actors_denied", "sources",
                "number_of_sources", "notes"):
        assert col in rows[0]
    assert "# crosswire brief" in (out / "report.md").read_text("utf-8")
    err = capsys.readouterr().err
    assert "articles read: 3, skipped: 0" in err and "outputs:" in err


def test_run_twice_byte_identical(example_dir: Path, tmp_path: Path) -> None:
    for name in ("a", "b"):
        assert main(["run", str(example_dir), "--out", str(tmp_path / name), "--quiet"]) == 0
    assert (tmp_path / "a" / "events.json").read_bytes() == (tmp_path / "b" / "events.json").read_bytes()


def test_bad_files_are_skipped_not_fatal(example_dir: Path, tmp_path: Path, capsys) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    for f in example_dir.glob("*.txt"):
        (inputs / f.name).write_bytes(f.read_bytes())
    (inputs / "empty.txt").write_bytes(b"")
    (inputs / "binary.txt").write_bytes(bytes(range(256)) * 8)
    out = tmp_path / "out"
    assert main(["run", str(inputs), "--out", str(out)]) == 0
    doc = json.loads((out / "events.json").read_text("utf-8"))
    skipped = {a["id"]: a for a in doc["articles"] if a["status"] == "skipped"}
    assert set(skipped) == {"empty", "binary"}
    assert all(a["error"] for a in skipped.values())
    assert sum(1 for a in doc["articles"] if a["status"] == "ok") == 3
    assert "skipped: 2" in capsys.readouterr().err


def test_stdin_jsonl_to_stdout(example_dir: Path) -> None:
    lines = [
        json.dumps({"id": f.name.split(".")[0], "text": f.read_text("utf-8")})
        for f in sorted(example_dir.glob("*.txt"))
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "crosswire.cli", "run", "-", "--quiet"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    doc = json.loads(proc.stdout)
    validate_events(doc)
    assert len(doc["articles"]) == 3
    assert proc.stderr == ""


def test_help_has_examples(capsys) -> None:
    for cmd in ("run", "extract", "ingest"):
        try:
            main([cmd, "--help"])
        except SystemExit as exc:
            assert exc.code == 0
        assert "example" in capsys.readouterr().out


def test_no_inputs_found_is_an_error(tmp_path: Path, capsys) -> None:
    assert main(["run", str(tmp_path), "--quiet"]) == 1


def test_update_adds_articles_without_redoing_known_ones(example_dir: Path, tmp_path: Path, monkeypatch) -> None:
    import crosswire.pipeline as pipeline

    first, second = tmp_path / "day1", tmp_path / "day2"
    first.mkdir()
    second.mkdir()
    files = sorted(example_dir.glob("*.txt"))
    for f in files[:2]:
        (first / f.name).write_bytes(f.read_bytes())
    (second / files[2].name).write_bytes(files[2].read_bytes())
    out = tmp_path / "out"
    assert main(["run", str(first), "--out", str(out), "--quiet"]) == 0
    assert (out / "state" / "articles.jsonl").is_file()

    extracted: list[str] = []
    real = pipeline.extract_article
    monkeypatch.setattr(pipeline, "extract_article", lambda a: extracted.append(a.id) or real(a))
    assert main(["run", str(first), str(second), "--out", str(out), "--update", "--quiet"]) == 0
    assert extracted == [files[2].name.split(".")[0]]  # only the new article
    doc = json.loads((out / "events.json").read_text("utf-8"))
    validate_events(doc)
    assert len(doc["articles"]) == 3
    assert [len(ev["articles"]) for ev in doc["events"]] == [3]

    fresh = tmp_path / "fresh"
    assert main(["run", str(example_dir), "--out", str(fresh), "--quiet"]) == 0
    assert (fresh / "events.json").read_text("utf-8") == (out / "events.json").read_text("utf-8").replace(
        str(first), str(example_dir)
    ).replace(str(second), str(example_dir))


def test_update_without_a_saved_run_says_what_to_do(tmp_path: Path, example_dir: Path, capsys) -> None:
    assert main(["run", str(example_dir), "--out", str(tmp_path / "none"), "--update", "--quiet"]) == 1
    assert "no saved run" in capsys.readouterr().err


def test_brief_names_articles_not_in_english(example_dir: Path, tmp_path: Path) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    for f in example_dir.glob("*.txt"):
        (inputs / f.name).write_bytes(f.read_bytes())
    (inputs / "kaboul.txt").write_text(
        "Un kamikaze a tué au moins 12 personnes et en a blessé 30 autres vendredi dans une "
        "mosquée de Kaboul, selon les autorités. Le groupe a revendiqué l'attentat dans un "
        "communiqué. Les talibans ont nié toute implication dans cette attaque.", "utf-8")  # fmt: skip
    out = tmp_path / "out"
    assert main(["run", str(inputs), "--out", str(out), "--quiet"]) == 0
    brief = (out / "report.md").read_text("utf-8")
    assert "Not in English (fr): kaboul." in brief


def test_out_that_is_a_file_is_refused_before_reading(example_dir: Path, tmp_path: Path, capsys, monkeypatch) -> None:
    """--out naming a file fails at once with what to do, before minutes of extraction."""
    target = tmp_path / "events.json"
    target.write_text("{}", encoding="utf-8")
    import crosswire.cli as cli

    monkeypatch.setattr(cli, "_read", lambda args: (_ for _ in ()).throw(AssertionError("inputs were read")))
    assert main(["run", str(example_dir), "--out", str(target), "--quiet"]) == 2
    assert "is a file" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "{}"


def test_trafilatura_errors_stay_quiet_without_verbose() -> None:
    """trafilatura logs "empty HTML tree: None" at ERROR for a page with no text; under
    crosswire's prefix it read as crosswire failing, beside the skip warning that already
    names the file and the reason. Shown with --verbose only."""
    import argparse
    import logging

    from crosswire.cli import _setup_logging

    traf = logging.getLogger("trafilatura")
    old = traf.level
    try:
        _setup_logging(argparse.Namespace(verbose=False, quiet=False))
        assert not traf.isEnabledFor(logging.ERROR)
        _setup_logging(argparse.Namespace(verbose=True, quiet=False))
        assert traf.isEnabledFor(logging.WARNING)
    finally:
        traf.setLevel(old)
