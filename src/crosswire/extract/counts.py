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

from crosswire.extract import segments
from crosswire.extract.attribution import attribution
from crosswire.extract.count_clauses import (
    DETERMINERS,
    EITHER_AFTER_RE,
    EITHER_BEFORE_RE,
    INCLUDED_BY,
    OBJECT_VERBS,
    PART_OF_GROUP_RE,
    PASSIVE_AUX,
    after_first_join,
)
from crosswire.extract.count_deaths import (
    INTRANSITIVE_DEATH,
    SINGLE_DEATH_RE,
    VICTIM_OF_RE,
    no_deaths_told,
    not_a_casualty,
    pronoun_dead_hits,
    single_death_hits,
)
from crosswire.extract.count_fate import fate_untold
from crosswire.extract.count_items import item_count
from crosswire.extract.count_objects import STOP_WORDS as _STOP
from crosswire.extract.count_objects import np_after as _np_after
from crosswire.extract.count_phrases import (
    ABOARD_RE,
    AGE_APPOSITIVE,
    BRINGING_TOLL_RE,
    EARLIER_FIGURE_RE,
    INCLUDING_APPOSITIVE,
    INCREMENT_RE,
    LATER_DEATHS_RE,
    LEFT_HURT_RE,
    LIVES_RE,
    ONE_OF_N,
    OTHER_CASUALTY_HEADS,
    PART_OF_HEADS,
    PART_OF_INJURED_HEADS,
    PART_OF_INJURED_MIN,
    PART_OF_RE,
    PART_ONLY_RE,
    PRESENT_TENSE_RE,
    RELATIVE_BEFORE_RE,
    SUFFERED_RE,
    TOLL_RE,
    TRAILING_AGE,
    VICTIM_GROUP_RE,
    VIDEO_ITEM_RE,
    ZERO_RE,
    attributive_hits,
    current_toll,
    headline_object,
    lives_hits,
    other_event_span,
    possessive_deaths,
    survivors_beside_dead,
    toll_hits,
    victim_group_hits,
    zero_hits,
)
from crosswire.extract.count_vocab import (
    ACTIVE as _ACTIVE,
)
from crosswire.extract.count_vocab import (
    ACTIVE_PHRASE as _ACTIVE_PHRASE,
)
from crosswire.extract.count_vocab import (
    AUX as _AUX,
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
    NP_OK as _NP_OK,
)
from crosswire.extract.count_vocab import (
    PLACE_WORDS as _PLACE_WORDS,
)
from crosswire.extract.count_vocab import (
    POLICE_HEADS as _POLICE_HEADS,
)
from crosswire.extract.count_vocab import (
    TRIGGER_RE,
)
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.extract.victims import (
    AGE_DECADE_RE,
    CLAUSE_VERBS,
    DASH_ASIDE_RE,
    ELIDED_RE,
    FATAL_OF_RE,
    HEADLINE_ELIDED_RE,
    HOSPITAL_RE,
    MULTIPLE_RE,
    MULTIPLE_WORDS,
    OBJECT_START_RE,
    PARTICIPLE_RE,
    PREDICATE_TAIL_RE,
    SURVIVED_RE,
    THEY,
    THEY_RE,
    TREATED_RE,
    WOUND_RE,
    bare_person,
    drop_partial_injured,
    elided_subjects,
    known_surnames,
    person_head,
    resolve_they,
    skip_appositive,
    skip_place_phrase,
    victim_sums,
    with_self,
)
from crosswire.model import CountReport
from crosswire.nlp import ParsedArticle, Sentence

# --- vocabulary -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Hit:
    kind: str  # killed | injured | shot
    start: int
    end: int
    value: int
    min: int
    max: int | None
    qualifier: str


# --- noun phrases -----------------------------------------------------------------------

# "dead" right after the object of "shot": a killing ("police shot him dead").
_DEAD_AFTER_RE = re.compile(r"\s+dead\b", re.IGNORECASE)

# A figure with thousands separators ("1,200") is one token, not a list "1, 200".
_TOKEN_RE = re.compile(r"\d{1,3}(?:,\d{3})+\b|[A-Za-z0-9][\w'’.-]*[\w]|[A-Za-z0-9]|[,;:&()\"“”—–]|(?<=\s)-(?=\s)")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    """``text`` with matches of ``pattern`` replaced by spaces (offsets unchanged)."""
    return pattern.sub(lambda m: " " * len(m.group()), text)


# A quoted speaker's name and the comma of an apposition right before a noun phrase.
SPEAKER_APPOSITION_RE = re.compile(
    r"(?:\bsaid|\bsays|\btold\s+[\w.'’ -]{1,40}?|\baccording\s+to|\badded|\brecalled|\bexplained)\s+"
    r"(?:[A-Z][\w'’.-]*\s+){0,4}[A-Z][\w'’.-]*,\s*$"
)
# How far before the noun phrase the speaker's name is looked for.
SPEAKER_WINDOW = 100


def _np_before(
    text: str, lo: int, hi: int, *, need_aux: bool = False, surnames: frozenset[str] = frozenset(), bare: bool = False,
    relative: bool = False,
) -> tuple[int, int, int | None, str, int, bool] | None:
    """The victim figure of the noun phrase ending at ``hi`` (after auxiliaries).

    ``relative``: the verb takes no object ("died"), so "who" right before it joins its
    subject ("a boy who died").

    Returns (value, min, max, qualifier, start, is_zero) or None.
    """
    seg = text[lo:hi]
    for pattern in (AGE_APPOSITIVE, INCLUDING_APPOSITIVE, AGE_DECADE_RE, DASH_ASIDE_RE, VICTIM_OF_RE, ABOARD_RE):
        seg = _blank(seg, pattern)
    toks = list(_TOKEN_RE.finditer(seg))
    i = len(toks) - 1
    skipped = 0
    both = None
    while i >= 0 and (toks[i].group().lower() in _AUX or toks[i].group().lower().endswith("ly")):
        if toks[i].group().lower() == "both":
            both = toks[i]
        i -= 1
        skipped += 1
    # "a 13-year-old girl who was shot": the relative pronoun joins the victim to the verb.
    if (skipped or relative) and i >= 0 and toks[i].group().lower() in {"who", "that"}:
        i -= 1
    if i >= 0:
        i = skip_place_phrase([t.group() for t in toks], i)
    if both is None and i >= 0 and toks[i].group() == ",":
        # "Jesus Rios, a 17-year-old Latino male, died": the subject is before the aside.
        i = skip_appositive([t.group() for t in toks], i)
    if i < 0 or toks[i].group() in {",", "&", ";", ":"} or toks[i].group().lower() == "and":
        # "Both were killed", "..., and both were wounded"
        return (2, 2, 2, "exact", lo + both.start(), False) if both is not None else None
    if need_aux and not skipped:
        return None
    np: list[re.Match[str]] = []
    while i >= 0:
        w = toks[i].group().lower()
        # a dash opens an aside: "shot four people — one fatally" (the walk from "fatally"
        # stops at the dash)
        if w in {";", ":", "(", ")", '"', "“", "”", "—", "–", "-"}:
            break
        # "received 47 bodies and 130 wounded": the dead are no more of the wounded
        if w in OTHER_CASUALTY_HEADS:
            break
        # "Two police officers and a civilian died": "police" before a person word is part
        # of the noun phrase, not "police said" ending it.
        police_noun = w == "police" and bool(np) and np[-1].group().lower() in _POLICE_HEADS
        if ((w in _STOP and w not in _NP_OK) or w in CLAUSE_VERBS) and not police_noun:
            break
        np.append(toks[i])
        i -= 1
        if len(np) > 14:
            break
    np.reverse()
    # "climbed to 59, including the gunman, and 527 people were injured", "killed 5 people
    # and 10 others were injured": the walk stopped at a word whose own list (its object)
    # the first ", and" closes (or "and", after a verb); the subject is what follows it.
    stop = toks[i].group().lower() if i >= 0 else ""
    # (an active verb only: after "were shot" no object follows, "All five men were shot,
    # Mackey and Ishmael Haywood, 20, died" is two dead)
    # (nor an adjective, "The wounded victims, two women and a man, were taken ...", nor a
    # headline's verb without its auxiliary, "2 cops shot, suspect and bystander killed")
    active = (
        stop in OBJECT_VERBS
        and not bare
        and not (i > 0 and toks[i - 1].group().lower() in PASSIVE_AUX | DETERMINERS)
        and bool(np)
        and np[0].group() not in {",", ";", ":"}
    )
    if stop in INCLUDED_BY or active:
        np = after_first_join(np, bare_and=active)
    words = [t.group().lower() for t in np]
    if not np:
        return (2, 2, 2, "exact", lo + both.start(), False) if both is not None else None
    # "A 13-month-old boy and 20-year-old man were both shot": two, however the NP reads.
    if both is not None:
        return 2, 2, 2, "exact", lo + np[0].start(), False
    one_of = ONE_OF_N.search(seg, np[0].start())
    if one_of:
        np = [t for t in np if t.start() >= one_of.end()]
        if not np:
            return None
    if words[0] in {"no", "nobody", "none"} or (len(words) > 1 and words[:2] == ["no", "one"]):
        if any(w in {"else", "other", "others", "further", "additional", "more"} for w in words):
            return None
        return 0, 0, 0, "exact", lo + np[0].start(), True
    # Split into items on "and" / "," / "&"; drop a leading clause cut by a comma that is
    # not a coordination (keep only the trailing items).
    items: list[list[re.Match[str]]] = [[]]
    for t in np:
        # "Between 20 and 30 people": one range, not a list of two groups
        ranged = t.group().lower() == "and" and (
            (len(items[-1]) == 2 and items[-1][0].group().lower() == "between")
            # "One hundred and fifty people": one number
            or (bool(items[-1]) and items[-1][-1].group().lower() in {"hundred", "thousand"})
        )
        if t.group().lower() in {"and", ",", "&"} and not ranged:
            items.append([])
        else:
            items[-1].append(t)
    items = [it for it in items if it]
    # Without "and", commas set off an apposition, not a list: "The victim, Destiny
    # Henderson, was taken to ..." is one person.
    # (In headlines a comma joins people: "Toddler, Man Killed in New Jersey Shooting".)
    if not any(t.group().lower() in {"and", "&"} for t in np) and not (bare and all(person_head(it) for it in items)):
        items = items[-1:]
    # "said Ibrahim Sheikh, a resident who was wounded in the attack": one person described
    # as a speaker, not a count of the event's wounded
    head = items[-1][0]
    if head.group().lower() in {"a", "an"} and SPEAKER_APPOSITION_RE.search(
        text, max(0, lo + head.start() - SPEAKER_WINDOW), lo + head.start()
    ):
        return None
    counted = [item_count(seg, it, surnames, bare=bare, ordinal=relative) for it in items]
    # "a mother and son", "a man, woman and 6-year-old boy": one article for the whole list.
    if counted[0] is not None and counted[0][0] == 1 and items[0][0].group().lower() in {"a", "an", "the"}:
        counted = [
            c if c is not None or not bare_person(it) else (1, 1, 1, "exact", it[0].start())
            for it, c in zip(items, counted, strict=True)
        ]
    # The last item must be a counted victim; earlier ones add up while they count too,
    # except before a partitive ("two children, one of them fatally": one, not three).
    total: list[tuple[int, int, int | None, str, int]] = []
    for it, c in zip(reversed(items), reversed(counted), strict=True):
        if c is None or (total and it[-1].group().lower() in _PLACE_WORDS):
            break
        total.append(c)
        if len(it) > 1 and it[1].group().lower() == "of":
            break
    if not total:
        return None
    total.reverse()
    value = sum(c[0] for c in total)
    vmin = sum(c[1] for c in total)
    vmax = None if any(c[2] is None for c in total) else sum(c[2] for c in total)  # type: ignore[misc]
    # a vague item makes the sum vague: "Gladney and several injured" is no precise 11
    qual = total[0][3] if len(total) == 1 else (
        "exact" if all(c[3] == "exact" for c in total) else "vague" if any(c[3] == "vague" for c in total) else "about"
    )
    return value, vmin, vmax, qual, lo + total[0][4], False




# --- per sentence -----------------------------------------------------------------------


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
        if part and word.lower() in PART_OF_INJURED_HEADS and not _part_of_several(text, lo, part.start()):
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
        if _ACTIVE.fullmatch(word) or _ACTIVE_PHRASE.fullmatch(word):
            obj = _np_after(text, m.end(), hi, surnames=surnames)
            verb = PRESENT_TENSE_RE.search(word) or RELATIVE_BEFORE_RE.search(text, lo, m.start())
            if obj is None and headline and verb:  # "Boy kills 12-year-old", "shooting that killed teen"
                obj = headline_object(text, m.end(), hi)
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
        subj = _np_before(
            text, lo, m.start(), need_aux=need_aux, surnames=surnames, bare=headline,
            relative=" ".join(word.lower().split()) in INTRANSITIVE_DEATH,
        )
        suffered = SUFFERED_RE.search(text, lo, m.start()) if word.lower() == "injuries" else None
        if suffered:  # "The child suffered minor injuries"
            subj = _np_before(text, lo, suffered.start(), surnames=surnames)
        if subj is None and word.lower() == "hurt" and LEFT_HURT_RE.search(text, lo, m.start()):
            # "left one man dead and nine others hurt": "hurt" after a toll needs no auxiliary
            subj = _np_before(text, lo, m.start(), surnames=surnames)
        if subj is None and not active_object:
            # "Four men attending a party at a Zelmer Street home were injured"
            rel = PARTICIPLE_RE.search(text, lo, m.start())
            subj = _np_before(text, lo, rel.end("np"), surnames=surnames) if rel else None
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
    hits += _phrase_hits(text, lo, hi, surnames=surnames, headline=headline)
    hits += single_death_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += pronoun_dead_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += attributive_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += victim_group_hits(text, hits, lo, hi, hit_type=_Hit)
    hits += elided_subjects(text, hits, elided, lo=lo)
    hits += with_self(text, hits, lo, hi)
    hits.sort(key=lambda h: (h.start, h.end))
    bringing = BRINGING_TOLL_RE.search(text, lo, hi)
    return [
        h for h in hits
        if h in tolls or h.kind not in toll_kinds
        or not (
            INCREMENT_RE.match(text, h.start, h.end)
            or (bringing and h.end <= bringing.start() and LATER_DEATHS_RE.search(text, h.start, h.end))
        )
    ]


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
        obj = _np_after(text, m.end(), hi, surnames=surnames)
        if obj is None and headline:  # "3 Indicted In Death Of 8-Year-Old Camden Girl"
            obj = headline_object(text, m.end(), hi)
        if obj is not None and obj[0] > 0:
            out.append(_Hit("killed", m.start(), obj[4], obj[0], obj[1], obj[2], obj[3]))
    for pat in (WOUND_RE, HOSPITAL_RE, TREATED_RE):
        for m in pat.finditer(text, lo, hi):
            tail = PREDICATE_TAIL_RE.search(text, lo, m.start())
            end = tail.start() if tail else m.start()
            age = TRAILING_AGE.search(text, lo, end)
            end = age.start() if age else end
            subj = _np_before(text, lo, end, surnames=surnames)
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
            if pat is TREATED_RE:
                kind = "injured"
            out.append(_Hit(kind, start, m.end(), value, vmin, vmax, qual))
    return out


_SENTENCE_FILTERS = (
    TRIGGER_RE, TOLL_RE, LIVES_RE, ZERO_RE, WOUND_RE, HOSPITAL_RE, TREATED_RE, FATAL_OF_RE, MULTIPLE_RE, SINGLE_DEATH_RE,
    VICTIM_GROUP_RE,
)


# A total over several incidents (a weekend round-up, "in separate shootings"): not any one
# event's figure, and copied to each it would be wrong for all (issue: counts reported for
# several events together are not copied to each).
ROUNDUP_RE = re.compile(
    r"\bin\s+(?:\w+\s+)?(?:separate|unrelated|different)\s+(?:shootings|incidents|attacks)\b|"
    r"\b(?:weekend|holiday|overnight)\s+(?:of\s+)?(?:gun\s+)?violence\b|"
    r"\b(?:shootings|gun\s+violence)\s+(?:across|throughout|around)\s+the\s+(?:city|state|county)\b|\bcitywide\b",
    re.IGNORECASE,
)


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
    skip = segments.off_topic(pa)
    headline = segments.is_headline_text(pa.article.text or "")
    for s in pa.sentences:
        if s.index in skip:
            continue
        if not any(p.search(text, s.start, s.end) for p in _SENTENCE_FILTERS):
            continue
        if segments.background(pa, s) and not current_toll(pa.analysis_text[s.start : s.end], published=pa.article.published):
            continue
        if VIDEO_ITEM_RE.search(text, s.start, s.end):
            continue  # "Shooting in Wilmington takes 2 lives | 0:38": a playlist's other story
        if ROUNDUP_RE.search(text, s.start, s.end):
            continue  # "At least 32 people were shot ... in weekend gun violence across Chicago"
        other = other_event_span(text, s.start, s.end)
        for h in _sentence_hits(text, s, surnames=surnames, headline=headline):
            if other and other[0] <= h.start < other[1]:
                continue  # "the deadliest attack since a truck bomb killed more than 150"
            if PART_ONLY_RE.match(text, h.end, s.end):
                continue  # "at least 20 guests had been killed in the restaurant alone"
            if EARLIER_FIGURE_RE.search(text, s.start, h.end):
                continue  # "Earlier reports had put the number of dead at over 50"
            found.append((h, s))
    found = resolve_they(found)
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
        src, perp = attribution(
            pa.text[s.start : s.end], not_source=TRIGGER_RE, span=(h.start - s.start, h.end - s.start)
        )
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
    out = fate_untold(drop_partial_injured(out))
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
    head = ParsedArticle(replace(pa.article, text=title, title=None))
    return [
        replace(r, evidence=replace(r.evidence, field="title"))
        for r in no_deaths_told(extract(head), headline=title, text=pa.analysis_text)
    ]
