<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Shield</source>
        <translation>Khiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Artifact token</source>
        <translation>Token Bảo vật</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Face up: {role}</source>
        <translation>Lật ngửa: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Dead</source>
        <translation>Đã chết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>Voted for {player}</source>
        <translation>Đã biểu quyết cho {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>Has voted</source>
        <translation>Đã biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>Cards in play: {cards}</source>
        <translation>Các lá bài trong ván: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Center</source>
        <translation>Trung tâm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>to the left</source>
        <translation>sang trái</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>to the right</source>
        <translation>sang phải</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>none</source>
        <translation>không có</translation>
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
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="49"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>Không thể hoàn tác ban đêm: ban đêm đi theo lời dẫn, và lùi lại một bước sẽ cho thấy ai đã thức dậy. Hãy dùng Lặp lại để nghe lại một lượt gọi.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="51"/>
        <source>all entered already</source>
        <translation>đã nhập hết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="52"/>
        <source>You learn nothing else now.</source>
        <translation>Lúc này bạn không biết thêm điều gì khác.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="53"/>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="54"/>
        <source>voted for</source>
        <translation>đã biểu quyết cho</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="55"/>
        <source>At zero everyone points at a player</source>
        <translation>Khi về không, mọi người cùng chỉ vào một người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="60"/>
        <source>Her copy&apos;s team</source>
        <extracomment>The Doppelgänger has no team of her own: she joins the team of the card she copies.</extracomment>
        <translation>Phe của lá bài cô ấy sao chép</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="26"/>
        <source>The vote: who points at whom?</source>
        <translation>Biểu quyết: ai chỉ vào ai?</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="82"/>
        <source>Enter the whole vote</source>
        <translation>Nhập toàn bộ phiếu biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="94"/>
        <source>Still to point: {players}</source>
        <translation>Còn chưa chỉ: {players}</translation>
    </message>
</context>
</TS>
