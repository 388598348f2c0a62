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
</context>
</TS>
