<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>QuestDesktop</name>
    <message>
        <location filename="../desktop/games/quest/board.py" line="33"/>
        <source>Leader</source>
        <translation>隊長</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="34"/>
        <source>Veteran</source>
        <translation>老兵</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="35"/>
        <source>Magic Token</source>
        <translation>魔法標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="36"/>
        <source>Amulet</source>
        <translation>護身符</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="37"/>
        <source>Checked</source>
        <translation>已查驗</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="38"/>
        <source>On the quest</source>
        <translation>參與任務</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="39"/>
        <source>Quest {n}</source>
        <translation>任務 {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="40"/>
        <source>{n} players</source>
        <translation>{n} 名玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="41"/>
        <source>needs 2 fails</source>
        <translation>需 2 張失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="42"/>
        <source>2 Fail cards needed</source>
        <translation>需 2 張失敗牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="44"/>
        <source>Quest cards played: {n} of {size}</source>
        <translation>已打出任務卡：{n}／{size} 張</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="45"/>
        <source>{holder} checked {target}&apos;s loyalty</source>
        <translation>{holder} 查驗了 {target} 的陣營</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="46"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>正在翻開任務卡…</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="14"/>
        <source>no fails</source>
        <translation>沒有失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="15"/>
        <source>1 fail</source>
        <translation>1 張失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="16"/>
        <source>{n} fails</source>
        <translation>{n} 張失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="43"/>
        <source>Roles: {roles}</source>
        <translation>角色：{roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="31"/>
        <source>Discussion</source>
        <translation>討論</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="32"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="33"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="34"/>
        <source>No one</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="35"/>
        <source>what their role lets them know</source>
        <translation>自己的角色讓他得知的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="36"/>
        <source>{leader} reads the reveal script aloud (or start the narration and the app reads it). Continue when everyone has opened their eyes.</source>
        <translation>{leader} 朗讀揭示腳本（或開始旁白，由應用程式朗讀）。所有人睜開眼睛後繼續。</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="39"/>
        <source>The app reads the reveal script aloud: everyone&apos;s eyes are closed. Continue when everyone has opened their eyes.</source>
        <translation>應用程式正在朗讀揭示腳本：所有人閉上眼睛。所有人睜開眼睛後繼續。</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="42"/>
        <source>The app has read the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>應用程式已朗讀完揭示腳本。所有人睜開眼睛後繼續。</translation>
    </message>
</context>
</TS>
