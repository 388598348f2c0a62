<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="223"/>
        <source>Tablekeeper board</source>
        <translation>تابلوی Tablekeeper</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console.py" line="158"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="179"/>
        <source>Not allowed now.</source>
        <translation>اکنون مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="202"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>{n} مورد انتخاب کنید (انتخاب‌شده: {m})</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console.py" line="644"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — کنسول گرداننده</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="645"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="646"/>
        <location filename="../desktop/console.py" line="1060"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="647"/>
        <source>Skip</source>
        <translation>رد کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="648"/>
        <source>Repeat</source>
        <translation>تکرار</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="649"/>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="650"/>
        <source>Timer</source>
        <translation>زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="651"/>
        <source>Reset</source>
        <translation>بازنشانی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="652"/>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="653"/>
        <source>Hold to show private lines</source>
        <translation>برای نمایش سطرهای خصوصی نگه دارید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="654"/>
        <location filename="../desktop/console.py" line="658"/>
        <location filename="../desktop/console.py" line="938"/>
        <source>Undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="655"/>
        <location filename="../desktop/console.py" line="659"/>
        <source>Redo</source>
        <translation>انجام دوباره</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="656"/>
        <location filename="../desktop/console.py" line="662"/>
        <source>Blank the board</source>
        <translation>پوشاندن تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="657"/>
        <source>Confirm the next step</source>
        <translation>تأیید مرحلهٔ بعد</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="660"/>
        <source>Pause or resume narration</source>
        <translation>مکث یا ادامهٔ روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="661"/>
        <source>Start or pause the timer</source>
        <translation>شروع یا مکث زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="663"/>
        <source>Board full screen</source>
        <translation>تابلو در حالت تمام‌صفحه</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="664"/>
        <source>Show the board</source>
        <translation>نمایش تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="665"/>
        <source>Save the game record…</source>
        <translation>ذخیرهٔ پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="666"/>
        <source>Open a game record…</source>
        <translation>باز کردن پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="667"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="668"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="669"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="670"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="671"/>
        <source>&amp;Play</source>
        <translation>&amp;روند بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="672"/>
        <source>&amp;Board</source>
        <translation>&amp;تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="673"/>
        <source>Board screen</source>
        <translation>نمایشگر تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="674"/>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="675"/>
        <source>&amp;Help</source>
        <translation>را&amp;هنما</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <source>Waiting for private choices after this step.</source>
        <translation>پس از این مرحله، انتخاب‌های خصوصی در انتظارند.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="768"/>
        <source>Nothing to enter now.</source>
        <translation>اکنون چیزی برای وارد کردن نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="845"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="851"/>
        <source>Play again with the same players and roles</source>
        <translation>بازی دوباره با همین بازیکن‌ها و نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="853"/>
        <source>Back to the setup wizard</source>
        <translation>بازگشت به دستیار راه‌اندازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="891"/>
        <source>[private message]</source>
        <translation>[پیام خصوصی]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="894"/>
        <source>[private to {players}]</source>
        <translation>[خصوصی برای {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="896"/>
        <source>[moderator only]</source>
        <translation>[فقط گرداننده]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="939"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} نتیجهٔ انتخاب خصوصی خود را دیده است؛ نمی‌توان دوباره آن را انتخاب کرد.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="942"/>
        <source>A player has seen {what}.</source>
        <translation>یک بازیکن {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="944"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="947"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>واگرد این مرحله چیزی را پس می‌گیرد که بازیکن‌ها پیش‌تر دیده‌اند:</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="948"/>
        <source>Undo anyway?</source>
        <translation>با این حال واگرد شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="949"/>
        <source>Undo a private reveal?</source>
        <translation>واگرد یک آشکارسازی خصوصی؟</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1009"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1009"/>
        <location filename="../desktop/console.py" line="1060"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1050"/>
        <source>Time is up.</source>
        <translation>وقت تمام شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1075"/>
        <source>Save the game record</source>
        <translation>ذخیرهٔ پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1075"/>
        <location filename="../desktop/console.py" line="1086"/>
        <source>Game records (*.json)</source>
        <translation>پرونده‌های بازی (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1083"/>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1083"/>
        <source>The record could not be saved: {reason}</source>
        <translation>پروندهٔ بازی ذخیره نشد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1086"/>
        <source>Open a game record</source>
        <translation>باز کردن پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1097"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1097"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>این فایل باز نمی‌شود: {reason}</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="416"/>
        <source>Dealing</source>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="417"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>چه کسی کارت‌ها را پخش می‌کند: برنامه، یا خودتان با کارت‌های خودتان روی میز.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="418"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>برنامه پخش می‌کند (لپ‌تاپ را دست‌به‌دست کنید تا هر کس نقش خود را ببیند)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="419"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>هر بازیکن دکمه‌ای را نگه می‌دارد تا نقش خود و آنچه را می‌داند ببیند؛ انتخاب‌های مخفی روی لپ‌تاپی انجام می‌شوند که دست‌به‌دست می‌چرخد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="421"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="422"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>کارت‌های خودتان را پخش کنید. گرداننده فقط آنچه را همهٔ بازیکنان سر میز می‌بینند وارد می‌کند؛ قوانین، تابلو و روایت با برنامه است.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="424"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>دقیقاً همین کارت‌ها را در دسته بگذارید:</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console.py" line="228"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="232"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}: دکمه را فشار دهید و نگه دارید تا ببینید چه می‌فهمید؛ رها کنید تا پنهان شود.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="234"/>
        <source>Hold to see ({player})</source>
        <translation>برای دیدن نگه دارید ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="242"/>
        <source>I have seen it — next</source>
        <translation>دیدم — بعدی</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="281"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="282"/>
        <source>Choose the game and its variant.</source>
        <translation>بازی و گونهٔ آن را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="283"/>
        <source>Variant</source>
        <translation>گونه</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <location filename="../desktop/plugin.py" line="184"/>
        <source>Yes</source>
        <extracomment>Parameter names whose values are seats, in every game unless a plugin says otherwise.</extracomment>
        <translation>بله</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="184"/>
        <source>No</source>
        <translation>نه</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="202"/>
        <source>Moderator</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="203"/>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="207"/>
        <source>a private message</source>
        <translation>یک پیام خصوصی</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="240"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} برندگان: {winners}</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="516"/>
        <source>The system&apos;s default output</source>
        <translation>خروجی پیش‌فرض سیستم</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="520"/>
        <source>{output} (not connected)</source>
        <translation>{output} (وصل نیست)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="536"/>
        <source>The best voice for the language</source>
        <translation>بهترین صدا برای این زبان</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="542"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice} (روی این رایانه پیدا نشد)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="545"/>
        <source>Looking for voices…</source>
        <translation>در جست‌وجوی صداها…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="547"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>صدایی برای این زبان پیدا نشد: روایت فقط زیرنویس نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="578"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="579"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>متنی که برای شب و آشکارسازی خوانده می‌شود. زبان آن می‌تواند با زبان صفحه‌نمایش فرق داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="580"/>
        <source>Narration language:</source>
        <translation>زبان روایت:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="581"/>
        <source>Voice:</source>
        <translation>صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="582"/>
        <source>Test the voice</source>
        <translation>آزمودن صدا</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="583"/>
        <source>Speed (words per minute):</source>
        <translation>سرعت (واژه در دقیقه):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="584"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>مدت هر مرحله به ثانیه (۰: طبق متن):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="585"/>
        <source>Volume:</source>
        <translation>بلندی صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="586"/>
        <source>Sound output:</source>
        <translation>خروجی صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="587"/>
        <source>A soft night sound under the narration</source>
        <translation>صدای آرام شب زیر روایت</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="45"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>چشم‌ها بسته. فقط بازیکنی که همین حالا صدا زده شد لپ‌تاپ را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="49"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="60"/>
        <source>There is nothing for you to choose now.</source>
        <translation>اکنون چیزی برای انتخاب کردن ندارید.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="62"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="72"/>
        <source>Hold to see what you learned</source>
        <translation>برای دیدن آنچه فهمیدید نگه دارید</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="78"/>
        <source>Done — close</source>
        <translation>تمام — بستن</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="206"/>
        <source>Players</source>
        <translation>بازیکن‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="207"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>چند نفر بازی می‌کنند و نام‌هایشان به ترتیب جای نشستن (در جهت حرکت عقربه‌های ساعت دور میز).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="208"/>
        <source>Players:</source>
        <translation>تعداد بازیکن‌ها:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="209"/>
        <source>Recent rosters:</source>
        <translation>فهرست‌های اخیر بازیکنان:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="210"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>صندلی ۱ سمت چپ گرداننده است؛ این ترتیب برای فرمانده‌ها و همسایه‌ها اهمیت دارد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="212"/>
        <source>(choose a recent roster)</source>
        <translation>(یک فهرست اخیر را انتخاب کنید)</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console.py" line="267"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="270"/>
        <source>I am {player}: show my choice</source>
        <translation>من {player} هستم: انتخابم را نشان بده</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="296"/>
        <source>(recommended for this player count)</source>
        <translation>(پیشنهادی برای این تعداد بازیکن)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="345"/>
        <source>Cards: {have} of {need}</source>
        <translation>کارت‌ها: {have} از {need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="353"/>
        <source>Roles and options</source>
        <translation>نقش‌ها و گزینه‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="354"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>نقش‌های پیشنهادی انتخاب شده‌اند؛ اگر بخواهید می‌توانید آن‌ها را تغییر دهید. مشکلات در پایین فهرست شده‌اند.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="355"/>
        <source>Recommended roles</source>
        <translation>نقش‌های پیشنهادی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="356"/>
        <source>Scenario:</source>
        <translation>سناریو:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="357"/>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="358"/>
        <source>Modules and house rules</source>
        <translation>ماژول‌ها و قوانین خانگی</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console.py" line="332"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="336"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>اکنون همه به نوبت لپ‌تاپ را می‌گیرند تا کسی نفهمد چه کسی کاری برای انجام دادن دارد ({n} از {total}).</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="340"/>
        <source>I am {player}: open</source>
        <translation>من {player} هستم: باز کن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="364"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>اکنون چیزی برای انتخاب کردن ندارید. «تمام» را بزنید و لپ‌تاپ را به نفر بعد بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="368"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="372"/>
        <source>Hold to see ({player})</source>
        <translation>برای دیدن نگه دارید ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="376"/>
        <source>Nothing new for you.</source>
        <translation>چیز تازه‌ای برای شما نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="381"/>
        <source>I have seen it — next</source>
        <translation>دیدم — بعدی</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../desktop/saves.py" line="111"/>
        <source>The saved game {path} cannot be read: {reason}</source>
        <translation>بازی ذخیره‌شدهٔ {path} خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="114"/>
        <source>The saved game {path} is too large to be a Tablekeeper game.</source>
        <translation>بازی ذخیره‌شدهٔ {path} بزرگ‌تر از آن است که بازی Tablekeeper باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="126"/>
        <source>The saved game cannot be resumed: {reason}</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="129"/>
        <source>The saved game cannot be resumed: its setup is not valid ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: چیدمان آن معتبر نیست ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="132"/>
        <source>The saved game cannot be resumed: a saved action is refused by the rules ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: قوانین یکی از کنش‌های ذخیره‌شده را نمی‌پذیرند ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="136"/>
        <source>The saved game cannot be resumed: it is damaged ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: پرونده آسیب دیده است ({reason}).</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard.py" line="119"/>
        <location filename="../desktop/wizard.py" line="140"/>
        <source>Player {n}</source>
        <translation>بازیکن {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard.py" line="168"/>
        <source>Loading the games…</source>
        <translation>در حال بارگذاری بازی‌ها…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="172"/>
        <source>Every player needs a different name.</source>
        <translation>هر بازیکن باید نام متفاوتی داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="176"/>
        <source>This setup is not valid: {reason}</source>
        <translation>این تنظیمات معتبر نیست: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="366"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="367"/>
        <source>Start now</source>
        <translation>شروع فوری</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="368"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../desktop/app.py" line="78"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="77"/>
        <source>The file was left as it was: {path}</source>
        <translation>پرونده دست‌نخورده ماند: {path}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="107"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="108"/>
        <source>This setup cannot be played: {reason}</source>
        <translation>با این چیدمان نمی‌توان بازی کرد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="138"/>
        <location filename="../desktop/app.py" line="142"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="139"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>این پرونده باز نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="143"/>
        <source>This record cannot be replayed: {reason}</source>
        <translation>این گزارش بازی را نمی‌توان دوباره اجرا کرد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="205"/>
        <source>Start a new game</source>
        <translation>شروع بازی تازه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="206"/>
        <source>Resume a game?</source>
        <translation>ادامهٔ یک بازی؟</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="207"/>
        <source>An unfinished game was found. Resume it?</source>
        <translation>یک بازی ناتمام پیدا شد. ادامه‌اش می‌دهید؟</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console.py" line="405"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="410"/>
        <source>Action</source>
        <translation>کنش</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="410"/>
        <source>Shortcut</source>
        <translation>میان‌بر</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="615"/>
        <source>physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="615"/>
        <source>the app deals</source>
        <translation>برنامه پخش می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="617"/>
        <source>Game: {game}</source>
        <translation>بازی: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="618"/>
        <source>Players ({n}): {names}</source>
        <translation>بازیکن‌ها ({n}): {names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="621"/>
        <source>Roles: {roles}</source>
        <translation>نقش‌ها: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="622"/>
        <source>Dealing: {mode}</source>
        <translation>پخش کارت‌ها: {mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="623"/>
        <source>Narration: {lang}</source>
        <translation>روایت: {lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="632"/>
        <source>Ready</source>
        <translation>آماده</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="633"/>
        <source>Check the setup and start the game.</source>
        <translation>تنظیمات را بررسی کنید و بازی را شروع کنید.</translation>
    </message>
</context>
</TS>
