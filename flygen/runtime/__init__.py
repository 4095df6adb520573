"""Using built kernels: the manifest as a launch contract (`library`), the C/C++ header (`header`). docs/runtime.md."""
