"""The translation catalogues: which sources feed which .ts file, and the completeness check.

One catalogue per component and language: ``translations/<component>_<lang>.ts``.
Components: ``engine`` (engine/*.py, the core), ``narration``
(desktop/narration/), ``desktop`` (the rest of desktop/ but the game plug-ins),
one per game ``<game>`` (engine/games/<game>/: role names, rules messages,
narration lines) and one per game plug-in ``desktop_<game>``
(desktop/games/<game>/), so each piece can be translated on its own. Keeping them apart lets each game's strings be
translated and reviewed on their own.

    python -m desktop.translation_catalogues update [COMPONENT ...]   # run pyside6-lupdate
    python -m desktop.translation_catalogues check                    # list what is missing
    python -m desktop.translation_catalogues compile                  # .ts -> .qm where stale
    python -m desktop.translation_catalogues fill COMPONENT LANG FILE.json
        # FILE.json: {"context": {"source text": "translation", ...}, ...}; fills and marks finished.
        # A plural message (numerus="yes") takes one string, written into each of its plural forms, or a
        # list with one string per form (Vietnamese, Persian and Chinese have one form, English two).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("vi", "fa", "zh_TW")
SEPARATE = ("narration",)  # desktop subpackages with catalogues of their own


def _shell_file(parts: tuple[str, ...]) -> bool:
    """A desktop/ file of the shell: not in a separate package nor inside a game plug-in's package."""
    return parts[0] not in SEPARATE and not (parts[0] == "games" and len(parts) > 2)


def components() -> dict[str, list[Path]]:
    """Component name -> its Python source files."""
    out: dict[str, list[Path]] = {
        "engine": sorted(p for p in (ROOT / "engine").glob("*.py")),
        "desktop": sorted(p for p in (ROOT / "desktop").rglob("*.py") if _shell_file(p.relative_to(ROOT / "desktop").parts)),
    }
    for name in SEPARATE:
        out[name] = sorted((ROOT / "desktop" / name).rglob("*.py"))
    for base, prefix in ((ROOT / "engine" / "games", ""), (ROOT / "desktop" / "games", "desktop_")):
        for package in sorted(p for p in base.iterdir() if p.is_dir() and not p.name.startswith("__")):
            out[prefix + package.name] = sorted(package.rglob("*.py"))
    return {name: files for name, files in out.items() if files}


def _tool(name: str) -> str:
    scripts = Path(sysconfig.get_path("scripts"))
    for candidate in (scripts / name, scripts / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} not found: install PySide6 in this environment")
    return found


def lupdate_executable() -> str:
    return _tool("pyside6-lupdate")


def stale_catalogues() -> list[Path]:
    """Catalogues whose compiled .qm is missing or older than the .ts."""
    return [ts for ts in sorted(TRANSLATIONS.glob("*.ts"))
            if not ts.with_suffix(".qm").exists() or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]


def compile_catalogues() -> list[Path]:
    """Compile every stale catalogue to .qm beside it (the app loads those); returns what was compiled."""
    stale = stale_catalogues()
    for ts in stale:
        result = subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"compiling {ts.name} failed:\n{result.stdout}{result.stderr}")
    return stale


def catalogue_path(component: str, lang: str) -> Path:
    return TRANSLATIONS / f"{component}_{lang}.ts"


def run_lupdate(files: list[Path], ts: Path, *, no_obsolete: bool = True) -> None:
    cmd = [lupdate_executable(), *map(str, files), "-ts", str(ts)]
    if no_obsolete:
        cmd.insert(-2, "-no-obsolete")
    result = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        raise RuntimeError(f"pyside6-lupdate failed for {ts.name}:\n{result.stdout}{result.stderr}")


def update(names: list[str] | None = None) -> None:
    TRANSLATIONS.mkdir(exist_ok=True)
    for component, files in components().items():
        if names and component not in names:
            continue
        for lang in LANGUAGES:
            run_lupdate(files, catalogue_path(component, lang))
            print(f"updated {catalogue_path(component, lang).name}")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    finished: bool
    numerus: bool


def read_ts(path: Path) -> list[Message]:
    root = ET.parse(path).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            kind = tr.get("type") if tr is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = message.get("numerus") == "yes"
            if tr is not None and numerus:
                text = "\x9c".join(f.text or "" for f in tr.iter("numerusform"))
            else:
                text = (tr.text or "") if tr is not None else ""
            out.append(Message(name, message.findtext("source") or "", text, kind != "unfinished" and bool(text), numerus))
    return out


def problems() -> list[str]:
    """Every source string a catalogue lacks or leaves unfinished, as readable lines."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for component, files in components().items():
            fresh = Path(tmp) / f"{component}.ts"
            run_lupdate(files, fresh)
            wanted = {(m.context, m.source) for m in read_ts(fresh)}
            for lang in LANGUAGES:
                path = catalogue_path(component, lang)
                if not path.exists():
                    if wanted:
                        found.append(f"{path.name} is missing ({len(wanted)} strings)")
                    continue
                have = {(m.context, m.source): m for m in read_ts(path)}
                for key in sorted(wanted):
                    message = have.get(key)
                    if message is None:
                        found.append(f"{path.name}: missing [{key[0]}] {key[1]!r}")
                    elif not message.finished:
                        found.append(f"{path.name}: unfinished [{key[0]}] {key[1]!r}")
    return found


def fill(component: str, lang: str, translations: dict[str, dict[str, str | list[str]]]) -> tuple[int, list[str]]:
    """Write translations into a catalogue; returns how many were filled and the sources not found."""
    path = catalogue_path(component, lang)
    tree = ET.parse(path)
    filled = 0
    pending = {(ctx, src) for ctx, table in translations.items() for src in table}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        table = translations.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in table:
                continue
            tr = message.find("translation")
            if tr is None:
                tr = ET.SubElement(message, "translation")
            _write(message, tr, table[source])
            tr.attrib.pop("type", None)
            pending.discard((name, source))
            filled += 1
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    sources = components().get(component)
    if sources:
        run_lupdate(sources, path)  # back to lupdate's own layout, so a fill gives a small diff
    return filled, sorted(f"[{c}] {s}" for c, s in pending)


def _write(message: ET.Element, tr: ET.Element, value: str | list[str]) -> None:
    """A translation into its element: a plural message's value goes into every one of its plural forms."""
    if message.get("numerus") != "yes":
        tr.text = value if isinstance(value, str) else value[0]
        return
    forms = list(tr.iter("numerusform")) or [ET.SubElement(tr, "numerusform")]
    values = [value] * len(forms) if isinstance(value, str) else list(value)
    for form, text in zip(forms, values, strict=False):
        form.text = text
    for text in values[len(forms):]:
        ET.SubElement(tr, "numerusform").text = text
    tr.text = None


def main(argv: list[str]) -> int:
    if argv[:1] == ["fill"] and len(argv) == 4:
        import json

        count, unknown = fill(argv[1], argv[2], json.loads(Path(argv[3]).read_text(encoding="utf-8")))
        print(f"filled {count} translations in {catalogue_path(argv[1], argv[2]).name}")
        for line in unknown:
            print(f"not in the catalogue (run update first?): {line}")
        return 1 if unknown else 0
    if argv[:1] == ["update"]:
        update(argv[1:] or None)
        return 0
    if argv[:1] == ["compile"]:
        try:
            compile_catalogues()
        except RuntimeError as exc:
            print(exc, file=sys.stderr)
            return 1
        return 0
    if argv[:1] == ["check"]:
        missing = problems()
        print("\n".join(missing) or "every catalogue is complete")
        return 1 if missing else 0
    print(__doc__)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
