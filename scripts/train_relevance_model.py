"""A MUC-4 report relevance model: does the report have a template with a perpetrator organisation?

    .venv/bin/python scripts/train_relevance_model.py [--out /tmp/relevance_model.json]

An experiment, not shipped: scripts/train_perp_model.py --relevance feature|gate|both fits
it inside every fold of its nested cross-validation and found no gain (figures in that
script's docstring), so crosswire.extract.perp_model does not use it. ``--out`` writes the
model as a small JSON (term -> [idf, coefficient], intercept; 7,675 terms, about 230 kB)
that :func:`relevance_logit` replays in plain Python, in case a later feature set makes it
pay.

Label: the DEV report has a template with a perpetrator organisation (required or
optional: a name predicted in a report without one is a false positive). Features: TF-IDF
(sublinear TF, smoothed IDF, L2 norm) over the body's words and word pairs
(``perp_model.relevance_terms``) seen in at least MIN_DF reports; L2 logistic regression.
The functions here are also used by scripts/train_perp_model.py, which fits the model
inside every fold of its nested cross-validation (never on the fold it scores). Only DEV is
read.
"""

from __future__ import annotations

import argparse
import json
import math
import re
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import KFold, cross_val_predict

from crosswire.eval.corpora import find_corpora
from crosswire.eval.muc4 import MucDoc, load

# Terms in fewer DEV reports are dropped: 5-fold CV AUC on DEV (words + pairs, C 3) with
# min_df 3 / 10 was 0.783 / 0.781, and 10 keeps the model a quarter of the size.
MIN_DF = 10
# Inverse regularisation: CV AUC with C 1 / 3 / 10 was 0.776 / 0.781 / 0.775 (min_df 10).
C = 3.0
# Decimals shipped for IDF and coefficients (the replay stays within 1e-3 of scikit-learn's
# logit). Every term is shipped, even with a tiny weight: all of them enter the L2 norm.
DECIMALS = 5


# The relevance logit is clipped where it becomes a candidate feature, so one report's
# wording cannot swamp the candidate's own evidence (|logit| 4 is p 0.02 / 0.98).
LOGIT_CLIP = 4.0
# Also give the scorer the logit's products with the rules' verdict, the top-named flag and
# the perpetrator-noun flag (--products; the plain logit alone otherwise).
PRODUCTS = False
_TOKEN = re.compile(r"[a-z][a-z'\-]+")
_BODY_MARK = "[TEXT]"
_HEADER_CHARS = 400


def relevance_terms(text: str) -> list[str]:
    """The words and adjacent word pairs of a report's body (after its "[TEXT]" header
    mark), lower-cased."""
    k = text.find(_BODY_MARK, 0, _HEADER_CHARS)
    body = text[k + len(_BODY_MARK) :] if k >= 0 else text
    toks = _TOKEN.findall(body.lower())
    return toks + [a + " " + b for a, b in zip(toks, toks[1:], strict=False)]


def relevance_features(logit: float, features: dict[str, float]) -> dict[str, float]:
    """The features the report's relevance logit adds to a candidate with ``features``."""
    z = max(-LOGIT_CLIP, min(LOGIT_CLIP, logit))
    if not PRODUCTS:
        return {"doc_rel": z}
    return {
        "doc_rel": z,
        "drel_x_r_any": z * features.get("r_any", 0.0),
        "drel_x_top": z * features.get("top_freq", 0.0),
        "drel_x_perp_noun": z * float(features.get("perp_noun", 0.0) > 0),
    }


def relevance_logit(text: str, model: dict[str, Any]) -> float:
    """The exported model's log-odds in plain Python: sublinear TF times IDF over its
    terms, L2-normalised, dotted with the coefficients (TfidfVectorizer + LogisticRegression
    replayed)."""
    terms: dict[str, list[float]] = model["terms"]
    counts: dict[str, int] = {}
    for t in relevance_terms(text):
        if t in terms:
            counts[t] = counts.get(t, 0) + 1
    vals = {t: (1.0 + math.log(n)) * terms[t][0] for t, n in counts.items()}
    norm = math.sqrt(sum(v * v for v in vals.values())) or 1.0
    return float(model["intercept"]) + sum(v / norm * terms[t][1] for t, v in vals.items())


# What the model learns: "org" = the report has a template naming a perpetrator
# organisation; "template" = the report has any template (is relevant at all).
LABEL = "org"


def label(doc: MucDoc) -> int:
    """1 when the report is relevant in the sense of LABEL."""
    return int(bool(doc.orgs)) if LABEL == "org" else int(doc.n_templates > 0)


class Relevance:
    """A fitted TF-IDF + logistic regression relevance model."""

    def __init__(self, docs: list[MucDoc], *, c: float = C, min_df: int = MIN_DF) -> None:
        self.vec = TfidfVectorizer(analyzer=relevance_terms, min_df=min_df, sublinear_tf=True)
        x = self.vec.fit_transform([d.article.text for d in docs])
        self.lr = LogisticRegression(C=c, max_iter=2000)
        self.lr.fit(x, [label(d) for d in docs])

    def logits(self, docs: list[MucDoc]) -> np.ndarray:
        return self.lr.decision_function(self.vec.transform([d.article.text for d in docs]))

    def export(self) -> dict[str, Any]:
        """The JSON :func:`relevance_logit` reads."""
        terms = {}
        for t, j in self.vec.vocabulary_.items():
            terms[t] = [round(float(self.vec.idf_[j]), DECIMALS), round(float(self.lr.coef_[0][j]), DECIMALS)]
        return {"intercept": round(float(self.lr.intercept_[0]), 6), "terms": terms}


def oof_logits(docs: list[MucDoc], idx: list[int], k: int) -> dict[int, float]:
    """Out-of-fold relevance logits of the documents ``idx`` (folds by position mod k)."""
    out: dict[int, float] = {}
    for f in range(k):
        test = [d for j, d in enumerate(idx) if j % k == f]
        train = [d for j, d in enumerate(idx) if j % k != f]
        m = Relevance([docs[i] for i in train])
        out.update(zip(test, m.logits([docs[i] for i in test]).tolist(), strict=True))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=None, help="where to write the model (JSON)")
    ap.add_argument("--data", default=None)
    args = ap.parse_args()
    dev = load(find_corpora(args.data), "dev")
    y = np.array([label(d) for d in dev])
    m = Relevance(dev)
    x = m.vec.transform([d.article.text for d in dev])
    p = cross_val_predict(LogisticRegression(C=C, max_iter=2000), x, y, cv=KFold(5), method="decision_function")
    model = m.export()
    # the plain-Python replay must give scikit-learn's logits
    ref = m.logits(dev[:50])
    got = [relevance_logit(d.article.text, model) for d in dev[:50]]
    gap = float(np.max(np.abs(ref - np.array(got))))
    model["about"] = (
        "crosswire MUC-4 report relevance: TF-IDF words and word pairs + logistic regression, trained on "
        "MUC-4 DEV by scripts/train_relevance_model.py"
    )
    model["cv_auc_dev"] = round(float(roc_auc_score(y, p)), 4)
    raw = json.dumps(model, sort_keys=True, separators=(",", ":")) + "\n"
    if args.out:
        args.out.write_text(raw)
    print(f"terms {len(model['terms'])}, 5-fold CV AUC on DEV (vocabulary in-sample) {model['cv_auc_dev']}, "
          f"replay gap {gap:.2e}, {len(raw.encode())} bytes -> {args.out}")


if __name__ == "__main__":
    main()
