<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../desktop/board.py" line="225"/>
        <source>Tablekeeper board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../desktop/console.py" line="148"/>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="169"/>
        <source>Not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="192"/>
        <source>choose {n} (chosen: {m})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleWindow</name>
    <message>
        <location filename="../desktop/console.py" line="504"/>
        <source>Tablekeeper — moderator console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="505"/>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="506"/>
        <location filename="../desktop/console.py" line="809"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="507"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="508"/>
        <source>Repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="509"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="510"/>
        <source>Timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="511"/>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="512"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="513"/>
        <source>Hold to show private lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="514"/>
        <location filename="../desktop/console.py" line="518"/>
        <location filename="../desktop/console.py" line="694"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="515"/>
        <location filename="../desktop/console.py" line="519"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="516"/>
        <location filename="../desktop/console.py" line="522"/>
        <source>Blank the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="517"/>
        <source>Confirm the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="520"/>
        <source>Pause or resume narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="521"/>
        <source>Start or pause the timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="523"/>
        <source>Board full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="524"/>
        <source>Show the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="525"/>
        <source>Save the game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="526"/>
        <source>Open a game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="527"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="528"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="529"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="530"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="531"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="532"/>
        <source>&amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="533"/>
        <source>Board screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="534"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="535"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="608"/>
        <source>Waiting for private choices after this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="611"/>
        <source>Nothing to enter now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="618"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="624"/>
        <source>Play again with the same players and roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="626"/>
        <source>Back to the setup wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="644"/>
        <location filename="../desktop/console.py" line="661"/>
        <source>[private to {players}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="646"/>
        <location filename="../desktop/console.py" line="663"/>
        <source>[moderator only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="695"/>
        <source>{player} has already seen the outcome of their private choice; it cannot be chosen again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="698"/>
        <source>{player} has seen {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="701"/>
        <source>Undoing this step takes back something players have already seen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="702"/>
        <source>Undo anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="703"/>
        <source>Undo a private reveal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="765"/>
        <location filename="../desktop/console.py" line="809"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="806"/>
        <source>Time is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="824"/>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="824"/>
        <location filename="../desktop/console.py" line="835"/>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="832"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="832"/>
        <source>The record could not be saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="835"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="846"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="846"/>
        <source>This file cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="545"/>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="546"/>
        <source>Who deals the cards: the app, or your own cards on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="547"/>
        <source>The app deals (pass the laptop round to see your role)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="548"/>
        <source>Each player holds a button to see their role and what they know; secret choices are made on the laptop, passed from hand to hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="550"/>
        <source>Physical cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="551"/>
        <source>Deal your own cards. The moderator enters only what the table sees; the app keeps the rules, the board and the narration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="553"/>
        <source>Put exactly these cards in the deck:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeliveryCard</name>
    <message>
        <location filename="../desktop/console.py" line="218"/>
        <source>Give the laptop to {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="222"/>
        <source>{player}: press and hold the button to see what you learn; release to hide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="224"/>
        <source>Hold to see ({player})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="232"/>
        <source>I have seen it — next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/wizard.py" line="228"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="229"/>
        <source>Choose the game and its variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="230"/>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NarrationPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="594"/>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="595"/>
        <source>The spoken night and reveal script. Its language may differ from the screen&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="596"/>
        <source>Narration language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="597"/>
        <source>Voice (empty: the best for the language):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="598"/>
        <source>Speed (words per minute):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="599"/>
        <source>Step length in seconds (0: as scripted):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../desktop/night.py" line="44"/>
        <source>Eyes closed. Only the player just called opens the laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="48"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="59"/>
        <source>There is nothing for you to choose now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="62"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="72"/>
        <source>Hold to see what you learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/night.py" line="78"/>
        <source>Done — close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnuwDesktop</name>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="29"/>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="30"/>
        <source>Artifact token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="31"/>
        <source>Face up: {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="32"/>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="33"/>
        <source>Voted for {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="34"/>
        <source>Has voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="35"/>
        <source>Cards in play: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="36"/>
        <source>Center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="37"/>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="38"/>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="39"/>
        <source>to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="40"/>
        <source>to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="41"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="42"/>
        <source>Next night step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="43"/>
        <source>End the day and vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="44"/>
        <source>Close the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="45"/>
        <source>{player} points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="46"/>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="47"/>
        <source>what they learned at night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/onuw/__init__.py" line="48"/>
        <source>their card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="338"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="339"/>
        <source>How many play, and their names in seat order (clockwise around the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="340"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="341"/>
        <source>Recent rosters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="342"/>
        <source>Seat 1 sits at the moderator&apos;s left; the order matters for leaders and neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="344"/>
        <source>(choose a recent roster)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivateChoiceCard</name>
    <message>
        <location filename="../desktop/console.py" line="250"/>
        <source>Give the laptop to {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="253"/>
        <source>I am {player}: show my choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestDesktop</name>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="29"/>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="30"/>
        <source>Veteran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="31"/>
        <source>Magic Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="32"/>
        <source>Amulet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="33"/>
        <source>Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="34"/>
        <source>On the quest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="35"/>
        <source>Quest {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="36"/>
        <source>{n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="37"/>
        <source>2 fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="38"/>
        <source>{n} fail(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="39"/>
        <source>Amulet next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="40"/>
        <source>Roles: {roles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="41"/>
        <source>Discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="42"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="43"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="44"/>
        <source>No one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/quest/__init__.py" line="45"/>
        <source>what their role lets them know</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="427"/>
        <source>(recommended for this player count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="474"/>
        <source>Cards: {have} of {need}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="482"/>
        <source>Roles and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="483"/>
        <source>The recommended roles are chosen; change them if you like. Problems are listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="484"/>
        <source>Recommended roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="485"/>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="486"/>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="487"/>
        <source>Modules and house rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupModel</name>
    <message>
        <location filename="../desktop/wizard.py" line="91"/>
        <location filename="../desktop/wizard.py" line="112"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../desktop/wizard.py" line="138"/>
        <source>Every player needs a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="142"/>
        <source>This setup is not valid: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="683"/>
        <source>Tablekeeper — new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="684"/>
        <source>Start now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="685"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../desktop/console.py" line="271"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="276"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/console.py" line="276"/>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../desktop/wizard.py" line="624"/>
        <source>physical cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="624"/>
        <source>the app deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="626"/>
        <source>Game: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="627"/>
        <source>Players ({n}): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="630"/>
        <source>Roles: {roles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="631"/>
        <source>Dealing: {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="632"/>
        <source>Narration: {lang}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="641"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/wizard.py" line="642"/>
        <source>Check the setup and start the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
