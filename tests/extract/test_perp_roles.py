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
        # people "implicated in" an act are its suspects
        (
            "PRESIDENT ALFREDO CRISTIANI TODAY CHARGED THAT COLONEL GUILLERMO BENAVIDES, DIRECTOR OF THE MILITARY ACADEMY, TWO LIEUTENANTS, AND TWO SOLDIERS OF THE SALVADORAN ARMED FORCES ARE IMPLICATED IN THE ASSASSINATION OF THE JESUITS.",
            "salvadoran armed forces",
        ),
        # the guerrillas who release kidnapped people held them (actor_captors)
        (
            "ONE OF THE TWO U.S. CITIZENS WHO WAS KIDNAPPED IN THE PAST FEW HOURS IN THE CAPITAL OF ANTIOQUIA HAS BEEN RELEASED BY THE ELN [ARMY OF NATIONAL LIBERATION] GUERRILLAS.",
            "eln",
        ),
        (
            "ENGINEERS AUGUSTO CARNEIRO MOREIRA JUNIOR, CESAR PAIM DE OLIVEIRA, AND JOSE ROBERTO REIS WERE RELEASED TODAY BY THE NATIONAL LIBERATION ARMY GUERRILLAS OF COLOMBIA.",
            "national liberation army",
        ),
        # every act verb the roles read makes its sentence one to parse ("FIRED" had not)
        (
            "THE JESUITS REGRETTED THAT THE AIR FORCE FIRED AGAINST THIS REFUGEE CENTER, WHICH THEY HAVE BEEN MANAGING FOR 6 YEARS, WHEN THE WAR IN EL SALVADOR INCREASED ITS TEMPO.",
            "air force",
        ),
        (
            "THE COLOMBIAN PATRIOT SAID THAT THE ALL-POWERFUL NARCOTICS MAFIA, IN ALLIANCE WITH THE LARGE LANDOWNERS, ARE BEHIND ALL THESE ATTACKS.",
            "narcotics mafia",
        ),
        # a done act with an uncertain doer, and a share in a massacre, still name suspects
        ("THE SHINING PATH MAY HAVE KILLED THE MAYOR.", "shining path"),
        ("UNITS OF THE NATIONAL POLICE PARTICIPATED IN THE MASSACRE.", "national police"),
        # the group the doers are said to belong to (actor_agents.doers_belong)
        (
            "THERE IS A STRONG BELIEF THAT THE MURDERERS OF THE JESUITS WERE EITHER MEMBERS OF THE ARMED FORCES OR PERSONS CLOSELY LINKED TO THEM.",
            "armed forces",
        ),
        (
            "THE KIDNAPPERS, WHO ARE SAID TO BE MEMBERS OF A GROUP CALLED CHILE'S INDEPENDENCE MOVEMENT, DEMANDED A RANSOM.",
            "chile's independence movement",
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
        (
            "Two Brazilian engineers kidnapped in Bogota last month were released on Sunday by National Liberation Army rebels.",
            "national liberation army",
        ),
        (
            "Officials said the attackers were members of the Kurdistan Workers' Party, which has fought the state since 1984.",
            "kurdistan workers' party",
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
        # a release of a text or of prisoners by authorities names no captor
        ("A COMMUNIQUE RELEASED BY THE FMLN GUERRILLAS TODAY CALLS FOR A GENERAL STRIKE.", "fmln"),
        ("THE TWO STUDENTS WERE RELEASED YESTERDAY BY THE NATIONAL POLICE.", "national police"),
        # a plan to blame a group is no blame of it
        ("IN ADDITION, THE CONTROL OVER THE MEDIA IS INTENDED TO ATTRIBUTE TERRORIST ACTIONS TO THE FMLN.", "fmln"),
        # an act only intended or planned has no doer yet (actor_agents.unrealised)
        ("FPMR SPOKESPERSON MARIELA VARGAS REPORTED THAT THE FPMR WILL ATTACK ANY U.S. OBJECTIVE IN CHILE.", "fpmr"),
        ("IN VIEW OF THE RUMORS THAT THE FMLN IS PLANNING TO ATTACK U.S. CITIZENS, THE EMBASSY CALLED.", "fmln"),
        # taking part in an operation is no act of violence (actor_agents.non_act)
        (
            "SEVERAL SPECIALIZED UNITS OF THE NATIONAL POLICE PARTICIPATED IN THE OPERATION ALONG WITH THE POLICE IN CORDOBA.",
            "national police",
        ),
        # "behind" names a suspect only after a copula
        ("IN A COWARDLY MANNER, THE FMLN HIDES BEHIND THESE INNOCENT CIVILIANS AND USES THEM AS SHIELDS.", "fmln"),
        # a text ascribed to a group is no act of it (actor_agents.attributes_text)
        ("THEY NOTED THAT THIS IS NOT THE FIRST TIME THAT COMMUNIQUES HAVE BEEN ATTRIBUTED TO THE SHINING PATH.", "shining path"),
        # a charge of a deed that is no violence is no blame (actor_agents.charge_of_other)
        (
            "WHILE THE GOVERNMENT ACCUSES THE FMLN OF HAVING VIOLATED THE CONFIDENTIALITY OF THE TALKS, CRISTIANI SPOKE.",
            "fmln",
        ),
        # nor is a share in the drug trade
        (
            "THE ARRESTS CAME AFTER REPORTS THAT THE COMMUNIST PARTY OF THE PHILIPPINES (CPP) WAS INVOLVED IN DRUG TRAFFICKING.",
            "cpp",
        ),
        # the victims' party is no suspect
        ("THE VICTIMS WERE MEMBERS OF THE PATRIOTIC UNION.", "patriotic union"),
    ],
)
def test_not_doers(sentence: str, name: str) -> None:
    assert name not in _roles(_MUC_LEAD + sentence)


def test_planned_act_is_no_doer_in_ordinary_case() -> None:
    assert "popular liberation army" not in _roles("The Popular Liberation Army is planning to attack oil pipelines, officials said.")
    assert _roles("The Popular Liberation Army attacked oil pipelines on Monday.").get("popular liberation army") == "suspected"


def test_threat_names_its_maker() -> None:
    # MUC-4 codes a threat as an incident with its perpetrator
    text = _MUC_LEAD + "THE DRUG-TRAFFICKING MAFIAS HAVE THREATENED TO MURDER 10 JUDGES FOR EACH COLOMBIAN EXTRADITED TO ANOTHER COUNTRY."
    assert _roles(text).get("drug-trafficking mafias") == "suspected"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("ALSO, MAZA DIRECTLY ACCUSED THE DRUG CARTELS OF BEING RESPONSIBLE FOR THE CHAIN OF ASSASSINATIONS THAT HAVE SHAKEN THE COUNTRY.", "drug cartels"),
        ("THE PRESIDENT ACCUSED THE ARMY OF MURDERING THE PRIESTS.", "army"),
        ("THE GOVERNMENT ACCUSED THE FMLN OF THE ATTACK.", "fmln"),
    ],
)
def test_charges_of_violence_blame(sentence: str, name: str) -> None:
    assert _roles(_MUC_LEAD + sentence).get(name) == "blamed"


def test_charge_of_other_deed_in_ordinary_case() -> None:
    text = "The government accused the Popular Liberation Army of collaborating with drug traffickers."
    assert "popular liberation army" not in _roles(text)


def test_denied_doer() -> None:
    # a doer in a clause that someone denies is denied, not suspected
    text = _MUC_LEAD + 'THE ARMED FORCES CONDEMNED THE "TERRORIST ATTACK" AGAINST FENASTRAS, AND DENIED THAT THE MILITARY PERPETRATED IT.'
    assert _roles(text).get("military") == "denied"


def test_doers_said_not_to_belong_deny() -> None:
    roles = _roles("The bombers were not members of the National Liberation Front, police said.")
    assert roles.get("national liberation front") == "denied"
