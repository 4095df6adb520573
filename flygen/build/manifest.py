"""The one loader of an output dir's manifest.json: every reader (header, run, select, select --emit, merge,
the publish of a rebuild) goes through `load`, so none of them meets a value of the wrong type.

A manifest is input: it can be edited, truncated, half-published, or come from a shared cache. `check` walks
it against the shape `flygen.build.pipeline.manifest_entry` writes: types, ranges (a kernarg segment of at most
`KERNARG_MAX` bytes, a workgroup of 3 sizes in [1, 1024], integers below 2^63), the identifier rule
(`flygen.cnames.ident_problem`) for every name that reaches C (kernel names, argument names, runtime sizes,
companion kernels), files named `NAME.s` / `NAME.hsaco` (never a path), sha256 digests, and every expression
parsed by the grid grammar (flygen.runtime.expr). The first problem is one `ManifestError` line naming the
file and the field (`out/manifest.json: kernels[3].workgroup_size: ...`).

`check_files` compares the files with the manifest (size, then sha256; each file hashed once per process
while its size, mtime and inode stay the same), and a publish journal beside the dir (flygen.build.outdir) says the
dir is being, or was interruptedly, published: either refuses the dir in one line.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import stat
from pathlib import Path

from flygen.cnames import brief, ident_problem
from flygen.errors import FlygenError

MANIFEST = "manifest.json"
MAX_BYTES = 1 << 30       # a manifest larger than this is refused before parsing (4000 kernels: ~12 MB)
INT_MAX = (1 << 63) - 1   # every integer field: a C int64_t literal
KERNARG_MAX = 1 << 16     # hardware kernarg segments are far smaller (the header pads to the size)
EXPR_MAX = 4096           # characters of one grid / limit expression
DEPTH_MAX = 32            # nesting of `parameters` (and of JSON overall: deeper is refused)
_SHA = re.compile(r"[0-9a-f]{64}")
_WORD = re.compile(r"[A-Za-z0-9_.\-]{1,64}")     # family, kinds, dtypes: plain words (printed in C strings)
_SYMBOL = re.compile(r"[A-Za-z_][A-Za-z0-9_.$]{0,255}")
ARG_KINDS = ("global_buffer", "by_value")


class ManifestError(FlygenError):
    """A manifest.json that is not what flygen writes, or that disagrees with the files beside it."""


class _Bad(Exception):
    def __init__(self, where: str, what: str):
        super().__init__(where, what)
        self.where, self.what = where, what


def _int(v, where, lo=0, hi=INT_MAX):
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise _Bad(where, f"must be an integer in [{lo}, {hi}], got {brief(v)}")
    return v


def _opt_int(v, where, lo=0, hi=INT_MAX):
    return None if v is None else _int(v, where, lo, hi)


def _str(v, where, pattern=None, what="a string", limit=4096):
    if not isinstance(v, str) or len(v) > limit or (pattern is not None and not pattern.fullmatch(v)):
        raise _Bad(where, f"must be {what}, got {brief(v)}")
    return v


def _ident(v, where, what="name"):
    bad = ident_problem(v, what)
    if bad:
        raise _Bad(where, bad)
    return v


def _dict(v, where, required=(), optional=()):
    if not isinstance(v, dict):
        raise _Bad(where, f"must be an object, got {brief(v)}")
    missing = [k for k in required if k not in v]
    if missing:
        raise _Bad(where, f"missing {', '.join(missing)}")
    return v


def _list(v, where, n=None, limit=1 << 20):
    if not isinstance(v, list) or (n is not None and len(v) != n) or len(v) > limit:
        want = f"a list of {n}" if n is not None else "a list"
        raise _Bad(where, f"must be {want}, got {brief(v)}")
    return v


def _expr(v, where):
    from flygen.runtime import expr
    _str(v, where, what=f"an expression of at most {EXPR_MAX} characters", limit=EXPR_MAX)
    try:
        tree = expr.parse(v)
    except (FlygenError, RecursionError, MemoryError, ValueError) as e:
        raise _Bad(where, str(e) if isinstance(e, FlygenError) else "not a grid expression") from None
    import ast
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and not 0 <= n.value <= INT_MAX:
            raise _Bad(where, f"the constant {brief(n.value)} is not in [0, 2^63-1]")
        if isinstance(n, ast.Name) and n.id not in ("ceil_div", "min", "max"):
            _ident(n.id, where, "size name")
    return v


def _json_value(v, where, depth=0):
    if depth > DEPTH_MAX:
        raise _Bad(where, f"nested deeper than {DEPTH_MAX} levels")
    if isinstance(v, dict):
        for k, x in v.items():
            _json_value(x, f"{where}.{k}", depth + 1)
    elif isinstance(v, list):
        for i, x in enumerate(v):
            _json_value(x, f"{where}[{i}]", depth + 1)
    elif isinstance(v, int) and not isinstance(v, bool) and not -INT_MAX - 1 <= v <= INT_MAX:
        raise _Bad(where, f"{brief(v)} is outside the 64-bit range")


def check_entry(e, where: str) -> dict:
    """One kernel entry (module docstring); returns it unchanged."""
    _dict(e, where, ("name", "symbol", "family", "files", "sha256", "args", "kernarg_size", "workgroup_size",
                     "grid", "resources"))
    name = _ident(e["name"], f"{where}.name", "kernel name")
    _str(e["symbol"], f"{where}.symbol", _SYMBOL, "a symbol name")
    _str(e["family"], f"{where}.family", _WORD, "a family name (letters, digits, _ . -)")
    files = _dict(e["files"], f"{where}.files", ("asm", "hsaco"))
    if files != {"asm": f"{name}.s", "hsaco": f"{name}.hsaco"}:
        raise _Bad(f"{where}.files", f"must be {{asm: {name}.s, hsaco: {name}.hsaco}}, got {brief(files)}")
    sha = _dict(e["sha256"], f"{where}.sha256", ("asm", "hsaco"))
    for role in ("asm", "hsaco"):
        _str(sha[role], f"{where}.sha256.{role}", _SHA, "a sha256 hex digest")
    if "parameters" in e:
        _dict(e["parameters"], f"{where}.parameters")
        _json_value(e["parameters"], f"{where}.parameters")
    if "spec" in e:
        _json_value(e["spec"], f"{where}.spec")
    ks = _int(e["kernarg_size"], f"{where}.kernarg_size", 0, KERNARG_MAX)
    names = set()
    for i, a in enumerate(_list(e["args"], f"{where}.args", limit=1024)):
        w = f"{where}.args[{i}]"
        _dict(a, w, ("name", "offset", "size", "kind"))
        n = _ident(a["name"], f"{w}.name", "argument name")
        if n in names:
            raise _Bad(f"{w}.name", f"argument {n!r} is given twice")
        names.add(n)
        size = _int(a["size"], f"{w}.size", 1, 256)
        _int(a["offset"], f"{w}.offset", 0, ks)
        if a["offset"] + size > ks:
            raise _Bad(w, f"ends at {a['offset'] + size}, past the kernarg size {ks}")
        _str(a["kind"], f"{w}.kind", re.compile("|".join(ARG_KINDS)), " or ".join(ARG_KINDS))
        if "dtype" in a:
            _str(a["dtype"], f"{w}.dtype", _WORD, "a dtype name")
    end = 0
    for a in sorted(e["args"], key=lambda a: a["offset"]):
        if a["offset"] < end:
            raise _Bad(f"{where}.args", f"argument {a['name']} at offset {a['offset']} overlaps the previous one")
        end = a["offset"] + a["size"]
    wg = _list(e["workgroup_size"], f"{where}.workgroup_size", 3)
    for d, v in enumerate(wg):
        _int(v, f"{where}.workgroup_size[{d}]", 1, 1024)
    if wg[0] * wg[1] * wg[2] > 1024:
        raise _Bad(f"{where}.workgroup_size", f"{wg} is more than 1024 work-items")
    g = _dict(e["grid"], f"{where}.grid", ("exprs", "sizes"))
    for i, x in enumerate(_list(g["exprs"], f"{where}.grid.exprs", 3)):
        _expr(x, f"{where}.grid.exprs[{i}]")
    for i, s in enumerate(_list(g["sizes"], f"{where}.grid.sizes", limit=64)):
        _ident(s, f"{where}.grid.sizes[{i}]", "runtime size")
    res = _dict(e["resources"], f"{where}.resources", ("vgpr_count", "agpr_count", "sgpr_count", "lds_bytes"))
    for k, v in res.items():
        _opt_int(v, f"{where}.resources.{k}", 0, 1 << 32)
    for k in ("code_bytes", "code_object_version"):
        if k in e:
            _opt_int(e[k], f"{where}.{k}", 0, 1 << 40)
    for k in ("target", "e_flags"):
        if e.get(k) is not None:
            _str(e[k], f"{where}.{k}", limit=256)
    for i, lim in enumerate(_list(e.get("limits", []), f"{where}.limits", limit=4096)):
        w = f"{where}.limits[{i}]"
        _dict(lim, w, ("buffer", "kind", "reach", "limit", "note"))
        _str(lim["buffer"], f"{w}.buffer", limit=256)
        _str(lim["kind"], f"{w}.kind", _WORD, "a limit kind")
        _expr(lim["reach"], f"{w}.reach")
        _int(lim["limit"], f"{w}.limit")
        _str(lim["note"], f"{w}.note")
    if e.get("split_k") is not None:
        _split_k(e["split_k"], f"{where}.split_k")
    return e


def _split_k(sk, w: str) -> None:
    _dict(sk, w, ("splits", "mode", "reduce", "workspace", "launch", "order"))
    _int(sk["splits"], f"{w}.splits", 1, 1 << 20)
    _str(sk["mode"], f"{w}.mode", _WORD, "a mode name")
    _ident(sk["reduce"], f"{w}.reduce", "kernel name")
    for i, n in enumerate(_list(sk["launch"], f"{w}.launch", limit=8)):
        _ident(n, f"{w}.launch[{i}]", "kernel name")
    _str(sk["order"], f"{w}.order")
    ws = _dict(sk["workspace"], f"{w}.workspace", ("arg", "dtype", "shape", "bytes", "init", "note"))
    _ident(ws["arg"], f"{w}.workspace.arg", "argument name")
    _str(ws["dtype"], f"{w}.workspace.dtype", _WORD, "a dtype name")
    for i, s in enumerate(_list(ws["shape"], f"{w}.workspace.shape", limit=16)):
        _str(s, f"{w}.workspace.shape[{i}]", limit=EXPR_MAX)
    _expr(ws["bytes"], f"{w}.workspace.bytes")
    _str(ws["init"], f"{w}.workspace.init", _WORD, "an init kind")
    _str(ws["note"], f"{w}.workspace.note")
    if ws.get("offset_end") is not None:
        _expr(ws["offset_end"], f"{w}.workspace.offset_end")
        _int(ws.get("offset_limit"), f"{w}.workspace.offset_limit")
    if ws.get("offset_note") is not None:
        _str(ws["offset_note"], f"{w}.workspace.offset_note")


def check(m, path) -> dict:
    """The whole manifest (module docstring): ManifestError naming `path` and the field, or `m` unchanged."""
    try:
        _dict(m, "manifest", ("kernels",))
        for k in ("flygen", "target"):
            if m.get(k) is not None:
                _str(m[k], k, limit=256)
        seen: dict[str, int] = {}
        for i, e in enumerate(_list(m["kernels"], "kernels")):
            check_entry(e, f"kernels[{i}]")
            if e["name"] in seen:
                raise _Bad(f"kernels[{i}].name", f"kernel {e['name']!r} is also kernels[{seen[e['name']]}]")
            seen[e["name"]] = i
        if m.get("shard") is not None:
            _json_value(_dict(m["shard"], "shard"), "shard")
    except _Bad as b:
        raise ManifestError(f"{path}: {b.where}: {b.what}") from None
    except RecursionError:
        raise ManifestError(f"{path}: nested too deeply") from None
    return m


def parse(raw: bytes, path) -> dict:
    """JSON bytes -> a checked manifest (ManifestError on anything else: not UTF-8, not JSON, too deep)."""
    if len(raw) > MAX_BYTES:
        raise ManifestError(f"{path}: {len(raw)} bytes; at most {MAX_BYTES} are read")
    try:
        m = json.loads(raw)
    except RecursionError:
        raise ManifestError(f"{path}: not a flygen manifest (JSON nested too deeply)") from None
    except ValueError as e:   # also UnicodeDecodeError, an integer past Python's digit limit
        raise ManifestError(f"{path}: not valid JSON: {brief(str(e), 200)}") from None
    return check(m, path)


def manifest_path(out_dir) -> Path:
    root = Path(out_dir)
    return root / MANIFEST if root.is_dir() else root


def load(out_dir, files: bool = True) -> dict:
    """The checked manifest of the output dir `out_dir` (or of the manifest file it names). With `files`,
    also `check_files`. ManifestError (one line) on a missing, unreadable, malformed or inconsistent one."""
    path = manifest_path(out_dir)
    if files:
        busy = publishing(path.parent)
        if busy:
            raise ManifestError(busy)
    try:
        raw = _read_regular(str(path), MAX_BYTES + 1)
    except FileNotFoundError:
        raise ManifestError(f"{path}: no manifest (build the library first: flygen build SPEC -o {path.parent})") \
            from None
    except OSError as e:
        raise ManifestError(f"{path}: cannot read the manifest: {e.strerror or e}") from None
    m = parse(raw, path)
    if files:
        check_files(path.parent, m, path)
    return m


def publishing(root) -> str | None:
    """The one-line refusal when a publish journal stands beside `root` (flygen.build.outdir), else None."""
    from flygen.build.outdir import journal_path
    j = journal_path(root)
    if not os.path.lexists(j):
        return None
    return (f"{root}: a publish into it is under way or was interrupted (journal {j}); the next `flygen build` "
            f"or `flygen merge` into {root} completes or undoes it")


def listed_files(out_dir) -> set[str] | None:
    """The files the manifest in `out_dir` lists (what a rebuild may remove as stale), or None when there is
    no readable, well-formed manifest (then nothing is removed)."""
    try:
        m = load(out_dir, files=False)
    except ManifestError:
        return None
    return {e["files"][role] for e in m["kernels"] for role in ("asm", "hsaco")}


_HASHED: dict[tuple, str] = {}   # (path, size, mtime_ns, ino, ctime_ns) -> sha256


def _open_regular(path: str) -> int:
    """An fd of `path` if it is a regular file (following a symlink); a FIFO, a device or a directory is an
    OSError (opened without blocking: a FIFO in an output dir must not hang a reader)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _read_regular(path: str, limit: int) -> bytes:
    fd = _open_regular(path)
    with os.fdopen(fd, "rb") as f:
        return f.read(limit)


def file_sha256(path: str) -> str:
    fd = _open_regular(path)
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)
        key = (path, st.st_size, st.st_mtime_ns, st.st_ino, st.st_ctime_ns)
        got = _HASHED.get(key)
        if got is None:
            h = hashlib.sha256()
            while chunk := f.read(1 << 20):
                h.update(chunk)
            got = _HASHED[key] = h.hexdigest()
    return got


def check_files(root, m: dict, path=None) -> None:
    """Every file the manifest lists is a regular file in `root` with the recorded sha256; else one line."""
    path = path or Path(root) / MANIFEST
    for e in m["kernels"]:
        for role in ("asm", "hsaco"):
            f = os.path.join(root, e["files"][role])
            try:
                got = file_sha256(f)
            except FileNotFoundError:
                raise ManifestError(f"{f}: missing, but {path} lists it (an incomplete or edited output dir; "
                                    "rebuild it)") from None
            except OSError as err:
                raise ManifestError(f"{f}: cannot read: {err.strerror or err}") from None
            if got != e["sha256"][role]:
                raise ManifestError(f"{f}: bytes differ from the sha256 in {path} (damaged, edited or from "
                                    "another build; rebuild the dir)")
