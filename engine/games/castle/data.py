"""Castle of the Devil: every component table and count (reference: shared/rules/castle.md §1, §2, §10, §11).

One module holds all the data, so that a correction (the seal set, say) is a one-line change.
"""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP, Text

MIN_PLAYERS = 3
MAX_PLAYERS = 10

# --- societies ------------------------------------------------------------------------------------------
ORDER = "order"
BROTHERHOOD = "brotherhood"
SOCIETIES = (ORDER, BROTHERHOOD)
SOCIETY_CARDS = {ORDER: 5, BROTHERHOOD: 5}
SOCIETY_NAMES: dict[str, Text] = {
    ORDER: QT_TRANSLATE_NOOP("castle", "Order"),
    BROTHERHOOD: QT_TRANSLATE_NOOP("castle", "Brotherhood"),
}
LOGE = "loge"  # the result side of a Coat of Arms claim

# --- items (§1.1) ------------------------------------------------------------------------------------------
KEY = "key"
GOBLET = "goblet"
BAG_KEY = "bag_key"
BAG_GOBLET = "bag_goblet"
DAGGER = "dagger"
GLOVES = "gloves"
POISON_RING = "poison_ring"
CASTING_KNIVES = "casting_knives"
WHIP = "whip"
PRIVILEGE = "privilege"
MONOCLE = "monocle"
BLACK_PEARL = "black_pearl"
TOME = "tome"
COAT = "coat"
SEXTANT = "sextant"
BROKEN_MIRROR = "broken_mirror"
COAT_OF_ARMS = "coat_of_arms"

# id: (count, class, seal)  -- class V victory, T trade effect, F fight, P passive
ITEMS: dict[str, tuple[int, str, bool]] = {
    KEY: (3, "V", True),
    GOBLET: (3, "V", True),
    BAG_KEY: (1, "T", True),
    BAG_GOBLET: (1, "T", True),
    DAGGER: (1, "F", True),
    GLOVES: (1, "F", True),
    POISON_RING: (1, "F", True),
    CASTING_KNIVES: (1, "F", True),
    WHIP: (1, "F", True),
    PRIVILEGE: (1, "T", True),
    MONOCLE: (1, "T", True),
    BLACK_PEARL: (1, "P", True),
    TOME: (1, "T", False),
    COAT: (1, "T", False),
    SEXTANT: (1, "T", False),
    BROKEN_MIRROR: (1, "P", False),
    COAT_OF_ARMS: (1, "P", False),
}
ITEM_IDS = tuple(ITEMS)
SEALED = frozenset(i for i, (_, _, seal) in ITEMS.items() if seal)  # R2: a project ruling, kept as data
BAGS = (BAG_KEY, BAG_GOBLET)
OTHER_BAG = {BAG_KEY: BAG_GOBLET, BAG_GOBLET: BAG_KEY}
BAG_BECOMES = {BAG_KEY: KEY, BAG_GOBLET: GOBLET}
TRADE_EFFECT_ITEMS = frozenset({BAG_KEY, BAG_GOBLET, TOME, COAT, PRIVILEGE, MONOCLE, SEXTANT})
FORCED_ACCEPT = frozenset({BLACK_PEARL, BROKEN_MIRROR})
FIGHT_ITEMS = (DAGGER, GLOVES, POISON_RING, CASTING_KNIVES, WHIP)
VICTORY_ITEM = {ORDER: KEY, BROTHERHOOD: GOBLET}
SOCIETY_BAG = {ORDER: BAG_KEY, BROTHERHOOD: BAG_GOBLET}
# Removed at a player count (R5): Black Pearl only at 4-10, Coat only at 3-9.
REMOVED_AT = {3: (BLACK_PEARL,), 10: (COAT,)}

ITEM_NAMES: dict[str, Text] = {
    KEY: QT_TRANSLATE_NOOP("castle", "Key"),
    GOBLET: QT_TRANSLATE_NOOP("castle", "Goblet"),
    BAG_KEY: QT_TRANSLATE_NOOP("castle", "Secret Bag (Key)"),
    BAG_GOBLET: QT_TRANSLATE_NOOP("castle", "Secret Bag (Goblet)"),
    DAGGER: QT_TRANSLATE_NOOP("castle", "Dagger"),
    GLOVES: QT_TRANSLATE_NOOP("castle", "Gloves"),
    POISON_RING: QT_TRANSLATE_NOOP("castle", "Poison Ring"),
    CASTING_KNIVES: QT_TRANSLATE_NOOP("castle", "Casting Knives"),
    WHIP: QT_TRANSLATE_NOOP("castle", "Whip"),
    PRIVILEGE: QT_TRANSLATE_NOOP("castle", "Privilege"),
    MONOCLE: QT_TRANSLATE_NOOP("castle", "Monocle"),
    BLACK_PEARL: QT_TRANSLATE_NOOP("castle", "Black Pearl"),
    TOME: QT_TRANSLATE_NOOP("castle", "Tome"),
    COAT: QT_TRANSLATE_NOOP("castle", "Coat"),
    SEXTANT: QT_TRANSLATE_NOOP("castle", "Sextant"),
    BROKEN_MIRROR: QT_TRANSLATE_NOOP("castle", "Broken Mirror"),
    COAT_OF_ARMS: QT_TRANSLATE_NOOP("castle", "Coat of Arms of the Loge"),
}
DRINK_NAME = QT_TRANSLATE_NOOP("castle", "Drink of Power")

# --- professions (§1.2, §10) ----------------------------------------------------------------------------
DIPLOMAT = "diplomat"
DOCTOR = "doctor"
DUELIST = "duelist"
POISON_MIXER = "poison_mixer"
GRAND_MASTER = "grand_master"
CLAIRVOYANT = "clairvoyant"
HYPNOTIST = "hypnotist"
BODYGUARD = "bodyguard"
PRIEST = "priest"
THUG = "thug"

# id: reusable?
PROFESSIONS: dict[str, bool] = {
    DIPLOMAT: False,
    DOCTOR: False,
    DUELIST: False,
    POISON_MIXER: False,
    GRAND_MASTER: True,
    CLAIRVOYANT: False,
    HYPNOTIST: True,
    BODYGUARD: True,
    PRIEST: False,
    THUG: True,
}
PROFESSION_IDS = tuple(PROFESSIONS)
PROFESSION_NAMES: dict[str, Text] = {
    DIPLOMAT: QT_TRANSLATE_NOOP("castle", "Diplomat"),
    DOCTOR: QT_TRANSLATE_NOOP("castle", "Doctor"),
    DUELIST: QT_TRANSLATE_NOOP("castle", "Duelist"),
    POISON_MIXER: QT_TRANSLATE_NOOP("castle", "Poison Mixer"),
    GRAND_MASTER: QT_TRANSLATE_NOOP("castle", "Grand Master"),
    CLAIRVOYANT: QT_TRANSLATE_NOOP("castle", "Clairvoyant"),
    HYPNOTIST: QT_TRANSLATE_NOOP("castle", "Hypnotist"),
    BODYGUARD: QT_TRANSLATE_NOOP("castle", "Bodyguard"),
    PRIEST: QT_TRANSLATE_NOOP("castle", "Priest"),
    THUG: QT_TRANSLATE_NOOP("castle", "Thug"),
}
# Fight modifiers a player may show in the modifier phase (F4): items and professions.
FIGHT_PROFESSIONS = (THUG, GRAND_MASTER, BODYGUARD, DUELIST)
SUPPORT_SOURCES = frozenset({CASTING_KNIVES, WHIP, BODYGUARD})  # void after a Duelist
# "May be used after all other players have decided and even used their items" (§10): these three have a last word.
LATE_POWERS = (GRAND_MASTER, DUELIST, POISON_MIXER)

# --- fight sides -------------------------------------------------------------------------------------------
SWORD = "sword"
SHIELD = "shield"
NEUTRAL = "neutral"
SIDES = (SWORD, SHIELD, NEUTRAL)
SIDE_NAMES: dict[str, Text] = {
    SWORD: QT_TRANSLATE_NOOP("castle", "sword"),
    SHIELD: QT_TRANSLATE_NOOP("castle", "shield"),
    NEUTRAL: QT_TRANSLATE_NOOP("castle", "neutral"),
}

# --- counts per player count (§2.2) ----------------------------------------------------------------------


def hand_limit(n: int) -> int:
    return {3: 8, 4: 6}.get(n, 5)


def society_cards(n: int) -> int:
    """Cards of each society shuffled for the deal: n/2 at even n, (n+1)/2 at odd n."""
    return (n + 1) // 2


def items_in_play(n: int, beginner: bool) -> list[str]:
    """Every item card used at this count (a multiset, as a sorted list of ids)."""
    out: list[str] = []
    removed = REMOVED_AT.get(n, ())
    for item, (count, _cls, seal) in ITEMS.items():
        if item in removed or (beginner and not seal):
            continue
        out += [item] * count
    return out


def starting_sealed(n: int, three_player_start: str) -> int:
    """k, the sealed items (bags excluded) dealt with the two bags (R4)."""
    if n == 3 and three_player_start == "two_each":
        return 2 * n - 2
    return n - 2


def starting_items_each(n: int, three_player_start: str) -> int:
    return 2 if n == 3 and three_player_start == "two_each" else 1
