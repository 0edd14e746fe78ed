"""Injured figures of one definite person beside a death: fate untold (GVA dev sentences)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract.count_fate import DEFINITE_WOUNDED_RE, fate_untold
from crosswire.extract.counts import extract
from crosswire.model import Article, CountReport, Evidence
from crosswire.nlp import ParsedArticle


def _kinds(text: str) -> list[tuple[str, int]]:
    pa = ParsedArticle(Article(id="t", text=text, published="2015-06-01"))
    return [(c.kind, c.value) for c in extract(pa)]


@pytest.mark.parametrize(
    ("phrase", "definite"),
    [
        ("she was wounded", True),
        ("wounding him", True),
        ("Felder was wounded", True),
        ("the young girl was injured", True),
        ("injuring Maleki Parker", True),
        ("the other passenger was injured", False),
        ("one was injured", False),
        ("Another man was wounded", False),
        ("Deputy James Atterberry was also injured", False),
        ("Two others were wounded", False),
    ],
)
def test_definite_person(phrase: str, definite: bool) -> None:
    assert bool(DEFINITE_WOUNDED_RE.fullmatch(phrase)) is definite


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the wounded girl is the one who died: no injured figure of its own
        (
            "Police said the young girl was injured when the gun went off. She died at the hospital.",
            [("hit", 1), ("killed", 1)],
        ),
        # no death reported: the wounded person is injured
        ("Police said the young girl was injured when the gun went off.", [("injured", 1)]),
        # someone besides the dead keeps the injured reading
        (
            "A man was killed Sunday night. Another man was wounded, police said.",
            [("killed", 1), ("injured", 1)],
        ),
    ],
)
def test_extract(text: str, expected: list[tuple[str, int]]) -> None:
    assert _kinds(text) == expected


def _report(kind: str, value: int, text: str) -> CountReport:
    return CountReport(kind=kind, value=value, min=value, max=value, qualifier="exact", evidence=Evidence("a", 0, len(text), text))  # type: ignore[arg-type]


def test_only_with_a_death() -> None:
    hurt = _report("injured", 1, "he was wounded")
    assert fate_untold([hurt]) == [hurt]
    assert [r.kind for r in fate_untold([_report("killed", 1, "he died"), hurt])] == ["killed", "hit"]


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80))
def test_never_raises(text: str) -> None:
    reports = [_report("killed", 1, "x"), _report("injured", 1, text)]
    out = fate_untold(reports)
    assert len(out) == 2 and all(r.evidence.text in ("x", text) for r in out)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: the wounded woman is the third death, not an injured survivor
        (
            "A woman who was wounded in a Sunday night shooting in Metairie has died, bringing the number of "
            "fatalities to three.",
            [("killed", 1), ("killed", 3)],
        ),
        ("A man who was injured in the shooting died on Tuesday.", [("killed", 1)]),
        # the death belongs to someone else: the hurt stay hurt
        ("A man who was injured in the shooting and a woman died.", [("injured", 1), ("killed", 1)]),
        ("Two men who were wounded Sunday were taken to a hospital.", [("injured", 2), ("killed", 0)]),
    ],
)
def test_hurt_who_died_is_a_death(text: str, expected: list[tuple[str, int]]) -> None:
    assert _kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the group counted as hurt holds the one who died (GVA dev: 1 killed, 4 injured)
        (
            "Police respond after five people were injured in a drive-by shooting in Miami's Overtown "
            "neighborhood. One of the five people hospitalized after a drive-by shooting in Overtown this "
            "past weekend has died, police said. Julian Bryant, 22, died Wednesday night, Miami Police said.",
            [("injured", 4), ("injured", 4), ("killed", 1)],
        ),
        # a man hurt in the shooting has since died: the five hurt are four injured now (GVA dev);
        # "A man wounded ... has died" is that death, no injured man (Uri 2016 probe)
        (
            "A man wounded in a shooting earlier this month has died. Police said five people were injured "
            "when someone opened fire on Nov. 2. Fred Duhart, 38, died Sunday.",
            [("killed", 1), ("injured", 4), ("killed", 1)],
        ),
        # a sentence that counts its dead apart keeps its injured figure
        (
            "Police said one man was killed and five people were injured. One of the five people "
            "hospitalized has died. Fred Duhart, 38, died Sunday.",
            [("killed", 1), ("injured", 5), ("injured", 4), ("killed", 1)],
        ),
        # no death reported: the figure stands
        ("Five people were injured in a drive-by shooting.", [("injured", 5), ("killed", 0)]),
    ],
)
def test_one_of_the_hurt_died(text: str, expected: list[tuple[str, int]]) -> None:
    assert _kinds(text) == expected
