<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="293"/>
        <source>{what}: {player}&apos;s turn</source>
        <extracomment>The window system made the board the active window all the same: the console takes the keyboard back.</extracomment>
        <translation>{what}: lượt của {player}</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="294"/>
        <source>{what}: time left</source>
        <translation>{what}: thời gian còn lại</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="387"/>
        <source>Tablekeeper board</source>
        <translation>Bảng hiển thị Tablekeeper</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console/choice_form.py" line="99"/>
        <source>Hold to see the answer</source>
        <translation>Nhấn giữ để xem câu trả lời</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="104"/>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="130"/>
        <source>Not allowed now.</source>
        <translation>Hiện không được phép.</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="153"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>chọn {n} (đã chọn: {m})</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <location filename="../desktop/companion/protocol.py" line="29"/>
        <source>Not allowed now.</source>
        <translation>Hiện không được phép.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="37"/>
        <source>Which seat is yours?</source>
        <translation>Ghế nào là của bạn?</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="38"/>
        <source>taken</source>
        <translation>đã có người</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="39"/>
        <source>Every seat is taken. Ask the moderator to release yours.</source>
        <translation>Mọi ghế đều đã có người. Hãy nhờ quản trò giải phóng ghế của bạn.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="40"/>
        <source>Hold to look</source>
        <translation>Nhấn giữ để xem</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="41"/>
        <source>Only you should see this. Hold the button to look at your card; let go to hide it.</source>
        <translation>Chỉ mình bạn được xem phần này. Nhấn giữ nút để xem lá bài của bạn; thả tay ra để che lại.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="42"/>
        <source>Nothing secret for you yet.</source>
        <translation>Bạn chưa có điều gì bí mật.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="43"/>
        <source>Your choices</source>
        <translation>Lựa chọn của bạn</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="44"/>
        <source>Nothing for you to choose now.</source>
        <translation>Bây giờ bạn không có gì để chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="45"/>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="46"/>
        <source>Send this choice?</source>
        <translation>Gửi lựa chọn này?</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="47"/>
        <source>Send</source>
        <translation>Gửi</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="48"/>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="49"/>
        <source>Sent.</source>
        <translation>Đã gửi.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="50"/>
        <source>Connecting to the table…</source>
        <translation>Đang kết nối với bàn chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="51"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>Mất kết nối. Đang kết nối lại…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="52"/>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="53"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="54"/>
        <source>Choose {n}.</source>
        <translation>Chọn {n}.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="55"/>
        <source>Night. Eyes closed. When your role is called, your choices appear here without a sound.</source>
        <translation>Ban đêm. Hãy nhắm mắt. Khi vai của bạn được gọi, các lựa chọn của bạn sẽ hiện ở đây mà không phát ra âm thanh.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="57"/>
        <source>the moderator must accept</source>
        <translation>quản trò phải đồng ý</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="58"/>
        <source>plays on the laptop</source>
        <translation>chơi trên máy tính</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="59"/>
        <source>Use my seat on this phone</source>
        <translation>Dùng ghế của tôi trên điện thoại này</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="60"/>
        <source>Not connected: your choice is sent when the connection is back.</source>
        <translation>Mất kết nối: lựa chọn của bạn sẽ được gửi khi kết nối trở lại.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="61"/>
        <source>Your choice was not sent. Choose again.</source>
        <translation>Lựa chọn của bạn chưa được gửi. Hãy chọn lại.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="73"/>
        <source>The phone sent something the table did not understand.</source>
        <translation>Điện thoại đã gửi nội dung mà bàn chơi không hiểu.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="74"/>
        <source>The phone asked for something the table does not know.</source>
        <translation>Điện thoại đã yêu cầu một điều mà bàn chơi không biết.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="75"/>
        <source>The phone sent a message that is too long.</source>
        <translation>Điện thoại đã gửi một tin nhắn quá dài.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="76"/>
        <source>Too many messages at once; wait a moment.</source>
        <translation>Quá nhiều tin nhắn cùng lúc; hãy đợi một chút.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="77"/>
        <source>This phone has not joined a seat yet.</source>
        <translation>Điện thoại này chưa vào ghế nào.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="78"/>
        <source>This phone no longer holds a seat. Choose your seat again.</source>
        <translation>Điện thoại này không còn giữ ghế nào. Hãy chọn lại ghế của bạn.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="79"/>
        <source>Another phone holds that seat. Ask the moderator to release it.</source>
        <translation>Một điện thoại khác đang giữ ghế đó. Hãy nhờ quản trò giải phóng ghế.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="80"/>
        <source>There is no such seat.</source>
        <translation>Không có ghế này.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="81"/>
        <source>Too many attempts to join. Wait a minute and try again.</source>
        <translation>Quá nhiều lần thử vào bàn. Hãy đợi một phút rồi thử lại.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="82"/>
        <source>A phone can act only for its own seat.</source>
        <translation>Mỗi điện thoại chỉ có thể hành động cho ghế của chính nó.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="83"/>
        <source>The table has moved on since; look again and choose.</source>
        <translation>Ván chơi đã tiếp diễn từ lúc đó; hãy xem lại rồi chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="84"/>
        <source>This choice is not made on a phone.</source>
        <translation>Lựa chọn này không được thực hiện trên điện thoại.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="85"/>
        <source>This seat has been opened on another phone or tab.</source>
        <translation>Ghế này đã được mở trên một điện thoại hoặc thẻ khác.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="86"/>
        <source>The moderator has released this seat.</source>
        <translation>Quản trò đã giải phóng ghế này.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="87"/>
        <source>That choice is not complete.</source>
        <translation>Lựa chọn đó chưa đầy đủ.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="88"/>
        <source>This seat plays on the laptop. Ask the moderator.</source>
        <translation>Ghế này chơi trên máy tính. Hãy hỏi quản trò.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="89"/>
        <source>Another phone is asking for that seat. Ask the moderator.</source>
        <translation>Một điện thoại khác đang xin ghế đó. Hãy hỏi quản trò.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="90"/>
        <source>The moderator has been asked to let this phone take the seat. Wait for their answer.</source>
        <translation>Đã xin quản trò cho điện thoại này nhận ghế. Hãy chờ câu trả lời.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="92"/>
        <source>The moderator did not let this phone take that seat.</source>
        <translation>Quản trò không cho điện thoại này nhận ghế đó.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="28"/>
        <source>Everyone has this screen now, so that nobody can tell who has something to do.</source>
        <translation>Bây giờ mọi người đều có màn hình này, để không ai biết được ai có việc phải làm.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="29"/>
        <source>There is nothing for you to choose now: press Done.</source>
        <translation>Bây giờ bạn không có gì để chọn: hãy bấm Xong.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="30"/>
        <source>Nothing new for you.</source>
        <translation>Không có gì mới cho bạn.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="31"/>
        <source>Hold to look, then press I have looked.</source>
        <translation>Nhấn giữ để xem, rồi bấm Tôi đã xem.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="32"/>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="33"/>
        <source>I have looked</source>
        <translation>Tôi đã xem</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="24"/>
        <source>Player aids</source>
        <translation>Thông tin cho người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="25"/>
        <source>The roles in this game</source>
        <translation>Các vai trong ván này</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="26"/>
        <source>The night order of this deck</source>
        <translation>Thứ tự gọi ban đêm của bộ bài này</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="27"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="28"/>
        <source>New for you: hold to look</source>
        <translation>Có tin mới cho bạn: giữ nút để xem</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="29"/>
        <source>Keep your screen on: this page cannot keep the phone awake by itself.</source>
        <translation>Hãy giữ màn hình luôn sáng: trang này không tự giữ cho điện thoại khỏi ngủ được.</translation>
    </message>
</context>
<context>
    <name>ConfirmationCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="121"/>
        <source>{player}: your choice is made.</source>
        <translation>{player}: bạn đã chọn xong.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="125"/>
        <source>Hold to see what your choice did</source>
        <translation>Nhấn giữ để xem kết quả lựa chọn của bạn</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="131"/>
        <source>Done — hide it and pass the laptop on</source>
        <translation>Xong — ẩn đi và chuyền laptop tiếp</translation>
    </message>
</context>
<context>
    <name>ConsoleRecap</name>
    <message>
        <location filename="../desktop/history/console_hook.py" line="88"/>
        <source>The game retold</source>
        <translation>Kể lại ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="89"/>
        <source>The game &amp;retold on the TV</source>
        <translation>&amp;Kể lại ván chơi trên TV</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="90"/>
        <source>&amp;History…</source>
        <translation>&amp;Lịch sử…</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console/window.py" line="334"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — bảng điều khiển của quản trò</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="335"/>
        <source>Narration</source>
        <translation>Lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="234"/>
        <location filename="../desktop/console/window.py" line="336"/>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="337"/>
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="338"/>
        <source>Repeat</source>
        <translation>Lặp lại</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="339"/>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="345"/>
        <source>Timer</source>
        <translation>Đồng hồ đếm giờ</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="346"/>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="347"/>
        <source>Game log</source>
        <translation>Nhật ký ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="348"/>
        <source>Hold to show private lines</source>
        <translation>Nhấn giữ để hiện các dòng riêng tư</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="349"/>
        <location filename="../desktop/console/window.py" line="353"/>
        <location filename="../desktop/console/window.py" line="547"/>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="350"/>
        <location filename="../desktop/console/window.py" line="354"/>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="351"/>
        <location filename="../desktop/console/window.py" line="357"/>
        <source>Blank the board</source>
        <translation>Che bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="352"/>
        <source>Confirm the next step</source>
        <translation>Xác nhận bước tiếp theo</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="355"/>
        <source>Pause or resume narration</source>
        <translation>Tạm dừng hoặc tiếp tục lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="381"/>
        <source>Light theme</source>
        <translation>Giao diện sáng</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="382"/>
        <source>Dark theme</source>
        <translation>Giao diện tối</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="383"/>
        <source>Theme as the system</source>
        <translation>Giao diện theo hệ thống</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="343"/>
        <location filename="../desktop/console/window.py" line="356"/>
        <source>Start or pause the timer</source>
        <translation>Bắt đầu hoặc tạm dừng đồng hồ đếm giờ</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="341"/>
        <source>Start the narration</source>
        <translation>Bắt đầu lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="342"/>
        <source>Skip to the next line</source>
        <translation>Bỏ qua, sang câu tiếp theo</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="344"/>
        <source>Reset the timer</source>
        <translation>Đặt lại đồng hồ đếm giờ</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="358"/>
        <source>Board full screen</source>
        <translation>Bảng hiển thị toàn màn hình</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="359"/>
        <source>Show the board</source>
        <translation>Hiện bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="361"/>
        <source>Save the game record…</source>
        <translation>Lưu biên bản ván chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="362"/>
        <source>Open a game record…</source>
        <translation>Mở biên bản ván chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="363"/>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="364"/>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="63"/>
        <location filename="../desktop/console/window.py" line="365"/>
        <source>About Tablekeeper</source>
        <translation>Giới thiệu Tablekeeper</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="367"/>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="368"/>
        <source>Recording studio…</source>
        <translation>Phòng thu…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="369"/>
        <source>Phones…</source>
        <translation>Điện thoại…</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <location filename="../desktop/console/phones.py" line="70"/>
        <location filename="../desktop/console/window.py" line="371"/>
        <source>Phones</source>
        <translation>Điện thoại</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="372"/>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="373"/>
        <source>&amp;Play</source>
        <translation>&amp;Chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="374"/>
        <source>&amp;Board</source>
        <translation>&amp;Bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="375"/>
        <source>Board screen</source>
        <translation>Màn hình cho bảng hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="376"/>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="380"/>
        <source>&amp;View</source>
        <translation>&amp;Hiển thị</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="384"/>
        <source>Reduce motion</source>
        <translation>Giảm chuyển động</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="385"/>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="451"/>
        <source>The cards are being dealt: everyone looks at their card on their phone.</source>
        <translation>Đang chia bài: mỗi người xem lá bài của mình trên điện thoại của mình.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="453"/>
        <source>The cards are being dealt: everyone looks at their card on their phone or on the laptop.</source>
        <translation>Đang chia bài: mỗi người xem lá bài của mình trên điện thoại của mình hoặc trên laptop.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="454"/>
        <source>The cards are being dealt: everyone looks at their card on the laptop in turn.</source>
        <translation>Đang chia bài: lần lượt từng người xem lá bài của mình trên laptop.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="456"/>
        <source>Night: everyone&apos;s eyes are closed.</source>
        <translation>Ban đêm: mọi người đều nhắm mắt.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="100"/>
        <source>Waiting for private choices after this step.</source>
        <translation>Sau bước này còn các lựa chọn riêng đang chờ.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="103"/>
        <source>Nothing to enter now.</source>
        <translation>Hiện không có gì cần nhập.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <source>The phones cannot join: the laptop could not open a network port for them. The game goes on with the laptop passed round.</source>
        <translation>Điện thoại không thể tham gia: laptop không mở được cổng mạng cho chúng. Ván chơi tiếp tục với laptop được chuyền quanh bàn.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="125"/>
        <source>A phone joined as {player}.</source>
        <translation>Một điện thoại đã vào chơi với tên {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="172"/>
        <source>Waiting for {player}&apos;s phone.</source>
        <translation>Đang chờ điện thoại của {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="178"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="184"/>
        <source>Play again with the same players and roles</source>
        <translation>Chơi lại với cùng người chơi và vai trò</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="186"/>
        <source>Back to the setup wizard</source>
        <translation>Quay lại trình thiết lập</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="141"/>
        <source>[private message]</source>
        <translation>[tin nhắn riêng]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="144"/>
        <source>[private to {players}]</source>
        <translation>[riêng cho {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="146"/>
        <source>[moderator only]</source>
        <translation>[chỉ quản trò]</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="548"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} đã xem kết quả lựa chọn riêng của mình; không thể chọn lại.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="551"/>
        <source>A player has seen {what}.</source>
        <translation>Một người chơi đã xem {what}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="553"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} đã xem {what}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="556"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>Hoàn tác bước này sẽ rút lại những điều người chơi đã xem:</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="557"/>
        <source>Undo anyway?</source>
        <translation>Vẫn hoàn tác?</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="558"/>
        <source>Undo a private reveal?</source>
        <translation>Hoàn tác một thông tin riêng đã được xem?</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="166"/>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="167"/>
        <location filename="../desktop/console/timer_bar.py" line="233"/>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="176"/>
        <source>Every player sees their card first.</source>
        <translation>Mọi người xem lá bài của mình trước đã.</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="197"/>
        <source>{clock} (waits for the phones)</source>
        <translation>{clock} (chờ các điện thoại)</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="199"/>
        <source>{clock} (waits for {player}&apos;s phone)</source>
        <translation>{clock} (chờ điện thoại của {player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="201"/>
        <source>{clock} (waits for the laptop)</source>
        <translation>{clock} (chờ laptop đến tay)</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="212"/>
        <source>Time is up.</source>
        <translation>Hết giờ.</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="32"/>
        <location filename="../desktop/console/record_files.py" line="59"/>
        <source>Save the game record</source>
        <translation>Lưu biên bản ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="33"/>
        <source>The game is not over, and its record holds every secret of it in plain text: every player&apos;s role and every private choice. Anyone who opens it can read them. Keep it where no player can open it before the game ends.

Save the record anyway?</source>
        <translation>Ván chơi chưa kết thúc, và biên bản của nó ghi mọi bí mật của ván ở dạng văn bản thường: vai của mọi người chơi và mọi lựa chọn riêng. Ai mở nó cũng đọc được. Hãy cất nó ở nơi không người chơi nào mở được trước khi ván kết thúc.

Vẫn lưu biên bản?</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="60"/>
        <location filename="../desktop/console/record_files.py" line="76"/>
        <source>Game records (*.json)</source>
        <translation>Biên bản ván chơi (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="67"/>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="68"/>
        <source>The record could not be saved: {reason}</source>
        <translation>Không lưu được biên bản: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="71"/>
        <source>Saved: {file}</source>
        <translation>Đã lưu: {file}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="74"/>
        <source>Open a game record</source>
        <translation>Mở biên bản ván chơi</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="87"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="88"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>Không mở được tệp này: {reason}</translation>
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
        <translation>Trợ lý bàn chơi cho các trò chơi nhóm có vai ẩn: thiết lập ván, bảng hiển thị trên TV và lời gọi đêm đọc thành tiếng.

Phần mềm tự do theo Giấy phép Công cộng GNU, phiên bản 3 hoặc mới hơn. Các phông chữ đi kèm theo Giấy phép Phông chữ Mở SIL; giấy phép của âm thanh ban đêm nằm cạnh nó trong resources/sounds.</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="79"/>
        <source>Board inside the console (one screen)</source>
        <translation>Bảng hiển thị trong bảng điều khiển (một màn hình)</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="81"/>
        <location filename="../desktop/console/board_pane.py" line="97"/>
        <source>Board</source>
        <translation>Bảng hiển thị</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="77"/>
        <source>Dealing</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="78"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>Ai chia bài: ứng dụng, hay chính các bạn với bộ bài thật trên bàn.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="79"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>Ứng dụng chia bài (chuyền laptop quanh bàn để xem vai trò của mình)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="80"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>Mỗi người chơi nhấn giữ một nút để xem vai trò của mình và những gì mình biết; các lựa chọn bí mật được thực hiện trên laptop, chuyền từ tay người này sang tay người khác.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="82"/>
        <source>Phones: each player opens the page on their own phone (same Wi-Fi)</source>
        <translation>Điện thoại: mỗi người chơi mở trang trên điện thoại của mình (cùng Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="83"/>
        <source>The app deals; each player scans the code on the TV and sees their role and makes their secret choices on their own phone. A player without a phone uses the laptop, passed to them as usual.</source>
        <translation>Ứng dụng chia bài; mỗi người chơi quét mã trên TV, xem vai của mình và đưa ra các lựa chọn bí mật trên điện thoại của mình. Người chơi không có điện thoại dùng laptop, được chuyền đến như thường lệ.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="86"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="87"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>Các bạn tự chia bài thật. Quản trò chỉ nhập những gì cả bàn nhìn thấy; ứng dụng lo phần luật chơi, bảng hiển thị và lời dẫn.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="89"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>Cho đúng những lá bài sau vào bộ bài:</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="32"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="36"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}: nhấn giữ nút để xem những gì bạn biết được; thả ra để ẩn đi.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="38"/>
        <source>Hold to see ({player})</source>
        <translation>Nhấn giữ để xem ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="47"/>
        <source>I have seen it — next</source>
        <translation>Tôi đã xem — tiếp theo</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="98"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="99"/>
        <source>Choose the game and its variant.</source>
        <translation>Chọn trò chơi và biến thể của nó.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="100"/>
        <source>Variant</source>
        <translation>Biến thể</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>Yes</source>
        <extracomment>Parameter names whose values are seats, in every game unless a plugin says otherwise. The table&apos;s seats on phones: &quot;&quot; (none, or no phones in this game), &quot;some&quot; or &quot;all&quot; (the console sets it). The texts that send the players to the laptop say their phone instead (issue 31).</extracomment>
        <translation>Có</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="251"/>
        <source>Moderator</source>
        <translation>Quản trò</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="252"/>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="266"/>
        <source>a private message</source>
        <translation>một thông tin riêng</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="332"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} Người thắng: {winners}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../desktop/help_pages.py" line="35"/>
        <source>How to play…</source>
        <translation>Cách chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="36"/>
        <source>Role reference…</source>
        <translation>Danh sách vai…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="37"/>
        <source>Profession, used once per game</source>
        <translation>Nghề, dùng một lần mỗi ván</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="38"/>
        <source>Profession, used again and again</source>
        <translation>Nghề, dùng được nhiều lần</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="133"/>
        <source>Help: {game}</source>
        <translation>Trợ giúp: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="138"/>
        <source>How to play</source>
        <translation>Cách chơi</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="139"/>
        <source>Roles</source>
        <translation>Các vai</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="149"/>
        <source>There is no How to play page for this game yet.</source>
        <translation>Trò chơi này chưa có trang Cách chơi.</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="162"/>
        <source>This game deals no roles.</source>
        <translation>Trò chơi này không chia vai.</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="173"/>
        <source>{name} ({english})</source>
        <translation>{name} ({english})</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <location filename="../desktop/help_texts.py" line="7"/>
        <source>Goal</source>
        <translation>Mục tiêu</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="8"/>
        <source>A turn</source>
        <translation>Một lượt</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="9"/>
        <source>The end</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="15"/>
        <source>Every player is dealt a secret role on the side of Good or of Evil; the Evil players learn who the others are at the reveal. Good wants three successful quests. Evil wants three failed quests (two with 4 players) and then to win the final accusation.</source>
        <extracomment>Game id -&gt; (goal, a turn, the end), in the order of HEADINGS.</extracomment>
        <translation>Mỗi người chơi được chia bí mật một vai thuộc phe Thiện hoặc phe Ác; trong giai đoạn Tiết Lộ, những người chơi phe Ác biết nhau. Phe Thiện muốn ba nhiệm vụ thành công. Phe Ác muốn ba nhiệm vụ thất bại (hai khi có 4 người chơi), rồi thắng lượt buộc tội cuối cùng.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="18"/>
        <source>The Leader chooses the team for the quest, with no vote, and puts the Magic Token on one member, who must play Success. Each member puts down a quest card face down: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on a two-fail quest. Then the Leader names the next Leader, someone who has not led yet; from 6 players some rounds also give an Amulet, which checks another player&apos;s loyalty.</source>
        <translation>Người Lãnh Đạo chọn đội đi làm nhiệm vụ, không bỏ phiếu, và đặt Con Dấu Ma Thuật lên một thành viên, người này phải chơi Thành công. Mỗi thành viên úp một lá bài Nhiệm vụ: phe Thiện phải chơi Thành công, phe Ác có thể chơi Thất bại. Một lá Thất bại làm nhiệm vụ thất bại, cần hai lá ở nhiệm vụ hai-thất-bại. Sau đó Người Lãnh Đạo chọn Người Lãnh Đạo kế tiếp, một người chưa từng lãnh đạo; từ 6 người chơi, một số vòng còn trao Bùa Hộ Mệnh để kiểm tra phe của một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="23"/>
        <source>After the third successful quest Good wins. After the last failed quest everyone talks for five minutes; then the Blind Hunter may hunt by naming two Good roles, or Good&apos;s Last Chance follows: everyone points at two players, the Evil players lower their hands, and Good wins if every Good hand points at an Evil player and every Evil player is pointed at. The Director&apos;s Cut, the Unknown Roles and the Hunter variants change the deal and this ending a little.</source>
        <translation>Sau nhiệm vụ thành công thứ ba, phe Thiện thắng. Sau nhiệm vụ thất bại cuối cùng, mọi người thảo luận năm phút; rồi Thợ Săn Mù có thể đi săn bằng cách nêu hai vai phe Thiện, hoặc đến Cơ Hội Cuối Cùng của Phe Thiện: mọi người chỉ vào hai người chơi, phe Ác hạ tay xuống, và phe Thiện thắng nếu mọi bàn tay phe Thiện chỉ vào người phe Ác và mọi người phe Ác đều bị chỉ. Bản Cắt của Đạo Diễn, Biến Thể Vai Trò Không Xác Định và Biến Thể Thợ Săn thay đổi đôi chút cách chia bài và phần kết này.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="31"/>
        <source>The Loyal Servants of Arthur (Good) want three successful quests; the Minions of Mordred (Evil) know each other and want three failed quests. Merlin knows who is Evil but must stay hidden, because the Assassin has one last try at naming Merlin.</source>
        <translation>Các Tôi Tớ Trung Thành của Arthur (phe Thiện) muốn ba nhiệm vụ thành công; các Tay Sai của Mordred (phe Ác) biết nhau và muốn ba nhiệm vụ thất bại. Merlin biết ai thuộc phe Ác nhưng phải giấu mình, vì Sát thủ có một lần cuối để nêu tên Merlin.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="34"/>
        <source>The leader proposes a team of the size the quest needs, and everyone votes Approve or Reject at the same time; a tie rejects the team. The members of an approved team put down quest cards in secret: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on the fourth quest with 7 or more players. After every proposal the next seat leads; the Lady of the Lake, Excalibur, the Plot Cards and the Trapper add a step to the round.</source>
        <translation>Đội trưởng đề cử một đội đúng số người nhiệm vụ cần, và mọi người cùng lúc bỏ phiếu Đồng ý hoặc Phản đối; hòa phiếu là đội bị bác. Các thành viên của đội được chấp thuận bí mật úp lá bài nhiệm vụ: phe Thiện phải úp Thành công, phe Ác có thể úp Thất bại. Một lá Thất bại làm nhiệm vụ thất bại, cần hai lá ở nhiệm vụ thứ tư khi có từ 7 người chơi. Sau mỗi lần đề cử, người ngồi kế tiếp làm đội trưởng; Nữ thần Hồ, Excalibur, Thẻ âm mưu và Người đặt bẫy thêm một bước vào mỗi vòng.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="40"/>
        <source>Three failed quests, or five rejected teams in one round, and Evil wins at once. After three successful quests the Assassin names one Good player: if it is Merlin, Evil wins; otherwise Good wins.</source>
        <translation>Ba nhiệm vụ thất bại, hoặc năm đội bị bác trong một vòng, và phe Ác thắng ngay. Sau ba nhiệm vụ thành công, Sát thủ nêu tên một người chơi phe Thiện: nếu đó là Merlin, phe Ác thắng; nếu không, phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="45"/>
        <source>Every player gets one card and three more lie in the center. The village wins if at least one Werewolf dies, or if nobody dies when no player is a Werewolf. The werewolf team wins if no Werewolf dies; the Tanner wins only by dying.</source>
        <translation>Mỗi người chơi nhận một lá bài, và thêm ba lá nằm ở giữa bàn. Phe Dân làng thắng nếu ít nhất một Ma sói chết, hoặc nếu không ai chết khi không người chơi nào là Ma sói. Phe Sói thắng nếu không Ma sói nào chết; Chán đời chỉ thắng nếu chính mình chết.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="48"/>
        <source>There is one night and one day. At night the roles wake one at a time in a fixed order and may look at or move cards, so the card in front of you may no longer be the one you were dealt. In the day everyone talks until the timer ends: anyone may claim anything, but nobody looks at a card. With physical cards the moderator enters the final cards and the votes at the end.</source>
        <translation>Chỉ có một đêm và một ngày. Ban đêm, các nhân vật lần lượt thức dậy theo một thứ tự cố định và có thể xem hoặc di chuyển bài, nên lá bài trước mặt bạn có thể không còn là lá bạn được chia. Ban ngày mọi người thảo luận đến khi hết giờ: ai cũng có thể nhận mình là bất cứ vai nào, nhưng không ai được xem bài. Khi chơi bằng bài thật, quản trò nhập các lá bài cuối cùng và các phiếu bầu vào cuối ván.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="53"/>
        <source>At &quot;three, two, one, vote!&quot; everyone points at another player at the same time. The player with the most votes dies, all of them on a tie, and nobody dies if no one has more than one vote. The card each player holds now decides their team, and so who wins.</source>
        <translation>Khi nghe &quot;ba, hai, một, biểu quyết!&quot;, mọi người cùng lúc chỉ vào một người chơi khác. Người có nhiều phiếu nhất chết, tất cả cùng chết nếu hòa, và không ai chết nếu không ai có quá một phiếu. Lá bài mỗi người đang giữ quyết định phe của họ, và từ đó ai thắng.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="58"/>
        <source>Every player belongs to a secret society, the Order or the Brotherhood, and has a secret profession. A society wins when one of its members declares victory with three of its victory items: Keys for the Order, Goblets for the Brotherhood.</source>
        <translation>Mỗi người chơi thuộc một phe bí mật, Giáo đoàn hoặc Hội Huynh đệ, và có một nghề bí mật. Một phe thắng khi một thành viên của phe đó tuyên bố chiến thắng với ba vật phẩm chiến thắng của phe mình: Chìa khóa cho Giáo đoàn, Chén thánh cho Hội Huynh đệ.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="61"/>
        <source>On your turn you may first use a profession that works on your own turn, then you take exactly one action: pass, offer another player an item to trade, attack a player, or declare victory. In a fight every other player backs the attacker or the defender or stays neutral, and items and professions add to the totals. The winner looks at the loser&apos;s society and profession, or takes one of their items.</source>
        <translation>Trong lượt của mình, trước tiên bạn có thể dùng một nghề có tác dụng trong lượt của bạn, rồi thực hiện đúng một hành động: bỏ lượt, đưa một vật phẩm cho người chơi khác để giao dịch, tấn công một người chơi, hoặc tuyên bố chiến thắng. Trong một trận đấu, mỗi người chơi khác đứng về phía người tấn công hoặc người phòng thủ hoặc đứng trung lập, và các vật phẩm cùng các nghề cộng thêm vào tổng điểm. Người thắng xem phe và nghề của người thua, hoặc lấy một vật phẩm của họ.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="66"/>
        <source>To declare victory you name your partners, and all of you show your society and your items. If every partner belongs to your society and holds a victory item, and together you have three, your society wins; otherwise the other society wins. With an odd number of players the weaker society&apos;s Drink of Power can count as an item; in beginner mode only the sealed items are used.</source>
        <translation>Để tuyên bố chiến thắng, bạn nêu tên các đồng đội, và tất cả cùng lật phe và vật phẩm của mình. Nếu mọi đồng đội đều thuộc phe của bạn và có một vật phẩm chiến thắng, và cả nhóm có đủ ba, phe của bạn thắng; nếu không, phe kia thắng. Khi số người chơi lẻ, Rượu quyền năng của phe yếu thế có thể được tính là một vật phẩm; trong ván cho người mới chỉ dùng các vật phẩm có ấn.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/window.py" line="38"/>
        <source>%n finished game(s) shown</source>
        <translation>
            <numerusform>Đang hiện %Ln ván đã chơi xong</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="196"/>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="199"/>
        <source>{side}: {winners}</source>
        <translation>{side}: {winners}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="194"/>
        <source>Unreadable</source>
        <translation>Không đọc được</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="195"/>
        <location filename="../desktop/history/window.py" line="228"/>
        <source>{file} cannot be read: {reason}</source>
        <translation>Không đọc được {file}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="228"/>
        <location filename="../desktop/history/window.py" line="267"/>
        <location filename="../desktop/history/window.py" line="304"/>
        <source>History</source>
        <translation>Lịch sử</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <location filename="../desktop/history/window.py" line="299"/>
        <source>Export the record</source>
        <translation>Xuất biên bản</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <source>The record could not be written: {reason}</source>
        <translation>Không ghi được biên bản: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="257"/>
        <source>{game} of {date} with {players}</source>
        <translation>{game} ngày {date} với {players}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="260"/>
        <source>Delete from the history?</source>
        <translation>Xóa khỏi lịch sử?</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="261"/>
        <source>{what} leaves the history and the statistics. Its journal is moved to the deleted folder.</source>
        <translation>{what} sẽ rời khỏi lịch sử và thống kê. Nhật ký của ván được chuyển vào thư mục đã xóa.</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="274"/>
        <source>Merge two names?</source>
        <translation>Gộp hai tên?</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="275"/>
        <source>{spelling} and {name} are one person: every game of {spelling} counts as {name}&apos;s.</source>
        <translation>{spelling} và {name} là một người: mọi ván của {spelling} được tính cho {name}.</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="300"/>
        <source>Tablekeeper records (*.json)</source>
        <translation>Biên bản Tablekeeper (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="305"/>
        <source>&amp;Player:</source>
        <translation>&amp;Người chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="306"/>
        <source>Search by player</source>
        <translation>Tìm theo người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="307"/>
        <source>&amp;Game:</source>
        <translation>&amp;Trò chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="311"/>
        <source>All games</source>
        <translation>Mọi trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="184"/>
        <source>Players, roles and sides</source>
        <translation>Người chơi, vai và phe</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Winners</source>
        <translation>Người thắng</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="316"/>
        <source>Open its recap</source>
        <translation>Mở phần kể lại</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="317"/>
        <source>Export the record…</source>
        <translation>Xuất biên bản…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="318"/>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="319"/>
        <source>Statistics…</source>
        <translation>Thống kê…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="320"/>
        <source>Merge names:</source>
        <translation>Gộp tên:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="321"/>
        <source>is the same person as</source>
        <translation>là cùng một người với</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="322"/>
        <source>Merge</source>
        <translation>Gộp</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="190"/>
        <source>Join from your phone</source>
        <translation>Tham gia bằng điện thoại</translation>
    </message>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="193"/>
        <source>Scan the code or type the address in your phone&apos;s browser. Your phone must be on the same Wi-Fi as the laptop.</source>
        <translation>Quét mã hoặc gõ địa chỉ vào trình duyệt của điện thoại. Điện thoại phải dùng cùng mạng Wi-Fi với laptop.</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="146"/>
        <source>The system&apos;s default output</source>
        <translation>Đầu ra mặc định của hệ thống</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="150"/>
        <source>{output} (not connected)</source>
        <translation>{output} (chưa kết nối)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="166"/>
        <source>The best voice for the language</source>
        <translation>Giọng phù hợp nhất với ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="172"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice} (không có trên máy này)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="175"/>
        <source>Looking for voices…</source>
        <translation>Đang tìm giọng đọc…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="179"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>Không tìm thấy giọng đọc cho ngôn ngữ này: lời dẫn chỉ hiện phụ đề.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>Playing the sample…</source>
        <translation>Đang phát câu mẫu…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>The sample was played.</source>
        <translation>Đã phát xong câu mẫu.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="230"/>
        <source>None: the synthetic voice</source>
        <translation>Không có: giọng tổng hợp</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="254"/>
        <source>Narration</source>
        <translation>Lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="255"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>Kịch bản được đọc to trong đêm và khi tiết lộ. Ngôn ngữ của lời dẫn có thể khác với ngôn ngữ trên màn hình.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="256"/>
        <source>Narration language:</source>
        <translation>Ngôn ngữ lời dẫn:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="257"/>
        <source>Voice:</source>
        <translation>Giọng đọc:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="258"/>
        <source>Test the voice</source>
        <translation>Nghe thử giọng</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="259"/>
        <source>Speed (words per minute):</source>
        <translation>Tốc độ (số từ mỗi phút):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="260"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>Độ dài mỗi bước, tính bằng giây (0: theo kịch bản):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="261"/>
        <source>Volume:</source>
        <translation>Âm lượng:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="265"/>
        <source>Sound output:</source>
        <translation>Đầu ra âm thanh:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="266"/>
        <source>A soft night sound under the narration</source>
        <translation>Âm thanh đêm nhẹ nhàng bên dưới lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="267"/>
        <source>Recorded narration:</source>
        <translation>Lời dẫn đã ghi âm:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="268"/>
        <source>Recording studio…</source>
        <translation>Phòng thu…</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="114"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>Hãy nhắm mắt. Chỉ người chơi vừa được gọi mới mở laptop.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="198"/>
        <source>There is nothing for you to choose now.</source>
        <translation>Lúc này bạn không có gì để chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="136"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="112"/>
        <source>Eyes closed. The player just called acts on their phone.</source>
        <extracomment>Every text of the night screen: its instructions, the form&apos;s titles and notes (light on the dark background). How long &quot;Hold to open&quot; must be held before the screen opens (a tap, or the last player&apos;s Confirm, never opens it).</extracomment>
        <translation>Nhắm mắt. Người vừa được gọi hành động trên điện thoại của mình.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="113"/>
        <source>Eyes closed. Only the player just called opens the laptop or their phone.</source>
        <translation>Nhắm mắt. Chỉ người vừa được gọi mở laptop hoặc điện thoại của mình.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="118"/>
        <source>Hold to open</source>
        <translation>Nhấn giữ để mở</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="149"/>
        <source>Hold to see what you learned</source>
        <translation>Nhấn giữ để xem những gì bạn biết được</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="154"/>
        <source>Done — close</source>
        <translation>Xong — đóng</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="183"/>
        <source>Time is up.</source>
        <translation>Hết giờ.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="187"/>
        <source>Time left for this call: {clock}</source>
        <translation>Thời gian còn lại của lượt gọi này: {clock}</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="196"/>
        <source>Time is up: nothing was done.</source>
        <translation>Hết giờ: không có gì được thực hiện.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="201"/>
        <source>Time is up. Hold to see what you learned.</source>
        <translation>Hết giờ. Nhấn giữ để xem những gì bạn biết được.</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../desktop/companion/panel.py" line="146"/>
        <source>phone connected</source>
        <translation>điện thoại đã kết nối</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="148"/>
        <source>phone away (the laptop until it is back)</source>
        <translation>điện thoại mất kết nối (dùng laptop cho đến khi nó trở lại)</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="149"/>
        <source>no phone (the laptop)</source>
        <translation>không có điện thoại (dùng laptop)</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="174"/>
        <source>A phone asks for {player}&apos;s seat.</source>
        <translation>Một điện thoại xin ghế của {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="177"/>
        <source>Accept</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="180"/>
        <source>Refuse</source>
        <translation>Từ chối</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="192"/>
        <source>Show the code on the TV board</source>
        <translation>Hiện mã trên bảng hiển thị (TV)</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="194"/>
        <source>Release</source>
        <translation>Giải phóng</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="195"/>
        <source>Free this seat: its phone is no longer bound to it and the laptop takes over. A phone may ask for it again; you accept or refuse.</source>
        <translation>Giải phóng ghế này: điện thoại không còn gắn với ghế và máy tính tiếp quản. Một điện thoại có thể xin lại ghế; bạn chấp nhận hoặc từ chối.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="198"/>
        <source>plays on the laptop</source>
        <translation>chơi trên máy tính</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="199"/>
        <source>No phone may take or ask for this seat.</source>
        <translation>Không điện thoại nào được nhận hoặc xin ghế này.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="112"/>
        <source>Every seat is taken ({n} players at most): untick someone first.</source>
        <translation>Đã hết ghế (tối đa {n} người chơi): hãy bỏ chọn một người trước.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="167"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="168"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>Số người chơi và tên của họ theo thứ tự chỗ ngồi (theo chiều kim đồng hồ quanh bàn).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="169"/>
        <source>Players:</source>
        <translation>Số người chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="170"/>
        <source>Recent rosters:</source>
        <translation>Danh sách người chơi gần đây:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="171"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>Ghế 1 ở bên trái quản trò; thứ tự chỗ ngồi quan trọng đối với người lãnh đạo và người ngồi cạnh.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="172"/>
        <source>Seats (names may be edited):</source>
        <translation>Chỗ ngồi (có thể sửa tên):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="173"/>
        <source>Recently seen: tick who plays tonight (a ticked name takes the next free seat).</source>
        <translation>Đã chơi gần đây: đánh dấu ai chơi tối nay (tên được đánh dấu ngồi vào ghế trống kế tiếp).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="175"/>
        <source>(choose a recent roster)</source>
        <translation>(chọn một danh sách gần đây)</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="72"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="75"/>
        <source>I am {player}: show my choice</source>
        <translation>Tôi là {player}: hiện lựa chọn của tôi</translation>
    </message>
</context>
<context>
    <name>PrivateSummary</name>
    <message>
        <location filename="../desktop/console/secret_widgets.py" line="125"/>
        <source>Hold to see your cards and what you know</source>
        <translation>Nhấn giữ để xem các lá bài của bạn và những gì bạn biết</translation>
    </message>
</context>
<context>
    <name>RecapScreen</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="198"/>
        <source>{n} of {total}</source>
        <translation>{n} / {total}</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="204"/>
        <source>The game retold</source>
        <translation>Kể lại ván chơi</translation>
    </message>
</context>
<context>
    <name>RecapStepper</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="136"/>
        <source>Line {n} of {total}</source>
        <extracomment>Play all: how long a line stays, from a base and the length of its text (people read it aloud at the table).</extracomment>
        <translation>Dòng {n} / {total}</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="137"/>
        <source>Not on the TV yet: press Next line or Play all.</source>
        <translation>Chưa hiện trên TV: nhấn Dòng tiếp hoặc Phát hết.</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Play all</source>
        <translation>Phát hết</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="146"/>
        <source>The game retold: step through it with the table.</source>
        <translation>Kể lại ván chơi: cùng cả bàn đi qua từng bước.</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="147"/>
        <source>Previous line</source>
        <translation>Dòng trước</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="148"/>
        <source>Next line</source>
        <translation>Dòng tiếp</translation>
    </message>
</context>
<context>
    <name>RecapWindow</name>
    <message>
        <location filename="../desktop/history/window.py" line="85"/>
        <source>{game} of {date}</source>
        <translation>{game} ngày {date}</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../desktop/resume_dialog.py" line="48"/>
        <source>Resume a game?</source>
        <translation>Chơi tiếp một ván?</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="50"/>
        <source>These games were not finished. Resume one, or start a new game.</source>
        <translation>Những ván này chưa kết thúc. Hãy chơi tiếp một ván, hoặc bắt đầu ván mới.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Last played</source>
        <translation>Chơi lần cuối</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="32"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>Đã có %Ln nước đi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="33"/>
        <source>The %n unfinished game(s) of this list are moved out of it, to {folder}.</source>
        <translation>
            <numerusform>%Ln ván chưa kết thúc trong danh sách này sẽ được chuyển ra khỏi danh sách, vào {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="58"/>
        <source>Progress</source>
        <translation>Tiến độ</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="59"/>
        <source>Unfinished games</source>
        <translation>Các ván chưa kết thúc</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="66"/>
        <source>Resume</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="67"/>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="68"/>
        <source>Delete all…</source>
        <translation>Xóa tất cả…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="69"/>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="92"/>
        <source>Dealt, no move yet</source>
        <translation>Đã chia bài, chưa có nước đi nào</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="122"/>
        <source>Delete this saved game?</source>
        <translation>Xóa ván đã lưu này?</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="123"/>
        <source>{game} with {players}: the saved game is moved out of this list, to {folder}.</source>
        <translation>{game} với {players}: ván đã lưu sẽ được chuyển ra khỏi danh sách này, vào {folder}.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="126"/>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="127"/>
        <source>Keep it</source>
        <translation>Giữ lại</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="145"/>
        <source>Delete the saved games?</source>
        <translation>Xóa các ván đã lưu?</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="147"/>
        <source>Delete all</source>
        <translation>Xóa tất cả</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="149"/>
        <source>Keep the last played</source>
        <translation>Giữ ván chơi gần nhất</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="153"/>
        <source>The last played: {game} with {players}, {when}.</source>
        <translation>Ván chơi gần nhất: {game} với {players}, {when}.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="155"/>
        <source>Keep them</source>
        <translation>Giữ lại tất cả</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>The saved game could not be moved: {reason}</source>
        <translation>Không thể chuyển ván đã lưu: {reason}</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="93"/>
        <source>{option} was switched off: {reason}</source>
        <translation>Đã tắt {option}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="165"/>
        <source>(recommended for this player count)</source>
        <translation>(đề xuất cho số người chơi này)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="217"/>
        <source>Switched off: {reason}</source>
        <translation>Đã tắt: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="231"/>
        <source>Cards: {have} of {need}</source>
        <translation>Lá bài: {have}/{need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="239"/>
        <source>Roles and options</source>
        <translation>Vai trò và tùy chọn</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="240"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>Các vai trò được đề xuất đã được chọn sẵn; bạn có thể thay đổi nếu muốn. Các vấn đề được liệt kê bên dưới.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="241"/>
        <source>Recommended roles</source>
        <translation>Vai trò đề xuất</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="242"/>
        <source>Scenario:</source>
        <translation>Kịch bản:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="243"/>
        <source>Roles</source>
        <translation>Vai trò</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="244"/>
        <source>Modules and house rules</source>
        <translation>Bản mở rộng và luật nhà</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console/round_card.py" line="52"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="56"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>Bây giờ mọi người lần lượt cầm laptop, để không ai biết được ai có việc phải làm ({n}/{total}).</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="60"/>
        <source>I am {player}: open</source>
        <translation>Tôi là {player}: mở</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="76"/>
        <source>Hold to see the answer</source>
        <translation>Nhấn giữ để xem câu trả lời</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="80"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>Lúc này bạn không có gì để chọn. Nhấn Xong rồi chuyển laptop cho người tiếp theo.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="84"/>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="86"/>
        <location filename="../desktop/console/round_card.py" line="160"/>
        <source>Your choice is made.</source>
        <translation>Bạn đã chọn xong.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="99"/>
        <source>Hold to see ({player})</source>
        <translation>Nhấn giữ để xem ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="102"/>
        <location filename="../desktop/console/round_card.py" line="104"/>
        <source>Nothing new for you.</source>
        <translation>Không có gì mới cho bạn.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="109"/>
        <source>I have seen it — next</source>
        <translation>Tôi đã xem — tiếp theo</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="150"/>
        <source>There is nothing for you to choose here.</source>
        <translation>Ở đây bạn không có gì để chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="87"/>
        <location filename="../desktop/console/round_card.py" line="161"/>
        <source>There is nothing for you to choose now: your answer changes nothing.</source>
        <translation>Lúc này bạn không có gì để chọn: câu trả lời của bạn không thay đổi gì.</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../desktop/saves.py" line="190"/>
        <source>The saved game {path} cannot be read: {reason}</source>
        <translation>Không đọc được ván đã lưu {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="193"/>
        <source>The saved game {path} is not a regular file.</source>
        <translation>Ván đã lưu {path} không phải là một tệp thông thường.</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="196"/>
        <source>The saved game {path} is too large to be a Tablekeeper game.</source>
        <translation>Ván đã lưu {path} quá lớn, không thể là một ván Tablekeeper.</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="208"/>
        <source>The saved game cannot be resumed: {reason}</source>
        <translation>Không thể tiếp tục ván đã lưu: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="211"/>
        <source>The saved game cannot be resumed: its setup is not valid ({reason}).</source>
        <translation>Không thể tiếp tục ván đã lưu: thiết lập không hợp lệ ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="214"/>
        <source>The saved game cannot be resumed: a saved action is refused by the rules ({reason}).</source>
        <translation>Không thể tiếp tục ván đã lưu: luật chơi từ chối một hành động đã lưu ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="168"/>
        <location filename="../desktop/saves.py" line="218"/>
        <source>The saved game cannot be resumed: it is damaged ({reason}).</source>
        <translation>Không thể tiếp tục ván đã lưu: tệp bị hỏng ({reason}).</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="118"/>
        <location filename="../desktop/wizard_model.py" line="139"/>
        <location filename="../desktop/wizard_model.py" line="145"/>
        <source>Player {n}</source>
        <translation>Người chơi {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="235"/>
        <source>Loading the games…</source>
        <translation>Đang tải các trò chơi…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="239"/>
        <source>Every player needs a different name.</source>
        <translation>Mỗi người chơi cần một tên khác nhau.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="243"/>
        <source>This setup is not valid: {reason}</source>
        <translation>Thiết lập này không hợp lệ: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="198"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="199"/>
        <source>Start now</source>
        <translation>Bắt đầu ngay</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="200"/>
        <source>&amp;History…</source>
        <translation>&amp;Lịch sử…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="201"/>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Next</source>
        <translation>&amp;Tiếp theo</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Back</source>
        <translation>&amp;Quay lại</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../desktop/app.py" line="124"/>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="123"/>
        <source>The file was left as it was: {path}</source>
        <translation>Tệp được giữ nguyên: {path}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="192"/>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="193"/>
        <source>This setup cannot be played: {reason}</source>
        <translation>Không thể chơi với thiết lập này: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="215"/>
        <source>Open the record</source>
        <translation>Mở biên bản</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="228"/>
        <location filename="../desktop/app.py" line="263"/>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="250"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>Không thể mở tệp này: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="264"/>
        <source>The game could not be saved: {reason}</source>
        <translation>Không thể lưu ván: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="340"/>
        <source>Set up a new game</source>
        <translation>Thiết lập ván mới</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="372"/>
        <source>Leave this game?</source>
        <translation>Rời ván này?</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="373"/>
        <source>The game in progress stays saved: you can resume it later (Cancel in the setup wizard returns to it, and it is offered at the next start).</source>
        <translation>Ván đang chơi vẫn được lưu: bạn có thể chơi tiếp sau (nút Hủy trong trình thiết lập sẽ quay lại ván này, và ván sẽ được đề nghị ở lần khởi động sau).</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="377"/>
        <source>Keep playing</source>
        <translation>Tiếp tục chơi</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="506"/>
        <source>Tablekeeper is already running: its window was brought to the front.</source>
        <extracomment>When the terminal hears whether spoken narration can play: after the first window is painted.</extracomment>
        <translation>Tablekeeper đang chạy rồi: cửa sổ của nó đã được đưa lên trước.</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="509"/>
        <source>Tablekeeper is already running for this user (its window could not be brought forward). Use that window, or close it first: two apps on the same saved games would lose moves.</source>
        <translation>Tablekeeper đang chạy cho người dùng này (không thể đưa cửa sổ của nó lên trước). Hãy dùng cửa sổ đó, hoặc đóng nó trước: hai ứng dụng trên cùng các ván đã lưu sẽ làm mất nước đi.</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="513"/>
        <source>Tablekeeper is already running</source>
        <translation>Tablekeeper đang chạy rồi</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="246"/>
        <source>This record cannot be replayed: {reason}</source>
        <translation>Không thể phát lại biên bản này: {reason}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Shortcut</source>
        <translation>Phím tắt</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/stats_window.py" line="42"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln người chơi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="205"/>
        <source>{games} finished games</source>
        <translation>{games} ván đã chơi xong</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="223"/>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <location filename="../desktop/history/stats_window.py" line="265"/>
        <source>{side} won</source>
        <translation>{side} thắng</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="254"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="228"/>
        <source>Wins by side per number of players</source>
        <translation>Số lần thắng của mỗi phe theo số người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="233"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="255"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Wins</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="234"/>
        <source>Losses</source>
        <translation>Thua</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Won</source>
        <translation>Tỉ lệ thắng</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="236"/>
        <source>Games as {side}</source>
        <translation>Số ván ở phe {side}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="237"/>
        <source>Wins as {side}</source>
        <translation>Thắng ở phe {side}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="240"/>
        <source>Wins per player</source>
        <translation>Số lần thắng của mỗi người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <source>How often each role wins</source>
        <translation>Mỗi vai thắng bao nhiêu lần</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <location filename="../desktop/history/stats_window.py" line="250"/>
        <source>Role</source>
        <translation>Vai</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="249"/>
        <source>{player}&apos;s roles</source>
        <translation>Các vai của {player}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Month</source>
        <translation>Tháng</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="266"/>
        <source>Wins by side, month by month</source>
        <translation>Số lần thắng của mỗi phe, từng tháng</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the chart</source>
        <translation>Lưu biểu đồ</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the numbers</source>
        <translation>Lưu các con số</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>PNG pictures (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>CSV tables (*.csv)</source>
        <translation>Bảng CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="295"/>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="296"/>
        <source>&amp;Game:</source>
        <translation>&amp;Trò chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="297"/>
        <source>&amp;Player:</source>
        <translation>&amp;Người chơi:</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="301"/>
        <source>All games</source>
        <translation>Mọi trò chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Sides by player count</source>
        <translation>Phe theo số người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>A player&apos;s roles</source>
        <translation>Các vai của một người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Roles</source>
        <translation>Các vai</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Over time</source>
        <translation>Theo thời gian</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="310"/>
        <source>Save the chart as PNG…</source>
        <translation>Lưu biểu đồ thành PNG…</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="311"/>
        <source>Save the numbers as CSV…</source>
        <translation>Lưu các con số thành CSV…</translation>
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
        <translation>bài thật</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="48"/>
        <source>the app deals, the players use their phones</source>
        <translation>ứng dụng chia bài, người chơi dùng điện thoại của mình</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="49"/>
        <source>the app deals</source>
        <translation>ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="51"/>
        <source>Game: {game}</source>
        <translation>Trò chơi: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="52"/>
        <source>Players ({n}): {names}</source>
        <translation>Người chơi ({n}): {names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="55"/>
        <source>Roles: {roles}</source>
        <translation>Vai trò: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="56"/>
        <source>Dealing: {mode}</source>
        <translation>Chia bài: {mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="57"/>
        <source>Narration: {lang}</source>
        <translation>Lời dẫn: {lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="61"/>
        <source>Changed from the defaults:</source>
        <translation>Khác với mặc định:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="65"/>
        <source>Modules and house rules: all as by default.</source>
        <translation>Bản mở rộng và luật nhà: tất cả như mặc định.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="74"/>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="75"/>
        <source>Check the setup and start the game.</source>
        <translation>Kiểm tra thiết lập rồi bắt đầu ván chơi.</translation>
    </message>
</context>
<context>
    <name>WizardOptions</name>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="29"/>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="30"/>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="31"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="32"/>
        <source>At random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="33"/>
        <source>{n} s</source>
        <translation>{n} giây</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="34"/>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="35"/>
        <source>How long each stage may take, in seconds (off: no timer for it).</source>
        <translation>Mỗi giai đoạn được kéo dài bao lâu, tính bằng giây (tắt: không có đồng hồ cho giai đoạn đó).</translation>
    </message>
</context>
</TS>
