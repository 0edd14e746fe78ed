"""Killed and injured figures as one article states them, with qualifier and attribution.

Candidates first: a casualty word ("killed", "wounded", "shot", "dead", "deaths", "death
toll"...) in a sentence. Each is then linked to its figure by surface rules, which were
faster and, on GVA dev, no less accurate than spaCy's dependency links for this job:

- active:  "killed at least 95 people", "injuring two others", "shot a man"
- passive / headline: "four people were shot", "three killed", "a teenager was wounded",
  "two men and a woman were shot", "one fatally", "he died"
- toll:    "the death toll rose to 12", "Toll in ... rises to 22", "tops 40,000" (more than),
  "put the dead at 412", "the number of martyrs has risen to 25", "claimed 27 lives"
- zero:    "no one was injured", "no injuries were reported", "No casualties were reported"
  (an explicit exact 0)

International wire wordings are read too: "martyred", "charred to death", "two dozen",
"between 20 and 30" (at least 20, at most 30), "a 14th victim died" (a toll of 14), and
victims named by office ("Opposition leader Boris Nemtsov was shot dead"). A part of the toll
is not read as one: "Many of the victims", "Eleven of the dead", "in the restaurant alone",
an increment beside its toll ("Two more people died, bringing the number of dead to 31").

Where the rules live: the walk back from a casualty word to its subject is
:mod:`crosswire.extract.count_subjects`, the object after an active verb
:mod:`crosswire.extract.count_objects`, sums a sentence tells in parts (the killer's own
death, "... while two others succumbed", "one of the wounded later died")
:mod:`crosswire.extract.count_sums`, the phrase rules :mod:`crosswire.extract.count_phrases`.

Perpetrators are counted as the report counts them. "killing five people including the
attacker" is five, and "killed 36 people before killing himself" 37: GTD's ``nkill`` counts
every death of the attack, perpetrators too (``nkillter`` is their part), ACLED's fatalities
are every reported death of the event, and GVA counts the shooter's own death. A perpetrator
whose death the report tells apart ("Six of the attackers were killed", "the gunman was shot
dead by police") gives a figure of its own beside the victims' toll, and the article's
figure is chosen among them (:mod:`crosswire.extract.count_chooser`), mostly the victims'.

"shot" alone counts people hit (killed or not): those figures come out as ``kind="hit"``,
and reconciliation turns them into injured = hit - killed once the event's toll is known
(GVA: "a man was shot" on day one and "he died" on day two is one killed, none injured).

Figures that are not about *this* event are dropped, since ``CountReport`` has no field to
mark them: background events (a year before the publication year, "this year", "since
2015", "anniversary"), running totals ("a string of attacks that have killed 1,000", "the
city's 20th homicide"), a compared event ("the deadliest attack since a truck bomb killed
150"). See :data:`crosswire.extract.segments.BACKGROUND_RE`; its cues that international
reports use of the event itself ("a series of coordinated attacks", "so far", "the deadliest
this year") are read back in (:func:`crosswire.extract.count_phrases.current_toll`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from crosswire import textdates
from crosswire.extract import segments
from crosswire.extract.attribution import attribution
from crosswire.extract.count_bullets import (
    BULLET_SUBJECT_RE,
    STRIKING_RE,
    bullet_hits,
    shooting_of_hits,
    striking_hits,
)
from crosswire.extract.count_casualties import CASUALTIES_RE, casualty_split_hits
from crosswire.extract.count_clauses import (
    EITHER_AFTER_RE,
    EITHER_BEFORE_RE,
    PART_OF_GROUP_RE,
    contrast_clause,
)
from crosswire.extract.count_deaths import (
    INTRANSITIVE_DEATH,
    SINGLE_DEATH_RE,
    no_deaths_told,
    not_a_casualty,
    ordinal_death_hits,
    pronoun_dead_hits,
    single_death_hits,
)
from crosswire.extract.count_fate import fate_untold, hurt_who_died, one_of_them_died
from crosswire.extract.count_lists import among_hits, inverted_hits
from crosswire.extract.count_multiples import multiple_hits
from crosswire.extract.count_objects import STOP_WORDS as _STOP
from crosswire.extract.count_objects import np_after as _np_after
from crosswire.extract.count_ordinals import (
    ordinal_death_noun_hits,
    ordinal_injured_hits,
    ordinal_later_summed,
)
from crosswire.extract.count_perps import perpetrators_killed_later
from crosswire.extract.count_phrases import (
    BRINGING_TOLL_RE,
    EARLIER_FIGURE_RE,
    INCREMENT_RE,
    LATER_DEATHS_RE,
    LEFT_HURT_RE,
    LIVES_RE,
    OCCASION_RE,
    OTHER_DAY_DEED_RE,
    PART_FIGURE_TAIL_RE,
    PART_OF_HEADS,
    PART_OF_INJURED_HEADS,
    PART_OF_INJURED_MIN,
    PART_OF_RE,
    PART_ONLY_RE,
    PRESENT_TENSE_RE,
    RELATIVE_BEFORE_RE,
    SOME_DEAD_AFTER_RE,
    SUFFERED_RE,
    TRAILING_AGE,
    TREATED_PEOPLE_RE,
    VICTIM_GROUP_RE,
    VIDEO_ITEM_RE,
    WOUNDED_DIED_RE,
    ZERO_RE,
    attributive_hits,
    current_toll,
    gunfire_part,
    headline_object,
    lives_hits,
    other_event_span,
    possessive_deaths,
    survivors_beside_dead,
    treated_hits,
    victim_group_hits,
    zero_hits,
)
from crosswire.extract.count_previous import previous_deed
from crosswire.extract.count_shares import (
    HOSPITAL_FRAME_RE,
    drop_hospital_shares,
    drop_parts_of_parts,
    hospital_frame_hits,
)
from crosswire.extract.count_subjects import np_before
from crosswire.extract.count_sums import (
    additions_summed,
    also_killed_added,
    another_injured_added,
    groups_summed,
    others_summed,
    with_self,
    wounded_deaths_added,
)
from crosswire.extract.count_toll import (
    TOLL_RE,
    number_raised_hits,
    several_events_tolls,
    toll_hits,
)
from crosswire.extract.count_vocab import (
    ACTIVE as _ACTIVE,
)
from crosswire.extract.count_vocab import (
    ACTIVE_PHRASE as _ACTIVE_PHRASE,
)
from crosswire.extract.count_vocab import (
    FATAL_BEFORE as _FATAL_BEFORE,
)
from crosswire.extract.count_vocab import (
    HEADLINE_ONLY as _HEADLINE_ONLY,
)
from crosswire.extract.count_vocab import (
    MULTIPLE_KILLED as _MULTIPLE_KILLED,
)
from crosswire.extract.count_vocab import (
    NEEDS_AUX as _NEEDS_AUX,
)
from crosswire.extract.count_vocab import (
    NOUN_ONLY_WORDS as _NOUN_ONLY_WORDS,
)
from crosswire.extract.count_vocab import (
    TRIGGER_RE,
)
from crosswire.extract.count_wide import war_total, wide_totals
from crosswire.extract.numbers import QUANTITY_RE, Quantity, parse_quantity
from crosswire.extract.victims import (
    ELIDED_RE,
    FATAL_OF_RE,
    HEADLINE_ELIDED_RE,
    HOSPITAL_RE,
    MULTIPLE_RE,
    MULTIPLE_WORDS,
    OBJECT_START_RE,
    PARTICIPLE_HEADLINE_RE,
    PARTICIPLE_RE,
    PREDICATE_TAIL_RE,
    SURVIVED_RE,
    THEY,
    THEY_RE,
    TREATED_RE,
    WOUND_RE,
    drop_partial_injured,
    elided_subjects,
    known_surnames,
    resolve_they,
    victim_sums,
)
from crosswire.model import CountReport
from crosswire.nlp import ParsedArticle, Sentence

# The object of "shot" or "stabbed" put to death after it: "The man who stabbed a 14-year-old
# boy to death" (Villach 2025 probe: a hit, so the report had told no death).
_TO_DEATH_AFTER_RE = re.compile(r"\s+to\s+death\b", re.IGNORECASE)

# A named source's own earlier figure: "The UN had earlier put the toll at ..." (not "Earlier
# reports had put ...", the superseded reports themselves).
SOURCE_EARLIER_RE = re.compile(
    r"\W*(?:The\s+)?[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s+had\s+(?:earlier|initially|previously|first)\s+put\b"
)

# --- hits -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Hit:
    kind: str  # killed | injured | shot
    start: int
    end: int
    value: int
    min: int
    max: int | None
    qualifier: str


# "dead" right after the object of "shot": a killing ("police shot him dead").
_DEAD_AFTER_RE = re.compile(r"\s+dead\b", re.IGNORECASE)

# --- per sentence -----------------------------------------------------------------------


# The doer closing a headline's list of victims ("killed wife, himself").
_SELF_END_RE = re.compile(r"\b(?:himself|herself|self)$", re.IGNORECASE)
# Participles a headline puts after a comma, their victim a bare noun ("..., killing man").
_HEADLINE_PARTICIPLES = frozenset(["killing", "wounding", "injuring"])


# An active killing verb and its victims, then "and" right before the next verb: "killed
# six and" (the verb after it shares the subject and takes its own object).
KILLED_AND_RE = re.compile(r"\b(?:killed|killing|kills)\s+[^,;.]{1,40}?\s+and\s+$", re.IGNORECASE)


def _sentence_hits(
    text: str, s: Sentence, *, surnames: frozenset[str] = frozenset(), headline: bool = False
) -> list[_Hit]:
    hits: list[_Hit] = []
    lo, hi = s.start, s.end
    elided: list[re.Match[str]] = []  # killed verbs sharing an earlier verb's subject
    tolls = toll_hits(text, lo, hi, hit_type=_Hit)
    toll_kinds = {h.kind for h in tolls}
    hits += tolls
    taken = [(h.start, h.end) for h in hits]
    for m in TRIGGER_RE.finditer(text, lo, hi):
        if any(a <= m.start() < b for a, b in taken):
            continue
        kind = next(k for k in ("killed", "injured", "shot") if m.group(k))
        if kind == "injured" and _FATAL_BEFORE.search(text, max(lo, m.start() - 12), m.start()):
            kind = "killed"  # "inflicted fatal injuries", "sustained fatal injuries"
        word = m.group()
        if word.lower() in _HEADLINE_ONLY and not headline:
            continue  # "threatened to kill him" is no death        # Active: the victims follow the verb.
        if not_a_casualty(text, m, lo):
            continue  # "died as a result of her injuries", "fired one shot"
        part = PART_OF_RE.search(text, lo, m.start()) if word.lower() in PART_OF_HEADS | PART_OF_INJURED_HEADS else None
        died = WOUNDED_DIED_RE.match(text, m.end(), hi) if part and word.lower() in PART_OF_INJURED_HEADS else None
        if part and died:
            # "One of the wounded later died in hospital": deaths, not an injured figure
            q = _part_figure(text, lo, part.start())
            if q is not None:
                hits.append(_Hit("killed", q.start, died.end(), q.value, q.min, q.max, q.qualifier))
                taken.append((m.start(), died.end()))
            continue
        if (
            part
            and word.lower() in PART_OF_INJURED_HEADS
            and not _part_of_several(text, lo, part.start())
            # "Of the 116 people hurt in the blast, 23 remain ...": the frame's figure is the total
            and not (part.group("n") and not text[lo : part.start()].strip(" \t\n\"“'‘"))
        ):
            part = None  # "one of the wounded was able to tell police" (see PART_OF_INJURED_MIN)
        if part:
            # "Eleven of the dead were children": a part of the dead, whose total is the
            # figure after "of the" if any ("Eleven of the 40 dead": 40)
            qm = QUANTITY_RE.match(text, part.start("n")) if part.group("n") else None
            q = parse_quantity(qm, text) if qm else None
            if q is not None:
                hits.append(_Hit(kind, q.start, m.end(), q.value, q.min, q.max, q.qualifier))
            continue
        either = EITHER_BEFORE_RE.search(text, lo, m.start()) or EITHER_AFTER_RE.match(text, m.end(), hi)
        # "the bomb that killed six and hurt 81": "hurt" joined to an active killing verb is
        # active too, its victims after it
        hurt_active = word.lower() == "hurt" and bool(KILLED_AND_RE.search(text, lo, m.start()))
        if _ACTIVE.fullmatch(word) or _ACTIVE_PHRASE.fullmatch(word) or hurt_active:
            obj = _np_after(text, m.end(), hi, surnames=surnames)
            # ("St. Louis man charged with shooting from car, killing man on his birthday")
            verb = bool(
                PRESENT_TENSE_RE.search(word) or RELATIVE_BEFORE_RE.search(text, lo, m.start())
                or (word.lower() in _HEADLINE_PARTICIPLES and text[lo : m.start()].endswith((", ", " with ")))
            )
            if obj is None and headline and verb:  # "Boy kills 12-year-old", "shooting that killed teen"
                obj = headline_object(text, m.end(), hi)
            elif obj is None and headline and (ho := headline_object(text, m.end(), hi)) is not None:
                # "Haiti police say 28 foreigners, including Colombians, killed president": a
                # group of several with an object after the verb did the killing
                agents = np_before(text, lo, m.start(), surnames=surnames, bare=True)
                if agents is not None and agents[0] >= 2:
                    obj = ho
                elif _SELF_END_RE.search(text, m.end(), ho[4]):
                    # "Ex-firefighter killed 6-year-old boy, wife, himself": a list that ends
                    # with the doer himself has a doer, so the verb is active
                    obj = ho
            if obj is not None:
                value, vmin, vmax, qual, end = obj
                dead = _DEAD_AFTER_RE.match(text, end, hi) if kind == "shot" else None
                if dead:  # "before police shot him dead", "shot two policemen dead"
                    kind, end = "killed", dead.end()
                    taken.append((m.start(), end))  # "dead" is read: no second figure from it
                if not (either and value > 0):
                    hits.append(_Hit(kind, m.start(), end, value, vmin, vmax, qual))
                continue
        if word.lower() in {"shooting", "killing", "wounding", "injuring"}:
            continue
        active_object = (_ACTIVE.fullmatch(word) or _ACTIVE_PHRASE.fullmatch(word)) and OBJECT_START_RE.match(
            text, m.end(), hi
        )
        if active_object and headline and active_object.group().strip().lower() in _STOP:
            active_object = None  # Title Case: "Teenager Killed In McKees Rocks Shooting"
        # headlines drop auxiliaries: "1 Dead, 6 Hurt After Shooting"
        need_aux = bool(active_object) or (word.lower() in _NEEDS_AUX and not (headline and word.lower() == "hurt"))
        subj = np_before(
            text, lo, m.start(), need_aux=need_aux, surnames=surnames, bare=headline,
            relative=" ".join(word.lower().split()) in INTRANSITIVE_DEATH, others_zero=kind != "killed",
        )
        suffered = SUFFERED_RE.search(text, lo, m.start()) if word.lower() == "injuries" else None
        if suffered:  # "The child suffered minor injuries"
            subj = np_before(text, lo, suffered.start(), surnames=surnames)
        if subj is None and word.lower() == "hurt" and LEFT_HURT_RE.search(text, lo, m.start()):
            # "left one man dead and nine others hurt": "hurt" after a toll needs no auxiliary
            subj = np_before(text, lo, m.start(), surnames=surnames)
        if subj is None and not active_object:
            # "Four men attending a party at a Zelmer Street home were injured"
            rel = PARTICIPLE_RE.search(text, lo, m.start()) or (
                PARTICIPLE_HEADLINE_RE.search(text, lo, m.start()) if headline else None
            )
            subj = np_before(text, lo, rel.end("np"), surnames=surnames, bare=headline) if rel else None
        if subj is None:
            if kind == "killed" and (
                ELIDED_RE.search(text, lo, m.start()) or (headline and HEADLINE_ELIDED_RE.search(text, lo, m.start()))
            ):
                elided.append(m)
                continue
            they = THEY_RE.search(text, lo, m.start())
            # "they killed": with an active verb and no auxiliary, "they" is the agent
            agent = _ACTIVE.fullmatch(word) and they is not None and len(they.group().split()) == 1
            # a plural group without a figure ('the victims') may be some of the hurt who
            # died: only 'they' refers back to a group of dead
            if kind == "killed" and they and they.group().split()[0].lower() != "they":
                they = None
            if they and word.lower() not in _NOUN_ONLY_WORDS and not agent:
                hits.append(_Hit(kind, they.start(), m.end(), THEY, THEY, THEY, "exact"))
            continue
        value, vmin, vmax, qual, start, zero = subj
        if either and not zero:
            continue  # "At least 500 people were killed or wounded": dead and hurt together
        if zero and kind == "shot":
            kind = "injured"
        hits.append(_Hit(kind, start, m.end(), value, vmin, vmax, qual))
    hits += zero_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += lives_hits(text, lo, hi, hit_type=_Hit)
    hits += [h for h in treated_hits(text, lo, hi, hit_type=_Hit) if not any(g.start <= h.start < g.end for g in hits)]
    hits += inverted_hits(text, lo, hi, hit_type=_Hit, surnames=surnames)
    hits += among_hits(text, lo, hi, hit_type=_Hit, surnames=surnames)
    hits += _phrase_hits(text, lo, hi, surnames=surnames, headline=headline)
    hits += bullet_hits(text, hits, lo, hi, hit_type=_Hit, surnames=surnames, headline=headline)
    hits += shooting_of_hits(text, hits, lo, hi, hit_type=_Hit, surnames=surnames, headline=headline)
    hits += striking_hits(text, hits, lo, hi, hit_type=_Hit, surnames=surnames)
    hits += single_death_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += pronoun_dead_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += ordinal_death_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += ordinal_injured_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += ordinal_death_noun_hits(text, lo, hi, hit_type=_Hit)
    hits += hospital_frame_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += attributive_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += casualty_split_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += victim_group_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += elided_subjects(text, hits, elided, lo=lo)
    hits += with_self(text, hits, lo, hi)
    hits += ordinal_later_summed(text, hits, lo, hi)
    if not toll_kinds:
        hits += others_summed(text, hits, lo)
    hits += groups_summed(text, hits, lo)
    hits += additions_summed(text, hits, lo)
    hits += number_raised_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += multiple_hits(text, hits, lo, hi, hit_type=_Hit)
    hits.sort(key=lambda h: (h.start, h.end))
    several = several_events_tolls(text, hits, tolls)
    hits = [h for h in hits if h not in several]
    bringing = BRINGING_TOLL_RE.search(text, lo, hi)
    return [
        h for h in hits
        if h in tolls or h.kind not in toll_kinds
        or not (
            INCREMENT_RE.match(text, h.start, h.end)
            or (bringing and h.end <= bringing.start() and LATER_DEATHS_RE.search(text, h.start, h.end))
        )
    ]


# A plural killing noun before a list of named victims: "the murders of Carlos Valencia
# Garcia, Colonel Valdemar Franklin Quintero, and Senator Luis Carlos Galan" (MUC-4 DEV: a
# comma after a name opens an apposition elsewhere, so only the first had been counted).
_PLURAL_FATAL_RE = re.compile(r"(?:killings|murders|slayings|assassinations|deaths)\s+of\b", re.IGNORECASE)
_LIST_SEP_RE = re.compile(r"\s*,\s*(?P<last>and\s+)?")
_MAX_LISTED = 6  # names in such a list
_APPOSITION_ITEM_RE = re.compile(r"(?:a|an)\s", re.IGNORECASE)


def _plural_list(
    text: str, m: re.Match[str], obj: tuple[int, int, int | None, str, int], hi: int, *, surnames: frozenset[str]
) -> tuple[int, int, int | None, str, int]:
    """``obj`` (the first victim after a plural killing noun) widened to the comma list of
    victims it opens, when the list closes with ", and" (else ``obj`` itself)."""
    if not _PLURAL_FATAL_RE.match(text, m.start()) or obj[0] != 1:
        return obj
    n, end = 1, obj[4]
    while n < _MAX_LISTED:
        sep = _LIST_SEP_RE.match(text, end, hi)
        nxt = _np_after(text, sep.end() - 1, hi, surnames=surnames) if sep else None
        if sep is None or nxt is None or nxt[1] != nxt[0] or nxt[0] > _MAX_LISTED:
            return obj
        if _APPOSITION_ITEM_RE.match(text, sep.end()):
            return obj  # "the murders of John Smith, a teacher, and his wife": an apposition
        n, end = n + nxt[0], nxt[4]
        # (the item may close the list itself: "Colonel X, and Senator Y" read as two)
        if sep.group("last") or re.search(r"\band\b", text[sep.end() : end]):
            return n, n, n, "exact", end
    return obj


def _phrase_hits(text: str, lo: int, hi: int, *, surnames: frozenset[str], headline: bool = False) -> list[_Hit]:
    """Victims of "the fatal shooting of X" (killed), "X with a gunshot wound" and "X was
    taken to a hospital" (hit)."""
    out: list[_Hit] = [
        _Hit("killed" if m.group("what").lower() in _MULTIPLE_KILLED else "shot", m.start(), m.end(), n, n, n, "exact")
        for m in MULTIPLE_RE.finditer(text, lo, hi)
        for n in (MULTIPLE_WORDS[m.group("n").lower()],)
    ]
    out += [_Hit("killed", m.start(), m.end(), 1, 1, 1, "exact") for m in possessive_deaths(text, lo, hi, surnames)]
    for m in FATAL_OF_RE.finditer(text, lo, hi):
        if any(d.start <= 1 for d in textdates.find_dates(text[m.end() : m.end() + 30])):
            continue  # "the massacre of 16 November": its day, not its victims (MUC-4 DEV)
        obj = _np_after(text, m.end(), hi, surnames=surnames)
        if obj is None and headline:  # "3 Indicted In Death Of 8-Year-Old Camden Girl"
            obj = headline_object(text, m.end(), hi)
        if obj is not None and obj[0] > 0:
            obj = _plural_list(text, m, obj, hi, surnames=surnames)
            out.append(_Hit("killed", m.start(), obj[4], obj[0], obj[1], obj[2], obj[3]))
    for pat in (WOUND_RE, HOSPITAL_RE, TREATED_RE):
        for m in pat.finditer(text, lo, hi):
            tail = PREDICATE_TAIL_RE.search(text, lo, m.start())
            end = tail.start() if tail else m.start()
            age = TRAILING_AGE.search(text, lo, end)
            end = age.start() if age else end
            subj = np_before(text, lo, end, surnames=surnames)
            they = THEY_RE.search(text, lo, end) if subj is None else None
            if they:
                out.append(_Hit("shot", they.start(), m.end(), THEY, THEY, THEY, "exact"))
            if subj is None or subj[5]:
                continue
            value, vmin, vmax, qual, start, _ = subj
            if PART_OF_GROUP_RE.match(text, start, m.start()):
                continue  # "Six children were injured, five of whom were taken to a hospital"
            # "suffered a fatal gunshot wound": killed.
            kind = "killed" if re.search(r"\b(?:fatal|mortal)\b", m.group(), re.IGNORECASE) else "shot"
            if kind == "shot" and re.search(r"\bgraze\b", m.group(), re.IGNORECASE):
                kind = "injured"  # "suffered a graze wound": a wound the victim lives through
            if pat is TREATED_RE:
                kind = "injured"
            out.append(_Hit(kind, start, m.end(), value, vmin, vmax, qual))
    return out


_SENTENCE_FILTERS = (
    TRIGGER_RE, TOLL_RE, LIVES_RE, TREATED_PEOPLE_RE, ZERO_RE, WOUND_RE, HOSPITAL_RE, TREATED_RE, FATAL_OF_RE, MULTIPLE_RE, SINGLE_DEATH_RE,
    VICTIM_GROUP_RE, HOSPITAL_FRAME_RE, STRIKING_RE, BULLET_SUBJECT_RE, CASUALTIES_RE,
)


_ALL_BUT_RE = re.compile(r"\ball\s+but\s+$", re.IGNORECASE)
_OF_TOTAL_RE = re.compile(r"\s+of\s+(?:the\s+)?", re.IGNORECASE)


def _all_but(text: str, lo: int, start: int) -> tuple[int, int] | None:
    """The figure of "All but two of the 181 people aboard ... were killed" (179), where the
    hit starting at ``start`` read the two: (the total less the excepted, where "All" starts),
    else None."""
    if not (but := _ALL_BUT_RE.search(text, max(lo, start - 12), start)):
        return None
    first = QUANTITY_RE.match(text, start)
    of = _OF_TOTAL_RE.match(text, first.end()) if first else None
    total = QUANTITY_RE.match(text, of.end()) if of else None
    if first is None or total is None:
        return None
    a, b = parse_quantity(first, text), parse_quantity(total, text)
    if a is None or b is None or a.qualifier != "exact" or b.qualifier != "exact" or not 0 < a.value < b.value:
        return None
    return b.value - a.value, but.start()


def _part_figure(text: str, lo: int, end: int) -> Quantity | None:
    """The figure right before "of the wounded" ending at ``end`` ("three more", "One")."""
    last = None
    for qm in QUANTITY_RE.finditer(text, lo, end):
        tail = PART_FIGURE_TAIL_RE.match(text, qm.end(), end)
        if tail and tail.end() == end:
            last = qm
    return parse_quantity(last, text) if last is not None else None


def _part_of_several(text: str, lo: int, end: int) -> bool:
    """Whether the words right before "of the wounded" count at least PART_OF_INJURED_MIN."""
    last = None
    for qm in QUANTITY_RE.finditer(text, lo, end):
        if not text[qm.end() : end].strip():
            last = qm
    q = parse_quantity(last, text) if last is not None else None
    return q is not None and q.value >= PART_OF_INJURED_MIN


def extract(pa: ParsedArticle) -> tuple[CountReport, ...]:
    """Killed and injured figures stated for this article's event, in text order.

    Args:
        pa: the parsed article.

    Returns:
        One :class:`CountReport` per figure, evidence covering the figure's phrase
        ("killed at least 95 people"). Figures of "shot" victims are ``kind="hit"``.
        Background and cumulative figures are dropped.
    """
    text = pa.analysis_text
    surnames = known_surnames(text)
    found: list[tuple[_Hit, Sentence]] = []
    earlier: list[tuple[_Hit, Sentence]] = []
    # (off_topic includes the round-up totals of segments.ROUNDUP_RE: "At least 32 people
    # were shot ... in weekend gun violence across Chicago")
    skip = segments.off_topic(pa)
    headline = segments.is_headline_text(pa.article.text or "")
    for s in pa.sentences:
        if s.index in skip:
            continue
        if not any(p.search(text, s.start, s.end) for p in _SENTENCE_FILTERS):
            continue
        cut = s.end
        if segments.background(pa, s) and not current_toll(pa.analysis_text[s.start : s.end], published=pa.article.published):
            # "killed at least 84 people ... at a ceremony in Kerman marking the anniversary of
            # the killing of Qassem Soleimani": the figures before the occasion are this event's
            occasion = OCCASION_RE.search(pa.analysis_text, s.start, s.end)
            if occasion is None or segments.background_text(pa, pa.analysis_text[s.start : occasion.start()]):
                continue
            cut = occasion.start()
        if VIDEO_ITEM_RE.search(text, s.start, s.end):
            continue  # "Shooting in Wilmington takes 2 lives | 0:38": a playlist's other story
        other = other_event_span(text, s.start, s.end)
        for h in _sentence_hits(text, s, surnames=surnames, headline=headline):
            if h.end > cut:
                continue  # (a sum over the cut: "killed 5 people ..., the latest in a wave of attacks that have killed 1,000")
            if other and other[0] <= h.start < other[1]:
                continue  # "the deadliest attack since a truck bomb killed more than 150"
            if PART_ONLY_RE.match(text, h.end, s.end):
                continue  # "at least 20 guests had been killed in the restaurant alone"
            if EARLIER_FIGURE_RE.search(text, s.start, h.end):
                if SOURCE_EARLIER_RE.match(text, s.start, h.end):
                    earlier.append((h, s))
                continue  # "Earlier reports had put the number of dead at over 50"
            if war_total(text, h.start, h.end, s.start, s.end):
                continue  # "The overall Palestinian death toll in the war has passed 30,000"
            if h.kind == "killed" and OTHER_DAY_DEED_RE.match(text, h.end, s.end):
                continue  # "troops had killed 11 militants in a raid two days earlier"
            if previous_deed(text, h.end, s.end):
                continue  # "a vigil honoring a man killed in a shooting last week"
            if (rest := _all_but(text, s.start, h.start)) is not None:
                # "All but two of the 181 people aboard ... were killed": 179
                h = replace(h, start=rest[1], value=rest[0], min=rest[0], max=rest[0])
            if h.kind == "shot" and (death := _TO_DEATH_AFTER_RE.match(text, h.end, s.end)) is not None:
                h = replace(h, kind="killed", end=death.end())  # "stabbed a 14-year-old boy to death"
            if h.kind == "injured" and hurt_who_died(text, h.start, h.end, sentence_end=s.end):
                h = replace(h, kind="killed")  # "A man who was injured in the shooting died on Tuesday"
            if h.kind == "injured" and SOME_DEAD_AFTER_RE.match(text, h.end, s.end):
                h = replace(h, kind="shot")  # "four victims wounded, two of them already dead"
            if h.kind == "injured" and (part := gunfire_part(text, h.end, s.end, whole=h.value)) is not None:
                h = replace(h, end=part[1], value=part[0], min=part[0], max=part[0])  # "six injured, five by gunfire"
            if h.kind == "killed" and perpetrators_killed_later(text, h.start, h.end, sentence=(s.start, s.end)):
                continue  # "shot dead two of the suspected gunmen on Friday, three days after the attack"
            found.append((h, s))
    # a named source's earlier figure is the report's toll when it gives no other ("The UN
    # had earlier put the toll at at least 133 dead", probe); "Earlier reports had put ..."
    # alone still gives none
    if not any(g.kind == "killed" for g, _ in found):
        kept = {(h.value, s.index): (h, s) for h, s in earlier if h.kind == "killed"}
        found = sorted(found + list(kept.values()), key=lambda hs: (hs[0].start, hs[0].end))
    found = wide_totals(text, resolve_they(found))
    positive_hurt = any(h.kind in ("shot", "injured") and h.value > 0 for h, _ in found)
    out: list[CountReport] = []
    for h, s in found:
        # "shot" alone counts people hit, killed or not; reconciliation turns them into
        # injured once the event's death toll is known (see reconcile.counts.injured_reports).
        kind = "hit" if h.kind == "shot" else h.kind
        if kind == "hit" and SURVIVED_RE.search(text, s.start, s.end):
            kind = "injured"
        if kind == "hit" and survivors_beside_dead(text, h, s, found):
            kind = "injured"
        # "No students were injured" beside "three teenage boys were shot": the zero is
        # about other people, and would otherwise override the article's hit figure.
        if kind == "injured" and h.value == 0 and positive_hurt:
            continue
        value, vmin, vmax = h.value, h.min, h.max
        c_lo, c_hi = contrast_clause(pa.text, s.start, s.end, h.start, h.end, headline=headline)
        # (read in the truecased copy of wire copy in capitals: "a local militia leader")
        src, perp = attribution(text[c_lo:c_hi], not_source=TRIGGER_RE, span=(h.start - c_lo, h.end - c_lo))
        out.append(
            CountReport(
                kind=kind,  # type: ignore[arg-type]
                value=value,
                min=vmin,
                max=vmax,
                qualifier=h.qualifier,
                evidence=pa.evidence(h.start, h.end),
                attributed_to=src,
                perpetrator_sourced=perp,
            )
        )
    out += victim_sums(pa, found, out, surnames=surnames)
    out += wounded_deaths_added(pa, found, out)
    out += another_injured_added(pa, found, out)
    out += also_killed_added(pa, found, out)
    out = one_of_them_died(text, fate_untold(drop_partial_injured(drop_hospital_shares(pa, drop_parts_of_parts(pa, out)))))
    # Read from a body only, with its headline's death words: a headline alone ("4 injured in
    # drive-by shooting") is too terse to say that nobody died.
    if headline:
        return tuple(out)
    return tuple(out + no_deaths_told(out, headline=pa.article.title, text=text) + _title_no_deaths(pa, out))


def _title_no_deaths(pa: ParsedArticle, body: Sequence[CountReport]) -> list[CountReport]:
    """The 0 killed of :func:`no_deaths_told` read from the headline ("7 Injured In Shooting"),
    its evidence in the title, beside a body that reports casualties of its own (a page with
    no figure in its body is a headline alone). The headline pass of ``extract_article``
    gives the headline's own figures; this one needs the body, so it is read here."""
    title = pa.article.title
    if not title or not title.strip() or not body:
        return []
    # A body that counts its dead ("29 civilians were hacked to death") has told a death
    # the headline leaves out ("143 injured, three suspects caught").
    if any(r.kind == "killed" and r.value > 0 and r.qualifier != "vague" and not r.note for r in body):
        return []
    head = ParsedArticle(replace(pa.article, text=title, title=None))
    return [
        replace(r, evidence=replace(r.evidence, field="title"))
        for r in no_deaths_told(extract(head), headline=title, text=pa.analysis_text)
    ]
