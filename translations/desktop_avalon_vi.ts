<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>AvalonDesktop</name>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="31"/>
        <source>Roles: {roles}</source>
        <translation>Vai trò: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="32"/>
        <source>Quest {n}</source>
        <translation>Nhiệm vụ {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="33"/>
        <source>{n} players</source>
        <translation>{n} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="34"/>
        <source>✘✘ two Fail cards needed</source>
        <translation>✘✘ cần hai lá Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="35"/>
        <source>Fail cards: {n}</source>
        <translation>Lá Thất bại: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="36"/>
        <source>Result hidden</source>
        <translation>Kết quả bị ẩn</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="37"/>
        <source>Vote track</source>
        <translation>Bảng phiếu đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="38"/>
        <source>Excalibur: {player}</source>
        <translation>Excalibur: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="39"/>
        <source>Lady of the Lake: {player}</source>
        <translation>Nữ thần Hồ: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="40"/>
        <source>The Trapper ({leader}) removed {player}&apos;s card</source>
        <translation>Người đặt bẫy ({leader}) đã loại lá bài của {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="41"/>
        <source>The time ran out: {player}&apos;s card was removed at random</source>
        <translation>Hết giờ: lá bài của {player} bị loại ngẫu nhiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="42"/>
        <source>The Trapper: {leader} removes one card</source>
        <translation>Người đặt bẫy: {leader} loại một lá bài</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="43"/>
        <source>{card}: {player}</source>
        <translation>{card}: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="23"/>
        <source>Quest · team</source>
        <translation>Nhiệm vụ · đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="44"/>
        <source>★ leader</source>
        <translation>★ đội trưởng</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="45"/>
        <source>⚔ Excalibur</source>
        <translation>⚔ Excalibur</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="46"/>
        <source>✓ went on the quest</source>
        <translation>✓ tham gia nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="47"/>
        <source>⊘ card removed</source>
        <translation>⊘ bài bị loại</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="48"/>
        <source>shaded: proposed team</source>
        <translation>nền sẫm: đội được đề cử</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="24"/>
        <source>Assassin</source>
        <translation>Sát thủ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="25"/>
        <source>Evil</source>
        <translation>Ác</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="26"/>
        <source>Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="49"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>Các lá bài nhiệm vụ đang được lật ngửa…</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="51"/>
        <source>{viewer} examined {subject}</source>
        <translation>{viewer} đã kiểm tra {subject}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="52"/>
        <source>Hidden during the game</source>
        <translation>Điều được giữ kín trong ván</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="53"/>
        <source>Quest {n}: {player}&apos;s card removed: {card}</source>
        <translation>Nhiệm vụ {n}: lá bài bị loại của {player}: {card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="54"/>
        <source>Quest {n}: {holder} switched {player}&apos;s {played} to {card}</source>
        <translation>Nhiệm vụ {n}: {holder} đã đổi lá {played} của {player} thành {card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="55"/>
        <source>{viewer} examined {subject}: {loyalty}</source>
        <translation>{viewer} đã kiểm tra {subject}: {loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="56"/>
        <source>{subject} showed {viewer}: {loyalty}</source>
        <translation>{subject} đã cho {viewer} thấy: {loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="12"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="35"/>
        <source>Vote</source>
        <translation>Phiếu</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="36"/>
        <source>Card</source>
        <translation>Lá bài</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="37"/>
        <source>To</source>
        <translation>Cho</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="13"/>
        <source>Role</source>
        <translation>Vai trò</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="38"/>
        <source>The Witch&apos;s seat (as the moderator saw it)</source>
        <translation>Ghế của Phù thủy (quản trò đã thấy)</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="39"/>
        <source>The face-up card</source>
        <translation>Lá bài lật ngửa</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="40"/>
        <source>Hide the result</source>
        <translation>Ẩn kết quả</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="41"/>
        <source>Do not hide</source>
        <translation>Không ẩn</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="42"/>
        <source>{player} plays {card}</source>
        <translation>{player} dùng {card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="43"/>
        <source>Each player votes privately, on their phone or on the laptop; the votes are shown together when all are in.</source>
        <translation>Mỗi người bỏ phiếu kín, trên điện thoại của mình hoặc trên laptop; các phiếu được công bố cùng lúc khi mọi người đã bỏ.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="45"/>
        <source>Each player votes privately on their phone; the votes are shown together when all are in.</source>
        <translation>Mỗi người bỏ phiếu kín trên điện thoại của mình; các phiếu được công bố cùng lúc khi mọi người đã bỏ.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="47"/>
        <source>{player} does not use Excalibur</source>
        <translation>{player} không dùng Excalibur</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="48"/>
        <source>No one</source>
        <translation>Không ai</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="49"/>
        <source>their role and what it lets them know</source>
        <translation>vai trò của họ và những gì vai trò cho biết</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="50"/>
        <source>a quest card</source>
        <translation>một lá bài nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="51"/>
        <source>a loyalty</source>
        <translation>một lần kiểm tra lòng trung thành</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="52"/>
        <source>a private message</source>
        <translation>một tin nhắn riêng</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="53"/>
        <source>Remove card</source>
        <translation>Loại lá bài</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="57"/>
        <location filename="../desktop/games/avalon/__init__.py" line="58"/>
        <source>Team proposal</source>
        <translation>Đề cử đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="59"/>
        <location filename="../desktop/games/avalon/__init__.py" line="62"/>
        <source>Excalibur</source>
        <translation>Excalibur</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="60"/>
        <location filename="../desktop/games/avalon/__init__.py" line="83"/>
        <source>Team vote</source>
        <translation>Biểu quyết đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="61"/>
        <location filename="../desktop/games/avalon/__init__.py" line="84"/>
        <source>Quest cards</source>
        <translation>Bài nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="63"/>
        <source>The Trapper</source>
        <translation>Người đặt bẫy</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="64"/>
        <source>The Witch</source>
        <translation>Phù thủy</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="65"/>
        <location filename="../desktop/games/avalon/__init__.py" line="66"/>
        <source>Loyalty check</source>
        <translation>Kiểm tra lòng trung thành</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="67"/>
        <location filename="../desktop/games/avalon/__init__.py" line="68"/>
        <source>Plot Cards</source>
        <translation>Thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="69"/>
        <location filename="../desktop/games/avalon/__init__.py" line="91"/>
        <source>Assassination</source>
        <translation>Ám sát</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="80"/>
        <source>First team proposal</source>
        <extracomment>Choices whose player is public when their stage&apos;s countdown runs (the leader, Excalibur&apos;s or the Lady&apos;s holder, a checked player): the TV names whose turn it is. Never the Witch&apos;s or the Assassin&apos;s. Stages whose countdown the moderator starts: the laptop goes round for them (pass-and-play), which takes its own time.</extracomment>
        <translation>Đề cử đội đầu tiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="81"/>
        <source>Later team proposals</source>
        <translation>Các lần đề cử đội sau</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="82"/>
        <source>Handing Excalibur to a team member</source>
        <translation>Trao Excalibur cho một thành viên trong đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="85"/>
        <source>Using Excalibur</source>
        <translation>Dùng Excalibur</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="86"/>
        <source>The Witch&apos;s decision</source>
        <translation>Quyết định của Phù thủy</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="87"/>
        <source>Choosing whom to check</source>
        <translation>Chọn người để kiểm tra</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="88"/>
        <source>The checked player&apos;s answer</source>
        <translation>Câu trả lời của người bị kiểm tra</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="89"/>
        <source>Handing out Plot Cards</source>
        <translation>Phát thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="90"/>
        <source>Playing a Plot Card</source>
        <translation>Dùng một thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="93"/>
        <source>The player who leads the first team, or one drawn at random.</source>
        <translation>Người chơi dẫn đội đầu tiên, hoặc một người được chọn ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="97"/>
        <source>Good; sees the Evil players but Mordred; Evil wins if the Assassin names Merlin.</source>
        <translation>Thiện; thấy những người phe Ác trừ Mordred; phe Ác thắng nếu Sát thủ gọi đúng tên Merlin.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="101"/>
        <source>Good; must show Evil when a loyalty check reaches them.</source>
        <translation>Thiện; phải cho thấy phe Ác khi bị kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="105"/>
        <source>Evil; does not know the other Evil players, nor do they know Oberon.</source>
        <translation>Ác; không biết những người phe Ác khác, họ cũng không biết Oberon.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="108"/>
        <source>Evil; may show Good when a loyalty check reaches them.</source>
        <translation>Ác; có thể cho thấy phe Thiện khi bị kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="111"/>
        <source>Evil; shows their loyalty to all after the second failed quest.</source>
        <translation>Ác; cho mọi người thấy lòng trung thành của mình sau nhiệm vụ thất bại thứ hai.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="98"/>
        <source>Good; sees Merlin (and Morgana, without knowing which is which).</source>
        <translation>Thiện; thấy Merlin (và Morgana, mà không biết ai là ai).</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="99"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>Thiện; không biết gì khi lộ diện; luôn đánh Thành công.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="100"/>
        <source>Good; learns the loyalty of the first leader.</source>
        <translation>Thiện; biết lòng trung thành của đội trưởng đầu tiên.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="102"/>
        <source>Evil; after three successes names Merlin to win the game.</source>
        <translation>Ác; sau ba nhiệm vụ Thành công, gọi tên Merlin để thắng ván.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="103"/>
        <source>Evil; appears to Percival as Merlin.</source>
        <translation>Ác; hiện ra với Percival như Merlin.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="104"/>
        <source>Evil; hidden from Merlin.</source>
        <translation>Ác; Merlin không thấy hắn.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="106"/>
        <source>Evil; knows the other Evil players; may play Fail.</source>
        <translation>Ác; biết những người phe Ác khác; có thể đánh Thất bại.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="107"/>
        <source>Evil; once per game may hide a quest&apos;s result; then a random player checks a loyalty.</source>
        <translation>Ác; mỗi ván một lần có thể ẩn kết quả một nhiệm vụ; sau đó một người chơi ngẫu nhiên kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="109"/>
        <source>Evil; must play Fail on every quest.</source>
        <translation>Ác; phải đánh Thất bại ở mọi nhiệm vụ.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="110"/>
        <source>Evil; may play Fail on the first three quests only.</source>
        <translation>Ác; chỉ được đánh Thất bại ở ba nhiệm vụ đầu.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="115"/>
        <source>{n} × {role}</source>
        <translation>{n} × {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="116"/>
        <source>Quest cards: {n} Success and {m} Fail</source>
        <translation>Bài nhiệm vụ: {n} Thành công và {m} Thất bại</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="117"/>
        <source>Vote tokens: an Approve and a Reject for each of the {n} players</source>
        <translation>Thẻ biểu quyết: một Đồng ý và một Phản đối cho mỗi người trong {n} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="118"/>
        <source>The leader token, the quest and vote track markers</source>
        <translation>Thẻ đội trưởng, các điểm đánh dấu nhiệm vụ và biểu quyết</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="119"/>
        <source>The Lady of the Lake token</source>
        <translation>Thẻ Nữ thần Hồ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="120"/>
        <source>The Excalibur token</source>
        <translation>Thẻ Excalibur</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="121"/>
        <source>Plot Cards: {cards}</source>
        <translation>Thẻ âm mưu: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="122"/>
        <source>The Trapper: no extra cards; every team has one more member</source>
        <translation>Người đặt bẫy: không cần thêm bài; mỗi đội có thêm một thành viên</translation>
    </message>
</context>
</TS>
