"""After a whole session (API keys, OAuth sign-in, batch, printing credentials, sign-out) no secret is on disk."""

from __future__ import annotations

import logging
from pathlib import Path

import httpx
import pytest

from station import paths
from station.domain.enums import LabelFormat
from station.logs import configure_logging
from station.sandbox.server import SandboxServer
from station.services.account import DEMO_SENDER, AccountService
from station.services.station import StationServices
from station.store.settings import AccountMode
from tests.helpers.keyring import MemoryKeyring
from tests.helpers.services import directory_printers, sample_file

pytestmark = pytest.mark.anyio


def files_containing(secret: str) -> list[Path]:
    needle = secret.encode()
    hits = []
    for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir()):
        for path in folder.rglob("*"):
            if path.is_file() and needle in path.read_bytes():
                hits.append(path)
    return hits


async def test_no_secret_reaches_config_data_or_log_files(
    sandbox: SandboxServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    configure_logging(verbose=True)
    seen: list[str] = []  # every value that went to the keyring: tokens as they rotate, keys, passwords
    original_set = memory_keyring.set_password

    def recording_set(service: str, username: str, password: str) -> None:
        seen.append(password)
        original_set(service, username, password)

    memory_keyring.set_password = recording_set  # type: ignore[method-assign]
    try:
        account = AccountService()
        account.configure_api_keys(sandbox.base_url, sandbox.printing_base_url, {"Demo NL": "sandbox-nl"})
        # A real account ships from its shop's sender address (no sender, no shipment); it is no secret.
        assert account.set_senders({"Demo NL": DEMO_SENDER}) == []
        services = StationServices.open(account=account, printers=directory_printers(tmp_path / "labels"))
        keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys
        assert (await services.batch.run(keys[:3], LabelFormat.A6)).printed == 3

        account.configure_oauth(sandbox.base_url, sandbox.printing_base_url, "sandbox-client", "sandbox-secret")
        await services.reconnect()
        assert account.settings.mode is AccountMode.OAUTH
        summary = await services.batch.run(keys[3:8], LabelFormat.A6)
        assert summary.printed == 5 and summary.failed == []
        credentials = await services.printing_client().enable_direct_printing()
        account.store_printing_credentials(credentials.email, credentials.password)
        access_token = services.clients().auth._tokens.access_token  # type: ignore[attr-defined]
        refresh_token = memory_keyring.get_password("Station", "oauth.refresh_token")
        assert refresh_token and refresh_token in seen
        logging.getLogger("station.test").info("session with %s", access_token)  # a slip the redactor must mask

        await services.sign_out()
        # The revoked token is dead on the service (contract §1).
        async with httpx.AsyncClient() as client:
            revoked = await client.get(
                sandbox.base_url + "/shipments", headers={"Authorization": f"bearer {access_token}"}
            )
        assert revoked.status_code == 401
        await services.aclose()
        assert not any(name.startswith(("oauth.", "apikey.", "printing.")) for _service, name in memory_keyring.secrets)

        secrets = {*seen, "sandbox-secret", "sandbox-nl", access_token, credentials.password}
        assert all(len(secret) >= 8 for secret in secrets)
        for handler in logging.getLogger().handlers:
            handler.flush()
        assert list(paths.log_dir().glob("*.log"))  # the log exists, so the search below means something
        assert {secret: files_containing(secret) for secret in secrets} == {secret: [] for secret in secrets}
    finally:
        root = logging.getLogger()
        for handler in [h for h in root.handlers if getattr(h, "_station", False)]:
            root.removeHandler(handler)
            handler.close()
