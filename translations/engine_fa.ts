<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>اکنون نوبت {player} برای این کار نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>That cannot be done now.</source>
        <translation>این کار اکنون ممکن نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>Unknown action “{action}”.</source>
        <translation>کنش ناشناخته «{action}».</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>مقدار داده‌شده برای «{name}» مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>That chance outcome is not possible here.</source>
        <translation>این نتیجهٔ تصادفی اینجا ممکن نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is no seat {seat} at this table: seats are numbered 0 to {last}.</source>
        <translation>این میز صندلی {seat} ندارد: صندلی‌ها از ۰ تا {last} شماره‌گذاری شده‌اند.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="29"/>
        <source>There is nothing to undo.</source>
        <translation>چیزی برای واگرد نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="30"/>
        <source>There is nothing to redo.</source>
        <translation>چیزی برای انجام دوباره نیست.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="132"/>
        <source>The option “{option}” cannot have the value {value}.</source>
        <translation>گزینهٔ «{option}» نمی‌تواند مقدار {value} داشته باشد.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="133"/>
        <source>Player {seat} has no name.</source>
        <translation>بازیکن {seat} نامی ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="134"/>
        <source>The name “{name}” begins or ends with a space.</source>
        <translation>نام «{name}» با فاصله شروع یا تمام می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="135"/>
        <source>The name “{name}” is longer than {max} characters.</source>
        <translation>نام «{name}» بیش از {max} نویسه است.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="136"/>
        <source>The name of player {seat} holds a control character.</source>
        <translation>نام بازیکن {seat} یک نویسهٔ کنترلی دارد.</translation>
    </message>
    <message>
        <location filename="../engine/core.py" line="137"/>
        <source>Two players are called “{name}”.</source>
        <translation>دو بازیکن «{name}» نام دارند.</translation>
    </message>
</context>
<context>
    <name>recap</name>
    <message>
        <location filename="../engine/recap.py" line="22"/>
        <source>{players}, privately: {line}</source>
        <translation>{players}، به‌طور خصوصی: {line}</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="23"/>
        <source>The cards on the table, now face up:</source>
        <translation>کارت‌های روی میز، اکنون رو شده:</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="24"/>
        <source>{player}: {role} ({side})</source>
        <translation>{player}: {role} ({side})</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="25"/>
        <source>{player}: {role} ({side}), a winner</source>
        <translation>{player}: {role} ({side})، برنده</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="26"/>
        <source>Winners: {players}.</source>
        <translation>برندگان: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="27"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../engine/recap.py" line="28"/>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
</context>
</TS>
