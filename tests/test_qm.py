"""desktop/qm.py compiles a catalogue to the bytes lrelease writes, so that every install carries compiled catalogues
(pip's isolated build has no lrelease) and no start compiles them (issue 35); the app compiles only the catalogues
of the language it needs, and only those that came as sources."""

from __future__ import annotations

import subprocess
from pathlib import Path

import PySide6
import pytest

from desktop import i18n, qm

ROOT = Path(__file__).resolve().parent.parent
LRELEASE = Path(PySide6.__file__).parent / "lrelease"

EDGES = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{language}">
<context>
    <name>Zeta</name>
    <message>
        <source>Done &amp; dusted, isn&apos;t it?</source>
        <translation>Xong &lt;b&gt;rồi&lt;/b&gt; 🎲 “{{name}}”</translation>
    </message>
    <message>
        <source>Only unfinished</source>
        <translation type="unfinished">Chưa xong</translation>
    </message>
    <message>
        <source>Untranslated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="vanished">Đã mất</translation>
    </message>
    <message>
        <source>Older</source>
        <translation type="obsolete">Cũ</translation>
    </message>
    <message>
        <source>Empty but finished</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%Ln lá bài</numerusform>
            <numerusform>%Ln lá bài (2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Done &amp; dusted, isn&apos;t it?</source>
        <translation>A duplicate: the first one stays</translation>
    </message>
</context>
<context>
    <name>Alpha</name>
    <message>
        <source>Zebra
on two lines</source>
        <translation>Ngựa vằn
hai dòng</translation>
    </message>
    <message>
        <source>apple</source>
        <translation>táo</translation>
    </message>
</context>
</TS>
"""


def lrelease(ts: Path, target: Path) -> bytes:
    subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(target)], check=True, capture_output=True)
    return target.read_bytes()


@pytest.mark.skipif(not LRELEASE.exists(), reason="PySide6's lrelease is not installed")
def test_every_catalogue_compiles_to_the_bytes_lrelease_writes(tmp_path: Path) -> None:
    catalogues = sorted((ROOT / "translations").glob("*.ts"))
    assert len(catalogues) >= 30
    for ts in catalogues:
        assert qm.compile_ts(ts) == lrelease(ts, tmp_path / f"{ts.stem}.qm"), ts.name


@pytest.mark.skipif(not LRELEASE.exists(), reason="PySide6's lrelease is not installed")
@pytest.mark.parametrize("language", ["vi_VN", "fa_IR", "zh_TW"])
def test_unfinished_vanished_plural_duplicate_and_escaped_messages_as_lrelease_has_them(tmp_path: Path,
                                                                                       language: str) -> None:
    ts = tmp_path / "edges.ts"
    ts.write_text(EDGES.format(language=language), encoding="utf-8")
    assert qm.compile_ts(ts) == lrelease(ts, tmp_path / "edges.qm")


def test_what_it_does_not_write_is_refused(tmp_path: Path) -> None:
    """The build then uses lrelease, or ships the source for the app to compile."""
    plural_rules = tmp_path / "ru.ts"
    plural_rules.write_text(EDGES.format(language="ru_RU"), encoding="utf-8")
    with pytest.raises(qm.Unsupported):
        qm.compile_ts(plural_rules)
    commented = tmp_path / "comment.ts"
    commented.write_text(EDGES.format(language="vi_VN").replace("<source>apple</source>",
                                                                 "<source>apple</source><comment>fruit</comment>"))
    with pytest.raises(qm.Unsupported):
        qm.compile_ts(commented)


def test_only_the_languages_sources_are_compiled_and_only_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                              qapp: object) -> None:
    """An install that carries a catalogue as its source: English compiles nothing, Vietnamese its own catalogues
    into the user's cache, once; a catalogue compiled beside its source is used as it is."""
    sources = tmp_path / "translations"
    sources.mkdir()
    for name in ("engine_vi.ts", "engine_fa.ts", "desktop_vi.ts"):
        (sources / name).write_bytes((ROOT / "translations" / name).read_bytes())
    (sources / "desktop_vi.qm").write_bytes(qm.compile_ts(sources / "desktop_vi.ts"))
    monkeypatch.setattr(i18n, "TRANSLATIONS", sources)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    # (the desktop tests' conftest puts QStandardPaths in its test mode, which ignores XDG_CACHE_HOME: a user's paths)
    from PySide6.QtCore import QStandardPaths

    test_mode = QStandardPaths.isTestModeEnabled()
    QStandardPaths.setTestModeEnabled(False)
    i18n._compiled.cache_clear()
    try:
        assert i18n._qm_files("en") == []
        assert not (tmp_path / "cache").exists()
        files = i18n._qm_files("vi")
        assert [p.name for p in files] == ["desktop_vi.qm", "engine_vi.qm"]
        assert files[0].parent == sources and files[1].is_relative_to(tmp_path / "cache")
        assert sorted(p.name for p in (tmp_path / "cache").rglob("*.qm")) == ["engine_vi.qm"]
        assert i18n.Catalog("vi").tr("There is nothing to undo.", "engine") == "Không có gì để hoàn tác."
    finally:
        QStandardPaths.setTestModeEnabled(test_mode)
        i18n._compiled.cache_clear()
