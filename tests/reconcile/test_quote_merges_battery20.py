"""Merging quotes of round 20: one statement reported by two outlets in different wordings
(lightly paraphrased, truncated, translated differently, a partial quote of it, upper-case
wire copy) is one quote with both sources; two statements of one speaker (a negated or an
updated one among them) and the same words of two speakers stay apart."""

from __future__ import annotations

import pytest

from crosswire.extract import extract_article
from crosswire.model import Article, Quote
from crosswire.reconcile.quotes import merge_quotes


def _quotes(text: str, art: str) -> tuple[Quote, ...]:
    return extract_article(Article(id=art, text=text)).quotes


# (outlet A's passage, outlet B's, the merged quote's speakers accepted)
MERGES = [
    pytest.param(
        '"Our forces have killed 27 terrorists and recovered a large cache of weapons in the operation," army spokesman Brigadier General Tukur Gusau said on Sunday.',
        'The army said its troops "killed 27 terrorists and recovered a large cache of weapons," according to spokesman Tukur Gusau.',
        ['Tukur Gusau'],
        id='truncated_partial_according',
    ),
    pytest.param(
        '"We have identified the attacker and he was acting alone, but the investigation into his contacts continues," Police Commissioner Karen Webb told reporters.',
        'Police Commissioner Karen Webb said: "We have identified the attacker, who was acting alone, and the investigation into his contacts is continuing."',
        ['Karen Webb'],
        id='light_paraphrase',
    ),
    pytest.param(
        'Interior Ministry spokesman Abdul Mateen Qani said: "The enemies of Afghanistan want to create fear among the people, but they will fail."',
        '"The enemies of Afghanistan seek to spread fear among our people, but they will not succeed," said Abdul Mateen Qani, spokesman for the interior ministry.',
        ['Abdul Mateen Qani'],
        id='different_translation',
    ),
    pytest.param(
        '"This barbaric attack on unarmed worshippers shows the true face of the terrorists," Borno Governor Babagana Zulum said in Maiduguri.',
        'Zulum called it "a barbaric attack on unarmed worshippers" that showed "the true face of the terrorists."',
        ['Babagana Zulum'],
        id='surname_two_partials',
    ),
    pytest.param(
        '"The rescue operation is over. We have pulled out 61 bodies and 44 survivors," said Kaveh Rahimi, head of the provincial Red Crescent.',
        'Red Crescent official Kaveh Rahimi said: "We have pulled out 61 bodies and 44 survivors."',
        ['Kaveh Rahimi'],
        id='truncated_first_sentence_dropped',
    ),
    pytest.param(
        'A police spokesman, Ahmed Khalil, said: "The gunmen opened fire on the bus from both sides of the road."',
        '"The gunmen opened fire on the bus from both sides of the road," a police spokesman said.',
        ['Ahmed Khalil'],
        id='named_vs_described',
    ),
    pytest.param(
        '"Colombia will not negotiate with those who murder children," President Gustavo Petro wrote on X.',
        '"Colombia will not negotiate with people who kill children," Petro said in a post on the social network X, according to a translation.',
        ['Gustavo Petro'],
        id='translation_x_surname',
    ),
    pytest.param(
        '"WE WILL NOT ALLOW THE TERRORISTS TO DESTROY OUR DEMOCRACY," PRESIDENT VIRGILIO BARCO SAID IN A NATIONWIDE ADDRESS.',
        'President Virgilio Barco said in a televised address: "We will not allow the terrorists to destroy our democracy."',
        ['Virgilio Barco'],
        id='upper_vs_mixed',
    ),
    pytest.param(
        '"Our teams are working around the clock," she said of the Red Cross volunteers in Derna, where spokeswoman Tamara Alrifai had arrived on Monday. Alrifai added: "The need is immense and it is growing every hour."',
        'ICRC spokeswoman Tamara Alrifai said "the need is immense and growing every hour" in Derna.',
        ['Tamara Alrifai'],
        id='partial_light_change',
    ),
    pytest.param(
        '"The Zionist enemy will pay a heavy price for this crime," Hezbollah said in a statement.',
        'Hezbollah vowed revenge for the strike. "The Israeli enemy will pay dearly for this crime," the group said in a statement, according to a translation by Al-Manar.',
        ['Hezbollah'],
        id='translation_enemy_names',
    ),
    pytest.param(
        '"We will not rest until these criminals are caught," Police chief Ali Musa and Governor Ahmed Bello said in a joint statement.',
        'Governor Ahmed Bello said: "We will not rest until these criminals are caught and punished."',
        ['Ahmed Bello'],
        id='joint_vs_single',
    ),
    pytest.param(
        '"There is no safe place in Gaza," UNRWA Commissioner-General Philippe Lazzarini wrote on X.',
        'Philippe Lazzarini, head of the UN agency for Palestinian refugees, said "there is no safe place in Gaza" after the strike.',
        ['Philippe Lazzarini'],
        id='x_vs_partial_lowercase',
    ),
    pytest.param(
        'A spokesman for the Haitian National Police, Garry Desrosiers, said: "Our officers are fighting the gangs street by street in Delmas."',
        '"Police officers are fighting the gangs street by street in Delmas," said police spokesman Garry Desrosiers.',
        ['Garry Desrosiers'],
        id='light_paraphrase_appos_colon',
    ),
    pytest.param(
        '"We will respond firmly to any aggression against our territory," Defence Ministry spokesman Colonel Ahmed Hamdan said.',
        'Any aggression against our land "will be met with a firm response," said Ahmed Hamdan, the defence ministry spokesman.',
        ['Ahmed Hamdan'],
        id='translation_reordered_stems',
    ),
    pytest.param(
        '"The criminals who committed this massacre will be punished severely," Interior Minister Ahmad Vahidi told state TV.',
        '"Those criminals who carried out this massacre will receive severe punishment," Vahidi said, according to IRNA.',
        ['Ahmad Vahidi'],
        id='translation_punished_punishment',
    ),
    pytest.param(
        '"The humanitarian situation in El Fasher is catastrophic and deteriorating by the hour," UN spokesman Stephane Dujarric told reporters in New York.',
        'UN spokesman Stephane Dujarric said the situation in El Fasher was "catastrophic and deteriorating by the hour."',
        ['Stephane Dujarric'],
        id='partial_tail_only',
    ),
    pytest.param(
        '"Our government was not involved in this attack in any way. And we have no reason to believe that Turkey was involved," Foreign Office spokesman Daniel Reyes said.',
        'Daniel Reyes, a Foreign Office spokesman, said there was "no reason to believe that Turkey was involved."',
        ['Daniel Reyes'],
        id='negation_in_one_clause_only',
    ),
]


@pytest.mark.parametrize(("first", "second", "speakers"), MERGES)
def test_battery20_two_wordings_merge_with_both_sources(first: str, second: str, speakers: list[str]) -> None:
    merged = merge_quotes([*_quotes(first, "A"), *_quotes(second, "B")], [first, second])
    both = [m for m in merged if {e.article for e in m.evidence} == {"A", "B"}]
    assert len(both) == 1, [(m.speaker, m.text, [e.article for e in m.evidence]) for m in merged]
    assert both[0].speaker in speakers


# (outlet A's passage, outlet B's): different statements
APART = [
    pytest.param(
        '"We will find those responsible and bring them to justice," Governor Ahmed Bello said on Monday.',
        '"The state will pay for the treatment of every wounded person in our hospitals," Governor Ahmed Bello said on Tuesday.',
        id='same_speaker_two_statements',
    ),
    pytest.param(
        '"The death toll has risen to 43 and may rise further," Health Minister Firass Abiad said.',
        '"The death toll has risen to 43 and may rise further," Civil Defence chief Imad Khreish said.',
        id='same_words_two_speakers',
    ),
    pytest.param(
        '"We have arrested three suspects in connection with the attack," police spokesman Sadiq Khan Marwat said.',
        '"We have not arrested anyone in connection with the attack yet," police spokesman Sadiq Khan Marwat said.',
        id='same_speaker_negated',
    ),
    pytest.param(
        '"The death toll has risen to 43," Civil Defence spokesman Mahmoud Basal said on Tuesday morning.',
        '"The death toll has risen to 51," Civil Defence spokesman Mahmoud Basal said on Tuesday evening.',
        id='same_speaker_updated_toll',
    ),
    pytest.param(
        '"We are still searching the rubble for survivors in the northern districts," said Kaveh Rahimi.',
        '"We have stopped searching the rubble for survivors because there is no hope left," said Kaveh Rahimi.',
        id='same_speaker_opposite_statements',
    ),
    pytest.param(
        '"We will respond firmly to any aggression against our territory," Defence Ministry spokesman Colonel Ahmed Hamdan said.',
        '"Our territory has been attacked 14 times this month alone," Defence Ministry spokesman Colonel Ahmed Hamdan said.',
        id='same_speaker_territory_two_statements',
    ),
    pytest.param(
        '"The situation in the camps is catastrophic," UN spokesman Stephane Dujarric told reporters.',
        '"The situation in the hospitals is stable," UN spokesman Stephane Dujarric told reporters.',
        id='same_frame_different_claims',
    ),
    pytest.param(
        '"We are working to restore electricity to the affected districts," Energy Minister Herman Halushchenko said.',
        '"We are working to restore water to the affected districts," Kyiv Mayor Vitali Klitschko said.',
        id='two_speakers_similar_words',
    ),
]


@pytest.mark.parametrize(("first", "second"), APART)
def test_battery20_different_statements_stay_apart(first: str, second: str) -> None:
    merged = merge_quotes([*_quotes(first, "A"), *_quotes(second, "B")], [first, second])
    assert len(merged) == 2, [(m.speaker, m.text, [e.article for e in m.evidence]) for m in merged]
    assert all(len({e.article for e in m.evidence}) == 1 for m in merged)


def test_joint_speakers_merge_only_with_the_same_speaker_elsewhere() -> None:
    first = '"We will not rest until these criminals are caught," Police chief Ali Musa and Governor Ahmed Bello said in a joint statement.'
    second = 'Governor Ahmed Bello said: "We will not rest until these criminals are caught and punished."'
    merged = merge_quotes([*_quotes(first, "A"), *_quotes(second, "B")], [first, second])
    assert sorted((m.speaker, tuple(e.article for e in m.evidence)) for m in merged) == [
        ("Ahmed Bello", ("A", "B")),
        ("Ali Musa", ("A",)),
    ]
