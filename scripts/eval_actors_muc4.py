"""Score crosswire.extract.actors on MUC-4 perpetrator organisations (DEV by default).

    .venv/bin/python scripts/eval_actors_muc4.py [--limit 200]

Gold per document: the union of ``PERP: ORGANIZATION ID`` fillers of its templates (each
filler = alternatives separated by " / "; "-" / "*" = none; a leading "?" marks it optional
and is dropped). A predicted actor is right when it equals, case-insensitively, any
alternative of a gold filler (each filler counted once); precision/recall/F1 are micro over
documents. Stance accuracy on matched: CLAIMED OR ADMITTED -> claimed; SUSPECTED OR ACCUSED
(BY AUTHORITIES), POSSIBLE -> suspected or blamed; REPORTED AS FACT -> anything but denied.

Upper-case wire copy goes through the learned scorer (crosswire.extract.perp_model), which
was trained on DEV: figures here are in-sample. The honest dev figure is the nested
cross-validation printed by scripts/train_perp_model.py.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from pathlib import Path

from crosswire.extract import actors
from crosswire.model import Article
from crosswire.nlp import ParsedArticle

ROOT = Path(__file__).resolve().parent.parent


def gold_fillers(doc: dict) -> list[tuple[set[str], str]]:
    out: dict[frozenset[str], str] = {}
    for t in doc["templates"]:
        confs = t.get("PERP: ORGANIZATION CONFIDENCE", []) or []
        for f in t.get("PERP: ORGANIZATION ID", []) or []:
            # the confidence entry that names this filler ('CLAIMED OR ADMITTED: "MRTA"')
            conf = next((c for c in confs if f.strip().lstrip("?").strip() in c), " ".join(confs))
            quoted = re.findall(r'"((?:[^"\\]|\\.)*)"', f)
            raw = quoted if quoted else f.split("/")
            alts = {a.replace('\\"', '"').strip().lstrip("?").strip().lower() for a in raw}
            alts -= {"-", "*", ""}
            if alts:
                out.setdefault(frozenset(alts), conf)
    return [(set(k), v) for k, v in out.items()]


def ok_stance(stance: str, conf: str) -> bool:
    if "CLAIMED" in conf:
        return stance == "claimed"
    if "SUSPECTED" in conf or "POSSIBLE" in conf:
        return stance in ("suspected", "blamed")
    return stance != "denied"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=200)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    path = ROOT.parent / "shared/corpora/muc4/muc4_templates.jsonl.gz"
    with gzip.open(path, "rt") as fh:
        docs = [json.loads(x) for x in fh]
    docs = [d for d in docs if d["split"] == "DEV"][: args.limit]
    tp = fp = fn = st_ok = 0
    for d in docs:
        gold = gold_fillers(d)
        pa = ParsedArticle(Article(id=d["docid"], text=d["text"]))
        preds: dict[str, str] = {}
        for a in actors.extract(pa):
            if a.stance != "denied":
                preds.setdefault(a.name.lower(), a.stance)
        used: set[int] = set()
        for name, stance in preds.items():
            hit = next((i for i, (alts, _) in enumerate(gold) if i not in used and name in alts), None)
            if hit is None:
                fp += 1
                if args.verbose:
                    print("FP", d["docid"], name)
            else:
                used.add(hit)
                tp += 1
                st_ok += ok_stance(stance, gold[hit][1])
        for i, (alts, _) in enumerate(gold):
            if i not in used:
                fn += 1
                if args.verbose:
                    print("FN", d["docid"], sorted(alts))
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    print(f"docs={len(docs)} gold={tp + fn} pred={tp + fp} P={p:.3f} R={r:.3f} F1={f:.3f} stance_acc={st_ok / tp if tp else 0:.3f}")


if __name__ == "__main__":
    main()
