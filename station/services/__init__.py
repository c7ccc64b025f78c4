"""Async orchestration between the API clients, the store and the domain rules."""
