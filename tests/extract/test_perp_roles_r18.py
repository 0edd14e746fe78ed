"""Round 18 parse roles of crosswire.extract.perpetrators: deeds that are no terrorist act
(arms or drugs seized, a condition, a strike on rebel positions) and calendar words that are
no acronyms. Each sentence is a MUC-4 DEV wording that had made a state force or a month a
perpetrator, or a counterpart that must stay one."""

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
        # arms, drugs and papers seized or destroyed: a seizure, no attack
        (
            "THE ARMED FORCES HAVE SEIZED FROM THE FMLN TERRORISTS 324 RIFLES, 75 GRENADE AND ROCKET LAUNCHERS, AND 26 MORTARS.",
            "armed forces",
        ),
        ("AFTER THE CLASH, THE ARMY SEIZED A LIGHT AUTOMATIC RIFLE, 2 MAUSER RIFLES AND 250 STICKS OF DYNAMITE.", "army"),
        ("SALVADORAN ARMY TROOPS SURROUNDED THE AREA OF THE ACCIDENT AND SEIZED THE WEAPONS, THE SOURCE REPORTED.", "salvadoran army"),
        (
            "DURING THE OPERATION, THE NARCOTICS POLICE ARRESTED 8 DRUG TRAFFICKERS AND DESTROYED 1,200 KG OF PURE COCAINE.",
            "narcotics police",
        ),
        # a condition someone sets is no deed
        ("IF MEMBERS OF THE ARMED FORCES ARE FOUND TO BE INVOLVED, THEY WILL FEEL THE FULL WEIGHT OF THE LAW.", "armed forces"),
        (
            "A LABOR FEDERATION ANNOUNCED TODAY THAT IT WILL CALL A GENERAL STRIKE IF THE AIR FORCE CONTINUES TO BOMB NEIGHBORHOODS IN THE CAPITAL.",
            "air force",
        ),
        # a strike on rebel or army positions is a clash, also where the parse hangs the
        # target on the agent
        (
            "THE SPEECH WAS INTERRUPTED BY AN INTENSIVE AIR RAID BY SIX SALVADORAN AIR FORCE PLANES WHICH ARE BOMBING GUERRILLA POSITIONS.",
            "salvadoran air force",
        ),
        # the attacks "by" a group on army positions, the target hung on the agent
        (
            "THERE MIGHT BE MANY PEOPLE WOUNDED OR DEAD FROM THESE ATTACKS BY THE FMLN URBAN COMMANDO GROUPS ON VARIOUS MILITARY POSITIONS.",
            "fmln",
        ),
    ],
)
def test_not_doers(sentence: str, name: str) -> None:
    assert name not in _roles(_MUC_LEAD + sentence)


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # what stays an act: a town seized, towers destroyed, a bomb planted
        ("FMLN TERRORISTS SEIZED THE TOWN OF SAN RAMON AND KILLED TWO PEASANTS.", "fmln"),
        ("THE FMLN DESTROYED 10 POWER TRANSMISSION TOWERS IN USULUTAN DEPARTMENT.", "fmln"),
        ("THE BUILDING WAS DESTROYED BY A BOMB PLANTED BY THE EXTRADITABLES.", "extraditables"),
        ("THE MASSACRE OF THE PEASANTS BY THE ARMY WAS DENOUNCED BY THE CHURCH.", "army"),
    ],
)
def test_doers_kept(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) == "suspected"


def test_month_before_perpetrator_noun_is_no_acronym() -> None:
    text = _MUC_LEAD + (
        "THE M-20 IS A GROUP OF SUPPORTERS OF GENERAL NORIEGA WHO CLAIM RESPONSIBILITY FOR THE MARCH TERRORIST ATTACK ON THE BAR."
    )
    pa = ParsedArticle(Article(id="t", text=text))
    assert "march" not in perpetrators._acronyms(pa)


def test_participle_with_its_own_agent_is_not_the_subjects_act() -> None:
    # (hard-wrapped as the wire copy is: the parse hangs the participle on "asked")
    text = (
        "MEXICO CITY (MEXICO), 10 NOV 89 (NOTIMEX) -- [TEXT] THE MEXICAN\nGOVERNMENT HAS ASKED COLOMBIA TO INTERVENE "
        "IN PROTECTING AND\nFACILITATING THE RELEASE OF THE MEXICAN CITIZEN JUAN CARLOS MIR,\nKIDNAPPED LAST TUESDAY "
        "BY A COLOMBIAN GUERRILLA GROUP.\n"
    )
    assert "mexican government" not in _roles(text)


def test_if_that_asks_is_no_condition() -> None:
    text = _MUC_LEAD + (
        "ONE WOULD HAVE TO ASK BUSTILLO IF THE AIR FORCE, OF WHICH HE REPRESENTED ITS MOST ENCOURAGING PILLAR, "
        "WAS SOFT WHEN IT MURDERED 70,000 SALVADORANS."
    )
    assert _roles(text).get("air force") == "suspected"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # the force whose uniforms the doers wore is what witnesses take them for
        ("SIX JESUITS WERE ASSASSINATED ON 16 NOVEMBER BY MEN WEARING MILITARY UNIFORMS.", "military"),
        (
            "UNGO LEFT EL SALVADOR AFTER THE ASSASSINATION OF SIX JESUITS BY INDIVIDUALS WEARING MILITARY UNIFORMS ON 15 NOVEMBER.",
            "military",
        ),
        (
            "TWO WOMEN WERE KILLED IN SAN SALVADOR BY A GROUP OF 30 TO 40 MEN WEARING MILITARY UNIFORMS, ACCORDING TO WITNESSES.",
            "military",
        ),
        ("GUNMEN IN ARMY UNIFORMS KILLED THREE PEASANTS.", "army"),
        ("FIVE MEN DRESSED IN ARMY UNIFORMS KIDNAPPED THE BUSINESSMAN.", "army"),
    ],
)
def test_doers_in_a_forces_uniform(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) == "suspected"


@pytest.mark.parametrize(
    "sentence",
    [
        # guerrillas in soldiers' clothes are guerrillas in disguise
        "GUERRILLAS WEARING MILITARY UNIFORMS ATTACKED THE RESIDENCE.",
        "THE GUERRILLAS WHO ATTACKED CRISTIANI'S RESIDENCE WERE WEARING MILITARY UNIFORMS.",
        # a uniform worn at no act
        "GUARDADO, WEARING A MILITARY UNIFORM, TOLD THE PRESS THAT THE OFFENSIVE WILL CONTINUE.",
    ],
)
def test_uniform_of_a_force_worn_by_others(sentence: str) -> None:
    assert "military" not in _roles(_MUC_LEAD + sentence)


def test_one_man_in_a_uniform_is_no_forces_squad() -> None:
    text = _MUC_LEAD + (
        "A MAN DRESSED IN A CAMOUFLAGE MILITARY UNIFORM KILLED 1 PERSON AND WOUNDED 13 OTHERS WITH A MACHINEGUN."
    )
    assert "military" not in _roles(text)


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # the "by" agent of a verb that says who did the deed ("organized", "committed", "planned")
        (
            "REUTER AND AFP HAVE REPORTED THAT, IN THE OPINION OF THE CALLAO POLICE, THE EXPLOSION WAS ORGANIZED BY "
            'THE "SENDERO LUMINOSO," A REBEL GROUP OF MAOIST PERSUASION.',
            "sendero luminoso",
        ),
        ("THE MURDER COMMITTED BY THE ZARATE WILKA GROUP SHOWS THAT THERE ARE ARMED GROUPS IN BOLIVIA.", "zarate wilka group"),
        (
            "POLITICAL OPINION IN THE UNITED STATES HAS UNDOUBTEDLY BEEN SHAKEN BY THIS MASSACRE PLANNED BY ALFREDO "
            "CRISTIANI'S GOVERNMENT.",
            "alfredo cristiani's government",
        ),
    ],
)
def test_deed_organized_or_committed_by(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) == "suspected"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # a condition, and things planned or conducted that are no deed of violence
        ("NOW, IF THIS CRIME WAS COMMITTED BY THE SHINING PATH, THE POLICE WILL KNOW IT SOON.", "shining path"),
        ("THE OFFENSIVE WAS PLANNED BY THE FMLN GENERAL COMMAND.", "fmln"),
        ("THE TALKS WERE ORGANIZED BY THE CATHOLIC CHURCH.", "catholic church"),
    ],
)
def test_no_deed_organized_or_committed_by(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) != "suspected"


def test_long_list_of_doers_is_one_step() -> None:
    # the force hangs on the list's last conjunct, six heads below the verb
    text = _MUC_LEAD + (
        "SALVADORAN PRESIDENT ALFREDO CRISTIANI TODAY CHARGED THAT COLONEL GUILLERMO BENAVIDES, DIRECTOR OF THE "
        "MILITARY ACADEMY, TWO LIEUTENANTS, TWO SECOND LIEUTENANTS, TWO SUBSERGEANTS, ONE CORPORAL, AND TWO SOLDIERS "
        "OF THE SALVADORAN ARMED FORCES ARE IMPLICATED IN THE ASSASSINATION OF THE JESUITS."
    )
    assert _roles(text).get("salvadoran armed forces") == "suspected"
