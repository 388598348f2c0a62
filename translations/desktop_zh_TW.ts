<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="223"/>
        <source>Tablekeeper board</source>
        <translation>Tablekeeper 看板</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console.py" line="158"/>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="179"/>
        <source>Not allowed now.</source>
        <translation>目前不允許。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="202"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>請選 {n} 個（已選：{m}）</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console.py" line="644"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — 主持人控制台</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="645"/>
        <source>Narration</source>
        <translation>旁白</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="646"/>
        <location filename="../desktop/console.py" line="1060"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="647"/>
        <source>Skip</source>
        <translation>跳過</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="648"/>
        <source>Repeat</source>
        <translation>重複</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="649"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="650"/>
        <source>Timer</source>
        <translation>計時器</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="651"/>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="652"/>
        <source>Game log</source>
        <translation>遊戲日誌</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="653"/>
        <source>Hold to show private lines</source>
        <translation>按住以顯示私密內容</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="654"/>
        <location filename="../desktop/console.py" line="658"/>
        <location filename="../desktop/console.py" line="938"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="655"/>
        <location filename="../desktop/console.py" line="659"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="656"/>
        <location filename="../desktop/console.py" line="662"/>
        <source>Blank the board</source>
        <translation>遮蔽看板</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="657"/>
        <source>Confirm the next step</source>
        <translation>確認下一步</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="660"/>
        <source>Pause or resume narration</source>
        <translation>暫停或繼續旁白</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="661"/>
        <source>Start or pause the timer</source>
        <translation>開始或暫停計時器</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="663"/>
        <source>Board full screen</source>
        <translation>看板全螢幕</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="664"/>
        <source>Show the board</source>
        <translation>顯示看板</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="665"/>
        <source>Save the game record…</source>
        <translation>儲存遊戲紀錄…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="666"/>
        <source>Open a game record…</source>
        <translation>開啟遊戲紀錄…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="667"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="668"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="669"/>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="670"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="671"/>
        <source>&amp;Play</source>
        <translation>進行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="672"/>
        <source>&amp;Board</source>
        <translation>看板(&amp;B)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="673"/>
        <source>Board screen</source>
        <translation>看板螢幕</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="674"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="675"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <source>Waiting for private choices after this step.</source>
        <translation>此步驟之後還有私密選擇等待進行。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="768"/>
        <source>Nothing to enter now.</source>
        <translation>目前沒有需要輸入的內容。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="845"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="851"/>
        <source>Play again with the same players and roles</source>
        <translation>以相同的玩家和角色再玩一局</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="853"/>
        <source>Back to the setup wizard</source>
        <translation>返回設定精靈</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="891"/>
        <source>[private message]</source>
        <translation>[私人訊息]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="894"/>
        <source>[private to {players}]</source>
        <translation>[僅限 {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="896"/>
        <source>[moderator only]</source>
        <translation>[僅限主持人]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="939"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} 已經看過自己私密選擇的結果，無法重新選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="942"/>
        <source>A player has seen {what}.</source>
        <translation>有一名玩家已經看過{what}。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="944"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} 已經看過{what}。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="947"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>復原此步驟會收回玩家已經看過的內容：</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="948"/>
        <source>Undo anyway?</source>
        <translation>仍要復原嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="949"/>
        <source>Undo a private reveal?</source>
        <translation>要復原私密揭示嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1009"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1009"/>
        <location filename="../desktop/console.py" line="1060"/>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1050"/>
        <source>Time is up.</source>
        <translation>時間到。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1075"/>
        <source>Save the game record</source>
        <translation>儲存遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1075"/>
        <location filename="../desktop/console.py" line="1086"/>
        <source>Game records (*.json)</source>
        <translation>遊戲紀錄 (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1083"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1083"/>
        <source>The record could not be saved: {reason}</source>
        <translation>無法儲存紀錄：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1086"/>
        <source>Open a game record</source>
        <translation>開啟遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1097"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1097"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>無法開啟此檔案：{reason}</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="416"/>
        <source>Dealing</source>
        <translation>發牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="417"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>由誰發牌：由應用程式發牌，或使用你們桌上自己的卡牌。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="418"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>由應用程式發牌（輪流傳遞筆電，查看自己的角色）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="419"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>每位玩家按住按鈕，查看自己的角色和所知的資訊；秘密選擇在筆電上進行，筆電在玩家之間傳遞。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="421"/>
        <source>Physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="422"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>自行發牌。主持人只輸入全桌都看得到的內容；規則、看板和旁白由應用程式負責。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="424"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>請將下列卡牌放入牌組，不多也不少：</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console.py" line="228"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="232"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}：按住按鈕查看你得知的資訊；放開即隱藏。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="234"/>
        <source>Hold to see ({player})</source>
        <translation>按住查看（{player}）</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="242"/>
        <source>I have seen it — next</source>
        <translation>我看過了 — 下一步</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="281"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="282"/>
        <source>Choose the game and its variant.</source>
        <translation>選擇遊戲及其變體。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="283"/>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <location filename="../desktop/plugin.py" line="184"/>
        <source>Yes</source>
        <extracomment>Parameter names whose values are seats, in every game unless a plugin says otherwise.</extracomment>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="184"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="202"/>
        <source>Moderator</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="203"/>
        <source>{player}: {action}</source>
        <translation>{player}：{action}</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="207"/>
        <source>a private message</source>
        <translation>一則私人訊息</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="240"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} 獲勝者：{winners}</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="516"/>
        <source>The system&apos;s default output</source>
        <translation>系統預設輸出</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="520"/>
        <source>{output} (not connected)</source>
        <translation>{output}（未連接）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="536"/>
        <source>The best voice for the language</source>
        <translation>最適合這個語言的語音</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="542"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice}（這台電腦上找不到）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="545"/>
        <source>Looking for voices…</source>
        <translation>正在尋找語音…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="547"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>找不到這個語言的語音：旁白只顯示字幕。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="578"/>
        <source>Narration</source>
        <translation>旁白</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="579"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>夜晚與揭示階段朗讀的台詞。旁白語言可以與畫面語言不同。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="580"/>
        <source>Narration language:</source>
        <translation>旁白語言：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="581"/>
        <source>Voice:</source>
        <translation>語音：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="582"/>
        <source>Test the voice</source>
        <translation>試聽語音</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="583"/>
        <source>Speed (words per minute):</source>
        <translation>語速（每分鐘字數）：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="584"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>每個步驟的長度，以秒計（0：依照腳本）：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="585"/>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="586"/>
        <source>Sound output:</source>
        <translation>聲音輸出：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="587"/>
        <source>A soft night sound under the narration</source>
        <translation>旁白下方播放輕柔的夜晚音效</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="45"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>請閉上眼睛。只有剛被叫到的玩家打開筆電。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="49"/>
        <source>Open</source>
        <translation>打開</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="60"/>
        <source>There is nothing for you to choose now.</source>
        <translation>你現在沒有需要選擇的事項。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="62"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="72"/>
        <source>Hold to see what you learned</source>
        <translation>按住查看你得知的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="78"/>
        <source>Done — close</source>
        <translation>完成 — 關閉</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="206"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="207"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>遊戲人數，以及依座位順序（沿桌子順時針）排列的玩家名稱。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="208"/>
        <source>Players:</source>
        <translation>玩家人數：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="209"/>
        <source>Recent rosters:</source>
        <translation>最近的玩家名單：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="210"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>1 號座位在主持人的左手邊；座位順序會影響隊長與鄰座。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="212"/>
        <source>(choose a recent roster)</source>
        <translation>（選擇最近的名單）</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console.py" line="267"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="270"/>
        <source>I am {player}: show my choice</source>
        <translation>我是 {player}：顯示我的選擇</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="296"/>
        <source>(recommended for this player count)</source>
        <translation>（此人數的建議配置）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="345"/>
        <source>Cards: {have} of {need}</source>
        <translation>卡牌：{have}/{need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="353"/>
        <source>Roles and options</source>
        <translation>角色與選項</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="354"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>已選好建議的角色，可依喜好更改。問題會列在下方。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="355"/>
        <source>Recommended roles</source>
        <translation>建議角色</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="356"/>
        <source>Scenario:</source>
        <translation>劇本：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="357"/>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="358"/>
        <source>Modules and house rules</source>
        <translation>擴充模組與房規</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console.py" line="332"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="336"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>現在每個人輪流拿筆電，這樣誰都看不出是誰有事要做（第 {n} 位，共 {total} 位）。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="340"/>
        <source>I am {player}: open</source>
        <translation>我是 {player}：打開</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="364"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>你現在沒有需要選擇的事項。請按「完成」，再把筆電交給下一位。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="368"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="372"/>
        <source>Hold to see ({player})</source>
        <translation>按住查看（{player}）</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="376"/>
        <source>Nothing new for you.</source>
        <translation>沒有給你的新訊息。</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="381"/>
        <source>I have seen it — next</source>
        <translation>我看過了 — 下一步</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../desktop/saves.py" line="111"/>
        <source>The saved game {path} cannot be read: {reason}</source>
        <translation>無法讀取已儲存的遊戲 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="114"/>
        <source>The saved game {path} is too large to be a Tablekeeper game.</source>
        <translation>已儲存的遊戲 {path} 太大，不可能是 Tablekeeper 的遊戲。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="126"/>
        <source>The saved game cannot be resumed: {reason}</source>
        <translation>無法繼續已儲存的遊戲：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="129"/>
        <source>The saved game cannot be resumed: its setup is not valid ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：遊戲設定無效（{reason}）。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="132"/>
        <source>The saved game cannot be resumed: a saved action is refused by the rules ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：規則拒絕了一個已儲存的動作（{reason}）。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="136"/>
        <source>The saved game cannot be resumed: it is damaged ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：檔案已損壞（{reason}）。</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard.py" line="119"/>
        <location filename="../desktop/wizard.py" line="140"/>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard.py" line="168"/>
        <source>Loading the games…</source>
        <translation>正在載入遊戲…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="172"/>
        <source>Every player needs a different name.</source>
        <translation>每位玩家都需要不同的名字。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="176"/>
        <source>This setup is not valid: {reason}</source>
        <translation>此設定無效：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="366"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — 新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="367"/>
        <source>Start now</source>
        <translation>立即開始</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="368"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../desktop/app.py" line="78"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="77"/>
        <source>The file was left as it was: {path}</source>
        <translation>檔案保持原樣：{path}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="107"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="108"/>
        <source>This setup cannot be played: {reason}</source>
        <translation>無法以這個設定進行遊戲：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="138"/>
        <location filename="../desktop/app.py" line="142"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="139"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>無法開啟這個檔案：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="143"/>
        <source>This record cannot be replayed: {reason}</source>
        <translation>無法重播這份紀錄：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="205"/>
        <source>Start a new game</source>
        <translation>開始新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="206"/>
        <source>Resume a game?</source>
        <translation>繼續遊戲？</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="207"/>
        <source>An unfinished game was found. Resume it?</source>
        <translation>找到一局尚未結束的遊戲。要繼續嗎？</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console.py" line="405"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="410"/>
        <source>Action</source>
        <translation>動作</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="410"/>
        <source>Shortcut</source>
        <translation>快速鍵</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="615"/>
        <source>physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="615"/>
        <source>the app deals</source>
        <translation>由應用程式發牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="617"/>
        <source>Game: {game}</source>
        <translation>遊戲：{game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="618"/>
        <source>Players ({n}): {names}</source>
        <translation>玩家（{n}）：{names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="621"/>
        <source>Roles: {roles}</source>
        <translation>角色：{roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="622"/>
        <source>Dealing: {mode}</source>
        <translation>發牌：{mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="623"/>
        <source>Narration: {lang}</source>
        <translation>旁白：{lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="632"/>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="633"/>
        <source>Check the setup and start the game.</source>
        <translation>確認設定後即可開始遊戲。</translation>
    </message>
</context>
</TS>
