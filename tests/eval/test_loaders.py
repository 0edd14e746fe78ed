"""Corpus loaders on the real dev splits (skip without ../shared/corpora)."""

from __future__ import annotations

import pytest

from crosswire.eval import ecbplus, gva, muc4, polnear


@pytest.mark.corpus
def test_gva_loader_is_deterministic(corpora):
    a = gva.load(corpora, "dev", limit=5)
    assert [i.id for i in a] == [i.id for i in gva.load(corpora, "dev", limit=5)]
    assert all(i.date and i.articles for i in a)
    assert all(art.published for i in a for art in i.articles)


@pytest.mark.corpus
def test_muc4_splits(corpora):
    dev = muc4.load(corpora, "dev", limit=20)
    assert all(d.article.id.startswith("DEV") for d in dev)
    test = muc4.load(corpora, "test", limit=400)
    assert len(test) == 200 and {d.article.id.split("-")[0] for d in test} == {"TST3", "TST4"}


@pytest.mark.corpus
def test_polnear_one_annotation_per_document(corpora):
    docs = polnear.load(corpora, "dev")
    assert len(docs) == len({d.article.id for d in docs}) == 84
    direct = [a for d in docs for a in d.attributions if a.direct]
    assert len(direct) > 300
    # Gold content spans point into the text.
    d = docs[0]
    assert all(0 <= s.start < s.end <= len(d.article.text) for a in d.attributions for s in a.content)


@pytest.mark.corpus
def test_ecbplus_split_topics(corpora):
    dev = ecbplus.load(corpora, "dev")
    test = ecbplus.load(corpora, "test")
    assert len(dev) + len(test) == 982
    assert {d.cluster.split("_")[0] for d in test} <= {str(t) for t in range(36, 46)}
