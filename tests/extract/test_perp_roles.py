"""Tests for the parse roles of crosswire.extract.perpetrators (``rule_roles``): which
organisation mentions a sentence ties to a violent act. Each sentence is a MUC-4 DEV wording
the rules had missed, or its ordinary-case counterpart."""

from __future__ import annotations

import pytest

from crosswire.extract import perpetrators
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

_MUC_LEAD = "SAN SALVADOR, 3 JAN 90 (EFE) -- [TEXT] "


def _roles(text: str) -> dict[str, str]:
    """Mention name (lower case) -> the stance the rules give it."""
    pa = ParsedArticle(Article(id="t", text=text))
    acr = perpetrators._acronyms(pa)
    per_sent, alias = perpetrators.mention_table(pa, list(pa.sentences), acr)
    return {
        perpetrators.output_name(mt, alias).lower(): st
        for mt, st, _ in perpetrators.rule_roles(pa, per_sent)
    }


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # an aircraft of a force stands for the force, as "FMLN TERRORISTS" for the FMLN
        (
            "RESIDENTS OF THE SAN ANDRES CANTONS WERE ROCKETED AND MACHINEGUNNED BY SALVADORAN AIR FORCE HELICOPTERS.",
            "salvadoran air force",
        ),
        # "from" links a doer to his unit as "of" does
        (
            "AT 1145 TODAY A SOLDIER FROM THE ATLACATL BATTALION FIRED A RIFLE AT A CIVILIAN WOMAN, WOUNDING HER IN THE HEAD.",
            "atlacatl battalion",
        ),
        # the "by" agent of an attempt to act is the would-be doer
        (
            "SPECIALIZED ARMY TROOPS THIS MORNING FOILED AN ATTEMPT BY THE FMLN TERRORIST GROUPS TO KIDNAP OAS SECRETARY GENERAL JOAO CLEMENTE BAENA SOARES.",
            "fmln",
        ),
        # an attack "of" a group is its own (unlike a murder "of" someone)
        (
            "THE ATTACKS OF THE FMLN AGAINST THE POWER SYSTEM HAVE LEFT THE CITY WITHOUT ELECTRICITY.",
            "fmln",
        ),
        # the members of a group's front are the group's
        (
            "SOME REPORTS INDICATE THAT THE PEASANTS WERE KILLED BY ALLEGED MEMBERS OF THE XXII FRONT OF THE FARC [REVOLUTIONARY ARMED FORCES OF COLOMBIA] OPERATING IN THIS SECTOR.",
            "farc",
        ),
    ],
)
def test_wire_doers(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) == "suspected"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Residents said the village was bombed by Syrian Air Force helicopters on Tuesday.",
            "syrian air force",
        ),
        (
            "Police foiled an attempt by National Liberation Army rebels to kidnap two oil engineers.",
            "national liberation army",
        ),
    ],
)
def test_ordinary_case_doers(text: str, name: str) -> None:
    assert _roles(text).get(name) == "suspected"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # an attempt against an armed force is a clash, with no perpetrator to code
        (
            "THE ARMY FOILED AN ATTEMPT BY THE FMLN TERRORIST GROUPS TO ATTACK THE ARMY BARRACKS.",
            "fmln",
        ),
        # a plan by a group to talk is no attack
        ("THE GOVERNMENT WELCOMED A PLAN BY THE FMLN GROUPS TO RESUME THE DIALOGUE.", "fmln"),
        # the "of" of a murder, massacre or killing names its victims
        (
            "NO STEP HAS BEEN TAKEN TO INVESTIGATE AND PUNISH THE MURDER OF MONSIGNOR ROMERO AND THE MASSACRE OF FENASTRAS [SALVADORAN WORKERS NATIONAL UNION FEDERATION].",
            "fenastras salvadoran workers national union",
        ),
        (
            "THE KILLING OF 3 MEMBERS OF THE MPSC [SOCIAL CHRISTIAN PEOPLE'S MOVEMENT] IN SONSONATE CARRIED OUT BY THE 6TH MILITARY DETACHMENT WAS A MESSAGE.",
            "mpsc",
        ),
        # the helicopters of a force shot down by guerrillas are its losses, not its acts
        ("THE GUERRILLAS SHOT DOWN TWO SALVADORAN AIR FORCE HELICOPTERS.", "salvadoran air force"),
    ],
)
def test_not_doers(sentence: str, name: str) -> None:
    assert name not in _roles(_MUC_LEAD + sentence)
