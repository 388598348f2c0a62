"""Quest rules data: every table of shared/rules/quest.md in one place.

A corrected number is a one-line change here. Confidence marks (R = rulebook,
S = several public sources agree, U = uncertain) follow the reference, §0.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import QT_TRANSLATE_NOOP, Text

GOOD = "good"
EVIL = "evil"

STANDARD = "standard"
DIRECTORS_CUT = "directors_cut"

# -- roles -------------------------------------------------------------------------------------------

LOYAL_SERVANT = "loyal_servant"
MINION = "minion"
MORGAN = "morgan"
SCION = "scion"
CHANGELING = "changeling"
DUKE = "duke"
ARCHDUKE = "archduke"
BLIND_HUNTER = "blind_hunter"
CLERIC = "cleric"
TROUBLEMAKER = "troublemaker"
YOUTH = "youth"
APPRENTICE = "apprentice"
ARTHUR = "arthur"
BRUTE = "brute"
LUNATIC = "lunatic"
TRICKSTER = "trickster"
REVEALER = "revealer"
MUTINEER = "mutineer"


@dataclass(frozen=True)
class RoleInfo:
    id: str
    side: str
    name: Text
    sighted: bool = False  # opens its eyes with the Minions of Mordred
    max_count: int = 1  # copies allowed in one role list (0 = unlimited)
    min_players: int = 4
    max_players: int = 10
    optional: bool = False  # an optional character (§4 "Where": optional)
    named_good: bool = False  # a named Good role the Blind Hunter may hunt for (errata advice)
    # Below this player count at most one copy (R-31: the table's Archduke comes at 9+, the optional
    # second Archduke is allowed at 6+); 0 = max_count applies at every count.
    full_count_from: int = 0
    summary: Text | None = None  # one line for the setup wizard: side, what the role knows and does

    def limit(self, players: int) -> int:
        """Copies allowed in one role list at this player count (0 = unlimited)."""
        if self.full_count_from and players < self.full_count_from:
            return min(1, self.max_count) if self.max_count else 1
        return self.max_count


ROLES: dict[str, RoleInfo] = {r.id: r for r in (
    RoleInfo(LOYAL_SERVANT, GOOD, QT_TRANSLATE_NOOP("quest", "Loyal Servant of Arthur"), max_count=0,
             summary=QT_TRANSLATE_NOOP("quest.role_summary", "Good; knows nothing at the reveal; always plays Success.")),
    RoleInfo(MINION, EVIL, QT_TRANSLATE_NOOP("quest", "Minion of Mordred"), sighted=True, max_count=0,
             summary=QT_TRANSLATE_NOOP("quest.role_summary", "Evil; knows the other Minions; may play Fail.")),
    RoleInfo(MORGAN, EVIL, QT_TRANSLATE_NOOP("quest", "Morgan le Fay"), sighted=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil, in every game; knows the other Minions; may play Fail even with the Magic Token.")),
    RoleInfo(SCION, EVIL, QT_TRANSLATE_NOOP("quest", "Scion"), max_players=5,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil (4-5 players); knows nobody, but Morgan le Fay knows the Scion; may play Fail.")),
    RoleInfo(CHANGELING, EVIL, QT_TRANSLATE_NOOP("quest", "Changeling"), min_players=6,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil (6+ players); knows nobody and nobody on the Evil side knows the Changeling; may play Fail.")),
    RoleInfo(DUKE, GOOD, QT_TRANSLATE_NOOP("quest", "Duke"), max_count=2, min_players=6,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Good (6+ players); may lower one raised hand of any player in Good's Last Chance.")),
    # "a second Archduke may be added at 6+" as printed, the table's own Archduke at 9+.
    RoleInfo(ARCHDUKE, GOOD, QT_TRANSLATE_NOOP("quest", "Archduke"), max_count=2, min_players=6, full_count_from=9,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary",
                 "Good (9+ players; optional from 6); may move one raised hand of any player in Good's Last Chance.")),
    RoleInfo(BLIND_HUNTER, EVIL, QT_TRANSLATE_NOOP("quest", "Blind Hunter"), optional=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil; does not know the Minions; at the Final Quest may hunt two Good players by role.")),
    RoleInfo(CLERIC, GOOD, QT_TRANSLATE_NOOP("quest", "Cleric"), max_count=2, optional=True, named_good=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Good; learns whether the first Leader is Good or Evil; a Hunt must name the Cleric.")),
    RoleInfo(TROUBLEMAKER, GOOD, QT_TRANSLATE_NOOP("quest", "Troublemaker"), optional=True, named_good=True,
             summary=QT_TRANSLATE_NOOP("quest.role_summary", "Good; must show Evil whenever their loyalty is checked.")),
    RoleInfo(YOUTH, GOOD, QT_TRANSLATE_NOOP("quest", "Youth"), optional=True, named_good=True,
             summary=QT_TRANSLATE_NOOP("quest.role_summary", "Good; must play Fail when holding the Magic Token.")),
    RoleInfo(APPRENTICE, GOOD, QT_TRANSLATE_NOOP("quest", "Apprentice"), max_count=2, optional=True, named_good=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Good; points with one hand, and may raise the second once the Minions lower theirs.")),
    RoleInfo(ARTHUR, GOOD, QT_TRANSLATE_NOOP("quest", "Arthur"), optional=True, named_good=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Good; knows Morgan le Fay; Evil wins if the Blind Hunter names Arthur first.")),
    RoleInfo(BRUTE, EVIL, QT_TRANSLATE_NOOP("quest", "Brute"), sighted=True, optional=True,
             summary=QT_TRANSLATE_NOOP("quest.role_summary", "Evil; knows the other Minions; may play Fail only on quests 1 to 3.")),
    RoleInfo(LUNATIC, EVIL, QT_TRANSLATE_NOOP("quest", "Lunatic"), sighted=True, optional=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil; knows the other Minions; must play Fail unless holding the Magic Token.")),
    RoleInfo(TRICKSTER, EVIL, QT_TRANSLATE_NOOP("quest", "Trickster"), sighted=True, optional=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil; knows the other Minions; may show either loyalty when their loyalty is checked.")),
    RoleInfo(REVEALER, EVIL, QT_TRANSLATE_NOOP("quest", "Revealer"), sighted=True, optional=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil; knows the other Minions; is revealed at the Final Quest and cannot be pointed at.")),
    RoleInfo(MUTINEER, EVIL, QT_TRANSLATE_NOOP("quest", "Mutineer"), optional=True,
             summary=QT_TRANSLATE_NOOP(
                 "quest.role_summary", "Evil; does not know the Minions; joins Good if both their hands end on Good players.")),
)}

SIDE_NAMES: dict[str, Text] = {
    GOOD: QT_TRANSLATE_NOOP("quest", "Good"),
    EVIL: QT_TRANSLATE_NOOP("quest", "Evil"),
}

GOOD_ROLES: tuple[str, ...] = tuple(r for r, info in ROLES.items() if info.side == GOOD)
# Roles a Hunt naming may be scored correct for "Loyal Servant of Arthur" (§2.5 step 5, R-18).
COUNTS_AS_LOYAL_SERVANT = frozenset({LOYAL_SERVANT, DUKE, ARCHDUKE, APPRENTICE})
# Excluded from the Evil eyes-open line, in this order (§6.2).
BLIND_EVIL_ORDER: tuple[str, ...] = (SCION, CHANGELING, BLIND_HUNTER, MUTINEER)

# -- player counts and end conditions ---------------------------------------------------------------

MIN_PLAYERS = 4
MAX_PLAYERS = 10
SUCCESSES_TO_WIN = 3  # R


def fails_to_final(n: int) -> int:
    """F*: failed quests that start the Final Quest (R): 2 at 4 players, 3 otherwise."""
    return 2 if n == 4 else 3


def quest_count(n: int) -> int:
    """Number of quests on the board (R): 4 at 4 players, 5 otherwise."""
    return 4 if n == 4 else 5


# -- §3.1 standard role distribution (Good/Evil totals S; named roles R) ----------------------------

STANDARD_ROLES: dict[int, tuple[str, ...]] = {
    4: (LOYAL_SERVANT, LOYAL_SERVANT, MORGAN, SCION),
    5: (LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, MORGAN, SCION),
    6: (LOYAL_SERVANT, LOYAL_SERVANT, DUKE, MORGAN, CHANGELING, MINION),
    7: (LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, DUKE, MORGAN, CHANGELING, MINION),
    8: (LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, DUKE, MORGAN, CHANGELING, MINION),
    9: (LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, DUKE, ARCHDUKE, MORGAN, CHANGELING, MINION),
    10: (LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, LOYAL_SERVANT, DUKE, ARCHDUKE, MORGAN, CHANGELING, MINION, MINION),
}

# -- §3.2 Director's Cut (S). At 4-5 the Good cards are three, two of which are dealt; at 6+ a slot of cards
# ("1 of {Youth, Troublemaker}") is drawn at deal time: every slot card stands in the role list and all but one
# are dealt. The slot is data: one public implementation draws 2 of {Loyal Servant, Youth, Troublemaker} at
# 8-10 instead of the fixed Loyal Servant (U) - move LOYAL_SERVANT from DC_FIXED_GOOD into DC_SLOTS to use it. ----

DC_SMALL_GOOD: tuple[str, ...] = (LOYAL_SERVANT, CLERIC, YOUTH)
DC_SLOTS: dict[int, tuple[str, ...]] = {n: (YOUTH, TROUBLEMAKER) for n in range(6, 11)}
DC_FIXED_GOOD: dict[int, tuple[str, ...]] = {
    6: (CLERIC, DUKE),
    7: (CLERIC, DUKE),
    8: (CLERIC, DUKE, LOYAL_SERVANT),  # LS slot U
    9: (CLERIC, ARCHDUKE, LOYAL_SERVANT),  # LS slot U
    10: (CLERIC, DUKE, ARCHDUKE, LOYAL_SERVANT),  # LS slot U
}
DC_EVIL: dict[int, tuple[str, ...]] = {
    4: (MORGAN, BLIND_HUNTER),
    5: (MORGAN, BLIND_HUNTER, MINION),
    6: (MORGAN, BLIND_HUNTER, MINION),
    7: (MORGAN, BLIND_HUNTER, MINION, MINION),
    8: (MORGAN, BLIND_HUNTER, MINION, MINION),
    9: (MORGAN, BLIND_HUNTER, MINION, MINION, MINION),
    10: (MORGAN, BLIND_HUNTER, MINION, MINION, MINION),
}
DC_ROLES: dict[int, tuple[str, ...]] = {
    n: (*(DC_SMALL_GOOD if n <= 5 else (*DC_FIXED_GOOD[n], *DC_SLOTS[n])), *DC_EVIL[n]) for n in range(4, 11)
}

# Dealt Good / Evil per count (standard §3.1 S; Director's Cut §3.2 S).
SIDE_COUNTS: dict[str, dict[int, tuple[int, int]]] = {
    STANDARD: {4: (2, 2), 5: (3, 2), 6: (3, 3), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)},
    DIRECTORS_CUT: {4: (2, 2), 5: (2, 3), 6: (3, 3), 7: (3, 4), 8: (4, 4), 9: (4, 5), 10: (5, 5)},
}

# -- §3.3 Unknown Roles piles (R) -------------------------------------------------------------------

UR_SMALL_GOOD_PILE: dict[int, tuple[str, ...]] = {
    4: (LOYAL_SERVANT, CLERIC, YOUTH),
    5: (LOYAL_SERVANT, LOYAL_SERVANT, CLERIC, YOUTH),
}
UR_SMALL_EVIL_PILE: tuple[str, ...] = (MORGAN, BLIND_HUNTER)
UR_SMALL_GOOD_DISCARDS = 1
# 6+: the Good pile holds Good count + 2 cards, two discarded; the Evil pile (Morgan apart) holds one card per
# Evil player plus the Blind Hunter (Evil count + 1), two discarded; Morgan joins the remaining cards.
UR_DISCARDS = 2
# The project's recommended additions to the table's cards for the 6+ piles (docs/rules/quest.md).
UR_RECOMMENDED_GOOD_EXTRA: dict[str, tuple[str, ...]] = {STANDARD: (CLERIC, YOUTH), DIRECTORS_CUT: (LOYAL_SERVANT,)}
UR_RECOMMENDED_EVIL_EXTRA: dict[str, tuple[str, ...]] = {STANDARD: (BLIND_HUNTER, MINION), DIRECTORS_CUT: (MINION, MINION)}

# -- §3.4 quests: team sizes and two-fail quests (sizes U/S; two-fail R/S) ---------------------------

QUEST_SIZES: dict[str, dict[int, tuple[int, ...]]] = {
    STANDARD: {
        4: (2, 3, 2, 3),
        5: (2, 3, 2, 4, 3),
        6: (2, 3, 4, 3, 4),
        7: (2, 3, 3, 4, 4),
        8: (3, 4, 4, 5, 5),
        9: (3, 4, 4, 5, 5),
        10: (3, 4, 4, 5, 5),
    },
    DIRECTORS_CUT: {
        4: (3, 2, 3, 2),
        5: (3, 2, 3, 4, 3),
        6: (3, 2, 3, 4, 3),
        7: (3, 2, 3, 4, 3),
        8: (4, 3, 4, 5, 4),
        9: (4, 3, 4, 5, 4),
        10: (4, 3, 4, 5, 4),
    },
}

# Quest numbers (1-based) that need two Fail cards.
TWO_FAIL_QUESTS: dict[str, dict[int, frozenset[int]]] = {
    STANDARD: {4: frozenset(), 5: frozenset(), 6: frozenset(), 7: frozenset({4}), 8: frozenset({4}),
               9: frozenset({4}), 10: frozenset({4})},
    DIRECTORS_CUT: {4: frozenset(), 5: frozenset({4}), 6: frozenset({4}), 7: frozenset({4}), 8: frozenset({3, 4}),
                    9: frozenset({3, 4}), 10: frozenset({3, 4})},
}

# -- §3.5 amulet schedule: quest numbers after which an Amulet is handed out ---------------------------

AMULETS_AFTER: dict[str, dict[int, tuple[int, ...]]] = {
    STANDARD: {4: (), 5: (), 6: (2,), 7: (2, 3), 8: (2, 3, 4), 9: (2, 3, 4), 10: (2, 3, 4)},
    DIRECTORS_CUT: {4: (), 5: (), 6: (4,), 7: (3, 4), 8: (2, 3, 4), 9: (2, 3, 4), 10: (2, 3, 4)},
}

# -- §5.3 quest cards --------------------------------------------------------------------------------

SUCCESS = "success"
FAIL = "fail"
BRUTE_LAST_FREE_QUEST = 3  # the Brute may Fail only on quests 1-3

# -- §2.5 Final Quest ----------------------------------------------------------------------------------

DISCUSSION_SECONDS = 300
HUNT_FAILS_NEEDED = 2  # Hunter vote: 2+ Fails start the Hunt
HUNT_MIN_PLAYERS_AS_PRINTED = 6  # "the Hunt is only included in games of 6+" (option huntBelowSixPlayers)
