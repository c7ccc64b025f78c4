"""Benchmarks of Station against a baseline measured in the same run: `python -m bench [--quick]`."""
