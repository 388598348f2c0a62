<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>castle</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="21"/>
        <source>Order</source>
        <translation>Giáo đoàn</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="22"/>
        <source>Brotherhood</source>
        <translation>Hội Huynh đệ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="60"/>
        <source>Key</source>
        <translation>Chìa khóa</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="62"/>
        <source>Goblet</source>
        <translation>Chén thánh</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Secret Bag (Key)</source>
        <translation>Túi bí mật (Chìa khóa)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Secret Bag (Goblet)</source>
        <translation>Túi bí mật (Chén thánh)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>Dagger</source>
        <translation>Dao găm</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>Gloves</source>
        <translation>Găng tay</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="70"/>
        <source>Poison Ring</source>
        <translation>Nhẫn độc</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="72"/>
        <source>Casting Knives</source>
        <translation>Dao phóng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="74"/>
        <source>Whip</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="76"/>
        <source>Privilege</source>
        <translation>Đặc quyền</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="78"/>
        <source>Monocle</source>
        <translation>Kính một mắt</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Black Pearl</source>
        <translation>Ngọc trai đen</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Tome</source>
        <translation>Sách cổ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Coat</source>
        <translation>Áo choàng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="86"/>
        <source>Sextant</source>
        <translation>Kính lục phân</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Broken Mirror</source>
        <translation>Gương vỡ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Coat of Arms of the Loge</source>
        <translation>Huy hiệu của Hội kín</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="109"/>
        <source>Drink of Power</source>
        <translation>Rượu quyền năng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Diplomat</source>
        <translation>Nhà ngoại giao</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Doctor</source>
        <translation>Bác sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Duelist</source>
        <translation>Đấu sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Poison Mixer</source>
        <translation>Kẻ pha độc</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Grand Master</source>
        <translation>Đại sư</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Clairvoyant</source>
        <translation>Nhà tiên tri</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Hypnotist</source>
        <translation>Nhà thôi miên</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Bodyguard</source>
        <translation>Vệ sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Priest</source>
        <translation>Tu sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Thug</source>
        <translation>Côn đồ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="176"/>
        <source>sword</source>
        <translation>kiếm</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="177"/>
        <source>shield</source>
        <translation>khiên</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="178"/>
        <source>neutral</source>
        <translation>trung lập</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="7"/>
        <source>Castle of the Devil</source>
        <translation>Lâu đài của Quỷ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="8"/>
        <source>nothing</source>
        <translation>không có gì</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="9"/>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="12"/>
        <source>Castle of the Devil needs 3 to 10 players, not {count}.</source>
        <translation>Lâu đài của Quỷ cần 3 đến 10 người chơi, không phải {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="13"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>Tùy chọn “{option}” không thể là “{value}”.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="14"/>
        <source>An option is not one of this game&apos;s options.</source>
        <translation>Có một tùy chọn không thuộc trò chơi này.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="15"/>
        <source>Castle of the Devil has no role list: leave the roles empty.</source>
        <translation>Lâu đài của Quỷ không có danh sách vai: hãy để trống.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="18"/>
        <source>Cards</source>
        <translation>Bài</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="19"/>
        <source>Physical: the table deals its own cards and the app tracks turns, fights and declarations. App: the app deals and each player sees their own cards privately.</source>
        <translation>Bài thật: bàn chơi tự chia bài và ứng dụng theo dõi lượt, trận đánh và tuyên bố. Ứng dụng: ứng dụng chia bài và mỗi người xem riêng bài của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="21"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="22"/>
        <source>Dealt by the app</source>
        <translation>Ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="23"/>
        <source>Start player</source>
        <translation>Người đi đầu</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="24"/>
        <source>The seat of the player who has travelled farthest (counted from 0); -1 chooses at random.</source>
        <translation>Ghế của người đã đi xa nhất (đếm từ 0); -1 là chọn ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="25"/>
        <source>Beginner game (sealed items only)</source>
        <translation>Ván cho người mới (chỉ vật phẩm có ấn)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="26"/>
        <source>Use only the items with the seal in the lower left corner.</source>
        <translation>Chỉ dùng các vật phẩm có ấn ở góc dưới bên trái.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="27"/>
        <source>Variant: Smuggling</source>
        <translation>Biến thể: Buôn lậu</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="28"/>
        <source>Each trader decides whether the effect of the item they traded away is executed; a declined item is not named.</source>
        <translation>Mỗi người giao dịch quyết định hiệu ứng của vật phẩm mình trao đi có được thực hiện không; vật phẩm bị từ chối hiệu ứng thì không được nêu tên.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="30"/>
        <source>Variant: Fortune-telling</source>
        <translation>Biến thể: Bói toán</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="31"/>
        <source>A player may name the opposing players who hold 3 or more of their victory items.</source>
        <translation>Một người chơi có thể gọi tên những người phe đối địch đang giữ từ 3 vật phẩm chiến thắng trở lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="32"/>
        <source>Starting items at 3 players</source>
        <translation>Vật phẩm khởi đầu khi 3 người</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="33"/>
        <source>How many items each player is dealt at the start of a 3-player game.</source>
        <translation>Mỗi người được chia bao nhiêu vật phẩm khi bắt đầu ván 3 người.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="34"/>
        <source>Two each</source>
        <translation>Mỗi người hai</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="35"/>
        <source>One each</source>
        <translation>Mỗi người một</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="36"/>
        <source>Who may receive surplus items</source>
        <translation>Ai được nhận vật phẩm dư</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="37"/>
        <source>A player over the hand limit gives the surplus away at once.</source>
        <translation>Người vượt giới hạn bài trên tay phải cho ngay phần dư.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="38"/>
        <source>Only players below their limit</source>
        <translation>Chỉ người chưa đạt giới hạn</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="39"/>
        <source>Any other player</source>
        <translation>Bất kỳ người chơi nào khác</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="40"/>
        <source>Trade effects may be declined</source>
        <translation>Có thể từ chối hiệu ứng giao dịch</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="41"/>
        <source>The player who traded an item away may decline its effect (it is still named).</source>
        <translation>Người trao vật phẩm đi có thể từ chối hiệu ứng của nó (vẫn được nêu tên).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="42"/>
        <source>Order of the two trade effects</source>
        <translation>Thứ tự hai hiệu ứng giao dịch</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="43"/>
        <source>Whose effect resolves first when both traded items have one.</source>
        <translation>Hiệu ứng của ai được thực hiện trước khi cả hai vật phẩm đều có hiệu ứng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="44"/>
        <source>The active player&apos;s first</source>
        <translation>Người đến lượt trước</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="45"/>
        <source>The receiver&apos;s first</source>
        <translation>Người nhận trước</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="46"/>
        <source>Diplomat exchanges have trade effects</source>
        <translation>Trao đổi của Nhà ngoại giao có hiệu ứng giao dịch</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="47"/>
        <source>The Diplomat&apos;s exchange is a trade: the effects of both items fire.</source>
        <translation>Trao đổi của Nhà ngoại giao là một giao dịch: hiệu ứng của cả hai vật phẩm đều xảy ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="48"/>
        <source>When the Diplomat and the Clairvoyant may act</source>
        <translation>Khi nào Nhà ngoại giao và Nhà tiên tri được hành động</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="49"/>
        <source>On one&apos;s own turn, before the action only, or also after it.</source>
        <translation>Trong lượt của mình, chỉ trước hành động, hoặc cả sau đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="50"/>
        <source>Before the action</source>
        <translation>Trước hành động</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="51"/>
        <source>Before or after the action</source>
        <translation>Trước hoặc sau hành động</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="52"/>
        <source>When the Hypnotist chooses</source>
        <translation>Khi nào Nhà thôi miên chọn</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="53"/>
        <source>Right after the target&apos;s declaration, or once after all declarations.</source>
        <translation>Ngay khi mục tiêu chọn phe, hoặc một lần sau khi mọi người đã chọn phe.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="54"/>
        <source>Right after the declaration</source>
        <translation>Ngay khi người đó chọn phe</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="55"/>
        <source>After all declarations</source>
        <translation>Sau khi mọi người đã chọn phe</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="56"/>
        <source>The Duelist gives +1</source>
        <translation>Đấu sĩ được +1</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="57"/>
        <source>Besides voiding all support, the Duelist&apos;s side gets +1.</source>
        <translation>Ngoài việc hủy mọi sự ủng hộ, phe của Đấu sĩ được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="58"/>
        <source>The Duelist blocks the Poison Mixer</source>
        <translation>Đấu sĩ chặn Kẻ pha độc</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="59"/>
        <source>After a Duelist, nobody may use the Poison Mixer in that fight.</source>
        <translation>Sau Đấu sĩ, không ai được dùng Kẻ pha độc trong trận đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="60"/>
        <source>When the Poison Ring is shown</source>
        <translation>Khi nào Nhẫn độc được trình ra</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="61"/>
        <source>With the other modifiers, or only after the count finds a tie.</source>
        <translation>Cùng các hiệu chỉnh khác, hoặc chỉ sau khi tính ra hòa.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="62"/>
        <source>With the other modifiers</source>
        <translation>Cùng các hiệu chỉnh khác</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="63"/>
        <source>After a tied count</source>
        <translation>Sau khi tính ra hòa</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="64"/>
        <source>Tied fights</source>
        <translation>Trận đánh hòa</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="65"/>
        <source>The rulebook lets the attacker draw an item; the house rule gives the fight to the defender.</source>
        <translation>Luật cho người tấn công rút một vật phẩm; luật nhà cho người phòng thủ thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="66"/>
        <source>The attacker may draw</source>
        <translation>Người tấn công được rút</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="67"/>
        <source>The defender wins</source>
        <translation>Người phòng thủ thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="68"/>
        <source>When the Doctor acts</source>
        <translation>Khi nào Bác sĩ hành động</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="69"/>
        <source>After the winner announces the spoils, or before.</source>
        <translation>Sau khi người thắng công bố chiến lợi phẩm, hoặc trước đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="70"/>
        <source>After the winner&apos;s choice</source>
        <translation>Sau lựa chọn của người thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="71"/>
        <source>Before the winner&apos;s choice</source>
        <translation>Trước lựa chọn của người thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="72"/>
        <source>The Doctor may prevent the tie draw</source>
        <translation>Bác sĩ có thể ngăn việc rút bài khi hòa</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="73"/>
        <source>The attacker&apos;s draw after a tie is a post-fight action too.</source>
        <translation>Việc người tấn công rút bài sau khi hòa cũng là hành động sau trận.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="74"/>
        <source>The give-back excludes the taken item</source>
        <translation>Không được trả lại chính vật phẩm vừa lấy</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="75"/>
        <source>A winner who took the loser&apos;s last item may not give that same item back.</source>
        <translation>Người thắng đã lấy vật phẩm cuối cùng của người thua không được trả lại chính vật phẩm đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="76"/>
        <source>A wrong Coat of Arms claim</source>
        <translation>Tuyên bố sai bằng Huy hiệu</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="77"/>
        <source>Refused, or lost by the claimant&apos;s society.</source>
        <translation>Bị từ chối, hoặc phe của người tuyên bố thua.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="78"/>
        <source>Refused</source>
        <translation>Bị từ chối</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="79"/>
        <source>The claimant&apos;s society loses</source>
        <translation>Phe của người tuyên bố thua</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="80"/>
        <source>A Drink of Power allows declaring</source>
        <translation>Rượu quyền năng cho phép tuyên bố</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="81"/>
        <source>At odd player counts anyone may declare with a Drink of Power and no victory item; the Drink still counts only for the weaker society.</source>
        <translation>Khi số người chơi lẻ, ai cũng có thể tuyên bố với Rượu quyền năng mà không cần vật phẩm chiến thắng; Rượu vẫn chỉ được tính cho phe yếu hơn.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="83"/>
        <source>The Coat&apos;s new profession</source>
        <translation>Nghề mới từ Áo choàng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="84"/>
        <source>Chosen after looking through the profession stack, or drawn blind.</source>
        <translation>Chọn sau khi xem chồng bài nghề, hoặc rút ngẫu nhiên.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="85"/>
        <source>Chosen</source>
        <translation>Tự chọn</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="86"/>
        <source>Drawn at random</source>
        <translation>Rút ngẫu nhiên</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="87"/>
        <source>Scenario start (records only)</source>
        <translation>Bắt đầu theo tình huống (chỉ cho biên bản)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="88"/>
        <source>A deal fixed by a record may place the items anywhere, to start from a worked example&apos;s stated hands; every card must still be there once. Dealt games always follow the setup.</source>
        <translation>Lượt chia bài ghi sẵn trong biên bản được đặt vật phẩm ở bất kỳ đâu, để bắt đầu từ các tay bài nêu trong một ví dụ minh họa; mỗi lá vẫn phải có mặt đúng một lần. Ván do ứng dụng chia luôn theo đúng cách chuẩn bị.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="93"/>
        <source>Each of the {count} players takes one character card; put the others away.</source>
        <translation>Mỗi người trong {count} người chơi lấy một lá nhân vật; cất các lá còn lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="94"/>
        <source>Shuffle the 10 profession cards and deal one face down to each player; the other {stack} form the face-down profession stack.</source>
        <translation>Xáo 10 lá nghề và chia úp cho mỗi người một lá; {stack} lá còn lại tạo thành chồng bài nghề úp.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="96"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player.</source>
        <translation>Lấy mỗi loại {each} lá phe, Giáo đoàn và Hội Huynh đệ, xáo và chia úp cho mỗi người một lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="98"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player; set the last card aside unseen.</source>
        <translation>Lấy mỗi loại {each} lá phe, Giáo đoàn và Hội Huynh đệ, xáo và chia úp cho mỗi người một lá; để riêng lá cuối mà không ai xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="100"/>
        <source>Give each of the {count} players one Drink of Power card.</source>
        <translation>Phát cho mỗi người trong {count} người chơi một lá Rượu quyền năng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="101"/>
        <source>Remove from the game: {items}.</source>
        <translation>Loại khỏi trò chơi: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="102"/>
        <source>Beginner game: remove every item without the seal.</source>
        <translation>Ván cho người mới: loại mọi vật phẩm không có ấn.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="103"/>
        <source>Set both Secret Bags aside; shuffle the sealed items and take {count} of them.</source>
        <translation>Để riêng hai Túi bí mật; xáo các vật phẩm có ấn và lấy {count} lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="104"/>
        <source>Shuffle those items with both Secret Bags and deal one face down to each player.</source>
        <translation>Xáo các vật phẩm đó cùng hai Túi bí mật và chia úp cho mỗi người một lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="105"/>
        <source>Shuffle those items with both Secret Bags and deal two face down to each player.</source>
        <translation>Xáo các vật phẩm đó cùng hai Túi bí mật và chia úp cho mỗi người hai lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="106"/>
        <source>Shuffle all the other items, sealed or not, into a face-down draw pile of {count} cards.</source>
        <translation>Xáo mọi vật phẩm còn lại, có ấn hay không, thành chồng rút úp gồm {count} lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="107"/>
        <source>Hand limit: {limit} items.</source>
        <translation>Giới hạn trên tay: {limit} vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="108"/>
        <source>Set up the cards as described, then start the game.</source>
        <translation>Chuẩn bị bài như hướng dẫn, rồi bắt đầu ván.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="111"/>
        <source>{player}&apos;s turn: pass, trade an item, attack another player or declare victory.</source>
        <translation>Lượt của {player}: bỏ lượt, giao dịch vật phẩm, tấn công người khác hoặc tuyên bố chiến thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="112"/>
        <source>End the turn, or use the Diplomat or the Clairvoyant first.</source>
        <translation>Kết thúc lượt, hoặc dùng Nhà ngoại giao hay Nhà tiên tri trước.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="113"/>
        <source>Choose the cards to put on top of the draw pile, the top card first.</source>
        <translation>Chọn các lá đặt lên đầu chồng rút, lá trên cùng trước.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="114"/>
        <source>Does {player} have the {item}?</source>
        <translation>{player} có {item} không?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="115"/>
        <source>Hand the demanded item to the Diplomat.</source>
        <translation>Đưa vật phẩm bị đòi cho Nhà ngoại giao.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="116"/>
        <source>Choose the item you give in return.</source>
        <translation>Chọn vật phẩm bạn đưa lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="117"/>
        <source>{player} offers you an item: accept and give one back, or refuse.</source>
        <translation>{player} đưa bạn một vật phẩm: nhận và đưa lại một vật phẩm, hoặc từ chối.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="118"/>
        <source>Which traded item&apos;s effect was announced?</source>
        <translation>Hiệu ứng của vật phẩm giao dịch nào đã được công bố?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="119"/>
        <source>Execute the effect of the item you traded away?</source>
        <translation>Thực hiện hiệu ứng của vật phẩm bạn đã trao đi?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="120"/>
        <source>Choose your new profession from the profession stack.</source>
        <translation>Chọn nghề mới từ chồng bài nghề.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="121"/>
        <source>Choose the direction in which everyone passes one item.</source>
        <translation>Chọn hướng mà mọi người chuyền một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="122"/>
        <source>Choose the item you pass on.</source>
        <translation>Chọn vật phẩm bạn chuyền đi.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="123"/>
        <source>Over the hand limit of {limit}: give an item to another player.</source>
        <translation>Vượt giới hạn {limit}: hãy cho người khác một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="124"/>
        <source>Before anyone declares: does anyone use the Priest?</source>
        <translation>Trước khi có ai chọn phe: có ai dùng Tu sĩ không?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="125"/>
        <source>Give one of your items to the Priest.</source>
        <translation>Đưa một vật phẩm của bạn cho Tu sĩ.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="126"/>
        <source>Declare sword, shield or neutral.</source>
        <translation>Chọn phe: kiếm, khiên hoặc trung lập.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="127"/>
        <source>Hypnotise a player who has declared.</source>
        <translation>Thôi miên một người đã chọn phe.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="128"/>
        <source>Use an item or a profession for the fight, or pass.</source>
        <translation>Dùng một vật phẩm hay một nghề cho trận đánh, hoặc bỏ qua.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="129"/>
        <source>Last word: use the Grand Master, the Duelist or the Poison Mixer, or pass.</source>
        <translation>Lời cuối: dùng Đại sư, Đấu sĩ hoặc Kẻ pha độc, hoặc bỏ qua.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="130"/>
        <source>The fight is tied: does a combatant show the Poison Ring?</source>
        <translation>Trận đánh hòa: có người tham chiến nào trình Nhẫn độc không?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="131"/>
        <source>Choose the spoils: look at society and profession, or look at the items and take one.</source>
        <translation>Chọn chiến lợi phẩm: xem phe và nghề, hoặc xem các vật phẩm và lấy một.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="132"/>
        <source>A tie: draw an item from the draw pile?</source>
        <translation>Hòa: rút một vật phẩm từ chồng rút?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="133"/>
        <source>Does anyone use the Doctor to prevent the post-fight action?</source>
        <translation>Có ai dùng Bác sĩ để ngăn hành động sau trận không?</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="134"/>
        <source>Choose the item you take.</source>
        <translation>Chọn vật phẩm bạn lấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="135"/>
        <source>The loser has no item left: give one of yours back.</source>
        <translation>Người thua không còn vật phẩm: hãy trả lại một vật phẩm của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="136"/>
        <source>Enter what {player} reveals.</source>
        <translation>Nhập những gì {player} lật ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="137"/>
        <source>Enter {player}&apos;s society card.</source>
        <translation>Nhập lá phe của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="138"/>
        <source>Turn over the society card that was set aside.</source>
        <translation>Lật lá phe đã được để riêng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="139"/>
        <source>The declaration is not allowed: withdraw it.</source>
        <translation>Lời tuyên bố không hợp lệ: hãy rút lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="142"/>
        <source>{offerer} offers {player} an item: {player} accepts and gives one back, or refuses.</source>
        <translation>{offerer} đưa cho {player} một vật phẩm: {player} nhận và trả lại một vật phẩm, hoặc từ chối.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="143"/>
        <source>{player} chooses the item to give in return.</source>
        <translation>{player} chọn vật phẩm để trả lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="144"/>
        <source>{player} decides whether to execute the effect of the item traded away.</source>
        <translation>{player} quyết định có thực hiện hiệu ứng của vật phẩm đã trao đổi đi hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="145"/>
        <source>{player} chooses a new profession from the profession stack.</source>
        <translation>{player} chọn một nghề mới từ chồng bài nghề.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="146"/>
        <source>Each player chooses an item to pass on.</source>
        <translation>Mỗi người chơi chọn một vật phẩm để chuyền đi.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="147"/>
        <source>{player} gives one item to the Priest.</source>
        <translation>{player} đưa một vật phẩm cho Tu sĩ.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="148"/>
        <source>{player} chooses the item to take.</source>
        <translation>{player} chọn vật phẩm để lấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="149"/>
        <source>The loser has no item left: {player} gives one back.</source>
        <translation>Người thua không còn vật phẩm nào: {player} trả lại một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="152"/>
        <source>{player} must choose another player.</source>
        <translation>{player} phải chọn người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="153"/>
        <source>{player} does not hold the {item}.</source>
        <translation>{player} không giữ {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="154"/>
        <source>A Secret Bag cannot be traded for the other Secret Bag.</source>
        <translation>Không thể đổi Túi bí mật lấy Túi bí mật kia.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="155"/>
        <source>{player} must accept the {item}.</source>
        <translation>{player} phải nhận {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="156"/>
        <source>{player} holds only the other Secret Bag and must refuse the trade.</source>
        <translation>{player} chỉ có Túi bí mật kia và phải từ chối giao dịch.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="157"/>
        <source>{player} must give back another item, not the one just received.</source>
        <translation>{player} phải đưa lại một vật phẩm khác, không phải vật phẩm vừa nhận.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="158"/>
        <source>{player} holds the Black Pearl and cannot declare victory.</source>
        <translation>{player} giữ Ngọc trai đen và không thể tuyên bố chiến thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="159"/>
        <source>{player} holds no victory item of their society and cannot declare victory.</source>
        <translation>{player} không có vật phẩm chiến thắng nào của phe mình và không thể tuyên bố chiến thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="160"/>
        <source>{player} does not hold the Coat of Arms of the Loge.</source>
        <translation>{player} không giữ Huy hiệu của Hội kín.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="161"/>
        <source>{player} holds only {count} Keys and Goblets; the Coat of Arms of the Loge needs 3.</source>
        <translation>{player} chỉ có {count} Chìa khóa và Chén thánh; Huy hiệu của Hội kín cần 3.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="162"/>
        <source>{player} holds fewer than 3 items; the Coat of Arms of the Loge needs 3 Keys and Goblets.</source>
        <translation>{player} giữ ít hơn 3 vật phẩm; Huy hiệu của Hội kín cần 3 Chìa khóa và Chén thánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="164"/>
        <source>{player} is not the {profession}.</source>
        <translation>{player} không phải là {profession}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="165"/>
        <source>{player}&apos;s {profession} has already been used.</source>
        <translation>{profession} của {player} đã được dùng rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="166"/>
        <source>The draw pile is empty.</source>
        <translation>Chồng rút đã hết.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="167"/>
        <source>{player} cannot use the {card} in this position of the fight.</source>
        <translation>{player} không thể dùng {card} ở vị trí này trong trận đánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="168"/>
        <source>The {card} has already been used in this fight.</source>
        <translation>{card} đã được dùng trong trận này.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="169"/>
        <source>{player} is hypnotised and may use no item or profession in this fight.</source>
        <translation>{player} bị thôi miên và không được dùng vật phẩm hay nghề nào trong trận này.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="170"/>
        <source>{player} may hypnotise only the player who has just declared, once per fight.</source>
        <translation>{player} chỉ được thôi miên người vừa chọn phe, một lần mỗi trận.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="171"/>
        <source>{player} may hypnotise one player who has declared, once per fight, after the last declaration and before the first item or profession is used.</source>
        <translation>{player} chỉ được thôi miên một người đã chọn phe, một lần mỗi trận, sau khi người cuối cùng chọn phe và trước khi vật phẩm hay nghề đầu tiên được dùng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="173"/>
        <source>{player} has no room below the hand limit.</source>
        <translation>{player} đã đạt giới hạn trên tay.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="174"/>
        <source>Name at least one player.</source>
        <translation>Hãy nêu tên ít nhất một người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="175"/>
        <source>{player} holds only the other Secret Bag and could give nothing back for it.</source>
        <translation>{player} chỉ có Túi bí mật kia và không thể đưa lại gì.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="176"/>
        <source>The Fortune-telling variant is not in play.</source>
        <translation>Biến thể Bói toán không được dùng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="177"/>
        <source>After everyone has passed, only the Grand Master, the Duelist and the Poison Mixer may still be used.</source>
        <translation>Sau khi mọi người đã bỏ qua, chỉ còn được dùng Đại sư, Đấu sĩ và Kẻ pha độc.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="181"/>
        <source>The cards are dealt; the draw pile has {pile} cards.</source>
        <translation>Đã chia bài; chồng rút có {pile} lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="182"/>
        <source>The table has set up its cards.</source>
        <translation>Bàn chơi đã chuẩn bị xong bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="183"/>
        <source>{player}&apos;s {profession} lies face up from the start.</source>
        <translation>{profession} của {player} được lật ngửa ngay từ đầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="184"/>
        <source>{player}&apos;s {profession} lies face up from the start and has been used.</source>
        <translation>{profession} của {player} được lật ngửa ngay từ đầu và đã được dùng rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="185"/>
        <source>{player}&apos;s turn.</source>
        <translation>Lượt của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="186"/>
        <source>{player} passes.</source>
        <translation>{player} bỏ lượt.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="187"/>
        <source>{player} offers {to} an item.</source>
        <translation>{player} đưa {to} một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="188"/>
        <source>{player} refuses {offerer}&apos;s offer.</source>
        <translation>{player} từ chối đề nghị của {offerer}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="189"/>
        <source>{player} traded with {partner} (accepted).</source>
        <translation>{player} đã giao dịch với {partner} (được chấp nhận).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="190"/>
        <source>{player} traded away the {item}.</source>
        <translation>{player} đã trao đi {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="191"/>
        <source>{player} declines the effect of the {item}.</source>
        <translation>{player} từ chối hiệu ứng của {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="192"/>
        <source>{player} draws an item.</source>
        <translation>{player} rút một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="193"/>
        <source>The draw pile is empty: the Secret Bag (Key) is now a Key and the Secret Bag (Goblet) a Goblet.</source>
        <translation>Chồng rút đã hết: Túi bí mật (Chìa khóa) giờ là Chìa khóa và Túi bí mật (Chén thánh) là Chén thánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="195"/>
        <source>{player} is over the hand limit of {limit} and must give an item away.</source>
        <translation>{player} vượt giới hạn {limit} và phải cho đi một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="196"/>
        <source>{player} gives an item to {to}.</source>
        <translation>{player} đưa một vật phẩm cho {to}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="197"/>
        <source>{first} and {second} swap professions.</source>
        <translation>{first} và {second} đổi nghề cho nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="198"/>
        <source>{player} exchanges their profession with the profession stack.</source>
        <translation>{player} đổi nghề với chồng bài nghề.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="199"/>
        <source>Everyone passes one item to the left.</source>
        <translation>Mọi người chuyền một vật phẩm sang trái.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="200"/>
        <source>Everyone passes one item to the right.</source>
        <translation>Mọi người chuyền một vật phẩm sang phải.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="201"/>
        <source>Everyone has passed an item.</source>
        <translation>Mọi người đã chuyền xong.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="202"/>
        <source>{player} uses the Clairvoyant.</source>
        <translation>{player} dùng Nhà tiên tri.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="203"/>
        <source>{player} uses the Diplomat and demands the {item} from {target}.</source>
        <translation>{player} dùng Nhà ngoại giao và đòi {item} từ {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="204"/>
        <source>{target} has no {item} and shows their items to the Diplomat; the turn ends.</source>
        <translation>{target} không có {item} và cho Nhà ngoại giao xem các vật phẩm; lượt kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="205"/>
        <source>{target} hands the {item} to {player} and gets an item back.</source>
        <translation>{target} đưa {item} cho {player} và nhận lại một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="206"/>
        <source>{attacker} attacks {defender}.</source>
        <translation>{attacker} tấn công {defender}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="207"/>
        <source>{player} uses the Priest: the fight does not take place.</source>
        <translation>{player} dùng Tu sĩ: trận đánh không xảy ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="208"/>
        <source>{player} declares {side}.</source>
        <translation>{player} chọn {side}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="209"/>
        <source>{player} hypnotises {target}: their declaration no longer counts.</source>
        <translation>{player} thôi miên {target}: lựa chọn phe của người đó không còn được tính.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="210"/>
        <source>{player} uses the {card} ({attack} against {defence}).</source>
        <translation>{player} dùng {card} ({attack} đấu {defence}).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="211"/>
        <source>Everyone has passed: last word for the Grand Master, the Duelist and the Poison Mixer.</source>
        <translation>Mọi người đã bỏ qua: lời cuối dành cho Đại sư, Đấu sĩ và Kẻ pha độc.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="212"/>
        <source>{player} fights a duel: all support is void.</source>
        <translation>{player} đấu tay đôi: mọi sự ủng hộ bị hủy.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="213"/>
        <source>{player} uses the Poison Mixer: {winner} wins the fight.</source>
        <translation>{player} dùng Kẻ pha độc: {winner} thắng trận.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="214"/>
        <source>The fight is tied, {attack} against {defence}.</source>
        <translation>Trận đánh hòa, {attack} đấu {defence}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="215"/>
        <source>{player} wins the fight ({attack} against {defence}).</source>
        <translation>{player} thắng trận ({attack} đấu {defence}).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="216"/>
        <source>{player} chooses to look at the loser&apos;s society and profession.</source>
        <translation>{player} chọn xem phe và nghề của người thua.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="217"/>
        <source>{player} chooses to look at the loser&apos;s items and take one.</source>
        <translation>{player} chọn xem các vật phẩm của người thua và lấy một.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="218"/>
        <source>{player} takes no spoils.</source>
        <translation>{player} không lấy chiến lợi phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="219"/>
        <source>{player} will draw an item.</source>
        <translation>{player} sẽ rút một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="220"/>
        <source>{player} uses the Doctor: the post-fight action does not happen.</source>
        <translation>{player} dùng Bác sĩ: hành động sau trận không xảy ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="221"/>
        <source>{winner} looks at {loser}&apos;s society and profession cards.</source>
        <translation>{winner} xem lá phe và lá nghề của {loser}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="222"/>
        <source>{winner} takes an item from {loser}.</source>
        <translation>{winner} lấy một vật phẩm của {loser}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="223"/>
        <source>{winner} gives {loser} an item back.</source>
        <translation>{winner} trả lại {loser} một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="224"/>
        <source>The fight is over.</source>
        <translation>Trận đánh kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="225"/>
        <source>{player} declares victory, naming {partners}.</source>
        <translation>{player} tuyên bố chiến thắng, nêu tên {partners}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="226"/>
        <source>{player} claims victory with the Coat of Arms of the Loge.</source>
        <translation>{player} tuyên bố chiến thắng bằng Huy hiệu của Hội kín.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="227"/>
        <source>{player} tells the fortune of {named}.</source>
        <translation>{player} bói về {named}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="228"/>
        <source>{player} is {society} and holds: {items}.</source>
        <translation>{player} thuộc {society} và giữ: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="229"/>
        <source>{player} holds: {items}.</source>
        <translation>{player} giữ: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="230"/>
        <source>{player} is {society} and shows {count} victory items.</source>
        <translation>{player} thuộc {society} và trình {count} vật phẩm chiến thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="231"/>
        <source>{player} shows {count} Keys and Goblets.</source>
        <translation>{player} trình {count} Chìa khóa và Chén thánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="232"/>
        <location filename="../engine/games/castle/texts.py" line="242"/>
        <source>{player} is {society}.</source>
        <translation>{player} thuộc {society}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="233"/>
        <source>The society card set aside is {society}.</source>
        <translation>Lá phe được để riêng là {society}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="234"/>
        <source>{player}&apos;s declaration is withdrawn; the turn goes on.</source>
        <translation>Lời tuyên bố của {player} được rút lại; lượt tiếp tục.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="237"/>
        <source>You are {society}, your profession is the {profession}, and you hold: {items}.</source>
        <translation>Bạn thuộc {society}, nghề của bạn là {profession}, và bạn giữ: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="238"/>
        <source>You drew the {item}.</source>
        <translation>Bạn đã rút {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="239"/>
        <source>{player} offers you the {item}.</source>
        <translation>{player} đưa bạn {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="240"/>
        <source>You received the {item} from {player}.</source>
        <translation>Bạn đã nhận {item} từ {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="241"/>
        <source>{player}&apos;s items: {items}.</source>
        <translation>Các vật phẩm của {player}: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="243"/>
        <source>{player} is {society} and the {profession}.</source>
        <translation>{player} thuộc {society} và là {profession}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="244"/>
        <source>Your profession is now the {profession}.</source>
        <translation>Nghề của bạn giờ là {profession}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="245"/>
        <source>The draw pile holds: {items}.</source>
        <translation>Chồng rút gồm: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="246"/>
        <source>You put the {first} on top of the draw pile and the {second} below it.</source>
        <translation>Bạn đặt {first} lên đầu chồng rút và {second} ngay dưới.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="247"/>
        <source>{winner} took the {item} from {loser}.</source>
        <translation>{winner} đã lấy {item} của {loser}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="248"/>
        <source>{winner} gave the {item} back.</source>
        <translation>{winner} đã trả lại {item}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="251"/>
        <source>{player} declared correctly with {count} victory items: the {society} wins.</source>
        <translation>{player} đã tuyên bố đúng với {count} vật phẩm chiến thắng: {society} thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="252"/>
        <source>{player}&apos;s declaration was wrong (count {count}): the {society} wins.</source>
        <translation>Lời tuyên bố của {player} sai (đếm được {count}): {society} thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="253"/>
        <source>{player} wins alone with the Coat of Arms of the Loge and {count} Keys and Goblets.</source>
        <translation>{player} thắng một mình với Huy hiệu của Hội kín và {count} Chìa khóa và Chén thánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="254"/>
        <source>{player}&apos;s Coat of Arms claim was wrong: the {society} wins.</source>
        <translation>Tuyên bố bằng Huy hiệu của {player} sai: {society} thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="255"/>
        <source>{player} told the fortune correctly ({count} victory items): the {society} wins.</source>
        <translation>{player} bói đúng ({count} vật phẩm chiến thắng): {society} thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="256"/>
        <source>{player}&apos;s fortune-telling was wrong (count {count}): the {society} wins.</source>
        <translation>Lời bói của {player} sai (đếm được {count}): {society} thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/recap.py" line="14"/>
        <source>the Loge</source>
        <translation>Hội kín</translation>
    </message>
</context>
<context>
    <name>castle.param</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="269"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="270"/>
        <source>Society card</source>
        <translation>Lá phe</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="272"/>
        <source>Item to offer</source>
        <translation>Vật phẩm đưa ra giao dịch</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="273"/>
        <source>Trade with</source>
        <translation>Giao dịch với</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="274"/>
        <location filename="../engine/games/castle/texts.py" line="291"/>
        <location filename="../engine/games/castle/texts.py" line="299"/>
        <source>Item to give back</source>
        <translation>Vật phẩm đưa lại</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="275"/>
        <source>Item announced</source>
        <translation>Vật phẩm được công bố</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="276"/>
        <source>Execute the effect</source>
        <translation>Thực hiện hiệu ứng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="277"/>
        <source>New profession</source>
        <translation>Nghề mới</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="278"/>
        <source>Direction</source>
        <translation>Hướng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="279"/>
        <source>Item to pass on</source>
        <translation>Vật phẩm chuyền đi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="280"/>
        <source>Item to give away</source>
        <translation>Vật phẩm cho đi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="281"/>
        <source>Give to</source>
        <translation>Cho ai</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="282"/>
        <source>Player to attack</source>
        <translation>Người bị tấn công</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="283"/>
        <source>Item for the Priest</source>
        <translation>Vật phẩm đưa Tu sĩ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="284"/>
        <source>Side</source>
        <translation>Phe</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="285"/>
        <source>Player to hypnotise</source>
        <translation>Người bị thôi miên</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="286"/>
        <source>Item or profession</source>
        <translation>Vật phẩm hoặc nghề</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="287"/>
        <source>Winner of the fight</source>
        <translation>Người thắng trận</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="288"/>
        <source>Spoils</source>
        <translation>Chiến lợi phẩm</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="289"/>
        <source>Draw an item</source>
        <translation>Rút một vật phẩm</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="290"/>
        <source>Item to take</source>
        <translation>Vật phẩm lấy</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="292"/>
        <source>Partners</source>
        <translation>Đồng đội</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="293"/>
        <source>Opposing players named</source>
        <translation>Người phe đối địch được gọi tên</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="294"/>
        <source>Card to put on top</source>
        <translation>Lá đặt lên trên cùng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="295"/>
        <source>Player asked</source>
        <translation>Người bị đòi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="296"/>
        <source>Item demanded</source>
        <translation>Vật phẩm bị đòi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="297"/>
        <source>Has the item</source>
        <translation>Có vật phẩm đó</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="298"/>
        <source>Item to hand over</source>
        <translation>Vật phẩm giao ra</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="302"/>
        <source>Victory items shown</source>
        <translation>Số vật phẩm chiến thắng đã trình</translation>
    </message>
</context>
<context>
    <name>castle.phase</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="260"/>
        <source>Dealing</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="261"/>
        <source>Setup</source>
        <translation>Chuẩn bị</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="262"/>
        <source>Start player</source>
        <translation>Người đi đầu</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="263"/>
        <source>Turn</source>
        <translation>Lượt chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="264"/>
        <source>Trade</source>
        <translation>Giao dịch</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="265"/>
        <source>Fight</source>
        <translation>Trận đánh</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="266"/>
        <source>Declaration of victory</source>
        <translation>Tuyên bố chiến thắng</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="267"/>
        <source>End of game</source>
        <translation>Kết thúc ván</translation>
    </message>
</context>
<context>
    <name>castle.summary</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="61"/>
        <source>Victory item of the Order: the Order needs 3.</source>
        <translation>Vật phẩm chiến thắng của Giáo đoàn: Giáo đoàn cần 3 Chìa khóa.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="63"/>
        <source>Victory item of the Brotherhood: the Brotherhood needs 3.</source>
        <translation>Vật phẩm chiến thắng của Hội Huynh đệ: Hội Huynh đệ cần 3 Chén thánh.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Key when the draw pile is empty.</source>
        <translation>Trao nó đi để rút lá trên cùng của chồng rút; không được đổi lấy Túi bí mật kia. Thành Chìa khóa khi chồng rút đã hết.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Goblet when the draw pile is empty.</source>
        <translation>Trao nó đi để rút lá trên cùng của chồng rút; không được đổi lấy Túi bí mật kia. Thành Chén thánh khi chồng rút đã hết.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>As the attacker: +1.</source>
        <translation>Khi bạn là người tấn công: +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>As the defender: +1.</source>
        <translation>Khi bạn là người phòng thủ: +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="71"/>
        <source>As the attacker or the defender: you win a tied fight.</source>
        <translation>Khi bạn là người tấn công hoặc người phòng thủ: bạn thắng nếu trận đánh hòa.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="73"/>
        <source>Supporting the attacker (sword): the attacker gets +1.</source>
        <translation>Khi bạn ủng hộ người tấn công (kiếm): người tấn công được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="75"/>
        <source>Supporting the defender (shield): the defender gets +1.</source>
        <translation>Khi bạn ủng hộ người phòng thủ (khiên): người phòng thủ được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="77"/>
        <source>Trade it away to look at all of your trading partner&apos;s items.</source>
        <translation>Trao nó đi để xem mọi vật phẩm của người giao dịch với bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="79"/>
        <source>Trade it away to look at your trading partner&apos;s society card.</source>
        <translation>Trao nó đi để xem lá phe của người giao dịch với bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Must be accepted when offered; whoever holds it cannot declare victory. Not used at 3 players.</source>
        <translation>Phải nhận khi được đưa; ai giữ nó thì không thể tuyên bố chiến thắng. Không dùng khi chơi 3 người.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Trade it away to swap professions with your trading partner; both become unused again.</source>
        <translation>Trao nó đi để đổi nghề với người giao dịch với bạn; cả hai nghề lại dùng được như mới.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Trade it away to exchange your profession for one from the profession stack. Not used at 10 players.</source>
        <translation>Trao nó đi để đổi nghề của bạn lấy một nghề trong chồng bài nghề. Không dùng khi chơi 10 người.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="87"/>
        <source>Trade it away and choose a direction: everyone passes one item that way.</source>
        <translation>Trao nó đi rồi chọn một hướng: mọi người chuyền một vật phẩm theo hướng đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Must be accepted when offered; neither item in that trade has any effect.</source>
        <translation>Phải nhận khi được đưa; cả hai vật phẩm trong giao dịch đó đều không có hiệu ứng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Win alone: declare with 3 Keys or Goblets, in any mix, in your own hand.</source>
        <translation>Thắng một mình: tuyên bố khi chính tay bạn giữ 3 Chìa khóa hoặc Chén thánh, trộn tùy ý.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Once, on your turn before your action: demand a named item from a player; they must trade it to you, or show you their items and your turn ends.</source>
        <translation>Một lần, trong lượt của bạn trước hành động: đòi một người chơi một vật phẩm được nêu tên; họ phải đổi nó cho bạn, hoặc cho bạn xem các vật phẩm của họ và lượt của bạn kết thúc.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Once, after any fight: prevent the winner&apos;s spoils or the attacker&apos;s draw after a tie.</source>
        <translation>Một lần, sau bất kỳ trận đánh nào: ngăn chiến lợi phẩm của người thắng, hoặc việc người tấn công rút bài sau khi hòa.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Once, as the attacker or the defender: all support is void and your side gets +1.</source>
        <translation>Một lần, khi bạn là người tấn công hoặc người phòng thủ: mọi sự ủng hộ bị hủy và phe bạn được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Once, in a fight where you are neither the attacker nor the defender: decide who wins.</source>
        <translation>Một lần, trong trận đánh mà bạn không phải người tấn công hay người phòng thủ: quyết định ai thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Reusable: as the defender, your side gets +1.</source>
        <translation>Dùng lại được: khi bạn là người phòng thủ, phe bạn được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Once, on your turn before your action: look through the draw pile and put two of its cards on top in any order.</source>
        <translation>Một lần, trong lượt của bạn trước hành động: xem chồng rút và đặt hai lá trong đó lên trên cùng theo thứ tự tùy ý.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Reusable: as the attacker, void the support of one player who has just declared; they may use no item or profession in that fight.</source>
        <translation>Dùng lại được: khi bạn là người tấn công, hủy sự ủng hộ của một người vừa chọn phe; người đó không được dùng vật phẩm hay nghề nào trong trận.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Reusable: supporting with sword or shield, the side you support gets +1.</source>
        <translation>Dùng lại được: khi bạn ủng hộ bằng kiếm hoặc khiên, phe bạn ủng hộ được +1.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Once, when a fight you are not attacking begins: it does not take place; an attacker with 2 or more items gives you one.</source>
        <translation>Một lần, khi một trận đánh mà bạn không tấn công bắt đầu: trận đánh không xảy ra; người tấn công có từ 2 vật phẩm trở lên phải đưa bạn một vật phẩm.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Reusable: as the attacker, your side gets +1.</source>
        <translation>Dùng lại được: khi bạn là người tấn công, phe bạn được +1.</translation>
    </message>
</context>
</TS>
