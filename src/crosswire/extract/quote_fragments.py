"""Short quoted fragments (2-3 words) inside a reporting sentence: the speaker's words or a
scare quote.

Used by :mod:`crosswire.extract.quotes`: a lower-case fragment that a speech verb of its
sentence introduces is the speaker's ("called the shooting 'an unspeakable tragedy'", "said
the club was 'deeply sorry'"), unless it is the object of a second, non-speech predicate
coordinated with the report ("Sergei Melikov said six gunmen had been killed and blamed
'sleeper cells' directed from abroad": the words are the outlet's label for what he
blamed, not his).
"""

from __future__ import annotations

from crosswire.extract.quote_antecedents import token_at
from crosswire.extract.quote_verbs import SPEECH_VERBS
from crosswire.nlp import ParsedArticle

# A shorter quote is still the speaker's words when a speech verb of its sentence introduces
# it ("called the shooting 'an unspeakable tragedy'", "said the club was 'deeply sorry'").
MIN_FRAGMENT_WORDS = 2


def object_of_coordinated_verb(pa: ParsedArticle, at: int) -> bool:
    """Whether the quoted words at offset ``at`` hang on a non-speech verb that is coordinated
    with another predicate ("... had been killed and blamed 'sleeper cells'"): that verb's
    object is what the reporter names, not what the speaker said."""
    sent = pa.sentence_at(at)
    if sent is None:
        return False
    doc = pa.parse_one(sent)
    tok = token_at(doc, at - sent.start)
    if tok is None:
        return False
    t = tok
    for _ in range(6):
        if t.pos_ == "VERB":
            break
        if t.head is t:
            return False
        t = t.head
    else:
        return False
    return t.pos_ == "VERB" and t.dep_ == "conj" and t.lower_ not in SPEECH_VERBS and t is not tok


def reporters_subject(verb):
    """The subject of the speech verb whose report ``verb`` is coordinated with after a comma
    ("The Taliban's chief spokesman said the group had ... the blast, and blamed '...'": the
    spokesman blamed, though the parser coordinates "blamed" with the reported "had"; round
    20, where the speaker had been "the group"), else None. Without the comma the reading is
    the reported subject's ("said the suspect had written ... and called it").
    """
    doc = verb.doc
    head = verb.head
    if verb.dep_ != "conj" or head.dep_ != "ccomp" or head.head.lower_ not in SPEECH_VERBS or verb.i < 2:
        return None
    if doc[verb.i - 1].lower_ != "and" or doc[verb.i - 2].text != ",":
        return None
    return next((c for c in head.head.children if c.dep_ == "nsubj"), None)


__all__ = ["MIN_FRAGMENT_WORDS", "object_of_coordinated_verb", "reporters_subject"]
