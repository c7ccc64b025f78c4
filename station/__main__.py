"""Allows `python -m station`."""

from station.cli import main

raise SystemExit(main())
