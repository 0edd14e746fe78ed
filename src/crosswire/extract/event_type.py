"""Event type from trigger words, weighted by where they occur.

Every trigger phrase in :data:`TRIGGERS` votes for a type of ``model.EVENT_TYPES`` with
its weight; a vote counts :data:`LEAD_WEIGHT` times in the headline and first sentences,
where news states what happened, and fades after them (later sentences often recall
background events). Types come out by score, each with the evidence of its best-placed
trigger. Matching is case-insensitive (upper-case wire copy such as MUC-4 included).

Weights were set on MUC-4 DEV (see tests/extract/test_event_type.py and the report of
``bench``): specific words ("bomb", "kidnapped", "assassinated", "stampede") outweigh
generic ones ("attack", "killed"), which only decide when nothing specific is said.
"""

from __future__ import annotations

import re

from crosswire.model import EventTypeValue
from crosswire.nlp import ParsedArticle

# (pattern, type, weight). Patterns are regex fragments matched at word boundaries.
TRIGGERS: tuple[tuple[str, str, float], ...] = (
    # bombing / explosion (ACLED "Explosions/Remote violence", GTD "Bombing/Explosion")
    (r"car[\s-]bombs?|suicide\s+bomb(?:er|ing)s?|truck\s+bombs?|bombings?|bombed", "bombing/explosion", 3.0),
    (r"bombs?|explosions?|explosives?|blasts?|exploded|explode[sd]?|detonat\w+|dynamite|"
     r"improvised\s+explosive|ieds?|grenades?|booby[\s-]trap\w*", "bombing/explosion", 2.0),
    (r"mortars?|rockets?|shell(?:ed|ing)|missiles?|air\s*strikes?|drone\s+strikes?", "bombing/explosion", 1.0),
    # armed assault / shooting (ACLED "Attack"/"Armed clash", GTD "Armed Assault")
    (r"shootings?|shot|gunm[ae]n|gunfire|opened\s+fire|fired\s+(?:on|at)|machine-?gunned|"
     r"shootout|gunshots?|rifle\s+fire|riddled", "armed assault/shooting", 1.5),
    (r"attack(?:ed|s|ing)?|ambush(?:ed|es)?|clash(?:es|ed)?|raid(?:ed|s)?|massacred?|"
     r"assault(?:ed|s)?|stabb(?:ed|ing)", "armed assault/shooting", 1.0),
    (r"murder(?:ed|s)?|killed|slain|killings?", "armed assault/shooting", 0.5),
    # assassination (GTD "Assassination": a named or prominent target killed deliberately)
    (r"assassinat\w+", "assassination", 3.0),
    (r"murder(?:ed)?\s+(?:of\s+)?(?:the\s+)?(?:mayor|judge|minister|governor|senator|deputy|"
     r"councilman|councillor|official|leader|candidate|journalist|priest|prosecutor|"
     r"ambassador|president|general|colonel)", "assassination", 2.0),
    # kidnapping (GTD "Hostage Taking (Kidnapping)")
    (r"kidnap\w*|abduct\w*|hostages?|held\s+captive|captors?|ransom", "kidnapping", 3.0),
    # arson (GTD "Facility/Infrastructure Attack" by fire)
    (r"arson\w*|set\s+(?:\w+\s+){0,3}(?:on\s+)?fire|torch(?:ed|ing)|burn(?:ed|t)\s+down|"
     r"firebomb\w*|incendiary|molotov", "arson", 3.0),
    (r"burn(?:ed|ing)|fires?|blaze", "arson", 0.7),
    # stampede / crowd crush
    (r"stampedes?|crowd\s+crush|crushed\s+to\s+death|trampled|crowd\s+surge", "stampede/crowd crush", 3.0),
    # other
    (r"robb(?:ery|eries|ed)|hold-?up|heist|looted|looting|work\s+stoppage|strike\s+call|"
     r"sabotage[sd]?", "other", 1.5),
)
_COMPILED = tuple((re.compile(rf"\b(?:{p})\b", re.IGNORECASE), t, w) for p, t, w in TRIGGERS)

# The headline and first sentences say what happened: votes there count this many times
# (3x set on MUC-4 DEV, grid over 2/3/5 x 1/2/3 lead sentences: flat within 0.01).
LEAD_WEIGHT = 3.0
LEAD_SENTENCES = 3
# After the lead a vote fades with the sentence index: weight / (1 + FADE * index)
# (MUC-4 DEV grid over 0.1/0.3: 0.3 best by a hair, 0.801; later sentences often
# report other incidents).
FADE = 0.3
# Types scoring below this share of the best type are not returned (noise words).
MIN_SHARE = 0.2


def _scores(pa: ParsedArticle) -> dict[str, tuple[float, int, int, float]]:
    """type -> (score, evidence start, evidence end, best single vote)."""
    text = pa.analysis_text
    sentences = pa.sentences
    out: dict[str, tuple[float, int, int, float]] = {}
    spans = [(s.index, s.start, s.end) for s in sentences] or [(0, 0, len(text))]
    # A title that is not part of the text is not evidence, so only the text votes.
    for index, lo, hi in spans:
        factor = LEAD_WEIGHT if index < LEAD_SENTENCES else 1.0 / (1.0 + FADE * index)
        taken: list[tuple[int, int]] = []
        for pattern, etype, weight in _COMPILED:
            for m in pattern.finditer(text, lo, hi):
                if any(a < m.end() and m.start() < b for a, b in taken):
                    continue  # "car bomb" already voted; "bomb" inside it does not again
                taken.append(m.span())
                vote = weight * factor
                score, start, end, best = out.get(etype, (0.0, -1, -1, 0.0))
                if vote > best:
                    start, end, best = m.start(), m.end(), vote
                out[etype] = (score + vote, start, end, best)
    return out


def extract(pa: ParsedArticle) -> tuple[EventTypeValue, ...]:
    """Event types of the article's main event, most likely first.

    Args:
        pa: the parsed article.

    Returns:
        :class:`EventTypeValue` per type whose trigger words score at least
        :data:`MIN_SHARE` of the best type; evidence is the best-placed trigger
        ("explosions"). Empty when no trigger word occurs.
    """
    scores = _scores(pa)
    if not scores:
        return ()
    top = max(v[0] for v in scores.values())
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1][0], kv[1][1]))
    return tuple(
        EventTypeValue(value=etype, evidence=pa.evidence(start, end))
        for etype, (score, start, end, _best) in ranked
        if score >= MIN_SHARE * top
    )
