"""Answer and request bodies in the exact shapes of the production service (its reference, OpenAPI description and
client libraries), with invented data: a shop in Zwolle shipping to customers in NL and BE."""

from __future__ import annotations

SHOP_SENDER = {
    "cc": "NL",
    "person": "Ineke Vos",
    "company": "Vos Keramiek",
    "street": "Diezerstraat",
    "number": "41",
    "number_suffix": "",
    "street_additional_info": "",
    "postal_code": "8011RK",
    "city": "Zwolle",
    "email": "winkel@example.com",
    "phone": "0381234567",
}

# Read by id with a pickup point and a drop-off point; `data.shipments` (the libraries' reading).
SHIPMENT_WITH_POINTS = {
    "id": 500120001,
    "parent_id": None,
    "account_id": 41002,
    "shop_id": 30771,
    "shipment_type": 1,
    "reference_identifier": "VK-2041",
    "carrier_id": 1,
    "contract_id": None,
    "platform_id": 1,
    "status": 2,
    "barcode": "3SVKRM500120001",
    "external_identifier": "3SVKRM500120001",
    "recipient": {
        "cc": "NL",
        "person": "Sanne de Wit",
        "street": "Oudegracht",
        "number": "158",
        "number_suffix": "A",
        "street_additional_info": "",
        "postal_code": "3511AZ",
        "city": "Utrecht",
        "email": "sanne@example.nl",
        "phone": "",
    },
    "sender": SHOP_SENDER,
    "options": {
        "package_type": 1,
        "delivery_type": 4,
        "delivery_date": "2026-12-01 00:00:00",
        "signature": 1,
        "only_recipient": 0,
        "return": 0,
        "large_format": 0,
        "age_check": 0,
        "insurance": {"amount": 25000, "currency": "EUR"},
        "label_description": "bestelling 2041",
    },
    "pickup": {
        "cc": "NL",
        "location_code": "163502",
        "location_name": "Primera Twijnstraat",
        "retail_network_id": "PNPNL-01",
        "street": "Twijnstraat",
        "number": "21",
        "postal_code": "3511 ZJ",
        "city": "UTRECHT",
    },
    "drop_off_point": {
        "cc": "NL",
        "location_code": "5f0c2a7e-0d3b-4a55-8e21-7c9d1b3e6f10",
        "location_name": "Servicepunt Assendorp",
        "street": "Assendorperstraat",
        "number": "90",
        "number_suffix": "",
        "postal_code": "8012 DJ",
        "city": "Zwolle",
    },
    "physical_properties": {"weight": 2300},
    "customs_declaration": None,
    "price": {"amount": 745, "currency": "EUR"},
    "secondary_shipments": [],
    "multi_collo_main_shipment_id": None,
    "link_consumer_portal": "https://voskeramiek.myparcel.me/track-trace/3SVKRM500120001/3511AZ/NL",
    "partner_tracktraces": [],
    "delayed": False,
    "delivered": False,
    "hidden": 0,
    "transaction_status": "unpaid",
    "payment_status": "unpaid",
    "created": "2026-11-30 14:02:11",
    "modified": "2026-11-30 14:02:19.000000",
    "created_by": 41002,
    "modified_by": 41002,
}
READ_ANSWER = {"data": {"shipments": [SHIPMENT_WITH_POINTS]}}
# The reference's reading of a search: the list inside `search_results`, with page, size and results.
SEARCH_ANSWER = {"data": {"search_results": {"shipments": [SHIPMENT_WITH_POINTS], "page": 1, "size": 30, "results": 1}}}

# A concept: status 1, no barcode yet (it comes with the label).
CONCEPT = {
    **SHIPMENT_WITH_POINTS,
    "id": 500120002,
    "status": 1,
    "barcode": "",
    "external_identifier": None,
    "reference_identifier": "VK-2042",
    "pickup": None,
    "drop_off_point": None,
    "options": {
        "package_type": 1,
        "delivery_type": 2,
        "signature": 0,
        "only_recipient": 0,
        "insurance": {"amount": 0, "currency": "EUR"},
    },
    "link_consumer_portal": None,
}

MULTI_COLLO_ANSWER = {
    "data": {
        "shipments": [
            {
                "id": 500130010,
                "shipment_type": 3,
                "carrier_id": 1,
                "status": 2,
                "barcode": "3SVKRM500130010",
                "reference_identifier": "VK-2050",
                "recipient": {
                    "cc": "NL",
                    "person": "Bram Kuipers",
                    "street": "Vismarkt",
                    "number": "7",
                    "number_suffix": "",
                    "postal_code": "9711KR",
                    "city": "Groningen",
                },
                "options": {
                    "package_type": 1,
                    "delivery_type": 2,
                    "signature": 1,
                    "insurance": {"amount": 50000, "currency": "EUR"},
                },
                "multi_collo_main_shipment_id": 500130010,
                "secondary_shipments": [
                    {
                        "id": 500130011,
                        "parent_id": None,
                        "shipment_type": 3,
                        "carrier_id": 1,
                        "status": 2,
                        "barcode": "3SVKRM500130011",
                        "reference_identifier": "VK-2050-2",
                        "multi_collo_main_shipment_id": 500130010,
                    },
                    {
                        "id": 500130012,
                        "parent_id": None,
                        "shipment_type": 3,
                        "carrier_id": 1,
                        "status": 2,
                        "barcode": "3SVKRM500130012",
                        "reference_identifier": None,
                        "multi_collo_main_shipment_id": 500130010,
                    },
                ],
            }
        ]
    }
}

CREATE_IDS_ANSWER = {
    "data": {
        "ids": [{"id": 500140001, "reference_identifier": "VK-2060"}, {"id": 500140002, "reference_identifier": None}]
    }
}
# The 1.2 form: the full shipments (with optional pdf/zpl links).
CREATE_FULL_ANSWER = {"data": {"shipments": [CONCEPT], "pdf": {"url": "/pdfs/0a1b2c3d4e5f"}}}

LABEL_LINK_ABSOLUTE = {"data": {"pdfs": {"url": "https://api.myparcel.nl/pdfs/7f3e9a1c2b4d6e8f0a1b2c3d4e5f6a7b"}}}
LABEL_LINK_PATH = {"data": {"pdfs": {"url": "/pdfs/7f3e9a1c2b4d6e8f0a1b2c3d4e5f6a7b"}}}
LABEL_LINK_BULK_OBJECT = {"data": {"pdf": {"url": "/pdfs/e0d1c2b3a4958677"}}}
LABEL_LINK_BULK_LIST = {"data": {"pdf": [{"url": "/pdfs/e0d1c2b3a4958677"}]}}
LABEL_AT_CREATE = {
    "data": {"ids": [{"id": 500150001, "reference_identifier": "VK-2070"}], "pdf": {"url": "/pdfs/1122334455667788"}}
}
DIRECT_PRINT_IDS = {"data": {"ids": [{"id": 500150002, "reference_identifier": "VK-2071"}]}}
DIRECT_PRINT_JOB = {"data": {"print_job_id": "pj-20261130-0007", "shipment_ids": [500150002], "status": "queued"}}

TRACKING_ANSWER = {
    "data": {
        "tracktraces": [
            {
                "shipment_id": 500120001,
                "carrier": 1,
                "code": "J05",
                "description": "Bezorger is onderweg",
                "time": "2026-12-01 09:12:40",
                "link_consumer_portal": "https://voskeramiek.myparcel.me/track-trace/3SVKRM500120001/3511AZ/NL",
                "link_tracktrace": "https://jouw.postnl.nl/track-and-trace/3SVKRM500120001-NL-3511AZ",
                "partner_tracktraces": [],
                "recipient": {
                    "cc": "NL",
                    "person": "Sanne de Wit",
                    "street": "Oudegracht",
                    "number": "158",
                    "number_suffix": "A",
                    "postal_code": "3511AZ",
                    "city": "Utrecht",
                },
                "sender": SHOP_SENDER,
                "options": {
                    "package_type": 1,
                    "delivery_type": 4,
                    "signature": 1,
                    "only_recipient": 0,
                    "return": 0,
                    "large_format": 0,
                    "age_check": 0,
                    "insurance": {"amount": 25000, "currency": "EUR"},
                },
                "pickup": None,
                "delayed": False,
                "location": {
                    "name": "Sorteercentrum Nieuwegein",
                    "cc": "NL",
                    "city": "Nieuwegein",
                    "postal_code": "3439 ML",
                    "street": "Galvaniweg",
                    "number": "2",
                    "number_suffix": None,
                    "latitude": 52.0301,
                    "longitude": 5.0882,
                },
                "status": {"current": 5, "main": "distribution", "final": False},
                "history": [
                    {
                        "code": "A01",
                        "status": 2,
                        "main": "registered",
                        "description": "Zending voorgemeld",
                        "time": "2026-11-30 14:02:19",
                        "delayed": False,
                        "location": None,
                    },
                    {
                        "code": "J01",
                        "status": 4,
                        "main": "sorting",
                        "description": "Zending gesorteerd",
                        "time": "2026-12-01 02:40:05",
                        "delayed": False,
                        "location": {
                            "name": "Sorteercentrum Nieuwegein",
                            "cc": "NL",
                            "city": "Nieuwegein",
                            "postal_code": None,
                            "street": None,
                            "number": None,
                            "number_suffix": None,
                            "latitude": None,
                            "longitude": None,
                        },
                    },
                    {
                        "code": "B01",
                        "status": 3,
                        "main": "handed_to_carrier",
                        "description": "Zending ontvangen",
                        "time": "2026-11-30 18:21:00",
                        "delayed": False,
                        "location": None,
                    },
                    {
                        "code": "J05",
                        "status": 5,
                        "main": "distribution",
                        "description": "Bezorger is onderweg",
                        "time": "2026-12-01 09:12:40",
                        "delayed": False,
                        "location": None,
                    },
                ],
                "delivery_moment_type": "estimated",
                "delivery_moment": {
                    "start": {"date": "2026-12-01 13:00:00.000000", "timezone_type": 3, "timezone": "Europe/Amsterdam"},
                    "end": {"date": "2026-12-01 15:30:00.000000", "timezone_type": 3, "timezone": "Europe/Amsterdam"},
                },
            }
        ]
    }
}

ORDER_ANSWER = {
    "data": {
        "orders": [
            {
                "uuid": "3c9e1f0a-7b2d-4e8f-a6c5-1d0b9e8f7a62",
                "external_identifier": "VK-2080",
                "status": "open",
                "order_date": "2026-11-30 13:45:00",
                "shipment": {
                    "carrier": 1,
                    "recipient": {
                        "cc": "BE",
                        "person": "Lotte Claes",
                        "street": "Meir",
                        "number": "24",
                        "box_number": "3",
                        "postal_code": "2000",
                        "city": "Antwerpen",
                    },
                    "options": {"package_type": 1, "delivery_type": 2},
                    "pickup": None,
                    "drop_off_point": None,
                    "physical_properties": {"weight": 1100},
                    "customs_declaration": None,
                },
                "order_lines": [
                    {
                        "uuid": "6e2a0c4f-9d1b-4f37-8a5e-2c7b0d9e1f34",
                        "quantity": 3,
                        "price": 1895,
                        "vat": 329,
                        "price_after_vat": 2224,
                        "product": {"sku": "KOM-BLAUW", "name": "Kom blauw 14 cm"},
                        "instructions": None,
                        "shippable": True,
                    }
                ],
                "order_shipments": [],
                "created_at": "2026-11-30 14:05:33",
                "updated_at": "2026-11-30 14:05:33",
            }
        ]
    }
}
NOTE_ANSWER = {
    "data": {
        "order_notes": [
            {
                "uuid": "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
                "author": "webshop",
                "note": "Graag bellen voor levering.",
                "created": "2026-11-30 14:06:10",
                "updated": "2026-11-30 14:06:10",
            }
        ]
    }
}
WEBHOOKS_ANSWER = {
    "data": {
        "webhook_subscriptions": [
            {
                "id": 90311,
                "account_id": 41002,
                "shop_id": 30771,
                "hook": "shipment_status_change",
                "url": "https://voskeramiek.example.nl/hooks/status",
            },
            {
                "id": 90312,
                "account_id": 41002,
                "shop_id": 30771,
                "hook": "shipment_label_created",
                "url": "https://voskeramiek.example.nl/hooks/label",
            },
        ]
    }
}
WEBHOOK_CREATED = {"data": {"ids": [{"id": 90313}]}}
WEBHOOK_DELIVERY = {
    "data": {
        "hooks": [
            {
                "shipment_id": 500120001,
                "account_id": 41002,
                "shop_id": 30771,
                "status": 3,
                "barcode": "3SVKRM500120001",
                "shipment_reference_identifier": "VK-2041",
            }
        ]
    }
}

FLAT_ERROR = {
    "message": "Access Denied. (request_id: 1764511001.3f2a1b0c9d8e7)",
    "request_id": "1764511001.3f2a1b0c9d8e7",
    "errors": [{"status": 401, "code": 3000, "title": "Access Denied.", "message": "Access Denied."}],
}
FLAT_SHORT_ERROR = {
    "message": "Could not get pickup locations (request_id: 1764511050.aa01bb02cc03d)",
    "request_id": "1764511050.aa01bb02cc03d",
    "errors": [{"code": 3212, "message": "postal_code is required"}],
}
KEYED_ERROR = {
    "message": "Shipment validation error (request_id: 1764511100.0e1d2c3b4a596)",
    "request_id": "1764511100.0e1d2c3b4a596",
    "status_code": 422,
    "errors": [
        {
            "3505": {
                "fields": ["data.shipments[0].recipient.postal_code"],
                "human": ["data.shipments[0].recipient.postal_code is not a valid postal code"],
            }
        },
        {
            "3705": {
                "fields": ["data.shipments[0].options.receipt_code", "data.shipments[0].options.signature"],
                "human": ["data.shipments[0].options.receipt_code cannot be combined with signature"],
            }
        },
    ],
}
# The same, several codes as keys of one item (which of the two the service sends is not documented).
KEYED_ERROR_ONE_ITEM = {**KEYED_ERROR, "errors": [{**KEYED_ERROR["errors"][0], **KEYED_ERROR["errors"][1]}]}
PROBLEM_ERROR = {
    "type": "urn:problem:invalid-shipments",
    "title": "Invalid shipments",
    "status": 422,
    "detail": "One or more shipments failed validation.",
    "instance": "/shipments",
    "request_id": "1764511200.5b6c7d8e9f0a1",
    "errors": [
        {
            "type": "urn:problem:invalid-address",
            "title": "Invalid address",
            "status": 422,
            "detail": "Invalid postal code",
            "instance": "/data/shipments/0/recipient/postal_code",
        }
    ],
}
PAYMENT_INSTRUCTIONS = {
    "data": {
        "payment_instructions": [
            {
                "id": 7001,
                "payment_url": "https://backoffice.myparcel.nl/pay/7001",
                "paid": False,
                "price": {"amount": 745, "currency": "EUR"},
            }
        ]
    }
}

# --- golden requests -------------------------------------------------------------------------------------------

GOLDEN_CREATE = {
    "data": {
        "shipments": [
            {
                "carrier": 1,
                "reference_identifier": "VK-2090",
                "recipient": {
                    "cc": "NL",
                    "person": "Sanne de Wit",
                    "company": "",
                    "street": "Oudegracht",
                    "number": "158",
                    "number_suffix": "A",
                    "street_additional_info": "",
                    "postal_code": "3511AZ",
                    "city": "Utrecht",
                    "email": "sanne@example.nl",
                    "phone": "0612000000",
                },
                "sender": {
                    "cc": "NL",
                    "person": "Ineke Vos",
                    "company": "Vos Keramiek",
                    "street": "Diezerstraat",
                    "number": "41",
                    "postal_code": "8011RK",
                    "city": "Zwolle",
                    "email": "winkel@example.com",
                    "phone": "0381234567",
                },
                "options": {
                    "package_type": 1,
                    "delivery_type": 4,
                    "delivery_date": "2026-12-01 00:00:00",
                    "signature": 1,
                    "only_recipient": 0,
                    "return": 0,
                    "large_format": 0,
                    "age_check": 0,
                    "insurance": {"amount": 100000, "currency": "EUR"},
                    "label_description": "VK-2090",
                },
                "pickup": {
                    "cc": "NL",
                    "location_code": "163502",
                    "location_name": "Primera Twijnstraat",
                    "retail_network_id": "PNPNL-01",
                    "street": "Twijnstraat",
                    "number": "21",
                    "postal_code": "3511ZJ",
                    "city": "Utrecht",
                },
                "physical_properties": {"weight": 7400},
                "secondary_shipments": [{"reference_identifier": "VK-2090-2"}, {}],
            }
        ]
    }
}
GOLDEN_RETURN = {
    "data": {
        "return_shipments": [
            {
                "parent": 500120001,
                "carrier": 1,
                "reference_identifier": "VK-2041-RET",
                "email": "sanne@example.nl",
                "name": "Sanne de Wit",
                "options": {"package_type": 1},
            }
        ]
    }
}
