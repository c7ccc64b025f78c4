"""Both wire profiles against the one sandbox: the contract front at its root, the production front under
/production (same state, same keys). Client and services tests take the `wire_profile` (or `front`) fixture and run
once per profile; a test whose behaviour cannot exist in a profile says which capability it needs
(`@pytest.mark.needs_capability("oauth")`) and is skipped there with that reason, never silently."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from station.api.auth import ApiKeyAuth
from station.api.printing import PrintingClient
from station.api.profiles import WireProfile, api_key_auth, shipping_client
from station.api.session import ClientSettings
from station.domain.service_capabilities import ServiceCapabilities
from station.sandbox.server import SandboxServer

PROFILES = (WireProfile.CONTRACT, WireProfile.PRODUCTION)


@dataclass(frozen=True)
class Front:
    """One front of a sandbox: its profile and base URLs, and clients built for it."""

    profile: WireProfile
    base_url: str
    printing_base_url: str

    @property
    def capabilities(self) -> ServiceCapabilities:
        return self.profile.capabilities

    @property
    def production(self) -> bool:
        return self.profile is WireProfile.PRODUCTION

    def key(self, api_key: str = "sandbox-nl", shop: str = "sandbox") -> ApiKeyAuth:
        """A sandbox key as this front's service takes it (production: bearer by default)."""
        return api_key_auth(self.profile, api_key, shop=shop)

    def shipping(self, auth: httpx.Auth | None = None, settings: ClientSettings | None = None, **kwargs: Any) -> Any:
        return shipping_client(self.profile, self.base_url, auth or self.key(), settings, **kwargs)

    def printing(self, auth: httpx.Auth | None = None, settings: ClientSettings | None = None) -> PrintingClient:
        return PrintingClient(self.printing_base_url, auth or self.key(), settings)


def front_of(server: SandboxServer, profile: WireProfile) -> Front:
    if profile is WireProfile.PRODUCTION:
        return Front(profile, server.production_base_url, server.production_printing_base_url)
    return Front(profile, server.base_url, server.printing_base_url)
