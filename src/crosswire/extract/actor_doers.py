"""Whether a reported clause makes its subject the doer of the attack ("X was behind the
bombing", "X carried out the attack", "had fired the missile", "X was the perpetrator of the
attack"): :func:`accuses`, with the attack and weapon words it reads. Used by
:mod:`crosswire.extract.actor_clauses` and the modules that read reported clauses (split out
of actor_clauses.py, unchanged).
"""

from __future__ import annotations

import re

from crosswire.extract.actor_speakers import subject

# Verbs by which a reported clause makes its subject the doer of an attack ("X carried out
# the attack", "X masterminded the bombing").
DOER_VERBS = frozenset(["carried", "perpetrated", "conducted", "orchestrated", "masterminded", "staged", "planned"])
ATTACK_NOUN = re.compile(
    r"(?i)\b(?:attacks?|bombings?|blasts?|explosions?|shootings?|killings?|assaults?|massacres?|ambush|"
    # ("The Houthis took responsibility for the drone strike")
    r"abductions?|kidnappings?|raids?|assassinations?|strikes?|stabbings?|sieges?|rampages?|shelling)\b"
)

# "a rocket launched by X", "the bomb was planted by X": the agent of a weapon is its user.
WEAPON_VERBS = frozenset(["fired", "launched", "planted", "detonated", "dropped", "thrown", "hurled", "lobbed", "triggered"])
WEAPON_NOUN = re.compile(
    r"(?i)(?:rockets?|missiles?|bombs?|shells?|mortars?|drones?|devices?|grenades?|explosives?|"
    r"projectiles?|munitions?|IEDs?|attacks?|strikes?|airstrikes?|bombings?|blasts?|explosions?)$"
)

def accuses(clause) -> bool:
    """Whether a reported clause makes its subject the doer of the attack: "Ukraine was
    involved", "X was behind the bombing", "X was responsible for the attack", "X carried out
    the attack" (not "police were working to determine what was behind the shootings", nor
    "someone in the house had been involved with drugs")."""
    w = clause.lower_
    words = {c.lower_: c for c in clause.children}
    if w in ("involved", "responsible"):
        rest = [c for c in clause.children if c.dep_ == "prep"]
        # ("responsible for the rocket that hit the football pitch": the weapon stands for the attack)
        return not rest or any(c.lower_ == "in" and ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) for c in rest) or any(
            c.lower_ == "for" and (ATTACK_NOUN.search(text := " ".join(t.text for t in c.subtree)) or WEAPON_NOUN.search(
                " ".join(t.text for t in c.children if t.dep_ == "pobj") or text.split()[-1]
            ))
            for c in rest
        )
    if w in ("was", "were", "is", "are", "been", "be"):
        behind = words.get("behind")
        # "behind it": the pronoun stands for the attack the report is about
        if behind is not None and (
            ATTACK_NOUN.search(" ".join(t.text for t in behind.subtree))
            or [t.lower_ for t in behind.subtree] == ["behind", "it"]
        ):
            return True
        resp = next((c for c in clause.children if c.lower_ == "responsible"), None)
        # "X was the likely perpetrator of the attack" (Gaziantep 2016 probe)
        doer = next((c for c in clause.children if c.dep_ == "attr" and c.lower_ in _DOER_ATTRS), None)
        return (resp is not None and accuses(resp)) or (doer is not None and _of_the_attack(doer))
    if w in DOER_VERBS:
        # (not an attack named inside a relative clause: "carried out air strikes against
        # camps in Libya that he said were behind the attack"), nor a state's strikes on
        # militants, a reprisal (Minya 2017)
        nouns = [t for t in _outside_relative_clauses(clause) if ATTACK_NOUN.fullmatch(t.text)]
        return any(not _against_militants(n) for n in nouns)
    if w in _STRIKE_VERBS and (subj := subject(clause)) is not None and _STATE_ARMS.fullmatch(subj.lower_):
        # "the Houthi-run Saba news agency said U.S. and British warplanes had struck the port"
        return True
    if w in WEAPON_USE_VERBS:
        # "Russian forces had fired the missile", "X launched the attack"
        return any(c.dep_ == "dobj" and (WEAPON_NOUN.search(c.text) or ATTACK_NOUN.fullmatch(c.text)) for c in clause.children)
    return False


# A state's arms as the subject of a strike ("U.S. and British warplanes had struck the port").
_STRIKE_VERBS = frozenset(["struck", "bombed", "shelled", "hit", "attacked", "targeted", "pounded"])
_STATE_ARMS = re.compile(r"warplanes|jets|aircraft|drones|forces|troops|army|military|navy|artillery")
# Verbs by which a reported clause makes its subject the user of a weapon or the doer of an
# attack named as its object ("had fired the missile", "committed a massacre").
WEAPON_USE_VERBS = frozenset(["fired", "launched", "detonated", "planted", "dropped", "committed", "targeted"])

# What a state's counter-strike hits ("air strikes against militant training camps").
_MILITANT_TARGETS = frozenset(
    """militants terrorists jihadists insurgents rebels camps camp hideouts hideout positions
    strongholds bases targets""".split()
)
_MILITANT_WORDS = frozenset(["militant", "terrorist", "jihadist", "insurgent", "rebel", "extremist"])


def _against_militants(noun) -> bool:
    """Whether an attack noun is aimed "against" militants or their camps: a reprisal."""
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ == "against"):
        for obj in (o for o in prep.children if o.dep_ == "pobj"):
            if obj.lower_ in ("militants", "terrorists", "jihadists", "insurgents", "rebels") or (
                obj.lower_ in _MILITANT_TARGETS and any(m.lower_ in _MILITANT_WORDS for m in obj.children)
            ):
                return True
    return False


def _outside_relative_clauses(tok) -> list:
    """The tokens of ``tok``'s subtree that are not inside a relative clause below it."""
    inner = {x.i for t in tok.subtree if t.dep_ == "relcl" and t.i != tok.i for x in t.subtree}
    return [t for t in tok.subtree if t.i not in inner]


# The doer named as a copula's complement ("X was the perpetrator of the attack").
_DOER_ATTRS = frozenset(["perpetrator", "perpetrators", "culprit", "culprits", "mastermind", "masterminds"])


def _of_the_attack(doer) -> bool:
    """"the perpetrator" alone or "of" the attack (not "the perpetrator of a fraud")."""
    ofs = [c for c in doer.children if c.dep_ == "prep" and c.lower_ == "of"]
    return not ofs or any(ATTACK_NOUN.search(" ".join(t.text for t in c.subtree)) or
                          [t.lower_ for t in c.subtree] == ["of", "it"] for c in ofs)


__all__ = ["ATTACK_NOUN", "DOER_VERBS", "WEAPON_NOUN", "WEAPON_USE_VERBS", "WEAPON_VERBS", "accuses"]
