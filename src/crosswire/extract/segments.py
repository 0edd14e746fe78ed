"""Which sentences of an article are about its main event, for the count extractor.

News pages carry more than the story: related-story headlines ("RELATED: Man arrested in
shooting of Kerrville girl"), sign-up prompts, video captions, and, in the story itself,
other incidents ("In a separate shooting, ...", "Elsewhere, ..."). Figures in those
sentences are about other events; GVA codes one incident per record.

:func:`off_topic` returns the indices of sentences to leave out:

- page furniture: "Related", "Read more", "Sign up", "More on this" lines; lines that are
  headlines (no closing full stop, mostly capitalised words) other than the article's first
  line (its own headline); video time stamps ("0:52").
- round-up totals: sentences that add up several incidents ("in separate shootings",
  "citywide").
- topic switches: from a sentence opening with a cue to another incident ("In a separate
  shooting", "In another incident", "Elsewhere", "Separately") to the end of the article.
"""

from __future__ import annotations

import re

from crosswire.extract.numbers import find_quantities
from crosswire.nlp import ParsedArticle, Sentence

FURNITURE_RE = re.compile(
    r"^\W*(?:related(?:\s+(?:stories|story|content|links?|coverage|articles?|video))?\b"
    r"|read\s+(?:more|next|also)\b|sign\s+up\b|more\s+on\s+(?:this|the)\b|more\s+stories\b"
    r"|recommended\b|watch\s*:|video\s*:|photos?\s*:|click\s+here\b|see\s+also\b|trending\b"
    # (a clock time that heads a live blog's entry, "9:45 a.m.: Six people have now died",
    # "12:30 GMT - ...", is the entry's time, not a video's length: Lagos 2023 probe; so is
    # a bare "09:15 - Officials say 11 people are dead", a clock and a dash)
    # (nor "10:42 pm The death toll ... rises to 12", a clock and its entry's first word:
    # Majdal Shams 2024 probe)
    r"|\d{1,2}:\d{2}\b(?!\s*(?:[ap]\.?m\.?|GMT|BST|UTC|CET|CEST|[ECMP][SD]?T|IST|WAT|EAT|local\s+time)\s*[:—–-])"
    r"(?!\s*[ap]\.?m\.?\s+(?-i:[A-Z]))(?!\s*[—–-]\s))",
    re.IGNORECASE,
)
# Openings that move the story to another incident. "Also" and "Meanwhile" are left out:
# on GVA dev they more often continue the main story ("Also wounded were ...").
SWITCH_RE = re.compile(
    r"^\W*(?:in\s+(?:a|an)\s+(?:separate|unrelated|different)\b|in\s+another\s+(?:incident|shooting|case|attack)\b"
    r"|elsewhere\b|separately\b|in\s+other\s+(?:news|shootings|incidents)\b)",
    re.IGNORECASE,
)
# Sentences that total several incidents ("At least 38 other people were shot in separate
# attacks", "41 other people were wounded in gun violence citywide"): their figures are
# round-up totals, never one incident's, and copied to each event they would be wrong for
# all. The one definition of this vocabulary: :func:`off_topic` leaves these sentences out
# of the count extractor, and :mod:`crosswire.grouping.features` reads a lead with them as a
# round-up. (It merges two lists that had grown apart, the count extractor's and this one;
# the union changed no GVA dev or MUC-4 dev sentence's reading: see tests/extract/test_segments.py.)
ROUNDUP_RE = re.compile(
    r"\b(?:in\s+(?:\w+\s+)?(?:separate|unrelated|different)\s+(?:incidents|shootings|attacks)|citywide|city-wide"
    r"|(?:across|around|throughout)\s+(?:the\s+)?city|in\s+other\s+(?:\w+\s+)?shootings"
    r"|(?:weekend|holiday|overnight)\s+of\s+(?:gun\s+)?(?:violence|shootings|gunfire)"
    r"|in\s+(?:several|multiple|a\s+series\s+of)\s+shootings"
    # "in Labor Day weekend shootings", "in Monday shootings across Chicago", "weekend gun
    # violence", "in two incidents"
    r"|(?:weekend|holiday|overnight|[a-z]+day)\s+(?:gun\s+)?(?:shootings|gunfire|violence)"
    r"|shootings\s+(?:across|around|throughout)|gun\s+violence\s+(?:across|around|throughout)\s+the\s+(?:state|county)"
    r"|\bin\s+(?:two|three|four|five|six|several|multiple)\s+(?:separate\s+|different\s+|unrelated\s+)?(?:incidents|shootings|attacks)"
    # "Three shootings kill five in Stockton", "Two mass shootings less than 13 hours apart
    # left 29 people dead" (El Paso and Dayton: a total of two events)
    r"|^\W*(?:two|three|four|five|six|several|multiple|\d+)\s+(?:(?:separate|mass|deadly|fatal)\s+)?shootings)\b",
    re.IGNORECASE,
)
# Round-up wordings :data:`ROUNDUP_RE` leaves out, read by :func:`off_topic` beside it (the
# grouping's round-up cue stays ROUNDUP_RE alone): words between "separate" and the
# incidents ("in separate accidental shootings", "in five separate shooting incidents", "a
# string of separate, apparently unrelated shootings"), incidents counted in digits or
# without "in" ("shot in 3 separate shootings", "two separate shootings that left six people
# injured", "four separate shootings that left 10 people shot"), and "two separate incidents
# of shootings".
_MANY = r"(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|\d+)"
SEPARATE_EVENTS_RE = re.compile(
    r"\b(?:separate|unrelated)\b(?:[\s,]+[\w-]+){0,3}?\s+(?:shootings|incidents|shooting\s+incidents|attacks)\b"
    r"|\b" + _MANY + r"\s+(?:other\s+|different\s+)?(?:shootings|shooting\s+incidents|incidents\s+of\s+(?:shootings|gunfire))\b",
    re.IGNORECASE,
)
# Another attack a report recalls beside its own ("a second mass shooting", "another attack",
# "an unrelated stabbing"), as a regex fragment: its place and its day are not this event's
# (crosswire.extract.location, crosswire.extract.date_context).
ANOTHER_ATTACK = (
    r"(?:another|a\s+second|a\s+third|a\s+separate|an\s+unrelated)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:shooting|attack|bombing|blast|stabbing|killing|massacre|incident)s?\b"
)
# A line is read as a headline when at least this share of its longer words (4+ letters)
# are capitalised. Our reading of GVA dev page furniture: related-story headlines are title
# case, story paragraphs about a third capitalised at most.
HEADLINE_CAP_SHARE = 0.6
# Headlines shorter than this many words are section labels, not story lines with figures.
HEADLINE_MIN_WORDS = 3
_LONG_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{3,}")
_END_PUNCT = (".", "!", "?", '"', "”", "’", "'", ":")


def _whole_line(text: str, s: Sentence) -> bool:
    before = text[: s.start].rstrip(" \t")
    after = text[s.end :].lstrip(" \t")
    return (not before or before.endswith("\n")) and (not after or after.startswith("\n"))


def is_headline_line(text: str, s: Sentence) -> bool:
    """Whether sentence ``s`` is a line of its own that reads as a headline."""
    body = s.text.strip()
    if not body or body.endswith(_END_PUNCT) or not _whole_line(text, s):
        return False
    words = _LONG_WORD.findall(body)
    if len(body.split()) < HEADLINE_MIN_WORDS or not words:
        return False
    return sum(w[0].isupper() for w in words) / len(words) >= HEADLINE_CAP_SHARE


def off_topic(pa: ParsedArticle) -> frozenset[int]:
    """Indices of sentences not about the article's main event (see module docstring)."""
    text = pa.article.text or ""
    out: set[int] = set()
    switched = False
    for s in pa.sentences:
        if switched:
            out.add(s.index)
            continue
        if s.index > 0 and SWITCH_RE.match(s.text):
            switched = True
            out.add(s.index)
            continue
        if (
            FURNITURE_RE.match(s.text) or ROUNDUP_RE.search(s.text) or SEPARATE_EVENTS_RE.search(s.text)
            or (s.index > 0 and is_headline_line(text, s))
        ):
            out.add(s.index)
    return frozenset(out)


def other_event_headline(pa: ParsedArticle, title: str, start: int, value: int) -> bool:
    """Whether the headline figure ``value`` at ``title[start:]`` is the other incident's that
    the article moves on to ("In a separate attack, gunmen killed five villagers in Zamfara
    State" under "suicide bombings in Gwoza, gunmen kill 5 in Zamfara"): the article gives the
    figure after its switch to another incident, and the headline's clause holding it names
    a place or name only that part of the article names. (Not "2 wounded at Washington Park
    gas station" beside "In other shootings ..., two men were wounded in ... Englewood".)"""
    first = next((s for s in pa.sentences if s.index > 0 and SWITCH_RE.match(s.text)), None)
    if first is None:
        return False
    text = pa.analysis_text
    if value not in {q.value for q in find_quantities(text, first.start)}:
        return False
    cuts = [m.end() for m in _CLAUSE_CUT.finditer(title, 0, start)]
    after = _CLAUSE_CUT.search(title, start)
    clause = title[cuts[-1] if cuts else 0 : after.start() if after else len(title)]
    other = set(_CAPITALISED.findall(text, first.start)) - set(_CAPITALISED.findall(text, 0, first.start))
    return bool(other & set(_CAPITALISED.findall(clause)))


_CLAUSE_CUT = re.compile(r"[,;:|]\s*|\s+[-–—]\s+")
_CAPITALISED = re.compile(r"\b[A-Z][a-z]{2,}\b")


# Background and running totals: the figure is not about this event. Year mentions are
# checked separately against the publication year.
BACKGROUND_RE = re.compile(
    r"\b(?:this\s+year|so\s+far|year\s+to\s+date|last\s+year|since\s+(?:january|19\d\d|20\d\d|the\s+start)|"
    r"anniversary|string\s+of|series\s+of|spate\s+of|wave\s+of|rash\s+of|years?\s+ago|decades?|"
    r"in\s+recent\s+(?:years|months)|\d+(?:st|nd|rd|th)\s+(?:homicide|murder|killing|shooting)|"
    r"homicides?\s+(?:this|in)\s+|nationwide|across\s+the\s+country|every\s+year|per\s+year|a\s+year|annually)\b",
    re.IGNORECASE,
)
_YEAR_RE = re.compile(r"\b(19\d\d|20\d\d)\b")


def background(pa: ParsedArticle, s: Sentence) -> bool:
    """Whether sentence ``s`` tells of background events or running totals (a year before
    the publication year, "this year", "a string of attacks"): its figures are not this
    event's."""
    return background_text(pa, pa.analysis_text[s.start : s.end])


def background_text(pa: ParsedArticle, text: str) -> bool:
    """:func:`background` of a piece of ``pa``'s text (a sentence, or the part of one before
    a cue)."""
    if BACKGROUND_RE.search(text):
        return True
    pub = pa.article.published
    if pub and pub[:4].isdigit():
        for y in _YEAR_RE.findall(text):
            if int(y) < int(pub[:4]):
                return True
    return False


# A text this short, on one line and without a closing full stop, is a headline (the lead's
# title pseudo-article, or a title-only page): our reading of GVA dev titles, the longest
# about 150 characters.
HEADLINE_MAX_CHARS = 200


def is_headline_text(text: str) -> bool:
    """Whether ``text`` as a whole reads as a headline ("Teen shot to death in Roswell"):
    headlines drop articles and auxiliaries, which the count rules then allow."""
    body = text.strip()
    return bool(body) and len(body) <= HEADLINE_MAX_CHARS and "\n" not in body and not _SENTENCE_END_RE.search(body)


# A sentence ends with a lower-case word and a stop ("... at the scene."); a headline may end
# with an abbreviation ("near Fosston, Minn.") or a cut ("gunshot wound Sun...").
_SENTENCE_END_RE = re.compile(r"\b[a-z][\w'’-]*[.!?][\"”’']?$")
