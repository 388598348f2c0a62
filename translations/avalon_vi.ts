<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>avalon</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="27"/>
        <source>Good</source>
        <translation>Thiện</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="28"/>
        <source>Evil</source>
        <translation>Ác</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="31"/>
        <source>Success</source>
        <translation>Thành công</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="32"/>
        <source>Fail</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="35"/>
        <source>Approve</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="36"/>
        <source>Reject</source>
        <translation>Phản đối</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Merlin</source>
        <translation>Merlin</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Percival</source>
        <translation>Percival</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Loyal Servant of Arthur</source>
        <translation>Tôi Tớ Trung Thành của Arthur</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Cleric</source>
        <translation>Giáo sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Troublemaker</source>
        <translation>Kẻ Gây Rắc Rối</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Assassin</source>
        <translation>Sát thủ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Morgana</source>
        <translation>Morgana</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Mordred</source>
        <translation>Mordred</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Oberon</source>
        <translation>Oberon</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Minion of Mordred</source>
        <translation>Tay Sai của Mordred</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Witch</source>
        <translation>Phù thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Trickster</source>
        <translation>Trickster</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Lunatic</source>
        <translation>Lunatic</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Brute</source>
        <translation>Brute</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="201"/>
        <source>Lead to Victory</source>
        <translation>Dẫn đến chiến thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="202"/>
        <location filename="../engine/games/avalon/texts.py" line="217"/>
        <source>Ambush</source>
        <translation>Phục kích</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="203"/>
        <source>The King Returns</source>
        <translation>Nhà vua trở lại</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="204"/>
        <source>Restore Your Honor</source>
        <translation>Khôi phục danh dự</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="205"/>
        <source>Charge!</source>
        <translation>Xung phong!</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="206"/>
        <source>Show Your True Nature</source>
        <translation>Lộ rõ bản chất</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="207"/>
        <source>Are You the One?</source>
        <translation>Có phải là bạn?</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="208"/>
        <source>We Found You</source>
        <translation>Đã tìm ra bạn</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="209"/>
        <source>Show Your Strength</source>
        <translation>Thể hiện sức mạnh</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="275"/>
        <source>Everyone, close your eyes and extend your hand into a fist in front of you.</source>
        <translation>Mọi người nhắm mắt lại và nắm tay đặt trước mặt.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="278"/>
        <source>Leader, if you are Evil, extend your thumb so that the Cleric may know of you.</source>
        <translation>Đội trưởng, nếu bạn là phe Ác, hãy giơ ngón tay cái để Giáo sĩ có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="281"/>
        <source>Leader, if you are Evil or the Troublemaker, extend your thumb so that the Cleric may know of you.</source>
        <translation>Đội trưởng, nếu bạn là phe Ác hoặc Kẻ Gây Rắc Rối, hãy giơ ngón tay cái để Giáo sĩ có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="284"/>
        <source>If you are the Trickster, you may choose whether to extend your thumb.</source>
        <translation>Nếu bạn là Trickster, bạn có thể chọn có giơ ngón tay cái hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="287"/>
        <source>If you are the Trickster, keep your fist closed.</source>
        <translation>Nếu bạn là Trickster, hãy giữ nguyên nắm tay.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="290"/>
        <source>Cleric, open your eyes and look at the Leader&apos;s hand.</source>
        <translation>Giáo sĩ, mở mắt ra và nhìn bàn tay của Đội trưởng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="293"/>
        <source>Cleric, close your eyes.</source>
        <translation>Giáo sĩ, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="296"/>
        <source>Leader, put your thumb down and re-form your hand into a fist.</source>
        <translation>Đội trưởng, hạ ngón tay cái xuống và nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="299"/>
        <source>Minions of Mordred, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>Tay Sai của Mordred, mở mắt ra và nhìn xung quanh để biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="302"/>
        <source>Minions of Mordred, not Oberon, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>Tay Sai của Mordred, trừ Oberon, mở mắt ra và nhìn xung quanh để biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="305"/>
        <source>Minions of Mordred, close your eyes.</source>
        <translation>Tay Sai của Mordred, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="308"/>
        <source>All players should have their eyes closed and hands in a fist in front of them.</source>
        <translation>Tất cả người chơi nhắm mắt và nắm tay đặt trước mặt.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="311"/>
        <source>Minions of Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>Tay Sai của Mordred, hãy giơ ngón tay cái để Merlin có thể biết các bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="314"/>
        <source>Minions of Mordred, but not Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>Tay Sai của Mordred, trừ chính Mordred, hãy giơ ngón tay cái để Merlin có thể biết các bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="317"/>
        <source>Merlin, open your eyes and see the agents of Evil.</source>
        <translation>Merlin, mở mắt ra và nhìn các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="320"/>
        <source>Minions of Mordred, put your thumbs down and re-form your hand into a fist.</source>
        <translation>Tay Sai của Mordred, hạ ngón tay cái xuống và nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="323"/>
        <source>Merlin, close your eyes.</source>
        <translation>Merlin, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="326"/>
        <source>Merlin, extend your thumb so that Percival may know of you.</source>
        <translation>Merlin, hãy giơ ngón tay cái để Percival có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="329"/>
        <source>Merlin and Morgana, extend your thumb so that Percival may know of you.</source>
        <translation>Merlin và Morgana, hãy giơ ngón tay cái để Percival có thể biết các bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="332"/>
        <source>Percival, open your eyes so you may know Merlin.</source>
        <translation>Percival, mở mắt ra để biết Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="335"/>
        <source>Percival, open your eyes so you may know Merlin and Morgana.</source>
        <translation>Percival, mở mắt ra để biết Merlin và Morgana.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="338"/>
        <source>Merlin, put your thumb down and form your hand into a fist.</source>
        <translation>Merlin, hạ ngón tay cái xuống và nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="341"/>
        <source>Merlin and Morgana, put your thumbs down and form your hand into a fist.</source>
        <translation>Merlin và Morgana, hạ ngón tay cái xuống và nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="344"/>
        <source>Percival, close your eyes.</source>
        <translation>Percival, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="347"/>
        <source>Everyone, open your eyes.</source>
        <translation>Mọi người mở mắt ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="10"/>
        <source>The Resistance: Avalon</source>
        <translation>The Resistance: Avalon</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="11"/>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="12"/>
        <source>the moderator</source>
        <translation>quản trò</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="15"/>
        <source>Avalon needs 5 to 10 players, not {count}.</source>
        <translation>Avalon cần từ 5 đến 10 người chơi, không phải {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="16"/>
        <source>“{role}” is not an Avalon role.</source>
        <translation>“{role}” không phải là vai trò của Avalon.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="17"/>
        <source>Avalon has no option named {options}.</source>
        <translation>Avalon không có tùy chọn tên {options}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="18"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>Tùy chọn “{option}” không thể là “{value}”.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="19"/>
        <source>{n} players need {good} Good and {evil} Evil roles; the role list has {have_good} Good and {have_evil} Evil.</source>
        <translation>{n} người chơi cần {good} vai phe Thiện và {evil} vai phe Ác; danh sách vai trò có {have_good} Thiện và {have_evil} Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="21"/>
        <source>Merlin must be in the game.</source>
        <translation>Merlin phải có trong ván chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="22"/>
        <source>The Assassin must be in the game.</source>
        <translation>Sát thủ phải có trong ván chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="23"/>
        <source>Percival needs Merlin in the game.</source>
        <translation>Percival cần có Merlin trong ván chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="24"/>
        <source>There is only one {role}; the role list has {count}.</source>
        <translation>Chỉ có một {role}; danh sách vai trò có {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="25"/>
        <source>The Trapper is for 8 to 10 players, not {count}.</source>
        <translation>Người đặt bẫy dành cho 8–10 người chơi, không phải {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="26"/>
        <source>The Trapper cannot be used together with Plot Cards.</source>
        <translation>Người đặt bẫy không dùng cùng Thẻ âm mưu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="27"/>
        <source>The Cleric can learn the first quest&apos;s leader only in an app-run game.</source>
        <translation>Giáo sĩ chỉ có thể biết đội trưởng của nhiệm vụ đầu tiên trong ván do ứng dụng điều khiển.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="28"/>
        <source>The first leader must be a seat from 0 to {last}, or -1 for a random one, not {value}.</source>
        <translation>Đội trưởng đầu tiên phải là một ghế từ 0 đến {last}, hoặc -1 để chọn ngẫu nhiên, không phải {value}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="29"/>
        <source>The timer entry “{entry}” is not STAGE=SECONDS with a stage among: {stages}.</source>
        <translation>Mục đồng hồ “{entry}” không có dạng STAGE=SECONDS với một giai đoạn trong: {stages}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="31"/>
        <source>With Percival at 5 players, add Morgana or Mordred.</source>
        <translation>Có Percival ở ván 5 người, hãy thêm Morgana hoặc Mordred.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="32"/>
        <source>The Lady of the Lake is recommended for 7 or more players.</source>
        <translation>Nữ thần Hồ được khuyên dùng cho 7 người chơi trở lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="33"/>
        <source>The Troublemaker and the Trickster do nothing without a loyalty check (the Cleric, the Lady, the Witch or Plot Cards).</source>
        <translation>Kẻ Gây Rắc Rối và Trickster không có tác dụng nếu không có kiểm tra lòng trung thành (Giáo sĩ, Nữ thần Hồ, Phù thủy hoặc Thẻ âm mưu).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="40"/>
        <source>{player} is not the leader; {leader} is.</source>
        <translation>{player} không phải đội trưởng; {leader} mới là đội trưởng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="41"/>
        <source>There is no player in seat {seat}.</source>
        <translation>Không có người chơi nào ở ghế {seat}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="42"/>
        <source>{player} is named twice: a team is made of different players.</source>
        <translation>{player} bị nêu tên hai lần: đội gồm những người chơi khác nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="43"/>
        <source>The team for quest {n} has {size} players, not {have}.</source>
        <translation>Đội cho nhiệm vụ {n} có {size} người chơi, không phải {have}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="46"/>
        <source>The table votes openly; the moderator enters each vote.</source>
        <translation>Cả bàn biểu quyết công khai; quản trò nhập từng phiếu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="49"/>
        <source>Charge!: {players} must vote first, in public.</source>
        <translation>Xung phong!: {players} phải biểu quyết trước, công khai.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="50"/>
        <source>{player} is not on this quest.</source>
        <translation>{player} không tham gia nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="51"/>
        <source>{player} has already played a card on this quest.</source>
        <translation>{player} đã đánh một lá bài cho nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="55"/>
        <source>Out of order: {step} comes later; now is {current}.</source>
        <translation>Sai thứ tự: {step} đến sau; bây giờ là {current}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="56"/>
        <source>{player} does not hold Excalibur; {holder} does.</source>
        <translation>{player} không giữ Excalibur; {holder} mới là người giữ kiếm.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="57"/>
        <source>Excalibur switches another member&apos;s card, never the holder&apos;s own.</source>
        <translation>Excalibur đổi lá bài của một thành viên khác, không bao giờ là của người giữ kiếm.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="58"/>
        <source>Excalibur has already been used or skipped on this quest.</source>
        <translation>Excalibur đã được dùng hoặc bỏ qua ở nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="59"/>
        <source>Only this quest&apos;s leader, {leader}, removes a card; {player} cannot.</source>
        <translation>Chỉ đội trưởng của nhiệm vụ này, {leader}, mới loại lá bài; {player} không thể.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="60"/>
        <source>Exactly one card must be removed: choose one quest member.</source>
        <translation>Phải loại đúng một lá bài: hãy chọn một thành viên nhiệm vụ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="64"/>
        <source>The choice is final: {player}&apos;s card has already been removed.</source>
        <translation>Lựa chọn là cuối cùng: lá bài của {player} đã bị loại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="65"/>
        <source>The time ran out and {player}&apos;s card was removed at random; the removal has already happened.</source>
        <translation>Đã hết giờ và lá bài của {player} đã bị loại ngẫu nhiên; việc loại bài đã xảy ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="67"/>
        <source>{player} cannot make the Witch&apos;s choice.</source>
        <translation>{player} không thể đưa ra lựa chọn của Phù thủy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="69"/>
        <source>The Witch has already decided on this quest.</source>
        <translation>Phù thủy đã quyết định cho nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="70"/>
        <source>{player} was not drawn; {examiner} makes this check.</source>
        <translation>{player} không được rút thăm; {examiner} thực hiện lần kiểm tra này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="71"/>
        <source>Choose another player, not yourself.</source>
        <translation>Hãy chọn một người chơi khác, không phải chính bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="72"/>
        <source>The Lady of the Lake is used only after quests 2, 3 and 4, before the next proposal.</source>
        <translation>Nữ thần Hồ chỉ được dùng sau nhiệm vụ 2, 3 và 4, trước đề xuất tiếp theo.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="73"/>
        <source>{player} does not hold the Lady of the Lake; {holder} does.</source>
        <translation>{player} không giữ Nữ thần Hồ; {holder} mới là người giữ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="75"/>
        <source>Only the Assassin names a player; {player} cannot.</source>
        <translation>Chỉ Sát thủ mới nêu tên một người chơi; {player} không thể.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="77"/>
        <source>{player} is Evil: the Assassin must name a Good player.</source>
        <translation>{player} thuộc phe Ác: Sát thủ phải nêu tên một người chơi phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="79"/>
        <source>There is no Plot Card “{card}” to use here.</source>
        <translation>Không có Thẻ âm mưu “{card}” để dùng ở đây.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="80"/>
        <source>{player} does not hold {card}.</source>
        <translation>{player} không giữ {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="81"/>
        <source>The current leader cannot play Lead to Victory.</source>
        <translation>Đội trưởng hiện tại không thể dùng Dẫn đến chiến thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="82"/>
        <source>{player}&apos;s card has already been looked at with Ambush on this quest.</source>
        <translation>Lá bài của {player} đã bị xem bằng Phục kích ở nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="83"/>
        <source>Ambush looks at another member&apos;s card.</source>
        <translation>Phục kích xem lá bài của một thành viên khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="84"/>
        <source>{player} is not sitting next to you.</source>
        <translation>{player} không ngồi cạnh bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="85"/>
        <source>Restore Your Honor takes a card another player holds.</source>
        <translation>Khôi phục danh dự lấy một lá bài do người chơi khác giữ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="86"/>
        <source>{fails} Fail cards are impossible here: at most {most}.</source>
        <translation>{fails} lá Thất bại là không thể ở đây: tối đa {most}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="87"/>
        <source>No {role} card is left in the role list.</source>
        <translation>Không còn lá {role} nào trong danh sách vai trò.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="88"/>
        <source>Your role shows {loyalty} to every loyalty check.</source>
        <translation>Vai trò của bạn luôn cho thấy {loyalty} ở mọi lần kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="89"/>
        <source>{player} cannot be {role}: it contradicts what the table has seen.</source>
        <translation>{player} không thể là {role}: điều đó mâu thuẫn với những gì cả bàn đã thấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="92"/>
        <source>You are {role} ({side}).</source>
        <translation>Bạn là {role} ({side}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="93"/>
        <source>The agents of Evil you see: {players}.</source>
        <translation>Các đặc vụ của phe Ác mà bạn thấy: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="94"/>
        <source>Merlin is {players}.</source>
        <translation>Merlin là {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="95"/>
        <source>Merlin and Morgana are {players}; you do not know which is which.</source>
        <translation>Merlin và Morgana là {players}; bạn không biết ai là ai.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="96"/>
        <source>Your fellow agents of Evil: {players}.</source>
        <translation>Những đồng đội phe Ác của bạn: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="97"/>
        <source>The leader {subject} shows you: {loyalty}.</source>
        <translation>Đội trưởng {subject} cho bạn thấy: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="98"/>
        <source>The Lady of the Lake shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>Nữ thần Hồ cho bạn thấy lòng trung thành của {subject}: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="99"/>
        <source>Your check shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>Lần kiểm tra cho bạn thấy lòng trung thành của {subject}: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="100"/>
        <source>Are You the One?: {subject}&apos;s loyalty is {loyalty}.</source>
        <translation>Có phải là bạn?: lòng trung thành của {subject} là {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="105"/>
        <source>{player} is the first leader.</source>
        <translation>{player} là đội trưởng đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="106"/>
        <source>{player} holds the Lady of the Lake.</source>
        <translation>{player} giữ Nữ thần Hồ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="107"/>
        <source>The Plot Cards are shuffled.</source>
        <translation>Thẻ âm mưu đã được xáo.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="108"/>
        <source>The roles are dealt.</source>
        <translation>Các vai trò đã được chia.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="109"/>
        <source>The reveal is over; the quests begin.</source>
        <translation>Phần tiết lộ đã xong; các nhiệm vụ bắt đầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="110"/>
        <source>Quest {n}: {leader} leads; the team has {size} players.</source>
        <translation>Nhiệm vụ {n}: {leader} làm đội trưởng; đội có {size} người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="111"/>
        <source>{player} plays Lead to Victory and becomes the leader.</source>
        <translation>{player} dùng Dẫn đến chiến thắng và trở thành đội trưởng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="112"/>
        <source>{leader} draws Plot Cards: {cards}.</source>
        <translation>{leader} rút Thẻ âm mưu: {cards}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="113"/>
        <source>{leader} gives {card} to {player}.</source>
        <translation>{leader} trao {card} cho {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="114"/>
        <source>{player} takes {card} from {owner}.</source>
        <translation>{player} lấy {card} từ {owner}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="115"/>
        <source>No other player holds a Plot Card: Restore Your Honor has no effect for {player}.</source>
        <translation>Không người chơi nào khác giữ Thẻ âm mưu: Khôi phục danh dự không có tác dụng với {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="116"/>
        <source>{viewer} examines {subject} with the Lady of the Lake.</source>
        <translation>{viewer} kiểm tra {subject} bằng Nữ thần Hồ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="117"/>
        <source>{viewer} examines {subject}&apos;s loyalty.</source>
        <translation>{viewer} kiểm tra lòng trung thành của {subject}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="118"/>
        <source>{viewer} examines {subject} with Are You the One?.</source>
        <translation>{viewer} kiểm tra {subject} bằng Có phải là bạn?.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="121"/>
        <source>{viewer} is checking your loyalty: confirm the loyalty you show.</source>
        <translation>{viewer} đang kiểm tra lòng trung thành của bạn: hãy xác nhận lòng trung thành bạn cho thấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="122"/>
        <source>The Cleric is checking the first leader&apos;s loyalty: confirm the loyalty you show.</source>
        <translation>Giáo sĩ đang kiểm tra lòng trung thành của đội trưởng đầu tiên: hãy xác nhận lòng trung thành bạn cho thấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="159"/>
        <source>A second quest has failed: {player} is the Revealer, and Evil.</source>
        <translation>Nhiệm vụ thất bại thứ hai: {player} là Revealer, thuộc phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="190"/>
        <source>Vote on the proposed team. Nobody sees your vote until everyone has voted.</source>
        <translation>Hãy bỏ phiếu cho đội được đề cử. Không ai thấy phiếu của bạn cho đến khi mọi người đã bỏ phiếu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="191"/>
        <source>Each player votes privately on the laptop; the votes are shown together when all are in.</source>
        <translation>Mỗi người bỏ phiếu kín trên laptop; các phiếu được công bố cùng lúc khi mọi người đã bỏ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="210"/>
        <source>Confirm the loyalty you show to this check.</source>
        <translation>Xác nhận lòng trung thành bạn cho thấy ở lần kiểm tra này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="123"/>
        <source>You show: {loyalty}.</source>
        <translation>Bạn cho thấy: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="45"/>
        <source>Not on the proposed team: cannot hold Excalibur.</source>
        <translation>Không thuộc đội được đề cử: không thể giữ Excalibur.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="30"/>
        <source>Without Percival, Morgana has no power and plays as a Minion of Mordred.</source>
        <translation>Không có Percival, Morgana không có sức mạnh và chơi như một Tay Sai của Mordred.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="35"/>
        <source>With the Witch at a physical table, the moderator must not play: the moderator sees the Witch&apos;s sign and counts hidden cards.</source>
        <translation>Khi có Phù thủy ở bàn chơi bài thật, quản trò không được chơi: người đó thấy dấu hiệu của Phù thủy và đếm các lá bài bị ẩn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="44"/>
        <source>The leader cannot give Excalibur to themselves.</source>
        <translation>Đội trưởng không thể tự giao Excalibur cho mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="47"/>
        <source>Each player votes privately on the laptop.</source>
        <translation>Mỗi người bỏ phiếu kín trên laptop.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="48"/>
        <source>Vote already entered.</source>
        <translation>Phiếu đã được nhập.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="53"/>
        <source>You must play Success.</source>
        <translation>Bạn phải chơi Thành công.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="54"/>
        <source>You must play Fail.</source>
        <translation>Bạn phải chơi Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="62"/>
        <source>Not on this quest: not a card of the current quest.</source>
        <translation>Không tham gia nhiệm vụ này: không phải lá bài của nhiệm vụ hiện tại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="63"/>
        <source>Not on this quest.</source>
        <translation>Không tham gia nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="68"/>
        <source>The Witch&apos;s power has already been used in this game.</source>
        <translation>Năng lực của Phù thủy đã được dùng trong ván này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="74"/>
        <source>Has held the Lady of the Lake: cannot be examined.</source>
        <translation>Đã từng giữ Nữ thần Hồ: không thể bị kiểm tra.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="76"/>
        <source>The Assassin cannot name themselves.</source>
        <translation>Sát thủ không thể tự nêu tên mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="78"/>
        <source>The leader gives each Plot Card to another player, never to themselves.</source>
        <translation>Đội trưởng trao mỗi Thẻ âm mưu cho một người chơi khác, không bao giờ cho chính mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="101"/>
        <source>{subject} shows you their loyalty: {loyalty}.</source>
        <translation>{subject} cho bạn thấy lòng trung thành của mình: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="102"/>
        <source>The leader {subject} shows you their loyalty: {loyalty}.</source>
        <translation>Đội trưởng {subject} cho bạn thấy lòng trung thành của mình: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="119"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your True Nature).</source>
        <translation>{subject} cho {viewer} thấy lòng trung thành của mình (Lộ rõ bản chất).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="120"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your Strength).</source>
        <translation>{subject} cho {viewer} thấy lòng trung thành của mình (Thể hiện sức mạnh).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="124"/>
        <source>{leader} proposes {team} (proposal {n}).</source>
        <translation>{leader} đề xuất {team} (đề xuất {n}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="125"/>
        <source>The time ran out: {leader}&apos;s team is {team}, chosen at random (proposal {n}).</source>
        <translation>Đã hết giờ: đội của {leader} là {team}, chọn ngẫu nhiên (đề xuất {n}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="126"/>
        <source>{leader} gives Excalibur to {holder}.</source>
        <translation>{leader} trao Excalibur cho {holder}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="127"/>
        <source>The fifth team goes on the quest without a vote.</source>
        <translation>Đội thứ năm đi làm nhiệm vụ mà không cần biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="128"/>
        <source>Charge!: {player} votes {vote}.</source>
        <translation>Xung phong!: {player} biểu quyết {vote}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="129"/>
        <source>The team is approved, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>Đội được chấp thuận, {a}–{r}. Đồng ý: {approve}. Phản đối: {reject}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="130"/>
        <source>The team is rejected, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>Đội bị bác bỏ, {a}–{r}. Đồng ý: {approve}. Phản đối: {reject}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="131"/>
        <source>Five teams were rejected in one round.</source>
        <translation>Năm đội đã bị bác bỏ trong một vòng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="132"/>
        <source>{player} plays The King Returns: the approval is cancelled and counts as a rejection.</source>
        <translation>{player} dùng Nhà vua trở lại: việc chấp thuận bị hủy và được tính là bác bỏ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="133"/>
        <source>{player} plays We Found You: {target} must play face up.</source>
        <translation>{player} dùng Đã tìm ra bạn: {target} phải đánh bài ngửa.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="134"/>
        <source>Quest {n} sets out: {team}.</source>
        <translation>Nhiệm vụ {n} lên đường: {team}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="135"/>
        <source>You played {card}.</source>
        <translation>Bạn đã đánh {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="136"/>
        <source>{player} has played a card.</source>
        <translation>{player} đã đánh một lá bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="137"/>
        <source>{player}&apos;s card, face up: {card}.</source>
        <translation>Lá bài ngửa của {player}: {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="138"/>
        <source>Every card of quest {n} is in.</source>
        <translation>Tất cả lá bài của nhiệm vụ {n} đã được đánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="139"/>
        <source>Excalibur used by {holder} on {target}.</source>
        <translation>{holder} dùng Excalibur lên {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="140"/>
        <source>{holder} does not use Excalibur.</source>
        <translation>{holder} không dùng Excalibur.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="141"/>
        <source>{target}&apos;s card was {card}; it is now {now}.</source>
        <translation>Lá bài của {target} là {card}; bây giờ là {now}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="142"/>
        <source>{holder} switched your card with Excalibur: it is now {now}.</source>
        <translation>{holder} đã đổi lá bài của bạn bằng Excalibur: bây giờ là {now}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="143"/>
        <source>{player} uses Ambush on {target}&apos;s card.</source>
        <translation>{player} dùng Phục kích lên lá bài của {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="144"/>
        <source>Ambush: {target}&apos;s card is {card}.</source>
        <translation>Phục kích: lá bài của {target} là {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="145"/>
        <source>{leader} removes {player}&apos;s card.</source>
        <translation>{leader} loại lá bài của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="146"/>
        <source>{player}&apos;s card was removed at random (time ran out).</source>
        <translation>Lá bài của {player} đã bị loại ngẫu nhiên (hết giờ).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="147"/>
        <source>The removed card ({player}&apos;s) is {card}.</source>
        <translation>Lá bài bị loại (của {player}) là {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="148"/>
        <source>You hide this quest&apos;s result.</source>
        <translation>Bạn ẩn kết quả nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="149"/>
        <source>You do not hide this quest&apos;s result.</source>
        <translation>Bạn không ẩn kết quả nhiệm vụ này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="150"/>
        <source>The Witch is {player}.</source>
        <translation>Phù thủy là {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="151"/>
        <source>Quest {n} decides the game: the Witch&apos;s hiding has no effect.</source>
        <translation>Nhiệm vụ {n} quyết định ván chơi: việc ẩn của Phù thủy không có tác dụng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="152"/>
        <source>Quest {n} succeeded: {successes} Success, {fails} Fail.</source>
        <translation>Nhiệm vụ {n} thành công: {successes} Thành công, {fails} Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="153"/>
        <source>Quest {n} failed: {successes} Success, {fails} Fail.</source>
        <translation>Nhiệm vụ {n} thất bại: {successes} Thành công, {fails} Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="154"/>
        <source>Quest {n}: the result is hidden.</source>
        <translation>Nhiệm vụ {n}: kết quả bị ẩn.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="155"/>
        <source>Quest {n} cards: {cards}.</source>
        <translation>Các lá bài của nhiệm vụ {n}: {cards}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="156"/>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="157"/>
        <source>{player}: {card}, switched to {now}</source>
        <translation>{player}: {card}, bị đổi thành {now}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="158"/>
        <source>{player} is drawn to make a loyalty check.</source>
        <translation>{player} được rút thăm để kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="160"/>
        <source>Three quests have failed.</source>
        <translation>Ba nhiệm vụ đã thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="161"/>
        <source>Three quests have succeeded: the Assassin may still name Merlin.</source>
        <translation>Ba nhiệm vụ đã thành công: Sát thủ vẫn có thể nêu tên Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="162"/>
        <source>The agents of Evil reveal themselves: {players}. {assassin} is the Assassin.</source>
        <translation>Các đặc vụ của phe Ác lộ diện: {players}. {assassin} là Sát thủ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="163"/>
        <source>{player} reveals themselves as Evil.</source>
        <translation>{player} lộ diện là phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="178"/>
        <source>Reveal: every player learns what their role knows. Then start the first quest.</source>
        <translation>Tiết lộ: mỗi người chơi biết điều vai trò của mình biết. Sau đó bắt đầu nhiệm vụ đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="186"/>
        <source>{player} shows their loyalty to another player.</source>
        <translation>{player} cho một người chơi khác thấy lòng trung thành của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="188"/>
        <source>{leader} gives Excalibur to a team member other than themselves.</source>
        <translation>{leader} trao Excalibur cho một thành viên trong đội, không phải chính mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="189"/>
        <source>Everyone reveals their vote token at the same time; the moderator enters each vote.</source>
        <translation>Mọi người cùng lúc lật thẻ phiếu của mình; quản trò nhập từng phiếu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="194"/>
        <source>Each member places their card face down in front of themselves.</source>
        <translation>Mỗi thành viên úp lá bài của mình trước mặt.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="208"/>
        <source>The Assassin names the player they think is Merlin.</source>
        <translation>Sát thủ nêu tên người chơi mà mình nghĩ là Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="209"/>
        <source>Everyone shows their role card: enter {player}&apos;s role.</source>
        <translation>Mọi người lật lá vai trò: hãy nhập vai trò của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="211"/>
        <source>{player} confirms the loyalty they show to the check.</source>
        <translation>{player} xác nhận lòng trung thành mình cho thấy ở lần kiểm tra.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="244"/>
        <source>Whether the Trickster chooses the loyalty they show at each check, or always shows Good.</source>
        <translation>Trickster tự chọn lòng trung thành cho thấy ở mỗi lần kiểm tra, hay luôn cho thấy Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="164"/>
        <source>{assassin} is the Assassin.</source>
        <translation>{assassin} là Sát thủ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="165"/>
        <source>{assassin} names {target} as Merlin.</source>
        <translation>{assassin} nêu tên {target} là Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="166"/>
        <source>The time ran out: {assassin} names {target}, chosen at random.</source>
        <translation>Đã hết giờ: {assassin} nêu tên {target}, chọn ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="167"/>
        <source>{player} was {role}.</source>
        <translation>{player} là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="168"/>
        <source>{side} wins: {reason}</source>
        <translation>Phe {side} thắng: {reason}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="169"/>
        <source>The time is up.</source>
        <translation>Đã hết giờ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="170"/>
        <source>The time ran out: the game chooses at random.</source>
        <translation>Đã hết giờ: trò chơi chọn ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="171"/>
        <source>three quests failed.</source>
        <translation>ba nhiệm vụ đã thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="172"/>
        <source>five teams were rejected in one round.</source>
        <translation>năm đội đã bị bác bỏ trong một vòng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="173"/>
        <source>the Assassin named Merlin.</source>
        <translation>Sát thủ đã nêu đúng tên Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="174"/>
        <source>three quests succeeded and the Assassin did not find Merlin.</source>
        <translation>ba nhiệm vụ đã thành công và Sát thủ không tìm ra Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="177"/>
        <source>Setting up the game.</source>
        <translation>Đang chuẩn bị ván chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="179"/>
        <source>{player} holds the Lady of the Lake and examines a player.</source>
        <translation>{player} giữ Nữ thần Hồ và kiểm tra một người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="180"/>
        <source>Nobody plays the card now: go on.</source>
        <translation>Không ai dùng lá bài lúc này: tiếp tục.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="181"/>
        <source>A holder of {card} may play it now.</source>
        <translation>Người giữ {card} có thể dùng nó lúc này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="182"/>
        <source>{leader} gives each drawn Plot Card to another player.</source>
        <translation>{leader} trao mỗi Thẻ âm mưu đã rút cho một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="183"/>
        <source>{player} resolves {card}.</source>
        <translation>{player} thực hiện {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="184"/>
        <source>{player} takes a Plot Card another player holds.</source>
        <translation>{player} lấy một Thẻ âm mưu do người chơi khác giữ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="185"/>
        <source>{player} examines a neighbour&apos;s loyalty.</source>
        <translation>{player} kiểm tra lòng trung thành của một người ngồi cạnh.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="187"/>
        <source>{leader} proposes a team of {size}.</source>
        <translation>{leader} đề xuất một đội {size} người.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="193"/>
        <source>The team members play their quest cards.</source>
        <translation>Các thành viên trong đội đánh lá bài nhiệm vụ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="195"/>
        <source>{holder} may switch another member&apos;s card with Excalibur, or skip.</source>
        <translation>{holder} có thể dùng Excalibur đổi lá bài của một thành viên khác, hoặc bỏ qua.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="196"/>
        <source>{leader}, choose a member and confirm «Remove card». The choice is final.</source>
        <translation>{leader}, hãy chọn một thành viên rồi xác nhận «Loại lá bài». Lựa chọn là cuối cùng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="197"/>
        <source>The leader {leader} is choosing a card to remove.</source>
        <translation>Đội trưởng {leader} đang chọn một lá bài để loại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="198"/>
        <source>The Witch decides whether to hide this quest&apos;s result.</source>
        <translation>Phù thủy quyết định có ẩn kết quả nhiệm vụ này hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="199"/>
        <source>Shuffle and reveal the counted cards of quest {n}; enter the number of Fail cards.</source>
        <translation>Xáo và lật các lá bài được tính của nhiệm vụ {n}; nhập số lá Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="200"/>
        <source>The Witch hides the result of quest {n}: do not reveal the cards. The moderator alone counts them and enters the number of Fail cards.</source>
        <translation>Phù thủy ẩn kết quả nhiệm vụ {n}: không lật các lá bài. Chỉ quản trò đếm chúng và nhập số lá Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="203"/>
        <source>A player other than the Witch is drawn at random.</source>
        <translation>Một người chơi không phải Phù thủy được rút thăm ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="204"/>
        <source>{player} examines another player&apos;s loyalty.</source>
        <translation>{player} kiểm tra lòng trung thành của một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="205"/>
        <source>The Cleric learns the loyalty of the first quest&apos;s leader.</source>
        <translation>Giáo sĩ biết lòng trung thành của đội trưởng nhiệm vụ đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="206"/>
        <source>A second quest has failed: enter the player who reveals themselves as the Revealer.</source>
        <translation>Nhiệm vụ thất bại thứ hai: nhập người chơi lộ diện là Revealer.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="207"/>
        <source>The agents of Evil reveal themselves: enter each of them.</source>
        <translation>Các đặc vụ của phe Ác lộ diện: hãy nhập từng người.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="212"/>
        <source>The time for this step is up.</source>
        <translation>Đã hết thời gian cho bước này.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="213"/>
        <source>{player} may play {card}.</source>
        <translation>{player} có thể dùng {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="215"/>
        <source>playing the quest cards</source>
        <translation>đánh lá bài nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="216"/>
        <location filename="../engine/games/avalon/texts.py" line="231"/>
        <source>Excalibur</source>
        <translation>Excalibur</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="218"/>
        <source>the Trapper&apos;s removal</source>
        <translation>việc loại bài của Người đặt bẫy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="219"/>
        <source>the Witch&apos;s decision</source>
        <translation>quyết định của Phù thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="220"/>
        <source>revealing the cards</source>
        <translation>lật các lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="223"/>
        <source>Mode</source>
        <translation>Chế độ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="224"/>
        <source>Physical: the table uses its own cards and the moderator enters what everyone sees. App: the app deals the roles and collects each player&apos;s private choices.</source>
        <translation>Bài thật: bàn chơi dùng bài của mình và quản trò nhập những gì mọi người thấy. Ứng dụng: ứng dụng chia vai trò và thu các lựa chọn riêng của từng người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="226"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="227"/>
        <source>App-dealt</source>
        <translation>Ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="228"/>
        <source>Lady of the Lake</source>
        <translation>Nữ thần Hồ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="229"/>
        <source>After quests 2, 3 and 4 the holder examines a player&apos;s loyalty; the token passes to that player.</source>
        <translation>Sau nhiệm vụ 2, 3 và 4, người giữ kiểm tra lòng trung thành của một người chơi; thẻ chuyển cho người đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="232"/>
        <source>The leader gives the sword to a team member, who may switch another member&apos;s card.</source>
        <translation>Đội trưởng trao kiếm cho một thành viên trong đội, người có thể đổi lá bài của một thành viên khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="233"/>
        <source>Plot Cards</source>
        <translation>Thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="234"/>
        <source>Each round the leader draws Plot Cards and gives them out. Not with the Trapper.</source>
        <translation>Mỗi vòng đội trưởng rút Thẻ âm mưu và trao cho người khác. Không dùng cùng Người đặt bẫy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="235"/>
        <source>The Trapper</source>
        <translation>Người đặt bẫy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="236"/>
        <source>8 to 10 players: one extra member on every quest; the leader removes one played card. Not with Plot Cards.</source>
        <translation>8–10 người chơi: mỗi nhiệm vụ thêm một thành viên; đội trưởng loại một lá bài đã đánh. Không dùng cùng Thẻ âm mưu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="238"/>
        <source>Fifth proposal</source>
        <translation>Đề xuất thứ năm</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="239"/>
        <source>Whether the fifth team of a round is voted (a fifth rejection makes Evil win) or sent without a vote.</source>
        <translation>Đội thứ năm của một vòng được biểu quyết (lần bác bỏ thứ năm cho phe Ác thắng) hay được gửi đi không cần biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="241"/>
        <source>Voted as usual</source>
        <translation>Biểu quyết như thường lệ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="242"/>
        <source>Sent without a vote</source>
        <translation>Gửi đi không cần biểu quyết</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="243"/>
        <source>Trickster at loyalty checks</source>
        <translation>Trickster khi bị kiểm tra lòng trung thành</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="245"/>
        <source>Chooses each time</source>
        <translation>Tự chọn mỗi lần</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="246"/>
        <source>Always Good</source>
        <translation>Luôn là Thiện</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="247"/>
        <source>Revealer counts hidden fails</source>
        <translation>Revealer tính cả thất bại bị ẩn</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="248"/>
        <source>Whether a failed quest the Witch hid counts towards revealing the Revealer.</source>
        <translation>Nhiệm vụ thất bại bị Phù thủy ẩn có được tính để lộ diện Revealer hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="249"/>
        <source>Whom the Cleric learns</source>
        <translation>Giáo sĩ biết về ai</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="250"/>
        <source>The first leader at the reveal, or (app-run games only) the leader of the first quest.</source>
        <translation>Đội trưởng đầu tiên khi tiết lộ, hoặc (chỉ ván do ứng dụng điều khiển) đội trưởng của nhiệm vụ đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="251"/>
        <source>The first leader</source>
        <translation>Đội trưởng đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="252"/>
        <source>The first quest&apos;s leader</source>
        <translation>Đội trưởng của nhiệm vụ đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="253"/>
        <source>Witch on a deciding quest</source>
        <translation>Phù thủy ở nhiệm vụ quyết định</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="254"/>
        <source>When the hidden quest ends the game: the hiding has no effect, or the result stays hidden and the check happens first.</source>
        <translation>Khi nhiệm vụ bị ẩn kết thúc ván chơi: việc ẩn không có tác dụng, hoặc kết quả vẫn bị ẩn và lần kiểm tra diễn ra trước.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="256"/>
        <source>No effect</source>
        <translation>Không có tác dụng</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="257"/>
        <source>Hide and check</source>
        <translation>Ẩn và kiểm tra</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="258"/>
        <source>Evil reveals itself before the assassination</source>
        <translation>Phe Ác lộ diện trước khi ám sát</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="259"/>
        <source>The agents of Evil reveal themselves and confer; the Assassin may then name only a Good player.</source>
        <translation>Các đặc vụ của phe Ác lộ diện và bàn bạc; khi đó Sát thủ chỉ được nêu tên người chơi phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="261"/>
        <source>First leader</source>
        <translation>Đội trưởng đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="262"/>
        <source>A seat number chosen by the host, or -1 to draw the first leader at random.</source>
        <translation>Số ghế do quản trò chọn, hoặc -1 để rút thăm ngẫu nhiên đội trưởng đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="263"/>
        <source>Timers</source>
        <translation>Đồng hồ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="264"/>
        <source>Whether the steps have timers; when one runs out, the default of the rules applies.</source>
        <translation>Các bước có đồng hồ hay không; khi hết giờ, áp dụng mặc định của luật.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="265"/>
        <source>The laptop collects the team votes</source>
        <translation>Máy tính thu phiếu bầu đội</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="266"/>
        <source>App-dealt games: each player votes privately on the laptop and the votes are shown together when all are in. Off: the table reveals its vote tokens together and the moderator enters them.</source>
        <translation>Ván do ứng dụng chia bài: mỗi người bỏ phiếu kín trên laptop và các phiếu được công bố cùng lúc khi mọi người đã bỏ. Tắt: cả bàn cùng lật thẻ phiếu và quản trò nhập các phiếu.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="269"/>
        <source>Trapper timer (seconds)</source>
        <translation>Đồng hồ Người đặt bẫy (giây)</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="270"/>
        <source>Time for the leader&apos;s removal; when it runs out, a random card is removed.</source>
        <translation>Thời gian để đội trưởng loại bài; khi hết giờ, một lá bài ngẫu nhiên bị loại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="271"/>
        <source>Other timers</source>
        <translation>Đồng hồ khác</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="272"/>
        <source>Changed lengths as STAGE=SECONDS, separated by commas (0 switches a timer off).</source>
        <translation>Độ dài đã đổi dạng STAGE=SECONDS, cách nhau bằng dấu phẩy (0 tắt một đồng hồ).</translation>
    </message>
</context>
<context>
    <name>avalon.param</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="300"/>
        <source>Player to examine</source>
        <translation>Người chơi cần kiểm tra</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="302"/>
        <source>Loyalty shown</source>
        <translation>Lòng trung thành cho thấy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="305"/>
        <source>Neighbour to examine</source>
        <translation>Người ngồi cạnh cần kiểm tra</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="306"/>
        <source>Shown to</source>
        <translation>Cho ai thấy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="307"/>
        <source>Plot Card</source>
        <translation>Thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="308"/>
        <source>Given to</source>
        <translation>Trao cho</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="309"/>
        <source>Plot Card to take</source>
        <translation>Thẻ âm mưu cần lấy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="310"/>
        <source>Team</source>
        <translation>Đội</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="311"/>
        <source>Excalibur holder</source>
        <translation>Người giữ kiếm</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="312"/>
        <source>Voter</source>
        <translation>Người biểu quyết</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="313"/>
        <source>Vote</source>
        <translation>Phiếu</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="314"/>
        <source>Member who plays face up</source>
        <translation>Thành viên đánh bài ngửa</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="315"/>
        <source>Quest card</source>
        <translation>Lá bài nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="316"/>
        <source>Face-up card</source>
        <translation>Lá bài ngửa</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="317"/>
        <source>Member whose card is switched</source>
        <translation>Thành viên bị đổi lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="318"/>
        <source>Member whose card is looked at</source>
        <translation>Thành viên bị xem lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="319"/>
        <source>Member whose card is removed</source>
        <translation>Thành viên bị loại lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="320"/>
        <source>Hide the result</source>
        <translation>Ẩn kết quả</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="321"/>
        <source>The Witch</source>
        <translation>Phù thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="322"/>
        <source>Fail cards</source>
        <translation>Số lá Thất bại</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="323"/>
        <source>The Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="324"/>
        <source>Agent of Evil</source>
        <translation>Đặc vụ phe Ác</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="325"/>
        <source>Player named as Merlin</source>
        <translation>Người bị nêu tên là Merlin</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="326"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="327"/>
        <source>Role</source>
        <translation>Vai trò</translation>
    </message>
</context>
<context>
    <name>avalon.phase</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="276"/>
        <source>Setup</source>
        <translation>Chuẩn bị</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="277"/>
        <source>Reveal</source>
        <translation>Tiết lộ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="278"/>
        <source>Lady of the Lake</source>
        <translation>Nữ thần Hồ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="279"/>
        <source>Lead to Victory</source>
        <translation>Dẫn đến chiến thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="280"/>
        <source>Plot Cards</source>
        <translation>Thẻ âm mưu</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="281"/>
        <source>Team proposal</source>
        <translation>Đề xuất đội</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="282"/>
        <source>Excalibur to a team member</source>
        <translation>Trao Excalibur cho một thành viên</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="283"/>
        <source>Team vote</source>
        <translation>Biểu quyết đội</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="284"/>
        <source>The King Returns</source>
        <translation>Nhà vua trở lại</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="285"/>
        <source>We Found You</source>
        <translation>Đã tìm ra bạn</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="286"/>
        <source>Quest cards</source>
        <translation>Lá bài nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="287"/>
        <source>Excalibur</source>
        <translation>Excalibur</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="288"/>
        <source>Ambush</source>
        <translation>Phục kích</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="289"/>
        <source>The Trapper: removing a card</source>
        <translation>Người đặt bẫy: loại lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="290"/>
        <source>The Witch&apos;s decision</source>
        <translation>Quyết định của Phù thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="291"/>
        <source>Counting the cards</source>
        <translation>Đếm lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="292"/>
        <source>The Witch&apos;s draw</source>
        <translation>Rút thăm của Phù thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="293"/>
        <source>Loyalty check</source>
        <translation>Kiểm tra lòng trung thành</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="294"/>
        <source>The Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="295"/>
        <source>The Cleric&apos;s check</source>
        <translation>Lần kiểm tra của Giáo sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="296"/>
        <source>Assassination</source>
        <translation>Ám sát</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="297"/>
        <source>Roles revealed</source>
        <translation>Lật vai trò</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="298"/>
        <source>Game over</source>
        <translation>Kết thúc ván</translation>
    </message>
</context>
<context>
    <name>avalon.role_summary</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Good, in every game; sees the agents of Evil except Mordred; the Assassin wins by naming Merlin.</source>
        <translation>Thiện, có trong mọi ván; thấy các đặc vụ của phe Ác trừ Mordred; Sát thủ thắng nếu nêu đúng tên Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Good; sees Merlin and Morgana without knowing which is which (Merlin alone without Morgana).</source>
        <translation>Thiện; thấy Merlin và Morgana nhưng không biết ai là ai (chỉ thấy Merlin nếu không có Morgana).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>Thiện; không biết gì khi tiết lộ; luôn đánh Thành công.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Good; learns the loyalty the first leader shows.</source>
        <translation>Thiện; biết lòng trung thành mà đội trưởng đầu tiên cho thấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Good; always plays Success, but must appear Evil to every loyalty check.</source>
        <translation>Thiện; luôn đánh Thành công, nhưng phải cho thấy phe Ác ở mọi lần kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Evil, in every game; knows their fellow agents of Evil; after Good&apos;s third success, names Merlin to win.</source>
        <translation>Ác, có trong mọi ván; biết các đồng đội phe Ác; sau thành công thứ ba của phe Thiện, nêu đúng tên Merlin để thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Evil; knows their fellow agents of Evil; appears to Percival as Merlin does.</source>
        <translation>Ác; biết các đồng đội phe Ác; hiện ra với Percival giống như Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Evil; knows their fellow agents of Evil; hidden from Merlin.</source>
        <translation>Ác; biết các đồng đội phe Ác; ẩn mình trước Merlin.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Evil; does not know the other agents of Evil, nor do they know Oberon; Merlin sees Oberon.</source>
        <translation>Ác; không biết các đặc vụ khác của phe Ác và họ cũng không biết Oberon; Merlin thấy Oberon.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Evil; knows their fellow agents of Evil (not Oberon); may play Fail.</source>
        <translation>Ác; biết các đồng đội phe Ác (trừ Oberon); có thể đánh Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Evil; knows their fellow agents of Evil; once per game may hide a quest&apos;s result, which gives a random player a loyalty check.</source>
        <translation>Ác; biết các đồng đội phe Ác; mỗi ván một lần có thể ẩn kết quả một nhiệm vụ, khi đó một người chơi rút thăm ngẫu nhiên được kiểm tra lòng trung thành của một người khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Evil; knows their fellow agents of Evil; may show either loyalty to each loyalty check.</source>
        <translation>Ác; biết các đồng đội phe Ác; ở mỗi lần kiểm tra lòng trung thành có thể cho thấy Thiện hoặc Ác tùy ý.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Evil; knows their fellow agents of Evil; must play Fail on every quest.</source>
        <translation>Ác; biết các đồng đội phe Ác; phải đánh Thất bại ở mọi nhiệm vụ.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Evil; knows their fellow agents of Evil; may play Fail only on quests 1 to 3.</source>
        <translation>Ác; biết các đồng đội phe Ác; chỉ được đánh Thất bại ở nhiệm vụ 1 đến 3.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Evil; knows their fellow agents of Evil; is revealed to everyone after the second failed quest.</source>
        <translation>Ác; biết các đồng đội phe Ác; bị lộ diện với mọi người sau nhiệm vụ thất bại thứ hai.</translation>
    </message>
</context>
</TS>
