<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>CastleDesktop</name>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="13"/>
        <source>Draw pile: {count}</source>
        <translation>牌庫：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="14"/>
        <source>Hand limit: {limit}</source>
        <translation>道具上限：{limit}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="15"/>
        <source>Profession stack: {count}</source>
        <translation>職業卡堆：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="16"/>
        <source>Secret Bags now count as Key and Goblet</source>
        <translation>密袋現在算作鑰匙和聖杯</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="17"/>
        <source>Drink of Power in play</source>
        <translation>本局使用權力之酒</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="18"/>
        <source>1 item</source>
        <translation>1張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="19"/>
        <source>{count} items</source>
        <translation>{count}張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="20"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="21"/>
        <source>{profession} (used)</source>
        <translation>{profession}（已使用）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="22"/>
        <source>{profession} (known)</source>
        <translation>{profession}（已知）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="23"/>
        <source>Attacker</source>
        <translation>攻擊者</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="24"/>
        <source>Defender</source>
        <translation>防守者</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="25"/>
        <source>Sword</source>
        <translation>劍</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="26"/>
        <source>Shield</source>
        <translation>盾</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="27"/>
        <location filename="../desktop/games/castle/texts.py" line="126"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="28"/>
        <source>Hypnotised</source>
        <translation>被催眠</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="29"/>
        <source>{role}: {player}</source>
        <translation>{role}：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="30"/>
        <source>{side}: {total}</source>
        <translation>{side}：{total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="31"/>
        <source>Support: {players}</source>
        <translation>支援：{players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="32"/>
        <source>Supporters: {count}</source>
        <translation>支援者：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="33"/>
        <source>Neutral: {count}</source>
        <translation>中立：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="34"/>
        <source>No support yet</source>
        <translation>尚無支援</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="35"/>
        <source>Shown: {cards}</source>
        <translation>已亮出：{cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="36"/>
        <source>{card} ({player})</source>
        <translation>{card}（{player}）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="37"/>
        <source>Neutral: {players}</source>
        <translation>中立：{players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="38"/>
        <source>Hypnotised: {player}</source>
        <translation>被催眠：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="39"/>
        <source>Duel: all support is void</source>
        <translation>決鬥：所有支援無效</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="40"/>
        <source>Poison Mixer: {player} wins</source>
        <translation>調毒師：{player}獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="41"/>
        <source>Poison Ring: {player} wins the tie</source>
        <translation>毒指環：平手時{player}獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="42"/>
        <source>{player} used the Priest: no fight</source>
        <translation>{player}使用了僧侶：戰鬥不發生</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="43"/>
        <source>A tie</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="44"/>
        <source>{player} wins the fight</source>
        <translation>{player}贏得戰鬥</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="45"/>
        <source>Declaring: {player}</source>
        <translation>正在表態：{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="46"/>
        <source>Does anyone use the Priest?</source>
        <translation>有人使用僧侶嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="47"/>
        <source>Declarations: {done} of {total}</source>
        <translation>表態：{done}／{total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="48"/>
        <source>Items and professions</source>
        <translation>道具與職業</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="49"/>
        <source>After the fight</source>
        <translation>戰鬥之後</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="50"/>
        <source>Set up the cards for {count} players</source>
        <translation>為{count}位玩家準備卡片</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="51"/>
        <source>{player} declares victory, naming {partners}</source>
        <translation>{player}宣告勝利，指出夥伴：{partners}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="52"/>
        <source>{player} declares victory alone</source>
        <translation>{player}獨自宣告勝利</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="54"/>
        <source>{player} declares victory, naming %n partner(s)</source>
        <translation>
            <numerusform>{player}宣告勝利，指出%Ln位夥伴</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="55"/>
        <source>{player} tells the fortune of %n player(s)</source>
        <translation>
            <numerusform>{player}以占卜師喊出%Ln位玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="56"/>
        <source>Victory items shown so far: {count}</source>
        <translation>目前亮出的勝利道具：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="57"/>
        <source>{player} claims victory with the Coat of Arms of the Loge</source>
        <translation>{player}以獨贏戒指宣告勝利</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="58"/>
        <source>{player} tells the fortune of {named}</source>
        <translation>{player}以占卜師喊出：{named}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="59"/>
        <source>{player}: {count}</source>
        <translation>{player}：{count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="60"/>
        <source>Shown so far: {counts}</source>
        <translation>目前亮出：{counts}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="61"/>
        <source>The society card set aside: {society}</source>
        <translation>放在一旁的陣營卡：{society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="62"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason}獲勝者：{winners}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="63"/>
        <source>Winner</source>
        <translation>獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="66"/>
        <source>Set up the cards</source>
        <translation>準備卡片</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="67"/>
        <source>{player}&apos;s turn</source>
        <translation>{player}的回合</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="68"/>
        <source>Fight: {attacker} attacks {defender}</source>
        <translation>戰鬥：{attacker}攻擊{defender}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="69"/>
        <source>{player}&apos;s turn: the declaration is checked</source>
        <translation>{player}的回合：正在檢查勝利宣告</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="70"/>
        <source>The game is over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="73"/>
        <source>{player}: {action}</source>
        <translation>{player}：{action}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="74"/>
        <source>Pass</source>
        <translation>棄權</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="75"/>
        <source>Trade an item</source>
        <translation>交易道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="76"/>
        <source>Attack another player</source>
        <translation>攻擊其他玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="77"/>
        <source>Declare victory alone</source>
        <translation>獨自宣告勝利</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="78"/>
        <source>Declare victory naming one partner</source>
        <translation>宣告勝利，指出一位夥伴</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="79"/>
        <source>Declare victory naming {count} partners</source>
        <translation>宣告勝利，指出{count}位夥伴</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="80"/>
        <source>Claim victory with the Coat of Arms of the Loge</source>
        <translation>以獨贏戒指宣告勝利</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="81"/>
        <source>Tell the fortune of one player</source>
        <translation>以占卜師喊出一位玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="82"/>
        <source>Tell the fortune of {count} players</source>
        <translation>以占卜師喊出{count}位玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="83"/>
        <source>Use the Clairvoyant</source>
        <translation>使用千里眼</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="84"/>
        <source>Use the Diplomat</source>
        <translation>使用外交家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="85"/>
        <source>End the turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="86"/>
        <source>Accept and give an item back</source>
        <translation>同意交易並還一張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="87"/>
        <source>Accept the trade</source>
        <translation>同意交易</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="88"/>
        <source>Refuse the trade</source>
        <translation>拒絕交易</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="89"/>
        <source>Use the Priest: the fight does not take place</source>
        <translation>使用僧侶：戰鬥不發生</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="90"/>
        <source>Do not use the Priest</source>
        <translation>不使用僧侶</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="91"/>
        <source>Nobody uses the Priest</source>
        <translation>沒有人使用僧侶</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="92"/>
        <source>Use the Doctor: no post-fight action</source>
        <translation>使用醫生：沒有戰鬥後的動作</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="93"/>
        <source>Do not use the Doctor</source>
        <translation>不使用醫生</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="94"/>
        <source>Nobody uses the Doctor</source>
        <translation>沒有人使用醫生</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="95"/>
        <source>Show an item or a profession</source>
        <translation>亮出一張道具或職業</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="96"/>
        <source>Use the Poison Mixer</source>
        <translation>使用調毒師</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="97"/>
        <source>Show nothing now</source>
        <translation>現在不亮出</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="98"/>
        <source>Nobody shows anything more: count the fight</source>
        <translation>沒有人再亮出：計算戰鬥</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="99"/>
        <source>Show the Poison Ring: win the tie</source>
        <translation>亮出毒指環：平手時獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="100"/>
        <source>Do not show the Poison Ring</source>
        <translation>不亮出毒指環</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="101"/>
        <source>Nobody shows the Poison Ring</source>
        <translation>沒有人亮出毒指環</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="102"/>
        <source>Use the Hypnotist</source>
        <translation>使用催眠師</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="103"/>
        <source>Declare your side</source>
        <translation>表態支援哪一方</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="104"/>
        <source>Choose the spoils</source>
        <translation>選擇戰後動作</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="105"/>
        <source>Draw an item after the tie?</source>
        <translation>平手後從牌庫抽一張道具？</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="106"/>
        <source>Give one item to the Priest</source>
        <translation>給僧侶一張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="109"/>
        <source>Item</source>
        <translation>道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="110"/>
        <source>To</source>
        <translation>給</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="111"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="112"/>
        <source>Item you give back</source>
        <translation>你還給對方的道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="113"/>
        <source>Partners</source>
        <translation>夥伴</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="114"/>
        <source>Named players</source>
        <translation>喊出的玩家</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="115"/>
        <source>Item or profession</source>
        <translation>道具或職業</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="116"/>
        <source>Profession</source>
        <translation>職業</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="117"/>
        <source>Side</source>
        <translation>表態</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="118"/>
        <source>Spoils</source>
        <translation>戰後動作</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="119"/>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="120"/>
        <source>Winner of the fight</source>
        <translation>戰鬥的勝方</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="121"/>
        <source>Society</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="122"/>
        <source>Victory items shown</source>
        <translation>亮出的勝利道具數</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="123"/>
        <source>Keys and Goblets shown</source>
        <translation>亮出的鑰匙和聖杯數</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="124"/>
        <source>Sword (the attacker)</source>
        <translation>劍（攻擊者）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="125"/>
        <source>Shield (the defender)</source>
        <translation>盾（防守者）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="127"/>
        <source>Look at society and profession</source>
        <translation>看陣營卡及職業卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="128"/>
        <source>Look at the items and take one</source>
        <translation>看對方手牌並拿取一張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="129"/>
        <source>No spoils</source>
        <translation>不執行戰後動作</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="131"/>
        <source>not in the game at this player count: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <extracomment>The Diplomat&apos;s demands that cannot succeed: still allowed, the target then shows every item and the turn ends.</extracomment>
        <translation>此人數下不在遊戲中：此要求不可能成功（被要求的玩家出示所有道具，回合結束）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="134"/>
        <source>the Diplomat holds every copy: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <translation>外交家持有此道具的所有張數：此要求不可能成功（被要求的玩家出示所有道具，回合結束）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="137"/>
        <source>To the left</source>
        <translation>向左</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="138"/>
        <source>To the right</source>
        <translation>向右</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="139"/>
        <source>The attacker, {player}</source>
        <translation>攻擊者，{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="140"/>
        <source>The defender, {player}</source>
        <translation>防守者，{player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="141"/>
        <source>Execute the effect</source>
        <translation>執行效果</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="142"/>
        <source>Decline the effect</source>
        <translation>放棄效果</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="143"/>
        <source>Draw an item</source>
        <translation>抽一張道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="144"/>
        <source>Do not draw</source>
        <translation>不抽</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="145"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="146"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="147"/>
        <source>No effect announced</source>
        <translation>沒有宣告效果</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="150"/>
        <source>Your society: {society}</source>
        <translation>你的陣營：{society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="151"/>
        <source>Your profession: {profession}</source>
        <translation>你的職業：{profession}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="152"/>
        <source>Your profession: {profession} (face up)</source>
        <translation>你的職業：{profession}（已翻開）</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="153"/>
        <source>Your items: {items}</source>
        <translation>你的道具：{items}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="154"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="155"/>
        <source>What you have learned:</source>
        <translation>你已得知：</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="156"/>
        <source>their society, profession and items</source>
        <translation>他們的陣營、職業和道具</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="157"/>
        <source>a card only they may know</source>
        <translation>只有他們可以知道的卡片</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="160"/>
        <source>The attacker may hypnotise the player who has just declared. If {attacker} asks for the laptop, give it to them.</source>
        <translation>攻擊者可以催眠剛表態的玩家。如果{attacker}要求使用筆電，請交給他。</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="162"/>
        <source>{attacker} asks for the laptop</source>
        <translation>{attacker}要求使用筆電</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="163"/>
        <source>The attacker may hypnotise the player who has just declared: {attacker} decides on their phone.</source>
        <translation>攻擊者可以催眠剛表態的玩家：{attacker}在自己的手機上決定。</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="165"/>
        <source>I am {attacker}: open</source>
        <translation>我是{attacker}：打開</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="166"/>
        <source>There is nothing for you to choose now.</source>
        <translation>你現在沒有需要選擇的事。</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="167"/>
        <source>Done: give the laptop back</source>
        <translation>完成：把筆電交回去</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="170"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="171"/>
        <source>Each player who may use this card is asked in turn, on a screen of their own; everyone sees the same two choices.</source>
        <translation>每位可能使用這張卡的玩家依序在自己的畫面上被詢問；每個人看到的都是相同的兩個選項。</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/__init__.py" line="33"/>
        <source>The player who has travelled farthest begins; or one drawn at random.</source>
        <extracomment>The wizard&apos;s explanation of the start player (chosen by name there; the engine&apos;s counts seats from 0).</extracomment>
        <translation>旅行得最遠的玩家先開始；或隨機抽出一位。</translation>
    </message>
</context>
</TS>
