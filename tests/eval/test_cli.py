"""The eval command line: options, corpora discovery, errors, output formats."""

from __future__ import annotations

import argparse
import json

import pytest

from crosswire.eval import cli
from crosswire.eval.corpora import CorpusNotFound, find_corpora


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="crosswire")
    cli.add_parser(p.add_subparsers(dest="command"))
    return p


def test_parser_defaults_and_options():
    args = _parser().parse_args(["eval", "gva", "--split", "test", "--limit", "5", "--json",
                                 "--grouping", "system", "--system", "regex", "--policy", "latest"])
    assert (args.corpus, args.split, args.limit, args.json) == ("gva", "test", 5, True)
    assert (args.grouping, args.system, args.policy) == ("system", "regex", "latest")
    assert args.func is cli.run


def test_help_has_an_example(capsys):
    with pytest.raises(SystemExit):
        _parser().parse_args(["eval", "--help"])
    assert "crosswire eval gva --split dev" in capsys.readouterr().out


def test_missing_corpora_says_what_to_do(tmp_path, capsys):
    args = _parser().parse_args(["eval", "gva", "--data", str(tmp_path / "nowhere")])
    assert cli.run(args) == 2
    err = capsys.readouterr().err
    assert "--data" in err and "CROSSWIRE_CORPORA" in err


def test_find_corpora_prefers_data_then_env(tmp_path, monkeypatch):
    monkeypatch.setenv("CROSSWIRE_CORPORA", str(tmp_path))
    assert find_corpora() == tmp_path
    with pytest.raises(CorpusNotFound):
        find_corpora(tmp_path / "missing")


def test_format_table_has_every_column():
    result = {"corpus": "gva", "split": "dev", "n": 3, "system": "crosswire", "killed_exact": 0.5,
              "baseline": {"killed_exact": 0.25}, "peers": {"dateparser": {"date_exact": 0.1},
                                                            "textacy": {"skipped": "not installed"}}}
    table = cli.format_table(result)
    assert "killed_exact" in table and "0.500" in table and "0.250" in table
    assert "dateparser" in table and "skipped: not installed" in table


@pytest.mark.corpus
def test_json_is_one_object_on_the_last_line(corpora, capsys):
    args = _parser().parse_args(["eval", "muc4", "--limit", "3", "--json", "--system", "regex",
                                 "--data", str(corpora), "--jobs", "1"])
    assert cli.run(args) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    data = json.loads(last)
    assert data["n"] == 3 and "deaths_exact" in data["baseline"]
