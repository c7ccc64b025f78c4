"""What every wire profile's shipping client does alike: pre-validation with the domain's rules, and finding the
shipments a create with an unknown outcome made, by their references (no duplicates)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Sequence

from station.api.errors import OutcomeUnknown, ServiceError, error_for_violations
from station.api.session import gather_cancelling
from station.domain.enums import Carrier, LabelFormat
from station.domain.models import Shipment, ShipmentDraft
from station.domain.sheets import label_format_violations, validate_positions
from station.domain.validation import decisive_violations, validate_shipment

FindAll = Callable[[str], Awaitable[list[Shipment]]]


def check_drafts(drafts: Sequence[ShipmentDraft], active_carriers: Collection[Carrier] | None) -> None:
    """Raise what the service would answer for the first draft it would refuse (the service stays authoritative)."""
    for draft in drafts:
        decisive = decisive_violations(validate_shipment(draft, active_carriers=active_carriers))
        if decisive:
            raise error_for_violations(decisive, subject=f"Shipment {draft.reference or '(no reference)'}")


def check_labels(label_format: LabelFormat | str, positions: Sequence[int] | None) -> LabelFormat:
    """The format as a LabelFormat; raises the service's error for an unknown format or impossible positions."""
    if not isinstance(label_format, LabelFormat):
        violations = label_format_violations(label_format)
        if violations:
            raise error_for_violations(violations, subject="Labels")
        label_format = LabelFormat(label_format.strip().upper())
    # contract §4: no positions on A4 means the whole first sheet, so only given positions are checked.
    violations = validate_positions(label_format, positions) if positions else []
    if violations:
        raise error_for_violations(violations, subject="Labels")
    return label_format


async def resolve_created(drafts: Sequence[ShipmentDraft], find_all: FindAll) -> dict[int, Shipment]:
    """Positions in `drafts` whose shipment exists, by looking every reference up.

    A reference given k times in `drafts` matches at most k live shipments. Raises OutcomeUnknown when a draft
    has no reference or a lookup fails: then nobody can tell whether it was created.
    """
    references = [draft.reference for draft in drafts]
    if not all(references):
        raise OutcomeUnknown(
            "A shipment without a reference may or may not have been created; check the list",
            references=[reference for reference in references if reference],
        )
    unique = list(dict.fromkeys(references))
    try:
        matches = await gather_cancelling([find_all(reference) for reference in unique])
    except ServiceError as error:
        raise OutcomeUnknown(
            f"Could not look up whether the shipments were created ({error.message})",
            references=unique,
            status=error.status,
            request_id=error.request_id,
        ) from error
    available = {
        reference: list(reversed(found)) for reference, found in zip(unique, matches, strict=True)
    }  # oldest first
    resolved: dict[int, Shipment] = {}
    for position, reference in enumerate(references):
        if available[reference]:
            resolved[position] = available[reference].pop(0)
    return resolved
