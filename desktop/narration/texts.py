"""Every user-facing string of the narration, in the "narration" catalogue."""

from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP

#: The line the "test voice" button speaks, in the narration language.
T_SAMPLE = QT_TRANSLATE_NOOP("narration", "This is the voice of the night. Everyone, close your eyes.")

T_NO_ENGINE = QT_TRANSLATE_NOOP(
    "narration",
    "No speech engine could be started ({detail}), so the night goes on with captions only. "
    "To hear it, install the speech packages with: python -m pip install pyttsx3 espeakng-loader, then restart Tablekeeper.")
T_NO_VOICE = QT_TRANSLATE_NOOP(
    "narration",
    "The speech engine has no voice for {language}, so the night goes on with captions only. "
    "Add a {language} voice to your system's speech settings (or choose another narration language) and restart Tablekeeper.")
T_NO_AUDIO = QT_TRANSLATE_NOOP(
    "narration",
    "Sound cannot be played ({detail}), so the night goes on with captions only. "
    "On Linux install the PulseAudio client library (sudo apt install libpulse0) and restart Tablekeeper.")
T_NO_OUTPUT = QT_TRANSLATE_NOOP(
    "narration",
    "No sound output: no speaker or sound server can be reached, so nothing can be heard. Captions will be shown. "
    "Connect the speakers or the TV, check that the computer's sound works (on Linux the PulseAudio or PipeWire "
    "sound server must be running), then test the voice again.")
T_SILENT = QT_TRANSLATE_NOOP(
    "narration",
    "No sound output: this run of Tablekeeper is silent (captions only). Captions will be shown.")
T_TEST_BUSY = QT_TRANSLATE_NOOP(
    "narration",
    "The sample cannot be played while the narration is running.")
T_SPEECH_FAILED = QT_TRANSLATE_NOOP(
    "narration",
    "The speech stopped working ({detail}); the night goes on with captions.")
T_RENDER_FAILED = QT_TRANSLATE_NOOP(
    "narration",
    "Some lines could not be turned into speech ({detail}); they are shown as captions only.")
T_DEVICE_MISSING = QT_TRANSLATE_NOOP(
    "narration",
    "The audio output \"{device}\" is not connected, so the narration plays on the default output. "
    "Connect it, or choose another output in the narration settings.")
T_VOICE_MISSING = QT_TRANSLATE_NOOP(
    "narration",
    "The chosen voice \"{voice}\" is not available for {language}, so the usual {language} voice speaks instead.")

# A status line for the console (Narrator.status()).
T_PREPARING = QT_TRANSLATE_NOOP("narration", "Preparing the narration: {done} of {total} lines")

# States, for a status line.
STATE_TEXTS = {
    "idle": QT_TRANSLATE_NOOP("narration", "Ready"),
    "preparing": QT_TRANSLATE_NOOP("narration", "Preparing"),
    "playing": QT_TRANSLATE_NOOP("narration", "Playing"),
    "paused": QT_TRANSLATE_NOOP("narration", "Paused"),
    "finished": QT_TRANSLATE_NOOP("narration", "Finished"),
}
