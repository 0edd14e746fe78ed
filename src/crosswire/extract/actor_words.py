"""Word lists and patterns of the actor rules (:mod:`crosswire.extract.actors`): the verbs
of a group's own deeds and of attacks stated as fact, how a group refers to itself in a
reported clause, and the nouns and verbs that mark inquiries, sources and arrests."""

from __future__ import annotations

import re

from crosswire.extract.actor_speakers import SAY_VERBS

# Verbs of an attack a group reports its own fighters made ("its fighters had attacked"); the
# shared pipeline has no lemmatizer, so these are word forms.
OWN_ATTACK_WORDS = frozenset(
    ["attacked", "killed", "bombed", "targeted", "detonated", "struck", "stormed", "blew", "shot", "executed", "carried",
     "launched", "fired", "ambushed", "raided", "abducted", "kidnapped", "shelled"]
)
# An attack stated as fact with its doer as subject ("Al Shabaab militants stormed the Hayat
# Hotel", "Boko Haram gunmen abducted 276 girls"): the verbs, and the nouns for the doers
# a group's name modifies (a name before "police" or "officers" is a place: "Chicago police
# shot a man").
DOER_ATTACK_WORDS = frozenset(
    ["attacked", "stormed", "killed", "bombed", "abducted", "kidnapped", "ambushed", "massacred", "shot",
     "detonated", "raided", "seized", "shelled", "executed", "beheaded", "torched", "burned", "launched",
     # (round-20 battery: "Suspected ADF rebels hacked to death 18 people", "Al Shabab fighters
     # overran a military base", "Hezbollah fired dozens of rockets": "fired" with a weapon only)
     "hacked", "overran", "fired",
     # light verbs, with a violent object only (perpetrators.violent_use: "opened fire")
     "opened", "set", "carried", "staged"]
)
# A group referred to by a common noun ("the group's main spokesman denied it was involved").
GROUP_NOUN = re.compile(r"(?i)\bthe (?:[\w'’-]+ ){0,3}?(?:group|organi[sz]ation|movement|militia|outfit)\b")
# How many sentences back "the group" may point to the organisation it means.
GROUP_ANTECEDENT_SENTENCES = 2
# What a group says of itself that claims the attack ("said it was behind", "said it had
# carried out", "said its fighters were responsible").
OWN_DEED = re.compile(
    # ("claimed it brought down the plane": an aircraft downed is the attack)
    r"(?i)\b(?:(?:brought|bringing|shot)\s+down|downed)\s+(?:the\s+|this\s+|that\s+|an?\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:plane|aircraft|airliner|jet|helicopter|airbus)\b|"
    r"\b(?:behind|carried out|responsible for|perpetrated|conducted)\s+(?:the\s+|this\s+|"
    r"that\s+|these\s+|those\s+|\w+['’]s\s+)?(?:[\w-]+\s+){0,2}(?:attacks?|bombings?|blasts?|"
    r"explosions?|shootings?|killings?|assaults?|massacres?|ambush(?:es)?|abductions?|"
    r"kidnappings?|operations?|strikes?|fire|shelling|raids?|assassinations?)\b"
)
# How a group's spokesman refers to it in a reported clause ("said it was behind", "said the
# group was not involved").
SELF_REFERENCE = re.compile(
    r"(?i)it|they|we|the (?:group|organi[sz]ation|movement|militia)|"
    # (a state's spokesman of his state: "Saudi Foreign Minister Adel al-Jubeir said the
    # kingdom had no involvement")
    r"the kingdom|(?:his|her|our) (?:country|government)|"
    # ("said the group's fighters carried out the attack")
    r"(?:its|their|our|his|her|the (?:group|organi[sz]ation|movement)['’]s) (?:own )?(?:fighters|militants|members|men|soldiers|operatives|mujahideen|"
    r"suicide bombers?|bombers?|attackers?|gunmen|forces|group|organi[sz]ation|movement|"
    # (a unit under its own name: "its Majeed Brigade", "its Fidayeen unit")
    r"(?:suicide |special |elite |[A-Z][\w'’-]+ (?:[A-Z][\w'’-]+ )?)?(?:squads?|units?|cells?|wing|brigades?|commandos?))|"
    # "a fighter of the group detonated an explosive belt", "one of its fighters"
    r"(?:an?|one|two|three|four|five) (?:fighters?|militants?|members?|soldiers?|suicide bombers?|bombers?) "
    r"(?:of|from) (?:the group|the organi[sz]ation|its ranks)|"
    r"(?:one|two|three|four|five) of (?:its|their|our) (?:fighters|militants|members|soldiers|men)"
)
# A self-reference only a group makes of itself ("it", "its fighters", "the group"; not "they",
# "we" or "his men", which a person or the police may say).
GROUP_SELF = re.compile(
    r"(?i)it|the (?:group|organi[sz]ation|movement|militia)|its (?:own )?[\w-]+(?: [\w-]+)?|"
    r"(?:an?|one|two|three|four|five) [\w ]+ (?:of|from) (?:the group|the organi[sz]ation|its ranks)|(?:one|two|three|four|five) of its [\w ]+"
)
# (a closing quotation mark may split the words: 'had "nothing to do" with the attack')
NO_ROLE = re.compile(
    r"(?i)\b(?:no\s+(?:role|part|involvement|connections?|links?|ties|hand)|nothing\s+to\s+do[\"”’']?\s+with)\b"
)
# An investigator's finding of no tie is about the attacker, not a denial of the speaker's
# own role ("the F.B.I. said it had found no connection to an international terrorist group").
FOUND_NO_TIE = re.compile(
    r"(?i)\b(?:found|find|finds|uncovered|seen|established|discovered|determined|identified)\s+no\s+"
    r"(?:evidence\s+of\s+(?:a\s+|any\s+)?)?(?:connections?|links?|ties)\b"
)
ATTACK_VERBS = frozenset(
    ["attacked", "attack", "attacks", "killed", "kill", "kills", "murdered", "kidnapped", "kidnap", "abducted", "bombed", "assassinated", "ambushed", "dynamited", "burned", "raided", "shot", "destroyed", "massacred", "exploded", "set", "carried", "perpetrated", "hurled", "fired", "machinegunned", "seized"]
)


# Who speaks from inside a group without naming it: "a militant source", "a commander".
INSIDE_SOURCE = re.compile(r"(?i)\b(?:source|spokes(?:man|woman|person)|commander|statement|militant|insurgent)s?\b")
# Verbs of an inquiry into whether somebody did it: a suspicion, not yet an accusation.
PROBE_VERBS = frozenset(["investigating", "investigate", "investigates", "probing", "probe", "examining", "checking"])
# "the enemies of Iran were behind the attack", "Iran's enemies": whoever they are, not Iran.
ENEMY_NOUNS = frozenset(["enemies", "enemy", "foes", "adversaries", "opponents"])


# Verbs that put out a claim ("made a claim of responsibility", "issued a claim").
ISSUE_VERBS = frozenset(
    ["made", "makes", "issued", "issues", "posted", "posts", "released", "published", "put",
     # ... and put out again ("Al-Shabaab has repeated its claim of responsibility": Mpeketoni 2014)
     "repeated", "repeats", "reiterated", "reiterates", "renewed", "renews"]
)
BY = frozenset(["by"])
EACH_OTHER = re.compile(r"(?i)\b(?:each other|one another)\b")


# A clause of an arrest, which says who was held, not what the speaker did.
HELD_WORDS = re.compile(r"(?i)\b(?:arrested|charged|detained|apprehended|caught|captured|booked|identified)\b")
# A person by title, who calls no deed "it" of their own.
TITLED = re.compile(r"(?:Mr|Ms|Mrs|Miss|Dr)\.?\s")
# ("he" and "she" stay: the quote rules may name them, see extract._pronoun_speakers)
PRONOUNS = frozenset(["it", "they", "we", "i", "you", "this", "that"])
# Subjects that let "pointed to X" name a suspect.
# ("the arrows point to the PKK": Besiktas 2016 probe)
EVIDENCE_NOUNS = frozenset(
    ["evidence", "indications", "signs", "clues", "investigation", "investigators", "suspicion", "fingers", "statement",
     "findings", "report", "arrows", "trail"]
)
# What a claim's object may be: an attack ("claimed the attack"), or its fire ("claimed the
# rocket fire", "claimed the shelling").
CLAIMED_DEED = re.compile(
    r"(?i)attacks?|bombings?|blasts?|explosions?|shootings?|killings?|assaults?|massacres?|ambush(?:es)?|"
    r"abductions?|kidnappings?|raids?|assassinations?|strikes?|stabbings?|sieges?|rampages?|shelling|fire|"
    r"rockets?|missiles?|"
    # (round-20 battery: "claimed the beheadings of 11 Christians", "claimed the hijacking")
    r"beheadings?|executions?|hijackings?|ambushes|arson|hostage-taking|car\s+bombings?|suicide\s+bombings?"
)

DENY_VERBS = frozenset(
    ["denied", "deny", "denies", "rejected", "rejects", "dismissed", "distanced", "distance", "distances", "disowned", "disavowed"]
)
# Verbs by which one party puts an attack on another ("Russia has suggested that Ukraine was
# involved", "Officials said X was behind the attack"): the named subject of the reported
# clause is blamed, by the verb's subject.
# ("told": "A militant source told Garowe Online that the group was not behind the attack")
TELL_VERBS = frozenset(["told", "tells"])
ALLEGE_VERBS = SAY_VERBS | TELL_VERBS | frozenset(
    # "Hamas denied it, saying the blast was caused by an Israeli air strike": the participle
    # puts out the subject's own reading as much as "said" does
    ["suggested", "suggests", "suggest", "suggesting", "alleged", "alleges", "allege", "alleging", "insisted", "insists", "asserted",
     "charged", "maintained", "saying"]
)


# Killed by the police: "killed in a gunfight with police", "shot dead by officers".
KILLED_BY_POLICE = re.compile(
    r"\b(?:killed|shot(?:\s+dead)?)\s+(?:in\s+an?\s+(?:gunfight|shootout|shoot-out|exchange\s+of\s+fire)\s+with|by)\s+"
    r"(?:the\s+)?(?:police|officers|deputies|troopers|security\s+forces|swat)\b"
)
# A vehicle driven into people ("a truck ploughed into a crowd", "drove a lorry into crowds").
RAMMING = re.compile(
    r"(?i)\b(?:drove|driven|driving|ploughed|plowed|ploughing|plowing|rammed|ramming|slammed|mowed)\b[^.;]{0,60}?"
    r"\b(?:into|through)\s+(?:a\s+|the\s+)?(?:crowds?|pedestrians|people|revell?ers|shoppers|market|festival|parade|worshippers)\b"
)
# The Islamic State's formula for an attacker it owns: "one of its soldiers", "a soldier of
# the caliphate".
SOLDIER_CLAIM = re.compile(
    r"\b(?:one\s+of\s+(?:its|our)\s+[\"“']?(?:soldiers|fighters)"
    # ('was "a soldier" of the group': Ohio State 2016 probe)
    r"|a\s+[\"“']?soldier[\"”']?\s+of\s+(?:the\s+)?(?:islamic\s+state|caliphate|group))"
)
# A group named as another's kin ("its offshoot X", "its ally X").
KIN_GROUPS = frozenset(["offshoot", "affiliate", "ally", "branch", "splinter", "faction", "rival"])
# What ties a group to an attack that evidence may point to ("the involvement of X").
TIE_NOUNS = frozenset(["involvement", "role", "hand", "complicity", "participation"])
# Forms of "be" (the pipeline runs no lemmatizer: ``lemma_`` is mostly empty).
BE_FORMS = frozenset(["be", "is", "was", "were", "are", "been", "being", "am"])
