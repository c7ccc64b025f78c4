"""The checks of a webhook subscription before it is sent (station.domain.webhooks): one message per problem."""

from __future__ import annotations

import pytest

from station.domain.webhooks import HOOK_FIELD, URL_FIELD, WebhookProblem, subscription_problems, url_problems

HOOKS = {"shipment_status_change", "order_status_change"}


@pytest.mark.parametrize(
    "url",
    [
        "https://shop.example.nl/hooks",
        "https://shop.example.nl:8443/hooks?token=abc",
        "HTTPS://Shop.Example.NL/h",
        "https://145.97.20.7/hooks",
    ],
)
def test_a_reachable_https_address_passes(url: str) -> None:
    assert url_problems(url) == []


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("   ", "Enter the address the service should call, starting with https://."),
        ("ftp://shop.example.nl/x", "The address must start with https://."),
        ("https:shop.example.nl", "The address must start with https://."),
        ("https://", "There is no host name after https:// (for example https://shop.example.nl/hooks)."),
        ("https://shop.example.nl:99999/x", "The port after the colon must be a number from 1 to 65535."),
        (
            "https://192.168.1.20/hooks",
            "192.168.1.20 is this computer or a private network: the service on the internet "
            "cannot reach it. Use the public host name of the shop's server.",
        ),
        (
            "https://[::1]/hooks",
            "::1 is this computer or a private network: the service on the internet cannot reach "
            "it. Use the public host name of the shop's server.",
        ),
        (
            "https://shopserver/hooks",
            "shopserver is not a full host name; write it with its domain (for example shopserver.example.nl).",
        ),
        ("https://shop.example.nl/hooks#top", "Remove the part after # from the address: it never reaches the server."),
        ("https://shop.example.nl/" + "x" * 2000, "The address is 2024 characters long; at most 2000 are accepted."),
    ],
)
def test_each_problem_has_its_own_message(url: str, problem: str) -> None:
    assert url_problems(url) == [problem]


def test_event_and_address_are_checked_together() -> None:
    subscribed = {"shipment_status_change": "https://shop.example.nl/a"}
    assert subscription_problems("label_printed", "http://x.nl", known_hooks=HOOKS, subscribed=subscribed) == [
        WebhookProblem(HOOK_FIELD, "label_printed is not an event the service reports."),
        WebhookProblem(URL_FIELD, "The service calls only https addresses: write https:// instead of http://."),
    ]
    assert (
        subscription_problems(
            "order_status_change", "https://shop.example.nl/b", known_hooks=HOOKS, subscribed=subscribed
        )
        == []
    )
    [taken] = subscription_problems(
        "shipment_status_change", "https://shop.example.nl/b", known_hooks=HOOKS, subscribed=subscribed
    )
    assert taken.field == HOOK_FIELD and "already goes to https://shop.example.nl/a" in taken.message
