"""The died-of-wounds rule: a later report that one of the wounded died lowers an earlier
injured figure (nineteenth round: "four killed, nine injured", then "a fifth victim died in
hospital", had stayed nine injured beside five dead)."""

from __future__ import annotations

import pytest

from crosswire.extract.counts import extract
from crosswire.model import Article, ReconciledCount
from crosswire.nlp import ParsedArticle
from crosswire.reconcile.count_wounds import DIED_OF_WOUNDS_RE
from crosswire.reconcile.counts import injured_reports, reconcile_count


def _event(*arts: tuple[str, str, str]) -> tuple[ReconciledCount, ReconciledCount]:
    articles = {a: Article(id=a, text=text, published=pub) for a, pub, text in arts}
    reports = [c for a in articles.values() for c in extract(ParsedArticle(a))]
    killed = reconcile_count([c for c in reports if c.kind == "killed"], articles, policy="conservative")
    injured = reconcile_count(injured_reports(reports, killed_best=killed.best), articles, policy="conservative")
    return killed, injured


_DAY_ONE = (
    "d1",
    "2024-03-01",
    "Four people were killed and nine injured when a gunman opened fire at a bar in Bratislava on Friday, police said.",
)


@pytest.mark.parametrize(
    "later",
    [
        "A fifth victim of Friday's shooting at a bar in Bratislava died in hospital on Sunday, police said.",
        "The death toll from Friday's shooting rose to five on Sunday after one of the wounded died in hospital.",
        "A fifth person, who had been wounded in the attack, succumbed to his injuries on Sunday, police said.",
        "A fifth victim of the bar shooting died of his wounds on Sunday, the Health Ministry said.",
        "One of the people wounded in Friday's shooting at a bar in Bratislava died of his injuries in hospital on "
        "Sunday, bringing the death toll to five.",
    ],
)
def test_a_later_death_of_the_wounded_lowers_the_injured(later: str) -> None:
    killed, injured = _event(_DAY_ONE, ("d2", "2024-03-03", later))
    assert (killed.best, injured.best) == (5, 8)
    assert "died-of-wounds rule" in (injured.rule or "")
    assert any(r.value == 8 and "less 1 who died of wounds later" in (r.note or "") for r in injured.reports)


@pytest.mark.parametrize(
    ("later", "expected"),
    [
        # a risen toll alone does not say the fifth was among the wounded
        ("The death toll from Friday's shooting at a bar in Bratislava rose to five on Sunday, police said.", 9),
        # a later report states the injured itself: its figure is weighed as it stands
        (
            "Five people were killed and nine injured in Friday's shooting, police said, after one of the wounded "
            "died in hospital.",
            9,
        ),
    ],
)
def test_no_lowering_unless_the_text_establishes_it(later: str, expected: int) -> None:
    killed, injured = _event(_DAY_ONE, ("d2", "2024-03-03", later))
    assert killed.best == 5
    assert injured.best == expected
    assert "died-of-wounds rule" not in (injured.rule or "")


def test_a_single_report_is_left_as_it_stands() -> None:
    killed, injured = _event(_DAY_ONE)
    assert (killed.best, injured.best) == (4, 9)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("A fifth victim died in hospital on Sunday.", True),
        ("He later died at a local hospital.", True),
        ("The man died of his wounds overnight.", True),
        ("One of the wounded later died.", True),
        ("She succumbed to her injuries on Monday.", True),
        ("Nine people were taken to hospital.", False),
        ("Two men died at the scene.", False),
    ],
)
def test_died_of_wounds_words(text: str, found: bool) -> None:
    assert bool(DIED_OF_WOUNDS_RE.search(text)) is found


def test_the_lowered_figure_cites_the_later_death_of_the_wounded() -> None:
    # (battery, twentieth round: the lowered figure had cited only day one's sentence)
    later = (
        "d2",
        "2024-03-03",
        "Police gave an update on Sunday. A fifth victim of Friday's shooting at a bar in Bratislava died in "
        "hospital on Sunday, police said. The gunman is still at large.",
    )
    _killed, injured = _event(_DAY_ONE, later)
    assert injured.best == 8
    cited = [r for r in injured.reports if r.evidence.article == "d2"]
    assert [(r.value, r.evidence.text) for r in cited] == [
        (8, "A fifth victim of Friday's shooting at a bar in Bratislava died in hospital on Sunday, police said.")
    ]
    assert "d1's 9 injured lowered to 8" in (cited[0].note or "")
    assert later[2][cited[0].evidence.start : cited[0].evidence.end] == cited[0].evidence.text
    # the day-one figure is still cited beside it
    assert any(r.evidence.article == "d1" and r.value == 8 for r in injured.reports)
