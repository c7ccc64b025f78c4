"""The printing API of the sandbox (spec §4 printing table, contract §7): its 11 endpoints under /printing."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import printing_store, wire
from station.sandbox import printing_wire as pw
from station.sandbox.auth import authenticate, sandbox_state
from station.sandbox.errors import ApiError
from station.sandbox.printing_store import Printer, PrinterGroup, PrintingStore

__all__ = ["init_schema", "reset", "routes"]


def init_schema(db: sqlite3.Connection) -> None:
    """Called by the app at start: the printing tables, in the start state when new."""
    printing_store.init_schema(db)


def reset(db: sqlite3.Connection) -> None:
    """Called on /__sandbox__/reset (contract §9): two printers, no groups, INITIALIZATION_REQUIRED."""
    printing_store.reset(db)


async def _store(request: Request) -> PrintingStore:
    # contract §1: the printing API accepts any valid bearer token or API key, whatever its scopes.
    await authenticate(request, None)
    state = sandbox_state(request)
    return PrintingStore(state.db, state.now_epoch(), state.config.printing_delay_s)


def _group_or_404(store: PrintingStore, group_id: str) -> PrinterGroup:
    group = store.group(group_id)
    if group is None:
        raise ApiError(404, wire.CODE_NOT_FOUND, f"No printer group {group_id}.", [pw.PRINTER_GROUP_ID])
    return group


def _printer_or_404(store: PrintingStore, printer_id: str) -> Printer:
    printer = store.printer(printer_id)
    if printer is None:
        raise ApiError(404, wire.CODE_NOT_FOUND, f"No printer {printer_id}.", [pw.PRINTER_ID])
    return printer


def _encode_group(group: PrinterGroup) -> dict[str, Any]:
    return {
        pw.ID: group.id,
        pw.NAME: group.name,
        pw.SHOP_IDS: list(group.shop_ids),
        # contract §7 (ext): which printer prints each format for this group.
        pw.ASSIGNMENTS: [
            {pw.FORMAT: label_format.value, pw.PRINTER_ID: printer_id} for label_format, printer_id in group.assignments
        ],
    }


def _iso_8601(epoch: float) -> str:
    # spec §2 Printing API resources: `createdAt` is ISO 8601 (unlike the main API's wire timestamps).
    return datetime.fromtimestamp(epoch, wire.TIMEZONE).isoformat(timespec="seconds")


def _no_content() -> Response:
    return Response(status_code=204)


# --- GET ------------------------------------------------------------------------------------------------------


async def list_printer_groups(request: Request) -> Response:
    store = await _store(request)
    return JSONResponse({pw.RESULTS: [_encode_group(group) for group in store.groups()]})


async def list_printers(request: Request) -> Response:
    store = await _store(request)
    return JSONResponse(
        {
            pw.RESULTS: [
                {pw.ID: printer.id, pw.NAME: printer.name, pw.FORMATS: [f.value for f in printer.formats]}
                for printer in store.printers()
            ]
        }
    )


async def account_status(request: Request) -> Response:
    store = await _store(request)
    return JSONResponse({pw.STATUS: store.status().value})


# --- POST without fields ----------------------------------------------------------------------------------------


async def enable_direct_printing(request: Request) -> Response:
    """contract §7: answers at once; the status reads INITIALIZING, then READY `printing_delay_s` later."""
    store = await _store(request)
    await pw.read_body(request, fields_expected=False)
    email, password = store.enable()
    return JSONResponse({pw.CREDENTIALS: {pw.EMAIL: email, pw.PASSWORD: password}})


async def sync_printers(request: Request) -> Response:
    """contract §7: 200 at once, no body (spec §4); the third printer is listed `printing_delay_s` later."""
    store = await _store(request)
    await pw.read_body(request, fields_expected=False)
    store.sync()
    return Response(status_code=200)


# --- POST with fields -------------------------------------------------------------------------------------------


async def create_printer_group(request: Request) -> Response:
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    name = pw.name_field(body, pw.NAME, problems)
    shop_ids = pw.shop_ids_field(body, pw.SHOP_IDS, problems)
    problems.raise_if_any()
    group = store.create_group(name, shop_ids)
    return JSONResponse(
        {
            pw.ID: group.id,
            pw.CREATED_AT: _iso_8601(group.created),
            pw.NAME: group.name,
            pw.SHOP_IDS: list(group.shop_ids),
        },
        status_code=201,
    )


async def rename_printer_group(request: Request) -> Response:
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    group_id = pw.uuid_field(body, pw.PRINTER_GROUP_ID, problems)
    name = pw.name_field(body, pw.NAME, problems)
    problems.raise_if_any()
    _group_or_404(store, group_id)
    store.rename_group(group_id, name)
    return JSONResponse({pw.ID: group_id, pw.NAME: name})


async def remove_printer_group(request: Request) -> Response:
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    group_id = pw.uuid_field(body, pw.PRINTER_GROUP_ID, problems)
    problems.raise_if_any()
    _group_or_404(store, group_id)
    store.remove_group(group_id)
    return _no_content()


async def allow_shops_access(request: Request) -> Response:
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    group_id = pw.uuid_field(body, pw.PRINTER_GROUP_ID, problems)
    shop_ids = pw.shop_ids_field(body, pw.SHOP_IDS, problems)
    problems.raise_if_any()
    store.allow_shops(_group_or_404(store, group_id), shop_ids)
    return _no_content()


async def assign_printer(request: Request) -> Response:
    """contract §7: one printer per format per group; the printer must list the format (else 400)."""
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    group_id = pw.uuid_field(body, pw.PRINTER_GROUP_ID, problems)
    printer_id = pw.uuid_field(body, pw.PRINTER_ID, problems)
    label_format = pw.format_field(body, pw.FORMAT, problems)
    problems.raise_if_any()
    _group_or_404(store, group_id)
    printer = _printer_or_404(store, printer_id)
    if label_format not in printer.formats:
        problems.add(pw.FORMAT, f"The printer {printer.name} does not print {label_format.value}.")
        problems.raise_if_any()
    store.assign(group_id, label_format, printer_id)
    return _no_content()


async def unassign_printer(request: Request) -> Response:
    """Removes the group's printer for a format; a format without a printer stays without one (204)."""
    store = await _store(request)
    body = await pw.read_body(request, fields_expected=True)
    problems = pw.InvalidRequest()
    group_id = pw.uuid_field(body, pw.PRINTER_GROUP_ID, problems)
    label_format = pw.format_field(body, pw.FORMAT, problems)
    problems.raise_if_any()
    _group_or_404(store, group_id)
    store.unassign(group_id, label_format)
    return _no_content()


_ENDPOINTS: tuple[tuple[str, str, Callable[[Request], Awaitable[Response]]], ...] = (
    ("GET", pw.PATH_PRINTER_GROUPS, list_printer_groups),
    ("GET", pw.PATH_PRINTERS, list_printers),
    ("GET", pw.PATH_STATUS, account_status),
    ("POST", pw.PATH_ALLOW_SHOPS, allow_shops_access),
    ("POST", pw.PATH_ASSIGN_PRINTER, assign_printer),
    ("POST", pw.PATH_CREATE_GROUP, create_printer_group),
    ("POST", pw.PATH_ENABLE, enable_direct_printing),
    ("POST", pw.PATH_REMOVE_GROUP, remove_printer_group),
    ("POST", pw.PATH_RENAME_GROUP, rename_printer_group),
    ("POST", pw.PATH_SYNC_PRINTERS, sync_printers),
    ("POST", pw.PATH_UNASSIGN_PRINTER, unassign_printer),
)


def routes() -> list[BaseRoute]:
    """The printing API's routes; the app mounts them under /printing (contract §9)."""
    return [Route(path, endpoint, methods=[method]) for method, path, endpoint in _ENDPOINTS]
