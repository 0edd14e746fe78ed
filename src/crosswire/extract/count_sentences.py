"""Casualty hits per sentence: the figures one sentence's casualty words are linked to, by the
surface rules of the ``count_*`` modules and the phrase rules here ("the fatal shooting of X",
"X with a gunshot wound", "the murders of A, B, and C"). :mod:`crosswire.extract.counts` turns
them into the article's figures (split out of counts.py, unchanged).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from crosswire import textdates
from crosswire.extract.count_bullets import (
    bullet_hits,
    shooting_of_hits,
    striking_hits,
)
from crosswire.extract.count_casualties import casualty_split_hits
from crosswire.extract.count_clauses import (
    EITHER_AFTER_RE,
    EITHER_BEFORE_RE,
    PART_OF_GROUP_RE,
)
from crosswire.extract.count_deaths import (
    INTRANSITIVE_DEATH,
    not_a_casualty,
    ordinal_death_hits,
    pronoun_dead_hits,
    single_death_hits,
)
from crosswire.extract.count_lists import among_hits, inverted_hits, victim_list_hits
from crosswire.extract.count_multiples import multiple_hits
from crosswire.extract.count_objects import GROUP_HEADS
from crosswire.extract.count_objects import STOP_WORDS as _STOP
from crosswire.extract.count_objects import np_after as _np_after
from crosswire.extract.count_ordinals import (
    ordinal_death_noun_hits,
    ordinal_injured_hits,
    ordinal_later_summed,
)
from crosswire.extract.count_phrases import (
    BRINGING_TOLL_RE,
    INCREMENT_RE,
    LATER_DEATHS_RE,
    LEFT_HURT_RE,
    PART_FIGURE_TAIL_RE,
    PART_OF_HEADS,
    PART_OF_INJURED_HEADS,
    PART_OF_INJURED_MIN,
    PART_OF_RE,
    PRESENT_TENSE_RE,
    RELATIVE_BEFORE_RE,
    SUFFERED_RE,
    TRAILING_AGE,
    WOUNDED_DIED_RE,
    attributive_hits,
    headline_object,
    lives_hits,
    possessive_deaths,
    treated_hits,
    victim_group_hits,
    zero_hits,
)
from crosswire.extract.count_shares import (
    hospital_frame_hits,
)
from crosswire.extract.count_subjects import np_before
from crosswire.extract.count_sums import (
    additions_summed,
    groups_summed,
    killed_by_police,
    others_summed,
    with_self,
)
from crosswire.extract.count_toll import (
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
from crosswire.extract.numbers import QUANTITY_RE, Quantity, parse_quantity
from crosswire.extract.victims import (
    ELIDED_RE,
    FATAL_OF_RE,
    HEADLINE_ELIDED_RE,
    HOSPITAL_RE,
    MOTION_TAIL_RE,
    MULTIPLE_RE,
    MULTIPLE_WORDS,
    OBJECT_START_RE,
    PARTICIPLE_HEADLINE_RE,
    PARTICIPLE_RE,
    PREDICATE_TAIL_RE,
    THEY,
    THEY_RE,
    TREATED_RE,
    WOUND_RE,
    elided_subjects,
)
from crosswire.nlp import Sentence

# --- hits -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hit:
    """A figure linked to a casualty word: its kind, span and value, as a rule read it."""

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


# A body sentence written as a headline, its figure first and "hurt" with no auxiliary,
# then where or how: "Three hurt in Lyon knife attack." (probe, nineteenth round). The
# figure must open the sentence; the preposition after rules out an active "hurt" ("the
# blast hurt three").
_BARE_HURT_AFTER_RE = re.compile(r"\s+(?:in|after|at|as|when|during|near|by|on)\b", re.IGNORECASE)
_BARE_HURT_PEOPLE_RE = re.compile(r"(?:\s+(?:people|persons|others))?\s*$", re.IGNORECASE)


def _bare_hurt(text: str, lo: int, m: re.Match[str]) -> bool:
    """Whether the "hurt" of ``m`` follows a figure that opens the sentence at ``lo``, and
    a preposition follows it: a headline's wording in a body sentence."""
    if not _BARE_HURT_AFTER_RE.match(text, m.end()):
        return False
    start = lo + len(text[lo : m.start()]) - len(text[lo : m.start()].lstrip(" \t\n\"“'‘"))
    q = QUANTITY_RE.match(text, start, m.start())
    return q is not None and _BARE_HURT_PEOPLE_RE.fullmatch(text, q.end(), m.start()) is not None


def _hurt_people(text: str, pos: int, hi: int) -> bool:
    """Whether a counted group of people follows "hurt" at ``pos``: "A grenade thrown into a
    church in Thika hurt at least 8 worshippers" (battery, twentieth round: the weapon far
    before the verb); not "hurt three families" nor "hurt their backs"."""
    qm = QUANTITY_RE.match(text, pos + 1, hi) if text[pos : pos + 1] == " " else None
    q = parse_quantity(qm, text) if qm else None
    head = _HURT_HEAD_RE.match(text, q.end, hi) if q is not None else None
    return head is not None and head.group(1).lower() in GROUP_HEADS


_HURT_HEAD_RE = re.compile(r"\s+(?:[\w-]+\s+)?([\w-]+)")


# "hurt" right after the blast or the weapon is active, its victims after it: "The blast hurt
# three people" (battery, nineteenth round).
_WEAPON_SUBJECT_RE = re.compile(
    r"\b(?:blast|explosion|bomb|bombing|attack|strike|airstrike|air\s+strike|drone|shelling|shell|missile|rocket|"
    r"grenade|mortar|device|IED|stampede|crush|crash|collapse|fire|ambush|assault|rampage)s?\s+(?:also\s+|reportedly\s+)?$",
    re.IGNORECASE,
)


def sentence_hits(
    text: str, s: Sentence, *, surnames: frozenset[str] = frozenset(), headline: bool = False
) -> list[Hit]:
    """The casualty hits of sentence ``s`` (the headline's when ``headline``): the figures its
    casualty words are linked to, by the rules of the ``count_*`` modules, an increment beside
    its toll left out."""
    hits: list[Hit] = []
    lo, hi = s.start, s.end
    elided: list[re.Match[str]] = []  # killed verbs sharing an earlier verb's subject
    tolls = toll_hits(text, lo, hi, hit_type=Hit)
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
                hits.append(Hit("killed", q.start, died.end(), q.value, q.min, q.max, q.qualifier))
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
                hits.append(Hit(kind, q.start, m.end(), q.value, q.min, q.max, q.qualifier))
            continue
        either = EITHER_BEFORE_RE.search(text, lo, m.start()) or EITHER_AFTER_RE.match(text, m.end(), hi)
        # "the bomb that killed six and hurt 81": "hurt" joined to an active killing verb is
        # active too, its victims after it
        hurt_active = word.lower() == "hurt" and bool(
            KILLED_AND_RE.search(text, lo, m.start()) or _WEAPON_SUBJECT_RE.search(text, lo, m.start())
            or _hurt_people(text, m.end(), hi)
        )
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
                    hits.append(Hit(kind, m.start(), end, value, vmin, vmax, qual))
                continue
        if word.lower() in {"shooting", "killing", "wounding", "injuring"}:
            continue
        active_object = (_ACTIVE.fullmatch(word) or _ACTIVE_PHRASE.fullmatch(word)) and OBJECT_START_RE.match(
            text, m.end(), hi
        )
        if active_object and headline and active_object.group().strip().lower() in _STOP:
            active_object = None  # Title Case: "Teenager Killed In McKees Rocks Shooting"
        # headlines drop auxiliaries: "1 Dead, 6 Hurt After Shooting"
        need_aux = bool(active_object) or (
            word.lower() in _NEEDS_AUX and not ((headline or _bare_hurt(text, lo, m)) and word.lower() == "hurt")
        )
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
                hits.append(Hit(kind, they.start(), m.end(), THEY, THEY, THEY, "exact"))
            continue
        value, vmin, vmax, qual, start, zero = subj
        if either and not zero:
            continue  # "At least 500 people were killed or wounded": dead and hurt together
        if zero and kind == "shot":
            kind = "injured"
        hits.append(Hit(kind, start, m.end(), value, vmin, vmax, qual))
    hits += zero_hits(text, hits, lo, hi, hit_type=Hit)
    hits += lives_hits(text, lo, hi, hit_type=Hit)
    hits += [h for h in treated_hits(text, lo, hi, hit_type=Hit) if not any(g.start <= h.start < g.end for g in hits)]
    hits += inverted_hits(text, lo, hi, hit_type=Hit, surnames=surnames)
    hits += among_hits(text, lo, hi, hit_type=Hit, surnames=surnames)
    hits += victim_list_hits(text, lo, hi, hit_type=Hit, surnames=surnames)
    hits += _phrase_hits(text, lo, hi, surnames=surnames, headline=headline)
    hits += bullet_hits(text, hits, lo, hi, hit_type=Hit, surnames=surnames, headline=headline)
    hits += shooting_of_hits(text, hits, lo, hi, hit_type=Hit, surnames=surnames, headline=headline)
    hits += striking_hits(text, hits, lo, hi, hit_type=Hit, surnames=surnames)
    hits += single_death_hits(text, hits, lo, hi, hit_type=Hit)
    hits += pronoun_dead_hits(text, hits, lo, hi, hit_type=Hit)
    hits += ordinal_death_hits(text, hits, lo, hi, hit_type=Hit)
    hits += ordinal_injured_hits(text, hits, lo, hi, hit_type=Hit)
    hits += ordinal_death_noun_hits(text, lo, hi, hit_type=Hit)
    hits += hospital_frame_hits(text, hits, lo, hi, hit_type=Hit)
    hits += attributive_hits(text, hits, lo, hi, hit_type=Hit)
    hits += casualty_split_hits(text, hits, lo, hi, hit_type=Hit)
    hits += victim_group_hits(text, hits, lo, hi, hit_type=Hit)
    hits += elided_subjects(text, hits, elided, lo=lo)
    hits += with_self(text, hits, lo, hi) or killed_by_police(text, hits, lo, hi)
    hits += ordinal_later_summed(text, hits, lo, hi)
    if not toll_kinds:
        hits += others_summed(text, hits, lo)
    hits += groups_summed(text, hits, lo)
    hits += additions_summed(text, hits, lo)
    hits += number_raised_hits(text, hits, lo, hi, hit_type=Hit)
    hits += multiple_hits(text, hits, lo, hi, hit_type=Hit)
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


def _phrase_hits(text: str, lo: int, hi: int, *, surnames: frozenset[str], headline: bool = False) -> list[Hit]:
    """Victims of "the fatal shooting of X" (killed), "X with a gunshot wound" and "X was
    taken to a hospital" (hit)."""
    out: list[Hit] = [
        Hit("killed" if m.group("what").lower() in _MULTIPLE_KILLED else "shot", m.start(), m.end(), n, n, n, "exact")
        for m in MULTIPLE_RE.finditer(text, lo, hi)
        for n in (MULTIPLE_WORDS[m.group("n").lower()],)
    ]
    out += [Hit("killed", m.start(), m.end(), 1, 1, 1, "exact") for m in possessive_deaths(text, lo, hi, surnames)]
    for m in FATAL_OF_RE.finditer(text, lo, hi):
        if any(d.start <= 1 for d in textdates.find_dates(text[m.end() : m.end() + 30])):
            continue  # "the massacre of 16 November": its day, not its victims (MUC-4 DEV)
        obj = _np_after(text, m.end(), hi, surnames=surnames)
        if obj is None and headline:  # "3 Indicted In Death Of 8-Year-Old Camden Girl"
            obj = headline_object(text, m.end(), hi)
        if obj is not None and obj[0] > 0:
            obj = _plural_list(text, m, obj, hi, surnames=surnames)
            out.append(Hit("killed", m.start(), obj[4], obj[0], obj[1], obj[2], obj[3]))
    for pat in (WOUND_RE, HOSPITAL_RE, TREATED_RE):
        for m in pat.finditer(text, lo, hi):
            tail = PREDICATE_TAIL_RE.search(text, lo, m.start())
            motion = MOTION_TAIL_RE.search(text, lo, m.start()) if pat is WOUND_RE else None
            if motion is not None and np_before(text, lo, motion.start(), surnames=surnames) is not None:
                tail = motion  # "Three men walked into a gas station with gunshot wounds"
            end = tail.start() if tail else m.start()
            age = TRAILING_AGE.search(text, lo, end)
            end = age.start() if age else end
            subj = np_before(text, lo, end, surnames=surnames)
            they = THEY_RE.search(text, lo, end) if subj is None else None
            if they:
                out.append(Hit("shot", they.start(), m.end(), THEY, THEY, THEY, "exact"))
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
            out.append(Hit(kind, start, m.end(), value, vmin, vmax, qual))
    return out


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
