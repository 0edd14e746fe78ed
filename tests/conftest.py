"""Shared fixtures: the project root, the bundled example and the shared corpora."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "kerman-2024"
CORPORA = Path(os.environ.get("CROSSWIRE_CORPORA", ROOT.parent / "shared" / "corpora"))


@pytest.fixture(scope="session")
def corpora() -> Path:
    """The shared labelled corpora; skips the test where ``../shared`` is absent."""
    if not CORPORA.is_dir():
        pytest.skip(f"corpora not found at {CORPORA} (clone with ../shared beside the repo)")
    return CORPORA


@pytest.fixture(scope="session")
def example_dir() -> Path:
    return EXAMPLE
