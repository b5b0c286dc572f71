"""An Aura added at the table whose "enchanted creature" is chosen is attached to that
creature (303.4: its ``attached_to``), so "enchanted creatures" read by another card match
it (303.4b). Wall of Putrid Flesh: "Prevent all damage that would be dealt to Wall of
Putrid Flesh by enchanted creatures."; Kumano's Blessing is the Aura."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.urls import reverse

from judgeapp import aiming, damage_dealt, drafting
from judgeapp.drafting import Draft

pytestmark = pytest.mark.django_db

BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
OGRE = {**BEARS, "id": "ogre", "name": "Gray Ogre"}
WALL = "Wall of Putrid Flesh"
BLESSING = "Kumano's Blessing"


def _table(enchanted: str) -> Draft:
    """Alice's Wall of Putrid Flesh; Kumano's Blessing on ``enchanted``; the Bears would deal
    2 damage to the Wall."""
    draft = replace(Draft(), objects=(BEARS, OGRE))
    draft = drafting.add_card(draft, name=WALL, owner="Alice")
    draft = drafting.add_card(draft, name=BLESSING, owner="Alice")
    draft = aiming.aim_card(draft, 1, f"enchanted-creature|{enchanted}")
    # Kumano's Blessing also asks what its creature dealt damage to this turn: nothing.
    draft = damage_dealt.tap(draft, 1, f"{enchanted}|none")
    wall = draft.cards[0].object_id
    return drafting.add_event(
        draft, {"kind": "damage", "recipient": wall, "source": "bears", "amount": "2"}
    )


def _outcome(client, draft: Draft) -> str:
    response = client.post(reverse("judge-start"), {"draft": draft.to_json(), "action": "resolve"})
    assert response.status_code == 302, response.content.decode()[:2000]
    html = client.get(response["Location"]).content.decode()
    return html.split("data-outcome", 1)[1].split(">", 1)[1].split("<", 1)[0].strip()


def test_the_aura_is_attached_to_the_creature_chosen():
    draft = _table("bears")
    blessing = next(o for o in draft.objects if o["id"] == draft.cards[1].object_id)
    assert blessing["attached_to"] == "bears"
    again = aiming.aim_card(draft, 1, "enchanted-creature|ogre")
    assert (
        next(o for o in again.objects if o is not blessing and o["id"] == blessing["id"])[
            "attached_to"
        ]
        == "ogre"
    )


def test_damage_by_the_enchanted_creature_is_prevented(client):
    """The Bears are enchanted (303.4b): Wall of Putrid Flesh prevents their damage (615.1)."""
    assert _outcome(client, _table("bears")) == f"{WALL} is dealt no damage"


def test_damage_by_a_creature_not_enchanted_is_dealt(client):
    """The Blessing enchants the Ogre: the Bears are no enchanted creature, and their 2
    damage is dealt to the Wall."""
    assert _outcome(client, _table("ogre")) == f"{WALL} is dealt 2 damage"


def test_removing_the_creature_detaches_the_aura():
    draft = replace(Draft(), objects=(OGRE,))
    draft = drafting.add_card(draft, name="Veteran Bodyguard", owner="Bob")
    draft = drafting.add_card(draft, name=BLESSING, owner="Alice")
    guard = draft.cards[0].object_id
    draft = aiming.aim_card(draft, 1, f"enchanted-creature|{guard}")
    removed = drafting.remove_card(draft, 0)
    assert "attached_to" not in next(o for o in removed.objects if o["id"] == "kumano-s-blessing")
