<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="225"/>
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
        <location filename="../desktop/console.py" line="619"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — کنسول گرداننده</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="620"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="621"/>
        <location filename="../desktop/console.py" line="1022"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="622"/>
        <source>Skip</source>
        <translation>رد کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="623"/>
        <source>Repeat</source>
        <translation>تکرار</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="624"/>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="625"/>
        <source>Timer</source>
        <translation>زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="626"/>
        <source>Reset</source>
        <translation>بازنشانی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="627"/>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="628"/>
        <source>Hold to show private lines</source>
        <translation>برای نمایش سطرهای خصوصی نگه دارید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="629"/>
        <location filename="../desktop/console.py" line="633"/>
        <location filename="../desktop/console.py" line="905"/>
        <source>Undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="630"/>
        <location filename="../desktop/console.py" line="634"/>
        <source>Redo</source>
        <translation>انجام دوباره</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="631"/>
        <location filename="../desktop/console.py" line="637"/>
        <source>Blank the board</source>
        <translation>پوشاندن تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="632"/>
        <source>Confirm the next step</source>
        <translation>تأیید مرحلهٔ بعد</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="635"/>
        <source>Pause or resume narration</source>
        <translation>مکث یا ادامهٔ روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="636"/>
        <source>Start or pause the timer</source>
        <translation>شروع یا مکث زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="638"/>
        <source>Board full screen</source>
        <translation>تابلو در حالت تمام‌صفحه</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="639"/>
        <source>Show the board</source>
        <translation>نمایش تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="640"/>
        <source>Save the game record…</source>
        <translation>ذخیرهٔ پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="641"/>
        <source>Open a game record…</source>
        <translation>باز کردن پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="642"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="643"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="644"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="645"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="646"/>
        <source>&amp;Play</source>
        <translation>&amp;روند بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="647"/>
        <source>&amp;Board</source>
        <translation>&amp;تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="648"/>
        <source>Board screen</source>
        <translation>نمایشگر تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="649"/>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="650"/>
        <source>&amp;Help</source>
        <translation>را&amp;هنما</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="738"/>
        <source>Waiting for private choices after this step.</source>
        <translation>پس از این مرحله، انتخاب‌های خصوصی در انتظارند.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="741"/>
        <source>Nothing to enter now.</source>
        <translation>اکنون چیزی برای وارد کردن نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="815"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="821"/>
        <source>Play again with the same players and roles</source>
        <translation>بازی دوباره با همین بازیکن‌ها و نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="823"/>
        <source>Back to the setup wizard</source>
        <translation>بازگشت به دستیار راه‌اندازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="840"/>
        <location filename="../desktop/console.py" line="859"/>
        <source>[private message]</source>
        <translation>[پیام خصوصی]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="843"/>
        <location filename="../desktop/console.py" line="862"/>
        <source>[private to {players}]</source>
        <translation>[خصوصی برای {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="845"/>
        <location filename="../desktop/console.py" line="864"/>
        <source>[moderator only]</source>
        <translation>[فقط گرداننده]</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="906"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} نتیجهٔ انتخاب خصوصی خود را دیده است؛ نمی‌توان دوباره آن را انتخاب کرد.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="909"/>
        <source>A player has seen {what}.</source>
        <translation>یک بازیکن {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="911"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="914"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>واگرد این مرحله چیزی را پس می‌گیرد که بازیکن‌ها پیش‌تر دیده‌اند:</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="915"/>
        <source>Undo anyway?</source>
        <translation>با این حال واگرد شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="916"/>
        <source>Undo a private reveal?</source>
        <translation>واگرد یک آشکارسازی خصوصی؟</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="978"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="978"/>
        <location filename="../desktop/console.py" line="1022"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1019"/>
        <source>Time is up.</source>
        <translation>وقت تمام شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1037"/>
        <source>Save the game record</source>
        <translation>ذخیرهٔ پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1037"/>
        <location filename="../desktop/console.py" line="1048"/>
        <source>Game records (*.json)</source>
        <translation>پرونده‌های بازی (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1045"/>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1045"/>
        <source>The record could not be saved: {reason}</source>
        <translation>پروندهٔ بازی ذخیره نشد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1048"/>
        <source>Open a game record</source>
        <translation>باز کردن پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1059"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="1059"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>این فایل باز نمی‌شود: {reason}</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="363"/>
        <source>Dealing</source>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="364"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>چه کسی کارت‌ها را پخش می‌کند: برنامه، یا خودتان با کارت‌های خودتان روی میز.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="365"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>برنامه پخش می‌کند (لپ‌تاپ را دست‌به‌دست کنید تا هر کس نقش خود را ببیند)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="366"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>هر بازیکن دکمه‌ای را نگه می‌دارد تا نقش خود و آنچه را می‌داند ببیند؛ انتخاب‌های مخفی روی لپ‌تاپی انجام می‌شوند که دست‌به‌دست می‌چرخد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="368"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="369"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>کارت‌های خودتان را پخش کنید. گرداننده فقط آنچه را همهٔ بازیکنان سر میز می‌بینند وارد می‌کند؛ قوانین، تابلو و روایت با برنامه است.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="371"/>
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
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="451"/>
        <source>The best voice for the language</source>
        <translation>بهترین صدا برای این زبان</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="457"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice} (روی این رایانه پیدا نشد)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="460"/>
        <source>Looking for voices…</source>
        <translation>در جست‌وجوی صداها…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="462"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>صدایی برای این زبان پیدا نشد: روایت فقط زیرنویس نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="493"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="494"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>متنی که برای شب و آشکارسازی خوانده می‌شود. زبان آن می‌تواند با زبان صفحه‌نمایش فرق داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="495"/>
        <source>Narration language:</source>
        <translation>زبان روایت:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="496"/>
        <source>Voice:</source>
        <translation>صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="497"/>
        <source>Test the voice</source>
        <translation>آزمودن صدا</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="498"/>
        <source>Speed (words per minute):</source>
        <translation>سرعت (واژه در دقیقه):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="499"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>مدت هر مرحله به ثانیه (۰: طبق متن):</translation>
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
        <location filename="../desktop/wizard_pages.py" line="156"/>
        <source>Players</source>
        <translation>بازیکن‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="157"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>چند نفر بازی می‌کنند و نام‌هایشان به ترتیب جای نشستن (در جهت حرکت عقربه‌های ساعت دور میز).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="158"/>
        <source>Players:</source>
        <translation>تعداد بازیکن‌ها:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="159"/>
        <source>Recent rosters:</source>
        <translation>فهرست‌های اخیر بازیکنان:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="160"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>صندلی ۱ سمت چپ گرداننده است؛ این ترتیب برای فرمانده‌ها و همسایه‌ها اهمیت دارد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="162"/>
        <source>(choose a recent roster)</source>
        <translation>(یک فهرست اخیر را انتخاب کنید)</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console.py" line="260"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="263"/>
        <source>I am {player}: show my choice</source>
        <translation>من {player} هستم: انتخابم را نشان بده</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="245"/>
        <source>(recommended for this player count)</source>
        <translation>(پیشنهادی برای این تعداد بازیکن)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="292"/>
        <source>Cards: {have} of {need}</source>
        <translation>کارت‌ها: {have} از {need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="300"/>
        <source>Roles and options</source>
        <translation>نقش‌ها و گزینه‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="301"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>نقش‌های پیشنهادی انتخاب شده‌اند؛ اگر بخواهید می‌توانید آن‌ها را تغییر دهید. مشکلات در پایین فهرست شده‌اند.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="302"/>
        <source>Recommended roles</source>
        <translation>نقش‌های پیشنهادی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="303"/>
        <source>Scenario:</source>
        <translation>سناریو:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="304"/>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="305"/>
        <source>Modules and house rules</source>
        <translation>ماژول‌ها و قوانین خانگی</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console.py" line="312"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="316"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>اکنون همه به نوبت لپ‌تاپ را می‌گیرند تا کسی نفهمد چه کسی کاری برای انجام دادن دارد ({n} از {total}).</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="320"/>
        <source>I am {player}: open</source>
        <translation>من {player} هستم: باز کن</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="338"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>اکنون چیزی برای انتخاب کردن ندارید. «تمام» را بزنید و لپ‌تاپ را به نفر بعد بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="342"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="346"/>
        <source>Hold to see ({player})</source>
        <translation>برای دیدن نگه دارید ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="350"/>
        <source>Nothing new for you.</source>
        <translation>چیز تازه‌ای برای شما نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="355"/>
        <source>I have seen it — next</source>
        <translation>دیدم — بعدی</translation>
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
        <location filename="../desktop/wizard.py" line="363"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="364"/>
        <source>Start now</source>
        <translation>شروع فوری</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="365"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console.py" line="379"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="384"/>
        <source>Action</source>
        <translation>کنش</translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="384"/>
        <source>Shortcut</source>
        <translation>میان‌بر</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard_pages.py" line="526"/>
        <source>physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="526"/>
        <source>the app deals</source>
        <translation>برنامه پخش می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="528"/>
        <source>Game: {game}</source>
        <translation>بازی: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="529"/>
        <source>Players ({n}): {names}</source>
        <translation>بازیکن‌ها ({n}): {names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="532"/>
        <source>Roles: {roles}</source>
        <translation>نقش‌ها: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="533"/>
        <source>Dealing: {mode}</source>
        <translation>پخش کارت‌ها: {mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="534"/>
        <source>Narration: {lang}</source>
        <translation>روایت: {lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="543"/>
        <source>Ready</source>
        <translation>آماده</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages.py" line="544"/>
        <source>Check the setup and start the game.</source>
        <translation>تنظیمات را بررسی کنید و بازی را شروع کنید.</translation>
    </message>
</context>
</TS>
