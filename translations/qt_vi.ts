<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Chọn tất cả</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Tăng lên</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>&amp;Giảm xuống</translation>
        </message>
    </context>
    <context>
        <name>QComboBox</name>
        <message>
            <source>False</source>
            <translation>Sai</translation>
        </message>
        <message>
            <source>Open the combo box selection popup</source>
            <translation>Mở danh sách lựa chọn của hộp tổ hợp</translation>
        </message>
        <message>
            <source>True</source>
            <translation>Đúng</translation>
        </message>
    </context>
    <context>
        <name>QDialogButtonBox</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Đóng khung neo</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>Thả nổi</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Tách rời hoặc gắn lại khung neo</translation>
        </message>
    </context>
    <context>
        <name>QErrorMessage</name>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Show this message again</source>
            <translation>&amp;Hiện lại thông báo này</translation>
        </message>
        <message>
            <source>Critical Error:</source>
            <translation>Lỗi nghiêm trọng:</translation>
        </message>
        <message>
            <source>Debug Message:</source>
            <translation>Thông báo gỡ lỗi:</translation>
        </message>
        <message>
            <source>Fatal Error:</source>
            <translation>Lỗi không thể phục hồi:</translation>
        </message>
        <message>
            <source>Information:</source>
            <translation>Thông tin:</translation>
        </message>
        <message>
            <source>Warning:</source>
            <translation>Cảnh báo:</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Không tìm thấy thư mục.
Hãy kiểm tra lại xem tên thư mục đã nhập có đúng không.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Không tìm thấy tệp.
Hãy kiểm tra lại xem tên tệp đã nhập có đúng không.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Tệp %1</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 đã tồn tại.
Bạn có muốn thay thế không?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Chọn</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Xóa</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>Thư mục &amp;mới</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Mở</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>Đổi &amp;tên</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Lưu</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' được bảo vệ chống ghi.
Bạn vẫn muốn xóa nó chứ?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Bí danh</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tất cả các tệp (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tất cả các tệp (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Left</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Right</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Up</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Bạn có chắc chắn muốn xóa '%1' không?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Chuyển sang chế độ xem chi tiết</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Chuyển sang chế độ xem danh sách</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Không thể xóa thư mục.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Tạo thư mục mới</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Tạo một thư mục mới</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Xóa</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Xem chi tiết</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Thư mục</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Thư mục:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Ổ đĩa</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Tệp</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Tên tệp:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Thư mục tệp</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Tệp</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Loại tệp:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Tìm thư mục</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Thư mục</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Tiến tới</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Tiến tới</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Đi tới thư mục cha</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Xem danh sách</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Danh sách vị trí và dấu trang</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Tìm trong:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Máy tính của tôi</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Thư mục mới</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Thư mục cha</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Vị trí gần đây</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Gỡ bỏ</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Lưu thành</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Lối tắt</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Hiện </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>&amp;Hiện các tệp ẩn</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Thanh bên</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Không xác định</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>%1 TB</translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Máy tính</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Ngày sửa đổi</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Tên tệp không hợp lệ</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Loại</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Máy tính của tôi</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Tên</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Kích thước</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Kiểu</translation>
        </message>
    </context>
    <context>
        <name>QInputDialog</name>
        <message>
            <source>Enter a value:</source>
            <translation>Nhập một giá trị:</translation>
        </message>
    </context>
    <context>
        <name>QKeySequenceEdit</name>
        <message>
            <source>%1, ...</source>
            <translation>%1, ...</translation>
        </message>
        <message>
            <source>Press shortcut</source>
            <translation>Nhấn phím tắt</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Sao chép</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Dán</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Làm lại</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Hoàn tác</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Cắt</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Xóa</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Chọn tất cả</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>About Qt</source>
            <translation>Giới thiệu về Qt</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Ẩn chi tiết...</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Hiện chi tiết...</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Không</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Có</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Hủy bỏ</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Áp dụng</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Loại bỏ</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Bỏ qua</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>K&amp;hông với tất cả</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Đặt lại</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Khôi phục mặc định</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Thử lại</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Lưu tất cả</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Có với &amp;tất cả</translation>
        </message>
    </context>
    <context>
        <name>QProgressDialog</name>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Dưới cùng</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Mép trái</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Xuống một trang</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Sang trái một trang</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Sang phải một trang</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Lên một trang</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Mép phải</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Cuộn xuống</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Cuộn tới đây</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Cuộn sang trái</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Cuộn sang phải</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Cuộn lên</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Trên cùng</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Add Favorite</source>
            <translation>Thêm mục ưa thích</translation>
        </message>
        <message>
            <source>Adjust Brightness</source>
            <translation>Điều chỉnh độ sáng</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Application Left</source>
            <translation>Ứng dụng bên trái</translation>
        </message>
        <message>
            <source>Application Right</source>
            <translation>Ứng dụng bên phải</translation>
        </message>
        <message>
            <source>Audio Cycle Track</source>
            <translation>Chuyển rãnh âm thanh</translation>
        </message>
        <message>
            <source>Audio Random Play</source>
            <translation>Phát ngẫu nhiên</translation>
        </message>
        <message>
            <source>Audio Repeat</source>
            <translation>Phát lặp lại</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Vắng mặt</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Back Forward</source>
            <translation>Quay lại/Tiến tới</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Backtab</source>
            <translation>Backtab</translation>
        </message>
        <message>
            <source>Bass Boost</source>
            <translation>Tăng cường âm trầm</translation>
        </message>
        <message>
            <source>Bass Down</source>
            <translation>Giảm âm trầm</translation>
        </message>
        <message>
            <source>Bass Up</source>
            <translation>Tăng âm trầm</translation>
        </message>
        <message>
            <source>Battery</source>
            <translation>Pin</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Xanh lam</translation>
        </message>
        <message>
            <source>Bluetooth</source>
            <translation>Bluetooth</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>Sách</translation>
        </message>
        <message>
            <source>Browser</source>
            <translation>Trình duyệt</translation>
        </message>
        <message>
            <source>CD</source>
            <translation>CD</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>Máy tính bỏ túi</translation>
        </message>
        <message>
            <source>Call</source>
            <translation>Gọi</translation>
        </message>
        <message>
            <source>Camera Focus</source>
            <translation>Lấy nét máy ảnh</translation>
        </message>
        <message>
            <source>Camera Shutter</source>
            <translation>Chụp ảnh</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <source>Caps Lock</source>
            <translation>Caps Lock</translation>
        </message>
        <message>
            <source>CapsLock</source>
            <translation>CapsLock</translation>
        </message>
        <message>
            <source>Channel Down</source>
            <translation>Kênh trước</translation>
        </message>
        <message>
            <source>Channel Up</source>
            <translation>Kênh sau</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Xóa sạch</translation>
        </message>
        <message>
            <source>Clear Grab</source>
            <translation>Bỏ chiếm giữ</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <source>Code input</source>
            <translation>Nhập mã</translation>
        </message>
        <message>
            <source>Community</source>
            <translation>Cộng đồng</translation>
        </message>
        <message>
            <source>Context1</source>
            <translation>Ngữ cảnh 1</translation>
        </message>
        <message>
            <source>Context2</source>
            <translation>Ngữ cảnh 2</translation>
        </message>
        <message>
            <source>Context3</source>
            <translation>Ngữ cảnh 3</translation>
        </message>
        <message>
            <source>Context4</source>
            <translation>Ngữ cảnh 4</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Sao chép</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>Cắt</translation>
        </message>
        <message>
            <source>DOS</source>
            <translation>DOS</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Display</source>
            <translation>Màn hình</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Tài liệu</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Xuống</translation>
        </message>
        <message>
            <source>Eisu Shift</source>
            <translation>Eisu Shift</translation>
        </message>
        <message>
            <source>Eisu toggle</source>
            <translation>Bật/tắt Eisu</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>Đẩy đĩa ra</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Escape</translation>
        </message>
        <message>
            <source>Execute</source>
            <translation>Thực thi</translation>
        </message>
        <message>
            <source>Exit</source>
            <translation>Thoát</translation>
        </message>
        <message>
            <source>F%1</source>
            <translation>F%1</translation>
        </message>
        <message>
            <source>Favorites</source>
            <translation>Ưa thích</translation>
        </message>
        <message>
            <source>Finance</source>
            <translation>Tài chính</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Tìm</translation>
        </message>
        <message>
            <source>Flip</source>
            <translation>Lật</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Tiến tới</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <source>Go</source>
            <translation>Đi tới</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Xanh lục</translation>
        </message>
        <message>
            <source>Guide</source>
            <translation>Hướng dẫn</translation>
        </message>
        <message>
            <source>Hangul</source>
            <translation>Hangul</translation>
        </message>
        <message>
            <source>Hangul Banja</source>
            <translation>Hangul Banja</translation>
        </message>
        <message>
            <source>Hangul End</source>
            <translation>Kết thúc Hangul</translation>
        </message>
        <message>
            <source>Hangul Hanja</source>
            <translation>Hangul Hanja</translation>
        </message>
        <message>
            <source>Hangul Jamo</source>
            <translation>Hangul Jamo</translation>
        </message>
        <message>
            <source>Hangul Jeonja</source>
            <translation>Hangul Jeonja</translation>
        </message>
        <message>
            <source>Hangul PostHanja</source>
            <translation>Hangul PostHanja</translation>
        </message>
        <message>
            <source>Hangul PreHanja</source>
            <translation>Hangul PreHanja</translation>
        </message>
        <message>
            <source>Hangul Romaja</source>
            <translation>Hangul Romaja</translation>
        </message>
        <message>
            <source>Hangul Special</source>
            <translation>Hangul đặc biệt</translation>
        </message>
        <message>
            <source>Hangul Start</source>
            <translation>Bắt đầu Hangul</translation>
        </message>
        <message>
            <source>Hangup</source>
            <translation>Gác máy</translation>
        </message>
        <message>
            <source>Hankaku</source>
            <translation>Hankaku</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
        <message>
            <source>Henkan</source>
            <translation>Henkan</translation>
        </message>
        <message>
            <source>Hibernate</source>
            <translation>Ngủ đông</translation>
        </message>
        <message>
            <source>Hiragana</source>
            <translation>Hiragana</translation>
        </message>
        <message>
            <source>Hiragana Katakana</source>
            <translation>Hiragana Katakana</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Lịch sử</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Home Office</source>
            <translation>Văn phòng tại nhà</translation>
        </message>
        <message>
            <source>Home Page</source>
            <translation>Trang chủ</translation>
        </message>
        <message>
            <source>Hot Links</source>
            <translation>Liên kết nhanh</translation>
        </message>
        <message>
            <source>Info</source>
            <translation>Thông tin</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Insert</source>
            <translation>Insert</translation>
        </message>
        <message>
            <source>Kana Lock</source>
            <translation>Kana Lock</translation>
        </message>
        <message>
            <source>Kana Shift</source>
            <translation>Kana Shift</translation>
        </message>
        <message>
            <source>Kanji</source>
            <translation>Kanji</translation>
        </message>
        <message>
            <source>Katakana</source>
            <translation>Katakana</translation>
        </message>
        <message>
            <source>Keyboard Brightness Down</source>
            <translation>Giảm độ sáng bàn phím</translation>
        </message>
        <message>
            <source>Keyboard Brightness Up</source>
            <translation>Tăng độ sáng bàn phím</translation>
        </message>
        <message>
            <source>Keyboard Light On/Off</source>
            <translation>Bật/tắt đèn bàn phím</translation>
        </message>
        <message>
            <source>Keyboard Menu</source>
            <translation>Trình đơn bàn phím</translation>
        </message>
        <message>
            <source>Last Number Redial</source>
            <translation>Gọi lại số cuối</translation>
        </message>
        <message>
            <source>Launch (0)</source>
            <translation>Khởi chạy (0)</translation>
        </message>
        <message>
            <source>Launch (1)</source>
            <translation>Khởi chạy (1)</translation>
        </message>
        <message>
            <source>Launch (2)</source>
            <translation>Khởi chạy (2)</translation>
        </message>
        <message>
            <source>Launch (3)</source>
            <translation>Khởi chạy (3)</translation>
        </message>
        <message>
            <source>Launch (4)</source>
            <translation>Khởi chạy (4)</translation>
        </message>
        <message>
            <source>Launch (5)</source>
            <translation>Khởi chạy (5)</translation>
        </message>
        <message>
            <source>Launch (6)</source>
            <translation>Khởi chạy (6)</translation>
        </message>
        <message>
            <source>Launch (7)</source>
            <translation>Khởi chạy (7)</translation>
        </message>
        <message>
            <source>Launch (8)</source>
            <translation>Khởi chạy (8)</translation>
        </message>
        <message>
            <source>Launch (9)</source>
            <translation>Khởi chạy (9)</translation>
        </message>
        <message>
            <source>Launch (A)</source>
            <translation>Khởi chạy (A)</translation>
        </message>
        <message>
            <source>Launch (B)</source>
            <translation>Khởi chạy (B)</translation>
        </message>
        <message>
            <source>Launch (C)</source>
            <translation>Khởi chạy (C)</translation>
        </message>
        <message>
            <source>Launch (D)</source>
            <translation>Khởi chạy (D)</translation>
        </message>
        <message>
            <source>Launch (E)</source>
            <translation>Khởi chạy (E)</translation>
        </message>
        <message>
            <source>Launch (F)</source>
            <translation>Khởi chạy (F)</translation>
        </message>
        <message>
            <source>Launch Mail</source>
            <translation>Mở thư</translation>
        </message>
        <message>
            <source>Launch Media</source>
            <translation>Mở trình phát đa phương tiện</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Trái</translation>
        </message>
        <message>
            <source>LightBulb</source>
            <translation>Bóng đèn</translation>
        </message>
        <message>
            <source>Logoff</source>
            <translation>Đăng xuất</translation>
        </message>
        <message>
            <source>Mail Forward</source>
            <translation>Chuyển tiếp thư</translation>
        </message>
        <message>
            <source>Market</source>
            <translation>Thị trường</translation>
        </message>
        <message>
            <source>Massyo</source>
            <translation>Massyo</translation>
        </message>
        <message>
            <source>Media Fast Forward</source>
            <translation>Tua nhanh</translation>
        </message>
        <message>
            <source>Media Next</source>
            <translation>Bài tiếp theo</translation>
        </message>
        <message>
            <source>Media Pause</source>
            <translation>Tạm dừng phát</translation>
        </message>
        <message>
            <source>Media Play</source>
            <translation>Phát</translation>
        </message>
        <message>
            <source>Media Previous</source>
            <translation>Bài trước</translation>
        </message>
        <message>
            <source>Media Record</source>
            <translation>Ghi</translation>
        </message>
        <message>
            <source>Media Rewind</source>
            <translation>Tua lại</translation>
        </message>
        <message>
            <source>Media Stop</source>
            <translation>Dừng phát</translation>
        </message>
        <message>
            <source>Meeting</source>
            <translation>Cuộc họp</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Menu PB</source>
            <translation>Menu PB</translation>
        </message>
        <message>
            <source>Messenger</source>
            <translation>Trình nhắn tin</translation>
        </message>
        <message>
            <source>Meta</source>
            <translation>Meta</translation>
        </message>
        <message>
            <source>Microphone Mute</source>
            <translation>Tắt micrô</translation>
        </message>
        <message>
            <source>Microphone Volume Down</source>
            <translation>Giảm âm lượng micrô</translation>
        </message>
        <message>
            <source>Microphone Volume Up</source>
            <translation>Tăng âm lượng micrô</translation>
        </message>
        <message>
            <source>Monitor Brightness Down</source>
            <translation>Giảm độ sáng màn hình</translation>
        </message>
        <message>
            <source>Monitor Brightness Up</source>
            <translation>Tăng độ sáng màn hình</translation>
        </message>
        <message>
            <source>Muhenkan</source>
            <translation>Muhenkan</translation>
        </message>
        <message>
            <source>Multiple Candidate</source>
            <translation>Nhiều ứng viên</translation>
        </message>
        <message>
            <source>Music</source>
            <translation>Âm nhạc</translation>
        </message>
        <message>
            <source>My Sites</source>
            <translation>Trang của tôi</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Mới</translation>
        </message>
        <message>
            <source>News</source>
            <translation>Tin tức</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Không</translation>
        </message>
        <message>
            <source>Num</source>
            <translation>Num</translation>
        </message>
        <message>
            <source>Num Lock</source>
            <translation>Num Lock</translation>
        </message>
        <message>
            <source>NumLock</source>
            <translation>NumLock</translation>
        </message>
        <message>
            <source>Number Lock</source>
            <translation>Number Lock</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>Open URL</source>
            <translation>Mở URL</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Option</translation>
        </message>
        <message>
            <source>Page Down</source>
            <translation>Page Down</translation>
        </message>
        <message>
            <source>Page Up</source>
            <translation>Page Up</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>Dán</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>PgDown</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>PgUp</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Điện thoại</translation>
        </message>
        <message>
            <source>Pictures</source>
            <translation>Hình ảnh</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Bắt đầu phát</translation>
        </message>
        <message>
            <source>Power Down</source>
            <translation>Tắt nguồn</translation>
        </message>
        <message>
            <source>Power Off</source>
            <translation>Tắt máy</translation>
        </message>
        <message>
            <source>Previous Candidate</source>
            <translation>Ứng viên trước</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>In</translation>
        </message>
        <message>
            <source>Print Screen</source>
            <translation>Print Screen</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Máy in</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Đỏ</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Làm lại</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Làm mới</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Tải lại</translation>
        </message>
        <message>
            <source>Reply</source>
            <translation>Trả lời</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Phải</translation>
        </message>
        <message>
            <source>Romaji</source>
            <translation>Romaji</translation>
        </message>
        <message>
            <source>Rotate Windows</source>
            <translation>Xoay cửa sổ</translation>
        </message>
        <message>
            <source>Rotation KB</source>
            <translation>Xoay KB</translation>
        </message>
        <message>
            <source>Rotation PB</source>
            <translation>Xoay PB</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
        <message>
            <source>Screensaver</source>
            <translation>Trình bảo vệ màn hình</translation>
        </message>
        <message>
            <source>Scroll Lock</source>
            <translation>Scroll Lock</translation>
        </message>
        <message>
            <source>ScrollLock</source>
            <translation>ScrollLock</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Tìm kiếm</translation>
        </message>
        <message>
            <source>Select</source>
            <translation>Chọn</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Gửi</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Cài đặt</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Shop</source>
            <translation>Cửa hàng</translation>
        </message>
        <message>
            <source>Sleep</source>
            <translation>Ngủ</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Phím cách</translation>
        </message>
        <message>
            <source>Spellchecker</source>
            <translation>Kiểm tra chính tả</translation>
        </message>
        <message>
            <source>Split Screen</source>
            <translation>Chia đôi màn hình</translation>
        </message>
        <message>
            <source>Spreadsheet</source>
            <translation>Bảng tính</translation>
        </message>
        <message>
            <source>Standby</source>
            <translation>Chờ</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Dừng</translation>
        </message>
        <message>
            <source>Subtitle</source>
            <translation>Phụ đề</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Hỗ trợ</translation>
        </message>
        <message>
            <source>Suspend</source>
            <translation>Tạm ngưng</translation>
        </message>
        <message>
            <source>SysReq</source>
            <translation>SysReq</translation>
        </message>
        <message>
            <source>System Request</source>
            <translation>System Request</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Task Panel</source>
            <translation>Bảng tác vụ</translation>
        </message>
        <message>
            <source>Terminal</source>
            <translation>Thiết bị đầu cuối</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Thời gian</translation>
        </message>
        <message>
            <source>Toggle Call/Hangup</source>
            <translation>Gọi/Gác máy</translation>
        </message>
        <message>
            <source>Toggle Media Play/Pause</source>
            <translation>Phát/Tạm dừng</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Công cụ</translation>
        </message>
        <message>
            <source>Top Menu</source>
            <translation>Trình đơn trên cùng</translation>
        </message>
        <message>
            <source>Touchpad Off</source>
            <translation>Tắt bàn di chuột</translation>
        </message>
        <message>
            <source>Touchpad On</source>
            <translation>Bật bàn di chuột</translation>
        </message>
        <message>
            <source>Touchpad Toggle</source>
            <translation>Bật/tắt bàn di chuột</translation>
        </message>
        <message>
            <source>Touroku</source>
            <translation>Touroku</translation>
        </message>
        <message>
            <source>Travel</source>
            <translation>Du lịch</translation>
        </message>
        <message>
            <source>Treble Down</source>
            <translation>Giảm âm bổng</translation>
        </message>
        <message>
            <source>Treble Up</source>
            <translation>Tăng âm bổng</translation>
        </message>
        <message>
            <source>Ultra Wide Band</source>
            <translation>Băng thông siêu rộng</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Hoàn tác</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Lên</translation>
        </message>
        <message>
            <source>Video</source>
            <translation>Video</translation>
        </message>
        <message>
            <source>View</source>
            <translation>Xem</translation>
        </message>
        <message>
            <source>Voice Dial</source>
            <translation>Quay số bằng giọng nói</translation>
        </message>
        <message>
            <source>Volume Down</source>
            <translation>Giảm âm lượng</translation>
        </message>
        <message>
            <source>Volume Mute</source>
            <translation>Tắt tiếng</translation>
        </message>
        <message>
            <source>Volume Up</source>
            <translation>Tăng âm lượng</translation>
        </message>
        <message>
            <source>WWW</source>
            <translation>WWW</translation>
        </message>
        <message>
            <source>Wake Up</source>
            <translation>Đánh thức</translation>
        </message>
        <message>
            <source>WebCam</source>
            <translation>Webcam</translation>
        </message>
        <message>
            <source>Wireless</source>
            <translation>Không dây</translation>
        </message>
        <message>
            <source>Word Processor</source>
            <translation>Trình soạn thảo văn bản</translation>
        </message>
        <message>
            <source>XFer</source>
            <translation>XFer</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Vàng</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Có</translation>
        </message>
        <message>
            <source>Zenkaku</source>
            <translation>Zenkaku</translation>
        </message>
        <message>
            <source>Zenkaku Hankaku</source>
            <translation>Zenkaku Hankaku</translation>
        </message>
        <message>
            <source>Zoom</source>
            <translation>Thu phóng</translation>
        </message>
        <message>
            <source>Zoom In</source>
            <translation>Phóng to</translation>
        </message>
        <message>
            <source>Zoom Out</source>
            <translation>Thu nhỏ</translation>
        </message>
        <message>
            <source>iTouch</source>
            <translation>iTouch</translation>
        </message>
    </context>
    <context>
        <name>QTabBar</name>
        <message>
            <source>Scroll Left</source>
            <translation>Cuộn sang trái</translation>
        </message>
        <message>
            <source>Scroll Right</source>
            <translation>Cuộn sang phải</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Sao chép</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Dán</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Làm lại</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Hoàn tác</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Sao chép &amp;vị trí liên kết</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Cắt</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Xóa</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Chọn tất cả</translation>
        </message>
    </context>
    <context>
        <name>QWizard</name>
        <message>
            <source>&lt; &amp;Back</source>
            <translation>&lt; &amp;Quay lại</translation>
        </message>
        <message>
            <source>&amp;Finish</source>
            <translation>&amp;Hoàn tất</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Trợ &amp;giúp</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Tiếp theo</translation>
        </message>
        <message>
            <source>&amp;Next &gt;</source>
            <translation>&amp;Tiếp theo &gt;</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <source>Commit</source>
            <translation>Xác nhận</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Tiếp tục</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Xong</translation>
        </message>
        <message>
            <source>Go Back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
    </context>
</TS>
