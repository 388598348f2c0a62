<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>quest</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="65"/>
        <source>Loyal Servant of Arthur</source>
        <translation>Tôi Tớ Trung Thành của Arthur</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="67"/>
        <source>Minion of Mordred</source>
        <translation>Tay Sai của Mordred</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="69"/>
        <source>Morgan le Fay</source>
        <translation>Morgan le Fay</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="72"/>
        <source>Scion</source>
        <translation>Scion</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="75"/>
        <source>Changeling</source>
        <translation>Changeling</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="78"/>
        <source>Duke</source>
        <translation>Công tước</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="82"/>
        <source>Archduke</source>
        <translation>Đại Công tước</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="86"/>
        <source>Blind Hunter</source>
        <translation>Thợ Săn Mù</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="89"/>
        <source>Cleric</source>
        <translation>Giáo sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="92"/>
        <source>Troublemaker</source>
        <translation>Kẻ Gây Rắc Rối</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="94"/>
        <source>Youth</source>
        <translation>Thanh Niên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="96"/>
        <source>Apprentice</source>
        <translation>Học việc</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="99"/>
        <source>Arthur</source>
        <translation>Arthur</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="102"/>
        <source>Brute</source>
        <translation>Brute</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="104"/>
        <source>Lunatic</source>
        <translation>Lunatic</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="107"/>
        <source>Trickster</source>
        <translation>Trickster</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="110"/>
        <source>Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="113"/>
        <source>Mutineer</source>
        <translation>Mutineer</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="119"/>
        <source>Good</source>
        <translation>Thiện</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="120"/>
        <source>Evil</source>
        <translation>Ác</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="7"/>
        <source>Quest</source>
        <translation>Quest</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="10"/>
        <source>Input mode</source>
        <translation>Cách nhập</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="11"/>
        <source>Physical cards: the table deals its own cards and the moderator enters only what everyone sees. App: the app deals the roles and collects every secret choice on the players&apos; devices.</source>
        <translation>Bài thật: bàn chơi tự chia bài và quản trò chỉ nhập những gì mọi người cùng thấy. Ứng dụng: ứng dụng chia vai trò và nhận mọi lựa chọn bí mật trên thiết bị của người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="14"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="15"/>
        <source>App-dealt</source>
        <translation>Ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="16"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="17"/>
        <source>The standard game or the Director&apos;s Cut (other role table, quest track and amulets).</source>
        <translation>Trò chơi tiêu chuẩn hoặc Bản Cắt của Đạo Diễn (bảng vai trò, bảng nhiệm vụ và Bùa Hộ Mệnh khác).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="18"/>
        <source>Standard game</source>
        <translation>Trò chơi tiêu chuẩn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="19"/>
        <source>Director&apos;s Cut</source>
        <translation>Bản Cắt của Đạo Diễn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="20"/>
        <source>Unknown Roles variant</source>
        <translation>Biến Thể Vai Trò Không Xác Định</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="21"/>
        <source>Deal from a Good pile and an Evil pile with extra cards; the discarded cards stay unseen.</source>
        <translation>Chia từ một chồng Thiện và một chồng Ác có thêm lá bài; các lá bị loại vẫn úp, không ai xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="23"/>
        <source>Hunter variant</source>
        <translation>Biến Thể Thợ Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="24"/>
        <source>At the Final Quest everyone plays a quest card; two or more Fails start the Hunt.</source>
        <translation>Trong Nhiệm Vụ Cuối Cùng mọi người chơi một lá bài Nhiệm Vụ; từ hai lá Thất bại trở lên thì Cuộc Săn bắt đầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="26"/>
        <source>Blind Hunter errata</source>
        <translation>Đính chính Thợ Săn Mù</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="29"/>
        <source>First Leader</source>
        <translation>Người Lãnh Đạo đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="30"/>
        <source>Chosen at random by the app, or by agreement at the table.</source>
        <translation>Ứng dụng chọn ngẫu nhiên, hoặc cả bàn thỏa thuận.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="31"/>
        <source>At random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="32"/>
        <source>Chosen by the table</source>
        <translation>Cả bàn chọn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="33"/>
        <source>Amulet holders may lead</source>
        <translation>Người giữ Bùa Hộ Mệnh được lãnh đạo</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="34"/>
        <source>House rule: a player who received an Amulet may still be named Leader.</source>
        <translation>Luật nhà: người đã nhận Bùa Hộ Mệnh vẫn có thể được chọn làm Người Lãnh Đạo.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="35"/>
        <source>Trickster must lie</source>
        <translation>Trickster phải nói dối</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="37"/>
        <source>Optional roles keep the sides</source>
        <translation>Vai trò tùy chọn giữ nguyên phe</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="38"/>
        <source>An optional role replaces a role of its own side, so the Good and Evil counts stay as in the table.</source>
        <translation>Vai trò tùy chọn thay cho một vai trò cùng phe, nên số người Thiện và Ác giữ như trong bảng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="40"/>
        <source>Four-player board side</source>
        <translation>Mặt bảng trò chơi 4 người</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="41"/>
        <source>At four players either side of the board may be used.</source>
        <translation>Với bốn người chơi có thể dùng mặt nào của bảng trò chơi cũng được.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="42"/>
        <source>The chosen game&apos;s side</source>
        <translation>Mặt của trò chơi đã chọn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="43"/>
        <source>The other side</source>
        <translation>Mặt còn lại</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="44"/>
        <source>Hunt below six players</source>
        <translation>Cuộc Săn dưới sáu người</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="45"/>
        <source>Offer the Hunt whenever a Blind Hunter is in the role list, also at four or five players.</source>
        <translation>Cho phép Cuộc Săn mỗi khi có Thợ Săn Mù trong danh sách vai trò, kể cả khi có bốn hoặc năm người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="47"/>
        <source>Blind Hunter sees the set-aside card</source>
        <translation>Thợ Săn Mù xem lá bài để riêng</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="48"/>
        <source>Director&apos;s Cut at four or five players: the Blind Hunter is shown the Good card set aside.</source>
        <translation>Bản Cắt của Đạo Diễn với bốn hoặc năm người: Thợ Săn Mù được xem lá bài Thiện đặt riêng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="49"/>
        <source>Cleric rule with unknown roles</source>
        <translation>Luật Giáo sĩ với vai trò không xác định</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="50"/>
        <source>Scored: any Hunt is accepted, and one that names no Cleric fails if a Cleric was dealt. Pile: one naming must be Cleric whenever the Cleric card is in the Good pile.</source>
        <translation>Tính điểm: mọi Cuộc Săn đều được chấp nhận, và Cuộc Săn không gọi tên Giáo sĩ sẽ thất bại nếu có Giáo sĩ được chia. Chồng bài: một lần gọi tên phải là Giáo sĩ mỗi khi lá Giáo sĩ nằm trong chồng Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="53"/>
        <source>Scored</source>
        <translation>Tính điểm</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="54"/>
        <source>Pile</source>
        <translation>Chồng bài</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="55"/>
        <source>Role rules in the Hunter vote</source>
        <translation>Luật vai trò trong cuộc bỏ phiếu của Thợ Săn Mù</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="56"/>
        <source>Apply the Youth, Lunatic and Brute quest card rules to the Hunter vote.</source>
        <translation>Áp dụng luật lá bài Nhiệm Vụ của Thanh Niên, Lunatic và Brute cho cuộc bỏ phiếu của Thợ Săn Mù.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="58"/>
        <source>Every Leader Evil rule</source>
        <translation>Luật mọi Người Lãnh Đạo đều Ác</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="59"/>
        <source>If the Leader of every quest played was Evil, Good wins once Good&apos;s Last Chance is reached.</source>
        <translation>Nếu Người Lãnh Đạo của mọi Nhiệm Vụ đã chơi đều thuộc phe Ác, phe Thiện thắng khi đến Cơ Hội Cuối Cùng của Phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="61"/>
        <source>Discussion (seconds)</source>
        <translation>Thảo luận (giây)</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="62"/>
        <source>Length of the Final Quest discussion.</source>
        <translation>Thời gian thảo luận trong Nhiệm Vụ Cuối Cùng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="65"/>
        <source>Quest is for 4 to 10 players, not {count}.</source>
        <translation>Quest dành cho 4 đến 10 người chơi, không phải {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="66"/>
        <source>Unknown role “{role}”.</source>
        <translation>Vai trò không rõ “{role}”.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="67"/>
        <source>Morgan le Fay is in every game of Quest.</source>
        <translation>Morgan le Fay có mặt trong mọi ván Quest.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="68"/>
        <source>There is only one Morgan le Fay.</source>
        <translation>Chỉ có một Morgan le Fay.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="69"/>
        <source>At most {limit} {role} cards may be used; the list has {count}.</source>
        <translation>Chỉ được dùng tối đa {limit} lá {role}; danh sách có {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="70"/>
        <source>Below {players} players only one Archduke may be used (the optional second Archduke, allowed at 6 or more players).</source>
        <translation>Dưới {players} người chơi chỉ được dùng một Đại Công tước (Đại Công tước thứ hai tùy chọn, được phép từ 6 người chơi trở lên).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="72"/>
        <source>The {role} needs {min} or more players.</source>
        <translation>{role} cần từ {min} người chơi trở lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="73"/>
        <source>The {role} is only used with {max} or fewer players.</source>
        <translation>{role} chỉ dùng khi có từ {max} người chơi trở xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="74"/>
        <source>The role list needs {expected} cards for {players} players; it has {count}.</source>
        <translation>Danh sách vai trò cần {expected} lá cho {players} người chơi; hiện có {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="75"/>
        <source>{players} players need {good} Good and {evil} Evil cards; the role list has {has_good} Good and {has_evil} Evil.</source>
        <translation>{players} người chơi cần {good} lá Thiện và {evil} lá Ác; danh sách vai trò có {has_good} Thiện và {has_evil} Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="77"/>
        <source>The table has {good} Good and {evil} Evil players at this count; this role list deals {has_good} Good and {has_evil} Evil.</source>
        <translation>Bàn chơi ở số người này có {good} người Thiện và {evil} người Ác; danh sách vai trò này chia {has_good} Thiện và {has_evil} Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="79"/>
        <source>Director&apos;s Cut with {players} players: list three Good cards (two are dealt, one set aside) and {evil} Evil cards.</source>
        <translation>Bản Cắt của Đạo Diễn với {players} người chơi: ghi ba lá Thiện (chia hai lá, để riêng một lá) và {evil} lá Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="84"/>
        <source>The Director&apos;s Cut always uses the Blind Hunter and the Cleric.</source>
        <translation>Bản Cắt của Đạo Diễn luôn dùng Thợ Săn Mù và Giáo sĩ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="85"/>
        <source>Unknown Roles with {players} players uses the printed piles: {roles}.</source>
        <translation>Vai Trò Không Xác Định với {players} người chơi dùng các chồng bài như trong sách luật: {roles}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="86"/>
        <source>Unknown Roles with {players} players: the Good pile needs {good} cards and the Evil pile {evil} cards (the Blind Hunter included, Morgan le Fay apart); the list has {has_good} and {has_evil}.</source>
        <translation>Vai Trò Không Xác Định với {players} người chơi: chồng Thiện cần {good} lá và chồng Ác {evil} lá (gồm cả Thợ Săn Mù, không tính Morgan le Fay); danh sách có {has_good} và {has_evil}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="89"/>
        <source>The Unknown Roles variant puts the Blind Hunter into the Evil pile.</source>
        <translation>Biến Thể Vai Trò Không Xác Định đặt Thợ Săn Mù vào chồng Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="90"/>
        <source>The rulebook advises adding the Blind Hunter whenever optional or named Good roles are used.</source>
        <translation>Sách luật khuyên thêm Thợ Săn Mù mỗi khi dùng vai trò tùy chọn hoặc vai trò Thiện có tên riêng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="92"/>
        <source>The Hunter variant has no effect without a Blind Hunter in the role list.</source>
        <translation>Biến Thể Thợ Săn không có tác dụng nếu không có Thợ Săn Mù trong danh sách vai trò.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="93"/>
        <source>With fewer than six players and the option “Hunt below six players” off, the Blind Hunter never hunts.</source>
        <translation>Với ít hơn sáu người chơi và tùy chọn “Cuộc Săn dưới sáu người” tắt, Thợ Săn Mù không bao giờ đi săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="95"/>
        <source>The discussion must last at least one second.</source>
        <translation>Cuộc thảo luận phải kéo dài ít nhất một giây.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="98"/>
        <source>Quest {quest} needs a team of {size} different players.</source>
        <translation>Nhiệm Vụ {quest} cần một Đội gồm {size} người chơi khác nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="99"/>
        <source>The Magic Token goes to a team member; {player} is not on the team.</source>
        <translation>Con Dấu Ma Thuật phải đặt lên một thành viên của Đội; {player} không ở trong Đội.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="100"/>
        <source>{player} is not on the team of quest {quest}.</source>
        <translation>{player} không ở trong Đội của Nhiệm Vụ {quest}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="101"/>
        <source>{player} has already played a card.</source>
        <translation>{player} đã chơi một lá bài rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="102"/>
        <source>{player} is Good and must play Success.</source>
        <translation>{player} thuộc phe Thiện và phải chơi Thành công.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="103"/>
        <source>{player} is the Youth and plays Fail only with the Magic Token.</source>
        <translation>{player} là Thanh Niên và chỉ chơi Thất bại khi giữ Con Dấu Ma Thuật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="104"/>
        <source>{player} is the Youth and holds the Magic Token, so must play Fail.</source>
        <translation>{player} là Thanh Niên và đang giữ Con Dấu Ma Thuật, nên phải chơi Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="105"/>
        <source>{player} holds the Magic Token and must play Success.</source>
        <translation>{player} đang giữ Con Dấu Ma Thuật và phải chơi Thành công.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="106"/>
        <source>{player} is the Lunatic and must play Fail without the Magic Token.</source>
        <translation>{player} là Lunatic và phải chơi Thất bại khi không giữ Con Dấu Ma Thuật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="107"/>
        <source>{player} is the Brute and may play Fail only on quests 1 to 3.</source>
        <translation>{player} là Brute và chỉ được chơi Thất bại trong Nhiệm Vụ 1 đến 3.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="108"/>
        <source>Between 0 and {max} Fail cards can be revealed, not {fails}.</source>
        <translation>Số lá Thất bại được tiết lộ phải từ 0 đến {max}, không phải {fails}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="109"/>
        <source>{player} led quest {quest} and cannot lead again.</source>
        <translation>{player} đã lãnh đạo Nhiệm Vụ {quest} và không thể lãnh đạo lần nữa.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="110"/>
        <source>{player} has received an Amulet and cannot be named Leader.</source>
        <translation>{player} đã nhận Bùa Hộ Mệnh và không thể được chọn làm Người Lãnh Đạo.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="111"/>
        <source>{player} was just named Leader and cannot also receive the Amulet.</source>
        <translation>{player} vừa được chọn làm Người Lãnh Đạo nên không thể nhận thêm Bùa Hộ Mệnh.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="112"/>
        <source>{player} holds a Veteran token and cannot receive the Amulet.</source>
        <translation>{player} có thẻ Cựu chiến binh và không thể nhận Bùa Hộ Mệnh.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="113"/>
        <source>{player} has already received an Amulet.</source>
        <translation>{player} đã nhận Bùa Hộ Mệnh rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="114"/>
        <source>{player} cannot check their own loyalty.</source>
        <translation>{player} không thể tự kiểm tra lòng trung thành của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="115"/>
        <source>{player} has received an Amulet and cannot be checked.</source>
        <translation>{player} đã nhận Bùa Hộ Mệnh và không thể bị kiểm tra.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="116"/>
        <source>{player} has already been checked with an Amulet.</source>
        <translation>{player} đã bị kiểm tra bằng Bùa Hộ Mệnh rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="117"/>
        <source>{player} is the Troublemaker and must show the Evil card.</source>
        <translation>{player} là Kẻ Gây Rắc Rối và phải đưa lá bài Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="118"/>
        <source>{player} is the Trickster and must lie (show the Good card).</source>
        <translation>{player} là Trickster và phải nói dối (đưa lá bài Thiện).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="119"/>
        <source>{player} must show the card of their loyalty ({side}).</source>
        <translation>{player} phải đưa lá bài đúng lòng trung thành của mình ({side}).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="121"/>
        <source>{player} is the revealed Revealer and cannot be named.</source>
        <translation>{player} là Revealer đã lộ diện và không thể bị gọi tên.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="122"/>
        <source>{player} is already named; name two different players.</source>
        <translation>{player} đã được gọi tên; hãy gọi tên hai người chơi khác nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="123"/>
        <source>Only Good roles can be named in the Hunt.</source>
        <translation>Chỉ có thể gọi tên các vai trò Thiện trong Cuộc Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="124"/>
        <source>A Cleric is in play: one of the two named roles must be Cleric.</source>
        <translation>Có Giáo sĩ trong ván: một trong hai vai trò được gọi tên phải là Giáo sĩ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="125"/>
        <source>{player} cannot point at themselves.</source>
        <translation>{player} không thể chỉ vào chính mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="126"/>
        <source>Nobody may point at the revealed Revealer.</source>
        <translation>Không ai được chỉ vào Revealer đã lộ diện.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="183"/>
        <source>Point at %n player(s).</source>
        <translation>
            <numerusform>Chỉ vào %Ln người chơi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="208"/>
        <source>Quest {quest} succeeds with %n Fail card(s).</source>
        <translation>
            <numerusform>Nhiệm Vụ {quest} thành công với %Ln lá Thất bại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="209"/>
        <source>Quest {quest} fails with %n Fail card(s).</source>
        <translation>
            <numerusform>Nhiệm Vụ {quest} thất bại với %Ln lá Thất bại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="220"/>
        <source>The Hunter vote shows %n Fail card(s).</source>
        <translation>
            <numerusform>Cuộc bỏ phiếu của Thợ Săn Mù có %Ln lá Thất bại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="236"/>
        <source>quest {quest} showed %n Fail card(s), but its team&apos;s roles allow {low} to {high}.</source>
        <translation>
            <numerusform>Nhiệm Vụ {quest} có %Ln lá Thất bại, nhưng vai trò trong Đội chỉ cho phép từ {low} đến {high}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="238"/>
        <source>{player} ({role}) had %n raised hand(s) after the Minions of Mordred lowered theirs.</source>
        <translation>
            <numerusform>{player} ({role}) còn %Ln tay giơ sau khi Tay Sai của Mordred hạ tay.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="240"/>
        <source>the Blind Hunter named no Cleric although a Cleric was dealt and the Hunter had seen the set-aside card.</source>
        <translation>Thợ Săn Mù không gọi tên Giáo sĩ dù có Giáo sĩ được chia và Thợ Săn Mù đã xem lá bài để riêng.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="244"/>
        <source>the Hunter vote showed %n Fail card(s), but only {high} Evil players could play Fail.</source>
        <translation>
            <numerusform>cuộc bỏ phiếu của Thợ Săn Mù có %Ln lá Thất bại, nhưng chỉ có {high} người chơi Ác có thể chơi Thất bại.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="128"/>
        <source>No raised hand of {player} points at {target}.</source>
        <translation>Không có tay giơ lên nào của {player} chỉ vào {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="129"/>
        <source>That hand cannot be moved onto {target}.</source>
        <translation>Không thể chuyển tay đó sang {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="130"/>
        <source>No {role} card is left to be {player}&apos;s card.</source>
        <translation>Không còn lá {role} nào để là lá bài của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="133"/>
        <source>Choose the first Leader.</source>
        <translation>Hãy chọn Người Lãnh Đạo đầu tiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="134"/>
        <source>Dealing the character cards.</source>
        <translation>Đang chia lá bài nhân vật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="135"/>
        <source>{leader}, confirm the loyalty you show the Cleric.</source>
        <translation>{leader}, hãy xác nhận lòng trung thành bạn cho Giáo sĩ thấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="136"/>
        <source>{leader} reads the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>{leader} đọc kịch bản Tiết Lộ. Tiếp tục khi mọi người đã mở mắt.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="137"/>
        <source>{leader}, give Team tokens to {size} players for quest {quest}.</source>
        <translation>{leader}, hãy trao Token Đội cho {size} người chơi cho Nhiệm Vụ {quest}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="138"/>
        <source>{leader}, place the Magic Token on a team member.</source>
        <translation>{leader}, hãy đặt Con Dấu Ma Thuật lên một thành viên của Đội.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="139"/>
        <source>Team members, play your quest cards face down.</source>
        <translation>Các thành viên Đội, hãy chơi lá bài Nhiệm Vụ úp mặt xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="140"/>
        <source>Shuffle and reveal the quest cards, then enter how many Fail cards were revealed.</source>
        <translation>Xáo và tiết lộ các lá bài Nhiệm Vụ, rồi nhập số lá Thất bại được tiết lộ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="141"/>
        <source>{leader}, name the next Leader.</source>
        <translation>{leader}, hãy chọn Người Lãnh Đạo tiếp theo.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="142"/>
        <source>{leader}, give the Amulet to a player.</source>
        <translation>{leader}, hãy trao Bùa Hộ Mệnh cho một người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="143"/>
        <source>{holder}, choose a player whose loyalty you check.</source>
        <translation>{holder}, hãy chọn một người chơi để kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="144"/>
        <source>{target}, pass {holder} the Loyalty card of your loyalty.</source>
        <translation>{target}, hãy chuyền cho {holder} lá bài Trung thành đúng lòng trung thành của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="145"/>
        <source>Revealer, reveal your character card. Enter who revealed it.</source>
        <translation>Revealer, hãy tiết lộ lá bài nhân vật của bạn. Nhập người đã tiết lộ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="146"/>
        <source>Discuss who may be a Minion of Mordred. When the time is up, all conversation must stop.</source>
        <translation>Hãy thảo luận xem ai có thể là Tay Sai của Mordred. Khi hết giờ, tất cả cuộc trò chuyện phải dừng lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="147"/>
        <source>Blind Hunter, if you wish to forgo Good&apos;s Last Chance and begin the Hunt, do so now.</source>
        <translation>Thợ Săn Mù, nếu bạn muốn bỏ qua Cơ Hội Cuối Cùng của Phe Thiện và tham gia Cuộc Săn, hãy làm như vậy ngay bây giờ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="149"/>
        <source>Enter the player who revealed the Blind Hunter card, or nobody.</source>
        <translation>Nhập người chơi đã lật lá bài Thợ Săn Mù, hoặc không ai.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="150"/>
        <source>Everyone, play one quest card face down.</source>
        <translation>Mọi người, hãy chơi một lá bài Nhiệm Vụ úp mặt xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="151"/>
        <source>Shuffle and reveal the played cards, then enter how many Fail cards were revealed.</source>
        <translation>Xáo và tiết lộ các lá bài đã chơi, rồi nhập số lá Thất bại được tiết lộ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="152"/>
        <source>{hunter}, the Blind Hunter, names two players with their Good roles. Only the Blind Hunter may speak.</source>
        <translation>{hunter}, Thợ Săn Mù, gọi tên hai người chơi Thiện theo vai trò của họ. Chỉ Thợ Săn Mù được nói.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="153"/>
        <source>{hunter}, name the second player and role.</source>
        <translation>{hunter}, hãy gọi tên người chơi thứ hai và vai trò.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="154"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air.</source>
        <translation>Mỗi người chơi chuẩn bị buộc tội. Đến đếm ba, chỉ vào hai người chơi: một, hai, ba. Giữ tay trên không.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="81"/>
        <source>Director&apos;s Cut: a role list with one card more than the players must hold each of {roles} once (one of them is set aside at random).</source>
        <translation>Bản Cắt của Đạo Diễn: danh sách vai trò nhiều hơn số người chơi một lá phải có mỗi lá {roles} đúng một lần (một trong số đó được để riêng ngẫu nhiên).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="27"/>
        <source>Standard game with a Blind Hunter: after Good&apos;s third success the Blind Hunter is revealed and hunts.</source>
        <translation>Trò chơi tiêu chuẩn có Thợ Săn Mù: sau nhiệm vụ thành công thứ ba của phe Thiện, Thợ Săn Mù tiết lộ bản thân và đi săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="36"/>
        <source>The Trickster must show Good when their loyalty is checked (instead of choosing).</source>
        <translation>Trickster phải chỉ ra phe Thiện khi bị kiểm tra lòng trung thành (thay vì được chọn).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="120"/>
        <source>The Blind Hunter may not name themselves.</source>
        <translation>Thợ Săn Mù không được gọi tên chính mình.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="127"/>
        <source>{player} points with %n hand(s) at different players.</source>
        <translation>
            <numerusform>{player} chỉ bằng %Ln tay vào những người chơi khác nhau.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="156"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air. Minions of Mordred, lower your hands. Then enter the hands that are still raised.</source>
        <translation>Mỗi người chơi chuẩn bị buộc tội. Đến đếm ba, chỉ vào hai người chơi: một, hai, ba. Giữ tay trên không. Tay Sai của Mordred, hạ tay xuống. Sau đó nhập những tay vẫn còn giơ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="159"/>
        <source>Minions of Mordred, lower your hands.</source>
        <translation>Tay Sai của Mordred, hạ tay xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="160"/>
        <source>Apprentice, you may raise your second hand.</source>
        <translation>Học việc, bạn có thể giơ tay thứ hai.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="161"/>
        <source>Duke, you may lower one hand of any player.</source>
        <translation>Công tước, bạn có thể hạ một tay của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="162"/>
        <source>Archduke, you may move one hand of any player.</source>
        <translation>Đại Công tước, bạn có thể chuyển một tay của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="163"/>
        <source>Everyone, reveal your character card. Enter {player}&apos;s card.</source>
        <translation>Mọi người, hãy tiết lộ lá bài nhân vật. Nhập lá bài của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="164"/>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="166"/>
        <source>Who is the first Leader?</source>
        <translation>Ai là Người Lãnh Đạo đầu tiên?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="167"/>
        <source>Which loyalty do you show the Cleric?</source>
        <translation>Bạn cho Giáo sĩ thấy lòng trung thành nào?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="168"/>
        <source>The reveal is over.</source>
        <translation>Giai đoạn Tiết Lộ đã xong.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="169"/>
        <source>Choose {size} players for quest {quest}.</source>
        <translation>Chọn {size} người chơi cho Nhiệm Vụ {quest}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="170"/>
        <source>Who gets the Magic Token?</source>
        <translation>Ai nhận Con Dấu Ma Thuật?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="171"/>
        <source>Play Success or Fail.</source>
        <translation>Chơi Thành công hoặc Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="172"/>
        <source>How many Fail cards were revealed?</source>
        <translation>Có bao nhiêu lá Thất bại được tiết lộ?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="173"/>
        <source>Who leads the next quest?</source>
        <translation>Ai lãnh đạo Nhiệm Vụ tiếp theo?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="174"/>
        <source>Who receives the Amulet?</source>
        <translation>Ai nhận Bùa Hộ Mệnh?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="175"/>
        <source>Whose loyalty do you check?</source>
        <translation>Bạn kiểm tra lòng trung thành của ai?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="176"/>
        <source>Which Loyalty card do you pass?</source>
        <translation>Bạn chuyền lá bài Trung thành nào?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="177"/>
        <source>Who revealed the Revealer card?</source>
        <translation>Ai đã lật lá bài Revealer?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="178"/>
        <source>The discussion is over.</source>
        <translation>Cuộc thảo luận đã kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="179"/>
        <source>Do you begin the Hunt?</source>
        <translation>Bạn có bắt đầu Cuộc Săn không?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="180"/>
        <source>Who revealed the Blind Hunter card?</source>
        <translation>Ai đã lật lá bài Thợ Săn Mù?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="181"/>
        <source>Name a player and a Good role.</source>
        <translation>Gọi tên một người chơi và một vai trò Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="182"/>
        <source>Take back the first naming and declare both again.</source>
        <translation>Rút lại lần gọi tên thứ nhất và tuyên bố lại cả hai.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="184"/>
        <source>At whom do {player}&apos;s raised hands point?</source>
        <translation>Các tay giơ lên của {player} chỉ vào ai?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="185"/>
        <source>Do you keep your hands up?</source>
        <translation>Bạn có giữ tay giơ lên không?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="186"/>
        <source>Raise your second hand at a player, or keep it down.</source>
        <translation>Giơ tay thứ hai chỉ vào một người chơi, hoặc để tay xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="187"/>
        <source>Lower one raised hand, or none.</source>
        <translation>Hạ một tay đang giơ, hoặc không hạ tay nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="188"/>
        <source>Move one raised hand, or none.</source>
        <translation>Chuyển một tay đang giơ, hoặc không chuyển tay nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="189"/>
        <source>Which character card did {player} reveal?</source>
        <translation>{player} đã lật lá bài nhân vật nào?</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="192"/>
        <source>{player} is the first Leader and takes a Veteran token.</source>
        <translation>{player} là Người Lãnh Đạo đầu tiên và nhận thẻ Cựu chiến binh.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="193"/>
        <source>The character cards are dealt.</source>
        <translation>Các lá bài nhân vật đã được chia.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="194"/>
        <source>{player}, you are {role} ({side}).</source>
        <translation>{player}, bạn là {role} ({side}).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="195"/>
        <source>You saw the agents of Evil: {players}.</source>
        <translation>Bạn đã thấy các đặc vụ của phe Ác: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="196"/>
        <source>You opened your eyes with the Minions of Mordred and saw no other agent of Evil.</source>
        <translation>Bạn mở mắt cùng Tay Sai của Mordred và không thấy đặc vụ Ác nào khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="197"/>
        <source>Your Scion is {player}.</source>
        <translation>Scion của bạn là {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="198"/>
        <source>No Scion raised a thumb.</source>
        <translation>Không có Scion nào giơ ngón tay cái.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="199"/>
        <source>Morgan le Fay is {player}.</source>
        <translation>Morgan le Fay là {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="200"/>
        <source>Nobody raised a thumb for you.</source>
        <translation>Không ai giơ ngón tay cái cho bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="201"/>
        <source>The character card set aside under the board is {role}.</source>
        <translation>Lá bài nhân vật đặt riêng dưới bảng trò chơi là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="202"/>
        <source>The first Leader, {player}, shows {side}.</source>
        <translation>Người Lãnh Đạo đầu tiên, {player}, cho thấy {side}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="203"/>
        <source>The reveal is over; everyone has opened their eyes.</source>
        <translation>Giai đoạn Tiết Lộ đã xong; mọi người đã mở mắt.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="204"/>
        <source>{leader} sends {players} on quest {quest}.</source>
        <translation>{leader} cử {players} đi Nhiệm Vụ {quest}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="205"/>
        <source>{leader} places the Magic Token on {player}.</source>
        <translation>{leader} đặt Con Dấu Ma Thuật lên {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="206"/>
        <source>{player} has played a card.</source>
        <translation>{player} đã chơi một lá bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="207"/>
        <source>You played {card}.</source>
        <translation>Bạn đã chơi {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="210"/>
        <source>{leader} names {player} the next Leader; {player} takes a Veteran token.</source>
        <translation>{leader} chọn {player} làm Người Lãnh Đạo tiếp theo; {player} nhận thẻ Cựu chiến binh.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="211"/>
        <source>{leader} gives the Amulet to {player}.</source>
        <translation>{leader} trao Bùa Hộ Mệnh cho {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="212"/>
        <source>{holder} checks the loyalty of {target}.</source>
        <translation>{holder} kiểm tra lòng trung thành của {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="213"/>
        <source>{target} shows you {side}.</source>
        <translation>{target} cho bạn thấy {side}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="214"/>
        <source>The Final Quest begins.</source>
        <translation>Nhiệm Vụ Cuối Cùng bắt đầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="215"/>
        <source>{player} reveals the Revealer card.</source>
        <translation>{player} tiết lộ lá bài Revealer.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="216"/>
        <source>Nobody reveals the Revealer card: it was set aside.</source>
        <translation>Không ai tiết lộ lá bài Revealer: lá đó đã bị để riêng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="217"/>
        <location filename="../engine/games/quest/texts.py" line="317"/>
        <source>Time is up. All conversation must stop.</source>
        <translation>Hết giờ. Tất cả cuộc trò chuyện phải dừng lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="218"/>
        <source>{player} reveals the Blind Hunter card and begins the Hunt.</source>
        <translation>{player} tiết lộ lá bài Thợ Săn Mù và bắt đầu Cuộc Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="219"/>
        <source>The Blind Hunter stays silent: Good&apos;s Last Chance.</source>
        <translation>Thợ Săn Mù im lặng: Cơ Hội Cuối Cùng của Phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="221"/>
        <source>Nobody is the Blind Hunter: the card was set aside.</source>
        <translation>Không ai là Thợ Săn Mù: lá bài đó đã bị để riêng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="222"/>
        <source>The Blind Hunter names {player} as {role}.</source>
        <translation>Thợ Săn Mù gọi {player} là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="223"/>
        <source>The Blind Hunter takes back the naming of {player} as {role} and declares again.</source>
        <translation>Thợ Săn Mù rút lại việc gọi {player} là {role} và tuyên bố lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="224"/>
        <source>Everyone points.</source>
        <translation>Mọi người chỉ tay.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="225"/>
        <source>Hands still raised: {hands}.</source>
        <translation>Những tay vẫn còn giơ: {hands}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="226"/>
        <source>{owner} → {target}</source>
        <translation>{owner} → {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="227"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="228"/>
        <source>{owner} raises a second hand at {target}.</source>
        <translation>{owner} giơ tay thứ hai chỉ vào {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="229"/>
        <source>No second hand is raised.</source>
        <translation>Không ai giơ tay thứ hai.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="230"/>
        <source>The Duke lowers {owner}&apos;s hand on {target}.</source>
        <translation>Công tước hạ tay của {owner} đang chỉ vào {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="231"/>
        <source>The Duke lowers no hand.</source>
        <translation>Công tước không hạ tay nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="232"/>
        <source>The Archduke moves {owner}&apos;s hand from {source} to {target}.</source>
        <translation>Đại Công tước chuyển tay của {owner} từ {source} sang {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="233"/>
        <source>The Archduke moves no hand.</source>
        <translation>Đại Công tước không chuyển tay nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="234"/>
        <source>{player} was {role}.</source>
        <translation>{player} là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="235"/>
        <source>Check after the reveal: {problem}</source>
        <translation>Kiểm tra sau khi lật bài: {problem}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="242"/>
        <source>{player} had the Revealer card but did not reveal it at the Final Quest.</source>
        <translation>{player} giữ lá bài Revealer nhưng không tiết lộ khi Nhiệm Vụ Cuối Cùng bắt đầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="243"/>
        <source>{player} had the Blind Hunter card but did not reveal it for the Hunt.</source>
        <translation>{player} giữ lá bài Thợ Săn Mù nhưng không tiết lộ để bắt đầu Cuộc Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="248"/>
        <source>Three quests succeeded: Good wins.</source>
        <translation>Ba Nhiệm Vụ thành công: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="249"/>
        <source>Three quests succeeded and no one is the Blind Hunter: Good wins.</source>
        <translation>Ba Nhiệm Vụ thành công và không ai là Thợ Săn Mù: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="250"/>
        <source>The Blind Hunter named Arthur first and correctly: Evil wins.</source>
        <translation>Thợ Săn Mù gọi tên Arthur đầu tiên và chính xác: phe Ác thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="251"/>
        <source>The Blind Hunter named both Good roles correctly: Evil wins.</source>
        <translation>Thợ Săn Mù xác định chính xác cả hai vai trò Thiện: phe Ác thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="252"/>
        <source>The Blind Hunter&apos;s namings were not both correct: Good wins.</source>
        <translation>Thợ Săn Mù không xác định chính xác cả hai: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="253"/>
        <source>A Cleric was in play but the Blind Hunter did not name the Cleric: Good wins.</source>
        <translation>Có Giáo sĩ trong ván nhưng Thợ Săn Mù không gọi tên Giáo sĩ: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="254"/>
        <source>Every Good hand points at Evil and every agent of Evil is pointed at: Good wins.</source>
        <translation>Mọi tay của phe Thiện đều chỉ vào phe Ác và mọi đặc vụ Ác đều bị chỉ: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="255"/>
        <source>Good&apos;s Last Chance failed: Evil wins.</source>
        <translation>Cơ Hội Cuối Cùng của Phe Thiện thất bại: phe Ác thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="256"/>
        <source>Good&apos;s Last Chance failed, but the Leader of every quest was Evil: Good wins.</source>
        <translation>Cơ Hội Cuối Cùng của Phe Thiện thất bại, nhưng Người Lãnh Đạo của mọi Nhiệm Vụ đều thuộc phe Ác: phe Thiện thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="257"/>
        <source>{player}, the Mutineer, points at two Good players and joins Good.</source>
        <translation>{player}, Mutineer, chỉ vào hai người chơi Thiện và gia nhập phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="260"/>
        <source>Success</source>
        <translation>Thành công</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="261"/>
        <source>Fail</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="265"/>
        <source>Everyone close your eyes.</source>
        <translation>Mọi người nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="266"/>
        <source>Everyone open your eyes.</source>
        <translation>Mọi người mở mắt ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="267"/>
        <source>Scion, raise your thumb so that Morgan le Fay can know you.</source>
        <translation>Scion, giơ ngón tay cái của bạn để Morgan le Fay có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="268"/>
        <source>Morgan le Fay, open your eyes and look around so that you know your Scion.</source>
        <translation>Morgan le Fay, mở mắt ra và nhìn xung quanh để bạn biết Scion của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="269"/>
        <source>Scion, put your thumb down.</source>
        <translation>Scion, nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="270"/>
        <source>Morgan le Fay, close your eyes.</source>
        <translation>Morgan le Fay, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="271"/>
        <source>{role}, raise your thumb so that the Minions of Mordred can know you.</source>
        <translation>{role}, giơ ngón tay cái của bạn để Tay Sai của Mordred có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="272"/>
        <source>{first} and {second}, raise your thumbs so that the Minions of Mordred can know you.</source>
        <translation>{first} và {second}, giơ ngón tay cái của các bạn để Tay Sai của Mordred có thể biết các bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="273"/>
        <source>Minions of Mordred and Morgan le Fay, open your eyes and look around so that you know each other.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay, mở mắt ra và nhìn xung quanh để các bạn có thể biết nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="275"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know each other.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a} - mở mắt ra và nhìn xung quanh để các bạn có thể biết nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="277"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know each other.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a} và không phải {b} - mở mắt ra và nhìn xung quanh để các bạn có thể biết nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="280"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know each other.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a}, không phải {b} và không phải {c} - mở mắt ra và nhìn xung quanh để các bạn có thể biết nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="283"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know each other.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a}, không phải {b}, không phải {c} và không phải {d} - mở mắt ra và nhìn xung quanh để các bạn có thể biết nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="286"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a} - mở mắt ra và nhìn xung quanh để các bạn biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="289"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a} và không phải {b} - mở mắt ra và nhìn xung quanh để các bạn biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="292"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a}, không phải {b} và không phải {c} - mở mắt ra và nhìn xung quanh để các bạn biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="295"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay - không phải {a}, không phải {b}, không phải {c} và không phải {d} - mở mắt ra và nhìn xung quanh để các bạn biết tất cả các đặc vụ của phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="298"/>
        <source>Minions of Mordred and Morgan le Fay, close your eyes.</source>
        <translation>Tay Sai của Mordred và Morgan le Fay, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="299"/>
        <source>{role}, put your thumb down.</source>
        <translation>{role}, nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="300"/>
        <source>{first} and {second}, put your thumbs down.</source>
        <translation>{first} và {second}, nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="301"/>
        <source>Blind Hunter, open your eyes and look at the character card set aside under the board.</source>
        <translation>Thợ Săn Mù, mở mắt ra và nhìn lá bài nhân vật đặt riêng dưới bảng trò chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="302"/>
        <source>Blind Hunter, close your eyes.</source>
        <translation>Thợ Săn Mù, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="303"/>
        <source>Morgan le Fay, raise your thumb so that Arthur can know you.</source>
        <translation>Morgan le Fay, giơ ngón tay cái của bạn để Arthur có thể biết bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="304"/>
        <source>Arthur, open your eyes and look around so that you know Morgan le Fay.</source>
        <translation>Arthur, mở mắt ra và nhìn xung quanh để bạn biết Morgan le Fay.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="305"/>
        <source>Arthur, close your eyes.</source>
        <translation>Arthur, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="306"/>
        <source>Morgan le Fay, put your thumb down.</source>
        <translation>Morgan le Fay, nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="307"/>
        <source>Leader, raise your thumb if you are Evil.</source>
        <translation>Người Lãnh Đạo, giơ ngón tay cái của bạn nếu bạn là phe Ác.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="308"/>
        <source>Cleric, open your eyes.</source>
        <translation>Giáo sĩ, mở mắt ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="309"/>
        <source>Clerics, open your eyes.</source>
        <translation>Các Giáo sĩ, mở mắt ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="310"/>
        <source>Cleric, close your eyes.</source>
        <translation>Giáo sĩ, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="311"/>
        <source>Clerics, close your eyes.</source>
        <translation>Các Giáo sĩ, nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="312"/>
        <source>Leader, put your thumb down.</source>
        <translation>Người Lãnh Đạo, nắm tay lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="314"/>
        <source>Revealer, reveal your character card.</source>
        <translation>Revealer, hãy tiết lộ lá bài nhân vật của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="315"/>
        <source>You have five minutes to discuss who may be a Minion of Mordred.</source>
        <translation>Tất cả người chơi có năm phút để thảo luận xem ai có thể là Tay Sai của Mordred.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="316"/>
        <source>You have {seconds} seconds to discuss who may be a Minion of Mordred.</source>
        <translation>Tất cả người chơi có {seconds} giây để thảo luận xem ai có thể là Tay Sai của Mordred.</translation>
    </message>
</context>
<context>
    <name>quest.param</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="348"/>
        <source>Fail cards revealed</source>
        <translation>Số lá Thất bại được tiết lộ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="349"/>
        <source>Quest card</source>
        <translation>Lá bài Nhiệm vụ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="352"/>
        <source>First Leader</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>Người Lãnh Đạo đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="353"/>
        <location filename="../engine/games/quest/texts.py" line="363"/>
        <source>Loyalty card</source>
        <translation>Thẻ bài Trung thành</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="354"/>
        <source>Team</source>
        <translation>Đội</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="355"/>
        <source>Magic Token</source>
        <translation>Con Dấu Ma Thuật</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="360"/>
        <source>Next Leader</source>
        <translation>Người Lãnh Đạo tiếp theo</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="361"/>
        <source>Amulet</source>
        <translation>Bùa Hộ Mệnh</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="362"/>
        <source>Player to check</source>
        <translation>Người chơi cần kiểm tra</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="364"/>
        <source>Revealer</source>
        <translation>Revealer</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="365"/>
        <source>Begin the Hunt</source>
        <translation>Bắt đầu Cuộc Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="366"/>
        <source>Blind Hunter</source>
        <translation>Thợ Săn Mù</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="367"/>
        <source>Player named</source>
        <translation>Người chơi được gọi tên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="368"/>
        <source>Good role</source>
        <translation>Vai trò Thiện</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="369"/>
        <source>Players you point at</source>
        <translation>Những người chơi bạn chỉ vào</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="370"/>
        <source>Raised hands point at</source>
        <translation>Các tay giơ lên chỉ vào</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="371"/>
        <source>Keep your hands up</source>
        <translation>Giữ tay giơ lên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="372"/>
        <source>Second hand</source>
        <translation>Tay thứ hai</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="373"/>
        <source>Hand to lower</source>
        <translation>Tay cần hạ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="374"/>
        <source>Hand to move</source>
        <translation>Tay cần chuyển</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="375"/>
        <source>Character card</source>
        <translation>Lá bài Nhân vật</translation>
    </message>
</context>
<context>
    <name>quest.phase</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="322"/>
        <source>First Leader</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name, in the rulebook&apos;s terms (§2).</extracomment>
        <translation>Người Lãnh Đạo đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="323"/>
        <source>Determining loyalty</source>
        <translation>Xác Định Lòng Trung Thành</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="324"/>
        <source>The first Leader&apos;s loyalty</source>
        <translation>Lòng trung thành của Người Lãnh Đạo đầu tiên</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="325"/>
        <source>Reveal phase</source>
        <translation>Giai đoạn Tiết Lộ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="326"/>
        <source>Team Building phase</source>
        <translation>Giai Đoạn Xây Dựng Đội</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="327"/>
        <source>Magic Token</source>
        <translation>Con Dấu Ma Thuật</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="328"/>
        <source>Quest phase</source>
        <translation>Giai Đoạn Nhiệm Vụ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="329"/>
        <source>Transition phase</source>
        <translation>Giai Đoạn Chuyển Tiếp</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="330"/>
        <source>Amulet</source>
        <translation>Bùa Hộ Mệnh</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="331"/>
        <location filename="../engine/games/quest/texts.py" line="332"/>
        <source>Amulet check</source>
        <translation>Kiểm tra bằng Bùa Hộ Mệnh</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="333"/>
        <location filename="../engine/games/quest/texts.py" line="335"/>
        <source>Final Quest</source>
        <translation>Nhiệm Vụ Cuối Cùng</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="334"/>
        <source>Discussion</source>
        <translation>Cuộc Thảo Luận</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="336"/>
        <source>Hunter vote</source>
        <translation>Cuộc bỏ phiếu của Thợ Săn Mù</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="337"/>
        <location filename="../engine/games/quest/texts.py" line="338"/>
        <source>The Hunt</source>
        <translation>Cuộc Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="339"/>
        <location filename="../engine/games/quest/texts.py" line="340"/>
        <location filename="../engine/games/quest/texts.py" line="341"/>
        <location filename="../engine/games/quest/texts.py" line="342"/>
        <location filename="../engine/games/quest/texts.py" line="343"/>
        <source>Good&apos;s Last Chance</source>
        <translation>Cơ Hội Cuối Cùng của Phe Thiện</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="344"/>
        <location filename="../engine/games/quest/texts.py" line="345"/>
        <source>End of game</source>
        <translation>Kết Thúc Trò Chơi</translation>
    </message>
</context>
<context>
    <name>quest.role_summary</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="66"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>Thiện; không biết gì trong giai đoạn Tiết Lộ; luôn chơi Thành công.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="68"/>
        <source>Evil; knows the other Minions; may play Fail.</source>
        <translation>Ác; biết các Tay Sai khác của Mordred; có thể chơi Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="70"/>
        <source>Evil, in every game; knows the other Minions; may play Fail even with the Magic Token.</source>
        <translation>Ác, có trong mọi ván; biết các Tay Sai khác của Mordred; có thể chơi Thất bại kể cả khi giữ Con Dấu Ma Thuật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="73"/>
        <source>Evil (4-5 players); knows nobody, but Morgan le Fay knows the Scion; may play Fail.</source>
        <translation>Ác (4-5 người chơi); không biết ai, nhưng Morgan le Fay biết Scion; có thể chơi Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="76"/>
        <source>Evil (6+ players); knows nobody and nobody on the Evil side knows the Changeling; may play Fail.</source>
        <translation>Ác (từ 6 người chơi); không biết ai và phe Ác cũng không biết Changeling; có thể chơi Thất bại.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="79"/>
        <source>Good (6+ players); may lower one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>Thiện (từ 6 người chơi); có thể hạ một tay đang giơ của bất kỳ người chơi nào trong Cơ Hội Cuối Cùng của Phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="83"/>
        <source>Good (9+ players; optional from 6); may move one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>Thiện (từ 9 người chơi; tùy chọn từ 6); có thể chuyển một tay đang giơ của bất kỳ người chơi nào trong Cơ Hội Cuối Cùng của Phe Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="87"/>
        <source>Evil; does not know the Minions; at the Final Quest may hunt two Good players by role.</source>
        <translation>Ác; không biết các Tay Sai của Mordred; trong Nhiệm Vụ Cuối Cùng có thể đi săn hai người chơi Thiện theo vai trò của họ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="90"/>
        <source>Good; learns whether the first Leader is Good or Evil; a Hunt must name the Cleric.</source>
        <translation>Thiện; biết Người Lãnh Đạo đầu tiên thuộc phe Thiện hay phe Ác; Cuộc Săn phải gọi tên Giáo sĩ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="93"/>
        <source>Good; must show Evil whenever their loyalty is checked.</source>
        <translation>Thiện; phải chỉ ra là phe Ác mỗi khi bị kiểm tra lòng trung thành.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="95"/>
        <source>Good; must play Fail when holding the Magic Token.</source>
        <translation>Thiện; phải chơi Thất bại khi giữ Con Dấu Ma Thuật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="100"/>
        <source>Good; knows Morgan le Fay; Evil wins if the Blind Hunter names Arthur first.</source>
        <translation>Thiện; biết Morgan le Fay; phe Ác thắng nếu Thợ Săn Mù xác định Arthur đầu tiên trong Cuộc Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="105"/>
        <source>Evil; knows the other Minions; must play Fail unless holding the Magic Token.</source>
        <translation>Ác; biết các Tay Sai khác của Mordred; phải chơi Thất bại trừ khi giữ Con Dấu Ma Thuật.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="108"/>
        <source>Evil; knows the other Minions; may show either loyalty when their loyalty is checked.</source>
        <translation>Ác; biết các Tay Sai khác của Mordred; khi bị kiểm tra lòng trung thành có thể chỉ ra phe nào cũng được.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="111"/>
        <source>Evil; knows the other Minions; is revealed at the Final Quest and cannot be pointed at.</source>
        <translation>Ác; biết các Tay Sai khác của Mordred; tiết lộ danh tính khi Nhiệm Vụ Cuối Cùng bắt đầu và không thể bị chỉ vào.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="114"/>
        <source>Evil; does not know the Minions; joins Good if both their hands end on Good players.</source>
        <translation>Ác; không biết các Tay Sai của Mordred; gia nhập phe Thiện nếu cuối cùng cả hai tay chỉ vào người chơi Thiện.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="97"/>
        <source>Good; points with one hand, and may raise the second once the Minions lower theirs.</source>
        <translation>Thiện; chỉ bằng một tay, và có thể giơ tay thứ hai sau khi Tay Sai của Mordred hạ tay xuống.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="103"/>
        <source>Evil; knows the other Minions; may play Fail only on quests 1 to 3.</source>
        <translation>Ác; biết các Tay Sai khác của Mordred; chỉ được chơi Thất bại trong Nhiệm Vụ 1 đến 3.</translation>
    </message>
</context>
</TS>
