"""`station sandbox`: serve the sandbox from the command line until Ctrl-C (contract §9)."""

from __future__ import annotations

import argparse
import logging
import threading
from typing import Any

from station.sandbox import accounts
from station.sandbox.state import SandboxConfig


def parse_rate_limit(text: str) -> tuple[int, float]:
    """`N/S`: N requests per S seconds, e.g. `10/1` or `100/60`."""
    count, _, seconds = text.partition("/")
    try:
        limit = (int(count), float(seconds))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected N/S such as 10/1, not {text!r}") from None
    if limit[0] < 1 or limit[1] <= 0:
        raise argparse.ArgumentTypeError("N must be at least 1 and S positive")
    return limit


def _share(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError("a share between 0 and 1, such as 0.1")
    return value


def add_sandbox_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "sandbox", help="serve the sandbox service (main API and printing API) on this machine",
        description="Serve the sandbox: the main API at http://HOST:PORT, the printing API at "
        "http://HOST:PORT/printing. Stop with Ctrl-C.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=0, help="port to bind (default: any free port)")
    parser.add_argument("--latency-ms", type=int, default=0, help="delay added to every request")
    parser.add_argument("--fail-rate", type=_share, default=0.0, help="share of requests answered 502")
    parser.add_argument(
        "--drop-rate", type=_share, default=0.0, help="share of writes committed, then left unanswered"
    )
    parser.add_argument("--token-ttl", type=int, default=3600, help="access token lifetime in seconds")
    parser.add_argument("--rate-limit", type=parse_rate_limit, default=None, metavar="N/S",
                        help="at most N requests per S seconds per API key or token")
    parser.add_argument("--db", default=None, metavar="PATH", help="keep state in this SQLite file")
    parser.add_argument("--printing-delay", type=float, default=3.0, metavar="S",
                        help="seconds until direct printing is READY and synced printers appear")
    parser.add_argument("--seed", type=int, default=None, help="seed for fault injection")
    parser.set_defaults(func=run_sandbox_command)


def config_from_args(args: argparse.Namespace) -> SandboxConfig:
    return SandboxConfig(
        host=args.host, port=args.port, latency_ms=args.latency_ms, fail_rate=args.fail_rate,
        drop_rate=args.drop_rate, token_ttl=args.token_ttl, rate_limit=args.rate_limit, db_path=args.db,
        printing_delay_s=args.printing_delay, seed=args.seed,
    )


def banner(base_url: str, printing_base_url: str) -> str:
    """contract §9: both base URLs on the first line, then the fixed accounts."""
    return "\n".join([
        f"Sandbox main API {base_url} printing API {printing_base_url}",
        "Accounts:",
        f"  API key {accounts.API_KEY_NL!r}: shop {accounts.DEMO_NL.name!r} ({accounts.DEMO_NL.shop_id}), "
        f"carriers {', '.join(sorted(c.slug for c in accounts.DEMO_NL.carriers))}",
        f"  API key {accounts.API_KEY_BE!r}: shop {accounts.DEMO_BE.name!r} ({accounts.DEMO_BE.shop_id}), "
        f"carriers {', '.join(sorted(c.slug for c in accounts.DEMO_BE.carriers))}",
        f"  API key {accounts.API_KEY_PAUSED!r}: a paused shop (every call answers 403 code 3716)",
        f"  OAuth client {accounts.OAUTH_CLIENT_ID!r} / secret {accounts.OAUTH_CLIENT_SECRET!r} on "
        f"{accounts.DEMO_NL.name!r}",
        "  Basic auth sends base64 of the key: Authorization: basic $(printf %s sandbox-nl | base64)",
        "Control: POST /__sandbox__/reset, POST /__sandbox__/advance {\"shipment_id\", \"status\"}",
        "Press Ctrl-C to stop.",
    ])


def run_sandbox_command(args: argparse.Namespace) -> int:
    from station.sandbox.server import SandboxServer

    logging.basicConfig(level=logging.WARNING)
    server = SandboxServer(config_from_args(args)).start()
    print(banner(server.base_url, server.printing_base_url), flush=True)
    try:
        threading.Event().wait()  # the server runs on its own thread until Ctrl-C
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0
