"""Account settings (mode, base URLs, client id, scopes, shop names) as JSON in paths.config_dir(); no secrets."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from station import paths
from station.domain.models import Address
from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.store.codec import address_from_dict, address_to_dict

log = logging.getLogger("station.store.settings")

SETTINGS_FILE_NAME = "account.json"
DEFAULT_SCOPES = ("shipments.read", "shipments.write", "orders.read", "orders.write")


class AccountMode(str, Enum):
    SANDBOX = "sandbox"  # the embedded or a local sandbox service, with its fixed API key
    OAUTH = "oauth"  # client credentials; the secret and tokens live in the keyring
    API_KEY = "api_key"  # one shop API key per shop, in the keyring
    PRODUCTION = "production"  # the production service's own format: one API key per shop, in the keyring


class WireName(str, Enum):
    """Which wire format the account's service speaks (station.api.profiles.WireProfile by value)."""

    CONTRACT = "contract"
    PRODUCTION = "production"


@dataclass(frozen=True)
class AccountSettings:
    """Everything about the account except secrets. `shops` name the API keys in the keyring (`apikey.<shop>`)."""

    mode: AccountMode = AccountMode.SANDBOX
    base_url: str = ""
    printing_base_url: str = ""
    client_id: str = ""
    scopes: tuple[str, ...] = DEFAULT_SCOPES
    shops: tuple[str, ...] = ()
    default_shop: str = ""
    operator: str = ""
    # The sender address per shop name, printed on its labels and where its returns go: not a secret, so here.
    senders: dict[str, Address] = field(default_factory=dict)
    # The wire format; a production account always speaks "production", a sandbox either.
    wire: WireName = WireName.CONTRACT
    # `bearer` or `basic` before the production API key ("" for the format's default).
    auth_scheme: str = ""
    # Several packing tables, one queue: the shared store's PostgreSQL connection string (docs/multi-station.md);
    # empty: this station's own SQLite file. Its password is in the keyring, never here.
    shared_store: str = ""

    @property
    def speaks_production(self) -> bool:
        return self.mode is AccountMode.PRODUCTION or self.wire is WireName.PRODUCTION

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["mode"] = self.mode.value
        data["wire"] = self.wire.value
        data["scopes"] = list(self.scopes)
        data["shops"] = list(self.shops)
        data["senders"] = {shop: address_to_dict(address) for shop, address in self.senders.items()}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AccountSettings:
        defaults = cls()
        known = {name: data[name] for name in defaults.to_dict() if name in data}
        settings = replace(defaults, **known)
        if settings.shared_store and shared_store_problem(str(settings.shared_store)):
            raise ValueError(shared_store_problem(str(settings.shared_store)))
        senders = data.get("senders") or {}
        if not isinstance(senders, dict) or not all(isinstance(address, dict) for address in senders.values()):
            raise ValueError("senders must map shop names to addresses")
        return replace(
            settings,
            mode=AccountMode(settings.mode),
            wire=WireName(settings.wire),
            scopes=tuple(str(scope) for scope in settings.scopes),
            shops=tuple(str(shop) for shop in settings.shops),
            senders={str(shop): address_from_dict(address) for shop, address in senders.items()},
        )


def shared_store_problem(conninfo: str) -> str:
    """Why this connection string cannot be the shared store's setting ('' when it can): it must name a PostgreSQL
    database and hold no password (the password is kept in the keyring)."""
    from station.store.postgres import is_connection_string, password_in

    if not is_connection_string(conninfo):
        return QT_TRANSLATE_NOOP(
            "SharedStore", "the shared store is a PostgreSQL connection string starting with postgresql://"
        )
    if password_in(conninfo):
        return QT_TRANSLATE_NOOP(
            "SharedStore", "the shared store's connection string holds a password: keep it in the keyring instead"
        )
    return ""


@dataclass
class SettingsFile:
    """Reads and writes the account settings file atomically (a crash leaves the old or the new file)."""

    path: Path = field(default_factory=lambda: paths.config_dir() / SETTINGS_FILE_NAME)

    def load(self) -> AccountSettings:
        """The saved settings, or the defaults when there is no file or it cannot be read (logged)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return AccountSettings()
        except (OSError, ValueError) as error:
            log.warning("account settings %s unreadable (%s); using defaults", self.path, error)
            return AccountSettings()
        if not isinstance(data, dict):
            log.warning("account settings %s is not an object; using defaults", self.path)
            return AccountSettings()
        try:
            return AccountSettings.from_dict(data)
        except (TypeError, ValueError) as error:
            log.warning("account settings %s invalid (%s); using defaults", self.path, error)
            return AccountSettings()

    def save(self, settings: AccountSettings) -> None:
        write_atomically(self.path, json.dumps(settings.to_dict(), indent=2, sort_keys=True))
