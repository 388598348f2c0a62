<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>quest</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="65"/>
        <source>Loyal Servant of Arthur</source>
        <translation>亞瑟的忠臣</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="67"/>
        <source>Minion of Mordred</source>
        <translation>莫德雷德的爪牙</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="69"/>
        <source>Morgan le Fay</source>
        <translation>摩根勒菲</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="72"/>
        <source>Scion</source>
        <translation>後裔</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="75"/>
        <source>Changeling</source>
        <translation>換生靈</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="78"/>
        <source>Duke</source>
        <translation>公爵</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="82"/>
        <source>Archduke</source>
        <translation>大公爵</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="86"/>
        <source>Blind Hunter</source>
        <translation>盲眼獵人</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="89"/>
        <source>Cleric</source>
        <translation>牧師</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="92"/>
        <source>Troublemaker</source>
        <translation>搗蛋鬼</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="94"/>
        <source>Youth</source>
        <translation>少年</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="96"/>
        <source>Apprentice</source>
        <translation>學徒</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="99"/>
        <source>Arthur</source>
        <translation>亞瑟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="102"/>
        <source>Brute</source>
        <translation>莽夫</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="104"/>
        <source>Lunatic</source>
        <translation>瘋子</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="107"/>
        <source>Trickster</source>
        <translation>騙徒</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="110"/>
        <source>Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="113"/>
        <source>Mutineer</source>
        <translation>叛變者</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="119"/>
        <source>Good</source>
        <translation>正義</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="120"/>
        <source>Evil</source>
        <translation>邪惡</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="7"/>
        <source>Quest</source>
        <translation>探險</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="10"/>
        <source>Input mode</source>
        <translation>輸入方式</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="11"/>
        <source>Physical cards: the table deals its own cards and the moderator enters only what everyone sees. App: the app deals the roles and collects every secret choice on the players&apos; devices.</source>
        <translation>實體卡牌：由牌桌自行發牌，主持人只輸入所有人都看得到的資訊。應用程式：由應用程式分配角色，並在玩家的裝置上收集所有秘密選擇。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="14"/>
        <source>Physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="15"/>
        <source>App-dealt</source>
        <translation>應用程式發牌</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="16"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="17"/>
        <source>The standard game or the Director&apos;s Cut (other role table, quest track and amulets).</source>
        <translation>標準遊戲或導演剪輯版（角色表、任務軌道與護身符不同）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="18"/>
        <source>Standard game</source>
        <translation>標準遊戲</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="19"/>
        <source>Director&apos;s Cut</source>
        <translation>導演剪輯版</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="20"/>
        <source>Unknown Roles variant</source>
        <translation>未知角色變體</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="21"/>
        <source>Deal from a Good pile and an Evil pile with extra cards; the discarded cards stay unseen.</source>
        <translation>從一疊正義牌與一疊邪惡牌（含額外卡牌）發牌；被棄置的卡牌保持蓋住，無人查看。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="23"/>
        <source>Hunter variant</source>
        <translation>獵人變體</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="24"/>
        <source>At the Final Quest everyone plays a quest card; two or more Fails start the Hunt.</source>
        <translation>最終任務時每人打出一張任務卡；兩張以上失敗即開始獵殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="26"/>
        <source>Blind Hunter errata</source>
        <translation>盲眼獵人勘誤</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="29"/>
        <source>First Leader</source>
        <translation>第一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="30"/>
        <source>Chosen at random by the app, or by agreement at the table.</source>
        <translation>由應用程式隨機選出，或由牌桌協議決定。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="31"/>
        <source>At random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="32"/>
        <source>Chosen by the table</source>
        <translation>由牌桌選擇</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="33"/>
        <source>Amulet holders may lead</source>
        <translation>持有護身符者可擔任隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="34"/>
        <source>House rule: a player who received an Amulet may still be named Leader.</source>
        <translation>房規：收過護身符的玩家仍可被指定為隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="35"/>
        <source>Trickster must lie</source>
        <translation>騙徒必須說謊</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="37"/>
        <source>Optional roles keep the sides</source>
        <translation>選用角色保持陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="38"/>
        <source>An optional role replaces a role of its own side, so the Good and Evil counts stay as in the table.</source>
        <translation>選用角色取代同陣營的角色，因此正義與邪惡人數維持表中數字。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="40"/>
        <source>Four-player board side</source>
        <translation>四人遊戲的圖板面</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="41"/>
        <source>At four players either side of the board may be used.</source>
        <translation>四人遊戲可使用圖板的任一面。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="42"/>
        <source>The chosen game&apos;s side</source>
        <translation>所選遊戲的一面</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="43"/>
        <source>The other side</source>
        <translation>另一面</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="44"/>
        <source>Hunt below six players</source>
        <translation>少於六人時的獵殺</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="45"/>
        <source>Offer the Hunt whenever a Blind Hunter is in the role list, also at four or five players.</source>
        <translation>只要角色清單中有盲眼獵人就提供獵殺，四或五人時亦然。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="47"/>
        <source>Blind Hunter sees the set-aside card</source>
        <translation>盲眼獵人查看擱置的卡牌</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="48"/>
        <source>Director&apos;s Cut at four or five players: the Blind Hunter is shown the Good card set aside.</source>
        <translation>導演剪輯版四或五人：盲眼獵人可看到被擱置的正義卡牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="49"/>
        <source>Cleric rule with unknown roles</source>
        <translation>未知角色時的牧師規則</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="50"/>
        <source>Scored: any Hunt is accepted, and one that names no Cleric fails if a Cleric was dealt. Pile: one naming must be Cleric whenever the Cleric card is in the Good pile.</source>
        <translation>計分：接受任何獵殺，若有牧師被發出而獵殺未點名牧師則失敗。牌疊：只要牧師卡在正義牌疊中，其中一次點名就必須是牧師。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="53"/>
        <source>Scored</source>
        <translation>計分</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="54"/>
        <source>Pile</source>
        <translation>牌疊</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="55"/>
        <source>Role rules in the Hunter vote</source>
        <translation>獵人投票中的角色規則</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="56"/>
        <source>Apply the Youth, Lunatic and Brute quest card rules to the Hunter vote.</source>
        <translation>在獵人投票中套用少年、瘋子與莽夫的任務卡規則。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="58"/>
        <source>Every Leader Evil rule</source>
        <translation>「所有隊長皆邪惡」規則</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="59"/>
        <source>If the Leader of every quest played was Evil, Good wins once Good&apos;s Last Chance is reached.</source>
        <translation>若每個已進行任務的隊長都是邪惡方，進入正義方的最後機會時正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="61"/>
        <source>Discussion (seconds)</source>
        <translation>討論（秒）</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="62"/>
        <source>Length of the Final Quest discussion.</source>
        <translation>最終任務討論的時間長度。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="65"/>
        <source>Quest is for 4 to 10 players, not {count}.</source>
        <translation>《探險》適合 4 至 10 名玩家，而非 {count} 名。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="66"/>
        <source>Unknown role “{role}”.</source>
        <translation>未知的角色「{role}」。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="67"/>
        <source>Morgan le Fay is in every game of Quest.</source>
        <translation>每場《探險》都有摩根勒菲。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="68"/>
        <source>There is only one Morgan le Fay.</source>
        <translation>摩根勒菲只有一位。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="69"/>
        <source>At most {limit} {role} cards may be used; the list has {count}.</source>
        <translation>最多只能使用 {limit} 張{role}；清單中有 {count} 張。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="70"/>
        <source>Below {players} players only one Archduke may be used (the optional second Archduke, allowed at 6 or more players).</source>
        <translation>少於 {players} 名玩家時只能使用一張大公爵（即選用的第二張大公爵，6 人以上可用）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="72"/>
        <source>The {role} needs {min} or more players.</source>
        <translation>{role}需要 {min} 名或更多玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="73"/>
        <source>The {role} is only used with {max} or fewer players.</source>
        <translation>{role}只在 {max} 名或更少玩家時使用。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="74"/>
        <source>The role list needs {expected} cards for {players} players; it has {count}.</source>
        <translation>{players} 名玩家的角色清單需要 {expected} 張卡；目前有 {count} 張。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="75"/>
        <source>{players} players need {good} Good and {evil} Evil cards; the role list has {has_good} Good and {has_evil} Evil.</source>
        <translation>{players} 名玩家需要 {good} 張正義卡與 {evil} 張邪惡卡；角色清單有 {has_good} 張正義與 {has_evil} 張邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="77"/>
        <source>The table has {good} Good and {evil} Evil players at this count; this role list deals {has_good} Good and {has_evil} Evil.</source>
        <translation>此人數下牌桌有 {good} 名正義與 {evil} 名邪惡玩家；此角色清單會發出 {has_good} 名正義與 {has_evil} 名邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="79"/>
        <source>Director&apos;s Cut with {players} players: list three Good cards (two are dealt, one set aside) and {evil} Evil cards.</source>
        <translation>導演剪輯版 {players} 名玩家：列出三張正義卡（發出兩張，擱置一張）與 {evil} 張邪惡卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="84"/>
        <source>The Director&apos;s Cut always uses the Blind Hunter and the Cleric.</source>
        <translation>導演剪輯版一定使用盲眼獵人與牧師。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="85"/>
        <source>Unknown Roles with {players} players uses the printed piles: {roles}.</source>
        <translation>{players} 名玩家的未知角色變體使用規則書所列的牌疊：{roles}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="86"/>
        <source>Unknown Roles with {players} players: the Good pile needs {good} cards and the Evil pile {evil} cards (the Blind Hunter included, Morgan le Fay apart); the list has {has_good} and {has_evil}.</source>
        <translation>{players} 名玩家的未知角色變體：正義牌疊需要 {good} 張，邪惡牌疊需要 {evil} 張（含盲眼獵人，不含摩根勒菲）；清單有 {has_good} 與 {has_evil} 張。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="89"/>
        <source>The Unknown Roles variant puts the Blind Hunter into the Evil pile.</source>
        <translation>未知角色變體會把盲眼獵人放入邪惡牌疊。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="90"/>
        <source>The rulebook advises adding the Blind Hunter whenever optional or named Good roles are used.</source>
        <translation>規則書建議：只要使用選用角色或具名的正義角色，就加入盲眼獵人。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="92"/>
        <source>The Hunter variant has no effect without a Blind Hunter in the role list.</source>
        <translation>角色清單中沒有盲眼獵人時，獵人變體沒有作用。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="93"/>
        <source>With fewer than six players and the option “Hunt below six players” off, the Blind Hunter never hunts.</source>
        <translation>玩家少於六人且「少於六人時的獵殺」關閉時，盲眼獵人永遠不會獵殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="95"/>
        <source>The discussion must last at least one second.</source>
        <translation>討論至少要持續一秒。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="98"/>
        <source>Quest {quest} needs a team of {size} different players.</source>
        <translation>任務 {quest} 需要 {size} 名不同玩家組成的隊伍。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="99"/>
        <source>The Magic Token goes to a team member; {player} is not on the team.</source>
        <translation>魔法標記必須交給隊伍成員；{player} 不在隊伍中。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="100"/>
        <source>{player} is not on the team of quest {quest}.</source>
        <translation>{player} 不在任務 {quest} 的隊伍中。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="101"/>
        <source>{player} has already played a card.</source>
        <translation>{player} 已經出過牌了。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="102"/>
        <source>{player} is Good and must play Success.</source>
        <translation>{player} 是正義方，必須打出成功。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="103"/>
        <source>{player} is the Youth and plays Fail only with the Magic Token.</source>
        <translation>{player} 是少年，只有持有魔法標記時才打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="104"/>
        <source>{player} is the Youth and holds the Magic Token, so must play Fail.</source>
        <translation>{player} 是少年且持有魔法標記，因此必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="105"/>
        <source>{player} holds the Magic Token and must play Success.</source>
        <translation>{player} 持有魔法標記，必須打出成功。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="106"/>
        <source>{player} is the Lunatic and must play Fail without the Magic Token.</source>
        <translation>{player} 是瘋子，沒有魔法標記時必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="107"/>
        <source>{player} is the Brute and may play Fail only on quests 1 to 3.</source>
        <translation>{player} 是莽夫，只能在任務 1 至 3 打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="108"/>
        <source>Between 0 and {max} Fail cards can be revealed, not {fails}.</source>
        <translation>揭曉的失敗卡數量應在 0 到 {max} 之間，而非 {fails}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="109"/>
        <source>{player} led quest {quest} and cannot lead again.</source>
        <translation>{player} 已帶領過任務 {quest}，不能再次擔任隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="110"/>
        <source>{player} has received an Amulet and cannot be named Leader.</source>
        <translation>{player} 已收過護身符，不能被指定為隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="111"/>
        <source>{player} was just named Leader and cannot also receive the Amulet.</source>
        <translation>{player} 剛被指定為隊長，不能同時收到護身符。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="112"/>
        <source>{player} holds a Veteran token and cannot receive the Amulet.</source>
        <translation>{player} 持有老兵標記，不能收到護身符。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="113"/>
        <source>{player} has already received an Amulet.</source>
        <translation>{player} 已經收過護身符了。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="114"/>
        <source>{player} cannot check their own loyalty.</source>
        <translation>{player} 不能查驗自己的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="115"/>
        <source>{player} has received an Amulet and cannot be checked.</source>
        <translation>{player} 已收過護身符，不能被查驗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="116"/>
        <source>{player} has already been checked with an Amulet.</source>
        <translation>{player} 已被護身符查驗過了。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="117"/>
        <source>{player} is the Troublemaker and must show the Evil card.</source>
        <translation>{player} 是搗蛋鬼，必須出示邪惡卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="118"/>
        <source>{player} is the Trickster and must lie (show the Good card).</source>
        <translation>{player} 是騙徒，必須說謊（出示正義卡）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="119"/>
        <source>{player} must show the card of their loyalty ({side}).</source>
        <translation>{player} 必須出示代表自己陣營的陣營卡（{side}）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="121"/>
        <source>{player} is the revealed Revealer and cannot be named.</source>
        <translation>{player} 是已亮明身分的揭露者，不能被點名。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="122"/>
        <source>{player} is already named; name two different players.</source>
        <translation>{player} 已被點名；請點名兩名不同的玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="123"/>
        <source>Only Good roles can be named in the Hunt.</source>
        <translation>獵殺中只能點名正義角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="124"/>
        <source>A Cleric is in play: one of the two named roles must be Cleric.</source>
        <translation>場上有牧師：點名的兩個角色中必須有一個是牧師。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="125"/>
        <source>{player} cannot point at themselves.</source>
        <translation>{player} 不能指向自己。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="126"/>
        <source>Nobody may point at the revealed Revealer.</source>
        <translation>任何人都不能指向已亮明身分的揭露者。</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="183"/>
        <source>Point at %n player(s).</source>
        <translation>
            <numerusform>指向 %Ln 名玩家。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="208"/>
        <source>Quest {quest} succeeds with %n Fail card(s).</source>
        <translation>
            <numerusform>任務 {quest} 成功，有 %Ln 張失敗卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="209"/>
        <source>Quest {quest} fails with %n Fail card(s).</source>
        <translation>
            <numerusform>任務 {quest} 失敗，有 %Ln 張失敗卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="220"/>
        <source>The Hunter vote shows %n Fail card(s).</source>
        <translation>
            <numerusform>獵人投票出現 %Ln 張失敗卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="236"/>
        <source>quest {quest} showed %n Fail card(s), but its team&apos;s roles allow {low} to {high}.</source>
        <translation>
            <numerusform>任務 {quest} 出現 %Ln 張失敗卡，但其隊伍的角色只允許 {low} 至 {high} 張。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="238"/>
        <source>{player} ({role}) had %n raised hand(s) after the Minions of Mordred lowered theirs.</source>
        <translation>
            <numerusform>莫德雷德的爪牙放下手後，{player}（{role}）仍舉著 %Ln 隻手。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="240"/>
        <source>the Blind Hunter named no Cleric although a Cleric was dealt and the Hunter had seen the set-aside card.</source>
        <translation>盲眼獵人沒有點名牧師，但牧師已被發出，且盲眼獵人看過被擱置的卡牌。</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="244"/>
        <source>the Hunter vote showed %n Fail card(s), but only {high} Evil players could play Fail.</source>
        <translation>
            <numerusform>獵人投票出現 %Ln 張失敗卡，但只有 {high} 名邪惡玩家能打出失敗。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="128"/>
        <source>No raised hand of {player} points at {target}.</source>
        <translation>{player} 沒有舉起的手指向 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="129"/>
        <source>That hand cannot be moved onto {target}.</source>
        <translation>那隻手不能移到 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="130"/>
        <source>No {role} card is left to be {player}&apos;s card.</source>
        <translation>沒有剩餘的{role}卡可作為 {player} 的卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="133"/>
        <source>Choose the first Leader.</source>
        <translation>選出第一位隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="134"/>
        <source>Dealing the character cards.</source>
        <translation>正在發角色卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="135"/>
        <source>{leader}, confirm the loyalty you show the Cleric.</source>
        <translation>{leader}，請確認你向牧師出示的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="136"/>
        <source>{leader} reads the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>{leader} 朗讀揭示腳本。所有人睜開眼睛後繼續。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="137"/>
        <source>{leader}, give Team tokens to {size} players for quest {quest}.</source>
        <translation>{leader}，請將隊伍標記交給 {size} 名玩家執行任務 {quest}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="138"/>
        <source>{leader}, place the Magic Token on a team member.</source>
        <translation>{leader}，請把魔法標記放在一名隊員身上。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="139"/>
        <source>Team members, play your quest cards face down.</source>
        <translation>隊員們，請將任務卡面朝下打出。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="140"/>
        <source>Shuffle and reveal the quest cards, then enter how many Fail cards were revealed.</source>
        <translation>洗勻並揭曉任務卡，然後輸入揭曉的失敗卡數量。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="141"/>
        <source>{leader}, name the next Leader.</source>
        <translation>{leader}，請指定下一位隊長。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="142"/>
        <source>{leader}, give the Amulet to a player.</source>
        <translation>{leader}，請把護身符交給一名玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="143"/>
        <source>{holder}, choose a player whose loyalty you check.</source>
        <translation>{holder}，請選擇一名玩家查驗其陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="144"/>
        <source>{target}, pass {holder} the Loyalty card of your loyalty.</source>
        <translation>{target}，請把代表你陣營的陣營卡交給 {holder}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="145"/>
        <source>Revealer, reveal your character card. Enter who revealed it.</source>
        <translation>揭露者，請亮出你的角色卡。輸入是誰亮出的。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="146"/>
        <source>Discuss who may be a Minion of Mordred. When the time is up, all conversation must stop.</source>
        <translation>討論誰可能是莫德雷德的爪牙。時間到時，所有對話必須停止。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="147"/>
        <source>Blind Hunter, if you wish to forgo Good&apos;s Last Chance and begin the Hunt, do so now.</source>
        <translation>盲眼獵人，若你想放棄正義方的最後機會並開始獵殺，現在就行動。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="149"/>
        <source>Enter the player who revealed the Blind Hunter card, or nobody.</source>
        <translation>輸入亮出盲眼獵人卡的玩家，或無人。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="150"/>
        <source>Everyone, play one quest card face down.</source>
        <translation>所有人，請將一張任務卡面朝下打出。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="151"/>
        <source>Shuffle and reveal the played cards, then enter how many Fail cards were revealed.</source>
        <translation>洗勻並揭曉打出的卡，然後輸入揭曉的失敗卡數量。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="152"/>
        <source>{hunter}, the Blind Hunter, names two players with their Good roles. Only the Blind Hunter may speak.</source>
        <translation>{hunter}（盲眼獵人）點名兩名玩家及其正義角色。只有盲眼獵人可以說話。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="153"/>
        <source>{hunter}, name the second player and role.</source>
        <translation>{hunter}，請點名第二名玩家與角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="154"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air.</source>
        <translation>所有人，準備指控。數到三時指向兩名玩家：一、二、三。把手舉在空中。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="81"/>
        <source>Director&apos;s Cut: a role list with one card more than the players must hold each of {roles} once (one of them is set aside at random).</source>
        <translation>導演剪輯版：比玩家數多一張的角色清單必須各包含一張{roles}（隨機擱置其中一張）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="27"/>
        <source>Standard game with a Blind Hunter: after Good&apos;s third success the Blind Hunter is revealed and hunts.</source>
        <translation>含盲眼獵人的標準遊戲：正義方第三次成功後，盲眼獵人亮出身分並展開獵殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="36"/>
        <source>The Trickster must show Good when their loyalty is checked (instead of choosing).</source>
        <translation>騙徒被查驗陣營時必須出示正義（而非自行選擇）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="120"/>
        <source>The Blind Hunter may not name themselves.</source>
        <translation>盲眼獵人不能點名自己。</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="127"/>
        <source>{player} points with %n hand(s) at different players.</source>
        <translation>
            <numerusform>{player} 用 %Ln 隻手指向不同玩家。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="156"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air. Minions of Mordred, lower your hands. Then enter the hands that are still raised.</source>
        <translation>所有人，準備指控。數到三時指向兩名玩家：一、二、三。把手舉在空中。莫德雷德的爪牙，放下你們的手。然後輸入仍舉著的手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="159"/>
        <source>Minions of Mordred, lower your hands.</source>
        <translation>莫德雷德的爪牙，放下你們的手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="160"/>
        <source>Apprentice, you may raise your second hand.</source>
        <translation>學徒，你可以舉起第二隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="161"/>
        <source>Duke, you may lower one hand of any player.</source>
        <translation>公爵，你可以放下任一玩家的一隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="162"/>
        <source>Archduke, you may move one hand of any player.</source>
        <translation>大公爵，你可以移動任一玩家的一隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="163"/>
        <source>Everyone, reveal your character card. Enter {player}&apos;s card.</source>
        <translation>所有人，請亮出角色卡。輸入 {player} 的卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="164"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="166"/>
        <source>Who is the first Leader?</source>
        <translation>誰是第一位隊長？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="167"/>
        <source>Which loyalty do you show the Cleric?</source>
        <translation>你向牧師出示哪種陣營？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="168"/>
        <source>The reveal is over.</source>
        <translation>揭示階段結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="169"/>
        <source>Choose {size} players for quest {quest}.</source>
        <translation>為任務 {quest} 選出 {size} 名玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="170"/>
        <source>Who gets the Magic Token?</source>
        <translation>誰拿到魔法標記？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="171"/>
        <source>Play Success or Fail.</source>
        <translation>打出成功或失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="172"/>
        <source>How many Fail cards were revealed?</source>
        <translation>揭曉了幾張失敗卡？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="173"/>
        <source>Who leads the next quest?</source>
        <translation>誰帶領下一個任務？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="174"/>
        <source>Who receives the Amulet?</source>
        <translation>誰收到護身符？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="175"/>
        <source>Whose loyalty do you check?</source>
        <translation>你要查驗誰的陣營？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="176"/>
        <source>Which Loyalty card do you pass?</source>
        <translation>你要交出哪張陣營卡？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="177"/>
        <source>Who revealed the Revealer card?</source>
        <translation>誰亮出了揭露者卡？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="178"/>
        <source>The discussion is over.</source>
        <translation>討論結束。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="179"/>
        <source>Do you begin the Hunt?</source>
        <translation>你要開始獵殺嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="180"/>
        <source>Who revealed the Blind Hunter card?</source>
        <translation>誰亮出了盲眼獵人卡？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="181"/>
        <source>Name a player and a Good role.</source>
        <translation>點名一名玩家與一個正義角色。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="182"/>
        <source>Take back the first naming and declare both again.</source>
        <translation>收回第一次點名，重新宣告兩次點名。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="184"/>
        <source>At whom do {player}&apos;s raised hands point?</source>
        <translation>{player} 舉起的手指向誰？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="185"/>
        <source>Do you keep your hands up?</source>
        <translation>你要保持舉手嗎？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="186"/>
        <source>Raise your second hand at a player, or keep it down.</source>
        <translation>舉起第二隻手指向一名玩家，或保持放下。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="187"/>
        <source>Lower one raised hand, or none.</source>
        <translation>放下一隻舉起的手，或不放。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="188"/>
        <source>Move one raised hand, or none.</source>
        <translation>移動一隻舉起的手，或不移動。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="189"/>
        <source>Which character card did {player} reveal?</source>
        <translation>{player} 亮出了哪張角色卡？</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="192"/>
        <source>{player} is the first Leader and takes a Veteran token.</source>
        <translation>{player} 是第一位隊長，並獲得一枚老兵標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="193"/>
        <source>The character cards are dealt.</source>
        <translation>角色卡已發出。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="194"/>
        <source>{player}, you are {role} ({side}).</source>
        <translation>{player}，你是{role}（{side}）。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="195"/>
        <source>You saw the agents of Evil: {players}.</source>
        <translation>你看到了邪惡方的成員：{players}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="196"/>
        <source>You opened your eyes with the Minions of Mordred and saw no other agent of Evil.</source>
        <translation>你與莫德雷德的爪牙一起睜眼，沒有看到其他邪惡成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="197"/>
        <source>Your Scion is {player}.</source>
        <translation>你的後裔是 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="198"/>
        <source>No Scion raised a thumb.</source>
        <translation>沒有後裔豎起拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="199"/>
        <source>Morgan le Fay is {player}.</source>
        <translation>摩根勒菲是 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="200"/>
        <source>Nobody raised a thumb for you.</source>
        <translation>沒有人為你豎起拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="201"/>
        <source>The character card set aside under the board is {role}.</source>
        <translation>擱置在圖板下的角色卡是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="202"/>
        <source>The first Leader, {player}, shows {side}.</source>
        <translation>第一位隊長 {player} 出示{side}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="203"/>
        <source>The reveal is over; everyone has opened their eyes.</source>
        <translation>揭示階段結束；所有人都已睜開眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="204"/>
        <source>{leader} sends {players} on quest {quest}.</source>
        <translation>{leader} 派 {players} 執行任務 {quest}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="205"/>
        <source>{leader} places the Magic Token on {player}.</source>
        <translation>{leader} 把魔法標記放在 {player} 身上。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="206"/>
        <source>{player} has played a card.</source>
        <translation>{player} 已出牌。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="207"/>
        <source>You played {card}.</source>
        <translation>你打出了{card}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="210"/>
        <source>{leader} names {player} the next Leader; {player} takes a Veteran token.</source>
        <translation>{leader} 指定 {player} 為下一位隊長；{player} 獲得一枚老兵標記。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="211"/>
        <source>{leader} gives the Amulet to {player}.</source>
        <translation>{leader} 把護身符交給 {player}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="212"/>
        <source>{holder} checks the loyalty of {target}.</source>
        <translation>{holder} 查驗 {target} 的陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="213"/>
        <source>{target} shows you {side}.</source>
        <translation>{target} 向你出示{side}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="214"/>
        <source>The Final Quest begins.</source>
        <translation>最終任務開始。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="215"/>
        <source>{player} reveals the Revealer card.</source>
        <translation>{player} 亮出揭露者卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="216"/>
        <source>Nobody reveals the Revealer card: it was set aside.</source>
        <translation>沒有人亮出揭露者卡：那張卡被擱置了。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="217"/>
        <location filename="../engine/games/quest/texts.py" line="317"/>
        <source>Time is up. All conversation must stop.</source>
        <translation>時間到。所有對話必須停止。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="218"/>
        <source>{player} reveals the Blind Hunter card and begins the Hunt.</source>
        <translation>{player} 亮出盲眼獵人卡並開始獵殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="219"/>
        <source>The Blind Hunter stays silent: Good&apos;s Last Chance.</source>
        <translation>盲眼獵人保持沉默：進入正義方的最後機會。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="221"/>
        <source>Nobody is the Blind Hunter: the card was set aside.</source>
        <translation>沒有人是盲眼獵人：那張卡被擱置了。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="222"/>
        <source>The Blind Hunter names {player} as {role}.</source>
        <translation>盲眼獵人點名 {player} 為{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="223"/>
        <source>The Blind Hunter takes back the naming of {player} as {role} and declares again.</source>
        <translation>盲眼獵人收回把 {player} 點名為{role}，並重新宣告。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="224"/>
        <source>Everyone points.</source>
        <translation>所有人指向他人。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="225"/>
        <source>Hands still raised: {hands}.</source>
        <translation>仍舉著的手：{hands}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="226"/>
        <source>{owner} → {target}</source>
        <translation>{owner} → {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="227"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="228"/>
        <source>{owner} raises a second hand at {target}.</source>
        <translation>{owner} 舉起第二隻手指向 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="229"/>
        <source>No second hand is raised.</source>
        <translation>沒有人舉起第二隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="230"/>
        <source>The Duke lowers {owner}&apos;s hand on {target}.</source>
        <translation>公爵放下 {owner} 指向 {target} 的手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="231"/>
        <source>The Duke lowers no hand.</source>
        <translation>公爵沒有放下任何手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="232"/>
        <source>The Archduke moves {owner}&apos;s hand from {source} to {target}.</source>
        <translation>大公爵把 {owner} 的手從 {source} 移到 {target}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="233"/>
        <source>The Archduke moves no hand.</source>
        <translation>大公爵沒有移動任何手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="234"/>
        <source>{player} was {role}.</source>
        <translation>{player} 是{role}。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="235"/>
        <source>Check after the reveal: {problem}</source>
        <translation>亮牌後檢查：{problem}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="242"/>
        <source>{player} had the Revealer card but did not reveal it at the Final Quest.</source>
        <translation>{player} 持有揭露者卡，但在最終任務時沒有亮出。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="243"/>
        <source>{player} had the Blind Hunter card but did not reveal it for the Hunt.</source>
        <translation>{player} 持有盲眼獵人卡，但沒有亮出以進行獵殺。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="248"/>
        <source>Three quests succeeded: Good wins.</source>
        <translation>三個任務成功：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="249"/>
        <source>Three quests succeeded and no one is the Blind Hunter: Good wins.</source>
        <translation>三個任務成功且沒有人是盲眼獵人：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="250"/>
        <source>The Blind Hunter named Arthur first and correctly: Evil wins.</source>
        <translation>盲眼獵人第一個點名亞瑟且正確：邪惡方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="251"/>
        <source>The Blind Hunter named both Good roles correctly: Evil wins.</source>
        <translation>盲眼獵人正確點名兩個正義角色：邪惡方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="252"/>
        <source>The Blind Hunter&apos;s namings were not both correct: Good wins.</source>
        <translation>盲眼獵人的點名並非全部正確：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="253"/>
        <source>A Cleric was in play but the Blind Hunter did not name the Cleric: Good wins.</source>
        <translation>場上有牧師，但盲眼獵人沒有點名牧師：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="254"/>
        <source>Every Good hand points at Evil and every agent of Evil is pointed at: Good wins.</source>
        <translation>所有正義方的手都指向邪惡方，且每名邪惡成員都被指到：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="255"/>
        <source>Good&apos;s Last Chance failed: Evil wins.</source>
        <translation>正義方的最後機會失敗：邪惡方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="256"/>
        <source>Good&apos;s Last Chance failed, but the Leader of every quest was Evil: Good wins.</source>
        <translation>正義方的最後機會失敗，但每個任務的隊長都是邪惡方：正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="257"/>
        <source>{player}, the Mutineer, points at two Good players and joins Good.</source>
        <translation>叛變者 {player} 指向兩名正義玩家，加入正義方。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="260"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="261"/>
        <source>Fail</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="265"/>
        <source>Everyone close your eyes.</source>
        <translation>所有人閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="266"/>
        <source>Everyone open your eyes.</source>
        <translation>所有人睜開眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="267"/>
        <source>Scion, raise your thumb so that Morgan le Fay can know you.</source>
        <translation>後裔，豎起你的拇指，讓摩根勒菲認出你。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="268"/>
        <source>Morgan le Fay, open your eyes and look around so that you know your Scion.</source>
        <translation>摩根勒菲，睜開眼睛環顧四周，認出你的後裔。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="269"/>
        <source>Scion, put your thumb down.</source>
        <translation>後裔，放下你的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="270"/>
        <source>Morgan le Fay, close your eyes.</source>
        <translation>摩根勒菲，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="271"/>
        <source>{role}, raise your thumb so that the Minions of Mordred can know you.</source>
        <translation>{role}，豎起你的拇指，讓莫德雷德的爪牙認出你。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="272"/>
        <source>{first} and {second}, raise your thumbs so that the Minions of Mordred can know you.</source>
        <translation>{first}與{second}，豎起你們的拇指，讓莫德雷德的爪牙認出你們。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="273"/>
        <source>Minions of Mordred and Morgan le Fay, open your eyes and look around so that you know each other.</source>
        <translation>莫德雷德的爪牙與摩根勒菲，睜開眼睛環顧四周，認出彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="275"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know each other.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}除外——睜開眼睛環顧四周，認出彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="277"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know each other.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}與{b}除外——睜開眼睛環顧四周，認出彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="280"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know each other.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}、{b}與{c}除外——睜開眼睛環顧四周，認出彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="283"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know each other.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}、{b}、{c}與{d}除外——睜開眼睛環顧四周，認出彼此。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="286"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}除外——睜開眼睛環顧四周，認出所有邪惡成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="289"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}與{b}除外——睜開眼睛環顧四周，認出所有邪惡成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="292"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}、{b}與{c}除外——睜開眼睛環顧四周，認出所有邪惡成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="295"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>莫德雷德的爪牙與摩根勒菲——{a}、{b}、{c}與{d}除外——睜開眼睛環顧四周，認出所有邪惡成員。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="298"/>
        <source>Minions of Mordred and Morgan le Fay, close your eyes.</source>
        <translation>莫德雷德的爪牙與摩根勒菲，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="299"/>
        <source>{role}, put your thumb down.</source>
        <translation>{role}，放下你的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="300"/>
        <source>{first} and {second}, put your thumbs down.</source>
        <translation>{first}與{second}，放下你們的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="301"/>
        <source>Blind Hunter, open your eyes and look at the character card set aside under the board.</source>
        <translation>盲眼獵人，睜開眼睛，看看擱置在圖板下的角色卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="302"/>
        <source>Blind Hunter, close your eyes.</source>
        <translation>盲眼獵人，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="303"/>
        <source>Morgan le Fay, raise your thumb so that Arthur can know you.</source>
        <translation>摩根勒菲，豎起你的拇指，讓亞瑟認出你。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="304"/>
        <source>Arthur, open your eyes and look around so that you know Morgan le Fay.</source>
        <translation>亞瑟，睜開眼睛環顧四周，認出摩根勒菲。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="305"/>
        <source>Arthur, close your eyes.</source>
        <translation>亞瑟，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="306"/>
        <source>Morgan le Fay, put your thumb down.</source>
        <translation>摩根勒菲，放下你的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="307"/>
        <source>Leader, raise your thumb if you are Evil.</source>
        <translation>隊長，如果你是邪惡方，豎起你的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="308"/>
        <source>Cleric, open your eyes.</source>
        <translation>牧師，睜開眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="309"/>
        <source>Clerics, open your eyes.</source>
        <translation>牧師們，睜開眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="310"/>
        <source>Cleric, close your eyes.</source>
        <translation>牧師，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="311"/>
        <source>Clerics, close your eyes.</source>
        <translation>牧師們，閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="312"/>
        <source>Leader, put your thumb down.</source>
        <translation>隊長，放下你的拇指。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="314"/>
        <source>Revealer, reveal your character card.</source>
        <translation>揭露者，亮出你的角色卡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="315"/>
        <source>You have five minutes to discuss who may be a Minion of Mordred.</source>
        <translation>你們有五分鐘討論誰可能是莫德雷德的爪牙。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="316"/>
        <source>You have {seconds} seconds to discuss who may be a Minion of Mordred.</source>
        <translation>你們有 {seconds} 秒討論誰可能是莫德雷德的爪牙。</translation>
    </message>
</context>
<context>
    <name>quest.param</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="348"/>
        <source>Fail cards revealed</source>
        <translation>揭曉的失敗卡</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="349"/>
        <source>Quest card</source>
        <translation>任務卡</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="352"/>
        <source>First Leader</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>第一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="353"/>
        <location filename="../engine/games/quest/texts.py" line="363"/>
        <source>Loyalty card</source>
        <translation>陣營卡</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="354"/>
        <source>Team</source>
        <translation>隊伍</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="355"/>
        <source>Magic Token</source>
        <translation>魔法標記</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="360"/>
        <source>Next Leader</source>
        <translation>下一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="361"/>
        <source>Amulet</source>
        <translation>護身符</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="362"/>
        <source>Player to check</source>
        <translation>要查驗的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="364"/>
        <source>Revealer</source>
        <translation>揭露者</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="365"/>
        <source>Begin the Hunt</source>
        <translation>開始獵殺</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="366"/>
        <source>Blind Hunter</source>
        <translation>盲眼獵人</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="367"/>
        <source>Player named</source>
        <translation>被點名的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="368"/>
        <source>Good role</source>
        <translation>正義角色</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="369"/>
        <source>Players you point at</source>
        <translation>你指向的玩家</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="370"/>
        <source>Raised hands point at</source>
        <translation>舉起的手指向</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="371"/>
        <source>Keep your hands up</source>
        <translation>保持舉手</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="372"/>
        <source>Second hand</source>
        <translation>第二隻手</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="373"/>
        <source>Hand to lower</source>
        <translation>要放下的手</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="374"/>
        <source>Hand to move</source>
        <translation>要移動的手</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="375"/>
        <source>Character card</source>
        <translation>角色卡</translation>
    </message>
</context>
<context>
    <name>quest.phase</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="322"/>
        <source>First Leader</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name, in the rulebook&apos;s terms (§2).</extracomment>
        <translation>第一位隊長</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="323"/>
        <source>Determining loyalty</source>
        <translation>確定陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="324"/>
        <source>The first Leader&apos;s loyalty</source>
        <translation>第一位隊長的陣營</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="325"/>
        <source>Reveal phase</source>
        <translation>揭示階段</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="326"/>
        <source>Team Building phase</source>
        <translation>組隊階段</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="327"/>
        <source>Magic Token</source>
        <translation>魔法標記</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="328"/>
        <source>Quest phase</source>
        <translation>任務階段</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="329"/>
        <source>Transition phase</source>
        <translation>過渡階段</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="330"/>
        <source>Amulet</source>
        <translation>護身符</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="331"/>
        <location filename="../engine/games/quest/texts.py" line="332"/>
        <source>Amulet check</source>
        <translation>護身符查驗</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="333"/>
        <location filename="../engine/games/quest/texts.py" line="335"/>
        <source>Final Quest</source>
        <translation>最終任務</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="334"/>
        <source>Discussion</source>
        <translation>討論</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="336"/>
        <source>Hunter vote</source>
        <translation>獵人投票</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="337"/>
        <location filename="../engine/games/quest/texts.py" line="338"/>
        <source>The Hunt</source>
        <translation>獵殺</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="339"/>
        <location filename="../engine/games/quest/texts.py" line="340"/>
        <location filename="../engine/games/quest/texts.py" line="341"/>
        <location filename="../engine/games/quest/texts.py" line="342"/>
        <location filename="../engine/games/quest/texts.py" line="343"/>
        <source>Good&apos;s Last Chance</source>
        <translation>正義方的最後機會</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="344"/>
        <location filename="../engine/games/quest/texts.py" line="345"/>
        <source>End of game</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>quest.role_summary</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="66"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>正義；揭示階段什麼也不知道；一律打出成功。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="68"/>
        <source>Evil; knows the other Minions; may play Fail.</source>
        <translation>邪惡；認識其他爪牙；可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="70"/>
        <source>Evil, in every game; knows the other Minions; may play Fail even with the Magic Token.</source>
        <translation>邪惡，每場都有；認識其他爪牙；即使持有魔法標記也可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="73"/>
        <source>Evil (4-5 players); knows nobody, but Morgan le Fay knows the Scion; may play Fail.</source>
        <translation>邪惡（4-5 人）；誰也不認識，但摩根勒菲認識後裔；可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="76"/>
        <source>Evil (6+ players); knows nobody and nobody on the Evil side knows the Changeling; may play Fail.</source>
        <translation>邪惡（6 人以上）；誰也不認識，邪惡方也不認識換生靈；可以打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="79"/>
        <source>Good (6+ players); may lower one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>正義（6 人以上）；在正義方的最後機會中可放下任一玩家舉起的一隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="83"/>
        <source>Good (9+ players; optional from 6); may move one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>正義（9 人以上；6 人起可選用）；在正義方的最後機會中可移動任一玩家舉起的一隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="87"/>
        <source>Evil; does not know the Minions; at the Final Quest may hunt two Good players by role.</source>
        <translation>邪惡；不認識爪牙；最終任務時可依角色獵殺兩名正義玩家。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="90"/>
        <source>Good; learns whether the first Leader is Good or Evil; a Hunt must name the Cleric.</source>
        <translation>正義；得知第一位隊長是正義或邪惡；獵殺時必須點名牧師。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="93"/>
        <source>Good; must show Evil whenever their loyalty is checked.</source>
        <translation>正義；每次被查驗陣營時都必須出示邪惡。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="95"/>
        <source>Good; must play Fail when holding the Magic Token.</source>
        <translation>正義；持有魔法標記時必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="100"/>
        <source>Good; knows Morgan le Fay; Evil wins if the Blind Hunter names Arthur first.</source>
        <translation>正義；認識摩根勒菲；若盲眼獵人第一個就正確點名亞瑟，邪惡方獲勝。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="105"/>
        <source>Evil; knows the other Minions; must play Fail unless holding the Magic Token.</source>
        <translation>邪惡；認識其他爪牙；除非持有魔法標記，否則必須打出失敗。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="108"/>
        <source>Evil; knows the other Minions; may show either loyalty when their loyalty is checked.</source>
        <translation>邪惡；認識其他爪牙；被查驗陣營時可出示任一陣營。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="111"/>
        <source>Evil; knows the other Minions; is revealed at the Final Quest and cannot be pointed at.</source>
        <translation>邪惡；認識其他爪牙；最終任務開始時亮明身分，不能被指向。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="114"/>
        <source>Evil; does not know the Minions; joins Good if both their hands end on Good players.</source>
        <translation>邪惡；不認識爪牙；若雙手最後都指向正義玩家，就加入正義方。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="97"/>
        <source>Good; points with one hand, and may raise the second once the Minions lower theirs.</source>
        <translation>正義；只用一隻手指人，爪牙放下手後可舉起第二隻手。</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="103"/>
        <source>Evil; knows the other Minions; may play Fail only on quests 1 to 3.</source>
        <translation>邪惡；認識其他爪牙；只能在任務 1 至 3 打出失敗。</translation>
    </message>
</context>
</TS>
