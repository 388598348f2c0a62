<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="293"/>
        <source>{what}: {player}&apos;s turn</source>
        <extracomment>The window system made the board the active window all the same: the console takes the keyboard back.</extracomment>
        <translation>{what}: نوبت {player}</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="294"/>
        <source>{what}: time left</source>
        <translation>{what}: زمان باقی‌مانده</translation>
    </message>
    <message>
        <location filename="../desktop/board.py" line="387"/>
        <source>Tablekeeper board</source>
        <translation>تابلوی Tablekeeper</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console/choice_form.py" line="99"/>
        <source>Hold to see the answer</source>
        <translation>برای دیدن پاسخ نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="104"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="130"/>
        <source>Not allowed now.</source>
        <translation>اکنون مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console/choice_form.py" line="153"/>
        <source>choose {n} (chosen: {m})</source>
        <translation>{n} مورد انتخاب کنید (انتخاب‌شده: {m})</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <location filename="../desktop/companion/protocol.py" line="29"/>
        <source>Not allowed now.</source>
        <translation>اکنون مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="37"/>
        <source>Which seat is yours?</source>
        <translation>صندلی تو کدام است؟</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="38"/>
        <source>taken</source>
        <translation>گرفته شده</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="39"/>
        <source>Every seat is taken. Ask the moderator to release yours.</source>
        <translation>همهٔ صندلی‌ها گرفته شده‌اند. از گرداننده بخواه صندلی تو را آزاد کند.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="40"/>
        <source>Hold to look</source>
        <translation>برای دیدن نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="41"/>
        <source>Only you should see this. Hold the button to look at your card; let go to hide it.</source>
        <translation>فقط تو باید این را ببینی. دکمه را نگه دار تا کارتت را ببینی؛ رها کن تا پنهان شود.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="42"/>
        <source>Nothing secret for you yet.</source>
        <translation>هنوز رازی برای تو نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="43"/>
        <source>Your choices</source>
        <translation>انتخاب‌های تو</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="44"/>
        <source>Nothing for you to choose now.</source>
        <translation>اکنون چیزی برای انتخاب نداری.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="45"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="46"/>
        <source>Send this choice?</source>
        <translation>این انتخاب فرستاده شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="47"/>
        <source>Send</source>
        <translation>فرستادن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="48"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="49"/>
        <source>Sent.</source>
        <translation>فرستاده شد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="50"/>
        <source>Connecting to the table…</source>
        <translation>در حال وصل شدن به میز…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="51"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>اتصال قطع شد. در حال وصل شدن دوباره…</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="52"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="53"/>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="54"/>
        <source>Choose {n}.</source>
        <translation>{n} مورد را انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="55"/>
        <source>Night. Eyes closed. When your role is called, your choices appear here without a sound.</source>
        <translation>شب است. چشم‌ها بسته. وقتی نقش تو صدا زده شود، انتخاب‌هایت بی‌صدا همین‌جا نمایان می‌شوند.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="57"/>
        <source>the moderator must accept</source>
        <translation>گرداننده باید بپذیرد</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="58"/>
        <source>plays on the laptop</source>
        <translation>روی لپ‌تاپ بازی می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="59"/>
        <source>Use my seat on this phone</source>
        <translation>جای من روی همین گوشی</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="60"/>
        <source>Not connected: your choice is sent when the connection is back.</source>
        <translation>اتصال قطع است: انتخاب تو وقتی اتصال برگردد فرستاده می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="61"/>
        <source>Your choice was not sent. Choose again.</source>
        <translation>انتخاب تو فرستاده نشد. دوباره انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="73"/>
        <source>The phone sent something the table did not understand.</source>
        <translation>گوشی چیزی فرستاد که میز آن را نفهمید.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="74"/>
        <source>The phone asked for something the table does not know.</source>
        <translation>گوشی چیزی خواست که میز آن را نمی‌شناسد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="75"/>
        <source>The phone sent a message that is too long.</source>
        <translation>گوشی پیامی بیش از حد طولانی فرستاد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="76"/>
        <source>Too many messages at once; wait a moment.</source>
        <translation>پیام‌های زیادی با هم رسید؛ کمی صبر کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="77"/>
        <source>This phone has not joined a seat yet.</source>
        <translation>این گوشی هنوز به هیچ صندلی نپیوسته است.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="78"/>
        <source>This phone no longer holds a seat. Choose your seat again.</source>
        <translation>این گوشی دیگر صندلی‌ای ندارد. دوباره صندلی خودت را انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="79"/>
        <source>Another phone holds that seat. Ask the moderator to release it.</source>
        <translation>گوشی دیگری آن صندلی را در دست دارد. از گرداننده بخواه آن را آزاد کند.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="80"/>
        <source>There is no such seat.</source>
        <translation>چنین صندلی‌ای وجود ندارد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="81"/>
        <source>Too many attempts to join. Wait a minute and try again.</source>
        <translation>تلاش‌های زیادی برای پیوستن شد. یک دقیقه صبر کن و دوباره امتحان کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="82"/>
        <source>A phone can act only for its own seat.</source>
        <translation>هر گوشی فقط برای صندلی خودش می‌تواند عمل کند.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="83"/>
        <source>The table has moved on since; look again and choose.</source>
        <translation>بازی از آن زمان جلو رفته است؛ دوباره نگاه کن و انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="84"/>
        <source>This choice is not made on a phone.</source>
        <translation>این انتخاب روی گوشی انجام نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="85"/>
        <source>This seat has been opened on another phone or tab.</source>
        <translation>این صندلی روی گوشی یا زبانهٔ دیگری باز شده است.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="86"/>
        <source>The moderator has released this seat.</source>
        <translation>گرداننده این صندلی را آزاد کرده است.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="87"/>
        <source>That choice is not complete.</source>
        <translation>آن انتخاب کامل نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="88"/>
        <source>This seat plays on the laptop. Ask the moderator.</source>
        <translation>این صندلی روی لپ‌تاپ بازی می‌کند. از گرداننده بپرس.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="89"/>
        <source>Another phone is asking for that seat. Ask the moderator.</source>
        <translation>گوشی دیگری آن صندلی را درخواست کرده است. از گرداننده بپرس.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="90"/>
        <source>The moderator has been asked to let this phone take the seat. Wait for their answer.</source>
        <translation>از گرداننده خواسته شد که این گوشی صندلی را بگیرد. منتظر پاسخش بمان.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/protocol.py" line="92"/>
        <source>The moderator did not let this phone take that seat.</source>
        <translation>گرداننده اجازه نداد این گوشی آن صندلی را بگیرد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="28"/>
        <source>Everyone has this screen now, so that nobody can tell who has something to do.</source>
        <translation>اکنون همه همین صفحه را دارند تا کسی نفهمد چه کسی کاری برای انجام دادن دارد.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="29"/>
        <source>There is nothing for you to choose now: press Done.</source>
        <translation>اکنون چیزی برای انتخاب نداری: «تمام» را بزن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="30"/>
        <source>Nothing new for you.</source>
        <translation>چیز تازه‌ای برای تو نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="31"/>
        <source>Hold to look, then press I have looked.</source>
        <translation>برای دیدن نگه دار، سپس «دیدم» را بزن.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="32"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../desktop/companion/rounds.py" line="33"/>
        <source>I have looked</source>
        <translation>دیدم</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="24"/>
        <source>Player aids</source>
        <translation>راهنمای بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="25"/>
        <source>The roles in this game</source>
        <translation>نقش‌های این بازی</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="26"/>
        <source>The night order of this deck</source>
        <translation>ترتیب بیدارشدن در شب برای این دسته کارت</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="27"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="28"/>
        <source>New for you: hold to look</source>
        <translation>چیز تازه‌ای برای تو هست: نگه دار تا ببینی</translation>
    </message>
    <message>
        <location filename="../desktop/companion/aids.py" line="29"/>
        <source>Keep your screen on: this page cannot keep the phone awake by itself.</source>
        <translation>صفحه را روشن نگه دار: این صفحه خودش نمی‌تواند گوشی را بیدار نگه دارد.</translation>
    </message>
</context>
<context>
    <name>ConfirmationCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="121"/>
        <source>{player}: your choice is made.</source>
        <translation>{player}: انتخابت ثبت شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="125"/>
        <source>Hold to see what your choice did</source>
        <translation>برای دیدن نتیجهٔ انتخابت نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="131"/>
        <source>Done — hide it and pass the laptop on</source>
        <translation>تمام — پنهانش کن و لپ‌تاپ را به نفر بعد بده</translation>
    </message>
</context>
<context>
    <name>ConsoleRecap</name>
    <message>
        <location filename="../desktop/history/console_hook.py" line="88"/>
        <source>The game retold</source>
        <translation>بازگویی بازی</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="89"/>
        <source>The game &amp;retold on the TV</source>
        <translation>&amp;بازگویی بازی روی تلویزیون</translation>
    </message>
    <message>
        <location filename="../desktop/history/console_hook.py" line="90"/>
        <source>&amp;History…</source>
        <translation>&amp;تاریخچه…</translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console/window.py" line="334"/>
        <source>Tablekeeper — moderator console</source>
        <translation>Tablekeeper — کنسول گرداننده</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="335"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="234"/>
        <location filename="../desktop/console/window.py" line="336"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="337"/>
        <source>Skip</source>
        <translation>رد کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="338"/>
        <source>Repeat</source>
        <translation>تکرار</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="339"/>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="345"/>
        <source>Timer</source>
        <translation>زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="346"/>
        <source>Reset</source>
        <translation>بازنشانی</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="347"/>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="348"/>
        <source>Hold to show private lines</source>
        <translation>برای نمایش سطرهای خصوصی نگه دارید</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="349"/>
        <location filename="../desktop/console/window.py" line="353"/>
        <location filename="../desktop/console/window.py" line="547"/>
        <source>Undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="350"/>
        <location filename="../desktop/console/window.py" line="354"/>
        <source>Redo</source>
        <translation>انجام دوباره</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="351"/>
        <location filename="../desktop/console/window.py" line="357"/>
        <source>Blank the board</source>
        <translation>پوشاندن تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="352"/>
        <source>Confirm the next step</source>
        <translation>تأیید مرحلهٔ بعد</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="355"/>
        <source>Pause or resume narration</source>
        <translation>مکث یا ادامهٔ روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="381"/>
        <source>Light theme</source>
        <translation>پوستهٔ روشن</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="382"/>
        <source>Dark theme</source>
        <translation>پوستهٔ تیره</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="383"/>
        <source>Theme as the system</source>
        <translation>پوسته مانند سیستم</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="343"/>
        <location filename="../desktop/console/window.py" line="356"/>
        <source>Start or pause the timer</source>
        <translation>شروع یا مکث زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="341"/>
        <source>Start the narration</source>
        <translation>شروع روایت</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="342"/>
        <source>Skip to the next line</source>
        <translation>رد کردن و رفتن به جملهٔ بعد</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="344"/>
        <source>Reset the timer</source>
        <translation>بازنشانی زمان‌سنج</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="358"/>
        <source>Board full screen</source>
        <translation>تابلو در حالت تمام‌صفحه</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="359"/>
        <source>Show the board</source>
        <translation>نمایش تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="361"/>
        <source>Save the game record…</source>
        <translation>ذخیرهٔ پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="362"/>
        <source>Open a game record…</source>
        <translation>باز کردن پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="363"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="364"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="63"/>
        <location filename="../desktop/console/window.py" line="365"/>
        <source>About Tablekeeper</source>
        <translation>دربارهٔ Tablekeeper</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="367"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="368"/>
        <source>Recording studio…</source>
        <translation>استودیوی ضبط…</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="369"/>
        <source>Phones…</source>
        <translation>گوشی‌ها…</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <location filename="../desktop/console/phones.py" line="70"/>
        <location filename="../desktop/console/window.py" line="371"/>
        <source>Phones</source>
        <translation>گوشی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="372"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="373"/>
        <source>&amp;Play</source>
        <translation>&amp;روند بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="374"/>
        <source>&amp;Board</source>
        <translation>&amp;تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="375"/>
        <source>Board screen</source>
        <translation>نمایشگر تابلو</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="376"/>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="380"/>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="384"/>
        <source>Reduce motion</source>
        <translation>کاهش حرکت</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="385"/>
        <source>&amp;Help</source>
        <translation>را&amp;هنما</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="451"/>
        <source>The cards are being dealt: everyone looks at their card on their phone.</source>
        <translation>کارت‌ها پخش می‌شوند: هر کس کارت خود را روی گوشی خودش می‌بیند.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="453"/>
        <source>The cards are being dealt: everyone looks at their card on their phone or on the laptop.</source>
        <translation>کارت‌ها پخش می‌شوند: هر کس کارت خود را روی گوشی خودش یا روی لپ‌تاپ می‌بیند.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="454"/>
        <source>The cards are being dealt: everyone looks at their card on the laptop in turn.</source>
        <translation>کارت‌ها پخش می‌شوند: همه به نوبت کارت خود را روی لپ‌تاپ می‌بینند.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="456"/>
        <source>Night: everyone&apos;s eyes are closed.</source>
        <translation>شب: چشم همه بسته است.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="100"/>
        <source>Waiting for private choices after this step.</source>
        <translation>پس از این مرحله، انتخاب‌های خصوصی در انتظارند.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="103"/>
        <source>Nothing to enter now.</source>
        <translation>اکنون چیزی برای وارد کردن نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="51"/>
        <source>The phones cannot join: the laptop could not open a network port for them. The game goes on with the laptop passed round.</source>
        <translation>گوشی‌ها نمی‌توانند وصل شوند: لپ‌تاپ نتوانست درگاه شبکه‌ای برایشان باز کند. بازی با دست‌به‌دست کردن لپ‌تاپ ادامه می‌یابد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="125"/>
        <source>A phone joined as {player}.</source>
        <translation>گوشی‌ای به‌جای {player} وارد شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/phones.py" line="172"/>
        <source>Waiting for {player}&apos;s phone.</source>
        <translation>در انتظار گوشی {player}.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="178"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="184"/>
        <source>Play again with the same players and roles</source>
        <translation>بازی دوباره با همین بازیکن‌ها و نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/console/input_panel.py" line="186"/>
        <source>Back to the setup wizard</source>
        <translation>بازگشت به دستیار آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="141"/>
        <source>[private message]</source>
        <translation>[پیام خصوصی]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="144"/>
        <source>[private to {players}]</source>
        <translation>[خصوصی برای {players}]</translation>
    </message>
    <message>
        <location filename="../desktop/console/log_panel.py" line="146"/>
        <source>[moderator only]</source>
        <translation>[فقط گرداننده]</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="548"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation>{player} نتیجهٔ انتخاب خصوصی خود را دیده است؛ نمی‌توان دوباره آن را انتخاب کرد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="551"/>
        <source>A player has seen {what}.</source>
        <translation>یک بازیکن {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="553"/>
        <source>{player} has seen {what}.</source>
        <translation>{player} {what} را دیده است.</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="556"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation>واگرد این مرحله چیزی را پس می‌گیرد که بازیکن‌ها پیش‌تر دیده‌اند:</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="557"/>
        <source>Undo anyway?</source>
        <translation>با این حال واگرد شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/console/window.py" line="558"/>
        <source>Undo a private reveal?</source>
        <translation>واگرد یک آشکارسازی خصوصی؟</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="166"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="167"/>
        <location filename="../desktop/console/timer_bar.py" line="233"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location filename="../desktop/console/narration_panel.py" line="176"/>
        <source>Every player sees their card first.</source>
        <translation>اول هر بازیکن کارت خود را می‌بیند.</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="197"/>
        <source>{clock} (waits for the phones)</source>
        <translation>{clock} (در انتظار گوشی‌ها)</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="199"/>
        <source>{clock} (waits for {player}&apos;s phone)</source>
        <translation>{clock} (در انتظار گوشی {player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="201"/>
        <source>{clock} (waits for the laptop)</source>
        <translation>{clock} (در انتظار رسیدن لپ‌تاپ)</translation>
    </message>
    <message>
        <location filename="../desktop/console/timer_bar.py" line="212"/>
        <source>Time is up.</source>
        <translation>وقت تمام شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="32"/>
        <location filename="../desktop/console/record_files.py" line="59"/>
        <source>Save the game record</source>
        <translation>ذخیرهٔ پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="33"/>
        <source>The game is not over, and its record holds every secret of it in plain text: every player&apos;s role and every private choice. Anyone who opens it can read them. Keep it where no player can open it before the game ends.

Save the record anyway?</source>
        <translation>بازی تمام نشده است و پروندهٔ آن همهٔ رازهای بازی را به صورت متن ساده در خود دارد: نقش هر بازیکن و هر انتخاب خصوصی. هر کس آن را باز کند می‌تواند آن‌ها را بخواند. آن را جایی نگه دارید که هیچ بازیکنی پیش از پایان بازی نتواند بازش کند.

پرونده با این حال ذخیره شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="60"/>
        <location filename="../desktop/console/record_files.py" line="76"/>
        <source>Game records (*.json)</source>
        <translation>پرونده‌های بازی (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="67"/>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="68"/>
        <source>The record could not be saved: {reason}</source>
        <translation>پروندهٔ بازی ذخیره نشد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="71"/>
        <source>Saved: {file}</source>
        <translation>ذخیره شد: {file}</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="74"/>
        <source>Open a game record</source>
        <translation>باز کردن پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="87"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/console/record_files.py" line="88"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>این فایل باز نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="64"/>
        <source>Tablekeeper {version}</source>
        <translation>Tablekeeper {version}</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="65"/>
        <source>A table companion for hidden-role party games: setup, a board for the TV and spoken night calls.

Free software under the GNU General Public License, version 3 or later. The bundled fonts are under the SIL Open Font License; the night sound&apos;s licence is beside it in resources/sounds.</source>
        <translation>همراه میز برای بازی‌های گروهی نقش پنهان: آماده‌سازی بازی، صفحه‌ای برای تلویزیون و اعلام‌های شب با صدا.

نرم‌افزار آزاد تحت پروانهٔ عمومی همگانی گنو، نسخهٔ ۳ یا بالاتر. قلم‌های همراه برنامه تحت پروانهٔ قلم باز SIL هستند؛ پروانهٔ صدای شب کنار خود آن در resources/sounds است.</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="79"/>
        <source>Board inside the console (one screen)</source>
        <translation>تابلو درون کنسول (یک صفحه‌نمایش)</translation>
    </message>
    <message>
        <location filename="../desktop/console/board_pane.py" line="81"/>
        <location filename="../desktop/console/board_pane.py" line="97"/>
        <source>Board</source>
        <translation>تابلو</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="77"/>
        <source>Dealing</source>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="78"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation>چه کسی کارت‌ها را پخش می‌کند: برنامه، یا خودتان با کارت‌های خودتان روی میز.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="79"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation>برنامه پخش می‌کند (لپ‌تاپ را دست‌به‌دست کنید تا هر کس نقش خود را ببیند)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="80"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation>هر بازیکن دکمه‌ای را نگه می‌دارد تا نقش خود و آنچه را می‌داند ببیند؛ انتخاب‌های مخفی روی لپ‌تاپی انجام می‌شوند که دست‌به‌دست می‌چرخد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="82"/>
        <source>Phones: each player opens the page on their own phone (same Wi-Fi)</source>
        <translation>گوشی‌ها: هر بازیکن صفحه را روی گوشی خودش باز می‌کند (همان وای‌فای)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="83"/>
        <source>The app deals; each player scans the code on the TV and sees their role and makes their secret choices on their own phone. A player without a phone uses the laptop, passed to them as usual.</source>
        <translation>برنامه کارت‌ها را پخش می‌کند؛ هر بازیکن کد روی تلویزیون را اسکن می‌کند و نقشش را می‌بیند و انتخاب‌های مخفی‌اش را روی گوشی خودش انجام می‌دهد. بازیکنی که گوشی ندارد مثل همیشه از لپ‌تاپ استفاده می‌کند که به دستش داده می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="86"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="87"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation>کارت‌های خودتان را پخش کنید. گرداننده فقط آنچه را همهٔ بازیکنان سر میز می‌بینند وارد می‌کند؛ قوانین، تابلو و روایت با برنامه است.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/deal.py" line="89"/>
        <source>Put exactly these cards in the deck:</source>
        <translation>دقیقاً همین کارت‌ها را در دسته بگذارید:</translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="32"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="36"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation>{player}: دکمه را فشار بده و نگه دار تا ببینی چه می‌فهمی؛ رها کن تا پنهان شود.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="38"/>
        <source>Hold to see ({player})</source>
        <translation>برای دیدن نگه دار ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="47"/>
        <source>I have seen it — next</source>
        <translation>دیدم — بعدی</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="98"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="99"/>
        <source>Choose the game and its variant.</source>
        <translation>بازی و گونهٔ آن را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="100"/>
        <source>Variant</source>
        <translation>گونه</translation>
    </message>
</context>
<context>
    <name>GamePlugin</name>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>Yes</source>
        <extracomment>Parameter names whose values are seats, in every game unless a plugin says otherwise. The table&apos;s seats on phones: &quot;&quot; (none, or no phones in this game), &quot;some&quot; or &quot;all&quot; (the console sets it). The texts that send the players to the laptop say their phone instead (issue 31).</extracomment>
        <translation>بله</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="228"/>
        <source>No</source>
        <translation>نه</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="251"/>
        <source>Moderator</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="252"/>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="266"/>
        <source>a private message</source>
        <translation>یک پیام خصوصی</translation>
    </message>
    <message>
        <location filename="../desktop/plugin.py" line="332"/>
        <source>{reason} Winners: {winners}</source>
        <translation>{reason} برندگان: {winners}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../desktop/help_pages.py" line="35"/>
        <source>How to play…</source>
        <translation>طرز بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="36"/>
        <source>Role reference…</source>
        <translation>راهنمای نقش‌ها…</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="37"/>
        <source>Profession, used once per game</source>
        <translation>حرفه، یک بار در هر بازی</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="38"/>
        <source>Profession, used again and again</source>
        <translation>حرفه، بارها به کار می‌رود</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="133"/>
        <source>Help: {game}</source>
        <translation>راهنما: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="138"/>
        <source>How to play</source>
        <translation>طرز بازی</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="139"/>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="149"/>
        <source>There is no How to play page for this game yet.</source>
        <translation>این بازی هنوز صفحهٔ طرز بازی ندارد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="162"/>
        <source>This game deals no roles.</source>
        <translation>در این بازی نقشی پخش نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/help_pages.py" line="173"/>
        <source>{name} ({english})</source>
        <translation>{name} ({english})</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <location filename="../desktop/help_texts.py" line="7"/>
        <source>Goal</source>
        <translation>هدف</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="8"/>
        <source>A turn</source>
        <translation>یک نوبت</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="9"/>
        <source>The end</source>
        <translation>پایان</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="15"/>
        <source>Every player is dealt a secret role on the side of Good or of Evil; the Evil players learn who the others are at the reveal. Good wants three successful quests. Evil wants three failed quests (two with 4 players) and then to win the final accusation.</source>
        <extracomment>Game id -&gt; (goal, a turn, the end), in the order of HEADINGS.</extracomment>
        <translation>به هر بازیکن مخفیانه نقشی از سپاهیان خیر یا شرّ داده می‌شود؛ بازیکنان شرّ در مرحلهٔ آشکارسازی یکدیگر را می‌شناسند. خیر سه مأموریت موفق می‌خواهد. شرّ سه مأموریت شکست‌خورده می‌خواهد (با ۴ بازیکن دو تا) و بعد پیروزی در اتهام پایانی.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="18"/>
        <source>The Leader chooses the team for the quest, with no vote, and puts the Magic Token on one member, who must play Success. Each member puts down a quest card face down: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on a two-fail quest. Then the Leader names the next Leader, someone who has not led yet; from 6 players some rounds also give an Amulet, which checks another player&apos;s loyalty.</source>
        <translation>فرمانده بدون رأی‌گیری گروه مأموریت را انتخاب می‌کند و توکن جادو را به یکی از اعضا می‌دهد که باید کارت پیروزی بگذارد. هر عضو یک کارت مأموریت را رو به پایین می‌گذارد: خیر باید پیروزی بگذارد و شرّ می‌تواند شکست بگذارد. یک کارت شکست مأموریت را شکست می‌دهد، و در مأموریت دوشکستی دو کارت. بعد فرمانده فرماندهٔ بعدی را از میان کسانی که هنوز فرمانده نبوده‌اند نام می‌برد؛ از ۶ بازیکن به بالا در بعضی دورها طلسمی هم داده می‌شود که وفاداری بازیکن دیگری را می‌سنجد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="23"/>
        <source>After the third successful quest Good wins. After the last failed quest everyone talks for five minutes; then the Blind Hunter may hunt by naming two Good roles, or Good&apos;s Last Chance follows: everyone points at two players, the Evil players lower their hands, and Good wins if every Good hand points at an Evil player and every Evil player is pointed at. The Director&apos;s Cut, the Unknown Roles and the Hunter variants change the deal and this ending a little.</source>
        <translation>پس از سومین مأموریت موفق، خیر می‌برد. پس از آخرین مأموریت شکست‌خورده همه پنج دقیقه گفت‌وگو می‌کنند؛ بعد شکارچی کور می‌تواند با نام بردن دو نقش خیر شکار کند، وگرنه آخرین فرصت سپاهیان خیر می‌رسد: همه به دو بازیکن اشاره می‌کنند، بازیکنان شرّ دست‌هایشان را پایین می‌آورند، و خیر می‌برد اگر هر دست خیر به بازیکنی شرّ اشاره کند و به هر بازیکن شرّ اشاره شده باشد. نسخهٔ کارگردان، گونهٔ نقش‌های ناشناخته و گونهٔ شکارچی پخش کارت‌ها و این پایان را کمی تغییر می‌دهند.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="31"/>
        <source>The Loyal Servants of Arthur (Good) want three successful quests; the Minions of Mordred (Evil) know each other and want three failed quests. Merlin knows who is Evil but must stay hidden, because the Assassin has one last try at naming Merlin.</source>
        <translation>یاران وفادار آرتور (خیر) سه مأموریت موفق می‌خواهند؛ سرسپردگان موردرد (شرّ) یکدیگر را می‌شناسند و سه مأموریت شکست‌خورده می‌خواهند. مرلین می‌داند چه کسانی شرّند اما باید پنهان بماند، چون آدمکش یک فرصت آخر دارد که نام او را ببرد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="34"/>
        <source>The leader proposes a team of the size the quest needs, and everyone votes Approve or Reject at the same time; a tie rejects the team. The members of an approved team put down quest cards in secret: Good must put down Success, Evil may put down Fail. One Fail card fails the quest, two on the fourth quest with 7 or more players. After every proposal the next seat leads; the Lady of the Lake, Excalibur, the Plot Cards and the Trapper add a step to the round.</source>
        <translation>فرمانده گروهی به اندازه‌ای که مأموریت لازم دارد پیشنهاد می‌کند و همه هم‌زمان موافق یا مخالف رأی می‌دهند؛ رأی مساوی یعنی گروه رد شده است. اعضای گروه پذیرفته‌شده مخفیانه کارت مأموریت می‌گذارند: خیر باید پیروزی بگذارد و شرّ می‌تواند شکست بگذارد. یک کارت شکست مأموریت را شکست می‌دهد، و در مأموریت چهارم با ۷ بازیکن یا بیشتر دو کارت. پس از هر پیشنهاد، بازیکن صندلی بعدی فرمانده می‌شود؛ بانوی دریاچه، اکسکالیبر، کارت‌های توطئه و تله‌گذار گامی به هر دور می‌افزایند.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="40"/>
        <source>Three failed quests, or five rejected teams in one round, and Evil wins at once. After three successful quests the Assassin names one Good player: if it is Merlin, Evil wins; otherwise Good wins.</source>
        <translation>با سه مأموریت شکست‌خورده، یا پنج گروه ردشده در یک دور، شرّ بی‌درنگ می‌برد. پس از سه مأموریت موفق، آدمکش نام یک بازیکن خیر را می‌برد: اگر مرلین باشد شرّ می‌برد، وگرنه خیر می‌برد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="45"/>
        <source>Every player gets one card and three more lie in the center. The village wins if at least one Werewolf dies, or if nobody dies when no player is a Werewolf. The werewolf team wins if no Werewolf dies; the Tanner wins only by dying.</source>
        <translation>هر بازیکن یک کارت می‌گیرد و سه کارت دیگر وسط میز می‌ماند. گروه روستا می‌برد اگر دست‌کم یک گرگینه بمیرد، یا اگر هیچ بازیکنی گرگینه نباشد و کسی نمیرد. گروه گرگینه‌ها می‌برد اگر هیچ گرگینه‌ای نمیرد؛ دباغ فقط وقتی می‌برد که خودش بمیرد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="48"/>
        <source>There is one night and one day. At night the roles wake one at a time in a fixed order and may look at or move cards, so the card in front of you may no longer be the one you were dealt. In the day everyone talks until the timer ends: anyone may claim anything, but nobody looks at a card. With physical cards the moderator enters the final cards and the votes at the end.</source>
        <translation>فقط یک شب و یک روز هست. در شب نقش‌ها به ترتیبی ثابت یکی‌یکی بیدار می‌شوند و می‌توانند کارت‌ها را نگاه کنند یا جابه‌جا کنند، پس شاید کارتی که جلوی توست دیگر همان کارتی نباشد که گرفتی. در روز همه تا پایان زمان‌سنج گفت‌وگو می‌کنند: هر کس هر ادعایی می‌تواند بکند، اما هیچ‌کس به کارتی نگاه نمی‌کند. با کارت‌های فیزیکی، گرداننده در پایان کارت‌های نهایی و رأی‌ها را وارد می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="53"/>
        <source>At &quot;three, two, one, vote!&quot; everyone points at another player at the same time. The player with the most votes dies, all of them on a tie, and nobody dies if no one has more than one vote. The card each player holds now decides their team, and so who wins.</source>
        <translation>با «سه، دو، یک، رأی بدهید!» همه هم‌زمان به بازیکن دیگری اشاره می‌کنند. بازیکنی که بیشترین رأی را دارد می‌میرد، در تساوی همهٔ آن‌ها، و اگر هیچ‌کس بیش از یک رأی نداشته باشد کسی نمی‌میرد. کارتی که هر بازیکن اکنون در دست دارد گروه او و در نتیجه برنده را تعیین می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="58"/>
        <source>Every player belongs to a secret society, the Order or the Brotherhood, and has a secret profession. A society wins when one of its members declares victory with three of its victory items: Keys for the Order, Goblets for the Brotherhood.</source>
        <translation>هر بازیکن عضو یک انجمن مخفی است، فرقه یا انجمن برادری، و حرفه‌ای مخفی دارد. انجمنی می‌برد که یکی از اعضایش با سه وسیلهٔ پیروزی انجمن خود اعلام پیروزی کند: کلید برای فرقه و جام برای انجمن برادری.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="61"/>
        <source>On your turn you may first use a profession that works on your own turn, then you take exactly one action: pass, offer another player an item to trade, attack a player, or declare victory. In a fight every other player backs the attacker or the defender or stays neutral, and items and professions add to the totals. The winner looks at the loser&apos;s society and profession, or takes one of their items.</source>
        <translation>در نوبت خودت اول می‌توانی حرفه‌ای را که در نوبت خودت کار می‌کند به کار ببری، بعد دقیقاً یک کنش انجام می‌دهی: رد کردن نوبت، پیشنهاد معاملهٔ یک وسیله به بازیکنی دیگر، حمله به یک بازیکن، یا اعلام پیروزی. در نبرد، هر بازیکن دیگر از مهاجم یا مدافع پشتیبانی می‌کند یا بی‌طرف می‌ماند، و وسایل و حرفه‌ها به مجموع امتیازها افزوده می‌شوند. برنده انجمن و حرفهٔ بازنده را می‌بیند، یا یکی از وسایل او را برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../desktop/help_texts.py" line="66"/>
        <source>To declare victory you name your partners, and all of you show your society and your items. If every partner belongs to your society and holds a victory item, and together you have three, your society wins; otherwise the other society wins. With an odd number of players the weaker society&apos;s Drink of Power can count as an item; in beginner mode only the sealed items are used.</source>
        <translation>برای اعلام پیروزی، هم‌پیمانانت را نام می‌بری و همه انجمن و وسایلتان را نشان می‌دهید. اگر هر هم‌پیمان از انجمن تو باشد و یک وسیلهٔ پیروزی داشته باشد، و روی هم سه تا داشته باشید، انجمن تو می‌برد؛ وگرنه انجمن دیگر می‌برد. با شمار فرد بازیکنان، نوشیدنی قدرت انجمن ضعیف‌تر می‌تواند یک وسیله به حساب آید؛ در بازی مبتدی فقط وسایل مهردار به کار می‌روند.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/window.py" line="38"/>
        <source>%n finished game(s) shown</source>
        <translation>
            <numerusform>%Ln بازی تمام‌شده نشان داده شده</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="196"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="199"/>
        <source>{side}: {winners}</source>
        <translation>{side}: {winners}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="194"/>
        <source>Unreadable</source>
        <translation>ناخوانا</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="195"/>
        <location filename="../desktop/history/window.py" line="228"/>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="228"/>
        <location filename="../desktop/history/window.py" line="267"/>
        <location filename="../desktop/history/window.py" line="304"/>
        <source>History</source>
        <translation>تاریخچه</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <location filename="../desktop/history/window.py" line="299"/>
        <source>Export the record</source>
        <translation>برون‌بری پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="248"/>
        <source>The record could not be written: {reason}</source>
        <translation>پروندهٔ بازی نوشته نشد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="257"/>
        <source>{game} of {date} with {players}</source>
        <translation>{game} در {date} با {players}</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="260"/>
        <source>Delete from the history?</source>
        <translation>از تاریخچه حذف شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="261"/>
        <source>{what} leaves the history and the statistics. Its journal is moved to the deleted folder.</source>
        <translation>{what} از تاریخچه و آمار بیرون می‌رود. دفتر بازی به پوشهٔ حذف‌شده‌ها منتقل می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="274"/>
        <source>Merge two names?</source>
        <translation>دو نام ادغام شوند؟</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="275"/>
        <source>{spelling} and {name} are one person: every game of {spelling} counts as {name}&apos;s.</source>
        <translation>{spelling} و {name} یک نفرند: هر بازی {spelling} به نام {name} شمرده می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="300"/>
        <source>Tablekeeper records (*.json)</source>
        <translation>پرونده‌های Tablekeeper (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="305"/>
        <source>&amp;Player:</source>
        <translation>&amp;بازیکن:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="306"/>
        <source>Search by player</source>
        <translation>جست‌وجو با نام بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="307"/>
        <source>&amp;Game:</source>
        <translation>&amp;بازی:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="311"/>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="184"/>
        <source>Players, roles and sides</source>
        <translation>بازیکنان، نقش‌ها و گروه‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="183"/>
        <source>Winners</source>
        <translation>برندگان</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="316"/>
        <source>Open its recap</source>
        <translation>باز کردن بازگویی</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="317"/>
        <source>Export the record…</source>
        <translation>برون‌بری پروندهٔ بازی…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="318"/>
        <source>Delete…</source>
        <translation>حذف…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="319"/>
        <source>Statistics…</source>
        <translation>آمار…</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="320"/>
        <source>Merge names:</source>
        <translation>ادغام نام‌ها:</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="321"/>
        <source>is the same person as</source>
        <translation>همان کسی است که</translation>
    </message>
    <message>
        <location filename="../desktop/history/window.py" line="322"/>
        <source>Merge</source>
        <translation>ادغام</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="190"/>
        <source>Join from your phone</source>
        <translation>با گوشی خود وارد شوید</translation>
    </message>
    <message>
        <location filename="../desktop/companion/join_panel.py" line="193"/>
        <source>Scan the code or type the address in your phone&apos;s browser. Your phone must be on the same Wi-Fi as the laptop.</source>
        <translation>کد را اسکن کنید یا نشانی را در مرورگر گوشی بنویسید. گوشی شما باید به همان وای‌فای لپ‌تاپ وصل باشد.</translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="146"/>
        <source>The system&apos;s default output</source>
        <translation>خروجی پیش‌فرض سیستم</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="150"/>
        <source>{output} (not connected)</source>
        <translation>{output} (وصل نیست)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="166"/>
        <source>The best voice for the language</source>
        <translation>بهترین صدا برای این زبان</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="172"/>
        <source>{voice} (not found on this computer)</source>
        <translation>{voice} (روی این رایانه پیدا نشد)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="175"/>
        <source>Looking for voices…</source>
        <translation>در جست‌وجوی صداها…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="179"/>
        <source>No voice for this language was found: the narration shows captions only.</source>
        <translation>صدایی برای این زبان پیدا نشد: روایت فقط زیرنویس نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>Playing the sample…</source>
        <translation>در حال پخش نمونه…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="209"/>
        <source>The sample was played.</source>
        <translation>نمونه پخش شد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="230"/>
        <source>None: the synthetic voice</source>
        <translation>هیچ: صدای مصنوعی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="254"/>
        <source>Narration</source>
        <translation>روایت</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="255"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation>متنی که برای شب و آشکارسازی خوانده می‌شود. زبان آن می‌تواند با زبان صفحه‌نمایش فرق داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="256"/>
        <source>Narration language:</source>
        <translation>زبان روایت:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="257"/>
        <source>Voice:</source>
        <translation>صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="258"/>
        <source>Test the voice</source>
        <translation>آزمودن صدا</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="259"/>
        <source>Speed (words per minute):</source>
        <translation>سرعت (واژه در دقیقه):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="260"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation>مدت هر مرحله به ثانیه (۰: طبق متن):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="261"/>
        <source>Volume:</source>
        <translation>بلندی صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="265"/>
        <source>Sound output:</source>
        <translation>خروجی صدا:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="266"/>
        <source>A soft night sound under the narration</source>
        <translation>صدای آرام شب زیر روایت</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="267"/>
        <source>Recorded narration:</source>
        <translation>روایت ضبط‌شده:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/narration.py" line="268"/>
        <source>Recording studio…</source>
        <translation>استودیوی ضبط…</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="114"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation>چشم‌ها بسته. فقط بازیکنی که همین حالا صدا زده شد لپ‌تاپ را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="198"/>
        <source>There is nothing for you to choose now.</source>
        <translation>اکنون چیزی برای انتخاب کردن نداری.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="136"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="112"/>
        <source>Eyes closed. The player just called acts on their phone.</source>
        <extracomment>Every text of the night screen: its instructions, the form&apos;s titles and notes (light on the dark background). How long &quot;Hold to open&quot; must be held before the screen opens (a tap, or the last player&apos;s Confirm, never opens it).</extracomment>
        <translation>چشم‌ها بسته. بازیکنی که همین حالا صدا زده شد روی گوشی خودش انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="113"/>
        <source>Eyes closed. Only the player just called opens the laptop or their phone.</source>
        <translation>چشم‌ها بسته. فقط بازیکنی که همین حالا صدا زده شد لپ‌تاپ یا گوشی خودش را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="118"/>
        <source>Hold to open</source>
        <translation>برای باز کردن نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="149"/>
        <source>Hold to see what you learned</source>
        <translation>برای دیدن آنچه فهمیدی نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="154"/>
        <source>Done — close</source>
        <translation>تمام — بستن</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="183"/>
        <source>Time is up.</source>
        <translation>وقت تمام شد.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="187"/>
        <source>Time left for this call: {clock}</source>
        <translation>وقت باقی‌مانده برای این نوبت: {clock}</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="196"/>
        <source>Time is up: nothing was done.</source>
        <translation>وقت تمام شد: هیچ کاری انجام نشد.</translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="201"/>
        <source>Time is up. Hold to see what you learned.</source>
        <translation>وقت تمام شد. برای دیدن آنچه فهمیدی نگه دار.</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../desktop/companion/panel.py" line="146"/>
        <source>phone connected</source>
        <translation>گوشی وصل است</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="148"/>
        <source>phone away (the laptop until it is back)</source>
        <translation>گوشی قطع است (لپ‌تاپ تا وقتی برگردد)</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="149"/>
        <source>no phone (the laptop)</source>
        <translation>بدون گوشی (لپ‌تاپ)</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="174"/>
        <source>A phone asks for {player}&apos;s seat.</source>
        <translation>گوشی‌ای جایگاه {player} را درخواست می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="177"/>
        <source>Accept</source>
        <translation>پذیرفتن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="180"/>
        <source>Refuse</source>
        <translation>رد کردن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="192"/>
        <source>Show the code on the TV board</source>
        <translation>نمایش کد روی تابلوی تلویزیون</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="194"/>
        <source>Release</source>
        <translation>آزاد کردن</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="195"/>
        <source>Free this seat: its phone is no longer bound to it and the laptop takes over. A phone may ask for it again; you accept or refuse.</source>
        <translation>آزاد کردن این جایگاه: گوشی‌اش دیگر به آن وصل نیست و لپ‌تاپ جای آن را می‌گیرد. گوشی‌ای می‌تواند دوباره آن را درخواست کند؛ شما می‌پذیرید یا رد می‌کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="198"/>
        <source>plays on the laptop</source>
        <translation>روی لپ‌تاپ بازی می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/companion/panel.py" line="199"/>
        <source>No phone may take or ask for this seat.</source>
        <translation>هیچ گوشی‌ای نمی‌تواند این جایگاه را بگیرد یا درخواست کند.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="112"/>
        <source>Every seat is taken ({n} players at most): untick someone first.</source>
        <translation>همهٔ جاها پر است (حداکثر {n} بازیکن): نخست تیک یک نفر را بردارید.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="167"/>
        <source>Players</source>
        <translation>بازیکن‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="168"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation>چند نفر بازی می‌کنند و نام‌هایشان به ترتیب جای نشستن (در جهت حرکت عقربه‌های ساعت دور میز).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="169"/>
        <source>Players:</source>
        <translation>تعداد بازیکن‌ها:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="170"/>
        <source>Recent rosters:</source>
        <translation>فهرست‌های اخیر بازیکنان:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="171"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation>صندلی ۱ سمت چپ گرداننده است؛ این ترتیب برای فرمانده‌ها و همسایه‌ها اهمیت دارد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="172"/>
        <source>Seats (names may be edited):</source>
        <translation>جاها (نام‌ها را می‌توان ویرایش کرد):</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="173"/>
        <source>Recently seen: tick who plays tonight (a ticked name takes the next free seat).</source>
        <translation>بازیکنان اخیر: کسانی را که امشب بازی می‌کنند تیک بزنید (هر نام تیک‌خورده در نخستین جای خالی بعدی می‌نشیند).</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/players.py" line="175"/>
        <source>(choose a recent roster)</source>
        <translation>(یک فهرست اخیر را انتخاب کنید)</translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console/handover.py" line="72"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console/handover.py" line="75"/>
        <source>I am {player}: show my choice</source>
        <translation>من {player} هستم: انتخابم را نشان بده</translation>
    </message>
</context>
<context>
    <name>PrivateSummary</name>
    <message>
        <location filename="../desktop/console/secret_widgets.py" line="125"/>
        <source>Hold to see your cards and what you know</source>
        <translation>برای دیدن کارت‌هایت و آنچه می‌دانی نگه دار</translation>
    </message>
</context>
<context>
    <name>RecapScreen</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="198"/>
        <source>{n} of {total}</source>
        <translation>{n} از {total}</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="204"/>
        <source>The game retold</source>
        <translation>بازگویی بازی</translation>
    </message>
</context>
<context>
    <name>RecapStepper</name>
    <message>
        <location filename="../desktop/history/recap_view.py" line="136"/>
        <source>Line {n} of {total}</source>
        <extracomment>Play all: how long a line stays, from a base and the length of its text (people read it aloud at the table).</extracomment>
        <translation>سطر {n} از {total}</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="137"/>
        <source>Not on the TV yet: press Next line or Play all.</source>
        <translation>هنوز روی تلویزیون نیست: «سطر بعد» یا «پخش همه» را بزنید.</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="143"/>
        <source>Play all</source>
        <translation>پخش همه</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="146"/>
        <source>The game retold: step through it with the table.</source>
        <translation>بازگویی بازی: با همهٔ میز گام‌به‌گام جلو بروید.</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="147"/>
        <source>Previous line</source>
        <translation>سطر قبل</translation>
    </message>
    <message>
        <location filename="../desktop/history/recap_view.py" line="148"/>
        <source>Next line</source>
        <translation>سطر بعد</translation>
    </message>
</context>
<context>
    <name>RecapWindow</name>
    <message>
        <location filename="../desktop/history/window.py" line="85"/>
        <source>{game} of {date}</source>
        <translation>{game} در {date}</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../desktop/resume_dialog.py" line="48"/>
        <source>Resume a game?</source>
        <translation>بازی‌ای را ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="50"/>
        <source>These games were not finished. Resume one, or start a new game.</source>
        <translation>این بازی‌ها تمام نشده‌اند. یکی را ادامه دهید یا بازی تازه‌ای شروع کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Started</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="57"/>
        <source>Last played</source>
        <translation>آخرین بازی</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="32"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%Ln حرکت انجام‌شده</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/resume_dialog.py" line="33"/>
        <source>The %n unfinished game(s) of this list are moved out of it, to {folder}.</source>
        <translation>
            <numerusform>%Ln بازی ناتمام این فهرست از آن بیرون برده می‌شوند، به {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="58"/>
        <source>Progress</source>
        <translation>پیشرفت</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="59"/>
        <source>Unfinished games</source>
        <translation>بازی‌های ناتمام</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="66"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="67"/>
        <source>Delete…</source>
        <translation>حذف…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="68"/>
        <source>Delete all…</source>
        <translation>حذف همه…</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="69"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="92"/>
        <source>Dealt, no move yet</source>
        <translation>کارت‌ها پخش شده‌اند؛ هنوز حرکتی انجام نشده</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="122"/>
        <source>Delete this saved game?</source>
        <translation>این بازی ذخیره‌شده حذف شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="123"/>
        <source>{game} with {players}: the saved game is moved out of this list, to {folder}.</source>
        <translation>{game} با {players}: بازی ذخیره‌شده از این فهرست بیرون برده می‌شود، به {folder}.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="126"/>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="127"/>
        <source>Keep it</source>
        <translation>نگهش دار</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="145"/>
        <source>Delete the saved games?</source>
        <translation>بازی‌های ذخیره‌شده حذف شوند؟</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="147"/>
        <source>Delete all</source>
        <translation>حذف همه</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="149"/>
        <source>Keep the last played</source>
        <translation>نگه داشتن آخرین بازی</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="153"/>
        <source>The last played: {game} with {players}, {when}.</source>
        <translation>آخرین بازی: {game} با {players}، {when}.</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="155"/>
        <source>Keep them</source>
        <translation>نگه داشتن همه</translation>
    </message>
    <message>
        <location filename="../desktop/resume_dialog.py" line="175"/>
        <source>The saved game could not be moved: {reason}</source>
        <translation>بازی ذخیره‌شده جابه‌جا نشد: {reason}</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="93"/>
        <source>{option} was switched off: {reason}</source>
        <translation>{option} غیرفعال شد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="165"/>
        <source>(recommended for this player count)</source>
        <translation>(پیشنهادی برای این تعداد بازیکن)</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="217"/>
        <source>Switched off: {reason}</source>
        <translation>غیرفعال شد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="231"/>
        <source>Cards: {have} of {need}</source>
        <translation>کارت‌ها: {have} از {need}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="239"/>
        <source>Roles and options</source>
        <translation>نقش‌ها و گزینه‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="240"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation>نقش‌های پیشنهادی انتخاب شده‌اند؛ اگر بخواهید می‌توانید آن‌ها را تغییر دهید. مشکلات در پایین فهرست شده‌اند.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="241"/>
        <source>Recommended roles</source>
        <translation>نقش‌های پیشنهادی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="242"/>
        <source>Scenario:</source>
        <translation>سناریو:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="243"/>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/roles.py" line="244"/>
        <source>Modules and house rules</source>
        <translation>ماژول‌ها و قوانین خانگی</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <location filename="../desktop/console/round_card.py" line="52"/>
        <source>Give the laptop to {player}.</source>
        <translation>لپ‌تاپ را به {player} بدهید.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="56"/>
        <source>Everyone takes the laptop in turn now, so that nobody can tell who has something to do ({n} of {total}).</source>
        <translation>اکنون همه به نوبت لپ‌تاپ را می‌گیرند تا کسی نفهمد چه کسی کاری برای انجام دادن دارد ({n} از {total}).</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="60"/>
        <source>I am {player}: open</source>
        <translation>من {player} هستم: باز کن</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="76"/>
        <source>Hold to see the answer</source>
        <translation>برای دیدن پاسخ نگه دار</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="80"/>
        <source>There is nothing for you to choose now. Press Done and pass the laptop on.</source>
        <translation>اکنون چیزی برای انتخاب کردن نداری. «تمام» را بزن و لپ‌تاپ را به نفر بعد بده.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="84"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="86"/>
        <location filename="../desktop/console/round_card.py" line="160"/>
        <source>Your choice is made.</source>
        <translation>انتخابت ثبت شد.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="99"/>
        <source>Hold to see ({player})</source>
        <translation>برای دیدن نگه دار ({player})</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="102"/>
        <location filename="../desktop/console/round_card.py" line="104"/>
        <source>Nothing new for you.</source>
        <translation>چیز تازه‌ای برای تو نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="109"/>
        <source>I have seen it — next</source>
        <translation>دیدم — بعدی</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="150"/>
        <source>There is nothing for you to choose here.</source>
        <translation>اینجا چیزی برای انتخاب کردن نداری.</translation>
    </message>
    <message>
        <location filename="../desktop/console/round_card.py" line="87"/>
        <location filename="../desktop/console/round_card.py" line="161"/>
        <source>There is nothing for you to choose now: your answer changes nothing.</source>
        <translation>اکنون چیزی برای انتخاب کردن نداری: پاسخت چیزی را تغییر نمی‌دهد.</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../desktop/saves.py" line="190"/>
        <source>The saved game {path} cannot be read: {reason}</source>
        <translation>بازی ذخیره‌شدهٔ {path} خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="193"/>
        <source>The saved game {path} is not a regular file.</source>
        <translation>بازی ذخیره‌شدهٔ {path} یک فایل معمولی نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="196"/>
        <source>The saved game {path} is too large to be a Tablekeeper game.</source>
        <translation>بازی ذخیره‌شدهٔ {path} بزرگ‌تر از آن است که بازی Tablekeeper باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="208"/>
        <source>The saved game cannot be resumed: {reason}</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="211"/>
        <source>The saved game cannot be resumed: its setup is not valid ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: آماده‌سازی آن معتبر نیست ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/saves.py" line="214"/>
        <source>The saved game cannot be resumed: a saved action is refused by the rules ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: قوانین یکی از کنش‌های ذخیره‌شده را نمی‌پذیرند ({reason}).</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="168"/>
        <location filename="../desktop/saves.py" line="218"/>
        <source>The saved game cannot be resumed: it is damaged ({reason}).</source>
        <translation>بازی ذخیره‌شده را نمی‌توان ادامه داد: فایل آن آسیب دیده است ({reason}).</translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="118"/>
        <location filename="../desktop/wizard_model.py" line="139"/>
        <location filename="../desktop/wizard_model.py" line="145"/>
        <source>Player {n}</source>
        <translation>بازیکن {n}</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard_model.py" line="235"/>
        <source>Loading the games…</source>
        <translation>در حال بارگذاری بازی‌ها…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="239"/>
        <source>Every player needs a different name.</source>
        <translation>هر بازیکن باید نام متفاوتی داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_model.py" line="243"/>
        <source>This setup is not valid: {reason}</source>
        <translation>این آماده‌سازی معتبر نیست: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="198"/>
        <source>Tablekeeper — new game</source>
        <translation>Tablekeeper — بازی جدید</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="199"/>
        <source>Start now</source>
        <translation>شروع فوری</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="200"/>
        <source>&amp;History…</source>
        <translation>&amp;تاریخچه…</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="201"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Next</source>
        <translation>&amp;بعدی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="205"/>
        <source>&amp;Back</source>
        <translation>&amp;قبلی</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../desktop/app.py" line="124"/>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="123"/>
        <source>The file was left as it was: {path}</source>
        <translation>فایل دست‌نخورده ماند: {path}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="192"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="193"/>
        <source>This setup cannot be played: {reason}</source>
        <translation>با این آماده‌سازی نمی‌توان بازی کرد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="215"/>
        <source>Open the record</source>
        <translation>باز کردن پروندهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="228"/>
        <location filename="../desktop/app.py" line="263"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="250"/>
        <source>This file cannot be opened: {reason}</source>
        <translation>این فایل باز نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="264"/>
        <source>The game could not be saved: {reason}</source>
        <translation>بازی ذخیره نشد: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="340"/>
        <source>Set up a new game</source>
        <translation>آماده‌سازی بازی تازه</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="372"/>
        <source>Leave this game?</source>
        <translation>این بازی را رها می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="373"/>
        <source>The game in progress stays saved: you can resume it later (Cancel in the setup wizard returns to it, and it is offered at the next start).</source>
        <translation>بازی در جریان ذخیره می‌ماند: می‌توانید بعداً ادامه‌اش دهید (لغو در دستیار آماده‌سازی به آن برمی‌گردد و در اجرای بعدی هم پیشنهاد می‌شود).</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="377"/>
        <source>Keep playing</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="506"/>
        <source>Tablekeeper is already running: its window was brought to the front.</source>
        <extracomment>When the terminal hears whether spoken narration can play: after the first window is painted.</extracomment>
        <translation>Tablekeeper از پیش در حال اجراست: پنجره‌اش جلو آورده شد.</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="509"/>
        <source>Tablekeeper is already running for this user (its window could not be brought forward). Use that window, or close it first: two apps on the same saved games would lose moves.</source>
        <translation>Tablekeeper برای این کاربر از پیش در حال اجراست (پنجره‌اش را نشد جلو آورد). از همان پنجره استفاده کنید یا اول آن را ببندید: دو برنامه روی همان بازی‌های ذخیره‌شده حرکت‌ها را گم می‌کنند.</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="513"/>
        <source>Tablekeeper is already running</source>
        <translation>Tablekeeper از پیش در حال اجراست</translation>
    </message>
    <message>
        <location filename="../desktop/app.py" line="246"/>
        <source>This record cannot be replayed: {reason}</source>
        <translation>این پروندهٔ بازی را نمی‌توان دوباره اجرا کرد: {reason}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Action</source>
        <translation>کنش</translation>
    </message>
    <message>
        <location filename="../desktop/console/help_dialogs.py" line="22"/>
        <source>Shortcut</source>
        <translation>میان‌بر</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../desktop/history/stats_window.py" line="42"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="205"/>
        <source>{games} finished games</source>
        <translation>{games} بازی تمام‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="223"/>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <location filename="../desktop/history/stats_window.py" line="265"/>
        <source>{side} won</source>
        <translation>برد {side}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="227"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="254"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="228"/>
        <source>Wins by side per number of players</source>
        <translation>برد هر گروه بر پایهٔ شمار بازیکنان</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="233"/>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="255"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Wins</source>
        <translation>بردها</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="234"/>
        <source>Losses</source>
        <translation>باخت‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="235"/>
        <location filename="../desktop/history/stats_window.py" line="258"/>
        <source>Won</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="236"/>
        <source>Games as {side}</source>
        <translation>بازی‌ها در گروه {side}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="237"/>
        <source>Wins as {side}</source>
        <translation>بردها در گروه {side}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="240"/>
        <source>Wins per player</source>
        <translation>برد هر بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <source>How often each role wins</source>
        <translation>هر نقش چند بار می‌برد</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="244"/>
        <location filename="../desktop/history/stats_window.py" line="250"/>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="249"/>
        <source>{player}&apos;s roles</source>
        <translation>نقش‌های {player}</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="264"/>
        <source>Month</source>
        <translation>ماه</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="266"/>
        <source>Wins by side, month by month</source>
        <translation>برد هر گروه، ماه به ماه</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the chart</source>
        <translation>ذخیرهٔ نمودار</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="288"/>
        <source>Save the numbers</source>
        <translation>ذخیرهٔ اعداد</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>PNG pictures (*.png)</source>
        <translation>تصویرهای PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="289"/>
        <source>CSV tables (*.csv)</source>
        <translation>جدول‌های CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="295"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="296"/>
        <source>&amp;Game:</source>
        <translation>&amp;بازی:</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="297"/>
        <source>&amp;Player:</source>
        <translation>&amp;بازیکن:</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="301"/>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>Sides by player count</source>
        <translation>گروه‌ها بر پایهٔ شمار بازیکنان</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="306"/>
        <source>A player&apos;s roles</source>
        <translation>نقش‌های یک بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="307"/>
        <source>Over time</source>
        <translation>در گذر زمان</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="310"/>
        <source>Save the chart as PNG…</source>
        <translation>ذخیرهٔ نمودار به‌صورت PNG…</translation>
    </message>
    <message>
        <location filename="../desktop/history/stats_window.py" line="311"/>
        <source>Save the numbers as CSV…</source>
        <translation>ذخیرهٔ اعداد به‌صورت CSV…</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="45"/>
        <source>{role} × {n}</source>
        <translation>{role} × {n}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="47"/>
        <source>physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="48"/>
        <source>the app deals, the players use their phones</source>
        <translation>برنامه پخش می‌کند، بازیکنان از گوشی خود استفاده می‌کنند</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="49"/>
        <source>the app deals</source>
        <translation>برنامه پخش می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="51"/>
        <source>Game: {game}</source>
        <translation>بازی: {game}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="52"/>
        <source>Players ({n}): {names}</source>
        <translation>بازیکن‌ها ({n}): {names}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="55"/>
        <source>Roles: {roles}</source>
        <translation>نقش‌ها: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="56"/>
        <source>Dealing: {mode}</source>
        <translation>پخش کارت‌ها: {mode}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="57"/>
        <source>Narration: {lang}</source>
        <translation>روایت: {lang}</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="61"/>
        <source>Changed from the defaults:</source>
        <translation>تغییر نسبت به پیش‌فرض‌ها:</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="65"/>
        <source>Modules and house rules: all as by default.</source>
        <translation>ماژول‌ها و قوانین خانگی: همه به حالت پیش‌فرض.</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="74"/>
        <source>Ready</source>
        <translation>آماده</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/summary.py" line="75"/>
        <source>Check the setup and start the game.</source>
        <translation>آماده‌سازی را بررسی کنید و بازی را شروع کنید.</translation>
    </message>
</context>
<context>
    <name>WizardOptions</name>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="29"/>
        <source>off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="30"/>
        <source>on</source>
        <translation>روشن</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="31"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="32"/>
        <source>At random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="33"/>
        <source>{n} s</source>
        <translation>{n} ثانیه</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="34"/>
        <source> s</source>
        <translation> ثانیه</translation>
    </message>
    <message>
        <location filename="../desktop/wizard_pages/options.py" line="35"/>
        <source>How long each stage may take, in seconds (off: no timer for it).</source>
        <translation>هر مرحله چند ثانیه می‌تواند طول بکشد (خاموش: بدون زمان‌سنج برای آن مرحله).</translation>
    </message>
</context>
</TS>
