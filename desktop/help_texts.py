"""The How to play pages: the goal, a turn and the end of each game, in a few sentences (from shared/rules/)."""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP, Text

GOAL = QT_TRANSLATE_NOOP("HelpTexts", "Goal")
TURN = QT_TRANSLATE_NOOP("HelpTexts", "A turn")
END = QT_TRANSLATE_NOOP("HelpTexts", "The end")
HEADINGS: tuple[Text, Text, Text] = (GOAL, TURN, END)

#: Game id -> (goal, a turn, the end), in the order of HEADINGS.
HOW_TO_PLAY: dict[str, tuple[Text, Text, Text]] = {
    "quest": (
        QT_TRANSLATE_NOOP("HelpTexts", "Every player is dealt a secret role on the side of Good or of Evil; the Evil players "
                              "learn who the others are at the reveal. Good wants three successful quests. Evil wants three "
                              "failed quests (two with 4 players) and then to win the final accusation."),
        QT_TRANSLATE_NOOP("HelpTexts", "The Leader chooses the team for the quest, with no vote, and puts the Magic Token on "
                              "one member, who must play Success. Each member puts down a quest card face down: Good must put "
                              "down Success, Evil may put down Fail. One Fail card fails the quest, two on a two-fail quest. "
                              "Then the Leader names the next Leader, someone who has not led yet; from 6 players some rounds "
                              "also give an Amulet, which checks another player's loyalty."),
        QT_TRANSLATE_NOOP("HelpTexts", "After the third successful quest Good wins. After the last failed quest everyone talks "
                              "for five minutes; then the Blind Hunter may hunt by naming two Good roles, or Good's Last "
                              "Chance follows: everyone points at two players, the Evil players lower their hands, and Good "
                              "wins if every Good hand points at an Evil player and every Evil player is pointed at. The "
                              "Director's Cut, the Unknown Roles and the Hunter variants change the deal and this ending a "
                              "little."),
    ),
    "avalon": (
        QT_TRANSLATE_NOOP("HelpTexts", "The Loyal Servants of Arthur (Good) want three successful quests; the Minions of "
                              "Mordred (Evil) know each other and want three failed quests. Merlin knows who is Evil but must "
                              "stay hidden, because the Assassin has one last try at naming Merlin."),
        QT_TRANSLATE_NOOP("HelpTexts", "The leader proposes a team of the size the quest needs, and everyone votes Approve "
                              "or Reject at the same time; a tie rejects the team. The members of an approved team put down "
                              "quest cards in secret: Good must put down Success, Evil may put down Fail. One Fail card fails "
                              "the quest, two on the fourth quest with 7 or more players. After every proposal the next seat "
                              "leads; the Lady of the Lake, Excalibur, the Plot Cards and the Trapper add a step to the "
                              "round."),
        QT_TRANSLATE_NOOP("HelpTexts", "Three failed quests, or five rejected teams in one round, and Evil wins at once. "
                              "After three successful quests the Assassin names one Good player: if it is Merlin, Evil wins; "
                              "otherwise Good wins."),
    ),
    "onuw": (
        QT_TRANSLATE_NOOP("HelpTexts", "Every player gets one card and three more lie in the center. The village wins if at "
                              "least one Werewolf dies, or if nobody dies when no player is a Werewolf. The werewolf team "
                              "wins if no Werewolf dies; the Tanner wins only by dying."),
        QT_TRANSLATE_NOOP("HelpTexts", "There is one night and one day. At night the roles wake one at a time in a fixed "
                              "order and may look at or move cards, so the card in front of you may no longer be the one you "
                              "were dealt. In the day everyone talks until the timer ends: anyone may claim anything, but "
                              "nobody looks at a card. With physical cards the moderator enters the final cards and the votes "
                              "at the end."),
        QT_TRANSLATE_NOOP("HelpTexts", "At \"three, two, one, vote!\" everyone points at another player at the same time. "
                              "The player with the most votes dies, all of them on a tie, and nobody dies if no one has more "
                              "than one vote. The card each player holds now decides their team, and so who wins."),
    ),
    "castle": (
        QT_TRANSLATE_NOOP("HelpTexts", "Every player belongs to a secret society, the Order or the Brotherhood, and has a "
                              "secret profession. A society wins when one of its members declares victory with three of its "
                              "victory items: Keys for the Order, Goblets for the Brotherhood."),
        QT_TRANSLATE_NOOP("HelpTexts", "On your turn you may first use a profession that works on your own turn, then you "
                              "take exactly one action: pass, offer another player an item to trade, attack a player, or "
                              "declare victory. In a fight every other player backs the attacker or the defender or stays "
                              "neutral, and items and professions add to the totals. The winner looks at the loser's society "
                              "and profession, or takes one of their items."),
        QT_TRANSLATE_NOOP("HelpTexts", "To declare victory you name your partners, and all of you show your society and your "
                              "items. If every partner belongs to your society and holds a victory item, and together you "
                              "have three, your society wins; otherwise the other society wins. With an odd number of players "
                              "the weaker society's Drink of Power can count as an item; in beginner mode only the sealed "
                              "items are used."),
    ),
}
