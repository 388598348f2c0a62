"""Avalon rules data: every table of shared/rules/avalon.md in one place.

Sides per count, quest sizes, fail thresholds, the Trapper's extra member, the Plot Card deck and draws,
the timers, the recommended role sets and the reveal-script lines. A corrected number is a one-line change
here. Section numbers refer to the reference (shared/rules/avalon.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.i18n import QT_TRANSLATE_NOOP, Text

MIN_PLAYERS = 5
MAX_PLAYERS = 10

GOOD = "good"
EVIL = "evil"
SUCCESS = "success"
FAIL = "fail"
CARDS = (SUCCESS, FAIL)
APPROVE = "approve"
REJECT = "reject"

SIDE_NAMES: dict[str, Text] = {
    GOOD: QT_TRANSLATE_NOOP("avalon", "Good"),
    EVIL: QT_TRANSLATE_NOOP("avalon", "Evil"),
}
CARD_NAMES: dict[str, Text] = {
    SUCCESS: QT_TRANSLATE_NOOP("avalon", "Success"),
    FAIL: QT_TRANSLATE_NOOP("avalon", "Fail"),
}
VOTE_NAMES: dict[str, Text] = {
    APPROVE: QT_TRANSLATE_NOOP("avalon", "Approve"),
    REJECT: QT_TRANSLATE_NOOP("avalon", "Reject"),
}

# -- §2.1 sides by player count ---------------------------------------------------------------------------
SIDES: dict[int, tuple[int, int]] = {5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)}  # (Good, Evil)

# -- §3.1 quest sizes and fail thresholds --------------------------------------------------------------------
QUEST_SIZE: dict[int, tuple[int, int, int, int, int]] = {
    5: (2, 3, 2, 3, 3),
    6: (2, 3, 4, 3, 4),
    7: (2, 3, 3, 4, 4),
    8: (3, 4, 4, 5, 5),
    9: (3, 4, 4, 5, 5),
    10: (3, 4, 4, 5, 5),
}
FAILS_NEEDED: dict[int, tuple[int, int, int, int, int]] = {
    5: (1, 1, 1, 1, 1),
    6: (1, 1, 1, 1, 1),
    7: (1, 1, 1, 2, 1),
    8: (1, 1, 1, 2, 1),
    9: (1, 1, 1, 2, 1),
    10: (1, 1, 1, 2, 1),
}
QUESTS = 5
WINS_NEEDED = 3  # three successes (then the assassination) or three fails
MAX_REJECTIONS = 5  # the fifth rejected team of a round: Evil wins

# -- §4 / §9 the Trapper -------------------------------------------------------------------------------------
TRAPPER_EXTRA = 1
TRAPPER_PLAYERS = range(8, 11)

# -- §7 Lady of the Lake ----------------------------------------------------------------------------------------
LADY_ROUNDS = (3, 4, 5)  # used at the start of these rounds, i.e. after quests 2, 3 and 4
LADY_RECOMMENDED_MIN = 7

# -- §5.2 Revealer ---------------------------------------------------------------------------------------------
REVEALER_AFTER_FAILS = 2

# -- §2.2 roles ---------------------------------------------------------------------------------------------------
MERLIN = "merlin"
PERCIVAL = "percival"
LOYAL_SERVANT = "loyal_servant"
CLERIC = "cleric"
TROUBLEMAKER = "troublemaker"
ASSASSIN = "assassin"
MORGANA = "morgana"
MORDRED = "mordred"
OBERON = "oberon"
MINION = "minion"
WITCH = "witch"
TRICKSTER = "trickster"
LUNATIC = "lunatic"
BRUTE = "brute"
REVEALER = "revealer"


@dataclass(frozen=True)
class RoleInfo:
    id: str
    side: str
    name: Text
    summary: Text  # one line for the setup wizard: side, what the role knows and does (§2.2, §5)
    unique: bool = True
    required: bool = False


ROLES: dict[str, RoleInfo] = {r.id: r for r in (
    RoleInfo(MERLIN, GOOD, QT_TRANSLATE_NOOP("avalon", "Merlin"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Good, in every game; sees the agents of Evil except Mordred; the Assassin wins by naming Merlin."),
             required=True),
    RoleInfo(PERCIVAL, GOOD, QT_TRANSLATE_NOOP("avalon", "Percival"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Good; sees Merlin and Morgana without knowing which is which (Merlin alone without Morgana).")),
    RoleInfo(LOYAL_SERVANT, GOOD, QT_TRANSLATE_NOOP("avalon", "Loyal Servant of Arthur"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Good; knows nothing at the reveal; always plays Success."), unique=False),
    RoleInfo(CLERIC, GOOD, QT_TRANSLATE_NOOP("avalon", "Cleric"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Good; learns the loyalty the first leader shows.")),
    RoleInfo(TROUBLEMAKER, GOOD, QT_TRANSLATE_NOOP("avalon", "Troublemaker"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Good; always plays Success, but must appear Evil to every loyalty check.")),
    RoleInfo(ASSASSIN, EVIL, QT_TRANSLATE_NOOP("avalon", "Assassin"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil, in every game; knows their fellow agents of Evil; after Good's third success, names Merlin to win."),
             required=True),
    RoleInfo(MORGANA, EVIL, QT_TRANSLATE_NOOP("avalon", "Morgana"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; appears to Percival as Merlin does.")),
    RoleInfo(MORDRED, EVIL, QT_TRANSLATE_NOOP("avalon", "Mordred"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; hidden from Merlin.")),
    RoleInfo(OBERON, EVIL, QT_TRANSLATE_NOOP("avalon", "Oberon"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; does not know the other agents of Evil, nor do they know Oberon; Merlin sees Oberon.")),
    RoleInfo(MINION, EVIL, QT_TRANSLATE_NOOP("avalon", "Minion of Mordred"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil (not Oberon); may play Fail."), unique=False),
    RoleInfo(WITCH, EVIL, QT_TRANSLATE_NOOP("avalon", "Witch"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; once per game may hide a quest's result, which gives a random "
                               "player a loyalty check.")),
    RoleInfo(TRICKSTER, EVIL, QT_TRANSLATE_NOOP("avalon", "Trickster"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; may show either loyalty to each loyalty check.")),
    RoleInfo(LUNATIC, EVIL, QT_TRANSLATE_NOOP("avalon", "Lunatic"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; must play Fail on every quest.")),
    RoleInfo(BRUTE, EVIL, QT_TRANSLATE_NOOP("avalon", "Brute"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; may play Fail only on quests 1 to 3.")),
    RoleInfo(REVEALER, EVIL, QT_TRANSLATE_NOOP("avalon", "Revealer"), QT_TRANSLATE_NOOP(
        "avalon.role_summary", "Evil; knows their fellow agents of Evil; is revealed to everyone after the second failed quest.")),
)}
GOOD_ROLES = frozenset(r for r, i in ROLES.items() if i.side == GOOD)
EVIL_ROLES = frozenset(r for r, i in ROLES.items() if i.side == EVIL)

# §5.4: who opens their eyes with the Minions of Mordred, and whom Merlin sees.
EVIL_SEEN_BY_EVIL = EVIL_ROLES - {OBERON}
EVIL_SEEN_BY_MERLIN = EVIL_ROLES - {MORDRED}
EVIL_WITH_KNOWLEDGE = EVIL_ROLES - {OBERON}

BRUTE_LAST_FAIL_QUEST = 3  # §3.4: the Brute may play Fail on quests 1 to 3 only


# §3.4 quest cards each role may play, by quest number (1..5).
def allowed_cards(role: str, quest: int) -> tuple[str, ...]:
    if role in GOOD_ROLES:
        return (SUCCESS,)
    if role == LUNATIC:
        return (FAIL,)
    if role == BRUTE and quest >= BRUTE_LAST_FAIL_QUEST + 1:
        return (SUCCESS,)
    return CARDS

# Recommended role sets (the publisher's suggestions; §2.2: the host picks the special roles).
RECOMMENDED: dict[int, tuple[str, ...]] = {
    5: (MERLIN, PERCIVAL, LOYAL_SERVANT, ASSASSIN, MORGANA),
    6: (MERLIN, PERCIVAL, LOYAL_SERVANT, LOYAL_SERVANT, ASSASSIN, MORGANA),
    7: (MERLIN, PERCIVAL, LOYAL_SERVANT, LOYAL_SERVANT, ASSASSIN, MORGANA, OBERON),
    8: (MERLIN, PERCIVAL, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, ASSASSIN, MORGANA, MINION),
    9: (MERLIN, PERCIVAL, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, ASSASSIN, MORGANA, MORDRED),
    10: (MERLIN, PERCIVAL, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, ASSASSIN, MORGANA, MORDRED, OBERON),
}


def fill_roles(special: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The special roles plus Loyal Servants and Minions up to the sides for ``players`` (§2.2)."""
    good, evil = SIDES[players]
    g = sum(1 for r in special if r in GOOD_ROLES)
    e = sum(1 for r in special if r in EVIL_ROLES)
    return tuple(special) + (LOYAL_SERVANT,) * max(0, good - g) + (MINION,) * max(0, evil - e)


# -- §10 Plot Cards ------------------------------------------------------------------------------------------------
LEAD_TO_VICTORY = "lead_to_victory"
AMBUSH = "ambush"
KING_RETURNS = "king_returns"
RESTORE_HONOR = "restore_honor"
CHARGE = "charge"
TRUE_NATURE = "true_nature"
ARE_YOU_THE_ONE = "are_you_the_one"
WE_FOUND_YOU = "we_found_you"
SHOW_STRENGTH = "show_strength"

KEPT, INSTANT, PERMANENT = "kept", "instant", "permanent"


@dataclass(frozen=True)
class PlotCard:
    id: str
    name: Text
    kind: str
    small: int  # copies at 5-6 players
    large: int  # copies at 7-10 players


PLOT_CARDS: dict[str, PlotCard] = {c.id: c for c in (
    PlotCard(LEAD_TO_VICTORY, QT_TRANSLATE_NOOP("avalon", "Lead to Victory"), KEPT, 2, 2),
    PlotCard(AMBUSH, QT_TRANSLATE_NOOP("avalon", "Ambush"), KEPT, 2, 2),
    PlotCard(KING_RETURNS, QT_TRANSLATE_NOOP("avalon", "The King Returns"), KEPT, 1, 3),
    PlotCard(RESTORE_HONOR, QT_TRANSLATE_NOOP("avalon", "Restore Your Honor"), INSTANT, 1, 1),
    PlotCard(CHARGE, QT_TRANSLATE_NOOP("avalon", "Charge!"), PERMANENT, 1, 2),
    PlotCard(TRUE_NATURE, QT_TRANSLATE_NOOP("avalon", "Show Your True Nature"), INSTANT, 0, 1),
    PlotCard(ARE_YOU_THE_ONE, QT_TRANSLATE_NOOP("avalon", "Are You the One?"), INSTANT, 0, 2),
    PlotCard(WE_FOUND_YOU, QT_TRANSLATE_NOOP("avalon", "We Found You"), KEPT, 0, 1),
    PlotCard(SHOW_STRENGTH, QT_TRANSLATE_NOOP("avalon", "Show Your Strength"), INSTANT, 0, 1),
)}
PLOT_LARGE_FROM = 7
PLOT_DRAW: dict[int, int] = {5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3}


@lru_cache(maxsize=32)
def plot_deck(players: int) -> tuple[str, ...]:
    """Card instance ids (``ambush_1``, ``ambush_2``...) of the deck for ``players``, before the shuffle."""
    out: list[str] = []
    for card in PLOT_CARDS.values():
        copies = card.large if players >= PLOT_LARGE_FROM else card.small
        out.extend(f"{card.id}_{k}" for k in range(1, copies + 1))
    return tuple(out)


@lru_cache(maxsize=256)
def plot_kind(instance: str) -> str:
    """``ambush_2`` -> ``ambush``."""
    return instance.rsplit("_", 1)[0]


# -- §13 timers (seconds) and what a timeout does --------------------------------------------------------------------
@dataclass(frozen=True)
class Timer:
    seconds: int
    on_timeout: str  # a stable id, documented in docs/rules/avalon.md


TIMERS: dict[str, Timer] = {
    "first_proposal": Timer(600, "random_team"),
    "proposal": Timer(120, "random_team"),
    "excalibur_assignment": Timer(20, "random_holder"),
    "vote": Timer(45, "random_votes"),
    "quest": Timer(30, "random_cards"),
    "excalibur": Timer(30, "not_used"),
    "trapper": Timer(30, "random_card"),
    "witch_decision": Timer(20, "do_not_hide"),
    "check": Timer(60, "random_target"),
    "loyalty_answer": Timer(20, "good_if_allowed"),  # the checked player's answer; the Trickster appears Good
    "plot_handout": Timer(20, "random_player"),
    "plot_window": Timer(15, "not_used"),
    "assassination": Timer(300, "random_target"),
}

# -- §6 reveal script -------------------------------------------------------------------------------------------------
# A step lasts, from the start of its speech, a speech allowance fixed per kind of line plus the reference's pause.
# Both are properties of the line (its id), never of its text: the timing is the same in every language and
# whatever the roles (§6.2). The narrator lets a longer speech finish before the next line.
PAUSE_INSTRUCTION = 3.0  # seconds after an instruction
PAUSE_LOOK = 5.0  # seconds after a line that asks someone to look
SHORT, MEDIUM, LONG = "short", "medium", "long"  # kinds of line: "Merlin, close your eyes." ... the Minions' long calls
SPEECH_ALLOWANCE: dict[str, float] = {SHORT: 2.0, MEDIUM: 4.0, LONG: 8.0}


@dataclass(frozen=True)
class Line:
    id: str
    text: Text
    look: bool = False  # someone looks after this line: the longer pause
    role: str | None = None  # the role the line addresses (for the board)
    kind: str = LONG  # its speech allowance (SPEECH_ALLOWANCE)


LINES: dict[str, Line] = {ln.id: ln for ln in (
    # Line(id, text, look, role, kind): see §6.1; kind is the speech allowance (SHORT, MEDIUM or LONG).
    Line("INTRO", QT_TRANSLATE_NOOP(
        "avalon", "Everyone, close your eyes and extend your hand into a fist in front of you."),
         False, None, LONG),
    Line("CLERIC_THUMB_T0", QT_TRANSLATE_NOOP(
        "avalon", "Leader, if you are Evil, extend your thumb so that the Cleric may know of you."),
         False, CLERIC, LONG),
    Line("CLERIC_THUMB_T1", QT_TRANSLATE_NOOP(
        "avalon", "Leader, if you are Evil or the Troublemaker, extend your thumb so that the Cleric may know of you."),
         False, CLERIC, LONG),
    Line("CLERIC_TRICKSTER_CHOOSE", QT_TRANSLATE_NOOP(
        "avalon", "If you are the Trickster, you may choose whether to extend your thumb."),
         False, TRICKSTER, LONG),
    Line("CLERIC_TRICKSTER_GOOD", QT_TRANSLATE_NOOP(
        "avalon", "If you are the Trickster, keep your fist closed."),
         False, TRICKSTER, MEDIUM),
    Line("CLERIC_OPEN", QT_TRANSLATE_NOOP(
        "avalon", "Cleric, open your eyes and look at the Leader's hand."),
         True, CLERIC, MEDIUM),
    Line("CLERIC_CLOSE", QT_TRANSLATE_NOOP(
        "avalon", "Cleric, close your eyes."),
         False, CLERIC, SHORT),
    Line("CLERIC_THUMB_DOWN", QT_TRANSLATE_NOOP(
        "avalon", "Leader, put your thumb down and re-form your hand into a fist."),
         False, CLERIC, MEDIUM),
    Line("EVIL_OPEN", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, open your eyes and look around so that you know all agents of Evil."),
         True, MINION, LONG),
    Line("EVIL_OPEN_NOT_OBERON", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, not Oberon, open your eyes and look around so that you know all agents of Evil."),
         True, MINION, LONG),
    Line("EVIL_CLOSE", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, close your eyes."),
         False, MINION, SHORT),
    Line("ALL_CLOSED", QT_TRANSLATE_NOOP(
        "avalon", "All players should have their eyes closed and hands in a fist in front of them."),
         False, None, LONG),
    Line("THUMBS_FOR_MERLIN", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, extend your thumb so that Merlin will know of you."),
         False, MERLIN, LONG),
    Line("THUMBS_FOR_MERLIN_NOT_MORDRED", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, but not Mordred, extend your thumb so that Merlin will know of you."),
         False, MERLIN, LONG),
    Line("MERLIN_OPEN", QT_TRANSLATE_NOOP(
        "avalon", "Merlin, open your eyes and see the agents of Evil."),
         True, MERLIN, MEDIUM),
    Line("EVIL_THUMBS_DOWN", QT_TRANSLATE_NOOP(
        "avalon", "Minions of Mordred, put your thumbs down and re-form your hand into a fist."),
         False, MERLIN, LONG),
    Line("MERLIN_CLOSE", QT_TRANSLATE_NOOP(
        "avalon", "Merlin, close your eyes."),
         False, MERLIN, SHORT),
    Line("PERCIVAL_THUMB_M", QT_TRANSLATE_NOOP(
        "avalon", "Merlin, extend your thumb so that Percival may know of you."),
         False, PERCIVAL, MEDIUM),
    Line("PERCIVAL_THUMB_MM", QT_TRANSLATE_NOOP(
        "avalon", "Merlin and Morgana, extend your thumb so that Percival may know of you."),
         False, PERCIVAL, LONG),
    Line("PERCIVAL_OPEN_M", QT_TRANSLATE_NOOP(
        "avalon", "Percival, open your eyes so you may know Merlin."),
         True, PERCIVAL, MEDIUM),
    Line("PERCIVAL_OPEN_MM", QT_TRANSLATE_NOOP(
        "avalon", "Percival, open your eyes so you may know Merlin and Morgana."),
         True, PERCIVAL, MEDIUM),
    Line("PERCIVAL_THUMB_DOWN_M", QT_TRANSLATE_NOOP(
        "avalon", "Merlin, put your thumb down and form your hand into a fist."),
         False, PERCIVAL, MEDIUM),
    Line("PERCIVAL_THUMB_DOWN_MM", QT_TRANSLATE_NOOP(
        "avalon", "Merlin and Morgana, put your thumbs down and form your hand into a fist."),
         False, PERCIVAL, LONG),
    Line("PERCIVAL_CLOSE", QT_TRANSLATE_NOOP(
        "avalon", "Percival, close your eyes."),
         False, PERCIVAL, SHORT),
    Line("ALL_OPEN", QT_TRANSLATE_NOOP(
        "avalon", "Everyone, open your eyes."),
         False, None, SHORT),
)}


def line_seconds(line: Line) -> float:
    """How long a script step lasts from the start of its speech: its kind's allowance plus its pause (§6.2)."""
    return SPEECH_ALLOWANCE[line.kind] + (PAUSE_LOOK if line.look else PAUSE_INSTRUCTION)
