<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>onuw</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Doppelgänger</source>
        <translation>همزاد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Werewolf</source>
        <translation>گرگینه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Minion</source>
        <translation>دست‌نشانده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>Mason</source>
        <translation>فراماسون</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>Seer</source>
        <translation>پیشگو</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>Robber</source>
        <translation>دزد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>Troublemaker</source>
        <translation>دردسرساز</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Drunk</source>
        <translation>مست</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Insomniac</source>
        <translation>بی‌خواب</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Villager</source>
        <translation>روستایی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>Hunter</source>
        <translation>شکارچی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <location filename="../engine/games/onuw/data.py" line="132"/>
        <source>Tanner</source>
        <translation>دباغ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>Sentinel</source>
        <translation>نگهبان</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Alpha Wolf</source>
        <translation>گرگ آلفا</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Mystic Wolf</source>
        <translation>گرگ غیبگو</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>Dream Wolf</source>
        <translation>گرگ خواب‌زده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>Apprentice Seer</source>
        <translation>پیشگوی کارآموز</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>Paranormal Investigator</source>
        <translation>کارآگاه ماوراءالطبیعه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>Witch</source>
        <translation>جادوگر</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>Village Idiot</source>
        <translation>ابله روستا</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>Revealer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>Curator</source>
        <translation>موزه‌دار</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Bodyguard</source>
        <translation>محافظ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Prince</source>
        <translation>شاهزاده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="130"/>
        <source>Village team</source>
        <translation>گروه روستا</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="131"/>
        <source>Werewolf team</source>
        <translation>گروه گرگینه‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="168"/>
        <source>Werewolves, wake up and look for other Werewolves.</source>
        <translation>گرگینه‌ها، بیدار شوید و دنبال گرگینه‌های دیگر بگردید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="169"/>
        <source>Werewolves, wake up and look for other Werewolves. If you are the only Werewolf, you may look at one of the center cards.</source>
        <translation>گرگینه‌ها، بیدار شوید و دنبال گرگینه‌های دیگر بگردید. اگر تنها گرگینه هستید، می‌توانید یکی از کارت‌های وسط را نگاه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="171"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb.</source>
        <translation>گرگینه‌ها، به‌جز گرگ خواب‌زده، بیدار شوید و دنبال گرگینه‌های دیگر بگردید. گرگ خواب‌زده، شستت را بالا بگیر.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="173"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If you are the only Werewolf and you see no thumb, you may look at one of the center cards.</source>
        <translation>گرگینه‌ها، به‌جز گرگ خواب‌زده، بیدار شوید و دنبال گرگینه‌های دیگر بگردید. گرگ خواب‌زده، شستت را بالا بگیر. اگر تنها گرگینه هستید و هیچ شستی نمی‌بینید، می‌توانید یکی از کارت‌های وسط را نگاه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="177"/>
        <source>Werewolves, except for the Dream Wolf, wake up and look for other Werewolves. Dream Wolf, stick out your thumb. If no other Werewolf wakes up with you, you may look at one of the center cards.</source>
        <translation>گرگینه‌ها، به‌جز گرگ خواب‌زده، بیدار شوید و دنبال گرگینه‌های دیگر بگردید. گرگ خواب‌زده، شستت را بالا بگیر. اگر هیچ گرگینهٔ دیگری همراه شما بیدار نشد، می‌توانید یکی از کارت‌های وسط را نگاه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="180"/>
        <source>Werewolves, close your eyes.</source>
        <translation>گرگینه‌ها، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="181"/>
        <source>Dream Wolf, put your thumb away. Werewolves, close your eyes.</source>
        <translation>گرگ خواب‌زده، شستت را پایین بیاور. گرگینه‌ها، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="182"/>
        <source>Doppelgänger, close your eyes.</source>
        <translation>همزاد، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="186"/>
        <source>Sentinel, wake up. You may place a shield token on any player&apos;s card but your own.</source>
        <translation>نگهبان، بیدار شو. می‌توانی یک ژتون سپر روی کارت هر بازیکنی به‌جز خودت بگذاری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="187"/>
        <source>Sentinel, close your eyes.</source>
        <translation>نگهبان، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="189"/>
        <source>Doppelgänger, wake up and look at another player&apos;s card. You are now that role. If your new role has a night action, do it now.</source>
        <translation>همزاد، بیدار شو و کارت یک بازیکن دیگر را نگاه کن. اکنون تو همان نقش هستی. اگر نقش جدیدت کار شبانه دارد، همین حالا انجامش بده.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="193"/>
        <source>If you are now a Minion, keep your eyes open. Otherwise, close them. Werewolves, stick out your thumb so the Doppelgänger-Minion can see who you are.</source>
        <translation>اگر اکنون دست‌نشانده هستی، چشم‌هایت را باز نگه دار. وگرنه آن‌ها را ببند. گرگینه‌ها، شستتان را بالا بگیرید تا همزاد دست‌نشانده ببیند شما چه کسانی هستید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="195"/>
        <source>Werewolves, put your thumbs away. Doppelgänger, close your eyes.</source>
        <translation>گرگینه‌ها، شستتان را پایین بیاورید. همزاد، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="198"/>
        <source>Alpha Wolf, wake up and exchange the Center Werewolf card for any other player&apos;s card.</source>
        <translation>گرگ آلفا، بیدار شو و کارت گرگینهٔ وسط را با کارت هر بازیکن دیگری عوض کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="199"/>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>گرگ آلفا، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="201"/>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>گرگ غیبگو، بیدار شو. می‌توانی کارت یک بازیکن دیگر را نگاه کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="202"/>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>گرگ غیبگو، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="204"/>
        <source>Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are.</source>
        <translation>دست‌نشانده، بیدار شو. گرگینه‌ها، شستتان را بالا بگیرید تا دست‌نشانده ببیند شما چه کسانی هستید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="205"/>
        <source>Werewolves, put your thumbs away. Minion, close your eyes.</source>
        <translation>گرگینه‌ها، شستتان را پایین بیاورید. دست‌نشانده، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="207"/>
        <source>Masons, wake up and look for other Masons.</source>
        <translation>فراماسون‌ها، بیدار شوید و دنبال فراماسون‌های دیگر بگردید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="208"/>
        <source>Masons, close your eyes.</source>
        <translation>فراماسون‌ها، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="210"/>
        <source>Seer, wake up. You may look at another player&apos;s card or two of the center cards.</source>
        <translation>پیشگو، بیدار شو. می‌توانی کارت یک بازیکن دیگر یا دو تا از کارت‌های وسط را نگاه کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="211"/>
        <source>Seer, close your eyes.</source>
        <translation>پیشگو، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="213"/>
        <source>Apprentice Seer, wake up. You may look at one of the center cards.</source>
        <translation>پیشگوی کارآموز، بیدار شو. می‌توانی یکی از کارت‌های وسط را نگاه کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="214"/>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>پیشگوی کارآموز، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="216"/>
        <source>P.I., wake up. You may look at up to two cards of other players. If you see a Werewolf or the Tanner, you must stop, and you become a Werewolf or a Tanner.</source>
        <translation>کارآگاه، بیدار شو. می‌توانی حداکثر دو کارت از بازیکنان دیگر را نگاه کنی. اگر یک گرگینه یا دباغ ببینی، باید دست بکشی و گرگینه یا دباغ می‌شوی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="218"/>
        <source>P.I., close your eyes.</source>
        <translation>کارآگاه، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="220"/>
        <source>Robber, wake up. You may exchange your card with another player&apos;s card, and then view your new card.</source>
        <translation>دزد، بیدار شو. می‌توانی کارتت را با کارت یک بازیکن دیگر عوض کنی و سپس کارت جدیدت را ببینی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="221"/>
        <source>Robber, close your eyes.</source>
        <translation>دزد، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="223"/>
        <source>Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with any player&apos;s card.</source>
        <translation>جادوگر، بیدار شو. می‌توانی یکی از کارت‌های وسط را نگاه کنی. اگر نگاه کردی، باید آن کارت را با کارت یکی از بازیکنان عوض کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="225"/>
        <source>Witch, close your eyes.</source>
        <translation>جادوگر، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="227"/>
        <source>Troublemaker, wake up. You may exchange cards between two other players.</source>
        <translation>دردسرساز، بیدار شو. می‌توانی کارت‌های دو بازیکن دیگر را با هم عوض کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="228"/>
        <source>Troublemaker, close your eyes.</source>
        <translation>دردسرساز، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="230"/>
        <source>Village Idiot, wake up. You may move everyone&apos;s card but your own to the left or to the right.</source>
        <translation>ابله روستا، بیدار شو. می‌توانی کارت همه به‌جز خودت را به چپ یا به راست جابه‌جا کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="231"/>
        <source>Village Idiot, close your eyes.</source>
        <translation>ابله روستا، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="233"/>
        <source>Drunk, wake up and exchange your card with a card from the center.</source>
        <translation>مست، بیدار شو و کارتت را با یکی از کارت‌های وسط عوض کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="234"/>
        <source>Drunk, close your eyes.</source>
        <translation>مست، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="236"/>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>بی‌خواب، بیدار شو و کارتت را نگاه کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="237"/>
        <source>Insomniac, close your eyes.</source>
        <translation>بی‌خواب، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="239"/>
        <source>Doppelgänger, if you viewed the Insomniac card, wake up and look at your card.</source>
        <translation>همزاد، اگر کارت بی‌خواب را دیده بودی، بیدار شو و کارتت را نگاه کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="242"/>
        <source>Revealer, wake up. You may flip over any other player&apos;s card. If it is a Werewolf or Tanner, flip it over face down.</source>
        <translation>افشاگر، بیدار شو. می‌توانی کارت هر بازیکن دیگری را رو کنی. اگر گرگینه یا دباغ بود، آن را دوباره به پشت برگردان.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="244"/>
        <source>Revealer, close your eyes.</source>
        <translation>افشاگر، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="246"/>
        <source>Doppelgänger, if you viewed the Revealer card, wake up and turn any card face up. If the card you reveal is a Werewolf or a Tanner, turn it back over face down.</source>
        <translation>همزاد، اگر کارت افشاگر را دیده بودی، بیدار شو و یک کارت را رو کن. اگر کارتی که رو می‌کنی گرگینه یا دباغ بود، آن را دوباره به پشت برگردان.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="250"/>
        <source>Curator, wake up. You may place an Artifact token face down on any player&apos;s card.</source>
        <translation>موزه‌دار، بیدار شو. می‌توانی یک ژتون اثر باستانی را به پشت روی کارت هر بازیکنی بگذاری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="251"/>
        <source>Curator, close your eyes.</source>
        <translation>موزه‌دار، چشم‌هایت را ببند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="253"/>
        <source>Doppelgänger, if you viewed the Curator card, wake up and place an Artifact token on any card.</source>
        <translation>همزاد، اگر کارت موزه‌دار را دیده بودی، بیدار شو و یک ژتون اثر باستانی روی یک کارت بگذار.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="262"/>
        <source>Everyone, close your eyes.</source>
        <translation>همه، چشم‌هایتان را ببندید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="263"/>
        <source>Everyone, keep your eyes closed and move your card around slightly.</source>
        <translation>همه، چشم‌هایتان را بسته نگه دارید و کارتتان را کمی جابه‌جا کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="264"/>
        <source>Everyone, wake up!</source>
        <translation>همه، بیدار شوید!</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="265"/>
        <source>If there is an Artifact token on your card, look at it secretly now. Do not show it to anyone.</source>
        <translation>اگر روی کارتت ژتون اثر باستانی هست، همین حالا پنهانی نگاهش کن. آن را به هیچ‌کس نشان نده.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="267"/>
        <source>You have {minutes} minutes to find the Werewolves.</source>
        <translation>{minutes} دقیقه وقت دارید تا گرگینه‌ها را پیدا کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="268"/>
        <source>Everyone, three, two, one, VOTE!</source>
        <translation>همه، سه، دو، یک، رأی بدهید!</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="269"/>
        <source>Keep pointing. Everyone, turn your card face up.</source>
        <translation>همچنان اشاره کنید. همه، کارتتان را رو کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="313"/>
        <source>Claw of the Werewolf</source>
        <translation>چنگال گرگینه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="317"/>
        <source>Brand of the Villager</source>
        <translation>داغ روستایی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="321"/>
        <source>Cudgel of the Tanner</source>
        <translation>چماق دباغ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="325"/>
        <source>Void of Nothingness</source>
        <translation>خلأ نیستی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="329"/>
        <source>Mask of Muting</source>
        <translation>نقاب سکوت</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="333"/>
        <source>Shroud of Shame</source>
        <translation>کفن شرم</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="337"/>
        <source>Bow of the Hunter</source>
        <translation>کمان شکارچی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="341"/>
        <source>Cloak of the Prince</source>
        <translation>ردای شاهزاده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="345"/>
        <source>Sword of the Bodyguard</source>
        <translation>شمشیر محافظ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="350"/>
        <source>Dagger of the Traitor</source>
        <translation>خنجر خائن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="314"/>
        <source>You are a Werewolf.</source>
        <translation>تو گرگینه هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="318"/>
        <source>You are a Villager, with no ability.</source>
        <translation>تو روستایی هستی، بدون هیچ توانایی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="322"/>
        <source>You are a Tanner: you win only if you die.</source>
        <translation>تو دباغ هستی: فقط در صورتی می‌بری که بمیری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="326"/>
        <source>No effect.</source>
        <translation>بدون اثر.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="330"/>
        <source>You may not speak today (gestures are allowed).</source>
        <translation>امروز نمی‌توانی حرف بزنی (اشاره کردن مجاز است).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="334"/>
        <source>Turn away from the table: you may speak but not look at players, cards or tokens.</source>
        <translation>از میز رو برگردان: می‌توانی حرف بزنی اما نباید به بازیکنان، کارت‌ها یا ژتون‌ها نگاه کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="338"/>
        <source>You are a Hunter.</source>
        <translation>تو شکارچی هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="342"/>
        <source>You are a Prince: votes against you do not count.</source>
        <translation>تو شاهزاده هستی: رأی‌هایی که علیه تو داده می‌شود حساب نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="346"/>
        <source>You are a Bodyguard: the player you point at cannot be killed.</source>
        <translation>تو محافظ هستی: بازیکنی که به او اشاره می‌کنی نمی‌تواند کشته شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="351"/>
        <source>You are a traitor: you win only if another player of your team dies.</source>
        <translation>تو خائن هستی: فقط در صورتی می‌بری که بازیکن دیگری از گروه خودت بمیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="376"/>
        <source>First game (base)</source>
        <translation>بازی اول (نسخهٔ پایه)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="378"/>
        <source>First game (Daybreak)</source>
        <translation>بازی اول (سپیده‌دم)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="380"/>
        <source>Evil Transformation</source>
        <translation>دگرگونی شیطانی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="382"/>
        <source>Trust No One</source>
        <translation>به هیچ‌کس اعتماد نکن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="384"/>
        <source>Cautionary Tale</source>
        <translation>داستان عبرت‌آموز</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="386"/>
        <source>Information Society</source>
        <translation>جامعهٔ اطلاعاتی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="388"/>
        <source>Total Chaos</source>
        <translation>آشوب کامل</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="10"/>
        <source>One Night Ultimate Werewolf + Daybreak</source>
        <translation>گرگینهٔ یک‌شبه + سپیده‌دم</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="13"/>
        <source>One Night needs 3 to 10 players, not {count}.</source>
        <translation>یک‌شبه به ۳ تا ۱۰ بازیکن نیاز دارد، نه {count}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="14"/>
        <source>“{role}” is not a One Night role.</source>
        <translation>«{role}» نقشی از یک‌شبه نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="15"/>
        <source>The deck needs exactly {want} cards (players + 3); it has {have}.</source>
        <translation>دسته باید دقیقاً {want} کارت داشته باشد (تعداد بازیکنان + ۳)؛ {have} کارت دارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="17"/>
        <source>Masons come in pairs: use both Mason cards or none.</source>
        <translation>فراماسون‌ها جفتی هستند: یا هر دو کارت فراماسون را بگذارید یا هیچ‌کدام.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="18"/>
        <source>The Alpha Wolf needs a Center Werewolf card, but every Werewolf, Dream Wolf and Mystic Wolf card is already in the deck.</source>
        <translation>گرگ آلفا به یک کارت گرگینهٔ وسط نیاز دارد، اما همهٔ کارت‌های گرگینه، گرگ خواب‌زده و گرگ غیبگو در دسته هستند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="20"/>
        <source>The {role} card cannot be the Center Werewolf card: all its copies are already in the deck.</source>
        <translation>کارت {role} نمی‌تواند کارت گرگینهٔ وسط باشد: همهٔ نسخه‌هایش در دسته هستند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="22"/>
        <source>A Center Werewolf card is chosen, but there is no Alpha Wolf: it is not used.</source>
        <translation>کارت گرگینهٔ وسط انتخاب شده، اما گرگ آلفا در بازی نیست: استفاده نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="23"/>
        <source>The option “{option}” cannot be “{value}”.</source>
        <translation>گزینهٔ «{option}» نمی‌تواند «{value}» باشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="24"/>
        <source>“{artifact}” is not an artifact.</source>
        <translation>«{artifact}» یک اثر باستانی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="25"/>
        <source>The Insomniac learns nothing without a card mover (Robber, Troublemaker, Witch, Village Idiot or Alpha Wolf).</source>
        <translation>بی‌خواب بدون نقشی که کارت جابه‌جا کند (دزد، دردسرساز، جادوگر، ابله روستا یا گرگ آلفا) چیزی نمی‌فهمد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="27"/>
        <source>The Bodyguard is recommended for 5 or more players.</source>
        <translation>محافظ برای ۵ بازیکن یا بیشتر توصیه می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="28"/>
        <source>The deck has no Werewolf card.</source>
        <translation>دسته هیچ کارت گرگینه‌ای ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="29"/>
        <source>The Curator is in the deck but the artifact pool is empty.</source>
        <translation>موزه‌دار در دسته است اما مجموعهٔ اثرهای باستانی خالی است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="32"/>
        <source>{player} is not awake now.</source>
        <translation>{player} اکنون بیدار نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="33"/>
        <source>{player} has already acted in this step.</source>
        <translation>{player} در این مرحله کارش را انجام داده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="34"/>
        <source>{target}&apos;s card is shielded: it cannot be viewed, moved, turned over or given an artifact.</source>
        <translation>کارت {target} سپر دارد: نمی‌توان آن را دید، جابه‌جا کرد، رو کرد یا اثر باستانی رویش گذاشت.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="35"/>
        <source>Your own card is shielded, so you cannot do that.</source>
        <translation>کارت خودت سپر دارد، پس نمی‌توانی این کار را بکنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="36"/>
        <source>Choose another player&apos;s card, not your own.</source>
        <translation>کارت بازیکن دیگری را انتخاب کن، نه کارت خودت را.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="38"/>
        <source>You have already looked at {target}&apos;s card.</source>
        <translation>کارت {target} را قبلاً دیده‌ای.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="39"/>
        <source>{target}&apos;s card is already face up.</source>
        <translation>کارت {target} از قبل رو است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="40"/>
        <source>{target}&apos;s card already carries an artifact.</source>
        <translation>روی کارت {target} از قبل اثر باستانی هست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="41"/>
        <source>There is no artifact left to place.</source>
        <translation>دیگر اثر باستانی‌ای برای گذاشتن نمانده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="42"/>
        <source>You looked at a center card, so you must now exchange it with a player&apos;s card.</source>
        <translation>یک کارت وسط را دیدی، پس اکنون باید آن را با کارت یک بازیکن عوض کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="43"/>
        <source>“{card}” is not a center card.</source>
        <translation>«{card}» کارت وسط نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="44"/>
        <source>There are not enough cards that can be moved.</source>
        <translation>کارت‌های قابل جابه‌جایی کافی نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="45"/>
        <source>Point at another player, not at yourself.</source>
        <translation>به بازیکن دیگری اشاره کن، نه به خودت.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="46"/>
        <source>{player} has already voted.</source>
        <translation>{player} قبلاً رأی داده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="47"/>
        <source>No {role} card is left to place there.</source>
        <translation>دیگر کارتی از نقش {role} برای گذاشتن آنجا نمانده است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="50"/>
        <source>You were dealt the {role} card.</source>
        <translation>کارت {role} به تو داده شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="51"/>
        <source>You looked at {player}&apos;s card: {role}.</source>
        <translation>کارت {player} را دیدی: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="52"/>
        <source>You looked at the center card {card}: {role}.</source>
        <translation>کارت وسط {card} را دیدی: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="53"/>
        <source>You looked at {player}&apos;s card: {role}. You are now the {role}.</source>
        <translation>کارت {player} را دیدی: {role}. اکنون تو {role} هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="54"/>
        <source>The other Werewolves: {players}.</source>
        <translation>گرگینه‌های دیگر: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="55"/>
        <source>Thumbs shown by the Dream Wolf: {players}.</source>
        <translation>شست‌های گرگ خواب‌زده: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="56"/>
        <source>You are the only Werewolf awake.</source>
        <translation>تو تنها گرگینهٔ بیدار هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="57"/>
        <source>The Werewolves show their thumbs: {players}.</source>
        <translation>گرگینه‌ها شستشان را نشان می‌دهند: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="58"/>
        <source>No player shows a thumb: there is no Werewolf among the players.</source>
        <translation>هیچ بازیکنی شست نشان نمی‌دهد: هیچ گرگینه‌ای میان بازیکنان نیست.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="59"/>
        <source>The other Masons: {players}.</source>
        <translation>فراماسون‌های دیگر: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="60"/>
        <source>You see no other Mason.</source>
        <translation>هیچ فراماسون دیگری نمی‌بینی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="61"/>
        <source>You placed a shield on {player}&apos;s card.</source>
        <translation>روی کارت {player} سپر گذاشتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="62"/>
        <source>You gave the Center Werewolf card to {player}.</source>
        <translation>کارت گرگینهٔ وسط را به {player} دادی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="63"/>
        <source>You must stop: you are now a {role}.</source>
        <translation>باید دست بکشی: اکنون تو {role} هستی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="64"/>
        <source>You took {player}&apos;s card and looked at it: {role}.</source>
        <translation>کارت {player} را برداشتی و نگاهش کردی: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="65"/>
        <source>You exchanged the center card {card} with {player}&apos;s card.</source>
        <translation>کارت وسط {card} را با کارت {player} عوض کردی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="66"/>
        <source>You exchanged the cards of {first} and {second}.</source>
        <translation>کارت‌های {first} و {second} را با هم عوض کردی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="67"/>
        <source>You moved the other players&apos; cards to the left.</source>
        <translation>کارت‌های بازیکنان دیگر را به چپ جابه‌جا کردی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="68"/>
        <source>You moved the other players&apos; cards to the right.</source>
        <translation>کارت‌های بازیکنان دیگر را به راست جابه‌جا کردی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="69"/>
        <source>You exchanged your card with the center card {card}.</source>
        <translation>کارتت را با کارت وسط {card} عوض کردی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="70"/>
        <source>You look at your card: {role}.</source>
        <translation>کارتت را نگاه می‌کنی: {role}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="71"/>
        <source>Your card is shielded: you cannot look at it.</source>
        <translation>کارتت سپر دارد: نمی‌توانی نگاهش کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="72"/>
        <source>You turned {player}&apos;s card face up: {role}. It stays face up.</source>
        <translation>کارت {player} را رو کردی: {role}. رو باقی می‌ماند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="73"/>
        <source>You turned {player}&apos;s card face up: {role}. You turned it face down again.</source>
        <translation>کارت {player} را رو کردی: {role}. دوباره آن را به پشت برگرداندی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="74"/>
        <source>You placed an artifact on {player}&apos;s card without looking at it.</source>
        <translation>بدون نگاه کردن، یک اثر باستانی روی کارت {player} گذاشتی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="75"/>
        <source>Time was up before you made your mandatory choice: it was made for you at random.</source>
        <translation>پیش از آنکه انتخاب اجباری‌ات را انجام دهی وقت تمام شد: به‌جای تو به‌طور تصادفی انتخاب شد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="76"/>
        <source>There is an artifact on your card: {artifact}. {effect}</source>
        <translation>روی کارتت یک اثر باستانی هست: {artifact}. {effect}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="77"/>
        <source>The artifact placed on {player}&apos;s card is the {artifact}.</source>
        <translation>اثر باستانی روی کارت {player}، {artifact} است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="78"/>
        <source>The cards are dealt.</source>
        <translation>کارت‌ها پخش شدند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="81"/>
        <source>Night: {step}</source>
        <translation>شب: {step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="82"/>
        <source>Day: discuss who the Werewolves are, then vote.</source>
        <translation>روز: دربارهٔ اینکه گرگینه‌ها چه کسانی هستند بحث کنید، سپس رأی بدهید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="83"/>
        <source>Vote: every player points at another player.</source>
        <translation>رأی‌گیری: هر بازیکن به بازیکن دیگری اشاره می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="84"/>
        <source>Enter the card the table shows at {position}.</source>
        <translation>کارتی را که سر میز در {position} دیده می‌شود وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="86"/>
        <source>Did the investigator ({card} card) become a Werewolf or a Tanner?</source>
        <translation>آیا کارآگاه (کارت {card}) گرگینه یا دباغ شد؟</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="87"/>
        <source>Enter the artifact on {player}&apos;s card, if any.</source>
        <translation>اثر باستانی روی کارت {player} را، اگر هست، وارد کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="88"/>
        <source>Dealing the cards.</source>
        <translation>در حال پخش کارت‌ها.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="89"/>
        <source>Night step {number}: {step}</source>
        <translation>مرحلهٔ شب {number}: {step}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="90"/>
        <source>Dawn. Face-up cards: {cards}. Shields: {shields}. Artifact tokens: {artifacts}.</source>
        <translation>سپیده‌دم. کارت‌های رو: {cards}. سپرها: {shields}. ژتون‌های اثر باستانی: {artifacts}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="91"/>
        <source>{player}: {role}</source>
        <translation>{player}: {role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="92"/>
        <source>The day is over: time to vote.</source>
        <translation>روز تمام شد: وقت رأی‌گیری است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="93"/>
        <source>{player} has voted.</source>
        <translation>{player} رأی داد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="94"/>
        <source>The votes: {votes}.</source>
        <translation>رأی‌ها: {votes}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="95"/>
        <source>{player} → {target}</source>
        <translation>{player} ← {target}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="96"/>
        <source>{player} did not vote</source>
        <translation>{player} رأی نداد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="97"/>
        <source>Dead: {players}.</source>
        <translation>مردگان: {players}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="98"/>
        <source>Nobody dies.</source>
        <translation>هیچ‌کس نمی‌میرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="99"/>
        <source>{hunter}, a Hunter, takes {target} down too.</source>
        <translation>{hunter}، که شکارچی است، {target} را هم با خود می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="100"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Bodyguard protects {target}.</source>
        <translation>{hunter}، که شکارچی است، به {target} شلیک می‌کند، اما محافظ از {target} محافظت می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="101"/>
        <source>{hunter}, a Hunter, shoots at {target}, but the Prince cannot be shot.</source>
        <translation>{hunter}، که شکارچی است، به {target} شلیک می‌کند، اما به شاهزاده نمی‌توان شلیک کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="102"/>
        <source>{position}: {role}</source>
        <translation>{position}: {role}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="103"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="104"/>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="105"/>
        <source>{player}&apos;s card</source>
        <translation>کارت {player}</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="106"/>
        <source>no copy (the card started in the center)</source>
        <translation>بدون کپی (کارت از اول در وسط بود)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="107"/>
        <source>no conversion</source>
        <translation>بدون تبدیل</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="110"/>
        <source>{outcome} Winners: {winners}.</source>
        <translation>{outcome} برندگان: {winners}.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="111"/>
        <source>A Werewolf died: the village team wins.</source>
        <translation>یک گرگینه مرد: گروه روستا می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="112"/>
        <source>No player is a Werewolf and nobody died: the village team wins.</source>
        <translation>هیچ بازیکنی گرگینه نیست و کسی نمرد: گروه روستا می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="113"/>
        <source>No player is a Werewolf and the Minion died: the village team wins.</source>
        <translation>هیچ بازیکنی گرگینه نیست و دست‌نشانده مرد: گروه روستا می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="114"/>
        <source>No Werewolf died: the werewolf team wins.</source>
        <translation>هیچ گرگینه‌ای نمرد: گروه گرگینه‌ها می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="115"/>
        <source>A Tanner died and no Werewolf died: the Werewolves cannot win.</source>
        <translation>یک دباغ مرد و هیچ گرگینه‌ای نمرد: گرگینه‌ها نمی‌توانند ببرند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="116"/>
        <source>No player is a Werewolf, but a player died: the village team loses.</source>
        <translation>هیچ بازیکنی گرگینه نیست، اما بازیکنی مرد: گروه روستا می‌بازد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="119"/>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="120"/>
        <source>Physical: the table uses its own cards and the app narrates; the moderator enters the final cards and the votes. App: the app deals and each awake player acts on it.</source>
        <translation>کارت‌های فیزیکی: بازیکنان از کارت‌های خودشان استفاده می‌کنند و برنامه متن شب را بلند می‌خواند؛ گرداننده کارت‌های نهایی و رأی‌ها را وارد می‌کند. برنامه: برنامه کارت‌ها را پخش می‌کند و هر بازیکن بیدار کارش را روی آن انجام می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="122"/>
        <source>Physical cards</source>
        <translation>کارت‌های فیزیکی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="123"/>
        <source>Dealt by the app</source>
        <translation>پخش توسط برنامه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="124"/>
        <source>Seconds per night step</source>
        <translation>ثانیه برای هر مرحلهٔ شب</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="125"/>
        <source>The fixed pause of every night call, the same whether or not anyone acts.</source>
        <translation>مکث ثابت هر فراخوان شب، چه کسی کاری بکند چه نکند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="126"/>
        <source>Day timer (seconds)</source>
        <translation>زمان روز (ثانیه)</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="127"/>
        <source>How long the players discuss before the vote.</source>
        <translation>مدت بحث بازیکنان پیش از رأی‌گیری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="128"/>
        <source>Lone wolf peek</source>
        <translation>نگاه گرگ تنها</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="129"/>
        <source>A Werewolf who wakes alone may look at one center card.</source>
        <translation>گرگینه‌ای که تنها بیدار می‌شود می‌تواند یک کارت وسط را نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="130"/>
        <source>Dream Wolf thumb stops the lone wolf</source>
        <translation>شست گرگ خواب‌زده جلوی گرگ تنها را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="131"/>
        <source>A Werewolf who sees a Dream Wolf&apos;s thumb is not alone and may not peek.</source>
        <translation>گرگینه‌ای که شست گرگ خواب‌زده را می‌بیند تنها نیست و نمی‌تواند نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="132"/>
        <source>Center Werewolf card</source>
        <translation>کارت گرگینهٔ وسط</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="133"/>
        <source>The wolf card set aside for the Alpha Wolf (automatic: the first one not in the deck).</source>
        <translation>کارت گرگی که برای گرگ آلفا کنار گذاشته می‌شود (خودکار: اولین کارتی که در دسته نیست).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="134"/>
        <source>Automatic</source>
        <translation>خودکار</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="135"/>
        <source>Daybreak artifacts</source>
        <translation>اثرهای باستانی سپیده‌دم</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="136"/>
        <source>Put the six Daybreak artifact tokens in the Curator&apos;s pool.</source>
        <translation>شش ژتون اثر باستانی سپیده‌دم را در مجموعهٔ موزه‌دار بگذارید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="137"/>
        <source>Bonus artifacts</source>
        <translation>اثرهای باستانی اضافه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="138"/>
        <source>Add the Bow of the Hunter, Cloak of the Prince, Sword of the Bodyguard and Dagger of the Traitor to the pool.</source>
        <translation>کمان شکارچی، ردای شاهزاده، شمشیر محافظ و خنجر خائن را به مجموعه اضافه کنید.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="140"/>
        <source>Artifacts removed from the pool</source>
        <translation>اثرهای باستانی حذف‌شده از مجموعه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="141"/>
        <source>The artifact tokens to leave out of the Curator&apos;s pool.</source>
        <translation>ژتون‌های اثر باستانی که از مجموعهٔ موزه‌دار کنار گذاشته می‌شوند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="144"/>
        <source>Doppelgänger-Witch may swap with their own card</source>
        <translation>همزاد جادوگر می‌تواند با خودش عوض کند</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="145"/>
        <source>A Doppelgänger who copied the Witch may exchange the center card with their own card.</source>
        <translation>همزادی که جادوگر را کپی کرده می‌تواند کارت وسط را با کارت خودش عوض کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="146"/>
        <source>Doppelgänger-Curator may choose their own card</source>
        <translation>همزاد موزه‌دار می‌تواند کارت خودش را انتخاب کند</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="147"/>
        <source>A Doppelgänger who copied the Curator may place the artifact on their own card.</source>
        <translation>همزادی که موزه‌دار را کپی کرده می‌تواند اثر باستانی را روی کارت خودش بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="167"/>
        <source>Go on to the next night step.</source>
        <translation>رفتن به مرحلهٔ بعدی شب.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="168"/>
        <source>End the day and vote.</source>
        <translation>پایان روز و رأی‌گیری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="169"/>
        <source>Close the vote.</source>
        <translation>بستن رأی‌گیری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="170"/>
        <source>Whom does {player} point at?</source>
        <translation>{player} به چه کسی اشاره می‌کند؟</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="171"/>
        <source>Choose another player&apos;s card to look at: you become that role.</source>
        <translation>کارت یک بازیکن دیگر را برای نگاه کردن انتخاب کن: تو همان نقش می‌شوی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="172"/>
        <source>You may choose a card to place the shield token on.</source>
        <translation>می‌توانی کارتی را برای گذاشتن ژتون سپر انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="173"/>
        <source>Choose the player who gets the Center Werewolf card.</source>
        <translation>بازیکنی را که کارت گرگینهٔ وسط را می‌گیرد انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="174"/>
        <source>You may choose another player&apos;s card to look at.</source>
        <translation>می‌توانی کارت یک بازیکن دیگر را برای نگاه کردن انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="175"/>
        <source>You may choose a center card to look at.</source>
        <translation>می‌توانی یکی از کارت‌های وسط را برای نگاه کردن انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="176"/>
        <source>You may choose two center cards to look at.</source>
        <translation>می‌توانی دو تا از کارت‌های وسط را برای نگاه کردن انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="177"/>
        <source>You may choose another player&apos;s card to look at (up to two; a Werewolf or the Tanner stops you).</source>
        <translation>می‌توانی کارت یک بازیکن دیگر را برای نگاه کردن انتخاب کنی (حداکثر دو کارت؛ گرگینه یا دباغ تو را متوقف می‌کند).</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="179"/>
        <source>You may choose a card to take.</source>
        <translation>می‌توانی کارتی را برای برداشتن انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="180"/>
        <source>You may choose a center card to look at; you must then exchange it with a player&apos;s card.</source>
        <translation>می‌توانی یکی از کارت‌های وسط را برای نگاه کردن انتخاب کنی؛ سپس باید آن را با کارت یک بازیکن عوض کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="182"/>
        <source>Choose the player&apos;s card to exchange with that center card.</source>
        <translation>کارت بازیکنی را که با آن کارت وسط عوض می‌شود انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="183"/>
        <source>You may choose two other players whose cards to exchange.</source>
        <translation>می‌توانی دو بازیکن دیگر را برای عوض کردن کارت‌هایشان انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="184"/>
        <source>You may move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>می‌توانی کارت همهٔ بازیکنان دیگر را یک جا به چپ یا به راست ببری.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="185"/>
        <source>Choose the center card to exchange with your card.</source>
        <translation>کارتی از وسط را که با کارتت عوض می‌شود انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="186"/>
        <source>You may choose another player&apos;s card to turn face up.</source>
        <translation>می‌توانی کارت یک بازیکن دیگر را برای رو کردن انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="187"/>
        <source>You may choose a card to place an Artifact token on.</source>
        <translation>می‌توانی کارتی را برای گذاشتن ژتون اثر باستانی انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="142"/>
        <source>Doppelgänger before the Sentinel</source>
        <translation>همزاد پیش از نگهبان</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/games/onuw/texts.py" line="16"/>
        <source>The game has only %n {role} card(s); the deck asks for {have}.</source>
        <translation>
            <numerusform>بازی فقط %Ln کارت {role} دارد؛ دسته {have} کارت می‌خواهد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="37"/>
        <source>The Alpha Wolf cannot give the Center Werewolf card to {target}, a Werewolf they know.</source>
        <translation>گرگ آلفا نمی‌تواند کارت گرگینهٔ وسط را به {target} بدهد، گرگینه‌ای که او می‌شناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="85"/>
        <source>Ask the player who was dealt the Doppelgänger which role they copied.</source>
        <translation>از بازیکنی که کارت همزاد به او داده شده بود بپرسید کدام نقش را کپی کرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="143"/>
        <source>Call the Doppelgänger (#1) before the Sentinel (#0), as in later charts.</source>
        <translation>همزاد (شمارهٔ ۱) را پیش از نگهبان (شمارهٔ ۰) صدا بزنید، مانند جدول‌های بعدی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="148"/>
        <source>A P.I.&apos;s conversion follows</source>
        <translation>تبدیل کارآگاه دنبال می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="149"/>
        <source>Whether the Werewolf or Tanner a P.I. became travels with the P.I. card or stays with the player who investigated.</source>
        <translation>آیا گرگینه یا دباغ شدن کارآگاه همراه کارت کارآگاه جابه‌جا می‌شود یا با بازیکنی که تحقیق کرد می‌ماند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="151"/>
        <source>the card</source>
        <translation>کارت</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="152"/>
        <source>the player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="153"/>
        <source>Bodyguard&apos;s pointing is also a vote</source>
        <translation>اشارهٔ محافظ رأی هم حساب می‌شود</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="154"/>
        <source>Count the Bodyguard&apos;s pointing as a vote as well as a protection.</source>
        <translation>اشارهٔ محافظ هم محافظت و هم یک رأی حساب شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="155"/>
        <source>Bodyguard protects from the Hunter</source>
        <translation>محافظ در برابر شکارچی هم محافظت می‌کند</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="156"/>
        <source>The player the Bodyguard points at cannot be killed by a Hunter&apos;s shot either.</source>
        <translation>بازیکنی که محافظ به او اشاره می‌کند با تیر شکارچی هم کشته نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="157"/>
        <source>Prince is immune to the Hunter</source>
        <translation>شاهزاده در برابر شکارچی مصون است</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="158"/>
        <source>A Hunter&apos;s shot does not kill the Prince.</source>
        <translation>تیر شکارچی شاهزاده را نمی‌کشد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="159"/>
        <source>Minion&apos;s death wins for the village when no player is a Werewolf</source>
        <translation>وقتی هیچ بازیکنی گرگینه نیست، مرگ دست‌نشانده به برد روستا می‌انجامد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="160"/>
        <source>With no Werewolf among the players, the village wins if the Minion dies and no Tanner dies.</source>
        <translation>وقتی هیچ گرگینه‌ای میان بازیکنان نیست، اگر دست‌نشانده بمیرد و هیچ دباغی نمیرد، روستا می‌برد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="162"/>
        <source>Random choice when time is up</source>
        <translation>انتخاب تصادفی وقتی زمان تمام شود</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="163"/>
        <source>If a mandatory night action (Doppelgänger, Alpha Wolf, Witch after looking, Drunk) is not done in time, the app makes a random legal choice; otherwise it is skipped.</source>
        <translation>اگر یک کار اجباری شب (همزاد، گرگ آلفا، جادوگر پس از نگاه کردن، مست) به‌موقع انجام نشود، برنامه یک انتخاب مجاز تصادفی انجام می‌دهد؛ در غیر این صورت از آن صرف‌نظر می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/recap.py" line="14"/>
        <source>dealt the {dealt}, ended as the {final}</source>
        <translation>کارت {dealt} به او رسید و در پایان {final} بود</translation>
    </message>
</context>
<context>
    <name>onuw.param</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="200"/>
        <source>Center card to look at</source>
        <translation>کارت وسط برای نگاه کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="201"/>
        <source>Card to look at</source>
        <translation>کارت برای نگاه کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="204"/>
        <source>Points at</source>
        <extracomment>(action type, parameter) -&gt; the label of that parameter in a choice form.</extracomment>
        <translation>اشاره می‌کند به</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="205"/>
        <source>Card to copy</source>
        <translation>کارت برای تقلید</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="206"/>
        <source>Card to shield</source>
        <translation>کارت برای سپر</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="207"/>
        <source>Gets the Center Werewolf card</source>
        <translation>گیرندهٔ کارت گرگینهٔ وسط</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="213"/>
        <source>Center cards to look at</source>
        <translation>کارت‌های وسط برای نگاه کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="214"/>
        <source>Card to take</source>
        <translation>کارت برای برداشتن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="215"/>
        <source>Card to exchange</source>
        <translation>کارت برای عوض کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="216"/>
        <source>Cards to exchange</source>
        <translation>کارت‌ها برای عوض کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="217"/>
        <source>Direction</source>
        <translation>جهت</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="218"/>
        <source>Center card to take</source>
        <translation>کارت وسط برای برداشتن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="219"/>
        <source>Card to turn face up</source>
        <translation>کارت برای رو کردن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="220"/>
        <source>Card for the Artifact token</source>
        <translation>کارت برای ژتون اثر باستانی</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="221"/>
        <source>Position</source>
        <translation>جایگاه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="222"/>
        <source>Card shown</source>
        <translation>کارت رو‌شده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="223"/>
        <source>Role copied</source>
        <translation>نقش تقلیدشده</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="224"/>
        <source>Investigator&apos;s card</source>
        <translation>کارت کارآگاه</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="225"/>
        <source>Became</source>
        <translation>تبدیل شد به</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="226"/>
        <source>Player who investigated</source>
        <translation>بازیکنی که تحقیق کرد</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="227"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="228"/>
        <source>Artifact token</source>
        <translation>ژتون اثر باستانی</translation>
    </message>
</context>
<context>
    <name>onuw.phase</name>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="192"/>
        <source>Deal</source>
        <extracomment>Phase id (the &quot;phase&quot; of every view) -&gt; its name.</extracomment>
        <translation>پخش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="193"/>
        <source>Night</source>
        <translation>شب</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="194"/>
        <source>Day</source>
        <translation>روز</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="195"/>
        <source>Vote</source>
        <translation>رأی‌گیری</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="196"/>
        <source>Revealing the cards</source>
        <translation>رو کردن کارت‌ها</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/texts.py" line="197"/>
        <source>End of the game</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>onuw.role_summary</name>
    <message>
        <location filename="../engine/games/onuw/data.py" line="52"/>
        <source>Looks at another player&apos;s card at night and becomes that role, with its team and night action.</source>
        <translation>شب کارت یک بازیکن دیگر را نگاه می‌کند و همان نقش می‌شود، با گروه و کار شبانهٔ آن.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="54"/>
        <source>Wakes with the other Werewolves; a Werewolf who wakes alone may look at one center card.</source>
        <translation>با گرگینه‌های دیگر بیدار می‌شود؛ گرگینه‌ای که تنها بیدار شود می‌تواند یک کارت وسط را نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="58"/>
        <source>The two Masons wake up and see each other.</source>
        <translation>دو فراماسون بیدار می‌شوند و یکدیگر را می‌بینند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="60"/>
        <source>May look at another player&apos;s card or at two center cards.</source>
        <translation>می‌تواند کارت یک بازیکن دیگر یا دو کارت وسط را نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="64"/>
        <source>May swap the cards of two other players without looking at them.</source>
        <translation>می‌تواند کارت‌های دو بازیکن دیگر را بدون نگاه کردن با هم عوض کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="70"/>
        <source>Has no night action: finds the Werewolves by talking.</source>
        <translation>کار شبانه‌ای ندارد: گرگینه‌ها را با گفت‌وگو پیدا می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="76"/>
        <source>May shield another player&apos;s card: nobody may then look at it, move it or put an artifact on it.</source>
        <translation>می‌تواند روی کارت بازیکن دیگری سپر بگذارد: دیگر کسی نمی‌تواند آن را ببیند، جابه‌جا کند یا اثر باستانی رویش بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="81"/>
        <source>Wakes with the Werewolves, then may look at another player&apos;s card.</source>
        <translation>با گرگینه‌ها بیدار می‌شود، سپس می‌تواند کارت یک بازیکن دیگر را نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="85"/>
        <source>May look at one center card.</source>
        <translation>می‌تواند یک کارت وسط را نگاه کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="91"/>
        <source>May move every other player&apos;s card one seat to the left or to the right.</source>
        <translation>می‌تواند کارت همهٔ بازیکنان دیگر را یک جا به چپ یا به راست جابه‌جا کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="93"/>
        <source>May turn another player&apos;s card face up; a Werewolf or the Tanner is turned back face down.</source>
        <translation>می‌تواند کارت بازیکن دیگری را رو کند؛ اگر گرگینه یا دباغ بود، دوباره به پشت برگردانده می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="56"/>
        <source>Sees who the Werewolves are; wins with them if no Werewolf dies, even if the Minion dies.</source>
        <translation>می‌بیند گرگینه‌ها چه کسانی هستند؛ اگر هیچ گرگینه‌ای نمیرد با آن‌ها می‌برد، حتی اگر خودش بمیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="62"/>
        <source>May swap their card with another player&apos;s card and look at it; they end as that role.</source>
        <translation>می‌تواند کارتش را با کارت بازیکن دیگری عوض کند و آن را ببیند؛ در پایان همان نقش است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="66"/>
        <source>Must swap their card with a center card without looking; they end as that role.</source>
        <translation>باید کارتش را بدون نگاه کردن با یک کارت وسط عوض کند؛ در پایان همان نقش است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="68"/>
        <source>Looks at their own card at the end of the night to see whether it changed.</source>
        <translation>در پایان شب کارت خودش را نگاه می‌کند تا ببیند عوض شده است یا نه.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="72"/>
        <source>If the Hunter dies, the player they point at in the vote dies too.</source>
        <translation>اگر بمیرد، بازیکنی که هنگام رأی‌گیری به او اشاره کرده هم می‌میرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="74"/>
        <source>On no team: wins only by dying.</source>
        <translation>در هیچ گروهی نیست: فقط در صورتی می‌برد که بمیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="78"/>
        <source>Wakes with the Werewolves, then must give the Center Werewolf card to a player who is not a Werewolf they know.</source>
        <translation>با گرگینه‌ها بیدار می‌شود، سپس باید کارت گرگینهٔ وسط را به بازیکنی بدهد که او را گرگینه نمی‌شناسد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="83"/>
        <source>A Werewolf who never opens their eyes; shows a thumb so the other Werewolves and the Minion know them.</source>
        <translation>گرگینه‌ای که هرگز چشم باز نمی‌کند؛ شستش را نشان می‌دهد تا گرگینه‌های دیگر و دست‌نشانده او را بشناسند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="87"/>
        <source>May look at up to two other players&apos; cards; on a Werewolf or the Tanner they stop and become one.</source>
        <translation>می‌تواند کارت حداکثر دو بازیکن دیگر را نگاه کند؛ با دیدن گرگینه یا دباغ دست می‌کشد و خودش همان می‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="89"/>
        <source>May look at a center card; if they do, they must swap it with any player&apos;s card, their own included.</source>
        <translation>می‌تواند یک کارت وسط را نگاه کند؛ اگر نگاه کرد، باید آن را با کارت هر بازیکنی، حتی خودش، عوض کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="95"/>
        <source>May place a random artifact, face down, on any player&apos;s card, their own included.</source>
        <translation>می‌تواند یک اثر باستانی تصادفی را به پشت روی کارت هر بازیکنی، حتی خودش، بگذارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="97"/>
        <source>Never wakes; the player they point at in the vote cannot be killed.</source>
        <translation>هرگز بیدار نمی‌شود؛ بازیکنی که هنگام رأی‌گیری به او اشاره کند کشته نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="99"/>
        <source>Made by the Cloak of the Prince: votes against them do not count.</source>
        <translation>ساختهٔ ردای شاهزاده: رأی‌هایی که علیه او داده شود حساب نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="315"/>
        <source>Artifact: whoever has it on their card is a Werewolf.</source>
        <translation>اثر باستانی: هر کس آن را روی کارتش داشته باشد گرگینه است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="319"/>
        <source>Artifact: whoever has it on their card is a Villager, with no ability.</source>
        <translation>اثر باستانی: هر کس آن را روی کارتش داشته باشد روستایی است، بدون هیچ توانایی.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="323"/>
        <source>Artifact: whoever has it on their card is a Tanner and wins only by dying.</source>
        <translation>اثر باستانی: هر کس آن را روی کارتش داشته باشد دباغ است و فقط در صورتی می‌برد که بمیرد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="327"/>
        <source>Artifact with no effect.</source>
        <translation>اثر باستانی‌ای که هیچ اثری ندارد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="331"/>
        <source>Artifact: its holder may not speak during the day, only gesture.</source>
        <translation>اثر باستانی: دارندهٔ آن در طول روز نمی‌تواند حرف بزند و فقط اشاره می‌کند.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="335"/>
        <source>Artifact: its holder turns away from the table for the day but still votes.</source>
        <translation>اثر باستانی: دارندهٔ آن در طول روز از میز رو برمی‌گرداند اما همچنان رأی می‌دهد.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="339"/>
        <source>Bonus artifact: whoever has it on their card is a Hunter.</source>
        <translation>اثر باستانی اضافه: هر کس آن را روی کارتش داشته باشد شکارچی است.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="343"/>
        <source>Bonus artifact: its holder is a Prince, and votes against them do not count.</source>
        <translation>اثر باستانی اضافه: دارندهٔ آن شاهزاده است و رأی‌هایی که علیه او داده شود حساب نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="347"/>
        <source>Bonus artifact: its holder is a Bodyguard, and the player they point at cannot be killed.</source>
        <translation>اثر باستانی اضافه: دارندهٔ آن محافظ است و بازیکنی که به او اشاره کند کشته نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../engine/games/onuw/data.py" line="352"/>
        <source>Bonus artifact: its holder keeps their role but wins only if another player of their team dies.</source>
        <translation>اثر باستانی اضافه: دارندهٔ آن نقشش را نگه می‌دارد اما فقط در صورتی می‌برد که بازیکن دیگری از گروه خودش بمیرد.</translation>
    </message>
</context>
</TS>
