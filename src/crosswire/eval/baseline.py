"""The regular-expression baseline: a deliberately simple extractor crosswire must beat.

It is what a hurried analyst would write in an afternoon, and it is scored by the same
scorers in the same run as crosswire (``baseline`` in the results, or ``--system regex``):

- counts: for each casualty word (killed/dead/died... and wounded/injured/hurt), the numbers
  (digits or "one" .. "twenty") within ``COUNT_WINDOW_WORDS`` words of it; the article's
  figure for each kind is the largest such number. Ages ("12-year-old") and years are skipped.
- dates: the first "yesterday", "today"/"tonight"/"this morning" or weekday name, resolved
  against the publication date (a weekday is its latest occurrence on or before publication);
  else the publication date itself.
- quotes: any text between double quotation marks of at least ``QUOTE_MIN_WORDS`` words; the
  speaker is the nearest capitalised name (1-3 capitalised words) in the same paragraph,
  after the quote preferred when equally near.
- event type: the type of the first trigger word of :data:`TYPE_TRIGGERS` in the text.
- perpetrators: every acronym of 2-6 capital letters within ``ACTOR_WINDOW_WORDS`` words of
  an attack or claim word (in upper-case copy: bracketed acronyms and a word before
  "TERRORISTS"/"GUERRILLAS"...); "claimed" when a claim word is in that window, else
  "suspected".
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from crosswire.model import (
    ActorStance,
    Article,
    CountReport,
    DateValue,
    EventTypeValue,
    Evidence,
    Extraction,
    Quote,
)

# Words on either side of a casualty word that may hold its number ("3 people were killed",
# "killing 3"): 6 covers "killed at least 3", "3 people were shot and killed".
COUNT_WINDOW_WORDS = 6
# Shorter quoted strings are titles or scare quotes ("hit piece"), not quotations.
QUOTE_MIN_WORDS = 4
# How far (characters) from a quotation its speaker's name may be.
SPEAKER_WINDOW_CHARS = 150

KILLED_WORDS = r"killed|kills?|killing|dead|died|dies|deaths?|fatally|murdered|slain|shot dead"
INJURED_WORDS = r"wounded|wounding|injured|injuring|injuries|hurt|hospitali[sz]ed"
NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
    )
}
_NUMBER = re.compile(
    r"\b(\d{1,4}(?:,\d{3})?|" + "|".join(NUMBER_WORDS) + r")\b(?!\s*-?\s*(?:years?|yr)\b|-year)",
    re.IGNORECASE,
)
_KILLED = re.compile(rf"\b(?:{KILLED_WORDS})\b", re.IGNORECASE)
_INJURED = re.compile(rf"\b(?:{INJURED_WORDS})\b", re.IGNORECASE)
_WORD = re.compile(r"\S+")

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DATE_WORD = re.compile(
    r"\b(yesterday|today|tonight|this morning|" + "|".join(WEEKDAYS) + r")\b", re.IGNORECASE
)

_QUOTE = re.compile(r"[\"“]([^\"“”\n]+)[\"”]")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[ \-][A-Z][a-z]+){0,2}\b")
# Capitalised words that are not names (sentence starters, pronouns, days, months).
NOT_NAMES = frozenset(
    ["The", "A", "An", "He", "She", "It", "They", "We", "I", "You", "This", "That", "But", "And", "Or", "So", "If", "In", "On", "At", "Of", "For", "To", "As", "His", "Her", "Their", "Its", "Our", "Police", "Officers", "Authorities", "Sources", "Officials"]
) | {d.capitalize() for d in WEEKDAYS}


def _number_value(tok: str) -> int | None:
    tok = tok.lower().replace(",", "")
    if tok.isdigit():
        v = int(tok)
        # Four-digit figures from 1900 on are almost always years in news copy.
        return None if 1900 <= v <= 2100 else v
    return NUMBER_WORDS.get(tok)


def extract_counts(article: Article) -> tuple[CountReport, ...]:
    """At most one killed and one injured report: the largest number near a casualty word."""
    text = article.text
    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    starts = [w[0] for w in words]
    out: list[CountReport] = []
    kinds: tuple[tuple[Literal["killed", "injured"], re.Pattern[str]], ...] = (
        ("killed", _KILLED),
        ("injured", _INJURED),
    )
    for kind, pattern in kinds:
        best: tuple[int, int, int] | None = None  # value, start, end
        for m in pattern.finditer(text):
            wi = _bisect(starts, m.start())
            lo = words[max(0, wi - COUNT_WINDOW_WORDS)][0] if words else 0
            hi = words[min(len(words) - 1, wi + COUNT_WINDOW_WORDS)][1] if words else 0
            for n in _NUMBER.finditer(text, lo, hi):
                v = _number_value(n.group(1))
                if v is not None and v > 0 and (best is None or v > best[0]):
                    best = (v, n.start(1), n.end(1))
        if best is not None:
            v, s, e = best
            out.append(
                CountReport(kind=kind, value=v, min=v, max=v, qualifier="exact",
                            evidence=Evidence.of(article.id, text, s, e))
            )
    return tuple(out)


def _bisect(starts: list[int], pos: int) -> int:
    import bisect

    return max(0, bisect.bisect_right(starts, pos) - 1)


def resolve_date_word(word: str, published: dt.date) -> dt.date:
    """The date a relative word means in an article published on ``published``."""
    w = word.lower()
    if w == "yesterday":
        return published - dt.timedelta(days=1)
    if w in WEEKDAYS:
        back = (published.weekday() - WEEKDAYS.index(w)) % 7
        return published - dt.timedelta(days=back)
    return published  # today, tonight, this morning


def extract_dates(article: Article) -> tuple[DateValue, ...]:
    """One date: the first relative date word resolved, else the publication date."""
    if not article.published:
        return ()
    try:
        pub = dt.date.fromisoformat(article.published[:10])
    except ValueError:
        return ()
    text = article.text
    m = _DATE_WORD.search(text)
    if m:
        d = resolve_date_word(m.group(1), pub)
        return (DateValue(d.isoformat(), Evidence.of(article.id, text, m.start(1), m.end(1)),
                          basis="weekday" if m.group(1).lower() in WEEKDAYS else "relative"),)
    # No word to point at: the evidence is the empty span at the start of the text.
    return (DateValue(pub.isoformat(), Evidence.of(article.id, text, 0, 0), basis="publication"),)


def extract_quotes(article: Article) -> tuple[Quote, ...]:
    """Text between double quotation marks, with the nearest capitalised name as speaker."""
    text = article.text
    out: list[Quote] = []
    for m in _QUOTE.finditer(text):
        inner = m.group(1)
        if len(inner.split()) < QUOTE_MIN_WORDS:
            continue
        para_start = text.rfind("\n", 0, m.start()) + 1
        para_end = text.find("\n", m.end())
        para_end = len(text) if para_end < 0 else para_end
        lo = max(para_start, m.start() - SPEAKER_WINDOW_CHARS)
        hi = min(para_end, m.end() + SPEAKER_WINDOW_CHARS)
        best: tuple[tuple[int, int], int, int] | None = None  # (distance, side), start, end
        for n in _NAME.finditer(text, lo, hi):
            if n.start() >= m.start() and n.end() <= m.end():
                continue  # inside the quotation
            if n.group() in NOT_NAMES:
                continue
            after = n.start() >= m.end()
            dist = n.start() - m.end() if after else m.start() - n.end()
            # Equal distance: prefer the name after the quote ("..., said Smith").
            key = (dist, 0 if after else 1)
            if best is None or key < best[0]:
                best = (key, n.start(), n.end())
        speaker_ev = Evidence.of(article.id, text, best[1], best[2]) if best else None
        out.append(
            Quote(
                speaker=speaker_ev.text if speaker_ev else None,
                text=inner,
                evidence=Evidence.of(article.id, text, m.start(1), m.end(1)),
                speaker_evidence=speaker_ev,
            )
        )
    return tuple(out)


# First trigger word wins; order matters only for words at the same position.
TYPE_TRIGGERS: tuple[tuple[str, str], ...] = (
    (r"bomb\w*|explo\w*|dynamite\w*", "bombing/explosion"),
    (r"kidnap\w*|abduct\w*", "kidnapping"),
    (r"assassinat\w*|murder\w*", "assassination"),
    (r"arson|set fire|burn(?:ed|ing)", "arson"),
    (r"shot|shoot\w*|gun\w*|attack\w*|ambush\w*", "armed assault/shooting"),
    (r"stampede|crush", "stampede/crowd crush"),
)
_TYPE = re.compile("|".join(f"(?P<t{i}>\\b(?:{rx})\\b)" for i, (rx, _) in enumerate(TYPE_TRIGGERS)), re.IGNORECASE)
# Words on either side of an attack word that may hold its doer's acronym ("FMLN attacked").
ACTOR_WINDOW_WORDS = 6
_ATTACK_WORD = re.compile(r"\b(?:attack\w*|bomb\w*|kill\w*|kidnap\w*|murder\w*|claim\w*|blame\w*|responsib\w*)\b", re.IGNORECASE)
_CLAIM_WORD = re.compile(r"\bclaim\w*|\bresponsib", re.IGNORECASE)
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
# In upper-case copy every word looks like an acronym: there only bracketed acronyms
# ("[FMLN]") and a word before a perpetrator noun ("FMLN TERRORISTS") count.
_UPPER_ACRONYM = re.compile(
    r"\[([A-Z]{2,6})\]|\b([A-Z]{2,6})\s+(?:TERRORISTS|GUERRILLAS|REBELS|MEMBERS|COMMANDOS|URBAN)\b"
)


def extract_event_types(article: Article) -> tuple[EventTypeValue, ...]:
    m = _TYPE.search(article.text)
    if not m or m.lastgroup is None:
        return ()
    kind = TYPE_TRIGGERS[int(m.lastgroup[1:])][1]
    return (EventTypeValue(value=kind, evidence=Evidence.of(article.id, article.text, m.start(), m.end())),)


def extract_actors(article: Article) -> tuple[ActorStance, ...]:
    text = article.text
    upper = sum(c.isupper() for c in text) > 0.6 * max(1, sum(c.isalpha() for c in text))
    words = [(w.start(), w.end()) for w in _WORD.finditer(text)]
    starts = [a for a, _ in words]
    out: dict[str, ActorStance] = {}
    for m in _ATTACK_WORD.finditer(text):
        i = _bisect(starts, m.start())
        lo = words[max(0, i - ACTOR_WINDOW_WORDS)][0]
        hi = words[min(len(words) - 1, i + ACTOR_WINDOW_WORDS)][1]
        claimed = bool(_CLAIM_WORD.search(text, lo, hi))
        for a in (_UPPER_ACRONYM if upper else _ACRONYM).finditer(text, lo, hi):
            g = next((i for i in range(1, (a.lastindex or 0) + 1) if a.group(i)), 0)
            name = a.group(g)
            if name in out:
                continue
            out[name] = ActorStance(
                name=name,
                stance="claimed" if claimed else "suspected",
                evidence=Evidence.of(article.id, text, a.start(g), a.end(g)),
            )
    return tuple(sorted(out.values(), key=lambda s: s.evidence.start))


def regex_extract(article: Article) -> Extraction:
    """The baseline's :class:`Extraction` of one article."""
    if article.status != "ok" or not article.text:
        return Extraction(article_id=article.id)
    return Extraction(
        article_id=article.id,
        event_types=extract_event_types(article),
        dates=extract_dates(article),
        counts=extract_counts(article),
        actors=extract_actors(article),
        quotes=extract_quotes(article),
    )
