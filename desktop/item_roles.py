"""Item data roles as plain numbers, for the lists of the first window (the wizard's games, the resume dialog's saved
games): naming ``Qt.ItemDataRole`` builds PySide6's whole ``Qt`` namespace of enums, 20 ms of a start (issue 35).

The values are Qt's own, fixed since Qt 4 (tests/desktop/test_start_issue35.py compares them).
"""

from __future__ import annotations

USER_ROLE = 0x0100  # Qt.ItemDataRole.UserRole
