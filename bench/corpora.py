"""Load the shared grouping corpora (GVA, ECB+) as crosswire Articles with gold labels."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

from crosswire.model import Article

ROOT = Path(__file__).resolve().parent.parent
CORPORA = Path(os.environ.get("CROSSWIRE_CORPORA", ROOT.parent / "shared" / "corpora"))
# ECB+ split used by the project: topics 1-35 dev, 36-45 test.
ECB_DEV_TOPICS = range(1, 36)


def load_gva(split: str = "dev") -> tuple[list[Article], dict[str, str]]:
    """GVA articles of one split and their gold incident ids."""
    articles, gold = [], {}
    with gzip.open(CORPORA / "gva" / "gva_incidents.jsonl.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            inc = json.loads(line)
            if inc["split"] != split:
                continue
            for d in inc["docs"]:
                aid = f"gva-{d['doc_id']}"
                articles.append(
                    Article(id=aid, text=d["text"], title=d.get("title"), url=d.get("url"),
                            published=d.get("dct"))
                )
                gold[aid] = str(inc["incident_id"])
    return articles, gold


def load_ecbplus(split: str = "dev") -> tuple[list[Article], dict[str, str]]:
    """ECB+ documents of one split (dev = topics 1-35) and their gold clusters."""
    articles, gold = [], {}
    with open(CORPORA / "ecbplus" / "ecbplus_docs.jsonl", encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            in_dev = int(d["topic"]) in ECB_DEV_TOPICS
            if in_dev != (split == "dev"):
                continue
            aid = f"ecb-{d['doc_id']}"
            articles.append(Article(id=aid, text=d["text"]))
            gold[aid] = d["cluster"]
    return articles, gold
