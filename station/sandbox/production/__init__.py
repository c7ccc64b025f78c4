"""The sandbox's production front: the production service's wire format over the same state as the contract front.

Mounted at `/production` (main API) and `/production/printing` (printing API) by `station.sandbox.app`.
"""
