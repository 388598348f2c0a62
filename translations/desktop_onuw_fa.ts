<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="29"/>
        <source>Shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="30"/>
        <source>Artifact token</source>
        <translation>ژتون اثر باستانی</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="31"/>
        <source>Face up: {role}</source>
        <translation>رو شده: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="32"/>
        <source>Dead</source>
        <translation>مرده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="33"/>
        <source>Voted for {player}</source>
        <translation>به {player} رأی داد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="34"/>
        <source>Has voted</source>
        <translation>رأی داده است</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Cards in play: {cards}</source>
        <translation>کارت‌های این بازی: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Center</source>
        <translation>وسط</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Day</source>
        <translation>روز</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Vote</source>
        <translation>رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>to the left</source>
        <translation>به چپ</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>to the right</source>
        <translation>به راست</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>none</source>
        <translation>هیچ‌کدام</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Next night step</source>
        <translation>مرحلهٔ بعدی شب</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>End the day and vote</source>
        <translation>پایان روز و رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>Close the vote</source>
        <translation>بستن رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>{player} points at</source>
        <translation>{player} اشاره می‌کند به</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>face down</source>
        <translation>رو به پایین</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>what they learned at night</source>
        <translation>چیزهایی که در شب فهمیده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="48"/>
        <source>their card</source>
        <translation>کارتش</translation>
    </message>
</context>
</TS>
