"""The sandbox server's life cycle and its `--db` persistence, over real loopback sockets."""

from __future__ import annotations

import socket
import sys
import threading
from pathlib import Path

import httpx
import pytest

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from tests.helpers.sandbox import (
    SandboxFactory,
    basic,
    bearer,
    client_for,
    obtain_token,
    shipment_body,
    unread_by_server,
)
from tests.helpers.waiting import wait_for


def test_start_binds_loopback_and_stop_frees_the_port() -> None:
    server = SandboxServer(SandboxConfig()).start()
    try:
        assert server.base_url.startswith("http://127.0.0.1:")
        assert server.printing_base_url == server.base_url + "/printing"
        with client_for(server, basic(accounts.API_KEY_NL)) as client:
            assert client.get("/shipments").status_code == 200
            assert client.get(server.printing_base_url + "/status").status_code == 200
        port = server.port
    finally:
        server.stop()
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/shipments")
    # The same port can be bound again at once.
    with SandboxServer(SandboxConfig(port=port)) as again:
        assert again.base_url == f"http://127.0.0.1:{port}"


def test_two_sandboxes_keep_separate_state(sandbox_factory: SandboxFactory) -> None:
    first, second = sandbox_factory(), sandbox_factory()
    with client_for(first, basic(accounts.API_KEY_NL)) as one, client_for(second, basic(accounts.API_KEY_NL)) as two:
        assert one.post("/shipments", json=shipment_body()).status_code == 201
        assert one.get("/shipments").json()["total"] == 1
        assert two.get("/shipments").json()["total"] == 0


def test_a_database_file_keeps_shipments_tokens_and_links_across_restarts(tmp_path: Path) -> None:
    db_path = str(tmp_path / "sandbox.sqlite3")
    with SandboxServer(SandboxConfig(db_path=db_path)) as server:
        token = obtain_token(server)
        with client_for(server, bearer(token["access_token"])) as client:
            created = client.post("/shipments", json=shipment_body(reference="KEEP")).json()
            order = client.post(
                "/fulfilment/orders", json={"external_identifier": "O-1", "recipient": {"cc": "NL"}, "order_lines": []}
            ).json()
        port = server.port
    with SandboxServer(SandboxConfig(db_path=db_path, port=port)) as restarted:
        with client_for(restarted, bearer(token["access_token"])) as client:
            fetched = client.get(f"/shipments/{created['id']}")
            assert fetched.status_code == 200 and fetched.json()["barcode"] == created["barcode"]
            assert client.get(f"/fulfilment/orders/{order['uuid']}").status_code == 200
            # A new shipment gets a new id and barcode: nothing is reused after a restart.
            later = client.post("/shipments", json=shipment_body()).json()
            assert later["id"] > created["id"] and later["barcode"] != created["barcode"]
        assert httpx.get(created["label_url"]).status_code == 200
        refreshed = httpx.post(
            restarted.base_url + "/oauth/token/refresh", json={"refresh_token": token["refresh_token"]}
        )
        assert refreshed.status_code == 200


def test_without_a_database_file_a_restart_starts_empty() -> None:
    with SandboxServer() as server:
        with client_for(server, basic(accounts.API_KEY_NL)) as client:
            client.post("/shipments", json=shipment_body())
    with SandboxServer() as fresh:
        with client_for(fresh, basic(accounts.API_KEY_NL)) as client:
            assert client.get("/shipments").json()["total"] == 0


def test_reset_empties_shipments_orders_and_webhooks_but_keeps_tokens(sandbox: SandboxServer) -> None:
    token = obtain_token(sandbox)
    with client_for(sandbox, bearer(token["access_token"])) as client:
        shipment = client.post("/shipments", json=shipment_body()).json()
        client.post(
            "/fulfilment/orders", json={"external_identifier": "O", "recipient": {"cc": "NL"}, "order_lines": []}
        )
        client.post("/webhook_subscriptions", json={"hook": "shipment_label_created", "url": "https://a.example"})
        assert httpx.post(sandbox.base_url + "/__sandbox__/reset").status_code == 204
        assert client.get("/shipments").json()["total"] == 0
        assert client.get("/fulfilment/orders").json()["total"] == 0
        assert client.get("/webhook_subscriptions").json()["webhook_subscriptions"] == []
        assert httpx.get(shipment["label_url"]).status_code == 404


def test_a_taken_port_is_refused_and_leaves_nothing_open(sandbox: SandboxServer) -> None:
    with pytest.raises(OSError):
        SandboxServer(SandboxConfig(port=sandbox.port)).start()
    assert httpx.post(sandbox.base_url + "/__sandbox__/reset").status_code == 204


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the connection's queue in /proc/net/tcp")
def test_stop_cancels_a_request_still_in_flight_after_the_grace_period_and_ends_its_thread() -> None:
    # The embedded sandbox stops when Station quits: a request waiting in a one-minute latency must not hold it up.
    server = SandboxServer(SandboxConfig(latency_ms=60_000)).start()
    thread = server._thread
    assert thread is not None
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=30)
    try:
        connection.sendall(
            f"GET /shipments HTTP/1.1\r\nHost: x\r\nAuthorization: {basic(accounts.API_KEY_NL)}\r\n\r\n".encode()
        )
        wait_for(
            lambda: unread_by_server(server.port, connection),
            lambda unread: unread == 0,
            what="the sandbox to read the request",
        )
        stopping = threading.Thread(target=server.stop)
        stopping.start()
        answer = connection.recv(4096)  # the cancelled request's answer, or end of file
        stopping.join(30)
        assert not stopping.is_alive(), "stop() did not return"
    finally:
        connection.close()
    # stop() gives up on the thread after 2.5 s (a starved machine); even then the thread ends on its own.
    wait_for(lambda: not thread.is_alive(), what="the server thread to end")
    assert answer == b"" or answer.startswith(b"HTTP/1.1 500"), answer


def test_the_sandbox_listens_as_tcp_so_its_answers_are_not_held_back_by_nagles_algorithm() -> None:
    # asyncio turns Nagle's algorithm off (TCP_NODELAY) only on connections whose socket says IPPROTO_TCP; with a
    # protocol of 0 an answer's body, written after its headers, waited ~40 ms for the client's delayed ACK on every
    # kept-alive connection (bench: a label took 48 ms instead of 4 at 0 ms latency).
    server = SandboxServer(SandboxConfig()).start()
    try:
        listener = server._socket  # noqa: SLF001 - the listening socket's protocol is the fact asyncio reads
        assert listener is not None and listener.proto == socket.IPPROTO_TCP
        with client_for(server, basic(accounts.API_KEY_NL)) as client:
            assert client.get("/shipments").status_code == 200
    finally:
        server.stop()
