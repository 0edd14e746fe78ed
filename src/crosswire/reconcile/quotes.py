"""Merge quotes: the same statement quoted by several outlets in different words is one quote.

Outlets trim, split and re-punctuate what a speaker said ("..., and any suggestion to the
contrary is ridiculous" vs ". And the suggestion to the contrary is ridiculous."). Two quotes
are one statement when most content words of the shorter one appear in the longer one (or a
short excerpt stands word for word in the other) and their speakers do not contradict each
other: the same surname, or an organisation and the official whose role names it
("Hezbollah" and "Hezbollah media official Mohammed Afif").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from crosswire.extract.quote_roles import NAME_TITLES, earlier_role
from crosswire.model import Quote, ReconciledQuote
from crosswire.reconcile.fields import fuller_names, plain
from crosswire.speakers import resolve_surname

# Share of the shorter quote's content words found in the longer one for the two to count as
# one statement. 0.6 joins re-worded excerpts (the Kerman Miller quotes share 0.9) and keeps
# apart different sentences by one speaker, which share only function words (under 0.3 on
# PolNeAR dev quotes by the same speaker).
SAME_STATEMENT_CONTAINMENT = 0.6
# Below this many content words, overlap is chance ("terrorists", "a harsh response").
MIN_CONTENT_WORDS = 3
# ... unless the excerpt, this many words or more, stands word for word in the other wording
# (a 4-word excerpt is no chance match: it is the quote rules' own minimum for a quotation).
MIN_EXCERPT_WORDS = 4

_STOP = frozenset(
    """a an the and or but of to in on at for with by from as is are was were be been being
    it its this that these those there their they them we our us you your i me my he him his
    she her not no so if then than any all will would can could should has have had do does
    did just about into out up over""".split()
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A role that points back instead of naming ("group's spokesman", "its spokesman", "the
# chief minister").
_POINTING_ROLE = re.compile(r"(?i)^(?:the\s+|its\s+|their\s+|his\s+|her\s+)|^(?:group|organi[sz]ation|movement|militia)['’]s\s")


# Letters of a word's stem: two translations of one statement differ in word forms ("will be
# punished severely" and "will receive severe punishment", "respond firmly" and "a firm
# response"; round 20). Six keeps apart "interior" and "international", "president" and
# "present", which five would join.
STEM_LETTERS = 6


def _stem(word: str) -> str:
    if len(word) >= STEM_LETTERS and word.endswith("ly"):
        word = word[:-2]  # ("firmly", "severely")
    return word[:STEM_LETTERS]


def content_words(text: str) -> frozenset[str]:
    """The stems of ``text``'s words that are no function words."""
    return frozenset(_stem(w) for w in _WORD.findall(plain(text)) if w not in _STOP)


def _same_speaker(a: Quote, b: Quote) -> bool:
    if not a.speaker or not b.speaker:
        return True
    ta, tb = plain(a.speaker).split(), plain(b.speaker).split()
    return (
        _ARABIC_ARTICLE.sub("", ta[-1]) == _ARABIC_ARTICLE.sub("", tb[-1]) or _speaks_for(a, b) or _speaks_for(b, a) or _one_transliteration(a.speaker, b.speaker)
        or _transliterated_words(a.speaker, b.speaker)
        or _described_by_role(a, b)
        or _described_by_role(b, a)
    )


def _described_by_role(desc: Quote, named: Quote) -> bool:
    """``desc``'s speaker is a description that ``named``'s role holds word for word, with
    a title in it: one outlet's "a police spokesman" is another's "police spokesman Ahmed
    Khalil", "an Israeli military spokesman" is "Lt. Col. Nadav Shoshani, an Israeli military
    spokesman" (probe of round 19, where the reworded statement had stayed two quotes)."""
    if not _described(desc.speaker) or not named.speaker_role or _described(named.speaker):
        return False
    words = [w for w in _WORD.findall(plain(desc.speaker or "")) if w not in _ARTICLES]
    role = set(_WORD.findall(plain(named.speaker_role)))
    return bool(words) and set(words) <= role and any(w in NAME_TITLES for w in words)


_ARTICLES = frozenset("a an the one".split())


# The Arabic article glued to a surname: one outlet writes "al-Sudani", another "Sudani"
# (probe of round 19).
_ARABIC_ARTICLE = re.compile(r"^(?:al|el|ul|ad|as|ash|az|ar|an|at)-(?=\w)")

# Fewest consonants two spellings must share for one name (vowels and spacing aside).
MIN_SKELETON = 6
# ... for one surname alone ("Zelenskiy", "Zelensky", "Zelenskyy": five consonants; probe of
# round 19). The statement must match as well (:func:`same_statement`).
MIN_SURNAME_SKELETON = 5


def _skeleton(name: str) -> str:
    letters = re.sub(r"[^a-z]", "", plain(name).lower())
    return re.sub(r"(.)\1+", r"\1", re.sub(r"[aeiouy]", "", letters))


def _one_transliteration(a: str, b: str) -> bool:
    """Two spellings of one transliterated name ("Mohammed Abdulsalam", "Mohammad Abdul
    Salam"; Aden 2020 probe): the same consonants in the same order, enough of them.
    Descriptions ("a police spokesman") are no names."""
    if _described(a) or _described(b):
        return False
    ka, kb = _skeleton(a), _skeleton(b)
    one_word = len(a.split()) == len(b.split()) == 1
    return len(ka) >= (MIN_SURNAME_SKELETON if one_word else MIN_SKELETON) and ka == kb


def _transliterated_words(a: str, b: str) -> bool:
    """Two spellings of a short transliterated name, word for word ("Abu Obeida", "Abu
    Ubaida": Gaza 2024 probe): two or more words, each with the same consonants, one of them
    spelled alike ("Ali Hasan" and "Ala Husein" share no word: two people). Too short for
    :func:`_one_transliteration` alone; the statement must still match (:func:`same_statement`)."""
    if _described(a) or _described(b):
        return False
    wa, wb = plain(a).lower().split(), plain(b).lower().split()
    return (
        len(wa) == len(wb) >= 2 and bool(set(wa) & set(wb))
        and all(_skeleton(x) and _skeleton(x) == _skeleton(y) for x, y in zip(wa, wb, strict=True))
    )


def _speaks_for(org: Quote, person: Quote) -> bool:
    """``person``'s role names ``org``, the speaker of the other wording: one outlet credits
    a group's statement to the group ("Hezbollah said in a statement"), another to the
    official who read it ("Hezbollah media official Mohammed Afif said in a statement")."""
    if not org.speaker or not person.speaker_role:
        return False
    role = _WORD.findall(plain(person.speaker_role))
    # (and without the country that owns it: "Pakistan's Foreign Ministry" is the ministry of
    # "Foreign Ministry spokesperson Mumtaz Zahra Baloch"; probe of round 19)
    owned = plain(_OWNER.sub("", org.speaker))
    for name in (_WORD.findall(plain(org.speaker)), _WORD.findall(owned)):
        if name and any(role[k : k + len(name)] == name for k in range(len(role))):
            return True
    return False


# A country or organisation owning the speaker's name ("Pakistan's Foreign Ministry").
_OWNER = re.compile(r"^[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*['’]s\s+(?=\S)")


def _words(text: str) -> str:
    return " ".join(_WORD.findall(plain(text)))


def _described(speaker: str | None) -> bool:
    """A speaker given by description, not by name ("the military's media wing", "a police
    spokesman"): a lower-case word that is no connector."""
    return bool(speaker) and any(w[:1].islower() and w not in _STOP for w in (speaker or "").split())


def _verbatim_excerpt(a: Quote, b: Quote) -> bool:
    """The shorter wording, MIN_EXCERPT_WORDS or more, stands word for word in the longer."""
    short, long_ = sorted((_words(a.text), _words(b.text)), key=len)
    return len(short.split()) >= MIN_EXCERPT_WORDS and f" {short} " in f" {long_} "


# Words that negate the content word after them ("have not arrested", "never said").
_NEGATORS = frozenset("not no never cannot nobody nothing none neither nor".split())
# How many function words may stand between a negator and the word it negates ("not yet
# arrested", "not been able").
_NEGATION_REACH = 2
_FIGURE = re.compile(r"\d[\d,.]*")


def _negated(text: str) -> frozenset[str]:
    """The content words of ``text`` a negator governs ("We have not arrested anyone":
    {"arrested"})."""
    words = _WORD.findall(plain(text).lower())
    out: set[str] = set()
    for k, w in enumerate(words):
        if w in _NEGATORS or w.endswith("n't"):
            for nxt in words[k + 1 : k + 2 + _NEGATION_REACH]:
                if nxt not in _STOP and nxt not in _NEGATORS:
                    out.add(_stem(nxt))
                    break
    return frozenset(out)


def _contradict(a: Quote, b: Quote) -> bool:
    """``a`` and ``b`` say opposite or updated things in shared words: a word one negates
    the other states ("We have arrested three suspects" and "We have not arrested anyone"),
    or the two give only different figures ("The death toll has risen to 43" and "... to
    51": an update, a statement of its own). Round 20, where both pairs had merged."""
    if _verbatim_excerpt(a, b):
        return False  # (one wording inside the other says what the other says)
    na, nb = _negated(a.text), _negated(b.text)
    wa, wb = content_words(a.text), content_words(b.text)
    # (only where one wording negates nothing: in "was not involved in any way ... no reason
    # to believe that Israel was involved" a negation governs one clause, not the other;
    # Kerman 2024 seeds)
    if (na and not nb and na & wb) or (nb and not na and nb & wa):
        return True
    fa, fb = ({f.rstrip(",.") for f in _FIGURE.findall(q.text)} for q in (a, b))
    return bool(fa) and bool(fb) and not fa & fb


def same_statement(a: Quote, b: Quote) -> bool:
    """True when ``a`` and ``b`` quote the same statement (see module docstring)."""
    if _contradict(a, b):
        return False
    if not _same_speaker(a, b):
        # one outlet names the speaker, the other describes it ("the military's media wing
        # said" and "The ISPR vowed that the 'planners and perpetrators of this cowardly
        # act' would be ..."): the same statement only when one wording stands word for
        # word in the other (Zhob 2023 probe)
        return (_described(a.speaker) != _described(b.speaker)) and _verbatim_excerpt(a, b)
    wa, wb = content_words(a.text), content_words(b.text)
    small = min(len(wa), len(wb))
    if small < MIN_CONTENT_WORDS:
        # a short excerpt is the same statement only word for word, alone or inside the
        # other wording ("has no connection to the incident at all" of "... at all, and
        # categorically denies all false claims")
        short, long_ = sorted((_words(a.text), _words(b.text)), key=len)
        return short == long_ or (
            len(short.split()) >= MIN_EXCERPT_WORDS and f" {short} " in f" {long_} "
        )
    return len(wa & wb) / small >= SAME_STATEMENT_CONTAINMENT


def _tail_names(names: Sequence[str]) -> dict[str, str]:
    """A two- or more-word name that ends exactly one longer name -> that name ("Tayyip
    Erdogan" -> "Recep Tayyip Erdogan"; fuller_names wants the same first word)."""
    words = {n: plain(n).split() for n in set(names)}
    out: dict[str, str] = {}
    for a, wa in words.items():
        longer = [b for b, wb in words.items() if len(wb) > len(wa) >= 2 and wb[-len(wa) :] == wa]
        if len(longer) == 1:
            out[a] = longer[0]
    return out


def _titled_names(names: Sequence[str]) -> dict[str, str]:
    """A surname under its title -> the one full name of another speaker that ends with it
    ("Superintendent Kirkpatrick" in one report, "Anne Kirkpatrick" in another: New Orleans
    2025 probe, the merged quote had been given the titled form)."""
    def titled(words: list[str]) -> bool:
        return len(words) >= 2 and all(w.lower().rstrip(".") in NAME_TITLES for w in words[:-1])

    words = {n: plain(n).split() for n in set(names)}
    out: dict[str, str] = {}
    for a, wa in words.items():
        if not titled(wa):
            continue
        full = [b for b, wb in words.items()
                if len(wb) >= 2 and wb[-1] == wa[-1] and wb[0].lower().rstrip(".") not in NAME_TITLES]  # fmt: skip
        if len(full) == 1:
            out[a] = full[0]
    return out


def _named_in_texts(names: Sequence[str], texts: Sequence[str]) -> dict[str, str]:
    """A one-word speaker -> the full name the event's reports give it, when they agree
    ("Biehl said" in one report, "Dayton Police Chief Richard Biehl said" in another)."""
    out: dict[str, str] = {}
    for name in set(names):
        if " " in name.strip():
            continue
        fuller: set[str] = set()
        for t in texts:
            first = resolve_surname(t, name, before=len(t))
            # (and a second full name for it in the same report: "Connor Betts" and his
            # sister "Megan Betts")
            rest = t.replace(first, " " * len(first)) if first != name else t
            fuller |= {first, resolve_surname(rest, name, before=len(rest))} - {name}
        if len(fuller) == 1:
            out[name] = fuller.pop()
    return out


def merge_quotes(quotes: Sequence[Quote], texts: Sequence[str] = ()) -> tuple[ReconciledQuote, ...]:
    """Group quotes of one statement (union-find over :func:`same_statement`).

    The merged quote keeps the longest wording, the most complete speaker name and role,
    and the evidence of every wording, in article order. ``texts`` (the event's reports)
    give a surname the full name another report writes it with.
    """
    qs = sorted(quotes, key=lambda q: (q.evidence.article, q.evidence.start))
    parent = list(range(len(qs)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    words = [content_words(q.text) for q in qs]
    for i in range(len(qs)):
        for j in range(i + 1, len(qs)):
            # Within one article a repeated statement is the writer's own echo; across
            # articles it is the same statement, which is what this merge is for.
            if qs[i].evidence.article == qs[j].evidence.article:
                continue
            if words[i] & words[j] and same_statement(qs[i], qs[j]):
                parent[find(j)] = find(i)
    groups: dict[int, list[Quote]] = {}
    for i, q in enumerate(qs):
        groups.setdefault(find(i), []).append(q)
    out: list[ReconciledQuote] = []
    names = [q.speaker for q in qs if q.speaker]
    full = _named_in_texts(names, texts) | _tail_names(names) | fuller_names(names, min_words=1) | _titled_names(names)
    for members in groups.values():
        text = max(members, key=lambda q: (len(q.text), -q.evidence.start)).text
        speakers = [full.get(q.speaker, q.speaker) for q in members if q.speaker]
        # (the official who read an organisation's statement before the organisation:
        # "Mumtaz Zahra Baloch", "Foreign Ministry spokesperson", not "Pakistan's Foreign
        # Ministry" with her role; probe of round 19)
        voices = {full.get(p.speaker, p.speaker) for p in members for o in members if p.speaker and _speaks_for(o, p)}
        # (a name before a description: "ISPR", not "the military's media wing")
        speaker = max(speakers, key=lambda s: (not _described(s), s in voices, len(s.split()), s)) if speakers else None
        roles = [q.speaker_role for q in members if q.speaker_role]
        # (a role that names its organisation before one that points back to it: "Taliban
        # spokesman" beats "group's spokesman", "the chief minister"; Mazar-i-Sharif 2016 probe)
        role = max(roles, key=lambda r: (not _POINTING_ROLE.match(r), len(r), r)) if roles else None
        out.append(
            ReconciledQuote(
                speaker=speaker,
                speaker_role=role,
                text=text,
                evidence=tuple(q.evidence for q in members),
            )
        )
    # a quote whose outlet gave no role takes the one another quote gave the same speaker
    # ("Tedros Adhanom Ghebreyesus wrote on X" after the Guardian's "The WHO director general")
    known: dict[str, str] = {}
    for rq in out:
        who = rq.speaker or ""
        named = len(who.split()) >= 2 and all(w[:1].isupper() for w in who.split())
        if named and rq.speaker_role and len(rq.speaker_role) > len(known.get(who, "")):
            known[who] = rq.speaker_role
    for rq in out:
        who = rq.speaker or ""
        if not rq.speaker_role and who not in known and len(who.split()) >= 2:
            # ... or one of the event's reports gives the name ("Dayton Police Chief Richard
            # Biehl said" for another outlet's "Biehl said")
            roles = sorted({r for t in texts if (r := earlier_role(t, who, len(t)))}, key=lambda r: (-len(r), r))
            if roles:
                known[who] = roles[0]
    out = [replace(rq, speaker_role=known.get(rq.speaker or "")) if not rq.speaker_role else rq for rq in out]
    out.sort(key=lambda q: (q.evidence[0].article, q.evidence[0].start))
    return tuple(out)
