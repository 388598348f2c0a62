<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="21"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>Chưa đến lượt {player} làm việc đó.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>That cannot be done now.</source>
        <translation>Bây giờ không thể làm việc đó.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>Unknown action “{action}”.</source>
        <translation>Hành động không rõ “{action}”.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>Giá trị cho “{name}” không được phép.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>That chance outcome is not possible here.</source>
        <translation>Kết quả ngẫu nhiên đó không thể xảy ra ở đây.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>There is nothing to undo.</source>
        <translation>Không có gì để hoàn tác.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is nothing to redo.</source>
        <translation>Không có gì để làm lại.</translation>
    </message>
</context>
</TS>
