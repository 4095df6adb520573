"""Jinja templates of the instruction stream (package data, found via importlib.resources)."""
