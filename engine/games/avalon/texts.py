"""Translatable messages of the Avalon engine: setup problems, refusals, events, instructions, options.

Role names, Plot Card names, card and vote names and the reveal-script lines live in :mod:`.data`.
"""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("avalon", "The Resistance: Avalon")
NOBODY = QT_TRANSLATE_NOOP("avalon", "nobody")
MODERATOR = QT_TRANSLATE_NOOP("avalon", "the moderator")

# --- setup problems (§2.4) ------------------------------------------------------------------------------------------
P_PLAYER_COUNT = QT_TRANSLATE_NOOP("avalon", "Avalon needs 5 to 10 players, not {count}.")
P_UNKNOWN_ROLE = QT_TRANSLATE_NOOP("avalon", "“{role}” is not an Avalon role.")
P_UNKNOWN_OPTION = QT_TRANSLATE_NOOP("avalon", "Avalon has no option named {options}.")
P_BAD_OPTION = QT_TRANSLATE_NOOP("avalon", "The option “{option}” cannot be “{value}”.")
P_SIDE_COUNT = QT_TRANSLATE_NOOP(
    "avalon", "{n} players need {good} Good and {evil} Evil roles; the role list has {have_good} Good and {have_evil} Evil.")
P_MERLIN_REQUIRED = QT_TRANSLATE_NOOP("avalon", "Merlin must be in the game.")
P_ASSASSIN_REQUIRED = QT_TRANSLATE_NOOP("avalon", "The Assassin must be in the game.")
P_PERCIVAL_NEEDS_MERLIN = QT_TRANSLATE_NOOP("avalon", "Percival needs Merlin in the game.")
P_DUPLICATE_ROLE = QT_TRANSLATE_NOOP("avalon", "There is only one {role}; the role list has {count}.")
P_TRAPPER_COUNT = QT_TRANSLATE_NOOP("avalon", "The Trapper is for 8 to 10 players, not {count}.")
P_TRAPPER_PLOT = QT_TRANSLATE_NOOP("avalon", "The Trapper cannot be used together with Plot Cards.")
P_CLERIC_APP_ONLY = QT_TRANSLATE_NOOP("avalon", "The Cleric can learn the first quest's leader only in an app-run game.")
P_FIRST_LEADER = QT_TRANSLATE_NOOP("avalon", "The first leader must be a seat from 0 to {last}, or -1 for a random one, not {value}.")
P_TIMER_OVERRIDE = QT_TRANSLATE_NOOP("avalon", "The timer entry “{entry}” is not STAGE=SECONDS with a stage among: {stages}.")
W_MORGANA = QT_TRANSLATE_NOOP("avalon", "Without Percival, Morgana has no power and plays as a Minion of Mordred.")
W_PERCIVAL_5P = QT_TRANSLATE_NOOP("avalon", "With Percival at 5 players, add Morgana or Mordred.")
W_LADY = QT_TRANSLATE_NOOP("avalon", "The Lady of the Lake is recommended for 7 or more players.")
W_CHECK_ROLE = QT_TRANSLATE_NOOP(
    "avalon", "The Troublemaker and the Trickster do nothing without a loyalty check (the Cleric, the Lady, the Witch or Plot Cards).")
W_WITCH_PHYSICAL = QT_TRANSLATE_NOOP(
    "avalon", "With the Witch at a physical table, the moderator must not play: the moderator sees the Witch's sign and counts "
              "hidden cards.")

# --- refusals ------------------------------------------------------------------------------------------------------------
X_NOT_LEADER = QT_TRANSLATE_NOOP("avalon", "{player} is not the leader; {leader} is.")
X_UNKNOWN_PLAYER = QT_TRANSLATE_NOOP("avalon", "There is no player in seat {seat}.")
X_DUPLICATE_MEMBER = QT_TRANSLATE_NOOP("avalon", "{player} is named twice: a team is made of different players.")
X_TEAM_SIZE = QT_TRANSLATE_NOOP("avalon", "The team for quest {n} has {size} players, not {have}.")
X_EXCALIBUR_TO_LEADER = QT_TRANSLATE_NOOP("avalon", "The leader cannot give Excalibur to themselves.")
X_EXCALIBUR_NOT_MEMBER = QT_TRANSLATE_NOOP("avalon", "Not on the proposed team: cannot hold Excalibur.")
X_VOTES_BY_MODERATOR = QT_TRANSLATE_NOOP("avalon", "The table votes openly; the moderator enters each vote.")
X_VOTES_BY_PLAYERS = QT_TRANSLATE_NOOP("avalon", "Each player votes privately on the laptop.")
X_ALREADY_VOTED = QT_TRANSLATE_NOOP("avalon", "Vote already entered.")
X_CHARGE_FIRST = QT_TRANSLATE_NOOP("avalon", "Charge!: {players} must vote first, in public.")
X_NOT_A_MEMBER = QT_TRANSLATE_NOOP("avalon", "{player} is not on this quest.")
X_ALREADY_PLAYED = QT_TRANSLATE_NOOP("avalon", "{player} has already played a card on this quest.")
# Shown privately on the player's own quest card after the press, in the second person; Good and the Brute read the same.
X_GOOD = QT_TRANSLATE_NOOP("avalon", "You must play Success.")
X_LUNATIC = QT_TRANSLATE_NOOP("avalon", "You must play Fail.")
X_OUT_OF_ORDER = QT_TRANSLATE_NOOP("avalon", "Out of order: {step} comes later; now is {current}.")
X_NOT_EXCALIBUR_HOLDER = QT_TRANSLATE_NOOP("avalon", "{player} does not hold Excalibur; {holder} does.")
X_EXCALIBUR_SELF = QT_TRANSLATE_NOOP("avalon", "Excalibur switches another member's card, never the holder's own.")
X_EXCALIBUR_RESOLVED = QT_TRANSLATE_NOOP("avalon", "Excalibur has already been used or skipped on this quest.")
X_NOT_TRAPPER = QT_TRANSLATE_NOOP("avalon", "Only this quest's leader, {leader}, removes a card; {player} cannot.")
X_EXACTLY_ONE = QT_TRANSLATE_NOOP("avalon", "Exactly one card must be removed: choose one quest member.")
# A reason the console shows beside every button it disables: without the name, one line covers them all.
X_NOT_QUEST_CARD = QT_TRANSLATE_NOOP("avalon", "Not on this quest: not a card of the current quest.")
X_TARGET_NOT_MEMBER = QT_TRANSLATE_NOOP("avalon", "Not on this quest.")
X_ALREADY_REMOVED = QT_TRANSLATE_NOOP("avalon", "The choice is final: {player}'s card has already been removed.")
X_REMOVED_RANDOM = QT_TRANSLATE_NOOP(
    "avalon", "The time ran out and {player}'s card was removed at random; the removal has already happened.")
X_NOT_WITCH = QT_TRANSLATE_NOOP("avalon", "{player} cannot make the Witch's choice.")
X_WITCH_USED = QT_TRANSLATE_NOOP("avalon", "The Witch's power has already been used in this game.")
X_WITCH_DECIDED = QT_TRANSLATE_NOOP("avalon", "The Witch has already decided on this quest.")
X_NOT_EXAMINER = QT_TRANSLATE_NOOP("avalon", "{player} was not drawn; {examiner} makes this check.")
X_EXAMINE_SELF = QT_TRANSLATE_NOOP("avalon", "Choose another player, not yourself.")
X_LADY_NOT_NOW = QT_TRANSLATE_NOOP("avalon", "The Lady of the Lake is used only after quests 2, 3 and 4, before the next proposal.")
X_NOT_LADY_HOLDER = QT_TRANSLATE_NOOP("avalon", "{player} does not hold the Lady of the Lake; {holder} does.")
X_LADY_PAST = QT_TRANSLATE_NOOP("avalon", "Has held the Lady of the Lake: cannot be examined.")
X_ONLY_ASSASSIN = QT_TRANSLATE_NOOP("avalon", "Only the Assassin names a player; {player} cannot.")
X_ASSASSIN_SELF = QT_TRANSLATE_NOOP("avalon", "The Assassin cannot name themselves.")
X_TARGET_EVIL = QT_TRANSLATE_NOOP("avalon", "{player} is Evil: the Assassin must name a Good player.")
X_PLOT_TO_LEADER = QT_TRANSLATE_NOOP("avalon", "The leader gives each Plot Card to another player, never to themselves.")
X_NO_SUCH_CARD = QT_TRANSLATE_NOOP("avalon", "There is no Plot Card “{card}” to use here.")
X_NOT_HELD = QT_TRANSLATE_NOOP("avalon", "{player} does not hold {card}.")
X_LEADER_CANNOT_LEAD = QT_TRANSLATE_NOOP("avalon", "The current leader cannot play Lead to Victory.")
X_ALREADY_AMBUSHED = QT_TRANSLATE_NOOP("avalon", "{player}'s card has already been looked at with Ambush on this quest.")
X_AMBUSH_OWN = QT_TRANSLATE_NOOP("avalon", "Ambush looks at another member's card.")
X_NOT_ADJACENT = QT_TRANSLATE_NOOP("avalon", "{player} is not sitting next to you.")
X_TAKE_OWN_CARD = QT_TRANSLATE_NOOP("avalon", "Restore Your Honor takes a card another player holds.")
X_TOO_MANY_FAILS = QT_TRANSLATE_NOOP("avalon", "{fails} Fail cards are impossible here: at most {most}.")
X_ROLE_NOT_LEFT = QT_TRANSLATE_NOOP("avalon", "No {role} card is left in the role list.")
X_LOYALTY_FORCED = QT_TRANSLATE_NOOP("avalon", "Your role shows {loyalty} to every loyalty check.")
X_ROLE_CONTRADICTS = QT_TRANSLATE_NOOP("avalon", "{player} cannot be {role}: it contradicts what the table has seen.")

# --- what a player learns ----------------------------------------------------------------------------------------------------
S_ROLE = QT_TRANSLATE_NOOP("avalon", "You are {role} ({side}).")
S_MERLIN = QT_TRANSLATE_NOOP("avalon", "The agents of Evil you see: {players}.")
S_PERCIVAL_M = QT_TRANSLATE_NOOP("avalon", "Merlin is {players}.")
S_PERCIVAL_MM = QT_TRANSLATE_NOOP("avalon", "Merlin and Morgana are {players}; you do not know which is which.")
S_EVIL = QT_TRANSLATE_NOOP("avalon", "Your fellow agents of Evil: {players}.")
K_CLERIC = QT_TRANSLATE_NOOP("avalon", "The leader {subject} shows you: {loyalty}.")
K_LADY = QT_TRANSLATE_NOOP("avalon", "The Lady of the Lake shows you {subject}'s loyalty: {loyalty}.")
K_WITCH = QT_TRANSLATE_NOOP("avalon", "Your check shows you {subject}'s loyalty: {loyalty}.")
K_ARE_YOU = QT_TRANSLATE_NOOP("avalon", "Are You the One?: {subject}'s loyalty is {loyalty}.")
K_TRUE_NATURE = QT_TRANSLATE_NOOP("avalon", "{subject} shows you their loyalty: {loyalty}.")
K_STRENGTH = QT_TRANSLATE_NOOP("avalon", "The leader {subject} shows you their loyalty: {loyalty}.")

# --- events ----------------------------------------------------------------------------------------------------------------------
E_FIRST_LEADER = QT_TRANSLATE_NOOP("avalon", "{player} is the first leader.")
E_LADY_TOKEN = QT_TRANSLATE_NOOP("avalon", "{player} holds the Lady of the Lake.")
E_PLOT_SHUFFLE = QT_TRANSLATE_NOOP("avalon", "The Plot Cards are shuffled.")
E_DEAL = QT_TRANSLATE_NOOP("avalon", "The roles are dealt.")
E_BEGIN = QT_TRANSLATE_NOOP("avalon", "The reveal is over; the quests begin.")
E_ROUND = QT_TRANSLATE_NOOP("avalon", "Quest {n}: {leader} leads; the team has {size} players.")
E_LEAD_TO_VICTORY = QT_TRANSLATE_NOOP("avalon", "{player} plays Lead to Victory and becomes the leader.")
E_PLOT_DRAW = QT_TRANSLATE_NOOP("avalon", "{leader} draws Plot Cards: {cards}.")
E_PLOT_GIVEN = QT_TRANSLATE_NOOP("avalon", "{leader} gives {card} to {player}.")
E_PLOT_TAKEN = QT_TRANSLATE_NOOP("avalon", "{player} takes {card} from {owner}.")
E_RESTORE_NOTHING = QT_TRANSLATE_NOOP("avalon", "No other player holds a Plot Card: Restore Your Honor has no effect for {player}.")
E_LADY_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{viewer} examines {subject} with the Lady of the Lake.")
E_WITCH_CHECK_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{viewer} examines {subject}'s loyalty.")
E_ARE_YOU_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{viewer} examines {subject} with Are You the One?.")
E_TRUE_NATURE_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{subject} shows their loyalty to {viewer} (Show Your True Nature).")
E_STRENGTH_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{subject} shows their loyalty to {viewer} (Show Your Strength).")
E_CHECK_ASKED = QT_TRANSLATE_NOOP("avalon", "{viewer} is checking your loyalty: confirm the loyalty you show.")
E_CLERIC_ASKED = QT_TRANSLATE_NOOP("avalon", "The Cleric is checking the first leader's loyalty: confirm the loyalty you show.")
E_CHECK_ANSWERED = QT_TRANSLATE_NOOP("avalon", "You show: {loyalty}.")
E_PROPOSED = QT_TRANSLATE_NOOP("avalon", "{leader} proposes {team} (proposal {n}).")
E_PROPOSED_RANDOM = QT_TRANSLATE_NOOP("avalon", "The time ran out: {leader}'s team is {team}, chosen at random (proposal {n}).")
E_EXCALIBUR_ASSIGNED = QT_TRANSLATE_NOOP("avalon", "{leader} gives Excalibur to {holder}.")
E_SENT_WITHOUT_VOTE = QT_TRANSLATE_NOOP("avalon", "The fifth team goes on the quest without a vote.")
E_CHARGE_VOTE = QT_TRANSLATE_NOOP("avalon", "Charge!: {player} votes {vote}.")
E_APPROVED = QT_TRANSLATE_NOOP("avalon", "The team is approved, {a} to {r}. Approve: {approve}. Reject: {reject}.")
E_REJECTED = QT_TRANSLATE_NOOP("avalon", "The team is rejected, {a} to {r}. Approve: {approve}. Reject: {reject}.")
E_FIVE_REJECTIONS = QT_TRANSLATE_NOOP("avalon", "Five teams were rejected in one round.")
E_KING_RETURNS = QT_TRANSLATE_NOOP("avalon", "{player} plays The King Returns: the approval is cancelled and counts as a rejection.")
E_WE_FOUND_YOU = QT_TRANSLATE_NOOP("avalon", "{player} plays We Found You: {target} must play face up.")
E_QUEST_START = QT_TRANSLATE_NOOP("avalon", "Quest {n} sets out: {team}.")
E_YOU_PLAYED = QT_TRANSLATE_NOOP("avalon", "You played {card}.")
E_CARD_IN = QT_TRANSLATE_NOOP("avalon", "{player} has played a card.")
E_FACE_UP = QT_TRANSLATE_NOOP("avalon", "{player}'s card, face up: {card}.")
E_CARDS_PLAYED = QT_TRANSLATE_NOOP("avalon", "Every card of quest {n} is in.")
E_EXCALIBUR_USED = QT_TRANSLATE_NOOP("avalon", "Excalibur used by {holder} on {target}.")
E_EXCALIBUR_SKIPPED = QT_TRANSLATE_NOOP("avalon", "{holder} does not use Excalibur.")
E_EXCALIBUR_SEEN = QT_TRANSLATE_NOOP("avalon", "{target}'s card was {card}; it is now {now}.")
E_EXCALIBUR_SWITCHED = QT_TRANSLATE_NOOP("avalon", "{holder} switched your card with Excalibur: it is now {now}.")
E_AMBUSH = QT_TRANSLATE_NOOP("avalon", "{player} uses Ambush on {target}'s card.")
E_AMBUSH_SEEN = QT_TRANSLATE_NOOP("avalon", "Ambush: {target}'s card is {card}.")
E_REMOVED = QT_TRANSLATE_NOOP("avalon", "{leader} removes {player}'s card.")
E_REMOVED_RANDOM = QT_TRANSLATE_NOOP("avalon", "{player}'s card was removed at random (time ran out).")
E_REMOVED_VALUE = QT_TRANSLATE_NOOP("avalon", "The removed card ({player}'s) is {card}.")
E_WITCH_HIDES = QT_TRANSLATE_NOOP("avalon", "You hide this quest's result.")
E_WITCH_PASSES = QT_TRANSLATE_NOOP("avalon", "You do not hide this quest's result.")
E_WITCH_SEAT = QT_TRANSLATE_NOOP("avalon", "The Witch is {player}.")
E_WITCH_VOID = QT_TRANSLATE_NOOP("avalon", "Quest {n} decides the game: the Witch's hiding has no effect.")
E_QUEST_SUCCESS = QT_TRANSLATE_NOOP("avalon", "Quest {n} succeeded: {successes} Success, {fails} Fail.")
E_QUEST_FAIL = QT_TRANSLATE_NOOP("avalon", "Quest {n} failed: {successes} Success, {fails} Fail.")
E_QUEST_HIDDEN = QT_TRANSLATE_NOOP("avalon", "Quest {n}: the result is hidden.")
E_CARDS_OWNERS = QT_TRANSLATE_NOOP("avalon", "Quest {n} cards: {cards}.")
CARD_OF = QT_TRANSLATE_NOOP("avalon", "{player}: {card}")
CARD_SWITCHED = QT_TRANSLATE_NOOP("avalon", "{player}: {card}, switched to {now}")
E_WITCH_DRAW = QT_TRANSLATE_NOOP("avalon", "{player} is drawn to make a loyalty check.")
E_REVEALER = QT_TRANSLATE_NOOP("avalon", "A second quest has failed: {player} is the Revealer, and Evil.")
E_THREE_FAILS = QT_TRANSLATE_NOOP("avalon", "Three quests have failed.")
E_THREE_SUCCESSES = QT_TRANSLATE_NOOP("avalon", "Three quests have succeeded: the Assassin may still name Merlin.")
E_EVIL_REVEALED = QT_TRANSLATE_NOOP("avalon", "The agents of Evil reveal themselves: {players}. {assassin} is the Assassin.")
E_EVIL_SEAT = QT_TRANSLATE_NOOP("avalon", "{player} reveals themselves as Evil.")
E_ASSASSIN_REVEALED = QT_TRANSLATE_NOOP("avalon", "{assassin} is the Assassin.")
E_ASSASSINATE = QT_TRANSLATE_NOOP("avalon", "{assassin} names {target} as Merlin.")
E_ASSASSINATE_RANDOM = QT_TRANSLATE_NOOP("avalon", "The time ran out: {assassin} names {target}, chosen at random.")
E_ROLE_ENTERED = QT_TRANSLATE_NOOP("avalon", "{player} was {role}.")
E_GAME_OVER = QT_TRANSLATE_NOOP("avalon", "{side} wins: {reason}")
E_TIME_UP = QT_TRANSLATE_NOOP("avalon", "The time is up.")
E_TIMEOUT = QT_TRANSLATE_NOOP("avalon", "The time ran out: the game chooses at random.")
R_THREE_FAILS = QT_TRANSLATE_NOOP("avalon", "three quests failed.")
R_FIVE_REJECTIONS = QT_TRANSLATE_NOOP("avalon", "five teams were rejected in one round.")
R_MERLIN_FOUND = QT_TRANSLATE_NOOP("avalon", "the Assassin named Merlin.")
R_MERLIN_MISSED = QT_TRANSLATE_NOOP("avalon", "three quests succeeded and the Assassin did not find Merlin.")

# --- instructions and prompts ----------------------------------------------------------------------------------------------------
I_SETUP = QT_TRANSLATE_NOOP("avalon", "Setting up the game.")
I_BEGIN = QT_TRANSLATE_NOOP("avalon", "Reveal: every player learns what their role knows. Then start the first quest.")
I_LADY = QT_TRANSLATE_NOOP("avalon", "{player} holds the Lady of the Lake and examines a player.")
I_WINDOW = QT_TRANSLATE_NOOP("avalon", "Nobody plays the card now: go on.")
I_WINDOW_OF = QT_TRANSLATE_NOOP("avalon", "A holder of {card} may play it now.")
I_GIVE_PLOT = QT_TRANSLATE_NOOP("avalon", "{leader} gives each drawn Plot Card to another player.")
I_PLOT_TASK = QT_TRANSLATE_NOOP("avalon", "{player} resolves {card}.")
I_TAKE_PLOT = QT_TRANSLATE_NOOP("avalon", "{player} takes a Plot Card another player holds.")
I_EXAMINE = QT_TRANSLATE_NOOP("avalon", "{player} examines a neighbour's loyalty.")
I_SHOW_LOYALTY = QT_TRANSLATE_NOOP("avalon", "{player} shows their loyalty to another player.")
I_PROPOSE = QT_TRANSLATE_NOOP("avalon", "{leader} proposes a team of {size}.")
I_EXCALIBUR_ASSIGN = QT_TRANSLATE_NOOP("avalon", "{leader} gives Excalibur to a team member other than themselves.")
I_VOTE = QT_TRANSLATE_NOOP("avalon", "Everyone reveals their vote token at the same time; the moderator enters each vote.")
I_VOTE_PRIVATE = QT_TRANSLATE_NOOP("avalon", "Vote on the proposed team. Nobody sees your vote until everyone has voted.")
I_VOTE_PRIVATE_PUBLIC = QT_TRANSLATE_NOOP(
    "avalon", "Each player votes privately on the laptop; the votes are shown together when all are in.")
I_PLAY = QT_TRANSLATE_NOOP("avalon", "The team members play their quest cards.")
I_CARDS_DOWN = QT_TRANSLATE_NOOP("avalon", "Each member places their card face down in front of themselves.")
I_EXCALIBUR = QT_TRANSLATE_NOOP("avalon", "{holder} may switch another member's card with Excalibur, or skip.")
I_TRAPPER = QT_TRANSLATE_NOOP("avalon", "{leader}, choose a member and confirm «Remove card». The choice is final.")
I_TRAPPER_PUBLIC = QT_TRANSLATE_NOOP("avalon", "The leader {leader} is choosing a card to remove.")
I_WITCH = QT_TRANSLATE_NOOP("avalon", "The Witch decides whether to hide this quest's result.")
I_COUNT = QT_TRANSLATE_NOOP("avalon", "Shuffle and reveal the counted cards of quest {n}; enter the number of Fail cards.")
I_COUNT_HIDDEN = QT_TRANSLATE_NOOP(
    "avalon", "The Witch hides the result of quest {n}: do not reveal the cards. The moderator alone counts them and enters the "
              "number of Fail cards.")
I_WITCH_DRAW = QT_TRANSLATE_NOOP("avalon", "A player other than the Witch is drawn at random.")
I_WITCH_CHECK = QT_TRANSLATE_NOOP("avalon", "{player} examines another player's loyalty.")
I_CLERIC_CHECK = QT_TRANSLATE_NOOP("avalon", "The Cleric learns the loyalty of the first quest's leader.")
I_REVEALER = QT_TRANSLATE_NOOP("avalon", "A second quest has failed: enter the player who reveals themselves as the Revealer.")
I_REVEAL_EVIL = QT_TRANSLATE_NOOP("avalon", "The agents of Evil reveal themselves: enter each of them.")
I_ASSASSINATE = QT_TRANSLATE_NOOP("avalon", "The Assassin names the player they think is Merlin.")
I_ROLE_ENTRY = QT_TRANSLATE_NOOP("avalon", "Everyone shows their role card: enter {player}'s role.")
I_ANSWER_CHECK = QT_TRANSLATE_NOOP("avalon", "Confirm the loyalty you show to this check.")
I_ANSWER_CHECK_PUBLIC = QT_TRANSLATE_NOOP("avalon", "{player} confirms the loyalty they show to the check.")
I_TIME_UP = QT_TRANSLATE_NOOP("avalon", "The time for this step is up.")
I_MAY_PLAY = QT_TRANSLATE_NOOP("avalon", "{player} may play {card}.")

STEP_CARDS = QT_TRANSLATE_NOOP("avalon", "playing the quest cards")
STEP_EXCALIBUR = QT_TRANSLATE_NOOP("avalon", "Excalibur")
STEP_AMBUSH = QT_TRANSLATE_NOOP("avalon", "Ambush")
STEP_TRAPPER = QT_TRANSLATE_NOOP("avalon", "the Trapper's removal")
STEP_WITCH = QT_TRANSLATE_NOOP("avalon", "the Witch's decision")
STEP_COUNT = QT_TRANSLATE_NOOP("avalon", "revealing the cards")

# --- options (§15) --------------------------------------------------------------------------------------------------------------------
O_MODE = QT_TRANSLATE_NOOP("avalon", "Mode")
O_MODE_HELP = QT_TRANSLATE_NOOP("avalon", "Physical: the table uses its own cards and the moderator enters what everyone sees. "
                                          "App: the app deals the roles and collects each player's private choices.")
O_MODE_PHYSICAL = QT_TRANSLATE_NOOP("avalon", "Physical cards")
O_MODE_APP = QT_TRANSLATE_NOOP("avalon", "App-dealt")
O_LADY = QT_TRANSLATE_NOOP("avalon", "Lady of the Lake")
O_LADY_HELP = QT_TRANSLATE_NOOP(
    "avalon", "After quests 2, 3 and 4 the holder examines a player's loyalty; the token passes to that player.")
O_EXCALIBUR = QT_TRANSLATE_NOOP("avalon", "Excalibur")
O_EXCALIBUR_HELP = QT_TRANSLATE_NOOP("avalon", "The leader gives the sword to a team member, who may switch another member's card.")
O_PLOT = QT_TRANSLATE_NOOP("avalon", "Plot Cards")
O_PLOT_HELP = QT_TRANSLATE_NOOP("avalon", "Each round the leader draws Plot Cards and gives them out. Not with the Trapper.")
O_TRAPPER = QT_TRANSLATE_NOOP("avalon", "The Trapper")
O_TRAPPER_HELP = QT_TRANSLATE_NOOP(
    "avalon", "8 to 10 players: one extra member on every quest; the leader removes one played card. Not with Plot Cards.")
O_FIFTH = QT_TRANSLATE_NOOP("avalon", "Fifth proposal")
O_FIFTH_HELP = QT_TRANSLATE_NOOP(
    "avalon", "Whether the fifth team of a round is voted (a fifth rejection makes Evil win) or sent without a vote.")
O_FIFTH_VOTE = QT_TRANSLATE_NOOP("avalon", "Voted as usual")
O_FIFTH_SENT = QT_TRANSLATE_NOOP("avalon", "Sent without a vote")
O_TRICKSTER = QT_TRANSLATE_NOOP("avalon", "Trickster at loyalty checks")
O_TRICKSTER_HELP = QT_TRANSLATE_NOOP("avalon", "Whether the Trickster chooses the loyalty they show at each check, or always shows Good.")
O_TRICKSTER_CHOOSES = QT_TRANSLATE_NOOP("avalon", "Chooses each time")
O_TRICKSTER_GOOD = QT_TRANSLATE_NOOP("avalon", "Always Good")
O_REVEALER_HIDDEN = QT_TRANSLATE_NOOP("avalon", "Revealer counts hidden fails")
O_REVEALER_HIDDEN_HELP = QT_TRANSLATE_NOOP("avalon", "Whether a failed quest the Witch hid counts towards revealing the Revealer.")
O_CLERIC = QT_TRANSLATE_NOOP("avalon", "Whom the Cleric learns")
O_CLERIC_HELP = QT_TRANSLATE_NOOP("avalon", "The first leader at the reveal, or (app-run games only) the leader of the first quest.")
O_CLERIC_FIRST = QT_TRANSLATE_NOOP("avalon", "The first leader")
O_CLERIC_QUEST = QT_TRANSLATE_NOOP("avalon", "The first quest's leader")
O_WITCH_DECIDING = QT_TRANSLATE_NOOP("avalon", "Witch on a deciding quest")
O_WITCH_DECIDING_HELP = QT_TRANSLATE_NOOP("avalon", "When the hidden quest ends the game: the hiding has no effect, or the result stays "
                                                    "hidden and the check happens first.")
O_WITCH_VOID = QT_TRANSLATE_NOOP("avalon", "No effect")
O_WITCH_HIDE = QT_TRANSLATE_NOOP("avalon", "Hide and check")
O_ASSASSINATION = QT_TRANSLATE_NOOP("avalon", "Evil reveals itself before the assassination")
O_ASSASSINATION_HELP = QT_TRANSLATE_NOOP(
    "avalon", "The agents of Evil reveal themselves and confer; the Assassin may then name only a Good player.")
O_FIRST_LEADER = QT_TRANSLATE_NOOP("avalon", "First leader")
O_FIRST_LEADER_HELP = QT_TRANSLATE_NOOP("avalon", "A seat number chosen by the host, or -1 to draw the first leader at random.")
O_TIMERS = QT_TRANSLATE_NOOP("avalon", "Timers")
O_TIMERS_HELP = QT_TRANSLATE_NOOP("avalon", "Whether the steps have timers; when one runs out, the default of the rules applies.")
O_PRIVATE_VOTES = QT_TRANSLATE_NOOP("avalon", "The laptop collects the team votes")
O_PRIVATE_VOTES_HELP = QT_TRANSLATE_NOOP(
    "avalon", "App-dealt games: each player votes privately on the laptop and the votes are shown together when all are in. "
              "Off: the table reveals its vote tokens together and the moderator enters them.")
O_TRAPPER_SECONDS = QT_TRANSLATE_NOOP("avalon", "Trapper timer (seconds)")
O_TRAPPER_SECONDS_HELP = QT_TRANSLATE_NOOP("avalon", "Time for the leader's removal; when it runs out, a random card is removed.")
O_TIMER_OVERRIDES = QT_TRANSLATE_NOOP("avalon", "Other timers")
O_TIMER_OVERRIDES_HELP = QT_TRANSLATE_NOOP("avalon", "Changed lengths as STAGE=SECONDS, separated by commas (0 switches a timer off).")

# --- names the generic shell shows: phases (the view's "phase") and choice parameters -----------------------------------------------
PHASE_NAMES = {
    "setup": QT_TRANSLATE_NOOP("avalon.phase", "Setup"),
    "reveal": QT_TRANSLATE_NOOP("avalon.phase", "Reveal"),
    "lady_of_the_lake": QT_TRANSLATE_NOOP("avalon.phase", "Lady of the Lake"),
    "lead_to_victory_window": QT_TRANSLATE_NOOP("avalon.phase", "Lead to Victory"),
    "plot_cards": QT_TRANSLATE_NOOP("avalon.phase", "Plot Cards"),
    "proposal": QT_TRANSLATE_NOOP("avalon.phase", "Team proposal"),
    "excalibur_assignment": QT_TRANSLATE_NOOP("avalon.phase", "Excalibur to a team member"),
    "vote": QT_TRANSLATE_NOOP("avalon.phase", "Team vote"),
    "king_returns_window": QT_TRANSLATE_NOOP("avalon.phase", "The King Returns"),
    "we_found_you_window": QT_TRANSLATE_NOOP("avalon.phase", "We Found You"),
    "quest": QT_TRANSLATE_NOOP("avalon.phase", "Quest cards"),
    "excalibur": QT_TRANSLATE_NOOP("avalon.phase", "Excalibur"),
    "ambush_window": QT_TRANSLATE_NOOP("avalon.phase", "Ambush"),
    "trapper": QT_TRANSLATE_NOOP("avalon.phase", "The Trapper: removing a card"),
    "witch_decision": QT_TRANSLATE_NOOP("avalon.phase", "The Witch's decision"),
    "count": QT_TRANSLATE_NOOP("avalon.phase", "Counting the cards"),
    "witch_draw": QT_TRANSLATE_NOOP("avalon.phase", "The Witch's draw"),
    "witch_check": QT_TRANSLATE_NOOP("avalon.phase", "Loyalty check"),
    "revealer_entry": QT_TRANSLATE_NOOP("avalon.phase", "The Revealer"),
    "cleric_check": QT_TRANSLATE_NOOP("avalon.phase", "The Cleric's check"),
    "assassination": QT_TRANSLATE_NOOP("avalon.phase", "Assassination"),
    "role_entry": QT_TRANSLATE_NOOP("avalon.phase", "Roles revealed"),
    "over": QT_TRANSLATE_NOOP("avalon.phase", "Game over"),
}
_PLAYER_TO_EXAMINE = QT_TRANSLATE_NOOP("avalon.param", "Player to examine")
PARAM_NAMES = {
    ("answer_check", "show"): QT_TRANSLATE_NOOP("avalon.param", "Loyalty shown"),
    ("lady", "target"): _PLAYER_TO_EXAMINE,
    ("witch_check", "target"): _PLAYER_TO_EXAMINE,
    ("examine", "target"): QT_TRANSLATE_NOOP("avalon.param", "Neighbour to examine"),
    ("show_loyalty", "to"): QT_TRANSLATE_NOOP("avalon.param", "Shown to"),
    ("give_plot", "card"): QT_TRANSLATE_NOOP("avalon.param", "Plot Card"),
    ("give_plot", "to"): QT_TRANSLATE_NOOP("avalon.param", "Given to"),
    ("take_plot", "card"): QT_TRANSLATE_NOOP("avalon.param", "Plot Card to take"),
    ("propose", "team"): QT_TRANSLATE_NOOP("avalon.param", "Team"),
    ("excalibur", "holder"): QT_TRANSLATE_NOOP("avalon.param", "Excalibur holder"),
    ("vote", "seat"): QT_TRANSLATE_NOOP("avalon.param", "Voter"),
    ("vote", "vote"): QT_TRANSLATE_NOOP("avalon.param", "Vote"),
    ("we_found_you", "target"): QT_TRANSLATE_NOOP("avalon.param", "Member who plays face up"),
    ("play", "card"): QT_TRANSLATE_NOOP("avalon.param", "Quest card"),
    ("cards_down", "face_up"): QT_TRANSLATE_NOOP("avalon.param", "Face-up card"),
    ("use_excalibur", "target"): QT_TRANSLATE_NOOP("avalon.param", "Member whose card is switched"),
    ("ambush", "target"): QT_TRANSLATE_NOOP("avalon.param", "Member whose card is looked at"),
    ("remove_card", "seat"): QT_TRANSLATE_NOOP("avalon.param", "Member whose card is removed"),
    ("witch_decision", "hide"): QT_TRANSLATE_NOOP("avalon.param", "Hide the result"),
    ("witch_decision", "witch"): QT_TRANSLATE_NOOP("avalon.param", "The Witch"),
    ("quest_result", "fails"): QT_TRANSLATE_NOOP("avalon.param", "Fail cards"),
    ("revealer", "seat"): QT_TRANSLATE_NOOP("avalon.param", "The Revealer"),
    ("reveal_evil", "seat"): QT_TRANSLATE_NOOP("avalon.param", "Agent of Evil"),
    ("assassinate", "target"): QT_TRANSLATE_NOOP("avalon.param", "Player named as Merlin"),
    ("reveal_role", "seat"): QT_TRANSLATE_NOOP("avalon.param", "Player"),
    ("reveal_role", "role"): QT_TRANSLATE_NOOP("avalon.param", "Role"),
}
