"""Translatable messages of the One Night engine (problems, refusals, snapshots, results, options).

Role names, narration lines and artifact names live in :mod:`engine.games.onuw.data`.
"""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP, translate

TITLE = QT_TRANSLATE_NOOP("onuw", "One Night Ultimate Werewolf + Daybreak")

# --- setup problems ---------------------------------------------------------------------------
P_PLAYER_COUNT = QT_TRANSLATE_NOOP("onuw", "One Night needs 3 to 10 players, not {count}.")
P_UNKNOWN_ROLE = QT_TRANSLATE_NOOP("onuw", "“{role}” is not a One Night role.")
P_CARD_COUNT = QT_TRANSLATE_NOOP("onuw", "The deck needs exactly {want} cards (players + 3); it has {have}.")
P_TOO_MANY = translate("onuw", "The game has only %n {role} card(s); the deck asks for {have}.", None, "max")
P_MASONS = QT_TRANSLATE_NOOP("onuw", "Masons come in pairs: use both Mason cards or none.")
P_NO_CENTER_WOLF = QT_TRANSLATE_NOOP(
    "onuw", "The Alpha Wolf needs a Center Werewolf card, but every Werewolf, Dream Wolf and Mystic Wolf card is already in the deck.")
P_CENTER_WOLF_IN_USE = QT_TRANSLATE_NOOP(
    "onuw", "The {role} card cannot be the Center Werewolf card: all its copies are already in the deck.")
P_CENTER_WOLF_UNUSED = QT_TRANSLATE_NOOP("onuw", "A Center Werewolf card is chosen, but there is no Alpha Wolf: it is not used.")
P_BAD_OPTION = QT_TRANSLATE_NOOP("onuw", "The option “{option}” cannot be “{value}”.")
P_UNKNOWN_ARTIFACT = QT_TRANSLATE_NOOP("onuw", "“{artifact}” is not an artifact.")
P_INSOMNIAC = QT_TRANSLATE_NOOP("onuw", "The Insomniac learns nothing without a card mover (Robber, Troublemaker, Witch, "
                                        "Village Idiot or Alpha Wolf).")
P_BODYGUARD = QT_TRANSLATE_NOOP("onuw", "The Bodyguard is recommended for 5 or more players.")
P_NO_WEREWOLF = QT_TRANSLATE_NOOP("onuw", "The deck has no Werewolf card.")
P_CURATOR_POOL = QT_TRANSLATE_NOOP("onuw", "The Curator is in the deck but the artifact pool is empty.")

# --- refusals -------------------------------------------------------------------------------------
E_NOT_AWAKE = QT_TRANSLATE_NOOP("onuw", "{player} is not awake now.")
E_ALREADY_ACTED = QT_TRANSLATE_NOOP("onuw", "{player} has already acted in this step.")
E_SHIELDED = QT_TRANSLATE_NOOP("onuw", "{target}'s card is shielded: it cannot be viewed, moved, turned over or given an artifact.")
E_OWN_SHIELDED = QT_TRANSLATE_NOOP("onuw", "Your own card is shielded, so you cannot do that.")
E_SELF_TARGET = QT_TRANSLATE_NOOP("onuw", "Choose another player's card, not your own.")
E_KNOWN_WEREWOLF = QT_TRANSLATE_NOOP("onuw", "The Alpha Wolf cannot give the Center Werewolf card to {target}, a Werewolf they know.")
E_ALREADY_VIEWED = QT_TRANSLATE_NOOP("onuw", "You have already looked at {target}'s card.")
E_FACE_UP = QT_TRANSLATE_NOOP("onuw", "{target}'s card is already face up.")
E_HAS_ARTIFACT = QT_TRANSLATE_NOOP("onuw", "{target}'s card already carries an artifact.")
E_NO_ARTIFACT = QT_TRANSLATE_NOOP("onuw", "There is no artifact left to place.")
E_MUST_SWAP = QT_TRANSLATE_NOOP("onuw", "You looked at a center card, so you must now exchange it with a player's card.")
E_NOT_CENTER = QT_TRANSLATE_NOOP("onuw", "“{card}” is not a center card.")
E_TOO_FEW = QT_TRANSLATE_NOOP("onuw", "There are not enough cards that can be moved.")
E_VOTE_SELF = QT_TRANSLATE_NOOP("onuw", "Point at another player, not at yourself.")
E_ALREADY_VOTED = QT_TRANSLATE_NOOP("onuw", "{player} has already voted.")
E_NOT_IN_DECK = QT_TRANSLATE_NOOP("onuw", "No {role} card is left to place there.")

# --- snapshots (what a player learned, when he looked) ---------------------------------------------------
S_DEALT = QT_TRANSLATE_NOOP("onuw", "You were dealt the {role} card.")
S_VIEW_PLAYER = QT_TRANSLATE_NOOP("onuw", "You looked at {player}'s card: {role}.")
S_VIEW_CENTER = QT_TRANSLATE_NOOP("onuw", "You looked at the center card {card}: {role}.")
S_COPY = QT_TRANSLATE_NOOP("onuw", "You looked at {player}'s card: {role}. You are now the {role}.")
S_WOLVES = QT_TRANSLATE_NOOP("onuw", "The other Werewolves: {players}.")
S_THUMBS = QT_TRANSLATE_NOOP("onuw", "Thumbs shown by the Dream Wolf: {players}.")
S_LONE_WOLF = QT_TRANSLATE_NOOP("onuw", "You are the only Werewolf awake.")
S_MINION = QT_TRANSLATE_NOOP("onuw", "The Werewolves show their thumbs: {players}.")
S_MINION_NONE = QT_TRANSLATE_NOOP("onuw", "No player shows a thumb: there is no Werewolf among the players.")
S_MASONS = QT_TRANSLATE_NOOP("onuw", "The other Masons: {players}.")
S_MASON_ALONE = QT_TRANSLATE_NOOP("onuw", "You see no other Mason.")
S_SHIELD = QT_TRANSLATE_NOOP("onuw", "You placed a shield on {player}'s card.")
S_ALPHA = QT_TRANSLATE_NOOP("onuw", "You gave the Center Werewolf card to {player}.")
S_CONVERT = QT_TRANSLATE_NOOP("onuw", "You must stop: you are now a {role}.")
S_ROB = QT_TRANSLATE_NOOP("onuw", "You took {player}'s card and looked at it: {role}.")
S_WITCH_SWAP = QT_TRANSLATE_NOOP("onuw", "You exchanged the center card {card} with {player}'s card.")
S_TROUBLE = QT_TRANSLATE_NOOP("onuw", "You exchanged the cards of {first} and {second}.")
S_IDIOT_LEFT = QT_TRANSLATE_NOOP("onuw", "You moved the other players' cards to the left.")
S_IDIOT_RIGHT = QT_TRANSLATE_NOOP("onuw", "You moved the other players' cards to the right.")
S_DRUNK = QT_TRANSLATE_NOOP("onuw", "You exchanged your card with the center card {card}.")
S_INSOMNIAC = QT_TRANSLATE_NOOP("onuw", "You look at your card: {role}.")
S_INSOMNIAC_SHIELDED = QT_TRANSLATE_NOOP("onuw", "Your card is shielded: you cannot look at it.")
S_REVEAL_UP = QT_TRANSLATE_NOOP("onuw", "You turned {player}'s card face up: {role}. It stays face up.")
S_REVEAL_DOWN = QT_TRANSLATE_NOOP("onuw", "You turned {player}'s card face up: {role}. You turned it face down again.")
S_CURATE = QT_TRANSLATE_NOOP("onuw", "You placed an artifact on {player}'s card without looking at it.")
S_AUTO = QT_TRANSLATE_NOOP("onuw", "Time was up before you made your mandatory choice: it was made for you at random.")
S_ARTIFACT = QT_TRANSLATE_NOOP("onuw", "There is an artifact on your card: {artifact}. {effect}")
M_ARTIFACT_DRAWN = QT_TRANSLATE_NOOP("onuw", "The artifact placed on {player}'s card is the {artifact}.")
M_DEAL = QT_TRANSLATE_NOOP("onuw", "The cards are dealt.")

# --- public events and instructions ---------------------------------------------------------------------
I_NIGHT = QT_TRANSLATE_NOOP("onuw", "Night: {step}")
I_DAY = QT_TRANSLATE_NOOP("onuw", "Day: discuss who the Werewolves are, then vote.")
I_VOTE = QT_TRANSLATE_NOOP("onuw", "Vote: every player points at another player.")
I_REVEAL_CARD = QT_TRANSLATE_NOOP("onuw", "Enter the card the table shows at {position}.")
I_REVEAL_COPY = QT_TRANSLATE_NOOP("onuw", "Ask the player who was dealt the Doppelgänger which role they copied.")
I_REVEAL_PI = QT_TRANSLATE_NOOP("onuw", "Did the investigator ({card} card) become a Werewolf or a Tanner?")
I_REVEAL_ARTIFACT = QT_TRANSLATE_NOOP("onuw", "Enter the artifact on {player}'s card, if any.")
I_DEAL = QT_TRANSLATE_NOOP("onuw", "Dealing the cards.")
EV_STEP = QT_TRANSLATE_NOOP("onuw", "Night step {number}: {step}")
EV_DAWN = QT_TRANSLATE_NOOP("onuw", "Dawn. Face-up cards: {cards}. Shields: {shields}. Artifact tokens: {artifacts}.")
EV_FACE_UP = QT_TRANSLATE_NOOP("onuw", "{player}: {role}")
EV_VOTING = QT_TRANSLATE_NOOP("onuw", "The day is over: time to vote.")
EV_VOTED = QT_TRANSLATE_NOOP("onuw", "{player} has voted.")
EV_VOTES = QT_TRANSLATE_NOOP("onuw", "The votes: {votes}.")
EV_VOTE_ONE = QT_TRANSLATE_NOOP("onuw", "{player} → {target}")
EV_NO_VOTE = QT_TRANSLATE_NOOP("onuw", "{player} did not vote")
EV_DEATHS = QT_TRANSLATE_NOOP("onuw", "Dead: {players}.")
EV_NOBODY_DIES = QT_TRANSLATE_NOOP("onuw", "Nobody dies.")
EV_HUNTER = QT_TRANSLATE_NOOP("onuw", "{hunter}, a Hunter, takes {target} down too.")
EV_HUNTER_BLOCKED = QT_TRANSLATE_NOOP("onuw", "{hunter}, a Hunter, shoots at {target}, but the Bodyguard protects {target}.")
EV_HUNTER_PRINCE = QT_TRANSLATE_NOOP("onuw", "{hunter}, a Hunter, shoots at {target}, but the Prince cannot be shot.")
EV_REVEALED = QT_TRANSLATE_NOOP("onuw", "{position}: {role}")
NONE = QT_TRANSLATE_NOOP("onuw", "none")
NOBODY = QT_TRANSLATE_NOOP("onuw", "nobody")
CARD_OF = QT_TRANSLATE_NOOP("onuw", "{player}'s card")
NO_COPY = QT_TRANSLATE_NOOP("onuw", "no copy (the card started in the center)")
NO_CONVERSION = QT_TRANSLATE_NOOP("onuw", "no conversion")

# --- results ---------------------------------------------------------------------------------------------
R_RESULT = QT_TRANSLATE_NOOP("onuw", "{outcome} Winners: {winners}.")
R_VILLAGE_WOLF_DIED = QT_TRANSLATE_NOOP("onuw", "A Werewolf died: the village team wins.")
R_VILLAGE_NO_WOLF = QT_TRANSLATE_NOOP("onuw", "No player is a Werewolf and nobody died: the village team wins.")
R_VILLAGE_MINION = QT_TRANSLATE_NOOP("onuw", "No player is a Werewolf and the Minion died: the village team wins.")
R_WOLVES = QT_TRANSLATE_NOOP("onuw", "No Werewolf died: the werewolf team wins.")
R_TANNER = QT_TRANSLATE_NOOP("onuw", "A Tanner died and no Werewolf died: the Werewolves cannot win.")
R_NO_WOLF_DEATH = QT_TRANSLATE_NOOP("onuw", "No player is a Werewolf, but a player died: the village team loses.")

# --- options ---------------------------------------------------------------------------------------------
O_MODE = QT_TRANSLATE_NOOP("onuw", "Cards")
O_MODE_HELP = QT_TRANSLATE_NOOP("onuw", "Physical: the table uses its own cards and the app narrates; the moderator enters the final "
                                        "cards and the votes. App: the app deals and each awake player acts on it.")
O_MODE_PHYSICAL = QT_TRANSLATE_NOOP("onuw", "Physical cards")
O_MODE_APP = QT_TRANSLATE_NOOP("onuw", "Dealt by the app")
O_STEP = QT_TRANSLATE_NOOP("onuw", "Seconds per night step")
O_STEP_HELP = QT_TRANSLATE_NOOP("onuw", "The fixed pause of every night call, the same whether or not anyone acts.")
O_DAY = QT_TRANSLATE_NOOP("onuw", "Day timer (seconds)")
O_DAY_HELP = QT_TRANSLATE_NOOP("onuw", "How long the players discuss before the vote.")
O_LONE = QT_TRANSLATE_NOOP("onuw", "Lone wolf peek")
O_LONE_HELP = QT_TRANSLATE_NOOP("onuw", "A Werewolf who wakes alone may look at one center card.")
O_DREAM = QT_TRANSLATE_NOOP("onuw", "Dream Wolf thumb stops the lone wolf")
O_DREAM_HELP = QT_TRANSLATE_NOOP("onuw", "A Werewolf who sees a Dream Wolf's thumb is not alone and may not peek.")
O_CW = QT_TRANSLATE_NOOP("onuw", "Center Werewolf card")
O_CW_HELP = QT_TRANSLATE_NOOP("onuw", "The wolf card set aside for the Alpha Wolf (automatic: the first one not in the deck).")
O_CW_AUTO = QT_TRANSLATE_NOOP("onuw", "Automatic")
O_ARTIFACTS = QT_TRANSLATE_NOOP("onuw", "Daybreak artifacts")
O_ARTIFACTS_HELP = QT_TRANSLATE_NOOP("onuw", "Put the six Daybreak artifact tokens in the Curator's pool.")
O_BONUS = QT_TRANSLATE_NOOP("onuw", "Bonus artifacts")
O_BONUS_HELP = QT_TRANSLATE_NOOP("onuw", "Add the Bow of the Hunter, Cloak of the Prince, Sword of the Bodyguard and Dagger of the "
                                         "Traitor to the pool.")
O_EXCLUDE = QT_TRANSLATE_NOOP("onuw", "Artifacts removed from the pool")
O_EXCLUDE_HELP = QT_TRANSLATE_NOOP("onuw", "The artifact tokens to leave out of the Curator's pool.")
O_DOPPEL_FIRST = QT_TRANSLATE_NOOP("onuw", "Doppelgänger before the Sentinel")
O_DOPPEL_FIRST_HELP = QT_TRANSLATE_NOOP("onuw", "Call the Doppelgänger (#1) before the Sentinel (#0), as in later charts.")
O_WITCH_SELF = QT_TRANSLATE_NOOP("onuw", "Doppelgänger-Witch may swap with their own card")
O_WITCH_SELF_HELP = QT_TRANSLATE_NOOP("onuw", "A Doppelgänger who copied the Witch may exchange the center card with their own card.")
O_CURATOR_SELF = QT_TRANSLATE_NOOP("onuw", "Doppelgänger-Curator may choose their own card")
O_CURATOR_SELF_HELP = QT_TRANSLATE_NOOP("onuw", "A Doppelgänger who copied the Curator may place the artifact on their own card.")
O_PI_FOLLOWS = QT_TRANSLATE_NOOP("onuw", "A P.I.'s conversion follows")
O_PI_FOLLOWS_HELP = QT_TRANSLATE_NOOP("onuw", "Whether the Werewolf or Tanner a P.I. became travels with the P.I. card or stays with "
                                              "the player who investigated.")
O_PI_CARD = QT_TRANSLATE_NOOP("onuw", "the card")
O_PI_PLAYER = QT_TRANSLATE_NOOP("onuw", "the player")
O_BG_VOTE = QT_TRANSLATE_NOOP("onuw", "Bodyguard's pointing is also a vote")
O_BG_VOTE_HELP = QT_TRANSLATE_NOOP("onuw", "Count the Bodyguard's pointing as a vote as well as a protection.")
O_BG_HUNTER = QT_TRANSLATE_NOOP("onuw", "Bodyguard protects from the Hunter")
O_BG_HUNTER_HELP = QT_TRANSLATE_NOOP("onuw", "The player the Bodyguard points at cannot be killed by a Hunter's shot either.")
O_PRINCE_HUNTER = QT_TRANSLATE_NOOP("onuw", "Prince is immune to the Hunter")
O_PRINCE_HUNTER_HELP = QT_TRANSLATE_NOOP("onuw", "A Hunter's shot does not kill the Prince.")
O_MINION_VILLAGE = QT_TRANSLATE_NOOP("onuw", "Minion's death wins for the village when no player is a Werewolf")
O_MINION_VILLAGE_HELP = QT_TRANSLATE_NOOP("onuw", "With no Werewolf among the players, the village wins if the Minion dies and no "
                                                  "Tanner dies.")
O_AUTO = QT_TRANSLATE_NOOP("onuw", "Random choice when time is up")
O_AUTO_HELP = QT_TRANSLATE_NOOP("onuw", "If a mandatory night action (Doppelgänger, Alpha Wolf, Witch after looking, Drunk) is not "
                                        "done in time, the app makes a random legal choice; otherwise it is skipped.")

# --- prompts of the choices (the heading of each form; a night prompt shows only to the player who opens the laptop) ---
PR_TIME_UP = QT_TRANSLATE_NOOP("onuw", "Go on to the next night step.")
PR_END_DAY = QT_TRANSLATE_NOOP("onuw", "End the day and vote.")
PR_CLOSE_VOTE = QT_TRANSLATE_NOOP("onuw", "Close the vote.")
PR_VOTE = QT_TRANSLATE_NOOP("onuw", "Whom does {player} point at?")
PR_COPY = QT_TRANSLATE_NOOP("onuw", "Choose another player's card to look at: you become that role.")
PR_SHIELD = QT_TRANSLATE_NOOP("onuw", "You may choose a card to place the shield token on.")
PR_ALPHA = QT_TRANSLATE_NOOP("onuw", "Choose the player who gets the Center Werewolf card.")
PR_VIEW_PLAYER = QT_TRANSLATE_NOOP("onuw", "You may choose another player's card to look at.")
PR_VIEW_CENTER = QT_TRANSLATE_NOOP("onuw", "You may choose a center card to look at.")
PR_SEER_CENTER = QT_TRANSLATE_NOOP("onuw", "You may choose two center cards to look at.")
PR_INVESTIGATE = QT_TRANSLATE_NOOP("onuw", "You may choose another player's card to look at (up to two; a Werewolf "
                                            "or the Tanner stops you).")
PR_ROB = QT_TRANSLATE_NOOP("onuw", "You may choose a card to take.")
PR_WITCH_VIEW = QT_TRANSLATE_NOOP("onuw", "You may choose a center card to look at; you must then exchange it with a "
                                          "player's card.")
PR_WITCH_SWAP = QT_TRANSLATE_NOOP("onuw", "Choose the player's card to exchange with that center card.")
PR_TROUBLE = QT_TRANSLATE_NOOP("onuw", "You may choose two other players whose cards to exchange.")
PR_IDIOT = QT_TRANSLATE_NOOP("onuw", "You may move every other player's card one seat to the left or to the right.")
PR_DRUNK = QT_TRANSLATE_NOOP("onuw", "Choose the center card to exchange with your card.")
PR_REVEAL = QT_TRANSLATE_NOOP("onuw", "You may choose another player's card to turn face up.")
PR_CURATE = QT_TRANSLATE_NOOP("onuw", "You may choose a card to place an Artifact token on.")

# --- names of phases and choice parameters ---------------------------------------------------------------
#: Phase id (the "phase" of every view) -> its name.
PHASE_NAMES = {
    "deal": QT_TRANSLATE_NOOP("onuw.phase", "Deal"),
    "night": QT_TRANSLATE_NOOP("onuw.phase", "Night"),
    "day": QT_TRANSLATE_NOOP("onuw.phase", "Day"),
    "vote": QT_TRANSLATE_NOOP("onuw.phase", "Vote"),
    "reveal": QT_TRANSLATE_NOOP("onuw.phase", "Revealing the cards"),
    "over": QT_TRANSLATE_NOOP("onuw.phase", "End of the game"),
}

_CENTER_TO_VIEW = QT_TRANSLATE_NOOP("onuw.param", "Center card to look at")
_CARD_TO_VIEW = QT_TRANSLATE_NOOP("onuw.param", "Card to look at")
#: (action type, parameter) -> the label of that parameter in a choice form.
PARAM_NAMES = {
    ("vote", "target"): QT_TRANSLATE_NOOP("onuw.param", "Points at"),
    ("copy", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card to copy"),
    ("shield", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card to shield"),
    ("alpha_swap", "target"): QT_TRANSLATE_NOOP("onuw.param", "Gets the Center Werewolf card"),
    ("view_player", "target"): _CARD_TO_VIEW,
    ("seer_player", "target"): _CARD_TO_VIEW,
    ("investigate", "target"): _CARD_TO_VIEW,
    ("view_center", "card"): _CENTER_TO_VIEW,
    ("witch_view", "card"): _CENTER_TO_VIEW,
    ("seer_center", "cards"): QT_TRANSLATE_NOOP("onuw.param", "Center cards to look at"),
    ("rob", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card to take"),
    ("witch_swap", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card to exchange"),
    ("troublemake", "targets"): QT_TRANSLATE_NOOP("onuw.param", "Cards to exchange"),
    ("idiot_move", "direction"): QT_TRANSLATE_NOOP("onuw.param", "Direction"),
    ("drunk_swap", "card"): QT_TRANSLATE_NOOP("onuw.param", "Center card to take"),
    ("reveal", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card to turn face up"),
    ("curate", "target"): QT_TRANSLATE_NOOP("onuw.param", "Card for the Artifact token"),
    ("reveal_card", "position"): QT_TRANSLATE_NOOP("onuw.param", "Position"),
    ("reveal_card", "role"): QT_TRANSLATE_NOOP("onuw.param", "Card shown"),
    ("reveal_copy", "role"): QT_TRANSLATE_NOOP("onuw.param", "Role copied"),
    ("reveal_pi", "card"): QT_TRANSLATE_NOOP("onuw.param", "Investigator's card"),
    ("reveal_pi", "conversion"): QT_TRANSLATE_NOOP("onuw.param", "Became"),
    ("reveal_pi", "seat"): QT_TRANSLATE_NOOP("onuw.param", "Player who investigated"),
    ("reveal_artifact", "seat"): QT_TRANSLATE_NOOP("onuw.param", "Player"),
    ("reveal_artifact", "artifact"): QT_TRANSLATE_NOOP("onuw.param", "Artifact token"),
}
