"""Using built kernels: the manifest as a launch contract (`library`), the Python runtime (`launch`), the C/C++
header (`header`), and the kernel selector (`select`). docs/runtime.md."""
from flygen.runtime.launch import Backend, EmuBackend, Kernel, Library, RunResult, load

__all__ = ["Backend", "EmuBackend", "Kernel", "Library", "RunResult", "load"]
