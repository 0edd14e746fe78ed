"""Build ``src/crosswire/data/common_words.txt``: frequent English words usually written in
lower case, for truecasing upper-case wire copy (``crosswire.lexicon``).

Run once at build time (not at run time) with ``wordfreq`` installed in any environment:

    python -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1
    /tmp/wf/bin/python scripts/build_common_words.py [--corpus ../shared/corpora/polnear/train/text]

Sources and rules:
* candidates: the ``TOP_N`` most frequent English words of ``wordfreq`` (case-folded);
* case evidence: mid-sentence occurrences in cased news text (PolNeAR *train* split, 2016 US
  news): a word is kept when at least ``LOWER_SHARE`` of its mid-sentence occurrences are
  lower case (so "said", "bomb" stay; "Washington", "Trump", "Iran" go);
* without enough cased evidence, a system word list (``/usr/share/dict/words``, Debian
  ``wamerican``) decides: kept when only its lower-case form is listed (names are listed
  capitalised; a word listed both ways, "Lima"/"lima", keeps its capital).
The output holds words only (no corpus text).
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from wordfreq import top_n_list

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "crosswire" / "data" / "common_words.txt"
# 60k wordfreq words covers ~98 % of news tokens; rarer words are names more often than not.
TOP_N = 60000
# A word is "usually lower-case" when at least this share of mid-sentence uses are lower case.
LOWER_SHARE = 0.5
# Fewer mid-sentence occurrences than this is not evidence; fall back to the dictionary.
MIN_EVIDENCE = 3

_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")


def cased_counts(corpus: Path) -> tuple[Counter[str], Counter[str]]:
    lower: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for path in sorted(corpus.glob("*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for m in _WORD.finditer(text):
            before = text[max(0, m.start() - 2) : m.start()]
            # mid-sentence only: preceded by a space after a letter/comma (not ". " or a quote)
            if not re.fullmatch(r"[a-z,;] ", before):
                continue
            w = m.group()
            key = w.lower()
            total[key] += 1
            if w == key:
                lower[key] += 1
    return lower, total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/corpora/polnear/train/text")
    ap.add_argument("--dict", type=Path, default=Path("/usr/share/dict/words"))
    args = ap.parse_args()
    dict_words = set(args.dict.read_text(encoding="utf-8", errors="replace").split())
    lower, total = cased_counts(args.corpus)
    keep: list[str] = []
    for w in top_n_list("en", TOP_N):
        if not _WORD.fullmatch(w) or len(w) < 1:
            continue
        if total[w] >= MIN_EVIDENCE:
            if lower[w] / total[w] >= LOWER_SHARE:
                keep.append(w)
            continue
        cap = w[:1].upper() + w[1:]
        if w in dict_words and cap not in dict_words:
            keep.append(w)
    keep.extend(x for x in ("a", "i") if x not in keep)  # wordfreq folds "I"; "i" is handled apart
    keep = sorted(set(keep) - {"i"})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        "# Frequent English words usually written lower case; built by scripts/build_common_words.py\n"
        + "\n".join(keep)
        + "\n",
        encoding="utf-8",
    )
    print(f"{len(keep)} words -> {OUT}")


if __name__ == "__main__":
    main()
