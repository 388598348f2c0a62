"""Castle of the Devil: every component table and count (reference: shared/rules/castle.md §1, §2, §10, §11).

One module holds all the data, so that a correction (the seal set, say) is a one-line change.
"""

from __future__ import annotations

from dataclasses import dataclass

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



@dataclass(frozen=True)
class ItemCard:
    """One kind of item card: how many, its class (V victory, T trade effect, F fight, P passive), the beginner seal,
    its name and the one-line summary the setup wizard and the help show."""

    count: int
    kind: str
    seal: bool
    name: Text
    summary: Text


ITEM_CARDS: dict[str, ItemCard] = {
    KEY: ItemCard(3, "V", True, QT_TRANSLATE_NOOP("castle", "Key"),
                  QT_TRANSLATE_NOOP("castle.summary", "Victory item of the Order: the Order needs 3.")),
    GOBLET: ItemCard(3, "V", True, QT_TRANSLATE_NOOP("castle", "Goblet"),
                     QT_TRANSLATE_NOOP("castle.summary", "Victory item of the Brotherhood: the Brotherhood needs 3.")),
    BAG_KEY: ItemCard(1, "T", True, QT_TRANSLATE_NOOP("castle", "Secret Bag (Key)"), QT_TRANSLATE_NOOP(
        "castle.summary", "Trade it away to draw the top item; never for the other bag. Becomes a Key when the draw pile is empty.")),
    BAG_GOBLET: ItemCard(1, "T", True, QT_TRANSLATE_NOOP("castle", "Secret Bag (Goblet)"), QT_TRANSLATE_NOOP(
        "castle.summary", "Trade it away to draw the top item; never for the other bag. Becomes a Goblet when the draw pile is empty.")),
    DAGGER: ItemCard(1, "F", True, QT_TRANSLATE_NOOP("castle", "Dagger"), QT_TRANSLATE_NOOP("castle.summary", "As the attacker: +1.")),
    GLOVES: ItemCard(1, "F", True, QT_TRANSLATE_NOOP("castle", "Gloves"), QT_TRANSLATE_NOOP("castle.summary", "As the defender: +1.")),
    POISON_RING: ItemCard(1, "F", True, QT_TRANSLATE_NOOP("castle", "Poison Ring"),
                          QT_TRANSLATE_NOOP("castle.summary", "As the attacker or the defender: you win a tied fight.")),
    CASTING_KNIVES: ItemCard(1, "F", True, QT_TRANSLATE_NOOP("castle", "Casting Knives"),
                             QT_TRANSLATE_NOOP("castle.summary", "Supporting the attacker (sword): the attacker gets +1.")),
    WHIP: ItemCard(1, "F", True, QT_TRANSLATE_NOOP("castle", "Whip"),
                   QT_TRANSLATE_NOOP("castle.summary", "Supporting the defender (shield): the defender gets +1.")),
    PRIVILEGE: ItemCard(1, "T", True, QT_TRANSLATE_NOOP("castle", "Privilege"),
                        QT_TRANSLATE_NOOP("castle.summary", "Trade it away to look at all of your trading partner's items.")),
    MONOCLE: ItemCard(1, "T", True, QT_TRANSLATE_NOOP("castle", "Monocle"),
                      QT_TRANSLATE_NOOP("castle.summary", "Trade it away to look at your trading partner's society card.")),
    BLACK_PEARL: ItemCard(1, "P", True, QT_TRANSLATE_NOOP("castle", "Black Pearl"), QT_TRANSLATE_NOOP(
        "castle.summary", "Must be accepted when offered; whoever holds it cannot declare victory. Not used at 3 players.")),
    TOME: ItemCard(1, "T", False, QT_TRANSLATE_NOOP("castle", "Tome"), QT_TRANSLATE_NOOP(
        "castle.summary", "Trade it away to swap professions with your trading partner; both become unused again.")),
    COAT: ItemCard(1, "T", False, QT_TRANSLATE_NOOP("castle", "Coat"), QT_TRANSLATE_NOOP(
        "castle.summary", "Trade it away to exchange your profession for one from the profession stack. Not used at 10 players.")),
    SEXTANT: ItemCard(1, "T", False, QT_TRANSLATE_NOOP("castle", "Sextant"),
                      QT_TRANSLATE_NOOP("castle.summary", "Trade it away and choose a direction: everyone passes one item that way.")),
    BROKEN_MIRROR: ItemCard(1, "P", False, QT_TRANSLATE_NOOP("castle", "Broken Mirror"), QT_TRANSLATE_NOOP(
        "castle.summary", "Must be accepted when offered; neither item in that trade has any effect.")),
    COAT_OF_ARMS: ItemCard(1, "P", False, QT_TRANSLATE_NOOP("castle", "Coat of Arms of the Loge"), QT_TRANSLATE_NOOP(
        "castle.summary", "Win alone: declare with 3 Keys or Goblets, in any mix, in your own hand.")),
}
# id: (count, class, seal)
ITEMS: dict[str, tuple[int, str, bool]] = {item: (card.count, card.kind, card.seal) for item, card in ITEM_CARDS.items()}
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

ITEM_NAMES: dict[str, Text] = {item: card.name for item, card in ITEM_CARDS.items()}
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



@dataclass(frozen=True)
class ProfessionCard:
    """One profession: whether it can be used again, its name and the one-line summary for the wizard and the help."""

    reusable: bool
    name: Text
    summary: Text


PROFESSION_CARDS: dict[str, ProfessionCard] = {
    DIPLOMAT: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Diplomat"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, on your turn before your action: demand a named item from a player; they must trade it to you, "
                          "or show you their items and your turn ends.")),
    DOCTOR: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Doctor"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, after any fight: prevent the winner's spoils or the attacker's draw after a tie.")),
    DUELIST: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Duelist"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, as the attacker or the defender: all support is void and your side gets +1.")),
    POISON_MIXER: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Poison Mixer"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, in a fight where you are neither the attacker nor the defender: decide who wins.")),
    GRAND_MASTER: ProfessionCard(True, QT_TRANSLATE_NOOP("castle", "Grand Master"), QT_TRANSLATE_NOOP(
        "castle.summary", "Reusable: as the defender, your side gets +1.")),
    CLAIRVOYANT: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Clairvoyant"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, on your turn before your action: look through the draw pile and put two of its cards on top "
                          "in any order.")),
    HYPNOTIST: ProfessionCard(True, QT_TRANSLATE_NOOP("castle", "Hypnotist"), QT_TRANSLATE_NOOP(
        "castle.summary", "Reusable: as the attacker, void the support of one player who has just declared; they may use no "
                          "item or profession in that fight.")),
    BODYGUARD: ProfessionCard(True, QT_TRANSLATE_NOOP("castle", "Bodyguard"), QT_TRANSLATE_NOOP(
        "castle.summary", "Reusable: supporting with sword or shield, the side you support gets +1.")),
    PRIEST: ProfessionCard(False, QT_TRANSLATE_NOOP("castle", "Priest"), QT_TRANSLATE_NOOP(
        "castle.summary", "Once, when a fight you are not attacking begins: it does not take place; an attacker with 2 or more "
                          "items gives you one.")),
    THUG: ProfessionCard(True, QT_TRANSLATE_NOOP("castle", "Thug"), QT_TRANSLATE_NOOP(
        "castle.summary", "Reusable: as the attacker, your side gets +1.")),
}
# id: reusable?
PROFESSIONS: dict[str, bool] = {prof: card.reusable for prof, card in PROFESSION_CARDS.items()}
PROFESSION_IDS = tuple(PROFESSIONS)
PROFESSION_NAMES: dict[str, Text] = {prof: card.name for prof, card in PROFESSION_CARDS.items()}
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
