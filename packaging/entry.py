"""PyInstaller entry point: the frozen `station` executable."""

import sys

from station.cli import main

sys.exit(main())
