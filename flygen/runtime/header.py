"""`flygen header`: one C/C++ header per built library, printed from its manifest.json.

Per kernel: a packed kernarg struct whose member offsets and total size are `static_assert`ed against the
manifest (so a host compiled against a stale header, or an ABI that lays the struct out differently, fails to
compile instead of launching with shifted arguments), the names a host needs (`hipModuleGetFunction` name,
descriptor symbol, HSACO file), the workgroup size, LDS bytes, kernarg size, and `NAME_grid(sizes..., grid)`
computing the workgroup grid from the manifest's grid expressions.

The grid functions are a translation of the manifest's Python expressions through `flygen.runtime.expr`, whose
grammar has only integer literals, size names, + - * and floor // % by positive literals, ceil_div, min, max:
the same tree is evaluated by the Python runtime, so the two cannot disagree, and an expression outside the
grammar stops header generation with its text instead of printing C that means something else. (A second,
planner-emitted C form would be a second source of truth for every family to keep in step.)
"""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from flygen import __version__
from flygen.cnames import C_KEYWORDS, c_comment as cc, c_string as cs, ident_problem  # noqa: F401
from flygen.errors import FlygenError
from flygen.build.outdir import replace_file
from flygen.runtime import expr
from flygen.runtime.library import MANIFEST, KernelInfo, read_manifest

C_SCALAR = {"u8": "uint8_t", "i8": "int8_t", "u16": "uint16_t", "i16": "int16_t", "u32": "uint32_t",
            "i32": "int32_t", "u64": "uint64_t", "i64": "int64_t", "f32": "float", "f64": "double"}
C_POINTEE = {"f32": "float", "f64": "double", "u32": "uint32_t", "i32": "int32_t", "u16": "uint16_t",
             "i16": "int16_t", "u8": "uint8_t", "i8": "int8_t"}
DEFAULT_NAME = "flygen_kernels.h"


def c_ident(name: str, what: str) -> str:
    """`name` itself if it passes the one identifier rule (flygen.cnames.ident_problem), else a FlygenError:
    nothing is renamed, so the identifier a host uses is the manifest's name."""
    bad = ident_problem(name, what)
    if bad:
        raise FlygenError(f"{bad}: it cannot be a C identifier")
    return name


def _canon(text: str) -> str:
    """An expression as its parsed tree prints it (one line, no comment characters: what the C computes)."""
    import ast
    return ast.unparse(expr.parse(text))


def _member(k: KernelInfo, a, ident: str) -> tuple[str, str]:
    if a.kind == "global_buffer":
        if a.size != 8:
            raise FlygenError(f"{k.name}: buffer argument {a.name} is {a.size} bytes, not a 64-bit address")
        return f"{C_POINTEE.get(a.dtype, 'void')} *{ident};", f"{a.dtype or 'untyped'} buffer (device address)"
    ctype = C_SCALAR.get(a.scalar)
    if ctype is None:
        raise FlygenError(f"{k.name}: no C type for the {a.size}-byte argument {a.name} ({a.dtype})")
    return f"{ctype} {ident};", a.scalar


def kernel_block(k: KernelInfo, names: frozenset = frozenset()) -> str:
    """The header text for one kernel (`names`: every kernel of the header; a split-K kernel's NAME_REDUCE_NAME
    is the identifier the reduce kernel's own block defines as its _NAME when that kernel is in the header:
    then it is defined there, once)."""
    kid = c_ident(k.name, "kernel name")
    up = kid.upper()
    st = f"{kid}_args"
    lines = [f"/* ---- {k.name}: family {cc(k.family)}; workgroup {k.workgroup[0]}x{k.workgroup[1]}x{k.workgroup[2]}, "
             f"LDS {int(k.lds_bytes)} B, kernargs {int(k.kernarg_size)} B ---- */",
             f'#define {up}_NAME {cs(k.name)}   /* hipModuleGetFunction */',
             f'#define {up}_SYMBOL {cs(k.symbol)}',
             f'#define {up}_HSACO {cs(k.hsaco.name)}']
    lines += [f"#define {up}_WORKGROUP_{d} {int(v)}" for d, v in zip("XYZ", k.workgroup)]
    lines += [f"#define {up}_LDS_BYTES {int(k.lds_bytes)}", f"#define {up}_KERNARG_SIZE {int(k.kernarg_size)}",
              "#pragma pack(push, 1)", f"typedef struct {st} {{"]
    idents, pos, asserts = set(), 0, []
    for a in sorted(k.args, key=lambda a: a.offset):
        ident = c_ident(a.name, f"{k.name}: argument")
        if ident in idents:
            raise FlygenError(f"{k.name}: arguments collide as the C member {ident!r}")
        idents.add(ident)
        if a.offset < pos:
            raise FlygenError(f"{k.name}: argument {a.name} at offset {a.offset} overlaps the previous one")
        if a.offset > pos:
            lines.append(f"    uint8_t pad_{pos}[{a.offset - pos}];")
        decl, note = _member(k, a, ident)
        lines.append(f"    {decl:<28} /* offset {a.offset}: {cc(note)} */")
        asserts.append(f'FLYGEN_STATIC_ASSERT(offsetof({st}, {ident}) == {a.offset}, {cs(f"{k.name}: {a.name} at {a.offset}")});')
        asserts.append(f'FLYGEN_STATIC_ASSERT(sizeof((({st} *)0)->{ident}) == {a.size}, {cs(f"{k.name}: {a.name} is {a.size} B")});')
        pos = a.offset + a.size
    if pos > k.kernarg_size:
        raise FlygenError(f"{k.name}: arguments end at {pos}, past the kernarg size {k.kernarg_size}")
    if pos < k.kernarg_size:
        lines.append(f"    uint8_t pad_{pos}[{k.kernarg_size - pos}];")
    lines += [f"}} {st};", "#pragma pack(pop)", *asserts,
              f'FLYGEN_STATIC_ASSERT(sizeof({st}) == {up}_KERNARG_SIZE, {cs(f"{k.name}: kernarg segment size")});']
    sizes = [(s, c_ident(s, f"{k.name}: runtime size")) for s in k.grid_sizes]
    ren = dict(sizes)
    for e in k.grid_exprs:
        unknown = [n for n in expr.names(e) if n not in ren]
        if unknown:
            raise FlygenError(f"{k.name}: grid expression {e!r} reads {', '.join(unknown)}, not a declared size")
    params = ", ".join([f"int64_t {c}" for _, c in sizes] + ["uint32_t grid[3]"])
    body = ", ".join(expr.to_c(e, ren.__getitem__) for e in k.grid_exprs)
    if k.split_k:
        sk, ws = k.split_k, k.split_k["workspace"]
        unknown = [n for n in expr.names(ws["bytes"]) if n not in ren]
        if unknown:
            raise FlygenError(f"{k.name}: workspace size {ws['bytes']!r} reads {', '.join(unknown)}, not a declared size")
        what = f"MoE reduce (rows, topk = {int(sk['splits'])})" if sk["mode"] == "rows" else \
            "NCDHW input (x transposed first)" if sk["mode"] == "pre" else \
            f"split-K ({cc(sk['mode'])}, S = {int(sk['splits'])})"
        lines += [f"/* {what}: launch {cc(' then '.join(sk['launch']))} with the same "
                  + cc(f"{ws['arg']} ({ws['dtype']} [{', '.join(ws['shape'])}]; init: {ws['init']}: {ws['note']}).")
                  + "", f"   {cc(sk['order'])} */",
                  *([f'#define {up}_PRE_NAME {cs(c_ident(sk["reduce"], "kernel name"))}'] if sk["mode"] == "pre" else [
                  f"#define {up}_SPLIT_K {int(sk['splits'])}",
                  f"/* {up}_REDUCE_NAME: defined once, by {sk['reduce']}'s own block (its _NAME) */"
                  if sk["reduce"] in names and c_ident(sk["reduce"], "kernel name").upper() == f"{up}_REDUCE" else
                  f'#define {up}_REDUCE_NAME {cs(c_ident(sk["reduce"], "kernel name"))}']),
                  f"#define {up}_WORKSPACE_ZERO_INIT {int(ws['init'] == 'zero')}",
                  f"static inline int64_t {kid}_workspace_bytes({', '.join(f'int64_t {c}' for _, c in sizes) or 'void'}) {{",
                  *[f"    (void){c};" for s, c in sizes if s not in expr.names(ws["bytes"])],
                  f"    return {expr.to_c(ws['bytes'], ren.__getitem__)};", "}"]
        if ws.get("offset_end") is not None:
            unknown = [n for n in expr.names(ws["offset_end"]) if n not in ren]
            if unknown:
                raise FlygenError(f"{k.name}: workspace offsets {ws['offset_end']!r} read {', '.join(unknown)}, "
                                  "not a declared size")
            lines += [f"/* 0 if the workspace's buffer offsets fit 32 bits at these sizes, else -1 (do not launch): "
                      + cc(f"{_canon(ws['offset_end'])} <= {int(ws['offset_limit'])}"
                           f"{' (' + ws['offset_note'] + ')' if ws.get('offset_note') else ''}") + " */",
                      f"static inline int {kid}_workspace_check({', '.join(f'int64_t {c}' for _, c in sizes)}) {{",
                      *[f"    (void){c};" for s, c in sizes if s not in expr.names(ws["offset_end"])],
                      f"    return ({expr.to_c(ws['offset_end'], ren.__getitem__)}) <= INT64_C({int(ws['offset_limit'])}) "
                      "? 0 : -1;", "}"]
    lines += check_sizes_block(k, kid, sizes)
    lines += [f"/* workgroups per dimension: {cc(' | '.join(_canon(e) for e in k.grid_exprs))}; 0, or -1 if a dimension is outside "
              "[1, 2^32-1] */",
              f"static inline int {kid}_grid({params}) {{",
              *[f"    (void){c};" for s, c in sizes if not any(s in expr.names(e) for e in k.grid_exprs)],
              f"    const int64_t g[3] = {{{body}}};",
              "    return flygen_grid_out(g, grid);", "}", ""]
    return "\n".join(lines)


def _limits(k: KernelInfo) -> tuple[list, set, list[str]]:
    """The run-time size limits (manifest `limits` and the workspace's `offset_end`), the names they read, and
    the by-value arguments among those names that are not grid sizes (NAME_check_sizes' extra parameters)."""
    lims = list(k.limits)
    ws = (k.split_k or {}).get("workspace", {})
    if ws.get("offset_end") is not None:
        lims.append({"buffer": ws.get("arg", "ws"), "kind": "offset", "reach": ws["offset_end"],
                     "limit": ws["offset_limit"], "note": ws.get("offset_note", "workspace")})
    read = {n for lim in lims for n in expr.names(lim["reach"])}
    grid = list(k.grid_sizes)
    extra = [a.name for a in k.values if a.name in read and a.name not in grid]
    unknown = sorted(read - set(grid) - set(extra))
    if unknown:
        raise FlygenError(f"{k.name}: size limits read {', '.join(unknown)}, neither a grid size nor an argument")
    return lims, read, extra


def check_size_extras(k: KernelInfo) -> list[str]:
    """The argument names NAME_check_sizes takes after the grid sizes, in argument order."""
    return _limits(k)[2]


def check_sizes_block(k: KernelInfo, kid: str, sizes: list) -> list[str]:
    """`NAME_check_sizes(sizes...)`: 0, or -1 when a run-time size limit of the manifest's `limits` (32-bit buffer
    offsets, num_records, row indices; flygen/plan/size_limits.py) or the workspace's `offset_end` is exceeded
    (do not launch). Parameters: the grid sizes, then the by-value arguments the limits read, in argument order."""
    lims, read, extra = _limits(k)
    params = list(sizes) + [(n, c_ident(n, f"{k.name}: runtime size")) for n in extra]
    ren = dict(params)
    out = [f"/* 0 if every run-time size limit holds at these sizes, else -1 (do not launch): 32-bit buffer addressing"]
    out += ["   " + cc(f"{lim['buffer']} ({lim['kind']}): {_canon(lim['reach'])} <= {int(lim['limit'])}") for lim in lims]
    out += ["*/", f"static inline int {kid}_check_sizes({', '.join(f'int64_t {c}' for _, c in params) or 'void'}) {{"]
    out += [f"    (void){c};" for n, c in params if n not in read]
    out += [f"    if (({expr.to_c(lim['reach'], ren.__getitem__)}) > INT64_C({int(lim['limit'])})) return -1;  "
            f"/* {cc(lim['buffer'])} */" for lim in lims]
    return out + ["    return 0;", "}"]


PRELUDE = """\
#ifndef FLYGEN_RUNTIME_COMMON
#define FLYGEN_RUNTIME_COMMON
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
#define FLYGEN_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define FLYGEN_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif
FLYGEN_STATIC_ASSERT(sizeof(void *) == 8, "kernarg buffer members hold 64-bit device addresses");
FLYGEN_STATIC_ASSERT(sizeof(float) == 4, "f32 kernel arguments are IEEE binary32");
{helpers}static inline int flygen_grid_out(const int64_t g[3], uint32_t grid[3]) {{
    int d;
    for (d = 0; d < 3; d++) {{
        if (g[d] < 1 || g[d] > INT64_C(0xFFFFFFFF)) return -1;
        grid[d] = (uint32_t)g[d];
    }}
    return 0;
}}
#endif /* FLYGEN_RUNTIME_COMMON */
"""


def manifest_sha256(out_dir) -> str:
    root = Path(out_dir)
    return hashlib.sha256((root / MANIFEST if root.is_dir() else root).read_bytes()).hexdigest()


DEFAULT_PREFIX = "FLYGEN"
PREFIX = re.compile(r"[A-Z][A-Z0-9_]{0,63}")


def check_prefix(prefix: str) -> str:
    """The header's macro prefix (`PREFIX_KERNELS_H`, `PREFIX_MANIFEST_SHA256`): fixed, not derived from the
    output directory's name, so a host compiles whatever the library directory is called; a different prefix
    lets two libraries' headers be included together."""
    if not isinstance(prefix, str) or not PREFIX.fullmatch(prefix) or prefix.endswith("_"):
        raise FlygenError(f"header prefix {prefix!r} must be an upper-case C identifier ([A-Z][A-Z0-9_]*, "
                          "at most 64 characters, not ending in _)")
    return prefix


def header_text(out_dir, prefix: str = DEFAULT_PREFIX) -> str:
    """The C/C++ header for the library in `out_dir` (see the module docstring)."""
    return _header(out_dir, prefix)[0]


def _header(out_dir, prefix: str = DEFAULT_PREFIX) -> tuple[str, int]:
    manifest, kernels = read_manifest(out_dir)
    prefix = check_prefix(prefix)
    guard = f"{prefix}_KERNELS_H"
    seen: dict[str, str] = {}
    for k in kernels:
        kid = c_ident(k.name, "kernel name")
        if kid.upper() in seen:   # NAME_args, and the NAME_* macros (upper case)
            raise FlygenError(f"kernels {seen[kid.upper()]} and {k.name} collide as the C names {kid.upper()}_*")
        seen[kid.upper()] = k.name
    head = [f"/* Generated by flygen {__version__} from manifest.json ({len(kernels)} kernels, target "
            f"{cc(manifest.get('target', '?'))}; manifest flygen {cc(manifest.get('flygen', '?'))}). Do not edit: "
            "re-run `flygen header`.",
            "   Buffer members hold device addresses; by-value members are the kernel's arguments. Launch with the",
            "   struct as the kernarg buffer (HIP_LAUNCH_PARAM_BUFFER_POINTER, size NAME_KERNARG_SIZE). */",
            f"#ifndef {guard}", f"#define {guard}",
            f'#define {prefix}_MANIFEST_SHA256 "{manifest_sha256(out_dir)}"   /* the manifest this describes */',
            PRELUDE.format(helpers=expr.C_HELPERS),
            "#ifdef __cplusplus", 'extern "C" {', "#endif", ""]
    tail = ["#ifdef __cplusplus", "}", "#endif", f"#endif /* {guard} */", ""]
    names = frozenset(k.name for k in kernels)
    return "\n".join(head + [kernel_block(k, names) for k in kernels] + tail), len(kernels)


def write_header(out_dir, dest: str | None = None, prefix: str = DEFAULT_PREFIX) -> dict:
    """Write the header (default OUT_DIR/flygen_kernels.h); {"header": path, "kernels": n}."""
    text, n = _header(out_dir, prefix)
    path = Path(dest) if dest else Path(out_dir) / DEFAULT_NAME
    replace_file(path, text.encode())
    return {"header": str(path), "kernels": n, "bytes": len(text)}
