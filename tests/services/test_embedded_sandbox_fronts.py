"""The GUI's embedded sandbox names both fronts' base URLs while it runs, and serves both over one state."""

from __future__ import annotations

import base64

import httpx
import pytest

from station.services.embedded_sandbox import EmbeddedSandbox

KEY64 = base64.b64encode(b"sandbox-nl").decode()


def test_the_embedded_sandbox_names_the_production_front() -> None:
    sandbox = EmbeddedSandbox(persistent=False)
    with pytest.raises(RuntimeError):
        _ = sandbox.production_base_url
    sandbox.start()
    try:
        assert sandbox.production_base_url == sandbox.base_url + "/production"
        assert sandbox.production_printing_base_url == sandbox.base_url + "/production/printing"
        created = httpx.post(
            sandbox.production_base_url + "/shipments",
            headers={
                "Authorization": f"bearer {KEY64}",
                "Content-Type": "application/vnd.shipment+json;charset=utf-8;version=1.1",
            },
            json={
                "data": {
                    "shipments": [
                        {
                            "carrier": 1,
                            "recipient": {
                                "cc": "NL",
                                "person": "J. Jansen",
                                "street": "Keizersgracht",
                                "number": "1",
                                "postal_code": "1015CC",
                                "city": "Amsterdam",
                            },
                        }
                    ]
                }
            },
            timeout=30,
        )
        assert created.status_code == 200, created.text
        shipment_id = created.json()["data"]["ids"][0]["id"]
        contract = httpx.get(
            f"{sandbox.base_url}/shipments/{shipment_id}", headers={"Authorization": f"basic {KEY64}"}, timeout=30
        )
        assert contract.json()["recipient"]["name"] == "J. Jansen"
        printing = httpx.get(
            sandbox.production_printing_base_url + "/printers", headers={"Authorization": f"bearer {KEY64}"}, timeout=30
        )
        assert printing.status_code == 200
    finally:
        sandbox.stop()
    with pytest.raises(RuntimeError):
        _ = sandbox.production_printing_base_url
