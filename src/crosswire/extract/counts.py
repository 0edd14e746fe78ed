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

Where the rules live: the hits of one sentence are gathered in
:mod:`crosswire.extract.count_sentences`, the walk back from a casualty word to its subject
is :mod:`crosswire.extract.count_subjects`, the object after an active verb
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
from dataclasses import replace

from crosswire.extract import segments
from crosswire.extract.attribution import attribution
from crosswire.extract.count_bullets import (
    BULLET_SUBJECT_RE,
    STRIKING_RE,
)
from crosswire.extract.count_casualties import CASUALTIES_RE
from crosswire.extract.count_clauses import (
    contrast_clause,
)
from crosswire.extract.count_deaths import (
    SINGLE_DEATH_RE,
    no_deaths_told,
)
from crosswire.extract.count_fate import fate_untold, hurt_who_died, one_of_them_died, shot_who_died
from crosswire.extract.count_lists import VICTIM_LIST_RE
from crosswire.extract.count_perps import attackers_added, perpetrators_killed_later
from crosswire.extract.count_phrases import (
    EARLIER_FIGURE_RE,
    LIVES_RE,
    OCCASION_RE,
    OTHER_DAY_DEED_RE,
    PART_ONLY_RE,
    SOME_DEAD_AFTER_RE,
    TREATED_PEOPLE_RE,
    VICTIM_GROUP_RE,
    VIDEO_ITEM_RE,
    ZERO_RE,
    current_toll,
    gunfire_part,
    other_event_span,
    survivors_beside_dead,
)
from crosswire.extract.count_previous import previous_deed
from crosswire.extract.count_sentences import Hit as _Hit
from crosswire.extract.count_sentences import sentence_hits as _sentence_hits
from crosswire.extract.count_shares import (
    HOSPITAL_FRAME_RE,
    drop_hospital_shares,
    drop_parts_of_parts,
)
from crosswire.extract.count_sums import (
    also_killed_added,
    another_injured_added,
    wounded_deaths_added,
)
from crosswire.extract.count_toll import (
    TOLL_RE,
)
from crosswire.extract.count_vocab import (
    TRIGGER_RE,
)
from crosswire.extract.count_wide import period_total, roundup_total, war_total, wide_totals
from crosswire.extract.numbers import QUANTITY_RE, parse_quantity
from crosswire.extract.victims import (
    FATAL_OF_RE,
    HOSPITAL_RE,
    MULTIPLE_RE,
    SURVIVED_RE,
    TREATED_RE,
    WOUND_RE,
    drop_partial_injured,
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



_SENTENCE_FILTERS = (
    TRIGGER_RE, TOLL_RE, LIVES_RE, TREATED_PEOPLE_RE, ZERO_RE, WOUND_RE, HOSPITAL_RE, TREATED_RE, FATAL_OF_RE, MULTIPLE_RE, SINGLE_DEATH_RE,
    VICTIM_GROUP_RE, HOSPITAL_FRAME_RE, STRIKING_RE, BULLET_SUBJECT_RE, CASUALTIES_RE, VICTIM_LIST_RE,
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
            if war_total(text, h.start, h.end, s.start, s.end) or period_total(text, h.start, h.end):
                continue  # "The overall Palestinian death toll in the war has passed 30,000"
            if roundup_total(text, h.start, h.end, s.start, s.end):
                continue  # "ACLED recorded 412 fatalities in the region last month"
            if h.kind == "killed" and OTHER_DAY_DEED_RE.match(text, h.end, s.end):
                continue  # "troops had killed 11 militants in a raid two days earlier"
            if previous_deed(text, h.end, s.end):
                continue  # "a vigil honoring a man killed in a shooting last week"
            if (rest := _all_but(text, s.start, h.start)) is not None:
                # "All but two of the 181 people aboard ... were killed": 179
                h = replace(h, start=rest[1], value=rest[0], min=rest[0], max=rest[0])
            if h.kind == "shot" and (death := _TO_DEATH_AFTER_RE.match(text, h.end, s.end)) is not None:
                h = replace(h, kind="killed", end=death.end())  # "stabbed a 14-year-old boy to death"
            if h.kind == "shot" and (died := shot_who_died(text, h.start, h.end, sentence_end=s.end)) is not None:
                h = replace(h, kind="killed", end=died)  # "A police officer stabbed in Friday's attack died"
            if h.kind == "injured" and hurt_who_died(text, h.start, h.end, sentence_end=s.end):
                h = replace(h, kind="killed")  # "A man who was injured in the shooting died on Tuesday"
            if h.kind == "injured" and SOME_DEAD_AFTER_RE.match(text, h.end, s.end):
                h = replace(h, kind="shot")  # "four victims wounded, two of them already dead"
            if h.kind == "injured" and (part := gunfire_part(text, h.end, s.end, whole=h.value)) is not None:
                h = replace(h, end=part[1], value=part[0], min=part[0], max=part[0])  # "six injured, five by gunfire"
            if h.kind == "killed" and (plus := attackers_added(text, h.start, h.end, s.end)) is not None:
                # "killed 12 people plus the attacker": every death of the attack (GTD nkill)
                h = replace(
                    h, end=plus[1], value=h.value + plus[0], min=h.min + plus[0],
                    max=None if h.max is None else h.max + plus[0],
                )
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
