"""The Qt user interface: views, item models and dialogs, no business rules."""
