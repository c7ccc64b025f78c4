"""The embedded sandbox service: a real HTTP server implementing the whole contract."""
