"""MUC-4: perpetrator organisations and their stance, incident type, and deaths, per
document, against the official answer-key templates.

How the answer keys are read (see docs/EVALUATION.md for the metric definitions):

- A document's *relevant* templates are the templates it has (documents with no relevant
  incident have none). A template whose ``MESSAGE: TEMPLATE`` says ``(OPTIONAL)`` is
  optional: its fillers may be found (a match is correct) but are not required (missing
  them costs no recall), as in the MUC-4 scorer.
- A slot is a list of fillers; ``"-"`` and ``"*"`` mean empty. Within a filler, ``" / "``
  separates alternative strings of the same entity (``"FMLN" / "FARABUNDO MARTI NATIONAL
  LIBERATION FRONT"``), each in double quotes; a leading ``?`` marks the coders' doubt and is
  ignored.
- ``PERP: ORGANIZATION CONFIDENCE`` fillers are ``LABEL: alternatives`` and name the
  organisation they qualify.
- ``HUM TGT: NUMBER`` fillers are ``N: "DESCRIPTION"`` and ``HUM TGT: EFFECT OF INCIDENT``
  fillers ``EFFECT: "DESCRIPTION"``; they are joined on the description.
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
import re
from collections.abc import Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crosswire.eval import baseline
from crosswire.eval.corpora import corpus_path, extract_many, extractor_for, reconciler
from crosswire.eval.metrics import accuracy, prf
from crosswire.extract import count_chooser
from crosswire.model import Article, Extraction

SPLITS: dict[str, tuple[str, ...]] = {"dev": ("DEV",), "test": ("TST3", "TST4")}
EMPTY = frozenset({"-", "*", ""})

# MUC-4 INCIDENT: TYPE -> the crosswire event types (model.EVENT_TYPES) counted as right.
# MUC's ATTACK covers shootings, murders and assassinations alike (MUC-4 task definition),
# so both crosswire types are accepted; robbery and forced work stoppage have no type of
# their own in crosswire's taxonomy.
INCIDENT_TYPE_MAP: dict[str, frozenset[str]] = {
    "ATTACK": frozenset({"armed assault/shooting", "assassination"}),
    "BOMBING": frozenset({"bombing/explosion"}),
    "KIDNAPPING": frozenset({"kidnapping"}),
    "ARSON": frozenset({"arson"}),
    "ROBBERY": frozenset({"other"}),
    "FORCED WORK STOPPAGE": frozenset({"other"}),
}

# PERP: ORGANIZATION CONFIDENCE -> crosswire stances counted as right.
STANCE_MAP: dict[str, frozenset[str]] = {
    "CLAIMED OR ADMITTED": frozenset({"claimed"}),
    "SUSPECTED OR ACCUSED": frozenset({"suspected", "blamed"}),
    "SUSPECTED OR ACCUSED BY AUTHORITIES": frozenset({"suspected", "blamed"}),
    "POSSIBLE": frozenset({"suspected", "blamed"}),
    "REPORTED AS FACT": frozenset({"claimed", "suspected", "blamed"}),
}

_MONTHS = {m: i + 1 for i, m in enumerate(["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"])}
_DATELINE = re.compile(r"\b(\d{1,2}) (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) (\d{2})\b")

# The extractions this corpus's metrics read; the other extractors are skipped.
FIELDS: tuple[str, ...] = ("actors", "event_types", "counts")


@dataclass(frozen=True, slots=True)
class OrgFiller:
    """One gold perpetrator organisation: its alternative strings (normalised)."""

    alternatives: frozenset[str]
    # Confidence labels; several when the coders gave alternatives ("REPORTED AS FACT /
    # SUSPECTED OR ACCUSED"): a stance fitting any of them is right.
    confidence: tuple[str, ...]
    required: bool


@dataclass(frozen=True, slots=True)
class MucDoc:
    article: Article
    orgs: tuple[OrgFiller, ...]
    incident_types: tuple[str, ...] | None  # alternatives of the first relevant template's type
    deaths: int | None  # None when the document does not count for deaths_exact
    n_templates: int


def norm_name(s: str) -> str:
    """Normalise an organisation string for matching: case, spaces, quotes, a leading "the"."""
    s = re.sub(r"\s+", " ", s.replace('"', " ")).strip(" .,;:'").casefold()
    return re.sub(r"^the ", "", s)


def split_alternatives(filler: str) -> list[str]:
    """``'? "FMLN" / "FARABUNDO MARTI..."'`` -> ``['FMLN', 'FARABUNDO MARTI...']``.

    Quotes escaped inside a string (``"\\"9 MAY\\" PEOPLE'S LIBERATION FORCES"``) belong to
    the name: splitting at them made junk alternatives ("\\") that merged unrelated fillers.
    """
    quoted = [q.replace('\\"', '"') for q in re.findall(r'"((?:[^"\\]|\\.)*)"', filler)]
    parts = quoted or [p.strip().lstrip("?").strip() for p in filler.split("/")]
    return [p.strip() for p in parts if p.strip()]


def _label_and_rest(filler: str) -> tuple[str, str]:
    """``'REPORTED AS FACT: "FMLN"'`` -> ``('REPORTED AS FACT', '"FMLN"')``."""
    label, _, rest = filler.partition(":")
    return label.strip().lstrip("?").strip(), rest.strip()


def is_optional(template: Mapping[str, list[str]]) -> bool:
    return any("OPTIONAL" in v for v in template.get("MESSAGE: TEMPLATE", []))


def gold_orgs(templates: Sequence[Mapping[str, list[str]]]) -> tuple[OrgFiller, ...]:
    """Distinct perpetrator organisations; fillers sharing any alternative are one entity
    (each gold filler is counted once even when several templates name it)."""
    merged: list[tuple[set[str], tuple[str, ...], bool]] = []
    for t in templates:
        conf: dict[str, tuple[str, ...]] = {}
        for c in t.get("PERP: ORGANIZATION CONFIDENCE", []):
            if c.strip() in EMPTY:
                continue
            label, rest = _label_and_rest(c)
            labels = tuple(x.strip(" ()?") for x in label.split("/") if x.strip(" ()?"))
            for alt in split_alternatives(rest):
                conf[norm_name(alt)] = labels
        required = not is_optional(t)
        for f in t.get("PERP: ORGANIZATION ID", []):
            if f.strip() in EMPTY:
                continue
            alts = {norm_name(a) for a in split_alternatives(f)} - {""}
            if not alts:
                continue
            labels_of = next((conf[a] for a in sorted(alts) if a in conf), ())
            for i, (known, known_labels, known_required) in enumerate(merged):
                if known & alts:
                    merged[i] = (known | alts, known_labels or labels_of, known_required or required)
                    break
            else:
                merged.append((set(alts), labels_of, required))
    return tuple(OrgFiller(frozenset(a), c, r) for a, c, r in merged)


def _description(filler: str) -> str:
    return norm_name(" ".join(re.findall(r'"([^"]*)"', filler)))


def gold_deaths(templates: Sequence[Mapping[str, list[str]]]) -> int | None:
    """Deaths stated as numbers in the required templates, or None when the document does
    not count: it counts when at least one HUM TGT filler has the effect DEATH (alone, doubt
    mark ignored) and every such filler's HUM TGT: NUMBER is a plain integer."""
    total, seen = 0, False
    for t in templates:
        if is_optional(t):
            continue
        numbers: dict[str, str] = {}
        for n in t.get("HUM TGT: NUMBER", []):
            label, rest = _label_and_rest(n)
            numbers[_description(rest)] = label
        for e in t.get("HUM TGT: EFFECT OF INCIDENT", []):
            label, rest = _label_and_rest(e)
            if label != "DEATH":
                continue
            seen = True
            num = numbers.get(_description(rest), "")
            if not num.isdigit():
                return None
            total += int(num)
    return total if seen else None


def _published(text: str) -> str | None:
    m = _DATELINE.search(text[:200])
    if not m:
        return None
    day, mon, yy = int(m.group(1)), _MONTHS[m.group(2)], int(m.group(3))
    try:
        return dt.date(1900 + yy, mon, day).isoformat()
    except ValueError:
        return None


def load(root: Path, split: str, *, limit: int | None = None) -> list[MucDoc]:
    """Documents of ``split`` (dev = DEV, test = TST3+TST4) in file order; the first ``limit``."""
    wanted = SPLITS[split]
    out: list[MucDoc] = []
    with gzip.open(corpus_path(root, "muc4"), "rt", encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec["split"] not in wanted:
                continue
            temps = rec.get("templates") or []
            required = [t for t in temps if not is_optional(t)]
            first = (required or temps or [None])[0]
            types = None
            if first is not None:
                types = tuple(a.strip() for v in first.get("INCIDENT: TYPE", []) for a in v.split("/") if a.strip() not in EMPTY)
            out.append(
                MucDoc(
                    article=Article(id=rec["docid"], text=rec["text"], published=_published(rec["text"])),
                    orgs=gold_orgs(temps),
                    incident_types=types or None,
                    deaths=gold_deaths(temps),
                    n_templates=len(temps),
                )
            )
            if limit is not None and len(out) >= limit:
                break
    return out


def predicted_orgs(x: Extraction) -> dict[str, str]:
    """Normalised actor name -> stance of its first mention, over non-denied stances."""
    out: dict[str, str] = {}
    for a in x.actors:
        if a.stance == "denied":
            continue
        out.setdefault(norm_name(a.name), a.stance)
    out.pop("", None)
    return out


def score_orgs(docs: Sequence[MucDoc], xs: Mapping[str, Extraction]) -> dict[str, float]:
    """Micro-averaged perpetrator-organisation P/R/F1 and stance accuracy."""
    return score_predicted(docs, [predicted_orgs(xs[d.article.id]) for d in docs])


def score_predicted(docs: Sequence[MucDoc], predicted: Sequence[Mapping[str, str]]) -> dict[str, float]:
    """:func:`score_orgs` over given predictions: per document, normalised name -> stance."""
    n_pred = tp_pred = n_gold = tp_gold = 0
    stance_flags: list[bool] = []
    for d, pred in zip(docs, predicted, strict=True):
        n_pred += len(pred)
        n_gold += sum(1 for o in d.orgs if o.required)
        found: set[int] = set()
        for name, stance in pred.items():
            hit = next((i for i, o in enumerate(d.orgs) if name in o.alternatives), None)
            if hit is None or hit in found:
                continue  # a second name for a filler already found is a wrong prediction
            tp_pred += 1
            found.add(hit)
            labels = [c for c in d.orgs[hit].confidence if c in STANCE_MAP]
            if labels:
                stance_flags.append(any(stance in STANCE_MAP[c] for c in labels))
        tp_gold += sum(1 for i in found if d.orgs[i].required)
    p, r, f = prf(tp_pred, n_pred, tp_gold, n_gold)
    return {
        "perp_org_precision": p, "perp_org_recall": r, "perp_org_f1": f,
        "stance_accuracy": accuracy(stance_flags), "n_stance": len(stance_flags),
        "n_gold_orgs": n_gold,
    }


def evaluate(
    root: Path,
    *,
    split: str,
    limit: int | None = None,
    system: str = "crosswire",
    policy: str = "conservative",
    jobs: int = 1,
    **_: Any,
) -> dict[str, Any]:
    """Score ``system`` and the regex baseline on MUC-4 ``split``."""
    docs = load(root, split, limit=limit)
    articles = [d.article for d in docs]
    reconcile, real = reconciler()
    regex_x = extract_many(articles, baseline.regex_extract)
    main_x = extract_many(articles, extractor_for(FIELDS), jobs=jobs) if system == "crosswire" else regex_x

    def records(xs: Mapping[str, Extraction]) -> dict[str, Any]:
        # The regex baseline is reconciled without crosswire's learned count models.
        with count_chooser.models_disabled() if xs is regex_x else nullcontext():
            return {d.article.id: reconcile([d.article], [xs[d.article.id]], policy=policy) for d in docs}

    def deaths(recs: Mapping[str, Any]) -> dict[str, float]:
        counted = [d for d in docs if d.deaths is not None]
        return {
            "deaths_exact": accuracy((recs[d.article.id].fatalities.best or 0) == d.deaths for d in counted),
            "n_deaths": len(counted),
        }

    typed = [d for d in docs if d.incident_types]

    def score(xs: Mapping[str, Extraction]) -> dict[str, Any]:
        recs = records(xs)
        out: dict[str, Any] = {}
        out.update(score_orgs(docs, xs))
        out["incident_type_accuracy"] = accuracy(
            any(recs[d.article.id].event_type.value in INCIDENT_TYPE_MAP.get(t, frozenset()) for t in d.incident_types or ())
            for d in typed
        )
        out["n_typed"] = len(typed)
        out.update(deaths(recs))
        return out

    result = score(main_x)
    result["n"] = len(docs)
    result["baseline"] = {k: v for k, v in score(regex_x).items() if not k.startswith("n_")}
    result["peers"] = {}
    if not real:
        result["reconcile"] = "stand-in"
    return result
