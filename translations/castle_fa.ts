<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>castle</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="21"/>
        <source>Order</source>
        <translation>فرقه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="22"/>
        <source>Brotherhood</source>
        <translation>انجمن برادری</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="60"/>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="62"/>
        <source>Goblet</source>
        <translation>جام</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Secret Bag (Key)</source>
        <translation>کیسهٔ مخفی (کلید)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Secret Bag (Goblet)</source>
        <translation>کیسهٔ مخفی (جام)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>Dagger</source>
        <translation>خنجر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>Gloves</source>
        <translation>دستکش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="70"/>
        <source>Poison Ring</source>
        <translation>انگشتر زهر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="72"/>
        <source>Casting Knives</source>
        <translation>کاردهای پرتابی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="74"/>
        <source>Whip</source>
        <translation>شلاق</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="76"/>
        <source>Privilege</source>
        <translation>امتیازنامه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="78"/>
        <source>Monocle</source>
        <translation>عینک تک‌چشمی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Black Pearl</source>
        <translation>مروارید سیاه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Tome</source>
        <translation>کتاب قطور</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Coat</source>
        <translation>ردا</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="86"/>
        <source>Sextant</source>
        <translation>سکستانت</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Broken Mirror</source>
        <translation>آینهٔ شکسته</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Coat of Arms of the Loge</source>
        <translation>نشان لژ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="109"/>
        <source>Drink of Power</source>
        <translation>نوشیدنی قدرت</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Diplomat</source>
        <translation>دیپلمات</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Doctor</source>
        <translation>پزشک</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Duelist</source>
        <translation>دوئل‌کننده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Poison Mixer</source>
        <translation>زهرساز</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Grand Master</source>
        <translation>استاد اعظم</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Clairvoyant</source>
        <translation>پیشگو</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Hypnotist</source>
        <translation>هیپنوتیزم‌گر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Bodyguard</source>
        <translation>محافظ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Priest</source>
        <translation>کشیش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Thug</source>
        <translation>اوباش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="176"/>
        <source>sword</source>
        <translation>شمشیر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="177"/>
        <source>shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="178"/>
        <source>neutral</source>
        <translation>بی‌طرف</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="7"/>
        <source>Castle of the Devil</source>
        <translation>قلعهٔ شیطان</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="8"/>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="9"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="12"/>
        <source>Castle of the Devil needs 3 to 10 players, not {count}.</source>
        <translation>قلعهٔ شیطان به ۳ تا ۱۰ بازیکن نیاز دارد، نه {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="13"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>گزینهٔ «{option}» نمی‌تواند «{value}» باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="14"/>
        <source>An option is not one of this game&apos;s options.</source>
        <translation>یکی از گزینه‌ها متعلق به این بازی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="15"/>
        <source>Castle of the Devil has no role list: leave the roles empty.</source>
        <translation>قلعهٔ شیطان فهرست نقش ندارد: نقش‌ها را خالی بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="18"/>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="19"/>
        <source>Physical: the table deals its own cards and the app tracks turns, fights and declarations. App: the app deals and each player sees their own cards privately.</source>
        <translation>کارت‌های فیزیکی: میز کارت‌های خودش را پخش می‌کند و برنامه نوبت‌ها، نبردها و اعلام‌های پیروزی را دنبال می‌کند. برنامه: برنامه پخش می‌کند و هر بازیکن کارت‌های خودش را در خفا می‌بیند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="21"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="22"/>
        <source>Dealt by the app</source>
        <translation>پخش توسط برنامه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="23"/>
        <source>Start player</source>
        <translation>بازیکن شروع‌کننده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="24"/>
        <source>The seat of the player who has travelled farthest (counted from 0); -1 chooses at random.</source>
        <translation>صندلی بازیکنی که دورتر از همه سفر کرده است (از ۰ شمرده می‌شود)؛ منفی ۱ تصادفی انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="25"/>
        <source>Beginner game (sealed items only)</source>
        <translation>بازی مبتدی (فقط وسایل مهردار)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="26"/>
        <source>Use only the items with the seal in the lower left corner.</source>
        <translation>فقط از وسایلی استفاده کنید که در گوشهٔ پایین چپ مهر دارند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="27"/>
        <source>Variant: Smuggling</source>
        <translation>گونه: قاچاق</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="28"/>
        <source>Each trader decides whether the effect of the item they traded away is executed; a declined item is not named.</source>
        <translation>هر معامله‌گر تصمیم می‌گیرد اثر وسیله‌ای که داده اجرا شود یا نه؛ وسیلهٔ ردشده نام برده نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="30"/>
        <source>Variant: Fortune-telling</source>
        <translation>گونه: پیشگویی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="31"/>
        <source>A player may name the opposing players who hold 3 or more of their victory items.</source>
        <translation>بازیکن می‌تواند بازیکنان طرف مقابل را که ۳ وسیلهٔ پیروزی یا بیشتر دارند نام ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="32"/>
        <source>Starting items at 3 players</source>
        <translation>وسایل آغازین در بازی سه‌نفره</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="33"/>
        <source>How many items each player is dealt at the start of a 3-player game.</source>
        <translation>در آغاز بازی سه‌نفره به هر بازیکن چند وسیله داده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="34"/>
        <source>Two each</source>
        <translation>هر نفر دو</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="35"/>
        <source>One each</source>
        <translation>هر نفر یک</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="36"/>
        <source>Who may receive surplus items</source>
        <translation>چه کسی وسایل اضافه را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="37"/>
        <source>A player over the hand limit gives the surplus away at once.</source>
        <translation>بازیکنی که از سقف دست بیشتر دارد، بی‌درنگ مازاد را می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="38"/>
        <source>Only players below their limit</source>
        <translation>فقط بازیکنانی که زیر سقف هستند</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="39"/>
        <source>Any other player</source>
        <translation>هر بازیکن دیگر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="40"/>
        <source>Trade effects may be declined</source>
        <translation>می‌توان اثر معامله را رد کرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="41"/>
        <source>The player who traded an item away may decline its effect (it is still named).</source>
        <translation>بازیکنی که وسیله را داده می‌تواند اثرش را رد کند (باز هم نام برده می‌شود).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="42"/>
        <source>Order of the two trade effects</source>
        <translation>ترتیب دو اثر معامله</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="43"/>
        <source>Whose effect resolves first when both traded items have one.</source>
        <translation>وقتی هر دو وسیله اثر دارند، اثر چه کسی اول اجرا می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="44"/>
        <source>The active player&apos;s first</source>
        <translation>اول بازیکن نوبت‌دار</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="45"/>
        <source>The receiver&apos;s first</source>
        <translation>اول گیرنده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="46"/>
        <source>Diplomat exchanges have trade effects</source>
        <translation>معاملهٔ دیپلمات هم اثر معامله دارد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="47"/>
        <source>The Diplomat&apos;s exchange is a trade: the effects of both items fire.</source>
        <translation>معاملهٔ دیپلمات یک معاملهٔ عادی است: اثر هر دو وسیله اجرا می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="48"/>
        <source>When the Diplomat and the Clairvoyant may act</source>
        <translation>دیپلمات و پیشگو کی می‌توانند عمل کنند</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="49"/>
        <source>On one&apos;s own turn, before the action only, or also after it.</source>
        <translation>در نوبت خود، فقط پیش از کنش یا پس از آن هم.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="50"/>
        <source>Before the action</source>
        <translation>پیش از کنش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="51"/>
        <source>Before or after the action</source>
        <translation>پیش یا پس از کنش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="52"/>
        <source>When the Hypnotist chooses</source>
        <translation>هیپنوتیزم‌گر کی انتخاب می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="53"/>
        <source>Right after the target&apos;s declaration, or once after all declarations.</source>
        <translation>درست پس از موضع‌گیری هدف، یا یک بار پس از همهٔ موضع‌گیری‌ها.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="54"/>
        <source>Right after the declaration</source>
        <translation>درست پس از موضع‌گیری</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="55"/>
        <source>After all declarations</source>
        <translation>پس از همهٔ موضع‌گیری‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="56"/>
        <source>The Duelist gives +1</source>
        <translation>دوئل‌کننده ۱+ می‌دهد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="57"/>
        <source>Besides voiding all support, the Duelist&apos;s side gets +1.</source>
        <translation>افزون بر باطل کردن همهٔ پشتیبانی‌ها، طرف دوئل‌کننده ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="58"/>
        <source>The Duelist blocks the Poison Mixer</source>
        <translation>دوئل‌کننده جلوی زهرساز را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="59"/>
        <source>After a Duelist, nobody may use the Poison Mixer in that fight.</source>
        <translation>پس از دوئل‌کننده، هیچ‌کس در آن نبرد نمی‌تواند از زهرساز استفاده کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="60"/>
        <source>When the Poison Ring is shown</source>
        <translation>انگشتر زهر کی نشان داده می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="61"/>
        <source>With the other modifiers, or only after the count finds a tie.</source>
        <translation>همراه با دیگر اصلاح‌گرها، یا فقط پس از آنکه شمارش به تساوی برسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="62"/>
        <source>With the other modifiers</source>
        <translation>همراه با دیگر اصلاح‌گرها</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="63"/>
        <source>After a tied count</source>
        <translation>پس از شمارش مساوی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="64"/>
        <source>Tied fights</source>
        <translation>نبردهای مساوی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="65"/>
        <source>The rulebook lets the attacker draw an item; the house rule gives the fight to the defender.</source>
        <translation>دفترچهٔ قوانین به مهاجم اجازه می‌دهد یک وسیله بکشد؛ قانون خانگی نبرد را به مدافع می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="66"/>
        <source>The attacker may draw</source>
        <translation>مهاجم می‌تواند بکشد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="67"/>
        <source>The defender wins</source>
        <translation>مدافع می‌برد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="68"/>
        <source>When the Doctor acts</source>
        <translation>پزشک کی عمل می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="69"/>
        <source>After the winner announces the spoils, or before.</source>
        <translation>پس از آنکه برنده غنیمت را اعلام کند، یا پیش از آن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="70"/>
        <source>After the winner&apos;s choice</source>
        <translation>پس از انتخاب برنده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="71"/>
        <source>Before the winner&apos;s choice</source>
        <translation>پیش از انتخاب برنده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="72"/>
        <source>The Doctor may prevent the tie draw</source>
        <translation>پزشک می‌تواند جلوی کشیدن پس از تساوی را بگیرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="73"/>
        <source>The attacker&apos;s draw after a tie is a post-fight action too.</source>
        <translation>کشیدن مهاجم پس از تساوی هم کنشی پس از نبرد است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="74"/>
        <source>The give-back excludes the taken item</source>
        <translation>پس‌دادن شامل وسیلهٔ گرفته‌شده نمی‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="75"/>
        <source>A winner who took the loser&apos;s last item may not give that same item back.</source>
        <translation>برنده‌ای که آخرین وسیلهٔ بازنده را گرفته نمی‌تواند همان وسیله را پس بدهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="76"/>
        <source>A wrong Coat of Arms claim</source>
        <translation>ادعای نادرست با نشان لژ</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="77"/>
        <source>Refused, or lost by the claimant&apos;s society.</source>
        <translation>رد می‌شود، یا انجمن مدعی می‌بازد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="78"/>
        <source>Refused</source>
        <translation>رد می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="79"/>
        <source>The claimant&apos;s society loses</source>
        <translation>انجمن مدعی می‌بازد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="80"/>
        <source>A Drink of Power allows declaring</source>
        <translation>نوشیدنی قدرت اجازهٔ اعلام پیروزی می‌دهد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="81"/>
        <source>At odd player counts anyone may declare with a Drink of Power and no victory item; the Drink still counts only for the weaker society.</source>
        <translation>وقتی شمار بازیکنان فرد است، هر کسی می‌تواند با نوشیدنی قدرت و بدون وسیلهٔ پیروزی اعلام پیروزی کند؛ نوشیدنی فقط برای انجمن ضعیف‌تر شمرده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="83"/>
        <source>The Coat&apos;s new profession</source>
        <translation>حرفهٔ تازه با ردا</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="84"/>
        <source>Chosen after looking through the profession stack, or drawn blind.</source>
        <translation>پس از نگاه به دستهٔ حرفه‌ها انتخاب می‌شود، یا ندیده کشیده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="85"/>
        <source>Chosen</source>
        <translation>انتخابی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="86"/>
        <source>Drawn at random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="87"/>
        <source>Scenario start (records only)</source>
        <translation>شروع از یک وضعیت (فقط برای پرونده‌ها)</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="88"/>
        <source>A deal fixed by a record may place the items anywhere, to start from a worked example&apos;s stated hands; every card must still be there once. Dealt games always follow the setup.</source>
        <translation>پخشی که در پرونده ثبت شده می‌تواند وسیله‌ها را هر جا بگذارد تا بازی از دست‌های گفته‌شده در یک مثال شروع شود؛ هر کارت باید باز هم دقیقاً یک بار باشد. بازی‌هایی که برنامه پخش می‌کند همیشه طبق آماده‌سازی آغاز می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="93"/>
        <source>Each of the {count} players takes one character card; put the others away.</source>
        <translation>هر یک از {count} بازیکن یک کارت شخصیت برمی‌دارد؛ بقیه را کنار بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="94"/>
        <source>Shuffle the 10 profession cards and deal one face down to each player; the other {stack} form the face-down profession stack.</source>
        <translation>۱۰ کارت حرفه را بُر بزنید و به هر بازیکن یکی رو به پایین بدهید؛ {stack} کارت دیگر دستهٔ حرفه‌ها را رو به پایین می‌سازند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="96"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player.</source>
        <translation>از هر نوع کارت انجمن، فرقه و انجمن برادری، {each} کارت بردارید، بُر بزنید و به هر بازیکن یکی رو به پایین بدهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="98"/>
        <source>Take {each} society cards of each kind, Order and Brotherhood, shuffle them and deal one face down to each player; set the last card aside unseen.</source>
        <translation>از هر نوع کارت انجمن، فرقه و انجمن برادری، {each} کارت بردارید، بُر بزنید و به هر بازیکن یکی رو به پایین بدهید؛ کارت آخر را ندیده کنار بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="100"/>
        <source>Give each of the {count} players one Drink of Power card.</source>
        <translation>به هر یک از {count} بازیکن یک کارت نوشیدنی قدرت بدهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="101"/>
        <source>Remove from the game: {items}.</source>
        <translation>از بازی کنار بگذارید: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="102"/>
        <source>Beginner game: remove every item without the seal.</source>
        <translation>بازی مبتدی: همهٔ وسایل بدون مهر را کنار بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="103"/>
        <source>Set both Secret Bags aside; shuffle the sealed items and take {count} of them.</source>
        <translation>هر دو کیسهٔ مخفی را کنار بگذارید؛ وسایل مهردار را بُر بزنید و {count} تا از آن‌ها بردارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="104"/>
        <source>Shuffle those items with both Secret Bags and deal one face down to each player.</source>
        <translation>آن وسایل را با هر دو کیسهٔ مخفی بُر بزنید و به هر بازیکن یکی رو به پایین بدهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="105"/>
        <source>Shuffle those items with both Secret Bags and deal two face down to each player.</source>
        <translation>آن وسایل را با هر دو کیسهٔ مخفی بُر بزنید و به هر بازیکن دو تا رو به پایین بدهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="106"/>
        <source>Shuffle all the other items, sealed or not, into a face-down draw pile of {count} cards.</source>
        <translation>همهٔ وسایل دیگر را، مهردار یا بی‌مهر، بُر بزنید و دستهٔ کشیدن رو به پایین {count} کارتی بسازید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="107"/>
        <source>Hand limit: {limit} items.</source>
        <translation>سقف دست: {limit} وسیله.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="108"/>
        <source>Set up the cards as described, then start the game.</source>
        <translation>کارت‌ها را همان‌طور که گفته شد آماده کنید، سپس بازی را شروع کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="111"/>
        <source>{player}&apos;s turn: pass, trade an item, attack another player or declare victory.</source>
        <translation>نوبت {player}: پاس، معاملهٔ وسیله، حمله به بازیکن دیگر یا اعلام پیروزی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="112"/>
        <source>End the turn, or use the Diplomat or the Clairvoyant first.</source>
        <translation>نوبت را تمام کن، یا اول از دیپلمات یا پیشگو استفاده کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="113"/>
        <source>Choose the cards to put on top of the draw pile, the top card first.</source>
        <translation>کارت‌هایی را که روی دستهٔ کشیدن می‌گذاری انتخاب کن، اول کارت رویی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="114"/>
        <source>Does {player} have the {item}?</source>
        <translation>آیا {player} {item} دارد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="115"/>
        <source>Hand the demanded item to the Diplomat.</source>
        <translation>وسیلهٔ درخواست‌شده را به دیپلمات بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="116"/>
        <source>Choose the item you give in return.</source>
        <translation>وسیله‌ای را که در عوض می‌دهی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="117"/>
        <source>{player} offers you an item: accept and give one back, or refuse.</source>
        <translation>{player} به تو وسیله‌ای پیشنهاد می‌کند: بپذیر و یکی پس بده، یا رد کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="118"/>
        <source>Which traded item&apos;s effect was announced?</source>
        <translation>اثر کدام وسیلهٔ معامله‌شده اعلام شد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="119"/>
        <source>Execute the effect of the item you traded away?</source>
        <translation>اثر وسیله‌ای را که دادی اجرا می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="120"/>
        <source>Choose your new profession from the profession stack.</source>
        <translation>حرفهٔ تازه‌ات را از دستهٔ حرفه‌ها انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="121"/>
        <source>Choose the direction in which everyone passes one item.</source>
        <translation>جهتی را انتخاب کن که همه یک وسیله به آن سو می‌دهند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="122"/>
        <source>Choose the item you pass on.</source>
        <translation>وسیله‌ای را که رد می‌کنی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="123"/>
        <source>Over the hand limit of {limit}: give an item to another player.</source>
        <translation>بیش از سقف {limit}: یک وسیله به بازیکن دیگری بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="124"/>
        <source>Before anyone declares: does anyone use the Priest?</source>
        <translation>پیش از موضع‌گیری: آیا کسی از کشیش استفاده می‌کند؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="125"/>
        <source>Give one of your items to the Priest.</source>
        <translation>یکی از وسایلت را به کشیش بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="126"/>
        <source>Declare sword, shield or neutral.</source>
        <translation>موضع بگیر: شمشیر، سپر یا بی‌طرف.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="127"/>
        <source>Hypnotise a player who has declared.</source>
        <translation>بازیکنی را که موضع گرفته هیپنوتیزم کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="128"/>
        <source>Use an item or a profession for the fight, or pass.</source>
        <translation>برای نبرد از یک وسیله یا حرفه استفاده کن، یا پاس بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="129"/>
        <source>Last word: use the Grand Master, the Duelist or the Poison Mixer, or pass.</source>
        <translation>حرف آخر: از استاد اعظم، دوئل‌کننده یا زهرساز استفاده کن، یا پاس بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="130"/>
        <source>The fight is tied: does a combatant show the Poison Ring?</source>
        <translation>نبرد مساوی است: آیا یکی از طرفین انگشتر زهر را نشان می‌دهد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="131"/>
        <source>Choose the spoils: look at society and profession, or look at the items and take one.</source>
        <translation>غنیمت را انتخاب کن: دیدن انجمن و حرفه، یا دیدن وسایل و برداشتن یکی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="132"/>
        <source>A tie: draw an item from the draw pile?</source>
        <translation>تساوی: یک وسیله از دستهٔ کشیدن می‌کشی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="133"/>
        <source>Does anyone use the Doctor to prevent the post-fight action?</source>
        <translation>آیا کسی از پزشک برای جلوگیری از کنش پس از نبرد استفاده می‌کند؟</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="134"/>
        <source>Choose the item you take.</source>
        <translation>وسیله‌ای را که برمی‌داری انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="135"/>
        <source>The loser has no item left: give one of yours back.</source>
        <translation>بازنده وسیله‌ای ندارد: یکی از وسایل خودت را پس بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="136"/>
        <source>Enter what {player} reveals.</source>
        <translation>آنچه {player} آشکار می‌کند وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="137"/>
        <source>Enter {player}&apos;s society card.</source>
        <translation>کارت انجمن {player} را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="138"/>
        <source>Turn over the society card that was set aside.</source>
        <translation>کارت انجمنی را که کنار گذاشته شده بود رو کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="139"/>
        <source>The declaration is not allowed: withdraw it.</source>
        <translation>این اعلام پیروزی مجاز نیست: آن را پس بگیرید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="142"/>
        <source>{offerer} offers {player} an item: {player} accepts and gives one back, or refuses.</source>
        <translation>{offerer} یک وسیله به {player} پیشنهاد می‌دهد: {player} می‌پذیرد و یک وسیله پس می‌دهد، یا رد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="143"/>
        <source>{player} chooses the item to give in return.</source>
        <translation>{player} وسیله‌ای را که در عوض می‌دهد انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="144"/>
        <source>{player} decides whether to execute the effect of the item traded away.</source>
        <translation>{player} تصمیم می‌گیرد که اثر وسیلهٔ معامله‌شده را اجرا کند یا نه.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="145"/>
        <source>{player} chooses a new profession from the profession stack.</source>
        <translation>{player} یک حرفهٔ تازه از دستهٔ حرفه‌ها انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="146"/>
        <source>Each player chooses an item to pass on.</source>
        <translation>هر بازیکن وسیله‌ای را برای دست‌به‌دست کردن انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="147"/>
        <source>{player} gives one item to the Priest.</source>
        <translation>{player} یک وسیله به کشیش می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="148"/>
        <source>{player} chooses the item to take.</source>
        <translation>{player} وسیله‌ای را که برمی‌دارد انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="149"/>
        <source>The loser has no item left: {player} gives one back.</source>
        <translation>بازنده وسیله‌ای ندارد: {player} یک وسیله پس می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="152"/>
        <source>{player} must choose another player.</source>
        <translation>{player} باید بازیکن دیگری را انتخاب کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="153"/>
        <source>{player} does not hold the {item}.</source>
        <translation>{player} {item} ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="154"/>
        <source>A Secret Bag cannot be traded for the other Secret Bag.</source>
        <translation>کیسهٔ مخفی را نمی‌توان با کیسهٔ مخفی دیگر معامله کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="155"/>
        <source>{player} must accept the {item}.</source>
        <translation>{player} باید {item} را بپذیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="156"/>
        <source>{player} holds only the other Secret Bag and must refuse the trade.</source>
        <translation>{player} فقط کیسهٔ مخفی دیگر را دارد و باید معامله را رد کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="157"/>
        <source>{player} must give back another item, not the one just received.</source>
        <translation>{player} باید وسیلهٔ دیگری پس بدهد، نه همانی که تازه گرفته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="158"/>
        <source>{player} holds the Black Pearl and cannot declare victory.</source>
        <translation>{player} مروارید سیاه را دارد و نمی‌تواند پیروزی را اعلام کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="159"/>
        <source>{player} holds no victory item of their society and cannot declare victory.</source>
        <translation>{player} هیچ وسیلهٔ پیروزی انجمن خود را ندارد و نمی‌تواند پیروزی را اعلام کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="160"/>
        <source>{player} does not hold the Coat of Arms of the Loge.</source>
        <translation>{player} نشان لژ را ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="161"/>
        <source>{player} holds only {count} Keys and Goblets; the Coat of Arms of the Loge needs 3.</source>
        <translation>{player} فقط {count} کلید و جام دارد؛ نشان لژ به ۳ تا نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="162"/>
        <source>{player} holds fewer than 3 items; the Coat of Arms of the Loge needs 3 Keys and Goblets.</source>
        <translation>{player} کمتر از ۳ وسیله دارد؛ نشان لژ به ۳ کلید و جام نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="164"/>
        <source>{player} is not the {profession}.</source>
        <translation>{player} {profession} نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="165"/>
        <source>{player}&apos;s {profession} has already been used.</source>
        <translation>{profession} بازیکن {player} قبلاً استفاده شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="166"/>
        <source>The draw pile is empty.</source>
        <translation>دستهٔ کشیدن خالی است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="167"/>
        <source>{player} cannot use the {card} in this position of the fight.</source>
        <translation>{player} در این جایگاه نبرد نمی‌تواند از {card} استفاده کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="168"/>
        <source>The {card} has already been used in this fight.</source>
        <translation>{card} در این نبرد قبلاً استفاده شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="169"/>
        <source>{player} is hypnotised and may use no item or profession in this fight.</source>
        <translation>{player} هیپنوتیزم شده و در این نبرد نمی‌تواند از هیچ وسیله یا حرفه‌ای استفاده کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="170"/>
        <source>{player} may hypnotise only the player who has just declared, once per fight.</source>
        <translation>{player} فقط می‌تواند بازیکنی را که همین حالا موضع گرفته هیپنوتیزم کند، یک بار در هر نبرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="171"/>
        <source>{player} may hypnotise one player who has declared, once per fight, after the last declaration and before the first item or profession is used.</source>
        <translation>{player} فقط می‌تواند یک بازیکن موضع‌گرفته را هیپنوتیزم کند، یک بار در هر نبرد، پس از آخرین موضع‌گیری و پیش از استفاده از نخستین وسیله یا حرفه.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="173"/>
        <source>{player} has no room below the hand limit.</source>
        <translation>{player} زیر سقف دست جایی ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="174"/>
        <source>Name at least one player.</source>
        <translation>دست‌کم یک بازیکن را نام ببر.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="175"/>
        <source>{player} holds only the other Secret Bag and could give nothing back for it.</source>
        <translation>{player} فقط کیسهٔ مخفی دیگر را دارد و چیزی برای پس دادن ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="176"/>
        <source>The Fortune-telling variant is not in play.</source>
        <translation>گونهٔ پیشگویی در بازی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="177"/>
        <source>After everyone has passed, only the Grand Master, the Duelist and the Poison Mixer may still be used.</source>
        <translation>پس از آنکه همه پاس دادند، فقط استاد اعظم، دوئل‌کننده و زهرساز را هنوز می‌توان به کار برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="181"/>
        <source>The cards are dealt; the draw pile has {pile} cards.</source>
        <translation>کارت‌ها پخش شد؛ دستهٔ کشیدن {pile} کارت دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="182"/>
        <source>The table has set up its cards.</source>
        <translation>میز کارت‌هایش را آماده کرده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="183"/>
        <source>{player}&apos;s {profession} lies face up from the start.</source>
        <translation>{profession} بازیکن {player} از آغاز رو به بالاست.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="184"/>
        <source>{player}&apos;s {profession} lies face up from the start and has been used.</source>
        <translation>{profession} بازیکن {player} از آغاز رو به بالاست و قبلاً استفاده شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="185"/>
        <source>{player}&apos;s turn.</source>
        <translation>نوبت {player}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="186"/>
        <source>{player} passes.</source>
        <translation>{player} پاس می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="187"/>
        <source>{player} offers {to} an item.</source>
        <translation>{player} به {to} وسیله‌ای پیشنهاد می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="188"/>
        <source>{player} refuses {offerer}&apos;s offer.</source>
        <translation>{player} پیشنهاد {offerer} را رد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="189"/>
        <source>{player} traded with {partner} (accepted).</source>
        <translation>{player} با {partner} معامله کرد (پذیرفته شد).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="190"/>
        <source>{player} traded away the {item}.</source>
        <translation>{player} {item} را معامله کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="191"/>
        <source>{player} declines the effect of the {item}.</source>
        <translation>{player} اثر {item} را رد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="192"/>
        <source>{player} draws an item.</source>
        <translation>{player} یک وسیله می‌کشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="193"/>
        <source>The draw pile is empty: the Secret Bag (Key) is now a Key and the Secret Bag (Goblet) a Goblet.</source>
        <translation>دستهٔ کشیدن خالی است: کیسهٔ مخفی (کلید) اکنون یک کلید و کیسهٔ مخفی (جام) یک جام است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="195"/>
        <source>{player} is over the hand limit of {limit} and must give an item away.</source>
        <translation>{player} از سقف {limit} گذشته و باید یک وسیله بدهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="196"/>
        <source>{player} gives an item to {to}.</source>
        <translation>{player} یک وسیله به {to} می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="197"/>
        <source>{first} and {second} swap professions.</source>
        <translation>{first} و {second} حرفه‌هایشان را عوض می‌کنند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="198"/>
        <source>{player} exchanges their profession with the profession stack.</source>
        <translation>{player} حرفه‌اش را با دستهٔ حرفه‌ها عوض می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="199"/>
        <source>Everyone passes one item to the left.</source>
        <translation>همه یک وسیله به چپ می‌دهند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="200"/>
        <source>Everyone passes one item to the right.</source>
        <translation>همه یک وسیله به راست می‌دهند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="201"/>
        <source>Everyone has passed an item.</source>
        <translation>همه یک وسیله رد کرده‌اند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="202"/>
        <source>{player} uses the Clairvoyant.</source>
        <translation>{player} از پیشگو استفاده می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="203"/>
        <source>{player} uses the Diplomat and demands the {item} from {target}.</source>
        <translation>{player} از دیپلمات استفاده می‌کند و {item} را از {target} می‌خواهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="204"/>
        <source>{target} has no {item} and shows their items to the Diplomat; the turn ends.</source>
        <translation>{target} {item} ندارد و وسایلش را به دیپلمات نشان می‌دهد؛ نوبت تمام می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="205"/>
        <source>{target} hands the {item} to {player} and gets an item back.</source>
        <translation>{target} {item} را به {player} می‌دهد و یک وسیله پس می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="206"/>
        <source>{attacker} attacks {defender}.</source>
        <translation>{attacker} به {defender} حمله می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="207"/>
        <source>{player} uses the Priest: the fight does not take place.</source>
        <translation>{player} از کشیش استفاده می‌کند: نبرد رخ نمی‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="208"/>
        <source>{player} declares {side}.</source>
        <translation>{player} موضع می‌گیرد: {side}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="209"/>
        <source>{player} hypnotises {target}: their declaration no longer counts.</source>
        <translation>{player} {target} را هیپنوتیزم می‌کند: موضع او دیگر حساب نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="210"/>
        <source>{player} uses the {card} ({attack} against {defence}).</source>
        <translation>{player} از {card} استفاده می‌کند ({attack} در برابر {defence}).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="211"/>
        <source>Everyone has passed: last word for the Grand Master, the Duelist and the Poison Mixer.</source>
        <translation>همه پاس دادند: حرف آخر با استاد اعظم، دوئل‌کننده و زهرساز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="212"/>
        <source>{player} fights a duel: all support is void.</source>
        <translation>{player} دوئل می‌کند: همهٔ پشتیبانی‌ها باطل است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="213"/>
        <source>{player} uses the Poison Mixer: {winner} wins the fight.</source>
        <translation>{player} از زهرساز استفاده می‌کند: {winner} نبرد را می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="214"/>
        <source>The fight is tied, {attack} against {defence}.</source>
        <translation>نبرد مساوی است، {attack} در برابر {defence}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="215"/>
        <source>{player} wins the fight ({attack} against {defence}).</source>
        <translation>{player} نبرد را می‌برد ({attack} در برابر {defence}).</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="216"/>
        <source>{player} chooses to look at the loser&apos;s society and profession.</source>
        <translation>{player} دیدن انجمن و حرفهٔ بازنده را انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="217"/>
        <source>{player} chooses to look at the loser&apos;s items and take one.</source>
        <translation>{player} دیدن وسایل بازنده و برداشتن یکی را انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="218"/>
        <source>{player} takes no spoils.</source>
        <translation>{player} غنیمتی نمی‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="219"/>
        <source>{player} will draw an item.</source>
        <translation>{player} یک وسیله خواهد کشید.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="220"/>
        <source>{player} uses the Doctor: the post-fight action does not happen.</source>
        <translation>{player} از پزشک استفاده می‌کند: کنش پس از نبرد رخ نمی‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="221"/>
        <source>{winner} looks at {loser}&apos;s society and profession cards.</source>
        <translation>{winner} کارت‌های انجمن و حرفهٔ {loser} را می‌بیند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="222"/>
        <source>{winner} takes an item from {loser}.</source>
        <translation>{winner} یک وسیله از {loser} برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="223"/>
        <source>{winner} gives {loser} an item back.</source>
        <translation>{winner} یک وسیله به {loser} پس می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="224"/>
        <source>The fight is over.</source>
        <translation>نبرد تمام شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="225"/>
        <source>{player} declares victory, naming {partners}.</source>
        <translation>{player} پیروزی را اعلام می‌کند و {partners} را نام می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="226"/>
        <source>{player} claims victory with the Coat of Arms of the Loge.</source>
        <translation>{player} با نشان لژ ادعای پیروزی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="227"/>
        <source>{player} tells the fortune of {named}.</source>
        <translation>{player} برای {named} پیشگویی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="228"/>
        <source>{player} is {society} and holds: {items}.</source>
        <translation>{player} از {society} است و دارد: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="229"/>
        <source>{player} holds: {items}.</source>
        <translation>{player} دارد: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="230"/>
        <source>{player} is {society} and shows {count} victory items.</source>
        <translation>{player} از {society} است و {count} وسیلهٔ پیروزی نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="231"/>
        <source>{player} shows {count} Keys and Goblets.</source>
        <translation>{player} {count} کلید و جام نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="232"/>
        <location filename="../engine/games/castle/texts.py" line="242"/>
        <source>{player} is {society}.</source>
        <translation>{player} از {society} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="233"/>
        <source>The society card set aside is {society}.</source>
        <translation>کارت انجمن کنارگذاشته‌شده {society} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="234"/>
        <source>{player}&apos;s declaration is withdrawn; the turn goes on.</source>
        <translation>اعلام پیروزی {player} پس گرفته شد؛ نوبت ادامه دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="237"/>
        <source>You are {society}, your profession is the {profession}, and you hold: {items}.</source>
        <translation>تو از {society} هستی، حرفه‌ات {profession} است و داری: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="238"/>
        <source>You drew the {item}.</source>
        <translation>تو {item} را کشیدی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="239"/>
        <source>{player} offers you the {item}.</source>
        <translation>{player} {item} را به تو پیشنهاد می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="240"/>
        <source>You received the {item} from {player}.</source>
        <translation>{item} را از {player} گرفتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="241"/>
        <source>{player}&apos;s items: {items}.</source>
        <translation>وسایل {player}: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="243"/>
        <source>{player} is {society} and the {profession}.</source>
        <translation>{player} از {society} و {profession} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="244"/>
        <source>Your profession is now the {profession}.</source>
        <translation>حرفهٔ تو اکنون {profession} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="245"/>
        <source>The draw pile holds: {items}.</source>
        <translation>دستهٔ کشیدن شامل این‌هاست: {items}.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="246"/>
        <source>You put the {first} on top of the draw pile and the {second} below it.</source>
        <translation>{first} را روی دستهٔ کشیدن و {second} را زیر آن گذاشتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="247"/>
        <source>{winner} took the {item} from {loser}.</source>
        <translation>{winner} {item} را از {loser} گرفت.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="248"/>
        <source>{winner} gave the {item} back.</source>
        <translation>{winner} {item} را پس داد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="251"/>
        <source>{player} declared correctly with {count} victory items: the {society} wins.</source>
        <translation>اعلام پیروزی {player} با {count} وسیلهٔ پیروزی درست بود: {society} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="252"/>
        <source>{player}&apos;s declaration was wrong (count {count}): the {society} wins.</source>
        <translation>اعلام پیروزی {player} نادرست بود (شمارش {count}): {society} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="253"/>
        <source>{player} wins alone with the Coat of Arms of the Loge and {count} Keys and Goblets.</source>
        <translation>{player} با نشان لژ و {count} کلید و جام به‌تنهایی می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="254"/>
        <source>{player}&apos;s Coat of Arms claim was wrong: the {society} wins.</source>
        <translation>ادعای {player} با نشان لژ نادرست بود: {society} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="255"/>
        <source>{player} told the fortune correctly ({count} victory items): the {society} wins.</source>
        <translation>پیشگویی {player} درست بود ({count} وسیلهٔ پیروزی): {society} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="256"/>
        <source>{player}&apos;s fortune-telling was wrong (count {count}): the {society} wins.</source>
        <translation>پیشگویی {player} نادرست بود (شمارش {count}): {society} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/recap.py" line="14"/>
        <source>the Loge</source>
        <translation>لژ</translation>
    </message>
</context>
<context>
    <name>castle.param</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="269"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="270"/>
        <source>Society card</source>
        <translation>کارت انجمن</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="272"/>
        <source>Item to offer</source>
        <translation>وسیلهٔ پیشنهادی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="273"/>
        <source>Trade with</source>
        <translation>معامله با</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="274"/>
        <location filename="../engine/games/castle/texts.py" line="291"/>
        <location filename="../engine/games/castle/texts.py" line="299"/>
        <source>Item to give back</source>
        <translation>وسیله‌ای که پس می‌دهی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="275"/>
        <source>Item announced</source>
        <translation>وسیلهٔ اعلام‌شده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="276"/>
        <source>Execute the effect</source>
        <translation>اجرای اثر</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="277"/>
        <source>New profession</source>
        <translation>حرفهٔ تازه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="278"/>
        <source>Direction</source>
        <translation>جهت</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="279"/>
        <source>Item to pass on</source>
        <translation>وسیله‌ای که رد می‌کنی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="280"/>
        <source>Item to give away</source>
        <translation>وسیله‌ای که می‌دهی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="281"/>
        <source>Give to</source>
        <translation>دادن به</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="282"/>
        <source>Player to attack</source>
        <translation>بازیکنی که به او حمله می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="283"/>
        <source>Item for the Priest</source>
        <translation>وسیله برای کشیش</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="284"/>
        <source>Side</source>
        <translation>طرف</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="285"/>
        <source>Player to hypnotise</source>
        <translation>بازیکنی که هیپنوتیزم می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="286"/>
        <source>Item or profession</source>
        <translation>وسیله یا حرفه</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="287"/>
        <source>Winner of the fight</source>
        <translation>برندهٔ نبرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="288"/>
        <source>Spoils</source>
        <translation>غنیمت</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="289"/>
        <source>Draw an item</source>
        <translation>کشیدن یک وسیله</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="290"/>
        <source>Item to take</source>
        <translation>وسیله‌ای که برمی‌داری</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="292"/>
        <source>Partners</source>
        <translation>هم‌پیمانان</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="293"/>
        <source>Opposing players named</source>
        <translation>بازیکنان طرف مقابل که نام برده می‌شوند</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="294"/>
        <source>Card to put on top</source>
        <translation>کارتی که روی دسته می‌رود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="295"/>
        <source>Player asked</source>
        <translation>بازیکنی که از او خواسته می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="296"/>
        <source>Item demanded</source>
        <translation>وسیلهٔ درخواستی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="297"/>
        <source>Has the item</source>
        <translation>وسیله را دارد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="298"/>
        <source>Item to hand over</source>
        <translation>وسیله‌ای که تحویل می‌دهی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="302"/>
        <source>Victory items shown</source>
        <translation>وسایل پیروزی نشان‌داده‌شده</translation>
    </message>
</context>
<context>
    <name>castle.phase</name>
    <message>
        <location filename="../engine/games/castle/texts.py" line="260"/>
        <source>Dealing</source>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="261"/>
        <source>Setup</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="262"/>
        <source>Start player</source>
        <translation>بازیکن شروع‌کننده</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="263"/>
        <source>Turn</source>
        <translation>نوبت</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="264"/>
        <source>Trade</source>
        <translation>معامله</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="265"/>
        <source>Fight</source>
        <translation>نبرد</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="266"/>
        <source>Declaration of victory</source>
        <translation>اعلام پیروزی</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/texts.py" line="267"/>
        <source>End of game</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>castle.summary</name>
    <message>
        <location filename="../engine/games/castle/data.py" line="61"/>
        <source>Victory item of the Order: the Order needs 3.</source>
        <translation>وسیلهٔ پیروزی فرقه: فرقه به ۳ کلید نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="63"/>
        <source>Victory item of the Brotherhood: the Brotherhood needs 3.</source>
        <translation>وسیلهٔ پیروزی انجمن برادری: انجمن برادری به ۳ جام نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="64"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Key when the draw pile is empty.</source>
        <translation>با معامله کردنش کارت رویی دستهٔ کشیدن را بکش؛ هرگز در برابر کیسهٔ مخفی دیگر. وقتی دستهٔ کشیدن تمام شود، کلید می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="66"/>
        <source>Trade it away to draw the top item; never for the other bag. Becomes a Goblet when the draw pile is empty.</source>
        <translation>با معامله کردنش کارت رویی دستهٔ کشیدن را بکش؛ هرگز در برابر کیسهٔ مخفی دیگر. وقتی دستهٔ کشیدن تمام شود، جام می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="68"/>
        <source>As the attacker: +1.</source>
        <translation>وقتی مهاجم هستی: ۱+.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="69"/>
        <source>As the defender: +1.</source>
        <translation>وقتی مدافع هستی: ۱+.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="71"/>
        <source>As the attacker or the defender: you win a tied fight.</source>
        <translation>وقتی مهاجم یا مدافع هستی: نبرد مساوی را می‌بری.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="73"/>
        <source>Supporting the attacker (sword): the attacker gets +1.</source>
        <translation>وقتی از مهاجم پشتیبانی می‌کنی (شمشیر): مهاجم ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="75"/>
        <source>Supporting the defender (shield): the defender gets +1.</source>
        <translation>وقتی از مدافع پشتیبانی می‌کنی (سپر): مدافع ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="77"/>
        <source>Trade it away to look at all of your trading partner&apos;s items.</source>
        <translation>با معامله کردنش همهٔ وسایل طرف معامله‌ات را ببین.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="79"/>
        <source>Trade it away to look at your trading partner&apos;s society card.</source>
        <translation>با معامله کردنش کارت انجمن طرف معامله‌ات را ببین.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="80"/>
        <source>Must be accepted when offered; whoever holds it cannot declare victory. Not used at 3 players.</source>
        <translation>وقتی پیشنهاد شود باید پذیرفته شود؛ دارنده‌اش نمی‌تواند پیروزی را اعلام کند. در بازی سه‌نفره به کار نمی‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="82"/>
        <source>Trade it away to swap professions with your trading partner; both become unused again.</source>
        <translation>با معامله کردنش حرفه‌ات را با طرف معامله عوض کن؛ هر دو حرفه دوباره قابل استفاده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="84"/>
        <source>Trade it away to exchange your profession for one from the profession stack. Not used at 10 players.</source>
        <translation>با معامله کردنش حرفه‌ات را با یکی از دستهٔ حرفه‌ها عوض کن. در بازی ده‌نفره به کار نمی‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="87"/>
        <source>Trade it away and choose a direction: everyone passes one item that way.</source>
        <translation>با معامله کردنش جهتی را انتخاب کن: همه یک وسیله به آن سو می‌دهند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="88"/>
        <source>Must be accepted when offered; neither item in that trade has any effect.</source>
        <translation>وقتی پیشنهاد شود باید پذیرفته شود؛ هیچ‌یک از دو وسیلهٔ آن معامله اثری ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="90"/>
        <source>Win alone: declare with 3 Keys or Goblets, in any mix, in your own hand.</source>
        <translation>پیروزی به‌تنهایی: با ۳ کلید یا جام در دست خودت، به هر ترکیبی، اعلام پیروزی کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="135"/>
        <source>Once, on your turn before your action: demand a named item from a player; they must trade it to you, or show you their items and your turn ends.</source>
        <translation>یک بار، در نوبت خودت پیش از کنش: وسیلهٔ مشخصی را از بازیکنی بخواه؛ او باید آن را با تو معامله کند، یا وسایلش را به تو نشان دهد و نوبت تو تمام شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="138"/>
        <source>Once, after any fight: prevent the winner&apos;s spoils or the attacker&apos;s draw after a tie.</source>
        <translation>یک بار، پس از هر نبرد: جلوی غنیمت برنده یا کشیدن مهاجم پس از تساوی را بگیر.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="140"/>
        <source>Once, as the attacker or the defender: all support is void and your side gets +1.</source>
        <translation>یک بار، وقتی مهاجم یا مدافع هستی: همهٔ پشتیبانی‌ها باطل می‌شود و طرف تو ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="142"/>
        <source>Once, in a fight where you are neither the attacker nor the defender: decide who wins.</source>
        <translation>یک بار، در نبردی که نه مهاجم هستی و نه مدافع: تعیین کن چه کسی می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="144"/>
        <source>Reusable: as the defender, your side gets +1.</source>
        <translation>بارها قابل استفاده: وقتی مدافع هستی، طرف تو ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="146"/>
        <source>Once, on your turn before your action: look through the draw pile and put two of its cards on top in any order.</source>
        <translation>یک بار، در نوبت خودت پیش از کنش: دستهٔ کشیدن را ببین و دو کارت از آن را به هر ترتیبی روی دسته بگذار.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="149"/>
        <source>Reusable: as the attacker, void the support of one player who has just declared; they may use no item or profession in that fight.</source>
        <translation>بارها قابل استفاده: وقتی مهاجم هستی، پشتیبانی بازیکنی را که تازه موضع گرفته باطل کن؛ او در آن نبرد از هیچ وسیله یا حرفه‌ای نمی‌تواند استفاده کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="152"/>
        <source>Reusable: supporting with sword or shield, the side you support gets +1.</source>
        <translation>بارها قابل استفاده: وقتی با شمشیر یا سپر پشتیبانی می‌کنی، طرفی که از آن پشتیبانی می‌کنی ۱+ می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="154"/>
        <source>Once, when a fight you are not attacking begins: it does not take place; an attacker with 2 or more items gives you one.</source>
        <translation>یک بار، وقتی نبردی آغاز می‌شود که مهاجمش نیستی: نبرد رخ نمی‌دهد؛ مهاجمی که ۲ وسیله یا بیشتر دارد یکی را به تو می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/castle/data.py" line="157"/>
        <source>Reusable: as the attacker, your side gets +1.</source>
        <translation>بارها قابل استفاده: وقتی مهاجم هستی، طرف تو ۱+ می‌گیرد.</translation>
    </message>
</context>
</TS>
