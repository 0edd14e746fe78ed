"""GVA (SemEval-2018 Task 5): per-incident killed / injured / date / place after
reconciliation, and B-cubed of article grouping.

Gold: the Gun Violence Archive record of each incident. A reconciled ``fatalities.best`` of
None (no figure found) counts as 0, because GVA records 0 killed for incidents with no
deaths and a reader of our output would read "no figure" as "none reported".
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
import logging
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crosswire.eval import baseline, peers
from crosswire.eval.corpora import corpus_path, extract_many, extractor_for, reconciler
from crosswire.eval.metrics import accuracy, bcubed, groups_to_labels
from crosswire.extract import count_chooser
from crosswire.model import Article, EventRecord, Extraction
from crosswire.outlets import apply_homes

log = logging.getLogger(__name__)

GVA_DATE_FORMAT = "%B %d, %Y"  # "January 27, 2014"
METRICS = (
    "killed_exact",
    "injured_exact",
    "killed_exact_nonzero",
    "date_exact",
    "city_match",
    "city_match_folded",
    "state_match",
)

# Grouping baseline reported beside --grouping system: TF-IDF cosine, average-linkage
# agglomerative clustering stopping at this cosine distance. Tuned on dev (all 3,796
# articles): 0.60 -> B-cubed F1 0.793, 0.70 -> 0.834, 0.75 -> 0.839 (P 0.865, R 0.815).
TFIDF_DISTANCE_THRESHOLD = 0.75

# The extractions this corpus's metrics read; the other extractors are skipped.
FIELDS: tuple[str, ...] = ("counts", "dates", "places", "event_types")


@dataclass(frozen=True, slots=True)
class Incident:
    """One GVA incident: its gold record and its articles (in corpus order)."""

    id: str
    date: str | None  # YYYY-MM-DD
    state: str
    city: str
    killed: int
    injured: int
    articles: tuple[Article, ...]


def parse_gva_date(text: str) -> str | None:
    """``"January 27, 2014"`` -> ``"2014-01-27"``; None when it does not parse."""
    try:
        return dt.datetime.strptime(text.strip(), GVA_DATE_FORMAT).date().isoformat()
    except (ValueError, AttributeError):
        return None


def load(root: Path, split: str, *, limit: int | None = None) -> list[Incident]:
    """Incidents of ``split`` ("dev"/"test") with a GVA record, in corpus-file order; the
    first ``limit``."""
    out: list[Incident] = []
    with gzip.open(corpus_path(root, "gva"), "rt", encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec["split"] != split:
                continue
            g = rec.get("gva")
            if not g:
                # 241 incidents (about 7 %) have no GVA record, so no gold to score: left out,
                # with their articles, before --limit is applied.
                continue
            arts = tuple(
                Article(
                    id=d["doc_id"], text=d["text"], title=d.get("title"), url=d.get("url"),
                    published=d.get("dct"),
                )
                for d in rec["docs"]
            )
            out.append(
                Incident(
                    id=str(rec["incident_id"]), date=parse_gva_date(g.get("date", "")),
                    state=(g.get("state") or "").strip(), city=(g.get("city_or_county") or "").strip(),
                    killed=int(g.get("num_killed") or 0), injured=int(g.get("num_injured") or 0),
                    articles=arts,
                )
            )
            if limit is not None and len(out) >= limit:
                break
    return out


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


def city_matches(predicted: str | None, gold: str) -> bool:
    """Case/whitespace-insensitive equality with GVA's city, or with the part before its
    parenthesis ("Cartersville (Euharlee)" -> "Cartersville")."""
    if not predicted or not gold:
        return False
    p = _norm(predicted)
    return p == _norm(gold) or p == _norm(gold.split("(")[0])


def city_matches_folded(predicted: str | None, gold: str) -> bool:
    """:func:`city_matches` after folding spelling variants both sides may use: accents,
    hyphens, "St."/"Saint" (GeoNames "Winston-Salem", GVA "Winston Salem"), and GVA's
    "Fayette (county)" for a place named "Fayette County". Reported beside the strict
    figure, never instead of it."""
    if not predicted or not gold:
        return False
    from crosswire.geo import fold

    g = re.sub(r"\s*\(county\)\s*$", " county", gold.strip(), flags=re.IGNORECASE)
    p = fold(predicted)
    return p in (fold(g), fold(g.split("(")[0]))


def state_matches(predicted: str | None, gold: str) -> bool:
    """Case/whitespace-insensitive equality of admin1 with GVA's state."""
    return bool(predicted) and bool(gold) and _norm(predicted or "") == _norm(gold)


def score_incident(inc: Incident, rec: EventRecord | None) -> dict[str, bool | None]:
    """Per-incident flags; ``killed_exact_nonzero`` is None for incidents with 0 killed."""
    if rec is None:
        killed = injured = 0
        date = None
        loc: Mapping[str, Any] | None = None
    else:
        killed = rec.fatalities.best or 0
        injured = rec.injuries.best or 0
        date = rec.date.value
        loc = rec.location.value if isinstance(rec.location.value, Mapping) else None
    return {
        "killed_exact": killed == inc.killed,
        "injured_exact": injured == inc.injured,
        "killed_exact_nonzero": (killed == inc.killed) if inc.killed > 0 else None,
        "date_exact": date is not None and date == inc.date,
        "city_match": city_matches(loc.get("name") if loc else None, inc.city),
        "city_match_folded": city_matches_folded(loc.get("name") if loc else None, inc.city),
        "state_match": state_matches(loc.get("admin1") if loc else None, inc.state),
    }


def aggregate(flags: Sequence[Mapping[str, bool | None]], metrics: Sequence[str] = METRICS) -> dict[str, float]:
    """Mean of each flag over the incidents where it is defined (not None)."""
    return {m: accuracy(f[m] for f in flags if f.get(m) is not None) for m in metrics}


def match_incidents(incidents: Sequence[Incident], groups: Sequence[Sequence[str]]) -> dict[str, int | None]:
    """Each gold incident -> index of the system group holding most of its articles.

    Ties go to the lowest group index (groups come sorted, so this is deterministic); an
    incident none of whose articles is grouped maps to None.
    """
    label = groups_to_labels(groups)
    out: dict[str, int | None] = {}
    for inc in incidents:
        c = Counter(label[a.id] for a in inc.articles if a.id in label)
        out[inc.id] = min(c, key=lambda g: (-c[g], g)) if c else None
    return out


def _records(
    incidents: Sequence[Incident],
    extractions: Mapping[str, Extraction],
    *,
    groups: Sequence[Sequence[str]] | None,
    reconcile: Callable[..., Any],
    policy: str,
) -> list[EventRecord | None]:
    """The reconciled record scored for each incident (gold grouping when ``groups`` is None)."""
    if groups is None:
        return [
            reconcile(list(inc.articles), [extractions[a.id] for a in inc.articles], policy=policy)
            for inc in incidents
        ]
    by_id = {a.id: a for inc in incidents for a in inc.articles}
    matched = match_incidents(incidents, groups)
    cache: dict[int, EventRecord] = {}
    out: list[EventRecord | None] = []
    for inc in incidents:
        gi = matched[inc.id]
        if gi is None:
            out.append(None)
            continue
        if gi not in cache:
            arts = [by_id[i] for i in groups[gi] if i in by_id]
            cache[gi] = reconcile(arts, [extractions[a.id] for a in arts], policy=policy)
        out.append(cache[gi])
    return out


def evaluate(
    root: Path,
    *,
    split: str,
    limit: int | None = None,
    system: str = "crosswire",
    grouping: str = "gold",
    policy: str = "conservative",
    jobs: int = 1,
    with_peers: bool = True,
) -> dict[str, Any]:
    """Score ``system`` (and the regex baseline, and peers) on the GVA ``split``."""
    incidents = load(root, split, limit=limit)
    articles = [a for inc in incidents for a in inc.articles]
    reconcile, real = reconciler()
    regex_x = extract_many(articles, baseline.regex_extract)
    cw_x = extract_many(articles, extractor_for(FIELDS), jobs=jobs) if system == "crosswire" or grouping == "system" else regex_x
    if system == "crosswire" or grouping == "system":
        cw_x = apply_homes(articles, cw_x)
    main_x = cw_x if system == "crosswire" else regex_x

    groups = None
    result: dict[str, Any] = {}
    if grouping == "system":
        from crosswire.dedup import find_duplicates
        from crosswire.group import group_events

        groups = [tuple(g) for g in group_events(articles, cw_x, duplicates=find_duplicates(articles))]
        gold = {a.id: inc.id for inc in incidents for a in inc.articles}
        p, r, f = bcubed(gold, groups_to_labels(groups))
        result.update(b3_precision=p, b3_recall=r, b3_f1=f, n_system_events=len(groups))

    def score(x: Mapping[str, Extraction]) -> dict[str, float]:
        # The regex baseline is reconciled without crosswire's learned count models.
        with count_chooser.models_disabled() if x is regex_x else nullcontext():
            recs = _records(incidents, x, groups=groups, reconcile=reconcile, policy=policy)
        return aggregate([score_incident(inc, rec) for inc, rec in zip(incidents, recs, strict=True)])

    result.update(score(main_x))
    result["n"] = len(incidents)
    result["n_articles"] = len(articles)
    result["n_killed_nonzero"] = sum(1 for inc in incidents if inc.killed > 0)
    result["baseline"] = score(regex_x)
    if grouping == "system":
        from crosswire.eval.ecbplus import tfidf_groups

        base_groups = tfidf_groups(articles, threshold=TFIDF_DISTANCE_THRESHOLD)
        bp, br, bf = bcubed(gold, groups_to_labels(base_groups))
        result["baseline"].update(b3_precision=bp, b3_recall=br, b3_f1=bf)
    result["peers"] = peers.gva_peers(incidents) if with_peers else {}
    if not real:
        result["reconcile"] = "stand-in"
    return result
