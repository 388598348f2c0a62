<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>CastleDesktop</name>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="13"/>
        <source>Draw pile: {count}</source>
        <translation>دستهٔ کشیدن: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="14"/>
        <source>Hand limit: {limit}</source>
        <translation>سقف دست: {limit}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="15"/>
        <source>Profession stack: {count}</source>
        <translation>دستهٔ حرفه‌ها: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="16"/>
        <source>Secret Bags now count as Key and Goblet</source>
        <translation>کیسه‌های مخفی اکنون کلید و جام حساب می‌شوند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="17"/>
        <source>Drink of Power in play</source>
        <translation>نوشیدنی قدرت در بازی است</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="18"/>
        <source>1 item</source>
        <translation>۱ وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="19"/>
        <source>{count} items</source>
        <translation>{count} وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="20"/>
        <source>Turn</source>
        <translation>نوبت</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="21"/>
        <source>{profession} (used)</source>
        <translation>{profession} (استفاده‌شده)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="22"/>
        <source>{profession} (known)</source>
        <translation>{profession} (آشکار)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="23"/>
        <source>Attacker</source>
        <translation>مهاجم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="24"/>
        <source>Defender</source>
        <translation>مدافع</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="25"/>
        <source>Sword</source>
        <translation>شمشیر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="26"/>
        <source>Shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="27"/>
        <location filename="../desktop/games/castle/texts.py" line="126"/>
        <source>Neutral</source>
        <translation>بی‌طرف</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="28"/>
        <source>Hypnotised</source>
        <translation>هیپنوتیزم‌شده</translation>
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
        <translation>پشتیبانی: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="32"/>
        <source>Supporters: {count}</source>
        <translation>پشتیبان‌ها: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="33"/>
        <source>Neutral: {count}</source>
        <translation>بی‌طرف: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="34"/>
        <source>No support yet</source>
        <translation>هنوز پشتیبانی نیست</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="35"/>
        <source>Shown: {cards}</source>
        <translation>رو شده: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="36"/>
        <source>{card} ({player})</source>
        <translation>{card} ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="37"/>
        <source>Neutral: {players}</source>
        <translation>بی‌طرف: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="38"/>
        <source>Hypnotised: {player}</source>
        <translation>هیپنوتیزم‌شده: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="39"/>
        <source>Duel: all support is void</source>
        <translation>دوئل: همهٔ پشتیبانی‌ها باطل است</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="40"/>
        <source>Poison Mixer: {player} wins</source>
        <translation>زهرساز: {player} می‌برد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="41"/>
        <source>Poison Ring: {player} wins the tie</source>
        <translation>انگشتر زهر: در تساوی {player} می‌برد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="42"/>
        <source>{player} used the Priest: no fight</source>
        <translation>{player} از کشیش استفاده کرد: نبردی رخ نمی‌دهد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="43"/>
        <source>A tie</source>
        <translation>تساوی</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="44"/>
        <source>{player} wins the fight</source>
        <translation>{player} نبرد را می‌برد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="45"/>
        <source>Declaring: {player}</source>
        <translation>در حال موضع‌گیری: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="46"/>
        <source>Does anyone use the Priest?</source>
        <translation>کسی از کشیش استفاده می‌کند؟</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="47"/>
        <source>Declarations: {done} of {total}</source>
        <translation>موضع‌گیری‌ها: {done} از {total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="48"/>
        <source>Items and professions</source>
        <translation>وسایل و حرفه‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="49"/>
        <source>After the fight</source>
        <translation>پس از نبرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="50"/>
        <source>Set up the cards for {count} players</source>
        <translation>کارت‌ها را برای {count} بازیکن آماده کنید</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="51"/>
        <source>{player} declares victory, naming {partners}</source>
        <translation>{player} پیروزی را اعلام می‌کند و {partners} را نام می‌برد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="52"/>
        <source>{player} declares victory alone</source>
        <translation>{player} به‌تنهایی پیروزی را اعلام می‌کند</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="54"/>
        <source>{player} declares victory, naming %n partner(s)</source>
        <translation>
            <numerusform>{player} پیروزی را اعلام می‌کند و %Ln هم‌پیمان را نام می‌برد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/games/castle/texts.py" line="55"/>
        <source>{player} tells the fortune of %n player(s)</source>
        <translation>
            <numerusform>{player} برای %Ln بازیکن پیشگویی می‌کند</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="56"/>
        <source>Victory items shown so far: {count}</source>
        <translation>وسایل پیروزی رو‌شده تاکنون: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="57"/>
        <source>{player} claims victory with the Coat of Arms of the Loge</source>
        <translation>{player} با نشان لژ ادعای پیروزی می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="58"/>
        <source>{player} tells the fortune of {named}</source>
        <translation>{player} برای {named} پیشگویی می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="59"/>
        <source>{player}: {count}</source>
        <translation>{player}: {count}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="60"/>
        <source>Shown so far: {counts}</source>
        <translation>رو‌شده تاکنون: {counts}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="61"/>
        <source>The society card set aside: {society}</source>
        <translation>کارت انجمن کنار گذاشته: {society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="62"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} برندگان: {winners}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="63"/>
        <source>Winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="66"/>
        <source>Set up the cards</source>
        <translation>آماده کردن کارت‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="67"/>
        <source>{player}&apos;s turn</source>
        <translation>نوبت {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="68"/>
        <source>Fight: {attacker} attacks {defender}</source>
        <translation>نبرد: {attacker} به {defender} حمله می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="69"/>
        <source>{player}&apos;s turn: the declaration is checked</source>
        <translation>نوبت {player}: اعلام پیروزی بررسی می‌شود</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="70"/>
        <source>The game is over</source>
        <translation>بازی تمام شد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="73"/>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="74"/>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="75"/>
        <source>Trade an item</source>
        <translation>معاملهٔ یک وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="76"/>
        <source>Attack another player</source>
        <translation>حمله به بازیکنی دیگر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="77"/>
        <source>Declare victory alone</source>
        <translation>اعلام پیروزی به‌تنهایی</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="78"/>
        <source>Declare victory naming one partner</source>
        <translation>اعلام پیروزی با نام بردن یک هم‌پیمان</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="79"/>
        <source>Declare victory naming {count} partners</source>
        <translation>اعلام پیروزی با نام بردن {count} هم‌پیمان</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="80"/>
        <source>Claim victory with the Coat of Arms of the Loge</source>
        <translation>ادعای پیروزی با نشان لژ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="81"/>
        <source>Tell the fortune of one player</source>
        <translation>پیشگویی برای یک بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="82"/>
        <source>Tell the fortune of {count} players</source>
        <translation>پیشگویی برای {count} بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="83"/>
        <source>Use the Clairvoyant</source>
        <translation>استفاده از پیشگو</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="84"/>
        <source>Use the Diplomat</source>
        <translation>استفاده از دیپلمات</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="85"/>
        <source>End the turn</source>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="86"/>
        <source>Accept and give an item back</source>
        <translation>پذیرفتن و پس دادن یک وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="87"/>
        <source>Accept the trade</source>
        <translation>پذیرفتن معامله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="88"/>
        <source>Refuse the trade</source>
        <translation>رد کردن معامله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="89"/>
        <source>Use the Priest: the fight does not take place</source>
        <translation>استفاده از کشیش: نبرد رخ نمی‌دهد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="90"/>
        <source>Do not use the Priest</source>
        <translation>از کشیش استفاده نمی‌کنم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="91"/>
        <source>Nobody uses the Priest</source>
        <translation>هیچ‌کس از کشیش استفاده نمی‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="92"/>
        <source>Use the Doctor: no post-fight action</source>
        <translation>استفاده از پزشک: کنشی پس از نبرد نیست</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="93"/>
        <source>Do not use the Doctor</source>
        <translation>از پزشک استفاده نمی‌کنم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="94"/>
        <source>Nobody uses the Doctor</source>
        <translation>هیچ‌کس از پزشک استفاده نمی‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="95"/>
        <source>Show an item or a profession</source>
        <translation>رو کردن یک وسیله یا حرفه</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="96"/>
        <source>Use the Poison Mixer</source>
        <translation>استفاده از زهرساز</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="97"/>
        <source>Show nothing now</source>
        <translation>فعلاً چیزی رو نمی‌کنم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="98"/>
        <source>Nobody shows anything more: count the fight</source>
        <translation>هیچ‌کس چیز دیگری رو نمی‌کند: شمارش نبرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="99"/>
        <source>Show the Poison Ring: win the tie</source>
        <translation>رو کردن انگشتر زهر: بردن در تساوی</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="100"/>
        <source>Do not show the Poison Ring</source>
        <translation>انگشتر زهر را رو نمی‌کنم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="101"/>
        <source>Nobody shows the Poison Ring</source>
        <translation>هیچ‌کس انگشتر زهر را رو نمی‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="102"/>
        <source>Use the Hypnotist</source>
        <translation>استفاده از هیپنوتیزم‌گر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="103"/>
        <source>Declare your side</source>
        <translation>موضع خودت را بگیر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="104"/>
        <source>Choose the spoils</source>
        <translation>غنیمت را انتخاب کن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="105"/>
        <source>Draw an item after the tie?</source>
        <translation>پس از تساوی یک وسیله کشیده شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="106"/>
        <source>Give one item to the Priest</source>
        <translation>یک وسیله به کشیش بده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="109"/>
        <source>Item</source>
        <translation>وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="110"/>
        <source>To</source>
        <translation>به</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="111"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="112"/>
        <source>Item you give back</source>
        <translation>وسیله‌ای که پس می‌دهی</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="113"/>
        <source>Partners</source>
        <translation>هم‌پیمانان</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="114"/>
        <source>Named players</source>
        <translation>بازیکنان نام‌برده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="115"/>
        <source>Item or profession</source>
        <translation>وسیله یا حرفه</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="116"/>
        <source>Profession</source>
        <translation>حرفه</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="117"/>
        <source>Side</source>
        <translation>طرف</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="118"/>
        <source>Spoils</source>
        <translation>غنیمت</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="119"/>
        <source>Direction</source>
        <translation>جهت</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="120"/>
        <source>Winner of the fight</source>
        <translation>برندهٔ نبرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="121"/>
        <source>Society</source>
        <translation>انجمن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="122"/>
        <source>Victory items shown</source>
        <translation>وسایل پیروزی رو‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="123"/>
        <source>Keys and Goblets shown</source>
        <translation>کلیدها و جام‌های رو‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="124"/>
        <source>Sword (the attacker)</source>
        <translation>شمشیر (مهاجم)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="125"/>
        <source>Shield (the defender)</source>
        <translation>سپر (مدافع)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="127"/>
        <source>Look at society and profession</source>
        <translation>دیدن انجمن و حرفه</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="128"/>
        <source>Look at the items and take one</source>
        <translation>دیدن وسایل و برداشتن یکی</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="129"/>
        <source>No spoils</source>
        <translation>بدون غنیمت</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="131"/>
        <source>not in the game at this player count: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <extracomment>The Diplomat&apos;s demands that cannot succeed: still allowed, the target then shows every item and the turn ends.</extracomment>
        <translation>در این تعداد بازیکن در بازی نیست: این درخواست نمی‌تواند موفق شود (بازیکنِ درخواست‌شده همهٔ وسایلش را نشان می‌دهد و نوبت تمام می‌شود)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="134"/>
        <source>the Diplomat holds every copy: this demand cannot succeed (the player asked shows all their items and the turn ends)</source>
        <translation>همهٔ نسخه‌های این وسیله دست دیپلمات است: این درخواست نمی‌تواند موفق شود (بازیکنِ درخواست‌شده همهٔ وسایلش را نشان می‌دهد و نوبت تمام می‌شود)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="137"/>
        <source>To the left</source>
        <translation>به چپ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="138"/>
        <source>To the right</source>
        <translation>به راست</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="139"/>
        <source>The attacker, {player}</source>
        <translation>مهاجم، {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="140"/>
        <source>The defender, {player}</source>
        <translation>مدافع، {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="141"/>
        <source>Execute the effect</source>
        <translation>اجرای اثر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="142"/>
        <source>Decline the effect</source>
        <translation>صرف‌نظر از اثر</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="143"/>
        <source>Draw an item</source>
        <translation>کشیدن یک وسیله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="144"/>
        <source>Do not draw</source>
        <translation>نمی‌کشم</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="145"/>
        <source>Yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="146"/>
        <source>No</source>
        <translation>نه</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="147"/>
        <source>No effect announced</source>
        <translation>هیچ اثری اعلام نشد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="150"/>
        <source>Your society: {society}</source>
        <translation>انجمن تو: {society}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="151"/>
        <source>Your profession: {profession}</source>
        <translation>حرفهٔ تو: {profession}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="152"/>
        <source>Your profession: {profession} (face up)</source>
        <translation>حرفهٔ تو: {profession} (رو شده)</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="153"/>
        <source>Your items: {items}</source>
        <translation>وسایل تو: {items}</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="154"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="155"/>
        <source>What you have learned:</source>
        <translation>آنچه فهمیده‌ای:</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="156"/>
        <source>their society, profession and items</source>
        <translation>انجمن، حرفه و وسایلشان</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="157"/>
        <source>a card only they may know</source>
        <translation>کارتی که فقط خودشان باید بدانند</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="160"/>
        <source>The attacker may hypnotise the player who has just declared. If {attacker} asks for the laptop, give it to them.</source>
        <translation>مهاجم می‌تواند بازیکنی را که همین حالا موضع گرفت هیپنوتیزم کند. اگر {attacker} لپ‌تاپ را خواست، آن را به او بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="162"/>
        <source>{attacker} asks for the laptop</source>
        <translation>{attacker} لپ‌تاپ را می‌خواهد</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="163"/>
        <source>The attacker may hypnotise the player who has just declared: {attacker} decides on their phone.</source>
        <translation>مهاجم می‌تواند بازیکنی را که همین حالا موضع گرفت هیپنوتیزم کند: {attacker} روی گوشی خودش تصمیم می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="165"/>
        <source>I am {attacker}: open</source>
        <translation>من {attacker} هستم: باز کن</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="166"/>
        <source>There is nothing for you to choose now.</source>
        <translation>اکنون چیزی برای انتخاب نداری.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="167"/>
        <source>Done: give the laptop back</source>
        <translation>تمام: لپ‌تاپ را پس بده</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="170"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/texts.py" line="171"/>
        <source>Each player who may use this card is asked in turn, on a screen of their own; everyone sees the same two choices.</source>
        <translation>از هر بازیکنی که ممکن است این کارت را به کار ببرد به نوبت، روی صفحهٔ خودش، پرسیده می‌شود؛ همه همان دو گزینه را می‌بینند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/castle/__init__.py" line="32"/>
        <source>The player who has travelled farthest begins; or one drawn at random.</source>
        <extracomment>The wizard&apos;s explanation of the start player (chosen by name there; the engine&apos;s counts seats from 0).</extracomment>
        <translation>بازیکنی که از همه دورتر سفر کرده آغاز می‌کند؛ یا کسی که به‌تصادف انتخاب می‌شود.</translation>
    </message>
</context>
</TS>
