"""Issue 33: the players are of any gender. No English text a player sees or hears calls a player (or the one playing
a role) he, his, him, himself, she, her or herself: "a team member other than themselves", "what their role knows".

Read twice: every text the sources mark for translation (what the screens show and the narration says, in
engine/ and desktop/), and every source text of the catalogues (what the translators were given).
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GENDERED = re.compile(r"\b(he|his|him|himself|she|her|hers|herself)\b", re.IGNORECASE)
#: The calls that mark a user-visible text: the engine's QT_TRANSLATE_NOOP(context, text) and translate(context,
#: text, ...), Qt's self.tr(text) and QCoreApplication.translate(context, text, ...).
MARKERS = {"QT_TRANSLATE_NOOP": 1, "translate": 1, "tr": 0}


def _marked_texts(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        index = MARKERS.get(name)
        if index is None or len(node.args) <= index:
            continue
        text = node.args[index]
        if isinstance(text, ast.Constant) and isinstance(text.value, str):
            found.append((node.lineno, text.value))
    return found


def test_no_marked_text_genders_a_player() -> None:
    bad = [f"{path.relative_to(ROOT)}:{line}: {text}"
           for folder in ("engine", "desktop") for path in sorted((ROOT / folder).rglob("*.py"))
           for line, text in _marked_texts(path) if GENDERED.search(text)]
    assert not bad, "reword these for a player of any gender (they, their, them, themselves):\n" + "\n".join(bad)


def test_no_catalogue_source_genders_a_player() -> None:
    bad = set()
    for path in sorted((ROOT / "translations").glob("*_vi.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            source = message.findtext("source") or ""
            if GENDERED.search(source):
                bad.add(f"{path.name}: {source}")
    assert not bad, "\n".join(sorted(bad))


def test_the_lint_sees_a_gendered_text(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('T = QT_TRANSLATE_NOOP("avalon", "{leader} gives Excalibur to a member other than himself.")\n'
                      'U = QT_TRANSLATE_NOOP("avalon", "The Hero\'s turn; then the other players.")\n'
                      'class W:\n    def f(self):\n        return self.tr("Every player learns what his role knows.")\n',
                      encoding="utf-8")
    assert [line for line, text in _marked_texts(sample) if GENDERED.search(text)] == [1, 5]
