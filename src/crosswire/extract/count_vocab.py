"""The casualty words the count extractor starts from, and the kind each tells.

:data:`TRIGGER_RE` finds them in a sentence; its named group (``killed``, ``injured`` or
``shot``) says which kind of figure the words around it give. See
:mod:`crosswire.extract.counts`.
"""

from __future__ import annotations

import re

# Casualty words -> kind. Longer phrases first so "shot and killed" wins over "shot".
KILLED_WORDS = [
    r"(?:taken|removed)\s+(?:off|from)\s+life\s+support", r"passed\s+away", r"(?:pronounced|declared|found|discovered)\s+deceased",
    r"shot\s+(?:and|&)\s+killed", r"shot\s+dead",
    # ("killed himself after shooting dead four people": battery, twentieth round)
    r"shooting\s+dead", r"shot\s+to\s+death", r"stabbed\s+to\s+death",
    r"beaten\s+to\s+death", r"burned\s+to\s+death", r"(?<!\bnone\s)(?<!\bnot\s)(?<!\bnon-)fatally\s+(?:shooting|shoots|shot|wounded|wounding|injured|stabbed|struck|hit)",
    r"mortally\s+wounded", r"gunned\s+down", r"(?:pronounced|found|confirmed|declared|left)\s+dead",
    # ("One person lost his life when two masked gunmen opened fire": Istanbul 2024 probe;
    # "lives?" had missed the singular)
    r"lost\s+(?:their|his|her)\s+(?:lives|life)",
    # South Asian and Middle Eastern press: "84 people had been martyred", "embraced martyrdom"
    r"martyred", r"(?:embraced|attained)\s+(?:martyrdom|shahadat)",
    # deaths of disasters and mobs: "six people were charred to death", "burnt alive"
    r"(?:charred|crushed|trampled|hacked|bludgeoned|stoned|lynched|electrocuted|burnt)\s+to\s+death",
    r"burn(?:ed|t)\s+alive", r"drowned(?!\s+out)", r"(?:did\s+not|didn't|did\s+n't)\s+survive", r"succumbed", r"perished", r"killed", r"killing", r"kills", r"kill", r"die",
    r"slain", r"murdered", r"executed",
    # ("Gunmen massacred 40 farmers", "The militants beheaded 11 villagers": battery,
    # nineteenth round)
    r"massacred", r"beheaded", r"slaughtered", r"butchered", r"lynched", r"assassinated", r"died", r"dies", r"dead", r"deaths?",
    r"fatalities", r"fatality", r"bodies", r"corpses", r"(?<!\bnone\s)(?<!\bnot\s)(?<!\bnon-)fatally",
]
INJURED_WORDS = [
    # "were hit and injured by gunfire", "was struck and wounded": the hurt, like "shot and wounded"
    r"(?:shot|hit|struck|stabbed)\s+(?:and|&)\s+(?:wounded|injured)", r"(?:critically|seriously|severely|slightly)\s+(?:injured|wounded|hurt)",
    r"wounded", r"wounding", r"injured", r"injuring", r"injures", r"injure", r"hurt", r"hospitali[sz]ed",
    r"injuries", r"recovering",
    # the verb of a headline's second clause: "Bomb kills 14, wounds 38 in northwest Pakistan"
    # (probe round 17: unread); only after a comma or "and" and before a figure, the noun
    # "wounds" ("died of his wounds") being far commoner
    r"(?:(?<=,\s)|(?<=\band\s))wounds?(?=\s+(?:(?:at\s+least|more\s+than|over|nearly|about|some)\s+)?"
    r"(?:\d|dozens\b|scores\b|hundreds\b|[a-z]+(?:teen|ty)\b|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b))",
    # a graze is a wound the victim lives through: "Markques Patterson, 29, was grazed by a
    # bullet" is one injured whatever the toll ("hit" would be taken as one of the dead)
    r"grazed\s+by\s+(?:an?\s+|the\s+)?(?:stray\s+|errant\s+|single\s+|ricocheting\s+)?(?:gunfire|bullets?|gunshots?)", r"grazed",
    # "TWENTY-ONE PEOPLE ... REMAIN IN HOSPITAL" (Kazan 2021 probe), British for "remain
    # hospitalized" (a part of the hurt: PARTIAL_INJURED_RE)
    r"remain(?:s|ed)?\s+in\s+(?:the\s+)?hospitals?",
    # ... and British copy's "a further 12 are in hospital" (no article: US copy's "is in the
    # hospital" stays unread; Reading 2020 probe wording)
    r"(?:are|were)\s+(?:now\s+|still\s+)?in\s+hospital\b(?!\s+(?:car\s+park|grounds))",
    # "Twenty-four people are undergoing treatment" (Almora 2024 probe; South Asian copy's
    # hurt still treated, a part of the hurt as "remain in hospital" is)
    r"(?:undergoing|receiving)\s+(?:medical\s+)?treatment",
    # ... and a toll's companion figure in an absolute clause: "has risen to 23, with 51 others
    # being treated for injuries" (Maiduguri 2025 probe; no auxiliary before "being")
    r"(?<=others\s)being\s+treated\s+for\s+(?:[\w-]+\s+){0,2}?injuries",
    # "80 people were admitted to hospitals with burns" (the hurt of fires and blasts; probe)
    r"admitted\s+to\s+(?:a\s+|the\s+)?(?:local\s+|nearby\s+)?hospitals?\s+with\s+(?:burns|burn\s+injuries|injuries|wounds)",
    # "Eight people, including a 9-month-old baby, were taken to hospitals with stab wounds"
    # (Bondi Junction 2024 probe: the report's hurt had been unread; "with injuries" is read
    # by the noun already)
    r"(?:taken|rushed|transported|airlifted)\s+to\s+(?:a\s+|the\s+)?(?:local\s+|nearby\s+|area\s+)?hospitals?\s+with\s+"
    r"(?:(?:stab|knife|shrapnel|burn|blast|serious|minor|critical|multiple)\s+)?(?:burns|wounds)",
]
# "stabbed" like "shot" tells people hit, not whether they lived.
# "hit by stray bullet", "Grazed by Bullet": with the round named, a headline participle
# needs no auxiliary ("4-year-old hit by stray bullet describes shooting").
SHOT_WORDS = [r"shot", r"shoots", r"stabbed", r"shooting",
         r"(?:struck|hit)\s+by\s+(?:an?\s+|the\s+)?(?:stray\s+|errant\s+|single\s+|ricocheting\s+)?(?:gunfire|bullets?|gunshots?)", r"hit",
         r"struck"]

TRIGGER_RE = re.compile(
    r"\b(?:(?P<killed>" + "|".join(KILLED_WORDS) + r")|(?P<injured>" + "|".join(INJURED_WORDS)
    + r")|(?P<shot>" + "|".join(SHOT_WORDS) + r"))\b",
    re.IGNORECASE,
)


# --- the words around them ------------------------------------------------------------------

# Ambiguous verbs ("hit", "struck") count only in the passive with an auxiliary ("a teen
# was hit in the leg"), never as headline participles or actives.
# Base forms that report casualties only in headlines ("drive-by shooters kill 2, injure 2").
HEADLINE_ONLY = frozenset({"kill", "injure"})
NEEDS_AUX = frozenset({"hit", "struck", "grazed", "hurt", "recovering"})

# "fatal injuries" are a death, not an injury.
FATAL_BEFORE = re.compile(r"\b(?:fatal|deadly|mortal)\s+$", re.IGNORECASE)

# Verbs that take the victims as object ("killed two people", "leaving three wounded").
ACTIVE = re.compile(
    r"(?:shot\s+(?:and|&)\s+(?:killed|wounded|injured)|shot|shooting|killed|killing|kills|kill|injure|wounded|"
    r"wounding|wounds|wound|injured|injuring|injures|fatally\s+(?:shooting|shoots|shot|wounded|wounding|injured|stabbed)|gunned\s+down|shoots|"
    # ("A hit squad of 26 Colombians and two Haitian-Americans assassinated Haitian President
    # Jovenel Moise": the figure before the verb counts the killers)
    r"murdered|stabbed|assassinated|assassinating|massacred|beheaded|slaughtered|butchered|lynched)",
    re.IGNORECASE,
)
# Killing phrases that are also active ("Atkinson shot to death his sister-in-law"): with
# an object after them, the words before are the killer.
ACTIVE_PHRASE = re.compile(r"(?:shot|shooting|stabbed|beaten)\s+(?:to\s+death|dead)", re.IGNORECASE)
# Casualty nouns whose figure stands before them ("two deaths") but never after.
NOUN_ONLY = re.compile(r"deaths?|fatalit(?:y|ies)|injuries|bodies|shooting", re.IGNORECASE)
MULTIPLE_KILLED = frozenset({"homicide", "murder", "killing", "slaying", "fatal shooting", "murder-suicide"})
NOUN_ONLY_WORDS = frozenset({"deaths", "death", "fatality", "fatalities", "injuries", "bodies", "corpses", "shooting", "killing", "wounding", "injuring"})

# Words between a figure and its casualty verb that belong to the clause around the noun
# phrase, not to it: stop the backwards walk there.
AUX = frozenset(
    ["were", "was", "are", "is", "be", "been", "being", "found", "discovered", "located", "left", "both", "have", "has", "had", "got", "get", "gets", "reportedly", "also", "all", "later", "allegedly", "apparently", "critically", "seriously", "severely", "slightly", "fatally", "mortally", "then", "each", "subsequently", "initially", "ultimately", "eventually", "reported", "believed", "thought", "said", "confirmed", "initially",
     "lay", "lies", "lying", "now", "still", "already",
     # "More than 5,300 people are feared dead": a toll estimated, still its figure
     "feared",
     # "Wesley, who was himself injured in the shooting" (GVA dev: the hurt suspect unread)
     "himself", "herself", "themselves"]
)
# Items allowed inside a victim noun phrase although they are stop-ish.
NP_OK = frozenset(["of", "them", "whom", "the", "his", "her", "their"])
PRONOUNS_SG = frozenset({"he", "she"})
POLICE_HEADS = frozenset({"officer", "officers", "officials", "men", "man", "women", "woman", "chief", "sergeant"}) | frozenset(
    # ("Ten police commandos and a driver were killed": battery, twentieth round, read as 1)
    {"commando", "commandos", "constable", "constables", "personnel", "recruits", "cadets"}
)
# Agent-noun endings read as a person after "a"/"the" ("a former player", "the rapper").
PERSON_SUFFIX = re.compile(r"(?:er|or|ist|ian|ant|ent)$")
# A capitalised name word, including "McCullough", "O'Neal", "DeShawn" (not "USA").
NAME_WORD_RE = re.compile(r"[A-Z][a-z]*(?:['’-]?[A-Z]?[a-z]+)+")
MAX_NAME_WORDS = 4  # "Deputy Bill Cooper Jr": longer capitalised runs are titles/headlines
# Last words of places: "Farnell Drive, a 17-year-old was shot" adds no victim to the 17-year-old.
PLACE_WORDS = frozenset(
    ["drive", "street", "avenue", "road", "boulevard", "lane", "court", "place", "way", "park", "parkway",
     "highway", "circle", "terrace"]
)
# Words ending an opening phrase of time or sum ("On Sunday", "By Tuesday evening", "In
# all", "So far", "In total") as lookbehinds (fixed width; "day" for the weekdays, "today",
# "yesterday"): the figure after its comma is the subject, no age of a person before it
# ("By Sunday, 61 were confirmed dead" had read as nobody; probe round 17).
TIME_OPENER_END = (
    r"(?<!day)(?<!night)(?<!morning)(?<!evening)(?<!afternoon)(?<!week)(?<!weekend)(?<!\ball)"
    r"(?<!\bfar)(?<!total)(?<!\bnow)(?<!\bthen)(?<!later)"
)
