"""MiniLM lead embeddings: shape, normalisation, determinism, nearer for the same event."""

from __future__ import annotations

import numpy as np
import pytest

from crosswire import embed
from crosswire.model import Article

pytestmark = pytest.mark.skipif(not embed.available(), reason="MiniLM ONNX model not installed")


def test_vectors_are_unit_length_and_deterministic() -> None:
    texts = ["A bomb exploded outside a bank in Athens on Monday.", ""]
    v1, v2 = embed.embed_texts(texts), embed.embed_texts(texts)
    assert v1.shape == (2, embed.DIM)
    assert np.allclose(np.linalg.norm(v1[:1], axis=1), 1.0, atol=1e-4)
    assert np.array_equal(v1, v2)


def test_reports_of_one_event_are_nearer_than_another_event() -> None:
    # ECB+ dev style: two reports of one earthquake, one of another kind of event.
    v = embed.embed_texts([
        "A magnitude 7.6 earthquake struck off the coast of Sumatra, killing hundreds.",
        "Hundreds died when a powerful quake hit western Sumatra on Wednesday.",
        "Police arrested a man after a shooting at a bar in Chicago.",
    ])
    assert v[0] @ v[1] > v[0] @ v[2] + 0.2


def test_lead_is_title_and_head_of_body() -> None:
    art = Article(id="a", title="Quake hits Sumatra", text="PADANG —  Hundreds died\n\nwhen a quake hit.")
    assert embed.lead(art) == "Quake hits Sumatra. PADANG — Hundreds died when a quake hit"
