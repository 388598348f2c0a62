<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="21"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>現在還不是{player}做這件事的時候。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>That cannot be done now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>Unknown action “{action}”.</source>
        <translation>未知的動作「{action}」。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>「{name}」的值不允許。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>That chance outcome is not possible here.</source>
        <translation>這裡不可能出現這個隨機結果。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>There is nothing to undo.</source>
        <translation>沒有可以復原的動作。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is nothing to redo.</source>
        <translation>沒有可以重做的動作。</translation>
    </message>
</context>
</TS>
