"""News feeds: RSS 2.0, RSS 1.0 and Atom files read as one :class:`Article` an item.

Each ``<item>`` / ``<entry>`` gives an article:

- ``text``: the first of ``content:encoded``, Atom ``content``, ``description``, ``summary``
  that holds any text; HTML in it (escaped, in CDATA, or as XHTML elements) is turned into
  plain text with trafilatura, as the ``.html`` reader does.
- ``title``; ``url`` from ``link`` (FeedBurner's ``origLink`` first: the feed's own link is
  a redirect through its host); ``published`` from ``pubDate``, ``dc:date``, ``published``
  or ``updated``, kept as written (RFC 822 or ISO 8601: :func:`crosswire.normalize.normalize`
  reads both).
- ``outlet``: the item's own ``<source>`` (an aggregator's item names the outlet it came
  from); otherwise left to the link's host, as for every input with a URL; the feed's own
  link or title for an item without a link.
- ``id``: the item's ``guid`` / Atom ``id`` (RSS 1.0: ``rdf:about``), else
  ``<file stem>-<item number>``, so the same file gives the same ids on every run.

Parsing uses the standard library's expat with no external entity, no DTD loading and no
network; a feed that declares entities of its own is refused (the entity-expansion
attacks need such declarations). Undefined HTML entities (``&nbsp;``) in a feed that names
an external DTD, as RSS 0.91 feeds do, are read as the characters they name.

Nothing here raises on bad input: a file that is not well-formed XML, or is XML but not a
feed, gives one skipped article saying so; an item with no text gives a skipped article.
"""

from __future__ import annotations

import html
import html.entities
import logging
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from copy import deepcopy
from typing import Any
from urllib.parse import urljoin
from xml.parsers import expat

from crosswire.model import Article
from crosswire.normalize import outlet_from_url
from crosswire.textcodec import UnreadableError, blank_controls, decode_bytes
from crosswire.textdates import parse_date

log = logging.getLogger(__name__)

FEED_SUFFIXES = frozenset({".xml", ".rss", ".atom"})

ATOM_NS = "http://www.w3.org/2005/Atom"
ATOM03_NS = "http://purl.org/atom/ns#"
RSS1_NS = "http://purl.org/rss/1.0/"
RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
DC_NS = "http://purl.org/dc/elements/1.1/"
DCTERMS_NS = "http://purl.org/dc/terms/"
# RSS 2.0 has no namespace; RSS 1.0 and Atom (1.0 and the older 0.3) have their own.
_RSS = frozenset({"", RSS1_NS})
_ATOM = frozenset({ATOM_NS, ATOM03_NS})
_ANY: frozenset[str] = frozenset()  # any namespace: names no other vocabulary uses

# Where an item's text is, best first: the full article (content:encoded, Atom content),
# then the teaser (description, summary). content:encoded is matched in any namespace:
# feeds in the wild misspell its namespace URI, and no other vocabulary has an "encoded".
TEXT_ELEMENTS: tuple[tuple[str, frozenset[str]], ...] = (
    ("encoded", _ANY),
    ("content", _ATOM),
    ("description", _RSS),
    ("summary", _ATOM),
)
# The item's publication date, best first (Atom's 0.3 names last).
DATE_ELEMENTS: tuple[tuple[str, frozenset[str]], ...] = (
    ("pubDate", _RSS),
    ("date", frozenset({DC_NS})),
    ("published", _ATOM),
    ("issued", _ATOM | frozenset({DCTERMS_NS})),
    ("updated", _ATOM),
    ("modified", _ATOM | frozenset({DCTERMS_NS})),
)
# An HTML tag or comment: text holding one is markup, else it is plain text (a "<" in
# "5 < 6" or "<3" is not a tag).
_MARKUP = re.compile(r"<(?:/?[A-Za-z][\w:-]*(?:\s[^<>]*)?/?|!--.*?--)>", re.DOTALL)
_ENTITY = re.compile(r"&(?:#\d+|#[xX][0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);")
# Longest title quoted in a skipped item's reason.
TITLE_IN_ERROR_CHARS = 80


class _EntityDeclared(Exception):
    """The document declares an XML entity of its own."""


def _skipped(article_id: str, source_path: str, error: str) -> Article:
    log.warning("skipped %s: %s", source_path or article_id, error)
    return Article(id=article_id, text="", source_path=source_path, status="skipped", error=error)


# --- parsing ----------------------------------------------------------------------------


def _qname(name: str) -> str:
    # expat with namespace_separator="}" gives "uri}local"; ElementTree writes "{uri}local".
    return "{" + name if "}" in name else name


def _refuse_entity(name: str, *_: Any) -> None:
    raise _EntityDeclared(name)


def _parse(data: bytes, *, encoding: str | None = None) -> ET.Element:
    """The element tree of ``data``, parsed by expat without loading any DTD or entity.

    ``encoding`` overrides the document's own declaration (for bytes re-encoded here).
    Raises expat.ExpatError on malformed XML, _EntityDeclared on an entity declaration.
    """
    builder = ET.TreeBuilder()
    parser = expat.ParserCreate(encoding, namespace_separator="}")
    parser.buffer_text = True
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartElementHandler = lambda name, attrs: builder.start(
        _qname(name), {_qname(k): v for k, v in attrs.items()}
    )
    parser.EndElementHandler = lambda name: builder.end(_qname(name))
    parser.CharacterDataHandler = builder.data
    parser.EntityDeclHandler = _refuse_entity
    parser.UnparsedEntityDeclHandler = _refuse_entity

    def skipped_entity(name: str, is_parameter: int) -> None:
        # Only reached when the document names an external DTD (never read here).
        if not is_parameter:
            builder.data(html.entities.html5.get(name + ";", f"&{name};"))

    parser.SkippedEntityHandler = skipped_entity
    parser.Parse(data, True)
    return builder.close()


def _parse_any_encoding(data: bytes) -> ET.Element:
    """:func:`_parse`, and for a file whose bytes are not in its declared encoding (a
    Windows-1252 file saved as UTF-8, or declaring nothing), again after detecting the
    encoding. The first error is the one raised."""
    # Saved feeds often start with blank lines, which XML does not allow before "<?xml".
    start = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    data = data[start:].lstrip()
    try:
        return _parse(data)
    except expat.ExpatError as first:
        if first.code not in (
            expat.errors.codes[expat.errors.XML_ERROR_INVALID_TOKEN],
            expat.errors.codes[expat.errors.XML_ERROR_UNKNOWN_ENCODING],
            expat.errors.codes[expat.errors.XML_ERROR_INCORRECT_ENCODING],
        ):
            raise
        try:
            text, _ = decode_bytes(data)
            return _parse(text.encode("utf-8"), encoding="utf-8")
        except (expat.ExpatError, UnreadableError):
            raise first from None


# --- elements ---------------------------------------------------------------------------


def _split(tag: Any) -> tuple[str, str]:
    if not isinstance(tag, str):
        return "", ""  # comments and processing instructions
    if tag.startswith("{"):
        ns, _, local = tag[1:].partition("}")
        return ns, local
    return "", tag


def _children(el: ET.Element, local: str, namespaces: frozenset[str]) -> Iterator[ET.Element]:
    for child in el:
        ns, name = _split(child.tag)
        if name == local and (not namespaces or ns in namespaces):
            yield child


def _child(el: ET.Element, local: str, namespaces: frozenset[str]) -> ET.Element | None:
    return next(_children(el, local, namespaces), None)


def _string(el: ET.Element | None) -> str | None:
    if el is None:
        return None
    s = "".join(el.itertext()).strip()
    return s or None


def _local_copy(el: ET.Element) -> ET.Element:
    """A copy of ``el`` with namespaces dropped from its tags (XHTML serialised as HTML)."""
    copy = deepcopy(el)
    for node in copy.iter():
        node.tag = _split(node.tag)[1] or "span"
        node.attrib = {_split(k)[1]: v for k, v in node.attrib.items()}
    return copy


def _inner_markup(el: ET.Element) -> str:
    """The markup inside ``el``: its text and its child elements (with their tails)."""
    parts = [html.escape(el.text or "", quote=False)]
    for child in el:
        parts.append(ET.tostring(_local_copy(child), encoding="unicode", method="html"))
    return "".join(parts)


def html_to_text(markup: str) -> str:
    """Plain text of an HTML fragment, as the ``.html`` reader makes it (trafilatura's main
    text, one paragraph a line); every text node when trafilatura keeps none. Never raises.
    """
    page = f"<html><body>{markup}</body></html>"
    try:
        import trafilatura

        doc = trafilatura.bare_extraction(page, with_metadata=False, include_comments=False)
        meta: dict[str, Any] = {}
        if doc is not None:
            meta = doc if isinstance(doc, dict) else doc.as_dict()
        text = (meta.get("text") or "").strip()
        if text:
            return text
        return (trafilatura.html2txt(page) or "").strip()
    except Exception:  # trafilatura/lxml on broken markup: the text nodes alone
        log.debug("trafilatura failed on a feed fragment; stripping its tags", exc_info=True)
        return html.unescape(_MARKUP.sub(" ", markup)).strip()


def markup_to_text(s: str) -> str:
    """A record's text that may be HTML (a scraped body, "<p>Gunmen killed ...</p>"): every
    text node of it, one block a line, scripts and styles left out, when it holds a tag (not
    trafilatura's main text, which drops list items and lines it takes for boilerplate: a
    record's body is all article); its entities ("&ldquo;") resolved when it holds only
    those; else ``s`` unchanged."""
    if not _MARKUP.search(s):
        return html.unescape(s) if _ENTITY.search(s) else s
    try:
        from lxml import html as lxml_html

        root = lxml_html.fragment_fromstring(s, create_parent="div")
        for el in root.xpath("//script|//style|//noscript|//template"):
            el.drop_tree()
        for el in root.iter(*_BLOCKS):
            el.tail = "\n" + (el.tail or "")
            el.text = ("\n" if el.tag != "br" else "") + (el.text or "")
        text = root.text_content()
    except Exception:  # lxml on markup it cannot take: the text between the tags
        log.debug("lxml failed on a record's markup; stripping its tags", exc_info=True)
        text = html.unescape(_MARKUP.sub(" ", s))
    lines = (" ".join(line.split()) for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


# Elements that stand on lines of their own in a record's text made plain.
_BLOCKS = (
    "p", "div", "br", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
    "figure", "figcaption", "table", "tr", "section", "article", "header", "footer", "aside", "pre", "hr",
)  # fmt: skip


def _plain(s: str) -> str:
    # Doubly escaped text ("&amp;#8217;" in the XML is "&#8217;" once parsed).
    return (html.unescape(s) if _ENTITY.search(s) else s).strip()


def _element_text(el: ET.Element) -> str:
    """Plain text of a text-bearing element: HTML (escaped, CDATA or XHTML) made plain;
    Atom ``type="text"`` taken as written."""
    if len(el):
        return html_to_text(_inner_markup(el))
    s = el.text or ""
    if not s.strip() or el.get("src"):
        return ""  # Atom content held out of line (src=...) is not in the file
    if el.get("type", "").lower() == "text":
        return s.strip()
    return html_to_text(s) if _MARKUP.search(s) else _plain(s)


def _title(el: ET.Element | None) -> str | None:
    if el is None:
        return None
    s = _inner_markup(el) if len(el) else (el.text or "")
    if _MARKUP.search(s):
        s = _MARKUP.sub(" ", s)
    s = " ".join(_plain(s).split())
    return blank_controls(s) if s else None


def _link(el: ET.Element, *, base: str | None) -> str | None:
    """The item's address: FeedBurner's original link, then RSS ``<link>`` text, then
    the Atom ``<link>`` to the page itself (rel="alternate" or no rel)."""
    orig = _string(_child(el, "origLink", _ANY))
    if orig:
        return orig
    for link in _children(el, "link", _RSS | _ATOM):
        href = link.get("href")
        if href is None:
            text = _string(link)
            if text:
                return text
        elif href.strip() and link.get("rel", "alternate") == "alternate":
            return urljoin(base, href.strip()) if base else href.strip()
    return None


def _date(el: ET.Element) -> str | None:
    """The first date an item gives that reads as a date (else the first given, so that
    normalisation reports it)."""
    given = [s for name, nss in DATE_ELEMENTS if (s := _string(_child(el, name, nss)))]
    return next((s for s in given if parse_date(s) is not None), given[0] if given else None)


def _source_outlet(el: ET.Element) -> str | None:
    """The outlet an item says it comes from: RSS ``<source url=...>Name</source>``
    (aggregators such as Google News), Atom ``<source>`` with its link or title."""
    src = _child(el, "source", _RSS | _ATOM)
    if src is None:
        return None
    if len(src):  # Atom: the source feed's metadata
        host = outlet_from_url(_link(src, base=None) or "")
        return host or _title(_child(src, "title", _ATOM))
    return outlet_from_url(src.get("url") or "") or _string(src)


def _guid(el: ET.Element) -> str | None:
    return (
        _string(_child(el, "guid", _RSS))
        or _string(_child(el, "id", _ATOM))
        or (el.get(f"{{{RDF_NS}}}about") or "").strip()
        or None
    )


# --- feeds ------------------------------------------------------------------------------


def _items(root: ET.Element) -> tuple[str, ET.Element | None, list[ET.Element]] | None:
    """``(kind, channel, items)`` of a feed's root element, or None for other XML."""
    ns, name = _split(root.tag)
    if name == "feed" and (ns in _ATOM or not ns):
        return "Atom", root, list(_children(root, "entry", _ATOM | {""}))
    if name == "rss" and not ns:
        channel = _child(root, "channel", _RSS)
        holder = channel if channel is not None else root
        return "RSS", channel, list(_children(holder, "item", _RSS))
    if name == "RDF" and ns == RDF_NS:  # RSS 1.0: the items follow the channel
        return "RSS 1.0", _child(root, "channel", _RSS), list(_children(root, "item", _RSS))
    if name == "channel" and ns in _RSS:
        return "RSS", root, list(_children(root, "item", _RSS))
    return None


def read_feed(data: bytes, *, stem: str, source_path: str) -> Iterator[Article]:
    """The articles of an RSS or Atom feed file's bytes, one an item, in document order.

    Args:
        data: the file's bytes (already decompressed and size-checked by the caller).
        stem: the file's default article id; items without a guid are ``stem-N``.
        source_path: the file's path, recorded on every article.

    Returns:
        An iterator of Articles. A file that is not well-formed XML, declares XML
        entities, is not a feed, or holds no items gives one skipped article; an item
        without text gives a skipped article. Never raises on bad input.
    """
    try:
        root = _parse_any_encoding(data)
    except expat.ExpatError as e:
        yield _skipped(stem, source_path, f"not well-formed XML ({e}): the feed file is damaged or cut short; save it again")
        return
    except _EntityDeclared as e:
        yield _skipped(
            stem,
            source_path,
            f"the XML declares its own entity {str(e)!r}, which crosswire does not expand "
            "(a guard against entity-expansion attacks): remove the <!DOCTYPE> declarations",
        )
        return
    found = _items(root)
    if found is None:
        yield _skipped(
            stem,
            source_path,
            f"XML but not an RSS or Atom feed (the root element is <{_split(root.tag)[1]}>, "
            "not <rss>, <channel> or <feed>): give news as feeds, .html or .jsonl",
        )
        return
    kind, channel, items = found
    if not items:
        yield _skipped(stem, source_path, f"the {kind} feed holds no <item> or <entry>: nothing to read")
        return
    feed_link = _link(channel, base=None) if channel is not None else None
    feed_title = _title(_child(channel, "title", _RSS | _ATOM)) if channel is not None else None
    for n, item in enumerate(items, start=1):
        try:
            yield _article(
                item,
                default_id=f"{stem}-{n}",
                source_path=source_path,
                feed_link=feed_link,
                feed_title=feed_title,
            )
        except RecursionError:  # thousands of nested elements: copying them recurses
            yield _skipped(
                f"{stem}-{n}",
                source_path,
                f"item {n}: its markup is nested too deeply to read: save the article page as .html",
            )


def _article(
    item: ET.Element,
    *,
    default_id: str,
    source_path: str,
    feed_link: str | None,
    feed_title: str | None,
) -> Article:
    aid = _guid(item) or default_id
    title = _title(_child(item, "title", _RSS | _ATOM))
    text = ""
    for name, nss in TEXT_ELEMENTS:
        for el in _children(item, name, nss):
            text = _element_text(el)
            if text:
                break
        if text:
            break
    url = _link(item, base=feed_link)
    if not text:
        what = f"the item {title[:TITLE_IN_ERROR_CHARS]!r}" if title else f"item {default_id.rsplit('-', 1)[-1]}"
        page = f"the article page ({url})" if url else "the article page"
        return _skipped(
            aid,
            source_path,
            f"{what} has no text (no content:encoded, content, description or summary): "
            f"save {page} as .html",
        )
    outlet = _source_outlet(item)
    if outlet is None and url is None:
        outlet = outlet_from_url(feed_link or "") or feed_title
    return Article(
        id=aid,
        text=blank_controls(text),
        source_path=source_path,
        title=title,
        url=url,
        outlet=outlet,
        published=_date(item),
    )


__all__ = ["FEED_SUFFIXES", "html_to_text", "read_feed"]
