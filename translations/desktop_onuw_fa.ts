<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Artifact token</source>
        <translation>ژتون اثر باستانی</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Face up: {role}</source>
        <translation>رو شده: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Dead</source>
        <translation>مرده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>Voted for {player}</source>
        <translation>به {player} رأی داد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>Has voted</source>
        <translation>رأی داده است</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>Cards in play: {cards}</source>
        <translation>کارت‌های این بازی: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Center</source>
        <translation>وسط</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>to the left</source>
        <translation>به چپ</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>to the right</source>
        <translation>به راست</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>none</source>
        <translation>هیچ‌کدام</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>face down</source>
        <translation>رو به پایین</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>what they learned at night</source>
        <translation>چیزهایی که در شب فهمیده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="48"/>
        <source>their card</source>
        <translation>کارتش</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="49"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>شب را نمی‌توان واگرد کرد: شب همراه روایت پیش می‌رود و یک قدم برگشتن نشان می‌دهد چه کسی بیدار شد. برای شنیدن دوبارهٔ یک فراخوان از «تکرار» استفاده کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="51"/>
        <source>all entered already</source>
        <translation>همه پیش‌تر وارد شده‌اند</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="52"/>
        <source>You learn nothing else now.</source>
        <translation>اکنون چیز دیگری نمی‌فهمی.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="53"/>
        <source>→ {player}</source>
        <translation>← {player}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="54"/>
        <source>voted for</source>
        <translation>رأی داد به</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="55"/>
        <source>At zero everyone points at a player</source>
        <translation>در صفر همه با هم به یک بازیکن اشاره می‌کنند</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="60"/>
        <source>Her copy&apos;s team</source>
        <extracomment>The Doppelgänger has no team of her own: she joins the team of the card she copies.</extracomment>
        <translation>تیم نقشی که از آن رونوشت می‌گیرد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="26"/>
        <source>The vote: who points at whom?</source>
        <translation>رأی‌گیری: چه کسی به چه کسی اشاره می‌کند؟</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="82"/>
        <source>Enter the whole vote</source>
        <translation>ثبت همهٔ رأی‌ها</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/vote_panel.py" line="94"/>
        <source>Still to point: {players}</source>
        <translation>هنوز اشاره نکرده‌اند: {players}</translation>
    </message>
</context>
</TS>
