"""Named people held or named as an attack's suspect ("X was charged with murder", "Police
arrested X", "identified the gunman as X", "The suspected shooter, X, ...", "X has confessed").

Used by :mod:`crosswire.extract.actors`, which records them as ``suspected``. Proper nouns
only, with a forename and a surname, so that a street, a dateline, a photo credit or a
well-known group is no suspect.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from crosswire.extract.actor_names import known_groups
from crosswire.extract.actor_words import BE_FORMS
from crosswire.extract.quote_roles import NAME_TITLES
from crosswire.extract.victims import PERSON_SG, PLURAL_PEOPLE
from crosswire.lexicon import is_common

# A named person held for the attack is its suspect: "X was charged with murder", "Police
# arrested X", "identified the gunman as X", "The suspected shooter, X, ...". Proper nouns
# only (spaCy's small model tags many names ORG: "Police arrested Marcus Jones"), at least
# two of them (a forename and a surname), and none a well-known group.
HELD_VERBS = frozenset(
    ["charged", "arrested", "detained", "indicted", "booked", "apprehended", "captured", "identified", "named",
     "confessed", "took", "taken", "arraigned",
     # "Card is suspected of killing 18 people" (the passive's subject; Lewiston 2023)
     "suspected",
     # "Police are hunting Adam Smith, 26, in connection with the attack" (with that phrase only)
     "hunting", "seeking", "sought", "wanted"]
)
_HUNT_VERBS = frozenset(["hunting", "seeking", "sought", "wanted"])
SUSPECT_NOUNS = frozenset(
    ["suspect", "gunman", "shooter", "attacker", "assailant", "bomber", "killer", "perpetrator", "hijacker",
     # ("Kenya has named Mohamed Mohamud ... as the mastermind of Thursday's attack")
     "mastermind", "ringleader",
     # Israeli and South Asian copy's word for the attacker ("the terrorist, Raad Hazem, 28,
     # from Jenin": Dizengoff 2022 probe)
     "terrorist"]
)
MIN_NAME_WORDS = 2
# Lower-case particles a hyphen joins to a surname ("el-Bakraoui", "al-Baghdadi").
_PARTICLES = frozenset(["el", "al", "ul", "ud", "bin", "ibn", "abu", "ben", "de", "da", "von", "van"])
# A word of a person's name: capitalised, letters with inner dots, hyphens or apostrophes
# ("O'Neal", "Jr.", "T."), not all capitals ("MLK", a "NEW YORK" dateline).
_NAME_WORD = re.compile(r"[A-Z](?:[a-z][\w'’.-]*|\.?)")
_NOT_FORENAMES = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "police", "officers", "deputies"]
)
_STREET_WORDS = frozenset(
    ["street", "st", "st.", "avenue", "ave", "ave.", "road", "rd", "rd.", "way", "boulevard", "blvd", "drive",
     "lane", "court", "place", "south", "north", "east", "west", "county", "park", "center", "centre"]
)


def person_name(tok, doc) -> str | None:
    """The proper-noun name ending at ``tok`` ("Brenton Harrison Tarrant"), or None."""
    if tok.pos_ != "PROPN" or not _NAME_WORD.fullmatch(tok.text):
        return None
    first = tok
    while first.i > 0:
        prev = doc[first.i - 1]
        if prev.pos_ == "PROPN" and _NAME_WORD.fullmatch(prev.text):
            first = prev
        elif (
            # "Khalid el-Bakraoui": a particle joined by a hyphen is part of the surname
            # (and so is a capitalised one: "Mohamed Lahouaiej-Bouhlel")
            prev.text == "-" and first.i > 1
            and (doc[first.i - 2].lower_ in _PARTICLES or (
                # (the tagger may take the first piece for an adjective: "Shamsud-Din Jabbar")
                doc[first.i - 2].pos_ in ("PROPN", "ADJ", "NOUN")
                and _NAME_WORD.fullmatch(doc[first.i - 2].text) is not None))
            and not doc[first.i - 2].whitespace_ and not prev.whitespace_
        ) or (
            # "Issa al H.": a lower-case particle between two words of the name
            prev.lower_ in _PARTICLES and prev.text.islower() and first.i > 1
            and doc[first.i - 2].pos_ == "PROPN" and _NAME_WORD.fullmatch(doc[first.i - 2].text)
        ):
            first = doc[first.i - 2]
        else:
            break
    words = doc.text[doc[first.i].idx : tok.idx + len(tok)].split()
    while words and words[0].lower() in _NOT_FORENAMES:  # "Tuesday Curtis Hollinger"
        words = words[1:]
    name = " ".join(words)
    if (
        len(words) < MIN_NAME_WORDS
        or known_groups(name)
        or words[-1].lower() in _STREET_WORDS
        or all(is_common(w) for w in words)  # "Enforcement Effort", "Enterprise Image"
    ):
        return None
    return name


_SURNAME_LEAD = r"((?:[A-Z][\w'’.-]*\s+){1,3})"
# An abbreviated title or rank before a name ("Gov.", "Sgt.", "Dr.").
_ABBREVIATION = re.compile(r"[A-Z][a-z]{1,4}\.")


def full_names(surname: str, before: str) -> list[tuple[str, int]]:
    """Full names ending in ``surname`` in ``before`` with their offsets ("Robert Card, 40,
    of Bowdoin ... Card is suspected of killing 18 people": the later bare surname is his).
    Titles and common words in front are no forenames ("Police Chief John Drake")."""
    out = []
    for m in re.finditer(_SURNAME_LEAD + re.escape(surname) + r"\b", before):
        words = m.group(1).split()
        ends = [i for i, x in enumerate(words) if x.endswith(".") and len(x) > 2]
        words = words[ends[-1] + 1 :] if ends else words  # "Monday. Robert Card": a sentence ends
        while words and (
            is_common(words[0]) or words[0].lower().rstrip(".") in NAME_TITLES or _ABBREVIATION.fullmatch(words[0])
            or words[0].lower() in _NOT_FORENAMES
        ):
            words = words[1:]
        if words:
            out.append((" ".join([*words, surname]), m.end() - len(surname) - len(" ".join(words)) - 1))
    return out


# Capitalised words after "identified as" up to the next comma ("the suspect, identified
# as Huu Can Tran, 72, was found dead": the parser takes "Can" for a verb and loses the name).
_NAME_AFTER_AS = re.compile(r"\s*((?:[A-Z][\w'’.-]*\s+){1,3}[A-Z][\w'’.-]*)\s*,")


def held_people(verb, doc, *, doer_before: bool = False, full_name: Callable[[str], str | None] | None = None) -> list[str]:
    """People the verb says were held or named as the suspect.

    ``doer_before``: the sentence before made the attack's doer its subject ("The gunman
    who killed 39 people ... has been captured"), so "identified him as X" names him.
    ``full_name``: the full name a bare capitalised surname stands for, named earlier in
    the article ("Card is suspected" after "Robert Card, 40,"), or None."""
    w = verb.lower_
    kids = list(verb.children)
    if w in _HUNT_VERBS and not any(
        c.dep_ == "prep" and c.lower_ == "in" and any(o.lower_ == "connection" for o in c.children)
        for c in (*kids, *(x for k in kids if k.dep_ == "dobj" for x in k.children))
    ):
        return []  # "seeking a ceasefire", "wanted to leave": no hunt for a suspect
    if w in ("charged", "indicted") and verb.dep_ == "advcl" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in kids) and any(
        c.dep_ == "prep" and c.lower_ == "with" for c in kids
    ):
        # "Brenton Tarrant, a 28-year-old Australian, appeared in court on Saturday charged
        # with one count of murder" (Christchurch 2019): the charge describes the subject
        kids = [c for c in verb.head.children if c.dep_ == "nsubj"]
        return [n for c in kids if (n := person_name(c, doc)) is not None]
    if w in ("took", "taken"):
        # "Police took a person of interest, Robert E. Crimo III, 21, into custody" (only
        # into custody: "took the boy to hospital")
        if not any(c.dep_ == "prep" and c.lower_ == "into" and any(o.lower_ == "custody" for o in c.children) for c in kids):
            return []
        about = next((c for c in kids if c.dep_ in ("dobj", "nsubjpass")), None)
        if about is None:
            return []
        if not _suspect_noun(about):
            name = person_name(about, doc)
            return [name] if name is not None else []
        # the name the parser hangs on the verb after the suspect noun's phrase
        end = max(t.i for t in about.subtree)
        for e in doc.ents:
            if e.label_ == "PERSON" and end < e.start <= end + 2:
                # (the last word of the name, or the one before a suffix: "Crimo III")
                name = person_name(e[-1], doc) or (person_name(e[-2], doc) if len(e) > 1 else None)
                return [name] if name is not None else []
        return []
    if w in ("identified", "named"):
        # "identified the gunman as X" / "The gunman was identified as X" / "the suspect,
        # identified as Tobias R., 43," / "The gunman, named by German media as X,"
        about = next((c for c in kids if c.dep_ in ("dobj", "nsubjpass")), None)
        if about is None and verb.dep_ == "advcl" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in kids):
            # "Police arrested the suspect, identified as 41-year-old Tetsuya Yamagami, at the
            # scene": the parser hangs the participle on the verb; it describes the object
            about = next((c for c in verb.head.children if c.dep_ in ("dobj", "nsubjpass") and c.i < verb.i), None)
            about = about if about is not None and _suspect_noun(about) else None
        if verb.dep_ == "relcl" and any(
            c.dep_ == "dobj" and c.lower_ in ("whom", "who") for c in kids
        ) and any(c.dep_ == "dobj" and _suspect_noun(c) for c in kids):
            # "Robert Card, 40, of Bowdoin, whom they have named a person of interest": the
            # antecedent, past the place the parser hangs the clause on (Lewiston 2023)
            ante = verb.head
            if ante.dep_ == "pobj" and ante.head.lower_ in ("of", "from") and ante.head.head.pos_ == "PROPN":
                ante = ante.head.head
            name = person_name(ante, doc)
            return [name] if name is not None else []
        if about is None and verb.dep_ == "acl":
            about = verb.head
            if about.dep_ == "appos" and _suspect_noun(about.head):
                about = about.head  # "The suspect, a 43-year-old German named as Tobias R., ..."
        if about is not None and (about.pos_ == "NUM" or about.lower_ in ("some", "all", "both")):
            # "named two of the attackers as Khuram Butt, 27, and Rachid Redouane, 30"
            about = next((o for c in about.children if c.dep_ == "prep" and c.lower_ == "of"
                          for o in c.children if o.dep_ == "pobj"), about)
        roles = [p for c in kids if c.dep_ == "prep" and c.lower_ == "as" for p in c.children if p.dep_ == "pobj"]
        if not roles:
            # "The gunman was later identified by police as Adam Smith": the parser hangs the
            # "as" on the agent's noun (or on a place's: "in the metro as X")
            roles = [p for c in kids if c.dep_ in ("agent", "prep") for o in c.children if o.dep_ == "pobj"
                     for a in o.children if a.dep_ == "prep" and a.lower_ == "as" for p in a.children if p.dep_ == "pobj"]
        # "named X as one of the suicide bombers": the role is the group the number is of
        roles += [o for r in roles if r.pos_ == "NUM" or r.lower_ in ("some", "all", "both")
                  for c in r.children if c.dep_ == "prep" and c.lower_ == "of" for o in c.children if o.dep_ == "pobj"]
        if about is not None and not roles:
            # "identified the man who killed six people ... as Joel Cauchi": the parser hangs
            # the "as" on the relative clause
            roles = [p for rc in about.children if rc.dep_ == "relcl" for c in rc.children
                     if c.dep_ == "prep" and c.lower_ == "as" for p in c.children if p.dep_ == "pobj"]
        if about is not None and any(_suspect_noun(r) and person_name(r, doc) is None for r in roles):
            # (a name with a doer's clause is still the name: "identified the gunman as Daniel
            # Kessler, 34, who killed five people": round-20 battery, had been no one)
            heads = [about]  # "named X as the mastermind of the attack"
        elif about is not None and doer_before and about.lower_ in ("him", "her", "them", "he", "she", "they") and roles:
            heads = [x for r in roles for x in (r, *r.conjuncts)]
        elif about is None or not _suspect_noun(about):
            return []
        else:
            heads = [x for r in roles for x in (r, *r.conjuncts)]
            as_prep = next((c for c in kids if c.dep_ == "prep" and c.lower_ == "as"), None)
            if not roles and as_prep is not None and (m := _NAME_AFTER_AS.match(doc.text, as_prep.idx + 2)) is not None:
                words = m.group(1).split()
                if len(words) >= MIN_NAME_WORDS and not known_groups(m.group(1)) and not all(is_common(x) for x in words):
                    return [m.group(1)]
    elif w == "confessed":
        # "Rakhmat Akilov, 39, ... has confessed to a terrorist crime": the confessing subject
        heads = [c for c in kids if c.dep_ == "nsubj"]
    elif any(c.dep_ == "auxpass" for c in kids):
        heads = [c for c in kids if c.dep_ == "nsubjpass"]
        # "17 suspects had been detained, including the two Americans, James Solages and
        # Joseph Vincent": the people the suspects include
        if heads and _suspect_noun(heads[0]):
            inc = [p for c in (*kids, *heads[0].children) if c.dep_ == "prep" and c.lower_ == "including"
                   for p in c.children if p.dep_ == "pobj"]
            heads += [x for p in inc for x in (p, *p.conjuncts)]
    else:
        heads = [c for c in kids if c.dep_ == "dobj"]
    out = []
    for h in heads:
        for t in [h, *(c for c in h.children if c.dep_ == "appos")]:
            if (name := _shared_surname(t, doc)) is not None:
                out.append(name)  # "cousins Ayman and Ibrahim Ighbariah": Ayman Ighbariah
                break
            if (name := person_name(t, doc)) is not None:
                out.append(name)
                break
            if t.pos_ in ("PROPN", "NOUN") and _NAME_WORD.fullmatch(t.text) and full_name and (name := full_name(t.text)):
                out.append(name)  # "Card is suspected of ...": Robert Card, named before
                break
        else:
            # "identified as Elton Simpson and Nadir Soofi, roommates from Phoenix": the
            # parser hangs the names on the description after them (Garland 2015 probe)
            named = [x for c in h.children if c.dep_ == "nmod" and c.ent_type_ == "PERSON" for x in (c, *c.conjuncts)]
            out += [n for x in named if (n := person_name(x, doc)) is not None]
    return out


def _shared_surname(tok, doc) -> str | None:
    """A lone given name joined to a full name that ends in the surname they share
    ("Ayman and Ibrahim Ighbariah", "Said and Cherif Kouachi": Hadera 2022 probe, where
    only the second had been read), else None."""
    if tok.pos_ != "PROPN" or any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in tok.children):
        return None
    # (right after "and", the other's given name and the surname: "Ayman and Ibrahim Ighbariah";
    # not "the two Americans, James Solages and Joseph Vincent")
    if tok.i + 3 >= len(doc) or doc[tok.i + 1].lower_ != "and" or tok.ent_type_ in ("NORP", "GPE"):
        return None
    other = next((c for c in tok.children if c.dep_ == "conj" and c.ent_type_ == "PERSON" and c.i == tok.i + 3), None)
    full = person_name(other, doc) if other is not None else None
    if full is None or len(full.split()) < 2 or not _NAME_WORD.fullmatch(tok.text):
        return None
    return f"{tok.text} {full.split()[-1]}"


# Verbs whose named subject did the attack ("Connor Sturgeon opened fire inside the bank"),
# with the object that makes them an attack.
_NAMED_DOER_VERBS = {
    "opened": ("fire",), "stabbed": (), "shot": (), "gunned": (), "killed": (),
    "detonated": ("bomb", "bombs", "explosives", "device", "devices", "vest", "belt", "charge", "charges"),
}
# Responders: "Officer Jane Doe shot the gunman" is no suspect.
_RESPONDER_TITLES = re.compile(r"(?i)^(?:officer|deputy|trooper|sgt\.?|sergeant|detective|agent|lt\.?|capt\.?|cpl\.?|constable|guard)$")


def _people(noun) -> bool:
    """"his wife", "two officers", "Jane Doe", "five" (not "the bill", "a video")."""
    return (
        noun.ent_type_ == "PERSON" or noun.like_num or noun.lower_ in PERSON_SG or noun.lower_ in PLURAL_PEOPLE
        or any(c.dep_ == "nummod" for c in noun.children)
    )


def named_doer(verb, doc, full_name: Callable[[str], str | None] | None = None) -> list[str]:
    """The person named as the subject of an attack verb: "Police say 25-year-old Connor
    Sturgeon opened fire inside the bank" (Louisville 2023), "a 24-year-old student, David
    Kozák, killed 14 people", "Kozák had also killed his father" (a surname named in full
    before; Prague 2023). Not a titled responder, not one who shot the attacker ("shot the
    gunman"), not a negated or passive verb."""
    objs = _NAMED_DOER_VERBS.get(verb.lower_)
    if objs is None or any(c.dep_ in ("neg", "auxpass", "nsubjpass") for c in verb.children):
        return []
    kids = list(verb.children)
    # ("shot and killed his wife": the object is the second verb's)
    dobj = next((c for v in (verb, *verb.conjuncts) for c in v.children if c.dep_ == "dobj"), None)
    if objs and (dobj is None or dobj.lower_ not in objs):
        return []
    if not objs and (dobj is None or _suspect_noun(dobj) or not _people(dobj)):
        return []
    subj = next((c for c in kids if c.dep_ == "nsubj"), None)
    if subj is not None and subj.ent_type_ != "PERSON":
        subj = next((c for c in subj.children if c.dep_ == "appos" and c.ent_type_ == "PERSON"), subj)
    if subj is None or any(_RESPONDER_TITLES.match(c.text) for c in subj.lefts):
        return []
    if subj.ent_type_ != "PERSON":
        named = full_name(subj.text) if full_name and subj.pos_ == "PROPN" and _NAME_WORD.fullmatch(subj.text) else None
        return [named] if named else []
    name = person_name(subj, doc) or (full_name(subj.text) if full_name else None)
    # "Elton Simpson and Nadir Soofi ... had opened fire": each of the named subjects
    others = [n for c in subj.conjuncts if c.ent_type_ == "PERSON" and (n := person_name(c, doc)) is not None]
    return ([name] if name is not None else []) + others


def suspect_subject(verb) -> bool:
    """The verb's subject is the attack's doer ("The gunman who killed 39 people ... has been
    captured", "The attacker fled")."""
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subj is not None and _suspect_noun(subj)


def _suspect_noun(tok) -> bool:
    """A suspect noun, singular or plural ("the attackers", "the gunmen")."""
    w = tok.lower_
    if w in ("person", "persons") and any(
        c.dep_ == "prep" and c.lower_ == "of" and any(o.lower_ == "interest" for o in c.children) for c in tok.children
    ):
        return True  # "identified a person of interest as Robert Card"
    if any(c.dep_ == "relcl" and c.lower_ in _DOER_VERBS and any(
        s.dep_ == "nsubj" and s.lower_ in ("who", "that") for s in c.children
    ) for c in tok.children):
        return True  # "identified the man who killed six people ... as Joel Cauchi"
    return w in SUSPECT_NOUNS or (w.endswith("s") and w[:-1] in SUSPECT_NOUNS) or (
        w.endswith("men") and w[:-3] + "man" in SUSPECT_NOUNS
    )


# Verbs of a relative clause that make its noun the attack's doer ("the man who killed").
_DOER_VERBS = frozenset(
    ["killed", "shot", "stabbed", "attacked", "murdered", "opened", "detonated", "bombed", "drove", "rammed",
     "carried", "massacred", "gunned"]
)


# What dates an attack before this one: a month without a day ("the November attacks"), a
# year, "previous", "earlier", "last year's".
_EARLIER_ATTACK = re.compile(
    r"(?i)january|february|march|april|may|june|july|august|september|october|november|december|"
    r"(?:19|20)\d\d|previous|earlier|past|prior|last|former|other"
)


def _of_another_attack(noun) -> bool:
    """"Salah Abdeslam, the main surviving suspect of the November attacks in Paris": a
    suspect of an attack the phrase dates before this one is not this one's suspect."""
    for prep in noun.children:
        if prep.dep_ != "prep" or prep.lower_ not in ("of", "in", "for"):
            continue
        for obj in prep.children:
            mods = [c for c in obj.children if c.dep_ in ("compound", "amod", "nummod", "poss")]
            if any(_EARLIER_ATTACK.fullmatch(m.text) for m in mods) and not any(
                c.like_num and not _EARLIER_ATTACK.fullmatch(c.text) for m in mods for c in m.children
            ):
                return True
    return False


# Nouns whose "of X" makes X the one who died or was killed, not this attack's suspect.
_DEATH_NOUNS = frozenset(["death", "deaths", "killing", "killings", "murder", "assassination", "execution", "funeral"])


def _one_mourned(tok) -> bool:
    """Whether ``tok`` is the X of "the death of X" ("the killing of X")."""
    return tok.dep_ == "pobj" and tok.head.lower_ == "of" and tok.head.head.lower_ in _DEATH_NOUNS


def named_suspect(noun, doc) -> list[str]:
    """"The suspected shooter, Devin Kelley," / "Devin Kelley, the gunman,": the name in
    apposition with a suspect noun (not "the main suspect of the November attacks in
    Paris", another attack's)."""
    if _of_another_attack(noun):
        return []
    if noun.dep_ == "appos" and _one_mourned(noun.head):
        return []  # "revenge for the death of Abu Anas al-Libi, an al Qaeda suspect" (Tripoli 2015 probe)
    if noun.dep_ == "appos" and (name := person_name(noun.head, doc)) is not None:
        return [name]
    cop = noun.head
    if noun.dep_ == "nsubjpass" and cop.lower_ in ("believed", "thought", "understood") and not any(
        c.dep_ == "neg" for c in cop.children
    ):
        # "The suspect is believed to be Adam Smith": the copula of the infinitive
        return [n for x in cop.children if x.dep_ == "xcomp" and x.lower_ in BE_FORMS and not any(c.dep_ == "neg" for c in x.children)
                for c in x.children if c.dep_ == "attr" and (n := person_name(c, doc)) is not None]
    if noun.dep_ in ("nsubj", "attr") and cop.lower_ in BE_FORMS and not any(c.dep_ == "neg" for c in cop.children):
        # "Police said the suspect was Hamza Bekov, 23", "Bekov was the gunman": the name
        # the copula equates with the suspect noun
        other = "attr" if noun.dep_ == "nsubj" else "nsubj"
        return [n for c in cop.children if c.dep_ == other and (n := person_name(c, doc)) is not None]
    return [n for c in noun.children if c.dep_ == "appos" and (n := person_name(c, doc)) is not None]


__all__ = ["HELD_VERBS", "SUSPECT_NOUNS", "full_names", "held_people", "named_doer", "named_suspect", "person_name"]
