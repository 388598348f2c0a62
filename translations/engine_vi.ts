<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>Chưa đến lượt {player} làm việc đó.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>That cannot be done now.</source>
        <translation>Bây giờ không thể làm việc đó.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>Unknown action “{action}”.</source>
        <translation>Hành động không rõ “{action}”.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>Giá trị cho “{name}” không được phép.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>That chance outcome is not possible here.</source>
        <translation>Kết quả ngẫu nhiên đó không thể xảy ra ở đây.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is no seat {seat} at this table: seats are numbered 0 to {last}.</source>
        <translation>Bàn này không có ghế {seat}: các ghế được đánh số từ 0 đến {last}.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="29"/>
        <source>There is nothing to undo.</source>
        <translation>Không có gì để hoàn tác.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="30"/>
        <source>There is nothing to redo.</source>
        <translation>Không có gì để làm lại.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="132"/>
        <source>The option “{option}” cannot have the value {value}.</source>
        <translation>Tùy chọn “{option}” không thể có giá trị {value}.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="133"/>
        <source>Player {seat} has no name.</source>
        <translation>Người chơi {seat} chưa có tên.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="134"/>
        <source>The name “{name}” begins or ends with a space.</source>
        <translation>Tên “{name}” bắt đầu hoặc kết thúc bằng dấu cách.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="135"/>
        <source>The name “{name}” is longer than {max} characters.</source>
        <translation>Tên “{name}” dài hơn {max} ký tự.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="136"/>
        <source>The name of player {seat} holds a control character.</source>
        <translation>Tên của người chơi {seat} chứa một ký tự điều khiển.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="137"/>
        <source>Two players are called “{name}”.</source>
        <translation>Có hai người chơi cùng tên “{name}”.</translation>
    </message>
</context>
<context>
    <name>recap</name>
    <message>
        <location filename="../engine/recap.py" line="22"/>
        <source>{players}, privately: {line}</source>
        <translation>{players}, riêng tư: {line}</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="23"/>
        <source>The cards on the table, now face up:</source>
        <translation>Các lá bài trên bàn, giờ đã lật ngửa:</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="24"/>
        <source>{player}: {role} ({side})</source>
        <translation>{player}: {role} ({side})</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="25"/>
        <source>{player}: {role} ({side}), a winner</source>
        <translation>{player}: {role} ({side}), thắng cuộc</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="26"/>
        <source>Winners: {players}.</source>
        <translation>Người thắng: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="27"/>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="28"/>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
</context>
</TS>
