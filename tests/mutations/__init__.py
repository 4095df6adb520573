"""Mutation testing of flygen verify (docs/verification.md): operators, harness, targets, the full sweep."""
