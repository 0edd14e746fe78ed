"""The died-of-wounds rule: a later death among the wounded lowers an earlier injured figure.

A day-one report says "four killed, nine injured"; a later one says "a fifth victim died in
hospital" and gives no figure of the injured. The event's toll is now five, and the one who
died was one of the nine: the injured as the event now stands are eight. GVA codes an
incident so (each victim is killed or injured, never both), and ACLED's practice of
updating an event's figures as later reports come in does the same. Without the rule the
reconciled record would count that victim twice (once in the five dead, once in the nine
injured).

The rule lowers a stated injured figure only where the text establishes that the newly
dead were among the wounded: a later report of the event (not the one whose figure is
lowered) says someone died of wounds, in hospital, or succumbed (:data:`DIED_OF_WOUNDS_RE`),
and that report states no injured figure of its own (a later figure of the injured is the
count as it now stands, and the policy weighs it as it is). "The death toll rose to five"
alone does not say the fifth was among the wounded (a body found later, a missing person),
and changes nothing.

How it runs: :func:`crosswire.reconcile.counts.injured_reports` proposes, for each article
that states an injured figure beside a toll below the event's reconciled toll, the figure
less the later deaths (:func:`later_death_candidates`); :func:`crosswire.reconcile.counts.reconcile_count`
applies a proposal only where :func:`lowered_by_later_deaths` finds it established, names
the rule in its ``rule`` and lists the lowered report, whose ``note`` says what it did.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from crosswire.model import Article, CountReport, Evidence
from crosswire.reconcile.policies import SourceFigure

# The rule's name, as the reconciled ``rule`` states it.
RULE_NAME = "died-of-wounds rule (GVA: a victim is killed or injured, not both)"
# The note of a proposed lowered figure; :data:`NOTE_RE` reads it back.
NOTE_FORMAT = "{stated} injured less {died} who died of wounds later (toll {own} -> {best})"
NOTE_RE = re.compile(r"^(?P<stated>\d+) injured less (?P<died>\d+) who died of wounds later\b")

# A report that someone died of wounds: "died in hospital", "died of his wounds",
# "succumbed to her injuries", "died from their injuries", "one of the wounded (later)
# died", "later died at a hospital". Not "was taken to hospital" (no death), nor "died at
# the scene" (not among the wounded).
DIED_OF_WOUNDS_RE = re.compile(
    r"(?i)\b(?:died|dies|has\s+died|passed\s+away)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:(?:in|at)\s+(?:an?\s+|the\s+)?(?:local\s+|nearby\s+|area\s+)?hospital|of\s+(?:his|her|their|its)\s+(?:wounds|injuries)"
    r"|from\s+(?:his|her|their)\s+(?:wounds|injuries)|of\s+(?:wounds|injuries)|from\s+(?:wounds|injuries))\b"
    r"|\bsuccumb(?:ed|s)\b"
    r"|\b(?:one|two|three|four|five|\d+)\s+(?:more\s+)?of\s+the\s+(?:wounded|injured)\b[^.;]{0,40}?\b(?:died|succumbed)\b"
)


def later_death_candidates(
    reports: Sequence[CountReport], *, own_dead: int, killed_best: int | None
) -> list[CountReport]:
    """The proposal of the died-of-wounds rule for one article's reports: its largest
    stated precise injured figure less the deaths since its own toll (``killed_best`` less
    ``own_dead``), as a report with a :data:`NOTE_FORMAT` note. None when the article
    states no toll of its own (it may count the dead among the hurt), when the event's
    toll is not above it, or when the deaths are as many as the injured."""
    if not own_dead or killed_best is None or killed_best <= own_dead:
        return []
    stated = [r for r in reports if r.kind == "injured" and not r.note and r.qualifier != "vague" and not r.perpetrator_sourced]
    if not stated:
        return []
    top = max(stated, key=lambda r: (r.value, -r.evidence.start))
    died = killed_best - own_dead
    if died >= top.value:
        return []
    return [
        replace(
            top,
            value=top.value - died,
            min=max(0, top.min - died),
            max=None if top.max is None else max(0, top.max - died),
            note=NOTE_FORMAT.format(stated=top.value, died=died, own=own_dead, best=killed_best),
        )
    ]


def is_candidate(report: CountReport) -> bool:
    """Whether ``report`` is a proposal of :func:`later_death_candidates`."""
    return bool(report.note and NOTE_RE.match(report.note))


# The note of a later report's sentence cited as the evidence of a lowering.
WITNESS_NOTE_FORMAT = "evidence of the died-of-wounds rule: {article}'s {stated} injured lowered to {value}"
# Where a sentence ends, for the witness sentence's bounds.
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])[\"”’']?\s+(?=[\"“‘']?[A-Z0-9])|\n")


def _witness(report: CountReport, witness: Article, *, stated: int) -> CountReport | None:
    """``report`` (an applied lowering) cited from the sentence of ``witness`` that tells a
    death of the wounded (battery, twentieth round: the lowered figure had cited only the
    sentence of the figure it lowers)."""
    text = witness.text or ""
    m = DIED_OF_WOUNDS_RE.search(text)
    if m is None:
        return None
    starts = [e.end() for e in _SENTENCE_END_RE.finditer(text, 0, m.start())]
    lo = starts[-1] if starts else 0
    end = _SENTENCE_END_RE.search(text, m.end())
    hi = end.start() if end else len(text.rstrip())
    return replace(
        report,
        evidence=Evidence(article=witness.id, start=lo, end=hi, text=text[lo:hi]),
        attributed_to=None,
        perpetrator_sourced=False,
        note=WITNESS_NOTE_FORMAT.format(article=report.evidence.article, stated=stated, value=report.value),
    )


def lowered_by_later_deaths(
    figures: Sequence[SourceFigure],
    candidates: Sequence[CountReport],
    reports: Sequence[CountReport],
    articles: Mapping[str, Article],
) -> tuple[list[SourceFigure], list[CountReport], list[CountReport]]:
    """``figures`` with each established proposal applied, the proposals applied, and the
    later reports' sentences that establish them (cited as reports of the lowered value,
    :data:`WITNESS_NOTE_FORMAT`).

    A proposal for article A is established when A's figure is the stated figure the
    proposal lowers, A's own text tells no death of the wounded (its figure may already
    count it), and another article published no earlier than A tells one
    (:data:`DIED_OF_WOUNDS_RE`) and states no injured figure (``reports``, the injured
    reports of the event without the proposals)."""
    if not candidates:
        return list(figures), [], []  # (every killed count, and most injured: no text scan)
    # (a figure derived from people hit is no statement of the injured)
    stated_by = {r.evidence.article for r in reports if not r.note}
    witnesses = [
        a for a in articles.values()
        if a.id not in stated_by and DIED_OF_WOUNDS_RE.search(a.text or "")
    ]
    out = list(figures)
    applied: list[CountReport] = []
    cited: list[CountReport] = []
    for c in candidates:
        m = NOTE_RE.match(c.note or "")
        art = articles.get(c.evidence.article)
        if m is None or art is None or DIED_OF_WOUNDS_RE.search(art.text or ""):
            continue
        stated = int(m.group("stated"))
        later = [
            w for w in witnesses
            if w.id != art.id and (not w.published or not art.published or w.published >= art.published)
        ]
        if not later:
            continue
        for i, f in enumerate(out):
            if f.article == art.id and f.value == stated and not f.vague:
                out[i] = replace(f, value=c.value)
                applied.append(c)
                cited += [r for w in sorted(later, key=lambda w: w.id) if (r := _witness(c, w, stated=stated))]
                break
    return out, applied, cited
