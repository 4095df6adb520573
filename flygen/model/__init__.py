"""Trace-driven, cycle-approximate timing model of gfx950 (docs/model.md). Every figure is MODELED."""
from flygen.model.run import format_text, model_kernel  # noqa: F401
