"""Articles from one page's content: a plain text (with or without a header block) or an
HTML page, read from a file or from standard input alike.

The file readers in :mod:`crosswire.ingest` decode the bytes; these functions turn the
decoded text into an :class:`~crosswire.model.Article`, or a skipped record that says why
there is none.
"""

from __future__ import annotations

from typing import Any

from crosswire.ingest_records import (
    NOT_AN_ARTICLE,
    article_from_record,
    header_block,
    own_output,
    skipped,
)
from crosswire.model import Article

# Fewer words than this in the extracted main text means trafilatura found no article and
# fell back to navigation ("Home"); a one-sentence news brief has more.
MIN_HTML_WORDS = 10


def text_article(text: str, *, aid: str, source_path: str) -> Article:
    """The article a plain text holds (a file's, or standard input's)."""
    if own_output(text):
        return skipped(aid, source_path, NOT_AN_ARTICLE)
    if (header := header_block(text)) is not None:  # "Title: ...", "Source: ...", a blank line
        fields, body = header
        return article_from_record(
            {**fields, "text": text[body:]}, default_id=aid, source_path=source_path, where="header"
        )
    return Article(id=aid, text=text, source_path=source_path)


def html_article(html: str, *, aid: str, source_path: str) -> Article:
    """The article an HTML page holds (a file's, or standard input's): its main text and
    metadata, or a skipped record saying why there is none."""
    if own_output(html):
        return skipped(aid, source_path, NOT_AN_ARTICLE)
    try:
        import trafilatura

        doc = trafilatura.bare_extraction(html, with_metadata=True, include_comments=False)
    except Exception as e:  # trafilatura/lxml on malformed markup: skip, don't stop the run
        return skipped(aid, source_path, f"could not parse the HTML ({type(e).__name__}: {e})")
    meta: dict[str, Any] = {}
    if doc is not None:
        meta = doc if isinstance(doc, dict) else doc.as_dict()
    text = meta.get("text") or ""
    if len(text.split()) < MIN_HTML_WORDS:
        # (a page whose text a script writes in the browser: the saved file holds none)
        scripted = "<script" in html.lower()
        return skipped(
            aid,
            source_path,
            "no article text found in the HTML page"
            + (
                " (it has scripts: its text may be written by them in the browser)"
                if scripted
                else ""
            )
            + ": save the article's text as .txt",
        )
    url = meta.get("url") or None
    # The URL host is the outlet key normalize() uses; the site name only stands in without a URL.
    outlet = None if url else (meta.get("sitename") or None)
    return Article(
        id=aid,
        text=text,
        source_path=source_path,
        title=meta.get("title") or None,
        url=url,
        outlet=outlet,
        published=meta.get("date") or None,
    )
