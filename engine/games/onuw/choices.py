"""One Night's open choices and chance steps, and the legality checks of an action beyond its choice's shape."""

from __future__ import annotations

from typing import Any

from engine import errors
from engine.core import Action, ChanceStep, Choice, OneOf, SubsetOf
from engine.errors import IllegalAction

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .config import dealable_center_werewolf
from .rules import (
    actor,
    alpha_excluded,
    idiot_movable,
    player_label,
    pool_left,
    position_text,
    remaining_faces,
    reveal_next,
    role_name,
    unshielded_others,
    witch_targets,
)
from .state import COPY, DAY, DEAL, DONE, LONE_WOLF, NIGHT, REVEAL, VOTE, WITCH_SWAP, State

# --- error codes (documented in docs/rules/onuw.md) ------------------------------------------------
NOT_AWAKE = "not_awake"
ALREADY_ACTED = "already_acted"
SHIELDED = "shielded"
OWN_CARD_SHIELDED = "own_card_shielded"
SELF_TARGET = "self_target"
KNOWN_WEREWOLF = "known_werewolf"
ALREADY_VIEWED = "already_viewed"
ALREADY_FACE_UP = "already_face_up"
HAS_ARTIFACT = "has_artifact"
NO_ARTIFACT_LEFT = "no_artifact_left"
MUST_SWAP = "must_swap"
NOT_CENTER = "not_a_center_card"
TOO_FEW_CARDS = "too_few_cards"
VOTE_SELF = "vote_self"
ALREADY_VOTED = "already_voted"
NOT_IN_DECK = "card_not_in_deck"

NIGHT_ACTIONS = frozenset({"shield", "copy", "alpha_swap", "view_player", "view_center", "seer_player", "seer_center", "investigate",
                           "rob", "witch_view", "witch_swap", "troublemake", "idiot_move", "drunk_swap", "reveal", "curate"})
PHYSICAL_ACTIONS = frozenset({"reveal_card", "reveal_copy", "reveal_pi", "reveal_artifact"})
ALL_ACTIONS = NIGHT_ACTIONS | PHYSICAL_ACTIONS | frozenset(
    {"deal", "night_start", "time_up", "fallback", "draw_artifact", "end_day", "vote", "close_vote"})
MANDATORY = frozenset({"copy", "alpha_swap", "witch_swap", "drunk_swap"})
CONVERSIONS = ("none", D.WEREWOLF, D.TANNER)


# Prompts without parameters are built once (messages are immutable values).
_PR_TIME_UP = T.PR_TIME_UP()
_PR_END_DAY = T.PR_END_DAY()
_PR_CLOSE_VOTE = T.PR_CLOSE_VOTE()


def _center_labels(state: State) -> tuple[str, ...]:
    return state.cfg.center_labels


def role_choices(state: State, seat: int, role: str, doppel: bool) -> list[Choice]:
    """The choices of the awake player acting as ``role`` in the current sub-stage."""
    sub = state.sub
    if sub == DONE:
        return []
    n = state.cfg.n
    if sub == COPY:
        targets = unshielded_others(state, seat)
        return [Choice("copy", seat, {"target": OneOf(targets)}, T.PR_COPY())] if targets else []
    if sub == WITCH_SWAP:
        targets = witch_targets(state, seat, doppel)
        return [Choice("witch_swap", seat, {"target": OneOf(targets)}, T.PR_WITCH_SWAP())] if targets else []
    if role == D.SENTINEL:
        targets = unshielded_others(state, seat)
        return [Choice("shield", seat, {"target": OneOf(targets)}, T.PR_SHIELD())] if targets else []
    if role == D.ALPHA_WOLF:
        if not state.cw:
            return []
        excluded = alpha_excluded(state, seat, doppel)
        targets = tuple(t for t in unshielded_others(state, seat) if t not in excluded)
        return [Choice("alpha_swap", seat, {"target": OneOf(targets)}, T.PR_ALPHA())] if targets else []
    if role == D.MYSTIC_WOLF:
        targets = unshielded_others(state, seat)
        return [Choice("view_player", seat, {"target": OneOf(targets)}, T.PR_VIEW_PLAYER())] if targets else []
    if role in (LONE_WOLF, D.APPRENTICE_SEER):
        return [Choice("view_center", seat, {"card": OneOf(_center_labels(state))}, T.PR_VIEW_CENTER())]
    if role == D.SEER:
        out = [Choice("seer_center", seat, {"cards": SubsetOf(_center_labels(state), 2)}, T.PR_SEER_CENTER())]
        targets = unshielded_others(state, seat)
        if targets:
            out.insert(0, Choice("seer_player", seat, {"target": OneOf(targets)}, T.PR_VIEW_PLAYER()))
        return out
    if role == D.PI:
        targets = tuple(t for t in unshielded_others(state, seat) if t not in state.seen)
        return [Choice("investigate", seat, {"target": OneOf(targets)}, T.PR_INVESTIGATE())] if targets else []
    if role == D.ROBBER:
        if seat in state.shields:
            return []
        targets = unshielded_others(state, seat)
        return [Choice("rob", seat, {"target": OneOf(targets)}, T.PR_ROB())] if targets else []
    if role == D.WITCH:
        if not witch_targets(state, seat, doppel):
            return []
        return [Choice("witch_view", seat, {"card": OneOf(_center_labels(state))}, T.PR_WITCH_VIEW())]
    if role == D.TROUBLEMAKER:
        targets = unshielded_others(state, seat)
        return [Choice("troublemake", seat, {"targets": SubsetOf(targets, 2)}, T.PR_TROUBLE())] if len(targets) >= 2 else []
    if role == D.VILLAGE_IDIOT:
        if len(idiot_movable(state, seat)) < 2:
            return []
        return [Choice("idiot_move", seat, {"direction": OneOf(("left", "right"))}, T.PR_IDIOT())]
    if role == D.DRUNK:
        if seat in state.shields:
            return []
        return [Choice("drunk_swap", seat, {"card": OneOf(_center_labels(state))}, T.PR_DRUNK())]
    if role == D.REVEALER:
        targets = tuple(t for t in unshielded_others(state, seat) if t not in state.face_up)
        return [Choice("reveal", seat, {"target": OneOf(targets)}, T.PR_REVEAL())] if targets else []
    if role == D.CURATOR:
        if not pool_left(state):
            return []
        with_art = {s for s, _ in state.arts}
        own_ok = not doppel or state.cfg.opts["doppel_curator_self"]
        targets = tuple(t for t in range(n) if t not in state.shields and t not in with_art and (own_ok or t != seat))
        return [Choice("curate", seat, {"target": OneOf(targets)}, T.PR_CURATE())] if targets else []
    return []


def mandatory_choice(state: State) -> Choice | None:
    who = actor(state)
    if who is None or state.sub == DONE:
        return None
    seat, role, doppel = who
    for choice in role_choices(state, seat, role, doppel):
        if choice.type in MANDATORY:
            return choice
    return None


def reveal_choices(state: State) -> list[Choice]:
    cfg = state.cfg
    nxt = reveal_next(state)
    if nxt is None:
        return []
    kind, arg = nxt
    if kind == "card":
        return [Choice("reveal_card", None, {"position": OneOf((cfg.labels[arg],)), "role": OneOf(remaining_faces(state))},
                       T.I_REVEAL_CARD(position=position_text(cfg, arg)))]
    if kind == "copy":
        copies = (*(r for r in D.CARD_ROLES if r in cfg.roles_set and r != D.DOPPELGANGER), "none")
        return [Choice("reveal_copy", None, {"role": OneOf(copies)}, T.I_REVEAL_COPY())]
    if kind == "pi":
        params: dict[str, Any] = {"card": OneOf((arg,)), "conversion": OneOf(CONVERSIONS)}
        if cfg.opts["pi_conversion_follows"] == "player":
            params["seat"] = OneOf((*range(cfg.n), None))
        return [Choice("reveal_pi", None, params, T.I_REVEAL_PI(card=role_name(arg)))]
    used = {v[1] for key, v in state.rev if key == "artifact"}
    options = ("none", *(a for a in cfg.pool if a not in used))
    return [Choice("reveal_artifact", None, {"seat": OneOf((arg,)), "artifact": OneOf(options)},
                   T.I_REVEAL_ARTIFACT(player=cfg.names[arg]))]


def fallback_inner(action: Action, choice: Choice | None) -> Action | None:
    if choice is None or action.get("choice") != choice.type:
        return None
    return Action(choice.type, choice.player, {k: v for k, v in action.params.items() if k != "choice"})


def chance_step(state: State) -> ChanceStep | None:
    """The chance step open now: the deal, the night's opening (physical mode), an artifact draw, a fallback."""
    cfg = state.cfg
    if state.phase == DEAL and not cfg.app:
        # Physical mode deals no card; the night still opens as a step of play, so its first call is an event.
        return ChanceStep("night_start", lambda rng: Action("night_start", None, {}))
    if state.phase == DEAL:
        deck = list(cfg.deck)
        return ChanceStep("deal", lambda rng: Action("deal", None, {"cards": rng.sample(deck, len(deck))}))
    if state.phase != NIGHT:
        return None
    if state.draw_for is not None:
        left = pool_left(state)
        return ChanceStep("draw_artifact", lambda rng: Action("draw_artifact", None, {"artifact": left[rng.randrange(len(left))]}))
    if state.timeup:
        choice = mandatory_choice(state)
        if choice is not None:
            def draw(rng: Any, choice: Choice = choice) -> Action:
                picked = choice.sample(rng)
                return Action("fallback", None, {"choice": picked.type, **picked.params})
            return ChanceStep("fallback", draw)
    return None


def check_chance(state: State, action: Action) -> None:
    """Refuse a chance action no draw could give (a record's deal, artifact or fallback)."""
    cfg = state.cfg
    ok = True
    if action.type == "night_start":
        ok = not action.params
    elif action.type == "deal":
        cards = action.get("cards")
        ok = isinstance(cards, list) and sorted(map(str, cards)) == sorted(cfg.deck)
        if "center_werewolf" in action.params:  # a record may name the Center Werewolf card in the deal itself
            ok = ok and dealable_center_werewolf(cfg, action.params["center_werewolf"])
    elif action.type == "draw_artifact":
        ok = action.get("artifact") in pool_left(state)
    elif action.type == "fallback":
        choice = mandatory_choice(state)
        inner = fallback_inner(action, choice)
        ok = choice is not None and inner is not None and choice.allows(inner)
    if not ok:
        raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())


def open_choices(state: State) -> list[Choice]:
    """Every choice open now, the clock's and the moderator's included."""
    phase = state.phase
    if phase == NIGHT:
        if state.draw_for is not None or state.timeup:
            return []
        out = [Choice("time_up", None, {}, _PR_TIME_UP)]
        who = actor(state)
        if who is not None:
            out.extend(role_choices(state, *who))
        return out
    if phase == DAY:
        return [Choice("end_day", None, {}, _PR_END_DAY)]
    if phase == VOTE:
        n = state.cfg.n
        others = state.cfg.others
        prompts = state.cfg.vote_prompts
        out = [Choice("vote", p, {"target": others[p]}, prompts[p]) for p in range(n) if state.votes[p] is None]
        out.append(Choice("close_vote", None, {}, _PR_CLOSE_VOTE))
        return out
    if phase == REVEAL:
        return reveal_choices(state)
    return []


def check_action(state: State, action: Action) -> None:
    """The rule checks of an action beyond its choice's shape (the night's, a vote's, a revealed card's)."""
    if state.phase == NIGHT and action.type in NIGHT_ACTIONS and action.player is not None:
        check_night(state, action)
    elif state.phase == VOTE and action.type == "vote" and action.player is not None:
        p = action.player
        if 0 <= p < state.cfg.n:
            if state.votes[p] is not None:
                raise IllegalAction(ALREADY_VOTED, T.E_ALREADY_VOTED(player=state.cfg.names[p]))
            if action.get("target") == p:
                raise IllegalAction(VOTE_SELF, T.E_VOTE_SELF())
    elif state.phase == REVEAL and action.type == "reveal_card" and action.get("role") in D.MAX_COPIES:
        nxt = reveal_next(state)
        if nxt and nxt[0] == "card" and action.get("role") not in remaining_faces(state):
            raise IllegalAction(NOT_IN_DECK, T.E_NOT_IN_DECK(role=role_name(action["role"])))


def check_night(state: State, action: Action) -> None:
    if state.draw_for is not None or state.timeup:
        return
    names = state.cfg.names
    who = actor(state)
    label = player_label(state, action.player)
    if who is None or who[0] != action.player:
        raise IllegalAction(NOT_AWAKE, T.E_NOT_AWAKE(player=label))
    seat, role, doppel = who
    if state.sub == DONE or (action.type == "copy" and state.sub != COPY):
        raise IllegalAction(ALREADY_ACTED, T.E_ALREADY_ACTED(player=label))
    if state.sub == WITCH_SWAP and action.type != "witch_swap":
        raise IllegalAction(MUST_SWAP, T.E_MUST_SWAP())
    if action.type in ("rob", "drunk_swap") and seat in state.shields:
        raise IllegalAction(OWN_CARD_SHIELDED, T.E_OWN_SHIELDED())
    if action.type == "witch_swap" and action.get("target") == seat and seat in state.shields:
        raise IllegalAction(OWN_CARD_SHIELDED, T.E_OWN_SHIELDED())
    targets = action.get("targets") if action.type == "troublemake" else [action.get("target")]
    if isinstance(targets, list):
        for t in targets:
            if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < state.cfg.n:
                continue
            if t == seat and action.type not in ("witch_swap", "curate"):
                raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
            if t in state.shields:
                raise IllegalAction(SHIELDED, T.E_SHIELDED(target=names[t]))
            if action.type == "alpha_swap" and t in alpha_excluded(state, seat, doppel):
                raise IllegalAction(KNOWN_WEREWOLF, T.E_KNOWN_WEREWOLF(target=names[t]))
            if action.type == "investigate" and t in state.seen:
                raise IllegalAction(ALREADY_VIEWED, T.E_ALREADY_VIEWED(target=names[t]))
            if action.type == "reveal" and t in state.face_up:
                raise IllegalAction(ALREADY_FACE_UP, T.E_FACE_UP(target=names[t]))
            if action.type == "curate" and any(s == t for s, _ in state.arts):
                raise IllegalAction(HAS_ARTIFACT, T.E_HAS_ARTIFACT(target=names[t]))
            if action.type == "witch_swap" and t == seat and doppel and not state.cfg.opts["doppel_witch_self_swap"]:
                raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
            if action.type == "curate" and t == seat and doppel and not state.cfg.opts["doppel_curator_self"]:
                raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
    if action.type == "curate" and role == D.CURATOR and not pool_left(state):
        raise IllegalAction(NO_ARTIFACT_LEFT, T.E_NO_ARTIFACT())
    if action.type == "troublemake" and len(unshielded_others(state, seat)) < 2:
        raise IllegalAction(TOO_FEW_CARDS, T.E_TOO_FEW())
    for key in ("card",):
        value = action.get(key)
        if value is not None and action.type in ("view_center", "witch_view", "drunk_swap") and state.cfg.pos_of(value) is None:
            raise IllegalAction(NOT_CENTER, T.E_NOT_CENTER(card=str(value)))
    cards = action.get("cards")
    if action.type == "seer_center" and isinstance(cards, list):
        for value in cards:
            if state.cfg.pos_of(value) is None:
                raise IllegalAction(NOT_CENTER, T.E_NOT_CENTER(card=str(value)))
