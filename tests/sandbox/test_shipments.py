"""contract §3 over HTTP: create one or a batch, list and filter, fetch, cancel, returns, multi-collo, shops."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from pypdf import PdfReader

from station.domain.tracking import public_tracking_url
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import ManualClock, SandboxFactory, advance, assert_error, basic, client_for, shipment_body

Create = Callable[..., dict[str, Any]]
OUTBOX = "station.sandbox.outbox"


def test_create_answers_201_with_the_request_fields_and_the_service_fields(
    sandbox: SandboxServer, nl: httpx.Client
) -> None:
    response = nl.post(
        "/shipments",
        json=shipment_body(
            label_description="Two books",
            options={"package_type": 1, "delivery_type": "2", "signature": True, "insurance": 50000},
        ),
    )
    assert response.status_code == 201
    shipment = response.json()
    assert shipment["carrier"] == "postnl" and shipment["reference"] == "ORD-1001"
    assert shipment["recipient"]["postal_code"] == "1015CC" and shipment["label_description"] == "Two books"
    # contract §3: ids are accepted, names come back.
    assert shipment["options"]["package_type"] == "package"
    assert shipment["options"]["delivery_type"] == "standard"
    assert shipment["options"]["signature"] is True and shipment["options"]["insurance"] == 50000
    assert isinstance(shipment["id"], int)
    assert (shipment["status"], shipment["status_code"]) == ("pending", 1)
    assert shipment["barcode"].startswith("3SDEMO")
    assert shipment["tracking_url"] == public_tracking_url(sandbox.base_url, shipment["barcode"], "1015CC", "NL")
    assert shipment["label_url"].startswith(sandbox.base_url + "/pdfs/")
    assert shipment["created"] and shipment["modified"]
    assert shipment["parent_id"] is None and shipment["multi_collo_main_id"] is None
    fetched = nl.get(f"/shipments/{shipment['id']}").json()
    assert {k: v for k, v in fetched.items() if k != "label_url"} == {
        k: v for k, v in shipment.items() if k != "label_url"
    }


def test_barcodes_are_unique(create: Create) -> None:
    barcodes = {create(reference=f"R{index}")["barcode"] for index in range(12)}
    assert len(barcodes) == 12


def test_a_batch_answers_in_request_order(nl: httpx.Client) -> None:
    bodies = [shipment_body(reference=f"B-{index}") for index in range(5)]
    response = nl.post("/shipments", json={"shipments": bodies})
    assert response.status_code == 201
    assert [s["reference"] for s in response.json()["shipments"]] == [f"B-{index}" for index in range(5)]
    assert nl.get("/shipments").json()["total"] == 5


def test_a_batch_is_all_or_nothing_and_names_each_index(nl: httpx.Client) -> None:
    bodies = [shipment_body(reference=f"B-{index}") for index in range(5)]
    bodies[1] = shipment_body(recipient={**bodies[1]["recipient"], "postal_code": "10155"})
    bodies[3] = shipment_body(options={"insurance": 123})
    body = assert_error(nl.post("/shipments", json={"shipments": bodies}), 422, 3505)
    fields = [entry["fields"] for entry in body["errors"]]
    assert ["shipments[1].recipient.postal_code"] in fields
    assert ["shipments[3].options.insurance"] in fields
    assert nl.get("/shipments").json()["total"] == 0


def test_a_batch_holds_at_most_100(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json={"shipments": [shipment_body()] * 101})
    assert_error(response, 422, 3212)
    assert nl.get("/shipments").json()["total"] == 0
    assert nl.post("/shipments", json={"shipments": [shipment_body()] * 100}).status_code == 201


def test_an_unknown_shipment_is_404_code_3004(nl: httpx.Client) -> None:
    assert_error(nl.get("/shipments/999999"), 404, 3004)
    assert_error(nl.get("/shipments/abc"), 404, 3004)
    assert_error(nl.delete("/shipments/999999"), 404, 3004)


def test_one_shop_never_sees_anothers_shipments(create: Create, nl: httpx.Client, be: httpx.Client) -> None:
    shipment = create(reference="SHARED-1")
    assert_error(be.get(f"/shipments/{shipment['id']}"), 404, 3004)
    assert be.get("/shipments").json()["total"] == 0
    for params in (
        {"q": shipment["barcode"]},
        {"q": "SHARED-1"},
        {"q": "Jansen"},
        {"reference": "SHARED-1"},
        {"status": "pending"},
    ):
        assert be.get("/shipments", params=params).json() == {"shipments": [], "page": 1, "size": 30, "total": 0}
    assert_error(be.delete(f"/shipments/{shipment['id']}"), 404, 3004)
    assert_error(be.get(f"/shipment_labels/{shipment['id']}"), 404, 3004)
    assert_error(be.get(f"/shipment_labels/{shipment['id']}", headers={"Accept": "application/json"}), 404, 3004)
    assert_error(be.post("/labels/print", json={"shipment_ids": [shipment["id"]], "format": "A6"}), 404, 3004)
    assert_error(be.get(f"/track_traces/{shipment['id']}"), 404, 3004)
    assert_error(be.post("/return_shipments", json={"parent_id": shipment["id"]}), 404, 3004)
    # Nothing of BE's touched NL's shipment.
    assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "pending"


def test_two_shops_may_use_the_same_reference_and_each_finds_only_its_own(
    create: Create, nl: httpx.Client, be: httpx.Client
) -> None:
    """contract §3: every list and lookup returns only the authenticated shop's records."""
    ours = create(reference="SAME-REF")
    be_body = shipment_body(
        carrier="bpost",
        reference="SAME-REF",
        options={},
        recipient={
            "name": "A. Peeters",
            "street": "Grote Markt 1",
            "postal_code": "1000",
            "city": "Brussel",
            "country": "BE",
        },
    )
    theirs = be.post("/shipments", json=be_body).json()
    for client, own in ((nl, ours), (be, theirs)):
        for params in ({"reference": "SAME-REF"}, {"q": "same-ref"}):
            assert [s["id"] for s in client.get("/shipments", params=params).json()["shipments"]] == [own["id"]]
        both = f"{ours['id']};{theirs['id']}"
        assert_error(client.get(f"/track_traces/{both}"), 404, 3004)
        assert_error(client.get(f"/shipment_labels/{both}"), 404, 3004)


class TestList:
    def test_newest_first_with_paging(self, sandbox_factory: SandboxFactory) -> None:
        clock = ManualClock()
        server = sandbox_factory(clock=clock)
        with client_for(server, basic("sandbox-nl")) as client:
            for index in range(7):
                assert client.post("/shipments", json=shipment_body(reference=f"P-{index}")).status_code == 201
                clock.advance(minutes=1)
            page = client.get("/shipments", params={"size": 3, "page": 2}).json()
            assert (page["page"], page["size"], page["total"]) == (2, 3, 7)
            assert [s["reference"] for s in page["shipments"]] == ["P-3", "P-2", "P-1"]
            default = client.get("/shipments").json()
            assert default["size"] == 30 and default["page"] == 1
            assert [s["reference"] for s in default["shipments"]] == [f"P-{i}" for i in reversed(range(7))]
            # from/to: YYYY-MM-DD HH:MM:SS, Europe/Amsterdam (contract conventions); inclusive.
            window = client.get("/shipments", params={"from": "2026-03-02 09:02:00", "to": "2026-03-02 09:04:00"})
            assert [s["reference"] for s in window.json()["shipments"]] == ["P-4", "P-3", "P-2"]

    @pytest.mark.parametrize(
        "params, field",
        [
            ({"size": 0}, "size"),
            ({"size": 301}, "size"),
            ({"size": "x"}, "size"),
            ({"page": 0}, "page"),
            ({"status": "lost"}, "status"),
            ({"from": "yesterday"}, "from"),
            ({"to": "2026-13-01 00:00:00"}, "to"),
        ],
    )
    def test_bad_query_values_are_422_naming_them(self, nl: httpx.Client, params: dict[str, Any], field: str) -> None:
        body = assert_error(nl.get("/shipments", params=params), 422, 3212)
        assert body["errors"][0]["fields"] == [field]

    def test_size_300_is_allowed(self, nl: httpx.Client) -> None:
        assert nl.get("/shipments", params={"size": 300}).json()["size"] == 300

    def test_free_text_searches_reference_barcode_name_and_postal_code(self, create: Create, nl: httpx.Client) -> None:
        first = create(reference="WEB-77")
        second = create(
            reference="SHOP-12",
            recipient={
                "name": "Anna de Vries",
                "street": "Dorpsstraat 4",
                "postal_code": "3511 AB",
                "city": "Utrecht",
                "country": "NL",
            },
        )

        def found(q: str) -> set[int]:
            return {s["id"] for s in nl.get("/shipments", params={"q": q}).json()["shipments"]}

        assert found("web-77") == {first["id"]}
        assert found(second["barcode"]) == {second["id"]}
        assert found("de vries") == {second["id"]}
        assert found("3511AB") == {second["id"]} == found("3511 ab")
        assert found("100%") == set()

    def test_reference_filters_exactly(self, create: Create, nl: httpx.Client) -> None:
        create(reference="A-1")
        create(reference="A-10")
        listed = nl.get("/shipments", params={"reference": "A-1"}).json()
        assert [s["reference"] for s in listed["shipments"]] == ["A-1"] and listed["total"] == 1

    def test_status_filter_takes_names_and_codes(self, create: Create, nl: httpx.Client) -> None:
        _pending, printed, cancelled = create(reference="p"), create(reference="pr"), create(reference="c")
        assert nl.get(f"/shipment_labels/{printed['id']}").status_code == 200
        assert nl.delete(f"/shipments/{cancelled['id']}").status_code == 204

        def refs(status: str) -> set[str]:
            return {s["reference"] for s in nl.get("/shipments", params={"status": status}).json()["shipments"]}

        assert refs("pending") == {"p"} == refs("1")
        assert refs("printed;cancelled") == {"pr", "c"} == refs("2;17")
        assert refs("pending;2") == {"p", "pr"}


class TestCancel:
    @pytest.mark.parametrize("fetch_label", [False, True])
    def test_pending_or_printed_is_cancelled_with_204(
        self, create: Create, nl: httpx.Client, fetch_label: bool
    ) -> None:
        shipment = create()
        if fetch_label:
            nl.get(f"/shipment_labels/{shipment['id']}")
            assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "printed"
        response = nl.delete(f"/shipments/{shipment['id']}")
        assert response.status_code == 204 and response.content == b""
        assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "cancelled"
        assert nl.get(f"/shipments/{shipment['id']}").json()["status_code"] == 17
        # contract §3 (amended): a repeated DELETE is refused; the shipment stays cancelled.
        body = assert_error(nl.delete(f"/shipments/{shipment['id']}"), 409, 3723)
        assert "already cancelled" in body["message"]
        assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == "cancelled"

    @pytest.mark.parametrize("journey", [["handed_over"], ["handed_over", "delivered"], ["handed_over", "returned"]])
    def test_at_or_after_handed_over_is_409_code_3723(
        self, sandbox: SandboxServer, create: Create, nl: httpx.Client, journey: list[str]
    ) -> None:
        shipment = create()
        for status in journey:
            assert advance(sandbox, shipment["id"], status).status_code == 200
        assert_error(nl.delete(f"/shipments/{shipment['id']}"), 409, 3723)
        assert nl.get(f"/shipments/{shipment['id']}").json()["status"] == journey[-1]


class TestReturns:
    def test_a_return_of_a_printed_shipment(self, create: Create, nl: httpx.Client) -> None:
        parent = create(
            sender={"name": "Shop", "street": "Markt 1", "postal_code": "3511AA", "city": "Utrecht", "country": "NL"}
        )
        nl.get(f"/shipment_labels/{parent['id']}")
        response = nl.post("/return_shipments", json={"parent_id": parent["id"], "send_email": True})
        assert response.status_code == 201
        returned = response.json()
        assert returned["parent_id"] == parent["id"] and returned["id"] != parent["id"]
        assert returned["recipient"]["name"] == "Shop" and returned["sender"]["name"] == "J. Jansen"
        assert returned["barcode"] != parent["barcode"] and "qr_url" not in returned
        label = httpx.get(returned["label_url"])
        assert label.status_code == 200 and label.content.startswith(b"%PDF")

    @pytest.mark.parametrize("cancelled", [False, True], ids=["pending", "cancelled"])
    def test_the_parent_must_not_be_pending_or_cancelled(
        self, create: Create, nl: httpx.Client, cancelled: bool
    ) -> None:
        parent = create()
        if cancelled:
            nl.get(f"/shipment_labels/{parent['id']}")  # printed first: cancelled is refused for its own sake
            assert nl.delete(f"/shipments/{parent['id']}").status_code == 204
        body = assert_error(nl.post("/return_shipments", json={"parent_id": parent["id"]}), 412, 3705)
        assert body["errors"][0]["fields"] == ["parent_id"]
        assert ("cancelled" if cancelled else "pending") in body["errors"][0]["message"]
        assert nl.get("/shipments").json()["total"] == 1

    def test_printerless_on_a_carrier_that_allows_it_gives_a_qr_url(
        self, sandbox: SandboxServer, create: Create, nl: httpx.Client
    ) -> None:
        parent = create()
        assert advance(sandbox, parent["id"], "handed_over").status_code == 200
        returned = nl.post("/return_shipments", json={"parent_id": parent["id"], "printerless": True}).json()
        assert returned["qr_url"].startswith(sandbox.base_url)
        qr = httpx.get(returned["qr_url"])
        assert qr.status_code == 200 and qr.headers["content-type"].startswith("image/svg+xml")

    def test_printerless_on_a_carrier_without_it_is_412(
        self, sandbox: SandboxServer, create: Create, nl: httpx.Client
    ) -> None:
        parent = create(carrier="dpd", options={})
        assert advance(sandbox, parent["id"], "handed_over").status_code == 200
        body = assert_error(
            nl.post("/return_shipments", json={"parent_id": parent["id"], "printerless": True}), 412, 3705
        )
        assert body["errors"][0]["fields"] == ["printerless"]

    def test_send_email_puts_the_return_email_in_the_outbox(
        self, sandbox: SandboxServer, create: Create, nl: httpx.Client, caplog: pytest.LogCaptureFixture
    ) -> None:
        """spec §4 rule 3: the standard return e-mail to the recipient, with the QR code or the label link."""
        customer = {
            "name": "J. Jansen",
            "street": "Keizersgracht 1",
            "postal_code": "1015CC",
            "city": "Amsterdam",
            "country": "NL",
            "email": "j.jansen@example.org",
        }
        parent = create(recipient=customer)
        assert advance(sandbox, parent["id"], "handed_over").status_code == 200
        caplog.set_level(logging.INFO, logger=OUTBOX)
        quiet = nl.post("/return_shipments", json={"parent_id": parent["id"], "send_email": False}).json()
        assert [r for r in caplog.records if r.name == OUTBOX] == []
        emailed = nl.post(
            "/return_shipments", json={"parent_id": parent["id"], "send_email": True, "printerless": True}
        ).json()
        (record,) = [r for r in caplog.records if r.name == OUTBOX]
        mail = record.getMessage()
        assert "j.jansen@example.org" in mail and emailed["qr_url"] in mail and f"return {emailed['id']}" in mail
        assert f"return {quiet['id']}" not in mail
        caplog.clear()
        with_label = nl.post("/return_shipments", json={"parent_id": parent["id"], "send_email": True}).json()
        (record,) = [r for r in caplog.records if r.name == OUTBOX]
        assert "(label)" in record.getMessage()
        # The link in the e-mail is the return's own label.
        label = httpx.get(record.getMessage().rsplit(" ", 1)[-1])
        assert label.status_code == 200
        assert with_label["barcode"] in PdfReader(io.BytesIO(label.content)).pages[0].extract_text()

    def test_send_email_without_a_recipient_address_is_logged_as_not_sent(
        self, sandbox: SandboxServer, create: Create, nl: httpx.Client, caplog: pytest.LogCaptureFixture
    ) -> None:
        parent = create()  # the helpers' recipient has an empty email
        assert advance(sandbox, parent["id"], "handed_over").status_code == 200
        caplog.set_level(logging.INFO, logger=OUTBOX)
        response = nl.post("/return_shipments", json={"parent_id": parent["id"], "send_email": True})
        assert response.status_code == 201
        (record,) = [r for r in caplog.records if r.name == OUTBOX]
        assert record.levelno == logging.WARNING and "not sent" in record.getMessage()

    def test_unknown_parent_is_404_and_a_missing_one_500(self, nl: httpx.Client) -> None:
        assert_error(nl.post("/return_shipments", json={"parent_id": 987654}), 404, 3004)
        assert_error(nl.post("/return_shipments", json={}), 500, 3212)
        assert_error(nl.post("/return_shipments", json={"parent_id": "7"}), 422, 3212)


def test_multi_collo_creates_follow_up_parcels(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json=shipment_body(reference="MC-1", secondary_shipments=2))
    assert response.status_code == 201
    main = response.json()
    assert main["multi_collo_main_id"] == main["id"]
    parcels = nl.get("/shipments", params={"reference": "MC-1"}).json()["shipments"]
    assert len(parcels) == 3
    assert {p["multi_collo_main_id"] for p in parcels} == {main["id"]}
    assert len({p["barcode"] for p in parcels}) == 3
    # The main parcel's label link holds every parcel.
    pdf = httpx.get(main["label_url"]).content
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 3


def test_multi_collo_on_a_carrier_without_it_is_412(nl: httpx.Client) -> None:
    body = assert_error(
        nl.post("/shipments", json=shipment_body(carrier="dpd", options={}, secondary_shipments=1)), 412, 3705
    )
    assert body["errors"][0]["fields"] == ["secondary_shipments"]
