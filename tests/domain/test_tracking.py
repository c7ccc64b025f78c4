"""The public tracking URL (spec §4 rule 5, contract §5)."""

from __future__ import annotations

import pytest

from station.domain.tracking import public_tracking_url


@pytest.mark.parametrize(
    ("base", "barcode", "postal_code", "country", "expected"),
    [
        # contract §5: {base_url}/track-trace/{barcode}/{postal_code}/{country}, postal code without spaces
        ("https://api.example", "3SABC123", "1015 CC", "NL", "https://api.example/track-trace/3SABC123/1015CC/NL"),
        ("http://127.0.0.1:8000/", "CD1234", "2000", "BE", "http://127.0.0.1:8000/track-trace/CD1234/2000/BE"),
        # URL-quoted: nothing in a part can break out of its path segment
        ("https://x", "A/B?c", " 10115 ", "DE", "https://x/track-trace/A%2FB%3Fc/10115/DE"),
        ("https://x", "Ä#1", "1 0 1 5 c c", "NL", "https://x/track-trace/%C3%84%231/1015cc/NL"),
    ],
)
def test_public_tracking_url(base: str, barcode: str, postal_code: str, country: str, expected: str) -> None:
    assert public_tracking_url(base, barcode, postal_code, country) == expected
