"""Pure rules of the shipping specification: no Qt, no I/O."""
