"""One Night's narration: the steps the narrator speaks, from "close your eyes" to the vote."""

from __future__ import annotations

from engine.core import ScriptStep
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from .config import Config
from .rules import close_line, wake_line


def script(cfg: Config) -> list[ScriptStep]:
    """The narration of a game of this configuration."""
    # Dealt by the app, the called player also crosses to the laptop, opens it, chooses and holds to see (§6.3).
    pause = float(cfg.opts["step_seconds"]) + (D.LAPTOP_SECONDS if cfg.app else 0.0)
    steps = [ScriptStep("onuw.close_eyes", D.T_CLOSE_EYES(), D.FRAME_SECONDS)]
    ids = cfg.steps
    for i, sid in enumerate(ids):
        step = D.STEP_BY_ID[sid]
        role = "werewolf" if sid == "werewolves" else step.role
        wake = wake_line(cfg, sid)
        steps.append(ScriptStep(f"onuw.{sid}.wake", Msg(wake), D.speech_allowance(str(wake)) + pause, role,
                                wait=True))
        followed_by_minion_part = sid == "doppelganger" and i + 1 < len(ids) and ids[i + 1] == "doppelganger_minion"
        if not followed_by_minion_part:
            steps.append(ScriptStep(f"onuw.{sid}.close", Msg(close_line(cfg, sid)), D.CLOSE_SECONDS, role))
    if not cfg.app:
        steps.append(ScriptStep("onuw.nudge", D.T_NUDGE(), D.FRAME_SECONDS))
    steps.append(ScriptStep("onuw.wake_up", D.T_WAKE_UP(), D.FRAME_SECONDS))
    if D.CURATOR in cfg.roles_set and cfg.pool:
        steps.append(ScriptStep("onuw.artifact_look", D.T_ARTIFACT_LOOK(), D.speech_allowance(str(D.T_ARTIFACT_LOOK)) + pause,
                                wait=True))
    day = int(cfg.opts["day_seconds"])
    minutes = day // 60 if day % 60 == 0 else day / 60  # a number: the desktop writes it in the language's digits
    steps.append(ScriptStep("onuw.day", D.T_DAY_TIMER(minutes=minutes), float(day)))
    steps.append(ScriptStep("onuw.vote", D.T_VOTE(), D.VOTE_COUNTDOWN_SECONDS))
    sword = D.CURATOR in cfg.roles_set and D.SWORD in cfg.pool
    if not cfg.app and (D.BODYGUARD in cfg.roles_set or sword):
        steps.append(ScriptStep("onuw.bodyguard_reveal", D.T_BODYGUARD_REVEAL(), D.FRAME_SECONDS))
    return steps
