"""The schema, one migration per version: entry N brings PRAGMA user_version from N-1 to N. Never edit a shipped step."""

from __future__ import annotations

# Times are ISO 8601 UTC text. JSON columns hold domain values in the store's own shape (station/store/codec.py),
# never wire names.
_V1 = """
CREATE TABLE orders (
    key TEXT PRIMARY KEY,                 -- stable local key: 'import:<reference>' or 'service:<uuid>'
    source TEXT NOT NULL CHECK (source IN ('import', 'service')),
    reference TEXT NOT NULL UNIQUE,       -- becomes the shipment's reference; a create resumes by it
    order_uuid TEXT UNIQUE,               -- the fulfilment order on the service, when known
    recipient TEXT NOT NULL,
    lines TEXT NOT NULL DEFAULT '[]',
    carrier TEXT,
    options TEXT,
    delivery_selection TEXT,
    weight_grams INTEGER,
    label_description TEXT NOT NULL DEFAULT '',
    shop TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT 'queued',
    origin TEXT NOT NULL DEFAULT '',      -- file and line it was imported from, for the operator
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE shipments (
    id INTEGER PRIMARY KEY,               -- the service's shipment id
    order_key TEXT NOT NULL REFERENCES orders(key),
    reference TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT 'outbound' CHECK (kind IN ('outbound', 'return')),
    parent_id INTEGER,
    carrier TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    barcode TEXT NOT NULL DEFAULT '',
    tracking_url TEXT NOT NULL DEFAULT '',
    qr_url TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX shipments_by_order ON shipments(order_key);
CREATE INDEX shipments_by_barcode ON shipments(barcode);
-- One live outbound shipment per order: the store itself refuses a duplicate.
CREATE UNIQUE INDEX one_live_shipment_per_order ON shipments(order_key)
    WHERE kind = 'outbound' AND status != 'cancelled';

CREATE TABLE print_jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    job_name TEXT NOT NULL,
    label_format TEXT NOT NULL,
    printer_profile TEXT NOT NULL,
    printer TEXT NOT NULL,                -- the physical printer whose A4 tray the slots belong to
    state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'unknown')),
    detail TEXT NOT NULL DEFAULT '',
    reprint INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE print_job_items (
    job_id INTEGER NOT NULL REFERENCES print_jobs(id),
    order_key TEXT NOT NULL REFERENCES orders(key),
    shipment_id INTEGER NOT NULL,
    sheet INTEGER NOT NULL DEFAULT 0,     -- which A4 sheet of the job, from 0
    slot INTEGER,                         -- A4 slot 1-4; NULL on A6
    PRIMARY KEY (job_id, shipment_id)
);
CREATE INDEX print_items_by_order ON print_job_items(order_key);

CREATE TABLE sheet_slots (
    printer TEXT NOT NULL,
    slot INTEGER NOT NULL CHECK (slot BETWEEN 1 AND 4),
    job_id INTEGER,                       -- the job that used it; NULL when the operator marked it by hand
    used_at TEXT NOT NULL,
    PRIMARY KEY (printer, slot)
);

CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    order_key TEXT,
    payload TEXT NOT NULL DEFAULT '{}',
    state TEXT NOT NULL CHECK (state IN ('pending', 'in_flight', 'done', 'failed', 'needs_confirmation')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX outbox_open ON outbox(state) WHERE state IN ('pending', 'in_flight', 'needs_confirmation');
-- At most one unfinished create per order: a second journal entry would become a second shipment.
CREATE UNIQUE INDEX one_open_create_per_order ON outbox(order_key)
    WHERE kind = 'create_shipment' AND state IN ('pending', 'in_flight');

CREATE TABLE operator_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    operator TEXT NOT NULL,
    action TEXT NOT NULL,
    order_key TEXT,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_log_by_order ON operator_log(order_key);
"""

# Version 2: return shipments are journaled too (outbox kind 'create_return'), at most one unfinished per order.
_V2 = """
CREATE UNIQUE INDEX one_open_return_per_order ON outbox(order_key)
    WHERE kind = 'create_return' AND state IN ('pending', 'in_flight');
"""

# Version 3: the operator's edit of an order's shipment (recipient, carrier, options, ... as the detail panel shows
# them), in the codec's draft shape. Every create reads it instead of the order's own data (docs/station.md).
_V3 = """
ALTER TABLE orders ADD COLUMN draft TEXT;
"""

# Version 4: what the service knows of the shop's shipments made at other stations (issue "ships once"). A shipment
# found there for a queued order is recorded in `shipments` with origin 'elsewhere'; `service_shipments` mirrors the
# shop's shipments seen in the sweeps (matched again when orders arrive), `service_sweeps` how far the sweeps reach,
# and `service_checks` which references the service has been asked about (an order never asked about is unknown).
_V4 = """
ALTER TABLE shipments ADD COLUMN origin TEXT NOT NULL DEFAULT 'station' CHECK (origin IN ('station', 'elsewhere'));

CREATE TABLE service_shipments (
    shop TEXT NOT NULL,                   -- which account's shipments (shops are separate on the service)
    id INTEGER NOT NULL,
    reference TEXT NOT NULL,
    status TEXT NOT NULL,
    carrier TEXT NOT NULL DEFAULT '',
    barcode TEXT NOT NULL DEFAULT '',
    tracking_url TEXT NOT NULL DEFAULT '',
    created TEXT,                         -- when the service created it
    seen_at TEXT NOT NULL,
    PRIMARY KEY (shop, id)
);
CREATE INDEX service_shipments_by_reference ON service_shipments(shop, reference);

CREATE TABLE service_sweeps (
    shop TEXT PRIMARY KEY,
    covered_from TEXT NOT NULL,           -- the sweeps have read every shipment created from here ...
    covered_to TEXT NOT NULL,             -- ... to here (service time)
    swept_at TEXT NOT NULL                -- when the last complete sweep began (this station's clock)
);

CREATE TABLE service_checks (
    shop TEXT NOT NULL,
    reference TEXT NOT NULL,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (shop, reference)
);
"""

# Version 5: a multi-collo shipment's follow-up parcels (issue 19). Each is a shipment of the service with its own id,
# barcode and label; the main parcel (number 1) is the row in `shipments`, so one order still has one shipment.
_V5 = """
CREATE TABLE parcels (
    id INTEGER PRIMARY KEY,               -- the service's shipment id of the follow-up parcel
    shipment_id INTEGER NOT NULL REFERENCES shipments(id),  -- the main parcel
    number INTEGER NOT NULL CHECK (number >= 2),            -- parcel 2, 3, ... of the shipment
    status TEXT NOT NULL,
    barcode TEXT NOT NULL DEFAULT '',
    tracking_url TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (shipment_id, number)
);
CREATE INDEX parcels_by_barcode ON parcels(barcode);
ALTER TABLE orders ADD COLUMN parcels INTEGER NOT NULL DEFAULT 1;  -- the order's parcel count (import column)
"""

# Version 6: the operators of this station (issue 19 point 8): the short list the operator picks a name from at start,
# newest choice first; the newest one is who works now, after a restart too. The log is read a day at a time.
_V6 = """
CREATE TABLE operators (
    name TEXT PRIMARY KEY COLLATE NOCASE, -- as the operator typed it; "anna" and "Anna" are one operator
    chosen_at TEXT NOT NULL               -- the last time it was chosen
);
CREATE INDEX operator_log_by_time ON operator_log(at);
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5, _V6)
