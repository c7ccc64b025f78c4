"""Packaged resources (sample orders, icons, the delivery options widget)."""
