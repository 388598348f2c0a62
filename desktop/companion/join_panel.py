"""What the TV (and the console's Phones window) shows so that players can join from their phones: the QR code of
the join address, drawn crisp at any size, the address as text, and the "same Wi-Fi as the laptop" hint."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter, QPaintEvent, QPalette, QResizeEvent
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


STRIP_CODE = 0.14


class JoinPanel(QWidget):
    """The QR code, the join address as text and how to join. ``set_url`` with :attr:`CompanionServer.url`.

    A white card with black text whatever the surrounding theme (the code's quiet zone is part of the card, and a
    phone's camera reads black on white best); its text grows with its width, so on the TV it reads from the sofa.

    ``strip``: the TV board's form, a band under the table (the code, then the texts beside it, sized as the board's
    own texts, at least 3 % of its height), so that the table keeps its whole width."""

    def __init__(self, url: str = "", parent: QWidget | None = None, strip: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("join_panel")
        palette = self.palette()
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, QColor("white"))
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            palette.setColor(role, QColor("black"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.strip = strip
        self.code_share = STRIP_CODE  # the code's side in a strip, as a share of the board's height
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
        if strip:  # placed by hand (_place_strip): the band is exactly as tall as its code or its texts
            for widget in (self.qr, self.title, self.hint):
                widget.setParent(self)
            self.address.setParent(self)
            self.address.hide()  # on the title's line (retranslate)
            self.qr.setMinimumSize(0, 0)
            self.title.setWordWrap(False)
            for label in (self.title, self.hint):
                label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        else:
            layout = QVBoxLayout(self)
            layout.addWidget(self.title)
            layout.addWidget(self.qr, 1)
            layout.addWidget(self.address)
            layout.addWidget(self.hint)
        for label in (self.title, self.address, self.hint):
            label.setPalette(palette)
            # The text follows the width (below), never the other way round: a label never widens the panel.
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored if strip else QSizePolicy.Policy.Preferred)
        self._fit_text()
        self.retranslate()

    def _fit_text(self) -> None:
        """Text sizes in proportion to the panel's width (the console's dock), or on the board to its height."""
        if self.strip:
            self._place_strip()
            return
        width = max(self.width(), 240)
        for label, share, bold in ((self.title, 15, True), (self.address, 17, True), (self.hint, 22, False)):
            font = label.font()
            font.setPixelSize(max(13, width // share))
            font.setBold(bold)
            label.setFont(font)

    def _place_strip(self) -> None:
        board = max(1, self.window().height())
        side = max(120, round(self.code_share * board))
        for label, bold in ((self.title, True), (self.hint, False)):
            font = label.font()
            font.setPixelSize(max(13, math.ceil(board * 0.031)))  # the board's smallest text, no smaller
            font.setBold(bold)
            label.setFont(font)
        pad, gap = 6, 16
        x = pad + side + gap
        width = max(1, self.width() - x - pad)

        def need(label: QLabel, flags: int = 0) -> int:
            return QFontMetrics(label.font()).boundingRect(QRect(0, 0, width, 1_000_000), flags | int(label.alignment()),
                                                           label.text()).height() + 2

        top, hint = need(self.title), need(self.hint, int(Qt.TextFlag.TextWordWrap))
        inner = max(side, top + hint)
        self.setFixedHeight(inner + 2 * pad)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft

        def place(widget: QWidget, left: int, y: int, w: int, h: int) -> None:
            widget.setGeometry(self.width() - left - w if rtl else left, y, w, h)

        place(self.qr, pad, pad + (inner - side) // 2, side, side)
        y = pad + (inner - top - hint) // 2
        place(self.title, x, y, width, top)
        place(self.hint, x, y + top, width, hint)

    def fit(self, code_share: float = STRIP_CODE) -> None:
        """Sized again for the board's height (its layer changed, or the board was resized)."""
        self.code_share = code_share
        self._fit_text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_text()
        super().resizeEvent(event)

    def url(self) -> str:
        return self.qr.url()

    def set_url(self, url: str) -> None:
        self.qr.set_url(url)
        self.address.setText(url)
        self.retranslate()

    def retranslate(self) -> None:
        title = self.tr("Join from your phone")
        # The address left to right in any line (marks on both sides keep its last "/" at its end), as typed.
        self.title.setText(f"{title}   \u200e{self.url()}\u200e" if self.strip and self.url() else title)
        self.hint.setText(self.tr("Scan the code or type the address in your phone's browser. "
                                  "Your phone must be on the same Wi-Fi as the laptop."))
        if self.strip:
            self._fit_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
