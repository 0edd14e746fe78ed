"""Event type: trigger words on real sentences, MUC-4 DEV floor, properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.eval.muc4 import INCIDENT_TYPE_MAP, load
from crosswire.extract.event_type import extract
from crosswire.model import EVENT_TYPES, Article
from crosswire.nlp import ParsedArticle

BOMBING = "bombing/explosion"
ASSAULT = "armed assault/shooting"


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


# Real sentences from MUC-4 DEV and GVA dev, one a rule of the extractor.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a generic "attack" takes the means named in its sentence
        ("THE ATTACK, CARRIED OUT WITH TWO BOMBS, WAS PERPETRATED AGAINST THE SOVIET NEWSMAN'S HOME, "
         "LOCATED IN A RESIDENTIAL AREA SOUTH OF THIS CITY.", BOMBING),
        ("ACCORDING TO ECOPETROL [COLOMBIAN PETROLEUM ENTERPRISE], THERE HAVE BEEN FOUR DYNAMITE ATTACKS "
         "ON THE PIPELINE IN THE LAST 72 HOURS.", BOMBING),
        ("THE TERRORIST ATTACK IN HUILA DEPARTMENT TOOK PLACE IN LA MOTOSA, NEAR AIPE MUNICIPALITY, WHERE "
         "THE PIPELINE THAT PUMPS CRUDE OIL BETWEEN NEIVA AND LA DORADA WAS DYNAMITED.", BOMBING),
        ("IN THIS CAPITAL, FMLN URBAN COMMANDOES BLEW UP AT LEAST THREE POLES SUPPORTING SECONDARY LINES, "
         "AND AN AS YET UNDETERMINED NUMBER OF POLES AND TOWERS IN DIFFERENT LOCATIONS IN THE COUNTRY'S "
         "CENTRAL AND WESTERN REGION.", BOMBING),
        # in the lead, "the attack" refers back to the means the first sentence named
        ("At least 13 people were killed and dozens wounded in two explosions outside Kabul airport "
         "on Thursday, officials said. A Taliban spokesman condemned the attack. A US official said "
         "the attack was believed to have been carried out by ISIS-K.", BOMBING),
        # projectiles with firearms are an armed assault, alone an explosion (GTD codebook)
        ("THE ATTACK, CARRIED OUT WITH ROCKET LAUNCHERS AND RIFLES, WAS LAUNCHED AT 0600 AGAINST A "
         "NATIONAL POLICE POST GUARDING THE MANUEL JOSE ARCE NEIGHBORHOOD.", ASSAULT),
        ("URBAN GUERILLAS ATTACKED THE PRESIDENCY IN SAN SALVADOR WITH MORTAR FIRE TONIGHT, CAUSING SOME "
         "DAMAGE BUT NO CASUALTIES, ACCORDING TO INITIAL OFFICIAL REPORTS.", BOMBING),
        # armed fighting is the nearest type to an armed assault
        ("MILITARY AND REBEL SOURCES HAVE REPORTED THAT CLASHES BETWEEN SOLDIERS AND GUERRILLAS IN THE "
         "PAST FEW HOURS HAVE RESULTED IN 27 CASUALTIES.", ASSAULT),
        ("DURING THE LAST 6 MONTHS, FIVE JUDGES AND MAGISTRATES HAVE BEEN KILLED BY HIRED ASSASSINS IN "
         "MEDELLIN.", "assassination"),
        ("THE CLANDESTINE GROUP, WHICH EARLY THIS MORNING SET FIRE TO THE LLANO GRANDE COUNTRY CLUB IN "
         "RIONEGRO MUNICIPALITY, 40 KM NORTH OF MEDELLIN, SENT A LETTER TODAY.", "arson"),
        # a shooting in a robbery is a shooting
        ("2 arrested after Springfield teen shot in head during attempted robbery\n"
         "A 16-year-old was shot Wednesday afternoon in an attempted robbery.", ASSAULT),
        ("PD: Teen suspect accidentally shoots himself during Phoenix robbery\n"
         "A West Phoenix teen who accidentally shot himself during a February robbery is now facing "
         "multiple charges.", ASSAULT),
        # "cease-fire" and "fire department" are no arson
        ("IN THE FIRST MEETING, THEY AGREED TO MEET IN COSTA RICA IN OCTOBER TO DRAFT A CEASE-FIRE THAT "
         "WILL END AN INTERNAL WAR THAT HAS LEFT OVER 70,000 DEAD IN 9 YEARS.", None),
    ],
)
def test_rules_on_real_sentences(text, expected):
    assert _top(text) == expected


def test_murder_of_an_official_is_an_assassination_not_a_bare_murder():
    """Regression: the bare "murder" trigger used to take the words first and hide the
    assassination phrase (MUC-4 DEV-MUC3-0242)."""
    text = (
        "THE SALVADORAN CHAMBER OF COMMERCE ALSO CONDEMNED THE MURDER OF MINISTER RODRIGUEZ PORTH, WHO WAS "
        "A FORMER DIRECTOR OF THAT BUSINESS ORGANIZATION."
    )
    vals = extract(ParsedArticle(Article(id="t", text=text)))
    assert [v.value for v in vals] == ["assassination"]
    assert vals[0].evidence.text == "MURDER OF MINISTER"


def test_generic_attack_stays_with_its_sentence():
    """A lead that says only "attack" is an assault until a means is named beside it."""
    assert _top("THERE HAS BEEN ANOTHER ATTACK IN MEDELLIN, THE THIRD IN LESS THAN 24 HOURS.") == ASSAULT


def test_kerman_example_is_bombing(example_dir):
    for path in sorted(example_dir.glob("*.txt")):
        art = Article(id=path.name, text=path.read_text(encoding="utf-8"))
        vals = extract(ParsedArticle(art))
        assert vals[0].value == "bombing/explosion", path.name
        assert vals[0].evidence.text.lower().startswith(("explosion", "blast", "bomb"))


def test_muc4_dev_floor(corpora):
    """MUC-4 DEV, scored as ``crosswire eval muc4`` does (first required template's type
    under INCIDENT_TYPE_MAP), over the documents among the first 400 that have a type
    (248; measured 0.879 there, 0.856 on all 700 typed DEV documents)."""
    docs = [d for d in load(corpora, "dev", limit=400) if d.incident_types]
    ok = sum(any(_top(d.article.text) in INCIDENT_TYPE_MAP[t] for t in d.incident_types or ()) for d in docs)
    assert ok / len(docs) >= 0.85


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300) | st.lists(st.sampled_from(["bomb ", "shot ", "kidnapped ", "fire ", ". ", "x"]), max_size=30).map("".join))
def test_never_raises_and_evidence_exact(text):
    art = Article(id="h", text=text)
    vals = extract(ParsedArticle(art))
    assert len({v.value for v in vals}) == len(vals)
    for v in vals:
        assert v.value in EVENT_TYPES
        assert art.text[v.evidence.start : v.evidence.end] == v.evidence.text


# Reports of events in other countries (written for these tests after real events'
# coverage): a suicide attack and "the bomber" are a bombing, a vehicle driven into a crowd
# an assault, a crowd surge a crush, a derailment no attack at all.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The police chief said on Thursday that 84 people had been martyred in Monday's suicide "
         "attack on the Police Lines mosque in Peshawar. He said the earlier figure included some "
         "victims who had been counted twice. The bomber, who was wearing a police uniform, had "
         "entered the compound on a motorcycle.", BOMBING),
        ("A heavy truck ploughed into a crowd celebrating Bastille Day on the Promenade des "
         "Anglais in Nice.", ASSAULT),
        ("At least 151 people were killed after a huge Halloween crowd surged into a narrow alley "
         "in Seoul's nightlife district of Itaewon.", "stampede/crowd crush"),
        ("Two passenger trains derailed and collided in eastern India, killing at least 288 "
         "people in the country's deadliest rail crash in two decades.", "other"),
        ("The attacker stabbed people apparently at random near the main stage, killing three.",
         ASSAULT),
        ("A missile struck a railway station in eastern Ukraine, killing at least 52 people.",
         BOMBING),
        ("Gunmen abducted hundreds of students from a boarding school in Kankara.", "kidnapping"),
        ("Assailants blocked the exits of a bar and set it on fire, killing 26 people.", "arson"),
        ("Villagers were hacked to death with machetes by raiders overnight.", ASSAULT),
        # an air raid is remote violence, not a police raid
        ("An air raid on a house in Rafah killed 12 people, medics said.", BOMBING),
        ("Police raided the house and shot two suspects.", ASSAULT),
        ("Rebels seized 276 schoolgirls from their dormitories in Chibok.", "kidnapping"),
        ("A plane crashed shortly after take-off in Kathmandu, killing all 72 people on board.",
         "other"),
        ("A dam burst after heavy rains, sweeping away two villages and killing 40.", "other"),
        # a fire that broke out, set by no one, is an accident
        ("A fire tore through the newborn care unit of a government hospital, killing 10 "
         "babies. The fire broke out around 2 a.m.", "other"),
    ],
)  # fmt: skip
def test_international_types(text, expected):
    assert _top(text) == expected


# A named office holder or journalist shot dead or murdered is an assassination (GTD);
# killed in a blast it stays a bombing, and a bystander near an official's office is no
# target (probe sentences written for this round).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The mayor of a town in Mexico's Guerrero state was shot dead outside his home on "
         "Sunday in what police called a targeted killing.", "assassination"),
        ("Gunmen killed journalist Luis Martin Sanchez in the western state of Nayarit, his "
         "newspaper La Jornada said on Sunday.", "assassination"),
        ("A county judge was shot and killed in his chambers on Thursday by the local sheriff, "
         "Kentucky State Police said.", "assassination"),
        ("DISTRICT JUDGE KEVIN MULLINS WAS SHOT DEAD IN THE LETCHER COUNTY COURTHOUSE.",
         "assassination"),
        ("Ecuadorean presidential candidate Fernando Villavicencio was shot dead at a campaign "
         "event in the capital Quito on Wednesday.", "assassination"),
        # heads of government and state (probe reports of other events, 2026-12-01)
        ("Former Japanese Prime Minister Shinzo Abe has died after being shot while giving a "
         "campaign speech in the western city of Nara on Friday.", "assassination"),
        ("Haitian President Jovenel Moise, 53, was shot dead at his private residence.",
         "assassination"),
        ("The president of the neighborhood association was shot dead outside his home.", ASSAULT),
        ("The victim died after being shot at 10 PM was the report.", ASSAULT),
        ("A car bomb exploded outside the courthouse, killing a judge and two guards.", BOMBING),
        ("A man was shot dead near the mayor's office on Friday, police said.", ASSAULT),
        ("Reporters said the man was shot dead in front of his house.", ASSAULT),
        ("REPORTERS SAID THE MAN WAS SHOT DEAD IN FRONT OF HIS HOUSE.", ASSAULT),
        # shot in a robbery: a victim of chance, not a target
        ("A former city councilman was shot and killed during a robbery at his store.", ASSAULT),
    ],
)  # fmt: skip
def test_official_shot_dead_is_an_assassination(text, expected):
    assert _top(text) == expected


# An accidental explosion told by its cause in the lead is no bombing, nor a plane that left
# the runway an assault (Muan 2024); a lead that names a
# bomb or a claim keeps it one (probe report of Beirut 2020, written for this round).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A huge explosion rocked Beirut on Tuesday, killing at least 78 people and injuring nearly "
         "4,000, officials said. Lebanon's Interior Minister said the blast appeared to have been "
         "caused by the detonation of about 2,750 tonnes of ammonium nitrate stored in a warehouse "
         "at the port since 2014.", "other"),
        ("The death toll from Tuesday's massive explosion in Beirut climbed to 154. The explosion "
         "was caused by a fire that ignited ammonium nitrate stored at the port, officials said.",
         "other"),
        ("A passenger plane skidded off a runway, slammed into a concrete fence and burst into "
         "flames at an airport in southern South Korea on Sunday, killing 179 people in one of the "
         "country's worst aviation disasters, officials said.", "other"),
        ("A blast at a chemical plant killed 12 workers on Monday. Officials said the explosion was "
         "an industrial accident.", "other"),
        ("A truck bomb exploded outside the federal building, killing 168 people. Investigators said "
         "the bombers had used fertilizer stored in a rented storage unit.", BOMBING),
        ("A huge explosion killed 20 people at a market on Friday. Militants claimed responsibility, "
         "saying they had used chemicals stored in a nearby house.", BOMBING),
    ],
)  # fmt: skip
def test_accidents_told_by_their_cause_are_other(text, expected):
    assert _top(text) == expected


# Chemical weapons and poisonings are no shooting (GTD: unarmed assault by chemical weapon;
# crosswire's nearest type is "other"); a shooting beside an old poisoning stays a shooting.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A suspected chemical attack on the town of Douma killed at least 40 people, rescue workers "
         "said, as footage showed victims foaming at the mouth.", "other"),
        ("Former Russian spy Sergei Skripal and his daughter were poisoned with a nerve agent in "
         "Salisbury.", "other"),
        ("A man was shot and killed on Monday; police said he had been poisoned before.", ASSAULT),
    ],
)  # fmt: skip
def test_chemical_attacks_and_poisonings_are_other(text, expected):
    assert _top(text) == expected
