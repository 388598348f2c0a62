"""The recording studio, driven by clicking its buttons; the microphone and the speakers are stand-in children.

The real recording child is exercised where an audio input exists and skipped, saying why, elsewhere.
"""

from __future__ import annotations

import sys
import textwrap
import zipfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.narration import audio
from desktop.narration import studio as studio_module
from desktop.narration.lines import game_lines
from desktop.narration.microphone import meter_value
from desktop.narration.packs import PackLibrary
from desktop.narration.studio import RecorderProcess, StudioWindow
from tests.narration.test_packs_playback import _log, _player

pytestmark = [pytest.mark.timeout(90), pytest.mark.qt_log_ignore(r"QProcess: Destroyed while process .*")]


def _recorder(tmp_path: Path, *, inputs: bool = True) -> list[str]:
    """A stand-in recording child: one microphone (or none); "records" a tone framed by silence."""
    tone = tmp_path / "voice.wav"
    tone.write_bytes(audio.tone(1.2, amplitude=0.05, lead=0.7, tail=0.9, freq=330))
    script = tmp_path / "fake_recorder.py"
    script.write_text(textwrap.dedent(f"""\
        import json, shutil, sys
        def say(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        say({{"type": "hello", "inputs": {[{"id": "mic", "description": "Microphone", "default": True}] if inputs else []}}})
        path = None
        for raw in sys.stdin:
            c = json.loads(raw)
            if c["type"] == "quit":
                break
            if c["type"] == "record":
                path = c["path"]
                for value in (0.1, 0.4, 0.7):
                    say({{"type": "level", "value": value}})
            elif c["type"] == "stop" and path:
                shutil.copyfile({str(tone)!r}, path)
                say({{"type": "recorded", "path": path, "seconds": 2.8}})
        """))
    return [sys.executable, str(script)]


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> PackLibrary:
    return PackLibrary(tmp_path / "packs")


def _studio(qtbot: Any, library: PackLibrary, tmp_path: Path, lang: str = "vi", **kw: Any) -> StudioWindow:
    window = StudioWindow(library, "onuw", lang, recorder_command=kw.get("recorder") or _recorder(tmp_path),
                          player_command=_player(tmp_path))
    qtbot.addWidget(window)
    window.show()
    return window


def _click(qtbot: Any, button: Any) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_record_play_rerecord_import_delete_and_share(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    window = _studio(qtbot, library, tmp_path)
    lines = game_lines("onuw")
    assert "New pack" in window.summary.text() and not window.record_button.isEnabled()
    # Every line, grouped by game and role.
    game_item = window.tree.topLevelItem(0)
    assert game_item.text(0) == "One Night Ultimate Werewolf + Daybreak"
    groups = [game_item.child(i) for i in range(game_item.childCount())]
    assert sum(g.childCount() for g in groups) == len(lines)
    assert "Seer" in [g.text(0) for g in groups] and "Everyone" in [g.text(0) for g in groups]

    _click(qtbot, window.new_button)
    pack = window.pack
    assert pack is not None and library.chosen("vi").id == pack.id  # type: ignore[union-attr]
    seer = next(line for line in lines if line.key == "onuw.seer.wake")
    window.select(seer.key)
    assert window.text_label.text() == seer.text("vi") and window.text_label.font().pointSizeF() >= 18
    assert "synthetic voice" in window.state_label.text()
    qtbot.waitUntil(window.record_button.isEnabled, timeout=20_000)  # the recorder said it has a microphone
    assert window.record_button.text() == "Record"

    _click(qtbot, window.record_button)
    assert window.stop_button.isEnabled() and not window.play_button.isEnabled()
    qtbot.waitUntil(lambda: window.meter.value() == meter_value(0.7), timeout=10_000)  # the meter follows the input
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: window.pack.entry(seer.key) is not None, timeout=10_000)  # type: ignore[union-attr]
    entry = window.pack.entry(seer.key)  # type: ignore[union-attr]
    assert entry.seconds == pytest.approx(1.2 + audio.LEAD_IN_S + audio.TAIL_S, abs=0.03)  # silence trimmed
    assert "Kept 1.4 s" in window.message.text() and "+" in window.message.text()  # a quiet voice raised
    assert window.record_button.text() == "Re-record" and window.state_label.text().startswith("Recorded")
    assert "1 of" in window.summary.text()

    _click(qtbot, window.play_button)
    qtbot.waitUntil(lambda: _log(tmp_path / "played.log") == [str(pack.folder / entry.file)], timeout=20_000)

    _click(qtbot, window.record_button)  # re-record: the new take replaces the old one
    _click(qtbot, window.stop_button)
    qtbot.waitUntil(lambda: window.stop_button.isEnabled() is False, timeout=10_000)
    assert [e.id for e in window.pack.manifest.lines] == [seer.key]  # type: ignore[union-attr]

    # Import a file for another line (generated speech), then a file that is not WAV.
    robber = next(line for line in lines if line.key == "onuw.robber.wake")
    window.select(robber.key)
    good = tmp_path / "robber.wav"
    good.write_bytes(audio.tone(2.0, amplitude=0.6, lead=0.2, tail=0.3, rate=44_100, channels=2))
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    _click(qtbot, window.import_button)
    assert window.pack.entry(robber.key) is not None  # type: ignore[union-attr]
    assert window.summary.text().startswith(f"2 of {len(lines)} lines recorded.")
    assert f"says the other {len(lines) - 2} (0 of them stale)" in window.summary.text()
    bad = tmp_path / "robber.mp3.wav"
    bad.write_bytes(b"ID3\x04" + bytes(3000))
    drunk = next(line for line in lines if line.key == "onuw.drunk.wake")
    window.select(drunk.key)
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    _click(qtbot, window.import_button)
    assert "looks like MP3" in window.message.text() and window.pack.entry(drunk.key) is None  # type: ignore[union-attr]

    window.select(robber.key)
    _click(qtbot, window.delete_button)
    assert window.pack.entry(robber.key) is None and not window.delete_button.isEnabled()  # type: ignore[union-attr]

    # Name it, export it, and import it through another studio on a clean user folder.
    window.name_edit.setText("Bà kể chuyện")
    window.name_edit.editingFinished.emit()
    target = tmp_path / "shared.zip"
    monkeypatch.setattr(studio_module.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _click(qtbot, window.export_button)
    assert zipfile.is_zipfile(target) and str(target) in window.message.text()
    clean = PackLibrary(tmp_path / "clean")
    other = StudioWindow(clean, "onuw", "vi", recorder_command=_recorder(tmp_path, inputs=False),
                         player_command=_player(tmp_path))
    qtbot.addWidget(other)
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    _click(qtbot, other.import_pack_button)
    assert other.pack is not None and other.pack.name == "Bà kể chuyện"
    assert [e.id for e in other.pack.manifest.lines] == [seer.key]
    other.close()
    window.close()


@pytest.fixture
def persian(qapp: Any) -> Any:
    from desktop.i18n import UiLanguage

    language = UiLanguage()
    language.install("fa")
    yield language
    language.install("en")


def test_without_a_microphone_recording_is_off_and_says_why(qtbot: Any, tmp_path: Path, library: PackLibrary,
                                                           monkeypatch: pytest.MonkeyPatch, persian: Any) -> None:
    library.create("Mine", "fa")
    window = _studio(qtbot, library, tmp_path, "fa", recorder=_recorder(tmp_path, inputs=False))
    window.select("onuw.close_eyes")
    qtbot.waitUntil(lambda: "WAV" in window.message.text(), timeout=20_000)
    assert not window.record_button.isEnabled() and window.import_button.isEnabled()
    assert not window.message.text().startswith("Recording") and "\u0636\u0628\u0637" in window.message.text()  # Persian
    wav = tmp_path / "line.wav"
    wav.write_bytes(audio.tone(1.0))
    monkeypatch.setattr(studio_module.QFileDialog, "getOpenFileName", lambda *a, **k: (str(wav), ""))
    _click(qtbot, window.import_button)
    assert window.pack is not None and window.pack.entry("onuw.close_eyes") is not None
    window.close()


def test_the_real_recorder_where_there_is_a_microphone(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    recorder = RecorderProcess()
    answers: list[Any] = []
    recorder.ready.connect(lambda inputs: answers.append(("ready", inputs)))
    recorder.unavailable.connect(lambda detail: answers.append(("unavailable", detail)))
    recorder.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    if answers[0][0] == "unavailable" or not answers[0][1]:
        detail = answers[-1][1] if answers[-1][0] == "unavailable" else "no audio input"
        recorder.shutdown()
        pytest.skip(f"no audio input here ({detail}); a PulseAudio null source (pactl load-module "
                    "module-null-source) is enough to run this test: `python3 tablekeeper.py test` starts a private "
                    "PulseAudio with one where pulseaudio is installed, and installs it when run as root")
    levels: list[float] = []
    done: list[tuple[str, float]] = []
    failed: list[str] = []
    recorder.level.connect(levels.append)
    recorder.recorded.connect(lambda path, seconds: done.append((path, seconds)))
    recorder.failed.connect(failed.append)
    target = tmp_path / "take.wav"
    recorder.record(str(target))
    qtbot.waitUntil(lambda: len(levels) >= 5 or bool(failed), timeout=20_000)
    recorder.stop()
    qtbot.waitUntil(lambda: bool(done) or bool(failed), timeout=20_000)
    assert not failed, failed
    assert done[0][0] == str(target) and audio.wav_info(target.read_bytes()).seconds > 0.1
    recorder.shutdown()


def test_the_studio_follows_a_language_switch_and_lists_the_tables_own_lines(
        qtbot: Any, tmp_path: Path, library: PackLibrary) -> None:
    from desktop.i18n import UiLanguage
    from engine.core import Setup
    from engine.registry import get_game

    game = get_game("onuw")
    options = game.options_with_defaults({"day_seconds": 240})
    setup = Setup("onuw", ("A", "B", "C"), ("werewolf", "seer", "robber", "villager", "villager", "troublemaker"), options)
    window = StudioWindow(library, "onuw", "zh_TW", script=game.script(setup), recorder_command=_recorder(tmp_path),
                          player_command=_player(tmp_path))
    qtbot.addWidget(window)
    window.show()
    assert len(window.lines) == len(game_lines("onuw")) + 1  # the 4-minute day says its own words
    window.select("onuw.day/T_DAY_TIMER:minutes=4")
    assert "4" in window.text_label.text() or "四" in window.text_label.text()
    english = window.new_button.text()
    language = UiLanguage()
    try:
        language.install("vi")
        qtbot.waitUntil(lambda: window.new_button.text() != english, timeout=5_000)
        assert window.new_button.text() == "Gói mới" and window.windowTitle().startswith("Phòng thu")
        assert window.current_line() is not None and window.current_line().key == "onuw.day/T_DAY_TIMER:minutes=4"  # type: ignore[union-attr]
    finally:
        language.install("en")
    window.close()
