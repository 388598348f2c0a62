<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>narration</name>
    <message>
        <location filename="../desktop/narration/texts.py" line="8"/>
        <source>This is the voice of the night. Everyone, close your eyes.</source>
        <translation>這是夜晚的聲音。所有人請閉上眼睛。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="10"/>
        <source>No speech engine could be started ({detail}), so the night goes on with captions only. To hear it, install the speech packages with: python -m pip install pyttsx3 espeakng-loader, then restart Tablekeeper.</source>
        <translation>無法啟動語音引擎（{detail}），夜晚將只以字幕進行。若要聽到語音，請用以下指令安裝語音套件：python -m pip install pyttsx3 espeakng-loader，然後重新啟動 Tablekeeper。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="14"/>
        <source>The speech engine has no voice for {language}, so the night goes on with captions only. Add a {language} voice to your system&apos;s speech settings (or choose another narration language) and restart Tablekeeper.</source>
        <translation>語音引擎沒有{language}的語音，夜晚將只以字幕進行。請在系統的語音設定中加入{language}語音（或選擇其他旁白語言），然後重新啟動 Tablekeeper。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="18"/>
        <source>Sound cannot be played ({detail}), so the night goes on with captions only. On Linux install the PulseAudio client library (sudo apt install libpulse0) and restart Tablekeeper.</source>
        <translation>無法播放聲音（{detail}），夜晚將只以字幕進行。在 Linux 上請安裝 PulseAudio 用戶端程式庫（sudo apt install libpulse0），然後重新啟動 Tablekeeper。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="22"/>
        <source>No sound output: no speaker or sound server can be reached, so nothing can be heard. Captions will be shown. Connect the speakers or the TV, check that the computer&apos;s sound works (on Linux the PulseAudio or PipeWire sound server must be running), then test the voice again.</source>
        <translation>沒有聲音輸出：找不到任何喇叭或音訊伺服器，因此聽不到任何聲音。將改為顯示字幕。請接上喇叭或電視，確認電腦的聲音正常（在 Linux 上 PulseAudio 或 PipeWire 音訊伺服器必須正在執行），然後再試聽一次語音。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="27"/>
        <source>No sound output: this run of Tablekeeper is silent (captions only). Captions will be shown.</source>
        <translation>沒有聲音輸出：這次執行的 Tablekeeper 是靜音的（只有字幕）。將改為顯示字幕。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="30"/>
        <source>The sample cannot be played while the narration is running.</source>
        <translation>旁白進行中時無法播放範例。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="33"/>
        <source>The speech stopped working ({detail}); the night goes on with captions.</source>
        <translation>語音已停止運作（{detail}）；夜晚將以字幕繼續進行。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="36"/>
        <source>Some lines could not be turned into speech ({detail}); they are shown as captions only.</source>
        <translation>部分台詞無法轉成語音（{detail}）；這些台詞只會以字幕顯示。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="39"/>
        <source>The audio output &quot;{device}&quot; is not connected, so the narration plays on the default output. Connect it, or choose another output in the narration settings.</source>
        <translation>音訊輸出「{device}」未連接，旁白將改由預設輸出播放。請連接該裝置，或在旁白設定中選擇其他輸出。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="43"/>
        <source>The chosen voice &quot;{voice}&quot; is not available for {language}, so the usual {language} voice speaks instead.</source>
        <translation>所選的語音「{voice}」無法用於{language}，改由{language}的預設語音朗讀。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="48"/>
        <source>Preparing the narration: {done} of {total} lines</source>
        <translation>正在準備旁白：{done}/{total} 句</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="52"/>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="53"/>
        <source>Preparing</source>
        <translation>準備中</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="54"/>
        <source>Playing</source>
        <translation>播放中</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="55"/>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="56"/>
        <source>Finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="66"/>
        <source>This file is not a narration pack: it is not a readable .zip file ({detail}).</source>
        <translation>這個檔案不是旁白包：它不是可讀取的 .zip 檔（{detail}）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="67"/>
        <source>This file is not a narration pack: it holds no manifest.json.</source>
        <translation>這個檔案不是旁白包：其中沒有 manifest.json。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="68"/>
        <source>This file is not a Tablekeeper narration pack: its manifest is of another kind (&quot;{format}&quot;).</source>
        <translation>這個檔案不是 Tablekeeper 旁白包：它的清單屬於其他種類（「{format}」）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="70"/>
        <source>This narration pack was made by a newer Tablekeeper (pack format {version}). Update Tablekeeper to use it.</source>
        <translation>這個旁白包是由較新版本的 Tablekeeper 製作的（旁白包格式 {version}）。請更新 Tablekeeper 後再使用。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="73"/>
        <source>The pack was refused: its manifest is not valid ({detail}).</source>
        <translation>已拒絕此旁白包：其清單無效（{detail}）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="74"/>
        <source>The pack was refused: it holds &quot;{name}&quot;, a path that leads outside the pack&apos;s folder.</source>
        <translation>已拒絕此旁白包：其中的「{name}」是通往旁白包資料夾之外的路徑。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="76"/>
        <source>The pack was refused: &quot;{name}&quot; is a link; a pack may hold only plain files.</source>
        <translation>已拒絕此旁白包：「{name}」是連結；旁白包只能包含一般檔案。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="78"/>
        <source>The pack was refused: &quot;{name}&quot; is inside a folder; a pack keeps its files side by side.</source>
        <translation>已拒絕此旁白包：「{name}」位於資料夾中；旁白包的檔案必須並排放置。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="80"/>
        <source>The pack was refused: &quot;{name}&quot; is encrypted.</source>
        <translation>已拒絕此旁白包：「{name}」已加密。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="81"/>
        <source>The pack was refused: it holds {count} files (at most {limit}).</source>
        <translation>已拒絕此旁白包：其中有 {count} 個檔案（最多 {limit} 個）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="82"/>
        <source>The pack was refused: &quot;{name}&quot; is larger than {limit} MB.</source>
        <translation>已拒絕此旁白包：「{name}」大於 {limit} MB。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="83"/>
        <source>The pack was refused: it would take more than {limit} MB once unpacked.</source>
        <translation>已拒絕此旁白包：解壓後會超過 {limit} MB。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="84"/>
        <source>The pack was refused: &quot;{name}&quot; unpacks to more than {ratio} times its packed size, as only a zip bomb does.</source>
        <translation>已拒絕此旁白包：「{name}」解壓後超過壓縮大小的 {ratio} 倍，只有壓縮炸彈才會這樣。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="87"/>
        <source>The pack was refused: &quot;{name}&quot; is not named in its manifest.</source>
        <translation>已拒絕此旁白包：清單中沒有列出「{name}」。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="88"/>
        <source>The pack was refused: its manifest names &quot;{name}&quot;, which is not in the archive.</source>
        <translation>已拒絕此旁白包：清單列出了「{name}」，但壓縮檔中沒有這個檔案。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="90"/>
        <source>&quot;{name}&quot; is not usable audio: {detail}. Narration packs hold PCM WAV files (8 to 32 bits, mono or stereo, 8 to 96 kHz, at most 120 seconds a line).</source>
        <translation>「{name}」不是可用的音訊：{detail}。旁白包只收 PCM WAV 檔（8 至 32 位元、單聲道或立體聲、8 至 96 kHz，每句最長 120 秒）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="93"/>
        <source>A pack with the id &quot;{id}&quot; (&quot;{name}&quot;) is already installed. Delete it first to import this one.</source>
        <translation>識別碼為「{id}」（「{name}」）的旁白包已經安裝。請先刪除它，再匯入這一個。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="95"/>
        <source>The narration pack &quot;{pack}&quot; has a damaged recording ({file}: {detail}); the synthetic voice says that line (and any other damaged one) instead.</source>
        <translation>旁白包「{pack}」有一段損壞的錄音（{file}：{detail}）；這句（以及其他損壞的句子）改由合成語音朗讀。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="98"/>
        <source>The pack could not be saved ({detail}).</source>
        <translation>無法儲存旁白包（{detail}）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="50"/>
        <source>Recording studio: {game} in {language}</source>
        <translation>錄音室：{game}（{language}）</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="51"/>
        <source>Pack:</source>
        <translation>旁白包：</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="52"/>
        <source>New pack</source>
        <translation>新旁白包</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="53"/>
        <source>Import a pack…</source>
        <translation>匯入旁白包…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="54"/>
        <source>Export the pack…</source>
        <translation>匯出旁白包…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="55"/>
        <source>Delete the pack</source>
        <translation>刪除旁白包</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="56"/>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="57"/>
        <source>Author:</source>
        <translation>作者：</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="58"/>
        <source>Licence:</source>
        <translation>授權：</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="59"/>
        <source>Play this pack in the {language} narration</source>
        <translation>在{language}旁白中播放這個旁白包</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="60"/>
        <source>My narration ({language})</source>
        <translation>我的旁白（{language}）</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="61"/>
        <source>There is no pack for {language} yet: press «New pack» to start one, or import one.</source>
        <translation>{language}還沒有旁白包：按「新旁白包」開始製作，或匯入一個。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="63"/>
        <source>{recorded} of {total} lines recorded. The synthetic voice says the other {fallback} ({stale} of them stale).</source>
        <translation>已錄製 {total} 句中的 {recorded} 句。其餘 {fallback} 句由合成語音朗讀（其中 {stale} 句已過時）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="66"/>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="67"/>
        <source>Recorded ({seconds} s)</source>
        <translation>已錄音（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="68"/>
        <source>Stale: the words changed since it was recorded; the synthetic voice says it</source>
        <translation>已過時：錄音後文字已變更；由合成語音朗讀</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="69"/>
        <source>Not recorded: the synthetic voice says it</source>
        <translation>尚未錄音：由合成語音朗讀</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="70"/>
        <source>Record</source>
        <translation>錄音</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="71"/>
        <source>Re-record</source>
        <translation>重新錄音</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="72"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="73"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="74"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="75"/>
        <source>Import a file…</source>
        <translation>匯入檔案…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="76"/>
        <source>Recording… Read the line aloud, then press Stop.</source>
        <translation>錄音中…請朗讀這句，然後按「停止」。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="77"/>
        <source>Recording is not possible here ({detail}). Import a recorded WAV file instead.</source>
        <translation>這裡無法錄音（{detail}）。請改為匯入已錄好的 WAV 檔。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="79"/>
        <source>Kept {seconds} s after trimming the silence; loudness changed by {gain} dB.</source>
        <translation>去除靜音後保留 {seconds} 秒；音量調整了 {gain} dB。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="80"/>
        <source>The recording cannot be played ({detail}).</source>
        <translation>無法播放這段錄音（{detail}）。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="81"/>
        <source>Choose a recording</source>
        <translation>選擇錄音</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="82"/>
        <source>WAV recordings (*.wav)</source>
        <translation>WAV 錄音 (*.wav)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="83"/>
        <source>Choose a narration pack</source>
        <translation>選擇旁白包</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="84"/>
        <source>Narration packs (*.zip)</source>
        <translation>旁白包 (*.zip)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="85"/>
        <source>Export the narration pack</source>
        <translation>匯出旁白包</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="86"/>
        <source>The pack was written to {path}.</source>
        <translation>旁白包已寫入 {path}。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="87"/>
        <source>The pack &quot;{name}&quot; was installed.</source>
        <translation>已安裝旁白包「{name}」。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="88"/>
        <source>The pack &quot;{name}&quot; was installed; it speaks {language}, so it plays in the {language} narration and is listed for that language.</source>
        <translation>已安裝旁白包「{name}」；它使用{language}，因此會在{language}旁白中播放，並列在該語言之下。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="93"/>
        <source>No microphone was found. Connect one (it appears in the list below), or import a recorded WAV file for each line.</source>
        <translation>找不到麥克風。請接上一支（它會出現在下方的清單中），或為每一句匯入已錄好的 WAV 檔。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="96"/>
        <source>The take of &quot;{line}&quot; was silent: check that the microphone chosen below is the one you speak into, then record the line again.</source>
        <translation>「{line}」這次錄音沒有聲音：請確認下方選的麥克風就是你說話用的那一支，然後重新錄這一句。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="99"/>
        <source>Nothing came from the microphone during the take of &quot;{line}&quot;: check that it is connected, or choose another one below.</source>
        <translation>錄「{line}」時，麥克風沒有傳來任何聲音：請確認它已接上，或在下方選擇另一支。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="102"/>
        <source>The microphone could not be opened: another program may be using it. Close that program, or choose another microphone below.</source>
        <translation>無法開啟麥克風：可能有其他程式正在使用它。請關閉該程式，或在下方選擇另一支麥克風。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="105"/>
        <source>The take of &quot;{line}&quot; lasted {seconds} s, longer than a line may ({limit} s): record it again and press Stop when the line is read.</source>
        <translation>「{line}」這次錄音長 {seconds} 秒，超過一句的上限（{limit} 秒）：請重新錄音，唸完這句就按「停止」。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="108"/>
        <source>The take of &quot;{line}&quot; could not be kept ({detail}). Record it again.</source>
        <translation>「{line}」這次錄音無法保留（{detail}）。請重新錄音。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="109"/>
        <source>The file &quot;{name}&quot; is silent, so nothing was kept for &quot;{line}&quot;. Choose the file that holds the recording.</source>
        <translation>檔案「{name}」沒有聲音，所以沒有為「{line}」保留任何錄音。請選擇裡面有錄音的檔案。</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="91"/>
        <source>Delete the pack &quot;{name}&quot; and its {count} recordings?</source>
        <translation>要刪除旁白包「{name}」及其 {count} 段錄音嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="24"/>
        <source>Microphone:</source>
        <translation>麥克風：</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="25"/>
        <source>System default ({name})</source>
        <translation>系統預設（{name}）</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="26"/>
        <source>Looking for microphones…</source>
        <translation>正在尋找麥克風…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="27"/>
        <source>No microphone found</source>
        <translation>找不到麥克風</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="28"/>
        <source>What the microphone hears: speak, and the bar moves.</source>
        <translation>麥克風收到的聲音：說話時，長條會跟著動。</translation>
    </message>
</context>
</TS>
