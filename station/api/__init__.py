"""Async httpx clients for the shipping and printing APIs: the only client code that knows wire names."""

from station.api.auth import ALL_SCOPES, ApiKeyAuth, BearerToken, OAuthClientCredentials, TokenListener
from station.api.errors import (
    AccountNotActive,
    ApiBackendError,
    BadRequest,
    CarrierNotActive,
    Conflict,
    ErrorDetail,
    Forbidden,
    InvalidConsignment,
    MalformedResponse,
    MissingField,
    MissingScope,
    NoConsignmentFound,
    NotFound,
    OutcomeUnknown,
    RateLimited,
    ServiceError,
    Unauthenticated,
    ValidationFailed,
)
from station.api.models import (
    Assignment,
    CancelOutcome,
    DirectPrintingStatus,
    LabelLink,
    Printer,
    PrinterGroup,
    PrintingCredentials,
    ShipmentPage,
    TrackEvent,
    TrackTrace,
    WebhookHook,
    WebhookSubscription,
)
from station.api.printing import PrintingClient
from station.api.retry import RetryPolicy
from station.api.session import ClientSettings
from station.api.shipping import ShippingClient
from station.api.tokens import TokenPair
from station.api.user_agent import user_agent
from station.api.wire import Scope

__all__ = [
    "ALL_SCOPES",
    "AccountNotActive",
    "ApiBackendError",
    "ApiKeyAuth",
    "Assignment",
    "BadRequest",
    "BearerToken",
    "CancelOutcome",
    "CarrierNotActive",
    "ClientSettings",
    "Conflict",
    "DirectPrintingStatus",
    "ErrorDetail",
    "Forbidden",
    "InvalidConsignment",
    "LabelLink",
    "MalformedResponse",
    "MissingField",
    "MissingScope",
    "NoConsignmentFound",
    "NotFound",
    "OAuthClientCredentials",
    "OutcomeUnknown",
    "Printer",
    "PrinterGroup",
    "PrintingClient",
    "PrintingCredentials",
    "RateLimited",
    "RetryPolicy",
    "Scope",
    "ServiceError",
    "ShipmentPage",
    "ShippingClient",
    "TokenListener",
    "TokenPair",
    "TrackEvent",
    "TrackTrace",
    "Unauthenticated",
    "ValidationFailed",
    "WebhookHook",
    "WebhookSubscription",
    "user_agent",
]
