<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>castle</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="21"/>
        <source>Order</source>
        <translation>教廷</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="22"/>
        <source>Brotherhood</source>
        <translation>兄弟共濟會</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="60"/>
        <source>Key</source>
        <translation>鑰匙</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="62"/>
        <source>Goblet</source>
        <translation>聖杯</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Secret Bag (Key)</source>
        <translation>密袋（鑰匙）</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Secret Bag (Goblet)</source>
        <translation>密袋（聖杯）</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>Dagger</source>
        <translation>匕首</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>Gloves</source>
        <translation>手套</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="70"/>
        <source>Poison Ring</source>
        <translation>毒指環</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="72"/>
        <source>Casting Knives</source>
        <translation>飛刀</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="74"/>
        <source>Whip</source>
        <translation>鞭子</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="76"/>
        <source>Privilege</source>
        <translation>特權</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="78"/>
        <source>Monocle</source>
        <translation>單眼鏡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Black Pearl</source>
        <translation>黑珍珠</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Tome</source>
        <translation>書冊</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Coat</source>
        <translation>外套</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="86"/>
        <source>Sextant</source>
        <translation>六分儀</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Broken Mirror</source>
        <translation>破碎的鏡子</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Coat of Arms of the Loge</source>
        <translation>獨贏戒指</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="109"/>
        <source>Drink of Power</source>
        <translation>權力之酒</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Diplomat</source>
        <translation>外交家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Doctor</source>
        <translation>醫生</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Duelist</source>
        <translation>決鬥者</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Poison Mixer</source>
        <translation>調毒師</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Grand Master</source>
        <translation>高手</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Clairvoyant</source>
        <translation>千里眼</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Hypnotist</source>
        <translation>催眠師</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Bodyguard</source>
        <translation>保鏢</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Priest</source>
        <translation>僧侶</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Thug</source>
        <translation>刺客</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="176"/>
        <source>sword</source>
        <translation>劍</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="177"/>
        <source>shield</source>
        <translation>盾</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="178"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="7"/>
        <source>Castle of the Devil</source>
        <translation>魔城馬車</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="8"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="9"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="12"/>
        <source>Castle of the Devil needs 3 to 10 players, not {count}.</source>
        <translation>魔城馬車需要3至10位玩家，而不是{count}位。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="13"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>選項「{option}」不能是「{value}」。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="14"/>
        <source>An option is not one of this game&apos;s options.</source>
        <translation>有一個選項不是本遊戲的選項。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="15"/>
        <source>Castle of the Devil has no role list: leave the roles empty.</source>
        <translation>魔城馬車沒有角色清單：請讓角色留空。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="18"/>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="19"/>
        <source>Physical: the table deals its own cards and the app tracks turns, fights and declarations. App: the app deals and each player sees their own cards privately.</source>
        <translation>實體卡：玩家自行發牌，應用程式記錄回合、戰鬥與宣告。應用程式：由應用程式發牌，每位玩家私下查看自己的卡片。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="21"/>
        <source>Physical cards</source>
        <translation>實體卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="22"/>
        <source>Dealt by the app</source>
        <translation>由應用程式發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="23"/>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="24"/>
        <source>The seat of the player who has travelled farthest (counted from 0); -1 chooses at random.</source>
        <translation>旅行最遠的玩家的座位（從0起算）；-1為隨機選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="25"/>
        <source>Beginner game (sealed items only)</source>
        <translation>簡單遊戲（只用有印信的道具）</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="26"/>
        <source>Use only the items with the seal in the lower left corner.</source>
        <translation>只使用左下角有印信圖示的卡片。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="27"/>
        <source>Variant: Smuggling</source>
        <translation>變體規則：走私</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="28"/>
        <source>Each trader decides whether the effect of the item they traded away is executed; a declined item is not named.</source>
        <translation>交易者可以決定交出的道具效果是否要被執行；不執行的道具不需唸出。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="30"/>
        <source>Variant: Fortune-telling</source>
        <translation>變體規則：占卜師</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="31"/>
        <source>A player may name the opposing players who hold 3 or more of their victory items.</source>
        <translation>玩家可以喊出擁有3個以上勝利道具的對方陣營玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="32"/>
        <source>Starting items at 3 players</source>
        <translation>三人遊戲的起始道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="33"/>
        <source>How many items each player is dealt at the start of a 3-player game.</source>
        <translation>三人遊戲開始時每位玩家獲得幾張道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="34"/>
        <source>Two each</source>
        <translation>每人兩張</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="35"/>
        <source>One each</source>
        <translation>每人一張</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="36"/>
        <source>Who may receive surplus items</source>
        <translation>誰可以接收多出的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="37"/>
        <source>A player over the hand limit gives the surplus away at once.</source>
        <translation>超過手牌上限的玩家需要立刻將多出的卡片給予其他玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="38"/>
        <source>Only players below their limit</source>
        <translation>只限未達上限的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="39"/>
        <source>Any other player</source>
        <translation>任何其他玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="40"/>
        <source>Trade effects may be declined</source>
        <translation>可以放棄交易效果</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="41"/>
        <source>The player who traded an item away may decline its effect (it is still named).</source>
        <translation>交出道具的玩家可以放棄其效果（仍需唸出）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="42"/>
        <source>Order of the two trade effects</source>
        <translation>兩個交易效果的順序</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="43"/>
        <source>Whose effect resolves first when both traded items have one.</source>
        <translation>當兩張交易的道具都有效果時，誰的效果先執行。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="44"/>
        <source>The active player&apos;s first</source>
        <translation>回合玩家先執行</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="45"/>
        <source>The receiver&apos;s first</source>
        <translation>被交易的玩家先執行</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="46"/>
        <source>Diplomat exchanges have trade effects</source>
        <translation>外交家的交易有交易效果</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="47"/>
        <source>The Diplomat&apos;s exchange is a trade: the effects of both items fire.</source>
        <translation>外交家的交換就是交易：兩張道具的效果都會執行。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="48"/>
        <source>When the Diplomat and the Clairvoyant may act</source>
        <translation>外交家與千里眼的使用時機</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="49"/>
        <source>On one&apos;s own turn, before the action only, or also after it.</source>
        <translation>在自己的回合，只能在動作前，或動作後也可以。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="50"/>
        <source>Before the action</source>
        <translation>動作之前</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="51"/>
        <source>Before or after the action</source>
        <translation>動作之前或之後</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="52"/>
        <source>When the Hypnotist chooses</source>
        <translation>催眠師的使用時機</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="53"/>
        <source>Right after the target&apos;s declaration, or once after all declarations.</source>
        <translation>在該玩家表態時立刻，或在所有玩家表態後一次。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="54"/>
        <source>Right after the declaration</source>
        <translation>表態時立刻</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="55"/>
        <source>After all declarations</source>
        <translation>所有玩家表態後</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="56"/>
        <source>The Duelist gives +1</source>
        <translation>決鬥者獲得+1</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="57"/>
        <source>Besides voiding all support, the Duelist&apos;s side gets +1.</source>
        <translation>除了讓所有支援無效，決鬥者一方還獲得+1的力量。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="58"/>
        <source>The Duelist blocks the Poison Mixer</source>
        <translation>決鬥者阻止調毒師</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="59"/>
        <source>After a Duelist, nobody may use the Poison Mixer in that fight.</source>
        <translation>決鬥者使用後，該戰鬥中沒有人可以使用調毒師。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="60"/>
        <source>When the Poison Ring is shown</source>
        <translation>毒指環的使用時機</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="61"/>
        <source>With the other modifiers, or only after the count finds a tie.</source>
        <translation>與其他道具一起，或只在比較結果平手後。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="62"/>
        <source>With the other modifiers</source>
        <translation>與其他道具一起</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="63"/>
        <source>After a tied count</source>
        <translation>比較結果平手後</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="64"/>
        <source>Tied fights</source>
        <translation>平手的戰鬥</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="65"/>
        <source>The rulebook lets the attacker draw an item; the house rule gives the fight to the defender.</source>
        <translation>規則書讓攻擊者抽一張道具卡；自訂規則讓防守者獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="66"/>
        <source>The attacker may draw</source>
        <translation>攻擊者可以抽卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="67"/>
        <source>The defender wins</source>
        <translation>防守者獲勝</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="68"/>
        <source>When the Doctor acts</source>
        <translation>醫生的使用時機</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="69"/>
        <source>After the winner announces the spoils, or before.</source>
        <translation>在獲勝玩家宣布戰後動作之後，或之前。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="70"/>
        <source>After the winner&apos;s choice</source>
        <translation>獲勝玩家選擇之後</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="71"/>
        <source>Before the winner&apos;s choice</source>
        <translation>獲勝玩家選擇之前</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="72"/>
        <source>The Doctor may prevent the tie draw</source>
        <translation>醫生可以防止平手後的抽卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="73"/>
        <source>The attacker&apos;s draw after a tie is a post-fight action too.</source>
        <translation>平手後攻擊者抽卡也是戰鬥後的動作。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="74"/>
        <source>The give-back excludes the taken item</source>
        <translation>還回的卡不能是剛拿取的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="75"/>
        <source>A winner who took the loser&apos;s last item may not give that same item back.</source>
        <translation>拿走輸家最後一張道具的贏家，不能還回同一張道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="76"/>
        <source>A wrong Coat of Arms claim</source>
        <translation>錯誤的獨贏戒指宣告</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="77"/>
        <source>Refused, or lost by the claimant&apos;s society.</source>
        <translation>不被接受，或宣告者的陣營落敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="78"/>
        <source>Refused</source>
        <translation>不被接受</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="79"/>
        <source>The claimant&apos;s society loses</source>
        <translation>宣告者的陣營落敗</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="80"/>
        <source>A Drink of Power allows declaring</source>
        <translation>權力之酒可以用來宣告</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="81"/>
        <source>At odd player counts anyone may declare with a Drink of Power and no victory item; the Drink still counts only for the weaker society.</source>
        <translation>單數玩家時，任何玩家都可以只憑權力之酒、沒有勝利道具時宣告；權力之酒仍只對弱勢陣營有用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="83"/>
        <source>The Coat&apos;s new profession</source>
        <translation>外套換來的新職業</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="84"/>
        <source>Chosen after looking through the profession stack, or drawn blind.</source>
        <translation>看過職業卡堆後挑選，或隨機抽取。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="85"/>
        <source>Chosen</source>
        <translation>挑選</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="86"/>
        <source>Drawn at random</source>
        <translation>隨機抽取</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="87"/>
        <source>Scenario start (records only)</source>
        <translation>從指定局面開始（僅限紀錄）</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="88"/>
        <source>A deal fixed by a record may place the items anywhere, to start from a worked example&apos;s stated hands; every card must still be there once. Dealt games always follow the setup.</source>
        <translation>紀錄中固定的發牌可以把道具放在任何位置，以便從範例所列的手牌開始；每張卡片仍必須剛好出現一次。由應用程式發牌的遊戲一律依照遊戲設置。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="93"/>
        <source>Each of the {count} players takes one character card; put the others away.</source>
        <translation>{count}位玩家每人拿取一張人物卡，其餘移出遊戲不使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="94"/>
        <source>Shuffle the 10 profession cards and deal one face down to each player; the other {stack} form the face-down profession stack.</source>
        <translation>將10張職業卡洗勻，每位玩家面朝下發一張；其餘{stack}張面朝下成為職業卡堆。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="96"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player.</source>
        <translation>拿取教廷及兄弟共濟會幫會卡各{each}張，洗勻後每位玩家面朝下發一張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="98"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player; set the last card aside unseen.</source>
        <translation>拿取教廷及兄弟共濟會幫會卡各{each}張，洗勻後每位玩家面朝下發一張；多出的一張不看，放在一旁。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="100"/>
        <source>Give each of the {count} players one Drink of Power card.</source>
        <translation>{count}位玩家每人再加發一張權力之酒卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="101"/>
        <source>Remove from the game: {items}.</source>
        <translation>移出遊戲不使用：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="102"/>
        <source>Beginner game: remove every item without the seal.</source>
        <translation>簡單遊戲：沒有印信的道具卡都移出遊戲不使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="103"/>
        <source>Set both Secret Bags aside; shuffle the sealed items and take {count} of them.</source>
        <translation>拿出兩個密袋；將所有有印信的卡片洗勻後拿取{count}張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="104"/>
        <source>Shuffle those items with both Secret Bags and deal one face down to each player.</source>
        <translation>將兩個密袋與拿出的卡混合洗勻，每位玩家面朝下發一張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="105"/>
        <source>Shuffle those items with both Secret Bags and deal two face down to each player.</source>
        <translation>將兩個密袋與拿出的卡混合洗勻，每位玩家面朝下發兩張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="106"/>
        <source>Shuffle all the other items, sealed or not, into a face-down draw pile of {count} cards.</source>
        <translation>其餘卡片無論有沒有印信都洗勻，面朝下放成一堆牌庫，共{count}張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="107"/>
        <source>Hand limit: {limit} items.</source>
        <translation>道具上限：{limit}張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="108"/>
        <source>Set up the cards as described, then start the game.</source>
        <translation>依照說明準備卡片，然後開始遊戲。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="111"/>
        <source>{player}&apos;s turn: pass, trade an item, attack another player or declare victory.</source>
        <translation>{player}的回合：棄權、交易道具、攻擊其他玩家或宣告勝利。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="112"/>
        <source>End the turn, or use the Diplomat or the Clairvoyant first.</source>
        <translation>結束回合，或先使用外交家或千里眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="113"/>
        <source>Choose the cards to put on top of the draw pile, the top card first.</source>
        <translation>選擇要放回牌庫頂端的卡片，先選最上面的一張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="114"/>
        <source>Does {player} have the {item}?</source>
        <translation>{player}有{item}嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="115"/>
        <source>Hand the demanded item to the Diplomat.</source>
        <translation>將被指定的道具交給外交家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="116"/>
        <source>Choose the item you give in return.</source>
        <translation>選擇你還給對方的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="117"/>
        <source>{player} offers you an item: accept and give one back, or refuse.</source>
        <translation>{player}將一個道具傳給你：同意交易並還一張卡，或拒絕。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="118"/>
        <source>Which traded item&apos;s effect was announced?</source>
        <translation>哪一張交易道具的效果被唸出了？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="119"/>
        <source>Execute the effect of the item you traded away?</source>
        <translation>要執行你交出的道具效果嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="120"/>
        <source>Choose your new profession from the profession stack.</source>
        <translation>從職業卡堆中選擇你的新職業。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="121"/>
        <source>Choose the direction in which everyone passes one item.</source>
        <translation>選擇所有玩家傳一個道具的方向。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="122"/>
        <source>Choose the item you pass on.</source>
        <translation>選擇你要傳出的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="123"/>
        <source>Over the hand limit of {limit}: give an item to another player.</source>
        <translation>超過{limit}張的上限：將一張道具給其他玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="124"/>
        <source>Before anyone declares: does anyone use the Priest?</source>
        <translation>還沒有玩家表態前：有人使用僧侶嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="125"/>
        <source>Give one of your items to the Priest.</source>
        <translation>將你的一張道具給僧侶。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="126"/>
        <source>Declare sword, shield or neutral.</source>
        <translation>表態：劍、盾或中立。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="127"/>
        <source>Hypnotise a player who has declared.</source>
        <translation>催眠一位已表態的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="128"/>
        <source>Use an item or a profession for the fight, or pass.</source>
        <translation>使用道具或職業卡來改變戰鬥結果，或放棄。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="129"/>
        <source>Last word: use the Grand Master, the Duelist or the Poison Mixer, or pass.</source>
        <translation>最後機會：使用高手、決鬥者或調毒師，或放棄。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="130"/>
        <source>The fight is tied: does a combatant show the Poison Ring?</source>
        <translation>戰鬥平手：有參戰的一方出示毒指環嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="131"/>
        <source>Choose the spoils: look at society and profession, or look at the items and take one.</source>
        <translation>選擇戰後動作：看對手職業及幫會卡，或看對方手牌並拿取一張道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="132"/>
        <source>A tie: draw an item from the draw pile?</source>
        <translation>平手：要從牌庫抽取一張道具卡嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="133"/>
        <source>Does anyone use the Doctor to prevent the post-fight action?</source>
        <translation>有人使用醫生來防止戰鬥後的動作嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="134"/>
        <source>Choose the item you take.</source>
        <translation>選擇你要拿取的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="135"/>
        <source>The loser has no item left: give one of yours back.</source>
        <translation>輸的玩家沒有道具了：還給該玩家一張你的卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="136"/>
        <source>Enter what {player} reveals.</source>
        <translation>輸入{player}公開的卡片。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="137"/>
        <source>Enter {player}&apos;s society card.</source>
        <translation>輸入{player}的幫會卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="138"/>
        <source>Turn over the society card that was set aside.</source>
        <translation>翻開放在一旁的幫會卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="139"/>
        <source>The declaration is not allowed: withdraw it.</source>
        <translation>此宣告不被允許：撤回宣告。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="142"/>
        <source>{offerer} offers {player} an item: {player} accepts and gives one back, or refuses.</source>
        <translation>{offerer} 向 {player} 提出交換一張道具：{player} 接受並回贈一張，或拒絕。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="143"/>
        <source>{player} chooses the item to give in return.</source>
        <translation>{player} 選擇要回贈的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="144"/>
        <source>{player} decides whether to execute the effect of the item traded away.</source>
        <translation>{player} 決定是否執行交換出去的道具的效果。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="145"/>
        <source>{player} chooses a new profession from the profession stack.</source>
        <translation>{player} 從職業卡堆中選擇一個新職業。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="146"/>
        <source>Each player chooses an item to pass on.</source>
        <translation>每位玩家選擇一張要傳出去的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="147"/>
        <source>{player} gives one item to the Priest.</source>
        <translation>{player} 把一張道具交給僧侶。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="148"/>
        <source>{player} chooses the item to take.</source>
        <translation>{player} 選擇要拿走的道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="149"/>
        <source>The loser has no item left: {player} gives one back.</source>
        <translation>輸家已沒有道具：{player} 回贈一張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="152"/>
        <source>{player} must choose another player.</source>
        <translation>{player}必須選擇其他玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="153"/>
        <source>{player} does not hold the {item}.</source>
        <translation>{player}沒有{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="154"/>
        <source>A Secret Bag cannot be traded for the other Secret Bag.</source>
        <translation>不能用另一張袋子來進行交易（袋子不能互換）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="155"/>
        <source>{player} must accept the {item}.</source>
        <translation>{player}不得拒絕{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="156"/>
        <source>{player} holds only the other Secret Bag and must refuse the trade.</source>
        <translation>{player}只有另一個袋子，必需拒絕這場交易。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="157"/>
        <source>{player} must give back another item, not the one just received.</source>
        <translation>{player}必須另外還一張卡，不能是剛收到的那張。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="158"/>
        <source>{player} holds the Black Pearl and cannot declare victory.</source>
        <translation>{player}擁有黑珍珠，不能宣告勝利。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="159"/>
        <source>{player} holds no victory item of their society and cannot declare victory.</source>
        <translation>{player}沒有自己陣營的勝利道具，不能宣告勝利。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="160"/>
        <source>{player} does not hold the Coat of Arms of the Loge.</source>
        <translation>{player}沒有獨贏戒指。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="161"/>
        <source>{player} holds only {count} Keys and Goblets; the Coat of Arms of the Loge needs 3.</source>
        <translation>{player}只有{count}個鑰匙及聖杯；獨贏戒指需要3個。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="162"/>
        <source>{player} holds fewer than 3 items; the Coat of Arms of the Loge needs 3 Keys and Goblets.</source>
        <translation>{player}的道具不到3張；獨贏戒指需要3個鑰匙及聖杯。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="164"/>
        <source>{player} is not the {profession}.</source>
        <translation>{player}不是{profession}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="165"/>
        <source>{player}&apos;s {profession} has already been used.</source>
        <translation>{player}的{profession}已經使用過了。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="166"/>
        <source>The draw pile is empty.</source>
        <translation>牌庫已經被抽完了。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="167"/>
        <source>{player} cannot use the {card} in this position of the fight.</source>
        <translation>{player}在這場戰鬥中的位置不能使用{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="168"/>
        <source>The {card} has already been used in this fight.</source>
        <translation>{card}在這場戰鬥中已經使用過了。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="169"/>
        <source>{player} is hypnotised and may use no item or profession in this fight.</source>
        <translation>{player}被催眠了，不得用道具或職業來影響戰局。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="170"/>
        <source>{player} may hypnotise only the player who has just declared, once per fight.</source>
        <translation>{player}只能在該玩家決定意見時立刻催眠，每場戰鬥一次。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="171"/>
        <source>{player} may hypnotise one player who has declared, once per fight, after the last declaration and before the first item or profession is used.</source>
        <translation>{player}只能在所有玩家表態後、任何人使用道具或職業卡之前，催眠一位已表態的玩家，每場戰鬥一次。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="173"/>
        <source>{player} has no room below the hand limit.</source>
        <translation>{player}的手牌已達上限。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="174"/>
        <source>Name at least one player.</source>
        <translation>至少喊出一位玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="175"/>
        <source>{player} holds only the other Secret Bag and could give nothing back for it.</source>
        <translation>{player}只有另一個袋子，無法還卡給對方。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="176"/>
        <source>The Fortune-telling variant is not in play.</source>
        <translation>沒有使用占卜師變體規則。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="177"/>
        <source>After everyone has passed, only the Grand Master, the Duelist and the Poison Mixer may still be used.</source>
        <translation>所有玩家都放棄後，只剩高手、決鬥者及調毒師還可以使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="181"/>
        <source>The cards are dealt; the draw pile has {pile} cards.</source>
        <translation>發牌完成；牌庫有{pile}張卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="182"/>
        <source>The table has set up its cards.</source>
        <translation>玩家已準備好卡片。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="183"/>
        <source>{player}&apos;s {profession} lies face up from the start.</source>
        <translation>{player}的{profession}從一開始就面朝上。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="184"/>
        <source>{player}&apos;s {profession} lies face up from the start and has been used.</source>
        <translation>{player}的{profession}從一開始就面朝上，已經使用過了。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="185"/>
        <source>{player}&apos;s turn.</source>
        <translation>{player}的回合。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="186"/>
        <source>{player} passes.</source>
        <translation>{player}棄權。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="187"/>
        <source>{player} offers {to} an item.</source>
        <translation>{player}將一個道具傳給{to}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="188"/>
        <source>{player} refuses {offerer}&apos;s offer.</source>
        <translation>{player}拒絕了{offerer}的交易。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="189"/>
        <source>{player} traded with {partner} (accepted).</source>
        <translation>{player}與{partner}完成交易（同意）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="190"/>
        <source>{player} traded away the {item}.</source>
        <translation>{player}交出了{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="191"/>
        <source>{player} declines the effect of the {item}.</source>
        <translation>{player}放棄{item}的效果。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="192"/>
        <source>{player} draws an item.</source>
        <translation>{player}抽取一張道具卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="193"/>
        <source>The draw pile is empty: the Secret Bag (Key) is now a Key and the Secret Bag (Goblet) a Goblet.</source>
        <translation>牌庫已經被抽完了：密袋（鑰匙）立刻變成鑰匙，密袋（聖杯）立刻變成聖杯。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="195"/>
        <source>{player} is over the hand limit of {limit} and must give an item away.</source>
        <translation>{player}超過{limit}張的上限，需要將一張卡片給予其他玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="196"/>
        <source>{player} gives an item to {to}.</source>
        <translation>{player}將一張道具給{to}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="197"/>
        <source>{first} and {second} swap professions.</source>
        <translation>{first}和{second}互換職業。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="198"/>
        <source>{player} exchanges their profession with the profession stack.</source>
        <translation>{player}從職業卡堆換一張新的職業卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="199"/>
        <source>Everyone passes one item to the left.</source>
        <translation>所有玩家傳一個道具給左邊的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="200"/>
        <source>Everyone passes one item to the right.</source>
        <translation>所有玩家傳一個道具給右邊的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="201"/>
        <source>Everyone has passed an item.</source>
        <translation>所有玩家都已傳出道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="202"/>
        <source>{player} uses the Clairvoyant.</source>
        <translation>{player}使用千里眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="203"/>
        <source>{player} uses the Diplomat and demands the {item} from {target}.</source>
        <translation>{player}使用外交家，要求{target}拿出{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="204"/>
        <source>{target} has no {item} and shows their items to the Diplomat; the turn ends.</source>
        <translation>{target}沒有{item}，提供手牌給外交家看以茲證明；回合結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="205"/>
        <source>{target} hands the {item} to {player} and gets an item back.</source>
        <translation>{target}將{item}交給{player}，並收回一張道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="206"/>
        <source>{attacker} attacks {defender}.</source>
        <translation>{attacker}攻擊{defender}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="207"/>
        <source>{player} uses the Priest: the fight does not take place.</source>
        <translation>{player}使用僧侶：此戰鬥即不能發生。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="208"/>
        <source>{player} declares {side}.</source>
        <translation>{player}表態：{side}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="209"/>
        <source>{player} hypnotises {target}: their declaration no longer counts.</source>
        <translation>{player}催眠{target}：該玩家的表態不再計算。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="210"/>
        <source>{player} uses the {card} ({attack} against {defence}).</source>
        <translation>{player}使用{card}（{attack}對{defence}）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="211"/>
        <source>Everyone has passed: last word for the Grand Master, the Duelist and the Poison Mixer.</source>
        <translation>所有玩家都已放棄：高手、決鬥者及調毒師可以在所有其他玩家之後再使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="212"/>
        <source>{player} fights a duel: all support is void.</source>
        <translation>{player}要求雙方決鬥：所有支援無效。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="213"/>
        <source>{player} uses the Poison Mixer: {winner} wins the fight.</source>
        <translation>{player}使用調毒師：{winner}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="214"/>
        <source>The fight is tied, {attack} against {defence}.</source>
        <translation>戰鬥平手，{attack}對{defence}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="215"/>
        <source>{player} wins the fight ({attack} against {defence}).</source>
        <translation>{player}獲勝（{attack}對{defence}）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="216"/>
        <source>{player} chooses to look at the loser&apos;s society and profession.</source>
        <translation>{player}選擇看對手職業及幫會卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="217"/>
        <source>{player} chooses to look at the loser&apos;s items and take one.</source>
        <translation>{player}選擇看對方手牌並拿取道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="218"/>
        <source>{player} takes no spoils.</source>
        <translation>{player}不執行戰後動作。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="219"/>
        <source>{player} will draw an item.</source>
        <translation>{player}將抽取一張道具卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="220"/>
        <source>{player} uses the Doctor: the post-fight action does not happen.</source>
        <translation>{player}使用醫生：防止這次戰鬥後的動作。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="221"/>
        <source>{winner} looks at {loser}&apos;s society and profession cards.</source>
        <translation>{winner}看{loser}的職業及幫會卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="222"/>
        <source>{winner} takes an item from {loser}.</source>
        <translation>{winner}從{loser}處拿取一張道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="223"/>
        <source>{winner} gives {loser} an item back.</source>
        <translation>{winner}還給{loser}一張卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="224"/>
        <source>The fight is over.</source>
        <translation>戰鬥結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="225"/>
        <source>{player} declares victory, naming {partners}.</source>
        <translation>{player}宣告勝利，指出夥伴：{partners}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="226"/>
        <source>{player} claims victory with the Coat of Arms of the Loge.</source>
        <translation>{player}使用獨贏戒指宣告勝利。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="227"/>
        <source>{player} tells the fortune of {named}.</source>
        <translation>{player}以占卜師喊出：{named}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="228"/>
        <source>{player} is {society} and holds: {items}.</source>
        <translation>{player}是{society}，持有：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="229"/>
        <source>{player} holds: {items}.</source>
        <translation>{player}持有：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="230"/>
        <source>{player} is {society} and shows {count} victory items.</source>
        <translation>{player}是{society}，出示{count}個勝利道具。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="231"/>
        <source>{player} shows {count} Keys and Goblets.</source>
        <translation>{player}出示{count}個鑰匙及聖杯。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="232"/>
        <location filename="../engine/games/castle/texts.py" line="242"/>
        <source>{player} is {society}.</source>
        <translation>{player}是{society}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="233"/>
        <source>The society card set aside is {society}.</source>
        <translation>放在一旁的幫會卡是{society}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="234"/>
        <source>{player}&apos;s declaration is withdrawn; the turn goes on.</source>
        <translation>{player}撤回宣告；回合繼續。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="237"/>
        <source>You are {society}, your profession is the {profession}, and you hold: {items}.</source>
        <translation>你是{society}，職業是{profession}，持有：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="238"/>
        <source>You drew the {item}.</source>
        <translation>你抽到了{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="239"/>
        <source>{player} offers you the {item}.</source>
        <translation>{player}將{item}傳給你。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="240"/>
        <source>You received the {item} from {player}.</source>
        <translation>你從{player}處收到{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="241"/>
        <source>{player}&apos;s items: {items}.</source>
        <translation>{player}的道具：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="243"/>
        <source>{player} is {society} and the {profession}.</source>
        <translation>{player}是{society}，職業是{profession}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="244"/>
        <source>Your profession is now the {profession}.</source>
        <translation>你現在的職業是{profession}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="245"/>
        <source>The draw pile holds: {items}.</source>
        <translation>牌庫中有：{items}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="246"/>
        <source>You put the {first} on top of the draw pile and the {second} below it.</source>
        <translation>你將{first}放在牌庫頂端，{second}放在其下。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="247"/>
        <source>{winner} took the {item} from {loser}.</source>
        <translation>{winner}從{loser}處拿取了{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="248"/>
        <source>{winner} gave the {item} back.</source>
        <translation>{winner}還回了{item}。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="251"/>
        <source>{player} declared correctly with {count} victory items: the {society} wins.</source>
        <translation>{player}以{count}項勝利道具宣告成功：{society}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="252"/>
        <source>{player}&apos;s declaration was wrong (count {count}): the {society} wins.</source>
        <translation>{player}宣告失敗（共{count}項）：{society}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="253"/>
        <source>{player} wins alone with the Coat of Arms of the Loge and {count} Keys and Goblets.</source>
        <translation>{player}以獨贏戒指及{count}個鑰匙及聖杯獨立獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="254"/>
        <source>{player}&apos;s Coat of Arms claim was wrong: the {society} wins.</source>
        <translation>{player}的獨贏戒指宣告失敗：{society}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="255"/>
        <source>{player} told the fortune correctly ({count} victory items): the {society} wins.</source>
        <translation>{player}占卜成功（{count}項勝利道具）：{society}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="256"/>
        <source>{player}&apos;s fortune-telling was wrong (count {count}): the {society} wins.</source>
        <translation>{player}占卜失敗（共{count}項）：{society}獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/recap.py" line="14"/>
        <source>the Loge</source>
        <translation>獨贏</translation>
    </message>
</context>
<context>
    <name>castle.param</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="269"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="270"/>
        <source>Society card</source>
        <translation>幫會卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="272"/>
        <source>Item to offer</source>
        <translation>交易的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="273"/>
        <source>Trade with</source>
        <translation>交易對象</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="274"/>
        <location filename="../engine/games/castle/texts.py" line="291"/>
        <location filename="../engine/games/castle/texts.py" line="299"/>
        <source>Item to give back</source>
        <translation>還給對方的卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="275"/>
        <source>Item announced</source>
        <translation>唸出的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="276"/>
        <source>Execute the effect</source>
        <translation>執行效果</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="277"/>
        <source>New profession</source>
        <translation>新的職業卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="278"/>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="279"/>
        <source>Item to pass on</source>
        <translation>傳出的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="280"/>
        <source>Item to give away</source>
        <translation>給出的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="281"/>
        <source>Give to</source>
        <translation>給予對象</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="282"/>
        <source>Player to attack</source>
        <translation>攻擊的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="283"/>
        <source>Item for the Priest</source>
        <translation>給僧侶的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="284"/>
        <source>Side</source>
        <translation>表態</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="285"/>
        <source>Player to hypnotise</source>
        <translation>催眠的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="286"/>
        <source>Item or profession</source>
        <translation>道具或職業卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="287"/>
        <source>Winner of the fight</source>
        <translation>戰鬥獲勝的一方</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="288"/>
        <source>Spoils</source>
        <translation>戰後動作</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="289"/>
        <source>Draw an item</source>
        <translation>抽取一張道具卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="290"/>
        <source>Item to take</source>
        <translation>拿取的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="292"/>
        <source>Partners</source>
        <translation>夥伴</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="293"/>
        <source>Opposing players named</source>
        <translation>喊出的對方陣營玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="294"/>
        <source>Card to put on top</source>
        <translation>放回牌庫頂端的卡</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="295"/>
        <source>Player asked</source>
        <translation>被要求的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="296"/>
        <source>Item demanded</source>
        <translation>指定的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="297"/>
        <source>Has the item</source>
        <translation>有該道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="298"/>
        <source>Item to hand over</source>
        <translation>交出的道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="302"/>
        <source>Victory items shown</source>
        <translation>出示的勝利道具數</translation>
    </message>
</context>
<context>
    <name>castle.phase</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="260"/>
        <source>Dealing</source>
        <translation>發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="261"/>
        <source>Setup</source>
        <translation>遊戲設置</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="262"/>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="263"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="264"/>
        <source>Trade</source>
        <translation>交易道具</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="265"/>
        <source>Fight</source>
        <translation>戰鬥</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="266"/>
        <source>Declaration of victory</source>
        <translation>宣告勝利</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="267"/>
        <source>End of game</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>castle.summary</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="61"/>
        <source>Victory item of the Order: the Order needs 3.</source>
        <translation>教廷的勝利道具：教廷需要取得3個鑰匙才可以獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="63"/>
        <source>Victory item of the Brotherhood: the Brotherhood needs 3.</source>
        <translation>兄弟共濟會的勝利道具：兄弟共濟會需要取得3個聖杯才可以獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Key when the draw pile is empty.</source>
        <translation>交易成功後可以從牌庫拿一張道具卡；不能用另一張袋子來進行交易。當所有卡都抽光時，立刻變成鑰匙！</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Goblet when the draw pile is empty.</source>
        <translation>交易成功後可以從牌庫拿一張道具卡；不能用另一張袋子來進行交易。當所有卡都抽光時，立刻變成聖杯！</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>As the attacker: +1.</source>
        <translation>當你是攻擊者時可以+1力量，若是支援他人則不行。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>As the defender: +1.</source>
        <translation>你若是防守者時，結果可以+1力量。此特權不能用在支援他人。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="71"/>
        <source>As the attacker or the defender: you win a tied fight.</source>
        <translation>若你在戰鬥中是攻擊者或防守者，而比力量結果是平手時，你可以獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="73"/>
        <source>Supporting the attacker (sword): the attacker gets +1.</source>
        <translation>若你在戰鬥中支持攻擊者（劍），該攻擊者可以獲得+1的力量。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="75"/>
        <source>Supporting the defender (shield): the defender gets +1.</source>
        <translation>若你在戰鬥中支持防守者（盾），可以增加防守者一點力量。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="77"/>
        <source>Trade it away to look at all of your trading partner&apos;s items.</source>
        <translation>交易成功後可看對方所有的道具卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="79"/>
        <source>Trade it away to look at your trading partner&apos;s society card.</source>
        <translation>交易後可以看對方玩家的幫會卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Must be accepted when offered; whoever holds it cannot declare victory. Not used at 3 players.</source>
        <translation>被當成交易品時，收到的玩家不得拒絕；擁有黑珍珠的玩家不能宣告勝利。只在4～10人玩家時使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Trade it away to swap professions with your trading partner; both become unused again.</source>
        <translation>交易成功後可以和對方互換職業，使用過的職業可以面朝下放置再次使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Trade it away to exchange your profession for one from the profession stack. Not used at 10 players.</source>
        <translation>交易後可以從桌上職業卡堆換一張新的職業卡。只在3～9人玩家時使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="87"/>
        <source>Trade it away and choose a direction: everyone passes one item that way.</source>
        <translation>交易後可以選擇一個方向，所有玩家傳一個道具給該方向的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Must be accepted when offered; neither item in that trade has any effect.</source>
        <translation>這張卡被交易時一定要被接受，並且這次交易的雙方物品皆無法作用。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Win alone: declare with 3 Keys or Goblets, in any mix, in your own hand.</source>
        <translation>擁有這張卡的玩家等於自己是一個陣營，他需要3個鑰匙或聖杯（可以參雜）即可宣告獨立獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Once, on your turn before your action: demand a named item from a player; they must trade it to you, or show you their items and your turn ends.</source>
        <translation>只能使用一次，在自己回合的動作之前：向某一玩家要求一件指定的道具；對方必須把它交易給你，否則要讓你看他所有的道具，並且你的回合結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Once, after any fight: prevent the winner&apos;s spoils or the attacker&apos;s draw after a tie.</source>
        <translation>只能使用一次：你可以防止一次戰鬥後的動作（獲勝玩家的動作，或平手後攻擊者抽卡），醫生不必是參戰的一方。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Once, as the attacker or the defender: all support is void and your side gets +1.</source>
        <translation>只能使用一次，若你是參戰一方：沒有其他玩家可以參戰，雙方決鬥，並且可以獲得+1的力量。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Once, in a fight where you are neither the attacker nor the defender: decide who wins.</source>
        <translation>只能使用一次，若你不是攻擊者或防守者時：你可以決定戰鬥獲勝的一方。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Reusable: as the defender, your side gets +1.</source>
        <translation>若你是防守者，結果可以+1力量（可以重複使用）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Once, on your turn before your action: look through the draw pile and put two of its cards on top in any order.</source>
        <translation>只能使用一次，在自己回合的動作之前：查看牌庫，並拿出其中兩張，以任何順序放回牌庫頂端。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Reusable: as the attacker, void the support of one player who has just declared; they may use no item or profession in that fight.</source>
        <translation>若你是攻擊者，你可以在某個玩家表態時立刻要求該玩家棄權，該玩家也不得用道具或職業來影響戰局（可以重複使用）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Reusable: supporting with sword or shield, the side you support gets +1.</source>
        <translation>你在戰鬥中所支持的一方可以獲得+1力量的效果，此能力不能用來支援自己（可以重複使用）。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Once, when a fight you are not attacking begins: it does not take place; an attacker with 2 or more items gives you one.</source>
        <translation>只能用一次，在戰鬥開始、還沒有玩家表態支持時使用（攻擊者除外）：此戰鬥即不能發生；若攻擊者有兩個道具以上，他需要自行選擇其中一個給你。</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Reusable: as the attacker, your side gets +1.</source>
        <translation>若你是攻擊者，戰鬥結果可以加1力量；若為防守者或支援戰鬥皆不能作用（可以重複使用）。</translation>
    </message>
</context>
</TS>
