"""Castle of the Devil (Die Kutschfahrt zur Teufelsburg): the rules engine in both modes, views and results.

Seats are 0-based in actions (the reference numbers them 1..n). In app mode the engine deals every card by
chance steps and knows every hand; in physical mode it knows only what the table shows: each hand is a list
of unknown cards ("?") so that counts, the draw pile size and the hand limit are still exact.
Reference: shared/rules/castle.md; rulings and the record reference: docs/rules/castle.md.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine import errors
from engine.core import (
    MODERATOR,
    PUBLIC,
    Action,
    ChanceStep,
    Choice,
    Event,
    Game,
    OneOf,
    OptionSpec,
    Problem,
    Result,
    Setup,
    SubsetOf,
    Viewer,
)
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages

UNKNOWN = "?"

# --- error codes (documented in docs/rules/castle.md) -------------------------------------------------
SELF_TARGET = "self_target"
NOT_HELD = "item_not_held"
BAGS_NOT_SWAPPABLE = "bags_not_swappable"
MUST_ACCEPT = "must_accept"
MUST_REFUSE = "must_refuse"
RETURN_RECEIVED = "return_received_item"
BLACK_PEARL_HOLDER = "black_pearl_holder"
NO_VICTORY_ITEM = "no_victory_item"
NO_COAT_OF_ARMS = "no_coat_of_arms"
LOGE_TOO_FEW = "loge_too_few"
NOT_PROFESSION = "not_your_profession"
PROFESSION_USED = "profession_used"
PILE_EMPTY = "pile_empty"
NOT_ELIGIBLE = "not_eligible"
ALREADY_USED = "already_used_in_fight"
HYPNOTISED = "hypnotised"
HYPNOSIS_TARGET = "hypnosis_target"
NO_ROOM = "recipient_has_no_room"
NO_PARTNER = "fortune_needs_a_name"
BAG_DEMAND = "no_return_for_bag"
SUPPLY = "too_many_victory_items"
SOCIETY_FULL = "society_full"
VARIANT_OFF = "variant_off"
LAST_WORD = "last_word_only"

ACTION_TYPES = frozenset({
    "deal", "first_player", "shuffle_pile", "coat_draw", "setup_done",
    "pass", "trade", "attack", "declare", "loge", "fortune", "clairvoyant", "diplomat", "end_turn",
    "clairvoyant_pick", "diplomat_hand", "diplomat_return", "diplomat_result",
    "accept", "refuse", "announce", "effect_choice", "coat_pick", "sextant_direction", "sextant_pass", "give",
    "priest", "no_priest", "priest_pay", "support", "hypnotize", "use", "poison_mixer", "pass_priority", "end_modifiers",
    "poison_ring", "no_poison_ring", "spoils", "tie_draw", "doctor", "no_doctor", "take", "give_back",
    "reveal_hand", "reveal_society", "reveal_hidden", "withdraw",
})

# --- options ---------------------------------------------------------------------------------------------


def _opt(key: str, default: Any, label: Text, help_: Text, values: tuple[Any, ...] = (), labels: tuple[Text, ...] = ()) -> OptionSpec:
    return OptionSpec(key, default, label, help_, values, labels)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _opt("mode", "app", T.O_MODE, T.O_MODE_HELP, ("physical", "app"), (T.O_MODE_PHYSICAL, T.O_MODE_APP)),
    _opt("start_player", -1, T.O_START, T.O_START_HELP),
    _opt("beginner_seal_only", False, T.O_BEGINNER, T.O_BEGINNER_HELP),
    _opt("variant_smuggling", False, T.O_SMUGGLING, T.O_SMUGGLING_HELP),
    _opt("variant_fortune_telling", False, T.O_FORTUNE, T.O_FORTUNE_HELP),
    _opt("three_player_start", "two_each", T.O_THREE, T.O_THREE_HELP, ("two_each", "one_each"), (T.O_THREE_TWO, T.O_THREE_ONE)),
    _opt("overflow_recipient", "must_have_room", T.O_OVERFLOW, T.O_OVERFLOW_HELP, ("must_have_room", "any_other_player"),
         (T.O_OVERFLOW_ROOM, T.O_OVERFLOW_ANY)),
    _opt("trade_effects_optional", False, T.O_EFFECTS_OPTIONAL, T.O_EFFECTS_OPTIONAL_HELP),
    _opt("trade_effect_order", "active_first", T.O_EFFECT_ORDER, T.O_EFFECT_ORDER_HELP, ("active_first", "receiver_first"),
         (T.O_ACTIVE_FIRST, T.O_RECEIVER_FIRST)),
    _opt("diplomat_trade_effects", True, T.O_DIPLOMAT_EFFECTS, T.O_DIPLOMAT_EFFECTS_HELP),
    _opt("own_turn_powers_timing", "before_action", T.O_OWN_TURN, T.O_OWN_TURN_HELP, ("before_action", "before_or_after"),
         (T.O_BEFORE_ACTION, T.O_BEFORE_OR_AFTER)),
    _opt("hypnotist_timing", "at_declaration", T.O_HYPNOTIST, T.O_HYPNOTIST_HELP, ("at_declaration", "after_declarations"),
         (T.O_AT_DECLARATION, T.O_AFTER_DECLARATIONS)),
    _opt("duelist_plus_one", True, T.O_DUELIST_PLUS, T.O_DUELIST_PLUS_HELP),
    _opt("duelist_blocks_poison_mixer", False, T.O_DUELIST_MIXER, T.O_DUELIST_MIXER_HELP),
    _opt("poison_ring_timing", "modifier_phase", T.O_RING, T.O_RING_HELP, ("modifier_phase", "at_count"),
         (T.O_RING_MODIFIER, T.O_RING_COUNT)),
    _opt("tie_rule", "attacker_draws", T.O_TIE, T.O_TIE_HELP, ("attacker_draws", "defender_wins"), (T.O_TIE_DRAW, T.O_TIE_DEFENDER)),
    _opt("doctor_timing", "after_choice", T.O_DOCTOR, T.O_DOCTOR_HELP, ("after_choice", "before_choice"),
         (T.O_DOCTOR_AFTER, T.O_DOCTOR_BEFORE)),
    _opt("doctor_cancels_tie_draw", True, T.O_DOCTOR_TIE, T.O_DOCTOR_TIE_HELP),
    _opt("giveback_excludes_taken_item", False, T.O_GIVEBACK, T.O_GIVEBACK_HELP),
    _opt("loge_wrong_claim", "reject", T.O_LOGE, T.O_LOGE_HELP, ("reject", "forfeit"), (T.O_LOGE_REJECT, T.O_LOGE_FORFEIT)),
    _opt("drink_satisfies_prerequisite", False, T.O_DRINK, T.O_DRINK_HELP),
    _opt("coat_profession_pick", "choose", T.O_COAT, T.O_COAT_HELP, ("choose", "random"), (T.O_COAT_CHOOSE, T.O_COAT_RANDOM)),
    OptionSpec("scenario_start", False, T.O_SCENARIO, T.O_SCENARIO_HELP, records_only=True),
)


class Config:
    """Everything fixed by the setup."""

    __slots__ = ("app", "in_play", "limit", "n", "names", "odd", "opts", "others", "setup", "turn_choices")

    def __init__(self, setup: Setup, opts: Mapping[str, Any]) -> None:
        self.setup = setup
        self.opts = dict(opts)
        self.names = setup.players
        self.n = setup.count
        self.app = opts["mode"] == "app"
        self.odd = self.n % 2 == 1
        self.limit = D.hand_limit(self.n)
        self.in_play = D.items_in_play(self.n, bool(opts["beginner_seal_only"]))
        self.others = tuple(tuple(p for p in range(self.n) if p != seat) for seat in range(self.n))
        self.turn_choices: dict[int, tuple[Choice, ...]] = {}  # per seat, the turn's choices that never change


class State:
    """A game state. Never mutated once returned: ``apply`` works on a copy (``clone``)."""

    __slots__ = ("acted", "cfg", "converted", "decl", "face_up", "fight", "hands", "hidden", "memo", "notes", "phase", "pile",
                 "profs", "pub_prof", "queue", "result", "revealed", "societies", "stack", "turn", "turns", "wait")

    cfg: Config
    phase: str
    hands: tuple[tuple[str, ...], ...]  # replaced per seat when a card moves (``_set``)
    pile: tuple[str, ...]  # top first
    # Per-seat values that change rarely are tuples, replaced when they change (``_set``), so a copy shares them.
    stack: tuple[str, ...]  # the profession stack (kept sorted; a random pick is a chance step)
    profs: tuple[str, ...]
    face_up: tuple[bool, ...]
    pub_prof: tuple[str | None, ...]  # the profession the whole table knows to be at a seat (face up, or seen moving)
    societies: tuple[str, ...]
    hidden: str | None
    revealed: tuple[bool, ...]  # society shown to everyone (declaration, end of game)
    converted: bool
    turn: int
    turns: int
    acted: bool
    queue: list[tuple[Any, ...]]
    wait: dict[str, Any] | None
    fight: dict[str, Any] | None
    decl: dict[str, Any] | None
    notes: tuple[tuple[int, dict[str, Any]], ...]  # what each seat has learned privately; replaced, never appended to
    result: Result | None
    memo: tuple[Any, ...] | None  # the open choices, computed once per (immutable) state

    def clone(self) -> State:
        """A copy ``apply`` may change: every list and dict a handler changes in place is copied, nothing more.

        In place, handlers only change the queue, the fight (its declarations, uses and answers) and the declaration
        being checked (copied in full: it is small and rare). Everything else is a value that handlers replace rather
        than change: the hands, the pile and the per-seat tuples, the ``wait`` dict, queue tasks and notes.
        """
        new = object.__new__(State)
        new.cfg = self.cfg
        new.phase = self.phase
        new.hands = self.hands
        new.pile = self.pile
        new.stack = self.stack
        new.profs = self.profs
        new.face_up = self.face_up
        new.pub_prof = self.pub_prof
        new.societies = self.societies
        new.hidden = self.hidden
        new.revealed = self.revealed
        new.converted = self.converted
        new.turn = self.turn
        new.turns = self.turns
        new.acted = self.acted
        new.queue = list(self.queue)
        new.wait = self.wait
        f = self.fight
        if f is not None:  # of the fight, only these change in place; the rest is replaced or never changes
            f = {**f, "decl": f["decl"].copy(), "used": f["used"].copy(), "answered": f["answered"].copy()}
        new.fight = f
        new.decl = None if self.decl is None else _copy(self.decl)
        new.notes = self.notes
        new.result = self.result
        new.memo = None
        return new

    def __repr__(self) -> str:
        return f"<castle State {self.phase} turn={self.turn} wait={self.wait and self.wait.get('kind')}>"


def _set(s: State, attr: str, changes: Mapping[int, Any]) -> None:
    """Replace the per-seat tuple ``attr`` with one where each seat in ``changes`` has its new value."""
    values = list(getattr(s, attr))
    for seat, value in changes.items():
        values[seat] = value
    setattr(s, attr, tuple(values))


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


# --- small helpers ----------------------------------------------------------------------------------------

_PROMPTS: dict[str, Msg] = {}


def _prompt(text: Text) -> Msg:
    """A prompt without parameters, made once (messages are immutable values)."""
    msg = _PROMPTS.get(text)
    if msg is None:
        msg = _PROMPTS[text] = text()
    return msg


_FIXED: dict[tuple[Any, ...], Choice] = {}


def _fixed(kind: str, player: int | None, text: Text, **domains: tuple[Any, ...]) -> Choice:
    """A choice whose values come from a small fixed set (a side, a fight card, a seat...), made once per distinct
    choice: choices are immutable values. Not for hands, whose combinations are unbounded."""
    key = (kind, player, text, *domains.items())
    choice = _FIXED.get(key)
    if choice is None:
        choice = _FIXED[key] = Choice(kind, player, {name: OneOf(values) for name, values in domains.items()}, _prompt(text))
    return choice


_SIMPLE: dict[tuple[str, int | None, str], Choice] = {}


def _simple(kind: str, player: int | None, text: Text) -> Choice:
    """A choice without parameters (pass, no Priest, no Doctor...), made once."""
    choice = _SIMPLE.get((kind, player, text))
    if choice is None:
        choice = _SIMPLE[kind, player, text] = Choice(kind, player, {}, _prompt(text))
    return choice


def _name(s: State, seat: int) -> str:
    return s.cfg.names[seat]


def _item(item: str) -> Text:
    return D.ITEM_NAMES[item]


def _prof(prof: str) -> Text:
    return D.PROFESSION_NAMES[prof]


def _nxt(s: State, seat: int, step: int = 1) -> int:
    return (seat + step) % s.cfg.n


def _others(s: State, seat: int) -> tuple[int, ...]:
    return s.cfg.others[seat]


def _distinct(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(set(cards)))


def _has_effect(s: State, item: str) -> bool:
    if item in D.BAGS:
        return not s.converted
    return item in D.TRADE_EFFECT_ITEMS


def _victory_count(s: State, hand: Sequence[str], society: str) -> int:
    count = hand.count(D.VICTORY_ITEM[society])
    if s.converted:
        count += hand.count(D.SOCIETY_BAG[society])
    return count


def _loge_count(s: State, hand: Sequence[str]) -> int:
    return _victory_count(s, hand, D.ORDER) + _victory_count(s, hand, D.BROTHERHOOD)


def _other_society(society: str) -> str:
    return D.BROTHERHOOD if society == D.ORDER else D.ORDER


def _pub(events: list[Event], kind: str, msg: Msg, **data: Any) -> None:
    events.append(Event(kind, PUBLIC, msg, data))


def _priv(s: State, events: list[Event], seats: Sequence[int], kind: str, msg: Msg, **data: Any) -> None:
    """A private event; in physical mode the engine knows no secrets, so it makes none."""
    audience = tuple(sorted(set(seats)))
    events.append(Event(kind, audience, msg, data))
    for seat in audience:
        s.notes = (*s.notes, (seat, {"type": kind, "msg": msg, **data}))  # the message becomes JSON in the player view


def _items_text(cards: Sequence[str]) -> list[Text] | Text:
    return [_item(c) for c in sorted(cards)] if cards else T.NOTHING


def _seat_list(s: State, seats: Sequence[int]) -> list[str] | Text:
    return [_name(s, p) for p in seats] if seats else T.NOBODY


def _claim_ok(s: State, seat: int, prof: str) -> bool:
    """May ``seat`` use ``prof`` now? App: holds it unused (or reusable). Physical: consistent with what the table saw."""
    reusable = D.PROFESSIONS[prof]
    if s.cfg.app:
        return s.profs[seat] == prof and (reusable or not s.face_up[seat])
    return _public_claim_ok(s, seat, prof)


def _public_claim_ok(s: State, seat: int, prof: str) -> bool:
    """Could ``seat`` still hold ``prof`` unused, as far as the whole table knows (face-up cards, cards seen moving)?"""
    if s.pub_prof[seat] not in (None, prof):
        return False
    if any(s.pub_prof[o] == prof for o in range(s.cfg.n) if o != seat):
        return False
    return D.PROFESSIONS[prof] or not (s.face_up[seat] and s.pub_prof[seat] == prof)


def _use_profession(s: State, seat: int, prof: str) -> None:
    _set(s, "face_up", {seat: True})
    _set(s, "pub_prof", {seat: prof})
    if not s.cfg.app:
        _set(s, "profs", {seat: prof})


def _holds(s: State, seat: int, item: str) -> bool:
    return (not s.cfg.app) or item in s.hands[seat]


def _room(s: State, seat: int) -> bool:
    return len(s.hands[seat]) < s.cfg.limit


def _draw(s: State, seat: int, events: list[Event]) -> None:
    """The top card of the draw pile to ``seat``; the bags convert when the pile becomes empty."""
    card = s.pile[0]
    s.pile = s.pile[1:]
    _set(s, "hands", {seat: (*s.hands[seat], card)})
    _pub(events, "drew", T.EV_DREW(player=_name(s, seat)), seat=seat, pile=len(s.pile))
    if s.cfg.app:
        _priv(s, events, [seat], "drew_card", T.PV_DREW(item=_item(card)), item=card)
    _check_conversion(s, events)


def _check_conversion(s: State, events: list[Event]) -> None:
    if not s.pile and not s.converted:
        s.converted = True
        _pub(events, "bags_converted", T.EV_CONVERTED())


def _move(s: State, giver: int, receiver: int, item: str) -> None:
    card = item if s.cfg.app else UNKNOWN
    hand = list(s.hands[giver])
    hand.remove(card)
    _set(s, "hands", {giver: tuple(hand), receiver: (*s.hands[receiver], card)})


# --- the state machine ---------------------------------------------------------------------------------------

def _new_state(cfg: Config) -> State:
    s = object.__new__(State)
    n = cfg.n
    values: dict[str, Any] = dict(
        cfg=cfg, phase="setup", hands=((),) * n, pile=(), stack=(), profs=(UNKNOWN,) * n, face_up=(False,) * n,
        pub_prof=(None,) * n, societies=(UNKNOWN,) * n, hidden=None, revealed=(False,) * n, converted=False, turn=0, turns=0,
        acted=False, queue=[], wait=None, fight=None, decl=None, notes=(), result=None, memo=None)
    for key, value in values.items():
        setattr(s, key, value)
    if cfg.app:
        s.phase = "deal"
        s.wait = {"kind": "deal"}
    else:
        k = D.starting_items_each(n, cfg.opts["three_player_start"])
        s.hands = ((UNKNOWN,) * k,) * n
        s.pile = (UNKNOWN,) * (len(cfg.in_play) - k * n)
        s.stack = (UNKNOWN,) * (len(D.PROFESSION_IDS) - n)
        s.wait = {"kind": "setup"}
    return s


def _begin(s: State, events: list[Event]) -> None:
    start = s.cfg.opts["start_player"]
    if isinstance(start, int) and 0 <= start < s.cfg.n:
        _start_turn(s, start, events)
    else:
        s.phase = "first_player"
        s.wait = {"kind": "first_player"}


def _start_turn(s: State, seat: int, events: list[Event]) -> None:
    s.phase = "turn"
    s.turn = seat
    s.turns += 1
    s.acted = False
    s.fight = None
    s.wait = {"kind": "action", "seat": seat}
    _pub(events, "turn", T.EV_TURN(player=_name(s, seat)), seat=seat)


def _run(s: State, events: list[Event]) -> None:
    """Process queued tasks until a decision is needed or the game is over."""
    while s.wait is None and s.result is None:
        if not s.queue:
            s.queue.append(("end_turn",))
        task = s.queue[0]
        kind = task[0]
        if kind == "overflow":
            seat = task[1]
            if len(s.hands[seat]) > s.cfg.limit:
                s.wait = {"kind": "give", "seat": seat}
                _pub(events, "overflow", T.EV_OVERFLOW(player=_name(s, seat), limit=s.cfg.limit), seat=seat)
            else:
                s.queue.pop(0)
        elif kind == "effects":
            s.queue.pop(0)
            _announce_effects(s, task, events)
        elif kind == "effect":
            s.queue.pop(0)
            _effect(s, task, events)
        elif kind == "ask_effect":
            s.queue.pop(0)
            _, giver, item, partner = task
            live = bool(item) and _has_effect(s, item)
            s.wait = {"kind": "effect_choice", "seat": giver, "item": item, "partner": partner, "live": live}
        elif kind == "fight":
            s.queue.pop(0)
            _fight_next(s, events)
        elif kind == "resume":
            s.queue.pop(0)
            if s.acted:
                s.queue.insert(0, ("end_turn",))
            else:
                s.wait = {"kind": "action", "seat": s.turn}
        elif kind == "end_turn":
            s.queue.pop(0)
            if s.cfg.opts["own_turn_powers_timing"] == "before_or_after" and not task[1:]:
                s.wait = {"kind": "after_action", "seat": s.turn}
                s.acted = True
            else:
                _start_turn(s, _nxt(s, s.turn), events)
        else:  # pragma: no cover - every task kind is handled above
            raise AssertionError(kind)


def _queue_trade_effects(s: State, first: tuple[int, str], second: tuple[int, str], mirror: bool, keep_order: bool = False) -> None:
    """After an accepted trade (or a Diplomat exchange): effects in order (§7.4), or silence with the Mirror (§7.5).

    The items whose effect takes place are all named first, then their effects run one after the other (§7.7): the
    task ``("effects", ((giver, item, partner), ...))`` does both. With Smuggling (or optional effects) each trader is
    asked first; an executed item joins that task.
    """
    a, x = first
    b, y = second
    pairs = [(a, x, b), (b, y, a)]
    if s.cfg.opts["trade_effect_order"] == "receiver_first" and not keep_order:
        pairs.reverse()
    tasks: list[tuple[Any, ...]] = []
    if (s.cfg.opts["variant_smuggling"] or s.cfg.opts["trade_effects_optional"]) and s.cfg.app:
        # Both traders are always asked, so that the prompt itself shows nothing (the Mirror included).
        tasks = [("ask_effect", giver, item if not mirror else "", partner) for giver, item, partner in pairs]
        tasks.append(("effects", ()))
    elif not mirror:
        live = tuple((giver, item, partner) for giver, item, partner in pairs if _has_effect(s, item))
        if live:
            tasks.append(("effects", live))
    s.queue[0:0] = tasks


def _add_effect(s: State, giver: int, item: str, partner: int) -> None:
    """An effect the trader chose to execute joins the pending ``effects`` task (it is named with the others)."""
    for i, task in enumerate(s.queue):
        if task[0] == "effects":
            s.queue[i] = ("effects", (*task[1], (giver, item, partner)))
            return
    raise AssertionError("no pending effects task")  # pragma: no cover


def _announce_effects(s: State, task: tuple[Any, ...], events: list[Event]) -> None:
    """Name every item whose trade effect takes place, then queue the effects in order."""
    effects = task[1]
    for giver, item, _partner in effects:
        _pub(events, "effect", T.EV_EFFECT(player=_name(s, giver), item=_item(item)), seat=giver, item=item)
    s.queue[0:0] = [("effect", giver, item, partner) for giver, item, partner in effects]


def _effect(s: State, task: tuple[Any, ...], events: list[Event]) -> None:
    """Run one trade effect for its giver (the item they traded away); it has been named already."""
    _, giver, item, partner = task
    if item in D.BAGS:
        if s.pile:
            _draw(s, giver, events)
            s.queue.insert(0, ("overflow", giver))
    elif item == D.PRIVILEGE:
        if s.cfg.app:
            hand = s.hands[partner]
            _priv(s, events, [giver], "saw_items", T.PV_SAW_ITEMS(player=_name(s, partner), items=_items_text(hand)),
                  seat=partner, items=sorted(hand))
    elif item == D.MONOCLE:
        if s.cfg.app:
            soc = s.societies[partner]
            _priv(s, events, [giver], "saw_society", T.PV_SAW_SOCIETY(player=_name(s, partner), society=D.SOCIETY_NAMES[soc]),
                  seat=partner, society=soc)
    elif item == D.TOME:
        _set(s, "profs", {giver: s.profs[partner], partner: s.profs[giver]})
        _set(s, "pub_prof", {giver: s.pub_prof[partner], partner: s.pub_prof[giver]})
        _set(s, "face_up", {giver: False, partner: False})
        _pub(events, "tome", T.EV_TOME(first=_name(s, giver), second=_name(s, partner)), seats=[giver, partner])
        if s.cfg.app:
            for p in (giver, partner):
                _priv(s, events, [p], "profession", T.PV_PROFESSION(profession=_prof(s.profs[p])), profession=s.profs[p])
    elif item == D.COAT:
        if not s.cfg.app:
            _set(s, "profs", {giver: UNKNOWN})
            _set(s, "pub_prof", {giver: None})
            _set(s, "face_up", {giver: False})
            _pub(events, "coat", T.EV_COAT(player=_name(s, giver)), seat=giver)
        elif s.stack:
            s.wait = {"kind": "coat", "seat": giver}
    elif item == D.SEXTANT:
        s.wait = {"kind": "sextant_direction", "seat": giver}


def _coat_exchange(s: State, seat: int, new: str, events: list[Event]) -> None:
    old = s.profs[seat]
    stack = list(s.stack)
    stack.remove(new)
    s.stack = tuple(sorted([*stack, old]))
    _set(s, "profs", {seat: new})
    _set(s, "face_up", {seat: False})
    _set(s, "pub_prof", {seat: None})
    s.wait = None
    _pub(events, "coat", T.EV_COAT(player=_name(s, seat)), seat=seat)
    _priv(s, events, [seat], "profession", T.PV_PROFESSION(profession=_prof(new)), profession=new)


# --- fights -------------------------------------------------------------------------------------------------

def _fight(s: State) -> dict[str, Any]:
    assert s.fight is not None
    return s.fight


def _side_of(f: dict[str, Any], seat: int) -> str | None:
    """The side a seat counts for: "attacker", "defender", "sword", "shield", "neutral", or None (hypnotised / void)."""
    if seat == f["attacker"]:
        return "attacker"
    if seat == f["defender"]:
        return "defender"
    if seat == f["hyp"]:
        return None
    return f["decl"].get(str(seat))


def _totals(s: State) -> tuple[int, int]:
    f = _fight(s)
    att, dfn = 1, 1
    duel = f["duel"]
    if not duel:
        for key, side in f["decl"].items():
            if int(key) == f["hyp"]:
                continue
            att += side == D.SWORD
            dfn += side == D.SHIELD
    plus = 1 if s.cfg.opts["duelist_plus_one"] else 0
    for seat, card in f["used"]:
        if card in (D.DAGGER, D.THUG):
            att += 1
        elif card in (D.GLOVES, D.GRAND_MASTER):
            dfn += 1
        elif card == D.CASTING_KNIVES and not duel:
            att += 1
        elif card == D.WHIP and not duel:
            dfn += 1
        elif card == D.BODYGUARD and not duel:
            side = _side_of(f, seat)
            att += side == D.SWORD
            dfn += side == D.SHIELD
        elif card == D.DUELIST:
            if seat == f["attacker"]:
                att += plus
            else:
                dfn += plus
    return att, dfn


def _modifier_options(s: State, seat: int) -> list[str]:
    """The items and professions ``seat`` may show now in the modifier phase (not the Poison Mixer)."""
    f = _fight(s)
    side = _side_of(f, seat)
    if side is None or side == D.NEUTRAL or f["mixer"] is not None:
        return []
    ring = (D.POISON_RING,) if s.cfg.opts["poison_ring_timing"] == "modifier_phase" else ()
    if side == "attacker":
        items, profs = (D.DAGGER, *ring), (D.THUG, D.DUELIST)
    elif side == "defender":
        items, profs = (D.GLOVES, *ring), (D.GRAND_MASTER, D.DUELIST)
    elif f["late"] or f["duel"]:  # a supporter has no late power, and nothing left to use after a Duelist
        return []
    elif side == D.SWORD:
        items, profs = (D.CASTING_KNIVES,), (D.BODYGUARD,)
    else:
        items, profs = (D.WHIP,), (D.BODYGUARD,)
    if f["duel"]:
        profs = tuple(p for p in profs if p != D.DUELIST)
    if f["late"]:
        items, profs = (), tuple(p for p in profs if p in D.LATE_POWERS)
    used = {card for _, card in f["used"]}
    out = [i for i in items if i not in used and i in s.cfg.in_play and _holds(s, seat, i)]
    out += [p for p in profs if p not in used and _claim_ok(s, seat, p)]
    return out


def _mixer_ok(s: State, seat: int) -> bool:
    f = _fight(s)
    if seat in (f["attacker"], f["defender"]) or seat == f["hyp"] or f["mixer"] is not None:
        return False
    if f["duel"] and s.cfg.opts["duelist_blocks_poison_mixer"]:
        return False
    return _claim_ok(s, seat, D.POISON_MIXER)


def _late_power_possible(s: State) -> bool:
    """Could anyone still use a late power in this fight, judged only from what the whole table knows?

    The last word is skipped when not (so that its presence never depends on a hidden card).
    """
    f = _fight(s)
    used = {card for _, card in f["used"]}
    combatants = (f["attacker"], f["defender"])
    if D.GRAND_MASTER not in used and _public_claim_ok(s, f["defender"], D.GRAND_MASTER):
        return True
    if not f["duel"] and any(_public_claim_ok(s, c, D.DUELIST) for c in combatants):
        return True
    if f["duel"] and s.cfg.opts["duelist_blocks_poison_mixer"]:
        return False
    return any(p not in combatants and p != f["hyp"] and _public_claim_ok(s, p, D.POISON_MIXER) for p in range(s.cfg.n))


def _hypnosis_targets(s: State) -> tuple[int, ...]:
    f = _fight(s)
    if f["hyp"] is not None or not f["hyp_window"] or not _claim_ok(s, f["attacker"], D.HYPNOTIST):
        return ()
    if s.cfg.opts["hypnotist_timing"] == "at_declaration":
        return (f["last"],) if f["last"] is not None else ()
    return tuple(int(k) for k in f["decl"])


def _start_fight(s: State, attacker: int, defender: int, events: list[Event]) -> None:
    n = s.cfg.n
    order = [p for p in ((attacker + i) % n for i in range(1, n)) if p != defender]
    s.fight = {"attacker": attacker, "defender": defender, "stage": "priest", "order": order, "decl": {}, "last": None,
               "hyp": None, "hyp_window": False, "used": [], "duel": False, "mixer": None, "ring": None, "outcome": None,
               "winner": None, "loser": None, "spoils": None, "answered": [], "passes": 0, "prio": attacker, "late": False, "priest": None,
               "totals": [1, 1]}
    s.phase = "fight"
    _pub(events, "attack", T.EV_ATTACK(attacker=_name(s, attacker), defender=_name(s, defender)), attacker=attacker, defender=defender)
    s.wait = {"kind": "priest"}


def _fight_next(s: State, events: list[Event]) -> None:
    """Open the next decision of the fight after its current stage resolved."""
    f = _fight(s)
    stage = f["stage"]
    if stage == "declare":
        declared = len(f["decl"])
        if declared < len(f["order"]):
            s.wait = {"kind": "support", "seat": f["order"][declared]}
            return
        f["stage"] = "modifiers"
        f["passes"] = 0
        f["prio"] = f["attacker"]
        f["hyp_window"] = f["hyp"] is None
        if s.cfg.opts["hypnotist_timing"] == "after_declarations":
            f["last"] = None
        s.wait = {"kind": "modifier"}
        return
    if stage == "count":
        att, dfn = _totals(s)
        f["totals"] = [att, dfn]
        if f["mixer"] is not None:
            winner = f["mixer"]
        elif att != dfn:
            winner = f["attacker"] if att > dfn else f["defender"]
        elif f["ring"] is not None:
            winner = f["ring"]
        elif s.cfg.opts["poison_ring_timing"] == "at_count" and not f.get("ring_asked"):
            f["ring_asked"] = True
            s.wait = {"kind": "ring", "pending": [f["attacker"], f["defender"]]}
            return
        elif s.cfg.opts["tie_rule"] == "defender_wins":
            winner = f["defender"]
        else:
            winner = None
        _settle_count(s, winner, events)
        return
    if stage == "doctor_then_spoils":
        f["stage"] = "spoils"
        s.wait = {"kind": "spoils", "seat": f["winner"]}
        return
    if stage == "perform":
        _perform_spoils(s, events)
        return
    if stage == "end":
        _end_fight(s, events)
        return
    raise AssertionError(stage)  # pragma: no cover


def _settle_count(s: State, winner: int | None, events: list[Event]) -> None:
    f = _fight(s)
    att, dfn = f["totals"]
    if winner is None:
        f["outcome"] = "tie"
        _pub(events, "fight_tie", T.EV_TIE(attack=att, defence=dfn), totals=[att, dfn])
        if not s.pile:
            f["stage"] = "end"
            s.queue.insert(0, ("fight",))
            return
        f["stage"] = "tie_draw"
        s.wait = {"kind": "tie_draw", "seat": f["attacker"]}
        return
    f["winner"] = winner
    f["loser"] = f["defender"] if winner == f["attacker"] else f["attacker"]
    f["outcome"] = "attacker" if winner == f["attacker"] else "defender"
    _pub(events, "fight_won", T.EV_WON(player=_name(s, winner), attack=att, defence=dfn), winner=winner, totals=[att, dfn])
    if s.cfg.opts["doctor_timing"] == "before_choice":
        f["stage"] = "doctor_then_spoils"
        _open_doctor(s)
    else:
        f["stage"] = "spoils"
        s.wait = {"kind": "spoils", "seat": winner}


def _open_doctor(s: State) -> None:
    f = _fight(s)
    f["answered"] = []
    s.wait = {"kind": "doctor"}


def _doctor_pending(s: State) -> list[int]:
    f = _fight(s)
    return [p for p in range(s.cfg.n) if p != f["hyp"] and p not in f["answered"]]


def _perform_spoils(s: State, events: list[Event]) -> None:
    f = _fight(s)
    kind = f["spoils"]
    if kind == "draw":
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        if s.pile:
            _draw(s, f["attacker"], events)
            s.queue.insert(0, ("overflow", f["attacker"]))
        return
    winner, loser = f["winner"], f["loser"]
    if kind == "look":
        if s.cfg.app:
            soc, prof = s.societies[loser], s.profs[loser]
            _priv(s, events, [winner], "saw_society", T.PV_SAW_CARDS(player=_name(s, loser), society=D.SOCIETY_NAMES[soc],
                                                                     profession=_prof(prof)), seat=loser, society=soc, profession=prof)
        _pub(events, "spoils_look", T.EV_LOOKED(winner=_name(s, winner), loser=_name(s, loser)))
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        return
    # take one item
    if s.cfg.app:
        # The winner sees the loser's items on the take form itself (and, with what was taken, when it is done).
        s.wait = {"kind": "take", "seat": winner}
        return
    _move(s, loser, winner, UNKNOWN)
    _pub(events, "took", T.EV_TOOK(winner=_name(s, winner), loser=_name(s, loser)), winner=winner, loser=loser)
    if not s.hands[loser]:
        _move(s, winner, loser, UNKNOWN)
        _pub(events, "gave_back", T.EV_GAVE_BACK(winner=_name(s, winner), loser=_name(s, loser)))
    s.queue[0:0] = [("overflow", winner)]
    f["stage"] = "end"
    s.queue.insert(1, ("fight",))


def _end_fight(s: State, events: list[Event]) -> None:
    _pub(events, "fight_over", T.EV_FIGHT_OVER())
    s.queue.insert(0, ("end_turn",))


# --- declarations -------------------------------------------------------------------------------------------

def _weaker(s: State) -> str | None:
    return s.hidden if s.cfg.odd else None


def _finish(s: State, side: str, winners: Sequence[int], reason: Msg, events: list[Event], details: dict[str, Any]) -> None:
    s.result = Result(side, tuple(sorted(winners)), reason, details)
    s.phase = "over"
    s.wait = None
    s.queue = []
    s.revealed = (True,) * s.cfg.n
    _pub(events, "game_over", reason, side=side, winners=list(s.result.winners))


def _society_win(s: State, side: str, reason: Msg, events: list[Event], details: dict[str, Any]) -> None:
    winners = [p for p in range(s.cfg.n) if s.societies[p] == side]
    _finish(s, side, winners, reason, events, {**details, "societies": list(s.societies), "hidden": s.hidden})


def _evaluate_declaration(s: State, declarer: int, partners: Sequence[int], counts: Mapping[int, int]) -> tuple[bool, int, int]:
    """(success, COUNT, drink) for a declaration, from societies and each revealed player's count of the society's items."""
    soc = s.societies[declarer]
    same = all(s.societies[p] == soc for p in partners)
    each = all(counts[p] >= 1 for p in partners)
    drink = 1 if s.cfg.odd and _weaker(s) == soc else 0
    total = counts[declarer] + sum(counts[p] for p in partners) + drink
    return same and each and total >= 3, total, drink


def _declare_app(s: State, declarer: int, partners: list[int], events: list[Event]) -> None:
    soc = s.societies[declarer]
    counts = {p: _victory_count(s, s.hands[p], soc) for p in (declarer, *partners)}
    _pub(events, "declare", T.EV_DECLARE(player=_name(s, declarer), partners=_seat_list(s, partners)), seat=declarer, partners=partners)
    _set(s, "revealed", dict.fromkeys((declarer, *partners), True))
    for p in (declarer, *partners):
        _pub(events, "revealed", T.EV_REVEALED(player=_name(s, p), society=D.SOCIETY_NAMES[s.societies[p]],
                                               items=_items_text(s.hands[p])), seat=p, society=s.societies[p], items=sorted(s.hands[p]))
    ok, total, drink = _evaluate_declaration(s, declarer, partners, counts)
    side = soc if ok else _other_society(soc)
    reason = (T.R_DECLARED if ok else T.R_WRONG)(player=_name(s, declarer), society=D.SOCIETY_NAMES[side], count=total)
    _society_win(s, side, reason, events, {"declaration": {"declarer": declarer, "partners": partners, "count": total,
                                                           "drink": drink, "success": ok}})


def _fortune_eval(s: State, caller: int, named: Sequence[int], counts: Mapping[int, int]) -> tuple[bool, int]:
    opp = _other_society(s.societies[caller])
    ok = all(s.societies[p] == opp and counts[p] >= 1 for p in named)
    total = sum(counts[p] for p in named)
    return ok and total >= 3, total


def _fortune_app(s: State, caller: int, named: list[int], events: list[Event]) -> None:
    soc = s.societies[caller]
    opp = _other_society(soc)
    counts = {p: _victory_count(s, s.hands[p], opp) for p in named}
    _pub(events, "fortune", T.EV_FORTUNE(player=_name(s, caller), named=_seat_list(s, named)), seat=caller, named=named)
    for p in named:
        _pub(events, "revealed", T.EV_REVEALED(player=_name(s, p), society=D.SOCIETY_NAMES[s.societies[p]],
                                               items=_items_text(s.hands[p])), seat=p, society=s.societies[p], items=sorted(s.hands[p]))
    ok, total = _fortune_eval(s, caller, named, counts)
    side = soc if ok else opp
    reason = (T.R_FORTUNE if ok else T.R_FORTUNE_WRONG)(player=_name(s, caller), society=D.SOCIETY_NAMES[side], count=total)
    _society_win(s, side, reason, events, {"fortune": {"caller": caller, "named": named, "count": total, "success": ok}})


def _loge_app(s: State, seat: int, events: list[Event]) -> None:
    count = _loge_count(s, s.hands[seat])
    _pub(events, "loge", T.EV_LOGE(player=_name(s, seat)), seat=seat)
    _pub(events, "revealed_items", T.EV_REVEALED_ITEMS(player=_name(s, seat), items=_items_text(s.hands[seat])),
         seat=seat, items=sorted(s.hands[seat]))
    if count >= 3:
        _finish(s, D.LOGE, [seat], T.R_LOGE(player=_name(s, seat), count=count), events,
                {"loge": {"seat": seat, "count": count}, "societies": list(s.societies), "hidden": s.hidden})
    else:  # only reachable with loge_wrong_claim = forfeit
        side = _other_society(s.societies[seat])
        _society_win(s, side, T.R_LOGE_WRONG(player=_name(s, seat), society=D.SOCIETY_NAMES[side]), events,
                     {"loge": {"seat": seat, "count": count}})


# --- physical mode: the declaration reveals --------------------------------------------------------------------

def _society_room(s: State, society: str) -> int:
    """How many more seats (or the hidden card) may still be revealed as ``society``."""
    n = s.cfg.n
    total = D.society_cards(n) if s.cfg.odd else n // 2
    used = sum(1 for p in range(n) if s.revealed[p] and s.societies[p] == society)
    if s.hidden == society:
        used += 1
    return total - used


def _open_societies(s: State) -> tuple[str, ...]:
    return tuple(soc for soc in D.SOCIETIES if _society_room(s, soc) > 0)


def _decl_next(s: State, events: list[Event]) -> None:
    """Physical mode: ask for the next reveal, or evaluate once everything needed is known."""
    d = s.decl
    assert d is not None
    todo = d["todo"]
    if todo:
        subject = todo[0]
        if subject == "hidden":
            s.wait = {"kind": "reveal_hidden"}
        elif subject[0] == "society":
            s.wait = {"kind": "reveal_society", "seat": subject[1]}
        else:
            s.wait = {"kind": "reveal_hand", "seat": subject[1]}
        return
    if d.get("side") is None:
        _physical_verdict(s, events)
        if s.result is not None:
            return
    rest = [p for p in range(s.cfg.n) if not s.revealed[p]]
    if rest:
        d["todo"] = [("society", p) for p in rest]
        if s.cfg.odd and s.hidden is None:
            d["todo"].append("hidden")
        _decl_next(s, events)
        return
    if s.cfg.odd and s.hidden is None:
        d["todo"] = ["hidden"]
        _decl_next(s, events)
        return
    side = d["side"]
    if side == D.LOGE:
        _finish(s, D.LOGE, [d["seat"]], d["reason"], events, {"loge": {"seat": d["seat"], "count": d["count"]},
                                                              "societies": list(s.societies), "hidden": s.hidden})
    else:
        _society_win(s, side, d["reason"], events, d["details"])


def _physical_verdict(s: State, events: list[Event]) -> None:
    d = s.decl
    assert d is not None
    counts = {int(k): v for k, v in d["counts"].items()}
    if d["kind"] == "declare":
        declarer = d["seat"]
        ok, total, drink = _evaluate_declaration(s, declarer, d["partners"], counts)
        soc = s.societies[declarer]
        side = soc if ok else _other_society(soc)
        d["reason"] = (T.R_DECLARED if ok else T.R_WRONG)(player=_name(s, declarer), society=D.SOCIETY_NAMES[side], count=total)
        d["details"] = {"declaration": {"declarer": declarer, "partners": d["partners"], "count": total, "drink": drink, "success": ok}}
    elif d["kind"] == "fortune":
        ok, total = _fortune_eval(s, d["seat"], d["partners"], counts)
        soc = s.societies[d["seat"]]
        side = soc if ok else _other_society(soc)
        d["reason"] = (T.R_FORTUNE if ok else T.R_FORTUNE_WRONG)(player=_name(s, d["seat"]), society=D.SOCIETY_NAMES[side], count=total)
        d["details"] = {"fortune": {"caller": d["seat"], "named": d["partners"], "count": total, "success": ok}}
    else:  # loge
        seat = d["seat"]
        count = counts[seat]
        d["count"] = count
        if count >= 3:
            side = D.LOGE
            d["reason"] = T.R_LOGE(player=_name(s, seat), count=count)
        else:
            side = _other_society(s.societies[seat])
            d["reason"] = T.R_LOGE_WRONG(player=_name(s, seat), society=D.SOCIETY_NAMES[side])
            d["details"] = {"loge": {"seat": seat, "count": count}}
    d["side"] = side
    _pub(events, "verdict", d["reason"], side=side)


def _physical_decl_start(s: State, kind: str, seat: int, partners: list[int]) -> None:
    todo: list[Any]
    if kind == "declare":
        todo = [("hand", p) for p in (seat, *partners)]
        if s.cfg.odd:
            todo.append("hidden")
    elif kind == "fortune":
        todo = [("society", seat), *(("hand", p) for p in partners)]
    else:
        todo = [("hand", seat)]
        if s.cfg.opts["loge_wrong_claim"] == "forfeit":
            todo = [("society", seat), ("hand", seat)]
    s.decl = {"kind": kind, "seat": seat, "partners": partners, "todo": todo, "counts": {}, "side": None,
              "saved": [list(s.revealed), list(s.societies)]}
    s.phase = "declaration"


def _reveal_item_society(s: State, seat: int) -> str | None:
    """Whose victory items a revealed hand is counted for (None: Keys and Goblets together, for the Loge)."""
    d = s.decl
    assert d is not None
    if d["kind"] == "loge":
        return None
    if d["kind"] == "fortune":
        return _other_society(s.societies[d["seat"]])
    return None if seat == d["seat"] else s.societies[d["seat"]]


def _drink_allows_declaring(s: State) -> bool:
    """R31 option: the Drink of Power (every player holds one at odd counts) satisfies the prerequisite of §9.1.

    It does so for every declarer, whatever their society: nobody knows which society is the weaker one, so a
    refusal must not depend on it. Whether the Drink then counts is decided by the evaluation (§9.3).
    """
    return bool(s.cfg.opts["drink_satisfies_prerequisite"] and s.cfg.odd)


def _supply(s: State, society: str | None) -> int:
    per = 3 + (1 if s.converted else 0)
    return per * (2 if society is None else 1)


# --- the game ------------------------------------------------------------------------------------------------

_CHANCE_WAITS = frozenset({"deal", "first_player", "shuffle_pile", "coat"})  # the waits that may be a chance step


class CastleOfTheDevil(Game[State]):
    id = "castle"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -----------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return ()  # the game has no role list: the deal follows from the player count and the options

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        """The one-line summary of a profession or an item (by id) for the setup wizard and the help."""
        card = D.PROFESSION_CARDS.get(role) or D.ITEM_CARDS.get(role)
        return card.summary if card is not None else None

    def validate(self, setup: Setup) -> list[Problem]:
        problems: list[Problem] = []
        try:
            opts = self.options_with_defaults(setup.options)
        except ValueError:
            return [Problem("error", "bad_option", T.P_UNKNOWN_OPTION())]
        n = setup.count
        if not self.min_players <= n <= self.max_players:
            problems.append(Problem("error", "player_count", T.P_PLAYER_COUNT(count=n)))
        for spec in OPTION_SPECS:
            value = opts[spec.key]
            if isinstance(spec.default, bool):
                bad = not isinstance(value, bool)
            elif isinstance(spec.default, int):
                bad = not isinstance(value, int) or isinstance(value, bool) or not -1 <= value < max(n, 1)
            else:
                bad = value not in spec.choices
            if bad:
                problems.append(Problem("error", "bad_option", T.P_BAD_OPTION(option=spec.label, value=str(value))))
        if setup.roles:
            problems.append(Problem("error", "no_roles", T.P_NO_ROLES()))
        return problems

    def config(self, setup: Setup) -> Config:
        key = (setup.players, tuple(sorted(setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            cfg = self._configs[key] = Config(setup, self.options_with_defaults(setup.options))
        return cfg

    def start(self, setup: Setup) -> State:
        return _new_state(self.config(setup))

    def setup_instructions(self, setup: Setup) -> list[Msg]:
        """What the table does to set up its own cards at this count (physical mode), as translatable lines."""
        cfg = self.config(setup)
        n = cfg.n
        opts = cfg.opts
        k = D.starting_sealed(n, opts["three_player_start"])
        each = D.starting_items_each(n, opts["three_player_start"])
        lines = [T.I_CHARACTERS(count=n), T.I_PROFESSIONS(stack=len(D.PROFESSION_IDS) - n)]
        half = D.society_cards(n) if cfg.odd else n // 2
        lines.append((T.I_SOCIETIES_ODD if cfg.odd else T.I_SOCIETIES_EVEN)(each=half))
        if cfg.odd:
            lines.append(T.I_DRINK(count=n))
        removed = list(D.REMOVED_AT.get(n, ()))
        if removed:
            lines.append(T.I_REMOVE(items=[_item(i) for i in removed]))
        if opts["beginner_seal_only"]:
            lines.append(T.I_BEGINNER())
        lines.append(T.I_BAGS(count=k))
        lines.append((T.I_DEAL_TWO if each == 2 else T.I_DEAL_ONE)())
        lines.append(T.I_PILE(count=len(cfg.in_play) - each * n))
        lines.append(T.I_LIMIT(limit=cfg.limit))
        return lines

    # -- chance ----------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: State, player: int | None) -> str:
        return "?" if player is None or not 0 <= player < state.cfg.n else state.cfg.names[player]

    def chance(self, state: State) -> ChanceStep | None:
        s = state
        w = s.wait
        if w is None or w["kind"] not in _CHANCE_WAITS or s.result is not None:
            return None
        kind = w["kind"]
        if kind == "deal":
            cfg = s.cfg
            return ChanceStep("deal", lambda rng: Action("deal", None, random_deal(cfg, rng)))
        if kind == "first_player":
            n = s.cfg.n
            return ChanceStep("first_player", lambda rng: Action("first_player", None, {"seat": rng.randrange(n)}))
        if kind == "shuffle_pile":
            rest = list(s.pile[2:])
            return ChanceStep("shuffle_pile", lambda rng: Action("shuffle_pile", None, {"order": rng.sample(rest, len(rest))}))
        if s.cfg.opts["coat_profession_pick"] == "random":  # the Coat's new profession
            stack = list(s.stack)
            return ChanceStep("coat_draw", lambda rng: Action("coat_draw", None, {"profession": stack[rng.randrange(len(stack))]}))
        return None

    def check_chance(self, state: State, action: Action) -> None:
        s = state
        ok = True
        if action.type == "deal":
            p = action.params
            ok = deal_is_valid(s.cfg, p) and set(p) <= DEAL_KEYS and stated_problem(s.cfg, p, p["professions"]) is None
        elif action.type == "first_player":
            seat = action.get("seat")
            ok = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < s.cfg.n
        elif action.type == "shuffle_pile":
            order = action.get("order")
            ok = isinstance(order, list) and sorted(map(str, order)) == sorted(s.pile[2:])
        elif action.type == "coat_draw":
            ok = action.get("profession") in s.stack
        if not ok:
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())

    # -- choices -----------------------------------------------------------------------------------------------
    def choices(self, state: State) -> list[Choice]:
        return list(self._choices_memo(state))

    def _choices_memo(self, state: State) -> tuple[Choice, ...]:
        if state.memo is None:
            state.memo = tuple(self._open_choices(state))  # a returned state never changes, so neither do its choices
        return state.memo

    def _open_choices(self, state: State) -> list[Choice]:
        s = state
        if s.result is not None or s.wait is None or (s.wait["kind"] in _CHANCE_WAITS and self.chance(s) is not None):
            return []
        w = s.wait
        kind = w["kind"]
        cfg = s.cfg
        app = cfg.app
        n = cfg.n
        # the fight's windows first: they are most of the decisions of a game
        if kind == "modifier":
            return self._modifier_choices(s)
        if kind == "priest":
            return self._priest_choices(s)
        if kind == "support":
            return [_fixed("support", w["seat"], T.I_SUPPORT, side=D.SIDES), *self._hypnosis_choices(s)]
        if kind == "setup":
            return [_simple("setup_done", None, T.I_SETUP_DONE)]
        if kind in ("action", "after_action"):
            return self._turn_choices(s, w["seat"], kind == "after_action")
        if kind == "clairvoyant_pick":
            picked = w["picked"]
            rest = list(s.pile)
            for card in picked:
                rest.remove(card)
            return [Choice("clairvoyant_pick", w["seat"], {"item": OneOf(_distinct(rest))}, _prompt(T.I_CLAIRVOYANT))]
        if kind == "diplomat_result":
            possible = (True, False) if w["item"] in cfg.in_play else (False,)  # a removed item is simply lacking
            return [Choice("diplomat_result", None, {"has": OneOf(possible)}, T.I_DIPLOMAT_RESULT(
                player=_name(s, w["target"]), item=_item(w["item"])))]
        if kind == "diplomat_hand":
            return [Choice("diplomat_hand", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_DIPLOMAT_HAND))]
        if kind == "diplomat_return":
            return [Choice("diplomat_return", w["seat"], {"item": OneOf(self._return_options(s, w["seat"], w["got"], w["held"]))},
                           _prompt(T.I_RETURN))]
        if kind == "reply":
            return self._reply_choices(s, w)
        if kind == "announce":
            return [Choice("announce", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_ANNOUNCE))]
        if kind == "effect_choice":
            values = (True, False) if w["live"] else (False,)
            return [Choice("effect_choice", w["seat"], {"execute": OneOf(values)}, _prompt(T.I_EFFECT_CHOICE))]
        if kind == "coat":
            return [Choice("coat_pick", w["seat"], {"profession": OneOf(_distinct(s.stack))}, _prompt(T.I_COAT))]
        if kind == "sextant_direction":
            return [Choice("sextant_direction", w["seat"], {"direction": OneOf(("left", "right"))}, _prompt(T.I_SEXTANT))]
        if kind == "sextant_pass":
            return [Choice("sextant_pass", p, {"item": OneOf(_distinct(s.hands[p]))}, _prompt(T.I_SEXTANT_PASS))
                    for p in range(n) if str(p) not in w["picks"]]
        if kind == "give":
            seat = w["seat"]
            to = self._recipients(s, seat)
            params: dict[str, Any] = {"to": OneOf(to)}
            if app:
                params["item"] = OneOf(_distinct(s.hands[seat]))
            return [Choice("give", seat, params, T.I_GIVE(limit=cfg.limit))]
        if kind == "priest_pay":
            params = {"item": OneOf(_distinct(s.hands[w["seat"]]))} if app else {}
            return [Choice("priest_pay", w["seat"], params, _prompt(T.I_PRIEST_PAY))]
        if kind == "ring":
            f = _fight(s)
            if app:
                out = []
                for p in w["pending"]:
                    out.append(_simple("no_poison_ring", p, T.I_RING))
                    if D.POISON_RING in s.hands[p]:
                        out.append(_simple("poison_ring", p, T.I_RING))
                return out
            return [_simple("no_poison_ring", None, T.I_RING)] + [
                _simple("poison_ring", p, T.I_RING) for p in (f["attacker"], f["defender"]) if D.POISON_RING in cfg.in_play]
        if kind == "spoils":
            return [_fixed("spoils", w["seat"], T.I_SPOILS, option=("look", "take", "none"))]
        if kind == "tie_draw":
            return [_fixed("tie_draw", w["seat"], T.I_TIE_DRAW, draw=(True, False))]
        if kind == "doctor":
            pending = _doctor_pending(s)
            if app:
                out = []
                for p in pending:
                    out.append(_simple("no_doctor", p, T.I_DOCTOR))
                    if _claim_ok(s, p, D.DOCTOR):
                        out.append(_simple("doctor", p, T.I_DOCTOR))
                return out
            return [_simple("no_doctor", None, T.I_DOCTOR)] + [
                _simple("doctor", p, T.I_DOCTOR) for p in pending if _claim_ok(s, p, D.DOCTOR)]
        if kind == "take":
            f = _fight(s)
            return [Choice("take", w["seat"], {"item": OneOf(_distinct(s.hands[f["loser"]]))}, _prompt(T.I_TAKE))]
        if kind == "give_back":
            hand = list(s.hands[w["seat"]])
            if cfg.opts["giveback_excludes_taken_item"]:
                hand.remove(w["taken"])
            return [Choice("give_back", w["seat"], {"item": OneOf(_distinct(hand))}, _prompt(T.I_GIVE_BACK))]
        if kind == "reveal_hand":
            return self._reveal_hand_choices(s, w["seat"])
        if kind == "reveal_society":
            out = [Choice("reveal_society", None, {"seat": OneOf((w["seat"],)), "society": OneOf(_open_societies(s))},
                          T.I_REVEAL_SOCIETY(player=_name(s, w["seat"])))]
            d = s.decl
            if d is not None and d["kind"] == "fortune" and w["seat"] == d["seat"] and not s.revealed[w["seat"]]:
                out.append(_simple("withdraw", None, T.I_WITHDRAW))  # the caller shows the Black Pearl (R37)
            return out
        if kind == "reveal_hidden":
            return [Choice("reveal_hidden", None, {"society": OneOf(_open_societies(s))}, _prompt(T.I_REVEAL_HIDDEN))]
        raise AssertionError(kind)  # pragma: no cover

    def _turn_choices(self, s: State, seat: int, after: bool) -> list[Choice]:
        cfg = s.cfg
        others = _others(s, seat)
        out: list[Choice] = []
        prompt = T.I_TURN(player=_name(s, seat))
        if after:
            out.append(_simple("end_turn", seat, T.I_AFTER_ACTION))
        else:
            fixed = cfg.turn_choices.get(seat)
            if fixed is None:  # pass, attack and every list of partners or named players depend on the seat alone
                fixed = cfg.turn_choices[seat] = (
                    Choice("pass", seat, {}, prompt), Choice("attack", seat, {"target": OneOf(others)}, prompt),
                    *(Choice("declare", seat, {"partners": SubsetOf(others, k)}, prompt) for k in range(len(others) + 1)),
                    *(Choice("fortune", seat, {"named": SubsetOf(others, k)}, prompt) for k in range(1, len(others) + 1)))
            out.append(fixed[0])
            if cfg.app:
                out.append(Choice("trade", seat, {"item": OneOf(_distinct(s.hands[seat])), "to": OneOf(others)}, prompt))
            else:
                out.append(Choice("trade", seat, {"to": OneOf(others)}, prompt))
            out.append(fixed[1])
            if not cfg.app or self._may_declare(s, seat):
                out += fixed[2:2 + len(others) + 1]
            if self._may_claim_loge(s, seat):
                out.append(Choice("loge", seat, {}, prompt))
            if cfg.opts["variant_fortune_telling"] and (not cfg.app or D.BLACK_PEARL not in s.hands[seat]):
                out += fixed[2 + len(others) + 1:]
        if _claim_ok(s, seat, D.CLAIRVOYANT) and s.pile:
            out.append(Choice("clairvoyant", seat, {}, prompt))
        if _claim_ok(s, seat, D.DIPLOMAT):
            items = self._demandable(s, seat)
            out.append(Choice("diplomat", seat, {"target": OneOf(others), "item": OneOf(items)}, prompt))
        return out

    def _may_claim_loge(self, s: State, seat: int) -> bool:
        if D.COAT_OF_ARMS not in s.cfg.in_play:
            return False
        if not s.cfg.app:  # item counts are public: fewer than 3 cards cannot hold 3 Keys and Goblets
            return len(s.hands[seat]) >= 3 or s.cfg.opts["loge_wrong_claim"] == "forfeit"
        hand = s.hands[seat]
        return D.COAT_OF_ARMS in hand and D.BLACK_PEARL not in hand and (
            _loge_count(s, hand) >= 3 or s.cfg.opts["loge_wrong_claim"] == "forfeit")

    def _may_declare(self, s: State, seat: int) -> bool:
        hand = s.hands[seat]
        if D.BLACK_PEARL in hand:
            return False
        if _victory_count(s, hand, s.societies[seat]) >= 1:
            return True
        return _drink_allows_declaring(s)

    def _demandable(self, s: State, seat: int) -> tuple[str, ...]:
        items = [i for i in D.ITEM_IDS if not (s.converted and i in D.BAGS)]
        if s.cfg.app and not s.converted:
            hand = s.hands[seat]
            for bag in D.BAGS:
                if set(hand) == {D.OTHER_BAG[bag]}:
                    items.remove(bag)
        if s.cfg.app:  # a demand that can only fail is not offered: every copy in play is in the Diplomat's own hand
            items = [i for i in items if self._copies_elsewhere(s, seat, i)]
        return tuple(items)

    def _copies_elsewhere(self, s: State, seat: int, item: str) -> int:
        """App mode: how many cards that answer a demand for ``item`` are in play outside ``seat``'s hand."""
        cards = [item]
        if s.converted and item in (D.KEY, D.GOBLET):
            cards += [b for b in D.BAGS if D.BAG_BECOMES[b] == item]
        hand = s.hands[seat]
        return sum(s.cfg.in_play.count(c) - hand.count(c) for c in cards)

    def _return_options(self, s: State, seat: int, got: str, held: Sequence[str]) -> tuple[str, ...]:
        """What a receiver (or the Diplomat) may give back: an item held before the trade, never the other bag for a bag."""
        options = list(held)
        if got in D.BAGS and not s.converted:
            options = [i for i in options if i != D.OTHER_BAG[got]]
        return _distinct(options)

    def _reply_choices(self, s: State, w: dict[str, Any]) -> list[Choice]:
        seat, item = w["seat"], w["item"]
        prompt = T.I_REPLY(player=_name(s, w["offerer"]))
        if not s.cfg.app:
            return [Choice("accept", seat, {}, prompt), Choice("refuse", seat, {}, prompt)]
        options = self._return_options(s, seat, item, w["held"])
        out = []
        if options:
            out.append(Choice("accept", seat, {"give": OneOf(options)}, prompt))
        if item not in D.FORCED_ACCEPT or not options:
            out.append(Choice("refuse", seat, {}, prompt))
        return out

    def _recipients(self, s: State, seat: int) -> tuple[int, ...]:
        others = _others(s, seat)
        if s.cfg.opts["overflow_recipient"] == "must_have_room":
            return tuple(p for p in others if _room(s, p))
        return others

    def _priest_choices(self, s: State) -> list[Choice]:
        f = _fight(s)
        if not s.cfg.app:
            out = [_simple("no_priest", None, T.I_PRIEST)]
            return out + [_simple("priest", p, T.I_PRIEST) for p in _others(s, f["attacker"]) if _claim_ok(s, p, D.PRIEST)]
        out = []
        for p in _others(s, f["attacker"]):
            if p in f["answered"]:
                continue
            out.append(_simple("no_priest", p, T.I_PRIEST))
            if _claim_ok(s, p, D.PRIEST):
                out.append(_simple("priest", p, T.I_PRIEST))
        return out

    def _hypnosis_choices(self, s: State) -> list[Choice]:
        targets = _hypnosis_targets(s)
        if not targets:
            return []
        return [_fixed("hypnotize", _fight(s)["attacker"], T.I_HYPNOTIZE, target=targets)]

    def _modifier_choices(self, s: State) -> list[Choice]:
        f = _fight(s)
        out: list[Choice] = []
        text = T.I_LAST_WORD if f["late"] else T.I_MODIFIERS
        seats = [f["prio"]] if s.cfg.app else list(range(s.cfg.n))
        for p in seats:
            options = _modifier_options(s, p)
            if options:
                out.append(_fixed("use", p, text, card=tuple(options)))
            if _mixer_ok(s, p):
                out.append(_fixed("poison_mixer", p, text, winner=("attacker", "defender")))
        if s.cfg.app:
            out.append(_simple("pass_priority", f["prio"], text))
        else:
            out.append(_simple("end_modifiers", None, text))
        if f["hyp_window"]:
            out += self._hypnosis_choices(s)
        return out

    def _reveal_hand_choices(self, s: State, seat: int) -> list[Choice]:
        d = s.decl
        assert d is not None
        count = len(s.hands[seat])
        low = 1 if seat == d["seat"] and d["kind"] == "declare" and not _drink_allows_declaring(s) else 0
        if d["kind"] == "loge" and s.cfg.opts["loge_wrong_claim"] == "reject":
            low = 3
        high = min(count, _supply(s, _reveal_item_society(s, seat)))
        params: dict[str, Any] = {"seat": OneOf((seat,)), "items": OneOf(tuple(range(low, max(high, low) + 1)))}
        need_society = d["kind"] != "loge"
        if need_society:
            societies = _open_societies(s) if not s.revealed[seat] else (s.societies[seat],)
            params["society"] = OneOf(societies)
        prompt = T.I_REVEAL_HAND(player=_name(s, seat))
        out = [Choice("reveal_hand", None, params, prompt)]
        if seat == d["seat"] and not d["counts"]:
            out.append(_simple("withdraw", None, T.I_WITHDRAW))
        return out

    # -- refusals with reasons ----------------------------------------------------------------------------------
    def check(self, state: State, action: Action) -> None:
        s = state
        if action.type == "setup_done" and action.params and action.player is None and s.result is None \
                and s.wait is not None and s.wait["kind"] == "setup":
            bad = position_problem(s.cfg, action.params)  # a stated position (physical mode): §2 of docs/rules/castle.md
            if bad is not None:
                raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=bad))
            return
        if s.result is None and s.wait is not None and (s.wait["kind"] not in _CHANCE_WAITS or self.chance(s) is None):
            kind, player = action.type, action.player
            for choice in self._choices_memo(s):  # an offered action is legal: the reasons below explain refusals
                if choice.type == kind and choice.player == player and choice.allows(action):
                    return
            if isinstance(player, int) and 0 <= player < s.cfg.n:
                self._check_specific(s, action)
        super().check(state, action)

    def _check_specific(self, s: State, action: Action) -> None:
        kind = action.type
        seat = action.player
        assert seat is not None
        w = s.wait
        assert w is not None
        cfg = s.cfg
        who = _name(s, seat)
        mine = [c for c in self._choices_memo(s) if c.type == kind and c.player == seat]
        if not mine and kind in ("trade", "attack", "declare", "loge", "fortune", "clairvoyant", "diplomat", "pass") \
                and w["kind"] in ("action", "after_action") and w["seat"] != seat:
            return  # the generic "not your turn"
        for key in ("to", "target"):
            if action.get(key) == seat and kind in ("trade", "attack", "diplomat", "give"):
                raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET(player=who))
        if kind in ("declare", "fortune"):
            named = action.get("partners" if kind == "declare" else "named")
            if isinstance(named, list) and seat in named:
                raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET(player=who))
        if kind == "trade" and cfg.app and w["kind"] == "action" and action.get("item") is not None \
                and action.get("item") not in s.hands[seat]:
            raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=self._item_label(action.get("item"))))
        if kind in ("declare", "loge", "fortune") and w["kind"] == "action" and w["seat"] == seat and cfg.app:
            hand = s.hands[seat]
            if D.BLACK_PEARL in hand:
                raise IllegalAction(BLACK_PEARL_HOLDER, T.E_BLACK_PEARL(player=who))
            if kind == "declare" and not self._may_declare(s, seat):
                raise IllegalAction(NO_VICTORY_ITEM, T.E_NO_VICTORY_ITEM(player=who))
            if kind == "loge":
                if D.COAT_OF_ARMS not in hand:
                    raise IllegalAction(NO_COAT_OF_ARMS, T.E_NO_COAT_OF_ARMS(player=who))
                if _loge_count(s, hand) < 3 and cfg.opts["loge_wrong_claim"] == "reject":
                    raise IllegalAction(LOGE_TOO_FEW, T.E_LOGE_TOO_FEW(player=who, count=_loge_count(s, hand)))
        if kind == "loge" and not cfg.app and w["kind"] == "action" and w["seat"] == seat and D.COAT_OF_ARMS in cfg.in_play \
                and not self._may_claim_loge(s, seat):
            raise IllegalAction(LOGE_TOO_FEW, T.E_LOGE_FEW_CARDS(player=who))
        if kind == "fortune" and not cfg.opts["variant_fortune_telling"]:
            raise IllegalAction(VARIANT_OFF, T.E_VARIANT_OFF())
        if kind == "fortune" and action.get("named") == []:
            raise IllegalAction(NO_PARTNER, T.E_FORTUNE_NAME())
        if kind == "hypnotize" and s.fight is not None and _claim_ok(s, seat, D.HYPNOTIST):
            f = s.fight
            if seat != f["attacker"]:
                raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=_prof(D.HYPNOTIST)))
            if action.get("target") not in _hypnosis_targets(s):
                text = T.E_HYPNOSIS_TARGET if cfg.opts["hypnotist_timing"] == "at_declaration" else T.E_HYPNOSIS_TARGET_AFTER
                raise IllegalAction(HYPNOSIS_TARGET, text(player=who))
        profession_of = {"clairvoyant": D.CLAIRVOYANT, "diplomat": D.DIPLOMAT, "priest": D.PRIEST, "doctor": D.DOCTOR,
                         "hypnotize": D.HYPNOTIST, "poison_mixer": D.POISON_MIXER}
        if kind in profession_of and not mine:
            prof = profession_of[kind]
            f = s.fight
            if f is not None and seat == f.get("hyp") and kind in ("doctor", "poison_mixer"):
                raise IllegalAction(HYPNOTISED, T.E_HYPNOTISED(player=who))
            if kind == "poison_mixer" and f is not None and seat in (f["attacker"], f["defender"]):
                raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=_prof(prof)))
            if kind == "priest" and f is not None and seat == f["attacker"]:
                raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=_prof(prof)))
            if (cfg.app and s.profs[seat] != prof) or (not cfg.app and not _claim_ok(s, seat, prof) and s.pub_prof[seat] != prof):
                raise IllegalAction(NOT_PROFESSION, T.E_NOT_PROFESSION(player=who, profession=_prof(prof)))
            if not _claim_ok(s, seat, prof):
                raise IllegalAction(PROFESSION_USED, T.E_PROFESSION_USED(player=who, profession=_prof(prof)))
            if kind == "clairvoyant" and not s.pile:
                raise IllegalAction(PILE_EMPTY, T.E_PILE_EMPTY())
        if kind == "diplomat" and cfg.app and mine and action.get("item") in D.BAGS and not s.converted \
                and set(s.hands[seat]) == {D.OTHER_BAG[action["item"]]}:
            raise IllegalAction(BAG_DEMAND, T.E_BAG_DEMAND(player=who))
        if kind == "use" and w["kind"] == "modifier":
            card = action.get("card")
            f = _fight(s)
            if isinstance(card, str) and (card in D.ITEMS or card in D.PROFESSIONS):
                label = self._card_label(card)
                if seat == f["hyp"]:
                    raise IllegalAction(HYPNOTISED, T.E_HYPNOTISED(player=who))
                if any(c == card for _, c in f["used"]):
                    raise IllegalAction(ALREADY_USED, T.E_ALREADY_USED(card=label))
                if card not in _modifier_options(s, seat):
                    if f["late"] and card not in D.LATE_POWERS and not (f["duel"] and card in D.SUPPORT_SOURCES):
                        raise IllegalAction(LAST_WORD, T.E_LAST_WORD())
                    if card in D.ITEMS and cfg.app and card not in s.hands[seat]:
                        raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=label))
                    if card in D.PROFESSIONS and not _claim_ok(s, seat, card):
                        if (s.profs[seat] if cfg.app else s.pub_prof[seat]) == card:
                            raise IllegalAction(PROFESSION_USED, T.E_PROFESSION_USED(player=who, profession=label))
                        raise IllegalAction(NOT_PROFESSION, T.E_NOT_PROFESSION(player=who, profession=label))
                    raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=label))
        if kind in ("accept", "refuse") and w["kind"] == "reply" and w["seat"] == seat and cfg.app:
            item = w["item"]
            options = self._return_options(s, seat, item, w["held"])
            if kind == "refuse" and item in D.FORCED_ACCEPT and options:
                raise IllegalAction(MUST_ACCEPT, T.E_MUST_ACCEPT(player=who, item=_item(item)))
            if kind == "accept":
                if not options:
                    raise IllegalAction(MUST_REFUSE, T.E_MUST_REFUSE(player=who))
                give = action.get("give")
                if give == item and give not in w["held"]:
                    raise IllegalAction(RETURN_RECEIVED, T.E_RETURN_RECEIVED(player=who))
                if give in D.BAGS and item in D.BAGS and not s.converted and give in w["held"]:
                    raise IllegalAction(BAGS_NOT_SWAPPABLE, T.E_BAGS())
                if isinstance(give, str) and give not in w["held"]:
                    raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=self._item_label(give)))
        if kind == "diplomat_return" and w["kind"] == "diplomat_return" and w["seat"] == seat:
            give = action.get("item")
            if give == w["got"] and give not in w["held"]:
                raise IllegalAction(RETURN_RECEIVED, T.E_RETURN_RECEIVED(player=who))
            if give in D.BAGS and w["got"] in D.BAGS and not s.converted and give in w["held"]:
                raise IllegalAction(BAGS_NOT_SWAPPABLE, T.E_BAGS())
        if kind == "give" and w["kind"] == "give" and w["seat"] == seat:
            to = action.get("to")
            if isinstance(to, int) and to in _others(s, seat) and to not in self._recipients(s, seat):
                raise IllegalAction(NO_ROOM, T.E_NO_ROOM(player=_name(s, to)))

    def _item_label(self, item: Any) -> Text | str:
        return _item(item) if item in D.ITEMS else str(item)

    def _card_label(self, card: str) -> Text:
        return _item(card) if card in D.ITEMS else _prof(card)

    # -- applying ------------------------------------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        s = state.clone()
        events: list[Event] = []
        handler = _HANDLERS.get(action.type)
        if handler is None:  # pragma: no cover - check() refuses unknown actions first
            raise IllegalAction(errors.UNKNOWN_ACTION, errors.T_UNKNOWN_ACTION(action=action.type))
        handler(self, s, action, events)
        _run(s, events)
        return s, events

    # chance and setup
    def _do_deal(self, s: State, a: Action, ev: list[Event]) -> None:
        p = a.params
        s.profs = tuple(p["professions"])
        s.stack = tuple(sorted(p["stack"]))
        s.societies = tuple(p["societies"])
        s.hidden = p.get("hidden")
        s.hands = tuple(tuple(h) for h in p["hands"])
        s.pile = tuple(p["pile"])
        _pub(ev, "dealt", T.EV_DEALT(pile=len(s.pile)), pile=len(s.pile))
        for seat in range(s.cfg.n):
            _priv(s, ev, [seat], "your_cards", T.PV_DEALT(society=D.SOCIETY_NAMES[s.societies[seat]], profession=_prof(s.profs[seat]),
                                                            items=_items_text(s.hands[seat])),
                  society=s.societies[seat], profession=s.profs[seat], items=sorted(s.hands[seat]))
        _stated_professions(s, p, ev)
        _check_conversion(s, ev)
        _begin(s, ev)

    def _do_setup_done(self, s: State, a: Action, ev: list[Event]) -> None:
        s.wait = None
        counts = a.get("items")
        if counts is not None:  # a stated position: the hand sizes, the pile holds the rest
            s.hands = tuple((UNKNOWN,) * c for c in counts)
            s.pile = (UNKNOWN,) * (len(s.cfg.in_play) - sum(counts))
        _pub(ev, "setup_done", T.EV_SETUP_DONE())
        _stated_professions(s, a.params, ev)
        _check_conversion(s, ev)
        _begin(s, ev)

    def _do_first_player(self, s: State, a: Action, ev: list[Event]) -> None:
        _start_turn(s, a["seat"], ev)

    def _do_shuffle_pile(self, s: State, a: Action, ev: list[Event]) -> None:
        s.pile = (*s.pile[:2], *a["order"])
        s.wait = None
        s.queue.insert(0, ("resume",))

    def _do_coat_draw(self, s: State, a: Action, ev: list[Event]) -> None:
        assert s.wait is not None
        _coat_exchange(s, s.wait["seat"], a["profession"], ev)

    # the turn
    def _do_pass(self, s: State, a: Action, ev: list[Event]) -> None:
        s.acted = True
        s.wait = None
        _pub(ev, "passed", T.EV_PASS(player=_name(s, a.player)))  # type: ignore[arg-type]
        s.queue = [("end_turn",)]

    def _do_end_turn(self, s: State, a: Action, ev: list[Event]) -> None:
        s.wait = None
        s.queue = [("end_turn", "final")]

    def _do_trade(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        to = a["to"]
        s.acted = True
        item = a.get("item", UNKNOWN)
        s.phase = "trade"
        _pub(ev, "offer", T.EV_OFFER(player=_name(s, seat), to=_name(s, to)), seat=seat, to=to)
        if s.cfg.app:
            _priv(s, ev, [to], "offered", T.PV_OFFERED(player=_name(s, seat), item=_item(item)), item=item)
        s.wait = {"kind": "reply", "seat": to, "offerer": seat, "item": item, "held": list(s.hands[to]), "diplomat": False}

    def _do_refuse(self, s: State, a: Action, ev: list[Event]) -> None:
        assert s.wait is not None
        _pub(ev, "refused", T.EV_REFUSED(player=_name(s, s.wait["seat"]), offerer=_name(s, s.wait["offerer"])))
        s.wait = None
        s.queue = [("end_turn",)]

    def _do_accept(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        offerer, receiver = w["offerer"], w["seat"]
        _pub(ev, "accepted", T.EV_ACCEPTED(player=_name(s, offerer), partner=_name(s, receiver)), seat=offerer, partner=receiver)
        s.wait = None
        s.queue = [("end_turn",)]
        if not s.cfg.app:
            s.wait = {"kind": "announce", "seat": offerer, "stage": "offerer", "offerer": offerer, "receiver": receiver,
                      "options": self._announce_options(s, None), "first": None, "diplomat": False}
            return
        x, y = w["item"], a["give"]
        _move(s, offerer, receiver, x)
        _move(s, receiver, offerer, y)
        _priv(s, ev, [offerer], "received", T.PV_RECEIVED(player=_name(s, receiver), item=_item(y)), item=y)
        _queue_trade_effects(s, (offerer, x), (receiver, y), D.BROKEN_MIRROR in (x, y))

    def _announce_options(self, s: State, first: str | None, only: str | None = None) -> list[str]:
        """Physical mode: which trade-effect items a trader may announce (none, or an effect item in play)."""
        if only is not None:
            return ["none", only] if _has_effect(s, only) and only in s.cfg.in_play else ["none"]
        items = [i for i in D.ITEM_IDS if i in D.TRADE_EFFECT_ITEMS and _has_effect(s, i) and i in s.cfg.in_play and i != first]
        if first in D.BAGS and not s.converted:
            items = [i for i in items if i != D.OTHER_BAG[first]]
        return ["none", *items]

    def _do_announce(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        item = a["item"]
        if w["stage"] == "offerer":
            first = None if item == "none" else item
            options = self._announce_options(s, first, w["demanded"] if w.get("diplomat") else None)
            s.wait = {**w, "stage": "receiver", "seat": w["receiver"], "first": first, "options": options}
            return
        s.wait = None
        first = w["first"]
        second = None if item == "none" else item
        if w.get("diplomat"):
            s.queue = [("resume",)]
        tasks = [(w["offerer"], first, w["receiver"]), (w["receiver"], second, w["offerer"])]
        if s.cfg.opts["trade_effect_order"] == "receiver_first" and not w.get("diplomat"):
            tasks.reverse()
        if w.get("diplomat") and not s.cfg.opts["diplomat_trade_effects"]:
            tasks = []
        live = tuple((g, i, p) for g, i, p in tasks if i is not None)
        if live:
            s.queue.insert(0, ("effects", live))

    def _do_effect_choice(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        s.wait = None
        if a["execute"]:
            _add_effect(s, w["seat"], w["item"], w["partner"])
        elif w["live"] and not s.cfg.opts["variant_smuggling"]:
            _pub(ev, "effect_declined", T.EV_EFFECT_DECLINED(player=_name(s, w["seat"]), item=_item(w["item"])))

    def _do_coat_pick(self, s: State, a: Action, ev: list[Event]) -> None:
        assert s.wait is not None
        _coat_exchange(s, s.wait["seat"], a["profession"], ev)

    def _do_sextant_direction(self, s: State, a: Action, ev: list[Event]) -> None:
        assert s.wait is not None
        direction = a["direction"]
        _pub(ev, "sextant", T.EV_SEXTANT_LEFT() if direction == "left" else T.EV_SEXTANT_RIGHT(), direction=direction)
        if s.cfg.app:
            s.wait = {"kind": "sextant_pass", "direction": direction, "picks": {}}
        else:
            s.wait = None

    def _do_sextant_pass(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None and a.player is not None
        picks = {**w["picks"], str(a.player): a["item"]}
        s.wait = {**w, "picks": picks}
        if len(picks) < s.cfg.n:
            return
        step = 1 if w["direction"] == "left" else -1
        hands = [list(h) for h in s.hands]
        for p in range(s.cfg.n):
            hands[p].remove(picks[str(p)])
        for p in range(s.cfg.n):
            to = _nxt(s, p, step)
            card = picks[str(p)]
            hands[to].append(card)
            _priv(s, ev, [to], "received", T.PV_RECEIVED(player=_name(s, p), item=_item(card)), item=card)
        s.hands = tuple(tuple(h) for h in hands)
        _pub(ev, "sextant_done", T.EV_SEXTANT_DONE())
        s.wait = None

    def _do_give(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        to = a["to"]
        item = a.get("item", UNKNOWN)
        _move(s, seat, to, item)
        _pub(ev, "gave", T.EV_GAVE(player=_name(s, seat), to=_name(s, to)), seat=seat, to=to)
        if s.cfg.app:
            _priv(s, ev, [to], "received", T.PV_RECEIVED(player=_name(s, seat), item=_item(item)), item=item)
        s.wait = None
        if len(s.hands[to]) > s.cfg.limit:
            s.queue.insert(0, ("overflow", to))

    # own-turn professions
    def _do_clairvoyant(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        _use_profession(s, seat, D.CLAIRVOYANT)
        _pub(ev, "clairvoyant", T.EV_CLAIRVOYANT(player=_name(s, seat)), seat=seat)
        s.wait = None
        if not s.cfg.app:
            s.queue.insert(0, ("resume",))
            return
        _priv(s, ev, [seat], "saw_pile", T.PV_SAW_PILE(items=_items_text(s.pile)), items=list(s.pile))
        if len(s.pile) < 2:
            s.queue.insert(0, ("resume",))
        else:
            s.wait = {"kind": "clairvoyant_pick", "seat": seat, "picked": []}

    def _do_clairvoyant_pick(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        picked = [*w["picked"], a["item"]]
        s.wait = {**w, "picked": picked}
        if len(picked) < 2:
            return
        rest = list(s.pile)
        for card in picked:
            rest.remove(card)
        s.pile = (*picked, *rest)
        _priv(s, ev, [w["seat"]], "arranged", T.PV_ARRANGED(first=_item(picked[0]), second=_item(picked[1])), top=picked)
        if len(rest) > 1:
            s.wait = {"kind": "shuffle_pile"}
        else:
            s.wait = None
            s.queue.insert(0, ("resume",))

    def _do_diplomat(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        target, item = a["target"], a["item"]
        _use_profession(s, seat, D.DIPLOMAT)
        _pub(ev, "diplomat", T.EV_DIPLOMAT(player=_name(s, seat), target=_name(s, target), item=_item(item)),
             seat=seat, target=target, item=item)
        s.wait = None
        if not s.cfg.app:
            s.wait = {"kind": "diplomat_result", "seat": seat, "target": target, "item": item}
            return
        hand = s.hands[target]
        matching = [item] if item in hand else []
        if s.converted and item in (D.KEY, D.GOBLET):
            matching += [b for b in D.BAGS if D.BAG_BECOMES[b] == item and b in hand]
        if not matching:
            self._diplomat_failed(s, seat, target, item, ev)
            return
        s.wait = {"kind": "diplomat_hand", "seat": target, "diplomat": seat, "options": _distinct(matching)}

    def _diplomat_failed(self, s: State, seat: int, target: int, item: str, ev: list[Event]) -> None:
        _pub(ev, "diplomat_failed", T.EV_DIPLOMAT_FAILED(target=_name(s, target), item=_item(item)), seat=seat, target=target)
        if s.cfg.app:
            hand = s.hands[target]
            _priv(s, ev, [seat], "saw_items", T.PV_SAW_ITEMS(player=_name(s, target), items=_items_text(hand)),
                  seat=target, items=sorted(hand))
        s.acted = True
        s.queue = [("end_turn", "final")]  # the turn ends at once: no action, and no own-turn power after it either

    def _do_diplomat_result(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        s.wait = None
        seat, target, item = w["seat"], w["target"], w["item"]
        if not a["has"]:
            self._diplomat_failed(s, seat, target, item, ev)
            return
        _pub(ev, "diplomat_success", T.EV_DIPLOMAT_SUCCESS(target=_name(s, target), player=_name(s, seat), item=_item(item)))
        s.wait = {"kind": "announce", "seat": seat, "stage": "offerer", "offerer": seat, "receiver": target,
                  "options": self._announce_options(s, item), "first": None, "diplomat": True,
                  "demanded": item}

    def _do_diplomat_hand(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        target, dip, got = w["seat"], w["diplomat"], a["item"]
        _pub(ev, "diplomat_success", T.EV_DIPLOMAT_SUCCESS(target=_name(s, target), player=_name(s, dip),
                                                           item=_item(D.BAG_BECOMES.get(got, got))))
        # Both cards change hands together once the Diplomat has chosen the return (nobody is ever left empty-handed).
        s.wait = {"kind": "diplomat_return", "seat": dip, "target": target, "got": got, "held": list(s.hands[dip])}

    def _do_diplomat_return(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        dip, target, got, give = w["seat"], w["target"], w["got"], a["item"]
        _move(s, target, dip, got)
        _move(s, dip, target, give)
        _priv(s, ev, [target], "received", T.PV_RECEIVED(player=_name(s, dip), item=_item(give)), item=give)
        s.wait = None
        s.queue = [("resume",)]
        if s.cfg.opts["diplomat_trade_effects"]:
            # The Diplomat is the active player: their effect always comes first (R13).
            _queue_trade_effects(s, (dip, give), (target, got), D.BROKEN_MIRROR in (give, got), keep_order=True)

    # fights
    def _do_attack(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        s.acted = True
        s.wait = None
        _start_fight(s, seat, a["target"], ev)

    def _do_priest(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = _fight(s)
        _use_profession(s, seat, D.PRIEST)
        f["priest"] = seat
        _pub(ev, "priest", T.EV_PRIEST(player=_name(s, seat)), seat=seat)
        attacker = f["attacker"]
        if len(s.hands[attacker]) >= 2:
            s.wait = {"kind": "priest_pay", "seat": attacker, "priest": seat}
        else:
            s.wait = None
            s.queue = [("end_turn",)]

    def _do_priest_pay(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        attacker, priest = w["seat"], w["priest"]
        item = a.get("item", UNKNOWN)
        _move(s, attacker, priest, item)
        _pub(ev, "gave", T.EV_GAVE(player=_name(s, attacker), to=_name(s, priest)), seat=attacker, to=priest)
        if s.cfg.app:
            _priv(s, ev, [priest], "received", T.PV_RECEIVED(player=_name(s, attacker), item=_item(item)), item=item)
        s.wait = None
        s.queue = [("overflow", priest), ("end_turn",)]

    def _do_no_priest(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        if a.player is not None:
            f["answered"].append(a.player)
            if len(f["answered"]) < s.cfg.n - 1:
                return
        f["stage"] = "declare"
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_support(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = _fight(s)
        f["decl"][str(seat)] = a["side"]
        f["last"] = seat
        f["hyp_window"] = s.cfg.opts["hypnotist_timing"] == "at_declaration"
        _pub(ev, "support", T.EV_SUPPORT(player=_name(s, seat), side=D.SIDE_NAMES[a["side"]]), seat=seat, side=a["side"])
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_hypnotize(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = _fight(s)
        target = a["target"]
        f["hyp"] = target
        f["hyp_window"] = False
        _use_profession(s, seat, D.HYPNOTIST)
        _pub(ev, "hypnotised", T.EV_HYPNOTISED(player=_name(s, seat), target=_name(s, target)), seat=seat, target=target)
        if s.wait and s.wait["kind"] == "modifier":
            return
        # During declarations the pending declaration stays open.

    def _f4_entry(self, s: State) -> dict[str, Any]:
        f = _fight(s)
        f["hyp_window"] = False
        return f

    def _do_use(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = self._f4_entry(s)
        card = a["card"]
        f["used"].append([seat, card])
        if card in D.PROFESSIONS:
            _use_profession(s, seat, card)
        if card == D.DUELIST:
            f["duel"] = True
        if card == D.POISON_RING:
            f["ring"] = seat
        f["totals"] = list(_totals(s))
        _pub(ev, "used", T.EV_USED(player=_name(s, seat), card=self._card_label(card), attack=f["totals"][0], defence=f["totals"][1]),
             seat=seat, card=card, totals=f["totals"])
        if card == D.DUELIST:
            _pub(ev, "duel", T.EV_DUEL(player=_name(s, seat)))
        self._after_modifier(s, used=True, events=ev)

    def _after_modifier(self, s: State, used: bool, events: list[Event]) -> None:
        f = _fight(s)
        if f["mixer"] is not None:
            self._close_modifiers(s)
            return
        if s.cfg.app:
            f["passes"] = 0 if used else f["passes"] + 1
            if f["passes"] < s.cfg.n:
                f["prio"] = _nxt(s, f["prio"])
            elif f["late"] or not _late_power_possible(s):
                self._close_modifiers(s)
            else:
                # Everyone has passed: the last word, from the attacker clockwise, for the powers that "may be used
                # after all other players" (§10, E5). A late use restarts the count; n passes in a row end it.
                f["late"] = True
                f["passes"] = 0
                f["prio"] = f["attacker"]
                events.append(Event("last_word", PUBLIC, T.EV_LAST_WORD(), {}))

    def _close_modifiers(self, s: State) -> None:
        f = _fight(s)
        f["stage"] = "count"
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_pass_priority(self, s: State, a: Action, ev: list[Event]) -> None:
        self._f4_entry(s)
        self._after_modifier(s, used=False, events=ev)

    def _do_end_modifiers(self, s: State, a: Action, ev: list[Event]) -> None:
        self._f4_entry(s)
        self._close_modifiers(s)

    def _do_poison_mixer(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = self._f4_entry(s)
        winner = f["attacker"] if a["winner"] == "attacker" else f["defender"]
        f["mixer"] = winner
        f["used"].append([seat, D.POISON_MIXER])
        _use_profession(s, seat, D.POISON_MIXER)
        _pub(ev, "poison_mixer", T.EV_MIXER(player=_name(s, seat), winner=_name(s, winner)), seat=seat, winner=winner)
        self._close_modifiers(s)

    def _do_poison_ring(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = _fight(s)
        f["ring"] = seat
        f["used"].append([seat, D.POISON_RING])
        _pub(ev, "used", T.EV_USED(player=_name(s, seat), card=_item(D.POISON_RING), attack=f["totals"][0], defence=f["totals"][1]),
             seat=seat, card=D.POISON_RING, totals=f["totals"])
        self._ring_done(s, None)

    def _ring_done(self, s: State, seat: int | None) -> None:
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_no_poison_ring(self, s: State, a: Action, ev: list[Event]) -> None:
        w = s.wait
        assert w is not None
        if a.player is not None:
            pending = [p for p in w["pending"] if p != a.player]
            s.wait = {**w, "pending": pending}
            if pending:
                return
        self._ring_done(s, None)

    def _do_spoils(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        option = a["option"]
        winner = f["winner"]
        s.wait = None
        _pub(ev, "spoils", {"look": T.EV_SPOILS_LOOK, "take": T.EV_SPOILS_TAKE, "none": T.EV_SPOILS_NONE}[option](
            player=_name(s, winner)), option=option)
        if option == "none":
            f["stage"] = "end"
            s.queue.insert(0, ("fight",))
            return
        f["spoils"] = option
        if f["stage"] == "spoils" and s.cfg.opts["doctor_timing"] == "after_choice":
            f["stage"] = "perform"
            _open_doctor(s)
            return
        f["stage"] = "perform"
        s.queue.insert(0, ("fight",))

    def _do_tie_draw(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        s.wait = None
        if not a["draw"]:
            f["stage"] = "end"
            s.queue.insert(0, ("fight",))
            return
        f["spoils"] = "draw"
        _pub(ev, "tie_draw", T.EV_TIE_DRAW(player=_name(s, f["attacker"])))
        f["stage"] = "perform"
        if s.cfg.opts["doctor_cancels_tie_draw"]:
            _open_doctor(s)
        else:
            s.queue.insert(0, ("fight",))

    def _do_doctor(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        f = _fight(s)
        _use_profession(s, seat, D.DOCTOR)
        _pub(ev, "doctor", T.EV_DOCTOR(player=_name(s, seat)), seat=seat)
        f["stage"] = "end"
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_no_doctor(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        if a.player is not None:
            f["answered"].append(a.player)
            if _doctor_pending(s):
                return
        s.wait = None
        s.queue.insert(0, ("fight",))

    def _do_take(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        winner, loser, item = f["winner"], f["loser"], a["item"]
        hand = s.hands[loser]
        _priv(s, ev, [winner], "saw_items", T.PV_SAW_ITEMS(player=_name(s, loser), items=_items_text(hand)),
              seat=loser, items=sorted(hand))
        _move(s, loser, winner, item)
        _pub(ev, "took", T.EV_TOOK(winner=_name(s, winner), loser=_name(s, loser)), winner=winner, loser=loser)
        # Only the winner is told: the loser sees their hand the next time they have the laptop (no pass for it).
        _priv(s, ev, [winner], "taken", T.PV_TAKEN(winner=_name(s, winner), loser=_name(s, loser), item=_item(item)), item=item)
        if not s.hands[loser]:
            s.wait = {"kind": "give_back", "seat": winner, "taken": item}
            return
        s.wait = None
        f["stage"] = "end"
        s.queue[0:0] = [("overflow", winner), ("fight",)]

    def _do_give_back(self, s: State, a: Action, ev: list[Event]) -> None:
        f = _fight(s)
        winner, loser, item = f["winner"], f["loser"], a["item"]
        _move(s, winner, loser, item)
        _pub(ev, "gave_back", T.EV_GAVE_BACK(winner=_name(s, winner), loser=_name(s, loser)))
        _priv(s, ev, [winner], "given_back", T.PV_GIVEN_BACK(winner=_name(s, winner), item=_item(item)), item=item)
        s.wait = None
        f["stage"] = "end"
        s.queue[0:0] = [("overflow", winner), ("fight",)]

    # declarations
    def _do_declare(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        partners = sorted(a["partners"])
        s.acted = True
        s.wait = None
        if s.cfg.app:
            _declare_app(s, seat, partners, ev)
            return
        _pub(ev, "declare", T.EV_DECLARE(player=_name(s, seat), partners=_seat_list(s, partners)), seat=seat, partners=partners)
        _physical_decl_start(s, "declare", seat, partners)
        _decl_next(s, ev)

    def _do_loge(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        s.acted = True
        s.wait = None
        if s.cfg.app:
            _loge_app(s, seat, ev)
            return
        _pub(ev, "loge", T.EV_LOGE(player=_name(s, seat)), seat=seat)
        _physical_decl_start(s, "loge", seat, [])
        _decl_next(s, ev)

    def _do_fortune(self, s: State, a: Action, ev: list[Event]) -> None:
        seat = a.player
        assert seat is not None
        named = sorted(a["named"])
        s.acted = True
        s.wait = None
        if s.cfg.app:
            _fortune_app(s, seat, named, ev)
            return
        _pub(ev, "fortune", T.EV_FORTUNE(player=_name(s, seat), named=_seat_list(s, named)), seat=seat, named=named)
        _physical_decl_start(s, "fortune", seat, named)
        _decl_next(s, ev)

    def _do_reveal_hand(self, s: State, a: Action, ev: list[Event]) -> None:
        d = s.decl
        assert d is not None
        seat = a["seat"]
        if "society" in a.params:
            _set(s, "societies", {seat: a["society"]})
            _set(s, "revealed", {seat: True})
        d["counts"][str(seat)] = a["items"]
        d["todo"].pop(0)
        if "society" in a.params:
            _pub(ev, "revealed_count", T.EV_REVEALED_COUNT(player=_name(s, seat), society=D.SOCIETY_NAMES[a["society"]],
                                                           count=a["items"]), seat=seat, society=a["society"], count=a["items"])
        else:
            _pub(ev, "revealed_count", T.EV_REVEALED_LOGE(player=_name(s, seat), count=a["items"]), seat=seat, count=a["items"])
        s.wait = None
        _decl_next(s, ev)

    def _do_reveal_society(self, s: State, a: Action, ev: list[Event]) -> None:
        d = s.decl
        assert d is not None
        seat = a["seat"]
        _set(s, "societies", {seat: a["society"]})
        _set(s, "revealed", {seat: True})
        d["todo"].pop(0)
        _pub(ev, "revealed_society", T.EV_REVEALED_SOCIETY(player=_name(s, seat), society=D.SOCIETY_NAMES[a["society"]]),
             seat=seat, society=a["society"])
        s.wait = None
        _decl_next(s, ev)

    def _do_reveal_hidden(self, s: State, a: Action, ev: list[Event]) -> None:
        d = s.decl
        assert d is not None
        s.hidden = a["society"]
        d["todo"].pop(0)
        _pub(ev, "revealed_hidden", T.EV_REVEALED_HIDDEN(society=D.SOCIETY_NAMES[a["society"]]), society=a["society"])
        s.wait = None
        _decl_next(s, ev)

    def _do_withdraw(self, s: State, a: Action, ev: list[Event]) -> None:
        d = s.decl
        assert d is not None
        s.revealed, s.societies = tuple(d["saved"][0]), tuple(d["saved"][1])
        s.decl = None
        s.acted = False
        s.phase = "turn"
        _pub(ev, "withdrawn", T.EV_WITHDRAWN(player=_name(s, d["seat"])))
        s.wait = {"kind": "action", "seat": d["seat"]}

    # -- views ------------------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        return state.result

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        s = state
        cfg = s.cfg
        over = s.result is not None
        w = s.wait or {}
        out: dict[str, Any] = {
            "phase": s.phase,
            "mode": cfg.opts["mode"],
            "players": list(cfg.names),
            "turn": s.turn if s.phase not in ("setup", "deal", "first_player") else None,
            "turns": s.turns,
            "draw_pile": len(s.pile),
            "profession_stack": len(s.stack),
            "hand_limit": cfg.limit,
            "bags_converted": s.converted,
            "drink_of_power": cfg.odd,
            "waiting": self._waiting(s),
        }
        seats = []
        f = s.fight
        for p in range(cfg.n):
            seat: dict[str, Any] = {
                "seat": p, "name": cfg.names[p], "items": len(s.hands[p]), "drink": cfg.odd,
                "profession": s.pub_prof[p] if s.face_up[p] or over else None,
                "profession_used": s.face_up[p],
                "known_profession": s.pub_prof[p],
                "active": p == s.turn and s.phase not in ("setup", "deal", "first_player", "over"),
                "side": None, "hypnotised": False,
                "society": s.societies[p] if (s.revealed[p] and s.societies[p] != UNKNOWN) else None,
            }
            if f is not None:
                seat["side"] = "attacker" if p == f["attacker"] else "defender" if p == f["defender"] else f["decl"].get(str(p))
                seat["hypnotised"] = p == f["hyp"]
            seats.append(seat)
        out["seats"] = seats
        if f is not None and s.phase == "fight":
            out["fight"] = self._fight_view(s)
        if s.phase == "setup":
            out["setup_instructions"] = [m.to_json() for m in self.setup_instructions(cfg.setup)]
        choices = self.choices(s)
        board_line = self._board_line(s)
        if board_line is not None:
            out["instruction"] = board_line.to_json()
        elif choices and choices[0].prompt is not None:
            out["instruction"] = choices[0].prompt.to_json()
        if s.decl is not None and not cfg.app:
            out["declaration"] = {"kind": s.decl["kind"], "seat": s.decl["seat"], "partners": s.decl["partners"],
                                  "counts": dict(s.decl["counts"]), "side": s.decl.get("side")}
        if over:
            res = s.result
            assert res is not None
            out["result"] = res.to_json()
            out["societies"] = list(s.societies)
            out["hidden_society"] = s.hidden
            if cfg.app:
                out["hands"] = [sorted(h) for h in s.hands]
                out["professions"] = list(s.profs)
        if viewer == MODERATOR:
            out["moderator"] = self._moderator(s)
        elif isinstance(viewer, int) and 0 <= viewer < cfg.n:
            out["you"] = self._player(s, viewer)
        del w
        return out

    def _board_line(self, s: State) -> Msg | None:
        """The board's line for a step whose prompt says "you" to its player: the same step in the third person."""
        w = s.wait
        if w is None or s.result is not None:
            return None
        kind = w["kind"]
        if kind == "sextant_pass":
            return T.B_SEXTANT_PASS()
        texts = {"diplomat_return": T.B_RETURN, "effect_choice": T.B_EFFECT_CHOICE, "coat": T.B_COAT,
                 "priest_pay": T.B_PRIEST_PAY, "take": T.B_TAKE, "give_back": T.B_GIVE_BACK}
        if kind == "reply":
            return T.B_REPLY(player=_name(s, w["seat"]), offerer=_name(s, w["offerer"]))
        text = texts.get(kind)
        return text(player=_name(s, w["seat"])) if text is not None else None

    def _waiting(self, s: State) -> dict[str, Any] | None:
        """Who the table waits for (public: every prompt of a reaction window goes to everyone eligible by seat)."""
        if s.wait is None:
            return None
        kind = s.wait["kind"]
        players = sorted({c.player for c in self.choices(s) if c.player is not None})
        if kind in ("priest", "doctor", "ring"):
            if s.cfg.app:
                f = _fight(s)
                if kind == "priest":
                    players = [p for p in _others(s, f["attacker"]) if p not in f["answered"]]
                elif kind == "doctor":
                    players = _doctor_pending(s)
                else:
                    players = list(s.wait["pending"])
            else:
                players = []
        if kind == "support" or kind == "modifier":
            players = [s.wait["seat"]] if kind == "support" else ([_fight(s)["prio"]] if s.cfg.app else [])
        if kind == "sextant_pass":
            players = [p for p in range(s.cfg.n) if str(p) not in s.wait["picks"]]
        return {"kind": kind, "players": players}

    def _fight_view(self, s: State) -> dict[str, Any]:
        f = _fight(s)
        att, dfn = _totals(s)
        supporters: dict[str, list[int]] = {D.SWORD: [], D.SHIELD: [], D.NEUTRAL: []}
        for key, side in f["decl"].items():
            if int(key) != f["hyp"]:
                supporters[side].append(int(key))
        if f["duel"]:
            supporters = {D.SWORD: [], D.SHIELD: [], D.NEUTRAL: sorted(int(k) for k in f["decl"])}
        return {
            "attacker": f["attacker"], "defender": f["defender"], "stage": f["stage"], "order": list(f["order"]),
            "declarations": {k: v for k, v in f["decl"].items()}, "hypnotised": f["hyp"], "duel": f["duel"],
            "supporters": supporters, "used": [{"seat": p, "card": c} for p, c in f["used"]],
            "poison_mixer": f["mixer"], "poison_ring": f["ring"], "totals": {"sword": att, "shield": dfn},
            "priority": f["prio"] if s.cfg.app and f["stage"] == "modifiers" else None, "last_word": f["late"],
            "outcome": f["outcome"], "winner": f["winner"], "spoils": f["spoils"], "priest": f["priest"],
        }

    def _player(self, s: State, seat: int) -> dict[str, Any]:
        cfg = s.cfg
        me: dict[str, Any] = {"seat": seat, "name": cfg.names[seat], "drink": cfg.odd}
        if cfg.app and s.phase != "deal":
            me.update({"society": s.societies[seat], "profession": s.profs[seat], "profession_used": s.face_up[seat],
                       "items": sorted(s.hands[seat])})
        me["known"] = [{**note, "msg": note["msg"].to_json()} for p, note in s.notes if p == seat]
        return me

    def _moderator(self, s: State) -> dict[str, Any]:
        return {"hands": [list(h) for h in s.hands], "pile": list(s.pile), "stack": list(s.stack), "professions": list(s.profs),
                "face_up": list(s.face_up), "societies": list(s.societies), "hidden": s.hidden, "wait": _copy(s.wait),
                "queue": [list(t) for t in s.queue], "fight": _copy(s.fight)}

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
        s = state
        if s.result is not None or not s.cfg.app or s.phase == "deal":
            return {}
        shown: dict[int, set[str]] = {}
        if s.fight is not None:
            for p, card in s.fight["used"]:
                shown.setdefault(p, set()).add(card)
        out: dict[int, list[str]] = {}
        for p in range(s.cfg.n):
            items: list[str] = []
            if not s.revealed[p]:
                soc = s.societies[p]
                items += [soc, str(D.SOCIETY_NAMES[soc])]
            prof = s.profs[p]
            if s.pub_prof[p] != prof:
                items += [prof, str(D.PROFESSION_NAMES[prof])]
            for card in sorted(set(s.hands[p]) - shown.get(p, set())):
                items += [card, str(D.ITEM_NAMES[card])]
            out[p] = items
        return out


# --- the deal ------------------------------------------------------------------------------------------------

def random_deal(cfg: Config, rng: random.Random) -> dict[str, Any]:
    """A deal following §2.1 exactly: professions, societies (and the hidden card), the starting items and the pile."""
    n = cfg.n
    opts = cfg.opts
    profs = list(D.PROFESSION_IDS)
    rng.shuffle(profs)
    half = D.society_cards(n) if cfg.odd else n // 2
    socs = [D.ORDER] * half + [D.BROTHERHOOD] * half
    rng.shuffle(socs)
    hidden = socs[n] if cfg.odd else None
    pool = list(cfg.in_play)
    for bag in D.BAGS:
        pool.remove(bag)
    sealed = [i for i in pool if i in D.SEALED]
    rng.shuffle(sealed)
    k = D.starting_sealed(n, opts["three_player_start"])
    start = sealed[:k] + list(D.BAGS)
    rng.shuffle(start)
    for card in sealed[:k]:
        pool.remove(card)
    rng.shuffle(pool)
    each = D.starting_items_each(n, opts["three_player_start"])
    hands = [start[i * each:(i + 1) * each] for i in range(n)]
    pile = pool
    return {"professions": profs[:n], "stack": sorted(profs[n:]), "societies": socs[:n], "hidden": hidden,
            "hands": hands, "pile": pile}


STATED_KEYS = ("face_up", "used")  # professions lying face up from the start (a deal, or a physical stated position)
DEAL_KEYS = frozenset({"professions", "stack", "societies", "hidden", "hands", "pile", *STATED_KEYS})
POSITION_KEYS = frozenset({"items", *STATED_KEYS})  # the parameters of a physical-mode ``setup_done``, all optional


def stated_problem(cfg: Config, p: Mapping[str, Any], dealt: Sequence[Any] | None) -> str | None:
    """The first of the keys ``face_up`` / ``used`` (both optional) stating what the rules do not allow, or None.

    Each is a list with one entry per seat: null, or the profession lying face up at that seat from the start.
    ``face_up`` names reusable professions (face up, still usable), ``used`` one-shot professions (face up and spent):
    a one-shot profession never lies face up unused, and a reusable one is never spent. A seat is named at most once.
    In app mode (``dealt``: the deal's professions) it must be the profession dealt to that seat; in physical mode
    no profession may be named at two seats.
    """
    seen: dict[int, str] = {}
    for key in STATED_KEYS:
        if key not in p:
            continue
        entries = p[key]
        if not isinstance(entries, list) or len(entries) != cfg.n:
            return key
        for seat, prof in enumerate(entries):
            if prof is None:
                continue
            if not isinstance(prof, str) or prof not in D.PROFESSIONS or D.PROFESSIONS[prof] != (key == "face_up"):
                return key
            if seat in seen or prof in seen.values() or (dealt is not None and dealt[seat] != prof):
                return key
            seen[seat] = prof
    return None


def position_problem(cfg: Config, p: Mapping[str, Any]) -> str | None:
    """The first parameter of a physical-mode ``setup_done`` stating an impossible position, or None.

    ``items``: the number of items in each hand (the draw pile holds the rest of the items in play): the starting
    count at every seat, or with the option ``scenario_start`` 1 to the hand limit each, at most every item in play
    together. ``face_up`` / ``used``: as in a deal (:func:`stated_problem`).
    """
    for key in p:
        if key not in POSITION_KEYS:
            return key
    counts = p.get("items")
    if counts is not None:
        if not isinstance(counts, list) or len(counts) != cfg.n or not all(type(c) is int for c in counts):
            return "items"
        if cfg.opts["scenario_start"]:
            if not all(1 <= c <= cfg.limit for c in counts) or sum(counts) > len(cfg.in_play):
                return "items"
        elif any(c != D.starting_items_each(cfg.n, cfg.opts["three_player_start"]) for c in counts):
            return "items"
    return stated_problem(cfg, p, None)


def _stated_professions(s: State, p: Mapping[str, Any], events: list[Event]) -> None:
    """Turn face up the professions a deal or a stated position names (already checked), in seat order."""
    stated = sorted((seat, prof, key == "used") for key in STATED_KEYS for seat, prof in enumerate(p.get(key) or ()) if prof)
    for seat, prof, used in stated:
        _set(s, "face_up", {seat: True})
        _set(s, "pub_prof", {seat: prof})
        if not s.cfg.app:
            _set(s, "profs", {seat: prof})
        text = T.EV_FACE_UP_USED if used else T.EV_FACE_UP
        _pub(events, "profession_face_up", text(player=_name(s, seat), profession=_prof(prof)), seat=seat, profession=prof, used=used)


def deal_is_valid(cfg: Config, p: Mapping[str, Any]) -> bool:
    """Whether a fixed ``deal`` (from a record) is one the setup procedure of §2.1 can produce.

    Professions: one per seat, the rest in the stack. Societies: n/2 of each at even counts, (n+1)/2 of each with the
    hidden card at odd counts. Items: each seat holds the starting count (2 at 3 players under ``two_each``, else 1);
    together the starting items are both Secret Bags and k sealed items; the draw pile holds every other item in play.
    With the option ``scenario_start`` (a record that starts from a worked example's stated hands) the items may be
    placed anywhere, as long as every card in play is there once and each hand holds 1 to limit items.
    """
    n = cfg.n
    try:
        profs, stack, socs, hands, pile = p["professions"], p["stack"], p["societies"], p["hands"], p["pile"]
        hidden = p.get("hidden")
        if not all(isinstance(x, list) for x in (profs, stack, socs, hands, pile)):
            return False
        if len(profs) != n or sorted(map(str, [*profs, *stack])) != sorted(D.PROFESSION_IDS):
            return False
        if len(socs) != n or (hidden is not None) != cfg.odd:
            return False
        all_socs = [*socs, *([hidden] if cfg.odd else [])]
        half = D.society_cards(n) if cfg.odd else n // 2
        if all_socs.count(D.ORDER) != half or all_socs.count(D.BROTHERHOOD) != half:
            return False
        if len(hands) != n or not all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
            return False
        if not all(isinstance(c, str) for c in pile):
            return False
        if sorted([*(c for h in hands for c in h), *pile]) != sorted(cfg.in_play):
            return False
        if cfg.opts["scenario_start"]:
            return all(1 <= len(h) <= cfg.limit for h in hands)
        each = D.starting_items_each(n, cfg.opts["three_player_start"])
        start = [c for h in hands for c in h]
        if any(len(h) != each for h in hands) or any(start.count(bag) != 1 for bag in D.BAGS):
            return False
        return all(c in D.SEALED for c in start)  # the count k = each * n - 2 follows
    except (KeyError, TypeError):
        return False


GAME_CLASS = CastleOfTheDevil


# the handler of each action type, looked up once
_HANDLERS: dict[str, Any] = {kind: getattr(CastleOfTheDevil, "_do_" + kind) for kind in ACTION_TYPES}
