"""Quotes in a headline: the words in marks, a colon, and who said them after it ("'We will
rebuild': mayor vows to restore Derna", '"They came to kill us all": survivors recount
massacre'), or the speaker's name before the colon ("Zelensky: 'Russia will pay'").

A headline has no "said": its speaker is the subject of the headline's verb after the colon
(a present-tense reporting verb, "vows", "recount", "warns"), or the name that labels the
quote. The speaker is given as the headline writes it ("mayor", "survivors", "Zelensky"): the
body names them in full later, and merging across reports takes the fuller name
(:mod:`crosswire.reconcile.quotes`). Used by :mod:`crosswire.extract.quotes` for the
article's first paragraph when it reads as a headline (no full stop, few words).
"""

from __future__ import annotations

import re

from crosswire.extract.quote_cues import Speaker
from crosswire.extract.quote_marks import Seg, paragraphs
from crosswire.extract.quote_roles import NAME_TITLES

# Most words of a headline line (the longest headlines of the battery and of GVA dev titles
# have under 20 words; a lede sentence without a full stop is longer).
MAX_HEADLINE_WORDS = 24
# Most words of a headline's speaker before its verb ("Kenyan police chief": 3).
MAX_SUBJECT_WORDS = 4

# Reporting verbs of headlines, in the present tense headlines use (and their plural forms).
_HEADLINE_VERBS = (
    r"says?|vows?|warns?|tells?|recounts?|recalls?|describes?|pledges?|urges?|insists?|claims?|admits?|"
    r"denies|deny|promises?|demands?|calls?|slams?|blasts?|hits?\s+out|speaks?|reveals?|rejects?|condemns?|"
    r"accuses?|defends?|declares?|announces?|pleads?|mourns?|remembers?"
)
# After the closing mark: a colon, then the speaker's words up to the verb.
_AFTER = re.compile(
    r"\s*:\s*(?P<subj>(?:[\w'’.-]+\s+){1," + str(MAX_SUBJECT_WORDS) + r"}?)(?:" + _HEADLINE_VERBS + r")\b",
    re.IGNORECASE,
)
# Before the opening mark: a name or a description labelling the quote ("Zelensky: ").
_LABEL = re.compile(r"(?P<name>(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]+)\s*:\s*$")
_ARTICLE = re.compile(r"(?i)^(?:the|a|an)\s+")


def _is_headline(text: str, a: int, b: int) -> bool:
    line = text[a:b].strip()
    words = re.findall(r"[\w'’-]+", line)
    return bool(words) and len(words) <= MAX_HEADLINE_WORDS and line[-1:] not in ".!?"


def headline_speaker(text: str, seg: Seg) -> Speaker | None:
    """The speaker of the quote ``seg`` when it stands in the article's first paragraph and
    that paragraph is a headline (see module docstring), else None."""
    paras = paragraphs(text)
    if not paras or seg.para != 0 or seg.close_at is None:
        return None
    a, b = paras[0]
    if not _is_headline(text, a, b):
        return None
    m = _AFTER.match(text, seg.close_at + 1, b)
    if m is not None:
        subj = m.group("subj").strip()
        start = m.start("subj")
        the = _ARTICLE.match(subj)
        if the:
            subj, start = subj[the.end() :], start + the.end()
        # (a headline's own words, not a clause: "'Enough': After Friday's attack, ..." has none)
        if subj and not subj[:1].isdigit():
            return Speaker(subj, None, start, start + len(subj))
    lab = _LABEL.search(text, a, seg.open_at)
    if lab is not None and lab.start() == a + len(text[a:b]) - len(text[a:b].lstrip()):
        name = lab.group("name")
        words = name.split()
        titles = [k for k, w in enumerate(words) if w.lower().rstrip(".") in NAME_TITLES]
        cut = len(" ".join(words[: titles[-1] + 1])) + 1 if titles and titles[-1] < len(words) - 1 else 0
        role = name[: cut - 1] if cut else None
        return Speaker(name[cut:], role, lab.start("name") + cut, lab.end("name"))
    return None


__all__ = ["MAX_HEADLINE_WORDS", "MAX_SUBJECT_WORDS", "headline_speaker"]
