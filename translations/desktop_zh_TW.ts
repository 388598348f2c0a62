<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="293"/>
        <source>{what}: {player}&apos;s turn</source>
        <extracomment>The window system made the board the active window all the same: the console takes the keyboard back.</extracomment>
        <translation>{what}：輪到 {player}</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="294"/>
        <source>{what}: time left</source>
        <translation>{what}：剩餘時間</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="387"/>
        <source>Tablekeeper board</source>
        <translation>Tablekeeper 看板</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console/choice_form.py" line="99"/>
        <source>Hold to see the answer</source>
        <translation>按住查看回覆</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="104"/>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="130"/>
        <source>Not allowed now.</source>
        <translation>目前不允許。</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="153"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>請選 {n} 個（已選：{m}）</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <location filename="../desktop/companion/protocol.py" line="29"/>
        <source>Not allowed now.</source>
        <translation>現在不允許。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="37"/>
        <source>Which seat is yours?</source>
        <translation>哪個座位是你的？</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="38"/>
        <source>taken</source>
        <translation>已有人</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="39"/>
        <source>Every seat is taken. Ask the moderator to release yours.</source>
        <translation>所有座位都已有人。請主持人釋出你的座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="40"/>
        <source>Hold to look</source>
        <translation>按住查看</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="41"/>
        <source>Only you should see this. Hold the button to look at your card; let go to hide it.</source>
        <translation>只有你應該看到這裡。按住按鈕查看你的牌，放開即可隱藏。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="42"/>
        <source>Nothing secret for you yet.</source>
        <translation>目前還沒有專屬於你的資訊。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="43"/>
        <source>Your choices</source>
        <translation>你的選擇</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="44"/>
        <source>Nothing for you to choose now.</source>
        <translation>現在沒有需要你選擇的事。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="45"/>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="46"/>
        <source>Send this choice?</source>
        <translation>送出這個選擇？</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="47"/>
        <source>Send</source>
        <translation>送出</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="48"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="49"/>
        <source>Sent.</source>
        <translation>已送出。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="50"/>
        <source>Connecting to the table…</source>
        <translation>正在連線到遊戲桌…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="51"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>連線中斷。正在重新連線…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="52"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="53"/>
        <source>The game is over.</source>
        <translation>遊戲結束了。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="54"/>
        <source>Choose {n}.</source>
        <translation>選擇 {n} 個。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="55"/>
        <source>Night. Eyes closed. When your role is called, your choices appear here without a sound.</source>
        <translation>夜晚。請閉上眼睛。輪到你的角色時，你的選項會無聲地出現在這裡。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="57"/>
        <source>the moderator must accept</source>
        <translation>須由主持人同意</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="58"/>
        <source>plays on the laptop</source>
        <translation>在筆電上玩</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="59"/>
        <source>Use my seat on this phone</source>
        <translation>在這支手機上使用我的座位</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="60"/>
        <source>Not connected: your choice is sent when the connection is back.</source>
        <translation>未連線：連線恢復後會送出你的選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="61"/>
        <source>Your choice was not sent. Choose again.</source>
        <translation>你的選擇沒有送出，請重新選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="73"/>
        <source>The phone sent something the table did not understand.</source>
        <translation>手機傳來的內容，遊戲桌無法理解。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="74"/>
        <source>The phone asked for something the table does not know.</source>
        <translation>手機要求的事情，遊戲桌不認識。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="75"/>
        <source>The phone sent a message that is too long.</source>
        <translation>手機傳來的訊息太長了。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="76"/>
        <source>Too many messages at once; wait a moment.</source>
        <translation>同時傳來太多訊息，請稍等一下。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="77"/>
        <source>This phone has not joined a seat yet.</source>
        <translation>這支手機還沒有加入任何座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="78"/>
        <source>This phone no longer holds a seat. Choose your seat again.</source>
        <translation>這支手機已不再擁有座位。請重新選擇你的座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="79"/>
        <source>Another phone holds that seat. Ask the moderator to release it.</source>
        <translation>另一支手機正在使用那個座位。請主持人釋出該座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="80"/>
        <source>There is no such seat.</source>
        <translation>沒有這個座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="81"/>
        <source>Too many attempts to join. Wait a minute and try again.</source>
        <translation>加入嘗試次數過多。請等一分鐘再試。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="82"/>
        <source>A phone can act only for its own seat.</source>
        <translation>手機只能替自己的座位行動。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="83"/>
        <source>The table has moved on since; look again and choose.</source>
        <translation>遊戲已經往下進行；請重新查看後再選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="84"/>
        <source>This choice is not made on a phone.</source>
        <translation>這個選擇不在手機上進行。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="85"/>
        <source>This seat has been opened on another phone or tab.</source>
        <translation>這個座位已在另一支手機或分頁上開啟。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="86"/>
        <source>The moderator has released this seat.</source>
        <translation>主持人已釋出這個座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="87"/>
        <source>That choice is not complete.</source>
        <translation>這個選擇還不完整。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="88"/>
        <source>This seat plays on the laptop. Ask the moderator.</source>
        <translation>這個座位在筆電上玩，請詢問主持人。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="89"/>
        <source>Another phone is asking for that seat. Ask the moderator.</source>
        <translation>另一支手機正在請求那個座位，請詢問主持人。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="90"/>
        <source>The moderator has been asked to let this phone take the seat. Wait for their answer.</source>
        <translation>已請主持人同意這支手機取得座位，請等候回覆。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="92"/>
        <source>The moderator did not let this phone take that seat.</source>
        <translation>主持人沒有同意這支手機取得那個座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="28"/>
        <source>Everyone has this screen now, so that nobody can tell who has something to do.</source>
        <translation>現在每個人都看到這個畫面，這樣誰都看不出是誰有事要做。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="29"/>
        <source>There is nothing for you to choose now: press Done.</source>
        <translation>你現在沒有要選的：請按「完成」。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="30"/>
        <source>Nothing new for you.</source>
        <translation>沒有給你的新訊息。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="31"/>
        <source>Hold to look, then press I have looked.</source>
        <translation>按住查看，然後按「我看過了」。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="32"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="33"/>
        <source>I have looked</source>
        <translation>我看過了</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="24"/>
        <source>Player aids</source>
        <translation>玩家參考</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="25"/>
        <source>The roles in this game</source>
        <translation>本局的角色</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="26"/>
        <source>The night order of this deck</source>
        <translation>這副牌的夜晚順序</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="27"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="28"/>
        <source>New for you: hold to look</source>
        <translation>有你的新訊息：按住查看</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="29"/>
        <source>Keep your screen on: this page cannot keep the phone awake by itself.</source>
        <translation>請保持螢幕開啟：這個網頁無法自行讓手機保持喚醒。</translation>
    </message>
</context>
<context>
    <name>ConfirmationCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="121"/>
        <source>{player}: your choice is made.</source>
        <translation>{player}：你已完成選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="125"/>
        <source>Hold to see what your choice did</source>
        <translation>按住查看你的選擇帶來的結果</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="131"/>
        <source>Done — hide it and pass the laptop on</source>
        <translation>完成——隱藏並把筆電傳下去</translation>
    </message>
</context>
<context>
    <name>ConsoleRecap</name>
    <message>
        <location filename="../desktop/history/console_hook.py" line="88"/>
        <source>The game retold</source>
        <translation>重述這局</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="89"/>
        <source>The game &amp;retold on the TV</source>
        <translation>在電視上重述這局(&amp;R)</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="90"/>
        <source>&amp;History…</source>
        <translation>歷史紀錄(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console/window.py" line="334"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — 主持人控制台</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="335"/>
        <source>Narration</source>
        <translation>旁白</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="234"/>
        <location filename="../desktop/console/window.py" line="336"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="337"/>
        <source>Skip</source>
        <translation>跳過</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="338"/>
        <source>Repeat</source>
        <translation>重複</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="339"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="345"/>
        <source>Timer</source>
        <translation>計時器</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="346"/>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="347"/>
        <source>Game log</source>
        <translation>遊戲日誌</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="348"/>
        <source>Hold to show private lines</source>
        <translation>按住以顯示私密內容</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="349"/>
        <location filename="../desktop/console/window.py" line="353"/>
        <location filename="../desktop/console/window.py" line="547"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="350"/>
        <location filename="../desktop/console/window.py" line="354"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="351"/>
        <location filename="../desktop/console/window.py" line="357"/>
        <source>Blank the board</source>
        <translation>遮蔽看板</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="352"/>
        <source>Confirm the next step</source>
        <translation>確認下一步</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="355"/>
        <source>Pause or resume narration</source>
        <translation>暫停或繼續旁白</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="381"/>
        <source>Light theme</source>
        <translation>淺色主題</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="382"/>
        <source>Dark theme</source>
        <translation>深色主題</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="383"/>
        <source>Theme as the system</source>
        <translation>主題跟隨系統</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="343"/>
        <location filename="../desktop/console/window.py" line="356"/>
        <source>Start or pause the timer</source>
        <translation>開始或暫停計時器</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="341"/>
        <source>Start the narration</source>
        <translation>開始旁白</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="342"/>
        <source>Skip to the next line</source>
        <translation>跳到下一句</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="344"/>
        <source>Reset the timer</source>
        <translation>重設計時器</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="358"/>
        <source>Board full screen</source>
        <translation>看板全螢幕</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="359"/>
        <source>Show the board</source>
        <translation>顯示看板</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="361"/>
        <source>Save the game record…</source>
        <translation>儲存遊戲紀錄…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="362"/>
        <source>Open a game record…</source>
        <translation>開啟遊戲紀錄…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="363"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="364"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="63"/>
        <location filename="../desktop/console/window.py" line="365"/>
        <source>About Tablekeeper</source>
        <translation>關於 Tablekeeper</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="367"/>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="368"/>
        <source>Recording studio…</source>
        <translation>錄音室…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="369"/>
        <source>Phones…</source>
        <translation>手機…</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <location filename="../desktop/console/phones.py" line="70"/>
        <location filename="../desktop/console/window.py" line="371"/>
        <source>Phones</source>
        <translation>手機</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="372"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="373"/>
        <source>&amp;Play</source>
        <translation>進行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="374"/>
        <source>&amp;Board</source>
        <translation>看板(&amp;B)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="375"/>
        <source>Board screen</source>
        <translation>看板螢幕</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="376"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="380"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="384"/>
        <source>Reduce motion</source>
        <translation>減少動態效果</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="385"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="451"/>
        <source>The cards are being dealt: everyone looks at their card on their phone.</source>
        <translation>正在發牌：每個人在自己的手機上看自己的牌。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="453"/>
        <source>The cards are being dealt: everyone looks at their card on their phone or on the laptop.</source>
        <translation>正在發牌：每個人在自己的手機或筆電上看自己的牌。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="454"/>
        <source>The cards are being dealt: everyone looks at their card on the laptop in turn.</source>
        <translation>正在發牌：每個人輪流在筆電上看自己的牌。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="456"/>
        <source>Night: everyone&apos;s eyes are closed.</source>
        <translation>夜晚：所有人都閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="100"/>
        <source>Waiting for private choices after this step.</source>
        <translation>此步驟之後還有私密選擇等待進行。</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="103"/>
        <source>Nothing to enter now.</source>
        <translation>目前沒有需要輸入的內容。</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <source>The phones cannot join: the laptop could not open a network port for them. The game goes on with the laptop passed round.</source>
        <translation>手機無法加入：筆電無法為手機開啟網路連接埠。遊戲將繼續以傳遞筆電的方式進行。</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="125"/>
        <source>A phone joined as {player}.</source>
        <translation>有一支手機以{player}的身分加入。</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="172"/>
        <source>Waiting for {player}&apos;s phone.</source>
        <translation>正在等待 {player} 的手機。</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="178"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="184"/>
        <source>Play again with the same players and roles</source>
        <translation>以相同的玩家和角色再玩一局</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="186"/>
        <source>Back to the setup wizard</source>
        <translation>返回設定精靈</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="141"/>
        <source>[private message]</source>
        <translation>[私人訊息]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="144"/>
        <source>[private to {players}]</source>
        <translation>[僅限 {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="146"/>
        <source>[moderator only]</source>
        <translation>[僅限主持人]</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="548"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} 已經看過自己私密選擇的結果，無法重新選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="551"/>
        <source>A player has seen {what}.</source>
        <translation>有一名玩家已經看過{what}。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="553"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} 已經看過{what}。</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="556"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>復原此步驟會收回玩家已經看過的內容：</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="557"/>
        <source>Undo anyway?</source>
        <translation>仍要復原嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="558"/>
        <source>Undo a private reveal?</source>
        <translation>要復原私密揭示嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="166"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="167"/>
        <location filename="../desktop/console/timer_bar.py" line="233"/>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="176"/>
        <source>Every player sees their card first.</source>
        <translation>請先讓每位玩家看過自己的牌。</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="197"/>
        <source>{clock} (waits for the phones)</source>
        <translation>{clock}（等待各手機）</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="199"/>
        <source>{clock} (waits for {player}&apos;s phone)</source>
        <translation>{clock}（等待 {player} 的手機）</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="201"/>
        <source>{clock} (waits for the laptop)</source>
        <translation>{clock}（等筆電送到手上）</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="212"/>
        <source>Time is up.</source>
        <translation>時間到。</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="32"/>
        <location filename="../desktop/console/record_files.py" line="59"/>
        <source>Save the game record</source>
        <translation>儲存遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="33"/>
        <source>The game is not over, and its record holds every secret of it in plain text: every player&apos;s role and every private choice. Anyone who opens it can read them. Keep it where no player can open it before the game ends.

Save the record anyway?</source>
        <translation>遊戲尚未結束，而它的紀錄以純文字保存了這局遊戲的所有祕密：每位玩家的角色和每個私密選擇。任何人打開它都能讀到。請把它放在遊戲結束前沒有玩家能打開的地方。

仍要儲存紀錄嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="60"/>
        <location filename="../desktop/console/record_files.py" line="76"/>
        <source>Game records (*.json)</source>
        <translation>遊戲紀錄 (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="67"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="68"/>
        <source>The record could not be saved: {reason}</source>
        <translation>無法儲存紀錄：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="71"/>
        <source>Saved: {file}</source>
        <translation>已儲存：{file}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="74"/>
        <source>Open a game record</source>
        <translation>開啟遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="87"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="88"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>無法開啟此檔案：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="64"/>
        <source>Tablekeeper {version}</source>
        <translation>Tablekeeper {version}</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="65"/>
        <source>A table companion for hidden-role party games: setup, a board for the TV and spoken night calls.

Free software under the GNU General Public License, version 3 or later. The bundled fonts are under the SIL Open Font License; the night sound&apos;s licence is beside it in resources/sounds.</source>
        <translation>隱藏身分派對遊戲的桌邊助手：設定遊戲、電視看板與朗讀的夜晚呼叫。

自由軟體，依 GNU 通用公共授權條款第 3 版或更新版本發布。隨附字型採用 SIL 開放字型授權；夜晚音效的授權與音效檔同放在 resources/sounds。</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="79"/>
        <source>Board inside the console (one screen)</source>
        <translation>看板放在控制台內（單一螢幕）</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="81"/>
        <location filename="../desktop/console/board_pane.py" line="97"/>
        <source>Board</source>
        <translation>看板</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="77"/>
        <source>Dealing</source>
        <translation>發牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="78"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>由誰發牌：由應用程式發牌，或使用你們桌上自己的卡牌。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="79"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>由應用程式發牌（輪流傳遞筆電，查看自己的角色）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="80"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>每位玩家按住按鈕，查看自己的角色和所知的資訊；秘密選擇在筆電上進行，筆電在玩家之間傳遞。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="82"/>
        <source>Phones: each player opens the page on their own phone (same Wi-Fi)</source>
        <translation>手機：每位玩家在自己的手機上開啟頁面（同一個 Wi-Fi）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="83"/>
        <source>The app deals; each player scans the code on the TV and sees their role and makes their secret choices on their own phone. A player without a phone uses the laptop, passed to them as usual.</source>
        <translation>由應用程式發牌；每位玩家掃描電視上的 QR 碼，在自己的手機上查看角色並做出秘密選擇。沒有手機的玩家照常使用傳到手上的筆電。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="86"/>
        <source>Physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="87"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>自行發牌。主持人只輸入全桌都看得到的內容；規則、看板和旁白由應用程式負責。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="89"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>請將下列卡牌放入牌組，不多也不少：</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="32"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="36"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}：按住按鈕查看你得知的資訊；放開即隱藏。</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="38"/>
        <source>Hold to see ({player})</source>
        <translation>按住查看（{player}）</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="47"/>
        <source>I have seen it — next</source>
        <translation>我看過了 — 下一步</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="98"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="99"/>
        <source>Choose the game and its variant.</source>
        <translation>選擇遊戲及其變體。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="100"/>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>Yes</source>
        <extracomment>Parameter names whose values are seats, in every game unless a plugin says otherwise. The table&apos;s seats on phones: &quot;&quot; (none, or no phones in this game), &quot;some&quot; or &quot;all&quot; (the console sets it). The texts that send the players to the laptop say their phone instead (issue 31).</extracomment>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="251"/>
        <source>Moderator</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="252"/>
        <source>{player}: {action}</source>
        <translation>{player}：{action}</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="266"/>
        <source>a private message</source>
        <translation>一則私人訊息</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="332"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} 獲勝者：{winners}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../desktop/help_pages.py" line="35"/>
        <source>How to play…</source>
        <translation>遊戲玩法…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="36"/>
        <source>Role reference…</source>
        <translation>角色一覽…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="37"/>
        <source>Profession, used once per game</source>
        <translation>職業，每場遊戲限用一次</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="38"/>
        <source>Profession, used again and again</source>
        <translation>職業，可重複使用</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="133"/>
        <source>Help: {game}</source>
        <translation>說明：{game}</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="138"/>
        <source>How to play</source>
        <translation>遊戲玩法</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="139"/>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="149"/>
        <source>There is no How to play page for this game yet.</source>
        <translation>這個遊戲還沒有遊戲玩法頁面。</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="162"/>
        <source>This game deals no roles.</source>
        <translation>這個遊戲不發角色。</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="173"/>
        <source>{name} ({english})</source>
        <translation>{name}（{english}）</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <location filename="../desktop/help_texts.py" line="7"/>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="8"/>
        <source>A turn</source>
        <translation>一個回合</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="9"/>
        <source>The end</source>
        <translation>結局</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="15"/>
        <source>Every player is dealt a secret role on the side of Good or of Evil; the Evil players learn who the others are at the reveal. Good wants three successful quests. Evil wants three failed quests (two with 4 players) and then to win the final accusation.</source>
        <extracomment>Game id -&gt; (goal, a turn, the end), in the order of HEADINGS.</extracomment>
        <translation>每位玩家秘密分到一個正義或邪惡陣營的角色；邪惡玩家在揭示階段得知彼此的身分。正義方要完成三次成功的任務。邪惡方要讓三次任務失敗（4 人時兩次），然後贏下最後的指認。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="18"/>
        <source>The Leader chooses the team for the quest, with no vote, and puts the Magic Token on one member, who must play Success. Each member puts down a quest card face down: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on a two-fail quest. Then the Leader names the next Leader, someone who has not led yet; from 6 players some rounds also give an Amulet, which checks another player&apos;s loyalty.</source>
        <translation>隊長不經投票選出出任務的隊伍，並把魔法標記放在一名隊員身上，他必須出成功。每名隊員蓋放一張任務卡：正義方必須出成功，邪惡方可以出失敗。一張失敗卡就讓任務失敗，需兩張失敗的任務則要兩張。接著隊長指定下一位還沒當過隊長的人當隊長；6 人以上時，某些回合還會交出護身符，用來查驗另一名玩家的陣營。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="23"/>
        <source>After the third successful quest Good wins. After the last failed quest everyone talks for five minutes; then the Blind Hunter may hunt by naming two Good roles, or Good&apos;s Last Chance follows: everyone points at two players, the Evil players lower their hands, and Good wins if every Good hand points at an Evil player and every Evil player is pointed at. The Director&apos;s Cut, the Unknown Roles and the Hunter variants change the deal and this ending a little.</source>
        <translation>第三次任務成功後，正義方獲勝。最後一次任務失敗後，大家討論五分鐘；接著盲眼獵人可以說出兩個正義角色來狩獵，否則進入正義方的最後機會：每個人指向兩名玩家，邪惡玩家放下手，若每隻正義的手都指向邪惡玩家，且每名邪惡玩家都被指到，正義方獲勝。導演剪輯版、未知角色變體和獵人變體會稍微改變發牌和這個結局。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="31"/>
        <source>The Loyal Servants of Arthur (Good) want three successful quests; the Minions of Mordred (Evil) know each other and want three failed quests. Merlin knows who is Evil but must stay hidden, because the Assassin has one last try at naming Merlin.</source>
        <translation>亞瑟的忠臣（正義）要完成三次成功的任務；莫德雷德的爪牙（邪惡）彼此認識，要讓三次任務失敗。梅林知道誰是邪惡，但必須隱藏自己，因為刺客最後還有一次說出梅林名字的機會。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="34"/>
        <source>The leader proposes a team of the size the quest needs, and everyone votes Approve or Reject at the same time; a tie rejects the team. The members of an approved team put down quest cards in secret: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on the fourth quest with 7 or more players. After every proposal the next seat leads; the Lady of the Lake, Excalibur, the Plot Cards and the Trapper add a step to the round.</source>
        <translation>隊長提出人數符合任務所需的隊伍，所有人同時投贊成或反對；票數相同即否決。通過的隊伍成員秘密蓋放任務卡：正義方必須出成功，邪惡方可以出失敗。一張失敗卡就讓任務失敗，7 人以上時第四次任務需要兩張。每次提案後由下一個座位當隊長；湖中女神、王者之劍、陰謀卡和設陷者會在每回合加上一個步驟。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="40"/>
        <source>Three failed quests, or five rejected teams in one round, and Evil wins at once. After three successful quests the Assassin names one Good player: if it is Merlin, Evil wins; otherwise Good wins.</source>
        <translation>三次任務失敗，或同一回合五支隊伍被否決，邪惡方立即獲勝。三次任務成功後，刺客說出一名正義玩家：若是梅林，邪惡方獲勝；否則正義方獲勝。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="45"/>
        <source>Every player gets one card and three more lie in the center. The village wins if at least one Werewolf dies, or if nobody dies when no player is a Werewolf. The werewolf team wins if no Werewolf dies; the Tanner wins only by dying.</source>
        <translation>每位玩家拿一張牌，另外三張放在中央。只要至少一名狼人死亡，或玩家中沒有狼人且無人死亡，村民陣營獲勝。沒有狼人死亡時狼人陣營獲勝；皮匠只有自己死亡才獲勝。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="48"/>
        <source>There is one night and one day. At night the roles wake one at a time in a fixed order and may look at or move cards, so the card in front of you may no longer be the one you were dealt. In the day everyone talks until the timer ends: anyone may claim anything, but nobody looks at a card. With physical cards the moderator enters the final cards and the votes at the end.</source>
        <translation>只有一個夜晚和一個白天。夜晚各角色依固定順序逐一醒來，可以查看或移動牌，所以你面前的牌可能已不是你拿到的那張。白天大家討論到計時結束：誰都可以自稱任何角色，但沒有人可以看牌。使用實體牌時，主持人在最後輸入每人最終的牌和投票。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="53"/>
        <source>At &quot;three, two, one, vote!&quot; everyone points at another player at the same time. The player with the most votes dies, all of them on a tie, and nobody dies if no one has more than one vote. The card each player holds now decides their team, and so who wins.</source>
        <translation>聽到「三、二、一，投票！」時，所有人同時指向另一名玩家。得票最多的玩家死亡，平手時全部死亡；若沒有人得到超過一票，則無人死亡。每位玩家此刻手上的牌決定他的陣營，也決定誰獲勝。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="58"/>
        <source>Every player belongs to a secret society, the Order or the Brotherhood, and has a secret profession. A society wins when one of its members declares victory with three of its victory items: Keys for the Order, Goblets for the Brotherhood.</source>
        <translation>每位玩家屬於一個秘密陣營，教廷或兄弟共濟會，並有一個秘密職業。當某陣營的一名成員帶著該陣營的三件勝利道具宣告勝利時，該陣營獲勝：教廷是鑰匙，兄弟共濟會是聖杯。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="61"/>
        <source>On your turn you may first use a profession that works on your own turn, then you take exactly one action: pass, offer another player an item to trade, attack a player, or declare victory. In a fight every other player backs the attacker or the defender or stays neutral, and items and professions add to the totals. The winner looks at the loser&apos;s society and profession, or takes one of their items.</source>
        <translation>輪到你時，你可以先使用在自己回合生效的職業，然後執行恰好一個動作：棄權、向另一名玩家提出交易道具、攻擊一名玩家，或宣告勝利。戰鬥時，其他每位玩家表態支持攻擊者或防守者，或保持中立，道具和職業會加到總數上。獲勝者查看落敗者的陣營和職業，或拿走他的一件道具。</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="66"/>
        <source>To declare victory you name your partners, and all of you show your society and your items. If every partner belongs to your society and holds a victory item, and together you have three, your society wins; otherwise the other society wins. With an odd number of players the weaker society&apos;s Drink of Power can count as an item; in beginner mode only the sealed items are used.</source>
        <translation>宣告勝利時，你指出你的夥伴，你們全部亮出陣營和道具。若每位夥伴都屬於你的陣營且持有勝利道具，而你們合計有三件，你的陣營獲勝；否則另一個陣營獲勝。玩家人數為奇數時，弱勢陣營宣告者的權力之酒可算作一件道具；簡單遊戲只使用有印信的道具。</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/window.py" line="38"/>
        <source>%n finished game(s) shown</source>
        <translation>
            <numerusform>顯示 %Ln 局已結束的遊戲</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="196"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="199"/>
        <source>{side}: {winners}</source>
        <translation>{side}：{winners}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="194"/>
        <source>Unreadable</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="195"/>
        <location filename="../desktop/history/window.py" line="228"/>
        <source>{file} cannot be read: {reason}</source>
        <translation>無法讀取 {file}：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="228"/>
        <location filename="../desktop/history/window.py" line="267"/>
        <location filename="../desktop/history/window.py" line="304"/>
        <source>History</source>
        <translation>歷史紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <location filename="../desktop/history/window.py" line="299"/>
        <source>Export the record</source>
        <translation>匯出紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <source>The record could not be written: {reason}</source>
        <translation>無法寫入紀錄：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="257"/>
        <source>{game} of {date} with {players}</source>
        <translation>{date} 的{game}，玩家：{players}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="260"/>
        <source>Delete from the history?</source>
        <translation>從歷史紀錄中刪除？</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="261"/>
        <source>{what} leaves the history and the statistics. Its journal is moved to the deleted folder.</source>
        <translation>{what} 將離開歷史紀錄與統計。其日誌會移到已刪除資料夾。</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="274"/>
        <source>Merge two names?</source>
        <translation>合併兩個名字？</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="275"/>
        <source>{spelling} and {name} are one person: every game of {spelling} counts as {name}&apos;s.</source>
        <translation>{spelling} 與 {name} 是同一人：{spelling} 的每一局都算作 {name} 的。</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="300"/>
        <source>Tablekeeper records (*.json)</source>
        <translation>Tablekeeper 紀錄 (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="305"/>
        <source>&amp;Player:</source>
        <translation>玩家(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="306"/>
        <source>Search by player</source>
        <translation>依玩家搜尋</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="307"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="311"/>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="184"/>
        <source>Players, roles and sides</source>
        <translation>玩家、角色與陣營</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Winners</source>
        <translation>獲勝者</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="316"/>
        <source>Open its recap</source>
        <translation>開啟重述</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="317"/>
        <source>Export the record…</source>
        <translation>匯出紀錄…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="318"/>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="319"/>
        <source>Statistics…</source>
        <translation>統計…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="320"/>
        <source>Merge names:</source>
        <translation>合併名字：</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="321"/>
        <source>is the same person as</source>
        <translation>與此為同一人：</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="322"/>
        <source>Merge</source>
        <translation>合併</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="190"/>
        <source>Join from your phone</source>
        <translation>用手機加入</translation>
    </message>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="193"/>
        <source>Scan the code or type the address in your phone&apos;s browser. Your phone must be on the same Wi-Fi as the laptop.</source>
        <translation>掃描 QR 碼，或在手機瀏覽器輸入網址。手機必須與筆電連上同一個 Wi-Fi。</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="146"/>
        <source>The system&apos;s default output</source>
        <translation>系統預設輸出</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="150"/>
        <source>{output} (not connected)</source>
        <translation>{output}（未連接）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="166"/>
        <source>The best voice for the language</source>
        <translation>最適合這個語言的語音</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="172"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice}（這台電腦上找不到）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="175"/>
        <source>Looking for voices…</source>
        <translation>正在尋找語音…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="179"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>找不到這個語言的語音：旁白只顯示字幕。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>Playing the sample…</source>
        <translation>正在播放範例…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>The sample was played.</source>
        <translation>範例已播放完畢。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="230"/>
        <source>None: the synthetic voice</source>
        <translation>無：合成語音</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="254"/>
        <source>Narration</source>
        <translation>旁白</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="255"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>夜晚與揭示階段朗讀的台詞。旁白語言可以與畫面語言不同。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="256"/>
        <source>Narration language:</source>
        <translation>旁白語言：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="257"/>
        <source>Voice:</source>
        <translation>語音：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="258"/>
        <source>Test the voice</source>
        <translation>試聽語音</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="259"/>
        <source>Speed (words per minute):</source>
        <translation>語速（每分鐘字數）：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="260"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>每個步驟的長度，以秒計（0：依照腳本）：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="261"/>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="265"/>
        <source>Sound output:</source>
        <translation>聲音輸出：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="266"/>
        <source>A soft night sound under the narration</source>
        <translation>旁白下方播放輕柔的夜晚音效</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="267"/>
        <source>Recorded narration:</source>
        <translation>錄製的旁白：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="268"/>
        <source>Recording studio…</source>
        <translation>錄音室…</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="114"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>請閉上眼睛。只有剛被叫到的玩家打開筆電。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="198"/>
        <source>There is nothing for you to choose now.</source>
        <translation>你現在沒有需要選擇的事項。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="136"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="112"/>
        <source>Eyes closed. The player just called acts on their phone.</source>
        <extracomment>Every text of the night screen: its instructions, the form&apos;s titles and notes (light on the dark background). How long &quot;Hold to open&quot; must be held before the screen opens (a tap, or the last player&apos;s Confirm, never opens it).</extracomment>
        <translation>閉上眼睛。剛被叫到的玩家在自己的手機上行動。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="113"/>
        <source>Eyes closed. Only the player just called opens the laptop or their phone.</source>
        <translation>閉上眼睛。只有剛被叫到的玩家打開筆電或自己的手機。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="118"/>
        <source>Hold to open</source>
        <translation>按住以開啟</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="149"/>
        <source>Hold to see what you learned</source>
        <translation>按住查看你得知的資訊</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="154"/>
        <source>Done — close</source>
        <translation>完成 — 關閉</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="183"/>
        <source>Time is up.</source>
        <translation>時間到。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="187"/>
        <source>Time left for this call: {clock}</source>
        <translation>這次喚醒剩餘時間：{clock}</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="196"/>
        <source>Time is up: nothing was done.</source>
        <translation>時間到：什麼都沒有做。</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="201"/>
        <source>Time is up. Hold to see what you learned.</source>
        <translation>時間到。按住查看你得知的資訊。</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../desktop/companion/panel.py" line="146"/>
        <source>phone connected</source>
        <translation>手機已連線</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="148"/>
        <source>phone away (the laptop until it is back)</source>
        <translation>手機離線（回來之前使用筆電）</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="149"/>
        <source>no phone (the laptop)</source>
        <translation>沒有手機（使用筆電）</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="174"/>
        <source>A phone asks for {player}&apos;s seat.</source>
        <translation>有一支手機請求{player}的座位。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="177"/>
        <source>Accept</source>
        <translation>同意</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="180"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="192"/>
        <source>Show the code on the TV board</source>
        <translation>在電視看板上顯示 QR 碼</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="194"/>
        <source>Release</source>
        <translation>釋出</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="195"/>
        <source>Free this seat: its phone is no longer bound to it and the laptop takes over. A phone may ask for it again; you accept or refuse.</source>
        <translation>釋出這個座位：手機不再綁定此座位，改由筆電接手。手機可以再次請求這個座位；由你接受或拒絕。</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="198"/>
        <source>plays on the laptop</source>
        <translation>在筆電上玩</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="199"/>
        <source>No phone may take or ask for this seat.</source>
        <translation>任何手機都不能取得或請求這個座位。</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="112"/>
        <source>Every seat is taken ({n} players at most): untick someone first.</source>
        <translation>座位已滿（最多 {n} 位玩家）：請先取消勾選一位。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="167"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="168"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>遊戲人數，以及依座位順序（沿桌子順時針）排列的玩家名稱。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="169"/>
        <source>Players:</source>
        <translation>玩家人數：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="170"/>
        <source>Recent rosters:</source>
        <translation>最近的玩家名單：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="171"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>1 號座位在主持人的左手邊；座位順序會影響隊長與鄰座。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="172"/>
        <source>Seats (names may be edited):</source>
        <translation>座位（名字可以修改）：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="173"/>
        <source>Recently seen: tick who plays tonight (a ticked name takes the next free seat).</source>
        <translation>最近的玩家：勾選今晚要玩的人（勾選的名字坐到下一個空位）。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="175"/>
        <source>(choose a recent roster)</source>
        <translation>（選擇最近的名單）</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="72"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="75"/>
        <source>I am {player}: show my choice</source>
        <translation>我是 {player}：顯示我的選擇</translation>
    </message>
</context>
<context>
    <name>PrivateSummary</name>
    <message>
        <location filename="../desktop/console/secret_widgets.py" line="125"/>
        <source>Hold to see your cards and what you know</source>
        <translation>按住查看你的牌和你得知的資訊</translation>
    </message>
</context>
<context>
    <name>RecapScreen</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="198"/>
        <source>{n} of {total}</source>
        <translation>第 {n} 行，共 {total} 行</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="204"/>
        <source>The game retold</source>
        <translation>重述這局</translation>
    </message>
</context>
<context>
    <name>RecapStepper</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="136"/>
        <source>Line {n} of {total}</source>
        <extracomment>Play all: how long a line stays, from a base and the length of its text (people read it aloud at the table).</extracomment>
        <translation>第 {n} 行，共 {total} 行</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="137"/>
        <source>Not on the TV yet: press Next line or Play all.</source>
        <translation>尚未顯示在電視上：按「下一行」或「全部播放」。</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Play all</source>
        <translation>全部播放</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="146"/>
        <source>The game retold: step through it with the table.</source>
        <translation>重述這局：和全桌一起逐步回顧。</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="147"/>
        <source>Previous line</source>
        <translation>上一行</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="148"/>
        <source>Next line</source>
        <translation>下一行</translation>
    </message>
</context>
<context>
    <name>RecapWindow</name>
    <message>
        <location filename="../desktop/history/window.py" line="85"/>
        <source>{game} of {date}</source>
        <translation>{date} 的{game}</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../desktop/resume_dialog.py" line="48"/>
        <source>Resume a game?</source>
        <translation>要繼續一局遊戲嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="50"/>
        <source>These games were not finished. Resume one, or start a new game.</source>
        <translation>這些遊戲尚未結束。請繼續其中一局，或開始新遊戲。</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Started</source>
        <translation>開始於</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Last played</source>
        <translation>上次遊玩</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="32"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>已進行 %Ln 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="33"/>
        <source>The %n unfinished game(s) of this list are moved out of it, to {folder}.</source>
        <translation>
            <numerusform>此清單中的 %Ln 局未完成遊戲會移出此清單，移到 {folder}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="58"/>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="59"/>
        <source>Unfinished games</source>
        <translation>未完成的遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="66"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="67"/>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="68"/>
        <source>Delete all…</source>
        <translation>全部刪除…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="69"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="92"/>
        <source>Dealt, no move yet</source>
        <translation>已發牌，還沒有任何一步</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="122"/>
        <source>Delete this saved game?</source>
        <translation>刪除這局已儲存的遊戲？</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="123"/>
        <source>{game} with {players}: the saved game is moved out of this list, to {folder}.</source>
        <translation>{game}（{players}）：這局已儲存的遊戲會移出此清單，移到 {folder}。</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="126"/>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="127"/>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="145"/>
        <source>Delete the saved games?</source>
        <translation>刪除已儲存的遊戲？</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="147"/>
        <source>Delete all</source>
        <translation>全部刪除</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="149"/>
        <source>Keep the last played</source>
        <translation>保留最後玩的那局</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="153"/>
        <source>The last played: {game} with {players}, {when}.</source>
        <translation>最後玩的一局：{game}（{players}），{when}。</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="155"/>
        <source>Keep them</source>
        <translation>全部保留</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>The saved game could not be moved: {reason}</source>
        <translation>無法移動已儲存的遊戲：{reason}</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="93"/>
        <source>{option} was switched off: {reason}</source>
        <translation>已關閉「{option}」：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="165"/>
        <source>(recommended for this player count)</source>
        <translation>（此人數的建議配置）</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="217"/>
        <source>Switched off: {reason}</source>
        <translation>已關閉：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="231"/>
        <source>Cards: {have} of {need}</source>
        <translation>卡牌：{have}/{need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="239"/>
        <source>Roles and options</source>
        <translation>角色與選項</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="240"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>已選好建議的角色，可依喜好更改。問題會列在下方。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="241"/>
        <source>Recommended roles</source>
        <translation>建議角色</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="242"/>
        <source>Scenario:</source>
        <translation>劇本：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="243"/>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="244"/>
        <source>Modules and house rules</source>
        <translation>擴充模組與房規</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console/round_card.py" line="52"/>
        <source>Give the laptop to {player}.</source>
        <translation>請把筆電交給 {player}。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="56"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>現在每個人輪流拿筆電，這樣誰都看不出是誰有事要做（第 {n} 位，共 {total} 位）。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="60"/>
        <source>I am {player}: open</source>
        <translation>我是 {player}：打開</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="76"/>
        <source>Hold to see the answer</source>
        <translation>按住查看回覆</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="80"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>你現在沒有需要選擇的事項。請按「完成」，再把筆電交給下一位。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="84"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="86"/>
        <location filename="../desktop/console/round_card.py" line="160"/>
        <source>Your choice is made.</source>
        <translation>你已完成選擇。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="99"/>
        <source>Hold to see ({player})</source>
        <translation>按住查看（{player}）</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="102"/>
        <location filename="../desktop/console/round_card.py" line="104"/>
        <source>Nothing new for you.</source>
        <translation>沒有給你的新訊息。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="109"/>
        <source>I have seen it — next</source>
        <translation>我看過了 — 下一步</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="150"/>
        <source>There is nothing for you to choose here.</source>
        <translation>這裡沒有需要你選擇的事項。</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="87"/>
        <location filename="../desktop/console/round_card.py" line="161"/>
        <source>There is nothing for you to choose now: your answer changes nothing.</source>
        <translation>你現在沒有需要選擇的事項：你的回答不會改變任何事。</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../desktop/saves.py" line="190"/>
        <source>The saved game {path} cannot be read: {reason}</source>
        <translation>無法讀取已儲存的遊戲 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="193"/>
        <source>The saved game {path} is not a regular file.</source>
        <translation>已儲存的遊戲 {path} 不是一般檔案。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="196"/>
        <source>The saved game {path} is too large to be a Tablekeeper game.</source>
        <translation>已儲存的遊戲 {path} 太大，不可能是 Tablekeeper 的遊戲。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="208"/>
        <source>The saved game cannot be resumed: {reason}</source>
        <translation>無法繼續已儲存的遊戲：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="211"/>
        <source>The saved game cannot be resumed: its setup is not valid ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：遊戲設定無效（{reason}）。</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="214"/>
        <source>The saved game cannot be resumed: a saved action is refused by the rules ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：規則拒絕了一個已儲存的動作（{reason}）。</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="168"/>
        <location filename="../desktop/saves.py" line="218"/>
        <source>The saved game cannot be resumed: it is damaged ({reason}).</source>
        <translation>無法繼續已儲存的遊戲：檔案已損壞（{reason}）。</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="118"/>
        <location filename="../desktop/wizard_model.py" line="139"/>
        <location filename="../desktop/wizard_model.py" line="145"/>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="235"/>
        <source>Loading the games…</source>
        <translation>正在載入遊戲…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="239"/>
        <source>Every player needs a different name.</source>
        <translation>每位玩家都需要不同的名字。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="243"/>
        <source>This setup is not valid: {reason}</source>
        <translation>此設定無效：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="198"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — 新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="199"/>
        <source>Start now</source>
        <translation>立即開始</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="200"/>
        <source>&amp;History…</source>
        <translation>歷史紀錄(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="201"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../desktop/app.py" line="124"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="123"/>
        <source>The file was left as it was: {path}</source>
        <translation>檔案保持原樣：{path}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="192"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="193"/>
        <source>This setup cannot be played: {reason}</source>
        <translation>無法以這個設定進行遊戲：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="215"/>
        <source>Open the record</source>
        <translation>開啟紀錄</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="228"/>
        <location filename="../desktop/app.py" line="263"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="250"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>無法開啟這個檔案：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="264"/>
        <source>The game could not be saved: {reason}</source>
        <translation>無法儲存遊戲：{reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="340"/>
        <source>Set up a new game</source>
        <translation>設定新遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="372"/>
        <source>Leave this game?</source>
        <translation>離開這局遊戲？</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="373"/>
        <source>The game in progress stays saved: you can resume it later (Cancel in the setup wizard returns to it, and it is offered at the next start).</source>
        <translation>進行中的遊戲會保持儲存：你之後可以繼續（在設定精靈中按取消會回到這局，下次啟動時也會提供）。</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="377"/>
        <source>Keep playing</source>
        <translation>繼續玩</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="506"/>
        <source>Tablekeeper is already running: its window was brought to the front.</source>
        <extracomment>When the terminal hears whether spoken narration can play: after the first window is painted.</extracomment>
        <translation>Tablekeeper 已在執行中：已將它的視窗帶到前面。</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="509"/>
        <source>Tablekeeper is already running for this user (its window could not be brought forward). Use that window, or close it first: two apps on the same saved games would lose moves.</source>
        <translation>此使用者的 Tablekeeper 已在執行中（無法將其視窗帶到前面）。請使用那個視窗，或先將它關閉：兩個程式同時使用相同的存檔會遺失動作。</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="513"/>
        <source>Tablekeeper is already running</source>
        <translation>Tablekeeper 已在執行中</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="246"/>
        <source>This record cannot be replayed: {reason}</source>
        <translation>無法重播這份紀錄：{reason}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Action</source>
        <translation>動作</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Shortcut</source>
        <translation>快速鍵</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/stats_window.py" line="42"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln 名玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="205"/>
        <source>{games} finished games</source>
        <translation>{games} 局已結束的遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="223"/>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <location filename="../desktop/history/stats_window.py" line="265"/>
        <source>{side} won</source>
        <translation>{side}獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="254"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="228"/>
        <source>Wins by side per number of players</source>
        <translation>依玩家人數看各陣營勝場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="233"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="255"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="234"/>
        <source>Losses</source>
        <translation>敗場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Won</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="236"/>
        <source>Games as {side}</source>
        <translation>擔任{side}的局數</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="237"/>
        <source>Wins as {side}</source>
        <translation>擔任{side}的勝場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="240"/>
        <source>Wins per player</source>
        <translation>每位玩家的勝場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <source>How often each role wins</source>
        <translation>各角色的勝率</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <location filename="../desktop/history/stats_window.py" line="250"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="249"/>
        <source>{player}&apos;s roles</source>
        <translation>{player} 的角色</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="266"/>
        <source>Wins by side, month by month</source>
        <translation>各陣營逐月勝場</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the chart</source>
        <translation>儲存圖表</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the numbers</source>
        <translation>儲存數字</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="295"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="296"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="297"/>
        <source>&amp;Player:</source>
        <translation>玩家(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="301"/>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Sides by player count</source>
        <translation>依人數看陣營</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>A player&apos;s roles</source>
        <translation>單一玩家的角色</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Over time</source>
        <translation>隨時間變化</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="310"/>
        <source>Save the chart as PNG…</source>
        <translation>將圖表存成 PNG…</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="311"/>
        <source>Save the numbers as CSV…</source>
        <translation>將數字存成 CSV…</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="45"/>
        <source>{role} × {n}</source>
        <translation>{role} × {n}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="47"/>
        <source>physical cards</source>
        <translation>實體卡牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="48"/>
        <source>the app deals, the players use their phones</source>
        <translation>由應用程式發牌，玩家使用自己的手機</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="49"/>
        <source>the app deals</source>
        <translation>由應用程式發牌</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="51"/>
        <source>Game: {game}</source>
        <translation>遊戲：{game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="52"/>
        <source>Players ({n}): {names}</source>
        <translation>玩家（{n}）：{names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="55"/>
        <source>Roles: {roles}</source>
        <translation>角色：{roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="56"/>
        <source>Dealing: {mode}</source>
        <translation>發牌：{mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="57"/>
        <source>Narration: {lang}</source>
        <translation>旁白：{lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="61"/>
        <source>Changed from the defaults:</source>
        <translation>與預設不同的設定：</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="65"/>
        <source>Modules and house rules: all as by default.</source>
        <translation>模組與自訂規則：全部為預設。</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="74"/>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="75"/>
        <source>Check the setup and start the game.</source>
        <translation>確認設定後即可開始遊戲。</translation>
    </message>
</context>
<context>
    <name>WizardOptions</name>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="29"/>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="30"/>
        <source>on</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="31"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="32"/>
        <source>At random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="33"/>
        <source>{n} s</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="34"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="35"/>
        <source>How long each stage may take, in seconds (off: no timer for it).</source>
        <translation>每個階段可用的秒數（關閉：該階段不計時）。</translation>
    </message>
</context>
</TS>
