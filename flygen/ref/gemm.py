"""Host side of the GEMM families: inputs, B preshuffle, float64 reference and the verify bound.

C[M, N] (out_dtype bf16 / f16) = (A[M, K] . B[N, K]^T) * scale_a[m] * scale_b[n]   (8-bit inputs: fp8 = OCP
e4m3 (ml_dtypes.float8_e4m3fn), bf8 = OCP e5m2 (ml_dtypes.float8_e5m2), A and B may differ; 16-bit inputs have no
scales). The decoded 8-bit values are exact in float64, so the reference does not depend on the formats.

Rounding order of the kernel (and of this bound): the MFMAs accumulate in f32, then
t = fl32(fl32(acc * scale_a[m]) * scale_b[n]) and C = out_rne(t) (f16: |t| >= 65520 rounds to inf). The reference is exact (float64 over the
decoded inputs), so the allowed error is derived from the formats alone:
  acc   = exact + e1,  |e1| <= gamma_K * mag,  mag = sum_k |a_k b_k|      (f32 accumulation, any order)
  C     = acc * sa * sb * (1+d1)(1+d2)(1+d3),  |d1|,|d2| <= u32, |d3| <= u_out
  t     = fl32(fl32(acc sa) sb): |t - want| <= pre = (1 + r2) gamma_K mag |sa sb| + r2 |want|, r2 = (1 + u32)^2 - 1
  |C - want| <= pre + half_ulp_out(|want| + pre)       (RNE moves t by at most half an ulp at |t| <= |want| + pre)
A split-K `epilogue` (applied by NAME_reduce after the sum and the scales) continues from t: v = fl32(t + bias[n]),
y = act(v), its reference and bound from the activation's record (epilogue_case).
"""
from __future__ import annotations

import numpy as np

from flygen.activations import of_epilogue
from flygen.errors import FlygenError
from flygen.isa.dtypes import FORMATS, bytes_of
from flygen.ref.case import Case, Check, gemm_tiles, ragged, round_up, runtime_size, side_by_side
from flygen.ref.tolerance import UNIT_ROUNDOFF, half_ulp, tolerance
from flygen.spec.gemm_fp8 import splits

GUARD = 4096          # C elements after M*N that must stay bit-identical (catches row/column overrun)
SENTINEL_BF16 = 0x7FC1  # a NaN pattern no correct store produces
SENTINEL = {"bf16": SENTINEL_BF16, "f16": 0x7E01}
OUT = {"bf16": "bf16", "f16": "f16"}           # out_dtype -> format (flygen.isa.dtypes)


def np_type(dtype: str):
    return FORMATS[dtype].np_dtype


def preshuffle_b(b: np.ndarray, dtype: str | None = None, k_to: int | None = None) -> np.ndarray:
    """B [N, K] -> flat uint8 bytes ordered [ceil(N/16)][Kbytes/16][16 n-lanes][16 B].

    Row n, byte kb of the row-major B lands at ((n//16)*(Kbytes/16) + kb//16)*256 + (n%16)*16 + kb%16.
    N is zero-padded up to a multiple of 16; Kbytes = K * element bytes must be a multiple of 16.
    `dtype` (fp8 / bf16 / f16) is checked against the array's element size when given.
    `k_to`: K zero-padded to k_to columns first (a gemm_preshuffle k_tail kernel takes B over K rounded up to a
    multiple of tile_k: `k_to = -(-K // tile_k) * tile_k`).
    """
    b = np.ascontiguousarray(b)
    if b.ndim != 2:
        raise FlygenError(f"preshuffle_b: B must be [N, K], got shape {list(b.shape)}")
    if k_to is not None:
        if k_to < b.shape[1]:
            raise FlygenError(f"preshuffle_b: k_to={k_to} is less than K={b.shape[1]}")
        b = np.concatenate([b, np.zeros((b.shape[0], k_to - b.shape[1]), b.dtype)], axis=1)
    if dtype is not None and bytes_of(dtype) != b.itemsize:
        raise FlygenError(f"preshuffle_b: dtype {dtype} has {bytes_of(dtype)} B elements, array has {b.itemsize}")
    n, kbytes = b.shape[0], b.shape[1] * b.itemsize
    if kbytes % 16:
        raise FlygenError(f"preshuffle_b: K row of {kbytes} B is not a multiple of 16 B")
    raw = b.view(np.uint8).reshape(n, kbytes)
    npad = -(-n // 16) * 16
    raw = np.concatenate([raw, np.zeros((npad - n, kbytes), np.uint8)]) if npad != n else raw
    return raw.reshape(npad // 16, 16, kbytes // 16, 16).transpose(0, 2, 1, 3).reshape(-1).copy()


def reference(a: np.ndarray, b: np.ndarray, scale_a=None, scale_b=None) -> tuple[np.ndarray, np.ndarray]:
    """(want, mag) in float64: want = (A . B^T) * sa[:, None] * sb[None, :], mag = (|A| . |B|^T) * |sa sb|."""
    a64, b64 = np.asarray(a, np.float64), np.asarray(b, np.float64)
    want, mag = a64 @ b64.T, np.abs(a64) @ np.abs(b64).T
    if scale_a is not None:
        s = np.asarray(scale_a, np.float64)[:, None] * np.asarray(scale_b, np.float64)[None, :]
        want, mag = want * s, mag * np.abs(s)
    return want, mag


def bound(k: int, want: np.ndarray, mag: np.ndarray, scaled: bool, out: str = "bf16") -> np.ndarray:
    """Per-element |C - want| allowed (module docstring); `scaled` adds the two f32 scale multiplies; `out` is the
    C format (bf16 | f16) of the final RNE."""
    pre = _pre(k, want, mag, scaled, out)
    return pre + half_ulp(np.abs(want) + pre, out)


def _pre(k: int, want: np.ndarray, mag: np.ndarray, scaled: bool, out: str) -> np.ndarray:
    """|t - want| allowed before the output rounding (module docstring)."""
    r2 = (1 + UNIT_ROUNDOFF["f32"]) ** (2 if scaled else 0) - 1
    return (1 + r2) * tolerance(k, "f32", out).gamma * mag + r2 * np.abs(want)


def epilogue_case(k: int, t: np.ndarray, mag: np.ndarray, scaled: bool, out: str, epilogue: str, rng):
    """A split-K epilogue (`epilogue`, applied by NAME_reduce after the sum): (bias [N] in `out` or None, y, the
    allowed |C - y|). v = t + bias[n] (bias widened exactly, one f32 add: u (|v| + e_t)), y = the activation
    record's float64 reference of v, its error L e_v + the record's f32 chain bound (flygen.activations), then
    the output rounding."""
    act = of_epilogue(epilogue)
    e_t = _pre(k, t, mag, scaled, out)
    bias = rng.standard_normal(t.shape[1]).astype(np_type(out)) if epilogue.startswith("bias") else None
    v = t + (bias.astype(np.float64)[None, :] if bias is not None else 0.0)
    e_v = e_t + (UNIT_ROUNDOFF["f32"] * (np.abs(v) + e_t) if bias is not None else 0.0)
    y = act.reference(v) if act is not None else v
    e_y = act.lipschitz * e_v + act.f32_err(v, y) if act is not None and not act.exact else e_v
    return bias, y, e_y + half_ulp(np.abs(y) + e_y, out)


def make_inputs(dtype: str, m: int, n: int, k: int, rng: np.random.Generator, b_dtype: str | None = None):
    """A [M, K] in `dtype`, B [N, K] in `b_dtype` (None: dtype) (normal values, 8-bit rounded RNE by ml_dtypes),
    f32 scales (None for 16-bit)."""
    a = (rng.standard_normal((m, k)) * 2).astype(np_type(dtype))
    b = (rng.standard_normal((n, k)) * 2).astype(np_type(b_dtype or dtype))
    if dtype not in ("fp8", "bf8"):
        return a, b, None, None
    sa = rng.uniform(0.25, 2.0, m).astype(np.float32)
    sb = rng.uniform(0.25, 2.0, n).astype(np.float32)
    return a, b, sa, sb


def split_k_terms(k: int, s: int) -> int:
    """n of the gamma_n bound of a split-K sum (docs/numerics.md §6): S partials of K/S terms each, then the f32
    sum of the S partials. A product reaches C through at most K/S - 1 additions in its split and S - 1 in the
    sum of the splits, any order: the leaf depth of a K/S + S - 1 term sum tree, and <= K (the unsplit bound)."""
    return k // s + s - 1


def small_sizes(params: dict) -> dict:
    """The smallest runtime sizes that still exercise the kernel: two N tiles and two (or group_m + 1, or enough
    for every XCD) M tiles, the last of each ragged; a split-K kernel runs all its K slices regardless."""
    return {"M": ragged(params["tile_m"], gemm_tiles(params, across=2)),
            "N": ragged(params["tile_n"], max(2, int(params.get("group_n", 1)) + 1)),   # group_n: a tail group
            **({"K": 3 * int(params["tile_k"]) + (16 // bytes_of(params["dtype"]) if params.get("k_tail") else 0)}
               if params.get("K") == "runtime" else {}),   # a loop trip + odd tile (k_tail: + a ragged tile)
            **({"batch": 2} if params.get("batch") else {})}


LD_PAD = {"lda": 16, "ldb": 48, "ldc": 8}   # default padding (elements) of a run-time lda / ldb / ldc
BATCH_PAD = 64        # batch: elements of padding between consecutive A / B / C (strides != their sizes)
PAD_SENTINEL = {"fp8": 0x7F, "bf8": 0x7F, "bf16": 0x7FC1, "f16": 0x7E01, "int8": 0x7F}   # padding: NaN bits (int8 127)


def leading_dims(params: dict, sizes: dict, k: int, n: int) -> dict:
    """{lda, ldb, ldc}: K, K, N (packed rows), or with ld: runtime the launch's size (default the row + LD_PAD,
    ldc rounded up to a multiple of 8 first); an ld below its row is refused by name (the launch check says the
    same)."""
    return {ld: leading_dim(params, sizes, ld, row, size_name,
                            (round_up(row, 8) if ld == "ldc" else row) + LD_PAD[ld])
            for ld, row, size_name in (("lda", k, "K"), ("ldb", k, "K"), ("ldc", n, "N"))}


def leading_dim(params: dict, sizes: dict, ld: str, row: int, size_name: str, default: int) -> int:
    """One leading dimension of a case: `row` (packed), or with `ld: runtime` the launch's size (else `default`);
    one below its row is refused by name (the launch check says the same)."""
    v = runtime_size(sizes, ld, default) if params.get(ld) == "runtime" else row
    if v < row:
        raise FlygenError(f"{ld}={v} is less than {size_name}={row}; nearest: {ld}={row}")
    return v


def pitched(x: np.ndarray, ld: int, dtype: str) -> np.ndarray:
    """Rows of x [rows, cols] ld elements apart (flat, x's dtype); the padding columns hold a NaN, so a kernel
    that multiplies one (A, B) fails the check, and one that stores there (C) changes its bits."""
    if ld == x.shape[1]:
        return x
    bits = np.uint8 if x.itemsize == 1 else np.uint16
    full = np.full((x.shape[0], ld), PAD_SENTINEL[dtype], bits).view(x.dtype)
    full[:, :x.shape[1]] = x
    return full


def _batch_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    """batch: `batch` independent GEMMs (each a case of the unbatched kernel) side by side (case.side_by_side: A, B
    and C each followed by BATCH_PAD elements, C's padding must keep its sentinel), scale_a / scale_b [batch, M] /
    [batch, N]."""
    one = {k: v for k, v in params.items() if k != "batch"}
    cases = [make_case(one, sizes, rng) for _ in range(runtime_size(sizes, "batch", 2))]   # (reads no "batch")
    return side_by_side(cases, {x: cases[0].args[x].itemsize for x in ("a", "b")}, "c", ("scale_a", "scale_b"),
                        BATCH_PAD)


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    if params.get("batch"):
        return _batch_case(params, sizes, rng)
    m, n = runtime_size(sizes, "M", 300), runtime_size(sizes, "N", 520)
    rt = params["K"] == "runtime"     # K: runtime: a size of the launch (default 3 tiles: loop trip + odd tile)
    k = runtime_size(sizes, "K", 3 * int(params["tile_k"])) if rt else int(params["K"])
    dtype, bdt, out = params["dtype"], params.get("b_dtype") or params["dtype"], OUT[params.get("out_dtype", "bf16")]
    s = splits(params)
    a, b, sa, sb = make_inputs(dtype, m, n, k, rng, bdt)
    want, mag = reference(a, b, sa, sb)
    ld = leading_dims(params, sizes, k, n)
    ldc = ld["ldc"]
    c = np.full(m * ldc + GUARD, SENTINEL[params.get("out_dtype", "bf16")], np.uint16).view(np_type(out))
    args = {"a": pitched(a, ld["lda"], dtype),
            "b": preshuffle_b(b, bdt) if params["b_layout"] == "preshuffled" else pitched(b, ld["ldb"], bdt)}
    checks = []
    if s > 1:   # the pair: NAME (partials into ws) then NAME_reduce (flygen.check.verify runs both on one device)
        det = params["split_k_reduce"] == "deterministic"
        elems = (s if det else 1) * m * n
        # deterministic: ws starts as NaN garbage (the contract says any contents; every element must be written);
        # atomic: zero, as the contract requires, and it must be zero again afterwards
        ws = np.concatenate([np.full(elems, np.nan if det else 0.0, np.float32), np.full(GUARD, 7.0, np.float32)])
        args["ws"] = ws
        if det:   # slice z = the unscaled f32 partial of K tiles [z kt, (z+1) kt): gamma_{K/S} |A_z||B_z|^T
            ks = k // s
            parts = [reference(a[:, z * ks:(z + 1) * ks], b[:, z * ks:(z + 1) * ks]) for z in range(s)]
            gam = tolerance(ks, "f32", "f32").gamma
            expect = np.stack([w for w, _ in parts]).reshape(-1)
            atol = (np.stack([g for _, g in parts]) * gam).reshape(-1) + 2.0 ** -150
        else:     # the reduce kernel leaves the workspace zero
            expect, atol = np.zeros(elems), 0.0
        checks.append(Check(arg="ws", dtype=np.float32, count=elems, expected=expect, atol=atol,
                            guard=ws[elems:].copy()))
    if sa is not None:
        args.update(scale_a=sa, scale_b=sb)
    lds = {x: v for x, v in ld.items() if params.get(x) == "runtime"}
    args.update(c=c, m=np.uint32(m), n=np.uint32(n), **({"k": np.uint32(k)} if rt else {}),
                **{x: np.uint32(v) for x, v in lds.items()})
    terms, epi = split_k_terms(k, s), params.get("epilogue", "none")
    if epi != "none":   # split-K only (the spec checks it): the reduce applies it after the sum
        bias, want, atol = epilogue_case(terms, want, mag, sa is not None, out, epi, rng)
        if bias is not None:
            args["bias"] = bias
    else:
        atol = bound(terms, want, mag, sa is not None, out)
    if ldc > n:       # C's padding columns must keep the sentinel (NaN expected, bound 0: a store there fails it)
        want = np.concatenate([want, np.full((m, ldc - n), np.nan)], axis=1)
        atol = np.concatenate([np.broadcast_to(atol, (m, n)), np.zeros((m, ldc - n))], axis=1)
    checks.insert(0, Check(arg="c", dtype=np_type(out), count=m * ldc, expected=want.reshape(-1),
                           atol=atol.reshape(-1), guard=c[m * ldc:].copy(), shape=(m, ldc)))
    split = f" split_k {s} {params['split_k_reduce']}{'' if epi == 'none' else ' ' + epi} (bound gamma_{terms})" \
        if s > 1 else ""
    kind = dtype + ("" if bdt == dtype else f" x {bdt}") + ("" if out == "bf16" else f" -> {out}")
    return Case(args=args, sizes={"M": m, "N": n, **({"K": k} if rt else {}), **lds}, checks=checks,
                note=f"M={m} N={n} K={k} {kind} B {params['b_layout']}{split}"
                     + "".join(f" {x}={v}" for x, v in lds.items()))
