"""Background document frequencies: how common a word is in news at large, not only in the
batch being grouped.

Grouping weighs words by IDF. Computed over the batch alone, IDF depends on what else the
batch holds: in a batch of a few stories, each story's own words ("earthquake", "Lohan",
"rehab") are in so large a share of the documents that they weigh like "said" or "police",
and two reports of one event look less alike than they would among a thousand other reports.
On ECB+ dev, grouping the 33 topics in one batch gave B-cubed recall 0.968, and grouping
them 8-9 topics a batch (the test split has 10) 0.919 (bench/fit_pair_model.py --topic-cv).

The background is a table of document frequencies of words and capitalised names in 3,599
news reports (the GVA dev reports, US local news of shootings; only words in at least
``MIN_DF`` of them), counted the way :func:`crosswire.grouping.features.count_matrices`
counts a batch. The index adds it to the batch's own counts, as if those reports were in
every batch: a word common in news stays common, and a story's own words stay rare in a
small batch. The table is written by ``bench/fit_pair_model.py --background``.
"""

from __future__ import annotations

import functools
import json
from importlib import resources

import numpy as np

from crosswire.grouping.features import N_FEATURES, term_columns

# The packaged table (crosswire/data/), written by bench/fit_pair_model.py --background.
BACKGROUND_FILE = "news_df.json"
# Words and names in fewer background reports than this are left out of the table: their
# background count is too small to move an IDF (1 to 4 in 3,599 reports), and the table stays
# small (6,805 words and 2,314 names at 5). On ECB+ dev topic folds grouped alone, B-cubed F1
# 0.9419 with every term, 0.9403 with those in at least 5 reports.
MIN_DF = 5


@functools.cache
def news_background() -> tuple[np.ndarray, np.ndarray, int]:
    """(word document frequencies, name document frequencies, number of reports) of the
    background, as hashed columns (see :func:`crosswire.grouping.features.term_columns`).

    The arrays are read-only and shared: callers add them to counts of their own.
    """
    raw = resources.files("crosswire").joinpath("data", BACKGROUND_FILE).read_text("utf-8")
    table = json.loads(raw)
    out = []
    for kind in ("words", "names"):
        df = np.zeros(N_FEATURES, dtype=np.int32)
        terms = sorted(table[kind])
        np.add.at(
            df, term_columns(terms), np.array([table[kind][t] for t in terms], dtype=np.int32)
        )
        df.flags.writeable = False
        out.append(df)
    return out[0], out[1], int(table["docs"])


def background_table(
    word_sets: list[set[str]], name_sets: list[set[str]], *, min_df: int = MIN_DF, source: str
) -> dict[str, object]:
    """The JSON table of :func:`news_background` from each report's word and name sets."""
    counts: dict[str, dict[str, int]] = {"words": {}, "names": {}}
    for kind, sets in (("words", word_sets), ("names", name_sets)):
        for terms in sets:
            for t in terms:
                counts[kind][t] = counts[kind].get(t, 0) + 1
    return {
        "source": source,
        "docs": len(word_sets),
        "min_df": min_df,
        "words": {t: n for t, n in sorted(counts["words"].items()) if n >= min_df},
        "names": {t: n for t, n in sorted(counts["names"].items()) if n >= min_df},
    }
