"""Delivery widget configurations as real shops write them (issue 23): the documentation's examples of the widget
this one replaces, what the shop-system plugins generate, and one configuration with every form shops use."""

from __future__ import annotations

import json
from typing import Any

ADDRESS = {"cc": "NL", "postalCode": "1015 CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"}


# The widget documentation's "Options" page: every setting at config level ("can be overridden per carrier"),
# prices in euros, dropOffDays as a text, strings with keys of that widget. BE platform ('belgie' there).
DOCS_OPTIONS: dict[str, Any] = {
    "config": {
        "platform": "be",
        "carrierSettings": {
            "bpost": {"deliveryDaysWindow": 7, "allowDeliveryOptions": True, "allowPickupLocations": True},
            "dpd": {"allowDeliveryOptions": True, "allowPickupLocations": True},
        },
        "priceMorningDelivery": 7.95,
        "priceStandardDelivery": 5.85,
        "priceSameDayDelivery": 7.65,
        "priceEveningDelivery": 6.25,
        "priceSignature": 0.35,
        "priceOnlyRecipient": 0.30,
        "pricePickup": 5.85,
        "allowSaturdayDelivery": True,
        "allowPickupLocations": True,
        "allowSignature": True,
        "dropOffDays": "1;2;3;4;5;6",
        "cutoffTime": "15:00",
        "deliveryDaysWindow": 4,
        "dropOffDelay": 1,
    },
    "strings": {
        "saturdayDeliveryTitle": "Zaterdaglevering",
        "wrongPostalCodeCity": "Combinatie postcode/plaats onbekend",
        "city": "Plaats",
        "postcode": "Postcode",
        "houseNumber": "Huisnummer",
        "deliveryTitle": "Bezorgen op",
        "pickupTitle": "Afhalen op locatie",
        "closed": "Gesloten",
        "retry": "Opnieuw",
    },
    "address": {"cc": "BE", "city": "Antwerpen", "postalCode": "2000"},
}


# The documentation's "Examples" page: the smallest configuration, sent with an update event without a detail.
DOCS_EXAMPLE: dict[str, Any] = {
    "config": {
        "platform": "be",
        "carrierSettings": {
            "bpost": {"allowDeliveryOptions": True, "allowPickupLocations": True},
            "dpd": {"allowDeliveryOptions": True, "allowPickupLocations": True},
        },
    },
    "address": {"cc": "BE", "city": "Antwerpen", "postalCode": "2000"},
}


# The documentation's same-day example: carrier keys at config level, cutoffTimeSameDay with a one-digit hour,
# euro prices, and a carrier this service does not have (instabox).
DOCS_SAME_DAY: dict[str, Any] = {
    "config": {
        "platform": "nl",
        "allowSameDayDelivery": True,
        "cutoffTimeSameDay": "8:30",
        "deliveryDaysWindow": 7,
        "dropOffDelay": 1,
        "priceSameDayDelivery": 6.65,
        "priceStandardDelivery": 4.95,
        "carrierSettings": {
            "instabox": {"allowDeliveryOptions": True, "deliveryDaysWindow": 1, "dropOffDelay": 0},
            "postnl": {"allowDeliveryOptions": True},
        },
    },
    "address": ADDRESS,
}


# What the Magento 2 plugin generates (Model/Quote/Checkout.php): fees as euro floats, keys of later widget
# versions, dropOffDays as day objects with `weekday` (0-6) and `cutoffTimeSameDay`, excludeParcelLockers at
# config level, pickupLocationsDefaultView null when not configured.
MAGENTO: dict[str, Any] = {
    "config": {
        "platform": "nl",
        "currency": "EUR",
        "showDeliveryDate": True,
        "deliveryDaysWindow": 5,
        "dropOffDelay": 0,
        "pickupLocationsDefaultView": None,
        "allowPickupLocationsViewSelection": True,
        "showPriceSurcharge": True,
        "excludeParcelLockers": False,
        "carrierSettings": {
            "postnl": {
                "allowDeliveryOptions": True,
                "allowStandardDelivery": True,
                "allowSignature": True,
                "allowCollect": False,
                "allowReceiptCode": False,
                "allowOnlyRecipient": True,
                "allowPriorityDelivery": False,
                "allowMorningDelivery": True,
                "allowEveningDelivery": True,
                "allowPickupLocations": True,
                "allowMondayDelivery": False,
                "allowSameDayDelivery": False,
                "allowExpressDelivery": False,
                "dropOffDays": [
                    {"weekday": 1, "cutoffTime": "17:00"},
                    {"weekday": 2, "cutoffTime": "17:00"},
                    {"weekday": 3, "cutoffTime": "17:00", "cutoffTimeSameDay": "09:30"},
                    {"weekday": 4, "cutoffTime": "17:00"},
                    {"weekday": 5, "cutoffTime": "15:00"},
                ],
                "priceSignature": 0.35,
                "priceCollect": 0,
                "priceReceiptCode": 0,
                "priceOnlyRecipient": 0.29,
                "pricePriorityDelivery": 0,
                "priceStandardDelivery": 0,
                "priceMondayDelivery": 0,
                "priceMorningDelivery": 1.5,
                "priceEveningDelivery": 1.95,
                "priceSameDayDelivery": 0,
                "pricePickup": 0,
                "pricePackageTypeMailbox": 0,
                "pricePackageTypeDigitalStamp": 0,
                "pricePackageTypePackageSmall": 0,
            },
        },
    },
    "address": ADDRESS,
}


# What the WooCommerce plugin (v4) generates: WordPress stores settings as texts, so dropOffDays is a list of
# day-number texts and unset titles are empty texts; fees in euros; null for "not set"; per-weekday cutoffs.
WOOCOMMERCE: dict[str, Any] = {
    "config": {
        "apiBaseUrl": "https://api.example.test",
        "currency": "EUR",
        "packageType": "package",
        "locale": "nl-NL",
        "platform": "nl",
        "basePrice": 5.95,
        "showPriceSurcharge": True,
        "pickupLocationsDefaultView": "list",
        "allowRetry": False,
        "priceStandardDelivery": None,
        "carrierSettings": {
            "postnl": {
                "allowDeliveryOptions": True,
                "allowEveningDelivery": True,
                "allowMondayDelivery": False,
                "allowMorningDelivery": False,
                "allowOnlyRecipient": True,
                "allowPickupLocations": True,
                "allowSaturdayDelivery": False,
                "allowSignature": True,
                "allowShowDeliveryDate": True,
                "priceEveningDelivery": 1.95,
                "priceMondayDelivery": 0,
                "priceStandardDelivery": 0,
                "priceMorningDelivery": 0,
                "priceOnlyRecipient": 0.29,
                "pricePickup": 0,
                "priceSaturdayDelivery": 0,
                "priceSignature": 0.35,
                "cutoffTime": "17:00",
                "deliveryDaysWindow": 5,
                "dropOffDays": ["1", "2", "3", "4", "5"],
                "dropOffDelay": 0,
                "fridayCutoffTime": "15:00",
                "saturdayCutoffTime": None,
                "cutoffTimeSameDay": None,
                "priceSameDayDelivery": 0,
                "allowSameDayDelivery": False,
            },
        },
    },
    "strings": {
        "addressNotFound": "",
        "city": "Plaats",
        "closed": "Gesloten",
        "deliveryEveningTitle": "",
        "deliveryMorningTitle": "",
        "deliveryStandardTitle": "Standaard",
        "deliveryTitle": "",
        "pickupTitle": "",
        "onlyRecipientTitle": "",
        "signatureTitle": "",
    },
    "address": {**ADDRESS, "number": 1},
}


# What the widget's own sandbox starts with and hands out (its default configuration): every carrier key at config
# level with type defaults, the tile layer as a JSON text with a {s} subdomain, dropOffDays as weekday objects with
# cutoffTimeSameDay, keys of later versions, and per carrier random euro prices (the pickup one negative).
SANDBOX_EXPORT: dict[str, Any] = {
    "config": {
        "platform": "nl",
        "locale": "nl-NL",
        "currency": "EUR",
        "apiBaseUrl": "https://api.example.test",
        "showPrices": True,
        "showPriceSurcharge": False,
        "showDeliveryDate": True,
        "packageType": "package",
        "dropOffDays": [{"weekday": day, "cutoffTime": "17:00", "cutoffTimeSameDay": "09:30"} for day in (2, 3, 4, 5)],
        "deliveryDaysWindow": 7,
        "dropOffDelay": 1,
        "allowDeliveryOptions": True,
        "allowStandardDelivery": True,
        "allowEveningDelivery": True,
        "allowMorningDelivery": True,
        "allowMondayDelivery": True,
        "allowSameDayDelivery": True,
        "allowOnlyRecipient": True,
        "allowSignature": True,
        "allowPickupLocations": True,
        "allowExpressDelivery": False,
        "allowSaturdayDelivery": False,
        "allowPriorityDelivery": False,
        "excludeParcelLockers": False,
        "priceStandardDelivery": 0,
        "priceEveningDelivery": 0,
        "priceMorningDelivery": 0,
        "pricePickup": 0,
        "pickupLocationsDefaultView": "map",
        "allowPickupLocationsViewSelection": True,
        "pickupMapAllowLoadMore": True,
        "pickupShowDistance": True,
        "showPriceZeroAsFree": False,
        "closedDays": [],
        "pickupLocationsMapTileLayerData": json.dumps(
            {
                "url": "https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png",
                "attribution": '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
                "maxZoom": 19,
            }
        ),
        "carrierSettings": {
            "postnl": {
                "pricePickup": -1.37,
                "allowDeliveryOptions": True,
                "allowStandardDelivery": True,
                "priceStandardDelivery": 5.62,
                "allowExpressDelivery": True,
                "priceExpressDelivery": 12.4,
                "allowMorningDelivery": True,
                "priceMorningDelivery": 8.15,
                "allowEveningDelivery": True,
                "priceEveningDelivery": 7.73,
                "allowSameDayDelivery": True,
                "priceSameDayDelivery": 9.9,
                "allowMondayDelivery": True,
                "priceMondayDelivery": 6.5,
                "pricePackageTypeMailbox": 3.8,
                "allowOnlyRecipient": True,
                "priceOnlyRecipient": 0.43,
                "allowSignature": True,
                "priceSignature": 0.61,
                "allowPriorityDelivery": True,
                "pricePriorityDelivery": 0.25,
                "allowPickupLocations": True,
            },
        },
    },
    "address": {"cc": "NL", "street": "Antareslaan 31", "postalCode": "2132 JE", "city": "Hoofddorp"},
}


SHOP_CONFIGS = {
    "docs-options": DOCS_OPTIONS,
    "docs-example": DOCS_EXAMPLE,
    "docs-same-day": DOCS_SAME_DAY,
    "magento": MAGENTO,
    "woocommerce": WOOCOMMERCE,
    "sandbox-export": SANDBOX_EXPORT,
}


EVERY_FORM: dict[str, Any] = {
    "config": {
        "platform": "be",
        "locale": "fr",
        "showPrices": 1,
        "showPriceSurcharge": None,
        "pickupLocationsMapTileLayerData": {},
        "pickupLocationsDefaultView": None,
        # Carrier keys at config level serve every carrier that does not set its own.
        "allowSignature": 1,
        "priceStandardDelivery": 195,
        "priceSignature": 35,
        "cutoffTimeSameDay": "9:30",
        "cutoffTime": "9:05",
        "fridayCutoffTime": "14:00",
        "dropOffDays": [{"weekday": "1"}, {"weekday": "2", "cutoffTime": "9:00"}, "3", 4, 5, 0],
        "carrierSettings": {"bpost": {"priceSignature": 50, "closedDays": None}, "dpd": []},
    },
    "strings": {"standard": "", "deliveryTitle": "Livraison chez vous"},
    "address": {"cc": "BE", "postalCode": 1000, "number": 33, "street": "Rue Neuve", "city": "Bruxelles"},
}
