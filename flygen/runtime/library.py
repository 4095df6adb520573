"""A built library read back from its manifest.json: per kernel the launch contract, and the kernarg packer.

The manifest (flygen/build/pipeline.py `manifest_entry`) is the contract: argument names, offsets, sizes, kinds and
dtypes as the code object's metadata declares them, the workgroup size, LDS bytes and the grid expressions.
Everything here reads it; nothing re-plans a kernel. `pack_kernargs` is the one Python packer: the C header
(flygen/runtime/header.py) prints the same layout, and the emulator backend checks its bytes against the
emulator's own metadata-driven packer (flygen/emu/launch.py `build_kernargs`) on every launch.
"""
from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from pathlib import Path

from flygen.errors import FlygenError
from flygen.runtime import expr

MANIFEST = "manifest.json"

# by-value argument dtypes: struct format (little-endian) and the accepted Python value range
SCALARS = {
    "u32": ("<I", 0, (1 << 32) - 1), "i32": ("<i", -(1 << 31), (1 << 31) - 1),
    "u64": ("<Q", 0, (1 << 64) - 1), "i64": ("<q", -(1 << 63), (1 << 63) - 1),
    "u16": ("<H", 0, (1 << 16) - 1), "i16": ("<h", -(1 << 15), (1 << 15) - 1),
    "u8": ("<B", 0, 255), "i8": ("<b", -128, 127),
    "f32": ("<f", None, None), "f64": ("<d", None, None),
}
_BY_SIZE = {1: "u8", 2: "u16", 4: "u32", 8: "u64"}


class RuntimeError_(FlygenError):
    """A launch the contract refuses: a missing, extra or ill-typed argument, a size that gives an empty grid."""


@dataclass(frozen=True)
class Arg:
    name: str
    kind: str          # "global_buffer" (a 64-bit device address) or "by_value"
    offset: int
    size: int
    dtype: str = ""

    @property
    def scalar(self) -> str:
        """The by-value type used to pack this argument (its dtype, or an unsigned int of its size)."""
        return self.dtype if self.dtype in SCALARS and struct.calcsize(SCALARS[self.dtype][0]) == self.size \
            else _BY_SIZE.get(self.size, "")


@dataclass(frozen=True)
class KernelInfo:
    name: str
    symbol: str              # the kernel descriptor symbol (NAME.kd); hipModuleGetFunction takes `name`
    family: str
    params: dict
    args: tuple[Arg, ...]
    kernarg_size: int
    workgroup: tuple[int, int, int]
    grid_exprs: tuple[str, str, str]
    grid_sizes: tuple[str, ...]
    lds_bytes: int
    hsaco: Path
    asm: Path
    sha256: dict
    split_k: dict | None = None   # split-K GEMM: the second kernel, the workspace, the order (manifest `split_k`)
    limits: tuple = ()            # run-time size limits of 32-bit addressing (manifest `limits`, plan/size_limits.py)

    def grid(self, **sizes) -> tuple[int, int, int]:
        """Workgroups per dimension for these runtime sizes; every dimension must come out >= 1."""
        missing = [s for s in self.grid_sizes if s not in sizes]
        if missing:
            raise RuntimeError_(f"{self.name}: the grid needs the runtime size(s) {', '.join(missing)}")
        g = tuple(expr.evaluate(e, sizes) for e in self.grid_exprs)
        for dim, (v, e) in enumerate(zip(g, self.grid_exprs)):
            if not 1 <= v <= 0xFFFFFFFF:
                shown = ", ".join(f"{s}={sizes[s]}" for s in self.grid_sizes)
                near = _grid_fit(e, sizes, v < 1)
                raise RuntimeError_(f"{self.name}: grid {'xyz'[dim]} = {e} = {v} for {shown}; "
                                    "a launch needs 1 to 2^32-1 workgroups per dimension"
                                    + (f"; nearest: {near}" if near else ""))
        return g

    def check_workspace(self, **sizes) -> None:
        """A split-K / MoE-rows workspace whose buffer offsets would pass 2^32 at these sizes is refused
        (`check_workspace`); sizes that do not decide it (a name missing) are left to the launch."""
        if self.split_k:
            check_workspace(self.name, self.split_k, sizes)

    def check_sizes(self, **sizes) -> None:
        """Every run-time size limit of the kernel (manifest `limits`: 32-bit offsets, records, row indices) and
        its workspace's, at these sizes (grid sizes and by-value arguments); `check_sizes` raises on the first
        one exceeded. A limit reading a size not given is left unchecked."""
        check_sizes(self.name, self.limits, sizes)
        self.check_workspace(**sizes)

    @property
    def buffers(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.kind == "global_buffer")

    @property
    def values(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.kind != "global_buffer")


def largest_fitting(reach: str, limit: int, at: dict, name: str) -> int | None:
    """The largest value of size `name` (the others as in `at`) for which `reach` <= `limit`, None when even 1
    does not fit. The limits' expressions are non-decreasing in every size (products and sums of sizes with
    positive coefficients), so a bisection finds it."""
    def fits(v):
        return expr.evaluate(reach, {**at, name: v}) <= limit
    if not fits(1):
        return None
    lo, hi = 1, 2
    while fits(hi):
        lo, hi = hi, hi * 2
        if hi > 1 << 64:
            return lo
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def _grid_fit(e: str, sizes: dict, low: bool) -> str:
    """The one-size changes that bring grid expression `e` into [1, 2^32-1] (its sizes read with positive
    coefficients, so it is non-decreasing in each): per size, the smallest value that gives 1 workgroup (`low`)
    or the largest that stays within 2^32-1; '' when none does."""
    names = [n for n in expr.names(e) if n in sizes]
    out = []
    for n in names:
        at = {k: int(v) for k, v in sizes.items()}
        if low:
            if expr.evaluate(e, {**at, n: 1 << 31}) < 1:
                continue
            lo, hi = max(at[n], 0), 1 << 31            # smallest value with >= 1 workgroup
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (lo, mid) if expr.evaluate(e, {**at, n: mid}) >= 1 else (mid, hi)
            out.append(f"{n}={hi}")
        else:
            v = largest_fitting(e, 0xFFFFFFFF, at, n)
            if v is not None:
                out.append(f"{n}={v}")
    return " or ".join(out)


def check_sizes(name: str, limits, sizes: dict) -> None:
    """Each limit {buffer, kind, reach, limit, note} (flygen/plan/size_limits.py) must have reach <= limit at
    `sizes`; the first exceeded raises RuntimeError_ naming the kernel, the buffer, the sizes, the value reached
    and, per size it reads, the largest value that fits with the others as given."""
    sizes = {k: int(v) for k, v in sizes.items() if v is not None}
    what = {"offset": "its largest byte offset + 1", "records": "its num_records", "index": "a 32-bit row index"}
    for lim in limits or ():
        names = expr.names(lim["reach"])
        if any(n not in sizes for n in names):
            continue
        at = {n: sizes[n] for n in names}
        reach = expr.evaluate(lim["reach"], at)
        if reach <= lim["limit"]:
            continue
        shown = ", ".join(f"{n}={v}" for n, v in at.items())
        if lim["kind"] == "multiple":          # "SIZE % m": name the nearest multiples (the one-field change)
            size, m = names[0], int(lim["reach"].rsplit("%", 1)[1])
            lo, hi = at[size] // m * m, (at[size] // m + 1) * m
            near = f"{size}={lo} or {size}={hi}" if lo else f"{size}={hi}"
            raise RuntimeError_(f"{name}: {shown} is not a multiple of {m} ({lim['note']}); nearest: {near}")
        if lim["kind"] == "at_least":          # "ROW - LD": the one-field change is LD = ROW
            row, ld = (x.strip() for x in lim["reach"].split(" - "))
            rv = at[row] if row in at else int(row)        # a row compiled in is its value (the note names it)
            raise RuntimeError_(f"{name}: {ld}={at[ld]} is less than {f'{row}={rv}' if row in at else row} "
                                f"({lim['note']}); nearest: {ld}={rv}")
        most = [(n, largest_fitting(lim["reach"], lim["limit"], at, n)) for n in names]
        fit = "; ".join(f"at most {n}={v}" + (f" with {', '.join(f'{o}={at[o]}' for o in names if o != n)}"
                                               if len(names) > 1 else "") for n, v in most if v is not None)
        raise RuntimeError_(f"{name}: buffer {lim['buffer']} for {shown}: {what.get(lim['kind'], lim['kind'])} "
                            f"{lim['reach']} = {reach} > {lim['limit']} (32-bit buffer addressing: {lim['note']})"
                            f"{'; ' + fit if fit else ''}")


def check_plan_sizes(plans, sizes: dict) -> None:
    """`check_sizes` and `check_workspace` of planned kernels (flygen verify, --moe-chain: before a case is made,
    with the sizes the user gave; the launch checks again with every size)."""
    for p in plans:
        check_sizes(p.name, p.size_limits, sizes)
        if p.split_k:
            check_workspace(p.name, p.split_k, sizes)


def check_workspace(name: str, split_k: dict, sizes: dict) -> None:
    """The manifest's `split_k.workspace.offset_end` (one past the highest byte offset, voffset + inst_offset,
    a kernel of the pair forms in the workspace, padding rows included) must be <= `offset_limit` (2^32: buffer
    offsets are 32-bit, a larger one wraps into the rows). Raises RuntimeError_ naming the sizes, the workspace
    bytes and, for a one-size expression, the largest size that fits. Nothing to check without `offset_end` or
    while a size it reads is not given."""
    ws = split_k.get("workspace", {})
    end, limit = ws.get("offset_end"), ws.get("offset_limit")
    if end is None or limit is None:
        return
    names = expr.names(end)
    if any(n not in sizes for n in names):
        return
    at = {n: int(sizes[n]) for n in names}
    reach = expr.evaluate(end, at)
    if reach <= limit:
        return
    shown = ", ".join(f"{n}={v}" for n, v in at.items())
    nbytes = expr.evaluate(ws["bytes"], {**at, **{n: int(sizes[n]) for n in expr.names(ws["bytes"]) if n in sizes}}) \
        if all(n in sizes for n in expr.names(ws["bytes"])) else None
    most = ""
    if len(names) == 1 and expr.evaluate(end, {names[0]: 1}) <= limit:      # offset_end grows with its size
        lo, hi = 1, at[names[0]]
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if expr.evaluate(end, {names[0]: mid}) <= limit else (lo, mid)
        most = f"; at most {names[0]}={lo}"
    raise RuntimeError_(f"{name}: workspace {ws.get('arg', 'ws')} ({ws.get('dtype')} [{', '.join(ws.get('shape', []))}]"
                        f"{f', {nbytes} B' if nbytes is not None else ''}) for {shown}: its offsets reach {end} = "
                        f"{reach} B > {limit} B (buffer offsets are 32-bit{'; ' + ws['offset_note'] if ws.get('offset_note') else ''})"
                        f"{most}")


def sha256_file(path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def kernel_info(entry: dict, root: Path) -> KernelInfo:
    args = tuple(Arg(a["name"], a["kind"], int(a["offset"]), int(a["size"]), a.get("dtype", "")) for a in entry["args"])
    g = entry["grid"]
    for e in g["exprs"]:
        expr.parse(e)                    # refuse a manifest whose grid is outside the grammar, at load time
    return KernelInfo(entry["name"], entry["symbol"], entry["family"], dict(entry.get("parameters", {})), args,
                      int(entry["kernarg_size"]), tuple(entry["workgroup_size"]), tuple(g["exprs"]),
                      tuple(g["sizes"]), int(entry["resources"]["lds_bytes"] or 0),
                      root / entry["files"]["hsaco"], root / entry["files"]["asm"], dict(entry.get("sha256", {})),
                      entry.get("split_k"), tuple(_limits(entry)))


def _limits(entry: dict) -> list:
    """The manifest's `limits`, each expression parsed at load time (a manifest outside the grammar is refused)."""
    out = []
    for lim in entry.get("limits", []):
        expr.parse(lim["reach"])
        out.append(dict(lim))
    return out


def read_manifest(out_dir, check_files: bool = True) -> tuple[dict, tuple[KernelInfo, ...]]:
    """(the manifest dict, its kernels) of the library built into `out_dir`, through the one schema-checked
    loader (flygen.build.manifest): a malformed manifest, or files that disagree with it (`check_files`), are one
    FlygenError line."""
    from flygen.build import manifest as schema
    path = schema.manifest_path(out_dir)
    manifest = schema.load(out_dir, files=check_files)
    return manifest, tuple(kernel_info(e, path.parent) for e in manifest["kernels"])


def _address(arg: Arg, v) -> int:
    if hasattr(v, "addr"):
        v = v.addr
    if isinstance(v, bool) or not isinstance(v, int) and not hasattr(v, "__index__"):
        raise RuntimeError_(f"argument {arg.name!r} is a buffer: pass a device address (int), "
                            f"not a {type(v).__name__}")
    v = int(v.__index__() if hasattr(v, "__index__") else v)
    if not 0 <= v < 1 << 64:
        raise RuntimeError_(f"argument {arg.name!r}: address {v:#x} is not a 64-bit address")
    return v


def pack_value(arg: Arg, v) -> bytes:
    """The `arg.size` bytes of one argument: a buffer's 64-bit address or a by-value scalar of its dtype."""
    if arg.kind == "global_buffer":
        return _address(arg, v).to_bytes(8, "little").ljust(arg.size, b"\0")[:arg.size]
    t = arg.scalar
    if not t:
        raise RuntimeError_(f"argument {arg.name!r}: no packer for a {arg.size}-byte {arg.dtype or arg.kind}")
    fmt, lo, hi = SCALARS[t]
    if hasattr(v, "item") and getattr(v, "ndim", 0) == 0:
        v = v.item()
    if lo is None:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise RuntimeError_(f"argument {arg.name!r} is {t}: pass a number, not {v!r}")
        try:
            return struct.pack(fmt, float(v))
        except OverflowError:
            raise RuntimeError_(f"argument {arg.name!r} is {t}: {v!r} does not fit") from None
    if isinstance(v, bool) or not isinstance(v, int):
        raise RuntimeError_(f"argument {arg.name!r} is {t}: pass an integer, not {v!r}")
    if not lo <= v <= hi:
        raise RuntimeError_(f"argument {arg.name!r} is {t}: {v} is outside [{lo}, {hi}]")
    return struct.pack(fmt, v)


def pack_kernargs(k: KernelInfo, values: dict) -> bytes:
    """The kernarg segment (`k.kernarg_size` bytes, padding zero) for `values` {arg name: address or scalar}."""
    names = [a.name for a in k.args]
    missing = [n for n in names if n not in values]
    extra = sorted(set(values) - set(names))
    if missing or extra:
        raise RuntimeError_(f"{k.name}: " + "; ".join(
            ([f"missing argument(s) {', '.join(missing)}"] if missing else []) +
            ([f"no argument(s) {', '.join(extra)}"] if extra else [])) + f" (it takes {', '.join(names)})")
    seg = bytearray(max(k.kernarg_size, max((a.offset + a.size for a in k.args), default=0)))
    for a in k.args:
        seg[a.offset:a.offset + a.size] = pack_value(a, values[a.name])
    return bytes(seg)


def typed_scalar(a: Arg, v):
    """A by-value argument as a numpy scalar of its type (what the emulator's own packer takes)."""
    import numpy as np
    v = v.item() if hasattr(v, "item") else v
    return np.array(v, dtype=np.dtype(SCALARS[a.scalar][0]))[()]
