""" "Any number of" objects chosen as a permanent enters, asked at the table.

Expected values from the cards' Oracle texts and the rules. Sutured Ghoul: "As Sutured Ghoul
enters, exile any number of creature cards from your graveyard. Sutured Ghoul's power is
equal to the total power of the exiled cards and its toughness is equal to their total
toughness." Devour N: "As this object enters, you may sacrifice any number of creatures.
This permanent enters with N +1/+1 counters on it for each creature sacrificed this way"
(702.82a). Living Lore: "As Living Lore enters, exile an instant or sorcery card from your
graveyard." The choice is made before the permanent enters (614.12a), by the player who would
control it ("your graveyard": its controller's, 614.1c with 616.1; 419.1b with 419.9a in
2008); the permanent itself and objects entering at the same time can't be chosen (614.13a).
Each object is asked about in turn, yes or no: the options of a question are two, whatever
the number of objects, and a list of answers replays one set.
"""

from __future__ import annotations

import pytest

from rules.engine import ChoiceError, ScenarioError, explore

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

GRAVEYARD = [
    obj("ghoul", "Sutured Ghoul", zone="graveyard"),
    obj("bear", "Runeclaw Bear", zone="graveyard", power=2, toughness=2),
    obj("giant", "Hill Giant", zone="graveyard", power=3, toughness=3),
    obj("bolt", "Lightning Bolt", zone="graveyard", types=("Instant",)),
    obj("wall", "Wall of Stone", zone="graveyard", power=0, toughness=8),
    obj("ogre", "Gray Ogre", owner="Bob", zone="graveyard", power=2, toughness=2),
]
ASK_EXILE = {"exile": "ask"}
ASK = {"sacrifice": "ask"}
BOTH_ENTER = [
    {"id": "e1", "kind": "enter", "object": "ghoul"},
    {"id": "e2", "kind": "enter", "object": "bear"},
]


def _ghoul(events=BOTH_ENTER, objects=GRAVEYARD):
    return scenario(
        objects, [fx("ghoul", source="ghoul", preset="sutured-ghoul", params=ASK_EXILE)], events
    )


def _state(d, object_id):
    return next(o for o in d.state["objects"] if o["id"] == object_id)


def _size(d):
    """The Ghoul's power and toughness, as the resulting state records them."""
    return _state(d, "ghoul")["chosen"]["power/toughness"]


@BOTH
def test_the_ghouls_controller_is_asked_card_by_card(procedure):
    q = pending(_ghoul(), procedure)
    assert q.chooser == "Alice"
    # Runeclaw Bear enters at the same time (614.13a), Lightning Bolt is no creature card,
    # Gray Ogre is in Bob's graveyard: the Giant is the first card asked about.
    assert option_ids(q) == ["pick:giant", "pass:giant"]
    q2 = pending(_ghoul(), procedure, ("pick:giant",))
    assert option_ids(q2) == ["pick:wall", "pass:wall"]
    cited = (
        {"614.1c", "614.12a", "616.1", "614.13"} if procedure == MODERN else {"419.1b", "419.9a"}
    )
    assert set(q.rules) == cited


@BOTH
@pytest.mark.parametrize(
    ("answers", "exiled", "size"),
    [
        (("pick:giant", "pick:wall"), {"giant", "wall"}, "3/11"),
        (("pick:giant", "pass:wall"), {"giant"}, "3/3"),
        (("pass:giant", "pick:wall"), {"wall"}, "0/8"),
        (("pass:giant", "pass:wall"), set(), "0/0"),
    ],
)
def test_each_set_of_cards_is_one_list_of_answers(procedure, answers, exiled, size):
    d = done(_ghoul(), procedure, answers)
    assert {o["id"] for o in d.state["objects"] if o["zone"] == "exile"} == exiled
    assert _state(d, "ghoul")["zone"] == "battlefield"
    assert _size(d) == size
    assert _state(d, "bear")["zone"] == "battlefield"


def test_every_set_is_an_outcome():
    assert len(outcomes(_ghoul())) == 4


def test_an_answer_about_another_card_is_refused():
    with pytest.raises(ChoiceError):
        done(_ghoul(), MODERN, ("pick:wall",))


def test_the_player_it_enters_under_chooses_from_their_own_graveyard():
    # The Ghoul enters under Bob's control: Bob chooses, and "your graveyard" is his.
    events = [{"id": "e1", "kind": "enter", "object": "ghoul", "controller": "Bob"}]
    q = pending(_ghoul(events), MODERN)
    assert q.chooser == "Bob"
    assert option_ids(q) == ["pick:ogre", "pass:ogre"]
    d = done(_ghoul(events), MODERN, ("pick:ogre",))
    assert _size(d) == "2/2"


def test_the_cards_named_in_the_scenario_are_still_the_choice():
    s = scenario(
        GRAVEYARD,
        [fx("ghoul", source="ghoul", preset="sutured-ghoul", params={"exile": ["giant"]})],
        BOTH_ENTER,
    )
    d = done(s, MODERN)
    assert _state(d, "giant")["zone"] == "exile"
    assert _state(d, "wall")["zone"] == "graveyard"


def test_many_cards_keep_each_question_at_two_options():
    cards = [
        obj(f"c{i}", f"Grizzly Bears {i}", zone="graveyard", power=2, toughness=2)
        for i in range(30)
    ]
    s = _ghoul([BOTH_ENTER[0]], [GRAVEYARD[0], *cards])
    answers = tuple(f"{'pick' if i % 3 == 0 else 'pass'}:c{i}" for i in range(29))
    q = pending(s, MODERN, answers)
    assert option_ids(q) == ["pick:c29", "pass:c29"]
    d = done(s, MODERN, (*answers, "pick:c29"))
    exiled = [o["id"] for o in d.state["objects"] if o["zone"] == "exile"]
    assert len(exiled) == 11  # c0, c3, … c27 and c29
    assert _size(d) == "22/22"


THRINAX = obj("thrinax", "Bloodspore Thrinax", zone="stack", power=2, toughness=2)


def _devour(*more_effects, objects=()):
    return scenario(
        [
            THRINAX,
            obj("bears", "Grizzly Bears"),
            obj("elf", "Llanowar Elves"),
            obj("giant", "Hill Giant", "Bob"),
            *objects,
        ],
        [
            fx("devour", source="thrinax", preset="bloodspore-thrinax-devour", params=ASK),
            *more_effects,
        ],
        [{"kind": "enter", "object": "thrinax"}],
    )


@BOTH
def test_devour_asks_creature_by_creature_and_counts_those_sacrificed(procedure):
    q = pending(_devour(), procedure)
    assert q.chooser == "Alice"
    assert option_ids(q) == ["pick:bears", "pass:bears"]  # never Bob's Hill Giant
    d = done(_devour(), procedure, ("pick:bears", "pick:elf"))
    assert _state(d, "thrinax")["counters"] == {"+1/+1": 2}
    assert {_state(d, o)["zone"] for o in ("bears", "elf")} == {"graveyard"}
    none = done(_devour(), procedure, ("pass:bears", "pass:elf"))
    assert not _state(none, "thrinax").get("counters")
    assert _state(none, "bears")["zone"] == "battlefield"


def test_a_creature_sacrificed_and_exiled_instead_still_counts():
    # Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile
    # it instead." The Bears were still sacrificed (614.13).
    rip = fx("rip", controller="Bob", source="rip", preset="rest-in-peace")
    s = _devour(rip, objects=[obj("rip", "Rest in Peace", "Bob", types=("Enchantment",))])
    d = done(s, MODERN, ("pick:bears", "pass:elf"))
    assert _state(d, "bears")["zone"] == "exile"
    assert _state(d, "thrinax")["counters"] == {"+1/+1": 1}


def test_devour_with_nothing_to_sacrifice_doesnt_apply():
    s = scenario(
        [THRINAX],
        [fx("devour", source="thrinax", preset="bloodspore-thrinax-devour", params=ASK)],
        [{"kind": "enter", "object": "thrinax"}],
    )
    assert outcomes(s) == {
        "Bloodspore Thrinax enters the battlefield untapped under Alice's control"
    }


def _lore(*cards):
    objects = [obj("lore", "Living Lore", zone="stack", power=0, toughness=0), *cards]
    return scenario(
        objects,
        [fx("lore", source="lore", preset="living-lore", params=ASK_EXILE)],
        [{"kind": "enter", "object": "lore"}],
    )


BOLT = obj("bolt", "Lightning Bolt", zone="graveyard", types=("Instant",))
DIVINATION = obj("div", "Divination", zone="graveyard", types=("Sorcery",))


def test_a_card_that_says_one_exiles_exactly_one():
    # "exile an instant or sorcery card": passing the Bolt leaves only Divination, which
    # must then be exiled, without a question.
    q = pending(_lore(BOLT, DIVINATION), MODERN)
    assert option_ids(q) == ["pick:bolt", "pass:bolt"]
    d = done(_lore(BOLT, DIVINATION), MODERN, ("pass:bolt",))
    assert {o["id"] for o in d.state["objects"] if o["zone"] == "exile"} == {"div"}
    d = done(_lore(BOLT, DIVINATION), MODERN, ("pick:bolt",))
    assert {o["id"] for o in d.state["objects"] if o["zone"] == "exile"} == {"bolt"}
    assert len(explore(_lore(BOLT, DIVINATION), MODERN).texts()) == 2


def test_one_card_to_choose_from_is_exiled_without_a_question():
    d = done(_lore(BOLT), MODERN)
    assert _state(d, "bolt")["zone"] == "exile"
    assert not [s for s in d.trace if s.kind == "choice"]


# Asking is said in the scenario ("ask", as the presets and the card-text reader say it). An
# effect that leaves sacrifice / exile out means what the format has always meant by it:
# none is chosen (the parameter's documentation: "none: none is sacrificed / exiled"), so a
# scenario saved before the question existed resolves as it did, without a question.

GHOUL_WORDS = {"cards": {"types": ["Creature"]}, "total": True, "object": {"this": True}}


@BOTH
def test_a_ghoul_whose_scenario_leaves_exile_out_exiles_nothing_and_asks_nothing(procedure):
    s = scenario(
        GRAVEYARD,
        [fx("ghoul", source="ghoul", template="enter_exiling", params=GHOUL_WORDS)],
        BOTH_ENTER,
    )
    d = done(s, procedure)
    # No card exiled: the totals of no card, 0/0.
    assert not [o for o in d.state["objects"] if o["zone"] == "exile"]
    assert _size(d) == "0/0"
    assert not [step for step in d.trace if step.kind == "choice"]
    assert len(outcomes(s, procedure)) == 1


@BOTH
def test_devour_whose_scenario_leaves_sacrifice_out_sacrifices_nothing_and_asks_nothing(
    procedure,
):
    words = {"per": 1, "object": {"this": True}}
    s = scenario(
        [THRINAX, obj("bears", "Grizzly Bears"), obj("elf", "Llanowar Elves")],
        [fx("devour", source="thrinax", template="enter_devouring", params=words)],
        [{"kind": "enter", "object": "thrinax"}],
    )
    d = done(s, procedure)
    # Nothing sacrificed: the Thrinax enters with no counters, the creatures stay.
    assert not _state(d, "thrinax").get("counters")
    assert {_state(d, o)["zone"] for o in ("bears", "elf")} == {"battlefield"}
    assert not [step for step in d.trace if step.kind == "choice"]
    assert len(outcomes(s, procedure)) == 1


def test_asked_when_the_scenario_says_ask_and_named_otherwise():
    ask = {**GHOUL_WORDS, "exile": "ask"}
    s = scenario(
        GRAVEYARD, [fx("ghoul", source="ghoul", template="enter_exiling", params=ask)], BOTH_ENTER
    )
    assert option_ids(pending(s)) == ["pick:giant", "pass:giant"]
    # The preset leaves the choice out, as it did before asking existed: a scenario saved
    # with the preset and no exile resolves as it did, none exiled and nothing asked.
    for params in ({}, {"exile": []}):
        none = scenario(
            GRAVEYARD,
            [fx("ghoul", source="ghoul", preset="sutured-ghoul", params=params)],
            BOTH_ENTER,
        )
        d = done(none)
        assert _size(d) == "0/0"
        assert not [step for step in d.trace if step.kind == "choice"]


@pytest.mark.parametrize(("key", "preset"), [("exile", "sutured-ghoul"), ("sacrifice", None)])
def test_another_word_than_ask_is_refused_naming_where(key, preset):
    if preset:
        effect = fx("e", source="ghoul", preset=preset, params={key: "all"})
    else:
        words = {"per": 1, "object": {"this": True}, key: "all"}
        effect = fx("e", source="ghoul", template="enter_devouring", params=words)
    with pytest.raises(ScenarioError) as caught:
        scenario(GRAVEYARD, [effect], BOTH_ENTER)
    assert str(caught.value) == (
        f'effects[0].params.{key}: \'all\' is not "ask": must be "ask" or a list of object ids'
    )


def test_neither_a_list_nor_a_string_is_refused_by_the_schema_naming_where():
    words = {**GHOUL_WORDS, "exile": 2}
    with pytest.raises(ScenarioError) as caught:
        scenario(GRAVEYARD, [fx("e", source="ghoul", template="enter_exiling", params=words)], [])
    assert 'effects[0].params.exile: must be "ask" or a list of object ids' in str(caught.value)
