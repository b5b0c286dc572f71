"""Objects and players of the scenario format's filters in plain words, for the summaries."""

from __future__ import annotations

from typing import Any

from rules.engine.filters import relation_words, with_words

_PLAYER = {
    "you": "you",
    "opponent": "an opponent",
    "any": "a player",
    None: "a player",
    "that-player": "that player",
}


def player(word: Any) -> str:
    return _PLAYER.get(word, str(word))


def thing(f: dict[str, Any] | None, noun: str = "permanent") -> str:
    """An object filter in words: ``"a nontoken creature an opponent controls"``."""
    if not f:
        return "a card or token" if noun == "card" else f"any {noun}"
    if f.get("this"):
        return "this object"
    if f.get("id"):
        return placeholder_words(str(f["id"]))
    if f.get("ids"):
        return " and ".join(placeholder_words(str(i)) for i in f["ids"])
    words: list[str] = []
    if f.get("other"):
        words.append("another")
    if f.get("nontoken") or f.get("enchanted"):
        words.extend(w for w in ("nontoken", "enchanted") if f.get(w))
    if "tapped" in f:
        words.append("tapped" if f["tapped"] else "untapped")
    if f.get("combat"):
        words.append(str(f["combat"]))
    words.extend(f"non{t.lower()}" for t in f.get("not_types", ()))
    words.extend(f"non-{t}" for t in f.get("not_subtypes", ()))
    words.extend(f"non{t.lower()}" for t in f.get("not_supertypes", ()))
    words.extend(t.lower() for t in f.get("supertypes", ()))
    if len(set(f.get("not_colors", ()))) == 5:
        words.append("colorless")  # none of the five colours (105.2c)
    else:
        words.extend(f"non{c}" for c in f.get("not_colors", ()))
    if f.get("colors"):
        words.append(" or ".join(f["colors"]))
    if f.get("subtypes"):
        words.append(" ".join(f["subtypes"]))
    if f.get("types"):
        words.append(" ".join(t.lower() for t in f["types"]))
    elif f.get("any_types"):
        words.append(" or ".join(t.lower() for t in f["any_types"]))
    elif f.get("token"):
        words.append("token")
    elif f.get("nontoken") and noun == "card":
        words[-1:] = ["card"]
    elif noun == "card" and not f.get("subtypes"):
        words.append("card or token")  # no "nontoken": a token too (Sanctifier en-Vec)
    else:
        words.append(noun)
    if (f.get("any_types") or f.get("types")) and f.get("nontoken") and noun == "card":
        words.remove("nontoken")
        words.append("card")
    phrase = " ".join(words)
    if not f.get("other"):
        phrase = ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase
    for key, verb in (("controller", "controls"), ("owner", "owns")):
        who = f.get(key)
        if who == "you":
            phrase += " you " + verb[:-1]
        elif who == "opponent":
            phrase += " an opponent " + verb
        elif who == "not_you":
            phrase += " you don't " + verb[:-1]
        elif who not in (None, "any"):
            phrase += f" {player(who)} {verb}"
    return phrase + _with_and_dealt(f) + _other_than(f)


def _with_and_dealt(f: dict[str, Any]) -> str:
    """What the filter says of keywords and power, then of what dealt it damage this turn:
    this object, or a placeholder in words."""
    dealer = f.get("damaged_by")
    if dealer is None:
        return with_words(f) + relation_words(f)
    by = "this object" if dealer == "this" else placeholder_words(str(dealer))
    rest = {k: v for k, v in f.items() if k != "damaged_by"}
    return f"{with_words(rest)}{relation_words(f)} dealt damage by {by} this turn"


def _other_than(f: dict[str, Any]) -> str:
    """ "… other than the target creature" (Terrifying Presence), or ``""``."""
    return f" other than {placeholder_words(str(f['not_id']))}" if "not_id" in f else ""


def placeholder_words(pid: str) -> str:
    """A placeholder's id in words: "the target creature", "another target creature or
    player", "any target"."""
    words = pid.replace("-", " ")
    return words if words.startswith(("another ", "any ", "that ")) else "the " + words


def source_words(p: dict[str, Any]) -> str:
    """The damage source an effect's parameters watch, "" for any: "a red source", and
    "a red source of your choice" when it is the one chosen as the effect was made."""
    words = thing(p["source"], "source") if p.get("source") else ""
    if p.get("chosen_source"):
        words = f"{words or 'a source'} of your choice"
    return words
