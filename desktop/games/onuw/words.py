"""One Night's desktop words: the "OnuwDesktop" texts and the role and side names, shared by the board and the
plug-in."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.games.onuw import data as D  # noqa: N812 - the engine's own alias
from engine.i18n import QT_TRANSLATE_NOOP

CTX = "OnuwDesktop"
T_SHIELD = QT_TRANSLATE_NOOP("OnuwDesktop", "Shield")
T_ARTIFACT = QT_TRANSLATE_NOOP("OnuwDesktop", "Artifact token")
T_FACE_UP = QT_TRANSLATE_NOOP("OnuwDesktop", "Face up: {role}")
T_DEAD = QT_TRANSLATE_NOOP("OnuwDesktop", "Dead")
T_VOTED_FOR = QT_TRANSLATE_NOOP("OnuwDesktop", "Voted for {player}")
T_VOTED = QT_TRANSLATE_NOOP("OnuwDesktop", "Has voted")
T_DECK = QT_TRANSLATE_NOOP("OnuwDesktop", "Cards in play: {cards}")
T_CENTER = QT_TRANSLATE_NOOP("OnuwDesktop", "Center")
T_LEFT = QT_TRANSLATE_NOOP("OnuwDesktop", "to the left")
T_RIGHT = QT_TRANSLATE_NOOP("OnuwDesktop", "to the right")
T_NONE = QT_TRANSLATE_NOOP("OnuwDesktop", "none")
T_FACE_DOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "face down")
T_SEEN = QT_TRANSLATE_NOOP("OnuwDesktop", "what they learned at night")
T_THEIR_CARD = QT_TRANSLATE_NOOP("OnuwDesktop", "their card")
T_NO_UNDO_AT_NIGHT = QT_TRANSLATE_NOOP("OnuwDesktop", "The night cannot be undone: it follows the narration, and "
                                       "taking a step back would show who woke. Use Repeat to hear a call again.")
T_ALL_ENTERED = QT_TRANSLATE_NOOP("OnuwDesktop", "all entered already")
T_NOTHING_ELSE = QT_TRANSLATE_NOOP("OnuwDesktop", "You learn nothing else now.")
T_VOTE_ARROW = QT_TRANSLATE_NOOP("OnuwDesktop", "\u2192 {player}")
T_LEGEND_VOTE = QT_TRANSLATE_NOOP("OnuwDesktop", "voted for")
T_VOTE_COUNTDOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "At zero everyone points at a player")
T_CALL_CLOCK = QT_TRANSLATE_NOOP("OnuwDesktop", "Time left for this call")
T_TURNING = QT_TRANSLATE_NOOP("OnuwDesktop", "The cards are turned face up\u2026")

#: The Doppelgänger has no team of its own: its player joins the team of the card copied.
COPY_SIDE = "copy"
SIDES = {D.TEAM_VILLAGE: D.TEAM_NAMES[D.TEAM_VILLAGE], D.TEAM_WEREWOLF: D.TEAM_NAMES[D.TEAM_WEREWOLF],
         D.TEAM_TANNER: D.TEAM_NAMES[D.TEAM_TANNER], COPY_SIDE: QT_TRANSLATE_NOOP("OnuwDesktop", "The copied card's team")}


def _tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", CTX), str(text))


def role_name(role: str) -> str:
    text = D.ROLE_NAMES.get(role)
    return _tr(text) if text is not None else role
