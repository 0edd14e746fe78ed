"""JSON records as articles: crosswire's own field names and the other names news tools
give them (NewsAPI, news-please, GDELT-style and RSS exports), wrapped records, paragraph
lists and headline-only records, each unreadable one kept as a skipped article that says why
(:mod:`crosswire.ingest` reads the files and lines these records come from)."""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections.abc import Iterator
from typing import Any

from crosswire.ingest_feeds import markup_to_text
from crosswire.model import Article
from crosswire.textcodec import blank_controls, no_surrogates

log = logging.getLogger("crosswire.ingest")

# A record with a title and no text is read as a headline-only report when its title has
# at least this many words: a news headline says who did what where ("Gunmen abduct 25
# schoolgirls in Kebbi", 6 words; most run 6-14), a shorter title is a page's label
# ("Breaking News", "Live updates", "No text here"), no report.
MIN_TITLE_WORDS = 4


def skipped(article_id: str, source_path: str | None, error: str) -> Article:
    log.warning("skipped %s: %s", source_path or article_id, error)
    return Article(id=article_id, text="", source_path=source_path, status="skipped", error=error)


def str_or_none(v: Any) -> str | None:
    """A field's value as text: a list's first item (``"outlet": ["Reuters"]``), nothing
    for an object or an empty list (their Python repr had reached the outputs as
    ``"['Reuters']"``)."""
    if isinstance(v, list | tuple):
        v = next((x for x in v if x is not None and not isinstance(x, dict | list)), None)
    if v is None or isinstance(v, dict):
        return None
    s = str(v).strip()
    return s or None


def loads(text: str) -> Any:
    """``json.loads``, with a document nested too deeply for Python's parser raising the
    ValueError a broken one does (its RecursionError had ended the whole run)."""
    try:
        return json.loads(text)
    except RecursionError as e:
        raise ValueError("nested too deeply to read") from e


def clean_article(art: Article) -> Article:
    """``art`` with lone surrogates in its strings replaced (:func:`no_surrogates`): a
    ``"\\ud800"`` escape in a record or a file name that is not UTF-8 had made every output
    unwritable, losing the whole run. Its id on one line (a newline in a record's id had
    broken the brief's list items, and could open a heading of its own)."""
    changes: dict[str, Any] = {
        f.name: no_surrogates(v)
        for f in dataclasses.fields(art)
        if isinstance(v := getattr(art, f.name), str) and no_surrogates(v) is not v
    }
    if (one_line := " ".join(changes.get("id", art.id).split()) or art.id) != art.id:
        changes["id"] = one_line
    return dataclasses.replace(art, **changes) if changes else art


# Other names news tools give the same fields (NewsAPI, news-please, GDELT-style and RSS
# exports), read where crosswire's own name is absent, in this order.
FIELD_ALIASES: dict[str, tuple[str, ...]] = {
    "id": ("id", "uuid", "guid", "article_id"),
    "text": ("text", "body", "content", "maintext", "article", "full_text", "description"),
    "title": ("title", "headline"),
    "url": ("url", "link", "source_url", "canonical_url"),
    "outlet": ("outlet", "source", "source_domain", "site", "site_name", "publisher"),
    # "dct" is the SemEval/TimeML name for the publication date (document creation time).
    "published": (
        "published",
        "dct",
        "publishedAt",
        "published_at",
        "date_publish",
        "pubDate",
        "date",
        "datetime",
    ),
}
# Keys under which a record wraps the article itself ({"article": {"text": ...}}).
WRAPPER_KEYS = ("article", "item", "document", "doc", "record")
# Keys under which a JSON object holds a list of articles ({"articles": [...]}: NewsAPI).
LIST_KEYS = ("articles", "items", "results", "data", "documents")


def field(rec: dict[str, Any], name: str) -> Any:
    for key in FIELD_ALIASES[name]:
        v = rec.get(key)
        if isinstance(v, dict):  # NewsAPI: "source": {"id": ..., "name": "Reuters"}
            v = v.get("name")
        if v is not None and (not isinstance(v, str) or v.strip()):
            return v
    return None


def article_from_record(rec: Any, *, default_id: str, source_path: str, where: str, markup: bool = True) -> Article:
    """The article one record holds, or a skipped one saying why there is none.

    With ``markup``, a text or title in HTML (a scraped JSON or CSV record's
    "<p>...</p>", "&ldquo;") is made plain first: its tags and entities had been read as
    the article's words, hiding its quotes and its places. A text file's header block
    passes ``markup=False``: its body is the file's text as written.
    """
    if not isinstance(rec, dict):
        return skipped(
            default_id,
            source_path,
            f"{where}: expected a JSON object with 'id' and 'text', got {type(rec).__name__}",
        )
    inner = next(
        (
            rec[k]
            for k in WRAPPER_KEYS
            if isinstance(rec.get(k), dict) and isinstance(field(rec[k], "text"), str)
        ),
        None,
    )
    if inner is not None and not isinstance(field(rec, "text"), str):
        # {"article": {"id": ..., "text": ...}}: the record inside, the wrapper's own fields
        # (a feed's id, its date) where the inner record lacks them
        rec = {**{k: v for k, v in rec.items() if k not in WRAPPER_KEYS}, **inner}
    aid = str_or_none(field(rec, "id")) or default_id
    # crosswire's own article records (`crosswire ingest`'s JSONL, read back by `run -`):
    # the file each came from, and a skipped one's reason, kept (the pipe had reported
    # "-" and "an empty 'text'" in their place)
    source_path = str_or_none(rec.get("source_path")) or source_path
    if rec.get("status") == "skipped" and (error := str_or_none(rec.get("error"))):
        return skipped(aid, source_path, error)
    text = field(rec, "text")
    if isinstance(text, list) and text and all(isinstance(p, str) for p in text):
        text = "\n\n".join(text)  # the text as a list of its paragraphs: joined, nothing lost
    if text is None and isinstance(rec.get("text"), str):
        text = rec["text"]  # empty or white space: said so below
    title = str_or_none(field(rec, "title"))
    if markup:
        text = markup_to_text(text) if isinstance(text, str) else text
        title = str_or_none(" ".join(markup_to_text(title).split())) if title else title
    no_text = text is None or (isinstance(text, str) and not text.strip())
    if no_text and title and len(title.split()) >= MIN_TITLE_WORDS:
        # A headline with no body is still a report (a feed's item, a wire flash): its
        # title is read as its text, so its figures and places count, and the log says so.
        log.warning(
            "%s: %s (%s): the record has no text: its title is read as the text",
            source_path,
            where,
            aid,
        )
        text, title = title, None
    if not isinstance(text, str) or not text.strip():
        what = (
            "has no 'text' (nor 'body', 'content' or 'maintext')"
            if text is None
            else "has an empty 'text'"
            if isinstance(text, str)
            else f"has a non-string 'text' ({type(text).__name__})"
        )
        if title:
            what += f", and its title ({title!r}) is too short to stand as a headline-only report"
        return skipped(
            aid, source_path, f"{where}: the record {what}: give the article text as a string"
        )
    return Article(
        id=aid,
        text=blank_controls(text),  # "\u0000" escapes in scraped JSON
        source_path=source_path,
        title=blank_controls(title) if title else title,
        url=str_or_none(field(rec, "url")),
        outlet=str_or_none(field(rec, "outlet")),
        published=str_or_none(field(rec, "published")),
        published_inferred=rec.get("published_inferred") is True,
        credit=str_or_none(rec.get("credit")),
        language=str_or_none(rec.get("language")),
    )


# A header block opening a text file ("Title: ...", "Source: ...", "Published: 2025-06-22",
# then a blank line), as news-database exports and hand-saved reports carry: the fields are
# the article's metadata, and the text after the blank line its body (probe reports: the
# header lines had been read as the lede, so a headline's words outvoted the body's).
_HEADER_KEYS: dict[str, str] = {
    "title": "title", "headline": "title", "source": "outlet", "outlet": "outlet", "publisher": "outlet",
    "publication": "outlet", "published": "published", "date": "published", "url": "url", "link": "url",
    "byline": "", "author": "", "section": "", "language": "",
}  # fmt: skip
# Lines looked at for a header block (blank lines before it included).
HEADER_MAX_LINES = 40
_HEADER_LINE = re.compile(r"[ \t]*([A-Za-z]+)[ \t]*:[ \t]*(\S.*?)?[ \t]*")


def header_block(text: str) -> tuple[dict[str, str], int] | None:
    """The metadata of a header block opening ``text`` and where its body starts, or None
    when ``text`` opens with no such block (every line before the first blank one a known
    ``Key: value``, a title, outlet, date or URL among them, and a body after it). Only the
    first HEADER_MAX_LINES lines are split off: a long text is not split whole to find none."""
    fields: dict[str, str] = {}
    pos = 0
    seen = False
    for line in text.split("\n", HEADER_MAX_LINES):  # (the rest, one piece, matches no header line)
        if not line.strip():
            if not seen:  # blank lines before the block
                pos += len(line) + 1
                continue
            body = pos + len(line) + 1
            return (fields, body) if fields and text[body:].strip() else None
        seen = True
        m = _HEADER_LINE.fullmatch(line.rstrip("\r"))
        if m is None or m.group(1).lower() not in _HEADER_KEYS:
            return None
        name = _HEADER_KEYS[m.group(1).lower()]
        if name and m.group(2) and name not in fields:
            fields[name] = m.group(2)
        pos += len(line) + 1
    return None


# Files in a folder of articles that describe the folder, not an event: skipped by a walk.
FOLDER_NOTE = re.compile(r"(?i)^(?:readme|license|licence|changelog|contributing|notice|authors)(?:\.[\w.-]*)?$")
# What crosswire's own outputs open with: a brief, a web view, an events.json. One copied
# among the articles is not read back in as a report (a report.html copied into a pile had
# joined its event as a source).
_OWN_MARKS = ("# crosswire brief\n", '<meta name=generator content="crosswire">')
NOT_AN_ARTICLE = "a crosswire output (brief, web view or events.json), not an article"


def own_output(content: Any) -> bool:
    """Whether ``content`` (a file's text, or a parsed JSON document) is a crosswire output."""
    if isinstance(content, dict):
        return "crosswire_version" in content and "events" in content
    return isinstance(content, str) and (content.startswith(_OWN_MARKS[0]) or _OWN_MARKS[1] in content[:500])


def json_records(data: Any, *, stem: str, source_path: str) -> Iterator[Article]:
    """The articles of a parsed JSON document: one record, a list, or a list held under
    one of :data:`LIST_KEYS`."""
    if isinstance(data, dict) and not any(k in data for k in FIELD_ALIASES["text"]):
        # {"status": "ok", "articles": [...]}: the list inside
        data = next((data[k] for k in LIST_KEYS if isinstance(data.get(k), list)), data)
    records = data if isinstance(data, list) else [data]
    if not records:
        # (an export of a search that found nothing: said, not passed over in silence)
        yield skipped(stem, source_path, "the file holds an empty list: no articles to read")
    for i, rec in enumerate(records, start=1):
        default = stem if len(records) == 1 else f"{stem}-{i}"
        yield article_from_record(rec, default_id=default, source_path=source_path, where=f"record {i}")


def unique_ids(articles: list[Article]) -> list[Article]:
    """``articles`` with every id unique: where several share one, the first by source
    path (then by place in its file) keeps it and the others get ``~2``, ``~3``..., so
    that the same files named in another order, or copied under another folder, give the
    same ids (they had gone by reading order: two exports that both number their records
    from 1 swapped ids, and their events' ids, when named the other way round)."""
    at: dict[str, list[int]] = {}
    for i, art in enumerate(articles):
        at.setdefault(art.id, []).append(i)
    taken = set(at)
    out = list(articles)
    for aid in sorted(a for a, where in at.items() if len(where) > 1):
        keeper, *others = sorted(at[aid], key=lambda i: (articles[i].source_path or "", i))
        renamed = []
        for i in others:
            n = 2
            while f"{aid}~{n}" in taken:
                n += 1
            taken.add(new := f"{aid}~{n}")
            out[i] = dataclasses.replace(articles[i], id=new)
            renamed.append(f"{new} ({articles[i].source_path})")
        log.warning(
            "duplicate article id %r (kept by %s): renamed %s%s", aid, articles[keeper].source_path,
            ", ".join(renamed[:3]), f" and {len(renamed) - 3} more" if len(renamed) > 3 else "",
        )  # fmt: skip
    return out
