"""Every rules table of One Night Ultimate Werewolf + Daybreak in one place.

Roles, teams, card counts, the night order with the official numbers, the narration lines,
artifacts, recommended and named decks, and durations. A corrected value is a one-line change
here; the rules in ``game.py`` read these tables only. Reference: shared/rules/onuw.md.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.i18n import QT_TRANSLATE_NOOP, Text

CTX = "onuw"

# --- roles --------------------------------------------------------------------------------
DOPPELGANGER = "doppelganger"
WEREWOLF = "werewolf"
MINION = "minion"
MASON = "mason"
SEER = "seer"
ROBBER = "robber"
TROUBLEMAKER = "troublemaker"
DRUNK = "drunk"
INSOMNIAC = "insomniac"
VILLAGER = "villager"
HUNTER = "hunter"
TANNER = "tanner"
SENTINEL = "sentinel"
ALPHA_WOLF = "alpha_wolf"
MYSTIC_WOLF = "mystic_wolf"
DREAM_WOLF = "dream_wolf"
APPRENTICE_SEER = "apprentice_seer"
PI = "paranormal_investigator"
WITCH = "witch"
VILLAGE_IDIOT = "village_idiot"
REVEALER = "revealer"
CURATOR = "curator"
BODYGUARD = "bodyguard"
PRINCE = "prince"  # a final role only (Cloak of the Prince); never a card

@dataclass(frozen=True)
class RoleData:
    """A role's translatable name and the one-line summary the setup wizard shows."""

    name: Text
    summary: Text


ROLES: dict[str, RoleData] = {
    DOPPELGANGER: RoleData(QT_TRANSLATE_NOOP("onuw", "Doppelgänger"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Looks at another player's card at night and becomes that role, with its team and night action.")),
    WEREWOLF: RoleData(QT_TRANSLATE_NOOP("onuw", "Werewolf"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Wakes with the other Werewolves; a Werewolf who wakes alone may look at one center card.")),
    MINION: RoleData(QT_TRANSLATE_NOOP("onuw", "Minion"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Sees who the Werewolves are; wins with them if no Werewolf dies, even if the Minion dies.")),
    MASON: RoleData(QT_TRANSLATE_NOOP("onuw", "Mason"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "The two Masons wake up and see each other.")),
    SEER: RoleData(QT_TRANSLATE_NOOP("onuw", "Seer"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May look at another player's card or at two center cards.")),
    ROBBER: RoleData(QT_TRANSLATE_NOOP("onuw", "Robber"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May swap their card with another player's card and look at it; they end as that role.")),
    TROUBLEMAKER: RoleData(QT_TRANSLATE_NOOP("onuw", "Troublemaker"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May swap the cards of two other players without looking at them.")),
    DRUNK: RoleData(QT_TRANSLATE_NOOP("onuw", "Drunk"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Must swap their card with a center card without looking; they end as that role.")),
    INSOMNIAC: RoleData(QT_TRANSLATE_NOOP("onuw", "Insomniac"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Looks at their own card at the end of the night to see whether it changed.")),
    VILLAGER: RoleData(QT_TRANSLATE_NOOP("onuw", "Villager"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Has no night action: finds the Werewolves by talking.")),
    HUNTER: RoleData(QT_TRANSLATE_NOOP("onuw", "Hunter"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "If the Hunter dies, the player they point at in the vote dies too.")),
    TANNER: RoleData(QT_TRANSLATE_NOOP("onuw", "Tanner"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "On no team: wins only by dying.")),
    SENTINEL: RoleData(QT_TRANSLATE_NOOP("onuw", "Sentinel"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May shield another player's card: nobody may then look at it, move it or put an artifact on it.")),
    ALPHA_WOLF: RoleData(QT_TRANSLATE_NOOP("onuw", "Alpha Wolf"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Wakes with the Werewolves, then must give the Center Werewolf card to a player who is not a "
                             "Werewolf they know.")),
    MYSTIC_WOLF: RoleData(QT_TRANSLATE_NOOP("onuw", "Mystic Wolf"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Wakes with the Werewolves, then may look at another player's card.")),
    DREAM_WOLF: RoleData(QT_TRANSLATE_NOOP("onuw", "Dream Wolf"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "A Werewolf who never opens their eyes; shows a thumb so the other Werewolves and the Minion know them.")),
    APPRENTICE_SEER: RoleData(QT_TRANSLATE_NOOP("onuw", "Apprentice Seer"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May look at one center card.")),
    PI: RoleData(QT_TRANSLATE_NOOP("onuw", "Paranormal Investigator"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May look at up to two other players' cards; on a Werewolf or the Tanner they stop and become one.")),
    WITCH: RoleData(QT_TRANSLATE_NOOP("onuw", "Witch"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May look at a center card; if they do, they must swap it with any player's card, their own included.")),
    VILLAGE_IDIOT: RoleData(QT_TRANSLATE_NOOP("onuw", "Village Idiot"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May move every other player's card one seat to the left or to the right.")),
    REVEALER: RoleData(QT_TRANSLATE_NOOP("onuw", "Revealer"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May turn another player's card face up; a Werewolf or the Tanner is turned back face down.")),
    CURATOR: RoleData(QT_TRANSLATE_NOOP("onuw", "Curator"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "May place a random artifact, face down, on any player's card, their own included.")),
    BODYGUARD: RoleData(QT_TRANSLATE_NOOP("onuw", "Bodyguard"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Never wakes; the player they point at in the vote cannot be killed.")),
    PRINCE: RoleData(QT_TRANSLATE_NOOP("onuw", "Prince"), QT_TRANSLATE_NOOP(
        "onuw.role_summary", "Made by the Cloak of the Prince: votes against them do not count.")),
}
ROLE_NAMES: dict[str, Text] = {role: data.name for role, data in ROLES.items()}
ROLE_SUMMARIES: dict[str, Text] = {role: data.summary for role, data in ROLES.items()}

# The roles a card can have (everything but the Prince), in the order the setup wizard lists them.
CARD_ROLES: tuple[str, ...] = (
    DOPPELGANGER, WEREWOLF, MINION, MASON, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC, VILLAGER, HUNTER, TANNER,
    SENTINEL, ALPHA_WOLF, MYSTIC_WOLF, DREAM_WOLF, APPRENTICE_SEER, PI, WITCH, VILLAGE_IDIOT, REVEALER, CURATOR, BODYGUARD,
)
BASE_ROLES = frozenset(CARD_ROLES[:12])
DAYBREAK_ROLES = frozenset(CARD_ROLES[12:])

# How many cards of each role the base game and Daybreak contain (§1.1).
MAX_COPIES: dict[str, int] = {role: 1 for role in CARD_ROLES} | {WEREWOLF: 2, MASON: 2, VILLAGER: 3}

# Werewolf faces (any of the four wolves); a P.I. or the Revealer reacts to these and to the Tanner.
WOLF_ROLES = frozenset({WEREWOLF, ALPHA_WOLF, MYSTIC_WOLF, DREAM_WOLF})
# Wolves who open their eyes at #2 (the Dream Wolf shows a thumb instead).
WAKING_WOLVES = frozenset({WEREWOLF, ALPHA_WOLF, MYSTIC_WOLF})
# Cards the Alpha Wolf may have set aside as the Center Werewolf card, in the order "auto" picks them.
CENTER_WEREWOLF_CHOICES: tuple[str, ...] = (WEREWOLF, DREAM_WOLF, MYSTIC_WOLF)
# Roles that can move another player's card (the Insomniac warning, §1.2.5). The Drunk only trades his own card
# with the center, and a Doppelgänger can only copy a mover that is itself in the deck.
CARD_MOVERS = frozenset({ROBBER, TROUBLEMAKER, WITCH, VILLAGE_IDIOT, ALPHA_WOLF})

TEAM_VILLAGE = "village"
TEAM_WEREWOLF = "werewolf"
TEAM_TANNER = "tanner"
TEAM_NAMES: dict[str, Text] = {
    TEAM_VILLAGE: QT_TRANSLATE_NOOP("onuw", "Village team"),
    TEAM_WEREWOLF: QT_TRANSLATE_NOOP("onuw", "Werewolf team"),
    TEAM_TANNER: QT_TRANSLATE_NOOP("onuw", "Tanner"),
}


def team_of(role: str) -> str:
    """The team of a final role (§0, §5.2): wolves and the Minion; the Tanner alone; everybody else village."""
    if role in WOLF_ROLES or role == MINION:
        return TEAM_WEREWOLF
    if role == TANNER:
        return TEAM_TANNER
    return TEAM_VILLAGE


# --- centre positions ------------------------------------------------------------------------
CENTER_LABELS: tuple[str, ...] = ("C1", "C2", "C3", "CW")

# --- night order (§2.2) ------------------------------------------------------------------------


@dataclass(frozen=True)
class NightStep:
    """One call of the night: id, official number, the card whose presence calls it, and its lines."""

    id: str
    number: str
    role: str  # the card in the deck that makes this step happen
    needs: tuple[str, ...]  # further cards that must be in the deck as well (the Doppelgänger's late steps)
    wake: Text
    close: Text
    order: float  # sort key (the official numbering)


def _step(id_: str, number: str, role: str, order: float, wake: Text, close: Text, needs: tuple[str, ...] = ()) -> NightStep:
    return NightStep(id_, number, role, needs, wake, close, order)


T_WEREWOLVES_WAKE = QT_TRANSLATE_NOOP("onuw", "Werewolves, wake up and look for other Werewolves.")
T_WEREWOLVES_WAKE_LONE = QT_TRANSLATE_NOOP(
    "onuw", "Werewolves, wake up and look for other Werewolves. If you are the only Werewolf, you may look at one of the center cards.")
T_WEREWOLVES_WAKE_DREAM = QT_TRANSLATE_NOOP(
    "onuw", "Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb.")
T_WEREWOLVES_WAKE_DREAM_LONE = QT_TRANSLATE_NOOP(
    "onuw", "Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. "
    "If you are the only Werewolf and you see no thumb, you may look at one of the center cards.")
# Project wording for dream_wolf_blocks_lone_wolf = off (R4): a wolf who sees only the Dream Wolf's thumb may peek.
T_WEREWOLVES_WAKE_DREAM_LONE_AWAKE = QT_TRANSLATE_NOOP(
    "onuw", "Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. "
    "If no other Werewolf wakes up with you, you may look at one of the center cards.")
T_WEREWOLVES_CLOSE = QT_TRANSLATE_NOOP("onuw", "Werewolves, close your eyes.")
T_WEREWOLVES_CLOSE_DREAM = QT_TRANSLATE_NOOP("onuw", "Dream Wolf, put your thumb away. Werewolves, close your eyes.")
T_DOPPELGANGER_CLOSE = QT_TRANSLATE_NOOP("onuw", "Doppelgänger, close your eyes.")

NIGHT_STEPS: tuple[NightStep, ...] = (
    _step("sentinel", "0", SENTINEL, 0,
          QT_TRANSLATE_NOOP("onuw", "Sentinel, wake up. You may place a shield token on any player's card but your own."),
          QT_TRANSLATE_NOOP("onuw", "Sentinel, close your eyes.")),
    _step("doppelganger", "1", DOPPELGANGER, 1,
          QT_TRANSLATE_NOOP("onuw", "Doppelgänger, wake up and look at another player's card. You are now that role. "
                                    "If your new role has a night action, do it now."),
          T_DOPPELGANGER_CLOSE),
    _step("doppelganger_minion", "1", DOPPELGANGER, 1.5,
          QT_TRANSLATE_NOOP("onuw", "If you are now a Minion, keep your eyes open. Otherwise, close them. "
                                    "Werewolves, stick out your thumb so the Doppelgänger-Minion can see who you are."),
          QT_TRANSLATE_NOOP("onuw", "Werewolves, put your thumbs away. Doppelgänger, close your eyes."), (MINION,)),
    _step("werewolves", "2", WEREWOLF, 2, T_WEREWOLVES_WAKE, T_WEREWOLVES_CLOSE),
    _step("alpha_wolf", "2-B", ALPHA_WOLF, 2.2,
          QT_TRANSLATE_NOOP("onuw", "Alpha Wolf, wake up and exchange the Center Werewolf card for any other player's card."),
          QT_TRANSLATE_NOOP("onuw", "Alpha Wolf, close your eyes.")),
    _step("mystic_wolf", "2-C", MYSTIC_WOLF, 2.3,
          QT_TRANSLATE_NOOP("onuw", "Mystic Wolf, wake up. You may look at another player's card."),
          QT_TRANSLATE_NOOP("onuw", "Mystic Wolf, close your eyes.")),
    _step("minion", "3", MINION, 3,
          QT_TRANSLATE_NOOP("onuw", "Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are."),
          QT_TRANSLATE_NOOP("onuw", "Werewolves, put your thumbs away. Minion, close your eyes.")),
    _step("masons", "4", MASON, 4,
          QT_TRANSLATE_NOOP("onuw", "Masons, wake up and look for other Masons."),
          QT_TRANSLATE_NOOP("onuw", "Masons, close your eyes.")),
    _step("seer", "5", SEER, 5,
          QT_TRANSLATE_NOOP("onuw", "Seer, wake up. You may look at another player's card or two of the center cards."),
          QT_TRANSLATE_NOOP("onuw", "Seer, close your eyes.")),
    _step("apprentice_seer", "5-B", APPRENTICE_SEER, 5.2,
          QT_TRANSLATE_NOOP("onuw", "Apprentice Seer, wake up. You may look at one of the center cards."),
          QT_TRANSLATE_NOOP("onuw", "Apprentice Seer, close your eyes.")),
    _step("paranormal_investigator", "5-C", PI, 5.3,
          QT_TRANSLATE_NOOP("onuw", "P.I., wake up. You may look at up to two cards of other players. If you see a Werewolf or the "
                                    "Tanner, you must stop, and you become a Werewolf or a Tanner."),
          QT_TRANSLATE_NOOP("onuw", "P.I., close your eyes.")),
    _step("robber", "6", ROBBER, 6,
          QT_TRANSLATE_NOOP("onuw", "Robber, wake up. You may exchange your card with another player's card, and then view your new card."),
          QT_TRANSLATE_NOOP("onuw", "Robber, close your eyes.")),
    _step("witch", "6-B", WITCH, 6.2,
          QT_TRANSLATE_NOOP("onuw", "Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card "
                                    "with any player's card."),
          QT_TRANSLATE_NOOP("onuw", "Witch, close your eyes.")),
    _step("troublemaker", "7", TROUBLEMAKER, 7,
          QT_TRANSLATE_NOOP("onuw", "Troublemaker, wake up. You may exchange cards between two other players."),
          QT_TRANSLATE_NOOP("onuw", "Troublemaker, close your eyes.")),
    _step("village_idiot", "7-B", VILLAGE_IDIOT, 7.2,
          QT_TRANSLATE_NOOP("onuw", "Village Idiot, wake up. You may move everyone's card but your own to the left or to the right."),
          QT_TRANSLATE_NOOP("onuw", "Village Idiot, close your eyes.")),
    _step("drunk", "8", DRUNK, 8,
          QT_TRANSLATE_NOOP("onuw", "Drunk, wake up and exchange your card with a card from the center."),
          QT_TRANSLATE_NOOP("onuw", "Drunk, close your eyes.")),
    _step("insomniac", "9", INSOMNIAC, 9,
          QT_TRANSLATE_NOOP("onuw", "Insomniac, wake up and look at your card."),
          QT_TRANSLATE_NOOP("onuw", "Insomniac, close your eyes.")),
    _step("doppelganger_insomniac", "9a", DOPPELGANGER, 9.5,
          QT_TRANSLATE_NOOP("onuw", "Doppelgänger, if you viewed the Insomniac card, wake up and look at your card."),
          T_DOPPELGANGER_CLOSE, (INSOMNIAC,)),
    _step("revealer", "10", REVEALER, 10,
          QT_TRANSLATE_NOOP("onuw", "Revealer, wake up. You may flip over any other player's card. If it is a Werewolf or Tanner, "
                                    "flip it over face down."),
          QT_TRANSLATE_NOOP("onuw", "Revealer, close your eyes.")),
    _step("doppelganger_revealer", "10a", DOPPELGANGER, 10.5,
          QT_TRANSLATE_NOOP("onuw", "Doppelgänger, if you viewed the Revealer card, wake up and turn any card face up. If the card you "
                                    "reveal is a Werewolf or a Tanner, turn it back over face down."),
          T_DOPPELGANGER_CLOSE, (REVEALER,)),
    _step("curator", "11", CURATOR, 11,
          QT_TRANSLATE_NOOP("onuw", "Curator, wake up. You may place an Artifact token face down on any player's card."),
          QT_TRANSLATE_NOOP("onuw", "Curator, close your eyes.")),
    _step("doppelganger_curator", "11a", DOPPELGANGER, 11.5,
          QT_TRANSLATE_NOOP("onuw", "Doppelgänger, if you viewed the Curator card, wake up and place an Artifact token on any card."),
          T_DOPPELGANGER_CLOSE, (CURATOR,)),
)
STEP_BY_ID: dict[str, NightStep] = {s.id: s for s in NIGHT_STEPS}
# The steps the Doppelgänger wakes for after #1 because of her copy (the copied role -> the step id).
DOPPEL_LATE_STEPS: dict[str, str] = {MINION: "doppelganger_minion", INSOMNIAC: "doppelganger_insomniac",
                                      REVEALER: "doppelganger_revealer", CURATOR: "doppelganger_curator"}

# --- framing lines (§6.1) and durations ----------------------------------------------------------
T_CLOSE_EYES = QT_TRANSLATE_NOOP("onuw", "Everyone, close your eyes.")
T_NUDGE = QT_TRANSLATE_NOOP("onuw", "Everyone, keep your eyes closed and move your card around slightly.")
T_WAKE_UP = QT_TRANSLATE_NOOP("onuw", "Everyone, wake up!")
T_ARTIFACT_LOOK = QT_TRANSLATE_NOOP(
    "onuw", "If there is an Artifact token on your card, look at it secretly now. Do not show it to anyone.")
T_DAY_TIMER = QT_TRANSLATE_NOOP("onuw", "You have {minutes} minutes to find the Werewolves.")
T_VOTE = QT_TRANSLATE_NOOP("onuw", "Everyone, three, two, one, VOTE!")
T_BODYGUARD_REVEAL = QT_TRANSLATE_NOOP("onuw", "Keep pointing. Everyone, turn your card face up.")

DEFAULT_STEP_SECONDS = 10
DEFAULT_DAY_SECONDS = 300
# Timing (§6.3): a call is wake line -> fixed pause (step_seconds) -> close line. A script step lasts its duration
# counted from the start of its speech, so a wake line lasts its speech allowance plus the pause. The allowance
# depends on the line's text only (never on the cards): SPEECH_BASE_SECONDS plus SPEECH_SECONDS_PER_CHAR per character
# of the English line, rounded up to half a second. Calibrated with espeak-ng 1.52 at 150 words per minute: for every
# wake line, even the slowest of en, vi, fa and zh_TW (Chinese and Persian run up to 1.7 times the English length)
# left at least 9.9 s of a 10 s pause (docs/rules/onuw.md). Close and framing lines have short fixed lengths (the
# narrator extends any step whose speech runs longer).
# Dealt by the app, every call also gives the called player LAPTOP_SECONDS to reach the laptop in the middle of the
# table, hold to open it, choose, hold to see and close it (docs/desktop.md, "The night's clock"), whether or not
# anyone holds the role.
LAPTOP_SECONDS = 15
SPEECH_BASE_SECONDS = 0.5
SPEECH_SECONDS_PER_CHAR = 0.125
CLOSE_SECONDS = 3
FRAME_SECONDS = 4
VOTE_COUNTDOWN_SECONDS = 5


def speech_allowance(text: str) -> float:
    """Seconds to allow for speaking ``text`` (the English line) in any narration language, before a timed pause."""
    return math.ceil((SPEECH_BASE_SECONDS + SPEECH_SECONDS_PER_CHAR * len(text)) * 2) / 2

# --- artifacts (§4) --------------------------------------------------------------------------------
CLAW, BRAND, CUDGEL, VOID, MASK, SHROUD = "claw", "brand", "cudgel", "void", "mask", "shroud"
BOW, CLOAK, SWORD, DAGGER = "bow", "cloak", "sword", "dagger"
DAYBREAK_ARTIFACTS: tuple[str, ...] = (CLAW, BRAND, CUDGEL, VOID, MASK, SHROUD)
BONUS_ARTIFACTS: tuple[str, ...] = (BOW, CLOAK, SWORD, DAGGER)


@dataclass(frozen=True)
class ArtifactData:
    """An artifact's name, what its holder is told at dawn, and the setup wizard's one-line summary."""

    name: Text
    effect: Text
    summary: Text


ARTIFACTS: dict[str, ArtifactData] = {
    CLAW: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Claw of the Werewolf"),
        QT_TRANSLATE_NOOP("onuw", "You are a Werewolf."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact: whoever has it on their card is a Werewolf.")),
    BRAND: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Brand of the Villager"),
        QT_TRANSLATE_NOOP("onuw", "You are a Villager, with no ability."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact: whoever has it on their card is a Villager, with no ability.")),
    CUDGEL: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Cudgel of the Tanner"),
        QT_TRANSLATE_NOOP("onuw", "You are a Tanner: you win only if you die."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact: whoever has it on their card is a Tanner and wins only by dying.")),
    VOID: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Void of Nothingness"),
        QT_TRANSLATE_NOOP("onuw", "No effect."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact with no effect.")),
    MASK: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Mask of Muting"),
        QT_TRANSLATE_NOOP("onuw", "You may not speak today (gestures are allowed)."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact: its holder may not speak during the day, only gesture.")),
    SHROUD: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Shroud of Shame"),
        QT_TRANSLATE_NOOP("onuw", "Turn away from the table: you may speak but not look at players, cards or tokens."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Artifact: its holder turns away from the table for the day but still votes.")),
    BOW: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Bow of the Hunter"),
        QT_TRANSLATE_NOOP("onuw", "You are a Hunter."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Bonus artifact: whoever has it on their card is a Hunter.")),
    CLOAK: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Cloak of the Prince"),
        QT_TRANSLATE_NOOP("onuw", "You are a Prince: votes against you do not count."),
        QT_TRANSLATE_NOOP("onuw.role_summary", "Bonus artifact: its holder is a Prince, and votes against them do not count.")),
    SWORD: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Sword of the Bodyguard"),
        QT_TRANSLATE_NOOP("onuw", "You are a Bodyguard: the player you point at cannot be killed."),
        QT_TRANSLATE_NOOP("onuw.role_summary",
                          "Bonus artifact: its holder is a Bodyguard, and the player they point at cannot be killed.")),
    DAGGER: ArtifactData(
        QT_TRANSLATE_NOOP("onuw", "Dagger of the Traitor"),
        QT_TRANSLATE_NOOP("onuw", "You are a traitor: you win only if another player of your team dies."),
        QT_TRANSLATE_NOOP("onuw.role_summary",
                          "Bonus artifact: its holder keeps their role but wins only if another player of their team dies.")),
}
ARTIFACT_NAMES: dict[str, Text] = {art: data.name for art, data in ARTIFACTS.items()}
ARTIFACT_EFFECTS: dict[str, Text] = {art: data.effect for art, data in ARTIFACTS.items()}
# Role-changing artifacts: the final role of the card they lie on (§4).
ARTIFACT_ROLES: dict[str, str] = {CLAW: WEREWOLF, BRAND: VILLAGER, CUDGEL: TANNER, BOW: HUNTER, CLOAK: PRINCE, SWORD: BODYGUARD}

# --- recommended decks (§1.5) ------------------------------------------------------------------------


@dataclass(frozen=True)
class NamedDeck:
    """An official set. ``min_players`` is the smallest table; bigger tables add roles from ``fill``."""

    id: str
    name: Text
    min_players: int
    max_players: int
    roles: tuple[str, ...]
    center_werewolf: str = "auto"


NAMED_DECKS: dict[str, NamedDeck] = {d.id: d for d in (
    NamedDeck("base_first_game", QT_TRANSLATE_NOOP("onuw", "First game (base)"), 3, 5,
              (WEREWOLF, WEREWOLF, SEER, ROBBER, TROUBLEMAKER, VILLAGER)),
    NamedDeck("daybreak_first_game", QT_TRANSLATE_NOOP("onuw", "First game (Daybreak)"), 3, 3,
              (ALPHA_WOLF, MYSTIC_WOLF, APPRENTICE_SEER, WITCH, VILLAGE_IDIOT, REVEALER), DREAM_WOLF),
    NamedDeck("evil_transformation", QT_TRANSLATE_NOOP("onuw", "Evil Transformation"), 3, 10,
              (DOPPELGANGER, ALPHA_WOLF, MYSTIC_WOLF, MINION, ROBBER, WITCH)),
    NamedDeck("trust_no_one", QT_TRANSLATE_NOOP("onuw", "Trust No One"), 3, 10,
              (DOPPELGANGER, ALPHA_WOLF, DREAM_WOLF, ROBBER, WITCH, TANNER)),
    NamedDeck("cautionary_tale", QT_TRANSLATE_NOOP("onuw", "Cautionary Tale"), 4, 10,
              (WEREWOLF, MYSTIC_WOLF, SEER, APPRENTICE_SEER, REVEALER, HUNTER, BODYGUARD)),
    NamedDeck("information_society", QT_TRANSLATE_NOOP("onuw", "Information Society"), 5, 10,
              (WEREWOLF, MYSTIC_WOLF, SEER, APPRENTICE_SEER, PI, WITCH, INSOMNIAC, REVEALER)),
    NamedDeck("total_chaos", QT_TRANSLATE_NOOP("onuw", "Total Chaos"), 5, 10,
              (DOPPELGANGER, ALPHA_WOLF, WEREWOLF, ROBBER, WITCH, TROUBLEMAKER, VILLAGE_IDIOT, CURATOR)),
)}

# Roles added, in this order, to a deck with fewer than players + 3 cards (the scenario sets are minimums;
# the base first game adds Villagers). A role is skipped when the deck already has all its copies.
FILL_ORDER: tuple[str, ...] = (
    VILLAGER, VILLAGER, VILLAGER, SEER, ROBBER, TROUBLEMAKER, INSOMNIAC, HUNTER, DRUNK, MINION, TANNER, SENTINEL,
    APPRENTICE_SEER, BODYGUARD, MASON, MASON, PI, REVEALER, VILLAGE_IDIOT, CURATOR, WITCH, WEREWOLF, WEREWOLF,
    MYSTIC_WOLF, DREAM_WOLF, DOPPELGANGER,
)

# The default recommended deck per player count (base cards, two Werewolves; classic progression).
RECOMMENDED: dict[int, tuple[str, ...]] = {
    3: (WEREWOLF, WEREWOLF, SEER, ROBBER, TROUBLEMAKER, VILLAGER),
    4: (WEREWOLF, WEREWOLF, SEER, ROBBER, TROUBLEMAKER, VILLAGER, VILLAGER),
    5: (WEREWOLF, WEREWOLF, SEER, ROBBER, TROUBLEMAKER, VILLAGER, VILLAGER, VILLAGER),
    6: (WEREWOLF, WEREWOLF, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC, VILLAGER, VILLAGER),
    7: (WEREWOLF, WEREWOLF, MINION, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC, VILLAGER, HUNTER),
    8: (DOPPELGANGER, WEREWOLF, WEREWOLF, MINION, MASON, MASON, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC),
    9: (DOPPELGANGER, WEREWOLF, WEREWOLF, MINION, MASON, MASON, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC, HUNTER),
    10: (DOPPELGANGER, WEREWOLF, WEREWOLF, MINION, MASON, MASON, SEER, ROBBER, TROUBLEMAKER, DRUNK, INSOMNIAC, HUNTER, TANNER),
}

MIN_PLAYERS = 3
MAX_PLAYERS = 10

# Copied roles whose action the Doppelgänger performs at once during #1 (§2.4).
DOPPEL_IMMEDIATE = frozenset({SENTINEL, ALPHA_WOLF, MYSTIC_WOLF, SEER, APPRENTICE_SEER, PI, ROBBER, WITCH, TROUBLEMAKER,
                              VILLAGE_IDIOT, DRUNK})


def named_deck(deck_id: str, players: int) -> tuple[tuple[str, ...], dict[str, str]]:
    """A named set extended to ``players`` + 3 cards, and the options it needs (the Center Werewolf card).

    Raises KeyError for an unknown id and ValueError when the set is not for that many players.
    """
    deck = NAMED_DECKS[deck_id]
    if not deck.min_players <= players <= deck.max_players:
        raise ValueError(f"the set {deck_id} is for {deck.min_players} to {deck.max_players} players, not {players}")
    return fill_deck(deck.roles, players), {"center_werewolf": deck.center_werewolf}


def fill_deck(roles: tuple[str, ...], players: int) -> tuple[str, ...]:
    """``roles`` completed to ``players`` + 3 cards from :data:`FILL_ORDER` (Masons only as a pair)."""
    out = list(roles)
    want = players + 3
    for role in FILL_ORDER:
        if len(out) >= want:
            break
        if out.count(role) >= MAX_COPIES[role]:
            continue
        if role == MASON:
            if out.count(MASON) == 0 and want - len(out) >= 2:
                out += [MASON, MASON]
            continue
        out.append(role)
    return tuple(out[:want])
