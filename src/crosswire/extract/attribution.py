"""Who a casualty figure is attributed to ("..., police said", "according to IRNA"), and
whether that source is the perpetrator or a claimant ("The Islamic State said its fighters
killed 100 soldiers")."""

from __future__ import annotations

import re

# Who a figure is attributed to.
_SAY = r"(?P<verb>said|says|say|reported|reports|told|confirmed|announced|stated|added|tweeted|claimed|claims)"
_ATTR_PATTERNS = (
    re.compile(r"\baccording\s+to\s+(?P<src>[^,.;:\"“”]{2,80})", re.IGNORECASE),
    # "the figure of 300 dead given by the group"
    re.compile(r"\b(?:given|provided|released|issued|cited|put\s+forward)\s+by\s+(?P<src>[^,.;:\"“”]{2,60})", re.IGNORECASE),
    # ("..., Merseyside police have said.": the auxiliary is no part of the source)
    re.compile(r",\s*(?P<src>[^,;:\"“”]{2,60}?)\s+(?:(?:has|have|had)\s+)?" + _SAY + r"\b(?P<tail>[^,;]{0,40})[.!]?\s*$", re.IGNORECASE),
    re.compile(r"^\s*(?P<src>[^,;:\"“”]{2,60}?)\s+(?:has\s+|have\s+)?" + _SAY + r"\s+(?!responsibility|credit)(?P<tail>)", re.IGNORECASE),
    # "..., the Hamas-run health ministry said, as Palestinian officials blamed ...": the
    # saying clause in the middle, a clause of its own after it
    re.compile(
        r",\s*(?P<src>[^,;:\"“”]{2,60}?)\s+(?:(?:has|have|had)\s+)?" + _SAY + r"\b(?P<tail>[^,;]{0,40}),\s+"
        r"(?:as|making|adding|bringing|while|which|with|after|before|amid|in\s+what)\b",
        re.IGNORECASE,
    ),
)
# A claim verb reports a figure only before a clause ("IS claimed that its fighters ...",
# "claimed to have killed") or at the end of one ("..., the group claimed on Monday"); with
# an object it claims the act ("Gunmen kill at least 40 at Moscow concert hall, Islamic State
# claims attack"), and the figure is not the claimant's.
_CLAIM_VERB_RE = re.compile(r"claim", re.IGNORECASE)
_CLAIM_REPORTS_RE = re.compile(
    r"\s*(?:$|[.!]|that\b|to\s+have\b|it\b|its\b|they\b|their\b|he\b|she\b|we\b|our\b|on\b|in\s+a\b|late\b|early\b"
    r"|yesterday\b|today\b|tonight\b|last\b|this\b)",
    re.IGNORECASE,
)
# Words a source never is: pronouns (the article's own source is named elsewhere) and the
# correction of an earlier figure ("253 people were killed, not 359 as previously stated").
_NOT_A_SOURCE_RE = re.compile(
    r"^(?:he|she|it|they|we|i|you|this|that|not|than|though|although|while|whereas)\b"
    r"|\b(?:previously|earlier|initially|originally|first)\s*$|\d",
    re.IGNORECASE,
)
# Sources that are the perpetrator or claimant.
PERPETRATOR_RE = re.compile(
    r"\b(?:islamic\s+state|isis|isil|daesh|taliban|al[- ]shabaab|al[- ]qaeda|boko\s+haram|hamas|"
    r"hezbollah|houthis?|pkk|fmln|farc|eln|shining\s+path|militants?|insurgents|rebels|the\s+group|"
    r"jihadists?|a+maq)\b",  # Amaq: the Islamic State's news agency
    re.IGNORECASE,
)
# An authority a group runs is not the group ("the Hamas-run health ministry", "the
# Taliban-led interior ministry"): its tolls are the authority's, not a perpetrator's claim.
_RUN_BY_RE = re.compile(r"-(?:run|controlled|led|administered|appointed|backed)\b", re.IGNORECASE)


def _perpetrator(src: str) -> bool:
    m = PERPETRATOR_RE.search(src)
    return m is not None and not _RUN_BY_RE.match(src, m.end())


# "claimed responsibility, saying it had killed around 300": the claimant's own figure.
# ("saying in a statement that it had killed some 300 members of the pro-government militia":
# Barsalogho 2024 probe, the group's own figure had been the conservative toll)
_IN_STATEMENT = r"(?:(?:in|on|through)\s+(?:a|an|its|their|the)\s+(?:[\w-]+\s+){0,2}?(?:statement|post|message|video|communiqu[eé]|channel)\s+)?"
_OWN_KILLING = r"(?:it|its\s+\w+|they|their\s+\w+)\s+(?:had\s+|have\s+)?(?:killed|wounded|injured)"
_CLAIM_FIGURE_RE = re.compile(
    r"\b(?:claim\w*|said|says|saying)\s+" + _IN_STATEMENT + r"(?:that\s+)?" + _OWN_KILLING
    + r"|\bclaim\w*\s+to\s+have\s+(?:killed|wounded|injured)"
    # "ISWAP claimed responsibility ..., saying 40 people were killed": the figure the claim
    # itself gives, in the passive (Maiduguri 2025 probe); "..., police said 23 died" is not
    r"|\bclaim\w*\s+(?:responsibility|credit)\b[^.;\"“”]{0,150}?(?:,\s*|\s+)(?:saying|and\s+said|adding)\s+"
    + _IN_STATEMENT + r"(?:that\s+)?(?:" + _OWN_KILLING + r")?",
    re.IGNORECASE,
)
# The subject right before a claim of killing, after the start, a comma or a conjunction.
_CLAIM_SUBJECT_RE = re.compile(
    r"(?:^|[,;]\s*|\b(?=while|but|and|though|although|whereas))(?:(?:while|but|and|though|although|whereas)\s+)?(?P<who>[^,;:\"“”]{2,60}?)\s+(?:has\s+|have\s+|had\s+)?$",
    re.IGNORECASE,
)
_CONJ_RE = re.compile(r"\s*\b(?:and|but|while|though|although|whereas)\b\s*", re.IGNORECASE)
_VERB_RE = re.compile(r"\s+(?:claim\w*|said|says|has|have|had|was|were|is|are)\b.*$", re.IGNORECASE)


def _claim_subject(words: str) -> str:
    """The subject in ``words`` before a claim: the last coordinated clause's, or the first
    clause's when the last shares it ("The group claimed responsibility and [said ...]")."""
    parts = [p for p in _CONJ_RE.split(words)]
    last = parts[-1].strip() or parts[0].strip()
    return _VERB_RE.sub("", last).strip()


# A source putting a toll at a figure: "the Observatory put the toll at 16".
_PUT_RE = re.compile(
    r"\b(?:put|puts|putting|placed|places|estimated|estimates)\s+(?:the|its|their)\s+"
    r"(?:(?:death|casualty|injury|overall|official)\s+)?(?:toll|tally|number\s+of|dead|injured|wounded|figure|number|count)\b",
    re.IGNORECASE,
)
_MAX_SRC_WORDS = 8  # longer "sources" are clauses, not names (our reading of dev output)
# A wire dateline the sentence opens with is no part of the source ("MUMBAI (Reuters) -
# Indian officials said", "KABUL, Afghanistan (AP) — Officials said", "GUSAU, Nigeria -").
_DATELINE_PREFIX = re.compile(
    r"^[A-Z][A-Z.'’ -]+(?:,\s*[A-Z][\w.'’ ]+)?(?:\s*\([^()]{1,40}\)\s*[-—–]+|\s+[-—–]+)\s+"
)


# "X said it carried out a suicide bombing ... that killed at least 65 people": the claim is
# of the act; the toll in the relative clause on it is the outlet's own description.
_OWN_ACT_RE = re.compile(
    r"\b(?:said|says|claimed|claims)\s+(?:that\s+)?(?:it|they)\s+(?:had\s+|has\s+|have\s+)?"
    r"(?:carried\s+out|was\s+behind|were\s+behind|staged|conducted|launched)\b",
    re.IGNORECASE,
)
# (A second figure joined to the first is in the same clause: "the attack, which killed 22
# people and injured 59".)
_RELATIVE_TOLL_RE = re.compile(
    r"\b(?:that|which)\s+(?:has\s+|had\s+|have\s+)?(?:(?:killed|left|wounded|injured)\s+(?:\w+\s+){0,2}"
    r"(?:and\s+(?:(?:killed|left|wounded|injured)\s+(?:\w+\s+){0,2})?)?)?$",
    re.IGNORECASE,
)


# "IS has said the man who drove a lorry into crowds in Nice, killing 84 people, was one of its
# soldiers" (Nice 2016): a toll in the outlet's description of the attacker the speaker
# talks about, not the speaker's figure.
_DESCRIBED_DOER_RE = re.compile(
    r"\b(?:said|says|claimed|claims)\s+(?:that\s+)?(?:the|a)\s+(?:[\w-]+\s+){0,2}?(?:man|woman|attacker|gunman|driver|bomber|assailant)"
    r"\s+who\s+[^.;\"“”]{3,120}?,\s*(?:(?:killing|leaving|wounding|injuring)\s+(?:\w+\s+){0,2})?$",
    re.IGNORECASE,
)


# A sentence's capital on an indefinite article before a common word ("A security source put
# the toll at more than 100" is "a security source", shown as "per a security source").
# ("The" keeps its capital: "The militants", "The police chief" are the sources' written
# form elsewhere, and "The Associated Press", "The Hindu" are names.)
_LEADING_ARTICLE = re.compile(r"^(?:A|An)(?=\s+[a-z])")


def _tidy(src: str) -> str:
    return _LEADING_ARTICLE.sub(lambda m: m.group().lower(), src)


def attribution(
    sentence: str, *, not_source: re.Pattern[str] | None = None, span: tuple[int, int] | None = None
) -> tuple[str | None, bool]:
    """(source a figure in ``sentence`` is attributed to, whether that source is the
    perpetrator). A candidate source matching ``not_source`` (casualty words: "killed
    three, police said" is a clause, not a source) is skipped, and so is a trailing "...,
    X said" whose tail holds a figure of its own ("..., though the Taliban claimed to have
    killed 50"). ``span``: the figure's offsets in ``sentence``; when given, a claim of
    killing ("said its fighters killed") makes the figure the perpetrator's only if the
    claim reaches it ("Officials said 20 were killed, though the Taliban claimed to have
    killed 50": the 20 is the officials')."""
    if span is not None and _RELATIVE_TOLL_RE.search(sentence, 0, span[0]) and not re.search(r"(?i)\baccording\s+to\b", sentence):
        act = _OWN_ACT_RE.search(sentence, 0, span[0])
        if act is not None:
            return None, False  # "said it carried out a bombing that killed 65": the outlet's
    if span is not None and _DESCRIBED_DOER_RE.search(sentence, 0, span[0]) and not re.search(r"(?i)\baccording\s+to\b", sentence):
        return None, False
    claims = [m for m in _CLAIM_FIGURE_RE.finditer(sentence) if span is None or m.start() <= span[0] <= m.end()]
    perp = bool(claims)
    if claims and span is not None:
        # the claim's subject is the figure's source: "while the militants claimed to have
        # killed 60" is the militants', whoever the sentence opens with
        who = _CLAIM_SUBJECT_RE.search(sentence, 0, claims[0].start())
        src = _claim_subject(who.group("who")) if who else ""
        if src and len(src.split()) <= _MAX_SRC_WORDS and not _NOT_A_SOURCE_RE.search(src):
            return _tidy(src), True
    if span is not None:
        # "..., while the Observatory put the toll at 16": the subject of "put" is the source
        put = next((m for m in _PUT_RE.finditer(sentence) if m.start() <= span[0] <= m.end()), None)
        who = _CLAIM_SUBJECT_RE.search(sentence, 0, put.start()) if put else None
        src = _claim_subject(who.group("who")) if who else ""
        if src and len(src.split()) <= _MAX_SRC_WORDS and not _NOT_A_SOURCE_RE.search(src):
            return _tidy(src), perp or _perpetrator(src)
    for pat in _ATTR_PATTERNS:
        m = pat.search(sentence)
        if not m:
            continue
        verb = m.groupdict().get("verb") or ""
        tail = m.groupdict().get("tail") or ""
        if _CLAIM_VERB_RE.match(verb) and not _CLAIM_REPORTS_RE.match(sentence, m.end("verb")):
            continue
        if tail and (re.search(r"\d", tail) or (not_source is not None and not_source.search(tail))):
            continue
        src = m.group("src").strip(" \t\n'’\"")
        src = re.sub(r"^(?:that|and|but|as)\s+", "", _DATELINE_PREFIX.sub("", src), flags=re.IGNORECASE)
        if not src or len(src.split()) > _MAX_SRC_WORDS or (not_source is not None and not_source.search(src)):
            continue
        if _NOT_A_SOURCE_RE.search(src):
            continue
        if _perpetrator(src):
            perp = True
        return _tidy(src), perp
    return None, perp
