"""Translation catalogues: complete for every source string, placeholders kept, nothing vanishes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from desktop import translation_catalogues as tc

PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}|%n|%L?\d")


def test_no_source_string_is_missing_or_unfinished() -> None:
    problems = tc.problems()
    assert problems == [], "\n".join(problems[:40])


def test_the_check_notices_a_missing_translation(tmp_path: Path, monkeypatch) -> None:
    source = tmp_path / "extra.py"
    source.write_text('QT_TRANSLATE_NOOP("probe", "A string nobody translated")\n')
    monkeypatch.setattr(tc, "TRANSLATIONS", tmp_path)
    monkeypatch.setattr(tc, "components", lambda: {"probe": [source]})
    assert any("probe_vi.ts is missing" in p for p in tc.problems())


def test_placeholders_survive_translation() -> None:
    bad = []
    for ts in sorted(tc.TRANSLATIONS.glob("*.ts")):
        for message in tc.read_ts(ts):
            if not message.finished or message.numerus:
                continue
            want = sorted(PLACEHOLDER.findall(message.source))
            got = sorted(PLACEHOLDER.findall(message.translation))
            if want != got:
                bad.append(f"{ts.name} [{message.context}] {message.source!r}: {got} != {want}")
    assert bad == [], "\n".join(bad[:40])


def test_rerunning_lupdate_keeps_every_translation(tmp_path: Path) -> None:
    for component, files in tc.components().items():
        for lang in tc.LANGUAGES:
            original = tc.catalogue_path(component, lang)
            if not original.exists():
                continue
            copy = tmp_path / original.name
            shutil.copy(original, copy)
            tc.run_lupdate(files, copy)
            before = {(m.context, m.source): m.translation for m in tc.read_ts(original) if m.finished}
            after = {(m.context, m.source): m.translation for m in tc.read_ts(copy) if m.finished}
            assert before == after, f"{original.name} changes when lupdate runs again"
