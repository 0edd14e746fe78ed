"""The whole path on the bundled example: the acceptance criteria of the end-to-end issue."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from crosswire.ingest import read_inputs
from crosswire.pipeline import RunResult, run
from crosswire.render.json import render, to_document
from crosswire.schema import validate_events


@pytest.fixture(scope="module")
def kerman(example_dir: Path) -> RunResult:
    return run(list(read_inputs([str(example_dir)])))


@pytest.fixture(scope="module")
def event(kerman: RunResult):
    assert len(kerman.events) == 1, [ev.articles for ev in kerman.events]
    return kerman.events[0]


def assert_evidence_exact(result: RunResult) -> None:
    """Every Evidence anywhere in the output slices its article's text (or title) exactly."""
    arts = {a.id: a for a in result.articles}
    doc = to_document(result)

    def walk(node):
        if isinstance(node, dict):
            if {"article", "start", "end", "text"} <= node.keys():
                source = arts[node["article"]].field_text(node.get("field", "text"))
                assert source[node["start"] : node["end"]] == node["text"], node
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(doc["events"])


def test_one_event_holds_all_three_articles(event) -> None:
    assert len(event.articles) == 3


def test_date_and_place(event) -> None:
    assert event.date.value == "2024-01-03"
    loc = event.location.value
    assert loc["name"] == "Kerman" and loc["country_code"] == "IR"
    assert abs(loc["lat"] - 30.283) < 0.1 and abs(loc["lon"] - 57.079) < 0.1


def test_fatalities(event) -> None:
    f = event.fatalities
    by_article = {}
    for r in f.reports:
        by_article.setdefault(r.evidence.article[:3], set()).add((r.value, r.qualifier))
    assert (95, "at_least") in by_article["000"]
    assert (84, "exact") in by_article["003"]
    assert (84, "at_least") in by_article["004"]
    assert f.agreement == "conflict"
    assert (f.low, f.high) == (84, 95)
    assert f.best == 84


def test_injuries(event) -> None:
    quals = {(r.evidence.article[:3], r.value, r.qualifier) for r in event.injuries.reports}
    assert ("000", 210, "more_than") in quals
    assert ("003", 284, "at_least") in quals
    assert any(a == "004" and q == "vague" for a, _, q in quals)


def _actors(event, stance):
    return {a.name for a in event.actors if a.stance == stance}


def test_actor_stances(event) -> None:
    assert any("Islamic State" in n for n in _actors(event, "claimed"))
    assert any(n in ("United States", "US", "U.S.") for n in _actors(event, "denied"))
    blamed = _actors(event, "blamed")
    assert any(n in ("United States", "US", "U.S.") for n in blamed)
    assert "Israel" in blamed
    blamers = {a.asserted_by for a in event.actors if a.stance == "blamed"}
    assert any(b and "Iran" in b for b in blamers)


def test_quotes_merge_across_outlets(event) -> None:
    miller = [q for q in event.quotes if q.speaker and "Miller" in q.speaker]
    assert len(miller) == 1
    assert {e.article[:3] for e in miller[0].evidence} == {"000", "004"}
    fallah = [q for q in event.quotes if q.speaker and "Fallah" in q.speaker]
    assert len(fallah) == 1
    assert {e.article[:3] for e in fallah[0].evidence} == {"003", "004"}


def test_conflict_spelled_out(event) -> None:
    text = " ".join(c.summary for c in event.conflicts)
    assert "95" in text and "84" in text and "000_72027153c5109091" in text


def test_output_valid_and_evidence_exact(kerman: RunResult) -> None:
    validate_events(json.loads(render(kerman)))
    assert_evidence_exact(kerman)


def test_same_input_same_bytes_and_order_independent(example_dir: Path, kerman: RunResult) -> None:
    articles = list(read_inputs([str(example_dir)]))
    random.Random(7).shuffle(articles)
    assert render(run(articles)) == render(kerman)


def test_copied_passage_is_traced_to_its_source(example_dir: Path) -> None:
    from crosswire.model import Article

    original = next(a for a in read_inputs([str(example_dir)]) if a.id.startswith("000"))
    original = Article(id=original.id, text=original.text, outlet="xinhua.net", published="2024-01-03")
    lead = original.text.split("\n\n")[1]  # "The blasts occurred as many people gathered ..."
    copy = Article(
        id="copy",
        text="Twin blasts in Kerman, Iran killed scores of people on Wednesday, officials said.\n\n" + lead + "\n\nMore to follow.",
        published="2024-01-04",
    )
    result = run([copy, original])
    passages = [p for ev in result.events for p in ev.shared_passages]
    assert passages, [ev.articles for ev in result.events]
    p = passages[0]
    assert p.source.article == original.id and p.basis == "earliest"
    assert [c.article for c in p.copies] == ["copy"]
    assert_evidence_exact(result)


def test_a_whole_copy_adds_no_shared_passages(example_dir: Path) -> None:
    """An article filed twice is a duplicate_of; listing every one of its sentences again as
    a passage the copy shares says nothing more (a 13-sentence probe report gave 6)."""
    from crosswire.model import Article

    arts = list(read_inputs([str(example_dir)]))
    twin = next(a for a in arts if a.id.startswith("000"))
    twin = Article(id="twin", text=twin.text, title=twin.title, url=twin.url, published=twin.published)
    result = run([*arts, twin])
    assert result.duplicates.get("twin")
    assert not any(
        "twin" in {p.source.article, *(c.article for c in p.copies)} for ev in result.events for p in ev.shared_passages
    )
