"""Ninth places probe (unseen events: Ukraine under Russian and Ukrainian names, Borno,
Katsina, Cabo Delgado, Ituri, North Kivu, Tigray, Sagaing, Rakhine, Chhattisgarh; quarters
of Kabul, Port-au-Prince and Peshawar; places told relative to another): real sentences."""

from __future__ import annotations

import pytest

from crosswire.extract import location
from crosswire.model import Article
from crosswire.nlp import ParsedArticle


def _top(text: str, title: str | None = None):
    out = location.extract(ParsedArticle(Article(id="a", text=text, title=title)))
    return out[0] if out else None


@pytest.mark.parametrize(
    ("text", "name", "admin1", "cc"),
    [
        # "X, a village about 20 km (12 miles) from <the dateline city>": a figure of any
        # length after "about" ("about 2" had been the only match), and the village leads
        ("MAIDUGURI, Nigeria, Nov 29 (Reuters) - Islamist militants killed at least 43 farm "
         "workers and wounded six in an attack on Saturday in Koshobe, a village about 20 km (12 "
         "miles) from Maiduguri, the capital of Nigeria's northeastern Borno state, a militia "
         "leader said.", "Koshobe", "Borno", "NG"),
        ("GOMA, Congo (AP) — Congo's government said Monday that 272 people were killed in "
         "Kishishe, a village about 70 kilometers (43 miles) north of Goma in North Kivu "
         "province, when M23 rebels attacked it last week.", "Kishishe", "Nord Kivu", "CD"),
        # "25km" written together; the village had given no place at all
        ("At least 64 people were killed and 180 injured in an Ethiopian air strike on a busy "
         "market in Togoga, a village about 25km west of Mekelle, the capital of Tigray, health "
         "officials have told the BBC.", "Togoga", "Tigray", "ET"),
        # "a town 89 km from Kaduna": the distance alone
        ("Gunmen on motorcycles abducted 287 pupils and teachers from the LEA Primary and "
         "Secondary School in Kuriga, a town 89 km from Kaduna, the state capital, on Thursday "
         "morning.", "Kuriga", None, "NG"),
        # a neighbour named by its border is no country of the village
        ("NAIROBI, Jan 8 (Reuters) - An air strike on a camp for displaced people in Ethiopia's "
         "Tigray region killed 56 people and injured 30, two aid workers said on Saturday.\n\nThe "
         "strike hit the camp in the town of Dedebit, in northwest Tigray near the border with "
         "Eritrea, late on Friday.", "Dedebit", "Tigray", "ET"),
        # the raid's or strike's object: "attacked X village", "hit the X village", "hit X, in
        # Y local government area"
        ("No fewer than 30 people were killed when bandits attacked Yargoje village in Kankara "
         "Local Government Area of Katsina State on the night of Saturday to Sunday, residents "
         "said.", "Yargoje", "Katsina", "NG"),
        ("BANGKOK, Sept 20 (Reuters) - Myanmar military helicopters opened fire on a school in "
         "the northwestern Sagaing region, killing at least 11 children, UNICEF said on "
         "Tuesday.\n\nThe attack on Friday hit the Let Yet Kone village in Depayin township, about "
         "110 km northwest of Mandalay, according to school administrators.",
         "Let Yet Kone", "Sagain", "MM"),
        ("ABUJA, Dec 11 (Reuters) - Nigeria's army chief on Monday visited the village in Kaduna "
         "state where a military drone strike killed at least 85 civilians at a religious "
         "gathering last week.\n\nThe strike hit Tudun Biri, in Igabi local government area, on "
         "the night of Sunday, December 3.", "Tudun Biri", "Kaduna", "NG"),
        # "the strategic port of X", "the district headquarters of X" name a town; jihadists
        # and insurgents make an event sentence (the MAPUTO bureau had kept the event)
        ("MAPUTO (AFP) - Islamic State-linked jihadists have seized the strategic port of "
         "Mocimboa da Praia in Mozambique's northern Cabo Delgado province after several days of "
         "fighting with government forces, the army said on Wednesday.",
         "Mocímboa da Praia", "Cabo Delgado", "MZ"),
        ("Maputo, 11 May (Lusa) - Hundreds of insurgents attacked the district headquarters of "
         "Macomia, in Cabo Delgado province, northern Mozambique, on Friday morning, local "
         "sources told Lusa.", "Macomia", "Cabo Delgado", "MZ"),
        # Congo's territory is a unit: "the town of Bule in Djugu territory", Ituri province
        # (the snapshot's "Eastern Province" shown as the province news names)
        ("At least 60 people have been killed in an attack on a camp for displaced people in the "
         "Democratic Republic of the Congo's restive Ituri province, local officials said.\n\n"
         "Fighters from the CODECO militia attacked the Plaine Savo camp near the town of Bule in "
         "Djugu territory on the night of February 1 to 2.", "Bule", "Ituri", "CD"),
        # an area of a city is a quarter of it, not a village in the attacker's country
        ("ISLAMABAD: Two staff members of the Russian embassy in Kabul were among at least six "
         "people killed when a suicide bomber blew himself up near the entrance of the mission "
         "in the Darulaman area of the Afghan capital on Monday, officials said.",
         "Kabul", "Kabul", "AF"),
        ("PORT-AU-PRINCE, Haiti (AP) — At least 184 people were killed over the weekend in a "
         "massacre in the Wharf Jérémie area of Port-au-Prince's Cité Soleil slum, the United "
         "Nations said Monday.", "Port-au-Prince", "Ouest", "HT"),
        ("PESHAWAR, Pakistan (AP) — A suicide bomber struck a mosque inside a police compound in "
         "Peshawar's Police Lines area on Monday, killing at least 59 people.",
         "Peshawar", "Khyber Pakhtunkhwa", "PK"),
        # the provinces the lede names rule when the country is not named; a village the
        # gazetteer lacks takes their country, not the border's
        ("Raipur: Thirty-one Maoists were killed in an encounter with security forces in the "
         "forests of Abujhmarh on the border of Narayanpur and Dantewada districts in "
         "Chhattisgarh on Friday afternoon, police said.", "Raipur", "Chhattisgarh", "IN"),
        ("Dozens of Rohingya were killed in drone attacks on Monday as they waited to cross the "
         "Naf river from Myanmar's Rakhine state into Bangladesh, witnesses said.\n\nThe attack "
         "took place on the outskirts of Maungdaw, a town near the border with Bangladesh.",
         "Maungdaw", "Rakhine", "MM"),
        # a country's armed forces act abroad: their name sets no country of the story
        ("The Israel Defense Forces said Tuesday's airstrike in Jabaliya, on the outskirts of "
         "Gaza City, killed Ibrahim Biari, a senior Hamas commander.", "Jabālyā", "Gaza Strip", "PS"),
        # Russian-language and Soviet-era names
        ("Ukrainian officials said a missile hit the regional administration building in "
         "Nikolayev on Tuesday morning, killing several people.", "Mykolayiv", "Mykolaiv", "UA"),
        ("A shell hit a hospital in Dnipropetrovsk on Tuesday afternoon, killing two patients, "
         "local officials said.", "Dnipro", "Dnipropetrovsk", "UA"),
        # a town placed by its bearing from a big city is a town of its own, not its quarter
        ("A 17-year-old was shot dead by a police officer during a traffic stop in Nanterre, "
         "west of Paris, on Tuesday morning.", "Nanterre", "Ile-de-France", "FR"),
        # a town named only as a reference point takes no lead from the bureau
        ("KYIV, Oct 5 (Reuters) - A Russian missile strike killed at least 51 people gathered at "
         "a cafe for a wake in the village of Hroza in Ukraine's northeastern Kharkiv region on "
         "Thursday, officials said.\n\nHroza lies about 30 km west of Kupiansk.",
         "Hroza", "Kharkiv", "UA"),
        # a village, then its town with the word after it: the town beats the bureau
        ("MARAWI CITY — Four soldiers were killed when suspected Dawlah Islamiyah militants "
         "ambushed their patrol in Barangay Bangon, Munai town, Lanao del Norte, early Sunday "
         "morning.", "Munai", "Northern Mindanao", "PH"),
        # an area of a possessor the gazetteer lacks, under a megacity's dateline, is a
        # neighbourhood of that city
        ("KARACHI: Two men were shot dead and three others injured in a gang war shootout in "
         "Lyari's Chakiwara area late on Wednesday night, police said.", "Karachi", "Sindh", "PK"),
        # a town measured from a reference in another country than the bureau's: the
        # dateline's country is no country of the town, and the reference takes no lead
        ("NAIROBI, Kenya (AP) — Gunmen killed 30 people in an attack on a market in Baidoa, "
         "about 250 km northwest of Mogadishu, officials said.", "Baidoa", "Bay", "SO"),
        # a bureau's dateline ("HONG KONG:") gives no country to the village, and Myanmar's
        # township is the unit the village lies in
        ("HONG KONG: A Myanmar military air strike on a gathering in Pazigyi village killed about "
         "100 people on Tuesday, according to witnesses.\n\nThe strike hit the opening of a local "
         "administration office in Kanbalu township, Sagaing region.", "Pazigyi", "Sagain", "MM"),
        # a US capital's dateline abroad yields to the province the lede names
        ("WASHINGTON (AP) — A U.S. drone strike killed a senior al-Qaida leader in Idlib "
         "province in northwestern Syria, the Pentagon said Friday.", "Idlib", "Idlib", "SY"),
        # a plane that crashed makes an event sentence (the bureau had kept it)
        ("KATHMANDU - A passenger plane crashed while landing in Pokhara, a tourist city 200 km "
         "west of Kathmandu, on Sunday.", "Pokhara", "Western Region", "NP"),
        # a town's other spelling in the story's country before an exact namesake abroad
        ("RAMALLAH, Palestinian Territories (AFP) - Israeli forces killed at least 14 "
         "Palestinians in a raid on the Jenin refugee camp in the occupied West Bank on "
         "Thursday, the Palestinian health ministry said.", "Janīn", "West Bank", "PS"),
        # "about 50km south of Belgrade": a figure written with its unit marks a reference
        ("Police in Serbia are hunting a gunman who killed eight people and wounded 13 in "
         "drive-by shootings in villages near Mladenovac, about 50km south of Belgrade, late on "
         "Thursday.", "Mladenovac", "Central Serbia", "RS"),
        # a live blog's entry stamped with its time zone is no video playlist line
        ("02:10 BST: Donald Trump has been rushed off stage at a rally in Butler, Pennsylvania, "
         "after shots were fired.\n\nThe shooting happened at about 18:11 local time (23:11 BST) "
         "on Saturday.", "Butler", "Pennsylvania", "US"),
        # a province name two countries share, told with a town of one of them before it
        ("Gunmen killed at least 30 people in attacks on two communities in Mangu Local "
         "Government Area of Plateau State on the night of Tuesday into Wednesday, residents "
         "said.", "Mangu", "Plateau", "NG"),
        # a town seized is the event's scene (the settlement word made no event sentence)
        ("Nov 3 (Reuters) - An alliance of ethnic minority armies in Myanmar's northern Shan "
         "state said on Friday it had seized the town of Chinshwehaw on the border with China in "
         "an offensive launched last week.", "Chinshwehaw", "Shan", "MM"),
    ],
)
def test_probe9_scene(text, name, admin1, cc):
    top = _top(text)
    assert top is not None
    assert (top.name, top.admin1, top.country_code) == (name, admin1, cc)


def test_myanmar_township_is_no_us_story():
    # "township" named with its district and region is Myanmar's unit, not a US sign (the
    # whole article had been confined to the US and had no place); a body's "Sagaing Region"
    # makes the title's "Sagaing" the region, not its namesake town
    top = _top(
        "A junta air strike on Kanan village in Khampat township, Tamu district, Sagaing Region, "
        "killed 17 people including nine children on 7 January, residents said last week.",
        title="Junta air strike kills 17 in Sagaing",
    )
    assert top is not None
    assert (top.name, top.admin1, top.country_code) == ("Kanan", "Sagain", "MM")


def test_province_named_alone_is_a_coarse_place():
    # a province abroad named alone, with no town of its name (the article had no place)
    top = _top(
        "Separatist fighters attacked police stations, railway lines and highways across "
        "Balochistan in the early hours of Monday, killing at least 38 civilians, officials said. "
        "In Musakhel district, gunmen stopped vehicles on a highway and shot dead 23 passengers."
    )
    assert top is not None
    assert (top.name, top.admin1, top.country_code, top.geonames_id) == ("Balochistan", "Balochistan", "PK", None)
    # ... but never beside a US town ("He had moved from Bavaria")
    us = location.extract(ParsedArticle(Article(
        id="a", text="Police in Dallas said a man was shot on Monday. He had moved from Bavaria.")))
    assert [p.country_code for p in us] == ["US"]


def test_distance_written_with_its_unit_marks_a_reference():
    from crosswire.extract import place_forms

    text = "in villages near Mladenovac, about 50km south of "
    assert place_forms.RELATIVE_BEFORE.search(text, len(text) - 40, len(text))
