"""Score crosswire.extract.quotes on PolNeAR direct quotations (dev by default).

    .venv/bin/python scripts/eval_quotes_polnear.py [--split dev] [--limit N]

Gold: attributions whose Content starts at (or right after) a quotation mark; one annotator
per document (the first .ann file in name order). A prediction is right when its span overlaps
a gold direct-quote Content and ``speaker_matches`` holds (precision over predictions); a gold
is found when some right prediction overlaps it (recall over golds).
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from crosswire.extract import quotes
from crosswire.model import Article
from crosswire.nlp import ParsedArticle
from crosswire.speakers import speaker_matches

ROOT = Path(__file__).resolve().parent.parent


def gold_direct(ann: Path, text: str, *, direct_only: bool = True) -> list[tuple[int, int, str, int]]:
    spans: dict[str, tuple[str, list[tuple[int, int]], str]] = {}
    out = []
    for line in ann.read_text(encoding="utf-8").splitlines():
        if line.startswith("T"):
            tid, mid, s = line.split("\t")
            lab, rng = mid.split(" ", 1)
            segs = [tuple(map(int, x.split())) for x in rng.split(";")]
            spans[tid] = (lab, segs, s)
        elif line.startswith("E"):
            parts = dict(p.split(":") for p in line.split("\t")[1].split())
            c = spans.get(parts.get("Content", ""))
            src = spans.get(parts.get("Source", ""))
            if not c or not src:
                continue
            s0, e0 = c[1][0][0], c[1][-1][1]
            if not direct_only or re.search(r"[\"“]", text[max(0, s0 - 1) : s0 + 1]):
                out.append((s0, e0, src[2], src[1][0][0]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", default="dev")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    base = ROOT.parent / "shared/corpora/polnear" / args.split
    seen: set[str] = set()
    tp = fp = fn = 0
    ptp = tp_extra = 0
    ntp = nfn = 0
    docs = 0
    for ann in sorted((base / "attributions").glob("*.ann")):
        stem = ann.stem.rsplit("_", 1)[0]
        if stem in seen:
            continue
        seen.add(stem)
        docs += 1
        if args.limit and docs > args.limit:
            break
        text = (base / "text" / f"{stem}.txt").read_text(encoding="utf-8")
        gold = gold_direct(ann, text)
        # Precision is judged against every gold attribution: a quoted piece inside a
        # Content that does not itself open with a mark ('X said that the "..."') is right.
        gold_any = gold_direct(ann, text, direct_only=False)
        pa = ParsedArticle(Article(id=stem, text=text))
        preds = quotes.extract(pa)
        used: set[int] = set()
        for q in preds:
            hit = None
            for gi, (gs, ge, src, sst) in enumerate(gold):
                # a gold Content may hold several quoted pieces ("'A,' X said. 'B.'"): every
                # piece that overlaps it with the right speaker is right; recall counts golds.
                if not (q.evidence.start < ge and gs < q.evidence.end):
                    continue
                if speaker_matches(q.speaker or "", src, text=text, gold_start=sst):
                    hit = gi
                    break
            if hit is None:
                hit_any = any(
                    q.evidence.start < ge and gs < q.evidence.end
                    and speaker_matches(q.speaker or "", src, text=text, gold_start=sst)
                    for gs, ge, src, sst in gold_any
                )
                if hit_any:
                    tp_extra += 1
                    continue
                fp += 1
                if args.verbose:
                    ov = [g for g in gold if q.evidence.start < g[1] and g[0] < q.evidence.end]
                    print("FP", repr(q.speaker), "|", q.text[:60], "| gold:", [g[2] for g in ov])
            else:
                used.add(hit)
                ptp += 1
        for gi, g in enumerate(gold):
            if gi in used:
                tp += 1
            else:
                fn += 1
                if args.verbose:
                    print("FN", repr(g[2]), "|", text[g[0] : g[1]][:70].replace("\n", " "))
        # named Sources only (gold Source not a pronoun)
        for gi, g in enumerate(gold):
            if g[2].strip().lower() in {"he", "she", "i", "we", "they", "it", "him", "her"}:
                continue
            if gi in used:
                ntp += 1
            else:
                nfn += 1
    npred = ptp + tp_extra + fp
    p = (ptp + tp_extra) / npred if npred else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    nr = ntp / (ntp + nfn) if ntp + nfn else 0.0
    print(f"docs={min(docs, args.limit or docs)} gold={tp + fn} pred={npred} P={p:.3f} R={r:.3f} F1={f:.3f} recall_named={nr:.3f}")


if __name__ == "__main__":
    main()
