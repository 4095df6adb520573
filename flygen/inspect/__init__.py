"""Inspector: resources, occupancy, instruction mix, hot loop and a cycle model for one kernel."""
from flygen.inspect.report import compare, format_text, format_vs, inspect, inspect_listing

__all__ = ["compare", "format_text", "format_vs", "inspect", "inspect_listing"]
