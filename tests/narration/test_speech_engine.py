"""The real speech engine: espeak-ng 1.52 from espeakng-loader through pyttsx3, a voice per language."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from desktop.narration.cache import audio_length
from desktop.narration.voices import EngineError

ROOT = Path(__file__).resolve().parents[2]

#: A night line per language, as the catalogues give it, and the voice espeak-ng should speak it with.
SAMPLES = {
    "en": ("Werewolves, wake up and look for other Werewolves.", "gmw/en-us"),
    "vi": ("Ma Sói, hãy thức dậy và tìm những Ma Sói khác.", "aav/vi"),
    "fa": ("گرگینه‌ها، بیدار شوید و به دنبال گرگینه‌های دیگر بگردید.", "ira/fa"),
    "zh_TW": ("狼人請睜眼，確認彼此的身分。", "sit/cmn"),
}


def _engine_or_skip() -> None:
    from desktop.narration.voices import open_engine

    try:
        open_engine()
    except EngineError as exc:
        pytest.skip(f"no speech engine on this machine: {exc}")


def _run_worker(requests: list[dict], timeout: float = 60) -> list[dict]:
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    done = subprocess.run([sys.executable, "-m", "desktop.narration.worker"], input=lines, capture_output=True,
                          text=True, encoding="utf-8", timeout=timeout, cwd=ROOT)
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def test_a_long_line_is_rendered_whole(tmp_path: Path) -> None:
    # espeak-ng synthesizes on its own thread while pyttsx3's loop has already ended: the worker must wait for the
    # file (a line that takes longer to synthesize than pyttsx3's 10 ms loop tick was never there when read; under
    # load, short lines too).
    _engine_or_skip()
    text = " ".join([SAMPLES["en"][0]] * 20)
    replies = _run_worker([{"type": "render", "id": 1, "text": text, "lang": "en", "rate": 150, "dir": str(tmp_path)}])
    assert [r["type"] for r in replies] == ["hello", "rendered"], replies
    assert audio_length(Path(replies[1]["path"])) > 40  # whole: 20 times a line of about 3 s


def test_worker_renders_every_language(tmp_path: Path) -> None:
    _engine_or_skip()
    requests = [{"type": "render", "id": i, "text": text, "lang": lang, "rate": 150, "dir": str(tmp_path)}
                for i, (lang, (text, _voice)) in enumerate(SAMPLES.items())]
    replies = _run_worker(requests)
    hello, results = replies[0], {r["id"]: r for r in replies[1:]}
    assert hello["type"] == "hello" and "error" not in hello, hello
    if hello["engine"] == "espeak-ng":
        assert hello["version"].startswith("1.52"), hello["version"]
        assert "espeakng_loader" in hello["library"]
    for i, (lang, (text, voice)) in enumerate(SAMPLES.items()):
        result = results[i]
        assert result["type"] == "rendered", result
        if hello["engine"] == "espeak-ng":
            assert result["voice"] == voice
        path = Path(result["path"])
        with wave.open(str(path)) as w:
            assert w.getnframes() > 0 and w.getframerate() >= 8000
        seconds = audio_length(path)
        assert seconds == pytest.approx(result["length"])
        # plausible: at least a syllable per ~0.4 s of text, never a letter-by-letter spelling
        syllables = len(text.split()) if lang != "zh_TW" else sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
        assert 0.15 * syllables < seconds < 0.6 * syllables + 1.5, (lang, seconds, syllables)


def test_chinese_is_spoken_as_chinese(tmp_path: Path) -> None:
    """Traditional characters read by the Mandarin voice take about a syllable each, not a spelled-out code point."""
    _engine_or_skip()
    text = "所有人請閉上眼睛。"
    replies = _run_worker([
        {"type": "render", "id": 1, "text": text, "lang": "zh_TW", "dir": str(tmp_path)},
        {"type": "render", "id": 2, "text": text, "lang": "en", "dir": str(tmp_path)},
    ])
    by_id = {r.get("id"): r for r in replies}
    mandarin, english = by_id[1]["length"], by_id[2]["length"]
    assert mandarin < 4.0
    assert english > 1.5 * mandarin  # the English voice names each character ("CJK letter ...")


def test_cache_is_reused_and_keyed(tmp_path: Path) -> None:
    _engine_or_skip()
    text = "Everyone, wake up!"
    first = _run_worker([{"type": "render", "id": 1, "text": text, "lang": "en", "rate": 150, "dir": str(tmp_path)},
                         {"type": "render", "id": 2, "text": text, "lang": "en", "rate": 150, "dir": str(tmp_path)},
                         {"type": "render", "id": 3, "text": text, "lang": "en", "rate": 220, "dir": str(tmp_path)}])
    a, b, c = first[1:]
    assert not a["cached"] and b["cached"] and a["path"] == b["path"]
    assert c["path"] != a["path"] and c["length"] < a["length"]  # faster speech, another file
    assert len(list(tmp_path.glob("*.wav"))) == 2
    assert not list(tmp_path.glob(".*"))  # no partial files left behind


def test_worker_survives_a_failed_line(tmp_path: Path) -> None:
    _engine_or_skip()
    replies = _run_worker([
        {"type": "render", "id": 1, "text": "", "lang": "en", "dir": str(tmp_path)},       # no sound at all
        {"type": "render", "id": 2, "text": "x", "lang": "xx", "dir": str(tmp_path)},      # no such language
        {"type": "render", "id": 3, "text": "Seer, close your eyes.", "lang": "en", "dir": str(tmp_path)},
    ])
    by_id = {r.get("id"): r for r in replies}
    assert by_id[1]["type"] == "failed" and by_id[1]["kind"] == "render"
    assert by_id[2]["type"] == "failed" and by_id[2]["kind"] == "no_voice"
    assert by_id[3]["type"] == "rendered" and by_id[3]["length"] > 0.5


def test_self_test_command() -> None:
    done = subprocess.run([sys.executable, "-m", "desktop.narration", "--self-test"], capture_output=True, text=True,
                          encoding="utf-8", timeout=120, cwd=ROOT)
    if done.returncode == 1 and "speech engine: none" in done.stdout:
        pytest.skip(f"no speech engine on this machine: {done.stdout.strip()}")
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "speech engine: espeak-ng 1.52" in out or "speech engine:" in out
    for lang in ("en", "vi", "fa", "zh_TW"):
        line = next(x for x in out.splitlines() if x.startswith(f"{lang}: voice "))
        assert "sample" in line and "FAILED" not in line
    assert "這是夜晚的聲音" in out  # the sample line is translated, so Chinese is spoken
    assert out.rstrip().endswith("self-test passed")


def test_render_command_writes_numbered_wavs(tmp_path: Path) -> None:
    env_game = "tests.toygame:GAME"
    done = subprocess.run([sys.executable, "-m", "desktop.narration", "--render", "toy", "vi", str(tmp_path), "--players", "3"],
                          capture_output=True, text=True, encoding="utf-8", timeout=120, cwd=ROOT,
                          env={**os.environ, "TABLEKEEPER_EXTRA_GAMES": env_game})
    if done.returncode == 1 and "no speech engine" in done.stderr:
        pytest.skip(f"no speech engine on this machine: {done.stderr.strip()}")
    assert done.returncode == 0, done.stdout + done.stderr
    wavs = sorted(tmp_path.glob("*.wav"))
    assert [p.name for p in wavs] == ["01_toy.look.wav"]
    assert audio_length(wavs[0]) > 0.5
    rows = (tmp_path / "script.tsv").read_text(encoding="utf-8").splitlines()
    assert rows[0].split("\t") == ["number", "id", "duration", "speech", "step", "caption"]
    assert rows[1].split("\t")[:3] == ["1", "toy.look", "5"]


def test_render_command_rejects_a_bad_setup(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "desktop.narration", "--render", "toy", "en", str(tmp_path), "--players", "9"],
                          capture_output=True, text=True, encoding="utf-8", timeout=60, cwd=ROOT,
                          env={**os.environ, "TABLEKEEPER_EXTRA_GAMES": "tests.toygame:GAME"})
    assert done.returncode == 1
    assert "setup problem" in done.stderr
