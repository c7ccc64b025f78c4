"""Account configuration (settings file without secrets, keyring with them), the embedded sandbox, operator messages."""

from __future__ import annotations

import httpx
import pytest

from station import paths
from station.api.errors import ApiBackendError, InvalidConsignment
from station.services.account import AccountService
from station.services.embedded_sandbox import EmbeddedSandbox
from station.services.errors import NotSignedIn, WorkQueued, describe
from station.store.database import StoreUnavailable
from station.store.settings import AccountMode


def test_configuring_keeps_secrets_in_the_keyring_and_names_in_the_settings_file(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    account = AccountService()
    assert not account.configured
    with pytest.raises(NotSignedIn):
        account.build_auth()
    account.configure_api_keys("http://svc", "http://svc/printing", {"Demo NL": "key-nl-123", "Demo BE": "key-be-456"})
    assert account.configured and account.settings.default_shop == "Demo NL"
    account.configure_oauth("http://svc", "http://svc/printing", "client-1", "very-secret-value")
    reloaded = AccountService()
    assert reloaded.settings.mode is AccountMode.OAUTH and reloaded.settings.client_id == "client-1"
    settings_text = (paths.config_dir() / "account.json").read_text()
    for secret in ("very-secret-value", "key-nl-123", "key-be-456"):
        assert secret not in settings_text
    assert memory_keyring.secrets[("Station", "oauth.client_secret")] == "very-secret-value"
    assert "OAuthClientCredentials" in repr(reloaded.build_auth())


def test_the_embedded_sandbox_starts_and_stops() -> None:
    sandbox = EmbeddedSandbox(persistent=False)
    with pytest.raises(RuntimeError):
        _ = sandbox.base_url
    sandbox.start()
    try:
        response = httpx.get(sandbox.base_url + "/shipments", headers={"Authorization": "basic c2FuZGJveC1ubA=="})
        assert response.status_code == 200
    finally:
        sandbox.stop()
    assert not sandbox.running


def test_describe_says_whether_to_correct_or_retry() -> None:
    refused = describe(InvalidConsignment("receipt_code with signature", status=412, code=3705))
    assert (refused.title, refused.retry) == ("Options not allowed together", False)
    assert "correct" in refused.advice.lower()
    backend = describe(ApiBackendError("POST /shipments: no answer"))
    assert backend.retry and "retry" in backend.advice.lower()
    # A failure below HTTP in words, without the call or httpx's exception name (those go to the log).
    lost = describe(ApiBackendError("POST /shipments: no connection (ConnectError)", maybe_committed=False))
    assert lost.title == "Service not reachable" and lost.text == "Station could not reach the service (no connection)."
    unanswered = describe(ApiBackendError("POST /shipments: no answer (ReadTimeout)", maybe_committed=True))
    assert "POST" not in unanswered.text and "looks up" in unanswered.text
    answered = describe(ApiBackendError("Bad gateway", status=502, code=3900))
    assert answered.text == "Bad gateway"  # the service's own words when it did answer
    queued = describe(WorkQueued("Shipment A is queued"))
    assert queued.retry and "nothing is lost" in queued.advice.lower()
    assert describe(StoreUnavailable("disk full")).retry
    bug = describe(KeyError("secret-in-a-key"))
    assert "bug" in bug.advice and "secret-in-a-key" not in bug.text


def test_the_sandbox_works_without_a_keyring_but_a_real_account_does_not(sandbox, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # A new user's first start on a machine with no Secret Service: the sandbox's key is public, so no keyring is
    # needed for it; the secrets of a real account are refused rather than kept anywhere else.
    import keyring
    from keyring.backends import fail

    from station.store.secrets import NoSecureKeyring
    from station.store.settings import SettingsFile

    keyring.set_keyring(fail.Keyring())  # the autouse memory_keyring fixture restores the previous one
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(sandbox.base_url, sandbox.printing_base_url)
    assert account.configured
    response = httpx.get(sandbox.base_url + "/shipments", auth=account.build_auth(), timeout=10)
    assert response.status_code == 200
    with pytest.raises(NoSecureKeyring):
        account.configure_api_keys("https://api.example", "https://printing.example", {"Shop": "real-key"})
    assert "real-key" not in (tmp_path / "account.json").read_text(encoding="utf-8")


@pytest.mark.anyio
async def test_a_return_of_a_pending_shipment_is_described_as_such_not_as_bad_options(sandbox) -> None:  # type: ignore[no-untyped-def]
    from station.api.auth import ApiKeyAuth
    from station.api.shipping import ShippingClient
    from tests.api.drafts import nl_draft

    async with ShippingClient(sandbox.base_url, ApiKeyAuth("sandbox-nl")) as client:
        parent = await client.create_shipment(nl_draft("RET-PENDING"))
        with pytest.raises(InvalidConsignment) as refused:
            await client.create_return(parent.id)
    assert refused.value.fields == ("parent_id",)
    message = describe(refused.value)
    assert message.title == "Return not possible" and "pending" in message.text
    assert "cancelled instead" in message.advice and not message.retry
