"""Tests for crosswire.extract.perp_model: the learned perpetrator scorer of wire copy."""

from __future__ import annotations

import json
import math
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import perp_model, perpetrators
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

# Upper-case wire sentences from the MUC-4 DEV split (short excerpts).
_MUC_LEAD = "SAN SALVADOR, 3 JAN 90 -- [TEXT] "


def _pa(text: str) -> ParsedArticle:
    return ParsedArticle(Article(id="t", text=text))


def _cands(text: str) -> dict[str, perp_model.Candidate]:
    return {c.key: c for c in perp_model.candidates(_pa(_MUC_LEAD + text))}


def test_shipped_weights_are_small_and_complete() -> None:
    raw = resources.files("crosswire").joinpath(perp_model.WEIGHTS_RESOURCE).read_text(encoding="utf-8")
    assert len(raw.encode()) < 1_000_000
    model = json.loads(raw)
    assert 0.0 < model["threshold"] < 1.0
    # every dense feature the extractor computes has a trained weight (a renamed feature
    # would silently weigh nothing)
    feats = _cands(
        "URBAN TERRORISTS OF THE FMLN TODAY DYNAMITED A POWER PYLON. THE FMLN CLAIMED RESPONSIBILITY."
    )["fmln"].features
    dense = {k for k in feats if ":" not in k}
    assert dense <= set(model["weights"]), dense - set(model["weights"])


def test_score_is_the_logistic_of_the_weighted_sum() -> None:
    assert perp_model.score({"bias": 1.0, "x": 2.0}, {"bias": -1.0, "x": 0.5}) == pytest.approx(0.5)
    assert perp_model.score({"x": 1.0}, {"x": math.log(3)}) == pytest.approx(0.75)
    assert perp_model.score({"x": 1e9}, {"x": 1.0}) == pytest.approx(1.0)  # no overflow


@pytest.mark.parametrize(
    ("text", "key", "feature", "value"),
    [
        # the rules' stance becomes a feature
        (
            "ABOUT 50 PEASANTS HAVE BEEN KIDNAPPED BY TERRORISTS OF THE FARABUNDO MARTI NATIONAL "
            "LIBERATION FRONT [FMLN] IN SAN MIGUEL DEPARTMENT.",
            "fmln",
            "r_suspected",
            1.0,
        ),
        (
            "THE MRTA [TUPAC AMARU REVOLUTIONARY MOVEMENT] TODAY DISTRIBUTED LEAFLETS CLAIMING RESPONSIBILITY "
            "FOR THE MURDER OF FORMER DEFENSE MINISTER ENRIQUE LOPEZ ALBUJAR.",
            "mrta",
            "r_claimed",
            1.0,
        ),
        # a perpetrator noun next to the name, whatever the parse says
        ("CASTELLAR WAS KIDNAPPED BY ELN GUERRILLAS WHILE HE WAS TRAVELING IN A BOAT.", "eln", "perp_noun", math.log1p(1)),
        ("CASTELLAR WAS KIDNAPPED BY ELN GUERRILLAS WHILE HE WAS TRAVELING IN A BOAT.", "eln", "b:by", 1.0),
        # weapons written like acronyms
        ("THE TERRORISTS FIRED M-16 RIFLES AT THE BUS.", "m-16", "has_digit", 1.0),
        # state forces tied to violence against civilians
        (
            "SEVERAL LEFTWING PARTIES ARE ACCUSING THE ARMY OF PERPETRATING THE DYNAMITE ATTACK, WHICH "
            "KILLED 9 WORKERS.",
            "army",
            "state_civ_act",
            math.log1p(1),
        ),
        (
            "THE FMLN TODAY ACCUSED THE SALVADORAN ARMY OF MASSACRING 10 PEASANTS IN SAN MIGUEL.",
            "salvadoran army",
            "state_civ_act",
            math.log1p(1),
        ),
        # ... not a guerrilla group, nor an army that only fights
        ("THE FMLN TODAY ACCUSED THE SALVADORAN ARMY OF MASSACRING 10 PEASANTS IN SAN MIGUEL.", "fmln", "state_civ_act", 0.0),
        ("THE ARMY KILLED 12 GUERRILLAS IN A CLASH NEAR THE GARRISON.", "army", "state_civ_act", 0.0),
        # named as the victim or the target
        ("A BOMB EXPLODED AT THE HEADQUARTERS OF THE CHRISTIAN DEMOCRATIC PARTY IN SAN SALVADOR.", "christian democratic party", "victim_share", 1.0),
        ("THE FMLN LAUNCHED AN ATTACK AGAINST THE NATIONAL POLICE IN USULUTAN.", "national police", "victim_share", 1.0),
        ("URBAN TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN] TODAY DYNAMITED A POWER PYLON.", "fmln", "victim_share", 0.0),
        # a background year
        (
            "IN 1984, THE FIRST ATTACK ON U.S. INTERESTS WAS CARRIED OUT BY THE TUPAC AMARU REVOLUTIONARY MOVEMENT.",
            "tupac amaru revolutionary movement",
            "bg_only",
            1.0,
        ),
    ],
)
def test_candidate_features(text: str, key: str, feature: str, value: float) -> None:
    cands = _cands(text)
    assert key in cands, sorted(cands)
    assert cands[key].features.get(feature, 0.0) == pytest.approx(value)


@pytest.mark.parametrize(
    ("text", "name", "stance"),
    [
        (
            "URBAN TERRORISTS OF THE FARABUNDO MARTI NATIONAL LIBERATION FRONT [FMLN] TODAY DYNAMITED A "
            "POWER PYLON IN SOYAPANGO, LEAVING THE CAPITAL WITHOUT ELECTRICITY.",
            "fmln",
            "suspected",
        ),
        (
            "THE MRTA [TUPAC AMARU REVOLUTIONARY MOVEMENT] TODAY DISTRIBUTED LEAFLETS CLAIMING RESPONSIBILITY "
            "FOR THE MURDER OF FORMER DEFENSE MINISTER ENRIQUE LOPEZ ALBUJAR.",
            "mrta",
            "claimed",
        ),
    ],
)
def test_scored_perpetrators(text: str, name: str, stance: str) -> None:
    got = {n.lower(): s for n, s, _ in perp_model.extract_scored(_pa(_MUC_LEAD + text))}
    assert got.get(name) == stance, got


def test_political_commentary_has_no_perpetrator() -> None:
    text = _MUC_LEAD + (
        "THE FMLN SAID IT IS READY TO RESUME THE DIALOGUE AND THE PEACE TALKS WITH THE GOVERNMENT. "
        "THE FMLN PROPOSAL WILL BE DISCUSSED AT THE NEXT ROUND OF NEGOTIATIONS."
    )
    assert perp_model.extract_scored(_pa(text)) == []


def test_ordinary_news_keeps_the_rules() -> None:
    # the model was trained on wire copy only: ordinary-case text goes to the rules
    pa = _pa("The Islamic State has claimed responsibility for the two explosions that killed 84 people.")
    assert perp_model.extract_scored(pa) == perpetrators.extract_perpetrators(pa)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            list("AB [](),.\n") + ["FMLN ", "TERRORISTS ", "KILLED ", "BY ", "THE ", "ARMY ", "CLAIMED RESPONSIBILITY ", "M-16 ", "1984 "]
        ),
        max_size=30,
    ).map("".join)
)
def test_never_raises_and_sentences_exact(text: str) -> None:
    pa = _pa(text)
    for name, stance, sent in perp_model.extract_scored(pa):
        assert text[sent.start : sent.end] == sent.text
        assert name and stance in ("claimed", "suspected", "blamed", "denied")
