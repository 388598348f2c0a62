"""What the TV (and the console's Phones window) shows so that players can join from their phones: the QR code of
the join address, drawn crisp at any size, the address as text, and the "same Wi-Fi as the laptop" hint."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from .qr import join_qr_image


class QrCodeView(QWidget):
    """The join address's QR code, redrawn for its size with whole pixels per module (never scaled: crisp edges on
    a TV as on a laptop)."""

    def __init__(self, url: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join_qr")
        self.setMinimumSize(160, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._url = url
        self._image: QImage | None = None
        self._image_for: tuple[str, int] = ("", 0)

    def url(self) -> str:
        return self._url

    def set_url(self, url: str) -> None:
        self._url = url
        self._image = None
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 320)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def image(self) -> QImage | None:
        """The code as drawn now (None before a URL is set): its width is a whole multiple of the module count."""
        side = min(self.width(), self.height())
        if not self._url or side <= 0:
            return None
        if self._image is None or self._image_for != (self._url, side):
            self._image = join_qr_image(self._url, size=side)
            self._image_for = (self._url, side)
        return self._image

    def paintEvent(self, event: QPaintEvent) -> None:
        image = self.image()
        if image is None:
            return
        painter = QPainter(self)
        x = (self.width() - image.width()) // 2
        y = (self.height() - image.height()) // 2
        painter.drawImage(x, y, image)  # 1:1, no smoothing or scaling
        painter.end()


class JoinPanel(QWidget):
    """The QR code, the join address as text and how to join. ``set_url`` with :attr:`CompanionServer.url`.

    A white card with black text whatever the surrounding theme (the code's quiet zone is part of the card, and a
    phone's camera reads black on white best); its text grows with its width, so on the TV it reads from the sofa."""

    def __init__(self, url: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join_panel")
        palette = self.palette()
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, QColor("white"))
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            palette.setColor(role, QColor("black"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("join_title")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QrCodeView(url)
        self.address = QLabel(url)
        self.address.setObjectName("join_address")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # an address reads left to right everywhere

        self.hint = QLabel()
        self.hint.setObjectName("join_hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.address)
        layout.addWidget(self.hint)
        for label in (self.title, self.address, self.hint):
            label.setPalette(palette)
            # The text follows the width (below), never the other way round: a label never widens the panel.
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._fit_text()
        self.retranslate()

    def _fit_text(self) -> None:
        """Text sizes in proportion to the panel's width (the console's dock or a TV's side of the board)."""
        width = max(self.width(), 240)
        for label, share, bold in ((self.title, 15, True), (self.address, 17, True), (self.hint, 22, False)):
            font = label.font()
            font.setPixelSize(max(13, width // share))
            font.setBold(bold)
            label.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_text()
        super().resizeEvent(event)

    def url(self) -> str:
        return self.qr.url()

    def set_url(self, url: str) -> None:
        self.qr.set_url(url)
        self.address.setText(url)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Join from your phone"))
        self.hint.setText(self.tr("Scan the code or type the address in your phone's browser. "
                                  "Your phone must be on the same Wi-Fi as the laptop."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
