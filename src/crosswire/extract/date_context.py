"""The words around a date mention that say whether it is the event's day.

:func:`context_weight` scores one mention: attack vocabulary close by and an early sentence
count most ("shot and killed Saturday night"); background ("since", anniversaries, birth
dates), reporting verbs ("police said Tuesday"), later steps ("was arrested Monday",
"pronounced dead at 3:58 a.m."), court news, update stamps, photo captions and links to
other stories count little; a clock time or a time of day next to the date counts more.
Used by :mod:`crosswire.extract.dates`, whose docstring gives the whole method.
"""

from __future__ import annotations

import re

from crosswire.extract.count_phrases import other_event_span
from crosswire.extract.date_debris import (
    BREAKING_STAMP_RE,
    PLAYLIST_LINE_RE,
    PLAYLIST_PREV_RE,
    RELATED_LINK_RE,
    STAMP_RE,
    UPDATE_STAMP_AFTER_RE,
)
from crosswire.extract.date_steps import AFTER_EVENT
from crosswire.extract.segments import ANOTHER_ATTACK
from crosswire.nlp import ParsedArticle

# --- scoring weights (tuned on GVA dev, see tests/extract/test_dates.py for the run) ----
# How far (characters) around a mention we look for event and background cues: about one
# clause of news prose.
CUE_WINDOW = 90

# Weight of a mention with attack/event vocabulary in its clause, versus 1.0 without.
EVENT_CUE_WEIGHT = 3.0

# Weight of a mention in background context (anniversary, since, born, funeral, hearing).
BACKGROUND_WEIGHT = 0.1

# A weekday that dates a reporting verb ("police said Tuesday") is the reporting day.
REPORTING_WEIGHT = 0.3

# Position prior: the lede states the event; weight decays with sentence index.
POSITION_DECAY = 0.85
POSITION_FLOOR = 0.15

# A date of a later step of the story (arrest, charge, condition update).
FOLLOWUP_WEIGHT = 0.2

# The end of a span of days ("between Saturday night and Monday", "continued into Christmas
# Day", "until Monday"): the event began on the span's first day, which is named too (our
# reading of multi-day attacks in probe reports; a span's end is a later step like an arrest).
RANGE_END_WEIGHT = FOLLOWUP_WEIGHT

# Time-of-day words next to a weekday ("Monday night", "early Sunday") mark an event time.
TIME_OF_DAY_WEIGHT = 1.5

# A clock time at the date ("about 9 p.m. Saturday", "at 1:38 a.m. July 13", "Friday at
# 10:45 p.m.") is how police and GVA time the shooting itself, and it settles which side of
# midnight a night event falls; vague words ("overnight", "last night", "this morning") and
# later steps ("arrested Sunday night") get no such weight (tuned on GVA dev, see
# tests/extract/test_dates.py).
CLOCK_TIME_WEIGHT = 3.0

# An event word right at the mention ("Friday's shooting", "the Oct. 9 shooting", "was shot
# Monday") ties the date to the event more than a cue anywhere in the clause.
TIGHT_EVENT_WEIGHT = 3.0

# Publication stamps ("Posted: Jan 28, 2014 2:30 PM", "Updated ...") are not event dates.
STAMP_WEIGHT = 0.05

# Nor, mostly, are the dates of photo captions, embedded tweets and wire datelines: when a
# picture was taken (often the vigil or the scene the next day) or the copy filed (GVA dev).
CAPTION_WEIGHT = 0.1

EVENT_RE = re.compile(
    r"\b(shot|shoot|shooting|shootings|gunfire|gunman|gunmen|opened fire|fired|killed|"
    r"kills|killing|slain|found dead|murder\w*|stabb\w*|wounded|injur\w*|"
    r"gunshot|explosion\w*|explod\w*|blast\w*|bomb\w*|attack\w*|ambush\w*|kidnap\w*|"
    # (not "without incident": "was taken into custody without incident on Tuesday" dates an
    # arrest that went off quietly)
    # ("was playing dice on October 22, 2015 when a fight broke out")
    r"happened|occurred|took place|(?<!without )incident|erupted|broke out|struck|robbery|robbed|"
    r"responded|fire|"
    # a discovery is the first known moment of a death ("His body was discovered ... on
    # Sunday"; GVA dev: weekdays after "found"/"discovered" are the incident's day 102 of 131)
    r"(?:was|were|been)\s+found|discovered|"
    # international wire wordings: "abducted ... last Friday", "stormed Palma on Wednesday"
    r"abduct\w*|hostages?|stormed|besieged|massacre\w*|lynch\w*|hijack\w*|raided|torched|riots?|rioting|"
    # ("insurgents beheaded nine villagers ... last week")
    r"behead\w*|"
    # a suicide is the report's event: "committed suicide on December 21, 2016" (GVA dev: the
    # written date then outranks an arrest's weekday a month and a half on)
    r"suicide|took\s+(?:his|her|their)\s+own\s+li(?:fe|ves))\b",
    re.IGNORECASE,
)

# A superlative measured since another day: "This is the deadliest attack on Israeli
# civilians since October 7" (Majdal Shams 2024 probe: a live blog's only date). That day is
# never the event's.
_SINCE_COMPARISON = re.compile(
    r"(?i)\b(?:deadliest|worst|bloodiest|largest|biggest|most\s+\w+|first|highest|heaviest)\b[^.;:!?]{0,70}"
    r"\bsince\s+(?:the\s+)?$"
)
BACKGROUND_RE = re.compile(
    r"\b(anniversary|anniversaries|since|years? ago|born|birthday|funeral|vigil|"
    r"memorial(?!\s+day)|services? (?:will|are|is)|hearing|arraign\w*|court|trial|sentenc\w*|"
    r"scheduled|will|is set|are set|expected to|plans? to|next week|breaking|"
    r"last year|earlier this year|marked|mark the|commemorat\w*|graduat\w*)\b",
    re.IGNORECASE,
)

# Another event the report recalls beside its own, dated in the same clause: "just a block
# from the site of a Dec. 3 incident", "gunned down on the same spot Dec. 22", "In the other incident, ... was shot ... on Sept. 26", "also accused of
# arranging the June 4, 2015 murder", "retaliation for an Oct. 13 gang shooting" (GVA dev).
OTHER_EVENT_RE = re.compile(
    r"\b(?:another\s+(?:[\w'’-]+\s+){0,2}?"
    + r"(?:shooting|killing|homicide|murder|incident|attack|slaying)|(?:the|a)\s+(?:other|separate|unrelated|earlier|previous|prior)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:shooting|killing|homicide|murder|incident|attack|slaying|case)|"
    r"(?:retaliation|revenge)\s+for|the\s+site\s+of|(?:the\s+)?same\s+(?:spot|location|block|corner|place)|"
    r"also\s+(?:accused|charged|suspected|wanted)|the\s+first\s+was|"
    # a contrast sets the other attacks apart: "Unlike sniper attacks on police that killed
    # five officers on July 7 in Dallas" (in a report of a San Diego police shooting)
    r"unlike)\b[^.;]*$",
    re.IGNORECASE,
)
# ... or framing the whole sentence from its start, however long the clause before the date:
# "In the other incident, Tony Williams, 21, of the 1500 block of Pennsylvania Avenue, was shot
# in the legs and back on Sept. 26" (a report of another shooting, GVA dev).
_OTHER_EVENT_FRAME = re.compile(
    r"\W*(?:In|During)\s+(?:another|the\s+other|a\s+separate|an\s+unrelated|an\s+earlier|"
    r"a\s+previous|a\s+prior|a\s+similar|a\s+second)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:shooting|incident|case|attack|killing|homicide)s?\b[^.;]*$",
    re.IGNORECASE,
)


def other_event_frame(pa: ParsedArticle, start: int) -> bool:
    """Whether the sentence holding ``start`` opens by setting itself apart as another event
    ("In a separate incident, ...") and the mention at ``start`` is in its scope."""
    sent = pa.sentence_at(start)
    return sent is not None and bool(_OTHER_EVENT_FRAME.match(pa.analysis_text, sent.start, start))


# A vigil or funeral where the attack happened is its scene, not a later gathering: "gunfire
# erupted again ... on Wednesday, including at a candlelight vigil" (GVA dev).
_AT_GATHERING = re.compile(
    r"\b(?:at|during|outside)\s+(?:a|an|the)\s+(?:[\w'’-]+\s+){0,2}?(?:vigil|funeral|memorial)\b",
    re.IGNORECASE,
)
# ... or in an opening "After ..." clause whose main clause says the event came "again":
# "After several shootings on Labor Day, gunfire erupted again in South Los Angeles on
# Wednesday" (GVA dev).
_BEFORE_AGAIN = re.compile(r"\s*After\b[^,.;]*$")
_AGAIN = re.compile(r",[^.;]*\bagain\b")
# How far before the date (characters) such a phrase may sit: a clause.
OTHER_EVENT_REACH = 80
# ... or right after it, as the agent of a sequel: "The shooting was followed on Thursday
# night by a second mass shooting near the town of Mladenovac" (a report of the Belgrade
# school shooting had been dated by the second one).
OTHER_EVENT_AFTER_RE = re.compile(r"^[^.;]{0,30}?\bby\s+" + ANOTHER_ATTACK, re.IGNORECASE)

_REPORTING = re.compile(
    r"\b(said|says|told(?:\s+(?:the\s+)?[A-Z][\w.'’-]*){0,3}|announced|reported|confirmed|"
    r"identified|released|stated|wrote|shared|according to|vowed|pledged|warned|urged|condemned|"
    # blame, claims and denials are told after the act ("Turkey blamed Kurdish militants on
    # Monday for a bomb attack"; "claimed responsibility on Tuesday")
    r"(?:blamed|accused)(?:\s+(?!on\b)[\w'’.-]+){0,4}?|claimed\s+(?:responsibility|credit)|denied(?:\s+(?:any\s+)?(?:involvement|responsibility|role))?|"
    # "an audio message obtained by reporters on Tuesday"
    r"(?:obtained|seen|received)\s+by(?:\s+[\w'’-]+){1,3}?|"
    # ("who confirmed the incident to our correspondent on Monday": Nigerian probe report)
    r"to\s+(?:our|a|the|this)\s+(?:correspondents?|reporters?)|to\s+(?:reporters|journalists|newsmen|the\s+media|the\s+press))\s+"
    r"(?:on\s+)?(?:late\s+|early\s+)?$",
    re.IGNORECASE,
)

# Later steps of the story, dated separately from the event: "was arrested Monday",
# "charged Tuesday", "remained in critical condition Wednesday". (Not "investigating": "Police
# are investigating a shooting early Saturday" dates the shooting, 25 times of 32 in GVA dev.)
_FOLLOWUP = re.compile(
    r"\b(arrested|arrest|charged|charges|sentenced|pleaded|indicted|booked|identified|"
    r"arraigned|released|remain(?:s|ed)?|condition|custody|surrendered|captured|"
    r"died|dies|update[ds]?|named|statement|conference|judge|court|post|"
    # (not a campaign or peace rally, which is where an attack happens: "opened fire at a
    # campaign rally in Pennsylvania on Saturday", Butler 2024; Ankara's peace rally 2015)
    r"posted|tweet\w*|vigils?|funerals?|(?<!campaign )(?<!election )(?<!political )(?<!peace )rally|gathered|(?-i:march(?:ed|es|ing)?)|recovering|pronounced|"
    r"search(?:ing|ed)?|turned (?:himself|herself|themselves) in|passed away|jailed|"
    r"ruled|(?:news|press) release|filed|resign(?:ed|s)|stepped down|detain(?:ed|s)|raids?|"
    # ("was discharged Thursday evening", "was behind bars ... Sunday morning", "remains on
    # life support Wednesday", "was declared clinically brain-dead at 5:10 p.m. Friday")
    r"discharged|behind bars|life support|brain[ -]dead|"
    # (a march in lower case only, not its forms alone: "near Marchula on Monday morning" is
    # a place, Almora 2024 probe; "in March" a month)
    # the attacker's flight ("The attacker fled and was still at large on Saturday morning":
    # Solingen 2024, the morning after)
    r"at large|on the run|"
    # an official confirming the attack ("the state Commissioner for Internal Security
    # confirmed the attack on Monday", two days after the night it tells)
    r"confirmed\s+the\s+(?:attack|incident|killings?|raid)|"
    # a claim follows the attack ("AQAP claimed responsibility on Wednesday for last
    # week's deadly attack")
    r"claimed\s+responsibility)\b[^.;]{0,30}$",
    re.IGNORECASE,
)

# A rally the attack struck is its scene, not a later gathering ("A suicide bomber killed 44
# people at a rally in northwest Pakistan on Sunday", Bajaur 2023).
_ATTACKED_RALLY = re.compile(
    r"\b(?:killed|killing|bomb(?:er|ing|ed)?|blasts?|explosions?|exploded|attack(?:ed)?|stormed|"
    r"opened\s+fire)\b[^.;]{0,40}\bat\s+an?\s+(?:[\w-]+\s+)?rally\b[^.;]{0,30}$",
    re.IGNORECASE,
)

# A weekday right before the end of a hunt: "killed by police on Friday after a two-day
# manhunt", "arrested Sunday following a three-day search".
_AFTER_HUNT = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:after|following|at\s+the\s+end\s+of|ending)\s+"
    r"(?:a|an|the)\s+(?:[\w'’-]+\s+){0,3}?(?:manhunt|siege|stand-?off|chase|search|pursuit)\b",
    re.IGNORECASE,
)

# A toll revised later: "The death toll from last Thursday's earthquake rose to 50,000 on
# Wednesday" (the toll's words first: "6500 block of North Rose Avenue ... Friday" is none).
_TOLL_ROSE = re.compile(
    # ("The number of people who died in Tuesday's stampede ... rose to 121 on Wednesday";
    # "The number of injured was revised Saturday from eight to six")
    r"\b(?:toll|tally|number\s+of\s+(?:people\s+|those\s+)?(?:dead|deaths|victims|killed|injured|wounded|"
    r"who\s+(?:have\s+)?died))\b"
    # ("The toll stood at 31 on Sunday evening", "The number of dead reached 31 on Sunday":
    # where the toll stood that day; Peshawar 2013 and Mastung 2018 probes)
    r"[^.;]{0,80}\b(?:rose|risen|climbed|jumped|revised|stood|reached|mounted|touched)\b"
    r"[^.;]{0,30}$"
    # ... the verb first: "Officials revised the death toll from weekend massacres in three
    # Christian villages to 109 on Tuesday" (Dogo Nahawa 2010 probe, AP)
    r"|\b(?:revised|raised|lowered|updated|corrected)\s+(?:the|their|its)\s+(?:death\s+)?(?:toll|tally)\b"
    r"[^.;]{0,100}?\bto\s+(?:at\s+least\s+|about\s+|around\s+)?[\d,]+\s+(?:on\s+)?$",
    re.IGNORECASE,
)
# ... the day told first: "By Sunday evening, the death toll had climbed to 31"; or the
# finds that raised it ("Three more bodies were recovered on Sunday, taking the toll to 31")
_TOLL_ROSE_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,\s+(?:(?P<toll>(?:the|its)\s+(?:death\s+)?(?:toll|tally))\s+"
    r"(?:had\s+|has\s+)?(?:rose|risen|climbed|jumped|stood|reached|mounted)\b"
    r"|(?:taking|bringing|raising|pushing)\s+the\s+(?:death\s+)?(?:toll|tally)\b)",
    re.IGNORECASE,
)
# (the finds only: "Gunmen killed 12 people on Sunday, bringing the toll to 40" dates the
# killing)
_FINDS_BEFORE = re.compile(r"\b(?:bodies|recovered|retrieved|pulled\s+out|succumbed)\b[^,.;]*$", re.IGNORECASE)

# A date that ends a span begun on an earlier day: "between Saturday night and Monday",
# "from Friday to Sunday", "continued into Christmas Day", "late Sunday into early Monday".
_RANGE_END = re.compile(
    r"(?:\bbetween\s+[^.;]{1,40}?\s+and|\bfrom\s+[^.;]{1,40}?\s+(?:to|until|till|through)|\buntil|\btill|"
    r"\b(?:continu(?:ed|ing|es)|last(?:ed|ing)|stretch(?:ed|ing)|went\s+on)\s+(?:in)?to|"
    # ("Sunday night into Monday"; not "an investigation into Monday's shootings")
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|night|evening|afternoon)\s+into|"
    # "overnight Friday to Saturday", "on the night of Friday to Saturday"
    r"\b(?:overnight|night\s+of)\s+\w+\s+(?:to|into|and)|"
    # "The killings took place Friday and Saturday": the span's first day is the event's
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:night|evening|morning|afternoon))?"
    r"\s+and)"
    r"\s+(?:(?:early|late|the\s+early\s+hours\s+of|on)\s+)?$",
    re.IGNORECASE,
)

# A date that opens a span of a round-up after the sentence has told its own event's day:
# "Twin brothers were killed in a drive-by shooting early Sunday — among 17 people shot and
# killed in Chicago between Friday evening and Monday morning" dates when the count began,
# not the event. (A span alone dates the event by its first day: "killed in coordinated
# attacks between Saturday night and Monday".)
_WEEKDAY_WORD = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.IGNORECASE)
_RANGE_START_BEFORE = re.compile(r"\b(?:between|from)\s+(?:(?:early|late)\s+)?$", re.IGNORECASE)
_RANGE_START_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?\s+(?:and|to|until|through)\s", re.IGNORECASE
)

# The response to a shooting told as following it ("A mother was arrested on Saturday after
# her child was shot", "Police surrounded a home Saturday night after a shot rang out", "was
# hospitalized Friday after an accidental shooting"): the same day far more often than not in
# US local news (GVA dev, weekdays before "after <event>": same day 43 of 61, and these
# responses nearly always); official reactions ("declared a state of emergency on Tuesday after
# mobs attacked") stay a later step's day.
_RESPONSE = re.compile(
    r"\b(?:arrested|surrounded|swarmed|converged|rushed|taken|responded|hospitalized|transported|"
    r"detained|called)\b",
    re.IGNORECASE,
)

# A victim's death is a later step the report may date instead of the shooting, but as often
# it is the event itself ("died Saturday in a hunting accident"): never the sign of a later
# step alone.
_DEATH_BEFORE = re.compile(
    r"\b(?:died|dies|pronounced|passed away|succumbed)\b[^.;]{0,30}$", re.IGNORECASE
)

# A later step told right after the event: "arrested on Saturday after a child was shot",
# "released from hospital Saturday hours after his son shot him" (likely the same day).
_SAME_DAY_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:(?:just\s+|only\s+|a\s+few\s+)?hours\s+)?after\b",
    re.IGNORECASE,
)

# ... but not a state or a court step, which follows by days as often as not unless "hours
# after" says otherwise: "was released Saturday after", "remained in critical condition Friday after", "was charged Monday after"
# (GVA dev weekdays so placed: the event's day 5 times of 24, an arrest's 9 of 17).
_STATE_BEFORE = re.compile(
    r"\b(?:released|remain(?:s|ed)?|recovering|condition|charged|sentenced|arraigned|behind bars|"
    r"custody|turned (?:himself|herself|themselves) in|pleaded|indicted|booked|court|judge|life support)\b"
    r"[^.;]{0,30}$",
    re.IGNORECASE,
)

# The same later steps right after the mention: "On Monday, authorities identified the girl",
# "Tuesday evening, it was confirmed the girl had succumbed".
_FOLLOWUP_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:[\w'’.-]+\s+){0,4}?"
    r"(?:identified|arrested|charged|pleaded|arraigned|indicted|sentenced|released|"
    r"confirmed|announced|named|booked|surrendered|turned himself|turned herself|"
    r"succumbed|died|was pronounced|ruled|appeared|filed|detained|"
    # ("gathered ... on Friday evening to remember the eight people killed there last
    # Saturday": a memorial, after the event; "investigators on Monday detained a woman")
    r"to\s+(?:remember|honou?r|mourn|pay\s+tribute)|"
    # ("Thais on Friday mourned the 36 people ... killed ... on Thursday", "Nigeria's army
    # chief on Monday visited the village where a drone strike killed 85 civilians last week")
    r"mourned|paid\s+tribute|buried|visited|"
    # ("classmates at Baconton Charter School wore camouflage Tuesday in his honor", after
    # "Jackson O' Quinn died Sunday": a tribute, after the event)
    r"in\s+(?:his|her|their)\s+(?:honou?r|memory)|in\s+(?:honou?r|memory)\s+of|"
    # ("The Islamic State group on Saturday claimed responsibility": a claim follows the attack)
    r"claimed\s+(?:responsibility|credit))\b",
    re.IGNORECASE,
)

# A victim's state told under a weekday that opens its sentence: "On Sunday, all four victims
# were reported to be in stable condition", "Sunday night, both were in critical condition" (a
# later day's update; not "shot ... Sunday night, but all were in stable condition", where the
# weekday closes the event's clause).
_CLAUSE_OPENING = re.compile(
    r"(?:^|[.;!?]\s*|,\s+(?:and|but)\s+)(?:(?:on|as\s+of|by|late|early)\s+)?$", re.IGNORECASE
)
_STATE_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:(?!(?:and|but)\b)[\w'’.-]+\s+){0,4}?"
    r"(?:(?:listed|reported\s+to\s+be|(?:was|were|is|are)(?:\s+still)?)\s+in\s+(?:[\w-]+\s+){0,2}?condition|"
    r"remain(?:ed|s)?\s+(?:hospitalized|in\s+(?:[\w-]+\s+){0,2}?condition))\b",
    re.IGNORECASE,
)

# Court and custody words anywhere in the clause before the mention: "pleaded not guilty in a
# Bell County courtroom Tuesday".
_COURT = re.compile(
    r"\b(courtroom|pleaded|pleads|arraign\w*|indict\w*|sentenc\w*|bail|bond|"
    r"prosecutors?|judge|jury|trial|hearing|unsealed|charged with)\b",
    re.IGNORECASE,
)

# An event participle earlier in the clause, with no finite later step between: "(girls)
# abducted from the school ... on <date>".
_PARTICIPLE_BEFORE = re.compile(
    r"\b(?:abducted|kidnapped|killed|shot|wounded|injured|attacked|stabbed|taken)\b[^.;]*$",
    re.IGNORECASE,
)

# A weekday the clause puts ahead ("A vigil will be held Monday night", "An autopsy is
# scheduled for Thursday", "The boy who was shot turns 6 on Sunday", "Tune in to WMBF News
# Thursday at 6 p.m."): the coming day of that name, after publication, never the event's.
FUTURE_BEFORE_RE = re.compile(
    r"\b(?:will|would|won[’']t|is\s+scheduled|are\s+scheduled|is\s+set|are\s+set|is\s+expected|"
    r"are\s+expected|tune\s+in|turns|plans?\s+to|is\s+planned|are\s+planned)\b"
    r"(?:\s+[\w'’-]+){0,5}?\s+(?:on\s+|for\s+|until\s+)?(?:early\s+|late\s+)?$",
    re.IGNORECASE,
)

_AMPM_DOTS = re.compile(r"\b[ap]\.m\.?", re.IGNORECASE)

EVENT_NOUN = (
    r"(?:shooting|shootings|killing|killings|slaying|slayings|murders?|homicides?|attack|"
    r"rampage|massacre|gunfire|bombings?|explosions?|blasts?|stabbing|ambush|(?<!without )incident|"
    r"(?:car|home|armed )?(?:robbery|invasion))"
)

_EVENT_NOUN_AT = re.compile(EVENT_NOUN + r"\b", re.IGNORECASE)

# (Not across a word that puts the date after or beside the event: "resigned on Tuesday over
# the attack", "Monday after the shooting" date a later step.)
_TIGHT_AFTER = re.compile(
    r"^(?:'s|’s)?(?:\s+(?:early\s+|late\s+)?(?:morning|night|afternoon|evening)(?:'s|’s)?)?\s+"
    r"(?!(?:over|after|following|since|about|into|regarding|despite)\b)"
    r"(?:[\w-]+\s+){0,2}?" + EVENT_NOUN + r"\b",
    re.IGNORECASE,
)

_TIGHT_BEFORE = re.compile(
    r"\b(?:shot|killed|slain|wounded|injured|gunned down|opened fire|fired|stabbed|"
    r"happened|occurred|took place|erupted|broke out|murdered|ambushed|attacked|struck|"
    # ("an apartment block hit by a Russian missile on Saturday": Dnipro 2023)
    r"abducted|kidnapped|stormed|hit\s+by|"
    + EVENT_NOUN
    + r")\b(?:\s+[\w'’-]+){0,5}?\s+(?:on\s+|early\s+|late\s+|about\s+|around\s+|at\s+|"
    r"\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?\s+)*$",
    re.IGNORECASE,
)

_TIME_OF_DAY = re.compile(
    r"^\W{0,2}(night|morning|afternoon|evening|overnight|\d{1,2}(:\d\d)?\s*[ap]\.?m)",
    re.IGNORECASE,
)

_TIME_BEFORE = re.compile(
    r"(?:\b(?:early|late|about|around|at|before|after|since)|"
    # a clock time: "shots were fired just before 10 p.m. Friday", "at 6:45 p.m. Monday"
    r"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?|o'clock)(?:\s+on)?,?)\s+$",
    re.IGNORECASE,
)

# A clock time right before or after a date mention: "around 10:45 p.m. Friday", "Friday at
# 10:45 p.m.", "shortly after midnight Sunday".
_CLOCK = r"(?:\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?|o'clock)|noon|midnight)"

_CLOCK_BEFORE = re.compile(_CLOCK + r"(?:\s+on)?,?\s+$", re.IGNORECASE)

_CLOCK_AFTER = re.compile(
    r"^(?:\s+(?:morning|night|afternoon|evening))?,?\s+(?:at\s+|about\s+|around\s+|"
    r"approximately\s+|shortly\s+(?:before|after)\s+|just\s+(?:before|after)\s+)?" + _CLOCK,
    re.IGNORECASE,
)

# A charge's event noun right before the mention ("was charged with murder on Saturday").
_CHARGE_BEFORE = re.compile(
    r"\b(?:charged\s+with|accused\s+of|convicted\s+of|suspicion\s+of)\s+(?:[\w'’-]+\s+){0,3}?"
    + EVENT_NOUN
    + r"\b[^.;]{0,25}$",
    re.IGNORECASE,
)


def context_weight(pa: ParsedArticle, start: int, end: int, *, weekday: bool) -> float:
    """The weight of the date mention at ``start:end`` from its sentence position and the
    cue words around it (``weekday``: a weekday name, which reporting verbs and later steps
    discount more)."""
    return context_cues(pa, start, end, weekday=weekday)[0]


def context_cues(pa: ParsedArticle, start: int, end: int, *, weekday: bool) -> tuple[float, bool]:
    """:func:`context_weight` and whether the words around the mention make it the day of a
    later step of the story ("the death toll rose to 5 on Tuesday", "was arrested Monday")."""
    text = pa.analysis_text
    sent = pa.sentence_at(start)
    lo = max(sent.start if sent else 0, start - CUE_WINDOW)
    hi = min(sent.end if sent else len(text), end + CUE_WINDOW)
    before, after = text[lo:start], text[end:hi]
    w = POSITION_FLOOR + (1 - POSITION_FLOOR) * POSITION_DECAY ** sentence_index(pa, start)
    if STAMP_RE.search(text[max(0, start - 40) : start]):
        return w * STAMP_WEIGHT, False
    if _SINCE_COMPARISON.search(text, max(0, start - 90), start):
        return 0.0, False  # "the deadliest attack on Israeli civilians since October 7"
    if sent is not None and (other := other_event_span(text, sent.start, sent.end)) and other[0] <= start < other[1]:
        # "It was the third militant attack in Britain in less than three months, after the
        # Manchester Arena bombing on May 22 that killed 22 people" (London Bridge): the
        # earlier attack's day, as its toll is the earlier attack's (count_phrases)
        return 0.0, False
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:start]
    if RELATED_LINK_RE.match(line) or line.count("[") > line.count("]"):
        return w * CAPTION_WEIGHT, False  # "[OTHER NEWS: Man shot dead in Portland Saturday]"
    if (
        PLAYLIST_LINE_RE.match(line)
        or PLAYLIST_PREV_RE.search(text[max(0, line_start - 12) : line_start])
        or BREAKING_STAMP_RE.search(line)
        or UPDATE_STAMP_AFTER_RE.match(text, end)
    ):
        return 0.0, False  # "1:16 Sunday Interview: Patel offers advice"
    if EVENT_RE.search(before) or EVENT_RE.search(after):
        w *= EVENT_CUE_WEIGHT
    # Background cues count only close by: "since a Jan. 3, 2020 drone strike".
    near_before = _AT_GATHERING.sub(" ", before[-50:])
    near_after = _AT_GATHERING.sub(" ", after[:40])
    if (
        BACKGROUND_RE.search(near_before)
        or BACKGROUND_RE.search(near_after)
        or OTHER_EVENT_RE.search(before[-OTHER_EVENT_REACH:])
        or other_event_frame(pa, start)
        or OTHER_EVENT_AFTER_RE.match(after)
        or (
            sent is not None
            and _BEFORE_AGAIN.match(text, sent.start, start)
            and _AGAIN.search(text, end, sent.end)
        )
    ):
        w *= BACKGROUND_WEIGHT
    # (the event noun of a charge is no event told at its day: "was charged with murder on
    # Saturday" dates the charge)
    # "a.m." would end the clause for the [^.;] guard: "pronounced dead at 3:58 a.m."
    step = _FOLLOWUP.search(_AMPM_DOTS.sub(lambda m: m.group(0).replace(".", " "), before[-45:]))
    if step and step.group(1).lower() == "rally" and _ATTACKED_RALLY.search(before):
        step = None
    tight_before = _TIGHT_BEFORE.search(before[-60:])
    is_tight = bool(
        _TIGHT_AFTER.match(after)
        or (
            tight_before
            and not _CHARGE_BEFORE.search(before[-60:])
            # (a later step between the event noun and the date dates the step: "A motive
            # for the slayings remained unclear Monday", "The shooting suspect was arrested
            # Monday"; not after a verb: "were shot on the court at about 6 p.m. Monday")
            and not (
                step
                and _EVENT_NOUN_AT.match(before[-60:], tight_before.start())
                and max(0, len(before) - 45) + step.start()
                > max(0, len(before) - 60) + tight_before.start()
            )
        )
    )
    if is_tight:
        w *= TIGHT_EVENT_WEIGHT
    # (a toll's verb may follow a casualty word: "The number of injured was revised Saturday")
    toll_after = _TOLL_ROSE_AFTER.match(after)
    toll = bool(
        _TOLL_ROSE.search(before)
        or (toll_after and (toll_after.group("toll") or _FINDS_BEFORE.search(before)))
    )
    followup = bool(
        step
        or toll
        # ("The 279 schoolgirls abducted ... on 26/02/2021 have been released": an explicit
        # date closing the event's own participle clause dates the event, not the release)
        or (_FOLLOWUP_AFTER.match(after) and (weekday or not _PARTICIPLE_BEFORE.search(before)))
        or (weekday and _CLAUSE_OPENING.search(before) is not None and _STATE_AFTER.match(after))
        or _COURT.search(before[-80:])
    )
    if followup:
        w *= FOLLOWUP_WEIGHT
    elif _RANGE_END.search(before[-60:]) or (
        (opening := _RANGE_START_BEFORE.search(text, max(0, start - 30), start))
        and _RANGE_START_AFTER.match(after)
        and _WEEKDAY_WORD.search(text, sent.start if sent else lo, opening.start())
    ):
        w *= RANGE_END_WEIGHT
    later = toll or (
        followup
        and not is_tight
        and not _DEATH_BEFORE.search(before[-45:])
        and not (
            (sd := _SAME_DAY_AFTER.match(after))
            and ("hours" in sd.group(0).lower() or not _STATE_BEFORE.search(before[-45:]))
        )
    )
    if weekday:
        # (not a weekday that names what was told: "The IDF said Tuesday's airstrike in
        # Jabaliya killed ...")
        if _REPORTING.search(before[-40:]) and not after.startswith(("'s", "’s")):
            w *= REPORTING_WEIGHT
            later = True  # the day it was told, not the day it happened
        clause = before[before.rfind(",") + 1 :]
        if AFTER_EVENT.match(after) and not (
            EVENT_RE.search(clause) or _TIGHT_BEFORE.search(clause) or _RESPONSE.search(clause)
        ):
            # "declared a state of emergency on Tuesday after Buddhist mobs attacked
            # mosques": the day of a later step, told as following the event
            w *= FOLLOWUP_WEIGHT
            later = True
        if _AFTER_HUNT.match(after):
            # "were killed by police on Friday after a two-day manhunt": the end of a hunt
            # for the attackers, days after the attack
            w *= FOLLOWUP_WEIGHT
            later = True
        if _TIME_OF_DAY.match(after) or _TIME_BEFORE.search(before[-20:]):
            w *= TIME_OF_DAY_WEIGHT
    # The clock time of a later step ("pronounced dead at 3:58 a.m. Thursday", "arrested at
    # around 8:15 p.m. Saturday") times that step, not the shooting.
    if not followup and (_CLOCK_BEFORE.search(before[-25:]) or _CLOCK_AFTER.match(after)):
        w *= CLOCK_TIME_WEIGHT
    return w, later


def tight(pa: ParsedArticle, start: int, end: int) -> bool:
    """Whether the mention sits right against an event verb ("was shot Saturday")."""
    text = pa.analysis_text
    return bool(
        _TIGHT_AFTER.match(text[end : end + CUE_WINDOW])
        or _TIGHT_BEFORE.search(text[max(0, start - 60) : start])
    )


def sentence_index(pa: ParsedArticle, offset: int) -> int:
    """The index of the sentence holding ``offset`` (past the last sentence: their count)."""
    s = pa.sentence_at(offset)
    return s.index if s else len(pa.sentences)
