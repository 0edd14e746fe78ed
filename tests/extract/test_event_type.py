"""Event type: trigger words on real sentences, MUC-4 DEV floor, properties."""

from __future__ import annotations

import gzip
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.event_type import extract
from crosswire.model import EVENT_TYPES, Article
from crosswire.nlp import ParsedArticle

# MUC-4 ``INCIDENT: TYPE`` -> our types that count as right. MUC-4 folded murders into
# ATTACK, and GTD codes a deliberate killing of a named/prominent target as Assassination,
# so ATTACK (and MURDER) accept both. ROBBERY and FORCED WORK STOPPAGE have no own type.
MUC_TYPE_MAP: dict[str, frozenset[str]] = {
    "BOMBING": frozenset({"bombing/explosion"}),
    "ATTACK": frozenset({"armed assault/shooting", "assassination"}),
    "MURDER": frozenset({"assassination", "armed assault/shooting"}),
    "KIDNAPPING": frozenset({"kidnapping"}),
    "ARSON": frozenset({"arson"}),
    "ROBBERY": frozenset({"other"}),
    "FORCED WORK STOPPAGE": frozenset({"other"}),
}


def _top(text: str) -> str | None:
    vals = extract(ParsedArticle(Article(id="t", text=text)))
    return vals[0].value if vals else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("TWO explosions near the burial site of Iran’s slain general Qassem Soleimani killed at least 95 people.", "bombing/explosion"),
        ("Four teens were shot on the court behind Word Tabernacle Church, police said.", "armed assault/shooting"),
        ("THE ARCE BATTALION COMMAND HAS REPORTED THAT ABOUT 50 PEASANTS HAVE BEEN KIDNAPPED BY TERRORISTS.", "kidnapping"),
        ("ATTORNEY GENERAL ROBERTO GARCIA ALVARADO WAS ASSASSINATED TODAY IN SAN SALVADOR.", "assassination"),
        ("UNIDENTIFIED INDIVIDUALS SET THE OFFICES OF THE NEWSPAPER ON FIRE LAST NIGHT.", "arson"),
        ("At least 30 pilgrims died in a stampede at the shrine on Sunday.", "stampede/crowd crush"),
        ("A CAR BOMB EXPLODED TODAY IN FRONT OF THE POLICE HEADQUARTERS.", "bombing/explosion"),
    ],
)
def test_top_type(text, expected):
    assert _top(text) == expected


def test_no_trigger_no_type():
    assert _top("The council met on Tuesday to discuss the budget.") is None


def test_kerman_example_is_bombing(example_dir):
    for path in sorted(example_dir.glob("*.txt")):
        art = Article(id=path.name, text=path.read_text(encoding="utf-8"))
        vals = extract(ParsedArticle(art))
        assert vals[0].value == "bombing/explosion", path.name
        assert vals[0].evidence.text.lower().startswith(("explosion", "blast", "bomb"))


def test_muc4_dev_floor(corpora):
    """MUC-4 DEV, first template's type under MUC_TYPE_MAP (measured 0.80 on all 700)."""
    ok = n = 0
    with gzip.open(corpora / "muc4" / "muc4_templates.jsonl.gz", "rt") as fh:
        for line in fh:
            r = json.loads(line)
            if r["split"] != "DEV" or not r["templates"] or not r["templates"][0].get("INCIDENT: TYPE"):
                continue
            gold = r["templates"][0]["INCIDENT: TYPE"][0].replace("ATTEMPTED ", "")
            ok += _top(r["text"]) in MUC_TYPE_MAP.get(gold, frozenset({"other"}))
            n += 1
            if n == 200:
                break
    assert ok / n >= 0.72


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300) | st.lists(st.sampled_from(["bomb ", "shot ", "kidnapped ", "fire ", ". ", "x"]), max_size=30).map("".join))
def test_never_raises_and_evidence_exact(text):
    art = Article(id="h", text=text)
    vals = extract(ParsedArticle(art))
    assert len({v.value for v in vals}) == len(vals)
    for v in vals:
        assert v.value in EVENT_TYPES
        assert art.text[v.evidence.start : v.evidence.end] == v.evidence.text
