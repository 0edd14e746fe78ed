"""Which of an article's figures is its report of the event's total, and which sources'
figures are only part of it.

An article often states several figures of one kind: "six others wounded", "three were taken
to Ben Taub Hospital", "two of the wounded". Reconciliation needs one figure per source
(:func:`crosswire.reconcile.counts.source_figures`). The largest precise figure was the
rule; it takes round-up totals ("46 wounded" this weekend) and misses an article whose
largest figure counts the killed too ("injured nine people" beside "8 others hurt").

Here a small gradient-boosted tree model scores each distinct figure of an article from
how the article states it (is it the largest, how often, in the headline, how early, as a
number or a derived "hit minus killed") and how many other sources of the event give it.
It was trained on GVA dev (the incident's Gun Violence Archive figure as the label) by
``scripts/train_count_chooser.py``, which writes ``crosswire/data/count_chooser.json``
(trees applied here in plain Python). Without that file the largest precise figure is used,
as before.

A second model of the same kind (the "gate") scores each source's figure against the other
sources' of the same event: a day-one count written before the toll rose, a follow-up about
one of several victims, a headline that gives the first figure known. Figures it finds more
likely wrong than right (:data:`GATE_THRESHOLD`) are set aside before the policy picks its
figure (:func:`crosswire.reconcile.counts.reconcile_count`); they stay in the low/high range
and the timeline. A figure the gate may not set aside (a toll that only grew, one stated as
the toll, ...) is told by :mod:`crosswire.extract.count_gate_vetoes`.
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from importlib import resources
from typing import Any

from crosswire.extract.count_gate_vetoes import (  # noqa: F401 (re-exported)
    SOME_OF_THEM_DIED_RE,
    _date,
    _latest_highest,
    _near_another,
    _other_day_differs,
    _tells_hurt_died,
    _whole_toll,
)
from crosswire.extract.count_perps import attackers_figure
from crosswire.extract.count_revisions import (
    LOWERED_RE,
    states_revision,
)
from crosswire.extract.count_shares import still_hurt
from crosswire.extract.numbers import find_quantities
from crosswire.model import Article, CountReport

log = logging.getLogger(__name__)

MODEL_RESOURCE = "data/count_chooser.json"

# Names of the features, in the order the model reads them (the training script stores
# this list with the trees, and a model whose list differs is not used).
FEATURES: tuple[str, ...] = (
    "is_max",
    "is_min",
    "n_figures",
    "log_value",
    "n_reports",
    "share_of_reports",
    "in_title",
    "first_position",
    "all_derived",
    "stated_as_number",
    "any_exact",
    "other_sources_agree",
    "several_sources",
    "is_zero",
    "is_one",
    "n_larger",
)


# Source-level features of the gate model, in the order it reads them.
GATE_FEATURES: tuple[str, ...] = (
    "log_value",
    "is_lowest",
    "is_highest",
    "n_sources",
    "share_agree",
    "share_higher",
    "share_lower",
    "days_after_first",
    "days_before_last",
    "n_reports",
    "in_title",
    "is_zero",
    "is_one",
    "text_kchars",
)
# A source's figure is set aside when the gate gives it less than this probability of being
# the event's figure: more likely wrong than right. GVA dev 5-fold CV (two permutations)
# over 0.1..0.5 rose to 0.4-0.5 and was flat there.
GATE_THRESHOLD = 0.5


def largest_precise(reports: Sequence[CountReport]) -> CountReport:
    """The article's largest figure that is not vague nor only a ceiling (ties: the
    earliest)."""
    own = [r for r in reports if not r.perpetrator_sourced] or list(reports)
    # ("DR Congo mourns 51 killed ... local civil society groups said up to 64 died": a
    # ceiling others give is no figure the article states; Beni 2016 probe, AFP: 64)
    precise = (
        [r for r in own if r.qualifier not in ("vague", "up_to")]
        or [r for r in own if r.qualifier != "vague"]
        or own
    )
    return max(precise, key=lambda r: (r.value, -r.evidence.start))


def candidate_features(
    reports: Sequence[CountReport],
    *,
    article: Article | None,
    event_values: Mapping[int, int],
    n_sources: int,
) -> list[tuple[int, list[float]]]:
    """``(value, features)`` for each distinct figure an article states.

    Args:
        reports: the article's reports of one kind (killed, or injured after
            :func:`crosswire.reconcile.counts.injured_reports`).
        article: the article (its text length places the evidence), or None.
        event_values: for each value, how many of the event's sources state it.
        n_sources: how many sources the event has for this kind.

    Returns:
        One entry per distinct value of the article's credible precise reports
        (perpetrator figures and vague words only when nothing else is stated).
    """
    own = [r for r in reports if not r.perpetrator_sourced] or list(reports)
    precise = [r for r in own if r.qualifier != "vague"] or own
    values = sorted({r.value for r in precise})
    length = max(len(article.text), 1) if article is not None else 1
    out: list[tuple[int, list[float]]] = []
    for v in values:
        rv = [r for r in precise if r.value == v]
        out.append(
            (
                v,
                [
                    1.0 if v == values[-1] else 0.0,
                    1.0 if v == values[0] else 0.0,
                    float(len(values)),
                    math.log1p(v),
                    float(len(rv)),
                    len(rv) / len(precise),
                    1.0 if any(r.evidence.field == "title" for r in rv) else 0.0,
                    min(r.evidence.start / length if r.evidence.field == "text" else 0.0 for r in rv),
                    1.0 if all(r.note for r in rv) else 0.0,
                    1.0 if any(find_quantities(r.evidence.text) for r in rv) else 0.0,
                    1.0 if any(r.qualifier == "exact" for r in rv) else 0.0,
                    (event_values.get(v, 0) - 1) / max(n_sources - 1, 1),
                    1.0 if n_sources > 1 else 0.0,
                    1.0 if v == 0 else 0.0,
                    1.0 if v == 1 else 0.0,
                    float(sum(1 for w in values if w > v)),
                ],
            )
        )
    return out


def event_values(by_article: Mapping[str, Sequence[CountReport]]) -> Counter[int]:
    """How many sources state each value (any of their precise reports)."""
    c: Counter[int] = Counter()
    for rs in by_article.values():
        own = [r for r in rs if not r.perpetrator_sourced] or list(rs)
        precise = [r for r in own if r.qualifier != "vague"] or own
        c.update({r.value for r in precise})
    return c


def choose(
    reports: Sequence[CountReport],
    *,
    article: Article | None,
    event_values: Mapping[int, int],
    n_sources: int,
) -> CountReport:
    """The report that states the article's figure for the event's total.

    The model's best-scored value (its earliest report), or the largest precise report when
    no model is shipped for this kind.
    """
    reports = wholes(reports)
    fallback = largest_precise(reports)
    model = _model(reports[0].kind) if reports else None
    if model is None:
        return fallback
    cands = candidate_features(reports, article=article, event_values=event_values, n_sources=n_sources)
    ceiling = _value_ceiling(model)
    if len(cands) < 2 or sum(1 for v, _ in cands if v > ceiling) >= CEILING_FIGURES:
        stated = _unrounded(fallback.value, reports)
        if stated != fallback.value:
            return min((r for r in reports if r.value == stated), key=lambda r: r.evidence.start)
        return fallback
    # Ties go to the larger value: the rule the model replaces.
    best_value = max(cands, key=lambda c: (_score(model, c[1]), c[0]))[0]
    # The attackers' own deaths told apart ("Five attackers were killed", beside "killing one
    # U.S. service member and two Department of Defense contractors") are no victims' toll
    # while the article gives one (Manda Bay 2020 probe: the toll had been the attackers' 5).
    if attackers_only(best_value, reports):
        victims = [c for c in cands if not attackers_only(c[0], reports)]
        if victims:
            best_value = max(victims, key=lambda c: (_score(model, c[1]), c[0]))[0]
    # A toll the article itself says rose past its other figures is its latest word on the
    # event ("Eight soldiers were killed ... bringing the number of soldiers killed to 10"),
    # however often the first figure is repeated (headline, lead).
    risen = [r for r in reports if r.value > best_value and r.qualifier != "vague" and not r.perpetrator_sourced
             and not r.note and RISEN_RE.search(_with_lead_in(r, article))]
    if risen:
        best_value = max(r.value for r in risen)
    # A toll the article itself says was revised down from its other figures is its latest
    # word too ("At least 37 people were killed ... On Sunday the health ministry revised the
    # death toll down to 32": fifteenth-round probes). Only down: a figure "later raised to
    # five" beside four is GVA's four (the twelfth round's GVA dev case).
    lowered = [r for r in reports if r.value < best_value and r.qualifier != "vague" and not r.perpetrator_sourced
               and not r.note and LOWERED_RE.search(_with_lead_in(r, article))]
    if lowered and not risen:
        best_value = max(lowered, key=lambda r: (r.evidence.field == "text", r.evidence.start)).value
    # A figure the article calls its total ("killing three and seriously injuring four
    # others ... Eight people were injured in total") is the whole of the parts before it.
    total = [r for r in reports if r.value > best_value and r.qualifier != "vague" and not r.perpetrator_sourced
             and not r.note and TOTAL_AFTER_RE.match(_with_lead_out(r, article))]
    if total:
        best_value = max(r.value for r in total)
    # A sum that begins with the pick's own words and runs on ("killing at least 36 people,
    # including 24 children, before killing himself", "50 people were killed on the spot
    # while two others succumbed") is the fuller statement of the same figure.
    picked = [r for r in reports if r.value == best_value]
    fuller = [
        r for r in reports
        if r.value > best_value and r.qualifier != "vague" and not r.perpetrator_sourced and not r.note
        and any(p.evidence.field == r.evidence.field and p.evidence.start == r.evidence.start
                and p.evidence.end < r.evidence.end for p in picked)
    ]
    if fuller:
        best_value = max(r.value for r in fuller)
    best_value = _unrounded(best_value, reports)
    pool = [r for r in reports if r.value == best_value and not r.perpetrator_sourced] or [
        r for r in reports if r.value == best_value
    ]
    return min(pool, key=lambda r: (r.qualifier == "vague", r.evidence.start))


# A figure told as a part of a group: "Seventeen people were injured, nine of whom were
# hospitalised", "Among the injured were 12 children", "The dead included six students and one
# adult", "A six-year-old boy was among the dead".
SHARE_RE = re.compile(
    r"^(?:[\w-]+(?:\s+[\w-]+)?\s+of\s+(?:whom|them|those)\b|among\s+(?:the|those)\b"
    r"|the\s+(?:dead|deceased|injured|wounded|victims|casualties)\s+includ)"
    r"|\b(?:was|were|is|are)\s+among\s+(?:the|those)\b",
    re.IGNORECASE,
)


# The hurt of one severity: "four others were seriously hurt" beside "The Red Crescent said
# it had treated about 100 people" (Huwara 2023 probe: the 4 had been the article's figure).
SEVERITY_RE = re.compile(
    r"\b(?:seriously|critically|severely|gravely|moderately|lightly|slightly)\s+(?:hurt|injured|wounded)\b",
    re.IGNORECASE,
)


def wholes(reports: Sequence[CountReport]) -> list[CountReport]:
    """``reports`` without the figures told as a part of a group (:data:`SHARE_RE`) or, in
    their own words, as the hurt of one severity ("seriously hurt") or still being treated
    (:func:`crosswire.extract.count_shares.still_hurt`) that a larger figure of the article's own, not so told, contains: a part is never the total
    (Uman 2023 probe: "Seventeen people were injured, nine of whom were hospitalised" gave 9;
    Kryvyi Rih 2025: "Among the injured were 12 children" beside "injured over 60" gave 12;
    Strasbourg 2018: "Four other people are still being treated" beside "wounded 13" gave 4).
    A part stays the article's figure when it states no larger one ("Among the dead were
    three children")."""

    def part(r: CountReport) -> bool:
        # (the figure's own words: "A 15-year-old girl was wounded ... where she remained in
        # critical condition" is the article's whole count, GVA dev)
        return (
            bool(SHARE_RE.search(r.evidence.text)) or still_hurt(r, None)
            or (r.kind == "injured" and bool(SEVERITY_RE.search(r.evidence.text)))
        )

    whole = [r.value for r in reports if not part(r) and r.qualifier != "vague" and not r.perpetrator_sourced and not r.note]
    if not whole:
        return list(reports)
    top = max(whole)
    return [r for r in reports if not (part(r) and r.value < top)] or list(reports)


def attackers_only(value: int, reports: Sequence[CountReport]) -> bool:
    """Whether every killed report of ``value`` counts the attackers only."""
    rv = [r for r in reports if r.value == value]
    return bool(rv) and all(r.kind == "killed" and r.evidence.field == "text" and attackers_figure(r.evidence.text) for r in rv)


# A toll told as having risen to its figure: "bringing the death toll to 10", "the toll rose
# to 60", "has climbed to 22" (within the figure's evidence).
RISEN_RE = re.compile(
    r"\b(?:bringing|raising|pushing|taking|lifting)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,4}?(?:toll|number|tally|total)\b"
    r"|\b(?:toll|number|tally|total)\b.*\b(?:rose|risen|rises|climbed|climbs|jumped|increased|reached|(?:gone|went|goes)\s+up)\s+to\b",
    re.IGNORECASE,
)


# Headline figures from this size on are rounded more often than not ("4,000 dead" over a
# body's 3,958); below it a headline's "10 killed" is as precise as its body (GVA's small
# tolls), so the rounding rule of :func:`choose` leaves them alone.
ROUNDED_MIN = 100


# A figure told as the whole right after its phrase: "Eight people were injured in total",
# "13 people were shot in all", "altogether".
TOTAL_AFTER_RE = re.compile(r"\s*(?:,\s*)?(?:in\s+total|in\s+all|altogether|overall)\b", re.IGNORECASE)
# How far after a figure's evidence :data:`TOTAL_AFTER_RE` is looked for.
LEAD_OUT_CHARS = 20


# How far before a figure's evidence its verb is looked for ("bringing the number of soldiers
# killed to 10": the evidence starts at "the number").
LEAD_IN_CHARS = 40


def _unrounded(value: int, reports: Sequence[CountReport]) -> int:
    """A headline's round figure whose body states it precisely ("4,000 dead and 9,000
    missing" over "At least 3,958 people have died"): the body's figure, the one stated."""
    if value < ROUNDED_MIN or any(r.evidence.field != "title" for r in reports if r.value == value):
        return value
    zeros = len(str(value)) - len(str(value).rstrip("0"))
    precise = [
        r for r in reports
        if r.evidence.field != "title" and r.value != value and r.qualifier != "vague"
        and not r.perpetrator_sourced and not r.note and zeros and round(r.value, -zeros) == value
    ]
    return min(precise, key=lambda r: abs(r.value - value)).value if precise else value


def _with_lead_in(r: CountReport, article: Article | None) -> str:
    """The report's evidence with the words right before it (its own text without the article)."""
    if article is None:
        return r.evidence.text
    src = article.field_text(r.evidence.field)
    return src[max(0, r.evidence.start - LEAD_IN_CHARS) : r.evidence.end]


def _with_lead_out(r: CountReport, article: Article | None) -> str:
    """The words right after the report's evidence ('' without the article)."""
    if article is None:
        return ""
    src = article.field_text(r.evidence.field)
    return src[r.evidence.end : r.evidence.end + LEAD_OUT_CHARS]


def _value_ceiling(model: Mapping[str, Any]) -> float:
    """The largest figure the model tells apart from larger ones: its highest split on
    ``log_value`` (:data:`CEILING_FIGURES`)."""
    key = id(model)
    if key not in _CEILINGS:
        at = FEATURES.index("log_value")
        splits = [t for tree in model["trees"] for f, t in zip(tree["feature"], tree["threshold"], strict=True) if f == at]
        _CEILINGS[key] = math.expm1(max(splits)) if splits else math.inf
    return _CEILINGS[key]


# Trees do not extrapolate: past a model's highest split on log_value every figure looks the
# same size to it. When an article states this many figures past it (a bombing's "more than
# 140 Afghans were wounded" and "18 U.S. troops sustained injuries"), the model cannot choose
# among them by size, and the rule it replaced, the largest precise figure, decides. One such
# figure beside small ones is left to the model: on GVA dev (its training data, local gun
# violence) that is a round-up or background total it learnt to pass over, and the fallback
# there took 11 incidents' injured figure from right to wrong.
CEILING_FIGURES = 2
# Ceilings computed per loaded model (the models live for the process: see _models).
_CEILINGS: dict[int, float] = {}


def _score(model: Mapping[str, Any], x: Sequence[float]) -> float:
    """The model's log-odds for one candidate: init + rate * sum of tree leaves."""
    total = 0.0
    for tree in model["trees"]:
        node = 0
        while tree["left"][node] != -1:
            node = tree["left"][node] if x[tree["feature"][node]] <= tree["threshold"][node] else tree["right"][node]
        total += tree["value"][node]
    return float(model["init"]) + float(model["learning_rate"]) * total


@cache
def _models() -> dict[str, Any]:
    try:
        raw = resources.files("crosswire").joinpath(MODEL_RESOURCE).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        log.info("no count chooser model at %s: using the largest precise figure", MODEL_RESOURCE)
        return {}
    data = json.loads(raw)
    if tuple(data.get("features", ())) != FEATURES:
        log.warning("count chooser model features differ from the code's: not used")
        return {}
    models = dict(data.get("models", {}))
    if tuple(data.get("gate_features", ())) != GATE_FEATURES:
        models = {k: v for k, v in models.items() if not k.startswith("gate_")}
    return models


def _model(kind: str) -> Mapping[str, Any] | None:
    return None if _DISABLED else _models().get(kind)


# Set by models_disabled(): baselines scored with crosswire's reconciliation (the regex
# baseline of ``crosswire eval``) must not go through models trained on crosswire's reports.
_DISABLED = False


@contextmanager
def models_disabled() -> Iterator[None]:
    """Within the block, the largest precise figure per source and no gate (not thread-safe:
    meant for evaluation baselines)."""
    global _DISABLED
    before, _DISABLED = _DISABLED, True
    try:
        yield
    finally:
        _DISABLED = before


def gate_features(
    figures: Mapping[str, int],
    *,
    articles: Mapping[str, Article],
    reports_by_article: Mapping[str, Sequence[CountReport]],
) -> dict[str, list[float]]:
    """Gate features of each source's figure (``figures``: article id -> its figure)."""
    values = list(figures.values())
    n = len(values)
    dates = [d for a in figures if (d := _date(articles[a].published if a in articles else None))]
    first, last = (min(dates), max(dates)) if dates else (None, None)
    out: dict[str, list[float]] = {}
    for a, v in figures.items():
        art = articles.get(a)
        d = _date(art.published if art else None)
        rs = reports_by_article.get(a, ())
        out[a] = [
            math.log1p(v),
            1.0 if v == min(values) else 0.0,
            1.0 if v == max(values) else 0.0,
            float(n),
            (sum(1 for w in values if w == v) - 1) / max(n - 1, 1),
            sum(1 for w in values if w > v) / max(n - 1, 1),
            sum(1 for w in values if w < v) / max(n - 1, 1),
            float((d - first).days) if d and first else -1.0,
            float((last - d).days) if d and last else -1.0,
            float(len(rs)),
            1.0 if any(r.evidence.field == "title" for r in rs) else 0.0,
            1.0 if v == 0 else 0.0,
            1.0 if v == 1 else 0.0,
            len(art.text) / 1000.0 if art else 0.0,
        ]
    return out


def partial_sources(
    figures: Mapping[str, int],
    *,
    kind: str,
    articles: Mapping[str, Article],
    reports_by_article: Mapping[str, Sequence[CountReport]],
) -> frozenset[str]:
    """Sources whose figure the gate finds more likely wrong than right for the event.

    Args:
        figures: article id -> the source's (precise, credible) figure.
        kind: "killed" or "injured".
        articles: the event's articles (publication dates, text lengths).
        reports_by_article: each source's reports of this kind.

    Returns:
        The article ids to set aside; never all of them (the best-scored source stays),
        and none with fewer than two sources or without a shipped gate model.
    """
    model = _model(f"gate_{kind}")
    if model is None or len(figures) < 2:
        return frozenset()
    feats = gate_features(figures, articles=articles, reports_by_article=reports_by_article)
    out = set_aside({a: _score(model, f) for a, f in feats.items()}, figures)
    return frozenset(
        a
        for a in out
        if _other_day_differs(a, figures, articles)
        and not (a in articles and states_revision(articles[a]))
        and not _latest_highest(a, figures, articles)
        and not _whole_toll(a, figures, reports_by_article)
        and not _near_another(a, figures)
        and not (kind == "injured" and a in articles and _tells_hurt_died(articles[a]))
    )


def set_aside(scores: Mapping[str, float], figures: Mapping[str, int]) -> frozenset[str]:
    """The sources to set aside given the gate's log-odds ``scores``.

    Below :data:`GATE_THRESHOLD`, except a figure that more sources give than any other
    (several sources agreeing are no partial count: the Kerman bombing's toll was revised
    down from "at least 95" to the 84 two later reports agree on), and never every source
    (the best-scored stays).
    """
    cut = math.log(GATE_THRESHOLD / (1 - GATE_THRESHOLD))
    support = Counter(figures.values())
    top_support = max(support.values(), default=0)
    agreed = {v for v, n in support.items() if n >= 2 and n == top_support} if list(support.values()).count(top_support) == 1 else set()
    out = {a for a, sc in scores.items() if sc < cut and figures[a] not in agreed}
    if out and len(out) == len(scores):
        top = max(scores.values())
        out = {a for a, sc in scores.items() if sc < top}
    return frozenset(out)
