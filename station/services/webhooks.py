"""The shop owner's webhook subscriptions (spec §4 list; contract §6 ext: create, delete), per shop of the account.

Station itself never receives webhooks (a desktop behind NAT polls); the owner wires the shop's server with them.
A subscription is checked by station.domain.webhooks before it is sent; what the service refuses after that is
raised as the client's ServiceError, for the window's one error area.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from station.api.models import WebhookHook, WebhookSubscription
from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.domain.webhooks import WebhookProblem, subscription_problems
from station.services.account import AccountService
from station.services.errors import StationError
from station.store.settings import AccountMode
from station.workers import run_blocking

if TYPE_CHECKING:
    from station.api.auth import Credentials
    from station.api.shipping_api import ShippingApi

__all__ = ["WEBHOOK_EVENTS", "WebhookEvent", "WebhookInvalid", "WebhookService", "WebhookSubscription"]

log = logging.getLogger("station.services.webhooks")


@dataclass(frozen=True)
class WebhookEvent:
    """An event the service reports: its name as the shop's server receives it, and what it means."""

    hook: str
    meaning: str


_MEANINGS: dict[WebhookHook, str] = {
    WebhookHook.SHIPMENT_STATUS_CHANGE: QT_TRANSLATE_NOOP(
        "Webhooks", "A shipment's status changed (printed, handed over, delivered, returned)"
    ),
    WebhookHook.SHIPMENT_LABEL_CREATED: QT_TRANSLATE_NOOP("Webhooks", "A shipment's label was made"),
    WebhookHook.ORDER_STATUS_CHANGE: QT_TRANSLATE_NOOP("Webhooks", "A fulfilment order's status changed"),
}
WEBHOOK_EVENTS: tuple[WebhookEvent, ...] = tuple(WebhookEvent(hook.value, _MEANINGS[hook]) for hook in WebhookHook)


class WebhookInvalid(StationError):
    """The subscription breaks a rule (station.domain.webhooks): nothing was sent."""

    title = QT_TRANSLATE_NOOP("StationError", "Webhook not added")
    advice = QT_TRANSLATE_NOOP("StationError", "Correct the event or the address, then add it again.")

    def __init__(self, problems: Sequence[WebhookProblem]) -> None:
        super().__init__(joined([problem.message for problem in problems]))
        self.problems = tuple(problems)


class WebhookService:
    """Lists, adds and removes one shop's subscriptions; each call answers with what the service confirmed."""

    def __init__(self, account: AccountService, shipping_client: Callable[[], ShippingApi]) -> None:
        self._account = account
        self._shipping_client = shipping_client

    def shops(self) -> tuple[str, ...]:
        """The shops whose subscriptions can be managed: the account's shops (one for OAuth and the sandbox)."""
        return self._account.sender_shops()

    async def _auth(self, shop: str) -> Credentials | None:
        """`shop`'s API key when the account holds one per shop; otherwise the clients' own sign-in."""
        settings = self._account.settings
        if settings.mode is not AccountMode.API_KEY or not shop or shop == settings.default_shop:
            return None
        return await run_blocking(self._account.build_auth, shop)  # the keyring may block

    async def subscriptions(self, shop: str) -> list[WebhookSubscription]:
        return list(await self._shipping_client().webhooks(auth=await self._auth(shop)))

    def problems(self, hook: str, url: str, shown: Sequence[WebhookSubscription]) -> list[WebhookProblem]:
        """Why `hook` → `url` cannot be added next to the subscriptions `shown` (empty when it can)."""
        return subscription_problems(
            hook,
            url,
            known_hooks={event.hook for event in WEBHOOK_EVENTS},
            subscribed={subscription.hook: subscription.url for subscription in shown},
        )

    async def add(self, shop: str, hook: str, url: str, shown: Sequence[WebhookSubscription]) -> WebhookSubscription:
        """Checks, then subscribes; raises WebhookInvalid (nothing sent) or the service's refusal."""
        problems = self.problems(hook, url, shown)
        if problems:
            # The fields only: an address may carry the shop's own token in its query.
            log.info(
                "webhook for %s not sent: %s at fault",
                hook or "(no event)",
                ", ".join(sorted({problem.field for problem in problems})),
            )
            raise WebhookInvalid(problems)
        created = await self._shipping_client().create_webhook(hook, url.strip(), auth=await self._auth(shop))
        log.info("webhook %s subscribed for %s", created.id, created.hook)
        return created

    async def remove(self, shop: str, subscription_id: str) -> None:
        await self._shipping_client().delete_webhook(subscription_id, auth=await self._auth(shop))
        log.info("webhook %s removed", subscription_id)
