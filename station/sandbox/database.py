"""The sandbox's SQLite schema for shipments, tracking, tokens, orders and webhooks, and its reset."""

from __future__ import annotations

import secrets
import sqlite3

# Bump when a table changes; a database file of another version is rebuilt (it holds sandbox data only).
SCHEMA_VERSION = 1

_TABLES: dict[str, str] = {
    "meta": "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "access_tokens": """
        CREATE TABLE IF NOT EXISTS access_tokens (
            token TEXT PRIMARY KEY, shop_id TEXT NOT NULL, client_id TEXT NOT NULL, scopes TEXT NOT NULL,
            expires_at REAL NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)""",
    "refresh_tokens": """
        CREATE TABLE IF NOT EXISTS refresh_tokens (
            token TEXT PRIMARY KEY, access_token TEXT NOT NULL, shop_id TEXT NOT NULL, client_id TEXT NOT NULL,
            scopes TEXT NOT NULL, dead INTEGER NOT NULL DEFAULT 0)""",
    # AUTOINCREMENT keeps ids (and so barcodes) unique across resets, so a client's cache never mixes them up.
    "shipments": """
        CREATE TABLE IF NOT EXISTS shipments (
            id INTEGER PRIMARY KEY AUTOINCREMENT, shop_id TEXT NOT NULL, draft TEXT NOT NULL,
            reference TEXT NOT NULL, barcode TEXT NOT NULL UNIQUE, status INTEGER NOT NULL,
            search_text TEXT NOT NULL, created REAL NOT NULL, modified REAL NOT NULL,
            parent_id INTEGER, multi_collo_main_id INTEGER, printerless INTEGER NOT NULL DEFAULT 0,
            send_email INTEGER NOT NULL DEFAULT 0)""",
    "tracking_events": """
        CREATE TABLE IF NOT EXISTS tracking_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT, shipment_id INTEGER NOT NULL, status INTEGER NOT NULL,
            description TEXT NOT NULL, location TEXT NOT NULL, time REAL NOT NULL)""",
    "orders": """
        CREATE TABLE IF NOT EXISTS orders (
            uuid TEXT PRIMARY KEY, shop_id TEXT NOT NULL, body TEXT NOT NULL, status TEXT NOT NULL,
            created REAL NOT NULL, seq INTEGER NOT NULL)""",
    "order_notes": """
        CREATE TABLE IF NOT EXISTS order_notes (
            uuid TEXT PRIMARY KEY, order_uuid TEXT NOT NULL, note TEXT NOT NULL, author TEXT NOT NULL,
            created REAL NOT NULL)""",
    "webhook_subscriptions": """
        CREATE TABLE IF NOT EXISTS webhook_subscriptions (
            id INTEGER PRIMARY KEY AUTOINCREMENT, shop_id TEXT NOT NULL, hook TEXT NOT NULL, url TEXT NOT NULL,
            UNIQUE (shop_id, hook))""",
}
_INDEXES = (
    "CREATE INDEX IF NOT EXISTS shipments_by_shop ON shipments (shop_id, created DESC, id DESC)",
    "CREATE INDEX IF NOT EXISTS events_by_shipment ON tracking_events (shipment_id, time DESC, id DESC)",
)
# Tables that /__sandbox__/reset empties; tokens stay, since the fixed accounts and their sign-ins stay (§9).
_RESET_TABLES = ("shipments", "tracking_events", "orders", "order_notes", "webhook_subscriptions")

LINK_SECRET_KEY = "link_secret"


def open_database(path: str | None) -> sqlite3.Connection:
    """One connection for the whole sandbox; it is only used from the server's event-loop thread."""
    # check_same_thread=False: the connection is made on the thread that builds the app, then used by the
    # server thread only.
    db = sqlite3.connect(path or ":memory:", check_same_thread=False)
    db.row_factory = sqlite3.Row
    db.execute("PRAGMA foreign_keys = ON")
    if path:
        db.execute("PRAGMA journal_mode = WAL")
    return db


def init_schema(db: sqlite3.Connection) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    with db:
        if version not in (0, SCHEMA_VERSION):
            for table in _TABLES:
                db.execute(f"DROP TABLE IF EXISTS {table}")
        for statement in (*_TABLES.values(), *_INDEXES):
            db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", (LINK_SECRET_KEY, secrets.token_hex(32)))


def reset(db: sqlite3.Connection) -> None:
    """Empty shipments, tracking, orders and webhooks; a new link secret kills every signed link."""
    with db:
        for table in _RESET_TABLES:
            db.execute(f"DELETE FROM {table}")
        db.execute("UPDATE meta SET value = ? WHERE key = ?", (secrets.token_hex(32), LINK_SECRET_KEY))


def link_secret(db: sqlite3.Connection) -> bytes:
    row = db.execute("SELECT value FROM meta WHERE key = ?", (LINK_SECRET_KEY,)).fetchone()
    return bytes.fromhex(row[0])
