"""Per-article features for event grouping: hashed word and name counts, day, place, type.

Everything here is cheap (regexes, no spaCy) so grouping scales to hundreds of thousands of
articles; values from the extractors (event dates, resolved places, event types) are used
when present and the cheap stand-ins (publication date, dateline city) otherwise.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, HashingVectorizer

from crosswire.extract.segments import ROUNDUP_RE
from crosswire.model import Article, Extraction
from crosswire.nlp import is_uppercase_text, truecase

# Only the head of an article is read: leads carry who/where/when, and one 100,000-character
# GVA page would otherwise cost as much as 60 ordinary reports. 4,000 characters is about
# 2.3x the mean GVA article (1,727 characters), so most articles are read whole.
MAX_CHARS = 4000

# Hash space of the word and name vectors (sklearn's MurmurHash3, deterministic across
# processes, unlike Python's hash()). 2**20 keeps collisions rare for the ~10^6 distinct
# terms of 200k articles while the df table stays 8 MB.
N_FEATURES = 2**20

_WORD = re.compile(r"[a-z][a-z'’-]*[a-z]|\d+")
# A capitalised word that is not the first word of a sentence or line: the cheap stand-in
# for named entities (victims, suspects, streets, towns).
_NAME = re.compile(r"(?<![.!?\n\"“]\s)(?<!^)(?<=[\s(“\"])([A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?)")
# Capitalised words that are not names of anything event-specific.
_NAME_STOP = frozenset(
    """The A An In On At He She It They We I His Her Its Their This That These Those But And Or
    If When While After Before As For With From By Of To Police Officers Officer Sheriff
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April
    May June July August September October November December Jan Feb Mar Apr Jun Jul Aug
    Sep Sept Oct Nov Dec Mr Mrs Ms Dr Copyright Associated Press Reuters News Read More
    Click Share Facebook Twitter Email Comments Photo Video Image Related Advertisement""".split()  # noqa: SIM905
)
# A dateline: "PUYALLUP, Wash. —", "CHICAGO (AP) --", "Tehran, Jan 3 (Reuters) -".
_DATELINE = re.compile(
    r"^\s*([A-Z][A-Za-z.'’ -]{2,30}?)(?:,\s*[A-Z][A-Za-z. ]{1,20}?)?\s*"
    r"(?:\([A-Za-z .]{1,20}\)\s*)?(?:—|–|--|-)\s",
    re.MULTILINE,
)
# How far into the text a dateline may start (GVA pages open with captions and menus).
DATELINE_WINDOW = 600


# A line (paragraph) whose normalised form occurs in this many articles or more is page
# furniture ("We have sent you a verification email...", "Get email notifications on <NAME>
# daily!") and is dropped before comparing texts: on GVA dev such lines made 1 % of
# different-incident candidate pairs look like copies (cosine > 0.55). A wire story copied by
# 4+ outlets loses the shared lines too, but dedup has already linked those copies.
BOILERPLATE_MIN_DOCS = 4
# Lines shorter than this once normalised are too generic to count ("Close", "Advertisement").
MIN_LINE_CHARS = 25
# Count-min sketch of line counts: 2 rows of 2**22 int32 (32 MB), so 10^6-10^7 distinct lines
# over 200k articles rarely inflate a count.
SKETCH_BITS = 22
# Articles with fewer word tokens than this (empty pages, a bare title) get no text vector:
# two empty pages would otherwise be perfect matches.
MIN_WORDS = 8
# A page whose whole body is debris is read by its headline alone, when the headline has at
# least this many words ("6-year-old Atlanta girl shot in the head, killed"): only distinct
# headlines are left to compare, so a shorter floor than MIN_WORDS is safe. Dev: 3/4/6 give
# GVA F1 0.9390 alike (dropping debris bodies: 0.9368 -> 0.9390).
MIN_TITLE_WORDS = 4

# A line of a scraped video playlist: a clip length, then a clip title ("1:47 'I miss the one
# thing that completes my every day,' says wife of shooting victim", "0:50 Pursuit suspect
# weeps Pause"). Each page of a site carries the day's playlist, so these lines are other
# stories, and they differ from day to day, so the line sketch rarely counts them four
# times: 41 GVA dev pages (McClatchy sites) open with such lines. Not a clock time ("10:30
# p.m. Police said").
_PLAYLIST_LINE = re.compile(r"^\s*\d{1,2}:\d{2}\s+(?!(?:a|p)\.?m\b)[^\d\s]", re.IGNORECASE)
# The page title of a social-media account ("Denver Police Dept. on Twitter"): names who
# posted, not what happened, so it is no headline to read a debris page by.
_ACCOUNT_TITLE = re.compile(r"\bon (?:Twitter|Facebook|Instagram|X)\s*$|^(?:Twitter|Facebook)$",
                            re.IGNORECASE)

_LINE_NORM = re.compile(r"\b[A-Z][\w'’-]*|\d+|[^\w\s]")
_SPACES = re.compile(r"\s+")


def line_keys(text: str) -> list[tuple[int, int] | None]:
    """Sketch keys of the lines of ``text``'s head, in line order (None: too short to count).

    Capitalised words and digits are removed first so that a template filled with a
    reporter's name or a date still counts as the same line.
    """
    return [line_key(line) for line in text[:MAX_CHARS].split("\n")]


def line_key(line: str) -> tuple[int, int] | None:
    norm = _SPACES.sub(" ", _LINE_NORM.sub(" ", line)).strip().lower()
    if len(norm) < MIN_LINE_CHARS:
        return None
    digest = hashlib.blake2b(norm.encode("utf-8"), digest_size=8).digest()
    mask = (1 << SKETCH_BITS) - 1
    return int.from_bytes(digest[:4], "little") & mask, int.from_bytes(digest[4:], "little") & mask


class LineSketch:
    """How many articles hold each normalised line (count-min sketch, never undercounts)."""

    def __init__(self) -> None:
        self.counts = np.zeros((2, 1 << SKETCH_BITS), dtype=np.int32)

    def add(self, keys: Sequence[tuple[int, int] | None]) -> None:
        """Count one article's lines (each distinct line once)."""
        distinct = np.array(sorted({k for k in keys if k is not None}), dtype=np.int64)
        if len(distinct):
            np.add.at(self.counts[0], distinct[:, 0], 1)
            np.add.at(self.counts[1], distinct[:, 1], 1)

    def count(self, key: tuple[int, int] | None) -> int:
        if key is None:
            return 0
        return int(min(self.counts[0, key[0]], self.counts[1, key[1]]))


def strip_boilerplate(text: str, keys: Sequence[tuple[int, int] | None], sketch: LineSketch) -> str:
    """``text`` (head) without the lines that many articles share; ``keys`` from line_keys."""
    lines = text[:MAX_CHARS].split("\n")
    kept = [
        (ln, k) for ln, k in zip(lines, keys, strict=True)
        if sketch.count(k) < BOILERPLATE_MIN_DOCS and not _PLAYLIST_LINE.match(ln)
    ]
    if any(k is not None for k in keys) and all(k is None for _, k in kept):
        # Every line long enough to count was boilerplate: the page is debris (a sign-in
        # wall, a Twitter embed) and its short lines ("Close", "Add a location to your
        # Tweets") are the same debris, not the story.
        return ""
    return "\n".join(ln for ln, _ in kept)


# Words a headline and its story share when the page's body is the story: content words of
# at least this many letters, compared by their first STEM_CHARS letters ("shooting" ~
# "shooter", "killed" ~ "killing").
MIN_CONTENT_CHARS = 4
STEM_CHARS = 5
# A headline needs this many content words before a body sharing none of them is read as
# another page's text (sign-in walls, polls, subscription offers, a sidebar's teaser). On GVA
# dev 300 of 3,796 bodies share no content word with their headline of 3+ such words; read by
# the headline alone instead (nearly all are debris: "3 of 3 Premium Clicks used this month").
MIN_TITLE_CONTENT_WORDS = 3
_CONTENT_WORD = re.compile(r"[a-z][a-z'’]*[a-z]")


def _stems(text: str) -> set[str]:
    return {
        w[:STEM_CHARS]
        for w in _CONTENT_WORD.findall(text.lower())
        if len(w) >= MIN_CONTENT_CHARS and w not in ENGLISH_STOP_WORDS
    }


# Two near-duplicate pages whose headlines share less than this share of content words (stem
# Jaccard) are not copies of one report: what they share is page debris (five embedded
# tweets of five incidents; a sign-in wall). GVA dev near-duplicate pairs: the 5 of 34 that
# join different incidents have 0.20-0.40, two of them under 0.35 besides the tweets (caught
# as account titles); true copies 0.42 and up.
COPY_MIN_TITLE_JACCARD = 0.35


def headlines_disagree(title_a: str | None, title_b: str | None) -> bool:
    """True when two near-duplicate pages carry different reports' headlines (or a social-media
    account's page title): their shared text is debris, not one report copied."""
    if not title_a or not title_b:
        return False
    if _ACCOUNT_TITLE.search(title_a) or _ACCOUNT_TITLE.search(title_b):
        return True
    a, b = _stems(title_a), _stems(title_b)
    return bool(a | b) and len(a & b) / len(a | b) < COPY_MIN_TITLE_JACCARD


def body_is_another_story(title: str, body: str) -> bool:
    """True when a headline of several content words shares none with the page's body: the
    body is page debris or another story, and the headline is the report."""
    head = _stems(title)
    return len(head) >= MIN_TITLE_CONTENT_WORDS and not head & _stems(body)


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in ENGLISH_STOP_WORDS]


def _names(text: str) -> list[str]:
    return [m.lower() for m in _NAME.findall(text) if m not in _NAME_STOP]


# Two or more capitalised words in a row, each not a sentence-opener stop word: full names
# of people ("Tyrone Smith"), streets ("Elm Street"), businesses. Follow-up reports (arrest,
# trial) months later share these with the first report even when little else is shared.
_FULL_NAME = re.compile(r"\b([A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?)+)")


def _full_names(text: str) -> list[str]:
    out = []
    for m in _FULL_NAME.findall(text):
        parts = [w for w in m.split() if len(w) > 2 or not w.endswith(".")]
        while parts and parts[0] in _NAME_STOP:
            parts = parts[1:]
        while parts and parts[-1] in _NAME_STOP:
            parts = parts[:-1]
        if len(parts) >= 2:
            out.append(" ".join(parts).lower())
    return out


_WORD_HASHER = HashingVectorizer(
    analyzer=_words, n_features=N_FEATURES, alternate_sign=False, norm=None
)
_NAME_HASHER = HashingVectorizer(
    analyzer=_names, n_features=N_FEATURES, alternate_sign=False, norm=None
)
_FULL_HASHER = HashingVectorizer(
    analyzer=_full_names, n_features=N_FEATURES, alternate_sign=False, norm=None
)


@dataclass(frozen=True, slots=True)
class ArticleFeatures:
    """What grouping knows about one article (no text kept)."""

    id: str
    day: int | None  # proleptic ordinal of the event date, else of the publication date
    place: str | None  # lower-cased event place (extracted, else dateline city)
    admin1: str | None
    event_type: str | None
    pub_day: int | None = None  # publication date ordinal
    event_day: int | None = None  # extracted event date ordinal (None: not extracted)
    geonames_id: int | None = None
    lat: float | None = None
    lon: float | None = None
    killed: int | None = None  # largest killed figure stated (None: none stated)
    # The headline or lead speaks of the courts (charged, trial, sentenced): a follow-up
    # that may come months after the event it reports on.
    court: bool = False
    # Streets of the block addresses the text gives ("the 6700 block of South Morgan
    # Street" -> "morgan"): two reports naming only other streets are other incidents.
    streets: frozenset[str] = frozenset()
    # The report tells of several incidents ("Two separate attacks in Afghanistan killed
    # 15", a weekend round-up): it may join one of them, never bridge two.
    roundup: bool = False
    # The headline or lead tells the attack as another one ("Another explosion rocked
    # Isulan", "the second bombing in the town in six days"): a later attack of its own.
    another: bool = False
    # The event date is only the day of a later step ("the toll has risen to 30, the
    # government said on Sunday") or of publication: the event happened that day or before.
    later_only: bool = False


# "Another blast hits Isulan", "A fresh attack on ...", "the second bombing in the town in
# six days", searched in the headline and the first sentence (see ANOTHER_CHARS).
_ANOTHER = re.compile(
    r"\b(?:another|a\s+(?:second|third|fresh|new))\s+(?:(?:deadly|powerful|suicide|bomb|car|roadside|mass|fatal|"
    r"knife|gun|terror|terrorist)\s+){0,2}(?:explosion|blast|bombing|attack|shooting|stabbing|ambush|raid|massacre)s?\b"
    r"|\bthe\s+(?:second|third)\s+(?:[\w-]+\s+){0,2}(?:explosion|blast|bombing|attack|shooting)\s+in\s+"
    r"(?:the|this)\s+(?:town|city|area|province|region|district)\b",
    re.IGNORECASE,
)
ANOTHER_CHARS = 300


# Words of the judicial follow-up of a violent event, searched in the headline and lead.
_COURT = re.compile(
    r"\b(?:sentenc(?:e|ed|es|ing)|plead(?:s|ed|ing)?|pled|guilty|convict(?:ed|ion)|trial|jury|"
    r"jurors|verdict|arraign(?:ed|ment)|indict(?:ed|ment)|charged|court|judge|prison|acquitt(?:al|ed))\b",
    re.IGNORECASE,
)
# The lead read for court words: about the first three sentences of a news report.
COURT_CHARS = 600


# A US police block address: "the 6700 block of South Morgan Street", "1200 block of W.
# 79th St." -> the street's name words. Only block addresses: house numbers are often of
# homes elsewhere (a suspect's, a victim's).
_BLOCK = re.compile(
    r"\b\d{1,2}(?:00|,000)\s+block\s+of\s+(?:(?:North|South|East|West|[NSEW])\.?\s+)?"
    r"((?:[A-Z][\w'’.-]*\s+){0,3}?[A-Z0-9][\w'’.-]*)\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|"
    r"Drive|Dr|Lane|Ln|Way|Place|Pl|Court|Ct|Parkway|Pkwy|Highway|Hwy|Terrace|Circle|Trail)\b"
)


def block_streets(text: str) -> frozenset[str]:
    """Lower-cased street names of the block addresses in ``text``."""
    return frozenset(m.group(1).lower() for m in _BLOCK.finditer(text))


def day_number(iso: str | None) -> int | None:
    """``YYYY-MM-DD`` -> day ordinal, None when missing or malformed."""
    if not iso:
        return None
    try:
        return dt.date.fromisoformat(iso[:10]).toordinal()
    except ValueError:
        return None


def dateline_place(text: str) -> str | None:
    """The dateline city of a wire-style article ("PUYALLUP, Wash. —" -> "puyallup")."""
    m = _DATELINE.search(text[:DATELINE_WINDOW])
    if not m:
        return None
    name = m.group(1).strip(" .-").lower()
    return name or None


# Date bases (DateValue.basis) of a report's first date that make it a report of an event on
# that day or before (ArticleFeatures.later_only, pair_model.LATER_STEP_SLACK_DAYS): a later
# step's day, or the publication date of a report whose text dates nothing. GVA dev (cached
# extractions) B-cubed P/R/F1 with later steps alone 0.9763/0.9287/0.9519, with publication
# dates too 0.9764/0.9297/0.9525 (slack 3 days: 0.9521); ECB+ dev 0.9382 either way.
LATER_BASES = ("later_step", "publication")


def article_features(article: Article, extraction: Extraction | None) -> ArticleFeatures:
    """Cheap features of one article, preferring extracted values when there are some."""
    event_day = None
    place = admin1 = etype = None
    gid = lat = lon = killed = None
    if extraction is not None:
        if extraction.dates:
            event_day = day_number(extraction.dates[0].value)
        # (a place no text names, the outlet's home given at score 0 with empty evidence, is
        # no evidence that two reports share a scene)
        told = [p for p in extraction.places if p.evidence.end > p.evidence.start]
        if told:
            p = told[0]
            place, admin1 = p.name.lower(), (p.admin1 or None)
            gid, lat, lon = p.geonames_id, p.lat, p.lon
        if extraction.event_types:
            etype = extraction.event_types[0].value
        kills = [c.value for c in extraction.counts if c.kind == "killed"]
        killed = max(kills) if kills else None
    pub_day = day_number(article.published)
    day = event_day if event_day is not None else pub_day
    if place is None:
        place = dateline_place(article.text)
    return ArticleFeatures(
        article.id, day, place, admin1, etype, pub_day=pub_day, event_day=event_day,
        geonames_id=gid, lat=lat, lon=lon, killed=killed,
        court=bool(_COURT.search((article.title or "") + "\n" + article.text[:COURT_CHARS])),
        streets=block_streets(article.text),
        roundup=is_roundup(article),
        another=bool(_ANOTHER.search((article.title or "") + "\n" + article.text[:ANOTHER_CHARS])),
        later_only=extraction is not None and bool(extraction.dates) and extraction.dates[0].basis in LATER_BASES,
    )


# Words of a report that tells of several incidents: "two separate attacks", "in a separate
# attack", "in another incident", and the round-up totals of
# crosswire.extract.segments ("in weekend shootings across the city").
_SEVERAL = re.compile(
    r"\b(?:two|three|four|five|six|several|multiple|\d+)\s+(?:separate|different|unrelated)\s+"
    r"(?:attacks|bombings|blasts|explosions|shootings|incidents|raids|strikes)\b"
    r"|\bin\s+(?:a|an)\s+(?:separate|unrelated|different)\s+(?:attack|incident|shooting|bombing|blast|raid|strike)\b"
    r"|\bin\s+another\s+(?:incident|attack|shooting|bombing|blast|raid)\b",
    re.IGNORECASE,
)
# How much of the body is read for those words: the lead, where a round-up says what it is.
ROUNDUP_CHARS = 1500


def is_roundup(article: Article) -> bool:
    """Whether the headline or lead tells of several incidents."""
    head = (article.title or "") + "\n" + article.text[:ROUNDUP_CHARS]
    return bool(_SEVERAL.search(head) or ROUNDUP_RE.search(head))


def count_matrices(
    articles: Sequence[Article],
    sketch: LineSketch | None = None,
    *,
    headline_only: list[bool] | None = None,
) -> tuple[sp.csr_matrix, sp.csr_matrix, sp.csr_matrix]:
    """Hashed term counts (words; capitalised names; full names) of each article's head.

    With a ``sketch``, the articles' lines are counted into it and boilerplate lines are
    dropped; articles with fewer than ``MIN_WORDS`` words get empty rows. ``headline_only``,
    when given, is extended with one flag an article: its body was debris, so only its
    headline was read.
    """
    texts = head_texts(articles, sketch, headline_only=headline_only)
    return (
        _WORD_HASHER.transform(texts).tocsr(),
        _NAME_HASHER.transform(texts).tocsr(),
        _FULL_HASHER.transform(texts).tocsr(),
    )


def head_texts(
    articles: Sequence[Article],
    sketch: LineSketch | None = None,
    *,
    headline_only: list[bool] | None = None,
) -> list[str]:
    """The text of each article that :func:`count_matrices` counts (headline and head of the
    body, boilerplate dropped; "" when too short)."""
    bodies = [a.text[:MAX_CHARS] for a in articles]
    if sketch is not None:
        keys = [line_keys(a.text) for a in articles]
        for k in keys:
            sketch.add(k)
        bodies = [strip_boilerplate(a.text, k, sketch) for a, k in zip(articles, keys, strict=True)]
    texts = []
    for a, body in zip(articles, bodies, strict=True):
        title = a.title or ""
        if body.strip() and body_is_another_story(title, body):
            body = ""
        if headline_only is not None:
            headline_only.append(bool(title.strip()) and not body.strip())
        if not body.strip() and _ACCOUNT_TITLE.search(title):
            title = ""
        text = title + "\n" + body
        if is_uppercase_text(text):
            # Wire copy in capitals: its names would match no capitalised-name pattern and
            # its words no lower-case one, so it would share nothing with the same story
            # told in mixed case.
            text = truecase(text)
        enough = MIN_TITLE_WORDS if not body.strip() else MIN_WORDS
        texts.append(text if len(_WORD.findall(text)) >= enough else "")
    return texts


def word_terms(text: str) -> list[str]:
    """The word terms of ``text`` as :func:`count_matrices` counts them."""
    return _words(text)


def name_terms(text: str) -> list[str]:
    """The capitalised-name terms of ``text`` as :func:`count_matrices` counts them."""
    return _names(text)


_TERM_HASHER = HashingVectorizer(
    analyzer=lambda term: [term], n_features=N_FEATURES, alternate_sign=False, norm=None
)


def term_columns(terms: Sequence[str]) -> np.ndarray:
    """The hashed column of each term (the column the word and name hashers give it)."""
    if not terms:
        return np.zeros(0, dtype=np.int64)
    m = _TERM_HASHER.transform(list(terms)).tocsr()
    return m.indices.astype(np.int64)


def title_counts(articles: Sequence[Article]) -> sp.csr_matrix:
    """Hashed word counts of each article's title (empty rows for untitled articles).

    Headlines name the event the way readers know it ("Crab Fest shooting", "Mr. Hero
    robbery"), and follow-ups months later keep that name when their text has moved on.
    """
    out = _WORD_HASHER.transform(
        ["" if _ACCOUNT_TITLE.search(a.title or "") else a.title or "" for a in articles]
    ).tocsr()
    out.sort_indices()
    return out


def weigh(counts: sp.csr_matrix, idf: np.ndarray) -> sp.csr_matrix:
    """Sublinear tf x idf, L2-normalised rows (the usual TF-IDF cosine set-up)."""
    x = counts.astype(np.float32, copy=True)
    x.data = 1.0 + np.log(x.data)
    x = sp.csr_matrix(x.multiply(idf[None, :]).tocsr(), dtype=np.float32)
    norms = np.sqrt(np.asarray(x.multiply(x).sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    out = sp.csr_matrix(sp.diags(1.0 / norms).dot(x), dtype=np.float32)
    out.sort_indices()  # pair_model._row_dots relies on sorted columns
    return out


def features_for(
    articles: Sequence[Article], extractions: Mapping[str, Extraction]
) -> list[ArticleFeatures]:
    return [article_features(a, extractions.get(a.id)) for a in articles]
