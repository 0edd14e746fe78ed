"""Actors and their stance toward the event: claimed / suspected / blamed / denied.

Candidates first: sentences matching a keyword pattern (claims, blame, denial, suspicion, and
attack verbs) are parsed with spaCy; the stance comes from the verb lexicon and the actor
from the grammatical role:

* claimed: subject of "claimed/admitted responsibility", "said it carried out";
* denied: subject of "denied", "rejected any suggestion", "was not involved" (and the
  organisations inside the denied clause: "rejected any suggestion that it or its ally
  Israel was behind" -> Israel denied, asserted by the subject);
* blamed: object of "blamed", "pinned the blame on", "accused", "responsibility ... lies with";
  ``asserted_by`` is the blamer (the subject);
* suspected: "believed/suspected to be behind", "attributed to X", "officials suspect X",
  "X believes Y carried out", and an organisation stated as the doer of the attack (subject
  of an attack verb, agent "by X", "terrorists of X"). Wire copy states most perpetrators as
  fact ("FMLN TERRORISTS ATTACKED ..."); crosswire records those as ``suspected`` with the
  reporting outlet's own wording as evidence, because only a claim is stronger.

* claimed also: "an attack claimed by X", "X claimed the attack", a group's "its fighters
  had attacked"; suspected also: "suspicion fell on X", "bore the hallmarks of X", and the
  named doer of an attack stated as fact ("Al Shabaab militants stormed the hotel"); blamed
  also: a reported clause that makes a named party the doer ("Russia has suggested that
  Ukraine was involved"). "The group" in a claim or denial points back to the organisation
  just named.

Names are canonicalised with a small table of common aliases (``ALIASES``) and
:mod:`crosswire.extract.actor_names` (well-known groups' spellings, acronyms the article
introduces in brackets, capitals and armed forces standing for their state), none specific
to any article; otherwise the mention minus a leading "the".
"""

from __future__ import annotations

import logging
import re

from crosswire import geo
from crosswire.extract.actor_names import article_aliases, capital_country, known_groups
from crosswire.extract.perp_model import extract_scored
from crosswire.lexicon import is_common
from crosswire.model import ActorStance
from crosswire.nlp import ParsedArticle, Sentence

log = logging.getLogger(__name__)

# Common aliases -> one readable name (documented as a table of well-known actors).
ALIASES: dict[str, str] = {
    "us": "United States", "u.s.": "United States", "u.s": "United States",
    "united states": "United States", "america": "United States", "washington": "United States",
    "usa": "United States", "the us": "United States",
    "israeli": "Israel", "zionist": "Israel", "zionist regime": "Israel", "tel aviv": "Israel",
    "tehran": "Iran", "iranian": "Iran",
    "islamic state": "Islamic State", "isis": "Islamic State", "isil": "Islamic State",
    "daesh": "Islamic State", "islamic state group": "Islamic State",
    "farabundo marti national liberation front": "FMLN",
}
_STOP_NAMES = frozenset(
    ["government", "police", "authorities", "officials", "sources", "army", "reports", "report", "television", "radio", "it", "they", "he", "she", "we", "who", "which", "that", "this", "these", "those", "people"]
)
_KEYWORDS = re.compile(
    r"responsib|claim|admit|blame|accus|suspect|believ|attribut|behind|involv|deni|deny|"
    r"reject|carried out|perpetrat|attack|kill|murder|kidnap|bomb|assassinat|ambush|dynamit|"
    r"burn|raid|shot|shoot|destroy|set off|explo|massacr|abduct|terrorist|guerrill|rebel|"
    r"struck|strike|fired|shell|storm|suspicion|hallmark",
    re.I,
)
CLAIM_VERBS = frozenset(["claimed", "claim", "claims", "admitted", "admit", "admits", "acknowledged"])
BLAME_VERBS = frozenset(["blamed", "blame", "blames", "accused", "accuse", "accuses", "pinned"])
DENY_VERBS = frozenset(
    ["denied", "deny", "denies", "rejected", "rejects", "dismissed", "distanced", "disowned", "disavowed"]
)
SUSPECT_VERBS = frozenset(["suspect", "suspects", "suspected", "believe", "believes", "believed", "attributed"])
SAY_VERBS = frozenset(["said", "says", "say", "stated", "announced"])
# Verbs by which one party puts an attack on another ("Russia has suggested that Ukraine was
# involved", "Officials said X was behind the attack"): the named subject of the reported
# clause is blamed, by the verb's subject.
ALLEGE_VERBS = SAY_VERBS | frozenset(
    ["suggested", "suggests", "alleged", "alleges", "insisted", "insists", "asserted", "charged", "maintained"]
)
_STANCE_WORDS = CLAIM_VERBS | BLAME_VERBS | DENY_VERBS | SUSPECT_VERBS
# Verbs of an attack a group reports its own fighters made ("its fighters had attacked"); the
# shared pipeline has no lemmatizer, so these are word forms.
_OWN_ATTACK_WORDS = frozenset(
    ["attacked", "killed", "bombed", "targeted", "detonated", "struck", "stormed", "blew", "shot", "executed", "carried"]
)
# An attack stated as fact with its doer as subject ("Al Shabaab militants stormed the Hayat
# Hotel", "Boko Haram gunmen abducted 276 girls"): the verbs, and the nouns for the doers
# a group's name modifies (a name before "police" or "officers" is a place: "Chicago police
# shot a man").
_DOER_ATTACK_WORDS = frozenset(
    ["attacked", "stormed", "killed", "bombed", "abducted", "kidnapped", "ambushed", "massacred", "shot",
     "detonated", "raided", "seized", "shelled", "executed", "beheaded", "torched", "burned", "launched"]
)
_DOER_NOUNS = frozenset(
    ["militants", "gunmen", "fighters", "insurgents", "rebels", "terrorists", "jihadists", "extremists",
     "bombers", "bomber", "attackers", "militiamen", "guerrillas", "loyalists"]
)
# A group referred to by a common noun ("the group's main spokesman denied it was involved").
_GROUP_NOUN = re.compile(r"(?i)\bthe (?:[\w'’-]+ ){0,3}?(?:group|organi[sz]ation|movement|militia|outfit)\b")
# How many sentences back "the group" may point to the organisation it means.
GROUP_ANTECEDENT_SENTENCES = 2
# What a group says of itself that claims the attack ("said it was behind", "said it had
# carried out", "said its fighters were responsible").
_OWN_DEED = re.compile(
    r"(?i)\b(?:behind|carried out|responsible for|perpetrated|conducted)\s+(?:the\s+|this\s+|"
    r"that\s+|these\s+|those\s+|\w+['’]s\s+)?(?:[\w-]+\s+){0,2}(?:attacks?|bombings?|blasts?|"
    r"explosions?|shootings?|killings?|assaults?|massacres?|ambush(?:es)?|abductions?|"
    r"kidnappings?|operations?|strikes?|fire|shelling|raids?|assassinations?)\b"
)
# How a group's spokesman refers to it in a reported clause ("said it was behind", "said the
# group was not involved").
_SELF_REFERENCE = re.compile(
    r"(?i)it|they|we|the (?:group|organi[sz]ation|movement|militia)|"
    r"(?:its|their|our) (?:own )?(?:fighters|militants|members|men|soldiers|operatives|mujahideen|"
    r"suicide bombers?|bombers?|attackers?|gunmen)"
)
_NO_ROLE = re.compile(r"(?i)\b(?:no|nothing to do with the)\s+(?:role|part|involvement|connection|link|hand)\b")
# Verbs by which a reported clause makes its subject the doer of an attack ("X carried out
# the attack", "X masterminded the bombing").
_DOER_VERBS = frozenset(["carried", "perpetrated", "conducted", "orchestrated", "masterminded", "staged", "planned"])
_ATTACK_NOUN = re.compile(
    r"(?i)\b(?:attacks?|bombings?|blasts?|explosions?|shootings?|killings?|assaults?|massacres?|ambush|"
    r"abductions?|kidnappings?|raids?|assassinations?)\b"
)
_INVOLVED = re.compile(r"(?i)\b(?:involved|involvement|responsible|a role|any role|part)\b")
ATTACK_VERBS = frozenset(
    ["attacked", "attack", "attacks", "killed", "kill", "kills", "murdered", "kidnapped", "kidnap", "abducted", "bombed", "assassinated", "ambushed", "dynamited", "burned", "raided", "shot", "destroyed", "massacred", "exploded", "set", "carried", "perpetrated", "hurled", "fired", "machinegunned", "seized"]
)
_ORG_LABELS = {"ORG", "NORP", "GPE"}
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")


def canonical(name: str) -> str:
    """A readable canonical actor name ("the Islamic State" -> "Islamic State")."""
    n = re.sub(r"^(?:the|a|an)\s+", "", name.strip(" ,.\"'“”"), flags=re.I)
    n = re.sub(r"['’]s$", "", n)
    n = re.sub(r"\s+", " ", n)
    return ALIASES.get(n.lower(), n)


def _actor_in(
    tok, doc, sent: Sentence, pa: ParsedArticle, *, people: bool = False
) -> list[tuple[str, int, int]]:
    """Named actors inside the phrase headed by ``tok`` (entities, acronyms, proper nouns).

    ``people``: where the grammar leaves no doubt that an actor is meant (the subject of
    "claimed responsibility", the object of "blamed ... for"), PERSON entities and bare
    proper nouns count too: spaCy's small model tags groups it has not seen as people
    ("Al-Shabaab", "Boko Haram") or not at all ("Jaish-e-Mohammed"). Elsewhere they do not:
    in crime news "accused of killing his sister Reshawna Hawkins" names a victim.
    """
    toks = list(tok.subtree)
    lo, hi = toks[0].idx, toks[-1].idx + len(toks[-1])
    out: list[tuple[str, int, int]] = []
    labels: dict[tuple[int, int], str] = {}
    for e in doc.ents:
        label = "GPE" if e.label_ == "PERSON" and capital_country(e.text) else e.label_
        if (label in _ORG_LABELS or (people and label == "PERSON")) and lo <= e.start_char and e.end_char <= hi:
            end = _name_end(doc, e.end, hi)
            out.append((doc.text[e.start_char : end], sent.start + e.start_char, sent.start + end))
            # "Islamic" (NORP) run on to "Islamic State" is a name, not an adjective
            labels[(sent.start + e.start_char, sent.start + end)] = "ORG" if end > e.end_char else label
    raw = pa.text[sent.start + lo : sent.start + hi]
    for m in _ACRONYM.finditer(raw):
        a, b = sent.start + lo + m.start(), sent.start + lo + m.end()
        if not any(x[1] <= a < x[2] for x in out) and not pa.uppercase and not is_common(m.group()):
            out.append((m.group(), a, b))
    if pa.uppercase:
        # wire copy: acronyms survive truecasing as capitals ("FMLN", "[ELN]")
        ana = pa.analysis_text[sent.start + lo : sent.start + hi]
        for m in _ACRONYM.finditer(ana):
            a, b = sent.start + lo + m.start(), sent.start + lo + m.end()
            if not any(x[1] <= a < x[2] for x in out):
                out.append((pa.text[a:b], a, b))
    if people and not out and tok.pos_ == "PROPN":
        # a name no entity covers ("Jaish-e-Mohammed claimed the attack"): the proper
        # nouns (and hyphens) that end at the phrase's head
        first = tok
        while first.i > 0 and (doc[first.i - 1].pos_ == "PROPN" or doc[first.i - 1].text == "-" or (
            doc[first.i - 1].text[:1].isupper() and doc[first.i - 1].pos_ != "DET"
        )) and doc[first.i - 1].idx >= lo:
            first = doc[first.i - 1]
        while first.text == "-" and first.i < tok.i:  # "OUAGADOUGOU, Feb 26 - Gunmen"
            first = doc[first.i + 1]
        a, b = sent.start + first.idx, sent.start + tok.idx + len(tok)
        out.append((pa.text[a:b], a, b))
        labels[(a, b)] = "PROPN"
    out = _tidy(out, labels, doc=doc, top=tok, pa=pa, sent=sent, span=(sent.start + lo, sent.start + hi))
    seen, res = set(), []
    for name, a, b in _branches(sorted(out, key=lambda x: x[1]), pa.text):
        c = canonical(name)
        if c.lower() in _STOP_NAMES or len(c) < 2 or c in seen:
            continue
        seen.add(c)
        res.append((c, a, b))
    return res


def _tidy(
    names: list[tuple[str, int, int]],
    labels: dict[tuple[int, int], str],
    *,
    doc,
    top,
    pa: ParsedArticle,
    sent: Sentence,
    span: tuple[int, int],
) -> list[tuple[str, int, int]]:
    """The actors a phrase names once the pieces of one name are put together and the
    names that only qualify another are dropped:

    * a well-known group read whole ("Islamic State of Iraq and the Levant", not
      "Islamic State of Iraq" and "Levant");
    * an acronym in brackets after a name is that name's alias ("(ISIL, or ISIS)");
    * a name under "of" beside a name that is not ("Jamaat-ul-Ahrar, a faction of the TTP";
      "An affiliate of the Islamic State group, Islamic State Khorasan") is the other's
      parent, not the actor;
    * an ideology or religion beside a name ("a local Islamist group, National Thowheeth
      Jama'ath") describes it; a nationality may be an actor of its own;
    * a person beside an organisation ("TTP commander Sarbakaf Mohmand") speaks for it.
    """
    known = known_groups(pa.text, *span)
    out = [n for n in names if not any(n[1] < k[2] and k[1] < n[2] for k in known)]
    out = sorted(out + known, key=lambda x: x[1])
    for k in known:
        labels[(k[1], k[2])] = "ORG"
    out = [n for n in out if not any(re.fullmatch(r"\s*\([^()]*", pa.text[o[2] : n[1]]) for o in out if o[2] <= n[1])]
    under_of = {n[1] for n in out if _behind_preposition(doc, n[1] - sent.start, top)}
    if len(under_of) < len(out):
        out = [n for n in out if n[1] not in under_of]
    if any(labels.get(n[1:]) != "NORP" for n in out):
        out = [n for n in out if labels.get(n[1:]) != "NORP" or _nationality(n[0])]
    if any(labels.get(n[1:], "ORG") not in ("PERSON", "PROPN") for n in out):
        out = [n for n in out if labels.get(n[1:]) not in ("PERSON", "PROPN")]
    return out


def _nationality(word: str) -> bool:
    w = word.lower()
    return w in geo.DEMONYMS or w.rstrip("s") in geo.DEMONYMS or canonical(word) != word


# "the Islamic State's Khorasan branch": one actor, not the parent and the branch apart.
_POSSESSIVE_GAP = re.compile(r"['’]s\s+$")
_BRANCH_AFTER = re.compile(
    r"\s+(?:branch|affiliate|wing|faction|province|chapter|offshoot|franchise)\b", re.IGNORECASE
)


def _branches(names: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Join a possessor and its branch ("Islamic State's Khorasan branch") into one name."""
    out: list[tuple[str, int, int]] = []
    for name, a, b in names:
        if out:
            prev_a, prev_b = out[-1][1], out[-1][2]
            m = _BRANCH_AFTER.match(text, b)
            if m and prev_b <= a and _POSSESSIVE_GAP.fullmatch(text[prev_b:a] or "-"):
                out[-1] = (text[prev_a : m.end()], prev_a, m.end())
                continue
        out.append((name, a, b))
    return out


def _name_end(doc, i: int, hi: int) -> int:
    """The end of a name spaCy cut short: an entity ("Islamic", NORP) followed by proper
    nouns of the same name ("State" in "The Islamic State claimed ...") runs to the last."""
    end = doc[i - 1].idx + len(doc[i - 1])
    while i < len(doc) and doc[i].pos_ == "PROPN" and doc[i].text[:1].isupper():
        if doc[i].idx + len(doc[i]) > hi or doc[i].ent_type_ not in ("", "ORG", "NORP"):
            break
        end = doc[i].idx + len(doc[i])
        i += 1
    return end


def _negated(tok) -> bool:
    """'no reason to believe', 'do not suspect'."""
    if any(c.dep_ == "neg" for c in tok.children):
        return True
    h = tok.head
    return h.i != tok.i and any(c.dep_ in ("neg", "det") and c.text.lower() == "no" for c in h.children)


# Words before a reported clause that turn a belief into a doubt ("it is highly unlikely
# Israel had any involvement", "not that ...").
_DOUBT_WORDS = frozenset(["unlikely", "not", "no", "never", "n't", "doubt", "doubts", "doubtful"])
# How many words before the clause's subject are searched for such a word.
DOUBT_WINDOW = 4


def _doubted(doc, inner, clause) -> bool:
    if _negated(clause) or any(c.dep_ == "neg" for c in clause.children):
        return True
    lo = max(0, inner.i - DOUBT_WINDOW)
    return any(t.text.lower() in _DOUBT_WORDS for t in doc[lo : inner.i])


def _behind_preposition(doc, rel: int, top) -> bool:
    """True when the token at ``rel`` hangs under "of" inside ``top``'s phrase
    ("enemies *of* the Islamic Republic"): a modifier of the object, not the object."""
    tok = next((t for t in doc if t.idx <= rel < t.idx + len(t.text)), None)
    # spaCy makes a new Token object on each access: compare positions, not identity
    while tok is not None and tok.i != top.i and tok.head.i != tok.i:
        if tok.dep_ == "prep" and tok.text.lower() == "of":
            return True
        tok = tok.head
    return False


def _label_at(doc, rel: int) -> str | None:
    for e in doc.ents:
        if e.start_char <= rel < e.end_char:
            return e.label_
    return None


def _subject(verb):
    for c in verb.children:
        if c.dep_ in ("nsubj", "nsubjpass"):
            return c
    if verb.dep_ in ("conj", "xcomp", "advcl") and verb.head.i != verb.i:
        return _subject(verb.head)
    return None


def _phrase(tok, pa: ParsedArticle, sent: Sentence) -> str:
    toks = list(tok.subtree)
    return pa.text[sent.start + toks[0].idx : sent.start + toks[-1].idx + len(toks[-1])]


def extract(pa: ParsedArticle) -> tuple[ActorStance, ...]:
    """Actors with their stance toward the event, in text order.

    Args:
        pa: the parsed article.

    Returns:
        ``ActorStance`` records; one per (actor, stance, sentence).
    """
    # upper-case wire copy: the perpetrator rules below cover claims and accusations with
    # organisation-shaped names; the general rules here pick up places and people there
    cands = [] if pa.uppercase else pa.find(_KEYWORDS)
    dateline_end = 0 if pa.uppercase else _dateline_end(pa.text)
    out: list[ActorStance] = []
    seen: set[tuple[str, str, int]] = set()

    aliases = article_aliases(pa.text) if not pa.uppercase else {}

    def add(name: str, stance: str, sent: Sentence, by: str | None) -> None:
        if not pa.uppercase:  # wire copy's names are scored as written (MUC-4 fillers)
            name = _as_country(aliases.get(name, _known_name(canonical(name))))
            by = _as_country(aliases.get(by, by)) if by else by
        if by == name and stance in ("blamed", "suspected"):
            return  # "Russia ... that Russia was involved" is no accusation
        key = (name, stance, sent.index)
        if key in seen:
            return
        seen.add(key)
        out.append(ActorStance(name=name, stance=stance, evidence=pa.evidence(sent.start, sent.end), asserted_by=by))

    for sent, doc in zip(cands, pa.parse(cands), strict=True):
        low = pa.analysis_text[sent.start : sent.end].lower()
        for tok in doc:
            w = tok.text.lower()
            subj = _subject(tok) if tok.pos_ in ("VERB", "AUX") else None
            if subj is not None and sent.start + subj.idx < dateline_end:
                subj = _past_dateline(subj, sent, dateline_end)
            subj_actors = _actor_in(subj, doc, sent, pa) if subj is not None else []
            # people and bare proper nouns only as the subject of "claimed": a "says"
            # subject is often an office ("The County Sheriff's Office says they ...")
            claimants = _actor_in(subj, doc, sent, pa, people=True) if subj is not None and w in CLAIM_VERBS else []
            subj_name = canonical(_phrase(subj, pa, sent)) if subj is not None else None
            if w in CLAIM_VERBS and any(c.dep_ == "agent" for c in tok.children):
                # "an attack claimed by Islamic State", "Responsibility was claimed by ..."
                for c in tok.children:
                    if c.dep_ == "agent":
                        for name, _, _ in _actor_in(c, doc, sent, pa, people=True):
                            add(name, "claimed", sent, name)
            elif w in CLAIM_VERBS and "responsib" in low:
                for name, _, _ in claimants or _antecedent(subj, doc, sent, pa, out):
                    add(name, "claimed", sent, name)
            elif w in CLAIM_VERBS and any(c.dep_ == "dobj" and _ATTACK_NOUN.fullmatch(c.text) for c in tok.children):
                # "Islamic State claimed the attack", "The Houthis claimed the drone attack"
                if not _negated(tok):
                    for name, _, _ in claimants or _antecedent(subj, doc, sent, pa, out):
                        add(name, "claimed", sent, name)
            elif w in ("fell", "falls", "fallen", "focused", "centred", "centered") and subj is not None and subj.lower_ == "suspicion":
                # "suspicion fell on the Baloch Liberation Army"
                for c in tok.children:
                    if c.dep_ == "prep" and c.lower_ in ("on", "upon"):
                        for name, _, _ in _actor_in(c, doc, sent, pa, people=True):
                            add(name, "suspected", sent, None)
            elif w == "hallmarks":
                # "The attack bore the hallmarks of al-Qaeda"
                for c in tok.children:
                    if c.dep_ == "prep" and c.lower_ == "of":
                        for name, _, _ in _actor_in(c, doc, sent, pa, people=True):
                            add(name, "suspected", sent, None)
            elif w in BLAME_VERBS:
                for c in tok.children:
                    if c.dep_ in ("dobj", "prep", "dative") and (subj is None or c.i != subj.i):
                        people = w.startswith("blame") and c.dep_ == "dobj"  # "blamed Boko Haram for"
                        for name, a, _ in _actor_in(c, doc, sent, pa, people=people):
                            if _behind_preposition(doc, a - sent.start, c):
                                continue  # "blamed enemies of the Islamic Republic"
                            if not subj_actors or name not in {x[0] for x in subj_actors}:
                                add(name, "blamed", sent, subj_name)
            elif w in DENY_VERBS or (w == "involved" and any(c.dep_ == "neg" for c in tok.children)):
                for name, _, _ in subj_actors or _antecedent(subj, doc, sent, pa, out):
                    add(name, "denied", sent, subj_name)
                if w in ("rejected", "rejects", "dismissed", "denied"):
                    for c in tok.children:
                        if c.dep_ == "dobj":
                            for name, _, _ in _actor_in(c, doc, sent, pa):
                                add(name, "denied", sent, subj_name)
            elif w in SUSPECT_VERBS and tok.pos_ == "VERB" and not _negated(tok):
                if w == "attributed":
                    for c in tok.children:
                        if c.dep_ == "prep" and c.text.lower() == "to":
                            for name, _, _ in _actor_in(c, doc, sent, pa):
                                add(name, "suspected", sent, None)
                elif tok.dep_ in ("ROOT", "conj", "ccomp", "relcl"):
                    for c in tok.children:
                        if c.dep_ in ("ccomp", "dobj", "xcomp"):
                            inner = _subject(c) if c.dep_ != "dobj" else c
                            if inner is not None and not _doubted(doc, inner, c):
                                # "suspect the attack was carried out by members of X": the
                                # passive clause's agent, not its subject, is the suspect
                                agents = [a for a in c.children if a.dep_ == "agent"] if inner.dep_ == "nsubjpass" else []
                                for head in agents or [inner]:
                                    for name, _, _ in _actor_in(head, doc, sent, pa):
                                        add(name, "suspected", sent, subj_name)
                    # "X is believed to be behind": the passive subject is the suspect (a
                    # person or a group spaCy does not know, "Jamaat-ul-Ahrar ... was
                    # suspected of being behind"); the subject of an active "believes" is
                    # the one who believes
                    passive = next((c for c in tok.children if c.dep_ == "nsubjpass"), None)
                    if passive is not None:
                        for name, _, _ in _actor_in(passive, doc, sent, pa, people=True):
                            add(name, "suspected", sent, None)
            elif w in ALLEGE_VERBS and tok.pos_ == "VERB":
                # "Russia has suggested that Ukraine was involved": an accusation
                for c in tok.children:
                    inner = _subject(c) if c.dep_ == "ccomp" else None
                    if inner is None or c.lower_ in _STANCE_WORDS or _SELF_REFERENCE.fullmatch(_phrase(inner, pa, sent)):
                        continue  # "X was suspected of ..., officials said": the stance verb's own
                    if _accuses(c) and not _doubted(doc, inner, c):
                        for name, _, _ in _actor_in(inner, doc, sent, pa):
                            add(name, "blamed", sent, subj_name)
                if w not in SAY_VERBS or not subj_actors:
                    continue
                # "The Islamic State group said it was behind the attack": a claim
                for c in tok.children:
                    inner = _subject(c) if c.dep_ == "ccomp" else None
                    if inner is None or not _SELF_REFERENCE.fullmatch(_phrase(inner, pa, sent)):
                        continue
                    clause = _phrase(c, pa, sent)
                    own_attack = c.lower_ in _OWN_ATTACK_WORDS and c.pos_ == "VERB"
                    if (_OWN_DEED.search(clause) or own_attack) and not _doubted(doc, inner, c):
                        for name, _, _ in subj_actors:
                            add(name, "claimed", sent, name)
                    elif _NO_ROLE.search(clause) or (
                        _doubted(doc, inner, c) and (_OWN_DEED.search(clause) or _INVOLVED.search(clause))
                    ):
                        # "A Taliban spokesman said the group was not involved in the attack"
                        for name, _, _ in subj_actors:
                            add(name, "denied", sent, subj_name)
            elif w in _DOER_ATTACK_WORDS and tok.pos_ == "VERB" and subj is not None and subj.dep_ in ("nsubj", "appos"):
                # "Al Shabaab militants stormed the hotel": the outlet states the doer
                # (a name before "gunmen" is a group however spaCy tags it: "Boko Haram")
                if subj.lower_ in _DOER_NOUNS:
                    for name, _, _ in _actor_in(subj, doc, sent, pa, people=True):
                        if name.lower() not in _DOER_NOUNS:  # "Gunmen killed ...": no name
                            add(name, "suspected", sent, None)
                elif known_groups(pa.text, sent.start + subj.idx, sent.start + subj.idx + len(subj)):
                    for name, _, _ in subj_actors:
                        add(name, "suspected", sent, None)
            elif w == "lies" and "responsib" in low:
                for c in tok.children:
                    if c.dep_ == "prep" and c.text.lower() == "with":
                        for name, _, _ in _actor_in(c, doc, sent, pa):
                            add(name, "blamed", sent, None)
    # wire copy: the learned scorer over all named organisations; other text: the rules
    for name, stance, sent in extract_scored(pa):
        if sent.start < dateline_end and _only_in_dateline(name, pa.text, sent, dateline_end):
            continue  # "KABUL, Afghanistan (AP) - The suicide bombing ... killed": a place
        add(name, stance, sent, name if stance == "claimed" else None)
    if pa.uppercase:
        for name, stance, sent in _wire_known_groups(pa):
            add(name, stance, sent, name if stance == "claimed" else None)
    _resolve_pronoun_denials(pa, out)
    out.sort(key=lambda a: a.evidence.start)
    return tuple(out)


# Upper-case wire copy of today's groups: the learned scorer knows MUC-era names ("FMLN
# TERRORISTS"), not "THE ISLAMIC STATE GROUP CLAIMED RESPONSIBILITY". A well-known group in a
# sentence that claims or disowns an attack (:data:`_WIRE_CLAIM`, :data:`_WIRE_DENIAL`).
_WIRE_CLAIM = re.compile(
    r"(?i)\bclaim(?:ed|s|ing)?\s+(?:(?:full\s+)?responsibility|credit)\b|"
    r"\b(?:said|says)\s+(?:it|they)\s+(?:had\s+)?(?:carried out|was behind|were behind|staged)\b"
)
_WIRE_DENIAL = re.compile(
    r"(?i)\b(?:denied|denies|rejected)\s+(?:any\s+)?(?:involvement|responsibility|role)\b|"
    r"\b(?:had|has|played)\s+no\s+(?:role|part|hand|involvement)\b|\bwas\s+not\s+involved\b"
)


def _wire_known_groups(pa: ParsedArticle) -> list[tuple[str, str, Sentence]]:
    out = []
    for sent in pa.sentences:
        text = pa.analysis_text[sent.start : sent.end]
        stance = "claimed" if _WIRE_CLAIM.search(text) else "denied" if _WIRE_DENIAL.search(text) else None
        if stance is None:
            continue
        names = known_groups(pa.analysis_text, sent.start, sent.end)
        if len(names) == 1:  # with two groups named, which one claims is the parse's call
            out.append((names[0][0], stance, sent))
    return out


def _accuses(clause) -> bool:
    """Whether a reported clause makes its subject the doer of the attack: "Ukraine was
    involved", "X was behind the bombing", "X was responsible for the attack", "X carried out
    the attack" (not "police were working to determine what was behind the shootings", nor
    "someone in the house had been involved with drugs")."""
    w = clause.lower_
    words = {c.lower_: c for c in clause.children}
    if w in ("involved", "responsible"):
        rest = [c for c in clause.children if c.dep_ == "prep"]
        return not rest or any(c.lower_ == "in" and _ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in rest) or any(
            c.lower_ == "for" and _ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in rest
        )
    if w in ("was", "were", "is", "are", "been", "be"):
        behind = words.get("behind")
        if behind is not None and _ATTACK_NOUN.search(" ".join(t.text for t in behind.subtree)):
            return True
        resp = next((c for c in clause.children if c.lower_ == "responsible"), None)
        return resp is not None and _accuses(resp)
    if w in _DOER_VERBS:
        return bool(_ATTACK_NOUN.search(" ".join(t.text for t in clause.subtree)))
    return False


def _known_name(name: str) -> str:
    """A well-known group's one name for any of its spellings ("ISIS-K")."""
    k = known_groups(name)
    return k[0][0] if len(k) == 1 and k[0][1] == 0 and k[0][2] == len(name) else name


def _past_dateline(subj, sent: Sentence, dateline_end: int):
    """The real subject when spaCy made a wire dateline the subject ("MOGADISHU, Aug 20
    (Reuters) - Al Shabaab militants stormed ...": the dateline, with the militants as its
    apposition): the apposition after the dateline, else no subject."""
    after = [c for c in subj.children if c.dep_ == "appos" and sent.start + c.idx >= dateline_end]
    return after[-1] if after else None


# A nationality's armed forces are its state's ("Russian forces shelled the town").
_STATE_FORCES = re.compile(r"(?i)^(\w+) (?:forces|troops|army|military|armed forces|soldiers|warplanes|jets|drones)$")


def _as_country(name: str) -> str:
    """A capital standing for its government is the country ("Kyiv" -> "Ukraine"), and so
    are a nationality's forces ("Russian forces" -> "Russia")."""
    m = _STATE_FORCES.match(name)
    if m and (country := geo.country_code(m.group(1))):
        return geo.country_name(country) or name
    return capital_country(name) or name


def _antecedent(subj, doc, sent: Sentence, pa: ParsedArticle, found: list[ActorStance]) -> list[tuple[str, int, int]]:
    """The organisation "the group" in ``subj`` stands for ("Officials blamed the Pakistani
    Taliban ..., although the group's main spokesman denied it was involved"): the last
    organisation named before it in the sentence, else the last actor found in the
    :data:`GROUP_ANTECEDENT_SENTENCES` sentences before."""
    if subj is None or not _GROUP_NOUN.search(_phrase(subj, pa, sent)):
        return []
    first = min(t.i for t in subj.subtree)
    before = [e for e in doc.ents if e.end <= first and e.label_ in ("ORG", "NORP")]
    known = known_groups(pa.text, sent.start, sent.start + doc[first].idx)
    if known:
        return [known[-1]]
    if before:
        e = before[-1]
        return [(canonical(e.text), sent.start + e.start_char, sent.start + e.end_char)]
    for a in reversed(found):
        if a.evidence.start < sent.start and sent.index - _sentence_index(pa, a.evidence.start) <= GROUP_ANTECEDENT_SENTENCES:
            return [(a.name, a.evidence.start, a.evidence.end)]
    # a well-known group named in the sentences just before
    earlier = [s for s in pa.sentences if 0 < sent.index - s.index <= GROUP_ANTECEDENT_SENTENCES]
    if earlier:
        known = known_groups(pa.text, earlier[0].start, earlier[-1].end)
        if known:
            return [known[-1]]
    return []


def _sentence_index(pa: ParsedArticle, start: int) -> int:
    return next((s.index for s in pa.sentences if s.start <= start < s.end), -1)


# A wire dateline opening the text: "KABUL, Afghanistan (AP) -", "BEIRUT (Reuters) --".
# spaCy reads its capitals as an organisation and, with no verb of its own, as the subject
# of the lead's verb.
_DATELINE = re.compile(
    r"\A\s*[A-Z][A-Z.'’ -]{1,40}(?:,[^\n()—–]{1,40}?)?\s*(?:\([^()\n]{1,40}\)\s*)?(?:--|—|–|-)\s"
)


def _dateline_end(text: str) -> int:
    m = _DATELINE.match(text)
    return m.end() if m else 0


def _only_in_dateline(name: str, text: str, sent: Sentence, dateline_end: int) -> bool:
    """True when ``name`` occurs in ``sent`` (as written) only inside the dateline."""
    starts = [m.start() for m in re.finditer(re.escape(name), text[sent.start : sent.end])]
    return bool(starts) and all(sent.start + a < dateline_end for a in starts)


def _resolve_pronoun_denials(pa: ParsedArticle, out: list[ActorStance]) -> None:
    """'U.S. officials rejected any suggestion that it ... was behind': the subject's own
    country is the denier too (asserted by the officials)."""
    for a in list(out):
        if a.stance == "denied" and a.asserted_by:
            m = re.match(r"(?:the\s+)?(U\.S\.|US|Washington|American|Israeli|Iranian)\b", a.asserted_by)
            if m:
                name = canonical(m.group(1))
                if name == "American":
                    name = "United States"
                if not any(o.name == name and o.stance == "denied" and o.evidence == a.evidence for o in out):
                    out.append(ActorStance(name=name, stance="denied", evidence=a.evidence, asserted_by=a.asserted_by))


__all__ = ["ALIASES", "canonical", "extract"]
