<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="225"/>
        <source>Tablekeeper board</source>
        <translation>Bảng hiển thị Tablekeeper</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console.py" line="148"/>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="169"/>
        <source>Not allowed now.</source>
        <translation>Hiện không được phép.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="192"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>chọn {n} (đã chọn: {m})</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console.py" line="504"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — bảng điều khiển của quản trò</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="505"/>
        <source>Narration</source>
        <translation>Lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="506"/>
        <location filename="../desktop/console.py" line="809"/>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="507"/>
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="508"/>
        <source>Repeat</source>
        <translation>Lặp lại</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="509"/>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="510"/>
        <source>Timer</source>
        <translation>Đồng hồ đếm giờ</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="511"/>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="512"/>
        <source>Game log</source>
        <translation>Nhật ký ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="513"/>
        <source>Hold to show private lines</source>
        <translation>Nhấn giữ để hiện các dòng riêng tư</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="514"/>
        <location filename="../desktop/console.py" line="518"/>
        <location filename="../desktop/console.py" line="694"/>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="515"/>
        <location filename="../desktop/console.py" line="519"/>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="516"/>
        <location filename="../desktop/console.py" line="522"/>
        <source>Blank the board</source>
        <translation>Che bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="517"/>
        <source>Confirm the next step</source>
        <translation>Xác nhận bước tiếp theo</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="520"/>
        <source>Pause or resume narration</source>
        <translation>Tạm dừng hoặc tiếp tục lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="521"/>
        <source>Start or pause the timer</source>
        <translation>Bắt đầu hoặc tạm dừng đồng hồ đếm giờ</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="523"/>
        <source>Board full screen</source>
        <translation>Bảng hiển thị toàn màn hình</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="524"/>
        <source>Show the board</source>
        <translation>Hiện bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="525"/>
        <source>Save the game record…</source>
        <translation>Lưu biên bản ván chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="526"/>
        <source>Open a game record…</source>
        <translation>Mở biên bản ván chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="527"/>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="528"/>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="529"/>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="530"/>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="531"/>
        <source>&amp;Play</source>
        <translation>&amp;Chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="532"/>
        <source>&amp;Board</source>
        <translation>&amp;Bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="533"/>
        <source>Board screen</source>
        <translation>Màn hình cho bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="534"/>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="535"/>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="608"/>
        <source>Waiting for private choices after this step.</source>
        <translation>Sau bước này còn các lựa chọn riêng đang chờ.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="611"/>
        <source>Nothing to enter now.</source>
        <translation>Hiện không có gì cần nhập.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="618"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="624"/>
        <source>Play again with the same players and roles</source>
        <translation>Chơi lại với cùng người chơi và vai trò</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="626"/>
        <source>Back to the setup wizard</source>
        <translation>Quay lại trình thiết lập</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="644"/>
        <location filename="../desktop/console.py" line="661"/>
        <source>[private to {players}]</source>
        <translation>[riêng cho {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="646"/>
        <location filename="../desktop/console.py" line="663"/>
        <source>[moderator only]</source>
        <translation>[chỉ quản trò]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="695"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} đã xem kết quả lựa chọn riêng của mình; không thể chọn lại.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="698"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} đã xem {what}.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="701"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>Hoàn tác bước này sẽ rút lại những điều người chơi đã xem:</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="702"/>
        <source>Undo anyway?</source>
        <translation>Vẫn hoàn tác?</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="703"/>
        <source>Undo a private reveal?</source>
        <translation>Hoàn tác một thông tin riêng đã được xem?</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <location filename="../desktop/console.py" line="809"/>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="806"/>
        <source>Time is up.</source>
        <translation>Hết giờ.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="824"/>
        <source>Save the game record</source>
        <translation>Lưu biên bản ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="824"/>
        <location filename="../desktop/console.py" line="835"/>
        <source>Game records (*.json)</source>
        <translation>Biên bản ván chơi (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="832"/>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="832"/>
        <source>The record could not be saved: {reason}</source>
        <translation>Không lưu được biên bản: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="835"/>
        <source>Open a game record</source>
        <translation>Mở biên bản ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="846"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="846"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>Không mở được tệp này: {reason}</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="545"/>
        <source>Dealing</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="546"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>Ai chia bài: ứng dụng, hay chính các bạn với bộ bài thật trên bàn.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="547"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>Ứng dụng chia bài (chuyền laptop quanh bàn để xem vai trò của mình)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="548"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>Mỗi người chơi nhấn giữ một nút để xem vai trò của mình và những gì mình biết; các lựa chọn bí mật được thực hiện trên laptop, chuyền từ tay người này sang tay người khác.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="550"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="551"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>Các bạn tự chia bài thật. Quản trò chỉ nhập những gì cả bàn nhìn thấy; ứng dụng lo phần luật chơi, bảng hiển thị và lời dẫn.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="553"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>Cho đúng những lá bài sau vào bộ bài:</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console.py" line="218"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="222"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}: nhấn giữ nút để xem những gì bạn biết được; thả ra để ẩn đi.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="224"/>
        <source>Hold to see ({player})</source>
        <translation>Nhấn giữ để xem ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="232"/>
        <source>I have seen it — next</source>
        <translation>Tôi đã xem — tiếp theo</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="228"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="229"/>
        <source>Choose the game and its variant.</source>
        <translation>Chọn trò chơi và biến thể của nó.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="230"/>
        <source>Variant</source>
        <translation>Biến thể</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="594"/>
        <source>Narration</source>
        <translation>Lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="595"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>Kịch bản được đọc to trong đêm và khi tiết lộ. Ngôn ngữ của lời dẫn có thể khác với ngôn ngữ trên màn hình.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="596"/>
        <source>Narration language:</source>
        <translation>Ngôn ngữ lời dẫn:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="597"/>
        <source>Voice (empty: the best for the language):</source>
        <translation>Giọng đọc (để trống: giọng tốt nhất cho ngôn ngữ đó):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="598"/>
        <source>Speed (words per minute):</source>
        <translation>Tốc độ (số từ mỗi phút):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="599"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>Độ dài mỗi bước, tính bằng giây (0: theo kịch bản):</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="44"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>Hãy nhắm mắt. Chỉ người chơi vừa được gọi mới mở laptop.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="48"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="59"/>
        <source>There is nothing for you to choose now.</source>
        <translation>Lúc này bạn không có gì để chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="62"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="72"/>
        <source>Hold to see what you learned</source>
        <translation>Nhấn giữ để xem những gì bạn biết được</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="78"/>
        <source>Done — close</source>
        <translation>Xong — đóng</translation>
    </message>
</context>
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="29"/>
        <source>Shield</source>
        <translation>Khiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="30"/>
        <source>Artifact token</source>
        <translation>Token Bảo vật</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="31"/>
        <source>Face up: {role}</source>
        <translation>Lật ngửa: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="32"/>
        <source>Dead</source>
        <translation>Đã chết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="33"/>
        <source>Voted for {player}</source>
        <translation>Đã biểu quyết cho {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="34"/>
        <source>Has voted</source>
        <translation>Đã biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Cards in play: {cards}</source>
        <translation>Các lá bài trong ván: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Center</source>
        <translation>Trung tâm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Day</source>
        <translation>Ban Ngày</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Vote</source>
        <translation>Biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>to the left</source>
        <translation>sang trái</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>to the right</source>
        <translation>sang phải</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Next night step</source>
        <translation>Bước tiếp theo của Ban Đêm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>End the day and vote</source>
        <translation>Kết thúc Ban Ngày và biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>Close the vote</source>
        <translation>Kết thúc biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>{player} points at</source>
        <translation>{player} chỉ vào</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>face down</source>
        <translation>úp</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>what they learned at night</source>
        <translation>những gì họ biết được trong đêm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="48"/>
        <source>their card</source>
        <translation>lá bài của họ</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="338"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="339"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>Số người chơi và tên của họ theo thứ tự chỗ ngồi (theo chiều kim đồng hồ quanh bàn).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="340"/>
        <source>Players:</source>
        <translation>Số người chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="341"/>
        <source>Recent rosters:</source>
        <translation>Danh sách người chơi gần đây:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="342"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>Ghế 1 ở bên trái quản trò; thứ tự chỗ ngồi quan trọng đối với người lãnh đạo và người ngồi cạnh.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="344"/>
        <source>(choose a recent roster)</source>
        <translation>(chọn một danh sách gần đây)</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console.py" line="250"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="253"/>
        <source>I am {player}: show my choice</source>
        <translation>Tôi là {player}: hiện lựa chọn của tôi</translation>
    </message>
</context>
<context>
    <name>QuestDesktop</name>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="29"/>
        <source>Leader</source>
        <translation>Người Lãnh Đạo</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="30"/>
        <source>Veteran</source>
        <translation>Cựu chiến binh</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="31"/>
        <source>Magic Token</source>
        <translation>Con Dấu Ma Thuật</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="32"/>
        <source>Amulet</source>
        <translation>Bùa Hộ Mệnh</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="33"/>
        <source>Checked</source>
        <translation>Đã bị kiểm tra</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="34"/>
        <source>On the quest</source>
        <translation>Tham gia Nhiệm Vụ</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="35"/>
        <source>Quest {n}</source>
        <translation>Nhiệm Vụ {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="36"/>
        <source>{n} players</source>
        <translation>{n} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="37"/>
        <source>2 fails</source>
        <translation>cần 2 lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="38"/>
        <source>{n} fail(s)</source>
        <translation>{n} lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="39"/>
        <source>Amulet next</source>
        <translation>Bùa Hộ Mệnh sau nhiệm vụ này</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="40"/>
        <source>Roles: {roles}</source>
        <translation>Vai trò: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="41"/>
        <source>Discussion</source>
        <translation>Thảo Luận</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="42"/>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="43"/>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="44"/>
        <source>No one</source>
        <translation>Không ai</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="45"/>
        <source>what their role lets them know</source>
        <translation>những gì vai trò của họ cho phép họ biết</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="427"/>
        <source>(recommended for this player count)</source>
        <translation>(đề xuất cho số người chơi này)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="474"/>
        <source>Cards: {have} of {need}</source>
        <translation>Lá bài: {have}/{need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="482"/>
        <source>Roles and options</source>
        <translation>Vai trò và tùy chọn</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="483"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>Các vai trò được đề xuất đã được chọn sẵn; bạn có thể thay đổi nếu muốn. Các vấn đề được liệt kê bên dưới.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="484"/>
        <source>Recommended roles</source>
        <translation>Vai trò đề xuất</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="485"/>
        <source>Scenario:</source>
        <translation>Kịch bản:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="486"/>
        <source>Roles</source>
        <translation>Vai trò</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="487"/>
        <source>Modules and house rules</source>
        <translation>Bản mở rộng và luật riêng</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard.py" line="91"/>
        <location filename="../desktop/wizard.py" line="112"/>
        <source>Player {n}</source>
        <translation>Người chơi {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard.py" line="138"/>
        <source>Every player needs a different name.</source>
        <translation>Mỗi người chơi cần một tên khác nhau.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="142"/>
        <source>This setup is not valid: {reason}</source>
        <translation>Thiết lập này không hợp lệ: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="683"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="684"/>
        <source>Start now</source>
        <translation>Bắt đầu ngay</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="685"/>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console.py" line="271"/>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="276"/>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="276"/>
        <source>Shortcut</source>
        <translation>Phím tắt</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="624"/>
        <source>physical cards</source>
        <translation>bài thật</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="624"/>
        <source>the app deals</source>
        <translation>ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="626"/>
        <source>Game: {game}</source>
        <translation>Trò chơi: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="627"/>
        <source>Players ({n}): {names}</source>
        <translation>Người chơi ({n}): {names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="630"/>
        <source>Roles: {roles}</source>
        <translation>Vai trò: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="631"/>
        <source>Dealing: {mode}</source>
        <translation>Chia bài: {mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="632"/>
        <source>Narration: {lang}</source>
        <translation>Lời dẫn: {lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="641"/>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="642"/>
        <source>Check the setup and start the game.</source>
        <translation>Kiểm tra thiết lập rồi bắt đầu ván chơi.</translation>
    </message>
</context>
</TS>
