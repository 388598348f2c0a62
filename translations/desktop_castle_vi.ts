<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>CastleDesktop</name>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="13"/>
        <source>Draw pile: {count}</source>
        <translation>Chồng rút: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="14"/>
        <source>Hand limit: {limit}</source>
        <translation>Giới hạn trên tay: {limit}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="15"/>
        <source>Profession stack: {count}</source>
        <translation>Chồng bài nghề: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="16"/>
        <source>Secret Bags now count as Key and Goblet</source>
        <translation>Túi bí mật giờ được tính là Chìa khóa và Chén thánh</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="17"/>
        <source>Drink of Power in play</source>
        <translation>Có Rượu quyền năng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="18"/>
        <source>1 item</source>
        <translation>1 vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="19"/>
        <source>{count} items</source>
        <translation>{count} vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="20"/>
        <source>Turn</source>
        <translation>Lượt</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="21"/>
        <source>{profession} (used)</source>
        <translation>{profession} (đã dùng)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="22"/>
        <source>{profession} (known)</source>
        <translation>{profession} (đã biết)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="23"/>
        <source>Attacker</source>
        <translation>Người tấn công</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="24"/>
        <source>Defender</source>
        <translation>Người phòng thủ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="25"/>
        <source>Sword</source>
        <translation>Kiếm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="26"/>
        <source>Shield</source>
        <translation>Khiên</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="27"/>
        <location filename="../desktop/games/castle/texts.py" line="126"/>
        <source>Neutral</source>
        <translation>Trung lập</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="28"/>
        <source>Hypnotised</source>
        <translation>Bị thôi miên</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="29"/>
        <source>{role}: {player}</source>
        <translation>{role}: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="30"/>
        <source>{side}: {total}</source>
        <translation>{side}: {total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="31"/>
        <source>Support: {players}</source>
        <translation>Ủng hộ: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="32"/>
        <source>Supporters: {count}</source>
        <translation>Người ủng hộ: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="33"/>
        <source>Neutral: {count}</source>
        <translation>Trung lập: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="34"/>
        <source>No support yet</source>
        <translation>Chưa ai ủng hộ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="35"/>
        <source>Shown: {cards}</source>
        <translation>Đã lật: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="36"/>
        <source>{card} ({player})</source>
        <translation>{card} ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="37"/>
        <source>Neutral: {players}</source>
        <translation>Trung lập: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="38"/>
        <source>Hypnotised: {player}</source>
        <translation>Bị thôi miên: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="39"/>
        <source>Duel: all support is void</source>
        <translation>Đấu tay đôi: mọi sự ủng hộ bị hủy</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="40"/>
        <source>Poison Mixer: {player} wins</source>
        <translation>Kẻ pha độc: {player} thắng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="41"/>
        <source>Poison Ring: {player} wins the tie</source>
        <translation>Nhẫn độc: {player} thắng khi hòa</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="42"/>
        <source>{player} used the Priest: no fight</source>
        <translation>{player} đã dùng Tu sĩ: không có trận đấu</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="43"/>
        <source>A tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="44"/>
        <source>{player} wins the fight</source>
        <translation>{player} thắng trận</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="45"/>
        <source>Declaring: {player}</source>
        <translation>Đang tuyên bố: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="46"/>
        <source>Does anyone use the Priest?</source>
        <translation>Có ai dùng Tu sĩ không?</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="47"/>
        <source>Declarations: {done} of {total}</source>
        <translation>Tuyên bố: {done} trên {total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="48"/>
        <source>Items and professions</source>
        <translation>Vật phẩm và nghề</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="49"/>
        <source>After the fight</source>
        <translation>Sau trận đấu</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="50"/>
        <source>Set up the cards for {count} players</source>
        <translation>Chuẩn bị bài cho {count} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="51"/>
        <source>{player} declares victory, naming {partners}</source>
        <translation>{player} tuyên bố chiến thắng, nêu tên {partners}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="52"/>
        <source>{player} declares victory alone</source>
        <translation>{player} tuyên bố chiến thắng một mình</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="54"/>
        <source>{player} declares victory, naming %n partner(s)</source>
        <translation>
            <numerusform>{player} tuyên bố chiến thắng, nêu tên %Ln đồng đội</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="55"/>
        <source>{player} tells the fortune of %n player(s)</source>
        <translation>
            <numerusform>{player} bói về %Ln người chơi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="56"/>
        <source>Victory items shown so far: {count}</source>
        <translation>Vật phẩm chiến thắng đã lật: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="57"/>
        <source>{player} claims victory with the Coat of Arms of the Loge</source>
        <translation>{player} tuyên bố chiến thắng bằng Huy hiệu của Hội kín</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="58"/>
        <source>{player} tells the fortune of {named}</source>
        <translation>{player} bói về {named}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="59"/>
        <source>{player}: {count}</source>
        <translation>{player}: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="60"/>
        <source>Shown so far: {counts}</source>
        <translation>Đã lật đến giờ: {counts}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="61"/>
        <source>The society card set aside: {society}</source>
        <translation>Lá phe để riêng: {society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="62"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} Người thắng: {winners}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="63"/>
        <source>Winner</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="66"/>
        <source>Set up the cards</source>
        <translation>Chuẩn bị bài</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="67"/>
        <source>{player}&apos;s turn</source>
        <translation>Lượt của {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="68"/>
        <source>Fight: {attacker} attacks {defender}</source>
        <translation>Trận đấu: {attacker} tấn công {defender}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="69"/>
        <source>{player}&apos;s turn: the declaration is checked</source>
        <translation>Lượt của {player}: đang kiểm tra lời tuyên bố</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="70"/>
        <source>The game is over</source>
        <translation>Ván đã kết thúc</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="73"/>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="74"/>
        <source>Pass</source>
        <translation>Bỏ lượt</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="75"/>
        <source>Trade an item</source>
        <translation>Trao đổi một vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="76"/>
        <source>Attack another player</source>
        <translation>Tấn công người chơi khác</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="77"/>
        <source>Declare victory alone</source>
        <translation>Tuyên bố chiến thắng một mình</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="78"/>
        <source>Declare victory naming one partner</source>
        <translation>Tuyên bố chiến thắng, nêu tên một đồng đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="79"/>
        <source>Declare victory naming {count} partners</source>
        <translation>Tuyên bố chiến thắng, nêu tên {count} đồng đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="80"/>
        <source>Claim victory with the Coat of Arms of the Loge</source>
        <translation>Tuyên bố chiến thắng bằng Huy hiệu của Hội kín</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="81"/>
        <source>Tell the fortune of one player</source>
        <translation>Bói về một người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="82"/>
        <source>Tell the fortune of {count} players</source>
        <translation>Bói về {count} người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="83"/>
        <source>Use the Clairvoyant</source>
        <translation>Dùng Nhà tiên tri</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="84"/>
        <source>Use the Diplomat</source>
        <translation>Dùng Nhà ngoại giao</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="85"/>
        <source>End the turn</source>
        <translation>Kết thúc lượt</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="86"/>
        <source>Accept and give an item back</source>
        <translation>Nhận và đưa lại một vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="87"/>
        <source>Accept the trade</source>
        <translation>Nhận trao đổi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="88"/>
        <source>Refuse the trade</source>
        <translation>Từ chối trao đổi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="89"/>
        <source>Use the Priest: the fight does not take place</source>
        <translation>Dùng Tu sĩ: trận đấu không diễn ra</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="90"/>
        <source>Do not use the Priest</source>
        <translation>Không dùng Tu sĩ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="91"/>
        <source>Nobody uses the Priest</source>
        <translation>Không ai dùng Tu sĩ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="92"/>
        <source>Use the Doctor: no post-fight action</source>
        <translation>Dùng Bác sĩ: không có hành động sau trận</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="93"/>
        <source>Do not use the Doctor</source>
        <translation>Không dùng Bác sĩ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="94"/>
        <source>Nobody uses the Doctor</source>
        <translation>Không ai dùng Bác sĩ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="95"/>
        <source>Show an item or a profession</source>
        <translation>Lật một vật phẩm hoặc một nghề</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="96"/>
        <source>Use the Poison Mixer</source>
        <translation>Dùng Kẻ pha độc</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="97"/>
        <source>Show nothing now</source>
        <translation>Chưa lật gì lúc này</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="98"/>
        <source>Nobody shows anything more: count the fight</source>
        <translation>Không ai lật thêm: tính điểm trận đấu</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="99"/>
        <source>Show the Poison Ring: win the tie</source>
        <translation>Lật Nhẫn độc: thắng khi hòa</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="100"/>
        <source>Do not show the Poison Ring</source>
        <translation>Không lật Nhẫn độc</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="101"/>
        <source>Nobody shows the Poison Ring</source>
        <translation>Không ai lật Nhẫn độc</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="102"/>
        <source>Use the Hypnotist</source>
        <translation>Dùng Nhà thôi miên</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="103"/>
        <source>Declare your side</source>
        <translation>Tuyên bố phe của bạn</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="104"/>
        <source>Choose the spoils</source>
        <translation>Chọn chiến lợi phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="105"/>
        <source>Draw an item after the tie?</source>
        <translation>Rút một vật phẩm sau khi hòa?</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="106"/>
        <source>Give one item to the Priest</source>
        <translation>Đưa một vật phẩm cho Tu sĩ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="109"/>
        <source>Item</source>
        <translation>Vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="110"/>
        <source>To</source>
        <translation>Cho</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="111"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="112"/>
        <source>Item you give back</source>
        <translation>Vật phẩm bạn đưa lại</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="113"/>
        <source>Partners</source>
        <translation>Đồng đội</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="114"/>
        <source>Named players</source>
        <translation>Những người được nêu tên</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="115"/>
        <source>Item or profession</source>
        <translation>Vật phẩm hoặc nghề</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="116"/>
        <source>Profession</source>
        <translation>Nghề</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="117"/>
        <source>Side</source>
        <translation>Phe</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="118"/>
        <source>Spoils</source>
        <translation>Chiến lợi phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="119"/>
        <source>Direction</source>
        <translation>Hướng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="120"/>
        <source>Winner of the fight</source>
        <translation>Người thắng trận</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="121"/>
        <source>Society</source>
        <translation>Phe</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="122"/>
        <source>Victory items shown</source>
        <translation>Số vật phẩm chiến thắng đã lật</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="123"/>
        <source>Keys and Goblets shown</source>
        <translation>Số Chìa khóa và Chén thánh đã lật</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="124"/>
        <source>Sword (the attacker)</source>
        <translation>Kiếm (người tấn công)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="125"/>
        <source>Shield (the defender)</source>
        <translation>Khiên (người phòng thủ)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="127"/>
        <source>Look at society and profession</source>
        <translation>Xem phe và nghề</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="128"/>
        <source>Look at the items and take one</source>
        <translation>Xem các vật phẩm và lấy một</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="129"/>
        <source>No spoils</source>
        <translation>Không lấy chiến lợi phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="131"/>
        <source>not in the game at this player count: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <extracomment>The Diplomat&apos;s demands that cannot succeed: still allowed, the target then shows every item and the turn ends.</extracomment>
        <translation>không có trong trò chơi với số người chơi này: yêu cầu này không thể thành công (người bị hỏi cho xem mọi vật phẩm của mình và lượt kết thúc)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="134"/>
        <source>the Diplomat holds every copy: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <translation>Nhà ngoại giao giữ mọi lá của vật phẩm này: yêu cầu này không thể thành công (người bị hỏi cho xem mọi vật phẩm của mình và lượt kết thúc)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="137"/>
        <source>To the left</source>
        <translation>Sang trái</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="138"/>
        <source>To the right</source>
        <translation>Sang phải</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="139"/>
        <source>The attacker, {player}</source>
        <translation>Người tấn công, {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="140"/>
        <source>The defender, {player}</source>
        <translation>Người phòng thủ, {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="141"/>
        <source>Execute the effect</source>
        <translation>Thực hiện hiệu ứng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="142"/>
        <source>Decline the effect</source>
        <translation>Bỏ qua hiệu ứng</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="143"/>
        <source>Draw an item</source>
        <translation>Rút một vật phẩm</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="144"/>
        <source>Do not draw</source>
        <translation>Không rút</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="145"/>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="146"/>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="147"/>
        <source>No effect announced</source>
        <translation>Không công bố hiệu ứng nào</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="150"/>
        <source>Your society: {society}</source>
        <translation>Phe của bạn: {society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="151"/>
        <source>Your profession: {profession}</source>
        <translation>Nghề của bạn: {profession}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="152"/>
        <source>Your profession: {profession} (face up)</source>
        <translation>Nghề của bạn: {profession} (đã lật ngửa)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="153"/>
        <source>Your items: {items}</source>
        <translation>Vật phẩm của bạn: {items}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="154"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="155"/>
        <source>What you have learned:</source>
        <translation>Những gì bạn đã biết:</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="156"/>
        <source>their society, profession and items</source>
        <translation>phe, nghề và vật phẩm của họ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="157"/>
        <source>a card only they may know</source>
        <translation>một lá bài chỉ họ được biết</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="160"/>
        <source>The attacker may hypnotise the player who has just declared. If {attacker} asks for the laptop, give it to them.</source>
        <translation>Người tấn công có thể thôi miên người vừa tuyên bố. Nếu {attacker} xin laptop, hãy đưa cho họ.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="162"/>
        <source>{attacker} asks for the laptop</source>
        <translation>{attacker} xin laptop</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="163"/>
        <source>The attacker may hypnotise the player who has just declared: {attacker} decides on their phone.</source>
        <translation>Người tấn công có thể thôi miên người vừa tuyên bố: {attacker} quyết định trên điện thoại của mình.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="165"/>
        <source>I am {attacker}: open</source>
        <translation>Tôi là {attacker}: mở</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="166"/>
        <source>There is nothing for you to choose now.</source>
        <translation>Lúc này bạn không có gì để chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="167"/>
        <source>Done: give the laptop back</source>
        <translation>Xong: trả lại laptop</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="170"/>
        <source>Give the laptop to {player}.</source>
        <translation>Đưa laptop cho {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="171"/>
        <source>Each player who may use this card is asked in turn, on a screen of their own; everyone sees the same two choices.</source>
        <translation>Lần lượt từng người chơi có thể dùng lá bài này được hỏi trên màn hình riêng của mình; ai cũng thấy cùng hai lựa chọn.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/__init__.py" line="33"/>
        <source>The player who has travelled farthest begins; or one drawn at random.</source>
        <extracomment>The wizard&apos;s explanation of the start player (chosen by name there; the engine&apos;s counts seats from 0).</extracomment>
        <translation>Người đã đi xa nhất đi đầu; hoặc một người được chọn ngẫu nhiên.</translation>
    </message>
</context>
</TS>
