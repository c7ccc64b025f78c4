"""Local persistence (SQLite): order queue, shipments, print jobs, outbox, operator log; keyring secrets; settings."""
