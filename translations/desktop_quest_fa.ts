<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>QuestDesktop</name>
    <message>
        <location filename="../desktop/games/quest/board.py" line="33"/>
        <source>Leader</source>
        <translation>فرمانده</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="34"/>
        <source>Veteran</source>
        <translation>کهنه‌سرباز</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="35"/>
        <source>Magic Token</source>
        <translation>توکن جادو</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="36"/>
        <source>Amulet</source>
        <translation>طلسم</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="37"/>
        <source>Checked</source>
        <translation>بررسی‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="38"/>
        <source>On the quest</source>
        <translation>راهی مأموریت</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="39"/>
        <source>Quest {n}</source>
        <translation>مأموریت {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="40"/>
        <source>{n} players</source>
        <translation>{n} بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="41"/>
        <source>needs 2 fails</source>
        <translation>نیاز به ۲ شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="42"/>
        <source>2 Fail cards needed</source>
        <translation>نیاز به ۲ کارت شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="44"/>
        <source>Quest cards played: {n} of {size}</source>
        <translation>کارت‌های مأموریت گذاشته‌شده: {n} از {size}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="45"/>
        <source>{holder} checked {target}&apos;s loyalty</source>
        <translation>{holder} وفاداری {target} را بررسی کرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="46"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>کارت‌های مأموریت رو می‌شوند…</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="14"/>
        <source>no fails</source>
        <translation>بدون شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="15"/>
        <source>1 fail</source>
        <translation>۱ شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="16"/>
        <source>{n} fails</source>
        <translation>{n} شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="43"/>
        <source>Roles: {roles}</source>
        <translation>نقش‌ها: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="31"/>
        <source>Discussion</source>
        <translation>بحث و گفتگو</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="32"/>
        <source>Yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="33"/>
        <source>No</source>
        <translation>نه</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="34"/>
        <source>No one</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="35"/>
        <source>what their role lets them know</source>
        <translation>چیزهایی که نقشش اجازه می‌دهد بداند</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="36"/>
        <source>{leader} reads the reveal script aloud (or start the narration and the app reads it). Continue when everyone has opened their eyes.</source>
        <translation>{leader} متن مرحلهٔ آشکارسازی را بلند می‌خواند (یا روایت را شروع کنید تا برنامه آن را بخواند). وقتی همه چشم‌هایشان را باز کردند ادامه دهید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="39"/>
        <source>The app reads the reveal script aloud: everyone&apos;s eyes are closed. Continue when everyone has opened their eyes.</source>
        <translation>برنامه متن مرحلهٔ آشکارسازی را بلند می‌خواند: چشم همه بسته است. وقتی همه چشم‌هایشان را باز کردند ادامه دهید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="42"/>
        <source>The app has read the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>برنامه متن مرحلهٔ آشکارسازی را خواند. وقتی همه چشم‌هایشان را باز کردند ادامه دهید.</translation>
    </message>
</context>
</TS>
