"""Benchmark 10: the shared store (several packing tables, one queue on PostgreSQL).

Row 10a, claims: three stations (each its own connection and thread, as three tables are three processes) claim
1,000 orders in the batch's chunks of 25 until every order is someone's; claims per second against one station
claiming the same 1,000 alone on the same database, in the same run.

Row 10b, the live queue: a change committed at one station (an order's state) until another station re-read the
row, heard through LISTEN/NOTIFY (median and p95 of many); against a bare `pg_notify` heard by a bare listening
psycopg connection on the same server, interleaved.

A throwaway cluster (initdb + pg_ctl, as the test suite starts it) runs on this machine without fsync: the figures
are the code's and the protocol's, not a disk's.
"""

from __future__ import annotations

import random
import threading
import time
from datetime import timedelta

import psycopg

from bench.common import Row, Size, median, ms, percentile
from station.domain.models import Address
from station.store.claims import StationIdentity
from station.store.records import OrderSource, OrderState, QueuedOrder
from station.store.sql import StoreConflict
from station.store.store import Store
from tests.helpers.postgres import Cluster, Schemas, throwaway_cluster

LEASE = timedelta(minutes=5)
CHUNK = 25
RECIPIENT = Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL")


def _queue(location: str, count: int) -> list[str]:
    store = Store.open(location)
    keys = [f"import:B-{number:05d}" for number in range(count)]
    with store.db.transaction():
        for key in keys:
            store.orders.add(QueuedOrder(key, OrderSource.IMPORT, key.removeprefix("import:"), RECIPIENT))
    store.close()
    return keys


def _claim_all(stores: list[Store], keys: list[str]) -> tuple[float, list[int], int]:
    """Each store on its own thread claims chunks of the (shuffled per station) keys until all are taken.
    Returns the seconds until the last claim, how many each station won, and how many transactions ran again."""
    won = [0] * len(stores)
    conflicts = [0] * len(stores)
    start = threading.Barrier(len(stores) + 1)

    def station(number: int, store: Store) -> None:
        assert store.station is not None
        order = list(keys)
        random.Random(number).shuffle(order)
        start.wait()
        for begin in range(0, len(order), CHUNK):
            chunk = order[begin : begin + CHUNK]
            for _attempt in range(5):
                try:
                    refused = store.claims.claim_many(chunk, store.station.id, LEASE)
                    break
                except StoreConflict:
                    conflicts[number] += 1
            won[number] += len(chunk) - len(refused)

    threads = [threading.Thread(target=station, args=(number, store)) for number, store in enumerate(stores)]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.perf_counter()
    for thread in threads:
        thread.join()
    return time.perf_counter() - began, won, sum(conflicts)


def claims_row(cluster: Cluster, count: int) -> Row:
    schemas = Schemas(cluster, "bench_claims")
    try:
        contended_at = schemas.location("contended")
        alone_at = schemas.location("alone")
        keys = _queue(contended_at, count)
        _queue(alone_at, count)
        tables = [Store.open(contended_at, station=StationIdentity(f"t{n}", f"Table {n}")) for n in (1, 2, 3)]
        alone = [Store.open(alone_at, station=StationIdentity("t1", "Table 1"))]
        for store in [*tables, *alone]:
            assert store.station is not None
            store.claims.register(store.station, LEASE)
        alone_s, _, _ = _claim_all(alone, keys)
        contended_s, won, conflicts = _claim_all(tables, keys)
        for store in [*tables, *alone]:
            store.close()
    finally:
        schemas.drop_all()
    assert sum(won) == count, f"{sum(won)} claims won for {count} orders"
    contended_rate, alone_rate = count / contended_s, count / alone_s
    return Row(
        f"10a. Shared store: claims, 3 stations contending for {count:,} orders",
        f"{contended_rate:,.0f} claims/s ({ms(contended_s)} for all)",
        f"1 station alone {alone_rate:,.0f} claims/s ({ms(alone_s)})",
        contended_rate / alone_rate,
        "info (no target)",
        "—",
        notes=[
            f"Won per station: {', '.join(str(n) for n in won)}; every order claimed exactly once; transactions "
            f"the server rolled back and that ran again: {conflicts}. Each chunk of {CHUNK} is one transaction "
            "that locks the orders' rows it can get (FOR UPDATE SKIP LOCKED) and claims them; the rows another "
            "station held are asked about after. Below 1: what contending costs against one table alone."
        ],
    )


def _latencies(location: str, bare_conninfo: str, samples: int) -> tuple[list[float], list[float]]:
    writer = Store.open(location, station=StationIdentity("w", "Table 1"))
    reader = Store.open(location, station=StationIdentity("r", "Table 2"))
    keys = _queue_in(writer, samples)
    heard: dict[str, float] = {}
    arrived = threading.Condition()

    def on_change(order_keys: frozenset[str] | None) -> None:
        for key in order_keys or ():
            reader.orders.get(key)  # the row as the queue re-reads it
            with arrived:
                heard[key] = time.perf_counter()
                arrived.notify_all()

    linked = threading.Event()
    stop = reader.db.listen(on_change, skip_station="r", on_link=lambda up, _detail: linked.set() if up else None)
    bare_listener = psycopg.connect(bare_conninfo, autocommit=True)
    bare_listener.execute("LISTEN bench_bare")
    bare_sender = psycopg.connect(bare_conninfo, autocommit=True)
    station_s: list[float] = []
    bare_s: list[float] = []
    try:
        if not linked.wait(timeout=30):
            raise TimeoutError("the listener did not connect")
        for key in keys:
            began = time.perf_counter()
            writer.orders.set_state(key, OrderState.PRINTED)
            with arrived:
                if not arrived.wait_for(lambda key=key: key in heard, timeout=10):  # type: ignore[misc]
                    raise TimeoutError(f"no word of {key} within 10 s")
            station_s.append(heard[key] - began)

            began = time.perf_counter()
            bare_sender.execute("SELECT pg_notify('bench_bare', %s)", (key,))
            for _note in bare_listener.notifies(timeout=10, stop_after=1):
                bare_s.append(time.perf_counter() - began)
    finally:
        stop()
        bare_listener.close()
        bare_sender.close()
        writer.close()
        reader.close()
    return station_s, bare_s


def _queue_in(store: Store, count: int) -> list[str]:
    keys = [f"import:L-{number:05d}" for number in range(count)]
    with store.db.transaction():
        for key in keys:
            store.orders.add(QueuedOrder(key, OrderSource.IMPORT, key.removeprefix("import:"), RECIPIENT))
    return keys


def latency_row(cluster: Cluster, samples: int) -> Row:
    schemas = Schemas(cluster, "bench_live")
    try:
        station_s, bare_s = _latencies(schemas.location("live"), cluster.conninfo(), samples)
    finally:
        schemas.drop_all()
    return Row(
        f"10b. Shared store: a change at one station to the row re-read at another ({samples} changes)",
        f"median {ms(median(station_s))}, p95 {ms(percentile(station_s, 0.95))}",
        f"bare pg_notify round trip: median {ms(median(bare_s))}, p95 {ms(percentile(bare_s, 0.95))}",
        median(station_s) / median(bare_s),
        "within 1 s",
        "met" if percentile(station_s, 0.95) < 1.0 else "NOT met",
        notes=[
            "Station: commit of the change (its trigger notifies at commit), the listener thread wakes, takes the "
            "rest of the burst (what arrived within 1 ms), re-reads the order. The window adds a hop onto its event loop."
        ],
    )


def run(size: Size) -> list[Row]:
    count, samples = {"tiny": (100, 10), "quick": (1_000, 50), "full": (1_000, 200)}[size]
    with throwaway_cluster() as cluster:
        return [claims_row(cluster, count), latency_row(cluster, samples)]
