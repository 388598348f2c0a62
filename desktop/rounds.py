"""What a player without the hidden choice of a round of the table is shown instead: the same buttons (a stand-in).

The laptop's RoundCard and the phones' round screens (desktop/companion/rounds.py) build the same stand-ins, so a
player's screen looks the same whether they hold the hidden role or not, on the laptop or on a phone.
"""

from __future__ import annotations

from engine.core import Choice, OneOf, SubsetOf

from .controller import GameController
from .plugin import GamePlugin


def stand_in(controller: GameController, plugin: GamePlugin, template: Choice, seat: int) -> Choice | None:
    """The holder's choice as ``seat`` sees it without holding it: the same buttons, none of the holder's own
    values (GamePlugin.secret_values for each parameter, or the choice's values when they are only yes and no);
    None when the holder's values themselves would be a secret."""
    params: dict[str, OneOf | SubsetOf] = {}
    for key, domain in template.params.items():
        values = plugin.secret_values(controller, template, key)
        if values is None:
            values = list(domain.values)
            if not all(v is None or isinstance(v, bool) for v in values):
                return None
        params[key] = OneOf(tuple(values)) if isinstance(domain, OneOf) else SubsetOf(tuple(values), domain.size)
    return Choice(template.type, seat, params, template.prompt)
