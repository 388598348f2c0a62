"""Extract the glossary terms of the rules references into tests/data/glossary.json.

    python tests/data/extract_glossary.py [RULES_DIR]      # default: ../shared/rules beside the repository

Sources (the project's references, one table layout each):

* quest.md §7  — ``| English | Vietnamese | Persian |``
* onuw.md §7   — ``| English | Vietnamese (use) | Variants | Wake no. |`` (only the "use" column)
* avalon.md §14.2 — ``| Vietnamese | English |`` (the Trapper rule page's terms)
* castle.md §13 — ``| English | German | 繁體中文 (rulebook) | ... |``

A cell lists alternatives separated by ";", "؛", " / " or "／" (pairwise with the English cell when both have
the same number of parts, e.g. "Night / Day" = "Ban Đêm / Ban Ngày"), "(also X)" or a parenthesised full form.
"—" means the reference has no term. Notes in English inside a translation cell ("(result)", "(pl. X)" keeps X)
are dropped. The rulebook defects a reference lists ("X" (= Y)) are corrected, so a known typo is never accepted.
Persian is stored without ZWNJ (the reference text lost them); the test compares without them.
Where the project rules on a term against the reference (``RULINGS``, docs/translations.md's glossary), the ruling
replaces the reference's forms.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "glossary.json"
DEFAULT_RULES = HERE.parent.parent.parent / "shared" / "rules"
ZWNJ = "\u200c"
NONE = {"—", "–", "-", ""}
#: Where each game's table is and which column holds which language (0-based, English first is not assumed).
SOURCES: dict[str, dict[str, object]] = {
    "quest": {"file": "quest.md", "section": r"^## 7\. Glossary", "columns": {"en": 0, "vi": 1, "fa": 2}},
    "onuw": {"file": "onuw.md", "section": r"^## 7\. Glossary", "columns": {"en": 0, "vi": 1}},
    "avalon": {"file": "avalon.md", "section": r"^### 14\.2 ", "columns": {"en": 1, "vi": 0}},
    "castle": {"file": "castle.md", "section": r"^## 13\. Glossary", "columns": {"en": 0, "zh_TW": 2}},
}
#: (game, English name, language) -> the only forms the project uses, where it rules against the reference's table.
RULINGS: dict[tuple[str, str, str], list[str]] = {
    # The Persian rulebook calls the quest team گروه (توکن گروه، اعضای گروه) but its phase "تشکیل تیم": one word.
    ("quest", "Team", "fa"): ["گروه"],
    ("quest", "Team Building phase", "fa"): ["مرحلهی تشکیل گروه"],
    # «Móng tay» (the artifact's heading) is a fingernail; the rulebook's own text says «Móng vuốt của Sói».
    ("onuw", "Claw of the Werewolf", "vi"): ["Móng vuốt của Sói"],
}


def section(text: str, heading: str) -> str:
    """The text from the heading matching ``heading`` to the next heading of the same or a higher level."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.match(heading, line):
            level = len(line) - len(line.lstrip("#"))
            out = []
            for following in lines[i + 1:]:
                stripped = following.lstrip("#")
                if following.startswith("#") and len(following) - len(stripped) <= level:
                    break
                out.append(following)
            return "\n".join(out)
    raise ValueError(f"no heading {heading!r}")


def table_rows(text: str) -> list[list[str]]:
    """The body rows of every markdown table in ``text`` (header and rule rows skipped)."""
    rows: list[list[str]] = []
    previous_was_table = False
    for line in text.splitlines():
        if not line.startswith("|"):
            previous_was_table = False
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not previous_was_table:  # a header row
            previous_was_table = True
            continue
        if all(re.fullmatch(r":?-+:?", c) for c in cells):
            continue
        rows.append(cells)
    return rows


def defects(text: str) -> dict[str, str]:
    """Typos a reference lists as '"wrong" (= right)'."""
    flat = re.sub(r"\s+", " ", text)  # a typo may be wrapped across two lines
    return {wrong: right for wrong, right in re.findall(r'"([^"]+)"\s*\(=\s*([^),]+?)\s*(?:,[^)]*)?\)', flat)}


def split_top(cell: str, separators: str = r";|؛| / |／") -> list[str]:
    """Split at the separators that stand outside parentheses."""
    parts, depth, current, i = [], 0, "", 0
    pattern = re.compile(separators)
    while i < len(cell):
        ch = cell[i]
        depth += ch in "(（"
        depth -= ch in ")）"
        match = pattern.match(cell, i) if depth == 0 else None
        if match and match.end() > i:
            parts.append(current)
            current, i = "", match.end()
            continue
        current += ch
        i += 1
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


def _clean(form: str) -> str:
    return re.sub(r"\s+", " ", form).strip().strip('"«»').strip()


def translation_forms(cell: str, lang: str, qualified: bool) -> list[str]:
    """Every form a translation cell allows. ``qualified``: the English name carries a note in parentheses
    too, so a parenthesis here is the same qualifier (kept as part of the form), not an alternative."""
    cell = cell.replace("**", "").strip()
    if re.sub(r"\s*\(.*", "", cell).strip() in NONE:
        return []
    forms: list[str] = []
    for alternative in split_top(cell):
        base = _clean(re.sub(r"\s*\([^()]*\)", "", alternative))
        extra: list[str] = []
        for note in re.findall(r"\(([^()]*)\)", alternative):
            quoted = re.findall(r'"([^"]+)"', note)
            if quoted:  # (also "X"), (prose also "X")
                extra.extend(quoted)
            elif re.match(r"(pl\.|also) ", note):
                extra.extend(split_top(note.split(" ", 1)[1]))
            elif (re.search(r"[A-Za-z]", note) and lang != "vi") or re.fullmatch(r"[\x00-\x7f]*", note):
                continue  # an English note: "(result)", "(as the king; ...)"
            elif qualified:
                extra.append(_clean(alternative))  # "密袋(聖杯)": the qualifier belongs to the name
            else:
                extra.extend(split_top(note))  # a fuller or other form
        forms += [base, *extra] if not (qualified and extra) else extra
    out: list[str] = []
    for form in map(_clean, forms):
        if lang == "fa":
            form = form.replace(ZWNJ, "")
        if form and form not in NONE and form not in out:
            out.append(form)
    return out


#: Leading component words: "Token Bùa Hộ Mệnh", "lá bài Thành công", "توکن طلسم".
COMPONENT_WORDS = re.compile(r"^(?:Token |Thẻ bài |Thẻ |lá bài |توکن |کارت )", re.IGNORECASE)
QUALIFIER = re.compile(r"\(([A-Z][a-z]+)\)")  # "Secret Bag (Key)": part of the name, not a note


def english_names(cell: str) -> list[str]:
    """The English names in a cell: without an explanatory tail (": ...", ". ...") or parenthesised note;
    '"Remove card", the confirm button' as quoted; "legal, valid" as two names; "Secret Bag (Key)" also as
    written (by extract); "(P.I.)" as an abbreviation; "(also X)" as an alternative."""
    cell = re.sub(r"\s*\([^()]*:[^()]*\)", "", cell.replace("**", "").strip())
    quoted = re.match(r'"([^"]+)"', cell)
    if quoted:
        return [quoted.group(1)]
    cell = re.split(r"[:.]\s", cell)[0].strip()
    if "(" not in cell and ", " in cell:
        return [n for part in cell.split(", ") for n in english_names(part)]
    names = [_clean(re.sub(r"\s*\([^()]*\)", "", cell))]
    for note in re.findall(r"\(([^()]*)\)", cell):
        if re.fullmatch(r"[A-Z](?:\.[A-Z])+\.?", note):
            names.append(note)
        elif note.startswith("also "):
            names.append(_clean(note[5:]))
    return [n for n in dict.fromkeys(names) if n and n not in NONE]


def _expand_prefixed(parts: list[str]) -> list[str]:
    """'Doppelgänger-Insomniac / -Revealer' -> the second part carries the first part's prefix."""
    prefix = parts[0].rsplit("-", 1)[0] if parts and "-" in parts[0] else ""
    return [prefix + p if p.startswith("-") and prefix else p for p in parts]


def extract(rules: Path) -> dict[str, list[dict[str, list[str]]]]:
    glossary: dict[str, list[dict[str, list[str]]]] = {}
    for game, spec in SOURCES.items():
        text = (rules / str(spec["file"])).read_text(encoding="utf-8")
        body = section(text, str(spec["section"]))
        fixes = defects(body)
        columns: dict[str, int] = spec["columns"]  # type: ignore[assignment]
        entries: list[dict[str, list[str]]] = []
        for cells in table_rows(body):
            langs = [lang for lang in columns if lang != "en"]
            en_parts = _expand_prefixed(split_top(cells[columns["en"]], r" / |／"))
            lang_parts = {lang: _expand_prefixed(split_top(cells[columns[lang]], r" / |／")) for lang in langs}
            paired = len(en_parts) > 1 and all(len(lang_parts[lang]) == len(en_parts) for lang in langs)
            rows = ([(p, {lang: lang_parts[lang][i] for lang in langs}) for i, p in enumerate(en_parts)] if paired
                    else [(cells[columns["en"]], {lang: cells[columns[lang]] for lang in langs})])
            for en_cell, translations in rows:
                names = english_names(en_cell)
                qualified = bool(QUALIFIER.search(en_cell))
                noted = not qualified and bool(re.search(r"\([^()]*\)", en_cell))
                entry: dict[str, list[str]] = {"en": names}
                for lang, cell in translations.items():
                    for wrong, right in fixes.items():
                        cell = cell.replace(wrong, right)
                    if noted:  # "leader (of the current quest)" | "đội trưởng (nhiệm vụ hiện tại)": both notes
                        cell = re.sub(r"\s*\([^()]*\)", "", cell)
                    entry[lang] = translation_forms(cell, lang, qualified)
                    if lang == "vi":  # "The Youth": the English role name keeps its article in prose only
                        entry[lang] += [f[4:] for f in entry[lang] if f.startswith("The ") and f[4:] not in entry[lang]]
                    if re.search(r"\((?:[^()]*\b)?(?:token|card|result)\b", en_cell):
                        # "Amulet (token)" | "توکن طلسم": the name of the thing without its component word too
                        bare = [re.sub(COMPONENT_WORDS, "", f) for f in entry[lang]]
                        entry[lang] += [f for f in dict.fromkeys(bare) if f and f not in entry[lang]]
                if names and any(entry[lang] for lang in langs):
                    entries.append(entry)
                if qualified:  # "Secret Bag (Key)" | "密袋（鑰匙）" as written, beside "Secret Bag" | "密袋"
                    entries.append({"en": [_clean(en_cell)], **{lang: [re.sub(r"\s+", "", f) for f in entry[lang]]
                                                                for lang in langs}})
                    for lang in langs:
                        entry[lang] = list(dict.fromkeys(re.sub(r"\s*[(（].*?[)）]", "", f) for f in entry[lang]))
        for entry in entries:
            for (ruled_game, name, lang), forms in RULINGS.items():
                if ruled_game == game and name in entry["en"] and lang in entry:
                    entry[lang] = list(forms)
        glossary[game] = [e for i, e in enumerate(entries) if e not in entries[:i]]
    return glossary


def render(glossary: dict[str, list[dict[str, list[str]]]]) -> str:
    return json.dumps(glossary, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str]) -> int:
    rules = Path(argv[0]) if argv else DEFAULT_RULES
    glossary = extract(rules)
    OUTPUT.write_text(render(glossary), encoding="utf-8")
    print(f"wrote {OUTPUT} ({sum(len(v) for v in glossary.values())} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
