<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>engine</name>
    <message>
        <location filename="../engine/errors.py" line="21"/>
        <source>It is not {player}&apos;s turn to do that.</source>
        <translation>اکنون نوبت {player} برای این کار نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="22"/>
        <source>That cannot be done now.</source>
        <translation>این کار اکنون ممکن نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="23"/>
        <source>Unknown action “{action}”.</source>
        <translation>کنش ناشناخته «{action}».</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="24"/>
        <source>The value given for “{name}” is not allowed.</source>
        <translation>مقدار داده‌شده برای «{name}» مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="25"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="26"/>
        <source>That chance outcome is not possible here.</source>
        <translation>این نتیجهٔ تصادفی اینجا ممکن نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="27"/>
        <source>There is nothing to undo.</source>
        <translation>چیزی برای واگرد نیست.</translation>
    </message>
    <message>
        <location filename="../engine/errors.py" line="28"/>
        <source>There is nothing to redo.</source>
        <translation>چیزی برای انجام دوباره نیست.</translation>
    </message>
</context>
</TS>
