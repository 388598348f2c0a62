"""The frozen build's entry point (PyInstaller runs a script, not ``-m desktop``)."""

import sys

from desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
