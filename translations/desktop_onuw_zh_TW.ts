<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="12"/>
        <source>Shield</source>
        <translation>盾牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="13"/>
        <source>Artifact token</source>
        <translation>神器標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="14"/>
        <source>Face up: {role}</source>
        <translation>正面朝上：{role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="15"/>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="16"/>
        <source>Voted for {player}</source>
        <translation>投給 {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="17"/>
        <source>Has voted</source>
        <translation>已投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="18"/>
        <source>Cards in play: {cards}</source>
        <translation>本局使用的卡牌：{cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="19"/>
        <source>Center</source>
        <translation>中央</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="20"/>
        <source>to the left</source>
        <translation>向左</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="21"/>
        <source>to the right</source>
        <translation>向右</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="22"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="23"/>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="24"/>
        <source>what they learned at night</source>
        <translation>自己在夜晚得知的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="25"/>
        <source>their card</source>
        <translation>自己的卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="26"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>夜晚無法復原：夜晚跟著旁白進行，退回一步會讓大家知道誰醒來過。若要再聽一次呼喚，請按「重複」。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="28"/>
        <source>all entered already</source>
        <translation>已全部輸入</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="29"/>
        <source>You learn nothing else now.</source>
        <translation>你現在沒有得知其他資訊。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="30"/>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="31"/>
        <source>voted for</source>
        <translation>投給</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="32"/>
        <source>At zero everyone points at a player</source>
        <translation>歸零時所有人同時指向一名玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="33"/>
        <source>Time left for this call</source>
        <translation>這次喚醒剩餘時間</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="34"/>
        <source>The cards are turned face up…</source>
        <translation>正在翻開卡牌…</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="39"/>
        <source>The copied card&apos;s team</source>
        <extracomment>The Doppelgänger has no team of its own: its player joins the team of the card copied.</extracomment>
        <translation>被複製卡牌的陣營</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="29"/>
        <source>The vote: who points at whom?</source>
        <translation>投票：誰指向誰？</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="87"/>
        <source>Enter the whole vote</source>
        <translation>輸入全部投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="102"/>
        <source>Still to point: {players}</source>
        <translation>尚未指認：{players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="22"/>
        <source>Votes still missing: {count}. The vote closes when every player has pointed.</source>
        <translation>尚缺 {count} 票。所有玩家都指認後，投票才會結束。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="23"/>
        <source>Enter the votes and close the vote</source>
        <translation>輸入投票並結束投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="24"/>
        <source>The vote is closed.</source>
        <translation>投票已結束。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="25"/>
        <source>The TV shows the votes and who died; every card is still face down there. Turn them when the table is ready.</source>
        <translation>電視上顯示投票結果與死亡的玩家；所有卡牌仍背面朝上。全桌準備好後再翻開。</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="27"/>
        <source>Turn the cards face up on the TV</source>
        <translation>在電視上翻開所有卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="28"/>
        <source>The vote is closed. The cards are turned face up next.</source>
        <translation>投票已結束。接下來翻開所有卡牌。</translation>
    </message>
</context>
</TS>
