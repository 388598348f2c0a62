<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="12"/>
        <source>Shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="13"/>
        <source>Artifact token</source>
        <translation>ژتون اثر باستانی</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="14"/>
        <source>Face up: {role}</source>
        <translation>رو شده: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="15"/>
        <source>Dead</source>
        <translation>مرده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="16"/>
        <source>Voted for {player}</source>
        <translation>به {player} رأی داد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="17"/>
        <source>Has voted</source>
        <translation>رأی داده است</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="18"/>
        <source>Cards in play: {cards}</source>
        <translation>کارت‌های این بازی: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="19"/>
        <source>Center</source>
        <translation>وسط</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="20"/>
        <source>to the left</source>
        <translation>به چپ</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="21"/>
        <source>to the right</source>
        <translation>به راست</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="22"/>
        <source>none</source>
        <translation>هیچ‌کدام</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="23"/>
        <source>face down</source>
        <translation>رو به پایین</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="24"/>
        <source>what they learned at night</source>
        <translation>چیزهایی که در شب فهمیده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="25"/>
        <source>their card</source>
        <translation>کارتش</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="26"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>شب را نمی‌توان واگرد کرد: شب همراه روایت پیش می‌رود و یک قدم برگشتن نشان می‌دهد چه کسی بیدار شد. برای شنیدن دوبارهٔ یک فراخوان از «تکرار» استفاده کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="28"/>
        <source>all entered already</source>
        <translation>همه پیش‌تر وارد شده‌اند</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="29"/>
        <source>You learn nothing else now.</source>
        <translation>اکنون چیز دیگری نمی‌فهمی.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="30"/>
        <source>→ {player}</source>
        <translation>← {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="31"/>
        <source>voted for</source>
        <translation>رأی داد به</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="32"/>
        <source>At zero everyone points at a player</source>
        <translation>در صفر همه با هم به یک بازیکن اشاره می‌کنند</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="33"/>
        <source>Time left for this call</source>
        <translation>وقت باقی‌مانده برای این نوبت</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="34"/>
        <source>The cards are turned face up…</source>
        <translation>کارت‌ها رو می‌شوند…</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/words.py" line="39"/>
        <source>The copied card&apos;s team</source>
        <extracomment>The Doppelgänger has no team of its own: its player joins the team of the card copied.</extracomment>
        <translation>گروه نقشی که از آن رونوشت می‌گیرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="29"/>
        <source>The vote: who points at whom?</source>
        <translation>رأی‌گیری: چه کسی به چه کسی اشاره می‌کند؟</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="87"/>
        <source>Enter the whole vote</source>
        <translation>ثبت همهٔ رأی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="102"/>
        <source>Still to point: {players}</source>
        <translation>هنوز اشاره نکرده‌اند: {players}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="22"/>
        <source>Votes still missing: {count}. The vote closes when every player has pointed.</source>
        <translation>رأی‌های باقی‌مانده: {count}. رأی‌گیری وقتی بسته می‌شود که همهٔ بازیکنان اشاره کرده باشند.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="23"/>
        <source>Enter the votes and close the vote</source>
        <translation>ثبت رأی‌ها و بستن رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="24"/>
        <source>The vote is closed.</source>
        <translation>رأی‌گیری بسته شد.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="25"/>
        <source>The TV shows the votes and who died; every card is still face down there. Turn them when the table is ready.</source>
        <translation>تلویزیون رأی‌ها و کشته‌شدگان را نشان می‌دهد؛ همهٔ کارت‌ها آنجا هنوز رو به پایین‌اند. هر وقت همه آماده بودند، آن‌ها را رو کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="27"/>
        <source>Turn the cards face up on the TV</source>
        <translation>رو کردن کارت‌ها روی تلویزیون</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_end.py" line="28"/>
        <source>The vote is closed. The cards are turned face up next.</source>
        <translation>رأی‌گیری بسته شد. حالا کارت‌ها رو می‌شوند.</translation>
    </message>
</context>
</TS>
