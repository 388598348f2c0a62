<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>現在還不是{player}做這件事的時候。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>That cannot be done now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>Unknown action “{action}”.</source>
        <translation>未知的動作「{action}」。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>「{name}」的值不允許。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>That chance outcome is not possible here.</source>
        <translation>這裡不可能出現這個隨機結果。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is no seat {seat} at this table: seats are numbered 0 to {last}.</source>
        <translation>這張桌子沒有座位 {seat}：座位編號為 0 到 {last}。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="29"/>
        <source>There is nothing to undo.</source>
        <translation>沒有可以復原的動作。</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="30"/>
        <source>There is nothing to redo.</source>
        <translation>沒有可以重做的動作。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="132"/>
        <source>The option “{option}” cannot have the value {value}.</source>
        <translation>選項「{option}」不能設為 {value}。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="133"/>
        <source>Player {seat} has no name.</source>
        <translation>玩家 {seat} 沒有名字。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="134"/>
        <source>The name “{name}” begins or ends with a space.</source>
        <translation>名字「{name}」的開頭或結尾有空格。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="135"/>
        <source>The name “{name}” is longer than {max} characters.</source>
        <translation>名字「{name}」超過 {max} 個字元。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="136"/>
        <source>The name of player {seat} holds a control character.</source>
        <translation>玩家 {seat} 的名字含有控制字元。</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="137"/>
        <source>Two players are called “{name}”.</source>
        <translation>有兩位玩家都叫「{name}」。</translation>
    </message>
</context>
<context>
    <name>recap</name>
    <message>
        <location filename="../engine/recap.py" line="22"/>
        <source>{players}, privately: {line}</source>
        <translation>{players}（私下）：{line}</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="23"/>
        <source>The cards on the table, now face up:</source>
        <translation>桌上的牌，現在全部翻開：</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="24"/>
        <source>{player}: {role} ({side})</source>
        <translation>{player}：{role}（{side}）</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="25"/>
        <source>{player}: {role} ({side}), a winner</source>
        <translation>{player}：{role}（{side}），獲勝</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="26"/>
        <source>Winners: {players}.</source>
        <translation>獲勝者：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="27"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="28"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
</TS>
