"""Days an article gives only as a later step's or the telling's: ``basis="later_step"``."""

from __future__ import annotations

import pytest

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _values(text: str, published: str) -> list[tuple[str, str]]:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return [(d.value, d.basis) for d in out]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: each article's only day is a later step's or the telling's
        ("Jacksonville police arrested Kenneth Anderson on Sunday for leaving a loaded "
         "semi-automatic pistol in the same room.", "2014-10-14", ("2014-10-12", "later_step")),
        ("On Monday, authorities identified the girl as Selena Lewis, of Maiden.", "2015-07-26",
         ("2015-07-20", "later_step")),
        ("A five-year-old boy is recovering Monday morning after being shot in the head at a "
         "DeKalb County park.", "2016-09-11", ("2016-09-05", "later_step")),
        ("Six people were shot, police said Tuesday.", "2016-09-14", ("2016-09-13", "later_step")),
        # the toll of an earlier event rose on the day named (the brief's follow-up case)
        ("The death toll rose to 5 on Tuesday.", "2016-09-14", ("2016-09-13", "later_step")),
        ("As CBS2's Ilana Gold reported, the father, 47-year-old Pedro Rosales, was behind bars "
         "at the 75th Precinct Sunday morning.", "2014-11-23", ("2014-11-23", "later_step")),
        ("Five-year-old Lily Coats-Nichols remains in the hospital on life support Wednesday, as "
         "family members deal with a painful decision.", "2015-07-08", ("2015-07-08", "later_step")),
        ("Others' names will be released later. The number of injured was revised Saturday from "
         "eight to six.", "2016-06-19", ("2016-06-18", "later_step")),
        # ... but a day the event is tied to stays the event's, whatever else the clause says
        ("Prosecutors have charged a 43-year-old Grandview woman in connection with Monday "
         "night's shooting of her 4-year-old granddaughter.", "2016-01-19",
         ("2016-01-18", "weekday")),
        ("West Palm Beach police have identified one of the two people who died in a shooting "
         "Wednesday afternoon.", "2015-08-26", ("2015-08-26", "weekday")),
        # "investigating" a shooting dates the shooting (GVA dev: the event's day 25 times of 32)
        ("Deputies and Child Protective Services were still investigating about 9:30 p.m. "
         "Friday, Yatomi said.", "2015-07-13", ("2015-07-10", "weekday")),
        # a victim's death is the event as often as not
        ("Ivan Cole died early Saturday morning after partaking in a game of Russian "
         "roulette.", "2016-06-11", ("2016-06-11", "weekday")),
        # a later step right after the event is likely the same day
        ("A Morgan County man was treated and released from an Athens hospital Saturday hours "
         "after his 9-year-old son accidentally shot him.", "2016-02-08", ("2016-02-06", "weekday")),
        # ... but a state or a court step told as following it may be days on
        ("A 17-year-old boy was in critical condition Wednesday, Dec. 30, after accidentally "
         "shooting himself in his head while playing with a gun.", "2015-12-30",
         ("2015-12-30", "later_step")),
        # ... and so is the response told as following it (GVA dev)
        ("A mother and her significant other were arrested by Lubbock Police on Saturday after an "
         "11-month-old child was shot in the head with a BB gun.", "2016-05-30",
         ("2016-05-28", "weekday")),
        ("Police surrounded a home on Treva Road in Sandston Saturday night after a shot rang out "
         "in a detached garage.", "2016-10-18", ("2016-10-15", "weekday")),
        # a charge's event noun is no event told at its day; a claim follows the attack
        # (probe reports of Christchurch 2019 and Nice 2016)
        ("Brenton Tarrant, a 28-year-old Australian, was charged with murder on Saturday.", "2019-03-17",
         ("2019-03-16", "later_step")),
        ("The Islamic State group on Saturday claimed responsibility for the truck attack.", "2016-07-16",
         ("2016-07-16", "later_step")),
    ],
)  # fmt: skip
def test_top_date_basis(text: str, published: str, expected: tuple[str, str]) -> None:
    assert _values(text, published)[0] == expected


def test_a_day_also_tied_to_the_event_is_no_later_step() -> None:
    # one mention a later step's, one the event's: the value keeps the event's basis
    text = (
        "A man was shot and killed Saturday night in Sacramento.\n\nPolice arrested a "
        "suspect Saturday."
    )
    assert _values(text, "2016-05-09")[0] == ("2016-05-07", "weekday")


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: a weekday the clause puts ahead is the coming one, never the event's day;
        # with nothing else dated the article falls back on its publication date
        ("Police say the five people were shot outside of a house just after 4:20 p.m.\n\n"
         "The boy who was shot turns 6-years-old on Sunday.", "2017-01-21",
         ("2017-01-21", "publication")),
        ("A vigil will be held Monday night for Jeremiah in front of the home where the "
         "incident happened.", "2016-08-01", ("2016-08-01", "publication")),
        ("She is expected to turn herself into police Wednesday.", "2017-03-29",
         ("2017-03-29", "publication")),
        ("An autopsy is scheduled for Thursday.\n\nThe boy was shot Tuesday night.",
         "2016-12-29", ("2016-12-27", "weekday")),
        ("A man in his late 20s had been charged with murder and would appear in court on Saturday "
         "morning.", "2019-03-15", ("2019-03-15", "publication")),
        # ... but not a past day the clause only follows ("will survive" comes after it)
        ("A man who was shot Monday will survive, police said.", "2016-12-29",
         ("2016-12-26", "weekday")),
    ],
)  # fmt: skip
def test_future_weekdays_are_not_the_event(
    text: str, published: str, expected: tuple[str, str]
) -> None:
    assert _values(text, published)[0] == expected


def test_an_earlier_event_day_outranks_a_later_step() -> None:
    # the later step ("has died ..., said Sunday") outweighs "since the Nov. 5 concert",
    # which "since" makes background; a step comes after the event, so the event's day leads
    text = (
        "HOUSTON — A 9-year-old boy who was critically injured in the crowd crush at the Astroworld festival "
        "has died, bringing the death toll to 10, his family's attorney said Sunday.\n\n"
        "Ezra Blount had been in a medically induced coma since the Nov. 5 concert at NRG Park."
    )
    assert _values(text, "2021-11-15")[:2] == [
        ("2021-11-05", "explicit"),
        ("2021-11-14", "later_step"),
    ]


@pytest.mark.parametrize(
    ("text", "basis"),
    [
        # a campaign rally is where the attack happened (Butler 2024), not a later step
        (
            "A gunman opened fire at a campaign rally in Pennsylvania on Saturday, authorities said.",
            "weekday",
        ),
        # a rally for the victims is
        ("Hundreds attended a rally Sunday to honor the victims.", "later_step"),
    ],
)
def test_a_campaign_rally_is_no_later_step(text: str, basis: str) -> None:
    assert _values(text, "2024-07-14")[0][1] == basis


def test_a_charge_the_same_day_as_the_shooting_dates_the_shooting() -> None:
    # GVA dev: the only date is the charge's, but the shooting "occurred earlier that day"
    text = (
        "Ramel Solaqa, 21, of the 2800 block of West Jerome Street, was charged Feb. 3 with reckless "
        "conduct stemming from the shooting of a Skokie man that occurred earlier that day on Higgins "
        "Road in Park Ridge."
    )
    assert _values(text, "2017-02-03")[0] == ("2017-02-03", "relative")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GVA dev: a tribute is after the event ("in his honor"), and "later today" is still to
        # come; the death's day is the event's
        (
            "A boy is dead from what appears to be an accidental discharge from a rifle last weekend, near "
            "Baconton.\n\nJackson O' Quinn died Sunday, and classmates at Baconton Charter School wore "
            "camouflage Tuesday in his honor.\n\nMore information from WALB later today.",
            ("2015-01-18", "weekday"),
        ),
    ],
)
def test_tributes_and_times_to_come_are_not_the_event(text: str, expected: tuple[str, str]) -> None:
    assert _values(text, "2015-01-20")[0] == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: a later step between the event word and the date dates the step
        ("A motive for the slayings remained unclear Monday.", "2015-06-22", ("2015-06-22", "later_step")),
        ("The shooting suspect was arrested Monday.", "2015-06-24", ("2015-06-22", "later_step")),
        # ... but a step before the event word leaves the date the event's
        ("He died in the shooting Monday.", "2015-06-24", ("2015-06-22", "weekday")),
    ],
)  # fmt: skip
def test_a_step_after_the_event_word_dates_the_step(
    text: str, published: str, expected: tuple[str, str]
) -> None:
    assert _values(text, published)[0] == expected


# GVA dev: a plea reported two years on; the shooting's date sits in the sixth paragraph,
# past the lede sentences the follow-up rule looked at.
_CRAB_FEST = (
    "A Marion County man pleaded guilty in Levy County Friday to second-degree murder and other "
    "crime in connection with a 2013 shooting at the Crab Fest event in Williston, according to "
    "the Eighth Circuit State Attorney's Office.\n\n"
    "Devonte T. Ocasio, 22, was sentenced to 20 years in prison on the murder charge. He was also "
    "sentenced to 15 years for attempted first-degree murder and 15 years on each of three counts "
    "of aggravated battery with a deadly weapon. Finally, he was sentenced to five years for "
    "aggravated assault with a deadly weapon.\n\n"
    "All of the sentences with run concurrently, State Attorney's Office spokesman Darry Lloyd "
    "reported.\n\nThe pleas and sentencing came under an agreement with prosecutors.\n\n"
    "Crab Fest is an annual street party that draws about 10,000 people from around the state. "
    "The main draw is food, with vendors setting up in yards on a street off U.S. 27 east of "
    "downtown Williston. Also featured are music and activities for children.\n\n"
    "The shootings started about 8 p.m. on April 27, 2013. Ocasio was initially charged with "
    "first-degree murder in the death of Barry Barney, of Gainesville."
)


def _top(text: str, published: str, title: str | None) -> str:
    art = Article(id="a", text=text, published=published, title=title)
    return dates.extract(ParsedArticle(art))[0].value


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # the headline tells the plea: the report is a follow-up, its Friday the court's day
        ("Marion County man enters guilty pleas in Crab Fest shooting", "2013-04-27"),
        # without such a headline an explicit date this deep in the body is no evidence of one
        (None, "2015-09-25"),
    ],
)
def test_a_headline_telling_a_later_step_makes_a_follow_up(title: str | None, expected: str) -> None:
    assert _top(_CRAB_FEST, "2015-09-25", title) == expected


# GVA dev: a report of the San Diego police shooting (Thursday night), with the charge in
# its headline; "Unlike" sets the Dallas attack of July 7 apart, so it makes no follow-up.
_SAN_DIEGO = (
    'A man suspected of opening fire on two San Diego police officers, killing one and '
    'severely wounding the other, has been arrested and charged with murder after a gunfight '
    'that left the accused gunman hospitalized, police said on Friday.\n\n'
    'A second man was arrested on an outstanding warrant near a house that a police SWAT team'
    " had surrounded in the aftermath of Thursday night's gun battle, but whether he was "
    'connected with the shooting was still under investigation, police said.\n\n'
    "The two officers, members of the department's anti-gang unit, were shot moments after "
    'stopping at least one person in a high-crime neighborhood of southeastern San Diego, '
    'Police Chief Shelley Zimmerman said at a news conference.\n\n'
    'But the precise circumstances of the shooting and what precipitated the incident '
    'remained unclear, in part because one of the two officers involved was dead and the '
    'other was hospitalized and had yet to be questioned, she told reporters.\n\n'
    'The shooting came as police departments across the United States have been on high alert'
    ' in the wake of fatal ambushes of law enforcement officers in Baton Rouge, Louisiana, '
    'and Dallas earlier this month, that left a total of eight officers dead.\n\n'
    '"I can\'t begin to put into words the emotions and feelings that surround an event like '
    'this," Zimmerman said.\n\n'
    'Zimmerman identified the slain officer as Jonathan DeGuzman, a 16-year-veteran of the '
    'force, who was married and the father of two young children.\n\n'
    '"I worked with him," she said. "I know him. He talked about his children every day."\n\n'
    'The wounded officer, nine-year veteran Wade Irwin, was in serious condition on Friday '
    'and expected to survive, Zimmerman said.\n\n'
    'Zimmerman said it was not clear whether the officers had made a traffic stop or a '
    'pedestrian stop when the shooting began.\n\n'
    'The accused gunman, identified as Jesse Michael Gomez, 52, was charged with murder and '
    'attempted murder in the case. No charges have been filed against the second man '
    'arrested, aged 41, police said.\n\n'
    'Unlike sniper attacks on police that killed five officers on July 7 in Dallas and three '
    'more July 18 in Baton Rouge, there was no immediate overt indication that the police in '
    'San Diego were targeted for attack or that there were racial overtones.'
)


def test_an_attack_set_apart_by_unlike_is_another_event() -> None:
    title = "Accused Gunman Charged In Fatal San Diego Police Shooting"
    assert _top(_SAN_DIEGO, "2016-07-30", title) == "2016-07-28"
