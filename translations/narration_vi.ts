<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>narration</name>
    <message>
        <location filename="../desktop/narration/texts.py" line="8"/>
        <source>This is the voice of the night. Everyone, close your eyes.</source>
        <translation>Đây là giọng đọc của đêm. Mọi người hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="10"/>
        <source>No speech engine could be started ({detail}), so the night goes on with captions only. To hear it, install the speech packages with: python -m pip install pyttsx3 espeakng-loader, then restart Tablekeeper.</source>
        <translation>Không khởi động được bộ đọc giọng nói ({detail}), nên đêm vẫn tiếp tục nhưng chỉ có phụ đề. Để nghe được, hãy cài các gói giọng nói bằng lệnh: python -m pip install pyttsx3 espeakng-loader, rồi khởi động lại Tablekeeper.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="14"/>
        <source>The speech engine has no voice for {language}, so the night goes on with captions only. Add a {language} voice to your system&apos;s speech settings (or choose another narration language) and restart Tablekeeper.</source>
        <translation>Bộ đọc giọng nói không có giọng {language}, nên đêm vẫn tiếp tục nhưng chỉ có phụ đề. Hãy thêm giọng {language} trong phần cài đặt giọng nói của hệ thống (hoặc chọn ngôn ngữ dẫn truyện khác) rồi khởi động lại Tablekeeper.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="18"/>
        <source>Sound cannot be played ({detail}), so the night goes on with captions only. On Linux install the PulseAudio client library (sudo apt install libpulse0) and restart Tablekeeper.</source>
        <translation>Không phát được âm thanh ({detail}), nên đêm vẫn tiếp tục nhưng chỉ có phụ đề. Trên Linux, hãy cài thư viện PulseAudio (sudo apt install libpulse0) rồi khởi động lại Tablekeeper.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="22"/>
        <source>No sound output: no speaker or sound server can be reached, so nothing can be heard. Captions will be shown. Connect the speakers or the TV, check that the computer&apos;s sound works (on Linux the PulseAudio or PipeWire sound server must be running), then test the voice again.</source>
        <translation>Không có đầu ra âm thanh: không kết nối được loa hay máy chủ âm thanh nào, nên không nghe được gì. Phụ đề sẽ được hiển thị. Hãy cắm loa hoặc TV, kiểm tra âm thanh của máy (trên Linux, máy chủ âm thanh PulseAudio hoặc PipeWire phải đang chạy), rồi nghe thử giọng lại.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="27"/>
        <source>No sound output: this run of Tablekeeper is silent (captions only). Captions will be shown.</source>
        <translation>Không có đầu ra âm thanh: lần chạy Tablekeeper này không có tiếng (chỉ có phụ đề). Phụ đề sẽ được hiển thị.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="30"/>
        <source>The sample cannot be played while the narration is running.</source>
        <translation>Không thể phát câu mẫu khi đang đọc lời dẫn.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="33"/>
        <source>The speech stopped working ({detail}); the night goes on with captions.</source>
        <translation>Giọng đọc đã ngừng hoạt động ({detail}); đêm vẫn tiếp tục với phụ đề.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="36"/>
        <source>Some lines could not be turned into speech ({detail}); they are shown as captions only.</source>
        <translation>Một số câu không chuyển được thành giọng nói ({detail}); chúng chỉ được hiển thị dưới dạng phụ đề.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="39"/>
        <source>The audio output &quot;{device}&quot; is not connected, so the narration plays on the default output. Connect it, or choose another output in the narration settings.</source>
        <translation>Đầu ra âm thanh &quot;{device}&quot; chưa được kết nối, nên lời dẫn sẽ phát qua đầu ra mặc định. Hãy kết nối nó, hoặc chọn đầu ra khác trong phần cài đặt lời dẫn.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="43"/>
        <source>The chosen voice &quot;{voice}&quot; is not available for {language}, so the usual {language} voice speaks instead.</source>
        <translation>Giọng đã chọn &quot;{voice}&quot; không dùng được cho {language}, nên giọng {language} thường dùng sẽ đọc thay.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="48"/>
        <source>Preparing the narration: {done} of {total} lines</source>
        <translation>Đang chuẩn bị lời dẫn: {done}/{total} câu</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="52"/>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="53"/>
        <source>Preparing</source>
        <translation>Đang chuẩn bị</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="54"/>
        <source>Playing</source>
        <translation>Đang phát</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="55"/>
        <source>Paused</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <location filename="../desktop/narration/texts.py" line="56"/>
        <source>Finished</source>
        <translation>Đã xong</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="66"/>
        <source>This file is not a narration pack: it is not a readable .zip file ({detail}).</source>
        <translation>Tệp này không phải là gói lời dẫn: nó không phải là tệp .zip đọc được ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="67"/>
        <source>This file is not a narration pack: it holds no manifest.json.</source>
        <translation>Tệp này không phải là gói lời dẫn: nó không chứa manifest.json.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="68"/>
        <source>This file is not a Tablekeeper narration pack: its manifest is of another kind (&quot;{format}&quot;).</source>
        <translation>Tệp này không phải là gói lời dẫn của Tablekeeper: bản kê khai của nó thuộc loại khác (&quot;{format}&quot;).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="70"/>
        <source>This narration pack was made by a newer Tablekeeper (pack format {version}). Update Tablekeeper to use it.</source>
        <translation>Gói lời dẫn này được tạo bởi một phiên bản Tablekeeper mới hơn (định dạng gói {version}). Hãy cập nhật Tablekeeper để dùng gói này.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="73"/>
        <source>The pack was refused: its manifest is not valid ({detail}).</source>
        <translation>Gói bị từ chối: bản kê khai của gói không hợp lệ ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="74"/>
        <source>The pack was refused: it holds &quot;{name}&quot;, a path that leads outside the pack&apos;s folder.</source>
        <translation>Gói bị từ chối: gói chứa &quot;{name}&quot;, một đường dẫn dẫn ra ngoài thư mục của gói.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="76"/>
        <source>The pack was refused: &quot;{name}&quot; is a link; a pack may hold only plain files.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; là một liên kết; một gói chỉ được chứa các tệp thông thường.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="78"/>
        <source>The pack was refused: &quot;{name}&quot; is inside a folder; a pack keeps its files side by side.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; nằm trong một thư mục; các tệp của một gói phải nằm cạnh nhau.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="80"/>
        <source>The pack was refused: &quot;{name}&quot; is encrypted.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; đã bị mã hóa.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="81"/>
        <source>The pack was refused: it holds {count} files (at most {limit}).</source>
        <translation>Gói bị từ chối: gói chứa {count} tệp (tối đa {limit}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="82"/>
        <source>The pack was refused: &quot;{name}&quot; is larger than {limit} MB.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; lớn hơn {limit} MB.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="83"/>
        <source>The pack was refused: it would take more than {limit} MB once unpacked.</source>
        <translation>Gói bị từ chối: khi giải nén gói sẽ chiếm hơn {limit} MB.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="84"/>
        <source>The pack was refused: &quot;{name}&quot; unpacks to more than {ratio} times its packed size, as only a zip bomb does.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; khi giải nén lớn hơn {ratio} lần kích thước nén, điều chỉ một quả bom zip mới làm.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="87"/>
        <source>The pack was refused: &quot;{name}&quot; is not named in its manifest.</source>
        <translation>Gói bị từ chối: &quot;{name}&quot; không có tên trong bản kê khai của gói.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="88"/>
        <source>The pack was refused: its manifest names &quot;{name}&quot;, which is not in the archive.</source>
        <translation>Gói bị từ chối: bản kê khai ghi tên &quot;{name}&quot;, nhưng tệp này không có trong tệp nén.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="90"/>
        <source>&quot;{name}&quot; is not usable audio: {detail}. Narration packs hold PCM WAV files (8 to 32 bits, mono or stereo, 8 to 96 kHz, at most 120 seconds a line).</source>
        <translation>&quot;{name}&quot; không phải là âm thanh dùng được: {detail}. Gói lời dẫn chứa các tệp WAV PCM (8 đến 32 bit, mono hoặc stereo, 8 đến 96 kHz, tối đa 120 giây mỗi câu).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="93"/>
        <source>A pack with the id &quot;{id}&quot; (&quot;{name}&quot;) is already installed. Delete it first to import this one.</source>
        <translation>Một gói có mã &quot;{id}&quot; (&quot;{name}&quot;) đã được cài đặt. Hãy xóa gói đó trước để nhập gói này.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="95"/>
        <source>The narration pack &quot;{pack}&quot; has a damaged recording ({file}: {detail}); the synthetic voice says that line (and any other damaged one) instead.</source>
        <translation>Gói lời dẫn &quot;{pack}&quot; có một bản ghi bị hỏng ({file}: {detail}); giọng tổng hợp sẽ đọc câu đó (và mọi câu hỏng khác) thay thế.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/packs.py" line="98"/>
        <source>The pack could not be saved ({detail}).</source>
        <translation>Không thể lưu gói ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="50"/>
        <source>Recording studio: {game} in {language}</source>
        <translation>Phòng thu: {game} bằng {language}</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="51"/>
        <source>Pack:</source>
        <translation>Gói:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="52"/>
        <source>New pack</source>
        <translation>Gói mới</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="53"/>
        <source>Import a pack…</source>
        <translation>Nhập một gói…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="54"/>
        <source>Export the pack…</source>
        <translation>Xuất gói…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="55"/>
        <source>Delete the pack</source>
        <translation>Xóa gói</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="56"/>
        <source>Name:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="57"/>
        <source>Author:</source>
        <translation>Tác giả:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="58"/>
        <source>Licence:</source>
        <translation>Giấy phép:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="59"/>
        <source>Play this pack in the {language} narration</source>
        <translation>Phát gói này trong lời dẫn {language}</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="60"/>
        <source>My narration ({language})</source>
        <translation>Lời dẫn của tôi ({language})</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="61"/>
        <source>There is no pack for {language} yet: press «New pack» to start one, or import one.</source>
        <translation>Chưa có gói nào cho {language}: bấm «Gói mới» để bắt đầu, hoặc nhập một gói.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="63"/>
        <source>{recorded} of {total} lines recorded. The synthetic voice says the other {fallback} ({stale} of them stale).</source>
        <translation>Đã ghi âm {recorded} trên {total} câu. Giọng tổng hợp đọc {fallback} câu còn lại ({stale} câu trong số đó đã cũ).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="66"/>
        <source>Everyone</source>
        <translation>Mọi người</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="67"/>
        <source>Recorded ({seconds} s)</source>
        <translation>Đã ghi âm ({seconds} giây)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="68"/>
        <source>Stale: the words changed since it was recorded; the synthetic voice says it</source>
        <translation>Đã cũ: lời đã thay đổi từ khi ghi âm; giọng tổng hợp sẽ đọc câu này</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="69"/>
        <source>Not recorded: the synthetic voice says it</source>
        <translation>Chưa ghi âm: giọng tổng hợp sẽ đọc câu này</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="70"/>
        <source>Record</source>
        <translation>Ghi âm</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="71"/>
        <source>Re-record</source>
        <translation>Ghi âm lại</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="72"/>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="73"/>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="74"/>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="75"/>
        <source>Import a file…</source>
        <translation>Nhập một tệp…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="76"/>
        <source>Recording… Read the line aloud, then press Stop.</source>
        <translation>Đang ghi âm… Hãy đọc to câu này, rồi bấm Dừng.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="77"/>
        <source>Recording is not possible here ({detail}). Import a recorded WAV file instead.</source>
        <translation>Không thể ghi âm ở đây ({detail}). Hãy nhập một tệp WAV đã ghi sẵn.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="79"/>
        <source>Kept {seconds} s after trimming the silence; loudness changed by {gain} dB.</source>
        <translation>Giữ lại {seconds} giây sau khi cắt khoảng lặng; độ lớn thay đổi {gain} dB.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="80"/>
        <source>The recording cannot be played ({detail}).</source>
        <translation>Không thể phát bản ghi ({detail}).</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="81"/>
        <source>Choose a recording</source>
        <translation>Chọn một bản ghi</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="82"/>
        <source>WAV recordings (*.wav)</source>
        <translation>Bản ghi WAV (*.wav)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="83"/>
        <source>Choose a narration pack</source>
        <translation>Chọn một gói lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="84"/>
        <source>Narration packs (*.zip)</source>
        <translation>Gói lời dẫn (*.zip)</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="85"/>
        <source>Export the narration pack</source>
        <translation>Xuất gói lời dẫn</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="86"/>
        <source>The pack was written to {path}.</source>
        <translation>Đã ghi gói vào {path}.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="87"/>
        <source>The pack &quot;{name}&quot; was installed.</source>
        <translation>Đã cài đặt gói &quot;{name}&quot;.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="88"/>
        <source>The pack &quot;{name}&quot; was installed; it speaks {language}, so it plays in the {language} narration and is listed for that language.</source>
        <translation>Đã cài đặt gói &quot;{name}&quot;; gói này nói {language}, nên được phát trong lời dẫn {language} và được liệt kê cho ngôn ngữ đó.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="93"/>
        <source>No microphone was found. Connect one (it appears in the list below), or import a recorded WAV file for each line.</source>
        <translation>Không tìm thấy micrô nào. Hãy cắm một micrô (nó sẽ hiện trong danh sách bên dưới), hoặc nhập một tệp WAV đã ghi sẵn cho từng câu.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="96"/>
        <source>The take of &quot;{line}&quot; was silent: check that the microphone chosen below is the one you speak into, then record the line again.</source>
        <translation>Bản ghi của câu &quot;{line}&quot; không có tiếng: hãy kiểm tra rằng micrô được chọn bên dưới đúng là micrô bạn đang nói vào, rồi ghi âm lại câu này.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="99"/>
        <source>Nothing came from the microphone during the take of &quot;{line}&quot;: check that it is connected, or choose another one below.</source>
        <translation>Không nhận được âm thanh nào từ micrô khi ghi câu &quot;{line}&quot;: hãy kiểm tra micrô đã được cắm, hoặc chọn một micrô khác bên dưới.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="102"/>
        <source>The microphone could not be opened: another program may be using it. Close that program, or choose another microphone below.</source>
        <translation>Không mở được micrô: có thể một chương trình khác đang dùng nó. Hãy đóng chương trình đó, hoặc chọn một micrô khác bên dưới.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="105"/>
        <source>The take of &quot;{line}&quot; lasted {seconds} s, longer than a line may ({limit} s): record it again and press Stop when the line is read.</source>
        <translation>Bản ghi của câu &quot;{line}&quot; dài {seconds} giây, vượt quá mức cho phép của một câu ({limit} giây): hãy ghi âm lại và bấm Dừng khi đọc xong câu.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="108"/>
        <source>The take of &quot;{line}&quot; could not be kept ({detail}). Record it again.</source>
        <translation>Không giữ được bản ghi của câu &quot;{line}&quot; ({detail}). Hãy ghi âm lại.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="109"/>
        <source>The file &quot;{name}&quot; is silent, so nothing was kept for &quot;{line}&quot;. Choose the file that holds the recording.</source>
        <translation>Tệp &quot;{name}&quot; không có tiếng, nên không có gì được giữ cho câu &quot;{line}&quot;. Hãy chọn tệp có chứa bản ghi âm.</translation>
    </message>
    <message>
        <location filename="../desktop/narration/studio.py" line="91"/>
        <source>Delete the pack &quot;{name}&quot; and its {count} recordings?</source>
        <translation>Xóa gói &quot;{name}&quot; và {count} bản ghi của nó?</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="24"/>
        <source>Microphone:</source>
        <translation>Micrô:</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="25"/>
        <source>System default ({name})</source>
        <translation>Mặc định của hệ thống ({name})</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="26"/>
        <source>Looking for microphones…</source>
        <translation>Đang tìm micrô…</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="27"/>
        <source>No microphone found</source>
        <translation>Không tìm thấy micrô</translation>
    </message>
    <message>
        <location filename="../desktop/narration/microphone.py" line="28"/>
        <source>What the microphone hears: speak, and the bar moves.</source>
        <translation>Những gì micrô nghe được: hãy nói, thanh này sẽ chuyển động.</translation>
    </message>
</context>
</TS>
