"""Every user-facing Quest string (context "quest"), grouped by use."""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP, translate

TITLE = QT_TRANSLATE_NOOP("quest", "Quest")

# -- options -----------------------------------------------------------------------------------------
OPT_MODE = QT_TRANSLATE_NOOP("quest", "Input mode")
OPT_MODE_HELP = QT_TRANSLATE_NOOP(
    "quest", "Physical cards: the table deals its own cards and the moderator enters only what everyone sees. "
    "App: the app deals the roles and collects every secret choice on the players' devices.")
OPT_MODE_PHYSICAL = QT_TRANSLATE_NOOP("quest", "Physical cards")
OPT_MODE_APP = QT_TRANSLATE_NOOP("quest", "App-dealt")
OPT_VARIANT = QT_TRANSLATE_NOOP("quest", "Game")
OPT_VARIANT_HELP = QT_TRANSLATE_NOOP("quest", "The standard game or the Director's Cut (other role table, quest track and amulets).")
OPT_VARIANT_STANDARD = QT_TRANSLATE_NOOP("quest", "Standard game")
OPT_VARIANT_DC = QT_TRANSLATE_NOOP("quest", "Director's Cut")
OPT_UNKNOWN = QT_TRANSLATE_NOOP("quest", "Unknown Roles variant")
OPT_UNKNOWN_HELP = QT_TRANSLATE_NOOP(
    "quest", "Deal from a Good pile and an Evil pile with extra cards; the discarded cards stay unseen.")
OPT_HUNTER = QT_TRANSLATE_NOOP("quest", "Hunter variant")
OPT_HUNTER_HELP = QT_TRANSLATE_NOOP(
    "quest", "At the Final Quest everyone plays a quest card; two or more Fails start the Hunt.")
OPT_ERRATA = QT_TRANSLATE_NOOP("quest", "Blind Hunter errata")
OPT_ERRATA_HELP = QT_TRANSLATE_NOOP(
    "quest", "Standard game with a Blind Hunter: after Good's third success the Blind Hunter is revealed and hunts.")
OPT_FIRST_LEADER = QT_TRANSLATE_NOOP("quest", "First Leader")
OPT_FIRST_LEADER_HELP = QT_TRANSLATE_NOOP("quest", "Chosen at random by the app, or by agreement at the table.")
OPT_FIRST_LEADER_RANDOM = QT_TRANSLATE_NOOP("quest", "At random")
OPT_FIRST_LEADER_CHOSEN = QT_TRANSLATE_NOOP("quest", "Chosen by the table")
OPT_AMULET_LEAD = QT_TRANSLATE_NOOP("quest", "Amulet holders may lead")
OPT_AMULET_LEAD_HELP = QT_TRANSLATE_NOOP("quest", "House rule: a player who received an Amulet may still be named Leader.")
OPT_TRICKSTER_LIE = QT_TRANSLATE_NOOP("quest", "Trickster must lie")
OPT_TRICKSTER_LIE_HELP = QT_TRANSLATE_NOOP("quest", "The Trickster must show Good when their loyalty is checked (instead of choosing).")
OPT_KEEP_SIDES = QT_TRANSLATE_NOOP("quest", "Optional roles keep the sides")
OPT_KEEP_SIDES_HELP = QT_TRANSLATE_NOOP(
    "quest", "An optional role replaces a role of its own side, so the Good and Evil counts stay as in the table.")
OPT_BOARD_SIDE = QT_TRANSLATE_NOOP("quest", "Four-player board side")
OPT_BOARD_SIDE_HELP = QT_TRANSLATE_NOOP("quest", "At four players either side of the board may be used.")
OPT_BOARD_SIDE_OWN = QT_TRANSLATE_NOOP("quest", "The chosen game's side")
OPT_BOARD_SIDE_OTHER = QT_TRANSLATE_NOOP("quest", "The other side")
OPT_HUNT_SMALL = QT_TRANSLATE_NOOP("quest", "Hunt below six players")
OPT_HUNT_SMALL_HELP = QT_TRANSLATE_NOOP(
    "quest", "Offer the Hunt whenever a Blind Hunter is in the role list, also at four or five players.")
OPT_DC_SEES = QT_TRANSLATE_NOOP("quest", "Blind Hunter sees the set-aside card")
OPT_DC_SEES_HELP = QT_TRANSLATE_NOOP("quest", "Director's Cut at four or five players: the Blind Hunter is shown the Good card set aside.")
OPT_UR_CLERIC = QT_TRANSLATE_NOOP("quest", "Cleric rule with unknown roles")
OPT_UR_CLERIC_HELP = QT_TRANSLATE_NOOP(
    "quest", "Scored: any Hunt is accepted, and one that names no Cleric fails if a Cleric was dealt. "
    "Pile: one naming must be Cleric whenever the Cleric card is in the Good pile.")
OPT_UR_CLERIC_SCORED = QT_TRANSLATE_NOOP("quest", "Scored")
OPT_UR_CLERIC_PILE = QT_TRANSLATE_NOOP("quest", "Pile")
OPT_VOTE_CONSTRAINTS = QT_TRANSLATE_NOOP("quest", "Role rules in the Hunter vote")
OPT_VOTE_CONSTRAINTS_HELP = QT_TRANSLATE_NOOP(
    "quest", "Apply the Youth, Lunatic and Brute quest card rules to the Hunter vote.")
OPT_ALL_LEADERS = QT_TRANSLATE_NOOP("quest", "Every Leader Evil rule")
OPT_ALL_LEADERS_HELP = QT_TRANSLATE_NOOP(
    "quest", "If the Leader of every quest played was Evil, Good wins once Good's Last Chance is reached.")
OPT_DISCUSSION = QT_TRANSLATE_NOOP("quest", "Discussion (seconds)")
OPT_DISCUSSION_HELP = QT_TRANSLATE_NOOP("quest", "Length of the Final Quest discussion.")

# -- setup problems -----------------------------------------------------------------------------------
P_PLAYERS = QT_TRANSLATE_NOOP("quest", "Quest is for 4 to 10 players, not {count}.")
P_UNKNOWN_ROLE = QT_TRANSLATE_NOOP("quest", "Unknown role \u201c{role}\u201d.")
P_NO_MORGAN = QT_TRANSLATE_NOOP("quest", "Morgan le Fay is in every game of Quest.")
P_TWO_MORGANS = QT_TRANSLATE_NOOP("quest", "There is only one Morgan le Fay.")
P_ROLE_LIMIT = QT_TRANSLATE_NOOP("quest", "At most {limit} {role} cards may be used; the list has {count}.")
P_ARCHDUKE_SECOND = QT_TRANSLATE_NOOP(
    "quest", "Below {players} players only one Archduke may be used (the optional second Archduke, allowed at 6 or more players).")
P_ROLE_MIN_PLAYERS = QT_TRANSLATE_NOOP("quest", "The {role} needs {min} or more players.")
P_ROLE_MAX_PLAYERS = QT_TRANSLATE_NOOP("quest", "The {role} is only used with {max} or fewer players.")
P_ROLE_COUNT = QT_TRANSLATE_NOOP("quest", "The role list needs {expected} cards for {players} players; it has {count}.")
P_SIDE_COUNT = QT_TRANSLATE_NOOP(
    "quest", "{players} players need {good} Good and {evil} Evil cards; the role list has {has_good} Good and {has_evil} Evil.")
P_SIDE_BALANCE = QT_TRANSLATE_NOOP(
    "quest", "The table has {good} Good and {evil} Evil players at this count; this role list deals {has_good} Good and {has_evil} Evil.")
P_DC_SMALL = QT_TRANSLATE_NOOP(
    "quest", "Director's Cut with {players} players: list three Good cards (two are dealt, one set aside) and {evil} Evil cards.")
P_DC_SLOT = QT_TRANSLATE_NOOP(
    "quest", "Director's Cut: a role list with one card more than the players must hold each of {roles} once "
    "(one of them is set aside at random).")
P_DC_ROLES = QT_TRANSLATE_NOOP("quest", "The Director's Cut always uses the Blind Hunter and the Cleric.")
P_UR_SMALL = QT_TRANSLATE_NOOP("quest", "Unknown Roles with {players} players uses the printed piles: {roles}.")
P_UR_PILES = QT_TRANSLATE_NOOP(
    "quest", "Unknown Roles with {players} players: the Good pile needs {good} cards and the Evil pile {evil} cards "
    "(the Blind Hunter included, Morgan le Fay apart); the list has {has_good} and {has_evil}.")
P_UR_HUNTER = QT_TRANSLATE_NOOP("quest", "The Unknown Roles variant puts the Blind Hunter into the Evil pile.")
P_HUNTER_ADVISED = QT_TRANSLATE_NOOP(
    "quest", "The rulebook advises adding the Blind Hunter whenever optional or named Good roles are used.")
P_HUNTER_VARIANT_UNUSED = QT_TRANSLATE_NOOP("quest", "The Hunter variant has no effect without a Blind Hunter in the role list.")
P_HUNT_UNAVAILABLE = QT_TRANSLATE_NOOP(
    "quest", "With fewer than six players and the option \u201cHunt below six players\u201d off, the Blind Hunter never hunts.")
P_DISCUSSION = QT_TRANSLATE_NOOP("quest", "The discussion must last at least one second.")

# -- refusals -----------------------------------------------------------------------------------------
E_TEAM_SIZE = QT_TRANSLATE_NOOP("quest", "Quest {quest} needs a team of {size} different players.")
E_MAGIC_NOT_ON_TEAM = QT_TRANSLATE_NOOP("quest", "The Magic Token goes to a team member; {player} is not on the team.")
E_NOT_ON_TEAM = QT_TRANSLATE_NOOP("quest", "{player} is not on the team of quest {quest}.")
E_ALREADY_PLAYED = QT_TRANSLATE_NOOP("quest", "{player} has already played a card.")
E_GOOD_MUST_SUCCEED = QT_TRANSLATE_NOOP("quest", "{player} is Good and must play Success.")
E_YOUTH_CANNOT_FAIL = QT_TRANSLATE_NOOP("quest", "{player} is the Youth and plays Fail only with the Magic Token.")
E_YOUTH_MUST_FAIL = QT_TRANSLATE_NOOP("quest", "{player} is the Youth and holds the Magic Token, so must play Fail.")
E_MAGIC_MUST_SUCCEED = QT_TRANSLATE_NOOP("quest", "{player} holds the Magic Token and must play Success.")
E_LUNATIC_MUST_FAIL = QT_TRANSLATE_NOOP("quest", "{player} is the Lunatic and must play Fail without the Magic Token.")
E_BRUTE_MUST_SUCCEED = QT_TRANSLATE_NOOP("quest", "{player} is the Brute and may play Fail only on quests 1 to 3.")
E_FAILS_RANGE = QT_TRANSLATE_NOOP("quest", "Between 0 and {max} Fail cards can be revealed, not {fails}.")
E_VETERAN_LEADER = QT_TRANSLATE_NOOP("quest", "{player} led quest {quest} and cannot lead again.")
E_AMULET_HOLDER_LEADER = QT_TRANSLATE_NOOP("quest", "{player} has received an Amulet and cannot be named Leader.")
E_AMULET_NEW_LEADER = QT_TRANSLATE_NOOP("quest", "{player} was just named Leader and cannot also receive the Amulet.")
E_AMULET_VETERAN = QT_TRANSLATE_NOOP("quest", "{player} holds a Veteran token and cannot receive the Amulet.")
E_AMULET_TWICE = QT_TRANSLATE_NOOP("quest", "{player} has already received an Amulet.")
E_AMULET_SELF = QT_TRANSLATE_NOOP("quest", "{player} cannot check their own loyalty.")
E_AMULET_TARGET_HOLDER = QT_TRANSLATE_NOOP("quest", "{player} has received an Amulet and cannot be checked.")
E_AMULET_TARGET_USED = QT_TRANSLATE_NOOP("quest", "{player} has already been checked with an Amulet.")
E_TROUBLEMAKER_EVIL = QT_TRANSLATE_NOOP("quest", "{player} is the Troublemaker and must show the Evil card.")
E_TRICKSTER_LIE = QT_TRANSLATE_NOOP("quest", "{player} is the Trickster and must lie (show the Good card).")
E_LOYALTY_MATCH = QT_TRANSLATE_NOOP("quest", "{player} must show the card of their loyalty ({side}).")
E_HUNT_SELF = QT_TRANSLATE_NOOP("quest", "The Blind Hunter may not name themselves.")
E_HUNT_REVEALER = QT_TRANSLATE_NOOP("quest", "{player} is the revealed Revealer and cannot be named.")
E_HUNT_SAME = QT_TRANSLATE_NOOP("quest", "{player} is already named; name two different players.")
E_HUNT_NOT_GOOD = QT_TRANSLATE_NOOP("quest", "Only Good roles can be named in the Hunt.")
E_HUNT_CLERIC = QT_TRANSLATE_NOOP("quest", "A Cleric is in play: one of the two named roles must be Cleric.")
E_POINT_SELF = QT_TRANSLATE_NOOP("quest", "{player} cannot point at themselves.")
E_POINT_REVEALER = QT_TRANSLATE_NOOP("quest", "Nobody may point at the revealed Revealer.")
E_POINT_COUNT = translate("quest", "{player} points with %n hand(s) at different players.", None, "count")
E_HAND_NOT_RAISED = QT_TRANSLATE_NOOP("quest", "No raised hand of {player} points at {target}.")
E_HAND_DESTINATION = QT_TRANSLATE_NOOP("quest", "That hand cannot be moved onto {target}.")
E_ROLE_UNAVAILABLE = QT_TRANSLATE_NOOP("quest", "No {role} card is left to be {player}'s card.")

# -- phases: instructions and prompts -------------------------------------------------------------------
I_FIRST_LEADER = QT_TRANSLATE_NOOP("quest", "Choose the first Leader.")
I_DEAL = QT_TRANSLATE_NOOP("quest", "Dealing the character cards.")
I_LEADER_LOYALTY = QT_TRANSLATE_NOOP("quest", "{leader}, confirm the loyalty you show the Cleric.")
I_REVEAL = QT_TRANSLATE_NOOP("quest", "{leader} reads the reveal script. Continue when everyone has opened their eyes.")
I_TEAM = QT_TRANSLATE_NOOP("quest", "{leader}, give Team tokens to {size} players for quest {quest}.")
I_MAGIC = QT_TRANSLATE_NOOP("quest", "{leader}, place the Magic Token on a team member.")
I_CARDS = QT_TRANSLATE_NOOP("quest", "Team members, play your quest cards face down.")
I_RESULT = QT_TRANSLATE_NOOP("quest", "Shuffle and reveal the quest cards, then enter how many Fail cards were revealed.")
I_NEXT_LEADER = QT_TRANSLATE_NOOP("quest", "{leader}, name the next Leader.")
I_AMULET = QT_TRANSLATE_NOOP("quest", "{leader}, give the Amulet to a player.")
I_AMULET_CHECK = QT_TRANSLATE_NOOP("quest", "{holder}, choose a player whose loyalty you check.")
I_LOYALTY = QT_TRANSLATE_NOOP("quest", "{target}, pass {holder} the Loyalty card of your loyalty.")
I_REVEALER = QT_TRANSLATE_NOOP("quest", "Revealer, reveal your character card. Enter who revealed it.")
I_DISCUSSION = QT_TRANSLATE_NOOP("quest", "Discuss who may be a Minion of Mordred. When the time is up, all conversation must stop.")
I_HUNT_DECISION = QT_TRANSLATE_NOOP(
    "quest", "Blind Hunter, if you wish to forgo Good's Last Chance and begin the Hunt, do so now.")
I_HUNTER_ENTRY = QT_TRANSLATE_NOOP("quest", "Enter the player who revealed the Blind Hunter card, or nobody.")
I_VOTE = QT_TRANSLATE_NOOP("quest", "Everyone, play one quest card face down.")
I_VOTE_RESULT = QT_TRANSLATE_NOOP("quest", "Shuffle and reveal the played cards, then enter how many Fail cards were revealed.")
I_HUNT = QT_TRANSLATE_NOOP("quest", "{hunter}, the Blind Hunter, names two players with their Good roles. Only the Blind Hunter may speak.")
I_HUNT_SECOND = QT_TRANSLATE_NOOP("quest", "{hunter}, name the second player and role.")
I_POINT = QT_TRANSLATE_NOOP(
    "quest", "Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air.")
I_HANDS = QT_TRANSLATE_NOOP(
    "quest", "Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air. "
    "Minions of Mordred, lower your hands. Then enter the hands that are still raised.")
I_LOWER = QT_TRANSLATE_NOOP("quest", "Minions of Mordred, lower your hands.")
I_APPRENTICE = QT_TRANSLATE_NOOP("quest", "Apprentice, you may raise your second hand.")
I_DUKE = QT_TRANSLATE_NOOP("quest", "Duke, you may lower one hand of any player.")
I_ARCHDUKE = QT_TRANSLATE_NOOP("quest", "Archduke, you may move one hand of any player.")
I_REVEAL_ROLES = QT_TRANSLATE_NOOP("quest", "Everyone, reveal your character card. Enter {player}'s card.")
I_OVER = QT_TRANSLATE_NOOP("quest", "The game is over.")

PR_FIRST_LEADER = QT_TRANSLATE_NOOP("quest", "Who is the first Leader?")
PR_LEADER_LOYALTY = QT_TRANSLATE_NOOP("quest", "Which loyalty do you show the Cleric?")
PR_REVEAL_DONE = QT_TRANSLATE_NOOP("quest", "The reveal is over.")
PR_TEAM = QT_TRANSLATE_NOOP("quest", "Choose {size} players for quest {quest}.")
PR_MAGIC = QT_TRANSLATE_NOOP("quest", "Who gets the Magic Token?")
PR_CARD = QT_TRANSLATE_NOOP("quest", "Play Success or Fail.")
PR_FAILS = QT_TRANSLATE_NOOP("quest", "How many Fail cards were revealed?")
PR_NEXT_LEADER = QT_TRANSLATE_NOOP("quest", "Who leads the next quest?")
PR_AMULET = QT_TRANSLATE_NOOP("quest", "Who receives the Amulet?")
PR_AMULET_CHECK = QT_TRANSLATE_NOOP("quest", "Whose loyalty do you check?")
PR_LOYALTY = QT_TRANSLATE_NOOP("quest", "Which Loyalty card do you pass?")
PR_REVEALER = QT_TRANSLATE_NOOP("quest", "Who revealed the Revealer card?")
PR_DISCUSSION_DONE = QT_TRANSLATE_NOOP("quest", "The discussion is over.")
PR_HUNT_DECISION = QT_TRANSLATE_NOOP("quest", "Do you begin the Hunt?")
PR_HUNTER = QT_TRANSLATE_NOOP("quest", "Who revealed the Blind Hunter card?")
PR_HUNT = QT_TRANSLATE_NOOP("quest", "Name a player and a Good role.")
PR_HUNT_WITHDRAW = QT_TRANSLATE_NOOP("quest", "Take back the first naming and declare both again.")
PR_POINT = translate("quest", "Point at %n player(s).", None, "count")
PR_HANDS = QT_TRANSLATE_NOOP("quest", "At whom do {player}'s raised hands point?")
PR_MUTINEER = QT_TRANSLATE_NOOP("quest", "Do you keep your hands up?")
PR_APPRENTICE = QT_TRANSLATE_NOOP("quest", "Raise your second hand at a player, or keep it down.")
PR_DUKE = QT_TRANSLATE_NOOP("quest", "Lower one raised hand, or none.")
PR_ARCHDUKE = QT_TRANSLATE_NOOP("quest", "Move one raised hand, or none.")
PR_REVEAL_ROLE = QT_TRANSLATE_NOOP("quest", "Which character card did {player} reveal?")

# -- events --------------------------------------------------------------------------------------------
EV_FIRST_LEADER = QT_TRANSLATE_NOOP("quest", "{player} is the first Leader and takes a Veteran token.")
EV_DEALT = QT_TRANSLATE_NOOP("quest", "The character cards are dealt.")
EV_YOUR_ROLE = QT_TRANSLATE_NOOP("quest", "{player}, you are {role} ({side}).")
EV_KNOW_EVIL = QT_TRANSLATE_NOOP("quest", "You saw the agents of Evil: {players}.")
EV_KNOW_NO_EVIL = QT_TRANSLATE_NOOP("quest", "You opened your eyes with the Minions of Mordred and saw no other agent of Evil.")
EV_KNOW_SCION = QT_TRANSLATE_NOOP("quest", "Your Scion is {player}.")
EV_KNOW_NO_SCION = QT_TRANSLATE_NOOP("quest", "No Scion raised a thumb.")
EV_KNOW_MORGAN = QT_TRANSLATE_NOOP("quest", "Morgan le Fay is {player}.")
EV_KNOW_NO_MORGAN = QT_TRANSLATE_NOOP("quest", "Nobody raised a thumb for you.")
EV_KNOW_SET_ASIDE = QT_TRANSLATE_NOOP("quest", "The character card set aside under the board is {role}.")
EV_KNOW_LEADER = QT_TRANSLATE_NOOP("quest", "The first Leader, {player}, shows {side}.")
EV_REVEAL_DONE = QT_TRANSLATE_NOOP("quest", "The reveal is over; everyone has opened their eyes.")
EV_TEAM = QT_TRANSLATE_NOOP("quest", "{leader} sends {players} on quest {quest}.")
EV_MAGIC = QT_TRANSLATE_NOOP("quest", "{leader} places the Magic Token on {player}.")
EV_CARD_PLAYED = QT_TRANSLATE_NOOP("quest", "{player} has played a card.")
EV_YOUR_CARD = QT_TRANSLATE_NOOP("quest", "You played {card}.")
EV_QUEST_SUCCESS = translate("quest", "Quest {quest} succeeds with %n Fail card(s).", None, "fails")
EV_QUEST_FAIL = translate("quest", "Quest {quest} fails with %n Fail card(s).", None, "fails")
EV_NEXT_LEADER = QT_TRANSLATE_NOOP("quest", "{leader} names {player} the next Leader; {player} takes a Veteran token.")
EV_AMULET = QT_TRANSLATE_NOOP("quest", "{leader} gives the Amulet to {player}.")
EV_AMULET_CHECK = QT_TRANSLATE_NOOP("quest", "{holder} checks the loyalty of {target}.")
EV_AMULET_ANSWER = QT_TRANSLATE_NOOP("quest", "{target} shows you {side}.")
EV_FINAL_QUEST = QT_TRANSLATE_NOOP("quest", "The Final Quest begins.")
EV_REVEALER = QT_TRANSLATE_NOOP("quest", "{player} reveals the Revealer card.")
EV_NO_REVEALER = QT_TRANSLATE_NOOP("quest", "Nobody reveals the Revealer card: it was set aside.")
EV_DISCUSSION_OVER = QT_TRANSLATE_NOOP("quest", "Time is up. All conversation must stop.")
EV_HUNT_DECLARED = QT_TRANSLATE_NOOP("quest", "{player} reveals the Blind Hunter card and begins the Hunt.")
EV_HUNT_SILENCE = QT_TRANSLATE_NOOP("quest", "The Blind Hunter stays silent: Good's Last Chance.")
EV_VOTE_RESULT = translate("quest", "The Hunter vote shows %n Fail card(s).", None, "fails")
EV_NO_HUNTER = QT_TRANSLATE_NOOP("quest", "Nobody is the Blind Hunter: the card was set aside.")
EV_NAMING = QT_TRANSLATE_NOOP("quest", "The Blind Hunter names {player} as {role}.")
EV_NAMING_WITHDRAWN = QT_TRANSLATE_NOOP("quest", "The Blind Hunter takes back the naming of {player} as {role} and declares again.")
EV_POINTED = QT_TRANSLATE_NOOP("quest", "Everyone points.")
EV_HANDS = QT_TRANSLATE_NOOP("quest", "Hands still raised: {hands}.")
EV_HAND = QT_TRANSLATE_NOOP("quest", "{owner} \u2192 {target}")
EV_NO_HANDS = QT_TRANSLATE_NOOP("quest", "none")
EV_APPRENTICE = QT_TRANSLATE_NOOP("quest", "{owner} raises a second hand at {target}.")
EV_APPRENTICE_PASS = QT_TRANSLATE_NOOP("quest", "No second hand is raised.")
EV_DUKE = QT_TRANSLATE_NOOP("quest", "The Duke lowers {owner}'s hand on {target}.")
EV_DUKE_PASS = QT_TRANSLATE_NOOP("quest", "The Duke lowers no hand.")
EV_ARCHDUKE = QT_TRANSLATE_NOOP("quest", "The Archduke moves {owner}'s hand from {source} to {target}.")
EV_ARCHDUKE_PASS = QT_TRANSLATE_NOOP("quest", "The Archduke moves no hand.")
EV_ROLE_REVEALED = QT_TRANSLATE_NOOP("quest", "{player} was {role}.")
EV_AUDIT = QT_TRANSLATE_NOOP("quest", "Check after the reveal: {problem}")
AU_QUEST_FAILS = translate(
    "quest", "quest {quest} showed %n Fail card(s), but its team's roles allow {low} to {high}.", None, "fails")
AU_HANDS = translate(
    "quest", "{player} ({role}) had %n raised hand(s) after the Minions of Mordred lowered theirs.", None, "count")
AU_HUNT_CLERIC = QT_TRANSLATE_NOOP(
    "quest", "the Blind Hunter named no Cleric although a Cleric was dealt and the Hunter had seen the set-aside card.")
AU_REVEALER_MISSING = QT_TRANSLATE_NOOP("quest", "{player} had the Revealer card but did not reveal it at the Final Quest.")
AU_HUNTER_MISSING = QT_TRANSLATE_NOOP("quest", "{player} had the Blind Hunter card but did not reveal it for the Hunt.")
AU_VOTE = translate(
    "quest", "the Hunter vote showed %n Fail card(s), but only {high} Evil players could play Fail.", None, "fails")

# -- results -------------------------------------------------------------------------------------------
R_THREE_SUCCESSES = QT_TRANSLATE_NOOP("quest", "Three quests succeeded: Good wins.")
R_ERRATA_NO_HUNTER = QT_TRANSLATE_NOOP("quest", "Three quests succeeded and no one is the Blind Hunter: Good wins.")
R_HUNT_ARTHUR = QT_TRANSLATE_NOOP("quest", "The Blind Hunter named Arthur first and correctly: Evil wins.")
R_HUNT_BOTH = QT_TRANSLATE_NOOP("quest", "The Blind Hunter named both Good roles correctly: Evil wins.")
R_HUNT_MISSED = QT_TRANSLATE_NOOP("quest", "The Blind Hunter's namings were not both correct: Good wins.")
R_HUNT_CLERIC = QT_TRANSLATE_NOOP("quest", "A Cleric was in play but the Blind Hunter did not name the Cleric: Good wins.")
R_LAST_CHANCE_OK = QT_TRANSLATE_NOOP("quest", "Every Good hand points at Evil and every agent of Evil is pointed at: Good wins.")
R_LAST_CHANCE_FAILED = QT_TRANSLATE_NOOP("quest", "Good's Last Chance failed: Evil wins.")
R_ALL_LEADERS_EVIL = QT_TRANSLATE_NOOP("quest", "Good's Last Chance failed, but the Leader of every quest was Evil: Good wins.")
R_MUTINEER = QT_TRANSLATE_NOOP("quest", "{player}, the Mutineer, points at two Good players and joins Good.")

CARD_NAMES = {
    "success": QT_TRANSLATE_NOOP("quest", "Success"),
    "fail": QT_TRANSLATE_NOOP("quest", "Fail"),
}

# -- reveal script (§6) ----------------------------------------------------------------------------------
S_OPEN = QT_TRANSLATE_NOOP("quest", "Everyone close your eyes.")
S_CLOSE = QT_TRANSLATE_NOOP("quest", "Everyone open your eyes.")
S_SCION_1 = QT_TRANSLATE_NOOP("quest", "Scion, raise your thumb so that Morgan le Fay can know you.")
S_SCION_2 = QT_TRANSLATE_NOOP("quest", "Morgan le Fay, open your eyes and look around so that you know your Scion.")
S_SCION_3 = QT_TRANSLATE_NOOP("quest", "Scion, put your thumb down.")
S_SCION_4 = QT_TRANSLATE_NOOP("quest", "Morgan le Fay, close your eyes.")
S_THUMB_1 = QT_TRANSLATE_NOOP("quest", "{role}, raise your thumb so that the Minions of Mordred can know you.")
S_THUMB_2 = QT_TRANSLATE_NOOP("quest", "{first} and {second}, raise your thumbs so that the Minions of Mordred can know you.")
S_EVIL_OPEN_0 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay, open your eyes and look around so that you know each other.")
S_EVIL_OPEN_1 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a} \u2014 open your eyes and look around so that you know each other.")
S_EVIL_OPEN_2 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a} and not the {b} \u2014 open your eyes and look around "
    "so that you know each other.")
S_EVIL_OPEN_3 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a}, not the {b} and not the {c} \u2014 open your eyes and "
    "look around so that you know each other.")
S_EVIL_OPEN_4 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a}, not the {b}, not the {c} and not the {d} \u2014 open your "
    "eyes and look around so that you know each other.")
S_EVIL_ALL_1 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a} \u2014 open your eyes and look around so that you know all "
    "the agents of Evil.")
S_EVIL_ALL_2 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a} and not the {b} \u2014 open your eyes and look around "
    "so that you know all the agents of Evil.")
S_EVIL_ALL_3 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a}, not the {b} and not the {c} \u2014 open your eyes and "
    "look around so that you know all the agents of Evil.")
S_EVIL_ALL_4 = QT_TRANSLATE_NOOP(
    "quest", "Minions of Mordred and Morgan le Fay \u2014 not the {a}, not the {b}, not the {c} and not the {d} \u2014 open "
    "your eyes and look around so that you know all the agents of Evil.")
S_EVIL_CLOSE = QT_TRANSLATE_NOOP("quest", "Minions of Mordred and Morgan le Fay, close your eyes.")
S_THUMB_DOWN_1 = QT_TRANSLATE_NOOP("quest", "{role}, put your thumb down.")
S_THUMB_DOWN_2 = QT_TRANSLATE_NOOP("quest", "{first} and {second}, put your thumbs down.")
S_DCBH_1 = QT_TRANSLATE_NOOP("quest", "Blind Hunter, open your eyes and look at the character card set aside under the board.")
S_DCBH_2 = QT_TRANSLATE_NOOP("quest", "Blind Hunter, close your eyes.")
S_ARTHUR_1 = QT_TRANSLATE_NOOP("quest", "Morgan le Fay, raise your thumb so that Arthur can know you.")
S_ARTHUR_2 = QT_TRANSLATE_NOOP("quest", "Arthur, open your eyes and look around so that you know Morgan le Fay.")
S_ARTHUR_3 = QT_TRANSLATE_NOOP("quest", "Arthur, close your eyes.")
S_ARTHUR_4 = QT_TRANSLATE_NOOP("quest", "Morgan le Fay, put your thumb down.")
S_CLERIC_1 = QT_TRANSLATE_NOOP("quest", "Leader, raise your thumb if you are Evil.")
S_CLERIC_2 = QT_TRANSLATE_NOOP("quest", "Cleric, open your eyes.")
S_CLERIC_2_PLURAL = QT_TRANSLATE_NOOP("quest", "Clerics, open your eyes.")
S_CLERIC_3 = QT_TRANSLATE_NOOP("quest", "Cleric, close your eyes.")
S_CLERIC_3_PLURAL = QT_TRANSLATE_NOOP("quest", "Clerics, close your eyes.")
S_CLERIC_4 = QT_TRANSLATE_NOOP("quest", "Leader, put your thumb down.")
# End-game narration (§6.3); the UI speaks these at the matching phase.
S_END_REV = QT_TRANSLATE_NOOP("quest", "Revealer, reveal your character card.")
S_END_DISC_1 = QT_TRANSLATE_NOOP("quest", "You have five minutes to discuss who may be a Minion of Mordred.")
S_END_DISC_SECONDS = QT_TRANSLATE_NOOP("quest", "You have {seconds} seconds to discuss who may be a Minion of Mordred.")
S_END_DISC_2 = QT_TRANSLATE_NOOP("quest", "Time is up. All conversation must stop.")

# -- names of phases and choice parameters (the console's headings and form labels) ----------------------
#: Phase id (the "phase" of every view) -> its name, in the rulebook's terms (§2).
PHASE_NAMES = {
    "first_leader": QT_TRANSLATE_NOOP("quest.phase", "First Leader"),
    "deal": QT_TRANSLATE_NOOP("quest.phase", "Determining loyalty"),
    "leader_loyalty": QT_TRANSLATE_NOOP("quest.phase", "The first Leader's loyalty"),
    "reveal": QT_TRANSLATE_NOOP("quest.phase", "Reveal phase"),
    "team": QT_TRANSLATE_NOOP("quest.phase", "Team Building phase"),
    "magic": QT_TRANSLATE_NOOP("quest.phase", "Magic Token"),
    "quest": QT_TRANSLATE_NOOP("quest.phase", "Quest phase"),
    "next_leader": QT_TRANSLATE_NOOP("quest.phase", "Transition phase"),
    "amulet": QT_TRANSLATE_NOOP("quest.phase", "Amulet"),
    "amulet_check": QT_TRANSLATE_NOOP("quest.phase", "Amulet check"),
    "loyalty": QT_TRANSLATE_NOOP("quest.phase", "Amulet check"),
    "revealer": QT_TRANSLATE_NOOP("quest.phase", "Final Quest"),
    "discussion": QT_TRANSLATE_NOOP("quest.phase", "Discussion"),
    "hunt_decision": QT_TRANSLATE_NOOP("quest.phase", "Final Quest"),
    "hunter_vote": QT_TRANSLATE_NOOP("quest.phase", "Hunter vote"),
    "hunter": QT_TRANSLATE_NOOP("quest.phase", "The Hunt"),
    "hunt": QT_TRANSLATE_NOOP("quest.phase", "The Hunt"),
    "point": QT_TRANSLATE_NOOP("quest.phase", "Good's Last Chance"),
    "mutineer": QT_TRANSLATE_NOOP("quest.phase", "Good's Last Chance"),
    "apprentice": QT_TRANSLATE_NOOP("quest.phase", "Good's Last Chance"),
    "duke": QT_TRANSLATE_NOOP("quest.phase", "Good's Last Chance"),
    "archduke": QT_TRANSLATE_NOOP("quest.phase", "Good's Last Chance"),
    "reveal_roles": QT_TRANSLATE_NOOP("quest.phase", "End of game"),
    "over": QT_TRANSLATE_NOOP("quest.phase", "End of game"),
}

_FAILS = QT_TRANSLATE_NOOP("quest.param", "Fail cards revealed")
_QUEST_CARD = QT_TRANSLATE_NOOP("quest.param", "Quest card")
#: (action type, parameter) -> the label of that parameter in a choice form.
PARAM_NAMES = {
    ("first_leader", "seat"): QT_TRANSLATE_NOOP("quest.param", "First Leader"),
    ("leader_loyalty", "card"): QT_TRANSLATE_NOOP("quest.param", "Loyalty card"),
    ("team", "players"): QT_TRANSLATE_NOOP("quest.param", "Team"),
    ("magic", "holder"): QT_TRANSLATE_NOOP("quest.param", "Magic Token"),
    ("quest_card", "card"): _QUEST_CARD,
    ("quest_result", "fails"): _FAILS,
    ("vote_card", "card"): _QUEST_CARD,
    ("vote_result", "fails"): _FAILS,
    ("next_leader", "leader"): QT_TRANSLATE_NOOP("quest.param", "Next Leader"),
    ("amulet", "holder"): QT_TRANSLATE_NOOP("quest.param", "Amulet"),
    ("amulet_check", "target"): QT_TRANSLATE_NOOP("quest.param", "Player to check"),
    ("loyalty", "card"): QT_TRANSLATE_NOOP("quest.param", "Loyalty card"),
    ("revealer", "seat"): QT_TRANSLATE_NOOP("quest.param", "Revealer"),
    ("hunt_decision", "hunt"): QT_TRANSLATE_NOOP("quest.param", "Begin the Hunt"),
    ("hunter", "seat"): QT_TRANSLATE_NOOP("quest.param", "Blind Hunter"),
    ("hunt_naming", "target"): QT_TRANSLATE_NOOP("quest.param", "Player named"),
    ("hunt_naming", "role"): QT_TRANSLATE_NOOP("quest.param", "Good role"),
    ("point", "targets"): QT_TRANSLATE_NOOP("quest.param", "Players you point at"),
    ("hands", "targets"): QT_TRANSLATE_NOOP("quest.param", "Raised hands point at"),
    ("mutineer_hands", "keep"): QT_TRANSLATE_NOOP("quest.param", "Keep your hands up"),
    ("apprentice_hand", "target"): QT_TRANSLATE_NOOP("quest.param", "Second hand"),
    ("duke", "hand"): QT_TRANSLATE_NOOP("quest.param", "Hand to lower"),
    ("archduke", "move"): QT_TRANSLATE_NOOP("quest.param", "Hand to move"),
    ("reveal_role", "role"): QT_TRANSLATE_NOOP("quest.param", "Character card"),
}
