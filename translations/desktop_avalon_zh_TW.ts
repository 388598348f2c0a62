<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AvalonDesktop</name>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="31"/>
        <source>Roles: {roles}</source>
        <translation>角色：{roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="32"/>
        <source>Quest {n}</source>
        <translation>任務 {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="33"/>
        <source>{n} players</source>
        <translation>{n} 名玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="34"/>
        <source>✘✘ two Fail cards needed</source>
        <translation>✘✘ 需要兩張失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="35"/>
        <source>Fail cards: {n}</source>
        <translation>失敗牌：{n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="36"/>
        <source>Result hidden</source>
        <translation>結果已隱藏</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="37"/>
        <source>Vote track</source>
        <translation>投票軌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="38"/>
        <source>Excalibur: {player}</source>
        <translation>王者之劍：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="39"/>
        <source>Lady of the Lake: {player}</source>
        <translation>湖中女神：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="40"/>
        <source>The Trapper ({leader}) removed {player}&apos;s card</source>
        <translation>設陷者（{leader}）移除了 {player} 的牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="41"/>
        <source>The time ran out: {player}&apos;s card was removed at random</source>
        <translation>時間到：{player} 的牌被隨機移除</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="42"/>
        <source>The Trapper: {leader} removes one card</source>
        <translation>設陷者：{leader} 移除一張牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="43"/>
        <source>{card}: {player}</source>
        <translation>{card}：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="23"/>
        <source>Quest · team</source>
        <translation>任務 · 隊伍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="44"/>
        <source>★ leader</source>
        <translation>★ 隊長</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="45"/>
        <source>⚔ Excalibur</source>
        <translation>⚔ 王者之劍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="46"/>
        <source>✓ went on the quest</source>
        <translation>✓ 參加了任務</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="47"/>
        <source>⊘ card removed</source>
        <translation>⊘ 牌被移除</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="48"/>
        <source>shaded: proposed team</source>
        <translation>底色：提名的隊伍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="24"/>
        <source>Assassin</source>
        <translation>刺客</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="25"/>
        <source>Evil</source>
        <translation>邪惡</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="26"/>
        <source>Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="49"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>正在翻開任務卡…</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="51"/>
        <source>{viewer} examined {subject}</source>
        <translation>{viewer} 查驗了 {subject}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="52"/>
        <source>Hidden during the game</source>
        <translation>遊戲中隱藏的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="53"/>
        <source>Quest {n}: {player}&apos;s card removed: {card}</source>
        <translation>任務 {n}：{player} 被移除的牌：{card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="54"/>
        <source>Quest {n}: {holder} switched {player}&apos;s {played} to {card}</source>
        <translation>任務 {n}：{holder} 將 {player} 的{played}換成{card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="55"/>
        <source>{viewer} examined {subject}: {loyalty}</source>
        <translation>{viewer} 查驗了 {subject}：{loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="56"/>
        <source>{subject} showed {viewer}: {loyalty}</source>
        <translation>{subject} 向 {viewer} 出示：{loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="12"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="35"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="36"/>
        <source>Card</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="37"/>
        <source>To</source>
        <translation>給</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="13"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="38"/>
        <source>The Witch&apos;s seat (as the moderator saw it)</source>
        <translation>女巫的座位（主持人所見）</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="39"/>
        <source>The face-up card</source>
        <translation>翻開的牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="40"/>
        <source>Hide the result</source>
        <translation>隱藏結果</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="41"/>
        <source>Do not hide</source>
        <translation>不隱藏</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="42"/>
        <source>{player} plays {card}</source>
        <translation>{player} 打出 {card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="43"/>
        <source>Each player votes privately, on their phone or on the laptop; the votes are shown together when all are in.</source>
        <translation>每位玩家私下投票，用自己的手機或筆電；所有人投完後一起公布。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="45"/>
        <source>Each player votes privately on their phone; the votes are shown together when all are in.</source>
        <translation>每位玩家在自己的手機上私下投票；所有人投完後一起公布。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="47"/>
        <source>{player} does not use Excalibur</source>
        <translation>{player} 不使用王者之劍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="48"/>
        <source>No one</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="49"/>
        <source>their role and what it lets them know</source>
        <translation>他們的角色及角色讓他們知道的事</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="50"/>
        <source>a quest card</source>
        <translation>一張任務牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="51"/>
        <source>a loyalty</source>
        <translation>一次陣營查驗</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="52"/>
        <source>a private message</source>
        <translation>一則私人訊息</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="53"/>
        <source>Remove card</source>
        <translation>移除牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="57"/>
        <location filename="../desktop/games/avalon/__init__.py" line="58"/>
        <source>Team proposal</source>
        <translation>提名隊伍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="59"/>
        <location filename="../desktop/games/avalon/__init__.py" line="62"/>
        <source>Excalibur</source>
        <translation>王者之劍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="60"/>
        <location filename="../desktop/games/avalon/__init__.py" line="83"/>
        <source>Team vote</source>
        <translation>隊伍投票</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="61"/>
        <location filename="../desktop/games/avalon/__init__.py" line="84"/>
        <source>Quest cards</source>
        <translation>任務牌</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="63"/>
        <source>The Trapper</source>
        <translation>設陷者</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="64"/>
        <source>The Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="65"/>
        <location filename="../desktop/games/avalon/__init__.py" line="66"/>
        <source>Loyalty check</source>
        <translation>陣營查驗</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="67"/>
        <location filename="../desktop/games/avalon/__init__.py" line="68"/>
        <source>Plot Cards</source>
        <translation>陰謀卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="69"/>
        <location filename="../desktop/games/avalon/__init__.py" line="91"/>
        <source>Assassination</source>
        <translation>刺殺</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="80"/>
        <source>First team proposal</source>
        <extracomment>Choices whose player is public when their stage&apos;s countdown runs (the leader, Excalibur&apos;s or the Lady&apos;s holder, a checked player): the TV names whose turn it is. Never the Witch&apos;s or the Assassin&apos;s. Stages whose countdown the moderator starts: the laptop goes round for them (pass-and-play), which takes its own time.</extracomment>
        <translation>第一次提名隊伍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="81"/>
        <source>Later team proposals</source>
        <translation>之後的隊伍提名</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="82"/>
        <source>Handing Excalibur to a team member</source>
        <translation>將王者之劍交給一名隊員</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="85"/>
        <source>Using Excalibur</source>
        <translation>使用王者之劍</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="86"/>
        <source>The Witch&apos;s decision</source>
        <translation>女巫的決定</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="87"/>
        <source>Choosing whom to check</source>
        <translation>選擇查驗對象</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="88"/>
        <source>The checked player&apos;s answer</source>
        <translation>被查驗玩家的回答</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="89"/>
        <source>Handing out Plot Cards</source>
        <translation>發放陰謀卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="90"/>
        <source>Playing a Plot Card</source>
        <translation>打出陰謀卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="93"/>
        <source>The player who leads the first team, or one drawn at random.</source>
        <translation>帶領第一支隊伍的玩家，或隨機抽出一位。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="97"/>
        <source>Good; sees the Evil players but Mordred; Evil wins if the Assassin names Merlin.</source>
        <translation>正義；看見除莫德雷德以外的邪惡玩家；若被刺客指認，邪惡獲勝。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="101"/>
        <source>Good; must show Evil when a loyalty check reaches them.</source>
        <translation>正義；被陣營查驗時必須展示邪惡。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="105"/>
        <source>Evil; does not know the other Evil players, nor do they know Oberon.</source>
        <translation>邪惡；不認識其他邪惡玩家，他們也不認識奧伯倫。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="108"/>
        <source>Evil; may show Good when a loyalty check reaches them.</source>
        <translation>邪惡；被陣營查驗時可以展示正義。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="111"/>
        <source>Evil; shows their loyalty to all after the second failed quest.</source>
        <translation>邪惡；第二次任務失敗後向所有人展示自己的陣營。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="98"/>
        <source>Good; sees Merlin (and Morgana, without knowing which is which).</source>
        <translation>正義；看見梅林（和莫甘娜，但分不出誰是誰）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="99"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>正義；揭示時什麼都不知道；總是打出成功。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="100"/>
        <source>Good; learns the loyalty of the first leader.</source>
        <translation>正義；得知第一位隊長的陣營。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="102"/>
        <source>Evil; after three successes names Merlin to win the game.</source>
        <translation>邪惡；三次成功後指認梅林以贏得遊戲。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="103"/>
        <source>Evil; appears to Percival as Merlin.</source>
        <translation>邪惡；在派西維爾眼中看起來像梅林。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="104"/>
        <source>Evil; hidden from Merlin.</source>
        <translation>邪惡；梅林看不見他。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="106"/>
        <source>Evil; knows the other Evil players; may play Fail.</source>
        <translation>邪惡；認識其他邪惡玩家；可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="107"/>
        <source>Evil; once per game may hide a quest&apos;s result; then a random player checks a loyalty.</source>
        <translation>邪惡；每局一次可隱藏一次任務結果；之後由一名隨機玩家進行陣營查驗。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="109"/>
        <source>Evil; must play Fail on every quest.</source>
        <translation>邪惡；每次任務都必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="110"/>
        <source>Evil; may play Fail on the first three quests only.</source>
        <translation>邪惡；只能在前三次任務打出失敗。</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="115"/>
        <source>{n} × {role}</source>
        <translation>{n} × {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="116"/>
        <source>Quest cards: {n} Success and {m} Fail</source>
        <translation>任務牌：{n} 張成功和 {m} 張失敗</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="117"/>
        <source>Vote tokens: an Approve and a Reject for each of the {n} players</source>
        <translation>投票標記：{n} 名玩家每人一個贊成和一個反對</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="118"/>
        <source>The leader token, the quest and vote track markers</source>
        <translation>隊長標記、任務與投票軌標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="119"/>
        <source>The Lady of the Lake token</source>
        <translation>湖中女神標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="120"/>
        <source>The Excalibur token</source>
        <translation>王者之劍標記</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="121"/>
        <source>Plot Cards: {cards}</source>
        <translation>陰謀卡：{cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="122"/>
        <source>The Trapper: no extra cards; every team has one more member</source>
        <translation>設陷者：不需額外的牌；每支隊伍多一名成員</translation>
    </message>
</context>
</TS>
