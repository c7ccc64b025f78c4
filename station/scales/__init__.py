"""Shop-floor scales: USB HID postal scales and serial scales behind one small interface (ScaleDevice)."""
