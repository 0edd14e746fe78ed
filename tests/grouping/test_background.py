"""Background document frequencies: words common in news stay common, and a story's own words
stay rare, however small the batch."""

from __future__ import annotations

import numpy as np

from crosswire.grouping import index as gi
from crosswire.grouping.background import background_table, news_background
from crosswire.grouping.features import (
    LineSketch,
    count_matrices,
    head_texts,
    name_terms,
    term_columns,
    word_terms,
)
from crosswire.model import Article

# Leads of two ECB+ dev reports of Lindsay Lohan's check-in at the Betty Ford Center (topic 1,
# 1_17ecbplus and 1_19ecbplus) and one of Tara Reid's at Promises (1_17ecb).
LOHAN_A = (
    "Lindsay Lohan checks into rehab at Betty Ford Center\n"
    "Early Friday morning, around 1:30 a.m., the 26-year-old actress checked into the Betty "
    "Ford Center in Rancho Mirage, Calif., to begin a court-ordered 90-day rehab stint, her "
    "attorney Shawn Holley said."
)
LOHAN_B = (
    "Lindsay Lohan Checks Into Betty Ford Clinic, Rehires Attorney Shawn Holley\n"
    "The 26-year troubled starlet narrowly avoided jail by checking into the Betty Ford "
    "Clinic in Rancho Mirage, Calif., after fleeing a Newport Beach rehab facility."
)
REID = (
    "The good news is that Tara Reid is getting help, according to People Magazine, for "
    "boozing it up too much. Tara Reid has checked herself into Promises Treatment Center. "
    "We appreciate your respect to her and her family's privacy at this time, the actress's "
    "rep Jack Ketsoyan tells People."
)


def test_the_packaged_table_knows_common_news_words_and_not_a_story_s_own() -> None:
    words, names, docs = news_background()
    assert docs > 1000
    said, rehab = term_columns(["said", "rehab"])
    assert words[said] > docs / 2
    assert words[rehab] < 5
    (lohan,) = term_columns(["lohan"])
    assert names[lohan] == 0


def test_term_columns_are_the_columns_the_batch_counts_use() -> None:
    arts = [Article(id="a", text=LOHAN_A)]
    cw, cn, _ = count_matrices(arts, LineSketch())
    (text,) = head_texts(arts, LineSketch())
    assert set(term_columns(word_terms(text)).tolist()) == set(cw.indices.tolist())
    assert set(term_columns(name_terms(text)).tolist()) == set(cn.indices.tolist())


def test_background_table_keeps_terms_of_at_least_min_df_reports() -> None:
    t = background_table([{"said", "rehab"}, {"said"}], [{"lohan"}, set()], min_df=2, source="t")
    assert t["docs"] == 2
    assert t["words"] == {"said": 2}
    assert t["names"] == {}


def _pair_probability(*, background: bool) -> tuple[float, float]:
    idx = gi.EventIndex(background=background)
    arts = [
        Article(id="a", text=LOHAN_A),
        Article(id="b", text=LOHAN_B),
        Article(id="c", text=REID),
    ]
    idx.add(arts)
    p = idx.pair_probabilities(np.array([0, 0]), np.array([1, 2]))
    return float(p[0]), float(p[1])


def test_a_three_report_batch_still_joins_two_reports_of_one_check_in() -> None:
    # In a batch of three, "Betty", "Ford", "Lohan" are in two thirds of it and weigh little
    # by the batch alone; against the background they are as rare as they are in news.
    same_bg, other_bg = _pair_probability(background=True)
    same_alone, _ = _pair_probability(background=False)
    assert same_bg > same_alone
    assert same_bg >= gi.MERGE_THRESHOLD > other_bg
