<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>avalon</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="27"/>
        <source>Good</source>
        <translation>正義</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="28"/>
        <source>Evil</source>
        <translation>邪惡</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="31"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="32"/>
        <source>Fail</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="35"/>
        <source>Approve</source>
        <translation>贊成</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="36"/>
        <source>Reject</source>
        <translation>反對</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Merlin</source>
        <translation>梅林</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Percival</source>
        <translation>派西維爾</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Loyal Servant of Arthur</source>
        <translation>亞瑟的忠臣</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Cleric</source>
        <translation>牧師</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Troublemaker</source>
        <translation>搗蛋鬼</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Assassin</source>
        <translation>刺客</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Morgana</source>
        <translation>莫甘娜</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Mordred</source>
        <translation>莫德雷德</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Oberon</source>
        <translation>奧伯倫</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Minion of Mordred</source>
        <translation>莫德雷德的爪牙</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Trickster</source>
        <translation>騙徒</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Lunatic</source>
        <translation>瘋子</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Brute</source>
        <translation>莽夫</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="201"/>
        <source>Lead to Victory</source>
        <translation>帶領勝利</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="202"/>
        <location filename="../engine/games/avalon/texts.py" line="217"/>
        <source>Ambush</source>
        <translation>伏擊</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="203"/>
        <source>The King Returns</source>
        <translation>國王歸來</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="204"/>
        <source>Restore Your Honor</source>
        <translation>恢復榮譽</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="205"/>
        <source>Charge!</source>
        <translation>衝鋒！</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="206"/>
        <source>Show Your True Nature</source>
        <translation>展現本性</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="207"/>
        <source>Are You the One?</source>
        <translation>就是你嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="208"/>
        <source>We Found You</source>
        <translation>找到你了</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="209"/>
        <source>Show Your Strength</source>
        <translation>展現實力</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="275"/>
        <source>Everyone, close your eyes and extend your hand into a fist in front of you.</source>
        <translation>所有人閉上眼睛，握拳放在身前。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="278"/>
        <source>Leader, if you are Evil, extend your thumb so that the Cleric may know of you.</source>
        <translation>隊長，如果你是邪惡方，請豎起拇指，讓牧師知道你。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="281"/>
        <source>Leader, if you are Evil or the Troublemaker, extend your thumb so that the Cleric may know of you.</source>
        <translation>隊長，如果你是邪惡方或搗蛋鬼，請豎起拇指，讓牧師知道你。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="284"/>
        <source>If you are the Trickster, you may choose whether to extend your thumb.</source>
        <translation>如果你是騙徒，你可以選擇是否豎起拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="287"/>
        <source>If you are the Trickster, keep your fist closed.</source>
        <translation>如果你是騙徒，請保持握拳。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="290"/>
        <source>Cleric, open your eyes and look at the Leader&apos;s hand.</source>
        <translation>牧師，睜開眼睛，看隊長的手。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="293"/>
        <source>Cleric, close your eyes.</source>
        <translation>牧師，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="296"/>
        <source>Leader, put your thumb down and re-form your hand into a fist.</source>
        <translation>隊長，收起拇指，重新握拳。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="299"/>
        <source>Minions of Mordred, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>莫德雷德的爪牙，睜開眼睛環顧四周，認識所有邪惡的同伴。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="302"/>
        <source>Minions of Mordred, not Oberon, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>莫德雷德的爪牙，奧伯倫除外，睜開眼睛環顧四周，認識所有邪惡的同伴。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="305"/>
        <source>Minions of Mordred, close your eyes.</source>
        <translation>莫德雷德的爪牙，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="308"/>
        <source>All players should have their eyes closed and hands in a fist in front of them.</source>
        <translation>所有玩家都應閉上眼睛，握拳放在身前。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="311"/>
        <source>Minions of Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>莫德雷德的爪牙，請豎起拇指，讓梅林知道你們。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="314"/>
        <source>Minions of Mordred, but not Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>莫德雷德的爪牙，莫德雷德本人除外，請豎起拇指，讓梅林知道你們。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="317"/>
        <source>Merlin, open your eyes and see the agents of Evil.</source>
        <translation>梅林，睜開眼睛，看清邪惡的爪牙。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="320"/>
        <source>Minions of Mordred, put your thumbs down and re-form your hand into a fist.</source>
        <translation>莫德雷德的爪牙，收起拇指，重新握拳。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="323"/>
        <source>Merlin, close your eyes.</source>
        <translation>梅林，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="326"/>
        <source>Merlin, extend your thumb so that Percival may know of you.</source>
        <translation>梅林，請豎起拇指，讓派西維爾知道你。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="329"/>
        <source>Merlin and Morgana, extend your thumb so that Percival may know of you.</source>
        <translation>梅林和莫甘娜，請豎起拇指，讓派西維爾知道你們。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="332"/>
        <source>Percival, open your eyes so you may know Merlin.</source>
        <translation>派西維爾，睜開眼睛，認出梅林。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="335"/>
        <source>Percival, open your eyes so you may know Merlin and Morgana.</source>
        <translation>派西維爾，睜開眼睛，認出梅林和莫甘娜。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="338"/>
        <source>Merlin, put your thumb down and form your hand into a fist.</source>
        <translation>梅林，收起拇指，握拳。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="341"/>
        <source>Merlin and Morgana, put your thumbs down and form your hand into a fist.</source>
        <translation>梅林和莫甘娜，收起拇指，握拳。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="344"/>
        <source>Percival, close your eyes.</source>
        <translation>派西維爾，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="347"/>
        <source>Everyone, open your eyes.</source>
        <translation>所有人睜開眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="10"/>
        <source>The Resistance: Avalon</source>
        <translation>抵抗組織：阿瓦隆</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="11"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="12"/>
        <source>the moderator</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="15"/>
        <source>Avalon needs 5 to 10 players, not {count}.</source>
        <translation>阿瓦隆需要 5 到 10 名玩家，而不是 {count} 名。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="16"/>
        <source>“{role}” is not an Avalon role.</source>
        <translation>「{role}」不是阿瓦隆的角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="17"/>
        <source>Avalon has no option named {options}.</source>
        <translation>阿瓦隆沒有名為 {options} 的選項。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="18"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>選項「{option}」不能是「{value}」。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="19"/>
        <source>{n} players need {good} Good and {evil} Evil roles; the role list has {have_good} Good and {have_evil} Evil.</source>
        <translation>{n} 名玩家需要 {good} 個正義角色和 {evil} 個邪惡角色；角色清單有 {have_good} 個正義、{have_evil} 個邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="21"/>
        <source>Merlin must be in the game.</source>
        <translation>梅林必須在遊戲中。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="22"/>
        <source>The Assassin must be in the game.</source>
        <translation>刺客必須在遊戲中。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="23"/>
        <source>Percival needs Merlin in the game.</source>
        <translation>派西維爾需要梅林在遊戲中。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="24"/>
        <source>There is only one {role}; the role list has {count}.</source>
        <translation>{role} 只有一個；角色清單中有 {count} 個。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="25"/>
        <source>The Trapper is for 8 to 10 players, not {count}.</source>
        <translation>設陷者適用於 8 到 10 名玩家，而不是 {count} 名。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="26"/>
        <source>The Trapper cannot be used together with Plot Cards.</source>
        <translation>設陷者不能與陰謀卡一起使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="27"/>
        <source>The Cleric can learn the first quest&apos;s leader only in an app-run game.</source>
        <translation>只有在應用程式主持的遊戲中，牧師才能得知第一個任務的隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="28"/>
        <source>The first leader must be a seat from 0 to {last}, or -1 for a random one, not {value}.</source>
        <translation>第一位隊長必須是 0 到 {last} 號座位，或 -1 表示隨機，而不是 {value}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="29"/>
        <source>The timer entry “{entry}” is not STAGE=SECONDS with a stage among: {stages}.</source>
        <translation>計時項目「{entry}」不是 STAGE=SECONDS 的格式，階段須為：{stages}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="31"/>
        <source>With Percival at 5 players, add Morgana or Mordred.</source>
        <translation>5 人局有派西維爾時，請加入莫甘娜或莫德雷德。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="32"/>
        <source>The Lady of the Lake is recommended for 7 or more players.</source>
        <translation>建議 7 名以上玩家時使用湖中女神。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="33"/>
        <source>The Troublemaker and the Trickster do nothing without a loyalty check (the Cleric, the Lady, the Witch or Plot Cards).</source>
        <translation>沒有陣營查驗（牧師、湖中女神、女巫或陰謀卡）時，搗蛋鬼和騙徒沒有作用。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="40"/>
        <source>{player} is not the leader; {leader} is.</source>
        <translation>{player} 不是隊長；{leader} 才是。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="41"/>
        <source>There is no player in seat {seat}.</source>
        <translation>{seat} 號座位沒有玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="42"/>
        <source>{player} is named twice: a team is made of different players.</source>
        <translation>{player} 被點名兩次：隊伍須由不同的玩家組成。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="43"/>
        <source>The team for quest {n} has {size} players, not {have}.</source>
        <translation>任務 {n} 的隊伍有 {size} 名玩家，而不是 {have} 名。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="46"/>
        <source>The table votes openly; the moderator enters each vote.</source>
        <translation>全桌公開投票；由主持人輸入每一票。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="49"/>
        <source>Charge!: {players} must vote first, in public.</source>
        <translation>衝鋒！：{players} 必須先公開投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="50"/>
        <source>{player} is not on this quest.</source>
        <translation>{player} 不在這個任務中。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="51"/>
        <source>{player} has already played a card on this quest.</source>
        <translation>{player} 已在這個任務中出過牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="55"/>
        <source>Out of order: {step} comes later; now is {current}.</source>
        <translation>順序錯誤：{step} 在後面；現在是{current}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="56"/>
        <source>{player} does not hold Excalibur; {holder} does.</source>
        <translation>{player} 沒有持有王者之劍；持劍者是 {holder}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="57"/>
        <source>Excalibur switches another member&apos;s card, never the holder&apos;s own.</source>
        <translation>王者之劍翻轉另一名成員的牌，絕不是持劍者自己的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="58"/>
        <source>Excalibur has already been used or skipped on this quest.</source>
        <translation>這個任務的王者之劍已經使用或略過。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="59"/>
        <source>Only this quest&apos;s leader, {leader}, removes a card; {player} cannot.</source>
        <translation>只有這個任務的隊長 {leader} 能移除一張牌；{player} 不能。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="60"/>
        <source>Exactly one card must be removed: choose one quest member.</source>
        <translation>必須恰好移除一張牌：請選擇一名任務成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="64"/>
        <source>The choice is final: {player}&apos;s card has already been removed.</source>
        <translation>選擇一經確認即不可更改：{player} 的牌已被移除。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="65"/>
        <source>The time ran out and {player}&apos;s card was removed at random; the removal has already happened.</source>
        <translation>時間已到，{player} 的牌已被隨機移除；移除已經完成。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="67"/>
        <source>{player} cannot make the Witch&apos;s choice.</source>
        <translation>{player} 不能替女巫做選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="69"/>
        <source>The Witch has already decided on this quest.</source>
        <translation>女巫已經對這個任務做出決定。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="70"/>
        <source>{player} was not drawn; {examiner} makes this check.</source>
        <translation>{player} 沒有被抽中；由 {examiner} 進行這次查驗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="71"/>
        <source>Choose another player, not yourself.</source>
        <translation>請選擇另一名玩家，而不是你自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="72"/>
        <source>The Lady of the Lake is used only after quests 2, 3 and 4, before the next proposal.</source>
        <translation>湖中女神只在任務 2、3、4 之後、下一次提案之前使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="73"/>
        <source>{player} does not hold the Lady of the Lake; {holder} does.</source>
        <translation>{player} 沒有持有湖中女神；持有者是 {holder}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="75"/>
        <source>Only the Assassin names a player; {player} cannot.</source>
        <translation>只有刺客能指認玩家；{player} 不能。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="77"/>
        <source>{player} is Evil: the Assassin must name a Good player.</source>
        <translation>{player} 是邪惡方：刺客必須指認一名正義方玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="79"/>
        <source>There is no Plot Card “{card}” to use here.</source>
        <translation>這裡沒有可用的陰謀卡「{card}」。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="80"/>
        <source>{player} does not hold {card}.</source>
        <translation>{player} 沒有持有{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="81"/>
        <source>The current leader cannot play Lead to Victory.</source>
        <translation>現任隊長不能打出帶領勝利。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="82"/>
        <source>{player}&apos;s card has already been looked at with Ambush on this quest.</source>
        <translation>{player} 的牌在這個任務中已被伏擊查看過。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="83"/>
        <source>Ambush looks at another member&apos;s card.</source>
        <translation>伏擊查看的是另一名成員的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="84"/>
        <source>{player} is not sitting next to you.</source>
        <translation>{player} 沒有坐在你旁邊。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="85"/>
        <source>Restore Your Honor takes a card another player holds.</source>
        <translation>恢復榮譽拿取的是其他玩家持有的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="86"/>
        <source>{fails} Fail cards are impossible here: at most {most}.</source>
        <translation>這裡不可能有 {fails} 張失敗：最多 {most} 張。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="87"/>
        <source>No {role} card is left in the role list.</source>
        <translation>角色清單中已沒有{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="88"/>
        <source>Your role shows {loyalty} to every loyalty check.</source>
        <translation>你的角色在每次陣營查驗中都展示{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="89"/>
        <source>{player} cannot be {role}: it contradicts what the table has seen.</source>
        <translation>{player} 不可能是{role}：這與全桌所見不符。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="92"/>
        <source>You are {role} ({side}).</source>
        <translation>你是{role}（{side}）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="93"/>
        <source>The agents of Evil you see: {players}.</source>
        <translation>你看到的邪惡爪牙：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="94"/>
        <source>Merlin is {players}.</source>
        <translation>梅林是 {players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="95"/>
        <source>Merlin and Morgana are {players}; you do not know which is which.</source>
        <translation>梅林和莫甘娜是 {players}；你不知道誰是誰。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="96"/>
        <source>Your fellow agents of Evil: {players}.</source>
        <translation>你的邪惡同伴：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="97"/>
        <source>The leader {subject} shows you: {loyalty}.</source>
        <translation>隊長 {subject} 向你展示：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="98"/>
        <source>The Lady of the Lake shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>湖中女神向你展示 {subject} 的陣營：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="99"/>
        <source>Your check shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>你的查驗顯示 {subject} 的陣營：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="100"/>
        <source>Are You the One?: {subject}&apos;s loyalty is {loyalty}.</source>
        <translation>就是你嗎？：{subject} 的陣營是{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="105"/>
        <source>{player} is the first leader.</source>
        <translation>{player} 是第一位隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="106"/>
        <source>{player} holds the Lady of the Lake.</source>
        <translation>{player} 持有湖中女神。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="107"/>
        <source>The Plot Cards are shuffled.</source>
        <translation>陰謀卡已洗牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="108"/>
        <source>The roles are dealt.</source>
        <translation>角色已發出。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="109"/>
        <source>The reveal is over; the quests begin.</source>
        <translation>揭示階段結束；任務開始。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="110"/>
        <source>Quest {n}: {leader} leads; the team has {size} players.</source>
        <translation>任務 {n}：由 {leader} 擔任隊長；隊伍有 {size} 名玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="111"/>
        <source>{player} plays Lead to Victory and becomes the leader.</source>
        <translation>{player} 打出帶領勝利，成為隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="112"/>
        <source>{leader} draws Plot Cards: {cards}.</source>
        <translation>{leader} 抽出陰謀卡：{cards}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="113"/>
        <source>{leader} gives {card} to {player}.</source>
        <translation>{leader} 把{card}交給 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="114"/>
        <source>{player} takes {card} from {owner}.</source>
        <translation>{player} 從 {owner} 拿走{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="115"/>
        <source>No other player holds a Plot Card: Restore Your Honor has no effect for {player}.</source>
        <translation>沒有其他玩家持有陰謀卡：恢復榮譽對 {player} 沒有效果。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="116"/>
        <source>{viewer} examines {subject} with the Lady of the Lake.</source>
        <translation>{viewer} 用湖中女神查驗 {subject}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="117"/>
        <source>{viewer} examines {subject}&apos;s loyalty.</source>
        <translation>{viewer} 查驗 {subject} 的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="118"/>
        <source>{viewer} examines {subject} with Are You the One?.</source>
        <translation>{viewer} 用就是你嗎？查驗 {subject}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="121"/>
        <source>{viewer} is checking your loyalty: confirm the loyalty you show.</source>
        <translation>{viewer} 正在查驗你的陣營：請確認你展示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="122"/>
        <source>The Cleric is checking the first leader&apos;s loyalty: confirm the loyalty you show.</source>
        <translation>牧師正在查驗第一位隊長的陣營：請確認你展示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="159"/>
        <source>A second quest has failed: {player} is the Revealer, and Evil.</source>
        <translation>第二個失敗的任務：{player} 是揭露者，屬於邪惡方。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="190"/>
        <source>Vote on the proposed team. Nobody sees your vote until everyone has voted.</source>
        <translation>對提議的隊伍投票。在所有人投完之前，沒有人會看到你的票。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="191"/>
        <source>Each player votes privately on the laptop; the votes are shown together when all are in.</source>
        <translation>每位玩家在筆電上私下投票；所有人投完後一起公布。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="210"/>
        <source>Confirm the loyalty you show to this check.</source>
        <translation>確認你在這次查驗中展示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="123"/>
        <source>You show: {loyalty}.</source>
        <translation>你展示：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="45"/>
        <source>Not on the proposed team: cannot hold Excalibur.</source>
        <translation>不在提議的隊伍中：不能持有王者之劍。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="30"/>
        <source>Without Percival, Morgana has no power and plays as a Minion of Mordred.</source>
        <translation>沒有派西維爾時，莫甘娜沒有能力，如同莫德雷德的爪牙。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="35"/>
        <source>With the Witch at a physical table, the moderator must not play: the moderator sees the Witch&apos;s sign and counts hidden cards.</source>
        <translation>實體卡牌局有女巫時，主持人不能參與遊戲：主持人會看到女巫的手勢，並清點被隱藏的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="44"/>
        <source>The leader cannot give Excalibur to themselves.</source>
        <translation>隊長不能把王者之劍交給自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="47"/>
        <source>Each player votes privately on the laptop.</source>
        <translation>每位玩家在筆電上私下投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="48"/>
        <source>Vote already entered.</source>
        <translation>票已輸入。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="53"/>
        <source>You must play Success.</source>
        <translation>你必須出「成功」。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="54"/>
        <source>You must play Fail.</source>
        <translation>你必須出「失敗」。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="62"/>
        <source>Not on this quest: not a card of the current quest.</source>
        <translation>不在這次任務中：不是本次任務的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="63"/>
        <source>Not on this quest.</source>
        <translation>不在這次任務中。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="68"/>
        <source>The Witch&apos;s power has already been used in this game.</source>
        <translation>女巫的能力在本局已經使用過。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="74"/>
        <source>Has held the Lady of the Lake: cannot be examined.</source>
        <translation>曾持有湖中女神：不能被檢驗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="76"/>
        <source>The Assassin cannot name themselves.</source>
        <translation>刺客不能指認自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="78"/>
        <source>The leader gives each Plot Card to another player, never to themselves.</source>
        <translation>隊長把每張陰謀卡交給其他玩家，絕不給自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="101"/>
        <source>{subject} shows you their loyalty: {loyalty}.</source>
        <translation>{subject} 向你展示自己的陣營：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="102"/>
        <source>The leader {subject} shows you their loyalty: {loyalty}.</source>
        <translation>隊長 {subject} 向你展示自己的陣營：{loyalty}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="119"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your True Nature).</source>
        <translation>{subject} 向 {viewer} 展示自己的陣營（展現本性）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="120"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your Strength).</source>
        <translation>{subject} 向 {viewer} 展示自己的陣營（展現實力）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="124"/>
        <source>{leader} proposes {team} (proposal {n}).</source>
        <translation>{leader} 提議 {team}（第 {n} 次提案）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="125"/>
        <source>The time ran out: {leader}&apos;s team is {team}, chosen at random (proposal {n}).</source>
        <translation>時間已到：{leader} 的隊伍隨機選為 {team}（第 {n} 次提案）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="126"/>
        <source>{leader} gives Excalibur to {holder}.</source>
        <translation>{leader} 把王者之劍交給 {holder}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="127"/>
        <source>The fifth team goes on the quest without a vote.</source>
        <translation>第五支隊伍不經投票直接出任務。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="128"/>
        <source>Charge!: {player} votes {vote}.</source>
        <translation>衝鋒！：{player} 投{vote}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="129"/>
        <source>The team is approved, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>隊伍通過，{a} 比 {r}。贊成：{approve}。反對：{reject}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="130"/>
        <source>The team is rejected, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>隊伍被否決，{a} 比 {r}。贊成：{approve}。反對：{reject}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="131"/>
        <source>Five teams were rejected in one round.</source>
        <translation>一輪中已有五支隊伍被否決。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="132"/>
        <source>{player} plays The King Returns: the approval is cancelled and counts as a rejection.</source>
        <translation>{player} 打出國王歸來：通過被取消，視為否決。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="133"/>
        <source>{player} plays We Found You: {target} must play face up.</source>
        <translation>{player} 打出找到你了：{target} 必須明牌出牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="134"/>
        <source>Quest {n} sets out: {team}.</source>
        <translation>任務 {n} 出發：{team}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="135"/>
        <source>You played {card}.</source>
        <translation>你出了{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="136"/>
        <source>{player} has played a card.</source>
        <translation>{player} 已出牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="137"/>
        <source>{player}&apos;s card, face up: {card}.</source>
        <translation>{player} 的明牌：{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="138"/>
        <source>Every card of quest {n} is in.</source>
        <translation>任務 {n} 的牌已全部打出。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="139"/>
        <source>Excalibur used by {holder} on {target}.</source>
        <translation>{holder} 對 {target} 使用了王者之劍。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="140"/>
        <source>{holder} does not use Excalibur.</source>
        <translation>{holder} 不使用王者之劍。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="141"/>
        <source>{target}&apos;s card was {card}; it is now {now}.</source>
        <translation>{target} 的牌原本是{card}；現在是{now}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="142"/>
        <source>{holder} switched your card with Excalibur: it is now {now}.</source>
        <translation>{holder} 用王者之劍翻轉了你的牌：現在是{now}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="143"/>
        <source>{player} uses Ambush on {target}&apos;s card.</source>
        <translation>{player} 對 {target} 的牌使用伏擊。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="144"/>
        <source>Ambush: {target}&apos;s card is {card}.</source>
        <translation>伏擊：{target} 的牌是{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="145"/>
        <source>{leader} removes {player}&apos;s card.</source>
        <translation>{leader} 移除 {player} 的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="146"/>
        <source>{player}&apos;s card was removed at random (time ran out).</source>
        <translation>{player} 的牌被隨機移除（時間已到）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="147"/>
        <source>The removed card ({player}&apos;s) is {card}.</source>
        <translation>被移除的牌（{player} 的）是{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="148"/>
        <source>You hide this quest&apos;s result.</source>
        <translation>你隱藏了這個任務的結果。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="149"/>
        <source>You do not hide this quest&apos;s result.</source>
        <translation>你不隱藏這個任務的結果。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="150"/>
        <source>The Witch is {player}.</source>
        <translation>女巫是 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="151"/>
        <source>Quest {n} decides the game: the Witch&apos;s hiding has no effect.</source>
        <translation>任務 {n} 決定勝負：女巫的隱藏無效。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="152"/>
        <source>Quest {n} succeeded: {successes} Success, {fails} Fail.</source>
        <translation>任務 {n} 成功：{successes} 張成功，{fails} 張失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="153"/>
        <source>Quest {n} failed: {successes} Success, {fails} Fail.</source>
        <translation>任務 {n} 失敗：{successes} 張成功，{fails} 張失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="154"/>
        <source>Quest {n}: the result is hidden.</source>
        <translation>任務 {n}：結果被隱藏。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="155"/>
        <source>Quest {n} cards: {cards}.</source>
        <translation>任務 {n} 的牌：{cards}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="156"/>
        <source>{player}: {card}</source>
        <translation>{player}：{card}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="157"/>
        <source>{player}: {card}, switched to {now}</source>
        <translation>{player}：{card}，被翻轉為{now}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="158"/>
        <source>{player} is drawn to make a loyalty check.</source>
        <translation>{player} 被抽中進行陣營查驗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="160"/>
        <source>Three quests have failed.</source>
        <translation>三個任務已失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="161"/>
        <source>Three quests have succeeded: the Assassin may still name Merlin.</source>
        <translation>三個任務已成功：刺客仍可指認梅林。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="162"/>
        <source>The agents of Evil reveal themselves: {players}. {assassin} is the Assassin.</source>
        <translation>邪惡爪牙現身：{players}。{assassin} 是刺客。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="163"/>
        <source>{player} reveals themselves as Evil.</source>
        <translation>{player} 表明自己是邪惡方。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="178"/>
        <source>Reveal: every player learns what their role knows. Then start the first quest.</source>
        <translation>揭示：每位玩家得知自己角色所知的資訊。然後開始第一個任務。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="186"/>
        <source>{player} shows their loyalty to another player.</source>
        <translation>{player} 向另一名玩家展示自己的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="188"/>
        <source>{leader} gives Excalibur to a team member other than themselves.</source>
        <translation>{leader} 把王者之劍交給自己以外的一名隊員。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="189"/>
        <source>Everyone reveals their vote token at the same time; the moderator enters each vote.</source>
        <translation>所有人同時翻開自己的投票牌；由主持人逐一輸入。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="194"/>
        <source>Each member places their card face down in front of themselves.</source>
        <translation>每名成員把自己的牌面朝下放在自己面前。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="208"/>
        <source>The Assassin names the player they think is Merlin.</source>
        <translation>刺客指認自己認為是梅林的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="209"/>
        <source>Everyone shows their role card: enter {player}&apos;s role.</source>
        <translation>所有人亮出角色牌：請輸入 {player} 的角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="211"/>
        <source>{player} confirms the loyalty they show to the check.</source>
        <translation>{player} 確認自己在查驗中展示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="244"/>
        <source>Whether the Trickster chooses the loyalty they show at each check, or always shows Good.</source>
        <translation>騙徒在每次查驗時自行選擇展示的陣營，或總是展示正義。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="164"/>
        <source>{assassin} is the Assassin.</source>
        <translation>{assassin} 是刺客。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="165"/>
        <source>{assassin} names {target} as Merlin.</source>
        <translation>{assassin} 指認 {target} 是梅林。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="166"/>
        <source>The time ran out: {assassin} names {target}, chosen at random.</source>
        <translation>時間已到：{assassin} 隨機指認了 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="167"/>
        <source>{player} was {role}.</source>
        <translation>{player} 是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="168"/>
        <source>{side} wins: {reason}</source>
        <translation>{side}方獲勝：{reason}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="169"/>
        <source>The time is up.</source>
        <translation>時間到了。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="170"/>
        <source>The time ran out: the game chooses at random.</source>
        <translation>時間已到：遊戲隨機選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="171"/>
        <source>three quests failed.</source>
        <translation>三個任務失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="172"/>
        <source>five teams were rejected in one round.</source>
        <translation>一輪中五支隊伍被否決。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="173"/>
        <source>the Assassin named Merlin.</source>
        <translation>刺客指認出了梅林。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="174"/>
        <source>three quests succeeded and the Assassin did not find Merlin.</source>
        <translation>三個任務成功，且刺客沒有找出梅林。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="177"/>
        <source>Setting up the game.</source>
        <translation>正在準備遊戲。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="179"/>
        <source>{player} holds the Lady of the Lake and examines a player.</source>
        <translation>{player} 持有湖中女神，查驗一名玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="180"/>
        <source>Nobody plays the card now: go on.</source>
        <translation>現在沒有人打出這張牌：繼續。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="181"/>
        <source>A holder of {card} may play it now.</source>
        <translation>持有{card}的玩家現在可以打出它。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="182"/>
        <source>{leader} gives each drawn Plot Card to another player.</source>
        <translation>{leader} 把抽到的每張陰謀卡交給其他玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="183"/>
        <source>{player} resolves {card}.</source>
        <translation>{player} 結算{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="184"/>
        <source>{player} takes a Plot Card another player holds.</source>
        <translation>{player} 拿取一張其他玩家持有的陰謀卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="185"/>
        <source>{player} examines a neighbour&apos;s loyalty.</source>
        <translation>{player} 查驗一名鄰座玩家的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="187"/>
        <source>{leader} proposes a team of {size}.</source>
        <translation>{leader} 提議一支 {size} 人的隊伍。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="193"/>
        <source>The team members play their quest cards.</source>
        <translation>隊員們打出任務牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="195"/>
        <source>{holder} may switch another member&apos;s card with Excalibur, or skip.</source>
        <translation>{holder} 可以用王者之劍翻轉另一名成員的牌，或略過。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="196"/>
        <source>{leader}, choose a member and confirm «Remove card». The choice is final.</source>
        <translation>{leader}，選擇一名成員並確認「移除牌」。選擇一經確認即不可更改。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="197"/>
        <source>The leader {leader} is choosing a card to remove.</source>
        <translation>隊長 {leader} 正在選擇要移除的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="198"/>
        <source>The Witch decides whether to hide this quest&apos;s result.</source>
        <translation>女巫決定是否隱藏這個任務的結果。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="199"/>
        <source>Shuffle and reveal the counted cards of quest {n}; enter the number of Fail cards.</source>
        <translation>洗勻並翻開任務 {n} 計入的牌；輸入失敗牌的數量。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="200"/>
        <source>The Witch hides the result of quest {n}: do not reveal the cards. The moderator alone counts them and enters the number of Fail cards.</source>
        <translation>女巫隱藏了任務 {n} 的結果：不要翻開這些牌。只由主持人清點，並輸入失敗牌的數量。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="203"/>
        <source>A player other than the Witch is drawn at random.</source>
        <translation>隨機抽出一名女巫以外的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="204"/>
        <source>{player} examines another player&apos;s loyalty.</source>
        <translation>{player} 查驗另一名玩家的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="205"/>
        <source>The Cleric learns the loyalty of the first quest&apos;s leader.</source>
        <translation>牧師得知第一個任務隊長的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="206"/>
        <source>A second quest has failed: enter the player who reveals themselves as the Revealer.</source>
        <translation>第二個失敗的任務：輸入表明自己是揭露者的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="207"/>
        <source>The agents of Evil reveal themselves: enter each of them.</source>
        <translation>邪惡爪牙現身：請逐一輸入。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="212"/>
        <source>The time for this step is up.</source>
        <translation>這個步驟的時間已到。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="213"/>
        <source>{player} may play {card}.</source>
        <translation>{player} 可以打出{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="215"/>
        <source>playing the quest cards</source>
        <translation>打出任務牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="216"/>
        <location filename="../engine/games/avalon/texts.py" line="231"/>
        <source>Excalibur</source>
        <translation>王者之劍</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="218"/>
        <source>the Trapper&apos;s removal</source>
        <translation>設陷者的移除</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="219"/>
        <source>the Witch&apos;s decision</source>
        <translation>女巫的決定</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="220"/>
        <source>revealing the cards</source>
        <translation>翻開牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="223"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="224"/>
        <source>Physical: the table uses its own cards and the moderator enters what everyone sees. App: the app deals the roles and collects each player&apos;s private choices.</source>
        <translation>實體：全桌使用自己的牌，主持人輸入大家看到的內容。應用程式：由應用程式發角色並收集每位玩家的私密選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="226"/>
        <source>Physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="227"/>
        <source>App-dealt</source>
        <translation>應用程式發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="228"/>
        <source>Lady of the Lake</source>
        <translation>湖中女神</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="229"/>
        <source>After quests 2, 3 and 4 the holder examines a player&apos;s loyalty; the token passes to that player.</source>
        <translation>任務 2、3、4 之後，持有者查驗一名玩家的陣營；標記隨後交給該玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="232"/>
        <source>The leader gives the sword to a team member, who may switch another member&apos;s card.</source>
        <translation>隊長把劍交給一名隊員，他可以翻轉另一名成員的牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="233"/>
        <source>Plot Cards</source>
        <translation>陰謀卡</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="234"/>
        <source>Each round the leader draws Plot Cards and gives them out. Not with the Trapper.</source>
        <translation>每輪隊長抽陰謀卡並分發出去。不可與設陷者同時使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="235"/>
        <source>The Trapper</source>
        <translation>設陷者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="236"/>
        <source>8 to 10 players: one extra member on every quest; the leader removes one played card. Not with Plot Cards.</source>
        <translation>8 到 10 名玩家：每個任務多一名成員；隊長移除一張已出的牌。不可與陰謀卡同時使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="238"/>
        <source>Fifth proposal</source>
        <translation>第五次提案</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="239"/>
        <source>Whether the fifth team of a round is voted (a fifth rejection makes Evil win) or sent without a vote.</source>
        <translation>一輪中的第五支隊伍要投票（第五次否決則邪惡方獲勝），或不經投票直接出發。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="241"/>
        <source>Voted as usual</source>
        <translation>照常投票</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="242"/>
        <source>Sent without a vote</source>
        <translation>不經投票出發</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="243"/>
        <source>Trickster at loyalty checks</source>
        <translation>騙徒被查驗陣營時</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="245"/>
        <source>Chooses each time</source>
        <translation>每次自行選擇</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="246"/>
        <source>Always Good</source>
        <translation>總是正義</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="247"/>
        <source>Revealer counts hidden fails</source>
        <translation>揭露者計入被隱藏的失敗</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="248"/>
        <source>Whether a failed quest the Witch hid counts towards revealing the Revealer.</source>
        <translation>被女巫隱藏的失敗任務是否計入揭露者的揭示條件。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="249"/>
        <source>Whom the Cleric learns</source>
        <translation>牧師得知誰的陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="250"/>
        <source>The first leader at the reveal, or (app-run games only) the leader of the first quest.</source>
        <translation>揭示時的第一位隊長，或（僅限應用程式主持的遊戲）第一個任務的隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="251"/>
        <source>The first leader</source>
        <translation>第一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="252"/>
        <source>The first quest&apos;s leader</source>
        <translation>第一個任務的隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="253"/>
        <source>Witch on a deciding quest</source>
        <translation>女巫遇到決勝任務</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="254"/>
        <source>When the hidden quest ends the game: the hiding has no effect, or the result stays hidden and the check happens first.</source>
        <translation>被隱藏的任務結束遊戲時：隱藏無效，或結果保持隱藏並先進行查驗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="256"/>
        <source>No effect</source>
        <translation>無效</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="257"/>
        <source>Hide and check</source>
        <translation>隱藏並查驗</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="258"/>
        <source>Evil reveals itself before the assassination</source>
        <translation>刺殺前邪惡方現身</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="259"/>
        <source>The agents of Evil reveal themselves and confer; the Assassin may then name only a Good player.</source>
        <translation>邪惡爪牙現身並商議；之後刺客只能指認正義方玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="261"/>
        <source>First leader</source>
        <translation>第一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="262"/>
        <source>A seat number chosen by the host, or -1 to draw the first leader at random.</source>
        <translation>由主持人選擇的座位號碼，或 -1 表示隨機抽出第一位隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="263"/>
        <source>Timers</source>
        <translation>計時器</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="264"/>
        <source>Whether the steps have timers; when one runs out, the default of the rules applies.</source>
        <translation>各步驟是否計時；時間到時，依規則的預設處理。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="265"/>
        <source>The laptop collects the team votes</source>
        <translation>由筆電收集隊伍投票</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="266"/>
        <source>App-dealt games: each player votes privately on the laptop and the votes are shown together when all are in. Off: the table reveals its vote tokens together and the moderator enters them.</source>
        <translation>由應用程式發牌的遊戲：每位玩家在筆電上私下投票，所有人投完後一起公布。關閉：全桌同時翻開投票牌，由主持人輸入。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="269"/>
        <source>Trapper timer (seconds)</source>
        <translation>設陷者計時（秒）</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="270"/>
        <source>Time for the leader&apos;s removal; when it runs out, a random card is removed.</source>
        <translation>隊長移除牌的時間；時間到時，隨機移除一張牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="271"/>
        <source>Other timers</source>
        <translation>其他計時器</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="272"/>
        <source>Changed lengths as STAGE=SECONDS, separated by commas (0 switches a timer off).</source>
        <translation>以 STAGE=SECONDS 表示修改的時長，用逗號分隔（0 表示關閉該計時器）。</translation>
    </message>
</context>
<context>
    <name>avalon.param</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="300"/>
        <source>Player to examine</source>
        <translation>要查驗的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="302"/>
        <source>Loyalty shown</source>
        <translation>展示的陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="305"/>
        <source>Neighbour to examine</source>
        <translation>要查驗的鄰座玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="306"/>
        <source>Shown to</source>
        <translation>展示給</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="307"/>
        <source>Plot Card</source>
        <translation>陰謀卡</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="308"/>
        <source>Given to</source>
        <translation>交給</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="309"/>
        <source>Plot Card to take</source>
        <translation>要拿取的陰謀卡</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="310"/>
        <source>Team</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="311"/>
        <source>Excalibur holder</source>
        <translation>持劍者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="312"/>
        <source>Voter</source>
        <translation>投票者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="313"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="314"/>
        <source>Member who plays face up</source>
        <translation>明牌出牌的成員</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="315"/>
        <source>Quest card</source>
        <translation>任務牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="316"/>
        <source>Face-up card</source>
        <translation>明牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="317"/>
        <source>Member whose card is switched</source>
        <translation>被翻轉牌的成員</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="318"/>
        <source>Member whose card is looked at</source>
        <translation>被查看牌的成員</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="319"/>
        <source>Member whose card is removed</source>
        <translation>被移除牌的成員</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="320"/>
        <source>Hide the result</source>
        <translation>隱藏結果</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="321"/>
        <source>The Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="322"/>
        <source>Fail cards</source>
        <translation>失敗牌數</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="323"/>
        <source>The Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="324"/>
        <source>Agent of Evil</source>
        <translation>邪惡爪牙</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="325"/>
        <source>Player named as Merlin</source>
        <translation>被指認為梅林的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="326"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="327"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
</context>
<context>
    <name>avalon.phase</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="276"/>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="277"/>
        <source>Reveal</source>
        <translation>揭示</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="278"/>
        <source>Lady of the Lake</source>
        <translation>湖中女神</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="279"/>
        <source>Lead to Victory</source>
        <translation>帶領勝利</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="280"/>
        <source>Plot Cards</source>
        <translation>陰謀卡</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="281"/>
        <source>Team proposal</source>
        <translation>隊伍提案</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="282"/>
        <source>Excalibur to a team member</source>
        <translation>把王者之劍交給隊員</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="283"/>
        <source>Team vote</source>
        <translation>隊伍投票</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="284"/>
        <source>The King Returns</source>
        <translation>國王歸來</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="285"/>
        <source>We Found You</source>
        <translation>找到你了</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="286"/>
        <source>Quest cards</source>
        <translation>任務牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="287"/>
        <source>Excalibur</source>
        <translation>王者之劍</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="288"/>
        <source>Ambush</source>
        <translation>伏擊</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="289"/>
        <source>The Trapper: removing a card</source>
        <translation>設陷者：移除牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="290"/>
        <source>The Witch&apos;s decision</source>
        <translation>女巫的決定</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="291"/>
        <source>Counting the cards</source>
        <translation>清點牌</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="292"/>
        <source>The Witch&apos;s draw</source>
        <translation>女巫的抽籤</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="293"/>
        <source>Loyalty check</source>
        <translation>陣營查驗</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="294"/>
        <source>The Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="295"/>
        <source>The Cleric&apos;s check</source>
        <translation>牧師的查驗</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="296"/>
        <source>Assassination</source>
        <translation>刺殺</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="297"/>
        <source>Roles revealed</source>
        <translation>公開角色</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="298"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>avalon.role_summary</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Good, in every game; sees the agents of Evil except Mordred; the Assassin wins by naming Merlin.</source>
        <translation>正義，每場都有；看得見莫德雷德以外的邪惡爪牙；刺客指認出梅林即可獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Good; sees Merlin and Morgana without knowing which is which (Merlin alone without Morgana).</source>
        <translation>正義；看得見梅林和莫甘娜，但分不出誰是誰（沒有莫甘娜時只看見梅林）。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>正義；揭示階段什麼也不知道；一律打出成功。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Good; learns the loyalty the first leader shows.</source>
        <translation>正義；得知第一位隊長展示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Good; always plays Success, but must appear Evil to every loyalty check.</source>
        <translation>正義；一律打出成功，但每次陣營查驗都必須展示邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Evil, in every game; knows their fellow agents of Evil; after Good&apos;s third success, names Merlin to win.</source>
        <translation>邪惡，每場都有；認識邪惡同伴；正義方第三次成功後，指認出梅林即可獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Evil; knows their fellow agents of Evil; appears to Percival as Merlin does.</source>
        <translation>邪惡；認識邪惡同伴；在派西維爾眼中與梅林無異。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Evil; knows their fellow agents of Evil; hidden from Merlin.</source>
        <translation>邪惡；認識邪惡同伴；梅林看不見此角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Evil; does not know the other agents of Evil, nor do they know Oberon; Merlin sees Oberon.</source>
        <translation>邪惡；不認識其他邪惡爪牙，他們也不認識奧伯倫；梅林看得見奧伯倫。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Evil; knows their fellow agents of Evil (not Oberon); may play Fail.</source>
        <translation>邪惡；認識邪惡同伴（奧伯倫除外）；可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Evil; knows their fellow agents of Evil; once per game may hide a quest&apos;s result, which gives a random player a loyalty check.</source>
        <translation>邪惡；認識邪惡同伴；每場一次可隱藏一個任務的結果，並讓一名隨機抽出的玩家查驗他人的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Evil; knows their fellow agents of Evil; may show either loyalty to each loyalty check.</source>
        <translation>邪惡；認識邪惡同伴；每次陣營查驗都可任選展示正義或邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Evil; knows their fellow agents of Evil; must play Fail on every quest.</source>
        <translation>邪惡；認識邪惡同伴；每個任務都必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Evil; knows their fellow agents of Evil; may play Fail only on quests 1 to 3.</source>
        <translation>邪惡；認識邪惡同伴；只有任務 1 到 3 可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Evil; knows their fellow agents of Evil; is revealed to everyone after the second failed quest.</source>
        <translation>邪惡；認識邪惡同伴；第二個失敗的任務之後向所有人揭露身分。</translation>
    </message>
</context>
</TS>
