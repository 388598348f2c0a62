<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>quest</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="65"/>
        <source>Loyal Servant of Arthur</source>
        <translation>یار وفادار آرتور</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="67"/>
        <source>Minion of Mordred</source>
        <translation>سرسپردهٔ موردرد</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="69"/>
        <source>Morgan le Fay</source>
        <translation>مورگانا</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="72"/>
        <source>Scion</source>
        <translation>اشراف‌زاده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="75"/>
        <source>Changeling</source>
        <translation>نفوذی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="78"/>
        <source>Duke</source>
        <translation>دوک</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="82"/>
        <source>Archduke</source>
        <translation>دوک اعظم</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="86"/>
        <source>Blind Hunter</source>
        <translation>شکارچی کور</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="89"/>
        <source>Cleric</source>
        <translation>روحانی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="92"/>
        <source>Troublemaker</source>
        <translation>آشوبگر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="94"/>
        <source>Youth</source>
        <translation>جوان</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="96"/>
        <source>Apprentice</source>
        <translation>شاگرد</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="99"/>
        <source>Arthur</source>
        <translation>آرتور</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="102"/>
        <source>Brute</source>
        <translation>قلدر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="104"/>
        <source>Lunatic</source>
        <translation>دیوانه</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="107"/>
        <source>Trickster</source>
        <translation>حقه‌باز</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="110"/>
        <source>Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="113"/>
        <source>Mutineer</source>
        <translation>یاغی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="119"/>
        <source>Good</source>
        <translation>خیر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="120"/>
        <source>Evil</source>
        <translation>شرّ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="7"/>
        <source>Quest</source>
        <translation>مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="10"/>
        <source>Input mode</source>
        <translation>شیوهٔ ورود</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="11"/>
        <source>Physical cards: the table deals its own cards and the moderator enters only what everyone sees. App: the app deals the roles and collects every secret choice on the players&apos; devices.</source>
        <translation>کارت‌های فیزیکی: خود میز کارت‌ها را پخش می‌کند و گرداننده فقط آنچه همه می‌بینند را وارد می‌کند. برنامه: برنامه نقش‌ها را پخش می‌کند و همهٔ انتخاب‌های مخفی را روی دستگاه بازیکنان می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="14"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="15"/>
        <source>App-dealt</source>
        <translation>پخش با برنامه</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="16"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="17"/>
        <source>The standard game or the Director&apos;s Cut (other role table, quest track and amulets).</source>
        <translation>بازی استاندارد یا نسخهٔ کارگردان (جدول نقش، مسیر مأموریت‌ها و طلسم‌های دیگر).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="18"/>
        <source>Standard game</source>
        <translation>بازی استاندارد</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="19"/>
        <source>Director&apos;s Cut</source>
        <translation>نسخهٔ کارگردان</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="20"/>
        <source>Unknown Roles variant</source>
        <translation>گونهٔ نقش‌های ناشناخته</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="21"/>
        <source>Deal from a Good pile and an Evil pile with extra cards; the discarded cards stay unseen.</source>
        <translation>پخش از یک دستهٔ خیر و یک دستهٔ شرّ با کارت‌های اضافه؛ کارت‌های کنارگذاشته دیده نمی‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="23"/>
        <source>Hunter variant</source>
        <translation>گونهٔ شکارچی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="24"/>
        <source>At the Final Quest everyone plays a quest card; two or more Fails start the Hunt.</source>
        <translation>در مأموریت نهایی همه یک کارت مأموریت می‌گذارند؛ دو کارت شکست یا بیشتر، شکار را آغاز می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="26"/>
        <source>Blind Hunter errata</source>
        <translation>اصلاحیهٔ شکارچی کور</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="29"/>
        <source>First Leader</source>
        <translation>نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="30"/>
        <source>Chosen at random by the app, or by agreement at the table.</source>
        <translation>به‌طور تصادفی توسط برنامه، یا به شکل توافقی سر میز.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="31"/>
        <source>At random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="32"/>
        <source>Chosen by the table</source>
        <translation>انتخاب میز</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="33"/>
        <source>Amulet holders may lead</source>
        <translation>دارندگان طلسم می‌توانند فرمانده شوند</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="34"/>
        <source>House rule: a player who received an Amulet may still be named Leader.</source>
        <translation>قانون خانگی: بازیکنی که طلسم گرفته هنوز هم می‌تواند فرمانده شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="35"/>
        <source>Trickster must lie</source>
        <translation>حقه‌باز باید دروغ بگوید</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="37"/>
        <source>Optional roles keep the sides</source>
        <translation>نقش‌های اختیاری جبهه را حفظ می‌کنند</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="38"/>
        <source>An optional role replaces a role of its own side, so the Good and Evil counts stay as in the table.</source>
        <translation>یک نقش اختیاری جای نقشی از جبههٔ خودش را می‌گیرد، پس تعداد خیر و شرّ مانند جدول می‌ماند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="40"/>
        <source>Four-player board side</source>
        <translation>روی صفحه در بازی ۴ نفره</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="41"/>
        <source>At four players either side of the board may be used.</source>
        <translation>در بازی ۴ نفره می‌توان از هر دو روی صفحهٔ امتیازشماری استفاده کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="42"/>
        <source>The chosen game&apos;s side</source>
        <translation>روی بازی انتخاب‌شده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="43"/>
        <source>The other side</source>
        <translation>روی دیگر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="44"/>
        <source>Hunt below six players</source>
        <translation>شکار در کمتر از شش بازیکن</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="45"/>
        <source>Offer the Hunt whenever a Blind Hunter is in the role list, also at four or five players.</source>
        <translation>هرگاه شکارچی کور در فهرست نقش‌ها باشد شکار ممکن است، حتی با چهار یا پنج بازیکن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="47"/>
        <source>Blind Hunter sees the set-aside card</source>
        <translation>شکارچی کور کارت کنارگذاشته را می‌بیند</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="48"/>
        <source>Director&apos;s Cut at four or five players: the Blind Hunter is shown the Good card set aside.</source>
        <translation>نسخهٔ کارگردان با چهار یا پنج بازیکن: کارت خیر کنارگذاشته به شکارچی کور نشان داده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="49"/>
        <source>Cleric rule with unknown roles</source>
        <translation>قانون روحانی با نقش‌های ناشناخته</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="50"/>
        <source>Scored: any Hunt is accepted, and one that names no Cleric fails if a Cleric was dealt. Pile: one naming must be Cleric whenever the Cleric card is in the Good pile.</source>
        <translation>امتیازی: هر شکاری پذیرفته می‌شود و شکاری که روحانی را نام نبرد، اگر روحانی پخش شده باشد شکست می‌خورد. دسته: هرگاه کارت روحانی در دستهٔ خیر باشد، یکی از نام‌بردن‌ها باید روحانی باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="53"/>
        <source>Scored</source>
        <translation>امتیازی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="54"/>
        <source>Pile</source>
        <translation>دسته</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="55"/>
        <source>Role rules in the Hunter vote</source>
        <translation>قوانین نقش در رأی شکارچی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="56"/>
        <source>Apply the Youth, Lunatic and Brute quest card rules to the Hunter vote.</source>
        <translation>قوانین کارت مأموریت جوان، دیوانه و قلدر در رأی شکارچی هم اعمال می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="58"/>
        <source>Every Leader Evil rule</source>
        <translation>قانون «همهٔ فرماندهان شرور»</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="59"/>
        <source>If the Leader of every quest played was Evil, Good wins once Good&apos;s Last Chance is reached.</source>
        <translation>اگر فرماندهٔ همهٔ مأموریت‌های انجام‌شده شرور بوده باشد، با رسیدن به آخرین فرصت سپاهیان خیر، خیر پیروز می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="61"/>
        <source>Discussion (seconds)</source>
        <translation>بحث و گفتگو (ثانیه)</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="62"/>
        <source>Length of the Final Quest discussion.</source>
        <translation>مدت بحث در مأموریت نهایی.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="65"/>
        <source>Quest is for 4 to 10 players, not {count}.</source>
        <translation>مأموریت برای ۴ تا ۱۰ بازیکن است، نه {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="66"/>
        <source>Unknown role “{role}”.</source>
        <translation>نقش ناشناخته «{role}».</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="67"/>
        <source>Morgan le Fay is in every game of Quest.</source>
        <translation>مورگانا در همهٔ بازی‌های مأموریت حاضر است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="68"/>
        <source>There is only one Morgan le Fay.</source>
        <translation>فقط یک مورگانا وجود دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="69"/>
        <source>At most {limit} {role} cards may be used; the list has {count}.</source>
        <translation>حداکثر {limit} کارت {role} مجاز است؛ فهرست {count} دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="70"/>
        <source>Below {players} players only one Archduke may be used (the optional second Archduke, allowed at 6 or more players).</source>
        <translation>با کمتر از {players} بازیکن فقط یک دوک اعظم مجاز است (دوک اعظم دوم اختیاری، که از ۶ بازیکن به بالا مجاز است).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="72"/>
        <source>The {role} needs {min} or more players.</source>
        <translation>{role} به {min} بازیکن یا بیشتر نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="73"/>
        <source>The {role} is only used with {max} or fewer players.</source>
        <translation>{role} فقط با {max} بازیکن یا کمتر به کار می‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="74"/>
        <source>The role list needs {expected} cards for {players} players; it has {count}.</source>
        <translation>فهرست نقش‌ها برای {players} بازیکن به {expected} کارت نیاز دارد؛ {count} کارت دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="75"/>
        <source>{players} players need {good} Good and {evil} Evil cards; the role list has {has_good} Good and {has_evil} Evil.</source>
        <translation>{players} بازیکن به {good} کارت خیر و {evil} کارت شرّ نیاز دارند؛ فهرست نقش‌ها {has_good} خیر و {has_evil} شرّ دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="77"/>
        <source>The table has {good} Good and {evil} Evil players at this count; this role list deals {has_good} Good and {has_evil} Evil.</source>
        <translation>در این تعداد، میز {good} بازیکن خیر و {evil} بازیکن شرّ دارد؛ این فهرست نقش‌ها {has_good} خیر و {has_evil} شرّ پخش می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="79"/>
        <source>Director&apos;s Cut with {players} players: list three Good cards (two are dealt, one set aside) and {evil} Evil cards.</source>
        <translation>نسخهٔ کارگردان با {players} بازیکن: سه کارت خیر (دو تا پخش و یکی کنار گذاشته می‌شود) و {evil} کارت شرّ بنویسید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="84"/>
        <source>The Director&apos;s Cut always uses the Blind Hunter and the Cleric.</source>
        <translation>نسخهٔ کارگردان همیشه از شکارچی کور و روحانی استفاده می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="85"/>
        <source>Unknown Roles with {players} players uses the printed piles: {roles}.</source>
        <translation>نقش‌های ناشناخته با {players} بازیکن از دسته‌های چاپ‌شده استفاده می‌کند: {roles}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="86"/>
        <source>Unknown Roles with {players} players: the Good pile needs {good} cards and the Evil pile {evil} cards (the Blind Hunter included, Morgan le Fay apart); the list has {has_good} and {has_evil}.</source>
        <translation>نقش‌های ناشناخته با {players} بازیکن: دستهٔ خیر به {good} کارت و دستهٔ شرّ به {evil} کارت نیاز دارد (با شکارچی کور، بدون مورگانا)؛ فهرست {has_good} و {has_evil} دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="89"/>
        <source>The Unknown Roles variant puts the Blind Hunter into the Evil pile.</source>
        <translation>گونهٔ نقش‌های ناشناخته، شکارچی کور را در دستهٔ شرّ می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="90"/>
        <source>The rulebook advises adding the Blind Hunter whenever optional or named Good roles are used.</source>
        <translation>کتاب قوانین توصیه می‌کند هرگاه نقش‌های اختیاری یا نقش‌های نام‌دار خیر به کار می‌روند، شکارچی کور را هم اضافه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="92"/>
        <source>The Hunter variant has no effect without a Blind Hunter in the role list.</source>
        <translation>گونهٔ شکارچی بدون شکارچی کور در فهرست نقش‌ها اثری ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="93"/>
        <source>With fewer than six players and the option “Hunt below six players” off, the Blind Hunter never hunts.</source>
        <translation>با کمتر از شش بازیکن و گزینهٔ «شکار در کمتر از شش بازیکن» خاموش، شکارچی کور هرگز شکار نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="95"/>
        <source>The discussion must last at least one second.</source>
        <translation>بحث باید دست‌کم یک ثانیه طول بکشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="98"/>
        <source>Quest {quest} needs a team of {size} different players.</source>
        <translation>مأموریت {quest} به گروهی از {size} بازیکن متفاوت نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="99"/>
        <source>The Magic Token goes to a team member; {player} is not on the team.</source>
        <translation>توکن جادو به یکی از اعضای گروه داده می‌شود؛ {player} در گروه نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="100"/>
        <source>{player} is not on the team of quest {quest}.</source>
        <translation>{player} در گروه مأموریت {quest} نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="101"/>
        <source>{player} has already played a card.</source>
        <translation>{player} قبلاً کارتش را گذاشته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="102"/>
        <source>{player} is Good and must play Success.</source>
        <translation>{player} از سپاه خیر است و باید کارت پیروزی بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="103"/>
        <source>{player} is the Youth and plays Fail only with the Magic Token.</source>
        <translation>{player} جوان است و فقط با توکن جادو کارت شکست می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="104"/>
        <source>{player} is the Youth and holds the Magic Token, so must play Fail.</source>
        <translation>{player} جوان است و توکن جادو دارد، پس باید کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="105"/>
        <source>{player} holds the Magic Token and must play Success.</source>
        <translation>{player} توکن جادو دارد و باید کارت پیروزی بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="106"/>
        <source>{player} is the Lunatic and must play Fail without the Magic Token.</source>
        <translation>{player} دیوانه است و بدون توکن جادو باید کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="107"/>
        <source>{player} is the Brute and may play Fail only on quests 1 to 3.</source>
        <translation>{player} قلدر است و فقط در مأموریت‌های ۱ تا ۳ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="108"/>
        <source>Between 0 and {max} Fail cards can be revealed, not {fails}.</source>
        <translation>بین ۰ تا {max} کارت شکست می‌تواند آشکار شود، نه {fails}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="109"/>
        <source>{player} led quest {quest} and cannot lead again.</source>
        <translation>{player} فرماندهٔ مأموریت {quest} بوده و دیگر نمی‌تواند فرمانده شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="110"/>
        <source>{player} has received an Amulet and cannot be named Leader.</source>
        <translation>{player} طلسم گرفته و نمی‌تواند فرمانده شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="111"/>
        <source>{player} was just named Leader and cannot also receive the Amulet.</source>
        <translation>{player} همین الان فرمانده شد و نمی‌تواند طلسم را هم بگیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="112"/>
        <source>{player} holds a Veteran token and cannot receive the Amulet.</source>
        <translation>{player} توکن کهنه‌سرباز دارد و نمی‌تواند طلسم بگیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="113"/>
        <source>{player} has already received an Amulet.</source>
        <translation>{player} قبلاً طلسم گرفته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="114"/>
        <source>{player} cannot check their own loyalty.</source>
        <translation>{player} نمی‌تواند وفاداری خودش را بررسی کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="115"/>
        <source>{player} has received an Amulet and cannot be checked.</source>
        <translation>{player} طلسم گرفته و نمی‌توان او را بررسی کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="116"/>
        <source>{player} has already been checked with an Amulet.</source>
        <translation>{player} قبلاً با طلسم بررسی شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="117"/>
        <source>{player} is the Troublemaker and must show the Evil card.</source>
        <translation>{player} آشوبگر است و باید کارت شرّ را نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="118"/>
        <source>{player} is the Trickster and must lie (show the Good card).</source>
        <translation>{player} حقه‌باز است و باید دروغ بگوید (کارت خیر را نشان دهد).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="119"/>
        <source>{player} must show the card of their loyalty ({side}).</source>
        <translation>{player} باید کارت وفاداری خود ({side}) را نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="121"/>
        <source>{player} is the revealed Revealer and cannot be named.</source>
        <translation>{player} افشاگر آشکارشده است و نمی‌توان او را نام برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="122"/>
        <source>{player} is already named; name two different players.</source>
        <translation>{player} قبلاً نام برده شده است؛ دو بازیکن متفاوت را نام ببرید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="123"/>
        <source>Only Good roles can be named in the Hunt.</source>
        <translation>در شکار فقط نقش‌های خیر را می‌توان نام برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="124"/>
        <source>A Cleric is in play: one of the two named roles must be Cleric.</source>
        <translation>روحانی در بازی است: یکی از دو نقش نام‌برده باید روحانی باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="125"/>
        <source>{player} cannot point at themselves.</source>
        <translation>{player} نمی‌تواند به خودش اشاره کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="126"/>
        <source>Nobody may point at the revealed Revealer.</source>
        <translation>هیچ‌کس نمی‌تواند به افشاگر آشکارشده اشاره کند.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="183"/>
        <source>Point at %n player(s).</source>
        <translation>
            <numerusform>به %Ln بازیکن اشاره کن.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="208"/>
        <source>Quest {quest} succeeds with %n Fail card(s).</source>
        <translation>
            <numerusform>مأموریت {quest} با %Ln کارت شکست پیروز شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="209"/>
        <source>Quest {quest} fails with %n Fail card(s).</source>
        <translation>
            <numerusform>مأموریت {quest} با %Ln کارت شکست شکست خورد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="220"/>
        <source>The Hunter vote shows %n Fail card(s).</source>
        <translation>
            <numerusform>رأی شکارچی %Ln کارت شکست نشان می‌دهد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="236"/>
        <source>quest {quest} showed %n Fail card(s), but its team&apos;s roles allow {low} to {high}.</source>
        <translation>
            <numerusform>مأموریت {quest} %Ln کارت شکست نشان داد، اما نقش‌های گروهش فقط {low} تا {high} را مجاز می‌کنند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="238"/>
        <source>{player} ({role}) had %n raised hand(s) after the Minions of Mordred lowered theirs.</source>
        <translation>
            <numerusform>{player} ({role}) پس از پایین آمدن دست‌های سرسپردگان موردرد، %Ln دست بالا داشت.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="240"/>
        <source>the Blind Hunter named no Cleric although a Cleric was dealt and the Hunter had seen the set-aside card.</source>
        <translation>شکارچی کور روحانی را نام نبرد، با این‌که روحانی پخش شده بود و او کارت کنارگذاشته را دیده بود.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="244"/>
        <source>the Hunter vote showed %n Fail card(s), but only {high} Evil players could play Fail.</source>
        <translation>
            <numerusform>رأی شکارچی %Ln کارت شکست نشان داد، اما فقط {high} بازیکن شرّ می‌توانستند کارت شکست بگذارند.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="128"/>
        <source>No raised hand of {player} points at {target}.</source>
        <translation>هیچ دست بالای {player} به {target} اشاره نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="129"/>
        <source>That hand cannot be moved onto {target}.</source>
        <translation>آن دست را نمی‌توان به سمت {target} برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="130"/>
        <source>No {role} card is left to be {player}&apos;s card.</source>
        <translation>هیچ کارت {role} دیگری نمانده که کارت {player} باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="133"/>
        <source>Choose the first Leader.</source>
        <translation>نخستین فرمانده را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="134"/>
        <source>Dealing the character cards.</source>
        <translation>کارت‌های شخصیت پخش می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="135"/>
        <source>{leader}, confirm the loyalty you show the Cleric.</source>
        <translation>{leader}، وفاداری‌ای را که به روحانی نشان می‌دهی تأیید کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="136"/>
        <source>{leader} reads the reveal script. Continue when everyone has opened their eyes.</source>
        <translation>{leader} متن مرحلهٔ آشکارسازی را می‌خواند. وقتی همه چشم‌هایشان را باز کردند ادامه دهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="137"/>
        <source>{leader}, give Team tokens to {size} players for quest {quest}.</source>
        <translation>{leader}، به {size} بازیکن برای مأموریت {quest} توکن گروه بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="138"/>
        <source>{leader}, place the Magic Token on a team member.</source>
        <translation>{leader}، توکن جادو را پیش روی یکی از اعضای گروه بگذار.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="139"/>
        <source>Team members, play your quest cards face down.</source>
        <translation>اعضای گروه، کارت مأموریت خود را رو به پایین بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="140"/>
        <source>Shuffle and reveal the quest cards, then enter how many Fail cards were revealed.</source>
        <translation>کارت‌های مأموریت را بُر بزنید و آشکار کنید، سپس تعداد کارت‌های شکست را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="141"/>
        <source>{leader}, name the next Leader.</source>
        <translation>{leader}، فرماندهٔ بعدی را انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="142"/>
        <source>{leader}, give the Amulet to a player.</source>
        <translation>{leader}، طلسم را به یک بازیکن بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="143"/>
        <source>{holder}, choose a player whose loyalty you check.</source>
        <translation>{holder}، بازیکنی را برای بررسی وفاداری انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="144"/>
        <source>{target}, pass {holder} the Loyalty card of your loyalty.</source>
        <translation>{target}، کارت وفاداری جبهه‌ات را به {holder} بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="145"/>
        <source>Revealer, reveal your character card. Enter who revealed it.</source>
        <translation>افشاگر، کارت شخصیتت را آشکار کن. وارد کنید چه کسی آن را آشکار کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="146"/>
        <source>Discuss who may be a Minion of Mordred. When the time is up, all conversation must stop.</source>
        <translation>بحث کنید که چه کسی ممکن است سرسپردهٔ موردرد باشد. وقتی زمان تمام شد، همهٔ گفتگوها باید متوقف شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="147"/>
        <source>Blind Hunter, if you wish to forgo Good&apos;s Last Chance and begin the Hunt, do so now.</source>
        <translation>شکارچی کور، اگر می‌خواهی از آخرین فرصت سپاهیان خیر بگذری و شکار را آغاز کنی، همین حالا این کار را بکن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="149"/>
        <source>Enter the player who revealed the Blind Hunter card, or nobody.</source>
        <translation>بازیکنی را که کارت شکارچی کور را آشکار کرد وارد کنید، یا هیچ‌کس.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="150"/>
        <source>Everyone, play one quest card face down.</source>
        <translation>همه، یک کارت مأموریت را رو به پایین بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="151"/>
        <source>Shuffle and reveal the played cards, then enter how many Fail cards were revealed.</source>
        <translation>کارت‌های گذاشته‌شده را بُر بزنید و رو کنید، سپس تعداد کارت‌های شکست را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="152"/>
        <source>{hunter}, the Blind Hunter, names two players with their Good roles. Only the Blind Hunter may speak.</source>
        <translation>{hunter}، شکارچی کور، دو بازیکن را با نقش خیرشان نام می‌برد. فقط شکارچی کور می‌تواند حرف بزند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="153"/>
        <source>{hunter}, name the second player and role.</source>
        <translation>{hunter}، بازیکن و نقش دوم را نام ببر.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="154"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air.</source>
        <translation>همه، آمادهٔ اتهام‌زنی شوید. با شمارش سه، به دو بازیکن اشاره کنید: یک، دو، سه. دست‌هایتان را بالا نگه دارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="81"/>
        <source>Director&apos;s Cut: a role list with one card more than the players must hold each of {roles} once (one of them is set aside at random).</source>
        <translation>نسخهٔ کارگردان: فهرستی که یک کارت بیشتر از بازیکنان دارد باید از هر یک از {roles} دقیقاً یک کارت داشته باشد (یکی از آن‌ها به‌طور تصادفی کنار گذاشته می‌شود).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="27"/>
        <source>Standard game with a Blind Hunter: after Good&apos;s third success the Blind Hunter is revealed and hunts.</source>
        <translation>بازی استاندارد با شکارچی کور: پس از سومین پیروزی سپاه خیر، شکارچی کور خود را آشکار کرده و شکار می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="36"/>
        <source>The Trickster must show Good when their loyalty is checked (instead of choosing).</source>
        <translation>حقه‌باز وقتی وفاداری‌اش بررسی می‌شود باید خیر نشان دهد (به‌جای انتخاب).</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="120"/>
        <source>The Blind Hunter may not name themselves.</source>
        <translation>شکارچی کور نمی‌تواند خودش را نام ببرد.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/quest/texts.py" line="127"/>
        <source>{player} points with %n hand(s) at different players.</source>
        <translation>
            <numerusform>{player} با %Ln دست به بازیکنان متفاوت اشاره می‌کند.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="156"/>
        <source>Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air. Minions of Mordred, lower your hands. Then enter the hands that are still raised.</source>
        <translation>همه، آمادهٔ اتهام‌زنی شوید. با شمارش سه، به دو بازیکن اشاره کنید: یک، دو، سه. دست‌هایتان را بالا نگه دارید. سرسپردگان موردرد، دست‌هایتان را پایین بیاورید. سپس دست‌هایی را که هنوز بالا هستند وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="159"/>
        <source>Minions of Mordred, lower your hands.</source>
        <translation>سرسپردگان موردرد، دست‌هایتان را پایین بیاورید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="160"/>
        <source>Apprentice, you may raise your second hand.</source>
        <translation>شاگرد، می‌توانی دست دومت را بالا ببری.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="161"/>
        <source>Duke, you may lower one hand of any player.</source>
        <translation>دوک، می‌توانی یک دست هر بازیکنی را پایین بیاوری.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="162"/>
        <source>Archduke, you may move one hand of any player.</source>
        <translation>دوک اعظم، می‌توانی یک دست هر بازیکنی را جابه‌جا کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="163"/>
        <source>Everyone, reveal your character card. Enter {player}&apos;s card.</source>
        <translation>همه، کارت شخصیت خود را آشکار کنید. کارت {player} را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="164"/>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="166"/>
        <source>Who is the first Leader?</source>
        <translation>نخستین فرمانده کیست؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="167"/>
        <source>Which loyalty do you show the Cleric?</source>
        <translation>کدام وفاداری را به روحانی نشان می‌دهی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="168"/>
        <source>The reveal is over.</source>
        <translation>مرحلهٔ آشکارسازی تمام شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="169"/>
        <source>Choose {size} players for quest {quest}.</source>
        <translation>{size} بازیکن برای مأموریت {quest} انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="170"/>
        <source>Who gets the Magic Token?</source>
        <translation>توکن جادو به چه کسی می‌رسد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="171"/>
        <source>Play Success or Fail.</source>
        <translation>کارت پیروزی یا شکست را بگذار.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="172"/>
        <source>How many Fail cards were revealed?</source>
        <translation>چند کارت شکست آشکار شد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="173"/>
        <source>Who leads the next quest?</source>
        <translation>چه کسی فرماندهٔ مأموریت بعدی است؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="174"/>
        <source>Who receives the Amulet?</source>
        <translation>چه کسی طلسم را می‌گیرد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="175"/>
        <source>Whose loyalty do you check?</source>
        <translation>وفاداری چه کسی را بررسی می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="176"/>
        <source>Which Loyalty card do you pass?</source>
        <translation>کدام کارت وفاداری را می‌دهی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="177"/>
        <source>Who revealed the Revealer card?</source>
        <translation>چه کسی کارت افشاگر را آشکار کرد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="178"/>
        <source>The discussion is over.</source>
        <translation>بحث تمام شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="179"/>
        <source>Do you begin the Hunt?</source>
        <translation>شکار را آغاز می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="180"/>
        <source>Who revealed the Blind Hunter card?</source>
        <translation>چه کسی کارت شکارچی کور را آشکار کرد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="181"/>
        <source>Name a player and a Good role.</source>
        <translation>یک بازیکن و یک نقش خیر را نام ببر.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="182"/>
        <source>Take back the first naming and declare both again.</source>
        <translation>نام‌بردن اول را پس بگیر و هر دو را دوباره اعلام کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="184"/>
        <source>At whom do {player}&apos;s raised hands point?</source>
        <translation>دست‌های بالای {player} به چه کسی اشاره می‌کنند؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="185"/>
        <source>Do you keep your hands up?</source>
        <translation>دست‌هایت را بالا نگه می‌داری؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="186"/>
        <source>Raise your second hand at a player, or keep it down.</source>
        <translation>دست دومت را به سمت یک بازیکن بالا ببر، یا پایین نگه دار.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="187"/>
        <source>Lower one raised hand, or none.</source>
        <translation>یک دست بالا را پایین بیاور، یا هیچ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="188"/>
        <source>Move one raised hand, or none.</source>
        <translation>یک دست بالا را جابه‌جا کن، یا هیچ.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="189"/>
        <source>Which character card did {player} reveal?</source>
        <translation>{player} کدام کارت شخصیت را آشکار کرد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="192"/>
        <source>{player} is the first Leader and takes a Veteran token.</source>
        <translation>{player} نخستین فرمانده است و یک توکن کهنه‌سرباز می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="193"/>
        <source>The character cards are dealt.</source>
        <translation>کارت‌های شخصیت پخش شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="194"/>
        <source>{player}, you are {role} ({side}).</source>
        <translation>{player}، تو {role} ({side}) هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="195"/>
        <source>You saw the agents of Evil: {players}.</source>
        <translation>عوامل شرّ را دیدی: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="196"/>
        <source>You opened your eyes with the Minions of Mordred and saw no other agent of Evil.</source>
        <translation>همراه سرسپردگان موردرد چشم باز کردی و هیچ عامل شرّ دیگری ندیدی.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="197"/>
        <source>Your Scion is {player}.</source>
        <translation>اشراف‌زادهٔ تو {player} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="198"/>
        <source>No Scion raised a thumb.</source>
        <translation>هیچ اشراف‌زاده‌ای شستش را باز نکرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="199"/>
        <source>Morgan le Fay is {player}.</source>
        <translation>مورگانا {player} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="200"/>
        <source>Nobody raised a thumb for you.</source>
        <translation>هیچ‌کس برای تو شستش را باز نکرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="201"/>
        <source>The character card set aside under the board is {role}.</source>
        <translation>کارت شخصیتی که زیر صفحه کنار گذاشته شده {role} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="202"/>
        <source>The first Leader, {player}, shows {side}.</source>
        <translation>نخستین فرمانده، {player}، {side} نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="203"/>
        <source>The reveal is over; everyone has opened their eyes.</source>
        <translation>مرحلهٔ آشکارسازی تمام شد؛ همه چشم‌هایشان را باز کرده‌اند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="204"/>
        <source>{leader} sends {players} on quest {quest}.</source>
        <translation>{leader}، {players} را به مأموریت {quest} می‌فرستد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="205"/>
        <source>{leader} places the Magic Token on {player}.</source>
        <translation>{leader} توکن جادو را پیش روی {player} می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="206"/>
        <source>{player} has played a card.</source>
        <translation>{player} کارتش را گذاشت.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="207"/>
        <source>You played {card}.</source>
        <translation>تو کارت {card} را گذاشتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="210"/>
        <source>{leader} names {player} the next Leader; {player} takes a Veteran token.</source>
        <translation>{leader}، {player} را فرماندهٔ بعدی می‌کند؛ {player} یک توکن کهنه‌سرباز می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="211"/>
        <source>{leader} gives the Amulet to {player}.</source>
        <translation>{leader} طلسم را به {player} می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="212"/>
        <source>{holder} checks the loyalty of {target}.</source>
        <translation>{holder} وفاداری {target} را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="213"/>
        <source>{target} shows you {side}.</source>
        <translation>{target} به تو {side} نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="214"/>
        <source>The Final Quest begins.</source>
        <translation>مأموریت نهایی آغاز می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="215"/>
        <source>{player} reveals the Revealer card.</source>
        <translation>{player} کارت افشاگر را آشکار می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="216"/>
        <source>Nobody reveals the Revealer card: it was set aside.</source>
        <translation>هیچ‌کس کارت افشاگر را آشکار نمی‌کند: آن کارت کنار گذاشته شده بود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="217"/>
        <location filename="../engine/games/quest/texts.py" line="317"/>
        <source>Time is up. All conversation must stop.</source>
        <translation>زمان تمام شد. همهٔ گفتگوها باید متوقف شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="218"/>
        <source>{player} reveals the Blind Hunter card and begins the Hunt.</source>
        <translation>{player} کارت شکارچی کور را آشکار می‌کند و شکار را آغاز می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="219"/>
        <source>The Blind Hunter stays silent: Good&apos;s Last Chance.</source>
        <translation>شکارچی کور ساکت می‌ماند: آخرین فرصت سپاهیان خیر.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="221"/>
        <source>Nobody is the Blind Hunter: the card was set aside.</source>
        <translation>هیچ‌کس شکارچی کور نیست: آن کارت کنار گذاشته شده بود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="222"/>
        <source>The Blind Hunter names {player} as {role}.</source>
        <translation>شکارچی کور، {player} را {role} می‌نامد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="223"/>
        <source>The Blind Hunter takes back the naming of {player} as {role} and declares again.</source>
        <translation>شکارچی کور نام‌بردن {player} به‌عنوان {role} را پس می‌گیرد و دوباره اعلام می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="224"/>
        <source>Everyone points.</source>
        <translation>همه اشاره می‌کنند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="225"/>
        <source>Hands still raised: {hands}.</source>
        <translation>دست‌هایی که هنوز بالا هستند: {hands}.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="226"/>
        <source>{owner} → {target}</source>
        <translation>{owner} ← {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="227"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="228"/>
        <source>{owner} raises a second hand at {target}.</source>
        <translation>{owner} دست دومش را به سمت {target} بالا می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="229"/>
        <source>No second hand is raised.</source>
        <translation>هیچ دست دومی بالا نمی‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="230"/>
        <source>The Duke lowers {owner}&apos;s hand on {target}.</source>
        <translation>دوک دست {owner} را که به {target} اشاره می‌کند پایین می‌آورد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="231"/>
        <source>The Duke lowers no hand.</source>
        <translation>دوک هیچ دستی را پایین نمی‌آورد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="232"/>
        <source>The Archduke moves {owner}&apos;s hand from {source} to {target}.</source>
        <translation>دوک اعظم دست {owner} را از {source} به {target} می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="233"/>
        <source>The Archduke moves no hand.</source>
        <translation>دوک اعظم هیچ دستی را جابه‌جا نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="234"/>
        <source>{player} was {role}.</source>
        <translation>{player} {role} بود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="235"/>
        <source>Check after the reveal: {problem}</source>
        <translation>بررسی پس از آشکارسازی: {problem}</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="242"/>
        <source>{player} had the Revealer card but did not reveal it at the Final Quest.</source>
        <translation>{player} کارت افشاگر را داشت اما آن را در مأموریت نهایی آشکار نکرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="243"/>
        <source>{player} had the Blind Hunter card but did not reveal it for the Hunt.</source>
        <translation>{player} کارت شکارچی کور را داشت اما آن را برای شکار آشکار نکرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="248"/>
        <source>Three quests succeeded: Good wins.</source>
        <translation>سه مأموریت پیروز شد: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="249"/>
        <source>Three quests succeeded and no one is the Blind Hunter: Good wins.</source>
        <translation>سه مأموریت پیروز شد و هیچ‌کس شکارچی کور نیست: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="250"/>
        <source>The Blind Hunter named Arthur first and correctly: Evil wins.</source>
        <translation>شکارچی کور آرتور را اول و درست نام برد: سپاه شرّ پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="251"/>
        <source>The Blind Hunter named both Good roles correctly: Evil wins.</source>
        <translation>شکارچی کور هر دو نقش خیر را درست نام برد: سپاه شرّ پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="252"/>
        <source>The Blind Hunter&apos;s namings were not both correct: Good wins.</source>
        <translation>نام‌بردن‌های شکارچی کور هر دو درست نبودند: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="253"/>
        <source>A Cleric was in play but the Blind Hunter did not name the Cleric: Good wins.</source>
        <translation>روحانی در بازی بود اما شکارچی کور روحانی را نام نبرد: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="254"/>
        <source>Every Good hand points at Evil and every agent of Evil is pointed at: Good wins.</source>
        <translation>همهٔ دست‌های خیر به شرّ اشاره می‌کنند و به همهٔ عوامل شرّ اشاره شده است: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="255"/>
        <source>Good&apos;s Last Chance failed: Evil wins.</source>
        <translation>آخرین فرصت سپاهیان خیر شکست خورد: سپاه شرّ پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="256"/>
        <source>Good&apos;s Last Chance failed, but the Leader of every quest was Evil: Good wins.</source>
        <translation>آخرین فرصت سپاهیان خیر شکست خورد، اما فرماندهٔ همهٔ مأموریت‌ها شرور بود: سپاه خیر پیروز است.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="257"/>
        <source>{player}, the Mutineer, points at two Good players and joins Good.</source>
        <translation>{player}، یاغی، به دو بازیکن خیر اشاره می‌کند و به سپاه خیر می‌پیوندد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="260"/>
        <source>Success</source>
        <translation>پیروزی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="261"/>
        <source>Fail</source>
        <translation>شکست</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="265"/>
        <source>Everyone close your eyes.</source>
        <translation>همه، چشم‌ها را ببندند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="266"/>
        <source>Everyone open your eyes.</source>
        <translation>همه، چشم‌ها را باز کنند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="267"/>
        <source>Scion, raise your thumb so that Morgan le Fay can know you.</source>
        <translation>اشراف‌زاده، شستت را باز کن تا مورگانا، تو را بشناسد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="268"/>
        <source>Morgan le Fay, open your eyes and look around so that you know your Scion.</source>
        <translation>مورگانا، چشم‌هایت را باز کن و اشراف‌زاده را ببین و بشناس!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="269"/>
        <source>Scion, put your thumb down.</source>
        <translation>اشراف‌زاده، شستت را جمع کن و به حالت عادی برگرد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="270"/>
        <source>Morgan le Fay, close your eyes.</source>
        <translation>مورگانا، چشم‌هایت را ببند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="271"/>
        <source>{role}, raise your thumb so that the Minions of Mordred can know you.</source>
        <translation>{role}، شستت را باز کن تا سرسپردگان موردرد تو را بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="272"/>
        <source>{first} and {second}, raise your thumbs so that the Minions of Mordred can know you.</source>
        <translation>{first} و {second}، شستتان را باز کنید تا سرسپردگان موردرد شما را بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="273"/>
        <source>Minions of Mordred and Morgan le Fay, open your eyes and look around so that you know each other.</source>
        <translation>مورگانا و سرسپردگان موردرد چشم‌هایشان را باز کرده و یکدیگر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="275"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know each other.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، چشم‌هایشان را باز کرده و یکدیگر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="277"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know each other.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a} و {b}، چشم‌هایشان را باز کرده و یکدیگر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="280"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know each other.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، {b} و {c}، چشم‌هایشان را باز کرده و یکدیگر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="283"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know each other.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، {b}، {c} و {d}، چشم‌هایشان را باز کرده و یکدیگر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="286"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، چشم‌هایشان را باز کرده و همهٔ عوامل شر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="289"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a} and not the {b} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a} و {b}، چشم‌هایشان را باز کرده و همهٔ عوامل شر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="292"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b} and not the {c} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، {b} و {c}، چشم‌هایشان را باز کرده و همهٔ عوامل شر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="295"/>
        <source>Minions of Mordred and Morgan le Fay — not the {a}, not the {b}, not the {c} and not the {d} — open your eyes and look around so that you know all the agents of Evil.</source>
        <translation>مورگانا و سرسپردگان موردرد، به‌جز {a}، {b}، {c} و {d}، چشم‌هایشان را باز کرده و همهٔ عوامل شر را ببینند و بشناسند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="298"/>
        <source>Minions of Mordred and Morgan le Fay, close your eyes.</source>
        <translation>مورگانا و سرسپردگان موردرد، چشم‌ها را ببندند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="299"/>
        <source>{role}, put your thumb down.</source>
        <translation>{role}، شستت را جمع کن و به حالت عادی برگرد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="300"/>
        <source>{first} and {second}, put your thumbs down.</source>
        <translation>{first} و {second}، شستتان را جمع کنید و به حالت عادی برگردید!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="301"/>
        <source>Blind Hunter, open your eyes and look at the character card set aside under the board.</source>
        <translation>شکارچی کور، چشم‌هایت را باز کن و به کارت شخصیتی که زیر صفحه کنار گذاشته شده نگاه کن!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="302"/>
        <source>Blind Hunter, close your eyes.</source>
        <translation>شکارچی کور، چشم‌هایت را ببند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="303"/>
        <source>Morgan le Fay, raise your thumb so that Arthur can know you.</source>
        <translation>مورگانا، شستت را باز کن تا آرتور تو را بشناسد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="304"/>
        <source>Arthur, open your eyes and look around so that you know Morgan le Fay.</source>
        <translation>آرتور، چشم‌هایت را باز کن و مورگانا را ببین و بشناس!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="305"/>
        <source>Arthur, close your eyes.</source>
        <translation>آرتور، چشم‌هایت را ببند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="306"/>
        <source>Morgan le Fay, put your thumb down.</source>
        <translation>مورگانا، شستت را جمع کن و به حالت عادی برگرد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="307"/>
        <source>Leader, raise your thumb if you are Evil.</source>
        <translation>فرمانده، اگر از سپاه شر هستی شستت را باز کن!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="308"/>
        <source>Cleric, open your eyes.</source>
        <translation>روحانی، چشم‌هایت را باز کن!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="309"/>
        <source>Clerics, open your eyes.</source>
        <translation>روحانی‌ها، چشم‌هایتان را باز کنید!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="310"/>
        <source>Cleric, close your eyes.</source>
        <translation>روحانی، چشم‌هایت را ببند!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="311"/>
        <source>Clerics, close your eyes.</source>
        <translation>روحانی‌ها، چشم‌هایتان را ببندید!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="312"/>
        <source>Leader, put your thumb down.</source>
        <translation>فرمانده، شستت را جمع کن و به حالت عادی برگرد!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="314"/>
        <source>Revealer, reveal your character card.</source>
        <translation>افشاگر، کارت شخصیتت را آشکار کن!</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="315"/>
        <source>You have five minutes to discuss who may be a Minion of Mordred.</source>
        <translation>همه پنج دقیقه فرصت دارید تا بحث کنید چه کسی ممکن است سرسپردهٔ موردرد باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="316"/>
        <source>You have {seconds} seconds to discuss who may be a Minion of Mordred.</source>
        <translation>همه {seconds} ثانیه فرصت دارید تا بحث کنید چه کسی ممکن است سرسپردهٔ موردرد باشد.</translation>
    </message>
</context>
<context>
    <name>quest.param</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="348"/>
        <source>Fail cards revealed</source>
        <translation>کارت‌های شکست آشکارشده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="349"/>
        <source>Quest card</source>
        <translation>کارت مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="352"/>
        <source>First Leader</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="353"/>
        <location filename="../engine/games/quest/texts.py" line="363"/>
        <source>Loyalty card</source>
        <translation>کارت وفاداری</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="354"/>
        <source>Team</source>
        <translation>گروه</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="355"/>
        <source>Magic Token</source>
        <translation>توکن جادو</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="360"/>
        <source>Next Leader</source>
        <translation>فرماندهٔ بعدی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="361"/>
        <source>Amulet</source>
        <translation>طلسم</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="362"/>
        <source>Player to check</source>
        <translation>بازیکنی که بررسی می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="364"/>
        <source>Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="365"/>
        <source>Begin the Hunt</source>
        <translation>آغاز شکار</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="366"/>
        <source>Blind Hunter</source>
        <translation>شکارچی کور</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="367"/>
        <source>Player named</source>
        <translation>بازیکن نام‌برده‌شده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="368"/>
        <source>Good role</source>
        <translation>نقش خیر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="369"/>
        <source>Players you point at</source>
        <translation>بازیکنانی که به آن‌ها اشاره می‌کنی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="370"/>
        <source>Raised hands point at</source>
        <translation>دست‌های بالا اشاره می‌کنند به</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="371"/>
        <source>Keep your hands up</source>
        <translation>دست‌ها را بالا نگه دار</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="372"/>
        <source>Second hand</source>
        <translation>دست دوم</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="373"/>
        <source>Hand to lower</source>
        <translation>دستی که پایین می‌آید</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="374"/>
        <source>Hand to move</source>
        <translation>دستی که جابه‌جا می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="375"/>
        <source>Character card</source>
        <translation>کارت شخصیت</translation>
    </message>
</context>
<context>
    <name>quest.phase</name>
    <message>
        <location filename="../engine/games/quest/texts.py" line="322"/>
        <source>First Leader</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name, in the rulebook&apos;s terms (§2).</extracomment>
        <translation>نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="323"/>
        <source>Determining loyalty</source>
        <translation>تعیین جبههٔ افراد</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="324"/>
        <source>The first Leader&apos;s loyalty</source>
        <translation>وفاداری نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="325"/>
        <source>Reveal phase</source>
        <translation>مرحلهٔ آشکارسازی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="326"/>
        <source>Team Building phase</source>
        <translation>مرحلهٔ تشکیل گروه</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="327"/>
        <source>Magic Token</source>
        <translation>توکن جادو</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="328"/>
        <source>Quest phase</source>
        <translation>مرحلهٔ مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="329"/>
        <source>Transition phase</source>
        <translation>مرحلهٔ انتقال</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="330"/>
        <source>Amulet</source>
        <translation>طلسم</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="331"/>
        <location filename="../engine/games/quest/texts.py" line="332"/>
        <source>Amulet check</source>
        <translation>بررسی با طلسم</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="333"/>
        <location filename="../engine/games/quest/texts.py" line="335"/>
        <source>Final Quest</source>
        <translation>مأموریت نهایی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="334"/>
        <source>Discussion</source>
        <translation>بحث و گفتگو</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="336"/>
        <source>Hunter vote</source>
        <translation>رأی شکارچی</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="337"/>
        <location filename="../engine/games/quest/texts.py" line="338"/>
        <source>The Hunt</source>
        <translation>شکار</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="339"/>
        <location filename="../engine/games/quest/texts.py" line="340"/>
        <location filename="../engine/games/quest/texts.py" line="341"/>
        <location filename="../engine/games/quest/texts.py" line="342"/>
        <location filename="../engine/games/quest/texts.py" line="343"/>
        <source>Good&apos;s Last Chance</source>
        <translation>آخرین فرصت سپاهیان خیر</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/texts.py" line="344"/>
        <location filename="../engine/games/quest/texts.py" line="345"/>
        <source>End of game</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>quest.role_summary</name>
    <message>
        <location filename="../engine/games/quest/data.py" line="66"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>خیر؛ در مرحلهٔ آشکارسازی چیزی نمی‌داند؛ همیشه کارت پیروزی می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="68"/>
        <source>Evil; knows the other Minions; may play Fail.</source>
        <translation>شرّ؛ سرسپردگان دیگر را می‌شناسد؛ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="70"/>
        <source>Evil, in every game; knows the other Minions; may play Fail even with the Magic Token.</source>
        <translation>شرّ، در همهٔ بازی‌ها؛ سرسپردگان دیگر را می‌شناسد؛ حتی با توکن جادو می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="73"/>
        <source>Evil (4-5 players); knows nobody, but Morgan le Fay knows the Scion; may play Fail.</source>
        <translation>شرّ (۴ تا ۵ بازیکن)؛ کسی را نمی‌شناسد، اما مورگانا او را می‌شناسد؛ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="76"/>
        <source>Evil (6+ players); knows nobody and nobody on the Evil side knows the Changeling; may play Fail.</source>
        <translation>شرّ (۶ بازیکن به بالا)؛ کسی را نمی‌شناسد و هم‌جبهه‌هایش هم او را نمی‌شناسند؛ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="79"/>
        <source>Good (6+ players); may lower one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>خیر (۶ بازیکن به بالا)؛ در آخرین فرصت سپاهیان خیر می‌تواند یک دست بالای هر بازیکنی را پایین بیاورد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="83"/>
        <source>Good (9+ players; optional from 6); may move one raised hand of any player in Good&apos;s Last Chance.</source>
        <translation>خیر (۹ بازیکن به بالا؛ اختیاری از ۶)؛ در آخرین فرصت سپاهیان خیر می‌تواند یک دست بالای هر بازیکنی را جابه‌جا کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="87"/>
        <source>Evil; does not know the Minions; at the Final Quest may hunt two Good players by role.</source>
        <translation>شرّ؛ سرسپردگان را نمی‌شناسد؛ در مأموریت نهایی می‌تواند دو بازیکن خیر را با نقششان شکار کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="90"/>
        <source>Good; learns whether the first Leader is Good or Evil; a Hunt must name the Cleric.</source>
        <translation>خیر؛ می‌فهمد نخستین فرمانده خیر است یا شرّ؛ در شکار باید روحانی نام برده شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="93"/>
        <source>Good; must show Evil whenever their loyalty is checked.</source>
        <translation>خیر؛ هر بار که وفاداری‌اش بررسی شود باید شرّ نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="95"/>
        <source>Good; must play Fail when holding the Magic Token.</source>
        <translation>خیر؛ وقتی توکن جادو پیش روی اوست باید کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="100"/>
        <source>Good; knows Morgan le Fay; Evil wins if the Blind Hunter names Arthur first.</source>
        <translation>خیر؛ مورگانا را می‌شناسد؛ اگر شکارچی کور اول او را درست نام ببرد، سپاه شرّ پیروز می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="105"/>
        <source>Evil; knows the other Minions; must play Fail unless holding the Magic Token.</source>
        <translation>شرّ؛ سرسپردگان دیگر را می‌شناسد؛ باید کارت شکست بگذارد، مگر این‌که توکن جادو پیش روی او باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="108"/>
        <source>Evil; knows the other Minions; may show either loyalty when their loyalty is checked.</source>
        <translation>شرّ؛ سرسپردگان دیگر را می‌شناسد؛ وقتی وفاداری‌اش بررسی شود می‌تواند هر کدام از دو جبهه را نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="111"/>
        <source>Evil; knows the other Minions; is revealed at the Final Quest and cannot be pointed at.</source>
        <translation>شرّ؛ سرسپردگان دیگر را می‌شناسد؛ در آغاز مأموریت نهایی خود را آشکار می‌کند و نمی‌توان به او اشاره کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="114"/>
        <source>Evil; does not know the Minions; joins Good if both their hands end on Good players.</source>
        <translation>شرّ؛ سرسپردگان را نمی‌شناسد؛ اگر در پایان هر دو دستش به بازیکنان خیر اشاره کند، به سپاه خیر می‌پیوندد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="97"/>
        <source>Good; points with one hand, and may raise the second once the Minions lower theirs.</source>
        <translation>خیر؛ با یک دست اشاره می‌کند و پس از پایین آمدن دست‌های سرسپردگان می‌تواند دست دومش را بالا ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/quest/data.py" line="103"/>
        <source>Evil; knows the other Minions; may play Fail only on quests 1 to 3.</source>
        <translation>شرّ؛ سرسپردگان دیگر را می‌شناسد؛ فقط در مأموریت‌های ۱ تا ۳ می‌تواند کارت شکست بگذارد.</translation>
    </message>
</context>
</TS>
