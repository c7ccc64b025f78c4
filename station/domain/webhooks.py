"""What a webhook subscription must be before it is sent (contract §6): a known event, an https URL the service
can reach, one subscription per event and shop. The service checks the first two again; the third it refuses
(contract) or silently replaces (production), so it is asked here for both."""

from __future__ import annotations

import ipaddress
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from station.domain.text import QT_TRANSLATE_NOOP

HOOK_FIELD = "hook"
URL_FIELD = "url"
# Long enough for any real endpoint; a longer text is a paste gone wrong.
MAX_URL_LENGTH = 2000
# Names that only ever mean the computer the name is typed on: the service would call itself.
_LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})
BAD_PORT = QT_TRANSLATE_NOOP("Webhooks", "The port after the colon must be a number from 1 to 65535.")


@dataclass(frozen=True)
class WebhookProblem:
    """One reason a subscription cannot be sent; `field` is HOOK_FIELD or URL_FIELD."""

    field: str
    message: str


def url_problems(url: str) -> list[str]:
    """Why the service could not deliver to `url` (empty when it can), each in the shop owner's words."""
    text = url.strip()
    if not text:
        return [QT_TRANSLATE_NOOP("Webhooks", "Enter the address the service should call, starting with https://.")]
    if len(text) > MAX_URL_LENGTH:
        return [
            QT_TRANSLATE_NOOP(
                "Webhooks", "The address is {length} characters long; at most {limit} are accepted."
            ).format(length=len(text), limit=MAX_URL_LENGTH)
        ]
    if any(character.isspace() for character in text):
        return [
            QT_TRANSLATE_NOOP("Webhooks", "The address contains a space; remove it (or write it as {escaped}).").format(
                escaped="%20"
            )
        ]
    parts = urlsplit(text)
    if parts.scheme.lower() == "http":
        return [
            QT_TRANSLATE_NOOP("Webhooks", "The service calls only https addresses: write https:// instead of http://.")
        ]
    if parts.scheme.lower() != "https" or not text.lower().startswith("https://"):
        return [QT_TRANSLATE_NOOP("Webhooks", "The address must start with https://.")]
    problems: list[str] = []
    try:
        port = parts.port
    except ValueError:
        port = None
        problems.append(BAD_PORT)
    if port == 0:
        problems.append(BAD_PORT)
    host = (parts.hostname or "").lower()
    if not host:
        return [
            *problems,
            QT_TRANSLATE_NOOP(
                "Webhooks", "There is no host name after https:// (for example https://shop.example.nl/hooks)."
            ),
        ]
    if parts.username is not None or parts.password is not None:
        problems.append(
            QT_TRANSLATE_NOOP(
                "Webhooks",
                "Leave the user name and password out of the address: it would be stored and sent as written.",
            )
        )
    if host in _LOCAL_NAMES or host.endswith(".localhost") or _is_private_address(host):
        problems.append(
            QT_TRANSLATE_NOOP(
                "Webhooks",
                "{host} is this computer or a private network: the service on the internet cannot reach it. Use "
                "the public host name of the shop's server.",
            ).format(host=host)
        )
    elif "." not in host and ":" not in host:
        problems.append(
            QT_TRANSLATE_NOOP(
                "Webhooks", "{host} is not a full host name; write it with its domain (for example {host}.example.nl)."
            ).format(host=host)
        )
    if parts.fragment:
        problems.append(
            QT_TRANSLATE_NOOP("Webhooks", "Remove the part after # from the address: it never reaches the server.")
        )
    return problems


def _is_private_address(host: str) -> bool:
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_private or address.is_loopback or address.is_link_local or address.is_unspecified


def subscription_problems(
    hook: str, url: str, *, known_hooks: Collection[str], subscribed: Mapping[str, str]
) -> list[WebhookProblem]:
    """Every reason a subscription of `hook` to `url` cannot be sent; `subscribed` maps each event that already has
    a subscription to its URL (contract §6: one per event and shop)."""
    problems: list[WebhookProblem] = []
    if not hook:
        problems.append(
            WebhookProblem(HOOK_FIELD, QT_TRANSLATE_NOOP("Webhooks", "Choose the event the service should report."))
        )
    elif hook not in known_hooks:
        problems.append(
            WebhookProblem(
                HOOK_FIELD,
                QT_TRANSLATE_NOOP("Webhooks", "{hook} is not an event the service reports.").format(hook=hook),
            )
        )
    elif hook in subscribed:
        problems.append(
            WebhookProblem(
                HOOK_FIELD,
                QT_TRANSLATE_NOOP(
                    "Webhooks", "{hook} already goes to {url}; one address per event: remove that subscription first."
                ).format(hook=hook, url=subscribed[hook]),
            )
        )
    problems.extend(WebhookProblem(URL_FIELD, message) for message in url_problems(url))
    return problems
