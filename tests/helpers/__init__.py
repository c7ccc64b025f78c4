"""Helpers the tests share: imported by name from here, never from a conftest.py (fixtures stay in conftest.py)."""
