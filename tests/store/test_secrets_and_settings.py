"""Secrets only in a secure keyring (NoSecureKeyring otherwise); account settings as JSON without secrets."""

from __future__ import annotations

import json

import keyring
import pytest
from keyring.backends import fail

from station import paths
from station.store.secrets import CLIENT_SECRET, NoSecureKeyring, SecretStore, api_key_name
from station.store.settings import AccountMode, AccountSettings, SettingsFile


def test_secrets_round_trip_in_the_keyring(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    secrets = SecretStore()
    secrets.set(CLIENT_SECRET, "s3cr3t-value")
    secrets.set(api_key_name("Demo NL"), "key-nl")
    assert secrets.get(CLIENT_SECRET) == "s3cr3t-value"
    assert memory_keyring.secrets[("Station", "apikey.Demo NL")] == "key-nl"
    secrets.delete(CLIENT_SECRET)
    secrets.delete(CLIENT_SECRET)  # deleting what is gone is fine
    assert secrets.get(CLIENT_SECRET) is None


def test_a_failing_backend_is_refused_plainly() -> None:
    keyring.set_keyring(fail.Keyring())
    with pytest.raises(NoSecureKeyring) as caught:
        SecretStore().set(CLIENT_SECRET, "s3cr3t-value")
    assert "s3cr3t-value" not in str(caught.value)
    assert "secure keyring" in str(caught.value)


def test_a_plaintext_backend_is_refused() -> None:
    from keyring.backend import KeyringBackend

    class PlaintextKeyring(KeyringBackend):  # named like keyrings.alt's file backend
        priority = 1  # type: ignore[assignment]

        def get_password(self, service: str, username: str) -> str | None:
            return None

        def set_password(self, service: str, username: str, password: str) -> None:
            raise AssertionError("must not be called")

        def delete_password(self, service: str, username: str) -> None:
            pass

    with pytest.raises(NoSecureKeyring):
        SecretStore(PlaintextKeyring()).set(CLIENT_SECRET, "x")


def test_settings_round_trip_as_json_in_the_config_dir() -> None:
    file = SettingsFile()
    assert file.path.parent == paths.config_dir()
    assert file.load() == AccountSettings()
    settings = AccountSettings(
        mode=AccountMode.OAUTH,
        base_url="https://api.example",
        printing_base_url="https://print.example",
        client_id="client-1",
        scopes=("shipments.read",),
        shops=("Demo NL", "Demo BE"),
        default_shop="Demo NL",
    )
    file.save(settings)
    assert SettingsFile().load() == settings
    assert json.loads(file.path.read_text())["mode"] == "oauth"


def test_unreadable_settings_fall_back_to_defaults() -> None:
    file = SettingsFile()
    file.path.write_text("{not json")
    assert file.load() == AccountSettings()
    file.path.write_text('{"mode": "martian"}')
    assert file.load() == AccountSettings()
