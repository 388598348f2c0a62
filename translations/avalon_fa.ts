<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>avalon</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="27"/>
        <source>Good</source>
        <translation>خیر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="28"/>
        <source>Evil</source>
        <translation>شرّ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="31"/>
        <source>Success</source>
        <translation>پیروزی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="32"/>
        <source>Fail</source>
        <translation>شکست</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="35"/>
        <source>Approve</source>
        <translation>موافق</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="36"/>
        <source>Reject</source>
        <translation>مخالف</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Merlin</source>
        <translation>مرلین</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Percival</source>
        <translation>پرسیوال</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Loyal Servant of Arthur</source>
        <translation>یار وفادار آرتور</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Cleric</source>
        <translation>روحانی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Troublemaker</source>
        <translation>آشوبگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Assassin</source>
        <translation>آدمکش</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Morgana</source>
        <translation>مورگانا</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Mordred</source>
        <translation>موردرد</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Oberon</source>
        <translation>اوبرون</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Minion of Mordred</source>
        <translation>سرسپردهٔ موردرد</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Witch</source>
        <translation>جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Trickster</source>
        <translation>حقه‌باز</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Lunatic</source>
        <translation>دیوانه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Brute</source>
        <translation>قلدر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="201"/>
        <source>Lead to Victory</source>
        <translation>رهبری به سوی پیروزی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="202"/>
        <location filename="../engine/games/avalon/texts.py" line="217"/>
        <source>Ambush</source>
        <translation>کمین</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="203"/>
        <source>The King Returns</source>
        <translation>بازگشت پادشاه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="204"/>
        <source>Restore Your Honor</source>
        <translation>اعادهٔ شرف</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="205"/>
        <source>Charge!</source>
        <translation>یورش!</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="206"/>
        <source>Show Your True Nature</source>
        <translation>ذات واقعی‌ات را نشان بده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="207"/>
        <source>Are You the One?</source>
        <translation>تو همانی؟</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="208"/>
        <source>We Found You</source>
        <translation>پیدایت کردیم</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="209"/>
        <source>Show Your Strength</source>
        <translation>قدرتت را نشان بده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="275"/>
        <source>Everyone, close your eyes and extend your hand into a fist in front of you.</source>
        <translation>همه چشم‌ها را ببندند و دستشان را مشت کرده جلوی خود بگیرند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="278"/>
        <source>Leader, if you are Evil, extend your thumb so that the Cleric may know of you.</source>
        <translation>فرمانده، اگر از سپاه شر هستی، شستت را باز کن تا روحانی تو را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="281"/>
        <source>Leader, if you are Evil or the Troublemaker, extend your thumb so that the Cleric may know of you.</source>
        <translation>فرمانده، اگر از سپاه شر یا آشوبگر هستی، شستت را باز کن تا روحانی تو را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="284"/>
        <source>If you are the Trickster, you may choose whether to extend your thumb.</source>
        <translation>اگر حقه‌باز هستی، می‌توانی انتخاب کنی که شستت را باز کنی یا نه.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="287"/>
        <source>If you are the Trickster, keep your fist closed.</source>
        <translation>اگر حقه‌باز هستی، دستت را مشت نگه دار.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="290"/>
        <source>Cleric, open your eyes and look at the Leader&apos;s hand.</source>
        <translation>روحانی، چشم‌هایت را باز کن و به دست فرمانده نگاه کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="293"/>
        <source>Cleric, close your eyes.</source>
        <translation>روحانی، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="296"/>
        <source>Leader, put your thumb down and re-form your hand into a fist.</source>
        <translation>فرمانده، شستت را جمع کن و دوباره دستت را مشت کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="299"/>
        <source>Minions of Mordred, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>سرسپردگان موردرد، چشم‌هایتان را باز کنید و به اطراف نگاه کنید تا همهٔ عوامل شر را بشناسید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="302"/>
        <source>Minions of Mordred, not Oberon, open your eyes and look around so that you know all agents of Evil.</source>
        <translation>سرسپردگان موردرد، به‌جز اوبرون، چشم‌هایتان را باز کنید و به اطراف نگاه کنید تا همهٔ عوامل شر را بشناسید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="305"/>
        <source>Minions of Mordred, close your eyes.</source>
        <translation>سرسپردگان موردرد، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="308"/>
        <source>All players should have their eyes closed and hands in a fist in front of them.</source>
        <translation>همهٔ بازیکنان باید چشم‌هایشان بسته و دستشان مشت جلوی خود باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="311"/>
        <source>Minions of Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>سرسپردگان موردرد، شستتان را باز کنید تا مرلین شما را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="314"/>
        <source>Minions of Mordred, but not Mordred, extend your thumb so that Merlin will know of you.</source>
        <translation>سرسپردگان موردرد، به‌جز خود موردرد، شستتان را باز کنید تا مرلین شما را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="317"/>
        <source>Merlin, open your eyes and see the agents of Evil.</source>
        <translation>مرلین، چشم‌هایت را باز کن و عوامل شر را ببین.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="320"/>
        <source>Minions of Mordred, put your thumbs down and re-form your hand into a fist.</source>
        <translation>سرسپردگان موردرد، شستتان را جمع کنید و دوباره دستتان را مشت کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="323"/>
        <source>Merlin, close your eyes.</source>
        <translation>مرلین، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="326"/>
        <source>Merlin, extend your thumb so that Percival may know of you.</source>
        <translation>مرلین، شستت را باز کن تا پرسیوال تو را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="329"/>
        <source>Merlin and Morgana, extend your thumb so that Percival may know of you.</source>
        <translation>مرلین و مورگانا، شستتان را باز کنید تا پرسیوال شما را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="332"/>
        <source>Percival, open your eyes so you may know Merlin.</source>
        <translation>پرسیوال، چشم‌هایت را باز کن تا مرلین را بشناسی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="335"/>
        <source>Percival, open your eyes so you may know Merlin and Morgana.</source>
        <translation>پرسیوال، چشم‌هایت را باز کن تا مرلین و مورگانا را بشناسی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="338"/>
        <source>Merlin, put your thumb down and form your hand into a fist.</source>
        <translation>مرلین، شستت را جمع کن و دستت را مشت کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="341"/>
        <source>Merlin and Morgana, put your thumbs down and form your hand into a fist.</source>
        <translation>مرلین و مورگانا، شستتان را جمع کنید و دستتان را مشت کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="344"/>
        <source>Percival, close your eyes.</source>
        <translation>پرسیوال، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="347"/>
        <source>Everyone, open your eyes.</source>
        <translation>همه، چشم‌ها را باز کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="10"/>
        <source>The Resistance: Avalon</source>
        <translation>مقاومت: اَوالون</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="11"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="12"/>
        <source>the moderator</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="15"/>
        <source>Avalon needs 5 to 10 players, not {count}.</source>
        <translation>اَوالون به ۵ تا ۱۰ بازیکن نیاز دارد، نه {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="16"/>
        <source>“{role}” is not an Avalon role.</source>
        <translation>«{role}» نقشی از اَوالون نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="17"/>
        <source>Avalon has no option named {options}.</source>
        <translation>اَوالون گزینه‌ای به نام {options} ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="18"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>گزینهٔ «{option}» نمی‌تواند «{value}» باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="19"/>
        <source>{n} players need {good} Good and {evil} Evil roles; the role list has {have_good} Good and {have_evil} Evil.</source>
        <translation>{n} بازیکن به {good} نقش خیر و {evil} نقش شرّ نیاز دارند؛ فهرست نقش‌ها {have_good} خیر و {have_evil} شرّ دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="21"/>
        <source>Merlin must be in the game.</source>
        <translation>مرلین باید در بازی باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="22"/>
        <source>The Assassin must be in the game.</source>
        <translation>آدمکش باید در بازی باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="23"/>
        <source>Percival needs Merlin in the game.</source>
        <translation>پرسیوال به حضور مرلین در بازی نیاز دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="24"/>
        <source>There is only one {role}; the role list has {count}.</source>
        <translation>فقط یک {role} وجود دارد؛ فهرست نقش‌ها {count} تا دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="25"/>
        <source>The Trapper is for 8 to 10 players, not {count}.</source>
        <translation>تله‌گذار برای ۸ تا ۱۰ بازیکن است، نه {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="26"/>
        <source>The Trapper cannot be used together with Plot Cards.</source>
        <translation>تله‌گذار را نمی‌توان همراه کارت‌های توطئه به کار برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="27"/>
        <source>The Cleric can learn the first quest&apos;s leader only in an app-run game.</source>
        <translation>روحانی فقط در بازی‌ای که برنامه اداره می‌کند می‌تواند فرماندهٔ مأموریت اول را بشناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="28"/>
        <source>The first leader must be a seat from 0 to {last}, or -1 for a random one, not {value}.</source>
        <translation>فرماندهٔ اول باید صندلی‌ای از ۰ تا {last} باشد، یا منفی ۱ برای انتخاب تصادفی، نه {value}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="29"/>
        <source>The timer entry “{entry}” is not STAGE=SECONDS with a stage among: {stages}.</source>
        <translation>مورد زمان‌سنج «{entry}» به شکل STAGE=SECONDS با یکی از این مرحله‌ها نیست: {stages}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="31"/>
        <source>With Percival at 5 players, add Morgana or Mordred.</source>
        <translation>با پرسیوال در بازی ۵ نفره، مورگانا یا موردرد را اضافه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="32"/>
        <source>The Lady of the Lake is recommended for 7 or more players.</source>
        <translation>بانوی دریاچه برای ۷ بازیکن یا بیشتر توصیه می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="33"/>
        <source>The Troublemaker and the Trickster do nothing without a loyalty check (the Cleric, the Lady, the Witch or Plot Cards).</source>
        <translation>آشوبگر و حقه‌باز بدون بررسی وفاداری (روحانی، بانوی دریاچه، جادوگر یا کارت‌های توطئه) کاری نمی‌کنند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="40"/>
        <source>{player} is not the leader; {leader} is.</source>
        <translation>{player} فرمانده نیست؛ فرمانده {leader} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="41"/>
        <source>There is no player in seat {seat}.</source>
        <translation>در صندلی {seat} بازیکنی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="42"/>
        <source>{player} is named twice: a team is made of different players.</source>
        <translation>{player} دو بار نام برده شده است: گروه از بازیکنان متفاوت تشکیل می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="43"/>
        <source>The team for quest {n} has {size} players, not {have}.</source>
        <translation>گروه مأموریت {n} باید {size} بازیکن داشته باشد، نه {have}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="46"/>
        <source>The table votes openly; the moderator enters each vote.</source>
        <translation>همه آشکارا رأی می‌دهند؛ گرداننده هر رأی را وارد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="49"/>
        <source>Charge!: {players} must vote first, in public.</source>
        <translation>یورش!: {players} باید اول و آشکارا رأی بدهند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="50"/>
        <source>{player} is not on this quest.</source>
        <translation>{player} در این مأموریت نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="51"/>
        <source>{player} has already played a card on this quest.</source>
        <translation>{player} در این مأموریت قبلاً کارتش را گذاشته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="55"/>
        <source>Out of order: {step} comes later; now is {current}.</source>
        <translation>خارج از ترتیب: {step} بعداً می‌آید؛ اکنون نوبت {current} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="56"/>
        <source>{player} does not hold Excalibur; {holder} does.</source>
        <translation>{player} اکسکالیبر را ندارد؛ دارندهٔ آن {holder} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="57"/>
        <source>Excalibur switches another member&apos;s card, never the holder&apos;s own.</source>
        <translation>اکسکالیبر کارت عضو دیگری را برمی‌گرداند، هرگز کارت خود دارنده را.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="58"/>
        <source>Excalibur has already been used or skipped on this quest.</source>
        <translation>اکسکالیبر در این مأموریت قبلاً به کار رفته یا از آن صرف‌نظر شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="59"/>
        <source>Only this quest&apos;s leader, {leader}, removes a card; {player} cannot.</source>
        <translation>فقط فرماندهٔ این مأموریت، {leader}، کارتی را حذف می‌کند؛ {player} نمی‌تواند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="60"/>
        <source>Exactly one card must be removed: choose one quest member.</source>
        <translation>دقیقاً یک کارت باید حذف شود: یک عضو مأموریت را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="64"/>
        <source>The choice is final: {player}&apos;s card has already been removed.</source>
        <translation>انتخاب قطعی است: کارت {player} قبلاً حذف شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="65"/>
        <source>The time ran out and {player}&apos;s card was removed at random; the removal has already happened.</source>
        <translation>زمان تمام شد و کارت {player} به‌طور تصادفی حذف شد؛ حذف انجام شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="67"/>
        <source>{player} cannot make the Witch&apos;s choice.</source>
        <translation>{player} نمی‌تواند به جای جادوگر تصمیم بگیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="69"/>
        <source>The Witch has already decided on this quest.</source>
        <translation>جادوگر برای این مأموریت قبلاً تصمیم گرفته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="70"/>
        <source>{player} was not drawn; {examiner} makes this check.</source>
        <translation>{player} قرعه نیاورده است؛ این بررسی را {examiner} انجام می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="71"/>
        <source>Choose another player, not yourself.</source>
        <translation>بازیکن دیگری را انتخاب کن، نه خودت را.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="72"/>
        <source>The Lady of the Lake is used only after quests 2, 3 and 4, before the next proposal.</source>
        <translation>بانوی دریاچه فقط پس از مأموریت‌های ۲، ۳ و ۴ و پیش از پیشنهاد بعدی به کار می‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="73"/>
        <source>{player} does not hold the Lady of the Lake; {holder} does.</source>
        <translation>{player} بانوی دریاچه را ندارد؛ دارندهٔ آن {holder} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="75"/>
        <source>Only the Assassin names a player; {player} cannot.</source>
        <translation>فقط آدمکش نام بازیکنی را می‌برد؛ {player} نمی‌تواند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="77"/>
        <source>{player} is Evil: the Assassin must name a Good player.</source>
        <translation>{player} از سپاه شرّ است: آدمکش باید نام بازیکنی از سپاه خیر را ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="79"/>
        <source>There is no Plot Card “{card}” to use here.</source>
        <translation>کارت توطئهٔ «{card}» برای استفاده در اینجا وجود ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="80"/>
        <source>{player} does not hold {card}.</source>
        <translation>{player} کارت {card} را ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="81"/>
        <source>The current leader cannot play Lead to Victory.</source>
        <translation>فرماندهٔ کنونی نمی‌تواند «رهبری به سوی پیروزی» را رو کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="82"/>
        <source>{player}&apos;s card has already been looked at with Ambush on this quest.</source>
        <translation>کارت {player} در این مأموریت قبلاً با کمین دیده شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="83"/>
        <source>Ambush looks at another member&apos;s card.</source>
        <translation>کمین کارت عضو دیگری را نگاه می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="84"/>
        <source>{player} is not sitting next to you.</source>
        <translation>{player} کنار تو ننشسته است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="85"/>
        <source>Restore Your Honor takes a card another player holds.</source>
        <translation>«اعادهٔ شرف» کارتی را می‌گیرد که بازیکن دیگری دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="86"/>
        <source>{fails} Fail cards are impossible here: at most {most}.</source>
        <translation>{fails} کارت شکست در اینجا ممکن نیست: حداکثر {most}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="87"/>
        <source>No {role} card is left in the role list.</source>
        <translation>هیچ کارت {role} دیگری در فهرست نقش‌ها باقی نمانده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="88"/>
        <source>Your role shows {loyalty} to every loyalty check.</source>
        <translation>نقش تو در هر بررسی وفاداری {loyalty} نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="89"/>
        <source>{player} cannot be {role}: it contradicts what the table has seen.</source>
        <translation>{player} نمی‌تواند {role} باشد: این با آنچه همه دیده‌اند تناقض دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="92"/>
        <source>You are {role} ({side}).</source>
        <translation>تو {role} هستی ({side}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="93"/>
        <source>The agents of Evil you see: {players}.</source>
        <translation>عوامل شرّی که می‌بینی: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="94"/>
        <source>Merlin is {players}.</source>
        <translation>مرلین {players} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="95"/>
        <source>Merlin and Morgana are {players}; you do not know which is which.</source>
        <translation>مرلین و مورگانا {players} هستند؛ نمی‌دانی کدام کدام است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="96"/>
        <source>Your fellow agents of Evil: {players}.</source>
        <translation>هم‌دستان شرّ تو: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="97"/>
        <source>The leader {subject} shows you: {loyalty}.</source>
        <translation>فرمانده {subject} به تو نشان می‌دهد: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="98"/>
        <source>The Lady of the Lake shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>بانوی دریاچه وفاداری {subject} را به تو نشان می‌دهد: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="99"/>
        <source>Your check shows you {subject}&apos;s loyalty: {loyalty}.</source>
        <translation>بررسی تو وفاداری {subject} را نشان می‌دهد: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="100"/>
        <source>Are You the One?: {subject}&apos;s loyalty is {loyalty}.</source>
        <translation>تو همانی؟: وفاداری {subject} {loyalty} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="105"/>
        <source>{player} is the first leader.</source>
        <translation>{player} نخستین فرمانده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="106"/>
        <source>{player} holds the Lady of the Lake.</source>
        <translation>{player} بانوی دریاچه را دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="107"/>
        <source>The Plot Cards are shuffled.</source>
        <translation>کارت‌های توطئه بُر خوردند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="108"/>
        <source>The roles are dealt.</source>
        <translation>نقش‌ها پخش شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="109"/>
        <source>The reveal is over; the quests begin.</source>
        <translation>آشکارسازی تمام شد؛ مأموریت‌ها آغاز می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="110"/>
        <source>Quest {n}: {leader} leads; the team has {size} players.</source>
        <translation>مأموریت {n}: فرمانده {leader} است؛ گروه {size} بازیکن دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="111"/>
        <source>{player} plays Lead to Victory and becomes the leader.</source>
        <translation>{player} «رهبری به سوی پیروزی» را رو می‌کند و فرمانده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="112"/>
        <source>{leader} draws Plot Cards: {cards}.</source>
        <translation>{leader} کارت‌های توطئه می‌کشد: {cards}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="113"/>
        <source>{leader} gives {card} to {player}.</source>
        <translation>{leader} کارت {card} را به {player} می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="114"/>
        <source>{player} takes {card} from {owner}.</source>
        <translation>{player} کارت {card} را از {owner} می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="115"/>
        <source>No other player holds a Plot Card: Restore Your Honor has no effect for {player}.</source>
        <translation>هیچ بازیکن دیگری کارت توطئه ندارد: «اعادهٔ شرف» برای {player} اثری ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="116"/>
        <source>{viewer} examines {subject} with the Lady of the Lake.</source>
        <translation>{viewer} با بانوی دریاچه {subject} را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="117"/>
        <source>{viewer} examines {subject}&apos;s loyalty.</source>
        <translation>{viewer} وفاداری {subject} را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="118"/>
        <source>{viewer} examines {subject} with Are You the One?.</source>
        <translation>{viewer} با «تو همانی؟» {subject} را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="121"/>
        <source>{viewer} is checking your loyalty: confirm the loyalty you show.</source>
        <translation>{viewer} وفاداری تو را بررسی می‌کند: وفاداری‌ای را که نشان می‌دهی تأیید کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="122"/>
        <source>The Cleric is checking the first leader&apos;s loyalty: confirm the loyalty you show.</source>
        <translation>روحانی وفاداری نخستین فرمانده را بررسی می‌کند: وفاداری‌ای را که نشان می‌دهی تأیید کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="159"/>
        <source>A second quest has failed: {player} is the Revealer, and Evil.</source>
        <translation>دومین مأموریت ناموفق: {player} افشاگر و از سپاه شرّ است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="190"/>
        <source>Vote on the proposed team. Nobody sees your vote until everyone has voted.</source>
        <translation>به گروه پیشنهادی رأی بده. تا همه رأی نداده‌اند کسی رأی تو را نمی‌بیند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="191"/>
        <source>Each player votes privately on the laptop; the votes are shown together when all are in.</source>
        <translation>هر بازیکن روی لپ‌تاپ مخفیانه رأی می‌دهد؛ رأی‌ها وقتی همه رأی دادند با هم نشان داده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="210"/>
        <source>Confirm the loyalty you show to this check.</source>
        <translation>وفاداری‌ای را که در این بررسی نشان می‌دهی تأیید کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="123"/>
        <source>You show: {loyalty}.</source>
        <translation>تو نشان می‌دهی: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="45"/>
        <source>Not on the proposed team: cannot hold Excalibur.</source>
        <translation>در گروه پیشنهادی نیست: نمی‌تواند اکسکالیبر را نگه دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="30"/>
        <source>Without Percival, Morgana has no power and plays as a Minion of Mordred.</source>
        <translation>مورگانا بدون پرسیوال قدرتی ندارد: مانند یک سرسپردهٔ موردرد بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="35"/>
        <source>With the Witch at a physical table, the moderator must not play: the moderator sees the Witch&apos;s sign and counts hidden cards.</source>
        <translation>با جادوگر در بازی با کارت‌های فیزیکی، گرداننده نباید بازی کند: او نشانهٔ جادوگر را می‌بیند و کارت‌های پنهان را می‌شمارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="44"/>
        <source>The leader cannot give Excalibur to themselves.</source>
        <translation>فرمانده نمی‌تواند اکسکالیبر را به خودش بدهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="47"/>
        <source>Each player votes privately on the laptop.</source>
        <translation>هر بازیکن روی لپ‌تاپ مخفیانه رأی می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="48"/>
        <source>Vote already entered.</source>
        <translation>رأی قبلاً وارد شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="53"/>
        <source>You must play Success.</source>
        <translation>باید کارت پیروزی بگذاری.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="54"/>
        <source>You must play Fail.</source>
        <translation>باید کارت شکست بگذاری.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="62"/>
        <source>Not on this quest: not a card of the current quest.</source>
        <translation>در این مأموریت نیست: کارتی از مأموریت کنونی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="63"/>
        <source>Not on this quest.</source>
        <translation>در این مأموریت نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="68"/>
        <source>The Witch&apos;s power has already been used in this game.</source>
        <translation>جادوگر در این بازی قبلاً از قدرتش استفاده کرده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="74"/>
        <source>Has held the Lady of the Lake: cannot be examined.</source>
        <translation>قبلاً بانوی دریاچه را داشته است: نمی‌توان او را بررسی کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="76"/>
        <source>The Assassin cannot name themselves.</source>
        <translation>آدمکش نمی‌تواند نام خودش را ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="78"/>
        <source>The leader gives each Plot Card to another player, never to themselves.</source>
        <translation>فرمانده هر کارت توطئه را به بازیکن دیگری می‌دهد، هرگز به خودش.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="101"/>
        <source>{subject} shows you their loyalty: {loyalty}.</source>
        <translation>{subject} وفاداری خود را به تو نشان می‌دهد: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="102"/>
        <source>The leader {subject} shows you their loyalty: {loyalty}.</source>
        <translation>فرمانده {subject} وفاداری خود را به تو نشان می‌دهد: {loyalty}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="119"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your True Nature).</source>
        <translation>{subject} وفاداری خود را به {viewer} نشان می‌دهد (ذات واقعی‌ات را نشان بده).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="120"/>
        <source>{subject} shows their loyalty to {viewer} (Show Your Strength).</source>
        <translation>{subject} وفاداری خود را به {viewer} نشان می‌دهد (قدرتت را نشان بده).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="124"/>
        <source>{leader} proposes {team} (proposal {n}).</source>
        <translation>{leader} گروه {team} را پیشنهاد می‌کند (پیشنهاد {n}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="125"/>
        <source>The time ran out: {leader}&apos;s team is {team}, chosen at random (proposal {n}).</source>
        <translation>زمان تمام شد: گروه {leader}، {team}، به‌طور تصادفی انتخاب شد (پیشنهاد {n}).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="126"/>
        <source>{leader} gives Excalibur to {holder}.</source>
        <translation>{leader} اکسکالیبر را به {holder} می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="127"/>
        <source>The fifth team goes on the quest without a vote.</source>
        <translation>گروه پنجم بدون رأی‌گیری به مأموریت می‌رود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="128"/>
        <source>Charge!: {player} votes {vote}.</source>
        <translation>یورش!: {player} رأی {vote} می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="129"/>
        <source>The team is approved, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>گروه با {a} در برابر {r} پذیرفته شد. موافق: {approve}. مخالف: {reject}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="130"/>
        <source>The team is rejected, {a} to {r}. Approve: {approve}. Reject: {reject}.</source>
        <translation>گروه با {a} در برابر {r} رد شد. موافق: {approve}. مخالف: {reject}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="131"/>
        <source>Five teams were rejected in one round.</source>
        <translation>پنج گروه در یک دور رد شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="132"/>
        <source>{player} plays The King Returns: the approval is cancelled and counts as a rejection.</source>
        <translation>{player} «بازگشت پادشاه» را رو می‌کند: پذیرش لغو می‌شود و رد به حساب می‌آید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="133"/>
        <source>{player} plays We Found You: {target} must play face up.</source>
        <translation>{player} «پیدایت کردیم» را رو می‌کند: {target} باید کارتش را رو به بالا بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="134"/>
        <source>Quest {n} sets out: {team}.</source>
        <translation>مأموریت {n} آغاز می‌شود: {team}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="135"/>
        <source>You played {card}.</source>
        <translation>تو کارت {card} را گذاشتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="136"/>
        <source>{player} has played a card.</source>
        <translation>{player} کارتش را گذاشت.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="137"/>
        <source>{player}&apos;s card, face up: {card}.</source>
        <translation>کارت رو شدهٔ {player}: {card}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="138"/>
        <source>Every card of quest {n} is in.</source>
        <translation>همهٔ کارت‌های مأموریت {n} بازی شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="139"/>
        <source>Excalibur used by {holder} on {target}.</source>
        <translation>{holder} اکسکالیبر را روی {target} به کار برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="140"/>
        <source>{holder} does not use Excalibur.</source>
        <translation>{holder} از اکسکالیبر استفاده نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="141"/>
        <source>{target}&apos;s card was {card}; it is now {now}.</source>
        <translation>کارت {target} {card} بود؛ اکنون {now} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="142"/>
        <source>{holder} switched your card with Excalibur: it is now {now}.</source>
        <translation>{holder} کارت تو را با اکسکالیبر برگرداند: اکنون {now} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="143"/>
        <source>{player} uses Ambush on {target}&apos;s card.</source>
        <translation>{player} با کمین کارت {target} را نگاه می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="144"/>
        <source>Ambush: {target}&apos;s card is {card}.</source>
        <translation>کمین: کارت {target} {card} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="145"/>
        <source>{leader} removes {player}&apos;s card.</source>
        <translation>{leader} کارت {player} را حذف می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="146"/>
        <source>{player}&apos;s card was removed at random (time ran out).</source>
        <translation>کارت {player} به‌طور تصادفی حذف شد (زمان تمام شد).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="147"/>
        <source>The removed card ({player}&apos;s) is {card}.</source>
        <translation>کارت حذف‌شده (کارت {player}) {card} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="148"/>
        <source>You hide this quest&apos;s result.</source>
        <translation>تو نتیجهٔ این مأموریت را پنهان می‌کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="149"/>
        <source>You do not hide this quest&apos;s result.</source>
        <translation>تو نتیجهٔ این مأموریت را پنهان نمی‌کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="150"/>
        <source>The Witch is {player}.</source>
        <translation>جادوگر {player} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="151"/>
        <source>Quest {n} decides the game: the Witch&apos;s hiding has no effect.</source>
        <translation>مأموریت {n} سرنوشت بازی را تعیین می‌کند: پنهان‌کردن جادوگر اثری ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="152"/>
        <source>Quest {n} succeeded: {successes} Success, {fails} Fail.</source>
        <translation>مأموریت {n} موفق شد: {successes} پیروزی، {fails} شکست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="153"/>
        <source>Quest {n} failed: {successes} Success, {fails} Fail.</source>
        <translation>مأموریت {n} شکست خورد: {successes} پیروزی، {fails} شکست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="154"/>
        <source>Quest {n}: the result is hidden.</source>
        <translation>مأموریت {n}: نتیجه پنهان است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="155"/>
        <source>Quest {n} cards: {cards}.</source>
        <translation>کارت‌های مأموریت {n}: {cards}.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="156"/>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="157"/>
        <source>{player}: {card}, switched to {now}</source>
        <translation>{player}: {card}، برگشته به {now}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="158"/>
        <source>{player} is drawn to make a loyalty check.</source>
        <translation>{player} برای بررسی وفاداری قرعه آورد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="160"/>
        <source>Three quests have failed.</source>
        <translation>سه مأموریت شکست خوردند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="161"/>
        <source>Three quests have succeeded: the Assassin may still name Merlin.</source>
        <translation>سه مأموریت موفق شدند: آدمکش هنوز می‌تواند نام مرلین را ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="162"/>
        <source>The agents of Evil reveal themselves: {players}. {assassin} is the Assassin.</source>
        <translation>عوامل شرّ خود را آشکار می‌کنند: {players}. {assassin} آدمکش است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="163"/>
        <source>{player} reveals themselves as Evil.</source>
        <translation>{player} خود را از سپاه شرّ آشکار می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="178"/>
        <source>Reveal: every player learns what their role knows. Then start the first quest.</source>
        <translation>آشکارسازی: هر بازیکن آنچه نقشش می‌داند را می‌فهمد. سپس نخستین مأموریت را آغاز کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="186"/>
        <source>{player} shows their loyalty to another player.</source>
        <translation>{player} وفاداری خود را به بازیکن دیگری نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="188"/>
        <source>{leader} gives Excalibur to a team member other than themselves.</source>
        <translation>{leader} اکسکالیبر را به عضوی از گروه، غیر از خودش، می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="189"/>
        <source>Everyone reveals their vote token at the same time; the moderator enters each vote.</source>
        <translation>همه هم‌زمان کارت رأی خود را رو می‌کنند؛ گرداننده هر رأی را وارد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="194"/>
        <source>Each member places their card face down in front of themselves.</source>
        <translation>هر عضو کارتش را به پشت جلوی خودش می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="208"/>
        <source>The Assassin names the player they think is Merlin.</source>
        <translation>آدمکش نام بازیکنی را که فکر می‌کند مرلین است می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="209"/>
        <source>Everyone shows their role card: enter {player}&apos;s role.</source>
        <translation>همه کارت نقش خود را نشان می‌دهند: نقش {player} را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="211"/>
        <source>{player} confirms the loyalty they show to the check.</source>
        <translation>{player} وفاداری‌ای را که در این بررسی نشان می‌دهد تأیید می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="244"/>
        <source>Whether the Trickster chooses the loyalty they show at each check, or always shows Good.</source>
        <translation>اینکه حقه‌باز در هر بررسی خودش وفاداری نشان‌داده‌شده را انتخاب کند یا همیشه خیر نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="164"/>
        <source>{assassin} is the Assassin.</source>
        <translation>{assassin} آدمکش است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="165"/>
        <source>{assassin} names {target} as Merlin.</source>
        <translation>{assassin} {target} را مرلین می‌نامد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="166"/>
        <source>The time ran out: {assassin} names {target}, chosen at random.</source>
        <translation>زمان تمام شد: {assassin} {target} را، که تصادفی انتخاب شد، نام می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="167"/>
        <source>{player} was {role}.</source>
        <translation>{player} {role} بود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="168"/>
        <source>{side} wins: {reason}</source>
        <translation>{side} برنده است: {reason}</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="169"/>
        <source>The time is up.</source>
        <translation>زمان تمام شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="170"/>
        <source>The time ran out: the game chooses at random.</source>
        <translation>زمان تمام شد: بازی به‌طور تصادفی انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="171"/>
        <source>three quests failed.</source>
        <translation>سه مأموریت شکست خوردند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="172"/>
        <source>five teams were rejected in one round.</source>
        <translation>پنج گروه در یک دور رد شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="173"/>
        <source>the Assassin named Merlin.</source>
        <translation>آدمکش نام مرلین را برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="174"/>
        <source>three quests succeeded and the Assassin did not find Merlin.</source>
        <translation>سه مأموریت موفق شدند و آدمکش مرلین را پیدا نکرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="177"/>
        <source>Setting up the game.</source>
        <translation>در حال آماده‌سازی بازی.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="179"/>
        <source>{player} holds the Lady of the Lake and examines a player.</source>
        <translation>{player} بانوی دریاچه را دارد و بازیکنی را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="180"/>
        <source>Nobody plays the card now: go on.</source>
        <translation>اکنون کسی این کارت را رو نمی‌کند: ادامه دهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="181"/>
        <source>A holder of {card} may play it now.</source>
        <translation>دارندهٔ {card} اکنون می‌تواند آن را رو کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="182"/>
        <source>{leader} gives each drawn Plot Card to another player.</source>
        <translation>{leader} هر کارت توطئهٔ کشیده‌شده را به بازیکن دیگری می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="183"/>
        <source>{player} resolves {card}.</source>
        <translation>{player} کارت {card} را اجرا می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="184"/>
        <source>{player} takes a Plot Card another player holds.</source>
        <translation>{player} کارت توطئه‌ای را که بازیکن دیگری دارد می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="185"/>
        <source>{player} examines a neighbour&apos;s loyalty.</source>
        <translation>{player} وفاداری یکی از بغل‌دستی‌هایش را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="187"/>
        <source>{leader} proposes a team of {size}.</source>
        <translation>{leader} گروهی {size} نفره پیشنهاد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="193"/>
        <source>The team members play their quest cards.</source>
        <translation>اعضای گروه کارت مأموریت خود را می‌گذارند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="195"/>
        <source>{holder} may switch another member&apos;s card with Excalibur, or skip.</source>
        <translation>{holder} می‌تواند با اکسکالیبر کارت عضو دیگری را برگرداند، یا صرف‌نظر کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="196"/>
        <source>{leader}, choose a member and confirm «Remove card». The choice is final.</source>
        <translation>{leader}، یک عضو را انتخاب کن و «حذف کارت» را تأیید کن. انتخاب قطعی است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="197"/>
        <source>The leader {leader} is choosing a card to remove.</source>
        <translation>فرمانده {leader} در حال انتخاب کارتی برای حذف است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="198"/>
        <source>The Witch decides whether to hide this quest&apos;s result.</source>
        <translation>جادوگر تصمیم می‌گیرد که نتیجهٔ این مأموریت را پنهان کند یا نه.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="199"/>
        <source>Shuffle and reveal the counted cards of quest {n}; enter the number of Fail cards.</source>
        <translation>کارت‌های شمرده‌شدهٔ مأموریت {n} را بُر بزنید و رو کنید؛ تعداد کارت‌های شکست را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="200"/>
        <source>The Witch hides the result of quest {n}: do not reveal the cards. The moderator alone counts them and enters the number of Fail cards.</source>
        <translation>جادوگر نتیجهٔ مأموریت {n} را پنهان می‌کند: کارت‌ها را رو نکنید. فقط گرداننده آن‌ها را می‌شمارد و تعداد کارت‌های شکست را وارد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="203"/>
        <source>A player other than the Witch is drawn at random.</source>
        <translation>بازیکنی غیر از جادوگر به‌طور تصادفی قرعه می‌آورد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="204"/>
        <source>{player} examines another player&apos;s loyalty.</source>
        <translation>{player} وفاداری بازیکن دیگری را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="205"/>
        <source>The Cleric learns the loyalty of the first quest&apos;s leader.</source>
        <translation>روحانی وفاداری فرماندهٔ نخستین مأموریت را می‌فهمد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="206"/>
        <source>A second quest has failed: enter the player who reveals themselves as the Revealer.</source>
        <translation>دومین مأموریت ناموفق: بازیکنی را که خود را افشاگر معرفی می‌کند وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="207"/>
        <source>The agents of Evil reveal themselves: enter each of them.</source>
        <translation>عوامل شرّ خود را آشکار می‌کنند: هر یک را وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="212"/>
        <source>The time for this step is up.</source>
        <translation>زمان این مرحله تمام شده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="213"/>
        <source>{player} may play {card}.</source>
        <translation>{player} می‌تواند کارت {card} را رو کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="215"/>
        <source>playing the quest cards</source>
        <translation>گذاشتن کارت‌های مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="216"/>
        <location filename="../engine/games/avalon/texts.py" line="231"/>
        <source>Excalibur</source>
        <translation>اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="218"/>
        <source>the Trapper&apos;s removal</source>
        <translation>حذف کارت توسط تله‌گذار</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="219"/>
        <source>the Witch&apos;s decision</source>
        <translation>تصمیم جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="220"/>
        <source>revealing the cards</source>
        <translation>رو کردن کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="223"/>
        <source>Mode</source>
        <translation>حالت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="224"/>
        <source>Physical: the table uses its own cards and the moderator enters what everyone sees. App: the app deals the roles and collects each player&apos;s private choices.</source>
        <translation>کارت‌های فیزیکی: میز از کارت‌های خودش استفاده می‌کند و گرداننده آنچه همه می‌بینند را وارد می‌کند. برنامه: برنامه نقش‌ها را پخش می‌کند و انتخاب‌های خصوصی هر بازیکن را جمع می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="226"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="227"/>
        <source>App-dealt</source>
        <translation>پخش با برنامه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="228"/>
        <source>Lady of the Lake</source>
        <translation>بانوی دریاچه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="229"/>
        <source>After quests 2, 3 and 4 the holder examines a player&apos;s loyalty; the token passes to that player.</source>
        <translation>پس از مأموریت‌های ۲، ۳ و ۴ دارنده وفاداری یک بازیکن را بررسی می‌کند؛ نشان به همان بازیکن می‌رسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="232"/>
        <source>The leader gives the sword to a team member, who may switch another member&apos;s card.</source>
        <translation>فرمانده شمشیر را به عضوی از گروه می‌دهد که می‌تواند کارت عضو دیگری را برگرداند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="233"/>
        <source>Plot Cards</source>
        <translation>کارت‌های توطئه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="234"/>
        <source>Each round the leader draws Plot Cards and gives them out. Not with the Trapper.</source>
        <translation>در هر دور فرمانده کارت‌های توطئه می‌کشد و پخش می‌کند. همراه تله‌گذار نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="235"/>
        <source>The Trapper</source>
        <translation>تله‌گذار</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="236"/>
        <source>8 to 10 players: one extra member on every quest; the leader removes one played card. Not with Plot Cards.</source>
        <translation>۸ تا ۱۰ بازیکن: هر مأموریت یک عضو بیشتر دارد؛ فرمانده یکی از کارت‌های گذاشته‌شده را حذف می‌کند. همراه کارت‌های توطئه نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="238"/>
        <source>Fifth proposal</source>
        <translation>پیشنهاد پنجم</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="239"/>
        <source>Whether the fifth team of a round is voted (a fifth rejection makes Evil win) or sent without a vote.</source>
        <translation>اینکه گروه پنجم یک دور به رأی گذاشته شود (رد پنجم پیروزی شرّ است) یا بدون رأی‌گیری اعزام شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="241"/>
        <source>Voted as usual</source>
        <translation>رأی‌گیری مثل همیشه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="242"/>
        <source>Sent without a vote</source>
        <translation>اعزام بدون رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="243"/>
        <source>Trickster at loyalty checks</source>
        <translation>حقه‌باز در بررسی وفاداری</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="245"/>
        <source>Chooses each time</source>
        <translation>هر بار خودش انتخاب می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="246"/>
        <source>Always Good</source>
        <translation>همیشه خیر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="247"/>
        <source>Revealer counts hidden fails</source>
        <translation>افشاگر شکست‌های پنهان را هم می‌شمارد</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="248"/>
        <source>Whether a failed quest the Witch hid counts towards revealing the Revealer.</source>
        <translation>اینکه مأموریت شکست‌خورده‌ای که جادوگر پنهان کرده برای افشای افشاگر شمرده شود یا نه.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="249"/>
        <source>Whom the Cleric learns</source>
        <translation>روحانی چه کسی را می‌شناسد</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="250"/>
        <source>The first leader at the reveal, or (app-run games only) the leader of the first quest.</source>
        <translation>نخستین فرمانده هنگام آشکارسازی، یا (فقط در بازی با برنامه) فرماندهٔ نخستین مأموریت.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="251"/>
        <source>The first leader</source>
        <translation>نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="252"/>
        <source>The first quest&apos;s leader</source>
        <translation>فرماندهٔ نخستین مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="253"/>
        <source>Witch on a deciding quest</source>
        <translation>جادوگر در مأموریت تعیین‌کننده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="254"/>
        <source>When the hidden quest ends the game: the hiding has no effect, or the result stays hidden and the check happens first.</source>
        <translation>وقتی مأموریت پنهان‌شده بازی را تمام می‌کند: پنهان‌کردن اثری ندارد، یا نتیجه پنهان می‌ماند و بررسی اول انجام می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="256"/>
        <source>No effect</source>
        <translation>بی‌اثر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="257"/>
        <source>Hide and check</source>
        <translation>پنهان‌کردن و بررسی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="258"/>
        <source>Evil reveals itself before the assassination</source>
        <translation>سپاه شرّ پیش از ترور خود را آشکار می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="259"/>
        <source>The agents of Evil reveal themselves and confer; the Assassin may then name only a Good player.</source>
        <translation>عوامل شرّ خود را آشکار و با هم مشورت می‌کنند؛ سپس آدمکش فقط می‌تواند نام بازیکنی از سپاه خیر را ببرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="261"/>
        <source>First leader</source>
        <translation>نخستین فرمانده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="262"/>
        <source>A seat number chosen by the host, or -1 to draw the first leader at random.</source>
        <translation>شمارهٔ صندلی‌ای که گرداننده انتخاب می‌کند، یا منفی ۱ برای انتخاب تصادفی نخستین فرمانده.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="263"/>
        <source>Timers</source>
        <translation>زمان‌سنج‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="264"/>
        <source>Whether the steps have timers; when one runs out, the default of the rules applies.</source>
        <translation>اینکه مرحله‌ها زمان‌سنج داشته باشند یا نه؛ وقتی زمان تمام شود، پیش‌فرض قوانین اجرا می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="265"/>
        <source>The laptop collects the team votes</source>
        <translation>لپ‌تاپ رأی‌ها دربارهٔ گروه را جمع می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="266"/>
        <source>App-dealt games: each player votes privately on the laptop and the votes are shown together when all are in. Off: the table reveals its vote tokens together and the moderator enters them.</source>
        <translation>بازی‌هایی که برنامه نقش‌ها را پخش می‌کند: هر بازیکن روی لپ‌تاپ مخفیانه رأی می‌دهد و رأی‌ها وقتی همه رأی دادند با هم نشان داده می‌شوند. خاموش: میز کارت‌های رأی را با هم رو می‌کند و گرداننده آن‌ها را وارد می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="269"/>
        <source>Trapper timer (seconds)</source>
        <translation>زمان‌سنج تله‌گذار (ثانیه)</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="270"/>
        <source>Time for the leader&apos;s removal; when it runs out, a random card is removed.</source>
        <translation>زمان حذف کارت توسط فرمانده؛ وقتی تمام شود، یک کارت تصادفی حذف می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="271"/>
        <source>Other timers</source>
        <translation>زمان‌سنج‌های دیگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="272"/>
        <source>Changed lengths as STAGE=SECONDS, separated by commas (0 switches a timer off).</source>
        <translation>طول‌های تغییریافته به شکل STAGE=SECONDS، جدا شده با ویرگول (۰ یک زمان‌سنج را خاموش می‌کند).</translation>
    </message>
</context>
<context>
    <name>avalon.param</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="300"/>
        <source>Player to examine</source>
        <translation>بازیکنی که بررسی می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="302"/>
        <source>Loyalty shown</source>
        <translation>وفاداری نشان‌داده‌شده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="305"/>
        <source>Neighbour to examine</source>
        <translation>بغل‌دستی‌ای که بررسی می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="306"/>
        <source>Shown to</source>
        <translation>نشان‌دادن به</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="307"/>
        <source>Plot Card</source>
        <translation>کارت توطئه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="308"/>
        <source>Given to</source>
        <translation>داده‌شده به</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="309"/>
        <source>Plot Card to take</source>
        <translation>کارت توطئه‌ای که گرفته می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="310"/>
        <source>Team</source>
        <translation>گروه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="311"/>
        <source>Excalibur holder</source>
        <translation>دارندهٔ اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="312"/>
        <source>Voter</source>
        <translation>رأی‌دهنده</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="313"/>
        <source>Vote</source>
        <translation>رأی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="314"/>
        <source>Member who plays face up</source>
        <translation>عضوی که کارتش را رو به بالا می‌گذارد</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="315"/>
        <source>Quest card</source>
        <translation>کارت مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="316"/>
        <source>Face-up card</source>
        <translation>کارت رو</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="317"/>
        <source>Member whose card is switched</source>
        <translation>عضوی که کارتش برگردانده می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="318"/>
        <source>Member whose card is looked at</source>
        <translation>عضوی که کارتش دیده می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="319"/>
        <source>Member whose card is removed</source>
        <translation>عضوی که کارتش حذف می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="320"/>
        <source>Hide the result</source>
        <translation>پنهان‌کردن نتیجه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="321"/>
        <source>The Witch</source>
        <translation>جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="322"/>
        <source>Fail cards</source>
        <translation>کارت‌های شکست</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="323"/>
        <source>The Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="324"/>
        <source>Agent of Evil</source>
        <translation>عامل شرّ</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="325"/>
        <source>Player named as Merlin</source>
        <translation>بازیکنی که مرلین نامیده می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="326"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="327"/>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
</context>
<context>
    <name>avalon.phase</name>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="276"/>
        <source>Setup</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="277"/>
        <source>Reveal</source>
        <translation>آشکارسازی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="278"/>
        <source>Lady of the Lake</source>
        <translation>بانوی دریاچه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="279"/>
        <source>Lead to Victory</source>
        <translation>رهبری به سوی پیروزی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="280"/>
        <source>Plot Cards</source>
        <translation>کارت‌های توطئه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="281"/>
        <source>Team proposal</source>
        <translation>پیشنهاد گروه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="282"/>
        <source>Excalibur to a team member</source>
        <translation>سپردن اکسکالیبر به یک عضو</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="283"/>
        <source>Team vote</source>
        <translation>رأی‌گیری دربارهٔ گروه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="284"/>
        <source>The King Returns</source>
        <translation>بازگشت پادشاه</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="285"/>
        <source>We Found You</source>
        <translation>پیدایت کردیم</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="286"/>
        <source>Quest cards</source>
        <translation>کارت‌های مأموریت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="287"/>
        <source>Excalibur</source>
        <translation>اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="288"/>
        <source>Ambush</source>
        <translation>کمین</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="289"/>
        <source>The Trapper: removing a card</source>
        <translation>تله‌گذار: حذف کارت</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="290"/>
        <source>The Witch&apos;s decision</source>
        <translation>تصمیم جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="291"/>
        <source>Counting the cards</source>
        <translation>شمردن کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="292"/>
        <source>The Witch&apos;s draw</source>
        <translation>قرعهٔ جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="293"/>
        <source>Loyalty check</source>
        <translation>بررسی وفاداری</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="294"/>
        <source>The Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="295"/>
        <source>The Cleric&apos;s check</source>
        <translation>بررسی روحانی</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="296"/>
        <source>Assassination</source>
        <translation>ترور</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="297"/>
        <source>Roles revealed</source>
        <translation>آشکار شدن نقش‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/texts.py" line="298"/>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>avalon.role_summary</name>
    <message>
        <location filename="../engine/games/avalon/data.py" line="103"/>
        <source>Good, in every game; sees the agents of Evil except Mordred; the Assassin wins by naming Merlin.</source>
        <translation>خیر، در همهٔ بازی‌ها؛ عوامل شرّ را جز موردرد می‌بیند؛ آدمکش با بردن نام او برنده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="106"/>
        <source>Good; sees Merlin and Morgana without knowing which is which (Merlin alone without Morgana).</source>
        <translation>خیر؛ مرلین و مورگانا را می‌بیند بی‌آنکه بداند کدام کدام است (بدون مورگانا فقط مرلین را).</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="108"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>خیر؛ در آشکارسازی چیزی نمی‌داند؛ همیشه کارت پیروزی می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="110"/>
        <source>Good; learns the loyalty the first leader shows.</source>
        <translation>خیر؛ وفاداری‌ای را که نخستین فرمانده نشان می‌دهد می‌فهمد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="112"/>
        <source>Good; always plays Success, but must appear Evil to every loyalty check.</source>
        <translation>خیر؛ همیشه کارت پیروزی می‌گذارد، اما در هر بررسی وفاداری باید شرّ نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="114"/>
        <source>Evil, in every game; knows their fellow agents of Evil; after Good&apos;s third success, names Merlin to win.</source>
        <translation>شرّ، در همهٔ بازی‌ها؛ هم‌دستان شرّ خود را می‌شناسد؛ پس از سومین پیروزی خیر، با بردن نام مرلین برنده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="117"/>
        <source>Evil; knows their fellow agents of Evil; appears to Percival as Merlin does.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ در چشم پرسیوال مانند مرلین دیده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="119"/>
        <source>Evil; knows their fellow agents of Evil; hidden from Merlin.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ مرلین او را نمی‌بیند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="121"/>
        <source>Evil; does not know the other agents of Evil, nor do they know Oberon; Merlin sees Oberon.</source>
        <translation>شرّ؛ دیگر عوامل شرّ را نمی‌شناسد و آن‌ها هم او را نمی‌شناسند؛ مرلین او را می‌بیند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="123"/>
        <source>Evil; knows their fellow agents of Evil (not Oberon); may play Fail.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را (جز اوبرون) می‌شناسد؛ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="125"/>
        <source>Evil; knows their fellow agents of Evil; once per game may hide a quest&apos;s result, which gives a random player a loyalty check.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ یک بار در هر بازی می‌تواند نتیجهٔ یک مأموریت را پنهان کند و آنگاه بازیکنی تصادفی وفاداری کسی را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="128"/>
        <source>Evil; knows their fellow agents of Evil; may show either loyalty to each loyalty check.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ در هر بررسی وفاداری می‌تواند خیر یا شرّ نشان دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="130"/>
        <source>Evil; knows their fellow agents of Evil; must play Fail on every quest.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ در هر مأموریت باید کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="132"/>
        <source>Evil; knows their fellow agents of Evil; may play Fail only on quests 1 to 3.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ فقط در مأموریت‌های ۱ تا ۳ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/avalon/data.py" line="134"/>
        <source>Evil; knows their fellow agents of Evil; is revealed to everyone after the second failed quest.</source>
        <translation>شرّ؛ هم‌دستان شرّ خود را می‌شناسد؛ پس از دومین مأموریت ناموفق برای همه آشکار می‌شود.</translation>
    </message>
</context>
</TS>
