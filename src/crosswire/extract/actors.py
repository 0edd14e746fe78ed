"""Placeholder: being written."""

from __future__ import annotations

from crosswire.nlp import ParsedArticle


def extract(pa: ParsedArticle) -> tuple:
    return ()
