"""PolNeAR: brat parsing, direct-quotation test, speaker matching, quote scoring."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.eval.polnear import (
    PolDoc,
    Span,
    eval_rule,
    head_word_match,
    is_direct,
    is_name,
    parse_brat,
    read_attributions,
    score_quotes,
)
from crosswire.model import Article, Evidence, Quote

ANN = (
    "T1\tSource 89 106\tThe New York Post\n"
    "T2\tCue 107 114\treports\n"
    "T3\tContent 115 140;150 160\tthat ...\n"
    "E1\tAttribution:T4 Content:T3 Cue:T2 Source:T1\n"
    "E2\tAttribution-no-source:T5 Content:T6\n"
)


def test_parse_brat_entities_and_events():
    ents, events = parse_brat(ANN)
    assert ents["T1"] == ("Source", (Span(89, 106),), "The New York Post")
    assert ents["T3"][1] == (Span(115, 140), Span(150, 160))
    assert events[0] == {"Attribution": "T4", "Content": "T3", "Cue": "T2", "Source": "T1"}
    assert events[1]["Content"] == "T6" and "Source" not in events[1]


@given(st.text())
def test_parse_brat_never_raises(text):
    parse_brat(text)


@pytest.mark.parametrize(
    ("text", "span", "direct"),
    [
        ('He said, "We will win this election," on Monday.', (9, 37), True),  # marks inside
        ('He said, "We will win this election," on Monday.', (10, 35), True),  # marks outside
        ("He said, “That makes me smart.” Then he left.", (10, 30), True),
        ("He said that we will win this election.", (8, 38), False),
        ('He said he would "keep the details under wraps."', (8, 48), False),  # partial quote
    ],
)
def test_is_direct(text, span, direct):
    assert is_direct(text, [Span(*span)]) is direct


@pytest.mark.parametrize(
    ("source", "name"),
    [("Trump", True), ("Rep. Gwen Moore (D-Wis.)", True), ("she", False), ("Sources", False),
     ("a source", False), ("the Rev. Peter Wherry", True), ("officials", False)],
)
def test_is_name(source, name):
    assert is_name(source) is name


@pytest.mark.parametrize(
    ("pred", "gold", "ok"),
    [
        ("Trump", "Donald Trump", True),
        ("Donald Trump", "Trump", True),
        ("Conway", "Trump campaign manager Kellyanne Conway", True),
        ("Elijah Cummings", "Rep. Elijah Cummings, the top Democrat on the Oversight Committee,", True),
        ("Clinton", "Trump", False),
        (None, "Trump", False),
    ],
)
def test_head_word_match(pred, gold, ok):
    assert head_word_match(pred, gold) is ok


TEXT = 'Senator Jane Smith spoke. "We will fight this to the end," she said. "No," said Bob.'


def test_pronoun_source_resolves_to_preceding_name():
    ann = (
        "T1\tSource 0 18\tSenator Jane Smith\nT2\tContent 19 24\tspoke\n"
        "E1\tContent:T2 Source:T1\n"
        "T3\tSource 60 63\tshe\nT4\tContent 26 57\tWe will fight this to the end,\n"
        "E2\tContent:T4 Source:T3\n"
    )
    attrs = read_attributions(TEXT, ann)
    assert attrs[1].direct and attrs[1].resolved == "Senator Jane Smith" and not attrs[1].named
    doc = PolDoc(Article(id="d", text=TEXT), attrs, "d_x.ann")
    right = Quote("Smith", "We will", Evidence.of("d", TEXT, 27, 34))
    wrong = Quote("Bob", "We will", Evidence.of("d", TEXT, 27, 34))
    stray = Quote("Bob", "No,", Evidence.of("d", TEXT, 70, 72))
    assert score_quotes([doc], {"d": [right]}, matcher=eval_rule)[:3] == (1.0, 1.0, 1.0)
    p, r, _, n = score_quotes([doc], {"d": [wrong, stray]}, matcher=eval_rule)
    assert (p, r, n) == (0.0, 0.0, 1)
    # named only: the pronoun-sourced quote is not a gold unit, so the prediction on it is ignored
    assert score_quotes([doc], {"d": [right]}, named_only=True, matcher=eval_rule)[3] == 0
