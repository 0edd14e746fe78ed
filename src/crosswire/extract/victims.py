"""Victim mentions that the figure rules of :mod:`crosswire.extract.counts` need help with.

- the victim vocabulary (:data:`PERSON_SG`, :data:`PLURAL_PEOPLE`, :data:`NON_PERSON`...).
- :func:`known_surnames`: surnames of people named in full somewhere in the article, so that
  a later "Madueno died" counts one victim (news style names a person in full once, then by
  surname).
- :func:`~crosswire.extract.count_distinct.victim_sums` (in
  :mod:`crosswire.extract.count_distinct`): victims described one at a time, added up.
- :func:`resolve_they`: "they were taken to hospital" takes the last group counted.
- :func:`elided_subjects`, :func:`skip_appositive`, :func:`skip_place_phrase`,
  :data:`PARTICIPLE_RE`: subjects the backward walk of the counts module cannot reach ("was
  shot and killed", "Jesus Rios, a 17-year-old, died", "a teen in Grant County died",
  "Four men attending a party were injured").

Other phrases (zeros, survivors, "two wounded men", "the boy's death") are in
:mod:`crosswire.extract.count_phrases`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from crosswire.extract.count_distinct import victim_sums as victim_sums
from crosswire.extract.count_scene import skip_scene
from crosswire.extract.numbers import DEMONYMS
from crosswire.lexicon import COMMON_WORDS
from crosswire.model import CountReport
from crosswire.nlp import Sentence

# --- victim vocabulary (shared with crosswire.extract.counts) -------------------------------

# Heads that are not people: a figure on them is not a casualty count.
# ("fatalities" like "deaths": "23 fatalities and 70 injuries" had read as 93 injured, the
# fatalities a group of the hurt; probe round 17)
NON_PERSON = frozenset(
    ["injuries", "injury", "wounds", "wound", "explosion", "explosions", "blast", "blasts", "bomb", "bombs", "attack", "attacks", "shot", "shots", "round", "rounds", "bullet", "bullets", "car", "cars", "vehicle", "vehicles", "home", "homes", "house", "houses", "building", "buildings", "year", "years", "day", "days", "hour", "hours", "time", "times", "incident", "incidents", "shooting", "shootings", "week", "weeks", "month", "months", "minute", "minutes", "weapon", "weapons", "gun", "guns", "rifle", "rifles", "dog", "dogs", "horse", "horses", "animal", "animals", "homicide", "homicides", "case", "cases", "killing", "killings", "murder", "murders", "death", "deaths", "fatality", "fatalities", "crash", "crashes", "window", "windows", "event", "events", "people's", "block", "blocks", "mile", "miles", "feet"]
    # ("Thirty people were killed and a similar number wounded": no person; battery,
    # nineteenth round: the "-er" of a person noun had read it as one)
    + ["number", "numbers"]
    # livestock of farmer-herder raids ("The raiders killed 200 cattle"; battery, nineteenth
    # round: read as 200 people)
    + """cattle cow cows goat goats sheep camel camels livestock donkey donkeys pig pigs chickens
    birds head""".split()
)
# Animals a raid's toll lists beside its people ("Three herders and 40 cows were killed":
# battery, twentieth round, had given no figure): an item of a list that ends in one is
# left out of the people counted.
ANIMALS = frozenset(
    """cattle cow cows goat goats sheep camel camels livestock donkey donkeys pig pigs chickens
    birds dog dogs horse horses animals cat cats""".split()
)
# Singular heads read as one victim after "a", "an", "the" or a possessive.
PERSON_SG = frozenset(
    ["man", "woman", "adult", "boy", "girl", "teen", "teenager", "child", "toddler", "infant", "baby", "person", "victim", "suspect", "gunman", "shooter", "officer", "deputy", "trooper", "driver", "passenger", "student", "resident", "father", "mother", "son", "daughter", "wife", "husband", "brother", "sister", "friend", "girlfriend", "boyfriend", "uncle", "aunt", "cousin", "nephew", "niece", "grandmother", "grandfather", "neighbor", "neighbour", "customer", "clerk", "employee", "worker", "guard", "soldier", "civilian", "policeman", "policewoman", "bystander", "youth", "juvenile", "male", "female", "pedestrian", "owner", "homeowner", "motorist", "cashier", "teacher", "pastor", "security", "agent", "sergeant", "detective", "attendant", "manager", "20-year-old", "partner", "fiance", "fiancee", "relative", "roommate", "stepfather", "stepson", "stepdaughter", "grandson", "granddaughter", "rider", "cyclist", "witness", "patron", "guest", "inmate", "shopper", "spectator", "fan", "neighbour"]
) | frozenset(
    # the people international reports name by office or calling ("killed the mayor of the
    # small town", "Opposition leader Boris Nemtsov was shot dead"; "killing six soldiers and
    # an interpreter", "the toll to 14 miners and a rescuer"; "The vice principal, Hassan
    # Makuku, was killed", "killed a staff member": Maga 2025 probe)
    """mayor governor judge magistrate minister president senator congressman lawmaker legislator
    politician leader activist journalist reporter photographer cameraman priest cleric imam bishop
    monk nun missionary official commander colonel lieutenant diplomat ambassador businessman
    businesswoman banker farmer peasant shepherd tourist pilgrim worshipper doctor nurse paramedic
    medic candidate councillor councilman prosecutor lawyer attorney bodyguard militant fighter
    constable villager pilot refugee migrant
    interpreter translator rescuer volunteer firefighter
    principal headmaster headmistress staffer member watchman chief chairman chairwoman vendor
    trader herder proprietor caretaker janitor bartender bouncer waiter waitress""".split()
) | frozenset(
    # one person named by nationality or faith: "killing 17 foreign tourists, a Tunisian and a
    # security officer" (the singular of a plural demonym that adds an "s")
    d[:-1] for d in DEMONYMS if d.endswith("s") and not d.endswith("ss")
)
# Capitalised words that start sentences or name institutions, not victims.
NOT_NAMES = frozenset(
    ["police", "officers", "authorities", "officials", "the", "a", "an", "one", "two", "three", "four", "five", "county", "city", "department", "state", "news", "sheriff's", "sheriff", "authorities", "witnesses", "investigators"]
)
# Plural heads read as two after "both" ("both men were killed").
PLURAL_PEOPLE = frozenset(
    ["men", "women", "people", "victims", "boys", "girls", "teens", "teenagers", "brothers", "sisters", "officers", "children", "males", "females", "parents", "suspects", "adults", "kids", "students",
     "friends", "relatives", "toddlers", "juveniles", "youths", "cousins", "siblings", "others"]
)

# "two wounded men", "three injured officers": the casualty word as an adjective before the
# people, after a figure. Not after "a"/"the": on GVA dev "an injured man" is more often one
# of many victims than the injured total.
ATTRIBUTIVE_RE = re.compile(
    r"\b(?P<det>two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:critically\s+|seriously\s+|"
    r"gravely\s+|severely\s+)?(?:injured|wounded)\s+(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(PERSON_SG | PLURAL_PEOPLE, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

# "a man in his 40s was shot": the age range is part of the noun phrase ("in" would stop
# the walk back to "a man").
AGE_DECADE_RE = re.compile(r"\s+in\s+(?:his|her|their)\s+(?:early\s+|mid-?\s*|late\s+)?(?:teens|\d0'?s)(?:\s*(?:and|or|to)\s+\d0'?s)?\b", re.IGNORECASE)
# Verbs inside the backward walk end the noun phrase: "two people were murdered and two
# others critically wounded" counts two wounded, not four; "We have so far buried 81 people,
# and 13 others were injured" counts 13 (verbs of what befell other people: buried,
# rescued, abducted, arrested).
CLAUSE_VERBS = frozenset(
    ["was", "were", "is", "are", "been", "murdered", "slain", "died", "dead", "hurt", "hospitalized", "stabbed", "fatally",
     "suffered", "sustained", "received", "suffering", "lost", "buried", "rescued", "evacuated", "abducted", "kidnapped",
     "arrested", "detained",
     # the South Asian press's death verbs: "Quetta blast: 25 martyred, 40 injured" (Mastung
     # 2018 probe wording: the injured had been 65)
     "martyred", "perished", "succumbed"]
)
# "12 others -- nine males and six females -- were hospitalized": an aside between dashes.
# Plain-text copy types them as spaced hyphens ("Six people - four men and two women -"), which
# also separate a web address's words ("132929 / hollywood's - mermaid - esther - williams -
# dies", ECB+ dev): a hyphen aside must list ("and", a comma) and hold no slash.
DASH_ASIDE_RE = re.compile(
    r"\s(?:--|—|–)\s[^—–\n]{1,60}?\s(?:--|—|–)(?=\s)"
    r"|\s-\s[^-\n/]{0,60}?(?:\sand\s|,\s)[^-\n/]{0,60}?\s-(?=\s)"
)

# Objects of active casualty verbs (used by crosswire.extract.counts).
SG_OBJ_RE = re.compile(
    r"(a|an|his|her|their|another|the)\s+(?:[\w'-]+\s+){0,2}?("
    + "|".join(sorted(PERSON_SG, key=len, reverse=True))
    + r"|sister-in-law|brother-in-law|mother-in-law|father-in-law|son-in-law|daughter-in-law"
    # the attacker as the object of the blast or of the police ("The explosion killed the
    # bomber and three police officers", "Security forces killed the attacker": battery,
    # nineteenth round); object only, so a subject "a second attacker" stays no victim
    + r"|attacker|assailant|bomber|knifeman|hijacker|perpetrator"
    + r"|\d{1,2}-(?:year|month|week)-old(?!-))\b",
    re.IGNORECASE,
)
SELF_OBJ_RE = re.compile(r"\s+(?:accidentally\s+)?(himself|herself|him|her)\b", re.IGNORECASE)
# What follows an active verb whose object we could not count: then the words before the
# verb are its agent, not its victims ("the gunman fatally shot the clerk").
# A weekday or month after the verb is when, not whom: "left two small boys, ages 4 and 6,
# wounded Wednesday night".
_WHEN_WORDS = (
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Today|Tonight|Yesterday|Early|Late|Last|This)\b"
)
OBJECT_START_RE = re.compile(r"\s+(?:the|his|her|him|them|their|its|a|an|(?!" + _WHEN_WORDS + r")[A-Z][a-z]+)\b")
NAMED_OBJ_RE = re.compile(
    r"(?:\d{1,2}-year-old\s+)?(?P<name>[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})\b(?!\s+(?:County|Street|Avenue|Road|Police))"
)
# ("the provincial governor and three of his bodyguards", "the mayor, as well as two peasants")
AND_QTY_RE = re.compile(
    r"\s*,?\s+(?:and|as\s+well\s+as)\s+(?:(?:their|his|her|the)\s+)?(?P<q>\w+)(?:\s+[\w'-]+){0,2}?\s+"
    r"(?:sons|daughters|children|kids|people|others|men|women|boys|girls|friends|relatives|brothers|sisters"
    r"|bodyguards|guards|escorts|aides|colleagues|companions|peasants|villagers|soldiers|policemen|civilians"
    r"|passengers|employees|workers"
    # ("The explosion killed a policeman and two passers-by")
    r"|passers-?by|bystanders|commuters|pedestrians|motorists|tourists|worshippers|students|officers"
    # ("killed a doctor and two patients", "the headmaster and two pupils": battery, nineteenth round)
    r"|patients|pupils|teachers|doctors|nurses|journalists|farmers|herders|fishermen|miners|militiamen|fighters"
    r"|guests|customers|shoppers|residents|neighbours|neighbors|firefighters|rescuers)(?![\w-])",
    re.IGNORECASE,
)


SURNAME_OBJ_RE = re.compile(r"([A-Z][\w'’-]+)\b(?!\s+[A-Z])")
# A person named by courtesy title and surname: "striking and killing Mr. Holmes" (GVA dev,
# a prosecutor's release: no figure).
HONORIFIC_OBJ_RE = re.compile(r"(?:Mr|Mrs|Ms|Dr)\.?\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\b")
# Between coordinated objects: "and" (after an optional age: "Jones, 19, and Smith"), or a
# bare comma between two singular people ("his wife, son and daughter"; a comma after a
# name may open an apposition instead: "his wife, Min Huang").
OBJ_AND_RE = re.compile(r"(?:\s*,\s*\d{1,2})?\s*,?\s*(?:and|&)\s+", re.IGNORECASE)
OBJ_COMMA_RE = re.compile(r"\s*,\s*")

# An age used as a noun ("a 17-year-old"), and determiners of one person.
AGE_NOUN_RE = re.compile(r"[\w]+-(?:year|month|week)-old", re.IGNORECASE)
DET_SG = frozenset({"a", "an", "another", "the", "his", "her", "their", "its", "this"})


def person_head(toks: list[re.Match[str]]) -> bool:
    """Whether the last token names people ("man", "teens", "6-year-old")."""
    head = toks[-1].group().lower()
    return head in PERSON_SG or head in PLURAL_PEOPLE or bool(AGE_NOUN_RE.fullmatch(head))


def bare_person(toks: list[re.Match[str]]) -> bool:
    """A singular person noun without its own article ("son", "6-year-old boy")."""
    head = toks[-1].group().lower()
    return (head in PERSON_SG or bool(AGE_NOUN_RE.fullmatch(head))) and toks[0].group().lower() not in DET_SG


# An active casualty verb opening a hit's evidence: the people after it are its object.
ACTIVE_START_RE = re.compile(
    r"(?:shot|shoots|shooting|wounded|wounding|injured|injuring|stabbed|killed|killing|kills|fatally|murdered|gunned)\b",
    re.IGNORECASE,
)

# A victim noun phrase followed by a participle clause up to the verb: "Four men attending
# a birthday party at a Zelmer Street home were", "two people sitting in a car were". The
# clause holds no verb of its own (no comma, no auxiliary) and is short (60 characters: our
# reading of GVA dev).
PARTICIPLE_RE = re.compile(
    r"(?P<np>\b(?:" + "|".join(sorted(PERSON_SG | PLURAL_PEOPLE | {"others", "friends", "adults", "students", "troopers", "deputies", "officers"}, key=len, reverse=True))
    # (a relative clause of the subject's own deed: "Additionally, three state troopers who
    # entered the home were wounded", GVA dev)
    + r"))\s+(?:[a-z]+ing|inside|outside|near|in|who\s+[a-z]+ed)\s(?:(?!\b(?:was|were|is|are|had|has|have|and)\b)[^,;:.])"
    r"{0,60}?\s(?=(?:(?:was|were|had\s+been|have\s+been|has\s+been|also|all|both|later)\s+)+$)",
    re.IGNORECASE,
)
# The same in a headline, which drops the auxiliary: "Sheriff: 6-year-old playing with gun
# shot and killed" (GVA dev: no figure), "Boy playing with gun shot and killed", "Gunshot
# victim dropped off at Providence dies" (a victim's passive participle of being moved or
# found: not "Woman indicted in local child's shooting death", whose subject is no victim).
PARTICIPLE_HEADLINE_RE = re.compile(
    r"(?P<np>\b(?:\d{1,2}-year-old|" + "|".join(sorted(PERSON_SG | PLURAL_PEOPLE, key=len, reverse=True))
    + r"))\s+(?:[a-z]+ing|(?:dropped|taken|rushed|flown|airlifted|found|left)\s+(?:off|at|in|on|near|outside|inside|to))\s(?:(?!\b(?:was|were|is|are|had|has|have|and)\b)[^,;:.])"
    r"{0,40}?\s$",
    re.IGNORECASE,
)

# A full name: two or three capitalised words, optionally with a middle initial.
_FULL_NAME = re.compile(
    r"(?<![\w.])[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+)?\s+((?=\w\w)[A-Z][a-z]*(?:['’]?[A-Z][a-z]+)*(?:-[A-Z][a-z]+)?)\b"
)
# Last words of capitalised runs that name places, institutions and roles, not people.
NOT_SURNAMES = frozenset(
    ["police", "department", "office", "county", "city", "state", "street", "avenue", "road", "boulevard", "drive", "lane", "court", "place", "highway", "parkway", "hospital", "center", "centre", "school", "university", "college", "church", "park", "news", "sheriff", "sheriffs", "deputies", "officers", "authorities", "investigators", "officials", "jail", "prison", "station", "apartments", "complex", "mall", "store", "market", "restaurant", "bar", "club", "hotel", "motel", "company", "service", "services", "unit", "division", "bureau", "agency", "team", "times", "post", "tribune", "herald", "journal", "press", "day", "night", "morning", "evening", "afternoon", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "area", "district", "township", "village", "borough", "town", "region", "valley", "heights", "hills", "north", "south", "east", "west", "way", "circle", "square", "chief", "officer", "detective", "sergeant", "lieutenant", "captain", "trooper", "patrol", "said", "says", "according", "media", "reports", "report", "victim", "victims", "suspect", "suspects", "man", "woman"]
)


def known_surnames(text: str) -> frozenset[str]:
    """Surnames of people named in full in ``text`` ("Christian Madueno" -> "Madueno")."""
    out = set()
    for m in _FULL_NAME.finditer(text):
        last = m.group(1)
        # A first name is not an English word ("Round Lake", "Southwest High" are places).
        first = m.group().split()[0].lower()
        if last.lower() not in NOT_SURNAMES and first not in COMMON_WORDS and first not in NOT_SURNAMES:
            out.add(last)
    return frozenset(out)


# "the fatal shooting of a 14-year-old boy", "the shooting death of Kyler Daughtry": the
# victim follows "of"; killed. Not after "attempted" ("the attempted murders of five teens").
# "Monday's massacre of nine women and children" too (international reports), and "the
# assassination of Antonio Rodriguez Porth" (MUC-4 DEV: no death had been read).
FATAL_OF_RE = re.compile(
    r"\b(?<!attempted\s)(?<!attempted\s\s)(?:(?:fatal(?:ly)?\s+shooting|deadly\s+shooting|shooting\s+deaths?|killings?|murders?|slayings?|massacres?|deaths?|assassinations?)\s+of"
    r"|(?:claimed|claims|claim|took|takes|take|taken)\s+(?:the\s+)?(?:life|lives)\s+of)\b",
    re.IGNORECASE,
)
# "a triple shooting" (three people hit), "a double homicide" (two killed).
MULTIPLE_WORDS = {"double": 2, "triple": 3, "quadruple": 4, "quintuple": 5}
MULTIPLE_RE = re.compile(
    r"\b(?P<n>double|triple|quadruple|quintuple)[\s-]+(?P<what>fatal\s+shooting|shooting|homicide|murder|killing|slaying)s?\b",
    re.IGNORECASE,
)
# A victim "suffering from a gunshot wound", "with gunshot wounds", "treated for a gunshot
# wound": people hit, fate not stated (a later "died" makes them killed). Also "treated at
# Christchurch Hospital for gunshot wounds" (the hospital named between).
WOUND_RE = re.compile(
    r"(?:\b(?:suffering|suffered|sustained|sustaining|received)\s+(?:from\s+)?|\bwith\s+|\b(?<!being\s)(?:treated|hospitali[sz]ed)\s+"
    r"(?:(?:at|in)\s+(?:an?\s+|the\s+)?(?:[\w'’.-]+\s+){0,3}?(?:hospitals?|medical\s+cent(?:er|re))\s+)?for\s+)"
    r"(?:(?:an?|one|two|three|four|multiple|several|apparent|possible|single|self-inflicted|"
    # ("treated for non life-threatening gunshot wounds": the prefix spelt apart, GVA dev)
    r"non[\s-]?life-threatening|life-threatening|non[\s-]?life|threatening|critical|serious|minor|severe|fatal|mortal|non-?fatal|superficial|"
    r"graze|what\s+appeared\s+to\s+be|what\s+appears\s+to\s+be)[\s,-]+){0,4}"
    # ("each had graze wounds to the leg", "suffered a graze wound": a bullet's graze, GVA dev)
    r"(?:(?:gunshot|stab|knife|shrapnel|bullet|graze)\s+wounds?|bullet\s+graze)\b",
    re.IGNORECASE,
)
# A victim "was taken to a hospital", "were rushed to area hospitals", "are taken to the
# hospital": people hit. ("went to"/"walked into" a hospital lost more than it found on GVA
# dev: officers and relatives go to hospitals too.)
# The hospital's town after its name: "rushed to Baylor Scott & White Hospital in Temple with
# critical wounds" (GVA dev; names hold "&").
_HOSPITAL_TOWN = r"(?:\s+in\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)?"
# "48 people were taken to hospital, 21 of them in a critical condition" beside seven dead
# (London Bridge 2017 probe): British and wire usage, with no article and a plural verb, tells
# the hurt who lived to be taken there, as "treated in hospital" does (TREATED_RE; it had been
# 48 hit, so 41 injured). Not where a death follows ("were taken to hospital, where one
# died"), nor of one person ("He was taken to hospital, where he later died": a hit, as before).
_TAKEN_TO_HOSPITAL_HURT = (
    r"(?:were|have\s+been|had\s+been)\s+(?:\w+\s+)?(?:taken|rushed|transported|airlifted)\s+to\s+hospital\b"
    r"(?!\s+with\b)(?![^.;]{0,80}\b(?:died|dies|succumbed|pronounced|dead)\b)"
)
HOSPITAL_RE = re.compile(
    r"\b(?!" + _TAKEN_TO_HOSPITAL_HURT + r")(?:(?:was|were|is|are|had\s+been|has\s+been|have\s+been)\s+(?:\w+\s+)?"
    r"(?:taken|transported|rushed|airlifted|flown|driven|brought))\s+(?:\w+\s+){0,3}?to\s+(?:an?\s+|the\s+)?"
    r"(?:[\w'’.&-]+\s+){0,4}?(?:hospitals?|medical\s+center|trauma\s+center)\b"
    # (people taken there "with injuries" are injured: :data:`TREATED_RE`)
    r"(?!" + _HOSPITAL_TOWN + r"\s+with\s+(?:(?!gunshot|stab)\w+\s+){0,2}?(?:injuries|wounds)\b)",
    re.IGNORECASE,
)
# "More than 300 people were treated in hospital after the attack" (no article: British and
# wire usage): people hurt who lived to be treated, injured (the hit of HOSPITAL_RE would
# count the dead among them and leave injured = hit - killed).
# Also people in care by other words: "Two other people were treated for minor injuries",
# "about 70 people were still under treatment". ("Remained in critical condition" is not
# one: on GVA dev it is the day-one report of a victim who died later, 0 injured in the end.)
# ("116 people had been treated in hospital for injuries", "More than 100 people were being
# treated for injuries in hospitals", "194 people had been brought in with wounds", "A
# further 41 people were taken to hospital with injuries": probe round of foreign reports)
# ("Sixty-one people are still being treated in hospital": follow-ups tell the hurt so)
# ("He is currently in the hospital being treated for his injuries", GVA dev)
_TREATED_AUX = (
    r"(?:was|were|are|is|have\s+been|has\s+been|had\s+been)\s+(?:still\s+|currently\s+|now\s+)?"
    r"(?:in\s+(?:the\s+|a\s+)?hospital\s+(?=being\b))?(?:also\s+|being\s+)?"
)
TREATED_RE = re.compile(
    # ("Seven inmates were being treated at a hospital in Tegucigalpa", Honduras 2023 probe)
    r"\b" + _TREATED_AUX + r"(?:treated|hospitali[sz]ed)\s+(?:in|at)\s+(?:a\s+|the\s+|local\s+|area\s+|nearby\s+)?hospitals?\b"
    r"|\b" + _TREATED_AUX + r"(?:treated|hospitali[sz]ed)\s+(?:(?:in|at)\s+(?:a\s+|local\s+|area\s+)?hospitals?\s+)?"
    r"for\s+(?:\w+\s+){0,2}?injuries\b"
    + r"|\b" + _TAKEN_TO_HOSPITAL_HURT
    # ("treated for wounds" is not one: on GVA dev it follows lists of people whose
    # appositions the subject walk counts twice, "Three others, an 18-year-old woman and two men")
    + r"|\b" + _TREATED_AUX + r"(?:brought\s+in|admitted|(?:taken|rushed|transported)\s+to\s+(?:an?\s+|the\s+)?(?:[\w'’.&-]+\s+){0,4}?hospitals?)"
    + _HOSPITAL_TOWN + r"\s+(?:(?:in|at|to)\s+(?:a\s+|local\s+|area\s+)?hospitals?\s+)?with\s+(?:(?!gunshot|stab)\w+\s+){0,2}?"
    r"(?:injuries|wounds)\b"
    r"|\b(?:was|were|are|is|remain(?:s|ed)?)\s+(?:still\s+)?(?:under|receiving)\s+(?:medical\s+)?treatment\b"
    # ... or "still being treated" with nothing after it: "Four other people are still being
    # treated." (Irapuato 2020 probe: unread)
    r"|\b(?:are|is|were|was)\s+still\s+being\s+treated\b"
    # people who "survived with injuries" (Muan 2024 probe: "Two crew members survived with
    # injuries" beside 179 dead)
    r"|\bsurvived\s+with\s+(?:\w+\s+){0,2}?(?:injuries|wounds)\b"
    # people "in the hospital after a shooting" lived through it: "Two men are in the hospital
    # after a shooting at Warren Village" (GVA dev: a lede that had given no figure)
    r"|\b(?:are|is|were|was)\s+(?:now\s+|still\s+)?in\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?hospitals?"
    r"(?=\s+after\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?shooting\b)"
    # several people still in a condition: "Two people remain in critical condition" (the
    # plural verb only: one victim who "remains in critical condition" may die, GVA dev)
    r"|(?<=\s)remain\s+(?:in\s+(?:an?\s+)?)?(?:critical|serious|grave|stable)(?:\s+but\s+stable)?\s+condition\b"
    # people still "being treated ... for gunshot wounds" lived to be treated ("Forty-eight
    # people ... were being treated at Christchurch Hospital for gunshot wounds", beside 49 dead)
    r"|(?<=being\s)treated\s+(?:(?:at|in)\s+(?:an?\s+|the\s+)?(?:[\w'’.-]+\s+){0,3}?"
    r"(?:hospitals?|medical\s+cent(?:er|re))\s+)?for\s+(?:\w+\s+){0,3}?wounds?\b",
    re.IGNORECASE,
)
# What stands between the victim and a wound phrase: "who was found", "were located".
PREDICATE_TAIL_RE = re.compile(
    r"(?:\s*,)?\s*(?:(?:who|that)\s+)?(?:(?:was|were|is|are|had\s+been|has\s+been|have\s+been)\s+)?"
    r"(?:(?:later\s+|also\s+)?(?:found|located|discovered|listed)\s+)?(?:\s*,)?\s*$",
    re.IGNORECASE,
)

# A victim who came somewhere "with a gunshot wound": "Three men walked into a Pine Hills gas
# station with gunshot wounds", "A 17-year-old girl showed up in a hospital emergency room on
# Saturday afternoon with a gunshot wound", "a man was dropped off at Harborview Medical
# Center with a gunshot wound" (GVA dev: the subject stands before the verb, so no person was
# read, or the place was read as one). Only before a wound (WOUND_RE): people who merely go to
# a hospital are often officers or relatives. Not "Officers arrived to find a man with ...".
MOTION_TAIL_RE = re.compile(
    r"(?:\s*,)?\s+(?:(?:also|later|then|eventually|soon)\s+)?"
    r"(?:walked|walks|walk|showed\s+up|shows\s+up|show\s+up|turned\s+up|turns\s+up|arrived|arrives|arrive|came|comes"
    r"|drove\s+(?:himself|herself|themselves)|(?:was|were|had\s+been)\s+dropped\s+off"
    # ... or is there: "three others are in the hospital with gunshot wounds"
    r"|(?:are|is|were|was|remain|remains|remained)(?:\s+still)?(?=\s+in\b))"
    r"(?:\s+(?:in|into|at|to)(?!\s+(?:find|locate|discover|see)\b)(?:\s+[\w'’.&-]+){0,9}?)?\s*$",
    re.IGNORECASE,
)


# A sentence that says its victims survive: people hit there are injured, not "hit" whose
# fate reconciliation must guess ("was taken to a hospital in stable condition").
SURVIVED_RE = re.compile(
    r"\b(?:non-?\s*life-?\s*threatening|not\s+(?:considered\s+)?life-?\s*threatening|expected\s+to\s+"
    r"(?:survive|recover|be\s+ok(?:ay)?)|in\s+(?:\w+\s+(?:but|and)\s+)?(?:stable|good|fair)\s+condition|"
    r"treated\s+and\s+released|is\s+recovering|are\s+recovering|was\s+recovering|were\s+recovering)\b",
    re.IGNORECASE,
)


# --- plural pronouns --------------------------------------------------------------------

# "Four people were shot ... They were taken to area hospitals": "they" is the last group
# counted. A hit whose subject is "they" carries this placeholder value until resolved.
THEY = -1
# "they", and the generic plural groups that refer back the same way ("The victims were
# taken to a hospital", "all of them"). Not "the boys", "the men": on GVA dev they as often
# name part of a round-up's larger group.
THEY_RE = re.compile(
    r"\b(?:they|(?:the|these|those)\s+victims"
    r"|all\s+of\s+them|all\s+(?:the\s+)?victims)\b"
    r"(?:\s+(?:were|have|had|are|been|being|all|both|later|each|also|then|subsequently|"
    r"reportedly|initially|eventually|ultimately|critically|seriously|fatally))*\s*$",
    re.IGNORECASE,
)
# "they" refers back at most this many sentences (our reading of GVA dev: the group and the
# pronoun are in the same or the next paragraph).
THEY_REACH = 2


# "they" right after "before"/"until" following an active verb's victims is the verb's
# subject, the killers: "The couple killed 14 people before they were shot dead by police"
# (probe: read as 14 more dead).
_THEY_DOERS_RE = re.compile(r"\b(?:before|until)\s+$", re.IGNORECASE)
_ACTIVE_OBJECT_RE = re.compile(r"(?:shot\s+and\s+)?(?:killed|killing|kills|shot|shooting|murdered|stabbed|wounded|wounding)\s", re.IGNORECASE)


def resolve_they(found: Sequence[tuple[Any, Sentence]]) -> list[tuple[Any, Sentence]]:
    """Hits with a "they" subject (value :data:`THEY`) take the value of the last group of
    two or more people counted before them, within :data:`THEY_REACH` sentences; those
    without such a group are dropped."""
    out: list[tuple[Any, Sentence]] = []
    last: tuple[Any, int] | None = None
    for h, s in found:
        if h.value == THEY:
            if last is not None and last[1] == s.index and _THEY_DOERS_RE.search(s.text, 0, max(0, h.start - s.start)) and (
                _ACTIVE_OBJECT_RE.match(s.text, max(0, last[0].start - s.start))
            ):
                continue  # "The couple killed 14 people before they were shot dead": the doers
            if last is not None and s.index - last[1] <= THEY_REACH:
                g = last[0]
                out.append((type(h)(h.kind, h.start, h.end, g.value, g.min, g.max, g.qualifier), s))
            continue
        if h.value >= 2 and h.qualifier != "vague":
            last = (h, s.index)
        out.append((h, s))
    return out


# --- partial injured figures ------------------------------------------------------------

# Injured figures that name only the worst hurt ("leaving one critically wounded", "Two
# victims remain hospitalized"): a subset of the people hit, not the injured total.
PARTIAL_INJURED_RE = re.compile(
    r"\b(?:critically|seriously|severely|gravely|mortally)\b|\bremain(?:s|ed)?\s+(?:hospitali[sz]ed|in\s+(?:the\s+)?hospitals?)\b",
    re.IGNORECASE,
)


def drop_partial_injured(reports: Sequence[CountReport]) -> list[CountReport]:
    """Reports without the partial injured figures (:data:`PARTIAL_INJURED_RE`) of an
    article that also counts more people hit: reconciliation prefers an article's explicit
    injured figures to hit minus killed, and "four men were shot, leaving one critically
    wounded" would then read one injured instead of three (GVA dev)."""
    most_hit = max((r.value for r in reports if r.kind == "hit"), default=0)
    return [
        r
        for r in reports
        if not (r.kind == "injured" and r.value < most_hit and PARTIAL_INJURED_RE.search(r.evidence.text))
    ]


# --- shared subjects ----------------------------------------------------------------------

# A killed verb right after "and"/"but" with no subject of its own shares the subject of the
# verb before it: "A 15-year-old boy was shot in the head and killed", "was rushed to
# Sarasota Memorial Hospital and later died".
ELIDED_RE = re.compile(
    r"\b(?:and|but)\s+(?:(?:later|then|eventually|subsequently|soon|ultimately|has|had|have|was|were|"
    r"is|are|been|also|afterwards?|\w+ly)\s+)*$",
    re.IGNORECASE,
)

# A sentence end the splitter missed ("hospitalized.It happened") or a semicolon: the verb
# before it has another subject. "a.m. Sunday" is no end (one letter before the stop).
_BOUNDARY_RE = re.compile(r"[a-z]{2,}[.!?]\s*[A-Z]|;")


# In a headline a comma stands for "and": "6-year-old Atlanta girl shot in the head, killed".
HEADLINE_ELIDED_RE = re.compile(r"\s*,\s*$")


# A headline's bare object of an active verb: "Boy kills 12-year-old", "Man shoots teen".
_PERSON_SG_ALT = "|".join(sorted(PERSON_SG, key=len, reverse=True))
HEADLINE_OBJ_RE = re.compile(
    # (not after a conjunction or preposition: "Five killed as Israeli strikes hit southern
    # Lebanon" has no object "Israeli"; battery, nineteenth round)
    r"\s+(?!(?:as|when|while|after|amid|following|during|in|at|on|near|by|for|with|from|over)\s)(?:[A-Za-z-]+\s+){0,2}?(?:\d{1,2}-(?:year|month|week)-old(?:\s+(?:" + _PERSON_SG_ALT + r")\b)?|"
    + _PERSON_SG_ALT + r")\b(?!-)",
    re.IGNORECASE,
)


def elided_subjects(text: str, hits: Sequence[Any], elided: Sequence[re.Match[str]], *, lo: int) -> list[Any]:
    """Killed hits for the verbs of ``elided`` (see :data:`ELIDED_RE`): each takes the figure
    of the last hit of its sentence that ends before its "and"; the evidence runs from that
    hit's start to the verb."""
    out: list[Any] = []
    for m in elided:
        conj = ELIDED_RE.search(text, lo, m.start()) or HEADLINE_ELIDED_RE.search(text, lo, m.start())
        if conj is None:
            continue
        before = [
            h for h in hits
            if h.end <= conj.start() and h.value != 0 and not _BOUNDARY_RE.search(text, max(lo, h.end - 2), conj.start())
            # an active verb's object is not the next verb's subject ("killing baby, dies")
            and not ACTIVE_START_RE.match(text, h.start)
        ]
        if not before:
            continue
        h = max(before, key=lambda h: (h.end, -h.start))
        out.append(type(h)("killed", h.start, m.end(), h.value, h.min, h.max, h.qualifier))
    return out


# An aside between commas is at most this many tokens ("of the 4100 block of West Cornelia
# Avenue" is 8); longer runs are clauses (our reading of GVA dev).
APPOSITIVE_MAX_TOKENS = 12
_APPOSITIVE_BREAK = frozenset({";", ":", "(", ")", "and", "&", "\"", "“", "”"})


def skip_appositive(tokens: Sequence[str], i: int) -> int:
    """Index of the last token before the aside that ends with the comma ``tokens[i]``
    ("Jesus Rios, a 17-year-old Latino male, died" -> "Rios"); ``i`` itself when the comma
    closes no aside (a list, a clause, or the sentence start before it)."""
    for j in range(i - 1, max(-1, i - 1 - APPOSITIVE_MAX_TOKENS), -1):
        w = tokens[j].lower()
        if w in _APPOSITIVE_BREAK:
            return i
        if w == ",":
            if j == i - 1 or j == 0 or not tokens[j - 1][:1].isalnum():
                return i
            return j - 1
    return i


# People nouns a place phrase can follow ("a teen in Grant County died").
_PEOPLE_HEADS = frozenset(
    ["man", "woman", "boy", "girl", "teen", "teenager", "child", "toddler", "person", "people", "men",
     "women", "boys", "girls", "teens", "teenagers", "children", "resident", "residents", "student", "students",
     # "An 18-year-old male from Milwaukee was also shot in the abdomen" (GVA dev)
     "male", "female", "males", "females"]
)
_PLACE_PREPS = frozenset({"in", "from", "of", "near"})
_HOMETOWN_PREPS = frozenset({"of", "from"})
_SCENE_HEADS = _PEOPLE_HEADS | PLURAL_PEOPLE | PERSON_SG
_MAX_PLACE_WORDS = 4  # "a man from Round Lake Park": longer capitalised runs are not one place


def skip_place_phrase(tokens: Sequence[str], i: int) -> int:
    """Index of the person noun before a place phrase that ends at ``tokens[i]`` ("a teen in
    Grant County" -> "teen", "two adults at the school" -> "adults"; the preposition would
    stop the walk back to the victim); ``i`` itself otherwise."""
    scene = skip_scene(tokens, i, heads=_SCENE_HEADS)
    if scene != i:
        return scene
    j = i
    while j >= 0 and i - j < _MAX_PLACE_WORDS and tokens[j][:1].isupper() and tokens[j].lower() not in _PLACE_PREPS:
        j -= 1
    if j == i or j < 1 or tokens[j].lower() not in _PLACE_PREPS:
        return i
    if tokens[j - 1].lower() in _PEOPLE_HEADS or tokens[j - 1].lower().endswith("-old"):
        return j - 1
    # a full name and its home town: "Jordan Shores of North Augusta was pronounced dead"
    if tokens[j].lower() in _HOMETOWN_PREPS and j >= 2 and tokens[j - 1][:1].isupper() and tokens[j - 2][:1].isupper():
        return j - 1
    return i
