"""The regex baseline: counts, dates, quotes on real-style sentences; never raises."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crosswire.eval.baseline import extract_counts, extract_dates, extract_quotes, regex_extract
from crosswire.model import Article


def _a(text: str, published: str | None = "2014-01-28") -> Article:
    return Article(id="a", text=text, published=published)


@pytest.mark.parametrize(
    ("text", "killed", "injured"),
    [
        # Deliberately naive: the largest number within 6 words wins, so "three" (wounded)
        # also counts as killed. crosswire must beat exactly this kind of rule.
        ("Two people were killed and three others wounded in a shooting.", 3, 3),
        ("Two people were killed in the shooting on Elm Street late last night.", 2, None),
        ("A 12-year-old boy was injured in the shooting.", None, None),
        ("Police said 4 people were shot; one died at the hospital.", 4, None),
        ("In 2014, a man was found dead.", None, None),
    ],
)
def test_counts(text, killed, injured):
    got = {c.kind: c.value for c in extract_counts(_a(text))}
    assert got.get("killed") == killed and got.get("injured") == injured


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("A man was shot Monday night.", "2014-01-27"),  # 2014-01-28 is a Tuesday
        ("A man was shot yesterday.", "2014-01-27"),
        ("A man was shot on Tuesday.", "2014-01-28"),
        ("A man was shot.", "2014-01-28"),
    ],
)
def test_dates(text, iso):
    assert extract_dates(_a(text))[0].value == iso


def test_quotes_speaker_is_nearest_name():
    text = '"We will find whoever did this," Police Chief Tom Brown said.'
    q = extract_quotes(_a(text))
    assert len(q) == 1 and q[0].text == "We will find whoever did this,"
    assert q[0].speaker == "Police Chief Tom"  # deliberately naive: at most 3 capitalised words


@given(st.text(), st.sampled_from([None, "2014-01-28", "bad"]))
def test_regex_extract_never_raises_and_evidence_exact(text, published):
    art = Article(id="a", text=text, published=published)
    x = regex_extract(art)
    evs = [c.evidence for c in x.counts] + [d.evidence for d in x.dates] + [q.evidence for q in x.quotes]
    evs += [q.speaker_evidence for q in x.quotes if q.speaker_evidence]
    for e in evs:
        assert art.text[e.start : e.end] == e.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("THE FARABUNDO MARTI FRONT [FMLN] CLAIMED RESPONSIBILITY FOR THE ATTACK.", [("FMLN", "claimed")]),
        ("ELN GUERRILLAS ATTACKED A PATROL. THE ARMY SAID.", [("ELN", "suspected")]),
        ("The ISIS group claimed responsibility for the attack in Kerman.", [("ISIS", "claimed")]),
        ("Nobody attacked anyone here today.", []),
    ],
)
def test_actors(text, expected):
    from crosswire.eval.baseline import extract_actors

    got = extract_actors(Article(id="a", text=text))
    assert [(a.name, a.stance) for a in got] == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("A CAR BOMB EXPLODED IN LIMA.", "bombing/explosion"),
        ("Three men were shot on Elm Street.", "armed assault/shooting"),
        ("GUERRILLAS KIDNAPPED THE MAYOR.", "kidnapping"),
        ("The council met on Tuesday.", None),
    ],
)
def test_event_types(text, kind):
    from crosswire.eval.baseline import extract_event_types

    got = extract_event_types(Article(id="a", text=text))
    assert (got[0].value if got else None) == kind
