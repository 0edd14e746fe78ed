"""Tolls a later report replaces: a revision of the toll ("revised the death toll ... down
to 59", "253 people were killed, not 359 as previously stated") and a toll told as risen
("The death toll ... has risen to at least 135"). Used by :mod:`crosswire.reconcile.counts`,
whose conservative lowest must not take a figure the story has since outgrown or corrected.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from crosswire.extract import count_revisions
from crosswire.model import Article, CountReport
from crosswire.reconcile.policies import SourceFigure


def superseded_sources(figures: Sequence[SourceFigure], articles: Mapping[str, Article]) -> frozenset[str]:
    """Sources whose figure a later (or same-day) article's revision of the toll replaces
    ("revised the toll up to 300 from 250", "253 people were killed, not 359 as previously
    stated"): the authority's correction stands for the figure it corrects, under every
    policy (the conservative lowest would otherwise take an undercount the authority has
    since revised up), and an earlier day's count lower than the revised toll. Never every
    source."""
    out: set[str] = set()
    for rev in figures:
        art = articles.get(rev.article)
        old = count_revisions.superseded_figures(art) if art is not None else frozenset()
        down = art is not None and count_revisions.states_revision_down(art)
        if (not old and not down) or rev.value in old:
            continue
        for f in figures:
            if f.article != rev.article and f.value in old and (f.published or "") <= (rev.published or "~"):
                out.add(f.article)
            elif down and f.article != rev.article and f.value > rev.value and f.published and rev.published and (
                f.published[:10] < rev.published[:10]
            ):
                # an earlier day's higher count a revision lowered without naming it ("The
                # government lowered the death toll ... to 24": fifteenth-round probe)
                out.add(f.article)
            elif f.article != rev.article and f.value < rev.value and f.published and rev.published and (
                f.published[:10] < rev.published[:10]
            ):
                # an earlier day's lower count the toll outgrew before the authority revised
                # it ("At least 233" on the Friday, "revised ... down to 275 from 288" on the
                # Sunday: Balasore 2023 probe)
                out.add(f.article)
    return frozenset(out) if len(out) < len(figures) else frozenset()


# A toll reported as having risen ("The death toll ... has risen to at least 135", "bringing
# the death toll to 31", "Toll in ... rises to 22", "The number of people injured ... has
# risen to 47"): words in or before the figure's phrase. Up to 120 characters between the
# toll and its verb: a wire lede names the attack between them ("The death toll from
# Saturday's suicide bombings in the northeastern Nigerian town of Gwoza has risen to 32",
# 81 characters; Gwoza 2024 probe).
_RISE = re.compile(
    r"(?i)(?:\b(?:toll|tally|number of (?:the )?(?:dead|deaths|(?:people|those) (?:killed|injured|wounded|hurt)|victims|injured|wounded))\b"
    r"[^.;\n]{0,120}?\b(?:rose|risen|rises|rising|climbed|climbs|climbing|jumped|jumps|increased|increases|"
    # ("raising the death toll to nine children and a guard": Belgrade 2023 probe)
    r"reached|reaches|mounted|soared|hit|hits|touched|touches|(?:gone|went|goes)\s+up)\b"
    r"|\b(?:bringing|brings|brought|raising|raises|raised|pushing|pushes|pushed|lifting|lifts|lifted)\s+(?:the\s+)?(?:death\s+)?(?:toll|tally|number)\b"
    # a victim counted by the ordinal of the latest death ("A sixth person has died after
    # Monday's shooting", "raising death toll to 6" in a headline: Louisville 2023 probe)
    r"|\b(?:(?:a|the)\s+|^)(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+"
    # ("Second teen victim of suspected 14-year-old West Allis shooter dies": a headline)
    r"(?:(?:teen|teenage|young|female|male|shooting|gunshot)\s+)?(?:person|victim|man|woman|child|boy|girl|officer|teen)\b[^.;\n]{0,60}?\b(?:has\s+|had\s+)?(?:died|dies|succumbed))"
)
# How far before a figure the rise words are looked for.
RISE_WINDOW = 160
# Rise words after the figure, later in its sentence: "Seventeen people ... were killed ...,
# the Investigative Committee said on Tuesday, raising the toll"; "left five people dead and
# 25 injured, police said on Monday, revising the number of wounded upward" (Izhevsk 2022
# and Club Q 2022 probes: the conservative lowest had taken the day before's 13 and 18).
_RISE_AFTER = re.compile(
    r"(?i),\s+(?:raising|pushing|lifting)\s+(?:the\s+)?(?:death\s+)?(?:toll|tally)\b"
    r"|,\s+revising\s+(?:the\s+|its\s+|their\s+)?(?:death\s+)?(?:toll|tally|figures?|count|number\s+of\s+\w+)"
    # ("revising its figure of the wounded upward": Ra'anana 2024 probe)
    r"(?:\s+(?:of|for)\s+(?:the\s+)?(?:dead|killed|injured|wounded|hurt|casualties))?\s+up(?:wards?)?\b"
)


def risen_past(
    reports: Sequence[CountReport], figures: Sequence[SourceFigure], articles: Mapping[str, Article]
) -> frozenset[str]:
    """Sources of an earlier day whose lower figure a later report of a risen toll replaces
    ("killing at least 78" on Wednesday; "The death toll ... has risen to at least 135" on
    Thursday): the toll grew, the sources do not disagree, so the conservative lowest must
    not take the day-one figure. Only sources published on the rise's day or earlier (a lower
    figure the same day is the count before the rise: "at least 69" beside "climbed to 72 on
    Monday"); never every source."""
    out: set[str] = set()
    rise_days: list[str] = []
    for rise in figures:
        rises = [
            r for r in reports
            if r.evidence.article == rise.article and r.value == rise.value and after_rise(r, articles)
        ]
        if not rise.published or not rises:
            continue
        rise_days.append(rise.published[:10])
        for f in figures:
            if f.article != rise.article and f.value < rise.value and f.published and f.published[:10] <= rise.published[:10]:
                if f.published[:10] == rise.published[:10] and _disputes(rises, [
                    r for r in reports if r.evidence.article == f.article and r.value == f.value
                ], articles):
                    continue
                out.add(f.article)
    out |= _grown_since(figures, first_rise=min(rise_days)) if rise_days else set()
    return frozenset(out) if len(out) < len(figures) else frozenset()


def _grown_since(figures: Sequence[SourceFigure], *, first_rise: str) -> set[str]:
    """Once a report has told the toll rising, a source of an earlier day than a higher
    precise figure given on a day from the rise on is an earlier count too, though the later
    report does not say "rose" again ("has risen to 133" on Saturday, "which killed 137 people"
    on Sunday: Saturday's 133 is set aside as Friday's 60 was). Without a reported rise, a
    later higher figure may be another count (attackers, another source's estimate) and
    nothing is set aside."""
    out: set[str] = set()
    for g in figures:
        if g.vague or g.perpetrator or not g.published or g.published[:10] < first_rise:
            continue
        for f in figures:
            if f.article != g.article and f.value < g.value and f.published and f.published[:10] < g.published[:10]:
                out.add(f.article)
    return out


# A figure set against another source's: "The death toll has reached 32 ..., giving a higher
# toll than officials" (probe: a militia leader's count beside officials' 18 the same day).
_AGAINST_RE = re.compile(
    r"(?i)\b(?:higher|lower|larger|greater)\s+(?:(?:death\s+)?(?:toll|figure|number|count|tally)\s+)?than\b"
    r"|\bcontrary\s+to\b|\bcontradict\w*\b|\bat\s+odds\s+with\b"
)


def _who(source: str) -> str:
    """A source's name compared without case or a leading article ("the police", "Police")."""
    return re.sub(r"^(?:the|a|an)\s+", "", source.strip().lower())


def _disputes(rises: Sequence[CountReport], lower: Sequence[CountReport], articles: Mapping[str, Article]) -> bool:
    """Whether a same-day rise is another source's count, not the toll growing: the rise's
    sentence sets its figure against another's ("giving a higher toll than officials"), or
    the two figures are attributed to different sources (a militia leader's 32 beside
    officials' 18). A disagreement the conservative rule keeps the lower figure of (ACLED)."""
    whos = {_who(r.attributed_to) for r in lower if r.attributed_to}
    if whos and any(r.attributed_to and _who(r.attributed_to) not in whos for r in rises):
        return True
    for r in rises:
        art = articles.get(r.evidence.article)
        if art is None:
            continue
        text = art.field_text(r.evidence.field)
        ends = [m.end() for m in _SENTENCE_END.finditer(text, r.evidence.end)]
        if _AGAINST_RE.search(text, r.evidence.end, ends[0] if ends else len(text)):
            return True
    return False


def after_rise(report: CountReport, articles: Mapping[str, Article]) -> bool:
    """Whether ``report``'s figure is told as a toll that has risen (:data:`_RISE` in or
    before its phrase, :data:`_RISE_AFTER` later in its sentence)."""
    art = articles.get(report.evidence.article)
    if art is None:
        return False
    text = art.field_text(report.evidence.field)
    # the words may be in the figure's own phrase ("death toll ... rose to 290") or before it
    # in its sentence (not in the sentence before: "... has reached 100," he said. Some 225
    # people were wounded)
    lo = max(0, report.evidence.start - RISE_WINDOW)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, lo, report.evidence.start)]
    if _RISE.search(text[ends[-1] if ends else lo : report.evidence.end]):
        return True
    after = [m.start() for m in _SENTENCE_END.finditer(text, report.evidence.end)]
    return bool(_RISE_AFTER.search(text, report.evidence.end, after[0] if after else len(text)))


_SENTENCE_END = re.compile(r"[.!?][\"”’]?\s+|\n")
