"""The words that introduce a quotation: speech verbs, "according to", a dash byline.

Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re

from crosswire.extract.quote_vehicles import VEHICLE_NOUNS

SPEECH_VERBS = frozenset(
    """say says said saying tell tells told telling add adds added adding state states stated
    explain explains explained write writes wrote written ask asks asked note notes noted
    continue continues continued argue argues argued declare declares declared insist insists
    insisted warn warns warned tweet tweets tweeted tweeting post posts posted recall recalls
    recalled reply replies replied respond responds responded claim claims claimed acknowledge
    acknowledges acknowledged announce announces announced remark remarks remarked quip quips
    quipped joke jokes joked shout shouts shouted yell yells yelled urge urges urged suggest
    suggests suggested conclude concludes concluded observe observes observed contend contends
    contended admit admits admitted predict predicts predicted vow vows vowed promise promises
    promised boast boasts boasted complain complains complained charge charges charged
    counter counters countered assert asserts asserted maintain maintains maintained stress
    stresses stressed emphasize emphasizes emphasized emphasise emphasised describe describes
    described reported reports report threaten threatens threatened pledge pledges pledged
    testify testified testifies confirm confirms confirmed deny denies denied sing sings sang
    asking adding telling writing noting explaining called calls calling demand demands
    demanded wonder wonders wondered exclaim exclaims exclaimed lament laments lamented concede
    concedes conceded caution cautions cautioned whisper whispers whispered
    scream screams screamed cry cries cried sob sobs sobbed plead pleads pleaded recount
    recounts recounted speak speaks spoke speaking
    comment comments commented commenting retort retorts retorted muse muses mused
    chant chants chanted chanting""".split()
)  # (the cry-plead lines: how survivors speak in reports of attacks and disasters, '"Where is
# my son?" screamed Mariam Yusuf'; probe of 2026-12-02. The last two: "a friend commented:
# '...'", "Protesters chanted '...'": PolNeAR dev, round 19)

# Verbs of a verdict whose object may be the speaker's words in marks ("Drew Harris has blamed
# 'a lunatic hooligan faction driven by a far-right ideology' for the riots"): cues, but no
# speech verbs where a coordinated predicate's object is the reporter's label ("... and
# blamed 'sleeper cells'", :mod:`crosswire.extract.quote_fragments`).
VERDICT_VERBS = frozenset("blame blames blamed condemn condemns condemned denounce denounces denounced".split())
# "read" says a vehicle's words ("'...,' the statement read", "a message that read:"), after
# the vehicle noun only ("read the report" is no cue).
_VEHICLE_READS = "|".join(
    f"(?<={noun} )" for noun in sorted(VEHICLE_NOUNS | {f"{n}s" for n in VEHICLE_NOUNS}) if noun.isascii()
)
# ("'...,' he went on", "The statement went on: '...'"; "As one teacher put it to me: '...'")
VERB_RE = re.compile(
    r"\b(?:went on|goes on|puts? it|(?:" + _VEHICLE_READS + r")(?:read|reads)|"
    + "|".join(sorted(SPEECH_VERBS | VERDICT_VERBS, key=len, reverse=True)) + r")\b",
    re.I,
)
# ("In the words of the education minister, Jean-Michel Blanquer, '...'")
# (not "according to a translation": who translated is no speaker; round 20, where "a
# translation" had been the speaker of Naim Qassem's words)
ACCORDING = re.compile(
    r"\b(?:according to|in the words of)\b(?!\s+(?:(?:a|an|the|its|his|her)\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:translation|transcript|interpret(?:er|ation)|translator|readout)s?\b)",
    re.I,
)

# A dash byline after a closing mark ends the paragraph with the speaker's name ("...” ―
# Pamela Padilla").
# (no-break spaces around the dash and after the name, as web copy has them: "”\xa0― Jacklyn
# Ashley\xa0"; a full stop after the name)
DASH_BYLINE = re.compile(
    r"[ \t\xa0]*[―—–-]+[ \t\xa0]*([A-Z][\w.'’-]*(?:[ \t\xa0]+[A-Z][\w.'’-]*){0,4}?)\.?[ \t\xa0]*(?:\n|\Z)"
)


__all__ = ["ACCORDING", "DASH_BYLINE", "SPEECH_VERBS", "VERB_RE", "VERDICT_VERBS"]
