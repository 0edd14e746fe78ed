"""MUC-4 answer-key reading: alternatives, optional templates, deaths, stance mapping."""

from __future__ import annotations

import pytest

from crosswire.eval.muc4 import (
    MucDoc,
    gold_deaths,
    gold_orgs,
    norm_name,
    score_orgs,
    split_alternatives,
)
from crosswire.model import ActorStance, Article, Evidence, Extraction


@pytest.mark.parametrize(
    ("filler", "alts"),
    [
        ('"FMLN" / "FARABUNDO MARTI NATIONAL LIBERATION FRONT"', ["FMLN", "FARABUNDO MARTI NATIONAL LIBERATION FRONT"]),
        ('? "SHINING PATH"', ["SHINING PATH"]),
        ("BASQUE FATHERLAND LIBERTY [ETA]", ["BASQUE FATHERLAND LIBERTY [ETA]"]),
        # quotes escaped inside a name are part of it
        (r'"\"9 MAY\" LIBERATION FORCES"', ['"9 MAY" LIBERATION FORCES']),
        (r'"THE \"EXTRADITABLES\""', ['THE "EXTRADITABLES"']),
    ],
)
def test_split_alternatives(filler, alts):
    assert split_alternatives(filler) == alts


def test_escaped_quotes_do_not_merge_different_fillers():
    temps = [_t(**{"PERP: ORGANIZATION ID": [r'"THE \"EXTRADITABLES\""', r'"\"9 MAY\" LIBERATION FORCES"']})]
    assert len(gold_orgs(temps)) == 2


def _t(num="1", opt=False, **slots):
    t = {"MESSAGE: TEMPLATE": [num + (" (OPTIONAL)" if opt else "")]}
    t.update(slots)
    return t


def test_gold_orgs_merges_fillers_sharing_an_alternative():
    temps = [
        _t(**{"PERP: ORGANIZATION ID": ['"FMLN" / "FARABUNDO MARTI NATIONAL LIBERATION FRONT"'],
              "PERP: ORGANIZATION CONFIDENCE": ['CLAIMED OR ADMITTED: "FMLN" / "FARABUNDO MARTI NATIONAL LIBERATION FRONT"']}),
        _t("2", **{"PERP: ORGANIZATION ID": ['"FMLN"'], "PERP: ORGANIZATION CONFIDENCE": ["-"]}),
        _t("3", opt=True, **{"PERP: ORGANIZATION ID": ['"ARMY"'], "PERP: ORGANIZATION CONFIDENCE": ['POSSIBLE: "ARMY"']}),
    ]
    orgs = gold_orgs(temps)
    assert len(orgs) == 2
    assert orgs[0].alternatives == {"fmln", "farabundo marti national liberation front"}
    assert orgs[0].confidence == ("CLAIMED OR ADMITTED",) and orgs[0].required
    assert not orgs[1].required


def test_gold_deaths_sums_numeric_death_fillers():
    t = _t(**{"HUM TGT: NUMBER": ['2: "MAIDS"', '1: "ELLACURIA"'],
              "HUM TGT: EFFECT OF INCIDENT": ['DEATH: "MAIDS"', 'DEATH: "ELLACURIA"']})
    assert gold_deaths([t]) == 3


def test_gold_deaths_undefined_for_plural_and_no_death():
    plural = _t(**{"HUM TGT: NUMBER": ['PLURAL: "JESUITS"'], "HUM TGT: EFFECT OF INCIDENT": ['DEATH: "JESUITS"']})
    injury = _t(**{"HUM TGT: NUMBER": ['4: "PEOPLE"'], "HUM TGT: EFFECT OF INCIDENT": ['INJURY: "PEOPLE"']})
    assert gold_deaths([plural]) is None
    assert gold_deaths([injury]) is None
    assert gold_deaths([]) is None


TEXT = "THE FMLN CLAIMED RESPONSIBILITY FOR THE ATTACK."


@pytest.mark.parametrize(
    ("stance", "right"),
    [("claimed", True), ("blamed", False), ("suspected", False)],
)
def test_stance_scored_against_confidence(stance, right):
    temps = [_t(**{"PERP: ORGANIZATION ID": ['"FMLN"'], "PERP: ORGANIZATION CONFIDENCE": ['CLAIMED OR ADMITTED: "FMLN"']})]
    doc = MucDoc(Article(id="d", text=TEXT), gold_orgs(temps), ("ATTACK",), None, 1)
    ev = Evidence.of("d", TEXT, 4, 8)
    x = Extraction(article_id="d", actors=(ActorStance("the FMLN", stance, ev), ActorStance("ARMY", "denied", ev)))
    s = score_orgs([doc], {"d": x})
    assert s["perp_org_precision"] == 1.0 and s["perp_org_recall"] == 1.0  # denied ARMY not predicted
    assert s["stance_accuracy"] == (1.0 if right else 0.0)


def test_norm_name():
    assert norm_name('The  "FMLN".') == "fmln"
