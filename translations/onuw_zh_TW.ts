<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>onuw</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Doppelgänger</source>
        <translation>化身幽靈</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Werewolf</source>
        <translation>狼人</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Minion</source>
        <translation>爪牙</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>Mason</source>
        <translation>守夜人</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>Seer</source>
        <translation>預言家</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>Robber</source>
        <translation>強盜</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>Troublemaker</source>
        <translation>搗蛋鬼</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Drunk</source>
        <translation>酒鬼</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Insomniac</source>
        <translation>失眠者</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Villager</source>
        <translation>村民</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>Hunter</source>
        <translation>獵人</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <location filename="../engine/games/onuw/data.py" line="132"/>
        <source>Tanner</source>
        <translation>皮匠</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>Sentinel</source>
        <translation>哨兵</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Alpha Wolf</source>
        <translation>阿爾法狼</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Mystic Wolf</source>
        <translation>狼先知</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>Dream Wolf</source>
        <translation>貪睡狼</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>Apprentice Seer</source>
        <translation>見習預言家</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>Paranormal Investigator</source>
        <translation>靈異偵探</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>Village Idiot</source>
        <translation>村莊白痴</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>Revealer</source>
        <translation>揭示者</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>Curator</source>
        <translation>館長</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Bodyguard</source>
        <translation>保鏢</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Prince</source>
        <translation>王子</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="130"/>
        <source>Village team</source>
        <translation>村民陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="131"/>
        <source>Werewolf team</source>
        <translation>狼人陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="168"/>
        <source>Werewolves, wake up and look for other Werewolves.</source>
        <translation>狼人，請睜眼，尋找其他狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="169"/>
        <source>Werewolves, wake up and look for other Werewolves. If you are the only Werewolf, you may look at one of the center cards.</source>
        <translation>狼人，請睜眼，尋找其他狼人。如果你是唯一的狼人，你可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="171"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb.</source>
        <translation>狼人，除了貪睡狼以外，請睜眼，尋找其他狼人。貪睡狼，請伸出你的大拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="173"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If you are the only Werewolf and you see no thumb, you may look at one of the center cards.</source>
        <translation>狼人，除了貪睡狼以外，請睜眼，尋找其他狼人。貪睡狼，請伸出你的大拇指。如果你是唯一的狼人且沒有看到任何大拇指，你可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="177"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If no other Werewolf wakes up with you, you may look at one of the center cards.</source>
        <translation>狼人，除了貪睡狼以外，請睜眼，尋找其他狼人。貪睡狼，請伸出你的大拇指。如果沒有其他狼人和你一起睜眼，你可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="180"/>
        <source>Werewolves, close your eyes.</source>
        <translation>狼人，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="181"/>
        <source>Dream Wolf, put your thumb away. Werewolves, close your eyes.</source>
        <translation>貪睡狼，請收回大拇指。狼人，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="182"/>
        <source>Doppelgänger, close your eyes.</source>
        <translation>化身幽靈，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="186"/>
        <source>Sentinel, wake up. You may place a shield token on any player&apos;s card but your own.</source>
        <translation>哨兵，請睜眼。你可以將一個盾牌標記放在除了你自己以外任何玩家的卡牌上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="187"/>
        <source>Sentinel, close your eyes.</source>
        <translation>哨兵，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="189"/>
        <source>Doppelgänger, wake up and look at another player&apos;s card. You are now that role. If your new role has a night action, do it now.</source>
        <translation>化身幽靈，請睜眼，查看另一位玩家的卡牌。你現在就是那個角色。如果你的新角色有夜晚行動，請現在執行。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="193"/>
        <source>If you are now a Minion, keep your eyes open. Otherwise, close them. Werewolves, stick out your thumb so the Doppelgänger-Minion can see who you are.</source>
        <translation>如果你現在是爪牙，請保持睜眼；否則請閉眼。狼人，請伸出你的大拇指，讓化身幽靈爪牙看到你們是誰。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="195"/>
        <source>Werewolves, put your thumbs away. Doppelgänger, close your eyes.</source>
        <translation>狼人，請收回大拇指。化身幽靈，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="198"/>
        <source>Alpha Wolf, wake up and exchange the Center Werewolf card for any other player&apos;s card.</source>
        <translation>阿爾法狼，請睜眼，將中央狼人牌與任何一位其他玩家的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="199"/>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>阿爾法狼，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="201"/>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>狼先知，請睜眼。你可以查看另一位玩家的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="202"/>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>狼先知，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="204"/>
        <source>Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are.</source>
        <translation>爪牙，請睜眼。狼人，請伸出你的大拇指，讓爪牙看到你們是誰。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="205"/>
        <source>Werewolves, put your thumbs away. Minion, close your eyes.</source>
        <translation>狼人，請收回大拇指。爪牙，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="207"/>
        <source>Masons, wake up and look for other Masons.</source>
        <translation>守夜人，請睜眼，尋找其他守夜人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="208"/>
        <source>Masons, close your eyes.</source>
        <translation>守夜人，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="210"/>
        <source>Seer, wake up. You may look at another player&apos;s card or two of the center cards.</source>
        <translation>預言家，請睜眼。你可以查看另一位玩家的卡牌，或兩張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="211"/>
        <source>Seer, close your eyes.</source>
        <translation>預言家，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="213"/>
        <source>Apprentice Seer, wake up. You may look at one of the center cards.</source>
        <translation>見習預言家，請睜眼。你可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="214"/>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>見習預言家，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="216"/>
        <source>P.I., wake up. You may look at up to two cards of other players. If you see a Werewolf or the Tanner, you must stop, and you become a Werewolf or a Tanner.</source>
        <translation>靈異偵探，請睜眼。你可以查看最多兩位其他玩家的卡牌。如果你看到狼人或皮匠，你必須停止，並成為狼人或皮匠。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="218"/>
        <source>P.I., close your eyes.</source>
        <translation>靈異偵探，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="220"/>
        <source>Robber, wake up. You may exchange your card with another player&apos;s card, and then view your new card.</source>
        <translation>強盜，請睜眼。你可以將你的卡牌與另一位玩家的卡牌交換，然後查看你的新卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="221"/>
        <source>Robber, close your eyes.</source>
        <translation>強盜，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="223"/>
        <source>Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with any player&apos;s card.</source>
        <translation>女巫，請睜眼。你可以查看一張中央的卡牌。如果你查看了，你必須將那張卡牌與任何一位玩家的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="225"/>
        <source>Witch, close your eyes.</source>
        <translation>女巫，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="227"/>
        <source>Troublemaker, wake up. You may exchange cards between two other players.</source>
        <translation>搗蛋鬼，請睜眼。你可以交換另外兩位玩家的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="228"/>
        <source>Troublemaker, close your eyes.</source>
        <translation>搗蛋鬼，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="230"/>
        <source>Village Idiot, wake up. You may move everyone&apos;s card but your own to the left or to the right.</source>
        <translation>村莊白痴，請睜眼。你可以將除了你以外所有人的卡牌向左或向右移動。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="231"/>
        <source>Village Idiot, close your eyes.</source>
        <translation>村莊白痴，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="233"/>
        <source>Drunk, wake up and exchange your card with a card from the center.</source>
        <translation>酒鬼，請睜眼，將你的卡牌與一張中央的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="234"/>
        <source>Drunk, close your eyes.</source>
        <translation>酒鬼，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="236"/>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>失眠者，請睜眼，查看你的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="237"/>
        <source>Insomniac, close your eyes.</source>
        <translation>失眠者，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="239"/>
        <source>Doppelgänger, if you viewed the Insomniac card, wake up and look at your card.</source>
        <translation>化身幽靈，如果你看到的是失眠者，請睜眼，查看你的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="242"/>
        <source>Revealer, wake up. You may flip over any other player&apos;s card. If it is a Werewolf or Tanner, flip it over face down.</source>
        <translation>揭示者，請睜眼。你可以翻開任何一位其他玩家的卡牌。如果是狼人或皮匠，請將它翻回背面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="244"/>
        <source>Revealer, close your eyes.</source>
        <translation>揭示者，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="246"/>
        <source>Doppelgänger, if you viewed the Revealer card, wake up and turn any card face up. If the card you reveal is a Werewolf or a Tanner, turn it back over face down.</source>
        <translation>化身幽靈，如果你看到的是揭示者，請睜眼，翻開一張卡牌。如果你翻開的是狼人或皮匠，請將它翻回背面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="250"/>
        <source>Curator, wake up. You may place an Artifact token face down on any player&apos;s card.</source>
        <translation>館長，請睜眼。你可以將一個神器標記背面朝上放在任何一位玩家的卡牌上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="251"/>
        <source>Curator, close your eyes.</source>
        <translation>館長，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="253"/>
        <source>Doppelgänger, if you viewed the Curator card, wake up and place an Artifact token on any card.</source>
        <translation>化身幽靈，如果你看到的是館長，請睜眼，將一個神器標記放在任何一張卡牌上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="262"/>
        <source>Everyone, close your eyes.</source>
        <translation>所有人，請閉眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="263"/>
        <source>Everyone, keep your eyes closed and move your card around slightly.</source>
        <translation>所有人，請保持閉眼，並稍微移動一下你的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="264"/>
        <source>Everyone, wake up!</source>
        <translation>所有人，請睜眼！</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="265"/>
        <source>If there is an Artifact token on your card, look at it secretly now. Do not show it to anyone.</source>
        <translation>如果你的卡牌上有神器標記，請現在偷偷查看。不要給任何人看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="267"/>
        <source>You have {minutes} minutes to find the Werewolves.</source>
        <translation>你們有 {minutes} 分鐘找出狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="268"/>
        <source>Everyone, three, two, one, VOTE!</source>
        <translation>所有人，三、二、一，投票！</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="269"/>
        <source>Keep pointing. Everyone, turn your card face up.</source>
        <translation>請保持指著。所有人，請將你的卡牌翻到正面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="313"/>
        <source>Claw of the Werewolf</source>
        <translation>狼人之爪</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="317"/>
        <source>Brand of the Villager</source>
        <translation>村民烙印</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="321"/>
        <source>Cudgel of the Tanner</source>
        <translation>皮匠之棍</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="325"/>
        <source>Void of Nothingness</source>
        <translation>虛無之空</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="329"/>
        <source>Mask of Muting</source>
        <translation>靜默面具</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="333"/>
        <source>Shroud of Shame</source>
        <translation>羞恥裹屍布</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="337"/>
        <source>Bow of the Hunter</source>
        <translation>獵人之弓</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="341"/>
        <source>Cloak of the Prince</source>
        <translation>王子斗篷</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="345"/>
        <source>Sword of the Bodyguard</source>
        <translation>保鏢之劍</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="350"/>
        <source>Dagger of the Traitor</source>
        <translation>叛徒匕首</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="314"/>
        <source>You are a Werewolf.</source>
        <translation>你是狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="318"/>
        <source>You are a Villager, with no ability.</source>
        <translation>你是村民，沒有任何能力。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="322"/>
        <source>You are a Tanner: you win only if you die.</source>
        <translation>你是皮匠：只有你死亡時你才獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="326"/>
        <source>No effect.</source>
        <translation>沒有效果。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="330"/>
        <source>You may not speak today (gestures are allowed).</source>
        <translation>今天你不能說話（可以比手勢）。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="334"/>
        <source>Turn away from the table: you may speak but not look at players, cards or tokens.</source>
        <translation>請背對桌子：你可以說話，但不能看玩家、卡牌或標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="338"/>
        <source>You are a Hunter.</source>
        <translation>你是獵人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="342"/>
        <source>You are a Prince: votes against you do not count.</source>
        <translation>你是王子：投給你的票不計算。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="346"/>
        <source>You are a Bodyguard: the player you point at cannot be killed.</source>
        <translation>你是保鏢：你指向的玩家不會被殺死。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="351"/>
        <source>You are a traitor: you win only if another player of your team dies.</source>
        <translation>你是叛徒：只有你陣營的另一位玩家死亡時你才獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="376"/>
        <source>First game (base)</source>
        <translation>第一局（基本版）</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="378"/>
        <source>First game (Daybreak)</source>
        <translation>第一局（破曉）</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="380"/>
        <source>Evil Transformation</source>
        <translation>邪惡轉變</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="382"/>
        <source>Trust No One</source>
        <translation>誰都別相信</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="384"/>
        <source>Cautionary Tale</source>
        <translation>警世寓言</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="386"/>
        <source>Information Society</source>
        <translation>資訊社會</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="388"/>
        <source>Total Chaos</source>
        <translation>一片混亂</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="10"/>
        <source>One Night Ultimate Werewolf + Daybreak</source>
        <translation>一夜終極狼人＋破曉</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="13"/>
        <source>One Night needs 3 to 10 players, not {count}.</source>
        <translation>一夜狼人需要 3 到 10 位玩家，而不是 {count} 位。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="14"/>
        <source>“{role}” is not a One Night role.</source>
        <translation>「{role}」不是一夜狼人的角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="15"/>
        <source>The deck needs exactly {want} cards (players + 3); it has {have}.</source>
        <translation>牌組需要剛好 {want} 張卡牌（玩家數＋3）；目前有 {have} 張。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="17"/>
        <source>Masons come in pairs: use both Mason cards or none.</source>
        <translation>守夜人必須成對：兩張守夜人都使用，或都不使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="18"/>
        <source>The Alpha Wolf needs a Center Werewolf card, but every Werewolf, Dream Wolf and Mystic Wolf card is already in the deck.</source>
        <translation>阿爾法狼需要一張中央狼人牌，但所有狼人、貪睡狼和狼先知都已在牌組中。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="20"/>
        <source>The {role} card cannot be the Center Werewolf card: all its copies are already in the deck.</source>
        <translation>{role}不能作為中央狼人牌：它的所有卡牌都已在牌組中。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="22"/>
        <source>A Center Werewolf card is chosen, but there is no Alpha Wolf: it is not used.</source>
        <translation>已選擇中央狼人牌，但沒有阿爾法狼：它不會被使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="23"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>選項「{option}」不能是「{value}」。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="24"/>
        <source>“{artifact}” is not an artifact.</source>
        <translation>「{artifact}」不是神器。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="25"/>
        <source>The Insomniac learns nothing without a card mover (Robber, Troublemaker, Witch, Village Idiot or Alpha Wolf).</source>
        <translation>沒有移動卡牌的角色（強盜、搗蛋鬼、女巫、村莊白痴或阿爾法狼）時，失眠者什麼也得知不到。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="27"/>
        <source>The Bodyguard is recommended for 5 or more players.</source>
        <translation>保鏢建議用於 5 位或更多玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="28"/>
        <source>The deck has no Werewolf card.</source>
        <translation>牌組中沒有狼人牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="29"/>
        <source>The Curator is in the deck but the artifact pool is empty.</source>
        <translation>牌組中有館長，但神器池是空的。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="32"/>
        <source>{player} is not awake now.</source>
        <translation>{player} 現在沒有睜眼。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="33"/>
        <source>{player} has already acted in this step.</source>
        <translation>{player} 在這個階段已經行動過了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="34"/>
        <source>{target}&apos;s card is shielded: it cannot be viewed, moved, turned over or given an artifact.</source>
        <translation>{target} 的卡牌有盾牌：不能被查看、移動、翻開或放上神器。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="35"/>
        <source>Your own card is shielded, so you cannot do that.</source>
        <translation>你自己的卡牌有盾牌，所以你不能這樣做。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="36"/>
        <source>Choose another player&apos;s card, not your own.</source>
        <translation>請選擇其他玩家的卡牌，而不是你自己的。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="38"/>
        <source>You have already looked at {target}&apos;s card.</source>
        <translation>你已經查看過 {target} 的卡牌了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="39"/>
        <source>{target}&apos;s card is already face up.</source>
        <translation>{target} 的卡牌已經是正面朝上了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="40"/>
        <source>{target}&apos;s card already carries an artifact.</source>
        <translation>{target} 的卡牌上已經有神器了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="41"/>
        <source>There is no artifact left to place.</source>
        <translation>已經沒有可放置的神器了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="42"/>
        <source>You looked at a center card, so you must now exchange it with a player&apos;s card.</source>
        <translation>你查看了一張中央的卡牌，所以現在必須將它與一位玩家的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="43"/>
        <source>“{card}” is not a center card.</source>
        <translation>「{card}」不是中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="44"/>
        <source>There are not enough cards that can be moved.</source>
        <translation>沒有足夠可以移動的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="45"/>
        <source>Point at another player, not at yourself.</source>
        <translation>請指向其他玩家，而不是你自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="46"/>
        <source>{player} has already voted.</source>
        <translation>{player} 已經投過票了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="47"/>
        <source>No {role} card is left to place there.</source>
        <translation>已經沒有{role}可以放在那裡了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="50"/>
        <source>You were dealt the {role} card.</source>
        <translation>你拿到的是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="51"/>
        <source>You looked at {player}&apos;s card: {role}.</source>
        <translation>你查看了 {player} 的卡牌：{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="52"/>
        <source>You looked at the center card {card}: {role}.</source>
        <translation>你查看了中央卡牌 {card}：{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="53"/>
        <source>You looked at {player}&apos;s card: {role}. You are now the {role}.</source>
        <translation>你查看了 {player} 的卡牌：{role}。你現在是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="54"/>
        <source>The other Werewolves: {players}.</source>
        <translation>其他狼人：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="55"/>
        <source>Thumbs shown by the Dream Wolf: {players}.</source>
        <translation>貪睡狼伸出的大拇指：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="56"/>
        <source>You are the only Werewolf awake.</source>
        <translation>你是唯一睜眼的狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="57"/>
        <source>The Werewolves show their thumbs: {players}.</source>
        <translation>狼人伸出了大拇指：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="58"/>
        <source>No player shows a thumb: there is no Werewolf among the players.</source>
        <translation>沒有玩家伸出大拇指：玩家中沒有狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="59"/>
        <source>The other Masons: {players}.</source>
        <translation>其他守夜人：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="60"/>
        <source>You see no other Mason.</source>
        <translation>你沒有看到其他守夜人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="61"/>
        <source>You placed a shield on {player}&apos;s card.</source>
        <translation>你在 {player} 的卡牌上放了盾牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="62"/>
        <source>You gave the Center Werewolf card to {player}.</source>
        <translation>你把中央狼人牌交給了 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="63"/>
        <source>You must stop: you are now a {role}.</source>
        <translation>你必須停止：你現在是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="64"/>
        <source>You took {player}&apos;s card and looked at it: {role}.</source>
        <translation>你拿走了 {player} 的卡牌並查看：{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="65"/>
        <source>You exchanged the center card {card} with {player}&apos;s card.</source>
        <translation>你將中央卡牌 {card} 與 {player} 的卡牌交換了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="66"/>
        <source>You exchanged the cards of {first} and {second}.</source>
        <translation>你交換了 {first} 和 {second} 的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="67"/>
        <source>You moved the other players&apos; cards to the left.</source>
        <translation>你將其他玩家的卡牌向左移動了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="68"/>
        <source>You moved the other players&apos; cards to the right.</source>
        <translation>你將其他玩家的卡牌向右移動了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="69"/>
        <source>You exchanged your card with the center card {card}.</source>
        <translation>你將你的卡牌與中央卡牌 {card} 交換了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="70"/>
        <source>You look at your card: {role}.</source>
        <translation>你查看你的卡牌：{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="71"/>
        <source>Your card is shielded: you cannot look at it.</source>
        <translation>你的卡牌有盾牌：你不能查看它。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="72"/>
        <source>You turned {player}&apos;s card face up: {role}. It stays face up.</source>
        <translation>你翻開了 {player} 的卡牌：{role}。它保持正面朝上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="73"/>
        <source>You turned {player}&apos;s card face up: {role}. You turned it face down again.</source>
        <translation>你翻開了 {player} 的卡牌：{role}。你把它翻回了背面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="74"/>
        <source>You placed an artifact on {player}&apos;s card without looking at it.</source>
        <translation>你在沒有查看的情況下，將一個神器放在 {player} 的卡牌上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="75"/>
        <source>Time was up before you made your mandatory choice: it was made for you at random.</source>
        <translation>在你做出必要的選擇之前時間已到：系統已隨機替你選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="76"/>
        <source>There is an artifact on your card: {artifact}. {effect}</source>
        <translation>你的卡牌上有一個神器：{artifact}。{effect}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="77"/>
        <source>The artifact placed on {player}&apos;s card is the {artifact}.</source>
        <translation>放在 {player} 卡牌上的神器是{artifact}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="78"/>
        <source>The cards are dealt.</source>
        <translation>卡牌已發出。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="81"/>
        <source>Night: {step}</source>
        <translation>夜晚：{step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="82"/>
        <source>Day: discuss who the Werewolves are, then vote.</source>
        <translation>白天：討論誰是狼人，然後投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="83"/>
        <source>Vote: every player points at another player.</source>
        <translation>投票：每位玩家指向另一位玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="84"/>
        <source>Enter the card the table shows at {position}.</source>
        <translation>輸入桌上 {position} 翻開的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="86"/>
        <source>Did the investigator ({card} card) become a Werewolf or a Tanner?</source>
        <translation>偵探（{card}卡牌）是否變成了狼人或皮匠？</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="87"/>
        <source>Enter the artifact on {player}&apos;s card, if any.</source>
        <translation>輸入 {player} 卡牌上的神器（如果有）。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="88"/>
        <source>Dealing the cards.</source>
        <translation>正在發牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="89"/>
        <source>Night step {number}: {step}</source>
        <translation>夜晚階段 {number}：{step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="90"/>
        <source>Dawn. Face-up cards: {cards}. Shields: {shields}. Artifact tokens: {artifacts}.</source>
        <translation>黎明。正面朝上的卡牌：{cards}。盾牌：{shields}。神器標記：{artifacts}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="91"/>
        <source>{player}: {role}</source>
        <translation>{player}：{role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="92"/>
        <source>The day is over: time to vote.</source>
        <translation>白天結束：該投票了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="93"/>
        <source>{player} has voted.</source>
        <translation>{player} 已投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="94"/>
        <source>The votes: {votes}.</source>
        <translation>投票結果：{votes}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="95"/>
        <source>{player} → {target}</source>
        <translation>{player} → {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="96"/>
        <source>{player} did not vote</source>
        <translation>{player} 沒有投票</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="97"/>
        <source>Dead: {players}.</source>
        <translation>死亡：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="98"/>
        <source>Nobody dies.</source>
        <translation>沒有人死亡。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="99"/>
        <source>{hunter}, a Hunter, takes {target} down too.</source>
        <translation>{hunter} 是獵人，把 {target} 一起帶走了。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="100"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Bodyguard protects {target}.</source>
        <translation>{hunter} 是獵人，向 {target} 開槍，但保鏢保護了 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="101"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Prince cannot be shot.</source>
        <translation>{hunter} 是獵人，向 {target} 開槍，但王子不會被射殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="102"/>
        <source>{position}: {role}</source>
        <translation>{position}：{role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="103"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="104"/>
        <source>nobody</source>
        <translation>沒有人</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="105"/>
        <source>{player}&apos;s card</source>
        <translation>{player} 的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="106"/>
        <source>no copy (the card started in the center)</source>
        <translation>沒有複製（這張卡牌一開始就在中央）</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="107"/>
        <source>no conversion</source>
        <translation>沒有轉變</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="110"/>
        <source>{outcome} Winners: {winners}.</source>
        <translation>{outcome}獲勝者：{winners}。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="111"/>
        <source>A Werewolf died: the village team wins.</source>
        <translation>有狼人死亡：村民陣營獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="112"/>
        <source>No player is a Werewolf and nobody died: the village team wins.</source>
        <translation>沒有玩家是狼人且沒有人死亡：村民陣營獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="113"/>
        <source>No player is a Werewolf and the Minion died: the village team wins.</source>
        <translation>沒有玩家是狼人且爪牙死亡：村民陣營獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="114"/>
        <source>No Werewolf died: the werewolf team wins.</source>
        <translation>沒有狼人死亡：狼人陣營獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="115"/>
        <source>A Tanner died and no Werewolf died: the Werewolves cannot win.</source>
        <translation>皮匠死亡且沒有狼人死亡：狼人無法獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="116"/>
        <source>No player is a Werewolf, but a player died: the village team loses.</source>
        <translation>沒有玩家是狼人，但有玩家死亡：村民陣營落敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="119"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="120"/>
        <source>Physical: the table uses its own cards and the app narrates; the moderator enters the final cards and the votes. App: the app deals and each awake player acts on it.</source>
        <translation>實體卡牌：玩家使用自己的卡牌，由應用程式朗讀旁白；主持人輸入最後的卡牌與投票。應用程式：由應用程式發牌，每位睜眼的玩家在上面行動。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="122"/>
        <source>Physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="123"/>
        <source>Dealt by the app</source>
        <translation>由應用程式發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="124"/>
        <source>Seconds per night step</source>
        <translation>每個夜晚階段的秒數</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="125"/>
        <source>The fixed pause of every night call, the same whether or not anyone acts.</source>
        <translation>每次夜晚呼叫的固定停頓時間，無論是否有人行動都相同。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="126"/>
        <source>Day timer (seconds)</source>
        <translation>白天計時（秒）</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="127"/>
        <source>How long the players discuss before the vote.</source>
        <translation>投票前玩家討論的時間。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="128"/>
        <source>Lone wolf peek</source>
        <translation>孤狼查看</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="129"/>
        <source>A Werewolf who wakes alone may look at one center card.</source>
        <translation>獨自睜眼的狼人可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="130"/>
        <source>Dream Wolf thumb stops the lone wolf</source>
        <translation>貪睡狼的大拇指阻止孤狼查看</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="131"/>
        <source>A Werewolf who sees a Dream Wolf&apos;s thumb is not alone and may not peek.</source>
        <translation>看到貪睡狼大拇指的狼人不是孤狼，不能查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="132"/>
        <source>Center Werewolf card</source>
        <translation>中央狼人牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="133"/>
        <source>The wolf card set aside for the Alpha Wolf (automatic: the first one not in the deck).</source>
        <translation>為阿爾法狼預留的狼牌（自動：第一張不在牌組中的狼牌）。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="134"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="135"/>
        <source>Daybreak artifacts</source>
        <translation>破曉神器</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="136"/>
        <source>Put the six Daybreak artifact tokens in the Curator&apos;s pool.</source>
        <translation>將破曉的六個神器標記放入館長的神器池。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="137"/>
        <source>Bonus artifacts</source>
        <translation>額外神器</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="138"/>
        <source>Add the Bow of the Hunter, Cloak of the Prince, Sword of the Bodyguard and Dagger of the Traitor to the pool.</source>
        <translation>將獵人之弓、王子斗篷、保鏢之劍和叛徒匕首加入神器池。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="140"/>
        <source>Artifacts removed from the pool</source>
        <translation>從神器池移除的神器</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="141"/>
        <source>The artifact tokens to leave out of the Curator&apos;s pool.</source>
        <translation>要從館長的神器池中移除的神器標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="144"/>
        <source>Doppelgänger-Witch may swap with their own card</source>
        <translation>化身幽靈女巫可以與自己交換</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="145"/>
        <source>A Doppelgänger who copied the Witch may exchange the center card with their own card.</source>
        <translation>複製了女巫的化身幽靈可以將中央卡牌與自己的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="146"/>
        <source>Doppelgänger-Curator may choose their own card</source>
        <translation>化身幽靈館長可以選擇自己的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="147"/>
        <source>A Doppelgänger who copied the Curator may place the artifact on their own card.</source>
        <translation>複製了館長的化身幽靈可以將神器放在自己的卡牌上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="167"/>
        <source>Go on to the next night step.</source>
        <translation>進入夜晚的下一個步驟。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="168"/>
        <source>End the day and vote.</source>
        <translation>結束白天並投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="169"/>
        <source>Close the vote.</source>
        <translation>結束投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="170"/>
        <source>Whom does {player} point at?</source>
        <translation>{player} 指向誰？</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="171"/>
        <source>Choose another player&apos;s card to look at: you become that role.</source>
        <translation>請選擇另一位玩家的卡牌來查看：你將成為那個角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="172"/>
        <source>You may choose a card to place the shield token on.</source>
        <translation>你可以選擇一張卡牌來放上盾牌標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="173"/>
        <source>Choose the player who gets the Center Werewolf card.</source>
        <translation>請選擇獲得中央狼人牌的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="174"/>
        <source>You may choose another player&apos;s card to look at.</source>
        <translation>你可以選擇另一位玩家的卡牌來查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="175"/>
        <source>You may choose a center card to look at.</source>
        <translation>你可以選擇一張中央的卡牌來查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="176"/>
        <source>You may choose two center cards to look at.</source>
        <translation>你可以選擇兩張中央的卡牌來查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="177"/>
        <source>You may choose another player&apos;s card to look at (up to two; a Werewolf or the Tanner stops you).</source>
        <translation>你可以選擇另一位玩家的卡牌來查看（最多兩張；看到狼人或皮匠就必須停止）。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="179"/>
        <source>You may choose a card to take.</source>
        <translation>你可以選擇一張要拿走的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="180"/>
        <source>You may choose a center card to look at; you must then exchange it with a player&apos;s card.</source>
        <translation>你可以選擇一張中央的卡牌來查看；之後你必須將它與一位玩家的卡牌交換。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="182"/>
        <source>Choose the player&apos;s card to exchange with that center card.</source>
        <translation>請選擇要與那張中央卡牌交換的玩家卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="183"/>
        <source>You may choose two other players whose cards to exchange.</source>
        <translation>你可以選擇另外兩位玩家來交換他們的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="184"/>
        <source>You may move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>你可以將所有其他玩家的卡牌向左或向右移動一個座位。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="185"/>
        <source>Choose the center card to exchange with your card.</source>
        <translation>請選擇要與你的卡牌交換的中央卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="186"/>
        <source>You may choose another player&apos;s card to turn face up.</source>
        <translation>你可以選擇另一位玩家的卡牌來翻到正面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="187"/>
        <source>You may choose a card to place an Artifact token on.</source>
        <translation>你可以選擇一張卡牌來放上神器標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="142"/>
        <source>Doppelgänger before the Sentinel</source>
        <translation>化身幽靈在哨兵之前</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/onuw/texts.py" line="16"/>
        <source>The game has only %n {role} card(s); the deck asks for {have}.</source>
        <translation>
            <numerusform>遊戲中只有 %Ln 張{role}；牌組要求 {have} 張。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="37"/>
        <source>The Alpha Wolf cannot give the Center Werewolf card to {target}, a Werewolf they know.</source>
        <translation>阿爾法狼不能把中央狼人牌交給 {target}，一位阿爾法狼已知的狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="85"/>
        <source>Ask the player who was dealt the Doppelgänger which role they copied.</source>
        <translation>詢問拿到化身幽靈的玩家複製了哪個角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="143"/>
        <source>Call the Doppelgänger (#1) before the Sentinel (#0), as in later charts.</source>
        <translation>如後來的順序表，在哨兵（#0）之前呼叫化身幽靈（#1）。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="148"/>
        <source>A P.I.&apos;s conversion follows</source>
        <translation>靈異偵探的轉變跟隨</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="149"/>
        <source>Whether the Werewolf or Tanner a P.I. became travels with the P.I. card or stays with the player who investigated.</source>
        <translation>靈異偵探變成的狼人或皮匠，是跟著偵探卡牌移動，還是留在進行調查的玩家身上。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="151"/>
        <source>the card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="152"/>
        <source>the player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="153"/>
        <source>Bodyguard&apos;s pointing is also a vote</source>
        <translation>保鏢的指向也算一票</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="154"/>
        <source>Count the Bodyguard&apos;s pointing as a vote as well as a protection.</source>
        <translation>保鏢的指向同時算作保護和一票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="155"/>
        <source>Bodyguard protects from the Hunter</source>
        <translation>保鏢也能防住獵人</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="156"/>
        <source>The player the Bodyguard points at cannot be killed by a Hunter&apos;s shot either.</source>
        <translation>保鏢指向的玩家也不會被獵人射殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="157"/>
        <source>Prince is immune to the Hunter</source>
        <translation>王子不受獵人影響</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="158"/>
        <source>A Hunter&apos;s shot does not kill the Prince.</source>
        <translation>獵人的射擊殺不死王子。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="159"/>
        <source>Minion&apos;s death wins for the village when no player is a Werewolf</source>
        <translation>沒有玩家是狼人時，爪牙死亡則村民獲勝</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="160"/>
        <source>With no Werewolf among the players, the village wins if the Minion dies and no Tanner dies.</source>
        <translation>玩家中沒有狼人時，若爪牙死亡且沒有皮匠死亡，村民獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="162"/>
        <source>Random choice when time is up</source>
        <translation>時間到時隨機選擇</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="163"/>
        <source>If a mandatory night action (Doppelgänger, Alpha Wolf, Witch after looking, Drunk) is not done in time, the app makes a random legal choice; otherwise it is skipped.</source>
        <translation>如果必要的夜晚行動（化身幽靈、阿爾法狼、查看後的女巫、酒鬼）沒有及時完成，應用程式會隨機做出合法的選擇；否則該行動會被跳過。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/recap.py" line="14"/>
        <source>dealt the {dealt}, ended as the {final}</source>
        <translation>發到{dealt}，最後是{final}</translation>
    </message>
</context>
<context>
    <name>onuw.param</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="200"/>
        <source>Center card to look at</source>
        <translation>要查看的中央卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="201"/>
        <source>Card to look at</source>
        <translation>要查看的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="204"/>
        <source>Points at</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>指向</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="205"/>
        <source>Card to copy</source>
        <translation>要複製的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="206"/>
        <source>Card to shield</source>
        <translation>要放盾牌的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="207"/>
        <source>Gets the Center Werewolf card</source>
        <translation>獲得中央狼人牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="213"/>
        <source>Center cards to look at</source>
        <translation>要查看的中央卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="214"/>
        <source>Card to take</source>
        <translation>要拿走的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="215"/>
        <source>Card to exchange</source>
        <translation>要交換的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="216"/>
        <source>Cards to exchange</source>
        <translation>要交換的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="217"/>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="218"/>
        <source>Center card to take</source>
        <translation>要拿取的中央卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="219"/>
        <source>Card to turn face up</source>
        <translation>要翻到正面的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="220"/>
        <source>Card for the Artifact token</source>
        <translation>放神器標記的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="221"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="222"/>
        <source>Card shown</source>
        <translation>翻開的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="223"/>
        <source>Role copied</source>
        <translation>複製的角色</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="224"/>
        <source>Investigator&apos;s card</source>
        <translation>靈異偵探的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="225"/>
        <source>Became</source>
        <translation>變成</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="226"/>
        <source>Player who investigated</source>
        <translation>進行調查的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="227"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="228"/>
        <source>Artifact token</source>
        <translation>神器標記</translation>
    </message>
</context>
<context>
    <name>onuw.phase</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="192"/>
        <source>Deal</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name.</extracomment>
        <translation>發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="193"/>
        <source>Night</source>
        <translation>夜晚</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="194"/>
        <source>Day</source>
        <translation>白天</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="195"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="196"/>
        <source>Revealing the cards</source>
        <translation>翻開卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="197"/>
        <source>End of the game</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>onuw.role_summary</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Looks at another player&apos;s card at night and becomes that role, with its team and night action.</source>
        <translation>夜晚查看另一位玩家的卡牌並成為該角色，加入其陣營並執行其夜晚行動。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Wakes with the other Werewolves; a Werewolf who wakes alone may look at one center card.</source>
        <translation>與其他狼人一起睜眼；獨自睜眼的狼人可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>The two Masons wake up and see each other.</source>
        <translation>兩位守夜人睜眼並看見彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>May look at another player&apos;s card or at two center cards.</source>
        <translation>可以查看另一位玩家的卡牌，或兩張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>May swap the cards of two other players without looking at them.</source>
        <translation>可以交換另外兩位玩家的卡牌，但不能查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Has no night action: finds the Werewolves by talking.</source>
        <translation>沒有夜晚行動：靠討論找出狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>May shield another player&apos;s card: nobody may then look at it, move it or put an artifact on it.</source>
        <translation>可以在另一位玩家的卡牌上放盾牌：之後沒有人能查看、移動它或在它上面放神器。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Wakes with the Werewolves, then may look at another player&apos;s card.</source>
        <translation>與狼人一起睜眼，之後可以查看另一位玩家的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>May look at one center card.</source>
        <translation>可以查看一張中央的卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>May move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>可以將所有其他玩家的卡牌向左或向右移動一個座位。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>May turn another player&apos;s card face up; a Werewolf or the Tanner is turned back face down.</source>
        <translation>可以將另一位玩家的卡牌翻開；如果是狼人或皮匠，則翻回背面。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Sees who the Werewolves are; wins with them if no Werewolf dies, even if the Minion dies.</source>
        <translation>知道誰是狼人；只要沒有狼人死亡就與狼人一起獲勝，即使自己死亡也一樣。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>May swap their card with another player&apos;s card and look at it; they end as that role.</source>
        <translation>可以用自己的卡牌與另一位玩家的卡牌交換並查看；最後成為該角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Must swap their card with a center card without looking; they end as that role.</source>
        <translation>必須在不查看的情況下，將自己的卡牌與一張中央的卡牌交換；最後成為該角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Looks at their own card at the end of the night to see whether it changed.</source>
        <translation>在夜晚結束時查看自己的卡牌，看看它是否被換過。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>If the Hunter dies, the player they point at in the vote dies too.</source>
        <translation>如果獵人死亡，獵人在投票時指向的玩家也會死亡。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <source>On no team: wins only by dying.</source>
        <translation>不屬於任何陣營：只有自己死亡時才獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Wakes with the Werewolves, then must give the Center Werewolf card to a player who is not a Werewolf they know.</source>
        <translation>與狼人一起睜眼，之後必須把中央狼人牌交給一位不是自己已知狼人的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>A Werewolf who never opens their eyes; shows a thumb so the other Werewolves and the Minion know them.</source>
        <translation>從不睜眼的狼人；伸出大拇指讓其他狼人和爪牙認出自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>May look at up to two other players&apos; cards; on a Werewolf or the Tanner they stop and become one.</source>
        <translation>可以查看最多兩位其他玩家的卡牌；看到狼人或皮匠時必須停止，並成為該角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>May look at a center card; if they do, they must swap it with any player&apos;s card, their own included.</source>
        <translation>可以查看一張中央的卡牌；如果查看，必須將它與任何一位玩家的卡牌交換，包括自己的。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>May place a random artifact, face down, on any player&apos;s card, their own included.</source>
        <translation>可以將一個隨機的神器背面朝上放在任何一位玩家的卡牌上，包括自己的。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Never wakes; the player they point at in the vote cannot be killed.</source>
        <translation>從不睜眼；自己在投票時指向的玩家不會被殺死。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Made by the Cloak of the Prince: votes against them do not count.</source>
        <translation>由王子斗篷產生：投給王子的票不計算。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="315"/>
        <source>Artifact: whoever has it on their card is a Werewolf.</source>
        <translation>神器：卡牌上有它的玩家是狼人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="319"/>
        <source>Artifact: whoever has it on their card is a Villager, with no ability.</source>
        <translation>神器：卡牌上有它的玩家是村民，沒有任何能力。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="323"/>
        <source>Artifact: whoever has it on their card is a Tanner and wins only by dying.</source>
        <translation>神器：卡牌上有它的玩家是皮匠，只有死亡時才獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="327"/>
        <source>Artifact with no effect.</source>
        <translation>沒有任何效果的神器。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="331"/>
        <source>Artifact: its holder may not speak during the day, only gesture.</source>
        <translation>神器：持有者在白天不能說話，只能比手勢。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="335"/>
        <source>Artifact: its holder turns away from the table for the day but still votes.</source>
        <translation>神器：持有者在白天要背對桌子，但仍然參與投票。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="339"/>
        <source>Bonus artifact: whoever has it on their card is a Hunter.</source>
        <translation>額外神器：卡牌上有它的玩家是獵人。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="343"/>
        <source>Bonus artifact: its holder is a Prince, and votes against them do not count.</source>
        <translation>額外神器：持有者是王子，投給持有者的票不計算。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="347"/>
        <source>Bonus artifact: its holder is a Bodyguard, and the player they point at cannot be killed.</source>
        <translation>額外神器：持有者是保鏢，持有者指向的玩家不會被殺死。</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="352"/>
        <source>Bonus artifact: its holder keeps their role but wins only if another player of their team dies.</source>
        <translation>額外神器：持有者保留自己的角色，但只有同陣營的另一位玩家死亡時才獲勝。</translation>
    </message>
</context>
</TS>
