"""Issue 33, the recording studio: readable line names, the microphone chosen and heard before the first take, plain
errors naming the line, an imported pack played at once, and buttons that never move under the mouse.

The microphone is a stand-in recording child here (two inputs, each with its own level); the real recorder is
exercised where an audio input exists (the test command's private PulseAudio has a silent null source: exactly the
"wrong input" of the issue) and skipped, saying why, elsewhere.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from desktop.narration import audio
from desktop.narration import studio as studio_module
from desktop.narration.lines import game_lines
from desktop.narration.microphone import RecorderProcess, meter_value
from desktop.narration.packs import PackLibrary
from desktop.narration.studio import StudioWindow
from desktop.settings import AppSettings
from tests.narration.test_packs_playback import _player

pytestmark = [pytest.mark.timeout(120), pytest.mark.qt_log_ignore(r"QProcess: Destroyed while process .*")]

INPUTS = [{"id": "mic_a", "description": "Laptop microphone", "default": True},
          {"id": "mic_b", "description": "USB headset", "default": False}]
LEVELS = {"mic_a": 0.02, "mic_b": 0.5}  # what each stand-in input "hears"


def _recorder(tmp_path: Path, inputs: list[dict[str, Any]] | None = None) -> list[str]:
    """A stand-in recording child: reports ``inputs``, logs every request, gives each monitored input its level,
    and answers a take with whatever ``take.wav`` holds when Stop comes."""
    (tmp_path / "take.wav").write_bytes(audio.tone(1.0, amplitude=0.2, lead=0.3, tail=0.3))
    script = tmp_path / "fake_recorder.py"
    script.write_text(textwrap.dedent(f"""\
        import json, shutil, sys
        inputs = json.loads(sys.argv[1])
        levels = {LEVELS!r}
        log = open(sys.argv[2], "a", encoding="utf-8")
        def say(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        say({{"type": "hello", "inputs": inputs}})
        path = None
        for raw in sys.stdin:
            log.write(raw); log.flush()
            c = json.loads(raw)
            if c["type"] == "quit":
                break
            if c["type"] == "monitor":
                chosen = c["input"] or next(i["id"] for i in inputs if i["default"])
                say({{"type": "listening", "input": chosen, "description": chosen}})
                for _ in range(3):
                    say({{"type": "level", "value": levels[chosen]}})
            elif c["type"] == "record":
                path = c["path"]
            elif c["type"] == "stop" and path:
                shutil.copyfile({str(tmp_path / "take.wav")!r}, path)
                say({{"type": "recorded", "path": path, "seconds": 1.6}})
                path = None
        """))
    return [sys.executable, str(script), json.dumps(INPUTS if inputs is None else inputs), str(tmp_path / "rec.log")]


def _requests(tmp_path: Path) -> list[dict[str, Any]]:
    log = tmp_path / "rec.log"
    return [json.loads(raw) for raw in log.read_text().splitlines()] if log.exists() else []


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> PackLibrary:
    return PackLibrary(tmp_path / "packs")


@pytest.fixture
def settings(tmp_path: Path, qapp: Any) -> AppSettings:
    return AppSettings(tmp_path / "settings.ini")


def _studio(qtbot: Any, library: PackLibrary, settings: AppSettings, tmp_path: Path, lang: str = "en",
            game: str = "avalon", recorder: list[str] | None = None) -> StudioWindow:
    window = StudioWindow(library, game, lang, games=["onuw"], settings=settings,
                          recorder_command=recorder or _recorder(tmp_path), player_command=_player(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _click(qtbot: Any, button: Any) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_every_line_is_listed_whole_and_readable(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                 settings: AppSettings) -> None:
    window = _studio(qtbot, library, settings, tmp_path)
    tree = window.tree
    metrics = tree.fontMetrics()
    qtbot.waitUntil(lambda: tree.visualRect(tree.indexFromItem(tree.items["avalon.INTRO"], 0)).width() > 300)
    for key, item in tree.items.items():
        words = item.text(0)
        line = next(line for line in window.lines if line.key == key)
        assert words == line.text("en") and item.toolTip(0) == words
        rect = tree.visualRect(tree.indexFromItem(item, 0))
        assert rect.width() >= 300, (key, rect)  # not a column of three or four letters
        needed = metrics.boundingRect(QRect(0, 0, rect.width() - 8, 100_000), Qt.TextFlag.TextWordWrap, words)
        assert needed.height() <= rect.height(), (key, words, rect)  # every word shows, wrapped
    for i in range(tree.topLevelItemCount()):  # the games' and the roles' names too
        game = tree.topLevelItem(i)
        assert metrics.horizontalAdvance(game.text(0)) <= tree.visualRect(tree.indexFromItem(game, 0)).width()
    window.close()


def test_the_microphone_is_chosen_remembered_and_heard_before_the_first_take(
        qtbot: Any, tmp_path: Path, library: PackLibrary, settings: AppSettings) -> None:
    library.choose("en", library.create("Mine", "en").id)
    window = _studio(qtbot, library, settings, tmp_path)
    chooser = window.microphone.box
    qtbot.waitUntil(lambda: chooser.count() == 3, timeout=20_000)
    assert [chooser.itemText(i) for i in range(3)] == [
        "System default (Laptop microphone)", "Laptop microphone", "USB headset"]
    assert chooser.currentIndex() == 0 and window.microphone.label.text() == "Microphone:"
    # Before any take, the meter shows what the default input hears.
    qtbot.waitUntil(lambda: window.meter.value() == meter_value(LEVELS["mic_a"]), timeout=10_000)
    assert meter_value(LEVELS["mic_a"]) > 0 and not window.stop_button.isEnabled()
    assert {"type": "monitor", "input": ""} in _requests(tmp_path)

    # The user picks the headset with the keyboard: it is listened to, remembered, and the take records from it.
    chooser.setFocus()
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    assert chooser.currentText() == "USB headset"
    qtbot.waitUntil(lambda: window.meter.value() == meter_value(LEVELS["mic_b"]), timeout=10_000)
    assert settings.recording_input == "mic_b" and AppSettings(settings.path).recording_input == "mic_b"
    window.select("avalon.INTRO")
    _click(qtbot, window.record_button)
    assert not chooser.isEnabled()  # the input stays as it is during a take
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: window.pack.entry("avalon.INTRO") is not None, timeout=10_000)  # type: ignore[union-attr]
    assert [r["input"] for r in _requests(tmp_path) if r["type"] == "record"] == ["mic_b"]
    assert chooser.isEnabled()
    window.close()

    # The next studio starts on the remembered input.
    again = _studio(qtbot, library, AppSettings(settings.path), tmp_path)
    qtbot.waitUntil(lambda: again.microphone.box.count() == 3, timeout=20_000)
    assert again.microphone.box.currentText() == "USB headset" and again.microphone.chosen() == "mic_b"
    again.close()


def test_a_remembered_microphone_that_is_gone_falls_back_to_the_default(
        qtbot: Any, tmp_path: Path, library: PackLibrary, settings: AppSettings) -> None:
    settings.recording_input = "unplugged"
    window = _studio(qtbot, library, settings, tmp_path)
    qtbot.waitUntil(lambda: window.microphone.box.count() == 3, timeout=20_000)
    assert window.microphone.box.currentIndex() == 0 and window.microphone.chosen() == ""
    assert settings.recording_input == "unplugged"  # kept for when it is plugged in again
    window.close()


def test_two_inputs_of_one_name_are_told_apart(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                               settings: AppSettings) -> None:
    inputs = [{"id": "mic_a", "description": "Null Input", "default": True},
              {"id": "mic_b", "description": "Null Input", "default": False}]
    window = _studio(qtbot, library, settings, tmp_path, recorder=_recorder(tmp_path, inputs))
    qtbot.waitUntil(lambda: window.microphone.box.count() == 3, timeout=20_000)
    names = [window.microphone.box.itemText(i) for i in range(3)]
    assert names == ["System default (Null Input)", "Null Input (mic_a)", "Null Input (mic_b)"]
    window.close()


def test_a_silent_take_names_the_line_and_says_what_to_do(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                          settings: AppSettings) -> None:
    library.choose("en", library.create("Mine", "en").id)
    window = _studio(qtbot, library, settings, tmp_path)
    window.select("avalon.INTRO")
    qtbot.waitUntil(window.record_button.isEnabled, timeout=20_000)
    (tmp_path / "take.wav").write_bytes(audio.tone(1.5, amplitude=0.0))  # the wrong input: nothing but silence
    _click(qtbot, window.record_button)
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: "silent" in window.message.text(), timeout=10_000)
    text = window.message.text()
    assert text.startswith("The take of \"Everyone, close your eyes and extend your hand into a fist…\" was silent") and (
        "check that the microphone chosen below is the one you speak into" in text)
    for technical in ("avalon.INTRO", "WAV", "PCM", "dBFS", "kHz", "bits"):
        assert technical not in text
    assert window.pack.entry("avalon.INTRO") is None and window.record_button.text() == "Record"  # type: ignore[union-attr]
    window.close()


def test_messages_about_the_microphone_are_plain(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                 settings: AppSettings) -> None:
    library.choose("en", library.create("Mine", "en").id)
    window = _studio(qtbot, library, settings, tmp_path)
    window.select("avalon.INTRO")
    qtbot.waitUntil(window.record_button.isEnabled, timeout=20_000)
    window.recorder._on_message({"type": "error", "kind": "open_failed", "error": "the input could not be opened (1)"})
    assert window.message.text().startswith("The microphone could not be opened: another program may be using it.")
    _click(qtbot, window.record_button)
    window.recorder._on_message({"type": "error", "kind": "nothing_heard", "error": "nothing was heard from the input"})
    assert window.message.text().startswith("Nothing came from the microphone during the take of \"Everyone, close")
    assert window.record_button.isEnabled() and not window.stop_button.isEnabled()
    window.recorder._on_message({"type": "inputs", "inputs": []})  # the only microphone unplugged
    assert window.message.text().startswith("No microphone was found.") and not window.record_button.isEnabled()
    assert window.microphone.box.currentText() == "No microphone found"
    window.recorder._on_message({"type": "inputs", "inputs": INPUTS[:1]})  # and plugged in again
    assert window.message.text() == "" and window.record_button.isEnabled()
    window.close()


def test_an_imported_pack_is_ticked_to_play_and_that_is_saved(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                             settings: AppSettings,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    maker = PackLibrary(tmp_path / "elsewhere")
    shared = maker.create("Grandma's voice", "en")
    shared.put(game_lines("avalon")[0], audio.tone(1.0, amplitude=0.2))
    archive = shared.export_zip(tmp_path / "grandma.zip")
    persian = maker.create("صدای مادربزرگ", "fa")
    persian_archive = persian.export_zip(tmp_path / "grandma-fa.zip")
    mine = library.create("Mine", "en")
    library.choose("en", mine.id)
    window = _studio(qtbot, library, settings, tmp_path)
    assert window.use_box.isChecked() and window.pack.id == mine.id  # type: ignore[union-attr]
    changes: list[bool] = []
    window.changed.connect(lambda: changes.append(True))

    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(archive), ""))
    _click(qtbot, window.import_pack_button)
    assert window.pack is not None and window.pack.name == "Grandma's voice"
    assert window.use_box.isChecked() and window.pack_box.currentText() == "Grandma's voice"
    assert PackLibrary(library.root).chosen_id("en") == window.pack.id and changes  # saved, and the console told
    assert "was installed" in window.message.text()

    # A pack of another language plays in that language's narration.
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(persian_archive), ""))
    _click(qtbot, window.import_pack_button)
    assert PackLibrary(library.root).chosen_id("fa") == persian.id
    assert PackLibrary(library.root).chosen_id("en") == window.pack.id  # this language's choice unchanged
    assert "plays in the فارسی narration" in window.message.text()
    window.close()


def _places(window: StudioWindow) -> list[tuple[int, int, int, int]]:
    out = []
    for button in (window.record_button, window.stop_button):
        corner = button.mapTo(window, QPoint(0, 0))
        out.append((corner.x(), corner.y(), button.width(), button.height()))
    return out


def test_record_and_stop_never_move_as_the_message_changes(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                         settings: AppSettings,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    library.choose("en", library.create("Mine", "en").id)
    window = _studio(qtbot, library, settings, tmp_path)
    window.select("avalon.INTRO")
    qtbot.waitUntil(window.record_button.isEnabled, timeout=20_000)
    assert window.message.text() == ""
    places = _places(window)
    seen: list[str] = []

    def same_places() -> None:
        qtbot.wait(0)  # the layout runs on the event loop: let it
        seen.append(window.message.text())
        assert _places(window) == places, seen[-1]

    _click(qtbot, window.record_button)  # "Recording… Read the line aloud, then press Stop."
    same_places()
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: window.message.text().startswith("Kept"), timeout=10_000)
    same_places()  # and Record became Re-record
    assert window.record_button.text() == "Re-record"
    (tmp_path / "take.wav").write_bytes(audio.tone(1.0, amplitude=0.0))
    _click(qtbot, window.record_button)
    same_places()
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: "silent" in window.message.text(), timeout=10_000)
    same_places()
    bad = tmp_path / ("a recording with a rather long name, sent by a friend, " * 3 + ".wav")
    bad.write_bytes(b"ID3\x04" + bytes(3000))
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    _click(qtbot, window.import_button)  # a long refusal: the message area scrolls, it does not grow
    assert "looks like MP3" in window.message.text()
    same_places()
    window.select("avalon.MERLIN_OPEN")  # another line, another state
    same_places()
    window.recorder._on_message({"type": "inputs", "inputs": []})
    same_places()
    assert len(seen) == 7 and len(set(seen)) == 5  # five different messages, the selection of another line besides
    window.close()


# -- the real recording child ---------------------------------------------------------------------------------
def _skip_without_input(recorder: RecorderProcess, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: recorder.inputs is not None or recorder.problem is not None, timeout=30_000)
    if recorder.problem is not None or not recorder.inputs:
        detail = recorder.problem or "no audio input"
        recorder.shutdown()
        pytest.skip(f"no audio input here ({detail}); a PulseAudio null source (pactl load-module "
                    "module-null-source) is enough to run this test: `python3 tablekeeper.py test` starts a private "
                    "PulseAudio with one where pulseaudio is installed, and installs it when run as root")


def test_the_real_recorder_reports_the_level_before_any_take(qtbot: Any, qapp: Any) -> None:
    recorder = RecorderProcess()
    recorder.start()
    _skip_without_input(recorder, qtbot)
    levels: list[float] = []
    listening: list[tuple[str, str]] = []
    recorder.level.connect(levels.append)
    recorder.listening.connect(lambda input_id, description: listening.append((input_id, description)))
    chosen = str(recorder.inputs[-1]["id"])  # type: ignore[index]
    recorder.monitor(chosen)
    qtbot.waitUntil(lambda: len(levels) >= 3, timeout=20_000)
    assert listening[0][0] == chosen and all(0.0 <= value <= 1.0 for value in levels)
    recorder.shutdown()


def test_the_real_recorder_a_silent_input_gives_a_plain_message(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                                settings: AppSettings) -> None:
    library.choose("en", library.create("Mine", "en").id)
    window = StudioWindow(library, "avalon", "en", settings=settings, player_command=_player(tmp_path))
    qtbot.addWidget(window)
    window.show()
    _skip_without_input(window.recorder, qtbot)
    levels: list[float] = []
    window.recorder.level.connect(levels.append)
    qtbot.waitUntil(lambda: len(levels) >= 2, timeout=20_000)  # the meter runs before the first take
    window.select("avalon.INTRO")
    _click(qtbot, window.record_button)
    count = len(levels)
    qtbot.waitUntil(lambda: len(levels) >= count + 6, timeout=20_000)  # ~0.3 s of the take
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: not window.stop_button.isEnabled() and window.message.text() != "", timeout=20_000)
    if max(levels) > 0.01:  # a real microphone heard the room: the take was kept
        assert window.pack.entry("avalon.INTRO") is not None  # type: ignore[union-attr]
    else:  # a null source (the test command's), or a muted microphone: the take is silent, and said plainly
        assert window.message.text().startswith("The take of \"Everyone, close your eyes"), window.message.text()
        assert "avalon.INTRO" not in window.message.text() and "WAV" not in window.message.text()
    window.close()


def test_the_studio_in_persian_lays_out_right_to_left(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                      settings: AppSettings) -> None:
    from desktop.i18n import UiLanguage

    language = UiLanguage()
    language.install("fa")
    try:
        library.choose("fa", library.create("Mine", "fa").id)
        window = _studio(qtbot, library, settings, tmp_path, lang="fa")
        qtbot.waitUntil(lambda: window.microphone.box.count() == 3, timeout=20_000)
        assert window.microphone.label.text() != "Microphone:" and "(" in window.microphone.box.itemText(0)
        assert window.isRightToLeft()
        record: QWidget = window.record_button
        assert record.mapTo(window, QPoint(0, 0)).x() > window.stop_button.mapTo(window, QPoint(0, 0)).x()
        window.close()
    finally:
        language.install("en")
