"""Secrets in the system keyring only (client secret, tokens, API keys, printing password); never in a file."""

from __future__ import annotations

import logging

import keyring
import keyring.errors
from keyring.backend import KeyringBackend

from station.logs import redact

log = logging.getLogger("station.store.secrets")

SERVICE_NAME = "Station"

# The names Station stores under: one keyring entry per secret, all under the service "Station".
CLIENT_SECRET = "oauth.client_secret"
REFRESH_TOKEN = "oauth.refresh_token"
ACCESS_TOKEN = "oauth.access_token"
PRINTING_EMAIL = "printing.email"
PRINTING_PASSWORD = "printing.password"
SHARED_STORE_PASSWORD = "shared_store.password"  # the PostgreSQL role's password of the shared store


def api_key_name(shop: str) -> str:
    return f"apikey.{shop}"


class NoSecureKeyring(Exception):
    """Only a failing or plaintext keyring backend exists; Station will not keep secrets there."""

    def __init__(self, backend_name: str) -> None:
        super().__init__(
            f"No secure keyring is available (found: {backend_name}). Station keeps the client secret, tokens "
            "and API keys only in a secure keyring: install or unlock one (Secret Service, KWallet, macOS "
            "Keychain, Windows Credential Locker) and start Station again."
        )
        self.backend_name = backend_name


# Backends that fail every call or keep secrets readable in a file.
_INSECURE_BACKENDS = {
    "keyring.backends.fail.Keyring",
    "keyring.backends.null.Keyring",
    "keyrings.alt.file.PlaintextKeyring",
    "keyrings.alt.file.EncryptedKeyring",  # a password-less file in a known place is plaintext in practice
    "keyrings.alt.Gnome.Keyring",
}


def _qualified_name(backend: KeyringBackend) -> str:
    return f"{type(backend).__module__}.{type(backend).__qualname__}"


def _is_secure(backend: KeyringBackend) -> bool:
    name = _qualified_name(backend)
    if name in _INSECURE_BACKENDS or "plaintext" in name.lower():
        return False
    children: list[KeyringBackend] = getattr(backend, "backends", None) or []
    if name == "keyring.backends.chainer.ChainerBackend":
        # The chainer is only as good as what it chains; with nothing behind it every call fails.
        return bool(children) and all(_is_secure(child) for child in children)
    try:
        # keyring marks unusable backends with a priority that raises or is below zero.
        return float(backend.priority) > 0
    except Exception:  # noqa: BLE001 - a backend whose priority raises is not viable, whatever it raised
        return False


class SecretStore:
    """Get, set and delete Station's secrets by name in the keyring chosen by `keyring` (or the one given).

    Every call checks the backend first and raises NoSecureKeyring rather than falling back to plaintext.
    Values read or written are registered with the log redactor, so a slip in a log message is masked.
    """

    def __init__(self, backend: KeyringBackend | None = None) -> None:
        self._backend = backend

    @property
    def backend(self) -> KeyringBackend:
        """The backend keyring chose; NoSecureKeyring when none could be loaded.

        keyring loads the backend named by its configuration (PYTHON_KEYRING_BACKEND, keyringrc.cfg) or found among
        the installed ones; loading can fail with anything (ModuleNotFoundError for a backend whose package is
        missing). That is a missing secure keyring, not a bug: the operator gets the same clear message, and the
        sandbox, which needs no keyring, keeps working.
        """
        if self._backend is not None:
            return self._backend
        try:
            return keyring.get_keyring()
        except Exception as error:  # noqa: BLE001 - whatever a backend raises while loading, there is no keyring
            log.warning("the keyring backend could not be loaded", exc_info=True)
            raise NoSecureKeyring(f"a keyring backend that failed to load: {type(error).__name__}: {error}") from error

    def backend_name(self) -> str:
        return _qualified_name(self.backend)

    def check(self) -> None:
        """Raises NoSecureKeyring unless the backend is a secure one."""
        backend = self.backend
        if not _is_secure(backend):
            raise NoSecureKeyring(_qualified_name(backend))

    def get(self, name: str) -> str | None:
        self.check()
        try:
            value = self.backend.get_password(SERVICE_NAME, name)
        except Exception as error:  # noqa: BLE001 - a backend may fail with anything (a module it loads late)
            raise self._failed(error) from None
        redact(value)
        return value

    def set(self, name: str, value: str) -> None:
        self.check()
        redact(value)
        try:
            self.backend.set_password(SERVICE_NAME, name, value)
        except Exception as error:  # noqa: BLE001 - see get
            raise self._failed(error) from None
        log.info("secret %s stored in %s", name, self.backend_name())

    def delete(self, name: str) -> None:
        """Removes the secret; a secret that is not there is fine."""
        self.check()
        try:
            self.backend.delete_password(SERVICE_NAME, name)
        except keyring.errors.PasswordDeleteError:
            pass
        except Exception as error:  # noqa: BLE001 - see get
            raise self._failed(error) from None
        log.info("secret %s deleted", name)

    def _failed(self, error: Exception) -> NoSecureKeyring:
        # The traceback goes to the log (the redactor masks a value the backend's message might echo); the
        # exception keeps only the error's type, so no value reaches a message on screen.
        log.warning("the keyring (%s) failed", self.backend_name(), exc_info=(type(error), error, error.__traceback__))
        return NoSecureKeyring(f"{self.backend_name()} ({type(error).__name__})")
