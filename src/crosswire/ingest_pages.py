"""Articles from one page's content: a plain text (with or without a header block) or an
HTML page, read from a file or from standard input alike.

The file readers in :mod:`crosswire.ingest` decode the bytes; these functions turn the
decoded text into an :class:`~crosswire.model.Article`, or a skipped record that says why
there is none.
"""

from __future__ import annotations

from typing import Any

from crosswire.ingest_records import (
    MIN_TITLE_WORDS,
    NOT_AN_ARTICLE,
    article_from_record,
    header_block,
    own_output,
    skipped,
)
from crosswire.model import Article
from crosswire.textcodec import UnreadableError, checked_text

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
            {**fields, "text": text[body:]}, default_id=aid, source_path=source_path, where="header", markup=False
        )
    if (headline := headline_line(text)) is not None:
        title, body = headline
        return Article(id=aid, text=text[body:], source_path=source_path, title=title)
    return Article(id=aid, text=text, source_path=source_path)


# A headline line opening a plain text: this many words at most (news headlines run 6-14;
# a longer line is a lede paragraph), and at least MIN_TITLE_WORDS.
MAX_HEADLINE_WORDS = 25
# A body under a headline has at least this many words (a lede sentence has more), so a
# short note of two lines is not split.
MIN_BODY_WORDS = 12
# How a headline line may not end: a sentence's stop, a list's comma or colon, a
# dateline's dash ("KABUL, Afghanistan (AP) --").
_NOT_HEADLINE_END = tuple(".,;:-\u2013\u2014")


def headline_line(text: str) -> tuple[str, int] | None:
    """The headline a plain text opens with and where its body starts, or None.

    A headline is the first line, alone in its paragraph (a blank line after it), of
    MIN_TITLE_WORDS to MAX_HEADLINE_WORDS words with no sentence stop at its end, over a
    body. It is the article's title, as a JSON record's or a web page's is: read in the body
    (a saved story's "Gunmen kill 14 in Borno market raid" line had pushed the wire dateline
    off the text's start, where it is recognised, and its words had been read as the lede's
    actors).
    """
    lead = len(text) - len(text.lstrip())
    end = text.find("\n", lead)
    if end < 0:
        return None
    line = text[lead:end].strip().lstrip("#").strip()  # (a .md file's "# Headline")
    rest = text[end + 1 :]
    gap = len(rest) - len(rest.lstrip(" \t\r"))
    if not rest[gap:].startswith("\n"):
        return None  # (the next line has text: the first line is the lede's own)
    words = line.split()
    if not MIN_TITLE_WORDS <= len(words) <= MAX_HEADLINE_WORDS or line.endswith(_NOT_HEADLINE_END):
        return None
    if words[0].lower() == "by" or line.isupper() and len(words) <= MIN_TITLE_WORDS:
        return None  # a byline; a kicker ("BREAKING NEWS UPDATE NOW")
    body = end + 1 + gap
    body += len(text[body:]) - len(text[body:].lstrip())
    if len(text[body:].split(None, MIN_BODY_WORDS)) < MIN_BODY_WORDS:
        return None
    return line, body


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
    title = meta.get("title") or None
    first, _, rest = text.partition("\n")
    if title and rest.strip() and " ".join(first.split()).casefold() == " ".join(title.split()).casefold():
        # the page's headline, which the extracted text repeats as its first line: the
        # title already (read twice, and it had kept the wire dateline under it from
        # opening the text, where it is recognised)
        text = rest.lstrip()
    url = meta.get("url") or None
    # The URL host is the outlet key normalize() uses; the site name only stands in without a URL.
    outlet = None if url else (meta.get("sitename") or None)
    return Article(
        id=aid,
        text=text,
        source_path=source_path,
        title=title,
        url=url,
        outlet=outlet,
        published=meta.get("date") or None,
    )


def stdin_article(text: str, *, aid: str = "stdin", source_path: str = "-") -> Article:
    """The one article standard input (or a pipe named as a file) holds as plain text or an
    HTML page, or a skipped record when it holds binary data (an image piped in by mistake)
    or only blank lines."""
    if text.lstrip().lower().startswith(("<!doctype html", "<html")):
        return html_article(text, aid=aid, source_path=source_path)
    what = "standard input" if source_path == "-" else "the pipe"
    if not text.strip():
        return skipped(aid, source_path, f"{what} holds only blank lines: nothing to read")
    try:
        text = checked_text(text)
    except UnreadableError as e:
        return skipped(aid, source_path, f"{what}: {e}")
    return text_article(text, aid=aid, source_path=source_path)
