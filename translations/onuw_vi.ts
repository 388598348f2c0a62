<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>onuw</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Doppelgänger</source>
        <translation>Nhân bản</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Werewolf</source>
        <translation>Ma sói</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Minion</source>
        <translation>Phản bội</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>Mason</source>
        <translation>Hội viên Tam Điểm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>Seer</source>
        <translation>Tiên tri</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>Robber</source>
        <translation>Cướp</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>Troublemaker</source>
        <translation>Kẻ phá rối</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Drunk</source>
        <translation>Say rượu</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Insomniac</source>
        <translation>Kẻ mất ngủ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Villager</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>Hunter</source>
        <translation>Thợ Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <location filename="../engine/games/onuw/data.py" line="132"/>
        <source>Tanner</source>
        <translation>Chán đời</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>Sentinel</source>
        <translation>Lính gác</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Alpha Wolf</source>
        <translation>Sói Alpha</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Mystic Wolf</source>
        <translation>Sói huyền bí</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>Dream Wolf</source>
        <translation>Sói ngủ mơ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>Apprentice Seer</source>
        <translation>Tiên tri tập sự</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>Paranormal Investigator</source>
        <translation>Thám tử huyền bí</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>Witch</source>
        <translation>Phù Thủy</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>Village Idiot</source>
        <translation>Tên ngốc</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>Revealer</source>
        <translation>Người khám phá</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>Curator</source>
        <translation>Người bảo quản</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Bodyguard</source>
        <translation>Bảo vệ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Prince</source>
        <translation>Hoàng tử</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="130"/>
        <source>Village team</source>
        <translation>Phe Dân làng</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="131"/>
        <source>Werewolf team</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="168"/>
        <source>Werewolves, wake up and look for other Werewolves.</source>
        <translation>Ma sói, hãy thức dậy và tìm những Ma sói khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="169"/>
        <source>Werewolves, wake up and look for other Werewolves. If you are the only Werewolf, you may look at one of the center cards.</source>
        <translation>Ma sói, hãy thức dậy và tìm những Ma sói khác. Nếu bạn là Ma sói duy nhất, bạn có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="171"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb.</source>
        <translation>Ma sói, trừ Sói ngủ mơ, hãy thức dậy và tìm những Ma sói khác. Sói ngủ mơ, hãy giơ ngón tay cái ra.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="173"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If you are the only Werewolf and you see no thumb, you may look at one of the center cards.</source>
        <translation>Ma sói, trừ Sói ngủ mơ, hãy thức dậy và tìm những Ma sói khác. Sói ngủ mơ, hãy giơ ngón tay cái ra. Nếu bạn là Ma sói duy nhất và không thấy ngón tay cái nào, bạn có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="177"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If no other Werewolf wakes up with you, you may look at one of the center cards.</source>
        <translation>Ma sói, trừ Sói ngủ mơ, hãy thức dậy và tìm những Ma sói khác. Sói ngủ mơ, hãy giơ ngón tay cái ra. Nếu không có Ma sói nào khác thức dậy cùng bạn, bạn có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="180"/>
        <source>Werewolves, close your eyes.</source>
        <translation>Ma sói, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="181"/>
        <source>Dream Wolf, put your thumb away. Werewolves, close your eyes.</source>
        <translation>Sói ngủ mơ, hãy thu ngón tay cái lại. Ma sói, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="182"/>
        <source>Doppelgänger, close your eyes.</source>
        <translation>Nhân bản, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="186"/>
        <source>Sentinel, wake up. You may place a shield token on any player&apos;s card but your own.</source>
        <translation>Lính gác, hãy thức dậy. Bạn có thể đặt tấm khiên lên lá bài của bất kỳ người chơi nào, trừ của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="187"/>
        <source>Sentinel, close your eyes.</source>
        <translation>Lính gác, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="189"/>
        <source>Doppelgänger, wake up and look at another player&apos;s card. You are now that role. If your new role has a night action, do it now.</source>
        <translation>Nhân bản, hãy thức dậy và xem lá bài của một người chơi khác. Bây giờ bạn là nhân vật đó. Nếu nhân vật mới của bạn có hành động ban đêm, hãy làm ngay bây giờ.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="193"/>
        <source>If you are now a Minion, keep your eyes open. Otherwise, close them. Werewolves, stick out your thumb so the Doppelgänger-Minion can see who you are.</source>
        <translation>Nếu bây giờ bạn là Phản bội, hãy giữ mắt mở. Nếu không, hãy nhắm mắt lại. Ma sói, hãy giơ ngón tay cái ra để Nhân bản - Phản bội biết các bạn là ai.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="195"/>
        <source>Werewolves, put your thumbs away. Doppelgänger, close your eyes.</source>
        <translation>Ma sói, hãy thu ngón tay cái lại. Nhân bản, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="198"/>
        <source>Alpha Wolf, wake up and exchange the Center Werewolf card for any other player&apos;s card.</source>
        <translation>Sói Alpha, hãy thức dậy và đổi lá bài Ma sói Trung tâm với lá bài của bất kỳ người chơi nào khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="199"/>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>Sói Alpha, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="201"/>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>Sói huyền bí, hãy thức dậy. Bạn có thể xem lá bài của một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="202"/>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>Sói huyền bí, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="204"/>
        <source>Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are.</source>
        <translation>Phản bội, hãy thức dậy. Ma sói, hãy giơ ngón tay cái ra để Phản bội biết các bạn là ai.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="205"/>
        <source>Werewolves, put your thumbs away. Minion, close your eyes.</source>
        <translation>Ma sói, hãy thu ngón tay cái lại. Phản bội, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="207"/>
        <source>Masons, wake up and look for other Masons.</source>
        <translation>Các Hội viên Tam Điểm, hãy thức dậy và tìm những Hội viên Tam Điểm khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="208"/>
        <source>Masons, close your eyes.</source>
        <translation>Các Hội viên Tam Điểm, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="210"/>
        <source>Seer, wake up. You may look at another player&apos;s card or two of the center cards.</source>
        <translation>Tiên tri, hãy thức dậy. Bạn có thể xem lá bài của một người chơi khác hoặc hai lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="211"/>
        <source>Seer, close your eyes.</source>
        <translation>Tiên tri, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="213"/>
        <source>Apprentice Seer, wake up. You may look at one of the center cards.</source>
        <translation>Tiên tri tập sự, hãy thức dậy. Bạn có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="214"/>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Tiên tri tập sự, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="216"/>
        <source>P.I., wake up. You may look at up to two cards of other players. If you see a Werewolf or the Tanner, you must stop, and you become a Werewolf or a Tanner.</source>
        <translation>Thám tử huyền bí, hãy thức dậy. Bạn có thể xem tối đa hai lá bài của những người chơi khác. Nếu bạn thấy Ma sói hoặc Chán đời, bạn phải dừng lại và trở thành Ma sói hoặc Chán đời.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="218"/>
        <source>P.I., close your eyes.</source>
        <translation>Thám tử huyền bí, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="220"/>
        <source>Robber, wake up. You may exchange your card with another player&apos;s card, and then view your new card.</source>
        <translation>Cướp, hãy thức dậy. Bạn có thể đổi lá bài của mình với lá bài của một người chơi khác, rồi xem lá bài mới của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="221"/>
        <source>Robber, close your eyes.</source>
        <translation>Cướp, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="223"/>
        <source>Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with any player&apos;s card.</source>
        <translation>Phù Thủy, hãy thức dậy. Bạn có thể xem một lá bài Trung tâm. Nếu xem, bạn phải đổi lá bài đó với lá bài của một người chơi bất kỳ.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="225"/>
        <source>Witch, close your eyes.</source>
        <translation>Phù Thủy, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="227"/>
        <source>Troublemaker, wake up. You may exchange cards between two other players.</source>
        <translation>Kẻ phá rối, hãy thức dậy. Bạn có thể tráo đổi lá bài của hai người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="228"/>
        <source>Troublemaker, close your eyes.</source>
        <translation>Kẻ phá rối, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="230"/>
        <source>Village Idiot, wake up. You may move everyone&apos;s card but your own to the left or to the right.</source>
        <translation>Tên ngốc, hãy thức dậy. Bạn có thể di chuyển lá bài của mọi người, trừ của bạn, sang trái hoặc sang phải.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="231"/>
        <source>Village Idiot, close your eyes.</source>
        <translation>Tên ngốc, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="233"/>
        <source>Drunk, wake up and exchange your card with a card from the center.</source>
        <translation>Say rượu, hãy thức dậy và đổi lá bài của bạn với một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="234"/>
        <source>Drunk, close your eyes.</source>
        <translation>Say rượu, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="236"/>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>Kẻ mất ngủ, hãy thức dậy và xem lá bài của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="237"/>
        <source>Insomniac, close your eyes.</source>
        <translation>Kẻ mất ngủ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="239"/>
        <source>Doppelgänger, if you viewed the Insomniac card, wake up and look at your card.</source>
        <translation>Nhân bản, nếu bạn đã xem lá Kẻ mất ngủ, hãy thức dậy và xem lá bài của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="242"/>
        <source>Revealer, wake up. You may flip over any other player&apos;s card. If it is a Werewolf or Tanner, flip it over face down.</source>
        <translation>Người khám phá, hãy thức dậy. Bạn có thể lật ngửa lá bài của bất kỳ người chơi nào khác. Nếu đó là Ma sói hoặc Chán đời, hãy úp nó lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="244"/>
        <source>Revealer, close your eyes.</source>
        <translation>Người khám phá, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="246"/>
        <source>Doppelgänger, if you viewed the Revealer card, wake up and turn any card face up. If the card you reveal is a Werewolf or a Tanner, turn it back over face down.</source>
        <translation>Nhân bản, nếu bạn đã xem lá Người khám phá, hãy thức dậy và lật ngửa một lá bài. Nếu lá bài bạn lật là Ma sói hoặc Chán đời, hãy úp nó lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="250"/>
        <source>Curator, wake up. You may place an Artifact token face down on any player&apos;s card.</source>
        <translation>Người bảo quản, hãy thức dậy. Bạn có thể đặt úp một Bảo vật lên lá bài của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="251"/>
        <source>Curator, close your eyes.</source>
        <translation>Người bảo quản, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="253"/>
        <source>Doppelgänger, if you viewed the Curator card, wake up and place an Artifact token on any card.</source>
        <translation>Nhân bản, nếu bạn đã xem lá Người bảo quản, hãy thức dậy và đặt một Bảo vật lên một lá bài bất kỳ.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="262"/>
        <source>Everyone, close your eyes.</source>
        <translation>Mọi người, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="263"/>
        <source>Everyone, keep your eyes closed and move your card around slightly.</source>
        <translation>Mọi người, hãy tiếp tục nhắm mắt và xê dịch nhẹ lá bài của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="264"/>
        <source>Everyone, wake up!</source>
        <translation>Mọi người, hãy thức dậy!</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="265"/>
        <source>If there is an Artifact token on your card, look at it secretly now. Do not show it to anyone.</source>
        <translation>Nếu có Bảo vật trên lá bài của bạn, hãy bí mật xem nó ngay bây giờ. Không được cho ai xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="267"/>
        <source>You have {minutes} minutes to find the Werewolves.</source>
        <translation>Các bạn có {minutes} phút để tìm ra Ma sói.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="268"/>
        <source>Everyone, three, two, one, VOTE!</source>
        <translation>Mọi người, ba, hai, một, biểu quyết!</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="269"/>
        <source>Keep pointing. Everyone, turn your card face up.</source>
        <translation>Hãy giữ nguyên tay chỉ. Mọi người, hãy lật ngửa lá bài của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="313"/>
        <source>Claw of the Werewolf</source>
        <translation>Móng vuốt của Sói</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="317"/>
        <source>Brand of the Villager</source>
        <translation>Khúc củi của Người dân</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="321"/>
        <source>Cudgel of the Tanner</source>
        <translation>Cây gậy của Chán đời</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="325"/>
        <source>Void of Nothingness</source>
        <translation>Khoảng không của Hư vô</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="329"/>
        <source>Mask of Muting</source>
        <translation>Mặt nạ của Người câm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="333"/>
        <source>Shroud of Shame</source>
        <translation>Khăn liệm của sự ô nhục</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="337"/>
        <source>Bow of the Hunter</source>
        <translation>Cung của Thợ Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="341"/>
        <source>Cloak of the Prince</source>
        <translation>Áo choàng của Hoàng tử</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="345"/>
        <source>Sword of the Bodyguard</source>
        <translation>Kiếm của Bảo vệ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="350"/>
        <source>Dagger of the Traitor</source>
        <translation>Dao găm của Kẻ phản trắc</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="314"/>
        <source>You are a Werewolf.</source>
        <translation>Bạn là Ma sói.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="318"/>
        <source>You are a Villager, with no ability.</source>
        <translation>Bạn là Dân làng, không có năng lực.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="322"/>
        <source>You are a Tanner: you win only if you die.</source>
        <translation>Bạn là Chán đời: bạn chỉ thắng khi bị chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="326"/>
        <source>No effect.</source>
        <translation>Không có tác dụng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="330"/>
        <source>You may not speak today (gestures are allowed).</source>
        <translation>Hôm nay bạn không được nói (được ra hiệu).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="334"/>
        <source>Turn away from the table: you may speak but not look at players, cards or tokens.</source>
        <translation>Hãy quay lưng lại với bàn chơi: bạn có thể nói nhưng không được nhìn người chơi, lá bài hay token.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="338"/>
        <source>You are a Hunter.</source>
        <translation>Bạn là Thợ Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="342"/>
        <source>You are a Prince: votes against you do not count.</source>
        <translation>Bạn là Hoàng tử: các phiếu bầu chống lại bạn không được tính.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="346"/>
        <source>You are a Bodyguard: the player you point at cannot be killed.</source>
        <translation>Bạn là Bảo vệ: người chơi bạn chỉ vào không thể bị giết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="351"/>
        <source>You are a traitor: you win only if another player of your team dies.</source>
        <translation>Bạn là kẻ phản trắc: bạn chỉ thắng nếu một người chơi khác cùng phe với bạn chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="376"/>
        <source>First game (base)</source>
        <translation>Ván đầu tiên (bản cơ bản)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="378"/>
        <source>First game (Daybreak)</source>
        <translation>Ván đầu tiên (Daybreak)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="380"/>
        <source>Evil Transformation</source>
        <translation>Biến hình tà ác</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="382"/>
        <source>Trust No One</source>
        <translation>Không tin ai cả</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="384"/>
        <source>Cautionary Tale</source>
        <translation>Câu chuyện cảnh giác</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="386"/>
        <source>Information Society</source>
        <translation>Xã hội thông tin</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="388"/>
        <source>Total Chaos</source>
        <translation>Hỗn loạn toàn tập</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="10"/>
        <source>One Night Ultimate Werewolf + Daybreak</source>
        <translation>Ma sói One Night + Daybreak</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="13"/>
        <source>One Night needs 3 to 10 players, not {count}.</source>
        <translation>One Night cần từ 3 đến 10 người chơi, không phải {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="14"/>
        <source>“{role}” is not a One Night role.</source>
        <translation>“{role}” không phải là nhân vật của One Night.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="15"/>
        <source>The deck needs exactly {want} cards (players + 3); it has {have}.</source>
        <translation>Bộ bài cần đúng {want} lá (số người chơi + 3); hiện có {have} lá.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="17"/>
        <source>Masons come in pairs: use both Mason cards or none.</source>
        <translation>Hội viên Tam Điểm đi theo cặp: dùng cả hai lá Hội viên Tam Điểm hoặc không dùng lá nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="18"/>
        <source>The Alpha Wolf needs a Center Werewolf card, but every Werewolf, Dream Wolf and Mystic Wolf card is already in the deck.</source>
        <translation>Sói Alpha cần một lá bài Ma sói Trung tâm, nhưng mọi lá Ma sói, Sói ngủ mơ và Sói huyền bí đều đã ở trong bộ bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="20"/>
        <source>The {role} card cannot be the Center Werewolf card: all its copies are already in the deck.</source>
        <translation>Lá {role} không thể là lá bài Ma sói Trung tâm: mọi lá như vậy đều đã ở trong bộ bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="22"/>
        <source>A Center Werewolf card is chosen, but there is no Alpha Wolf: it is not used.</source>
        <translation>Đã chọn lá bài Ma sói Trung tâm nhưng không có Sói Alpha: lá này sẽ không được dùng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="23"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>Tùy chọn “{option}” không thể là “{value}”.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="24"/>
        <source>“{artifact}” is not an artifact.</source>
        <translation>“{artifact}” không phải là Bảo vật.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="25"/>
        <source>The Insomniac learns nothing without a card mover (Robber, Troublemaker, Witch, Village Idiot or Alpha Wolf).</source>
        <translation>Kẻ mất ngủ không biết thêm gì nếu không có nhân vật di chuyển bài (Cướp, Kẻ phá rối, Phù Thủy, Tên ngốc hoặc Sói Alpha).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="27"/>
        <source>The Bodyguard is recommended for 5 or more players.</source>
        <translation>Bảo vệ được khuyên dùng cho 5 người chơi trở lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="28"/>
        <source>The deck has no Werewolf card.</source>
        <translation>Bộ bài không có lá Ma sói nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="29"/>
        <source>The Curator is in the deck but the artifact pool is empty.</source>
        <translation>Có Người bảo quản trong bộ bài nhưng không có Token Bảo vật nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="32"/>
        <source>{player} is not awake now.</source>
        <translation>{player} lúc này không thức.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="33"/>
        <source>{player} has already acted in this step.</source>
        <translation>{player} đã hành động trong lượt này rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="34"/>
        <source>{target}&apos;s card is shielded: it cannot be viewed, moved, turned over or given an artifact.</source>
        <translation>Lá bài của {target} có Khiên: không thể xem, di chuyển, lật hoặc đặt Bảo vật lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="35"/>
        <source>Your own card is shielded, so you cannot do that.</source>
        <translation>Lá bài của chính bạn có Khiên nên bạn không thể làm vậy.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="36"/>
        <source>Choose another player&apos;s card, not your own.</source>
        <translation>Hãy chọn lá bài của người chơi khác, không phải của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="38"/>
        <source>You have already looked at {target}&apos;s card.</source>
        <translation>Bạn đã xem lá bài của {target} rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="39"/>
        <source>{target}&apos;s card is already face up.</source>
        <translation>Lá bài của {target} đã được lật ngửa.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="40"/>
        <source>{target}&apos;s card already carries an artifact.</source>
        <translation>Lá bài của {target} đã có Bảo vật.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="41"/>
        <source>There is no artifact left to place.</source>
        <translation>Không còn Bảo vật nào để đặt.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="42"/>
        <source>You looked at a center card, so you must now exchange it with a player&apos;s card.</source>
        <translation>Bạn đã xem một lá bài Trung tâm nên bây giờ bạn phải đổi nó với lá bài của một người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="43"/>
        <source>“{card}” is not a center card.</source>
        <translation>“{card}” không phải là lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="44"/>
        <source>There are not enough cards that can be moved.</source>
        <translation>Không đủ lá bài có thể di chuyển.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="45"/>
        <source>Point at another player, not at yourself.</source>
        <translation>Hãy chỉ vào người chơi khác, không phải chính bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="46"/>
        <source>{player} has already voted.</source>
        <translation>{player} đã biểu quyết rồi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="47"/>
        <source>No {role} card is left to place there.</source>
        <translation>Không còn lá {role} nào để đặt vào đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="50"/>
        <source>You were dealt the {role} card.</source>
        <translation>Bạn được chia lá {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="51"/>
        <source>You looked at {player}&apos;s card: {role}.</source>
        <translation>Bạn đã xem lá bài của {player}: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="52"/>
        <source>You looked at the center card {card}: {role}.</source>
        <translation>Bạn đã xem lá bài Trung tâm {card}: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="53"/>
        <source>You looked at {player}&apos;s card: {role}. You are now the {role}.</source>
        <translation>Bạn đã xem lá bài của {player}: {role}. Bây giờ bạn là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="54"/>
        <source>The other Werewolves: {players}.</source>
        <translation>Những Ma sói khác: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="55"/>
        <source>Thumbs shown by the Dream Wolf: {players}.</source>
        <translation>Ngón tay cái của Sói ngủ mơ: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="56"/>
        <source>You are the only Werewolf awake.</source>
        <translation>Bạn là Ma sói duy nhất đang thức.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="57"/>
        <source>The Werewolves show their thumbs: {players}.</source>
        <translation>Các Ma sói giơ ngón tay cái: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="58"/>
        <source>No player shows a thumb: there is no Werewolf among the players.</source>
        <translation>Không ai giơ ngón tay cái: không có Ma sói nào trong số người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="59"/>
        <source>The other Masons: {players}.</source>
        <translation>Những Hội viên Tam Điểm khác: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="60"/>
        <source>You see no other Mason.</source>
        <translation>Bạn không thấy Hội viên Tam Điểm nào khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="61"/>
        <source>You placed a shield on {player}&apos;s card.</source>
        <translation>Bạn đã đặt Khiên lên lá bài của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="62"/>
        <source>You gave the Center Werewolf card to {player}.</source>
        <translation>Bạn đã đưa lá bài Ma sói Trung tâm cho {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="63"/>
        <source>You must stop: you are now a {role}.</source>
        <translation>Bạn phải dừng lại: bây giờ bạn là {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="64"/>
        <source>You took {player}&apos;s card and looked at it: {role}.</source>
        <translation>Bạn đã lấy lá bài của {player} và xem nó: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="65"/>
        <source>You exchanged the center card {card} with {player}&apos;s card.</source>
        <translation>Bạn đã đổi lá bài Trung tâm {card} với lá bài của {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="66"/>
        <source>You exchanged the cards of {first} and {second}.</source>
        <translation>Bạn đã tráo đổi lá bài của {first} và {second}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="67"/>
        <source>You moved the other players&apos; cards to the left.</source>
        <translation>Bạn đã di chuyển lá bài của những người chơi khác sang trái.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="68"/>
        <source>You moved the other players&apos; cards to the right.</source>
        <translation>Bạn đã di chuyển lá bài của những người chơi khác sang phải.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="69"/>
        <source>You exchanged your card with the center card {card}.</source>
        <translation>Bạn đã đổi lá bài của mình với lá bài Trung tâm {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="70"/>
        <source>You look at your card: {role}.</source>
        <translation>Bạn xem lá bài của mình: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="71"/>
        <source>Your card is shielded: you cannot look at it.</source>
        <translation>Lá bài của bạn có Khiên: bạn không thể xem nó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="72"/>
        <source>You turned {player}&apos;s card face up: {role}. It stays face up.</source>
        <translation>Bạn đã lật ngửa lá bài của {player}: {role}. Lá bài vẫn để ngửa.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="73"/>
        <source>You turned {player}&apos;s card face up: {role}. You turned it face down again.</source>
        <translation>Bạn đã lật ngửa lá bài của {player}: {role}. Bạn đã úp nó lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="74"/>
        <source>You placed an artifact on {player}&apos;s card without looking at it.</source>
        <translation>Bạn đã đặt một Bảo vật lên lá bài của {player} mà không xem nó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="75"/>
        <source>Time was up before you made your mandatory choice: it was made for you at random.</source>
        <translation>Đã hết giờ trước khi bạn thực hiện lựa chọn bắt buộc: lựa chọn đã được thực hiện ngẫu nhiên thay bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="76"/>
        <source>There is an artifact on your card: {artifact}. {effect}</source>
        <translation>Trên lá bài của bạn có một Bảo vật: {artifact}. {effect}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="77"/>
        <source>The artifact placed on {player}&apos;s card is the {artifact}.</source>
        <translation>Bảo vật được đặt lên lá bài của {player} là {artifact}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="78"/>
        <source>The cards are dealt.</source>
        <translation>Các lá bài đã được chia.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="81"/>
        <source>Night: {step}</source>
        <translation>Ban Đêm: {step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="82"/>
        <source>Day: discuss who the Werewolves are, then vote.</source>
        <translation>Ban Ngày: thảo luận xem ai là Ma sói, rồi biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="83"/>
        <source>Vote: every player points at another player.</source>
        <translation>Biểu quyết: mỗi người chơi chỉ vào một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="84"/>
        <source>Enter the card the table shows at {position}.</source>
        <translation>Nhập lá bài mà bàn chơi lật ra ở {position}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="86"/>
        <source>Did the investigator ({card} card) become a Werewolf or a Tanner?</source>
        <translation>Thám tử (lá {card}) có trở thành Ma sói hoặc Chán đời không?</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="87"/>
        <source>Enter the artifact on {player}&apos;s card, if any.</source>
        <translation>Nhập Bảo vật trên lá bài của {player}, nếu có.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="88"/>
        <source>Dealing the cards.</source>
        <translation>Đang chia bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="89"/>
        <source>Night step {number}: {step}</source>
        <translation>Lượt đêm {number}: {step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="90"/>
        <source>Dawn. Face-up cards: {cards}. Shields: {shields}. Artifact tokens: {artifacts}.</source>
        <translation>Bình minh. Lá bài ngửa: {cards}. Khiên: {shields}. Token Bảo vật: {artifacts}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="91"/>
        <source>{player}: {role}</source>
        <translation>{player}: {role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="92"/>
        <source>The day is over: time to vote.</source>
        <translation>Ban Ngày đã hết: đến lúc biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="93"/>
        <source>{player} has voted.</source>
        <translation>{player} đã biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="94"/>
        <source>The votes: {votes}.</source>
        <translation>Kết quả biểu quyết: {votes}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="95"/>
        <source>{player} → {target}</source>
        <translation>{player} → {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="96"/>
        <source>{player} did not vote</source>
        <translation>{player} không biểu quyết</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="97"/>
        <source>Dead: {players}.</source>
        <translation>Chết: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="98"/>
        <source>Nobody dies.</source>
        <translation>Không ai chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="99"/>
        <source>{hunter}, a Hunter, takes {target} down too.</source>
        <translation>{hunter}, một Thợ Săn, kéo theo {target} cùng chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="100"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Bodyguard protects {target}.</source>
        <translation>{hunter}, một Thợ Săn, bắn {target}, nhưng Bảo vệ che chở {target}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="101"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Prince cannot be shot.</source>
        <translation>{hunter}, một Thợ Săn, bắn {target}, nhưng không thể bắn Hoàng tử.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="102"/>
        <source>{position}: {role}</source>
        <translation>{position}: {role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="103"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="104"/>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="105"/>
        <source>{player}&apos;s card</source>
        <translation>lá bài của {player}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="106"/>
        <source>no copy (the card started in the center)</source>
        <translation>không sao chép (lá bài bắt đầu ở Trung tâm)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="107"/>
        <source>no conversion</source>
        <translation>không chuyển đổi</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="110"/>
        <source>{outcome} Winners: {winners}.</source>
        <translation>{outcome} Người thắng: {winners}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="111"/>
        <source>A Werewolf died: the village team wins.</source>
        <translation>Một Ma sói đã chết: Phe Dân làng thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="112"/>
        <source>No player is a Werewolf and nobody died: the village team wins.</source>
        <translation>Không người chơi nào là Ma sói và không ai chết: Phe Dân làng thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="113"/>
        <source>No player is a Werewolf and the Minion died: the village team wins.</source>
        <translation>Không người chơi nào là Ma sói và Phản bội đã chết: Phe Dân làng thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="114"/>
        <source>No Werewolf died: the werewolf team wins.</source>
        <translation>Không Ma sói nào chết: Phe Sói thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="115"/>
        <source>A Tanner died and no Werewolf died: the Werewolves cannot win.</source>
        <translation>Một Chán đời đã chết và không Ma sói nào chết: Phe Sói không thể thắng.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="116"/>
        <source>No player is a Werewolf, but a player died: the village team loses.</source>
        <translation>Không người chơi nào là Ma sói nhưng có người chết: Phe Dân làng thua.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="119"/>
        <source>Cards</source>
        <translation>Lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="120"/>
        <source>Physical: the table uses its own cards and the app narrates; the moderator enters the final cards and the votes. App: the app deals and each awake player acts on it.</source>
        <translation>Bài thật: cả bàn dùng bài của mình và ứng dụng đọc lời dẫn; quản trò nhập các lá bài cuối cùng và kết quả biểu quyết. Ứng dụng: ứng dụng chia bài và mỗi người chơi đang thức thực hiện hành động trên máy.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="122"/>
        <source>Physical cards</source>
        <translation>Bài thật</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="123"/>
        <source>Dealt by the app</source>
        <translation>Ứng dụng chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="124"/>
        <source>Seconds per night step</source>
        <translation>Số giây mỗi lượt đêm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="125"/>
        <source>The fixed pause of every night call, the same whether or not anyone acts.</source>
        <translation>Khoảng dừng cố định của mỗi lượt gọi ban đêm, như nhau dù có ai hành động hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="126"/>
        <source>Day timer (seconds)</source>
        <translation>Thời gian Ban Ngày (giây)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="127"/>
        <source>How long the players discuss before the vote.</source>
        <translation>Thời gian người chơi thảo luận trước khi biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="128"/>
        <source>Lone wolf peek</source>
        <translation>Sói đơn độc xem bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="129"/>
        <source>A Werewolf who wakes alone may look at one center card.</source>
        <translation>Ma sói thức dậy một mình có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="130"/>
        <source>Dream Wolf thumb stops the lone wolf</source>
        <translation>Ngón tay cái của Sói ngủ mơ ngăn sói đơn độc</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="131"/>
        <source>A Werewolf who sees a Dream Wolf&apos;s thumb is not alone and may not peek.</source>
        <translation>Ma sói thấy ngón tay cái của Sói ngủ mơ thì không đơn độc và không được xem bài.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="132"/>
        <source>Center Werewolf card</source>
        <translation>Lá bài Ma sói Trung tâm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="133"/>
        <source>The wolf card set aside for the Alpha Wolf (automatic: the first one not in the deck).</source>
        <translation>Lá bài sói để riêng cho Sói Alpha (tự động: lá đầu tiên không có trong bộ bài).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="134"/>
        <source>Automatic</source>
        <translation>Tự động</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="135"/>
        <source>Daybreak artifacts</source>
        <translation>Bảo vật Daybreak</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="136"/>
        <source>Put the six Daybreak artifact tokens in the Curator&apos;s pool.</source>
        <translation>Đưa sáu Token Bảo vật của Daybreak vào kho của Người bảo quản.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="137"/>
        <source>Bonus artifacts</source>
        <translation>Bảo vật bổ sung</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="138"/>
        <source>Add the Bow of the Hunter, Cloak of the Prince, Sword of the Bodyguard and Dagger of the Traitor to the pool.</source>
        <translation>Thêm Cung của Thợ Săn, Áo choàng của Hoàng tử, Kiếm của Bảo vệ và Dao găm của Kẻ phản trắc vào kho.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="140"/>
        <source>Artifacts removed from the pool</source>
        <translation>Bảo vật bị loại khỏi kho</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="141"/>
        <source>The artifact tokens to leave out of the Curator&apos;s pool.</source>
        <translation>Các Token Bảo vật được bỏ ra khỏi kho của Người bảo quản.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="144"/>
        <source>Doppelgänger-Witch may swap with their own card</source>
        <translation>Nhân bản - Phù Thủy được đổi với chính mình</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="145"/>
        <source>A Doppelgänger who copied the Witch may exchange the center card with their own card.</source>
        <translation>Nhân bản đã sao chép Phù Thủy có thể đổi lá bài Trung tâm với lá bài của chính mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="146"/>
        <source>Doppelgänger-Curator may choose their own card</source>
        <translation>Nhân bản - Người bảo quản được chọn lá bài của mình</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="147"/>
        <source>A Doppelgänger who copied the Curator may place the artifact on their own card.</source>
        <translation>Nhân bản đã sao chép Người bảo quản có thể đặt Bảo vật lên lá bài của chính mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="167"/>
        <source>Go on to the next night step.</source>
        <translation>Chuyển sang bước tiếp theo của Ban Đêm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="168"/>
        <source>End the day and vote.</source>
        <translation>Kết thúc Ban Ngày và biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="169"/>
        <source>Close the vote.</source>
        <translation>Kết thúc biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="170"/>
        <source>Whom does {player} point at?</source>
        <translation>{player} chỉ vào ai?</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="171"/>
        <source>Choose another player&apos;s card to look at: you become that role.</source>
        <translation>Hãy chọn lá bài của một người chơi khác để xem: bạn sẽ trở thành nhân vật đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="172"/>
        <source>You may choose a card to place the shield token on.</source>
        <translation>Bạn có thể chọn một lá bài để đặt Token Chặn (Khiên) lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="173"/>
        <source>Choose the player who gets the Center Werewolf card.</source>
        <translation>Hãy chọn người chơi nhận lá bài Ma sói Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="174"/>
        <source>You may choose another player&apos;s card to look at.</source>
        <translation>Bạn có thể chọn lá bài của một người chơi khác để xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="175"/>
        <source>You may choose a center card to look at.</source>
        <translation>Bạn có thể chọn một lá bài Trung tâm để xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="176"/>
        <source>You may choose two center cards to look at.</source>
        <translation>Bạn có thể chọn hai lá bài Trung tâm để xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="177"/>
        <source>You may choose another player&apos;s card to look at (up to two; a Werewolf or the Tanner stops you).</source>
        <translation>Bạn có thể chọn lá bài của một người chơi khác để xem (tối đa hai lá; gặp Ma sói hoặc Chán đời thì bạn phải dừng).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="179"/>
        <source>You may choose a card to take.</source>
        <translation>Bạn có thể chọn một lá bài để lấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="180"/>
        <source>You may choose a center card to look at; you must then exchange it with a player&apos;s card.</source>
        <translation>Bạn có thể chọn một lá bài Trung tâm để xem; sau đó bạn phải đổi nó với lá bài của một người chơi.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="182"/>
        <source>Choose the player&apos;s card to exchange with that center card.</source>
        <translation>Hãy chọn lá bài của người chơi để đổi với lá bài Trung tâm đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="183"/>
        <source>You may choose two other players whose cards to exchange.</source>
        <translation>Bạn có thể chọn hai người chơi khác để tráo đổi lá bài của họ.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="184"/>
        <source>You may move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>Bạn có thể chuyển lá bài của mọi người chơi khác sang trái hoặc sang phải một chỗ.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="185"/>
        <source>Choose the center card to exchange with your card.</source>
        <translation>Hãy chọn lá bài Trung tâm để đổi với lá bài của bạn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="186"/>
        <source>You may choose another player&apos;s card to turn face up.</source>
        <translation>Bạn có thể chọn lá bài của một người chơi khác để lật ngửa.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="187"/>
        <source>You may choose a card to place an Artifact token on.</source>
        <translation>Bạn có thể chọn một lá bài để đặt Token Bảo vật lên.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="142"/>
        <source>Doppelgänger before the Sentinel</source>
        <translation>Nhân bản trước Lính gác</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/onuw/texts.py" line="16"/>
        <source>The game has only %n {role} card(s); the deck asks for {have}.</source>
        <translation>
            <numerusform>Trò chơi chỉ có %Ln lá {role}; bộ bài yêu cầu {have} lá.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="37"/>
        <source>The Alpha Wolf cannot give the Center Werewolf card to {target}, a Werewolf they know.</source>
        <translation>Sói Alpha không thể đưa lá bài Ma sói Trung tâm cho {target}, một Ma sói mà Sói Alpha biết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="85"/>
        <source>Ask the player who was dealt the Doppelgänger which role they copied.</source>
        <translation>Hỏi người chơi được chia lá Nhân bản xem đã sao chép nhân vật nào.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="143"/>
        <source>Call the Doppelgänger (#1) before the Sentinel (#0), as in later charts.</source>
        <translation>Gọi Nhân bản (#1) trước Lính gác (#0), như trong các bảng thứ tự sau này.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="148"/>
        <source>A P.I.&apos;s conversion follows</source>
        <translation>Sự chuyển đổi của Thám tử huyền bí đi theo</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="149"/>
        <source>Whether the Werewolf or Tanner a P.I. became travels with the P.I. card or stays with the player who investigated.</source>
        <translation>Ma sói hoặc Chán đời mà Thám tử huyền bí trở thành sẽ đi theo lá bài Thám tử hay ở lại với người chơi đã điều tra.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="151"/>
        <source>the card</source>
        <translation>lá bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="152"/>
        <source>the player</source>
        <translation>người chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="153"/>
        <source>Bodyguard&apos;s pointing is also a vote</source>
        <translation>Bảo vệ chỉ vào cũng tính là một phiếu</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="154"/>
        <source>Count the Bodyguard&apos;s pointing as a vote as well as a protection.</source>
        <translation>Tính việc Bảo vệ chỉ vào vừa là bảo vệ vừa là một phiếu bầu.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="155"/>
        <source>Bodyguard protects from the Hunter</source>
        <translation>Bảo vệ che chắn khỏi Thợ Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="156"/>
        <source>The player the Bodyguard points at cannot be killed by a Hunter&apos;s shot either.</source>
        <translation>Người chơi được Bảo vệ chỉ vào cũng không thể bị Thợ Săn bắn chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="157"/>
        <source>Prince is immune to the Hunter</source>
        <translation>Hoàng tử miễn nhiễm với Thợ Săn</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="158"/>
        <source>A Hunter&apos;s shot does not kill the Prince.</source>
        <translation>Phát bắn của Thợ Săn không giết được Hoàng tử.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="159"/>
        <source>Minion&apos;s death wins for the village when no player is a Werewolf</source>
        <translation>Phản bội chết thì Phe Dân làng thắng khi không người chơi nào là Ma sói</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="160"/>
        <source>With no Werewolf among the players, the village wins if the Minion dies and no Tanner dies.</source>
        <translation>Khi không có Ma sói trong số người chơi, Phe Dân làng thắng nếu Phản bội chết và không Chán đời nào chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="162"/>
        <source>Random choice when time is up</source>
        <translation>Chọn ngẫu nhiên khi hết giờ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="163"/>
        <source>If a mandatory night action (Doppelgänger, Alpha Wolf, Witch after looking, Drunk) is not done in time, the app makes a random legal choice; otherwise it is skipped.</source>
        <translation>Nếu một hành động ban đêm bắt buộc (Nhân bản, Sói Alpha, Phù Thủy sau khi xem bài, Say rượu) không được thực hiện kịp giờ, ứng dụng chọn ngẫu nhiên một lựa chọn hợp lệ; nếu tắt, hành động bị bỏ qua.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/recap.py" line="14"/>
        <source>dealt the {dealt}, ended as the {final}</source>
        <translation>được chia lá {dealt}, cuối cùng là {final}</translation>
    </message>
</context>
<context>
    <name>onuw.param</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="200"/>
        <source>Center card to look at</source>
        <translation>Lá bài Trung tâm để xem</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="201"/>
        <source>Card to look at</source>
        <translation>Lá bài để xem</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="204"/>
        <source>Points at</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>Chỉ vào</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="205"/>
        <source>Card to copy</source>
        <translation>Lá bài để sao chép</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="206"/>
        <source>Card to shield</source>
        <translation>Lá bài được đặt Khiên</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="207"/>
        <source>Gets the Center Werewolf card</source>
        <translation>Nhận lá bài Ma sói Trung tâm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="213"/>
        <source>Center cards to look at</source>
        <translation>Các lá bài Trung tâm để xem</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="214"/>
        <source>Card to take</source>
        <translation>Lá bài để lấy</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="215"/>
        <source>Card to exchange</source>
        <translation>Lá bài để đổi</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="216"/>
        <source>Cards to exchange</source>
        <translation>Các lá bài để tráo đổi</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="217"/>
        <source>Direction</source>
        <translation>Hướng</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="218"/>
        <source>Center card to take</source>
        <translation>Lá bài Trung tâm để lấy</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="219"/>
        <source>Card to turn face up</source>
        <translation>Lá bài để lật ngửa</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="220"/>
        <source>Card for the Artifact token</source>
        <translation>Lá bài nhận Token Bảo vật</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="221"/>
        <source>Position</source>
        <translation>Vị trí</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="222"/>
        <source>Card shown</source>
        <translation>Lá bài được lật</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="223"/>
        <source>Role copied</source>
        <translation>Nhân vật được sao chép</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="224"/>
        <source>Investigator&apos;s card</source>
        <translation>Lá bài Thám tử huyền bí</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="225"/>
        <source>Became</source>
        <translation>Đã trở thành</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="226"/>
        <source>Player who investigated</source>
        <translation>Người chơi đã điều tra</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="227"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="228"/>
        <source>Artifact token</source>
        <translation>Token Bảo vật</translation>
    </message>
</context>
<context>
    <name>onuw.phase</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="192"/>
        <source>Deal</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name.</extracomment>
        <translation>Chia bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="193"/>
        <source>Night</source>
        <translation>Ban Đêm</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="194"/>
        <source>Day</source>
        <translation>Ban Ngày</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="195"/>
        <source>Vote</source>
        <translation>Biểu quyết</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="196"/>
        <source>Revealing the cards</source>
        <translation>Lật bài</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="197"/>
        <source>End of the game</source>
        <translation>Kết thúc ván chơi</translation>
    </message>
</context>
<context>
    <name>onuw.role_summary</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Looks at another player&apos;s card at night and becomes that role, with its team and night action.</source>
        <translation>Ban đêm xem lá bài của một người chơi khác và trở thành nhân vật đó, theo phe và hành động ban đêm của nhân vật ấy.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Wakes with the other Werewolves; a Werewolf who wakes alone may look at one center card.</source>
        <translation>Thức dậy cùng các Ma sói khác; Ma sói thức dậy một mình có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>The two Masons wake up and see each other.</source>
        <translation>Hai Hội viên Tam Điểm thức dậy và nhìn thấy nhau.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>May look at another player&apos;s card or at two center cards.</source>
        <translation>Có thể xem lá bài của một người chơi khác hoặc hai lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>May swap the cards of two other players without looking at them.</source>
        <translation>Có thể tráo đổi lá bài của hai người chơi khác mà không xem.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Has no night action: finds the Werewolves by talking.</source>
        <translation>Không có hành động ban đêm: tìm Ma sói bằng cách thảo luận.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>May shield another player&apos;s card: nobody may then look at it, move it or put an artifact on it.</source>
        <translation>Có thể đặt Khiên lên lá bài của một người chơi khác: không ai được xem, di chuyển hay đặt Bảo vật lên lá đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Wakes with the Werewolves, then may look at another player&apos;s card.</source>
        <translation>Thức dậy cùng các Ma sói, sau đó có thể xem lá bài của một người chơi khác.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>May look at one center card.</source>
        <translation>Có thể xem một lá bài Trung tâm.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>May move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>Có thể di chuyển lá bài của mọi người chơi khác sang trái hoặc sang phải một bước.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>May turn another player&apos;s card face up; a Werewolf or the Tanner is turned back face down.</source>
        <translation>Có thể lật ngửa lá bài của một người chơi khác; nếu là Ma sói hoặc Chán đời thì úp lại.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Sees who the Werewolves are; wins with them if no Werewolf dies, even if the Minion dies.</source>
        <translation>Biết ai là Ma sói; thắng cùng họ nếu không Ma sói nào chết, kể cả khi chính mình chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>May swap their card with another player&apos;s card and look at it; they end as that role.</source>
        <translation>Có thể đổi lá bài của mình với lá bài của một người chơi khác rồi xem nó; cuối cùng trở thành nhân vật đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Must swap their card with a center card without looking; they end as that role.</source>
        <translation>Phải đổi lá bài của mình với một lá bài Trung tâm mà không xem; cuối cùng trở thành nhân vật đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Looks at their own card at the end of the night to see whether it changed.</source>
        <translation>Cuối đêm xem lại lá bài của mình để biết nó có bị đổi hay không.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>If the Hunter dies, the player they point at in the vote dies too.</source>
        <translation>Nếu Thợ Săn chết, người mà Thợ Săn chỉ vào khi biểu quyết cũng chết theo.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <source>On no team: wins only by dying.</source>
        <translation>Không thuộc phe nào: chỉ thắng khi bị chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Wakes with the Werewolves, then must give the Center Werewolf card to a player who is not a Werewolf they know.</source>
        <translation>Thức dậy cùng các Ma sói, sau đó phải đưa lá bài Ma sói Trung tâm cho một người chơi không phải Ma sói mà mình biết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>A Werewolf who never opens their eyes; shows a thumb so the other Werewolves and the Minion know them.</source>
        <translation>Một Ma sói không bao giờ mở mắt; giơ ngón tay cái để các Ma sói khác và Phản bội biết mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>May look at up to two other players&apos; cards; on a Werewolf or the Tanner they stop and become one.</source>
        <translation>Có thể xem lá bài của tối đa hai người chơi khác; nếu thấy Ma sói hoặc Chán đời thì dừng lại và trở thành nhân vật đó.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>May look at a center card; if they do, they must swap it with any player&apos;s card, their own included.</source>
        <translation>Có thể xem một lá bài Trung tâm; nếu xem, phải đổi lá đó với lá bài của một người chơi bất kỳ, kể cả của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>May place a random artifact, face down, on any player&apos;s card, their own included.</source>
        <translation>Có thể đặt úp một Bảo vật ngẫu nhiên lên lá bài của bất kỳ người chơi nào, kể cả của mình.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Never wakes; the player they point at in the vote cannot be killed.</source>
        <translation>Không bao giờ thức dậy; người mà Bảo vệ chỉ vào khi biểu quyết không thể bị giết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Made by the Cloak of the Prince: votes against them do not count.</source>
        <translation>Do Áo choàng của Hoàng tử tạo ra: các phiếu chống lại Hoàng tử không được tính.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="315"/>
        <source>Artifact: whoever has it on their card is a Werewolf.</source>
        <translation>Bảo vật: người có nó trên lá bài của mình là Ma sói.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="319"/>
        <source>Artifact: whoever has it on their card is a Villager, with no ability.</source>
        <translation>Bảo vật: người có nó trên lá bài của mình là Dân làng, không có năng lực.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="323"/>
        <source>Artifact: whoever has it on their card is a Tanner and wins only by dying.</source>
        <translation>Bảo vật: người có nó trên lá bài của mình là Chán đời và chỉ thắng khi bị chết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="327"/>
        <source>Artifact with no effect.</source>
        <translation>Bảo vật không có tác dụng gì.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="331"/>
        <source>Artifact: its holder may not speak during the day, only gesture.</source>
        <translation>Bảo vật: người giữ nó không được nói trong Ban Ngày, chỉ được ra hiệu.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="335"/>
        <source>Artifact: its holder turns away from the table for the day but still votes.</source>
        <translation>Bảo vật: người giữ nó quay lưng lại với bàn chơi suốt Ban Ngày nhưng vẫn biểu quyết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="339"/>
        <source>Bonus artifact: whoever has it on their card is a Hunter.</source>
        <translation>Bảo vật bổ sung: người có nó trên lá bài của mình là Thợ Săn.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="343"/>
        <source>Bonus artifact: its holder is a Prince, and votes against them do not count.</source>
        <translation>Bảo vật bổ sung: người giữ nó là Hoàng tử, các phiếu chống lại người đó không được tính.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="347"/>
        <source>Bonus artifact: its holder is a Bodyguard, and the player they point at cannot be killed.</source>
        <translation>Bảo vật bổ sung: người giữ nó là Bảo vệ, người mà họ chỉ vào không thể bị giết.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="352"/>
        <source>Bonus artifact: its holder keeps their role but wins only if another player of their team dies.</source>
        <translation>Bảo vật bổ sung: người giữ nó giữ nguyên nhân vật nhưng chỉ thắng nếu một người chơi khác cùng phe chết.</translation>
    </message>
</context>
</TS>
