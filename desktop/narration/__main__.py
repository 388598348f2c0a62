"""``python -m desktop.narration``: check the speech engine, or render a game's script to WAV files.

    python -m desktop.narration --self-test
        Prints the speech engine, its library version and the voice for each
        narration language, speaks a sample line per language into a
        temporary file, and says whether sound can be played. Exit status: 0
        fine; 1 no speech engine; 2 a language has no voice or its sample
        failed.

    python -m desktop.narration --render GAME LANG OUTDIR [--players N] [--roles R ...]
                                 [--option KEY=VALUE ...] [--rate WPM] [--voice ID]
        Writes the whole narration script of GAME for that setup (the
        recommended roles when --roles is absent) as numbered WAV files
        (01_<step id>.wav, ...) plus script.tsv listing each step's caption,
        scripted duration, speech length and the step length the narrator
        will use. Exit status: 0 fine; 1 no engine or a bad setup; 2 no voice.

This is a developer's and a troubleshooter's tool: its output is English.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from desktop.i18n import Catalog
from engine.core import Game, Setup
from engine.registry import get_game

from .cache import cache_dir
from .settings import NarrationSettings
from .texts import T_SAMPLE
from .timing import step_length
from .voices import LANGUAGE_TAGS, EngineError, open_engine
from .worker import Renderer

EXIT_OK, EXIT_NO_ENGINE, EXIT_NO_VOICE, EXIT_USAGE = 0, 1, 2, 64


def _catalog(lang: str) -> Catalog:
    """The narration-language catalogue, compiling stale .ts files first (the launcher does it for the app)."""
    from desktop.i18n import catalog
    from desktop.translation_catalogues import compile_catalogues

    try:
        compile_catalogues()
    except (RuntimeError, OSError) as exc:
        print(f"warning: could not compile the translations ({exc}); lines may stay in English", file=sys.stderr)
    catalog.cache_clear()
    return catalog(lang)


def _audio_status() -> str:
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.symbolsresolver=false;qt.multimedia.ffmpeg=false")
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError as exc:
        return f"unavailable ({exc}); on Linux: sudo apt install libpulse0"
    from PySide6.QtCore import QCoreApplication

    _app = QCoreApplication.instance() or QCoreApplication([])
    outputs = [d.description() for d in QMediaDevices.audioOutputs()]
    return f"QtMultimedia, outputs: {', '.join(outputs) if outputs else 'none found (plays silently)'}"


def self_test() -> int:
    try:
        engine, info = open_engine()
    except EngineError as exc:
        print(f"speech engine: none ({exc})")
        print("fix: python -m pip install pyttsx3 espeakng-loader")
        return EXIT_NO_ENGINE
    print(f"speech engine: {info.engine} {info.version}")
    print(f"library: {info.library}")
    print(f"voices installed: {len(info.voices)}")
    renderer = Renderer(engine, info)
    code = EXIT_OK
    with tempfile.TemporaryDirectory(prefix="tablekeeper-selftest-") as tmp:
        for lang in LANGUAGE_TAGS:
            voice = info.choose(lang)
            if voice is None:
                print(f"{lang}: NO VOICE")
                code = EXIT_NO_VOICE
                continue
            text = _catalog(lang).render(T_SAMPLE)
            try:
                _path, length, _cached = renderer.render(text, voice, NarrationSettings().rate, Path(tmp))
            except Exception as exc:
                print(f"{lang}: voice {voice.id} ({voice.name}), sample FAILED: {exc}")
                code = EXIT_NO_VOICE
                continue
            print(f"{lang}: voice {voice.id} ({voice.name}), sample {length:.2f} s: {text}")
    print(f"audio playback: {_audio_status()}")
    print("self-test passed" if code == EXIT_OK else "self-test FAILED")
    return code


def _parse_options(game: Game, raw: list[str]) -> dict[str, Any]:
    specs = {s.key: s for s in game.option_specs()}
    options: dict[str, Any] = {}
    for item in raw:
        key, sep, value = item.partition("=")
        if not sep or key not in specs:
            raise ValueError(f"--option takes KEY=VALUE with KEY one of: {', '.join(sorted(specs)) or 'none'}")
        options[key] = specs[key].parse(value)
    return game.options_with_defaults(options)


def render_script(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return EXIT_NO_ENGINE
    except Exception as exc:  # a game package that does not import
        print(f"cannot load the games: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_NO_ENGINE
    if args.lang not in LANGUAGE_TAGS:
        print(f"unknown language {args.lang!r}; choose one of {', '.join(LANGUAGE_TAGS)}", file=sys.stderr)
        return EXIT_USAGE
    players = args.players or min(max(game.min_players, 5), game.max_players)
    try:
        options = _parse_options(game, args.option)
        roles = tuple(args.roles) if args.roles else tuple(game.recommended_roles(players, options))
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return EXIT_NO_ENGINE
    setup = Setup(game.id, tuple(f"Player {i + 1}" for i in range(players)), roles, options)
    errors = [p for p in game.validate(setup) if p.severity == "error"]
    if errors:
        for problem in errors:
            print(f"setup problem: {problem.msg.english()}", file=sys.stderr)
        return EXIT_NO_ENGINE
    steps = game.script(setup)
    cat = _catalog(args.lang)
    if args.lang != "en":
        untranslated = sum(1 for step in steps if cat.render(step.msg) == step.msg.english())
        if untranslated:
            print(f"warning: {untranslated} of {len(steps)} lines have no {args.lang} translation and stay in English "
                  f"(translations/{game.id}_{args.lang}.ts)", file=sys.stderr)
    try:
        engine, info = open_engine()
    except EngineError as exc:
        print(f"no speech engine: {exc}", file=sys.stderr)
        return EXIT_NO_ENGINE
    renderer = Renderer(engine, info)
    voice, replaced = renderer.voice_for(args.lang, args.voice or "")
    if voice is None:
        print(f"no voice for {args.lang} in {info.engine} {info.version}", file=sys.stderr)
        return EXIT_NO_VOICE
    if replaced:
        print(f"voice {args.voice!r} not available for {args.lang}; using {voice.id}", file=sys.stderr)
    settings = NarrationSettings(rate=args.rate)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    width = max(2, len(str(len(steps))))
    rows = ["number\tid\tduration\tspeech\tstep\tcaption"]
    total = 0.0
    failed = 0
    for number, step in enumerate(steps, 1):
        caption = cat.render(step.msg)
        name = f"{number:0{width}d}_{step.id.replace('/', '_')}.wav"
        try:
            path, length, _cached = renderer.render(caption, voice, settings.rate, cache_dir())
        except Exception as exc:
            print(f"{name}: FAILED ({exc})", file=sys.stderr)
            failed += 1
            speech = None
        else:
            shutil.copyfile(path, out / name)
            speech = length
        planned = step_length(step.duration, speech, settings.gap, settings.step_length if step.wait else None)
        total += planned
        rows.append(f"{number}\t{step.id}\t{step.duration:g}\t{'' if speech is None else f'{speech:.2f}'}\t{planned:.2f}\t{caption}")
        print(f"{name}  {'-' if speech is None else f'{speech:5.2f}'} s  {caption}")
    (out / "script.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"{len(steps)} steps, {len(steps) - failed} spoken, voice {voice.id} ({info.engine} {info.version}), "
          f"night length {total:.1f} s; written to {out}")
    return EXIT_NO_VOICE if failed else EXIT_OK


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.narration", description=__doc__.split("\n\n")[0])
    parser.add_argument("--self-test", action="store_true", help="check the speech engine and the voice per language")
    parser.add_argument("--render", nargs=3, metavar=("GAME", "LANG", "OUTDIR"), help="write a game's script as WAV files")
    parser.add_argument("--players", type=int, help="number of players (default: 5, within the game's range)")
    parser.add_argument("--roles", nargs="+", help="the role list (default: the recommended roles)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--rate", type=int, default=NarrationSettings().rate, help="words per minute")
    parser.add_argument("--voice", help="a voice id (default: the best voice for LANG)")
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if args.render:
        args.game, args.lang, args.outdir = args.render
        return render_script(args)
    parser.print_help()
    return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
