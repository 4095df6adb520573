"""`flygen header`, `flygen cmake`, `flygen run`, `flygen select`: using a built library (flygen/runtime, docs/runtime.md)."""
from __future__ import annotations

import sys

import click

from flygen.errors import FlygenError

from .common import echo_json, reports_errors


ATTENTION_SHAPE = ("batch", "seqlen_q", "seqlen_k", "heads_q", "head_dim")
ATTENTION_OPTIONAL = ("heads_kv", "window_left", "window_right")


def _select_attention(out_dir, shapes, dtype, out_dtype, reuse, causal, lse, varlen, verbose, as_json, alibi="",
                      bias=None, sink=False) -> None:
    from flygen.runtime.select_attention import AttentionProblem, select as select_attn
    sizes = _shape(shapes)
    missing = [s for s in ATTENTION_SHAPE if s not in sizes]
    extra = sorted(set(sizes) - set(ATTENTION_SHAPE) - set(ATTENTION_OPTIONAL))
    if missing or extra:
        raise FlygenError(f"--attention --shape takes {', '.join(ATTENTION_SHAPE)} (and optionally "
                          f"{', '.join(ATTENTION_OPTIONAL)})" + (f" (missing {', '.join(missing)})" if missing else "")
                          + (f" (not {', '.join(extra)})" if extra else ""))
    r = select_attn(out_dir, AttentionProblem(**sizes, dtype=dtype, out_dtype=out_dtype, causal=causal,
                                              varlen=varlen, lse=lse, alibi=alibi or "", bias=bias is not None,
                                              bias_dtype=None if bias in (None, "any") else bias, sink=sink),
                      reuse)
    if as_json:
        echo_json(r)
        return
    click.echo(r["chosen"])
    for line in r["why"]:
        click.echo(f"  {line}")
    for f in r["fits"]:
        c = f["cost"]
        click.echo(f"  fits    {f['kernel']}: " + (f"{c['modeled_us']} us modeled, {c['bound']}-bound, "
                                                   f"{c['workgroups']} workgroups, {c['kv_tiles_per_workgroup']} KV "
                                                   f"tiles each" if c["modeled"] else c["why"]))
    att = [x for x in r["rejected"] if x["contract"]]
    for x in att if verbose else ():
        click.echo(f"  rejects {x['kernel']}: {'; '.join(x['reasons'])}")
    other = len(r["rejected"]) - len(att)
    click.echo(f"  rejected {len(att)} attention kernel(s){'' if verbose else ' (-v lists why)'}"
               + (f" and {other} of other families" if other else ""))


def _shape(items) -> dict:
    from flygen.cli.cmd_verify import _sizes
    return _sizes(items)


def register(cli: click.Group) -> None:
    from flygen.activations import epilogues     # the records' names (flygen/activations.py), not a typed list

    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("-o", "--output", default=None, help="header path (default OUT_DIR/flygen_kernels.h)")
    @click.option("--prefix", default="FLYGEN", show_default=True,
                  help="macro prefix: PREFIX_KERNELS_H (include guard), PREFIX_MANIFEST_SHA256; give two libraries "
                       "different prefixes to include both headers")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def header(out_dir, output, prefix, as_json):
        """Write a C/C++ header for the library built into OUT_DIR: per kernel a packed kernarg struct with
        static_asserts on every offset and the size, names, workgroup size, LDS bytes and a grid function."""
        from flygen.runtime.header import write_header
        res = write_header(out_dir, output, prefix)
        if as_json:
            echo_json(res)
        else:
            click.echo(f"{res['header']}: {res['kernels']} kernels")

    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("--prefix", default="FLYGEN", show_default=True, help="macro prefix of the headers (as `header`)")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def cmake(out_dir, prefix, as_json):
        """Write into OUT_DIR a C launcher per kernel (NAME_launch, code objects embedded: flygen_launch.h/.c), the
        header, a CMake package (find_package(flygen_kernels CONFIG) -> flygen_kernels::flygen_kernels) and
        flygen_kernels.pc. CMAKE_PREFIX_PATH=OUT_DIR finds it."""
        from flygen.runtime.launcher import write_package
        res = write_package(out_dir, prefix)
        if as_json:
            echo_json(res)
        else:
            click.echo(f"{res['dir']}: {res['kernels']} kernels; {', '.join(res['files'])}")

    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("-k", "--kernel", "name", required=True, help="kernel name in the library's manifest")
    @click.option("--shape", "shapes", multiple=True, help="runtime sizes, e.g. --shape M=300,N=520")
    @click.option("--seed", default=0, show_default=True, help="input data seed")
    @click.option("--backend", default="emu", show_default=True, type=click.Choice(["emu", "hip"]),
                  help="where to launch: the gfx950 CPU emulator, or a GPU through hip-python (that path is "
                  "UNVERIFIED on hardware)")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def run(out_dir, name, shapes, seed, backend, as_json):
        """Run one built kernel of OUT_DIR through the runtime on generated inputs; check it against numpy."""
        from flygen.runtime.run import run_check
        r = run_check(out_dir, name, _shape(shapes), seed, backend)
        if as_json:
            echo_json(r)
        else:
            ins = f"; {r['instructions']} wave-instructions" if r["instructions"] is not None else ""
            click.echo(f"{'PASS' if r['passed'] else 'FAIL'} {r['kernel']} on {r['backend']} ({r['case']}; "
                       f"grid {r['grid']}, block {r['block']}{ins})")
            click.echo(f"  kernargs {r['kernarg']} (buffer addresses shown as 0)")
            if r["backend"] == "hip":
                click.echo("  note: the hip backend is unverified on hardware (tested only against a fake HIP module)")
            for c in r["checks"]:
                click.echo(f"  {c['arg']}: {c['count']} values, max abs err {c['max_abs_err']:.3g}, worst err/bound "
                           f"{c['max_err_over_tol']:.3g}, mismatches {c['mismatches']}, "
                           f"guard {'intact' if c['guard_ok'] else 'CLOBBERED'}")
            for h in r["hazards"]:
                click.echo(f"  hazard: {h}")
        if not r["passed"]:
            sys.exit(1)

    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("--shape", "shapes", multiple=True, help="the problem, e.g. --shape M=300,N=520,K=4096")
    @click.option("--dtype", default=None, help="input type: fp8, bf16, f16, i8, mx_fp4_fp8, ... (required if "
                  "kernels of several types fit)")
    @click.option("--out-dtype", default=None, help="output type (default: any)")
    @click.option("--epilogue", default="none", show_default=True, help=", ".join(epilogues()))
    @click.option("--b-layout", default=None, type=click.Choice(["row_major", "preshuffled"]), help="default: any")
    @click.option("--reuse", default=1.0, show_default=True, help="cache reuse factor for the modeled HBM traffic")
    @click.option("--model", "model", default="roofline", show_default=True, type=click.Choice(["roofline", "trace"]),
                  help="cost model ranking the kernels that fit: the hot-loop roofline (fast) or the trace-driven "
                  "model of `flygen model` (seconds per kernel); both MODELED")
    @click.option("--emit", default=None, type=click.Choice(["json", "c"]),
                  help="instead of one problem: write the selection table for every shape (JSON, or a C header "
                  "with flygen_select(M, N, K, dtype)); roofline model only")
    @click.option("-o", "--output", default=None, help="--emit: file (default OUT_DIR/flygen_select.json or .h)")
    @click.option("--measured", "measured_csv", default=None, type=click.Path(dir_okay=False),
                  help="CSV of measured times (columns M, N, K, kernel name or HSACO/.s sha256, us; optional "
                  "TFLOPS, machine, interp linear|none): a measurement beats the model for its kernel and shape "
                  "(with --emit: embedded in the table)")
    @click.option("--machine", default=None, help="--measured: use the rows of this machine (a table of several "
                  "machines needs it)")
    @click.option("--attention", is_flag=True, help="a flash-attention problem instead: --shape batch=..,seqlen_q=..,"
                  "seqlen_k=..,heads_q=..,head_dim=.. [,heads_kv=..,window_left=..,window_right=..] with --causal, "
                  "--lse, --varlen, --alibi, --bias, --sink (flygen/runtime/select_attention.py)")
    @click.option("--causal", is_flag=True, help="--attention: causal (bottom-right aligned)")
    @click.option("--lse", is_flag=True, help="--attention: the LSE output is needed")
    @click.option("--varlen", is_flag=True, help="--attention: packed sequences (cu_seqlens)")
    @click.option("--alibi", type=click.Choice(["heads", "batch_heads"]), default=None,
                  help="--attention: ALiBi slopes [heads_q] or [batch, heads_q]")
    @click.option("--bias", type=click.Choice(["any", "f32", "bf16"]), default=None,
                  help="--attention: an additive bias (strided), of this element type (any: either)")
    @click.option("--sink", is_flag=True, help="--attention: an attention sink per head")
    @click.option("-v", "--verbose", is_flag=True, help="list every rejected GEMM kernel with its reasons")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def select(out_dir, shapes, dtype, out_dtype, epilogue, b_layout, reuse, model, emit, output, measured_csv, machine,
               attention, causal, lse, varlen, alibi, bias, sink, verbose, as_json):
        """Pick the kernel of OUT_DIR for a GEMM problem (or, with --attention, a flash-attention one):
        constraints, then the lowest MODELED time. With --emit, write the whole GEMM selection as a table a C/C++
        host embeds instead."""
        from flygen.runtime.select import Problem, select as select_lib
        if attention or causal or lse or varlen or alibi or bias or sink:
            if not attention:
                raise FlygenError("--causal, --lse, --varlen, --alibi, --bias and --sink go with --attention")
            if emit or measured_csv or machine or b_layout or epilogue != "none" or model != "roofline":
                raise FlygenError("--attention takes --shape, --dtype, --out-dtype, --reuse, --causal, --lse, "
                                  "--varlen, --alibi, --bias, --sink (roofline model; no --emit, --measured, "
                                  "--epilogue, --b-layout)")
            return _select_attention(out_dir, shapes, dtype, out_dtype, reuse, causal, lse, varlen, verbose,
                                     as_json, alibi, bias, sink)
        measured = None
        if machine and not measured_csv:
            raise FlygenError("--machine goes with --measured")
        if measured_csv:
            from flygen.runtime.measured import read_measured
            measured = read_measured(measured_csv, machine)
        if emit:
            if shapes or dtype or out_dtype or b_layout or epilogue != "none" or model != "roofline":
                raise FlygenError("--emit writes the table for every shape and type (roofline model); it takes "
                                  "no --shape, --dtype, --out-dtype, --epilogue, --b-layout or --model trace")
            from flygen.runtime.table import emit as emit_table
            res = emit_table(out_dir, emit, output, reuse, measured)
            if as_json:
                echo_json(res)
            else:
                click.echo(f"{res['table']}: {res['kernels']} GEMM kernels ({res['format']}; costs MODELED)")
            return
        if output:
            raise FlygenError("-o goes with --emit")
        if not shapes:
            raise FlygenError("--shape M=..,N=..,K=.. is required (or --emit json|c for the whole table)")
        sizes = _shape(shapes)
        missing = [s for s in "MNK" if s not in sizes]
        opt = ("lda", "ldb", "ldc", "batch", "stride_a", "stride_b", "stride_c")
        extra = sorted(set(sizes) - {"M", "N", "K", *opt})
        if missing or extra:
            raise FlygenError("--shape takes M, N and K (and lda, ldb, ldc: row pitches, packed if not given; batch "
                              "and stride_a, stride_b, stride_c: a batch of GEMMs, strides packed if not given)"
                              + (f" (missing {', '.join(missing)})" if missing else "")
                              + (f" (not {', '.join(extra)})" if extra else ""))
        r = select_lib(out_dir, Problem(sizes["M"], sizes["N"], sizes["K"], dtype, out_dtype, epilogue, b_layout,
                                        **{x: sizes.get(x) for x in opt}), reuse, model, measured)
        if as_json:
            echo_json(r)
            return
        click.echo(f"{r['chosen']}")
        for line in r["why"]:
            click.echo(f"  {line}")
        for f in r["fits"]:
            c = f["cost"]
            cost = (f"{c['modeled_us']} us modeled ({c['model']}), {c['modeled_tflops']} TFLOPS modeled, "
                    f"{c['bound']}-bound, {c['workgroups']} workgroups, {c['useful_tile_fraction']:.0%} of tile area "
                    "useful" if c["modeled"] else c["why"])
            if c.get("measured"):
                cost = f"{c['measured_us']} us {c['measured_how']}; " + cost
            click.echo(f"  fits    {f['kernel']}: {cost}")
        gemm = [x for x in r["rejected"] if x["contract"]]
        for x in gemm if verbose else ():
            click.echo(f"  rejects {x['kernel']}: {'; '.join(x['reasons'])}")
        other = len(r["rejected"]) - len(gemm)
        click.echo(f"  rejected {len(gemm)} GEMM kernel(s){'' if verbose else ' (-v lists why)'}"
                   + (f" and {other} of other families (not GEMMs)" if other else ""))
