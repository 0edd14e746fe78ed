"""Event dates in foreign wire and national-paper reports crosswire had never seen (ledes
written for the test in the styles of Reuters, AFP and South Asian and African papers)."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crosswire.extract import dates
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, published: str) -> str | None:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    return out[0].value if out else None


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a toll that rose on a later day, the event named by its weekday's possessive
        ("The number of people who died in Tuesday's stampede at a religious gathering rose to "
         "121 on Wednesday, officials said.", "2024-07-03", "2024-07-02"),
        # the event some days "earlier" than the day a later step is named on
        ("Islamic State claimed responsibility on Thursday for an attack on an army post in "
         "western Niger two days earlier that killed 71 soldiers.", "2019-12-12", "2019-12-10"),
        ("Mali began three days of national mourning on Saturday for the 20 people killed when "
         "jihadists stormed a luxury hotel in Bamako a day earlier.", "2015-11-21", "2015-11-20"),
        # "last Thursday" written on a Friday is the week before (yesterday would be "Thursday")
        ("The UN Security Council called on Friday for an investigation into the air strike on a "
         "bus in Saada province last Thursday, which killed 40 boys.", "2018-08-17", "2018-08-09"),
        # a week after the event, and a week ago
        ("A week after the massacre, survivors said on Friday that the army had ignored warnings.",
         "2024-03-08", "2024-03-01"),
        ("The floods that struck the city a week ago have killed 11,300.", "2023-09-18", "2023-09-11"),
        # a span of days told "Friday and Saturday": the event began on the first
        ("PORT-AU-PRINCE (AP) - More than 180 people, most of them elderly, were killed in a "
         "neighborhood over the weekend on the orders of a gang leader, the United Nations said "
         "Monday. The killings took place Friday and Saturday, the UN said.", "2024-12-09", "2024-12-06"),
        # "last Friday" of an abduction beats the day a claim was "obtained by reporters"
        ("Boko Haram leader Abubakar Shekau has claimed responsibility for the abduction of "
         "hundreds of schoolboys in Kankara Local Government Area of Katsina State last Friday.\n\n"
         "In an audio message obtained by reporters on Tuesday, Shekau said his group was behind "
         "the attack.", "2020-12-15", "2020-12-11"),
        # wire copy dated the publication day reports that day's event, not the day before's
        # background attack ("DUBAI, Aug 9 (Reuters)" on a Thursday)
        ("DUBAI, Aug 9 (Reuters) - An air strike by the Saudi-led coalition hit a bus carrying "
         "children in northern Yemen on Thursday, killing at least 29 of them.\n\nThe coalition "
         "said the strike targeted those responsible for a missile attack on the Saudi city of "
         "Jizan on Wednesday.", "2018-08-09", "2018-08-09"),
        # "earlier this week": the day the sources spoke is not the event's
        ("JOHANNESBURG, March 27 (Reuters) - Insurgents besieged a hotel in Palma where foreign "
         "workers were sheltering, after launching an attack on the town earlier this week, "
         "security sources said on Saturday.\n\nMilitants stormed Palma, near a gas project run "
         "by Total, on Wednesday.", "2021-03-27", "2021-03-24"),
        # "A day after <the attack>, <a later step> on Wednesday"
        ("A day after terrorists gunned down 26 people, most of them tourists, at Baisaran near "
         "Pahalgam, Kashmir observed a complete shutdown on Wednesday.", "2025-04-23", "2025-04-22"),
        # day-first numeric date: 9 November, not 11 September, in a report of 24 November
        ("At least 600 civilians were killed in the western Tigray town of Mai Kadra on "
         "9/11/2020, the Ethiopian Human Rights Commission said on Tuesday.", "2020-11-24",
         "2020-11-09"),
        # ... but a US reading that is itself recent stays
        ("The shooting happened on 11/9/2020 outside a bar, police said.", "2020-11-10", "2020-11-09"),
        # "on Tuesday after mobs attacked": the day of a later step
        ("COLOMBO, March 6 (Reuters) - Sri Lanka declared a state of emergency on Tuesday after "
         "Buddhist mobs attacked mosques in the central district of Kandy.\n\nRioters set fire to "
         "shops and homes in Digana on Monday.", "2018-03-06", "2018-03-05"),
        # the night of 2-3 July is the 2nd; ISO dates; "late on Saturday"
        ("The centre was hit on the night of 2-3 July, shortly before midnight.", "2019-07-04",
         "2019-07-02"),
        ("A suspected drone strike killed at least 38 people at a tribal meeting on 2011-03-17, "
         "officials said.", "2011-03-18", "2011-03-17"),
        ("The death toll from an attack by armed men late on Saturday on Seytenga has risen to 86, "
         "the government spokesman said on Tuesday.", "2022-06-14", "2022-06-11"),
        # an explicit date closing the event's participle clause, before the later step
        ("The 279 schoolgirls abducted from the Government Girls Science Secondary School, "
         "Jangebe, Zamfara State, on 26/02/2021 have been released, the state governor said on "
         "Tuesday.\n\nThe girls were received in Gusau in the early hours of Tuesday.",
         "2021-03-02", "2021-02-26"),
        # "The riots broke out on Sunday after clashes": the event's own clause, not a later step
        ("NEW DELHI: The death toll in the communal violence in northeast Delhi rose to 20 on "
         "Wednesday, as mobs torched shops for a third day.\n\nThe riots broke out on Sunday after "
         "clashes between supporters and opponents of the law, police said.", "2020-02-26",
         "2020-02-23"),
        # "last Friday" written on a Friday is a week back
        ("The students who were abducted by gunmen last Friday have been freed, the governor "
         "said.", "2020-12-18", "2020-12-11"),
    ],
)  # fmt: skip
def test_wire_event_date(text: str, published: str, expected: str) -> None:
    assert _top(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published"),
    [
        ("Gunmen killed 12 villagers in an attack earlier this week, officials said on Friday.", "2021-03-26"),
        ("Gunmen killed 12 villagers in an attack earlier this week, officials said.", "2021-03-26"),
        # ... nor "earlier this month"
        ("The death toll from the gang massacre in the town earlier this month rose to 115, the UN "
         "human rights office said on Friday.", "2024-10-18"),
    ],
)
def test_earlier_this_week_is_never_the_publication_day(text: str, published: str) -> None:
    # no day is said: no date rather than the publication day (which the text rules out)
    assert _top(text, published) is None


@pytest.mark.parametrize(
    ("written", "parsed", "expected"),
    [
        ("9/11/2020", date(2020, 9, 11), date(2020, 11, 9)),  # only the day-first one is recent
        ("11/9/2020", date(2020, 11, 9), date(2020, 11, 9)),  # the US reading is recent
        ("5/5/2020", date(2020, 5, 5), date(2020, 5, 5)),  # the same either way
        ("Nov. 9, 2020", date(2020, 11, 9), date(2020, 11, 9)),  # not numeric
    ],
)
def test_numeric_order(written: str, parsed: date, expected: date) -> None:
    assert dates._numeric_order(written, parsed, date(2020, 11, 24)) == expected


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["earlier this week", " on Tuesday after mobs attacked", "9/11/2020",
                                 "A day after gunmen stormed the hotel, ", " on Wednesday", ". ",
                                 "DUBAI, Aug 9 (Reuters) - ", "obtained by reporters on Monday",
                                 " killed ", "\n"]), max_size=12).map("".join))  # fmt: skip
def test_never_raises_and_evidence_exact(text: str) -> None:
    for d in dates.extract(ParsedArticle(Article(id="h", text=text, published="2020-11-24"))):
        assert text[d.evidence.start : d.evidence.end] == d.evidence.text


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # GVA dev: a reprint dated the next day; "overnight" counts from the dateline's day
        ("HOUSTON, Nov. 16 (Xinhua) -- A house party in the U.S. city of Houston ended in "
         "gunfire overnight, leaving one person dead and at least three others wounded.",
         "2013-11-17", "2013-11-16"),
        ("DUBAI, Aug 9 (Reuters) - Gunmen killed five soldiers yesterday, officials said.",
         "2019-08-10", "2019-08-08"),
        # without a dated dateline, publication stays the reference
        ("A house party ended in gunfire overnight, leaving one person dead.", "2013-11-17",
         "2013-11-17"),
    ],
)  # fmt: skip
def test_relative_words_count_from_the_filed_day(text: str, published: str, expected: str) -> None:
    out = dates.extract(ParsedArticle(Article(id="a", text=text, published=published)))
    assert out[0].value == expected
