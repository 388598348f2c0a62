<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>GamesWindow</name>
        <message>
            <location filename="../desktop/app.py" line="44" />
            <source>Tablekeeper</source>
            <translation>Tablekeeper</translation>
        </message>
        <message>
            <location filename="../desktop/app.py" line="45" />
            <source>Games available:</source>
            <translation>可玩的遊戲：</translation>
        </message>
    </context>
</TS>
