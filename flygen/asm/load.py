"""One entry to a kernel program: a `.s` path, a `.hsaco` path, raw HSACO bytes or assembly text. It sits above
both the parser (flygen.asm.parse) and the HSACO reader (flygen.asm.hsaco, which reads through the parser), so
neither imports the other back."""
from __future__ import annotations

import os

from flygen.asm.hsaco import program_from_hsaco
from flygen.asm.parse import Program, parse_asm
from flygen.errors import EmulatorError


def load_program(path_or_text: str | bytes) -> Program:
    """Program from a `.s` path, a `.hsaco` path, raw HSACO bytes, or assembly text."""
    if isinstance(path_or_text, bytes):
        return program_from_hsaco(path_or_text, "<bytes>")
    if "\n" not in path_or_text and os.path.exists(path_or_text):
        with open(path_or_text, "rb") as fh:
            data = fh.read()
        if data[:4] == b"\x7fELF":
            return program_from_hsaco(data, path_or_text)
        return parse_asm(data.decode(), path_or_text)
    if "\n" not in path_or_text and path_or_text.endswith((".s", ".hsaco", ".co")):
        raise EmulatorError(f"no such file: {path_or_text}")
    return parse_asm(path_or_text)
