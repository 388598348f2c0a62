<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="30"/>
        <source>Shield</source>
        <translation>سپر</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="31"/>
        <source>Artifact token</source>
        <translation>ژتون اثر باستانی</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="32"/>
        <source>Face up: {role}</source>
        <translation>رو شده: {role}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="33"/>
        <source>Dead</source>
        <translation>مرده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="34"/>
        <source>Voted for {player}</source>
        <translation>به {player} رأی داد</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Has voted</source>
        <translation>رأی داده است</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Cards in play: {cards}</source>
        <translation>کارت‌های این بازی: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Center</source>
        <translation>وسط</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>to the left</source>
        <translation>به چپ</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>to the right</source>
        <translation>به راست</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>none</source>
        <translation>هیچ‌کدام</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>face down</source>
        <translation>رو به پایین</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>what they learned at night</source>
        <translation>چیزهایی که در شب فهمیده</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>their card</source>
        <translation>کارتش</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>The night cannot be undone: it follows the narration, and taking a step back would show who woke. Use Repeat to hear a call again.</source>
        <translation>شب را نمی‌توان واگرد کرد: شب همراه روایت پیش می‌رود و یک قدم برگشتن نشان می‌دهد چه کسی بیدار شد. برای شنیدن دوبارهٔ یک فراخوان از «تکرار» استفاده کنید.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>all entered already</source>
        <translation>همه پیش‌تر وارد شده‌اند</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>You learn nothing else now.</source>
        <translation>اکنون چیز دیگری نمی‌فهمی.</translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="52"/>
        <source>Her copy&apos;s team</source>
        <extracomment>The Doppelgänger has no team of her own: she joins the team of the card she copies.</extracomment>
        <translation>تیم نقشی که از آن رونوشت می‌گیرد</translation>
    </message>
</context>
</TS>
