<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>narration</name>
    <message>
        <location filename="../desktop/narration/texts.py" line="8"/>
        <source>This is the voice of the night. Everyone, close your eyes.</source>
        <translation>این صدای شب است. همه چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="10"/>
        <source>No speech engine could be started ({detail}), so the night goes on with captions only. To hear it, install the speech packages with: python -m pip install pyttsx3 espeakng-loader, then restart Tablekeeper.</source>
        <translation>هیچ موتور گفتاری راه‌اندازی نشد ({detail})، بنابراین شب فقط با زیرنویس ادامه می‌یابد. برای شنیدن صدا، بسته‌های گفتار را با این فرمان نصب کنید: python -m pip install pyttsx3 espeakng-loader و سپس Tablekeeper را دوباره اجرا کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="14"/>
        <source>The speech engine has no voice for {language}, so the night goes on with captions only. Add a {language} voice to your system&apos;s speech settings (or choose another narration language) and restart Tablekeeper.</source>
        <translation>موتور گفتار صدایی برای {language} ندارد، بنابراین شب فقط با زیرنویس ادامه می‌یابد. یک صدای {language} در تنظیمات گفتار سیستم خود اضافه کنید (یا زبان دیگری برای روایت انتخاب کنید) و Tablekeeper را دوباره اجرا کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="18"/>
        <source>Sound cannot be played ({detail}), so the night goes on with captions only. On Linux install the PulseAudio client library (sudo apt install libpulse0) and restart Tablekeeper.</source>
        <translation>پخش صدا ممکن نیست ({detail})، بنابراین شب فقط با زیرنویس ادامه می‌یابد. در لینوکس کتابخانهٔ کلاینت PulseAudio را نصب کنید (sudo apt install libpulse0) و Tablekeeper را دوباره اجرا کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="22"/>
        <source>No sound output: no speaker or sound server can be reached, so nothing can be heard. Captions will be shown. Connect the speakers or the TV, check that the computer&apos;s sound works (on Linux the PulseAudio or PipeWire sound server must be running), then test the voice again.</source>
        <translation>خروجی صدا در دسترس نیست: هیچ بلندگو یا سرور صدایی پیدا نمی‌شود، پس چیزی شنیده نمی‌شود. زیرنویس‌ها نمایش داده می‌شوند. بلندگوها یا تلویزیون را وصل کنید، بررسی کنید که صدای رایانه کار می‌کند (در لینوکس سرور صدای PulseAudio یا PipeWire باید در حال اجرا باشد) و دوباره صدا را بیازمایید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="27"/>
        <source>No sound output: this run of Tablekeeper is silent (captions only). Captions will be shown.</source>
        <translation>خروجی صدا در دسترس نیست: این اجرای Tablekeeper بی‌صداست (فقط زیرنویس). زیرنویس‌ها نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="30"/>
        <source>The sample cannot be played while the narration is running.</source>
        <translation>تا وقتی روایت در حال پخش است، نمونه را نمی‌توان پخش کرد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="33"/>
        <source>The speech stopped working ({detail}); the night goes on with captions.</source>
        <translation>گفتار از کار افتاد ({detail})؛ شب با زیرنویس ادامه می‌یابد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="36"/>
        <source>Some lines could not be turned into speech ({detail}); they are shown as captions only.</source>
        <translation>برخی از جمله‌ها به گفتار تبدیل نشدند ({detail})؛ آن‌ها فقط به‌صورت زیرنویس نمایش داده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="39"/>
        <source>The audio output &quot;{device}&quot; is not connected, so the narration plays on the default output. Connect it, or choose another output in the narration settings.</source>
        <translation>خروجی صدای «{device}» وصل نیست، بنابراین روایت از خروجی پیش‌فرض پخش می‌شود. آن را وصل کنید یا خروجی دیگری را در تنظیمات روایت انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="43"/>
        <source>The chosen voice &quot;{voice}&quot; is not available for {language}, so the usual {language} voice speaks instead.</source>
        <translation>صدای انتخاب‌شدهٔ «{voice}» برای {language} در دسترس نیست، بنابراین صدای معمول {language} به‌جای آن می‌خواند.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="48"/>
        <source>Preparing the narration: {done} of {total} lines</source>
        <translation>در حال آماده‌سازی روایت: {done} از {total} جمله</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="52"/>
        <source>Ready</source>
        <translation>آماده</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="53"/>
        <source>Preparing</source>
        <translation>در حال آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="54"/>
        <source>Playing</source>
        <translation>در حال پخش</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="55"/>
        <source>Paused</source>
        <translation>مکث‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="56"/>
        <source>Finished</source>
        <translation>پایان یافت</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="66"/>
        <source>This file is not a narration pack: it is not a readable .zip file ({detail}).</source>
        <translation>این فایل بستهٔ روایت نیست: فایل ‎.zip خوانایی نیست ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="67"/>
        <source>This file is not a narration pack: it holds no manifest.json.</source>
        <translation>این فایل بستهٔ روایت نیست: manifest.json ندارد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="68"/>
        <source>This file is not a Tablekeeper narration pack: its manifest is of another kind (&quot;{format}&quot;).</source>
        <translation>این فایل بستهٔ روایت Tablekeeper نیست: فهرست آن از نوع دیگری است («{format}»).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="70"/>
        <source>This narration pack was made by a newer Tablekeeper (pack format {version}). Update Tablekeeper to use it.</source>
        <translation>این بستهٔ روایت با نسخهٔ جدیدتری از Tablekeeper ساخته شده است (قالب بسته {version}). برای استفاده از آن Tablekeeper را به‌روز کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="73"/>
        <source>The pack was refused: its manifest is not valid ({detail}).</source>
        <translation>بسته رد شد: فهرست آن معتبر نیست ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="74"/>
        <source>The pack was refused: it holds &quot;{name}&quot;, a path that leads outside the pack&apos;s folder.</source>
        <translation>بسته رد شد: «{name}» در آن است، مسیری که به بیرون از پوشهٔ بسته می‌رود.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="76"/>
        <source>The pack was refused: &quot;{name}&quot; is a link; a pack may hold only plain files.</source>
        <translation>بسته رد شد: «{name}» یک پیوند است؛ بسته فقط می‌تواند فایل‌های معمولی داشته باشد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="78"/>
        <source>The pack was refused: &quot;{name}&quot; is inside a folder; a pack keeps its files side by side.</source>
        <translation>بسته رد شد: «{name}» درون یک پوشه است؛ فایل‌های بسته باید کنار هم باشند.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="80"/>
        <source>The pack was refused: &quot;{name}&quot; is encrypted.</source>
        <translation>بسته رد شد: «{name}» رمزگذاری شده است.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="81"/>
        <source>The pack was refused: it holds {count} files (at most {limit}).</source>
        <translation>بسته رد شد: {count} فایل دارد (حداکثر {limit}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="82"/>
        <source>The pack was refused: &quot;{name}&quot; is larger than {limit} MB.</source>
        <translation>بسته رد شد: «{name}» بزرگ‌تر از {limit} مگابایت است.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="83"/>
        <source>The pack was refused: it would take more than {limit} MB once unpacked.</source>
        <translation>بسته رد شد: پس از باز شدن بیش از {limit} مگابایت جا می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="84"/>
        <source>The pack was refused: &quot;{name}&quot; unpacks to more than {ratio} times its packed size, as only a zip bomb does.</source>
        <translation>بسته رد شد: «{name}» پس از باز شدن بیش از {ratio} برابر اندازهٔ فشرده‌اش می‌شود، کاری که فقط یک بمب زیپ می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="87"/>
        <source>The pack was refused: &quot;{name}&quot; is not named in its manifest.</source>
        <translation>بسته رد شد: نام «{name}» در فهرست بسته نیامده است.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="88"/>
        <source>The pack was refused: its manifest names &quot;{name}&quot;, which is not in the archive.</source>
        <translation>بسته رد شد: فهرست آن نام «{name}» را آورده، اما این فایل در بایگانی نیست.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="90"/>
        <source>&quot;{name}&quot; is not usable audio: {detail}. Narration packs hold PCM WAV files (8 to 32 bits, mono or stereo, 8 to 96 kHz, at most 120 seconds a line).</source>
        <translation>«{name}» صدای قابل استفاده نیست: {detail}. بسته‌های روایت فایل‌های WAV از نوع PCM دارند (۸ تا ۳۲ بیت، تک‌کاناله یا استریو، ۸ تا ۹۶ کیلوهرتز، حداکثر ۱۲۰ ثانیه برای هر جمله).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="93"/>
        <source>A pack with the id &quot;{id}&quot; (&quot;{name}&quot;) is already installed. Delete it first to import this one.</source>
        <translation>بسته‌ای با شناسهٔ «{id}» («{name}») از پیش نصب شده است. برای وارد کردن این بسته، اول آن را حذف کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="95"/>
        <source>The narration pack &quot;{pack}&quot; has a damaged recording ({file}: {detail}); the synthetic voice says that line (and any other damaged one) instead.</source>
        <translation>بستهٔ روایت «{pack}» یک ضبط آسیب‌دیده دارد ({file}: {detail})؛ به جای آن، صدای مصنوعی آن جمله (و هر جملهٔ آسیب‌دیدهٔ دیگر) را می‌گوید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="98"/>
        <source>The pack could not be saved ({detail}).</source>
        <translation>بسته ذخیره نشد ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="50"/>
        <source>Recording studio: {game} in {language}</source>
        <translation>استودیوی ضبط: {game} به {language}</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="51"/>
        <source>Pack:</source>
        <translation>بسته:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="52"/>
        <source>New pack</source>
        <translation>بستهٔ تازه</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="53"/>
        <source>Import a pack…</source>
        <translation>وارد کردن بسته…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="54"/>
        <source>Export the pack…</source>
        <translation>صدور بسته…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="55"/>
        <source>Delete the pack</source>
        <translation>حذف بسته</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="56"/>
        <source>Name:</source>
        <translation>نام:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="57"/>
        <source>Author:</source>
        <translation>نویسنده:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="58"/>
        <source>Licence:</source>
        <translation>پروانه:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="59"/>
        <source>Play this pack in the {language} narration</source>
        <translation>این بسته در روایت {language} پخش شود</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="60"/>
        <source>My narration ({language})</source>
        <translation>روایت من ({language})</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="61"/>
        <source>There is no pack for {language} yet: press «New pack» to start one, or import one.</source>
        <translation>هنوز بسته‌ای برای {language} نیست: برای شروع «بستهٔ تازه» را بزنید، یا بسته‌ای وارد کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="63"/>
        <source>{recorded} of {total} lines recorded. The synthetic voice says the other {fallback} ({stale} of them stale).</source>
        <translation>{recorded} از {total} جمله ضبط شده است. صدای مصنوعی {fallback} جملهٔ دیگر را می‌گوید ({stale} تا از آن‌ها کهنه‌اند).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="66"/>
        <source>Everyone</source>
        <translation>همه</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="67"/>
        <source>Recorded ({seconds} s)</source>
        <translation>ضبط شده ({seconds} ثانیه)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="68"/>
        <source>Stale: the words changed since it was recorded; the synthetic voice says it</source>
        <translation>کهنه: متن از زمان ضبط تغییر کرده است؛ صدای مصنوعی آن را می‌گوید</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="69"/>
        <source>Not recorded: the synthetic voice says it</source>
        <translation>ضبط نشده: صدای مصنوعی آن را می‌گوید</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="70"/>
        <source>Record</source>
        <translation>ضبط</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="71"/>
        <source>Re-record</source>
        <translation>ضبط دوباره</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="72"/>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="73"/>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="74"/>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="75"/>
        <source>Import a file…</source>
        <translation>وارد کردن فایل…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="76"/>
        <source>Recording… Read the line aloud, then press Stop.</source>
        <translation>در حال ضبط… جمله را بلند بخوانید، سپس «توقف» را بزنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="77"/>
        <source>Recording is not possible here ({detail}). Import a recorded WAV file instead.</source>
        <translation>ضبط در اینجا ممکن نیست ({detail}). به جای آن یک فایل WAV ضبط‌شده وارد کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="79"/>
        <source>Kept {seconds} s after trimming the silence; loudness changed by {gain} dB.</source>
        <translation>پس از بریدن سکوت {seconds} ثانیه ماند؛ بلندی صدا {gain} دسی‌بل تغییر کرد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="80"/>
        <source>The recording cannot be played ({detail}).</source>
        <translation>ضبط پخش نمی‌شود ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="81"/>
        <source>Choose a recording</source>
        <translation>یک ضبط انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="82"/>
        <source>WAV recordings (*.wav)</source>
        <translation>ضبط‌های WAV (*.wav)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="83"/>
        <source>Choose a narration pack</source>
        <translation>یک بستهٔ روایت انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="84"/>
        <source>Narration packs (*.zip)</source>
        <translation>بسته‌های روایت (*.zip)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="85"/>
        <source>Export the narration pack</source>
        <translation>صدور بستهٔ روایت</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="86"/>
        <source>The pack was written to {path}.</source>
        <translation>بسته در {path} نوشته شد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="87"/>
        <source>The pack &quot;{name}&quot; was installed.</source>
        <translation>بستهٔ «{name}» نصب شد.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="88"/>
        <source>The pack &quot;{name}&quot; was installed; it speaks {language}, so it plays in the {language} narration and is listed for that language.</source>
        <translation>بستهٔ «{name}» نصب شد؛ این بسته به {language} است، پس در روایت {language} پخش می‌شود و برای همان زبان فهرست می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="93"/>
        <source>No microphone was found. Connect one (it appears in the list below), or import a recorded WAV file for each line.</source>
        <translation>هیچ میکروفونی پیدا نشد. یک میکروفون وصل کنید (در فهرست پایین دیده می‌شود)، یا برای هر جمله یک فایل WAV ضبط‌شده وارد کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="96"/>
        <source>The take of &quot;{line}&quot; was silent: check that the microphone chosen below is the one you speak into, then record the line again.</source>
        <translation>ضبط «{line}» بی‌صدا بود: بررسی کنید میکروفونی که پایین انتخاب شده همانی باشد که در آن حرف می‌زنید، سپس جمله را دوباره ضبط کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="99"/>
        <source>Nothing came from the microphone during the take of &quot;{line}&quot;: check that it is connected, or choose another one below.</source>
        <translation>هنگام ضبط «{line}» هیچ صدایی از میکروفون نرسید: بررسی کنید که وصل باشد، یا میکروفون دیگری را در پایین انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="102"/>
        <source>The microphone could not be opened: another program may be using it. Close that program, or choose another microphone below.</source>
        <translation>میکروفون باز نشد: شاید برنامهٔ دیگری از آن استفاده می‌کند. آن برنامه را ببندید، یا میکروفون دیگری را در پایین انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="105"/>
        <source>The take of &quot;{line}&quot; lasted {seconds} s, longer than a line may ({limit} s): record it again and press Stop when the line is read.</source>
        <translation>ضبط «{line}» {seconds} ثانیه طول کشید، بیش از حد مجاز یک جمله ({limit} ثانیه): دوباره ضبط کنید و وقتی خواندن جمله تمام شد «توقف» را بزنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="108"/>
        <source>The take of &quot;{line}&quot; could not be kept ({detail}). Record it again.</source>
        <translation>ضبط «{line}» نگه داشته نشد ({detail}). دوباره ضبط کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="109"/>
        <source>The file &quot;{name}&quot; is silent, so nothing was kept for &quot;{line}&quot;. Choose the file that holds the recording.</source>
        <translation>فایل «{name}» بی‌صداست، پس چیزی برای «{line}» نگه داشته نشد. فایلی را انتخاب کنید که ضبط در آن است.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="91"/>
        <source>Delete the pack &quot;{name}&quot; and its {count} recordings?</source>
        <translation>بستهٔ «{name}» و {count} ضبط آن حذف شود؟</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="24"/>
        <source>Microphone:</source>
        <translation>میکروفون:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="25"/>
        <source>System default ({name})</source>
        <translation>پیش‌فرض سیستم ({name})</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="26"/>
        <source>Looking for microphones…</source>
        <translation>در حال جست‌وجوی میکروفون‌ها…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="27"/>
        <source>No microphone found</source>
        <translation>میکروفونی پیدا نشد</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="28"/>
        <source>What the microphone hears: speak, and the bar moves.</source>
        <translation>آنچه میکروفون می‌شنود: حرف بزنید تا نوار تکان بخورد.</translation>
    </message>
</context>
</TS>
