"""The modifier mapping of a parsed instruction (`Instr.mods`): read-only, and able to record which keys are
looked at, so the emulator can tell a modifier its semantics read from one they ignore (flygen/emu/fields.py)."""
from __future__ import annotations

from collections.abc import Mapping


class Mods(Mapping):
    """Read-only modifier mapping that can record which keys are looked at."""
    __slots__ = ("_d", "recording")

    def __init__(self, d=()):
        self._d = dict(d)
        self.recording: set | None = None

    def __getitem__(self, k):
        if self.recording is not None:
            self.recording.add(k)
        return self._d[k]

    def get(self, k, default=None):
        if self.recording is not None:
            self.recording.add(k)
        return self._d.get(k, default)

    def __contains__(self, k):
        if self.recording is not None:
            self.recording.add(k)
        return k in self._d

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __repr__(self):
        return f"Mods({self._d!r})"

    def __reduce__(self):
        return (Mods, (self._d,))
