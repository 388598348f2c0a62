<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="12"/>
        <source>Shield</source>
        <translation>Khiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="13"/>
        <source>Artifact token</source>
        <translation>Token Bảo vật</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="14"/>
        <source>Face up: {role}</source>
        <translation>Lật ngửa: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="15"/>
        <source>Dead</source>
        <translation>Đã chết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="16"/>
        <source>Voted for {player}</source>
        <translation>Đã biểu quyết cho {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="17"/>
        <source>Has voted</source>
        <translation>Đã biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="18"/>
        <source>Cards in play: {cards}</source>
        <translation>Các lá bài trong ván: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="19"/>
        <source>Center</source>
        <translation>Trung tâm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="20"/>
        <source>to the left</source>
        <translation>sang trái</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="21"/>
        <source>to the right</source>
        <translation>sang phải</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="22"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="23"/>
        <source>face down</source>
        <translation>úp</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="24"/>
        <source>what they learned at night</source>
        <translation>những gì họ biết được trong đêm</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="25"/>
        <source>their card</source>
        <translation>lá bài của họ</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="26"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>Không thể hoàn tác ban đêm: ban đêm đi theo lời dẫn, và lùi lại một bước sẽ cho thấy ai đã thức dậy. Hãy dùng Lặp lại để nghe lại một lượt gọi.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="28"/>
        <source>all entered already</source>
        <translation>đã nhập hết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="29"/>
        <source>You learn nothing else now.</source>
        <translation>Lúc này bạn không biết thêm điều gì khác.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="30"/>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="31"/>
        <source>voted for</source>
        <translation>đã biểu quyết cho</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="32"/>
        <source>At zero everyone points at a player</source>
        <translation>Khi về không, mọi người cùng chỉ vào một người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="33"/>
        <source>Time left for this call</source>
        <translation>Thời gian còn lại của lượt gọi này</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="34"/>
        <source>The cards are turned face up…</source>
        <translation>Các lá bài đang được lật ngửa…</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="39"/>
        <source>The copied card&apos;s team</source>
        <extracomment>The Doppelgänger has no team of its own: its player joins the team of the card copied.</extracomment>
        <translation>Phe của lá bài được sao chép</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="29"/>
        <source>The vote: who points at whom?</source>
        <translation>Biểu quyết: ai chỉ vào ai?</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="87"/>
        <source>Enter the whole vote</source>
        <translation>Nhập toàn bộ phiếu biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="102"/>
        <source>Still to point: {players}</source>
        <translation>Còn chưa chỉ: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="22"/>
        <source>Votes still missing: {count}. The vote closes when every player has pointed.</source>
        <translation>Số phiếu còn thiếu: {count}. Biểu quyết kết thúc khi mọi người chơi đã chỉ.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="23"/>
        <source>Enter the votes and close the vote</source>
        <translation>Nhập các phiếu và kết thúc biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="24"/>
        <source>The vote is closed.</source>
        <translation>Biểu quyết đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="25"/>
        <source>The TV shows the votes and who died; every card is still face down there. Turn them when the table is ready.</source>
        <translation>Màn hình TV hiện các phiếu và ai đã chết; mọi lá bài ở đó vẫn còn úp. Hãy lật chúng khi cả bàn đã sẵn sàng.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="27"/>
        <source>Turn the cards face up on the TV</source>
        <translation>Lật ngửa các lá bài trên TV</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="28"/>
        <source>The vote is closed. The cards are turned face up next.</source>
        <translation>Biểu quyết đã kết thúc. Tiếp theo các lá bài sẽ được lật ngửa.</translation>
    </message>
</context>
</TS>
