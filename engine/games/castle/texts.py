"""Translatable messages of the Castle of the Devil engine. Card names live in :mod:`engine.games.castle.data`."""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("castle", "Castle of the Devil")
NOTHING = QT_TRANSLATE_NOOP("castle", "nothing")
NOBODY = QT_TRANSLATE_NOOP("castle", "nobody")

# --- setup problems ---------------------------------------------------------------------------------
P_PLAYER_COUNT = QT_TRANSLATE_NOOP("castle", "Castle of the Devil needs 3 to 10 players, not {count}.")
P_BAD_OPTION = QT_TRANSLATE_NOOP("castle", "The option “{option}” cannot be “{value}”.")
P_UNKNOWN_OPTION = QT_TRANSLATE_NOOP("castle", "An option is not one of this game's options.")
P_NO_ROLES = QT_TRANSLATE_NOOP("castle", "Castle of the Devil has no role list: leave the roles empty.")

# --- options --------------------------------------------------------------------------------------------
O_MODE = QT_TRANSLATE_NOOP("castle", "Cards")
O_MODE_HELP = QT_TRANSLATE_NOOP("castle", "Physical: the table deals its own cards and the app tracks turns, fights and "
                                          "declarations. App: the app deals and each player sees their own cards privately.")
O_MODE_PHYSICAL = QT_TRANSLATE_NOOP("castle", "Physical cards")
O_MODE_APP = QT_TRANSLATE_NOOP("castle", "Dealt by the app")
O_START = QT_TRANSLATE_NOOP("castle", "Start player")
O_START_HELP = QT_TRANSLATE_NOOP("castle", "The seat of the player who has travelled farthest (counted from 0); -1 chooses at random.")
O_BEGINNER = QT_TRANSLATE_NOOP("castle", "Beginner game (sealed items only)")
O_BEGINNER_HELP = QT_TRANSLATE_NOOP("castle", "Use only the items with the seal in the lower left corner.")
O_SMUGGLING = QT_TRANSLATE_NOOP("castle", "Variant: Smuggling")
O_SMUGGLING_HELP = QT_TRANSLATE_NOOP("castle", "Each trader decides whether the effect of the item they traded away is executed; "
                                               "a declined item is not named.")
O_FORTUNE = QT_TRANSLATE_NOOP("castle", "Variant: Fortune-telling")
O_FORTUNE_HELP = QT_TRANSLATE_NOOP("castle", "A player may name the opposing players who hold 3 or more of their victory items.")
O_THREE = QT_TRANSLATE_NOOP("castle", "Starting items at 3 players")
O_THREE_HELP = QT_TRANSLATE_NOOP("castle", "How many items each player is dealt at the start of a 3-player game.")
O_THREE_TWO = QT_TRANSLATE_NOOP("castle", "Two each")
O_THREE_ONE = QT_TRANSLATE_NOOP("castle", "One each")
O_OVERFLOW = QT_TRANSLATE_NOOP("castle", "Who may receive surplus items")
O_OVERFLOW_HELP = QT_TRANSLATE_NOOP("castle", "A player over the hand limit gives the surplus away at once.")
O_OVERFLOW_ROOM = QT_TRANSLATE_NOOP("castle", "Only players below their limit")
O_OVERFLOW_ANY = QT_TRANSLATE_NOOP("castle", "Any other player")
O_EFFECTS_OPTIONAL = QT_TRANSLATE_NOOP("castle", "Trade effects may be declined")
O_EFFECTS_OPTIONAL_HELP = QT_TRANSLATE_NOOP("castle", "The player who traded an item away may decline its effect (it is still named).")
O_EFFECT_ORDER = QT_TRANSLATE_NOOP("castle", "Order of the two trade effects")
O_EFFECT_ORDER_HELP = QT_TRANSLATE_NOOP("castle", "Whose effect resolves first when both traded items have one.")
O_ACTIVE_FIRST = QT_TRANSLATE_NOOP("castle", "The active player's first")
O_RECEIVER_FIRST = QT_TRANSLATE_NOOP("castle", "The receiver's first")
O_DIPLOMAT_EFFECTS = QT_TRANSLATE_NOOP("castle", "Diplomat exchanges have trade effects")
O_DIPLOMAT_EFFECTS_HELP = QT_TRANSLATE_NOOP("castle", "The Diplomat's exchange is a trade: the effects of both items fire.")
O_OWN_TURN = QT_TRANSLATE_NOOP("castle", "When the Diplomat and the Clairvoyant may act")
O_OWN_TURN_HELP = QT_TRANSLATE_NOOP("castle", "On one's own turn, before the action only, or also after it.")
O_BEFORE_ACTION = QT_TRANSLATE_NOOP("castle", "Before the action")
O_BEFORE_OR_AFTER = QT_TRANSLATE_NOOP("castle", "Before or after the action")
O_HYPNOTIST = QT_TRANSLATE_NOOP("castle", "When the Hypnotist chooses")
O_HYPNOTIST_HELP = QT_TRANSLATE_NOOP("castle", "Right after the target's declaration, or once after all declarations.")
O_AT_DECLARATION = QT_TRANSLATE_NOOP("castle", "Right after the declaration")
O_AFTER_DECLARATIONS = QT_TRANSLATE_NOOP("castle", "After all declarations")
O_DUELIST_PLUS = QT_TRANSLATE_NOOP("castle", "The Duelist gives +1")
O_DUELIST_PLUS_HELP = QT_TRANSLATE_NOOP("castle", "Besides voiding all support, the Duelist's side gets +1.")
O_DUELIST_MIXER = QT_TRANSLATE_NOOP("castle", "The Duelist blocks the Poison Mixer")
O_DUELIST_MIXER_HELP = QT_TRANSLATE_NOOP("castle", "After a Duelist, nobody may use the Poison Mixer in that fight.")
O_RING = QT_TRANSLATE_NOOP("castle", "When the Poison Ring is shown")
O_RING_HELP = QT_TRANSLATE_NOOP("castle", "With the other modifiers, or only after the count finds a tie.")
O_RING_MODIFIER = QT_TRANSLATE_NOOP("castle", "With the other modifiers")
O_RING_COUNT = QT_TRANSLATE_NOOP("castle", "After a tied count")
O_TIE = QT_TRANSLATE_NOOP("castle", "Tied fights")
O_TIE_HELP = QT_TRANSLATE_NOOP("castle", "The rulebook lets the attacker draw an item; the house rule gives the fight to the defender.")
O_TIE_DRAW = QT_TRANSLATE_NOOP("castle", "The attacker may draw")
O_TIE_DEFENDER = QT_TRANSLATE_NOOP("castle", "The defender wins")
O_DOCTOR = QT_TRANSLATE_NOOP("castle", "When the Doctor acts")
O_DOCTOR_HELP = QT_TRANSLATE_NOOP("castle", "After the winner announces the spoils, or before.")
O_DOCTOR_AFTER = QT_TRANSLATE_NOOP("castle", "After the winner's choice")
O_DOCTOR_BEFORE = QT_TRANSLATE_NOOP("castle", "Before the winner's choice")
O_DOCTOR_TIE = QT_TRANSLATE_NOOP("castle", "The Doctor may prevent the tie draw")
O_DOCTOR_TIE_HELP = QT_TRANSLATE_NOOP("castle", "The attacker's draw after a tie is a post-fight action too.")
O_GIVEBACK = QT_TRANSLATE_NOOP("castle", "The give-back excludes the taken item")
O_GIVEBACK_HELP = QT_TRANSLATE_NOOP("castle", "A winner who took the loser's last item may not give that same item back.")
O_LOGE = QT_TRANSLATE_NOOP("castle", "A wrong Coat of Arms claim")
O_LOGE_HELP = QT_TRANSLATE_NOOP("castle", "Refused, or lost by the claimant's society.")
O_LOGE_REJECT = QT_TRANSLATE_NOOP("castle", "Refused")
O_LOGE_FORFEIT = QT_TRANSLATE_NOOP("castle", "The claimant's society loses")
O_DRINK = QT_TRANSLATE_NOOP("castle", "A Drink of Power allows declaring")
O_DRINK_HELP = QT_TRANSLATE_NOOP("castle", "At odd player counts anyone may declare with a Drink of Power and no victory item; "
                                           "the Drink still counts only for the weaker society.")
O_COAT = QT_TRANSLATE_NOOP("castle", "The Coat's new profession")
O_COAT_HELP = QT_TRANSLATE_NOOP("castle", "Chosen after looking through the profession stack, or drawn blind.")
O_COAT_CHOOSE = QT_TRANSLATE_NOOP("castle", "Chosen")
O_COAT_RANDOM = QT_TRANSLATE_NOOP("castle", "Drawn at random")
O_SCENARIO = QT_TRANSLATE_NOOP("castle", "Scenario start (records only)")
O_SCENARIO_HELP = QT_TRANSLATE_NOOP("castle", "A deal fixed by a record may place the items anywhere, to start from a worked "
                                              "example's stated hands; every card must still be there once. Dealt games always "
                                              "follow the setup.")

# --- physical setup instructions --------------------------------------------------------------------------
I_CHARACTERS = QT_TRANSLATE_NOOP("castle", "Each of the {count} players takes one character card; put the others away.")
I_PROFESSIONS = QT_TRANSLATE_NOOP("castle", "Shuffle the 10 profession cards and deal one face down to each player; "
                                            "the other {stack} form the face-down profession stack.")
I_SOCIETIES_EVEN = QT_TRANSLATE_NOOP("castle", "Take {each} society cards of each kind, Order and Brotherhood, shuffle them and "
                                               "deal one face down to each player.")
I_SOCIETIES_ODD = QT_TRANSLATE_NOOP("castle", "Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal "
                                              "one face down to each player; set the last card aside unseen.")
I_DRINK = QT_TRANSLATE_NOOP("castle", "Give each of the {count} players one Drink of Power card.")
I_REMOVE = QT_TRANSLATE_NOOP("castle", "Remove from the game: {items}.")
I_BEGINNER = QT_TRANSLATE_NOOP("castle", "Beginner game: remove every item without the seal.")
I_BAGS = QT_TRANSLATE_NOOP("castle", "Set both Secret Bags aside; shuffle the sealed items and take {count} of them.")
I_DEAL_ONE = QT_TRANSLATE_NOOP("castle", "Shuffle those items with both Secret Bags and deal one face down to each player.")
I_DEAL_TWO = QT_TRANSLATE_NOOP("castle", "Shuffle those items with both Secret Bags and deal two face down to each player.")
I_PILE = QT_TRANSLATE_NOOP("castle", "Shuffle all the other items, sealed or not, into a face-down draw pile of {count} cards.")
I_LIMIT = QT_TRANSLATE_NOOP("castle", "Hand limit: {limit} items.")
I_SETUP_DONE = QT_TRANSLATE_NOOP("castle", "Set up the cards as described, then start the game.")

# --- prompts ---------------------------------------------------------------------------------------------
I_TURN = QT_TRANSLATE_NOOP("castle", "{player}'s turn: pass, trade an item, attack another player or declare victory.")
I_AFTER_ACTION = QT_TRANSLATE_NOOP("castle", "End the turn, or use the Diplomat or the Clairvoyant first.")
I_CLAIRVOYANT = QT_TRANSLATE_NOOP("castle", "Choose the cards to put on top of the draw pile, the top card first.")
I_DIPLOMAT_RESULT = QT_TRANSLATE_NOOP("castle", "Does {player} have the {item}?")
I_DIPLOMAT_HAND = QT_TRANSLATE_NOOP("castle", "Hand the demanded item to the Diplomat.")
I_RETURN = QT_TRANSLATE_NOOP("castle", "Choose the item you give in return.")
I_REPLY = QT_TRANSLATE_NOOP("castle", "{player} offers you an item: accept and give one back, or refuse.")
I_ANNOUNCE = QT_TRANSLATE_NOOP("castle", "Which traded item's effect was announced?")
I_EFFECT_CHOICE = QT_TRANSLATE_NOOP("castle", "Execute the effect of the item you traded away?")
I_COAT = QT_TRANSLATE_NOOP("castle", "Choose your new profession from the profession stack.")
I_SEXTANT = QT_TRANSLATE_NOOP("castle", "Choose the direction in which everyone passes one item.")
I_SEXTANT_PASS = QT_TRANSLATE_NOOP("castle", "Choose the item you pass on.")
I_GIVE = QT_TRANSLATE_NOOP("castle", "Over the hand limit of {limit}: give an item to another player.")
I_PRIEST = QT_TRANSLATE_NOOP("castle", "Before anyone declares: does anyone use the Priest?")
I_PRIEST_PAY = QT_TRANSLATE_NOOP("castle", "Give one of your items to the Priest.")
I_SUPPORT = QT_TRANSLATE_NOOP("castle", "Declare sword, shield or neutral.")
I_HYPNOTIZE = QT_TRANSLATE_NOOP("castle", "Hypnotise a player who has declared.")
I_MODIFIERS = QT_TRANSLATE_NOOP("castle", "Use an item or a profession for the fight, or pass.")
I_LAST_WORD = QT_TRANSLATE_NOOP("castle", "Last word: use the Grand Master, the Duelist or the Poison Mixer, or pass.")
I_RING = QT_TRANSLATE_NOOP("castle", "The fight is tied: does a combatant show the Poison Ring?")
I_SPOILS = QT_TRANSLATE_NOOP("castle", "Choose the spoils: look at society and profession, or look at the items and take one.")
I_TIE_DRAW = QT_TRANSLATE_NOOP("castle", "A tie: draw an item from the draw pile?")
I_DOCTOR = QT_TRANSLATE_NOOP("castle", "Does anyone use the Doctor to prevent the post-fight action?")
I_TAKE = QT_TRANSLATE_NOOP("castle", "Choose the item you take.")
I_GIVE_BACK = QT_TRANSLATE_NOOP("castle", "The loser has no item left: give one of yours back.")
I_REVEAL_HAND = QT_TRANSLATE_NOOP("castle", "Enter what {player} reveals.")
I_REVEAL_SOCIETY = QT_TRANSLATE_NOOP("castle", "Enter {player}'s society card.")
I_REVEAL_HIDDEN = QT_TRANSLATE_NOOP("castle", "Turn over the society card that was set aside.")
I_WITHDRAW = QT_TRANSLATE_NOOP("castle", "The declaration is not allowed: withdraw it.")

# --- the board's line for a step whose prompt speaks to the player who makes it ("you"): in the third person --------
B_REPLY = QT_TRANSLATE_NOOP("castle", "{offerer} offers {player} an item: {player} accepts and gives one back, or refuses.")
B_RETURN = QT_TRANSLATE_NOOP("castle", "{player} chooses the item to give in return.")
B_EFFECT_CHOICE = QT_TRANSLATE_NOOP("castle", "{player} decides whether to execute the effect of the item traded away.")
B_COAT = QT_TRANSLATE_NOOP("castle", "{player} chooses a new profession from the profession stack.")
B_SEXTANT_PASS = QT_TRANSLATE_NOOP("castle", "Each player chooses an item to pass on.")
B_PRIEST_PAY = QT_TRANSLATE_NOOP("castle", "{player} gives one item to the Priest.")
B_TAKE = QT_TRANSLATE_NOOP("castle", "{player} chooses the item to take.")
B_GIVE_BACK = QT_TRANSLATE_NOOP("castle", "The loser has no item left: {player} gives one back.")

# --- refusals -------------------------------------------------------------------------------------------
E_SELF_TARGET = QT_TRANSLATE_NOOP("castle", "{player} must choose another player.")
E_NOT_HELD = QT_TRANSLATE_NOOP("castle", "{player} does not hold the {item}.")
E_BAGS = QT_TRANSLATE_NOOP("castle", "A Secret Bag cannot be traded for the other Secret Bag.")
E_MUST_ACCEPT = QT_TRANSLATE_NOOP("castle", "{player} must accept the {item}.")
E_MUST_REFUSE = QT_TRANSLATE_NOOP("castle", "{player} holds only the other Secret Bag and must refuse the trade.")
E_RETURN_RECEIVED = QT_TRANSLATE_NOOP("castle", "{player} must give back another item, not the one just received.")
E_BLACK_PEARL = QT_TRANSLATE_NOOP("castle", "{player} holds the Black Pearl and cannot declare victory.")
E_NO_VICTORY_ITEM = QT_TRANSLATE_NOOP("castle", "{player} holds no victory item of their society and cannot declare victory.")
E_NO_COAT_OF_ARMS = QT_TRANSLATE_NOOP("castle", "{player} does not hold the Coat of Arms of the Loge.")
E_LOGE_TOO_FEW = QT_TRANSLATE_NOOP("castle", "{player} holds only {count} Keys and Goblets; the Coat of Arms of the Loge needs 3.")
E_LOGE_FEW_CARDS = QT_TRANSLATE_NOOP("castle", "{player} holds fewer than 3 items; the Coat of Arms of the Loge needs 3 Keys and "
                                               "Goblets.")
E_NOT_PROFESSION = QT_TRANSLATE_NOOP("castle", "{player} is not the {profession}.")
E_PROFESSION_USED = QT_TRANSLATE_NOOP("castle", "{player}'s {profession} has already been used.")
E_PILE_EMPTY = QT_TRANSLATE_NOOP("castle", "The draw pile is empty.")
E_NOT_ELIGIBLE = QT_TRANSLATE_NOOP("castle", "{player} cannot use the {card} in this position of the fight.")
E_ALREADY_USED = QT_TRANSLATE_NOOP("castle", "The {card} has already been used in this fight.")
E_HYPNOTISED = QT_TRANSLATE_NOOP("castle", "{player} is hypnotised and may use no item or profession in this fight.")
E_HYPNOSIS_TARGET = QT_TRANSLATE_NOOP("castle", "{player} may hypnotise only the player who has just declared, once per fight.")
E_HYPNOSIS_TARGET_AFTER = QT_TRANSLATE_NOOP("castle", "{player} may hypnotise one player who has declared, once per fight, after the "
                                                      "last declaration and before the first item or profession is used.")
E_NO_ROOM = QT_TRANSLATE_NOOP("castle", "{player} has no room below the hand limit.")
E_FORTUNE_NAME = QT_TRANSLATE_NOOP("castle", "Name at least one player.")
E_BAG_DEMAND = QT_TRANSLATE_NOOP("castle", "{player} holds only the other Secret Bag and could give nothing back for it.")
E_VARIANT_OFF = QT_TRANSLATE_NOOP("castle", "The Fortune-telling variant is not in play.")
E_LAST_WORD = QT_TRANSLATE_NOOP("castle", "After everyone has passed, only the Grand Master, the Duelist and the Poison Mixer "
                                          "may still be used.")

# --- public events -----------------------------------------------------------------------------------------
EV_DEALT = QT_TRANSLATE_NOOP("castle", "The cards are dealt; the draw pile has {pile} cards.")
EV_SETUP_DONE = QT_TRANSLATE_NOOP("castle", "The table has set up its cards.")
EV_FACE_UP = QT_TRANSLATE_NOOP("castle", "{player}'s {profession} lies face up from the start.")
EV_FACE_UP_USED = QT_TRANSLATE_NOOP("castle", "{player}'s {profession} lies face up from the start and has been used.")
EV_TURN = QT_TRANSLATE_NOOP("castle", "{player}'s turn.")
EV_PASS = QT_TRANSLATE_NOOP("castle", "{player} passes.")
EV_OFFER = QT_TRANSLATE_NOOP("castle", "{player} offers {to} an item.")
EV_REFUSED = QT_TRANSLATE_NOOP("castle", "{player} refuses {offerer}'s offer.")
EV_ACCEPTED = QT_TRANSLATE_NOOP("castle", "{player} traded with {partner} (accepted).")
EV_EFFECT = QT_TRANSLATE_NOOP("castle", "{player} traded away the {item}.")
EV_EFFECT_DECLINED = QT_TRANSLATE_NOOP("castle", "{player} declines the effect of the {item}.")
EV_DREW = QT_TRANSLATE_NOOP("castle", "{player} draws an item.")
EV_CONVERTED = QT_TRANSLATE_NOOP("castle",
                                 "The draw pile is empty: the Secret Bag (Key) is now a Key and the Secret Bag (Goblet) a Goblet.")
EV_OVERFLOW = QT_TRANSLATE_NOOP("castle", "{player} is over the hand limit of {limit} and must give an item away.")
EV_GAVE = QT_TRANSLATE_NOOP("castle", "{player} gives an item to {to}.")
EV_TOME = QT_TRANSLATE_NOOP("castle", "{first} and {second} swap professions.")
EV_COAT = QT_TRANSLATE_NOOP("castle", "{player} exchanges their profession with the profession stack.")
EV_SEXTANT_LEFT = QT_TRANSLATE_NOOP("castle", "Everyone passes one item to the left.")
EV_SEXTANT_RIGHT = QT_TRANSLATE_NOOP("castle", "Everyone passes one item to the right.")
EV_SEXTANT_DONE = QT_TRANSLATE_NOOP("castle", "Everyone has passed an item.")
EV_CLAIRVOYANT = QT_TRANSLATE_NOOP("castle", "{player} uses the Clairvoyant.")
EV_DIPLOMAT = QT_TRANSLATE_NOOP("castle", "{player} uses the Diplomat and demands the {item} from {target}.")
EV_DIPLOMAT_FAILED = QT_TRANSLATE_NOOP("castle", "{target} has no {item} and shows their items to the Diplomat; the turn ends.")
EV_DIPLOMAT_SUCCESS = QT_TRANSLATE_NOOP("castle", "{target} hands the {item} to {player} and gets an item back.")
EV_ATTACK = QT_TRANSLATE_NOOP("castle", "{attacker} attacks {defender}.")
EV_PRIEST = QT_TRANSLATE_NOOP("castle", "{player} uses the Priest: the fight does not take place.")
EV_SUPPORT = QT_TRANSLATE_NOOP("castle", "{player} declares {side}.")
EV_HYPNOTISED = QT_TRANSLATE_NOOP("castle", "{player} hypnotises {target}: their declaration no longer counts.")
EV_USED = QT_TRANSLATE_NOOP("castle", "{player} uses the {card} ({attack} against {defence}).")
EV_LAST_WORD = QT_TRANSLATE_NOOP("castle", "Everyone has passed: last word for the Grand Master, the Duelist and the Poison Mixer.")
EV_DUEL = QT_TRANSLATE_NOOP("castle", "{player} fights a duel: all support is void.")
EV_MIXER = QT_TRANSLATE_NOOP("castle", "{player} uses the Poison Mixer: {winner} wins the fight.")
EV_TIE = QT_TRANSLATE_NOOP("castle", "The fight is tied, {attack} against {defence}.")
EV_WON = QT_TRANSLATE_NOOP("castle", "{player} wins the fight ({attack} against {defence}).")
EV_SPOILS_LOOK = QT_TRANSLATE_NOOP("castle", "{player} chooses to look at the loser's society and profession.")
EV_SPOILS_TAKE = QT_TRANSLATE_NOOP("castle", "{player} chooses to look at the loser's items and take one.")
EV_SPOILS_NONE = QT_TRANSLATE_NOOP("castle", "{player} takes no spoils.")
EV_TIE_DRAW = QT_TRANSLATE_NOOP("castle", "{player} will draw an item.")
EV_DOCTOR = QT_TRANSLATE_NOOP("castle", "{player} uses the Doctor: the post-fight action does not happen.")
EV_LOOKED = QT_TRANSLATE_NOOP("castle", "{winner} looks at {loser}'s society and profession cards.")
EV_TOOK = QT_TRANSLATE_NOOP("castle", "{winner} takes an item from {loser}.")
EV_GAVE_BACK = QT_TRANSLATE_NOOP("castle", "{winner} gives {loser} an item back.")
EV_FIGHT_OVER = QT_TRANSLATE_NOOP("castle", "The fight is over.")
EV_DECLARE = QT_TRANSLATE_NOOP("castle", "{player} declares victory, naming {partners}.")
EV_LOGE = QT_TRANSLATE_NOOP("castle", "{player} claims victory with the Coat of Arms of the Loge.")
EV_FORTUNE = QT_TRANSLATE_NOOP("castle", "{player} tells the fortune of {named}.")
EV_REVEALED = QT_TRANSLATE_NOOP("castle", "{player} is {society} and holds: {items}.")
EV_REVEALED_ITEMS = QT_TRANSLATE_NOOP("castle", "{player} holds: {items}.")
EV_REVEALED_COUNT = QT_TRANSLATE_NOOP("castle", "{player} is {society} and shows {count} victory items.")
EV_REVEALED_LOGE = QT_TRANSLATE_NOOP("castle", "{player} shows {count} Keys and Goblets.")
EV_REVEALED_SOCIETY = QT_TRANSLATE_NOOP("castle", "{player} is {society}.")
EV_REVEALED_HIDDEN = QT_TRANSLATE_NOOP("castle", "The society card set aside is {society}.")
EV_WITHDRAWN = QT_TRANSLATE_NOOP("castle", "{player}'s declaration is withdrawn; the turn goes on.")

# --- private events (what a player learns) --------------------------------------------------------------------
PV_DEALT = QT_TRANSLATE_NOOP("castle", "You are {society}, your profession is the {profession}, and you hold: {items}.")
PV_DREW = QT_TRANSLATE_NOOP("castle", "You drew the {item}.")
PV_OFFERED = QT_TRANSLATE_NOOP("castle", "{player} offers you the {item}.")
PV_RECEIVED = QT_TRANSLATE_NOOP("castle", "You received the {item} from {player}.")
PV_SAW_ITEMS = QT_TRANSLATE_NOOP("castle", "{player}'s items: {items}.")
PV_SAW_SOCIETY = QT_TRANSLATE_NOOP("castle", "{player} is {society}.")
PV_SAW_CARDS = QT_TRANSLATE_NOOP("castle", "{player} is {society} and the {profession}.")
PV_PROFESSION = QT_TRANSLATE_NOOP("castle", "Your profession is now the {profession}.")
PV_SAW_PILE = QT_TRANSLATE_NOOP("castle", "The draw pile holds: {items}.")
PV_ARRANGED = QT_TRANSLATE_NOOP("castle", "You put the {first} on top of the draw pile and the {second} below it.")
PV_TAKEN = QT_TRANSLATE_NOOP("castle", "{winner} took the {item} from {loser}.")
PV_GIVEN_BACK = QT_TRANSLATE_NOOP("castle", "{winner} gave the {item} back.")

# --- results -----------------------------------------------------------------------------------------------
R_DECLARED = QT_TRANSLATE_NOOP("castle", "{player} declared correctly with {count} victory items: the {society} wins.")
R_WRONG = QT_TRANSLATE_NOOP("castle", "{player}'s declaration was wrong (count {count}): the {society} wins.")
R_LOGE = QT_TRANSLATE_NOOP("castle", "{player} wins alone with the Coat of Arms of the Loge and {count} Keys and Goblets.")
R_LOGE_WRONG = QT_TRANSLATE_NOOP("castle", "{player}'s Coat of Arms claim was wrong: the {society} wins.")
R_FORTUNE = QT_TRANSLATE_NOOP("castle", "{player} told the fortune correctly ({count} victory items): the {society} wins.")
R_FORTUNE_WRONG = QT_TRANSLATE_NOOP("castle", "{player}'s fortune-telling was wrong (count {count}): the {society} wins.")

# --- phase and choice-parameter names (what the generic console shows for an engine id) ------------------------
PHASE_NAMES = {
    "deal": QT_TRANSLATE_NOOP("castle.phase", "Dealing"),
    "setup": QT_TRANSLATE_NOOP("castle.phase", "Setup"),
    "first_player": QT_TRANSLATE_NOOP("castle.phase", "Start player"),
    "turn": QT_TRANSLATE_NOOP("castle.phase", "Turn"),
    "trade": QT_TRANSLATE_NOOP("castle.phase", "Trade"),
    "fight": QT_TRANSLATE_NOOP("castle.phase", "Fight"),
    "declaration": QT_TRANSLATE_NOOP("castle.phase", "Declaration of victory"),
    "over": QT_TRANSLATE_NOOP("castle.phase", "End of game"),
}
_PLAYER = QT_TRANSLATE_NOOP("castle.param", "Player")
_SOCIETY = QT_TRANSLATE_NOOP("castle.param", "Society card")
PARAM_NAMES = {
    ("trade", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to offer"),
    ("trade", "to"): QT_TRANSLATE_NOOP("castle.param", "Trade with"),
    ("accept", "give"): QT_TRANSLATE_NOOP("castle.param", "Item to give back"),
    ("announce", "item"): QT_TRANSLATE_NOOP("castle.param", "Item announced"),
    ("effect_choice", "execute"): QT_TRANSLATE_NOOP("castle.param", "Execute the effect"),
    ("coat_pick", "profession"): QT_TRANSLATE_NOOP("castle.param", "New profession"),
    ("sextant_direction", "direction"): QT_TRANSLATE_NOOP("castle.param", "Direction"),
    ("sextant_pass", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to pass on"),
    ("give", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to give away"),
    ("give", "to"): QT_TRANSLATE_NOOP("castle.param", "Give to"),
    ("attack", "target"): QT_TRANSLATE_NOOP("castle.param", "Player to attack"),
    ("priest_pay", "item"): QT_TRANSLATE_NOOP("castle.param", "Item for the Priest"),
    ("support", "side"): QT_TRANSLATE_NOOP("castle.param", "Side"),
    ("hypnotize", "target"): QT_TRANSLATE_NOOP("castle.param", "Player to hypnotise"),
    ("use", "card"): QT_TRANSLATE_NOOP("castle.param", "Item or profession"),
    ("poison_mixer", "winner"): QT_TRANSLATE_NOOP("castle.param", "Winner of the fight"),
    ("spoils", "option"): QT_TRANSLATE_NOOP("castle.param", "Spoils"),
    ("tie_draw", "draw"): QT_TRANSLATE_NOOP("castle.param", "Draw an item"),
    ("take", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to take"),
    ("give_back", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to give back"),
    ("declare", "partners"): QT_TRANSLATE_NOOP("castle.param", "Partners"),
    ("fortune", "named"): QT_TRANSLATE_NOOP("castle.param", "Opposing players named"),
    ("clairvoyant_pick", "item"): QT_TRANSLATE_NOOP("castle.param", "Card to put on top"),
    ("diplomat", "target"): QT_TRANSLATE_NOOP("castle.param", "Player asked"),
    ("diplomat", "item"): QT_TRANSLATE_NOOP("castle.param", "Item demanded"),
    ("diplomat_result", "has"): QT_TRANSLATE_NOOP("castle.param", "Has the item"),
    ("diplomat_hand", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to hand over"),
    ("diplomat_return", "item"): QT_TRANSLATE_NOOP("castle.param", "Item to give back"),
    ("reveal_hand", "seat"): _PLAYER,
    ("reveal_hand", "society"): _SOCIETY,
    ("reveal_hand", "items"): QT_TRANSLATE_NOOP("castle.param", "Victory items shown"),
    ("reveal_society", "seat"): _PLAYER,
    ("reveal_society", "society"): _SOCIETY,
    ("reveal_hidden", "society"): _SOCIETY,
}
