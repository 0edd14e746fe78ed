"""Who asserts an actor's stance: the speaker phrases around a stance verb.

The subject of "blamed" or "denied" ("Iraqi officials attributed the attack to ..."), the
antecedent of a relative pronoun ("the Gaza health ministry, which blamed ..."), the
reporter of a clause ("Military officials said they suspected ..."), a passive's "by"
("blamed by residents") and "according to X". A common word capitalised only because it
starts the sentence is lower-cased ("officials", not "Officials"). Used by
:mod:`crosswire.extract.actors`.
"""

from __future__ import annotations

from crosswire.extract.actor_spans import canonical
from crosswire.lexicon import is_common
from crosswire.nlp import ParsedArticle, Sentence

SAY_VERBS = frozenset(["said", "says", "say", "stated", "announced"])

def _for_to_subject(verb):
    """The noun of "for X to <verb>", the infinitive's own subject ("it has become second
    nature for Pakistan to blame India": Pakistan blames, not the one who says so; Khuzdar
    2025 probe), else None."""
    doc = verb.doc
    i = verb.i
    if i < 3 or doc[i - 1].lower_ != "to" or doc[i - 1].head.i != i:
        return None
    noun = doc[i - 2]
    if noun.dep_ != "pobj" or noun.head.lower_ != "for" or noun.pos_ not in ("PROPN", "NOUN"):
        return None
    return noun


def subject(verb):
    """The subject token of ``verb`` (active or passive), else the subject of the verb it is
    conjoined to or a complement of ("... and said": the first verb's subject), else None.
    Of two subjects (a misparse: "X blamed militants ..., a charge Kabul rejected" hangs both
    "militants" and "Kabul" on "rejected"), the one nearest before the verb.
    A hyphenated name split into several subjects ("Lashkar - e - Taiba denied") is one:
    its first piece."""
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    before = [c for c in subjects if c.i < verb.i]
    if len(subjects) > 1 and before:
        first = before[-1]
        doc = verb.doc
        while first.i > 0 and (doc[first.i - 1].pos_ == "PROPN" or doc[first.i - 1].text == "-"):
            first = doc[first.i - 1]
        return next(c for c in before if c.i >= first.i)
    if subjects:
        return subjects[0]
    if (own := _for_to_subject(verb)) is not None:
        return own
    # (and an adjective's: "Hamas was quick to deny it had a hand in the attack")
    inherits = verb.dep_ in ("conj", "xcomp", "advcl") or (verb.dep_ == "acomp" and verb.pos_ == "ADJ")
    if inherits and verb.head.i != verb.i:
        return subject(verb.head)
    return None


def relative_head(verb, subj, pa: ParsedArticle, sent: Sentence) -> str | None:
    """The noun phrase a relative pronoun subject stands for ("the Gaza health ministry,
    which blamed an Israeli air strike" -> "the Gaza health ministry"), else None."""
    if subj.lower_ not in ("which", "who", "that") or verb.dep_ != "relcl":
        return None
    first = min(t.i for t in verb.subtree)
    toks = [t for t in verb.head.subtree if t.i < first]
    while toks and toks[-1].is_punct:
        toks.pop()
    if not toks:
        return None
    return pa.text[sent.start + toks[0].idx : sent.start + toks[-1].idx + len(toks[-1])]


_PERSONAL_PRONOUNS = frozenset(["they", "he", "she", "we", "it"])


def by_phrase(agent, pa: ParsedArticle, sent: Sentence) -> str | None:
    """The speaker named by a passive's "by" phrase ("blamed by residents"), else None."""
    obj = next((c for c in agent.children if c.dep_ == "pobj"), None) if agent is not None else None
    return head_phrase(obj, pa, sent) if obj is not None else None


def according_to(verb, pa: ParsedArticle, sent: Sentence) -> str | None:
    """The source an "according to X" under ``verb`` names, else None."""
    for c in verb.subtree:
        if c.lower_ == "according" and (to := next((t for t in c.children if t.lower_ == "to"), None)) is not None:
            obj = next((t for t in to.children if t.dep_ == "pobj"), None)
            if obj is not None:
                return head_phrase(obj, pa, sent)
    return None


def head_phrase(tok, pa: ParsedArticle, sent: Sentence) -> str:
    """``tok``'s noun phrase up to its head ("residents" of "residents for the massacre";
    "Iraqi officials")."""
    first = min(tok.subtree, key=lambda t: t.i)
    return canonical(_sentence_case(pa.text[sent.start + first.idx : sent.start + tok.idx + len(tok)], first, pa))


def speaker_of(verb, pa: ParsedArticle, sent: Sentence) -> str | None:
    """Who reports the clause of ``verb``: the subject of the saying verb it is the
    complement of ("Officials said the evidence pointed to X", "Military officials said
    they suspected X": the officials), else None."""
    # (through a participle too: "Hamas said it had nothing to do with it, blaming ...")
    while verb.dep_ in ("ccomp", "conj", "advcl") and verb.head.i != verb.i:
        verb = verb.head
        if verb.lower_ in SAY_VERBS or verb.lower_ in ("told", "tells"):  # ("..., Erdogan told reporters")
            subj = subject(verb)
            if subj is None or subj.lower_ in _PERSONAL_PRONOUNS:
                return None
            return canonical(speaker_phrase(subj, pa, sent))
    return None


def phrase(tok, pa: ParsedArticle, sent: Sentence) -> str:
    """The text of ``tok``'s whole subtree."""
    toks = list(tok.subtree)
    return pa.text[sent.start + toks[0].idx : sent.start + toks[-1].idx + len(toks[-1])]


def core_phrase(
    tok, pa: ParsedArticle, sent: Sentence, *, asides: tuple[str, ...] = ("appos",), after_comma: bool = False
) -> str:
    """``tok``'s phrase without the asides after it: an apposition by default (in "its
    fighters had killed hundreds ..., a claim that could not be verified" the parser hangs
    "a claim ..." on "its fighters"); ``asides`` names the dependents cut, ``after_comma``
    cuts only those a comma sets off."""
    doc = tok.doc
    cut = [
        first
        for c in tok.children
        if c.dep_ in asides and c.i > tok.i
        and ((first := min(x.i for x in c.subtree)) > 0 and doc[first - 1].text == "," or not after_comma)
    ]
    toks = [t for t in tok.subtree if not cut or t.i < min(cut)]
    while len(toks) > 1 and toks[-1].is_punct:
        toks.pop()
    return pa.text[sent.start + toks[0].idx : sent.start + toks[-1].idx + len(toks[-1])]


def speaker_phrase(tok, pa: ParsedArticle, sent: Sentence) -> str:
    """``tok``'s phrase as a speaker's name: a common word capitalised only because it
    starts the sentence is lower-cased ("Officials said" -> "officials"; "Military
    officials"; not "Afghan officials" or "Police Chief John Smith")."""
    person = next((c for c in tok.subtree if c.dep_ == "appos" and c.pos_ == "PROPN" and c.ent_type_ == "PERSON"), None)
    if person is None and tok.pos_ == "PROPN" and tok.ent_type_ == "PERSON" and any(c.dep_ == "appos" for c in tok.children):
        person = tok  # "Mazloum Abdi, the commander of the Syrian Democratic Forces,"
    if person is not None:
        # "The commander of the Kurdish-led Syrian Democratic Forces, Mazloum Abdi, said":
        # the person, not the whole description
        names = [c for c in person.lefts if c.dep_ == "compound" and c.pos_ == "PROPN"] + [person]
        a, b = sent.start + names[0].idx, sent.start + person.idx + len(person)
        return pa.text[a:b]
    # (without a description a comma sets off after it: "The Pakistan Taliban, known as the
    # TTP, denied" is the Pakistan Taliban's denial, Peshawar 2023 probe report; so "Iranian
    # officials, who spoke on condition of anonymity,")
    bare = core_phrase(tok, pa, sent, asides=("appos", "acl", "relcl"), after_comma=True)
    return _sentence_case(bare, min(tok.subtree, key=lambda t: t.i), pa)


def _sentence_case(text: str, first, pa: ParsedArticle) -> str:
    """``text`` (starting at token ``first``) with its first letter lower-cased when only the
    sentence start capitalised a common word."""
    if first.i == 0 and first.pos_ in ("NOUN", "ADJ") and not first.ent_type_ and first.text.istitle() and not pa.uppercase:
        if " " not in text and not is_common(text.lower()):
            return text  # a surname the tagger took for a noun ("Acebes blamed ETA")
        return text[:1].lower() + text[1:]
    return text
