<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Shield</source>
        <translation>盾牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Artifact token</source>
        <translation>神器標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Face up: {role}</source>
        <translation>正面朝上：{role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>Voted for {player}</source>
        <translation>投給 {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>Has voted</source>
        <translation>已投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>Cards in play: {cards}</source>
        <translation>本局使用的卡牌：{cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Center</source>
        <translation>中央</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>to the left</source>
        <translation>向左</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>to the right</source>
        <translation>向右</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>what they learned at night</source>
        <translation>自己在夜晚得知的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="48"/>
        <source>their card</source>
        <translation>自己的卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="49"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>夜晚無法復原：夜晚跟著旁白進行，退回一步會讓大家知道誰醒來過。若要再聽一次呼喚，請按「重複」。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="51"/>
        <source>all entered already</source>
        <translation>已全部輸入</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="52"/>
        <source>You learn nothing else now.</source>
        <translation>你現在沒有得知其他資訊。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="53"/>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="54"/>
        <source>voted for</source>
        <translation>投給</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="55"/>
        <source>At zero everyone points at a player</source>
        <translation>歸零時所有人同時指向一名玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="60"/>
        <source>Her copy&apos;s team</source>
        <extracomment>The Doppelgänger has no team of her own: she joins the team of the card she copies.</extracomment>
        <translation>她所複製角色的陣營</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="26"/>
        <source>The vote: who points at whom?</source>
        <translation>投票：誰指向誰？</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="82"/>
        <source>Enter the whole vote</source>
        <translation>輸入全部投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="94"/>
        <source>Still to point: {players}</source>
        <translation>尚未指認：{players}</translation>
    </message>
</context>
</TS>
