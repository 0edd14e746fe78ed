"""Cannot-link rules of the event index: when two events are never one incident, whatever
their pair probabilities (their fresh reports weeks apart, a riot after an attack, another
attack days later, reports placed far apart with other tolls, block addresses on other
streets on other days).

Each event is given as its articles' positions in ``feats``, the index's per-article
features. Split out of :mod:`crosswire.grouping.index`, which applies these rules when it
merges clusters and in its event-level pass.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from crosswire.grouping import pair_model
from crosswire.grouping.features import ArticleFeatures

# Two reports of other streets whose event dates are 1..CANNOT_LINK_MAX_DAYS days apart are
# never put in one event (streets_apart; EventIndex._cannot_link applies all these rules): a
# weekend round-up naming a Friday shooting on 103rd Street and a Saturday one on Kingston
# Avenue joined both into one event, at pair probabilities 0.99 and 0.91. GVA dev (cached
# extractions, near-duplicates passed)
# B-cubed P/R/F1 without: 0.9744/0.9269/0.9500; with 1/3/any days: 0.9737/0.9261/0.9493,
# 0.9746/0.9261/0.9497, 0.9752/0.9246/0.9492 (follow-ups weeks later that mention another
# street are the recall cost of a longer window). GVA keeps one incident a round-up, so it
# cannot show the gain; 3 days costs it 0.0003.
CANNOT_LINK = True
CANNOT_LINK_MAX_DAYS = 3
# Two events whose fresh reports (published at most FRESH_DAYS after the event date they
# give, not court news) all tell of days more than FRESH_APART_DAYS apart, with other death
# tolls, are never merged (fresh_apart): two attacks on one district three weeks
# apart had been joined on a council chairman both quoted. GVA dev (cached extractions):
# B-cubed P/R/F1 0.9746/0.9261/0.9497 -> 0.9750/0.9261/0.9499; without the toll condition
# recall fell (7 days: 0.919; 14: 0.922), since GVA follow-ups often give a wrong event date.
# FRESH_DAYS 2, 3 and 4 score alike on GVA dev, 5 loses recall (0.9261 -> 0.9258); 4 lets
# reports that date an attack "between Saturday night and Monday" count as fresh.
# 0 turns the rule off.
FRESH_DAYS = 4
# Lowered 14 -> 4 on 2026-12-02: two Kabul attacks a week apart (a hotel siege, 18 dead; an
# ambulance bomb, 95, whose reports name the siege) had been one event at pair probability
# 0.86 (at 5 days still one, through a siege report dated two days on by its later steps).
# GVA dev (cached extractions, near-duplicates passed) B-cubed P/R/F1: 0.9753/0.9285/0.9514
# at 14 and 10 days, 0.9756 P at 7, 0.9760/0.9285/0.9517 at 5, 4 and 3, recall 0.9284 at 2;
# after the later-step gap allowance, 0.9525 at 5, 4 and 3; ECB+ dev 0.9382 throughout. The
# toll condition is what keeps a mis-dated fresh report of the same event from being split off.
FRESH_APART_DAYS = 4
# "Other death tolls" means the larger more than this many times the smaller: a follow-up
# dated by a later step weeks on ("claims St Petersburg metro attack", 15 dead after 14) is
# fresh by its date, and a toll that rose is no sign of another attack. GVA dev and ECB+ dev
# the same at 1.0, 1.2 and 1.5.
FRESH_TOLL_RATIO = 1.5
# Two events that only the strong-pair rule (STRONG_PAIR_PROB) would join, while every report
# of each that places and counts it is more than FAR_APART_KM from every such report of the
# other with another death toll, stay apart (far_apart): the El Paso and Dayton
# shootings, thirteen hours apart, were one event on a pair of reports that each named the
# other's city (0.94). GVA dev (cached extractions) B-cubed 0.9517 and ECB+ dev 0.9382 the
# same at 100, 300 and 1000 km; as a hard cannot-link on every merge it cost ECB+ recall
# (0.9718 -> 0.9632 at 500 km: tolls rise and reports misplace), so it only withholds the
# lift and the event-level pass's joins (EventIndex._cluster_pass), and only for events whose
# own placed reports lie within FAR_APART_KM of each other.
FAR_APART_KM = 300.0
# ... and only where the two tolls are far apart too (the larger more than this many times the
# smaller): a toll that rose between reports (14, then 15) is no sign of another attack,
# and a follow-up under a bureau's dateline (a St Petersburg bombing's report filed from
# Moscow) may be placed far away. GVA dev and ECB+ dev the same at 1.0 and 1.5.
FAR_APART_TOLL_RATIO = 1.5
# A round-up (a report of several incidents) may join one event but never bridge two whose
# own reports do not match (EventIndex._bridged_by_roundup). Dev (cached extractions): GVA
# B-cubed 0.9750/0.9261/0.9503 (P +0.0007); ECB+ unchanged (0.937; with "elsewhere" and
# "separately" as round-up words ECB+ recall fell 0.970 -> 0.968, so they are not).
ROUNDUP_NO_BRIDGE = True
# A riot and an attack on other days are never one event (riot_and_attack).
RIOT_APART = True
# An event whose reports tell it as another attack ("Another explosion rocked Isulan ... on
# Sunday evening, September 2") on days at least ANOTHER_MIN_DAYS after every extracted day
# of the other event is never merged into it (another_attack): the Isulan
# festival bombing and the internet-cafe bombing five days later had been one event (their
# town, type and words alike). Two days, so that a report dated a day off is no other attack.
# GVA dev system grouping (B-cubed F1 0.9522) and ECB+ dev (0.9382) the same with it and without.
ANOTHER_MIN_DAYS = 2
# Two events whose fresh reports all tell of another kind of attack (a mosque bombing, a
# checkpoint shooting) on days at least TYPE_APART_DAYS apart, each with a death toll far
# from the other's (FRESH_TOLL_RATIO), are never merged (types_apart): two Kabul attacks
# two days apart, told by one outlet under one dateline, had been one event (probe, 2026-12-02).
# 0 turns the rule off.
TYPE_APART_DAYS = 2
RIOT = "riot/violent demonstration"
# The attacks a riot may follow (not arson: a mob's torching is the riot told by its fires,
# "a mob set fire to several churches" beside "a mob ransacked churches").
RIOT_AFTER = frozenset(["armed assault/shooting", "bombing/explosion", "assassination"])


def streets_apart(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether two of the events' reports give block addresses that share no street with
    extracted event dates 1..CANNOT_LINK_MAX_DAYS days apart ("the 1100 block of West
    103rd Street" on Friday, "the 7900 block of South Kingston Avenue" on Saturday)."""
    fa = [(f.streets, f.event_day) for p in a if (f := feats[p]).event_day is not None and getattr(f, "streets", None)]
    if not fa:
        return False
    fb = [(f.streets, f.event_day) for p in b if (f := feats[p]).event_day is not None and getattr(f, "streets", None)]
    return any(0 < abs(da - db) <= CANNOT_LINK_MAX_DAYS and not sa & sb for sa, da in fa for sb, db in fb)


def another_attack(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether one event's reports that tell it as another attack all date it at least
    ANOTHER_MIN_DAYS after every extracted event day of the other event."""
    for x, y in ((a, b), (b, a)):
        told = [f.event_day for p in x if (f := feats[p]).another and f.event_day is not None]
        days = [f.event_day for p in y if (f := feats[p]).event_day is not None]
        if told and days and min(told) - max(days) >= ANOTHER_MIN_DAYS:
            return True
    return False


def riot_and_attack(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether one event's typed reports are all of a riot and the other's all of an
    attack (:data:`RIOT_AFTER`), the riot on later event days: the riot that follows an attack
    ("violent disorder broke out in Southport near a mosque, hours after a vigil for the
    three girls killed in Monday's stabbing") is an event of its own (ACLED codes it as a
    riot), however much of the attack its reports retell."""
    ta = {f.event_type for p in a if (f := feats[p]).event_type}
    tb = {f.event_type for p in b if (f := feats[p]).event_type}
    if not ta or not tb or (ta == {RIOT}) == (tb == {RIOT}) or not (tb if ta == {RIOT} else ta) <= RIOT_AFTER:
        return False
    da = {f.event_day for p in a if (f := feats[p]).event_day is not None}
    db = {f.event_day for p in b if (f := feats[p]).event_day is not None}
    if not da or not db:
        return False
    # the riot after the attack: a report of the riot dated before the attack's is the
    # same disorder told by a later toll ("a clash between gangs at a prison ... rose to
    # 118 on Thursday" beside Tuesday's prison riot)
    riot, attack = (da, db) if ta == {RIOT} else (db, da)
    return min(riot) > max(attack)


def _fresh(event: Sequence[int], feats: Sequence[ArticleFeatures]) -> list[ArticleFeatures]:
    """``event``'s fresh reports: news (not court) of an event that happened at most
    FRESH_DAYS before publication."""
    return [
        f for p in event
        if (f := feats[p]).event_day is not None and f.pub_day is not None and not f.court
        and 0 <= f.pub_day - f.event_day <= FRESH_DAYS
    ]  # fmt: skip


def _fresh_days(event: Sequence[int], feats: Sequence[ArticleFeatures]) -> list[tuple[int, int | None]]:
    """Event dates and death tolls of ``event``'s fresh reports."""
    return [(f.event_day, f.killed) for f in _fresh(event, feats) if f.event_day is not None]


def _tolls_apart(x: int | None, y: int | None) -> bool:
    return x is not None and y is not None and max(x, y) > FRESH_TOLL_RATIO * min(x, y)


def types_apart(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether every fresh typed report of ``a`` tells of another kind of attack than every
    fresh typed report of ``b``, on a day at least TYPE_APART_DAYS away, with a death toll
    far from its own: a mosque bombing on Friday and a checkpoint shooting on Sunday in one
    city are two events, however alike their datelines and outlets."""
    fa = [f for f in _fresh(a, feats) if f.event_type]
    fb = [f for f in _fresh(b, feats) if f.event_type]
    return bool(fa) and bool(fb) and all(
        x.event_type != y.event_type
        and abs(x.event_day - y.event_day) >= TYPE_APART_DAYS  # type: ignore[operator]
        and _tolls_apart(x.killed, y.killed)
        for x in fa for y in fb
    )


def _placed_tolls(event: Sequence[int], feats: Sequence[ArticleFeatures]) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """Latitudes, longitudes and death tolls of ``event``'s reports that place and count
    it (round-ups left out: their place and toll may be another incident's); None when
    there are none, or when the reports that place it are more than FAR_APART_KM apart
    among themselves (a hijacking at sea told from Aden, Mombasa and Delhi has no one
    place)."""
    placed = [f for p in event if (f := feats[p]).lat is not None and f.lon is not None and not f.roundup]
    if not placed:
        return None
    lat = np.array([f.lat for f in placed], dtype=np.float64)
    lon = np.array([f.lon for f in placed], dtype=np.float64)
    if (pair_model.km_matrix(lat, lon, lat, lon) > FAR_APART_KM).any():
        return None
    counted = np.array([f.killed is not None for f in placed])
    if not counted.any():
        return None
    killed = np.array([f.killed for f in placed if f.killed is not None], dtype=np.float64)
    return lat[counted], lon[counted], killed


def far_apart(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether every report of ``a`` that places and counts it is more than FAR_APART_KM
    from every such report of ``b``, with a death toll far from its own: the El Paso and
    Dayton shootings thirteen hours apart, whose reports each name the other, are two
    events."""
    pa = _placed_tolls(a, feats)
    if pa is None:
        return False
    pb = _placed_tolls(b, feats)
    if pb is None:
        return False
    ka, kb = pa[2][:, None], pb[2][None, :]
    tolls_apart = np.maximum(ka, kb) > FAR_APART_TOLL_RATIO * np.minimum(ka, kb)
    return bool((tolls_apart & (pair_model.km_matrix(pa[0], pa[1], pb[0], pb[1]) > FAR_APART_KM)).all())


def fresh_apart(a: Sequence[int], b: Sequence[int], feats: Sequence[ArticleFeatures]) -> bool:
    """Whether every fresh report of ``a`` tells of a day more than FRESH_APART_DAYS
    away from every fresh report of ``b``, each with a death toll far from the other's
    (FRESH_TOLL_RATIO): two attacks on one town three weeks apart, each reported within days, are
    two events however many names they share."""
    da = _fresh_days(a, feats)
    if not da:
        return False
    db = _fresh_days(b, feats)
    return bool(db) and all(abs(x - y) > FRESH_APART_DAYS and _tolls_apart(kx, ky) for x, kx in da for y, ky in db)
