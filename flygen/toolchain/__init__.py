"""Toolchain room: find LLVM tools (ROCm, system LLVM >= 20, ziglang wheel), assemble, link,
disassemble, and read code objects back (ELF flags, metadata note, kernel descriptors) in Python."""
from flygen.toolchain.codeobject import CodeObject, KernelInfo, decode_descriptor, read_code_object
from flygen.toolchain.diagnostics import AssemblerError, Diagnostic
from flygen.toolchain.discover import Tool
from flygen.toolchain.tools import Toolchain, find_toolchain, probe_toolchain, route_toolchain

__all__ = ["AssemblerError", "CodeObject", "Diagnostic", "KernelInfo", "Tool", "Toolchain",
           "decode_descriptor", "find_toolchain", "probe_toolchain", "read_code_object",
           "route_toolchain"]
