"""The moderator console (the laptop screen): next input, undo/redo, log, narration, timers, privacy.

It shows only public information, except behind press-and-hold buttons. App-dealt
private steps go through pass-and-play: the console names the player to hand
the laptop to, that player holds to see, releases, confirms. Every input is an
engine Choice: only legal values are enabled, and a disabled value says why.

Its parts, each in its own module:

* ``window`` — ConsoleWindow: the parts wired together, menus and shortcuts, refresh, undo/redo;
* ``input_panel`` — the input area (what the table enters now, the end of the game);
* ``choice_form`` — the choice panel (ChoiceForm);
* ``handover`` — the pass-the-laptop screens (DeliveryCard, PrivateChoiceCard, ConfirmationCard);
* ``round_card``, ``table_round`` — a player's turn of a round of the whole table, and the round itself;
* ``secret_widgets`` — HoldButton and SecretLabel;
* ``log_panel``, ``narration_panel``, ``timer_bar`` — the side panels;
* ``phones``, ``record_files``, ``help_dialogs`` — the phones, Save and Open, the Help menu.
"""

from .choice_form import ChoiceForm
from .handover import ConfirmationCard, DeliveryCard, PrivateChoiceCard
from .help_dialogs import ShortcutsDialog
from .round_card import RoundCard
from .secret_widgets import HoldButton, SecretLabel
from .window import ConsoleWindow

__all__ = ["ChoiceForm", "ConfirmationCard", "ConsoleWindow", "DeliveryCard", "HoldButton", "PrivateChoiceCard", "RoundCard",
           "SecretLabel", "ShortcutsDialog"]
