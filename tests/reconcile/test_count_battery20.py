"""A battery of wire-style casualty and abduction reports (twentieth round), run through
``extract_article`` and the conservative reconciliation of one article: kidnappings on
highways and at schools, hostage takings, village raids, drive-by and mass shootings,
suicide bombings, drone and shell strikes, prison riots and round-up totals (Nigeria, Mali,
Niger, Burkina Faso, Cameroon, DRC, South Sudan, Kenya, Haiti, Mexico, Colombia, Peru,
Ecuador, Syria, Iraq, Lebanon, Israel/Gaza, Afghanistan, Pakistan, India, Bangladesh,
Myanmar, the Philippines, Ukraine, Russia, the United States and Europe).

Each item is (text, killed, injured, abducted): the reconciled best figures, None where the
text gives none (a derived "no death told" zero counts as none). A text starting "H:" is a
headline. Vague words read as the ACLED codebook's figures ("dozens" 12, "scores" 40,
"hundreds" 100). A gunman or bomber who dies in the attack is counted among the dead, as GVA
and ACLED code them.
"""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article
from crosswire.reconcile.counts import injured_reports, reconcile_count

# A second sentence keeps a one-line body from reading as a headline.
_FILLER = " Officials gave no further details."

N = None

BATTERY = [
 # abductions: active, passive, hostage, headline
 ("Gunmen seized 40 passengers from two buses on the Abuja-Kaduna highway on Tuesday, police said.", N, N, 40),
 ("Armed men kidnapped at least 15 students from a secondary school in Ekiti state, the state government said.", N, N, 15),
 ("Militants took seven aid workers hostage after attacking a convoy near Gao, the UN said.", N, N, 7),
 ("Bandits abducted 62 worshippers during a night service in Kogi state; 20 of them were later freed.", N, N, 62),
 ("Nine of the 23 passengers kidnapped on Sunday were released on Wednesday, police said.", N, N, 23),
 ("H:Gunmen abduct 18 farmers in Zamfara", N, N, 18),
 ("H:25 pilgrims abducted in eastern Afghanistan", N, N, 25),
 ("ADF rebels kidnapped about 30 civilians in the raid on Mamove village, North Kivu, local officials said.", N, N, 30),
 ("Al-Shabaab fighters seized 11 truck drivers near the Kenyan border and are holding them captive, police said.", N, N, 11),
 ("Twelve Colombian soldiers were taken hostage by residents in Cauca department.", N, N, 12),
 ("Gunmen in Haiti kidnapped 17 missionaries, including five children, outside Port-au-Prince.", N, N, 17),
 ("Police said 14 of the kidnapped workers were still being held.", N, N, N),
 ("Troops freed 22 hostages held by bandits in a forest in Katsina.", N, N, N),
 ("An armed gang kidnapped a priest and two seminarians in Enugu state on Saturday.", N, N, 3),
 ("Militants took about 250 people hostage during the raid, Israeli officials said.", N, N, 250),
 ("The kidnappers released 10 of the 26 abducted villagers after a ransom was paid.", N, N, 26),
 ("BIRNIN KEBBI, Nigeria (AP) - GUNMEN KIDNAPPED 24 SCHOOLGIRLS FROM A BOARDING SCHOOL IN KEBBI STATE ON MONDAY, POLICE SAID.", N, N, 24),
 ("Sixteen people were abducted and two killed when bandits raided Gidan Bawa village.", 2, N, 16),
 ("The gunmen killed four guards and kidnapped 39 foreign workers from the gold mine.", 4, N, 39),
 ("The abductors released all 12 hostages unharmed on Friday.", N, N, N),
 ("Gunmen abducted 20 people from a family gathering in Sinaloa; 16 were released hours later.", N, N, 20),
 ("H:Bandits kidnap dozens of villagers in Niger state", N, N, 12),
 ("A dozen tourists were taken hostage by armed men near Cusco.", N, N, 12),
 ("Five Red Cross staff were abducted at gunpoint in the Central African Republic.", N, N, 5),
 ("Gunmen abducted a Catholic priest in Kaduna state on Sunday.", N, N, 1),
 ("Pirates hijacked the vessel and took its 21 crew members hostage.", N, N, 21),
 ("Of the 53 worshippers abducted, 31 were freed on Thursday and 22 remain in captivity.", N, N, 53),
 ("Police said 31 of the abducted worshippers had been freed.", N, N, N),
 ("Eight students abducted last week were freed on Monday.", N, N, 8),
 ("H:Seven aid workers abducted in Mali", N, N, 7),
 ("H:Nigeria: 137 pupils abducted from Yauri school", N, N, 137),
 ("Fighters of JNIM killed 27 soldiers and abducted 11 others in an attack on a base near Boulkessi.", 27, N, 11),
 ("Unidentified gunmen killed 3 and kidnapped 8 travellers on the Lokoja road.", 3, N, 8),
 ("Kidnappers seized 9 passengers and their driver on the Kabul-Kandahar highway.", N, N, 10),
 ("H:ABDUCTED: 40 passengers seized from buses in Zamfara", N, N, 40),
 ("Police seized 12 rifles and 300 rounds of ammunition from the kidnappers' hideout.", N, N, N),
 ("Security forces arrested 14 suspects after the attack.", N, N, N),
 # left N dead, claimed the lives of, death toll climbed to, bodies recovered
 ("A car bomb left 12 dead outside a courthouse in Kismayo on Thursday.", 12, N, N),
 ("The ambush left 12 soldiers dead and seven missing in the Tahoua region.", 12, N, N),
 ("The attack claimed the lives of 23 miners at the Kamituga site, the provincial governor said.", 23, N, N),
 ("Clashes between rival militias claimed the lives of at least eight people in Tripoli overnight.", 8, N, N),
 ("The death toll from the twin blasts in Hama climbed to 19 on Wednesday.", 19, N, N),
 ("The bodies of 9 fishermen were recovered from Lake Edward after the attack.", 9, N, N),
 ("Rescuers said the bodies of nine were recovered from the collapsed building after the drone strike on Odesa.", 9, N, N),
 ("At least a dozen people were killed when a motorbike bomb exploded in a market in Mora, Cameroon.", 12, N, N),
 ("Scores of protesters were killed when security forces opened fire in Nairobi, rights groups said.", 40, N, N),
 ("Scores were injured in the grenade attack on the rally in Dhaka.", N, 40, N),
 ("Two policemen were among the dead after militants attacked a checkpoint in Dera Ismail Khan. Officials said seven people were killed.", 7, N, N),
 ("Two policemen were among the 11 people killed in the attack.", 11, N, N),
 # the attacker among the dead
 ("The gunman opened fire at the bank, killing three employees before killing himself.", 4, N, N),
 ("Police said five people were killed, including the gunman, in the shooting at a Prague nightclub.", 5, N, N),
 ("A gunman killed his wife and three children before turning the gun on himself.", 5, N, N),
 ("The assailant, who killed two people at the synagogue, was later shot dead by police.", 3, N, N),
 ("The suicide bomber killed himself and two police officers at the gate of the compound.", 3, N, N),
 ("A suicide bomber killed five people and himself at a checkpoint in Mosul.", 6, N, N),
 ("A gunman killed 5 people at a supermarket in Tennessee, police said, before he was shot dead by officers.", 6, N, N),
 # totals and parts
 ("Five soldiers and three civilians were killed when a roadside bomb hit their vehicle near Kidal.", 8, N, N),
 ("The clashes killed five soldiers and three civilians, the army said.", 8, N, N),
 ("An Indian army officer and two soldiers were killed in a gunfight with militants in Anantnag.", 3, N, N),
 ("Maoist rebels killed 10 police commandos and a driver with a roadside bomb in Dantewada.", 11, N, N),
 ("Eight people were killed, two of them policemen, and 25 injured.", 8, 25, N),
 ("The car bomb killed 21 people. The dead included 4 policemen.", 21, N, N),
 ("Militants stormed a hotel in Beledweyne, killing at least 15 people. Those killed included a local MP.", 15, N, N),
 ("Gunmen shot dead a village chief and his two sons in the Mopti region, a local official said.", 3, N, N),
 ("The killings in Dagestan left six policemen and a priest dead.", 7, N, N),
 ("Three children were among 11 people killed.", 11, N, N),
 ("The airstrike killed the commander and four of his bodyguards.", 5, N, N),
 ("Gunmen fired on tourists in Bamiyan, killing three Spaniards and an Afghan.", 4, N, N),
 ("The militia fighters killed 42 people in Djugu territory, including 12 children, the army said.", 42, N, N),
 ("Two Israeli soldiers were killed and one was seriously wounded in a Hezbollah missile attack, the military said.", 2, 1, N),
 # children and ages
 ("A 12-year-old boy was killed and his mother wounded when a shell hit their home in Nikopol.", 1, 1, N),
 ("A 12-year-old boy was killed in the shooting in Chicago's Austin neighborhood.", 1, N, N),
 ("H:12-year-old boy killed in Detroit drive-by shooting", 1, N, N),
 ("A 17-year-old was killed and a 15-year-old injured in the shooting.", 1, 1, N),
 ("Two 14-year-old boys were wounded in the drive-by shooting.", N, 2, N),
 ("A teenager was stabbed to death and two others were injured in a fight outside a school in Croydon.", 1, 2, N),
 # upper-case wire copy
 ("THE EXPLOSION KILLED 14 PEOPLE AND WOUNDED 32 OTHERS IN THE CITY OF MEDELLIN, POLICE SAID.", 14, 32, N),
 ("SIX PERSONS WERE KILLED AND 11 INJURED WHEN GUERRILLAS ATTACKED A BUS ON THE ROAD TO CUENCA.", 6, 11, N),
 ("THE ATTACK LEFT 17 DEAD, AMONG THEM SIX CHILDREN.", 17, N, N),
 # the injured: wounded, hurt, hospitalised, treated
 ("Twenty people were hospitalised after the grenade attack in Manipur, officials said.", N, 20, N),
 ("Nine people were treated for injuries after the knife attack at a Bielefeld hostel.", N, 9, N),
 ("Four people were hospitalized with gunshot wounds after a shooting at a Houston park, police said.", N, 4, N),
 ("The grenade wounded 17 people, none of them seriously.", N, 17, N),
 ("Medics said 54 people were admitted to hospital with injuries.", N, 54, N),
 ("Dozens were hurt when police fired tear gas at mourners.", N, 12, N),
 ("Police said the attack killed one and hurt 14.", 1, 14, N),
 # killed and injured
 ("The junta's airstrike on a monastery in Sagaing region left 22 dead, including three monks.", 22, N, N),
 ("Eight members of a family were killed in an attack in Cite Soleil, Haiti's civil protection agency said.", 8, N, N),
 ("Gang members killed at least 70 people, including 10 women and three infants, in an attack on the town of Pont-Sonde.", 70, N, N),
 ("The Abu Sayyaf attack in Jolo left 15 dead and 75 wounded.", 15, 75, N),
 ("Police said a grenade attack at a gymnasium in Marawi killed four people and injured 50.", 4, 50, N),
 ("Authorities said 10 people were shot, two fatally, at a block party in Memphis.", 2, 8, N),
 ("Five people were shot, one fatally, outside a bar in Minneapolis.", 1, 4, N),
 ("Iraqi security sources said 3 Peshmerga fighters died and 2 were injured when a bomb exploded near Kirkuk.", 3, 2, N),
 ("The death toll from Saturday's missile strike on a cafe in Sloviansk climbed to 12, including three children.", 12, N, N),
 ("The number of people killed in the concert hall attack outside Moscow rose to 143.", 143, N, N),
 ("The toll from the blast on the Istanbul shopping street stood at six dead and 81 injured.", 6, 81, N),
 ("The bodies of 18 migrants were found in a truck abandoned near Tuxtla, officials said.", 18, N, N),
 ("The strike killed 12 people and injured at least a dozen.", 12, 12, N),
 ("The blast killed a soldier and injured two civilians.", 1, 2, N),
 ("Police said 37 inmates were killed in a riot at the women's prison in Tegucigalpa.", 37, N, N),
 ("Scores of people were killed in the fighting in Wad Madani, the army said, while hundreds were wounded.", 40, 100, N),
 ("Gunmen shot dead 9 people at a cockfight in Tlajomulco on Saturday night.", 9, N, N),
 ("CODECO militiamen killed at least 35 displaced people at the camp with machetes.", 35, N, N),
 ("Six people, among them a pregnant woman, were hacked to death in the attack.", 6, N, N),
 ("A bus carrying pilgrims was attacked in Reasi, leaving nine dead and 33 injured.", 9, 33, N),
 ("The number of dead rose to 27 after two of the wounded died in hospital.", 27, N, N),
 ("At least 40 people were feared killed in the attack.", 40, N, N),
 # round-up totals are no toll of the event
 ("More than 1,200 people have been killed in the conflict this year, according to the UN. On Monday, a drone strike killed seven people in El Obeid.", 7, N, N),
 ("ACLED recorded 318 fatalities in Burkina Faso last month. In the latest attack, gunmen killed 14 soldiers near Djibo.", 14, N, N),
 ("More than 900 civilians have been killed in the region since January, the UN said.", N, N, N),
 ("The violence has claimed more than 3,000 lives since 2023.", N, N, N),
 ("At least 230 people have died in gang violence in Port-au-Prince this month, according to the UN.", N, N, N),
 ("ACLED recorded 412 fatalities in the region last month.", N, N, N),
 ("More than 1,200 people have been killed in the conflict this year.", N, N, N),
 # livestock beside the dead
 ("Three herders and 40 cows were killed in the attack on a settlement in Benue state.", 3, N, N),
 ("Gunmen killed five farmers and 120 sheep in the raid.", 5, N, N),
 ("Two shepherds and dozens of goats died in the air strike.", 2, N, N),
 # headlines
 ("H:Suicide bombing kills 9, including 3 soldiers, in Niger", 9, N, N),
 ("H:Death toll climbs to 30 in Kashmir bus attack", 30, N, N),
 ("H:Gunmen kill 7 aid workers in South Sudan", 7, N, N),
 ("H:Israeli strike on Rafah tent camp kills 45", 45, N, N),
 ("H:2 police officers among 6 killed in Dagestan attacks", 6, N, N),
 ("H:GUNMEN KILL 12, ABDUCT 30 IN KATSINA VILLAGE RAID", 12, N, 30),
 # second batch: harder wordings
 ("Authorities said 9 of the 40 passengers seized by gunmen on Tuesday had escaped.", N, N, 40),
 ("The kidnappers are still holding 14 of the students, the principal said, after 25 others escaped.", N, N, N),
 ("Gunmen stormed the church in Kajuru and abducted dozens of worshippers, including the pastor.", N, N, 12),
 ("H:Kidnapped schoolchildren freed in Zamfara", N, N, N),
 ("H:Gunmen kill policeman, abduct Chinese national in Ogun", 1, N, 1),
 ("Police said the two Swiss tourists had been taken hostage at gunpoint near the border.", N, N, 2),
 ("Suspected ISWAP fighters abducted the wife and three children of a local chief.", N, N, 4),
 ("H:KIDNAPPERS FREE 7 OF 15 ABDUCTED MINERS", N, N, 15),
 ("The explosion killed a mother and her three-year-old son.", 2, N, N),
 ("A Palestinian gunman killed seven people outside a synagogue in Jerusalem before being shot dead by police.", 8, N, N),
 ("Two people were killed and seven were left injured after a man went on a stabbing spree in Solingen.", 2, 7, N),
 ("Nine were confirmed dead and 12 missing after the attack on the boat.", 9, N, N),
 ("Among the 31 dead were 8 women and 5 children.", 31, N, N),
 ("At least four people were killed and more than a dozen injured in a shooting at a nightclub in Colorado Springs.", 4, 12, N),
 ("A car bomb exploded near a police station in Hakkari, leaving two dead and injuring 11.", 2, 11, N),
 ("A grenade thrown into a church in Thika hurt at least 8 worshippers.", N, 8, N),
 ("Six civilians, including two children, died and 15 were wounded when shells landed on the market.", 6, 15, N),
 ("THREE SOLDIERS DIED AND FOUR WERE WOUNDED IN THE CLASH WITH FMLN REBELS.", 3, 4, N),
 ("The fighting left at least 20 people dead on both sides.", 20, N, N),
 ("The attack on the hospital in Mardan killed 74 people, most of them lawyers.", 74, N, N),
 ("H:Gunman kills 3, injures 5 at Kansas City parade", 3, 5, N),
 ("H:Three dead including gunman in Texas mall shooting", 3, N, N),
 ("H:8-year-old among 3 killed in Cleveland shooting", 3, N, N),
 ("Fifteen of the 20 people wounded in the attack remain in hospital, two in critical condition.", N, 20, N),
 ("Of the 12 people injured, five were police officers.", N, 12, N),
 ("The bomb killed the district governor, his driver and two bodyguards.", 4, N, N),
]

# Known gaps: (text) -> why it still fails.
_GAPS: dict[str, str] = {}


def _reconciled(text: str) -> tuple[int | None, int | None, int | None]:
    if text.startswith("H:"):
        a = Article(id="a", title=text[2:], text=_FILLER.strip(), published="2024-05-01")
    else:
        a = Article(id="a", text=text + _FILLER, published="2024-05-01")
    x = extract_article(a, fields=("counts", "abductions"))
    counts = list(x.counts)
    arts = {"a": a}
    killed = reconcile_count([c for c in counts if c.kind == "killed"], arts, policy="conservative")
    injured = reconcile_count(injured_reports(counts, killed_best=killed.best), arts, policy="conservative")
    abducted = reconcile_count(list(x.abductions), arts, policy="conservative")
    return killed.best, injured.best, abducted.best


@pytest.mark.parametrize(
    ("text", "killed", "injured", "abducted"),
    [
        pytest.param(t, k, i, ab, marks=pytest.mark.xfail(reason=_GAPS[t], strict=True)) if t in _GAPS else (t, k, i, ab)
        for t, k, i, ab in BATTERY
    ],
)
def test_battery(text: str, killed: int | None, injured: int | None, abducted: int | None) -> None:
    k, i, ab = _reconciled(text)
    assert (None if (k == 0 and killed is None) else k, i, ab) == (killed, injured, abducted)
