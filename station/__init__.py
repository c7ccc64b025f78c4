"""Station: a desktop label-printing station for parcel shipping."""

__version__ = "0.1.0"
