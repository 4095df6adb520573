"""`flygen select --emit json|c`: the selection as data a C/C++ host embeds, and the choice rule as a C function.

The table has one row per GEMM kernel of the library (sorted by name, the selector's last tie-break), with
its constraints as data (input/output type, epilogue, B layout, the sizes compiled in, the ragged sizes, the
tile, the grid expressions) and the problem-independent part of its MODELED roofline cost (`select.kernel_model`:
cycles per hot-loop iteration per CU for the bound and the next-busiest resource, flops per iteration of a
workgroup, resident workgroups per CU). A shape is not tabulated: the rule is evaluated per call, so every
(M, N, K) in [1, 2^31-1] gets the answer `flygen select` (default roofline model) gives:

    int flygen_select(int64_t M, int64_t N, int64_t K, const char *dtype);     /* epilogue none, any out/B */
    int flygen_select_ex(M, N, K, dtype, out_dtype, epilogue, b_layout);         /* NULL: any (epilogue: none) */
    int flygen_select_ld(M, N, K, lda, ldc, dtype, out_dtype, epilogue, b_layout); /* row pitches; 0: packed */
    int flygen_select_batched(M, N, K, lda, ldb, ldc, batch, stride_a, stride_b, stride_c, dtype, ...);
                               /* batch 0: one GEMM (unbatched kernels), >= 1: a batch (batched kernels);
                                  strides in elements, < 0: packed */

return the row index into `flygen_select_kernels[]` (name, HSACO file, workgroup, kernarg size, b_layout and
`preshuffled_b`: 1 when the kernel expects B preshuffled on the host, which `flygen_select` with no b_layout can
return) or -1 when nothing fits (or, with dtype NULL, when kernels of several input types fit: `select` refuses to guess).

The C cost is the Python arithmetic in the same order of operations over the same IEEE doubles (printed as
hexadecimal literals, exact): rounds = ceil(workgroups / (CUS * workgroups_per_cu)), iterations =
2*tile_m*tile_n*K / flops_per_iteration, cycles = rounds * iterations * cycles_per_iteration; the lowest
(cycles, next-busiest cycles) wins, then a row-major B, then the name. The trace-driven model (`--model trace`)
takes seconds per kernel and shape, so it is not a per-call rule; it is not in the table.
"""
from __future__ import annotations

import json
from pathlib import Path

from flygen import __version__
from flygen.errors import FlygenError
from flygen.isa import limits
from flygen.build.outdir import replace_file
from flygen.runtime import expr
from flygen.cnames import c_comment, c_string
from flygen.runtime.header import PRELUDE, _canon, manifest_sha256
from flygen.runtime.library import read_manifest
from flygen.runtime.select import DTYPE_ALIASES, SIZE_LIMIT, _contract_of, kernel_model

DEFAULT_NAME = {"json": "flygen_select.json", "c": "flygen_select.h"}


def table(out_dir, reuse: float = 1.0, measured=None) -> dict:
    """The selection table of the library in `out_dir` (module docstring) as a JSON-able dict. `measured`: a
    `flygen.runtime.measured.Measured`; each row then carries its kernel's measured shapes [M, N, K, us, linear]
    and the selector prefers them over the model, as `flygen select --measured` does."""
    manifest, kernels = read_manifest(out_dir)
    rows = []
    for k in sorted(kernels, key=lambda k: k.name):
        c = _contract_of(k, out_dir)            # the family registry's hook; None: not a selectable GEMM
        if c is None:
            continue
        rows.append({"name": k.name, "family": k.family, "hsaco": k.hsaco.name, "symbol": k.symbol,
                     "workgroup": list(k.workgroup), "lds_bytes": k.lds_bytes, "kernarg_size": k.kernarg_size,
                     "dtype": c.dtype, "out_dtype": c.out_dtype, "epilogue": c.epilogue, "b_layout": c.b_layout,
                     "preshuffled_b": c.b_layout == "preshuffled", "tile": list(c.tile), "fixed": dict(c.fixed), "ragged": list(c.ragged),
                     "lds": list(c.lds),     # run-time lda / ldb / ldc: any pitch >= the row passing the limits
                     "batched": c.batched,   # grid z = batch: only batched problems (flygen_select_batched)
                     "grid_sizes": list(k.grid_sizes), "grid": list(k.grid_exprs), "cost": kernel_model(k, reuse),
                     "limits": [dict(x) for x in k.limits],
                     "measured": [[M, N, K, us, bool(lin)] for M, N, K, us, lin, _ in measured.shapes_for(
                         k.name, tuple(v for v in (k.sha256 or {}).values() if isinstance(v, str)))]
                     if measured is not None else []})
    for i, r in enumerate(rows):
        r["index"] = i
    return {"flygen": __version__, "manifest_sha256": manifest_sha256(out_dir), "target": manifest.get("target"),
            "cost_model": "roofline (flygen.inspect), MODELED, not measured"
                          + (f"; measured times from {measured.path} where a row has them" if measured else ""),
            "reuse": reuse, "clock_ghz": limits.CLOCK_GHZ,
            "cus": limits.CUS, "size_limit": SIZE_LIMIT, "dtype_aliases": dict(DTYPE_ALIASES),
            "rule": "fits: dtype (if given), out_dtype (if given), epilogue, b_layout (if given) equal; compiled-in "
                    "sizes equal; other non-ragged sizes multiples of the tile; a pitch other than the packed one only on "
                    "a kernel with that ld: runtime; a batched kernel only for a batched problem and back; grid in "
                    "[1, 2^32-1] per dimension; the kernel's run-time size limits (manifest limits: 32-bit addressing, "
                    "pitch and stride alignment) hold. "
                    "rank: a cost (measured or modeled) first; lowest cycles = a measurement of the kernel at the "
                    "shape (exact, or linear in M between two rows marked linear) as us * clock_ghz * 1e3, else "
                    "rounds * (2*tile_m*tile_n*K / flops_per_iteration) * cycles_per_iteration with rounds = "
                    "ceil(workgroups / (cus * workgroups_per_cu)); on equal cycles measured first; then "
                    "next_cycles_per_iteration the same way (a measurement without a model: its cycles); then the "
                    "smaller launched area workgroups * tile_m * tile_n; then b_layout row_major; then name (the "
                    "row order)",
            "kernels": rows}


def _c_str(s) -> str:
    return "NULL" if s is None else c_string(s)


def _c_double(v) -> str:
    return float(v).hex()          # C99 hexadecimal floating literal: the exact double


def c_text(t: dict) -> str:
    """The C header for table `t`: the rows, one grid function per row and `flygen_select`/`_ex`."""
    rows = t["kernels"]
    head = [f"/* Generated by flygen {t['flygen']} (`flygen select --emit c`) from a manifest with sha256 "
            f"{t['manifest_sha256']}. Do not edit.",
            "   flygen_select(M, N, K, dtype): index into flygen_select_kernels[] of the kernel `flygen select`",
            "   chooses (default roofline model; every cost MODELED, nothing measured on hardware), or -1. */",
            "#ifndef FLYGEN_SELECT_H", "#define FLYGEN_SELECT_H",
            f'#define FLYGEN_SELECT_MANIFEST_SHA256 "{t["manifest_sha256"]}"',
            PRELUDE.format(helpers=expr.C_HELPERS), "#include <string.h>",
            "#ifdef __cplusplus", 'extern "C" {', "#endif", "",
            "typedef struct flygen_select_point {   /* a measured time: median of the table's rows at M, N, K */",
            "    int64_t M, N, K;",
            "    double us;",
            "    int linear;                /* 1: interpolate linearly in M to the next such point */",
            "} flygen_select_point;", "",
            "typedef struct flygen_select_kernel {",
            "    const char *name;          /* hipModuleGetFunction */",
            "    const char *hsaco;         /* file in the library directory (hipModuleLoad) */",
            "    const char *family, *dtype, *out_dtype, *epilogue, *b_layout;",
            "    uint32_t workgroup[3], lds_bytes, kernarg_size;",
            "    int64_t tile[3];           /* M, N, K */",
            "    int64_t fixed[3];          /* compiled-in M, N, K; 0: a runtime size */",
            "    int ragged[3];             /* 1: any value of M, N, K (partial tiles handled) */",
            "    int modeled;               /* 0: no modeled cost (ranked last) */",
            "    double cycles_per_iteration, next_cycles_per_iteration, flops_per_iteration;",
            "    int64_t workgroups_per_cu;",
            "    int (*grid)(int64_t M, int64_t N, int64_t K, uint32_t grid[3]);",
            "    int (*check_sizes)(int64_t M, int64_t N, int64_t K);   /* 0, or -1: a 32-bit addressing limit */",
            "    const flygen_select_point *measured;   /* measured times (select --measured), n_measured of them */",
            "    int n_measured;",
            "    int preshuffled_b;         /* 1: b_layout \"preshuffled\": B must be preshuffled on the host first",
            "                                  ([N/16][K bytes/16][16 n][16 B], docs/gemm_preshuffle.md); a caller",
            "                                  that holds a row-major B passes b_layout \"row_major\" to _ex */",
            "    int ld_runtime[2];         /* 1: lda / ldc is a kernel argument (any pitch >= K / N its limits",
            "                                  take); 0: rows packed, only lda = K / ldc = N */",
            "    int (*check_pitches)(int64_t M, int64_t N, int64_t K, int64_t lda, int64_t ldc);  /* check_sizes",
            "                                  with row pitches (check_sizes: lda = K, ldc = N) */",
            "    int ldb_runtime;           /* 1: ldb (a row-major B's pitch) is a kernel argument; 0: only ldb = K */",
            "    int batched;               /* 1: batch: true (grid z = batch, u64 strides): only flygen_select_batched",
            "                                  with batch >= 1 returns it; 0: only one GEMM (batch 0) */",
            "    int (*grid_batch)(int64_t M, int64_t N, int64_t K, int64_t batch, uint32_t grid[3]);",
            "    int (*check_all)(int64_t M, int64_t N, int64_t K, int64_t lda, int64_t ldb, int64_t ldc, int64_t batch,",
            "                     int64_t stride_a, int64_t stride_b, int64_t stride_c);  /* every run-time limit */",
            "} flygen_select_kernel;", ""]
    body = []
    for i, r in enumerate(rows):
        ren = {s: s for s in ("M", "N", "K", "batch")}
        for e in r["grid"]:
            bad = [n for n in expr.names(e) if n not in ren]
            if bad:
                raise FlygenError(f"{r['name']}: grid expression {e!r} reads {', '.join(bad)}, not M, N, K or batch")
        g = ", ".join(expr.to_c(e, ren.__getitem__) for e in r["grid"])
        used = {n for e in r["grid"] for n in expr.names(e)}
        body += [f"static inline int flygen_select_grid_batch_{i}(int64_t M, int64_t N, int64_t K, int64_t batch, "
                 f"uint32_t grid[3]) {{  /* {r['name']}: {c_comment(' | '.join(_canon(e) for e in r['grid']))} */",
                 *[f"    (void){s};" for s in ("M", "N", "K", "batch") if s not in used],
                 f"    const int64_t g[3] = {{{g}}};", "    return flygen_grid_out(g, grid);", "}",
                 f"static inline int flygen_select_grid_{i}(int64_t M, int64_t N, int64_t K, uint32_t grid[3]) {{"
                 "  /* one GEMM */", f"    return flygen_select_grid_batch_{i}(M, N, K, 1, grid);", "}"]
        lims = r.get("limits", [])
        names = ("M", "N", "K", "lda", "ldb", "ldc", "batch", "stride_a", "stride_b", "stride_c")
        ren = {s: s for s in names}
        for x in lims:
            bad = [n for n in expr.names(x["reach"]) if n not in ren]
            if bad:
                raise FlygenError(f"{r['name']}: size limit {x['reach']!r} reads {', '.join(bad)}, not "
                                  f"{', '.join(names)}")
        read = {n for x in lims for n in expr.names(x["reach"])}
        # packed batch strides of this row's B layout (Problem.strides): only a batched row's limits read them
        sb = "(N + 15) / 16 * 16 * K" if r["b_layout"] == "preshuffled" else "N * K"
        body += [f"static inline int flygen_select_check_all_{i}(int64_t M, int64_t N, int64_t K, int64_t lda, "
                 "int64_t ldb, int64_t ldc, int64_t batch, int64_t stride_a, int64_t stride_b, int64_t stride_c) {"
                 f"  /* {r['name']}: run-time size limits (manifest limits) */",
                 *[f"    (void){s};" for s in names if s not in read],
                 *[f"    if (({expr.to_c(x['reach'], ren.__getitem__)}) > INT64_C({int(x['limit'])})) return -1;  "
                   f"/* {c_comment(x['buffer'])} {c_comment(x['kind'])} */" for x in lims],
                 "    return 0;", "}",
                 f"static inline int flygen_select_check_ld_{i}(int64_t M, int64_t N, int64_t K, int64_t lda, "
                 "int64_t ldc) {  /* one GEMM, B rows packed */",
                 f"    return flygen_select_check_all_{i}(M, N, K, lda, K, ldc, 1, M * lda, {sb}, M * ldc);", "}",
                 f"static inline int flygen_select_check_{i}(int64_t M, int64_t N, int64_t K) {{  /* packed rows */",
                 f"    return flygen_select_check_ld_{i}(M, N, K, K, N);", "}"]
        if r.get("measured"):
            pts = ", ".join(f"{{{int(M)}, {int(N)}, {int(K)}, {_c_double(us)}, {int(bool(lin))}}}"
                            for M, N, K, us, lin in r["measured"])
            body.append(f"static const flygen_select_point flygen_select_measured_{i}[] = {{{pts}}};")
    body.append("")
    body.append(f"#define FLYGEN_SELECT_KERNELS {len(rows)}")
    body.append("static const flygen_select_kernel flygen_select_kernels[FLYGEN_SELECT_KERNELS ? "
                "FLYGEN_SELECT_KERNELS : 1] = {")
    for i, r in enumerate(rows):
        c = r["cost"]
        m = c.get("modeled", False)
        body.append(
            f"    {{{_c_str(r['name'])}, {_c_str(r['hsaco'])}, {_c_str(r['family'])}, {_c_str(r['dtype'])}, "
            f"{_c_str(r['out_dtype'])}, {_c_str(r['epilogue'])}, {_c_str(r['b_layout'])}, "
            f"{{{', '.join(str(int(x)) for x in r['workgroup'])}}}, {int(r['lds_bytes'])}, {int(r['kernarg_size'])}, "
            f"{{{', '.join(str(int(x)) for x in r['tile'])}}}, "
            f"{{{', '.join(str(int(r['fixed'].get(s, 0))) for s in 'MNK')}}}, "
            f"{{{', '.join('1' if s in r['ragged'] else '0' for s in 'MNK')}}}, {int(bool(m))}, "
            f"{_c_double(c['cycles_per_iteration']) if m else '0.0'}, "
            f"{_c_double(c['next_cycles_per_iteration']) if m else '0.0'}, "
            f"{_c_double(c['flops_per_iteration']) if m else '1.0'}, {int(c['workgroups_per_cu']) if m else 0}, "
            f"flygen_select_grid_{i}, flygen_select_check_{i}, "
            f"{f'flygen_select_measured_{i}' if r.get('measured') else 'NULL'}, {len(r.get('measured') or [])}, "
            f"{int(r['b_layout'] == 'preshuffled')}, "
            f"{{{', '.join('1' if ld in r.get('lds', []) else '0' for ld in ('lda', 'ldc'))}}}, "
            f"flygen_select_check_ld_{i}, {int('ldb' in r.get('lds', []))}, {int(bool(r.get('batched')))}, "
            f"flygen_select_grid_batch_{i}, flygen_select_check_all_{i}}},")
    if not rows:
        body.append("    {0}")
    body.append("};")
    aliases = ", ".join(f'{{{c_string(a)}, {c_string(b)}}}' for a, b in sorted(t["dtype_aliases"].items()))
    body += [
        "",
        "/* the measured time of kernel k at M, N, K (exact shape, or linear in M between the nearest points below and",
        "   above marked linear, same N and K): 1 and *us set, or 0 */",
        "static inline int flygen_select_measured_us(const flygen_select_kernel *k, int64_t M, int64_t N, int64_t K,",
        "                                            double *us) {",
        "    int i, lo = -1, hi = -1;",
        "    for (i = 0; i < k->n_measured; i++) {",
        "        const flygen_select_point *q = &k->measured[i];",
        "        if (q->N != N || q->K != K) continue;",
        "        if (q->M == M) { *us = q->us; return 1; }",
        "        if (q->linear && q->M < M && (lo < 0 || q->M > k->measured[lo].M)) lo = i;",
        "        if (q->linear && q->M > M && (hi < 0 || q->M < k->measured[hi].M)) hi = i;",
        "    }",
        "    if (lo < 0 || hi < 0) return 0;",
        "    {",
        "        const flygen_select_point *a = &k->measured[lo], *b = &k->measured[hi];",
        "        *us = a->us + (b->us - a->us) * (double)(M - a->M) / (double)(b->M - a->M);",
        "    }",
        "    return 1;",
        "}",
        "",
        "/* the selector's dtype names: lower case, aliases resolved (fp16 -> f16, ...); NULL stays NULL */",
        "static inline int flygen_select_same_dtype(const char *given, const char *canon) {",
        f"    static const char *const alias[][2] = {{{aliases}}};",
        "    char low[32];",
        "    size_t i, n = strlen(given);",
        "    if (n >= sizeof low) return 0;",
        "    for (i = 0; i <= n; i++)",
        "        low[i] = (char)((given[i] >= 'A' && given[i] <= 'Z') ? given[i] - 'A' + 'a' : given[i]);",
        "    for (i = 0; i < sizeof alias / sizeof alias[0]; i++)",
        "        if (strcmp(low, alias[i][0]) == 0) return strcmp(alias[i][1], canon) == 0;",
        "    return strcmp(low, canon) == 0;",
        "}",
        "",
        "/* index of the kernel `flygen select` chooses, or -1 (nothing fits; or dtype NULL and several input types",
        "   fit; or lda < K, ldb < K, ldc < N). lda, ldb, ldc: A's, B's (row-major) and C's row pitches in elements,",
        "   0: packed (K, K, N); a kernel built with ld*: runtime takes any pitch its limits take, another only the",
        "   packed one. batch 0: one GEMM (only kernels without batch: true); batch >= 1: a batch of GEMMs (only",
        "   batch: true kernels), stride_a / _b / _c the elements between consecutive A / B / C, < 0: packed (M lda,",
        "   N ldb or a preshuffled B's ceil(N/16) 16 K, M ldc). out_dtype, b_layout NULL: any; epilogue NULL:",
        "   \"none\". */",
        "static inline int flygen_select_batched(int64_t M, int64_t N, int64_t K, int64_t lda, int64_t ldb, int64_t ldc,",
        "                                        int64_t batch, int64_t stride_a, int64_t stride_b, int64_t stride_c,",
        "                                        const char *dtype, const char *out_dtype, const char *epilogue,",
        "                                        const char *b_layout) {",
        "    const int64_t p[3] = {M, N, K};",
        "    int i, d, best = -1;",
        "    const char *first_dtype = NULL;",
        "    double best_cycles = 0.0, best_next = 0.0;",
        "    int best_has = 0, best_meas = 0;",
        "    uint64_t best_area = 0;",
        f"    if (M < 1 || N < 1 || K < 1 || M > {t['size_limit']} || N > {t['size_limit']} || K > {t['size_limit']}) "
        "return -1;",
        "    if (lda == 0) lda = K;",
        "    if (ldb == 0) ldb = K;",
        "    if (ldc == 0) ldc = N;",
        f"    if (lda < K || ldb < K || ldc < N || lda > {t['size_limit']} || ldb > {t['size_limit']} || "
        f"ldc > {t['size_limit']}) return -1;",
        f"    if (batch < 0 || batch > {t['size_limit']}) return -1;",
        f"    if (stride_a > INT64_C({t['size_limit']}) * {t['size_limit']} || stride_b > INT64_C({t['size_limit']}) * "
        f"{t['size_limit']} || stride_c > INT64_C({t['size_limit']}) * {t['size_limit']}) return -1;",
        "    if (batch == 0 && (stride_a >= 0 || stride_b >= 0 || stride_c >= 0)) return -1;   /* strides: a batch */",
        "    if (epilogue == NULL) epilogue = \"none\";",
        "    for (i = 0; i < FLYGEN_SELECT_KERNELS; i++) {",
        "        const flygen_select_kernel *k = &flygen_select_kernels[i];",
        "        uint32_t g[3];",
        "        int ok = 1;",
        "        double cycles = 0.0, next = 0.0, us = 0.0;",
        "        int has, meas;",
        "        uint64_t area;",
        "        int64_t sa, sb, sc;",
        "        if (k->batched != (batch > 0)) continue;",
        "        if (dtype != NULL && !flygen_select_same_dtype(dtype, k->dtype)) continue;",
        "        if (out_dtype != NULL && !flygen_select_same_dtype(out_dtype, k->out_dtype)) continue;",
        "        if (strcmp(epilogue, k->epilogue) != 0) continue;",
        "        if (b_layout != NULL && strcmp(b_layout, k->b_layout) != 0) continue;",
        "        for (d = 0; d < 3; d++) {",
        "            if (k->fixed[d] != 0 && p[d] != k->fixed[d]) ok = 0;",
        "            if (k->fixed[d] == 0 && !k->ragged[d] && p[d] % k->tile[d] != 0) ok = 0;",
        "        }",
        "        if ((!k->ld_runtime[0] && lda != K) || (!k->ld_runtime[1] && ldc != N)) ok = 0;",
        "        if (!k->ldb_runtime && ldb != K) ok = 0;",
        "        sa = stride_a < 0 ? M * lda : stride_a;",
        "        sb = stride_b < 0 ? (k->preshuffled_b ? (N + 15) / 16 * 16 * K : N * ldb) : stride_b;",
        "        sc = stride_c < 0 ? M * ldc : stride_c;",
        "        if (!ok || k->grid_batch(M, N, K, batch > 0 ? batch : 1, g) != 0 ||",
        "            k->check_all(M, N, K, lda, ldb, ldc, batch > 0 ? batch : 1, sa, sb, sc) != 0) continue;",
        "        if (first_dtype == NULL) first_dtype = k->dtype;",
        "        else if (dtype == NULL && strcmp(first_dtype, k->dtype) != 0) return -1;   /* say which type */",
        "        if (k->modeled) {",
        "            const uint64_t wgs = (uint64_t)g[0] * g[1] * g[2];",
        f"            const uint64_t per_round = (uint64_t){t['cus']} * (uint64_t)k->workgroups_per_cu;",
        "            const double rounds = (double)((wgs + per_round - 1) / per_round);",
        "            const double iters = (double)(2 * k->tile[0] * k->tile[1] * K) / k->flops_per_iteration;",
        "            cycles = rounds * iters * k->cycles_per_iteration;",
        "            next = rounds * iters * k->next_cycles_per_iteration;",
        "        }",
        "        meas = batch == 0 && flygen_select_measured_us(k, M, N, K, &us);   /* measured: one GEMM each */",
        "        if (meas) {",
        f"            cycles = us * {_c_double(limits.CLOCK_GHZ)} * 1e3;   /* us at the peak clock: the model's unit */",
        "            if (!k->modeled) next = cycles;",
        "        }",
        "        has = k->modeled || meas;",
        "        area = (uint64_t)g[0] * g[1] * g[2] * (uint64_t)k->tile[0] * (uint64_t)k->tile[1];",
        "        if (best < 0) {",
        "            best = i; best_cycles = cycles; best_next = next; best_has = has; best_meas = meas; best_area = area;",
        "            continue;",
        "        }",
        "        {",
        "            const flygen_select_kernel *b = &flygen_select_kernels[best];",
        "            int better;",
        "            if (has != best_has) better = has;",
        "            else if (cycles != best_cycles) better = cycles < best_cycles;",
        "            else if (meas != best_meas) better = meas;",
        "            else if (next != best_next) better = next < best_next;",
        "            else if (area != best_area) better = area < best_area;",
        "            else better = strcmp(k->b_layout, \"row_major\") == 0 && strcmp(b->b_layout, \"row_major\") != 0;",
        "            if (better) {   /* rows are in name order: the name decides last */",
        "                best = i; best_cycles = cycles; best_next = next; best_has = has; best_meas = meas;",
        "                best_area = area;",
        "            }",
        "        }",
        "    }",
        "    return best;",
        "}",
        "",
        "static inline int flygen_select_ld(int64_t M, int64_t N, int64_t K, int64_t lda, int64_t ldc, const char *dtype,",
        "                                   const char *out_dtype, const char *epilogue, const char *b_layout) {",
        "    return flygen_select_batched(M, N, K, lda, 0, ldc, 0, -1, -1, -1, dtype, out_dtype, epilogue, b_layout);",
        "}",
        "",
        "static inline int flygen_select_ex(int64_t M, int64_t N, int64_t K, const char *dtype, const char *out_dtype,",
        "                                   const char *epilogue, const char *b_layout) {   /* packed rows */",
        "    return flygen_select_ld(M, N, K, 0, 0, dtype, out_dtype, epilogue, b_layout);",
        "}",
        "",
        "static inline int flygen_select(int64_t M, int64_t N, int64_t K, const char *dtype) {",
        "    return flygen_select_ex(M, N, K, dtype, NULL, \"none\", NULL);",
        "}",
        "",
        "#ifdef __cplusplus", "}", "#endif", "#endif /* FLYGEN_SELECT_H */", ""]
    return "\n".join(head + body)


def emit(out_dir, fmt: str, dest: str | None = None, reuse: float = 1.0, measured=None) -> dict:
    """Write the table as `fmt` ("json" or "c"), default OUT_DIR/flygen_select.{json,h}; `measured` embeds
    measured times (flygen.runtime.measured)."""
    if fmt not in DEFAULT_NAME:
        raise FlygenError(f"--emit {fmt!r}: json or c")
    t = table(out_dir, reuse, measured)
    text = json.dumps(t, indent=1) + "\n" if fmt == "json" else c_text(t)
    path = Path(dest) if dest else Path(out_dir) / DEFAULT_NAME[fmt]
    replace_file(path, text.encode())
    return {"table": str(path), "format": fmt, "kernels": len(t["kernels"]), "bytes": len(text)}
