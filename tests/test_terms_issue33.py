"""One word for one thing: the variants docs/translations.md's glossary rejects appear in no catalogue.

A fluent review of the catalogues (issue 33) found terms drifting between synonyms. Each rule below names the
term the glossary chose, the variant it rejects, and where it applies (the English source it translates, the
catalogues, the contexts). A rule may also require the chosen term where the source names the thing, so a fourth
synonym cannot slip in either. tests/test_glossary.py checks the rules references' own names; this checks words.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop import translation_catalogues as tc

ZWNJ = "\u200c"
DOCS = tc.ROOT / "docs" / "translations.md"
#: Persian addressing several people (or one person politely): شما, and the plural of the verbs the app uses.
PLURAL_ADDRESS = re.compile(
    r"(?<![\w\u200c])(?:شما|خودتان|هستید|(?:\S+\u200c)?(?:کنید|دهید|بدهید|بپرسید|بمانید|ببینید|دارید|بکشید|بگیرید"
    r"|بگذارید|بزنید|بخواهید|شوید|باشید|می\u200cکشید))(?![\w\u200c])")
#: Persian imperatives to one person.
SINGULAR_IMPERATIVE = re.compile(r"(?<![\w\u200c])(?:بگیر|کن|بده|بگذار|بزن|ببین|ادامه بده)(?![\w\u200c])")
#: Vietnamese tone marks in the old place (hoá, xoá, huỷ): the app writes hóa, xóa, hủy. "quý" keeps its place.
OLD_VIETNAMESE_ACCENT = re.compile(r"(?<![qQ])(?:[oO][áàảãạéèẻẽẹ]|[uU][ýỳỷỹỵ])(?![\w])")
CJK = "\u3400-\u9fff"
CASTLE = ("castle", "desktop_castle")
#: A game record (the noun: "the record", "game records"), not the studio's "Record" (a take).
RECORD = r"(?i)\b(?:game|the|a|this) records?\b|\brecords\b"


@dataclass(frozen=True)
class Rule:
    """A glossary term held in one language's catalogues."""

    lang: str
    use: str  # the term the glossary chose (docs/translations.md names it)
    rejected: str = ""  # a pattern no translation may contain
    required: str = ""  # a pattern every translation the rule applies to must contain
    when: str = ""  # only messages whose English source matches
    unless: str = ""  # not messages whose English source matches
    components: tuple[str, ...] = ()  # only these catalogues (every one of the language when empty)
    contexts: tuple[str, ...] = ()
    why: str = ""

    def applies(self, component: str, message: tc.Message) -> bool:
        return ((not self.components or component in self.components)
                and (not self.contexts or message.context in self.contexts)
                and (not self.when or re.search(self.when, message.source) is not None)
                and not (self.unless and re.search(self.unless, message.source)))

    def problem(self, translation: str) -> str | None:
        if self.rejected and (found := re.search(self.rejected, translation)):
            return f"says {found.group(0)!r}, the glossary says {self.use!r}"
        if self.required and not re.search(self.required, translation):
            return f"lacks {self.use!r}"
        return None


RULES: dict[str, Rule] = {
    # -- فارسی ------------------------------------------------------------------------------------------------
    "fa team": Rule("fa", "گروه", rejected="تیم", why="the quest team and a side are گروه (توکن گروه، گروه روستا)"),
    "fa partner": Rule("fa", "هم\u200cپیمان", rejected="هم\u200c?(?:تیمی|انجمنی)", components=(*CASTLE, "desktop"),
                       why="Castle's partners"),
    "fa physical": Rule("fa", "کارت\u200cهای فیزیکی", rejected="واقعی", required="فیزیکی", when=r"(?i)\bphysical\b"),
    "fa record": Rule("fa", "پرونده", rejected="گزارش|فایل", required="پرونده", when=RECORD),
    "fa file": Rule("fa", "فایل", rejected="پرونده", when=r"(?i)(?<!\{)\bfiles?\b(?!\})"),
    "fa setup": Rule("fa", "آماده\u200cسازی", rejected="راه\u200c?اندازی|چید|تنظیمات", when=r"(?i)\bset ?up\b"),
    "fa trade": Rule("fa", "معامله", rejected="معاوضه|مبادله", components=CASTLE),
    "fa licence": Rule("fa", "پروانه", rejected="مجوز", required="پروانه", when=r"(?i)licen[cs]e"),
    "fa declare": Rule("fa", "موضع گرفتن", rejected=r"^(?![\s\S]*پیروزی)[\s\S]*اعلام", components=CASTLE,
                       unless=r"(?i)announc",
                       why="a side in a fight is taken («موضع گرفتن»); «اعلام» only declares victory"),
    "fa Mystic Wolf": Rule("fa", "گرگ غیبگو", rejected="عارف", required="گرگ غیبگو", when="Mystic Wolf"),
    "fa the phone speaks to one player": Rule("fa", "تو", rejected=PLURAL_ADDRESS.pattern, contexts=("Companion",)),
    "fa Castle's cards speak to one player": Rule("fa", "تو", rejected=PLURAL_ADDRESS.pattern,
                                                  contexts=("castle.summary",)),
    "fa the moderator": Rule("fa", "ادامه دهید", rejected=SINGULAR_IMPERATIVE.pattern,
                             contexts=("QuestDesktop", "OnuwDesktop", "AvalonDesktop", "ConsoleWindow", "Shell",
                                       "SetupWizard", "SummaryPage", "PlayersPage", "RolesPage", "DealPage")),
    "fa the moderator, in the engine": Rule(
        "fa", "plural", rejected=SINGULAR_IMPERATIVE.pattern,
        when=r"^(?:The declaration is not allowed: withdraw it\.|Apply the Youth, Lunatic and Brute)"),
    # -- Tiếng Việt ----------------------------------------------------------------------------------------------
    "vi house rule": Rule("vi", "luật nhà", rejected="(?i)luật riêng", required="(?i)luật nhà", when=r"(?i)house rule"),
    "vi module": Rule("vi", "bản mở rộng", rejected="(?i)mô-?đun", required="(?i)bản mở rộng", when=r"(?i)\bmodules?\b"),
    "vi accents": Rule("vi", "xóa, hủy", rejected=OLD_VIETNAMESE_ACCENT.pattern),
    "vi Claw": Rule("vi", "Móng vuốt của Sói", rejected="Móng tay", required="Móng vuốt", when="Claw of the Werewolf"),
    "vi Masons": Rule("vi", "Hội viên Tam Điểm", rejected="Hội Tam Điểm", required="Hội viên Tam Điểm", when="Mason",
                      why="the Masons are people, not their society"),
    # -- 繁體中文 --------------------------------------------------------------------------------------------------
    "zh_TW house rule": Rule("zh_TW", "房規", rejected="家規"),
    "zh_TW you": Rule("zh_TW", "你", rejected="您"),
    "zh_TW parentheses": Rule("zh_TW", "（）", rejected=rf"\((?!&)[^()]*[{CJK}][^()]*\)|[{CJK}]\((?!&)"),
    "zh_TW QR code": Rule("zh_TW", "QR 碼", rejected="條碼", required="QR 碼", when=r"(?i)\b(?:scan|show) the code\b"),
    "zh_TW before your action": Rule("zh_TW", "在自己回合的動作之前", rejected="只能在(?:自己|玩家的)回合使用",
                                     required="動作之前", when="before your action"),
}


def catalogues(lang: str) -> Iterator[tuple[str, Path]]:
    for path in sorted(tc.TRANSLATIONS.glob(f"*_{lang}.ts")):
        yield path.stem[: -len(f"_{lang}")], path


def findings(rule: Rule) -> tuple[int, list[str]]:
    """How many translations the rule checked, and the ones that break it."""
    checked, bad = 0, []
    for component, path in catalogues(rule.lang):
        for message in tc.read_ts(path):
            if not message.finished or not rule.applies(component, message):
                continue
            checked += 1
            if problem := rule.problem(message.translation):
                bad.append(f"{path.name} [{message.context}] {message.source!r} -> {message.translation!r}: {problem}")
    return checked, bad


@pytest.mark.parametrize("name", sorted(RULES))
def test_one_term(name: str) -> None:
    checked, bad = findings(RULES[name])
    assert checked, f"{name}: the rule checks nothing (a renamed source or component?)"
    assert bad == [], "\n".join(bad)


def test_the_rules_catch_what_the_review_found() -> None:
    """The translations issue 33's review quoted break their rules (so a rule that matched nothing would show)."""
    samples = [
        ("fa team", "avalon", "avalon", "Not on the proposed team: cannot hold Excalibur.", "در تیم پیشنهادی نیست."),
        ("fa physical", "castle", "castle", "Physical cards", "کارت\u200cهای واقعی"),
        ("fa record", "desktop", "Shell", "Open the record", "باز کردن گزارش"),
        ("fa file", "desktop", "Shell", "This file cannot be opened: {reason}", "این پرونده باز نمی\u200cشود: {reason}"),
        ("fa setup", "desktop", "Shell", "Set up a new game", "چیدن بازی تازه"),
        ("fa trade", "desktop_castle", "CastleDesktop", "Accept the trade", "پذیرفتن معاوضه"),
        ("fa licence", "narration", "narration", "Licence:", "مجوز:"),
        ("fa declare", "castle", "castle", "{player} declares {side}.", "{player} {side} را اعلام می\u200cکند."),
        ("fa Mystic Wolf", "onuw", "onuw", "Mystic Wolf, close your eyes.", "گرگ عارف، چشم\u200cهایت را ببند."),
        ("fa the phone speaks to one player", "desktop", "Companion", "New for you: hold to look",
         "چیز تازه\u200cای برای شما هست: نگه دارید تا ببینید"),
        ("fa Castle's cards speak to one player", "castle", "castle.summary", "Reusable: ...",
         "بارها قابل استفاده: وقتی مهاجم هستید، پشتیبانی بازیکنی را باطل کنید."),
        ("fa the moderator", "desktop_quest", "QuestDesktop", "Continue when everyone has opened their eyes.",
         "وقتی همه چشم\u200cهایشان را باز کردند ادامه بده."),
        ("vi house rule", "desktop", "RolesPage", "Modules and house rules", "Bản mở rộng và luật riêng"),
        ("vi module", "desktop", "SummaryPage", "Modules and house rules: all as by default.", "Mô-đun và luật nhà"),
        ("vi accents", "desktop", "ResumeDialog", "Delete", "Xoá"),
        ("vi Claw", "onuw", "onuw", "Claw of the Werewolf", "Móng tay của Sói"),
        ("vi Masons", "onuw", "onuw", "Masons, close your eyes.", "Hội Tam Điểm, hãy nhắm mắt lại."),
        ("zh_TW house rule", "quest", "quest", "House rule: ...", "家規：收過護身符的玩家仍可被指定為隊長。"),
        ("zh_TW you", "desktop", "Shell", "... you can resume it later ...", "您之後可以繼續"),
        ("zh_TW parentheses", "castle", "castle", "Secret Bag (Goblet)", "密袋(聖杯)"),
        ("zh_TW QR code", "desktop", "PhonesPanel", "Show the code on the TV board", "在電視看板上顯示條碼"),
        ("zh_TW before your action", "castle", "castle.summary", "Once, on your turn before your action: ...",
         "只能使用一次，只能在自己回合使用：要求某一玩家拿出指定物品來進行交易。"),
    ]
    for name, component, context, source, translation in samples:
        rule = RULES[name]
        message = tc.Message(context, source, translation, True, False)
        assert rule.applies(component, message) and rule.problem(translation), (name, translation)
    good = [("fa declare", "castle", "castle", "{player} declares victory, naming {partners}.",
             "{player} پیروزی را اعلام می\u200cکند و {partners} را نام می\u200cبرد."),
            ("vi accents", "quest", "quest", "...", "Bùa Hộ Mệnh quý giá, xóa, hủy, tùy, thủy, khóa"),
            ("zh_TW parentheses", "desktop", "ConsoleWindow", "&Game", "遊戲(&G)")]
    for name, component, context, source, translation in good:
        message = tc.Message(context, source, translation, True, False)
        assert RULES[name].applies(component, message) and RULES[name].problem(translation) is None, (name, translation)


def test_the_glossary_names_every_term() -> None:
    """docs/translations.md's glossary writes down each chosen term (the rules are its words, held)."""
    text = DOCS.read_text(encoding="utf-8")
    missing = [name for name, rule in RULES.items() if rule.use not in ("plural",) and rule.use not in text]
    assert missing == [], f"docs/translations.md does not name the terms of: {missing}"


def test_the_glossarys_rulings_meet_the_references_entries() -> None:
    """Each ruling of tests/data/extract_glossary.py replaces an entry the references really have."""
    data = Path(__file__).resolve().parent / "data"
    sys.path.insert(0, str(data))
    try:
        import extract_glossary
    finally:
        sys.path.remove(str(data))
    import json

    glossary = json.loads((data / "glossary.json").read_text(encoding="utf-8"))
    for (game, name, lang), forms in extract_glossary.RULINGS.items():
        entries = [e for e in glossary[game] if name in e["en"]]
        assert entries and all(e.get(lang) == forms for e in entries), (game, name, lang)
