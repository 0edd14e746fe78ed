"""Posts embedded in web copy: a tweet or X post pasted as its text, without quotation marks,
and the signature line the embed code leaves under it.

    Heartbroken by the loss of innocent lives. Those behind this will be brought to justice.

    — Narendra Modi (@narendramodi) April 22, 2025

The paragraph above the signature is the post's text, a direct quotation of the account
holder named in the signature (the name, not the handle). Round 20: such posts had been lost,
having no marks. Used by :mod:`crosswire.extract.quotes`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from crosswire.extract.quote_marks import paragraphs

# The signature: a dash, the account's display name, its handle in brackets, and the date
# (a display name in two scripts keeps the first: "Volodymyr Zelenskyy / Володимир Зеленський").
_SIGNATURE = re.compile(
    r"[ \t]*[—–-]{1,2}[ \t]*(?P<name>[^\n(@/]{2,60}?)[ \t]*(?:/[^\n(]{1,60})?\(@\w{1,30}\)"
    r"(?:[ \t]+[A-Z][a-z]+\.?[ \t]+\d{1,2},?[ \t]+\d{4})?[ \t]*$"
)
# A link the embed leaves at the end of the post's text ("pic.twitter.com/x1Y2z",
# "https://t.co/abc").
_TRAILING_LINK = re.compile(r"\s*(?:(?:https?://)?(?:t\.co|pic\.twitter\.com|x\.com)/\S+\s*)+$")


@dataclass(frozen=True, slots=True)
class Post:
    """An embedded post: its words (``start``/``end``) and who posted it (the name's offsets)."""

    start: int
    end: int
    name: str
    name_start: int
    name_end: int


def embedded_posts(text: str) -> list[Post]:
    """The embedded posts of ``text`` (see module docstring), in text order."""
    if "(@" not in text:
        return []
    paras = paragraphs(text)
    out: list[Post] = []
    for k, (a, b) in enumerate(paras):
        m = _SIGNATURE.match(text, a, b)
        if m is None or k == 0:
            continue
        pa, pb = paras[k - 1]
        body = text[pa:pb]
        link = _TRAILING_LINK.search(body)
        pb = pa + (link.start() if link else len(body.rstrip()))
        pa += len(body) - len(body.lstrip())
        if pb <= pa or _SIGNATURE.match(text, *paras[k - 1]):
            continue
        name = m.group("name").strip()
        ns = m.start("name") + m.group("name").find(name)
        out.append(Post(pa, pb, name, ns, ns + len(name)))
    return out


__all__ = ["Post", "embedded_posts"]
