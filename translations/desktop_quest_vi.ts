<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>QuestDesktop</name>
    <message>
        <location filename="../desktop/games/quest/board.py" line="33"/>
        <source>Leader</source>
        <translation>Người Lãnh Đạo</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="34"/>
        <source>Veteran</source>
        <translation>Cựu chiến binh</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="35"/>
        <source>Magic Token</source>
        <translation>Con Dấu Ma Thuật</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="36"/>
        <source>Amulet</source>
        <translation>Bùa Hộ Mệnh</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="37"/>
        <source>Checked</source>
        <translation>Đã bị kiểm tra</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="38"/>
        <source>On the quest</source>
        <translation>Tham gia Nhiệm Vụ</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="39"/>
        <source>Quest {n}</source>
        <translation>Nhiệm Vụ {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="40"/>
        <source>{n} players</source>
        <translation>{n} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="41"/>
        <source>needs 2 fails</source>
        <translation>cần 2 lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="42"/>
        <source>2 Fail cards needed</source>
        <translation>cần 2 lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="44"/>
        <source>Quest cards played: {n} of {size}</source>
        <translation>Lá bài Nhiệm Vụ đã đặt: {n} trên {size}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="45"/>
        <source>{holder} checked {target}&apos;s loyalty</source>
        <translation>{holder} đã kiểm tra lòng trung thành của {target}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="46"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>Các lá bài Nhiệm Vụ đang được lật ngửa…</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="14"/>
        <source>no fails</source>
        <translation>không có lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="15"/>
        <source>1 fail</source>
        <translation>1 lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/names.py" line="16"/>
        <source>{n} fails</source>
        <translation>{n} lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/board.py" line="43"/>
        <source>Roles: {roles}</source>
        <translation>Vai trò: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="31"/>
        <source>Discussion</source>
        <translation>Cuộc Thảo Luận</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="32"/>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="33"/>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="34"/>
        <source>No one</source>
        <translation>Không ai</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="35"/>
        <source>what their role lets them know</source>
        <translation>những gì vai trò của họ cho phép họ biết</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="36"/>
        <source>{leader} reads the reveal script aloud (or start the narration and the app reads it). Continue when everyone has opened their eyes.</source>
        <translation>{leader} đọc to kịch bản Tiết Lộ (hoặc bắt đầu lời dẫn để ứng dụng đọc). Tiếp tục khi mọi người đã mở mắt.</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="39"/>
        <source>The app reads the reveal script aloud: everyone&apos;s eyes are closed. Continue when everyone has opened their eyes.</source>
        <translation>Ứng dụng đang đọc to kịch bản Tiết Lộ: mọi người nhắm mắt. Tiếp tục khi mọi người đã mở mắt.</translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="42"/>
        <source>The app has read the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>Ứng dụng đã đọc xong kịch bản Tiết Lộ. Tiếp tục khi mọi người đã mở mắt.</translation>
    </message>
</context>
</TS>
