<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>AvalonDesktop</name>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="31"/>
        <source>Roles: {roles}</source>
        <translation>نقش‌ها: {roles}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="32"/>
        <source>Quest {n}</source>
        <translation>مأموریت {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="33"/>
        <source>{n} players</source>
        <translation>{n} بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="34"/>
        <source>✘✘ two Fail cards needed</source>
        <translation>✘✘ دو کارت شکست لازم است</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="35"/>
        <source>Fail cards: {n}</source>
        <translation>کارت‌های شکست: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="36"/>
        <source>Result hidden</source>
        <translation>نتیجه پنهان است</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="37"/>
        <source>Vote track</source>
        <translation>شمارندهٔ رأی</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="38"/>
        <source>Excalibur: {player}</source>
        <translation>اکسکالیبر: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="39"/>
        <source>Lady of the Lake: {player}</source>
        <translation>بانوی دریاچه: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="40"/>
        <source>The Trapper ({leader}) removed {player}&apos;s card</source>
        <translation>تله‌گذار ({leader}) کارت {player} را کنار گذاشت</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="41"/>
        <source>The time ran out: {player}&apos;s card was removed at random</source>
        <translation>وقت تمام شد: کارت {player} به‌تصادف کنار گذاشته شد</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="42"/>
        <source>The Trapper: {leader} removes one card</source>
        <translation>تله‌گذار: {leader} یک کارت را کنار می‌گذارد</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="43"/>
        <source>{card}: {player}</source>
        <translation>{card}: {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="23"/>
        <source>Quest · team</source>
        <translation>مأموریت · گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="44"/>
        <source>★ leader</source>
        <translation>★ فرمانده</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="45"/>
        <source>⚔ Excalibur</source>
        <translation>⚔ اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="46"/>
        <source>✓ went on the quest</source>
        <translation>✓ در مأموریت بود</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="47"/>
        <source>⊘ card removed</source>
        <translation>⊘ کارت کنار گذاشته شد</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="48"/>
        <source>shaded: proposed team</source>
        <translation>سایه‌دار: گروه پیشنهادی</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="24"/>
        <source>Assassin</source>
        <translation>آدمکش</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="25"/>
        <source>Evil</source>
        <translation>شرّ</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/vote_table.py" line="26"/>
        <source>Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="49"/>
        <source>The quest&apos;s cards are turned face up…</source>
        <translation>کارت‌های مأموریت رو می‌شوند…</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="51"/>
        <source>{viewer} examined {subject}</source>
        <translation>{viewer} {subject} را بررسی کرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="52"/>
        <source>Hidden during the game</source>
        <translation>آنچه در طول بازی پنهان بود</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="53"/>
        <source>Quest {n}: {player}&apos;s card removed: {card}</source>
        <translation>مأموریت {n}: کارت کنارگذاشتهٔ {player}: {card}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="54"/>
        <source>Quest {n}: {holder} switched {player}&apos;s {played} to {card}</source>
        <translation>مأموریت {n}: {holder} کارت {played} {player} را به {card} تبدیل کرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="55"/>
        <source>{viewer} examined {subject}: {loyalty}</source>
        <translation>{viewer} {subject} را بررسی کرد: {loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/board.py" line="56"/>
        <source>{subject} showed {viewer}: {loyalty}</source>
        <translation>{subject} به {viewer} نشان داد: {loyalty}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="12"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="35"/>
        <source>Vote</source>
        <translation>رأی</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="36"/>
        <source>Card</source>
        <translation>کارت</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="37"/>
        <source>To</source>
        <translation>به</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/names.py" line="13"/>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="38"/>
        <source>The Witch&apos;s seat (as the moderator saw it)</source>
        <translation>جای جادوگر (آن‌طور که گرداننده دید)</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="39"/>
        <source>The face-up card</source>
        <translation>کارت رو</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="40"/>
        <source>Hide the result</source>
        <translation>پنهان کردن نتیجه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="41"/>
        <source>Do not hide</source>
        <translation>پنهان نکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="42"/>
        <source>{player} plays {card}</source>
        <translation>{player} {card} را رو می‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="43"/>
        <source>Each player votes privately, on their phone or on the laptop; the votes are shown together when all are in.</source>
        <translation>هر بازیکن مخفیانه رأی می‌دهد، روی گوشی خودش یا روی لپ‌تاپ؛ رأی‌ها وقتی همه رأی دادند با هم نشان داده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="45"/>
        <source>Each player votes privately on their phone; the votes are shown together when all are in.</source>
        <translation>هر بازیکن مخفیانه روی گوشی خودش رأی می‌دهد؛ رأی‌ها وقتی همه رأی دادند با هم نشان داده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="47"/>
        <source>{player} does not use Excalibur</source>
        <translation>{player} از اکسکالیبر استفاده نمی‌کند</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="48"/>
        <source>No one</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="49"/>
        <source>their role and what it lets them know</source>
        <translation>نقششان و آنچه نقش به آن‌ها می‌گوید</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="50"/>
        <source>a quest card</source>
        <translation>یک کارت مأموریت</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="51"/>
        <source>a loyalty</source>
        <translation>یک بررسی وفاداری</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="52"/>
        <source>a private message</source>
        <translation>یک پیام خصوصی</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="53"/>
        <source>Remove card</source>
        <translation>حذف کارت</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="57"/>
        <location filename="../desktop/games/avalon/__init__.py" line="58"/>
        <source>Team proposal</source>
        <translation>پیشنهاد گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="59"/>
        <location filename="../desktop/games/avalon/__init__.py" line="62"/>
        <source>Excalibur</source>
        <translation>اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="60"/>
        <location filename="../desktop/games/avalon/__init__.py" line="83"/>
        <source>Team vote</source>
        <translation>رأی‌گیری دربارهٔ گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="61"/>
        <location filename="../desktop/games/avalon/__init__.py" line="84"/>
        <source>Quest cards</source>
        <translation>کارت‌های مأموریت</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="63"/>
        <source>The Trapper</source>
        <translation>تله‌گذار</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="64"/>
        <source>The Witch</source>
        <translation>جادوگر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="65"/>
        <location filename="../desktop/games/avalon/__init__.py" line="66"/>
        <source>Loyalty check</source>
        <translation>بررسی وفاداری</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="67"/>
        <location filename="../desktop/games/avalon/__init__.py" line="68"/>
        <source>Plot Cards</source>
        <translation>کارت‌های توطئه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="69"/>
        <location filename="../desktop/games/avalon/__init__.py" line="91"/>
        <source>Assassination</source>
        <translation>ترور</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="80"/>
        <source>First team proposal</source>
        <extracomment>Choices whose player is public when their stage&apos;s countdown runs (the leader, Excalibur&apos;s or the Lady&apos;s holder, a checked player): the TV names whose turn it is. Never the Witch&apos;s or the Assassin&apos;s. Stages whose countdown the moderator starts: the laptop goes round for them (pass-and-play), which takes its own time.</extracomment>
        <translation>نخستین پیشنهاد گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="81"/>
        <source>Later team proposals</source>
        <translation>پیشنهادهای بعدی گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="82"/>
        <source>Handing Excalibur to a team member</source>
        <translation>سپردن اکسکالیبر به یکی از اعضای گروه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="85"/>
        <source>Using Excalibur</source>
        <translation>به‌کار بردن اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="86"/>
        <source>The Witch&apos;s decision</source>
        <translation>تصمیم جادوگر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="87"/>
        <source>Choosing whom to check</source>
        <translation>انتخاب کسی که بررسی می‌شود</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="88"/>
        <source>The checked player&apos;s answer</source>
        <translation>پاسخ بازیکن بررسی‌شده</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="89"/>
        <source>Handing out Plot Cards</source>
        <translation>پخش کارت‌های توطئه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="90"/>
        <source>Playing a Plot Card</source>
        <translation>رو کردن یک کارت توطئه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="93"/>
        <source>The player who leads the first team, or one drawn at random.</source>
        <translation>بازیکنی که نخستین گروه را رهبری می‌کند، یا کسی که به‌تصادف انتخاب می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="97"/>
        <source>Good; sees the Evil players but Mordred; Evil wins if the Assassin names Merlin.</source>
        <translation>خیر؛ بازیکنان شرّ را جز موردرد می‌بیند؛ اگر آدمکش او را نام ببرد، شرّ می‌برد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="101"/>
        <source>Good; must show Evil when a loyalty check reaches them.</source>
        <translation>خیر؛ در بررسی وفاداری باید شرّ نشان دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="105"/>
        <source>Evil; does not know the other Evil players, nor do they know Oberon.</source>
        <translation>شرّ؛ دیگر بازیکنان شرّ را نمی‌شناسد و آن‌ها هم او را نمی‌شناسند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="108"/>
        <source>Evil; may show Good when a loyalty check reaches them.</source>
        <translation>شرّ؛ در بررسی وفاداری می‌تواند خیر نشان دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="111"/>
        <source>Evil; shows their loyalty to all after the second failed quest.</source>
        <translation>شرّ؛ پس از دومین مأموریت شکست‌خورده، وفاداری‌اش را به همه نشان می‌دهد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="98"/>
        <source>Good; sees Merlin (and Morgana, without knowing which is which).</source>
        <translation>خیر؛ مرلین را می‌بیند (و مورگانا را، بی‌آنکه بداند کدام کدام است).</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="99"/>
        <source>Good; knows nothing at the reveal; always plays Success.</source>
        <translation>خیر؛ هنگام آشکارسازی چیزی نمی‌داند؛ همیشه کارت پیروزی می‌گذارد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="100"/>
        <source>Good; learns the loyalty of the first leader.</source>
        <translation>خیر؛ وفاداری نخستین فرمانده را می‌فهمد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="102"/>
        <source>Evil; after three successes names Merlin to win the game.</source>
        <translation>شرّ؛ پس از سه پیروزی، مرلین را نام می‌برد تا بازی را ببرد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="103"/>
        <source>Evil; appears to Percival as Merlin.</source>
        <translation>شرّ؛ برای پرسیوال مانند مرلین دیده می‌شود.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="104"/>
        <source>Evil; hidden from Merlin.</source>
        <translation>شرّ؛ از چشم مرلین پنهان است.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="106"/>
        <source>Evil; knows the other Evil players; may play Fail.</source>
        <translation>شرّ؛ دیگر بازیکنان شرّ را می‌شناسد؛ می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="107"/>
        <source>Evil; once per game may hide a quest&apos;s result; then a random player checks a loyalty.</source>
        <translation>شرّ؛ یک بار در هر بازی می‌تواند نتیجهٔ یک مأموریت را پنهان کند؛ سپس یک بازیکن تصادفی وفاداری کسی را بررسی می‌کند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="109"/>
        <source>Evil; must play Fail on every quest.</source>
        <translation>شرّ؛ در هر مأموریت باید کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="110"/>
        <source>Evil; may play Fail on the first three quests only.</source>
        <translation>شرّ؛ فقط در سه مأموریت نخست می‌تواند کارت شکست بگذارد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="115"/>
        <source>{n} × {role}</source>
        <translation>{n} × {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="116"/>
        <source>Quest cards: {n} Success and {m} Fail</source>
        <translation>کارت‌های مأموریت: {n} پیروزی و {m} شکست</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="117"/>
        <source>Vote tokens: an Approve and a Reject for each of the {n} players</source>
        <translation>ژتون‌های رأی: یک موافق و یک مخالف برای هر یک از {n} بازیکن</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="118"/>
        <source>The leader token, the quest and vote track markers</source>
        <translation>ژتون فرمانده و نشانگرهای مأموریت و رأی</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="119"/>
        <source>The Lady of the Lake token</source>
        <translation>ژتون بانوی دریاچه</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="120"/>
        <source>The Excalibur token</source>
        <translation>ژتون اکسکالیبر</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="121"/>
        <source>Plot Cards: {cards}</source>
        <translation>کارت‌های توطئه: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/avalon/__init__.py" line="122"/>
        <source>The Trapper: no extra cards; every team has one more member</source>
        <translation>تله‌گذار: کارت اضافه‌ای لازم نیست؛ هر گروه یک عضو بیشتر دارد</translation>
    </message>
</context>
</TS>
