"""CuTe C++ oracle for flygen.layout: compiled CuTe answers a seeded corpus of layout cases.

The tool writes one C++ program per batch of cases, compiles it host-only with g++ (-std=c++17 -O0) against
pinned CuTe headers, runs it, and stores what C++ printed as tests/data/layout/cute_cpp.json. Every integer
is static (`cute::Int<N>`), as in a kernel, so CuTe's static_asserts apply; a case C++ does not compile is
recorded as "refused" with g++'s first error line. tests/test_layout_cute_oracle.py reads the file and
compares flygen with every case, in value and in printed mode structure.

Headers (nothing of them is committed; put them in a scratch directory):
  * CUTLASS `include/` (cute/ and cutlass/) at commit CUTLASS_COMMIT below, e.g.
      git -C <cutlass clone> archive 7107b05535f8977f5ecb9d01ee203205b1fd9bc4 include | tar -x -C /tmp/cute
  * CUDA headers that `cute/config.hpp` and `cute/util/debug.hpp` include (`cuda/std/...`,
    `cuda_runtime_api.h`, `crt/host_defines.h`), from three PyPI wheels (CUDA_WHEELS below):
      pip download --no-deps nvidia-cuda-cccl==13.3.5.0.6 nvidia-cuda-runtime==13.5.37 \
          nvidia-cuda-crt==13.5.37 -d /tmp/cute/wheels
      for w in /tmp/cute/wheels/*.whl; do unzip -q -o $w -d /tmp/cute/cuda; done
    giving /tmp/cute/cuda/nvidia/cu13/include (runtime, crt) and .../include/cccl (libcudacxx cuda/std).

    python tools/cute_oracle.py --cute /tmp/cute/include --cuda /tmp/cute/cuda/nvidia/cu13/include --write
    python tools/cute_oracle.py --cute ... --cuda ... --sample 40      # re-run a sample, compare with the file
    python tools/cute_oracle.py                                        # score flygen against the file

The environment variables CUTE_INCLUDE and CUDA_INCLUDE stand in for --cute / --cuda. Build products live in
a temporary directory and are deleted. --write appends every program's answers to a cache (--cache, default
$TMPDIR/cute_oracle_cache.jsonl, or CUTE_ORACLE_CACHE), so a run that is stopped resumes where it was and only
new cases are compiled; --partial writes the JSON of the answered cases when some are not. Run it niced on a
shared machine (nice -n 10; --jobs 2 is the default).
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "layout" / "cute_cpp.json"
CUTLASS_COMMIT = "7107b05535f8977f5ecb9d01ee203205b1fd9bc4"
CUDA_WHEELS = "nvidia-cuda-cccl 13.3.5.0.6, nvidia-cuda-runtime 13.5.37, nvidia-cuda-crt 13.5.37 (PyPI)"
GXX_FLAGS = ["-std=c++17", "-O0", "-w"]
# Speed only (no effect on what compiles or what it prints, so not part of the cache stamp): g++'s garbage
# collector took 12 % of a program's time (-ftime-report); 1 GB of heap before its first collection.
GXX_SPEED = ["--param", "ggc-min-expand=100", "--param", "ggc-min-heapsize=1048576"]
SEED = 24
SCALE = float(os.environ.get("CUTE_ORACLE_SCALE", "1"))   # fraction of N_PER_OP to generate
BATCH = 250                 # cases per translation unit
REFUSED_BATCH = 100         # expected refusals per -fsyntax-only check
FULL_VALUES = 4096          # results up to this size: every value; larger: SAMPLES points
SAMPLES = 256
CPP_VALUES_EVERY = 25       # C++ evaluates every value of every 10th plain-layout case (compile time)


# ------------------------------------------------------------------ encoding of arguments (JSON)
#   {"L": [shape, stride]}            a layout (lists for tuples)
#   {"N": n}                          a static integer Int<n>
#   {"T": [...]}                      an int-tuple (a shape, a profile or a coordinate)
#   {"C": [[b, m, s], offset, L]}     make_composed_layout(Swizzle<b,m,s>, Int<offset>, L)
#   {"S": [b, m, s]}                  Swizzle<b,m,s>
#   [x, ...]                          a by-mode tiler (make_tile), None inside it is `_`
#   None inside a "T" tuple is `_` (a slicing coordinate)

def _j(t):
    return [_j(x) for x in t] if isinstance(t, tuple) else t


def _t(x):
    return tuple(_t(v) for v in x) if isinstance(x, list) else x


def lay(shape, stride):
    return {"L": [_j(shape), _j(stride)]}


def num(n):
    return {"N": n}


def tup(t):
    return {"T": _j(t)}


# ------------------------------------------------------------------ C++ text of an argument

def _cpp_int_tuple(t, maker="make_shape"):
    if isinstance(t, tuple):
        return f"{maker}(" + ",".join(_cpp_int_tuple(x, maker) for x in t) + ")"
    return "_" if t is None else f"Int<{t}>{{}}"


def cpp_arg(a) -> str:
    if a is None:
        return "_"
    if isinstance(a, list):
        return "make_tile(" + ",".join(cpp_arg(x) for x in a) + ")"
    if "L" in a:
        s, d = _t(a["L"][0]), _t(a["L"][1])
        return f"make_layout({_cpp_int_tuple(s)},{_cpp_int_tuple(d, 'make_stride')})"
    if "N" in a:
        return f"Int<{a['N']}>{{}}"
    if "T" in a:
        return _cpp_int_tuple(_t(a["T"]), "make_tuple")
    if "C" in a:
        (b, m, s), off, inner = a["C"]
        return f"make_composed_layout(Swizzle<{b},{m},{s}>{{}},Int<{off}>{{}},{cpp_arg(inner)})"
    if "S" in a:
        b, m, s = a["S"]
        return f"Swizzle<{b},{m},{s}>{{}}"
    raise ValueError(a)


SCALARS = ("size", "cosize", "rank", "depth", "product")


def cpp_expr(case) -> tuple[str, str]:
    """(C++ expression, how to print it: 'layout' | 'composed' | 'value' | 'swizzle')."""
    expr, kind = _cpp_expr(case)
    if kind == "layout" and any(isinstance(x, dict) and "C" in x for x in case["args"][:1]):
        kind = "composed"               # a composed argument: C++ prints the result's values too
    return expr, kind


def _cpp_expr(case) -> tuple[str, str]:
    op, args = case["op"], case["args"]
    if op == "swizzle":
        b, m, s = args[0]
        return f"Swizzle<{b},{m},{s}>{{}}", "swizzle"
    a = [cpp_arg(x) for x in args]
    if op in ("crd2idx", "idx2crd"):
        L = args[1]["L"]
        return (f"{op}({a[0]},{_cpp_int_tuple(_t(L[0]))},{_cpp_int_tuple(_t(L[1]), 'make_stride')})",
                "value")
    if op == "make_composed":
        return a[0], "composed"
    if op in SCALARS or op == "slice_and_offset":
        return f"{op}({','.join(a)})", "value"
    if op == "tile_to_shape" and args[2] is None:
        return f"tile_to_shape({a[0]},{a[1]})", "layout"
    if op == "composition" and "S" in args[0]:
        return f"{op}({','.join(a)})", "composed"       # the values too (a composed result or a layout)
    if op in ("coalesce", "complement", "filter") and args[1] is None:
        return f"{op}({a[0]})", "layout"
    if op in ("right_inverse", "left_inverse"):
        return f"{op}({a[0]})", "layout"
    kind = "composed" if any(isinstance(x, dict) and "C" in x for x in args[:2]) else "layout"
    return f"{op}({','.join(a)})", kind


# The headers every program includes: precompiled once per run (g++ .gch, see Toolchain.pch), which saves
# ~1 CPU s of ~10 per 250-case program; a program includes them as "cute_prelude.hpp".
HEADERS = r"""
#include <cute/layout.hpp>
#include <cute/layout_composed.hpp>
#include <cute/swizzle.hpp>
#include <cute/swizzle_layout.hpp>
#include <cstdio>
using namespace cute;
"""

PRELUDE = r"""
#include "cute_prelude.hpp"
static unsigned long long pick(unsigned long long k, unsigned long long n) { return (k * 2654435761ull) % n; }
template <class F> static void values(int id, F const& f, long long n) {
  printf("V %d %lld", id, n);
  if (n <= %FULL%) { for (long long i = 0; i < n; ++i) printf(" %lld", (long long) f(i)); }
  else { for (unsigned long long k = 0; k < %SAMPLES%; ++k) printf(" %lld", (long long) f((long long) pick(k, n))); }
  printf("\n");
}
// The result's type names its whole static structure: one tiny function per type, nothing walked at run time.
template <class T> static const char* type_name() { return __PRETTY_FUNCTION__; }
#define OUT_TYPE(id, r) printf("T %d %s\n", id, type_name<std::decay_t<decltype(r)>>())
template <class X> static void out_layout(int id, X const& r) { OUT_TYPE(id, r); }
template <class X> static void out_value(int id, X const& r) { OUT_TYPE(id, r); }
template <class X> static void out_layout_v(int id, X const& r) {
  OUT_TYPE(id, r);
  values(id, [&](long long i) { return r(i); }, (long long) size(r));
}
template <class X> static void out_composed(int id, X const& r) { out_layout_v(id, r); }
template <class X> static void out_swizzle(int id, X const& f) {
  OUT_TYPE(id, f);
  values(id, [&](long long i) { return f(i); }, 1ll << 12);
}
""".replace("%FULL%", str(FULL_VALUES)).replace("%SAMPLES%", str(SAMPLES))


def program(cases) -> tuple[str, dict]:
    """The C++ text of a batch and {line number: case id} for the line of each case's function."""
    lines = PRELUDE.split("\n")
    where = {}
    calls = []
    for c in cases:
        expr, kind = cpp_expr(c)
        if kind == "layout" and c["id"] % CPP_VALUES_EVERY == 0:
            kind = "layout_v"           # C++ evaluates this one too (checks the tool's evaluator)
        where[len(lines) + 1] = c["id"]
        lines.append(f"static void case_{c['id']}() {{ constexpr auto r = {expr}; out_{kind}({c['id']}, r); }}")
        calls.append(f"  case_{c['id']}();")
    lines += ["int main() {"] + calls + ["  return 0;", "}"]
    return "\n".join(lines) + "\n", where


# ------------------------------------------------------------------ compiling and running

class Toolchain:
    def __init__(self, cute_inc: str, cuda_inc: str, gxx: str = "g++"):
        self.gxx = gxx
        self.inc = [cute_inc, cuda_inc, os.path.join(cuda_inc, "cccl")]
        self.pch_dir = None

    def pch(self, tmp: Path):
        """Write cute_prelude.hpp into tmp and precompile it (same flags as the programs; -Winvalid-pch would
        say if g++ fell back to the text, which gives the same result, only slower)."""
        h = tmp / "cute_prelude.hpp"
        h.write_text(HEADERS)
        p = subprocess.run([self.gxx, *GXX_FLAGS, *GXX_SPEED, *[f"-I{i}" for i in self.inc], "-x", "c++-header", str(h),
                            "-o", str(h) + ".gch"], capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError(f"precompiling the CuTe headers failed: {p.stderr[:2000]}")
        self.pch_dir = tmp

    @staticmethod
    def find(cute_inc=None, cuda_inc=None):
        """A Toolchain, or (None, reason) when g++ or the headers are missing."""
        cute_inc = cute_inc or os.environ.get("CUTE_INCLUDE")
        cuda_inc = cuda_inc or os.environ.get("CUDA_INCLUDE")
        if not shutil.which("g++"):
            return None, "g++ not on PATH"
        if not cute_inc or not Path(cute_inc, "cute", "layout.hpp").is_file():
            return None, "CuTe headers not found (set CUTE_INCLUDE to CUTLASS's include/, commit " \
                         f"{CUTLASS_COMMIT[:7]})"
        if not cuda_inc or not Path(cuda_inc, "cccl", "cuda", "std", "type_traits").exists() or \
                not Path(cuda_inc, "cuda_runtime_api.h").is_file():
            return None, f"CUDA headers not found (set CUDA_INCLUDE to the include/ of {CUDA_WHEELS})"
        return Toolchain(cute_inc, cuda_inc), ""

    def check(self, cases, tmp: Path, tag: str, run: bool = False):
        """Compile a batch (-fsyntax-only unless run: static_asserts fire either way) and, if run, run it:
        (compiled, {case id: error message} of the cases g++ blamed, stderr, {case id: result} if run)."""
        text, where = program(cases)
        src, exe = tmp / f"{tag}.cpp", tmp / f"{tag}.out"
        src.write_text(text)
        if self.pch_dir is None:
            src.with_name("cute_prelude.hpp").write_text(HEADERS)
        out = ["-o", str(exe)] if run else ["-fsyntax-only"]
        p = subprocess.run([self.gxx, *GXX_FLAGS, *GXX_SPEED, f"-I{tmp}", *[f"-I{i}" for i in self.inc], str(src),
                            *out],
                           capture_output=True, text=True)
        src.unlink()
        if p.returncode != 0:
            return False, _blame(p.stderr, src.name, where), p.stderr, {}
        if not run:
            return True, {}, "", {}
        r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=600)
        exe.unlink()
        if r.returncode != 0:
            raise RuntimeError(f"{tag}: program exited {r.returncode}: {r.stderr[:500]}")
        return True, {}, "", parse_output(r.stdout)


_ERR = re.compile(r"error: (.*)")


def _blame(stderr: str, fname: str, where: dict) -> dict:
    """Map g++'s diagnostics to the case lines they start from: {case id: the error's message}."""
    out = {}
    pending = []            # "required from here" frames of the current diagnostic (outermost last)
    for line in stderr.splitlines():
        m = re.match(r"(?:.*/)?" + re.escape(fname) + r":(\d+):\d+:", line)
        if m and int(m.group(1)) in where:
            pending.append(where[int(m.group(1))])
        e = _ERR.search(line)
        if e:
            msg = e.group(1).strip()
            ids = set(pending)
            if m and int(m.group(1)) in where:
                ids.add(where[int(m.group(1))])
            for i in ids:
                out.setdefault(i, msg)
            pending = []
    return out


def parse_output(text: str) -> dict:
    res = {}
    for line in text.splitlines():
        kind, rest = line[0], line[2:]
        cid, _, body = rest.partition(" ")
        r = res.setdefault(int(cid), {})
        if kind == "T":
            r["printed"] = printed_of_type(body)
        elif kind == "V":
            vals = [int(x) for x in body.split()]
            r["size"], r["values"] = vals[0], digest(vals[1:])
            r["sampled"] = vals[0] > FULL_VALUES
    return {k: complete(v) for k, v in res.items()}


def parse_type(text: str):
    """A C++ type name as g++ prints it in __PRETTY_FUNCTION__ (`[with T = cute::Layout<cute::tuple<cute::C<2>,
    cute::C<1> >, ...>]`) as nested (name, [args]) / int; cute::C<N> is the int N, cute::tuple<...> a tuple."""
    t = text[text.index("T = ") + 4:].rstrip()
    t = t[:-1] if t.endswith("]") else t
    t = t.replace(" ", "")
    pos = 0

    def go():
        nonlocal pos
        m = re.match(r"-?\d+", t[pos:])
        if m:
            pos += m.end()
            return int(m.group(0))
        m = re.match(r"[A-Za-z_:][A-Za-z_0-9:]*", t[pos:])
        name = m.group(0).split("::")[-1]
        pos += m.end()
        args = []
        if pos < len(t) and t[pos] == "<":
            pos += 1
            while t[pos] != ">":
                args.append(go())
                if t[pos] == ",":
                    pos += 1
            pos += 1
        if name == "C":
            return args[0]
        if name == "tuple":
            return tuple(args)
        return _Named(name, args)
    v = go()
    if pos != len(t):
        raise ValueError(f"cannot parse type {text!r}")
    return v


class _Named(tuple):
    """A named template (Layout, ComposedLayout, Swizzle) in a parsed type: (name, args)."""

    def __new__(cls, name, args):
        return super().__new__(cls, (name, args))


def printed_of_type(text: str) -> str:
    """The shape:stride text of a result type (what cute::print shows, without the static markers)."""
    v = parse_type(text)
    return _printed(v)


def _printed(v) -> str:
    if isinstance(v, tuple) and not isinstance(v, _Named):
        return "(" + ",".join(_printed(x) for x in v) + ")"
    if not isinstance(v, _Named):
        return _fmt(v)
    name, args = v
    if name == "Layout":
        return f"{_fmt(args[0])}:{_fmt(args[1])}"
    if name == "ComposedLayout":
        return f"{_printed(args[0])} o {_printed(args[1])} o {_printed(args[2])}"
    if name == "Swizzle":
        return f"S<{args[0]},{args[1]},{args[2]}>"
    raise ValueError(f"unexpected result type {name}")


def parse_tuple(text: str):
    """An int-tuple as C++ prints it, static markers removed: "(2,(3,4))" -> (2, (3, 4)); "(6)" is a 1-tuple."""
    pos = 0

    def go():
        nonlocal pos
        if text[pos] == "(":
            pos += 1
            out = []
            while text[pos] != ")":
                out.append(go())
                if text[pos] == ",":
                    pos += 1
            pos += 1
            return tuple(out)
        m = re.match(r"-?\d+", text[pos:])
        pos += m.end()
        return int(m.group(0))
    v = go()
    if pos != len(text):
        raise ValueError(text)
    return v


def parse_printed_layout(printed: str):
    """(shape, stride) of a plain layout as C++ prints it, or None for anything else (composed layouts)."""
    t = normalize_printed(printed)
    if " o " in t or t.count(":") != 1:
        return None
    a, b = t.split(":")
    try:
        return parse_tuple(a), parse_tuple(b)
    except (ValueError, IndexError, AttributeError):   # not one layout, e.g. slice_and_offset's (L,offset)
        return None


def _leaves(t):
    return [x for v in t for x in _leaves(v)] if isinstance(t, tuple) else [t]


def eval_layout(shape, stride, i: int) -> int:
    """CuTe's layout(i) for 0 <= i < size: i split colexicographically over the flat modes (the tool's own
    evaluator; write() checks it against C++'s values on every CPP_VALUES_EVERY-th case)."""
    out = 0
    for s, d in zip(_leaves(shape), _leaves(stride)):
        out += (i % s) * d
        i //= s
    return out


def complete(res: dict) -> dict:
    """Add size and the values digest of a plain layout printed by C++ (computed from its printed shape:stride);
    where C++ printed values too, they must agree."""
    if "printed" not in res or "refused" in res:
        return res
    sd = parse_printed_layout(res["printed"])
    if sd is None:
        return res
    n = _size(sd[0])
    mine = {"size": n, "values": digest(eval_layout(*sd, i) for i in sample_points(n)),
            "sampled": n > FULL_VALUES}
    for k, v in mine.items():
        if k in res and res[k] != v:
            raise RuntimeError(f"C++ and the printed structure disagree on {k}: {res} vs {mine}")
    return {**res, **mine}


def digest(values) -> str:
    return hashlib.sha256(" ".join(str(v) for v in values).encode()).hexdigest()[:20]


def sample_points(n: int) -> list:
    """The points the C++ program evaluates (every one up to FULL_VALUES, else SAMPLES hashed picks)."""
    if n <= FULL_VALUES:
        return list(range(n))
    return [(k * 2654435761) % n for k in range(SAMPLES)]


def run_cases(tc: Toolchain, cases, jobs: int = 2, log=print, predict=None, save=None) -> dict:
    """{case id: C++'s result} for every case.

    predict(case) says whether flygen expects C++ to refuse it; it only sorts cases into programs (C++ decides
    every answer): an expected-to-compile batch is compiled and run at once (one g++ run, not a -fsyntax-only
    pass first); if g++ fails, the cases it blames are taken out and the rest is split until it compiles.
    Expected refusals and blamed cases are checked -fsyntax-only in groups of their own: a case g++ blames
    there is refused; one it does not blame is checked alone, and run if it compiles. save(results) is
    called after every program with its new results, so an interrupted run keeps what it finished."""
    by_id = {c["id"]: c for c in cases}
    results = {}
    save = save or (lambda _r: None)
    predict = predict or (lambda _c: False)
    tmp = Path(tempfile.mkdtemp(prefix="cute_oracle_"))
    try:
        tc.pch(tmp)

        def split(batch, tag, run=True):
            """({case id: result} of the cases that compile together, {id: message} of the blamed ones).
            Each try is a full compile (a failing one costs about what -fsyntax-only does) until g++ names
            no case; then halves are bisected with -fsyntax-only."""
            todo, blamed_all, k = list(batch), {}, 0
            while todo:
                k += 1
                if run:
                    ok, blamed, err, res = tc.check(todo, tmp, f"{tag}_run{k}", run=True)
                    if ok:
                        return res, blamed_all
                else:
                    ok, blamed, err, _ = tc.check(todo, tmp, f"{tag}_{k}")
                    if ok:
                        ok, _, err, res = tc.check(todo, tmp, f"{tag}_run", run=True)
                        if not ok:
                            raise RuntimeError(f"{tag}: compiles with -fsyntax-only, not in full: {err[:2000]}")
                        return res, blamed_all
                if not blamed:
                    if len(todo) == 1:
                        blamed_all[todo[0]["id"]] = _first_error(err)
                        return {}, blamed_all
                    h = len(todo) // 2                # nothing named: bisect
                    a, ea = split(todo[:h], f"{tag}a", False)
                    b, eb = split(todo[h:], f"{tag}b", False)
                    return {**a, **b}, {**blamed_all, **ea, **eb}
                blamed_all.update(blamed)
                todo = [c for c in todo if c["id"] not in blamed]
            return {}, blamed_all

        def confirm(group, tag):
            """({case id: refusal} g++ blames in a group of suspects or alone, [cases that compile])."""
            ok, blamed, _, _ = tc.check(group, tmp, tag)
            if ok:
                return {}, list(group)
            sure, alone_ok = dict(blamed), []
            for c in group:
                if c["id"] in sure:
                    continue
                ok1, _, e, _ = tc.check([c], tmp, f"{tag}_{c['id']}")
                if ok1:
                    alone_ok.append(c)
                else:
                    sure[c["id"]] = _first_error(e)
            return sure, alone_ok

        def task(t):
            kind, k, group = t
            if kind == "run":
                res, blamed = split(group, f"b{k}")
                return res, [by_id[i] for i in blamed]
            sure, late = confirm(group, f"r{k}")
            res = {i: {"refused": _short(m)} for i, m in sure.items()}
            if late:
                more, blamed = split(late, f"l{k}")
                res.update(more)
                late = [by_id[i] for i in blamed]
            return res, late

        def rounds(tasks, what):
            leftover = []
            with ThreadPoolExecutor(jobs) as ex:
                futs = [ex.submit(task, t) for t in tasks]
                for n, f in enumerate(as_completed(futs)):
                    res, rest = f.result()
                    results.update(res)
                    save(res)
                    leftover += rest
                    log(f"{what} {n + 1}/{len(tasks)}: {len(res)} answered, {len(results)}/{len(cases)} in all")
            return leftover

        ok = [c for c in cases if not predict(c)]
        bad = [c for c in cases if predict(c)]
        tasks = [("run", k, ok[i:i + BATCH]) for k, i in enumerate(range(0, len(ok), BATCH))]
        tasks += [("confirm", k, bad[i:i + REFUSED_BATCH]) for k, i in enumerate(range(0, len(bad), REFUSED_BATCH))]
        tasks.sort(key=lambda t: (t[1], t[0]))          # interleave the two kinds
        blamed = rounds(tasks, "program")
        for r in range(3):                              # cases g++ blamed in a batch they were expected to pass
            if not blamed:
                break
            log(f"{len(blamed)} cases blamed unexpectedly: checking them in groups of their own")
            blamed = rounds([("confirm", 1000 * (r + 1) + k, blamed[i:i + REFUSED_BATCH])
                             for k, i in enumerate(range(0, len(blamed), REFUSED_BATCH))], "recheck")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return results


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        e = _ERR.search(line)
        if e:
            return e.group(1).strip()
    return stderr.strip().splitlines()[-1] if stderr.strip() else "compile failed"


def _short(msg: str) -> str:
    m = re.match(r"static assertion failed: (.*)", msg)
    if m:
        return "static_assert: " + m.group(1)[:120]
    return msg[:160]


# ------------------------------------------------------------------ random cases

def _size(s):
    if isinstance(s, tuple):
        p = 1
        for x in s:
            p *= _size(x)
        return p
    return s


def _rank(s):
    return len(s) if isinstance(s, tuple) else 1


SHAPES = [1, 2, 2, 3, 4, 4, 5, 6, 8, 8, 12, 16]
STRIDES = [0, 1, 1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 64]


def rand_int_tuple(r, leaf, depth=0, max_rank=3, p_nest=0.3):
    """A random int-tuple: an int, or a tuple of 1..max_rank modes, nested up to depth 3."""
    if depth >= 3 or (depth > 0 and r.random() > p_nest):
        return leaf()
    n = r.randint(1, max_rank)
    if depth == 0 and n == 1 and r.random() < 0.6:
        return leaf()
    return tuple(rand_int_tuple(r, leaf, depth + 1, max_rank, p_nest) for _ in range(n))


def _zip_leaves(shape, f):
    if isinstance(shape, tuple):
        return tuple(_zip_leaves(x, f) for x in shape)
    return f(shape)


def rand_layout(r, zero=True, max_rank=3, p_nest=0.3, shapes=SHAPES):
    s = rand_int_tuple(r, lambda: r.choice(shapes), max_rank=max_rank, p_nest=p_nest)
    strides = STRIDES if zero else STRIDES[1:]
    d = _zip_leaves(s, lambda _: r.choice(strides))
    return s, d


def rand_compact(r, max_rank=3, gaps=0.3, shapes=(1, 2, 3, 4, 8)):
    """Modes stacked in a random order (an injective layout), with optional gaps; nested sometimes."""
    s = rand_int_tuple(r, lambda: r.choice(shapes), max_rank=max_rank, p_nest=0.25)
    from itertools import count
    leaves = []

    def collect(t):
        if isinstance(t, tuple):
            for x in t:
                collect(x)
        else:
            leaves.append(t)
    collect(s)
    order = list(range(len(leaves)))
    r.shuffle(order)
    strides = [0] * len(leaves)
    cur = 1
    for i in order:
        if r.random() < gaps:
            cur *= r.choice([2, 3])
        strides[i] = cur
        cur *= leaves[i]
    it = iter(strides)
    c = count()
    del c
    return s, _zip_leaves(s, lambda _: next(it))


def rand_tiler_mode(r):
    x = r.random()
    if x < 0.2:
        return None
    if x < 0.4:
        return num(r.choice([1, 2, 3, 4, 6, 8]))
    return lay(*rand_compact(r, max_rank=2, gaps=0.3))


def rand_tiler(r, rank_a):
    """A layout, an int, or a by-mode tiler of 1..rank(A) modes."""
    x = r.random()
    if x < 0.4:
        return lay(*rand_compact(r, gaps=0.3))
    if x < 0.5:
        return num(r.choice([1, 2, 3, 4, 5, 6, 8, 12, 16]))
    return [rand_tiler_mode(r) for _ in range(r.randint(1, rank_a))]


def rand_divisible_tiler(r, shape):
    """A by-mode tiler whose tiles divide A's modes (the planners' case)."""
    modes = shape if isinstance(shape, tuple) else (shape,)
    out = []
    for m in modes[:r.randint(1, len(modes))]:
        n = _size(m)
        divs = [k for k in range(1, n + 1) if n % k == 0]
        y = r.random()
        if y < 0.15:
            out.append(None)
        elif y < 0.5:
            out.append(num(r.choice(divs)))
        else:
            k = r.choice(divs)
            step = r.choice([j for j in divs if n % (k * j) == 0])
            out.append(lay(k, step))
    return out


def rand_profile(r, shape):
    if not isinstance(shape, tuple):
        return None
    k = r.randint(1, len(shape))
    return tup(tuple((1,) * len(shape[i]) if isinstance(shape[i], tuple) and r.random() < 0.3 else 1
                     for i in range(k)))


def rand_coord(r, shape):
    if isinstance(shape, tuple):
        return tuple(rand_coord(r, s) if r.random() < 0.85 else r.randrange(_size(s)) for s in shape)
    return r.randrange(shape)


def rand_swizzle(r):
    b = r.randint(0, 3)
    m = r.randint(0, 4)
    s = r.choice([x for x in range(-6, 7) if abs(x) >= b and m + min(0, x) >= 0 and x != 0] or [b])
    return [b, m, s]


N_PER_OP = {
    "coalesce": 1200, "composition": 3000, "complement": 1500, "filter": 300, "right_inverse": 1000,
    "left_inverse": 1000, "logical_divide": 1500, "zipped_divide": 1200, "tiled_divide": 1000,
    "flat_divide": 1000, "logical_product": 1000, "zipped_product": 600, "tiled_product": 600,
    "flat_product": 400, "blocked_product": 1000, "raked_product": 1000, "crd2idx": 800, "idx2crd": 600,
    "swizzle": 200, "composed_composition": 500, "composed_divide": 300,
    "tile_to_shape": 1500, "make_ordered_layout": 1000, "slice": 1500, "slice_and_offset": 600,
    "make_layout": 600, "flatten": 200, "size": 150, "cosize": 150, "rank": 100,
    "depth": 100, "swizzle_composition": 300, "composed_slice": 1200, "composed_slice_and_offset": 800,
    "composed_slice_fixed": 800, "composed_overloads": 500, "product": 100,
    "composed_inverse": 300,
}


def named_cases():
    """Cases named in issues 17 and 24 and the CuTe docs' examples."""
    L = lay
    return [
        ("composition", L((4, 6), (1, 10)), L(6, 1)),
        ("composition", L((4, 6), (1, 10)), L(3, 1)),
        ("composition", L((4, 2), (1, 4)), L(1, 1)),
        ("composition", L((4, 1), (1, 0)), L(8, 1)),
        ("composition", L((4, 2), (1, 4)), L((2, 1), (1, 2))),
        ("composition", L(20, 2), L((5, 4), (4, 1))),
        ("composition", L((10, 2), (16, 4)), L((5, 4), (1, 5))),
        ("composition", L((12, (4, 8)), (59, (13, 1))), [L(3, 4), L(8, 2)]),
        ("composition", L((4, 2), (0, 1)), L((2, 2), (2, 2))),
        ("logical_divide", L(24, 1), L(5, 1)),
        ("logical_divide", L((4, 6), (1, 8)), L(3, 1)),
        ("logical_divide", L(2, 0), L(2, 2)),
        ("logical_divide", L(5, 1), L(5, 12)),
        ("logical_divide", L(3, 2), L((1, 3), (32, 16))),
        ("logical_divide", L((9, (4, 8)), (59, (13, 1))), [L(3, 3), L((2, 4), (1, 8))]),
        ("zipped_divide", L((9, (4, 8)), (59, (13, 1))), [L(3, 3), L((2, 4), (1, 8))]),
        ("zipped_divide", L(4, 1), [L(4, 1)]),
        ("tiled_divide", L(((4, 8), 4), ((1, 12), 0)), [None, L((2, 2), (2, 1))]),
        ("tiled_divide", L((16, 32), (32, 1)), [num(4), num(8)]),
        ("flat_divide", L((16, 32), (32, 1)), [num(4), num(8)]),
        ("coalesce", L((6,), (1,)), tup((1,))),
        ("coalesce", L(((6,), (1,)), ((1,), (0,))), tup((1, 1))),
        ("complement", L((4, 6), (1, 4)), num(24)),
        ("complement", L(4, 0), num(1)),
        ("complement", L(1, 0), None),
        ("complement", L(3, 1), tup((4, 6))),
        ("complement", L((3, 2), (2, 7)), num(28)),
        ("right_inverse", L((2, 4), (0, 1))),
        ("right_inverse", L((4, 8), (8, 1))),
        ("left_inverse", L((4, 2), (2, 1))),
        ("logical_product", L((2, 2), (4, 1)), L(6, 1)),
        ("blocked_product", L((2, 2), (1, 2)), L((3, 4), (4, 1))),
        ("raked_product", L((2, 2), (1, 2)), L((3, 4), (4, 1))),
        ("blocked_product", L(4, 1), L(3, 1)),
        ("blocked_product", L((2, 5), (5, 1)), L((3, 4), (1, 3))),
        ("raked_product", L((2, 5), (5, 1)), L((3, 4), (1, 3))),
    ]


LIMIT = 1 << 22             # sizes and cosizes of the arguments (C++'s Int<N> is an int: no overflow)


def _arg_layouts(a):
    if isinstance(a, list):
        return [x for y in a if y is not None for x in _arg_layouts(y)]
    if isinstance(a, dict) and "L" in a:
        return [(_t(a["L"][0]), _t(a["L"][1]))]
    if isinstance(a, dict) and "C" in a:
        return _arg_layouts(a["C"][2])
    return []


def _small_enough(op, args) -> bool:
    lays = [x for a in args for x in _arg_layouts(a)]
    sizes = [_size(s) for s, _ in lays]
    cos = [1 + sum((x - 1) * abs(y) for x, y in zip(_leaves(s), _leaves(d))) for s, d in lays]
    if any(v > LIMIT for v in sizes + cos):
        return False
    return not (op.endswith("product") and len(lays) > 1 and sizes[0] * max(cos[1:]) * max(cos[:1]) > LIMIT)


def rand_slice_coord(r, shape):
    """A coordinate of shape with at least one `_` (None): CuTe's slicing argument; sometimes (5 %) one mode
    too many or too few at the top, which C++ refuses."""
    def go(s):
        if isinstance(s, tuple):
            return tuple(go(m) if isinstance(m, tuple) and r.random() < 0.5 else
                         (None if r.random() < 0.45 else r.randrange(_size(m))) for m in s)
        return None if r.random() < 0.5 else r.randrange(s)
    c = go(shape)
    if None not in _leaves(c) if isinstance(c, tuple) else c is not None:
        if not isinstance(c, tuple):
            return None
        k = r.randrange(len(c))
        c = c[:k] + (None,) + c[k + 1:]
    if isinstance(c, tuple) and r.random() < 0.05:
        c = c[:-1] if len(c) > 2 and r.random() < 0.5 else c + (None,)
    return c


def rand_tile_to_shape(r):
    """(block, target shape, order or None) for tile_to_shape: target modes multiples of the block's modes
    (85 %) or not, sometimes nested (product_each), order a permutation (ties 20 %) or the default."""
    sb, db = rand_compact(r, gaps=0.2, shapes=(1, 2, 3, 4))
    bm = sb if isinstance(sb, tuple) else (sb,)
    rt = r.randint(len(bm), 3)
    modes = []
    for i in range(rt):
        bs = _size(bm[i]) if i < len(bm) else 1
        n = bs * r.choice([1, 1, 2, 3, 4]) if r.random() < 0.85 else r.choice([2, 3, 5, 6, 8])
        modes.append((2, n // 2) if n % 2 == 0 and n > 2 and r.random() < 0.2 else n)
    if rt == 1 and not isinstance(modes[0], tuple) and r.random() < 0.5:
        target, order = num(modes[0]), None
    else:
        target = tup(tuple(modes))
        if r.random() < 0.5:
            order = None
        elif r.random() < 0.2:
            order = tup(tuple(r.randint(0, 2) for _ in modes))
        else:
            perm = list(range(rt))
            r.shuffle(perm)
            order = tup(tuple(perm))
    return lay(sb, db), target, order


def rand_near_swizzle(r):
    """Swizzle<B,M,S> with bits low enough to meet a small layout's values (B 1..2, M 0..2, |S| <= 4)."""
    b = r.randint(1, 2)
    m = r.randint(0, 2)
    return [b, m, r.choice([x for x in range(-4, 5) if abs(x) >= b and m + min(0, x) >= 0])]


def rand_ordered(r):
    """(shape, order) for make_ordered_layout: order congruent with shape, one per top mode, or (5 %) of
    another rank (C++ refuses it)."""
    s = rand_int_tuple(r, lambda: r.choice([1, 2, 3, 4, 6, 8]), max_rank=3, p_nest=0.3)
    if not isinstance(s, tuple):
        return num(s), num(r.randint(0, 3))
    y = r.random()
    if y < 0.5:
        order = _zip_leaves(s, lambda _: r.randint(0, 5))
    elif y < 0.95:
        order = tuple(r.randint(0, 3) for _ in s)
    else:
        order = tuple(r.randint(0, 3) for _ in range(len(s) + 1))
    return tup(s), tup(order)


def case_gen(op, r, add):
    """Add the cases of one generator op (random.Random r is this op's own stream)."""
    if op == "tile_to_shape":
        add(op, *rand_tile_to_shape(r))
    elif op == "make_ordered_layout":
        add(op, *rand_ordered(r))
    elif op in ("slice", "slice_and_offset"):
        s, d = rand_layout(r, max_rank=3)
        add(op, tup(rand_slice_coord(r, s)), lay(s, d))
    elif op in ("composed_slice", "composed_slice_and_offset"):
        # A swizzled composed layout sliced (C++ swizzle_layout.hpp slice_and_offset): swizzles mostly small
        # enough to touch the layout's bits (the partitions of flygen.layout.tv), offsets that hit them too.
        sa, da = rand_compact(r, gaps=0.2) if r.random() < 0.8 else rand_layout(r, max_rank=3)
        sw = rand_swizzle(r) if r.random() < 0.3 else rand_near_swizzle(r)
        comp = {"C": [sw, r.choice([0, 0, 0, 1, 2, 4, 8, 12, 32, 48]), lay(sa, da)]}
        add(op[len("composed_"):], tup(rand_slice_coord(r, sa)), comp, tag="composed")
    elif op == "composed_slice_fixed":
        # Every coordinate fixes a mode and keeps one (the path where C++ may decay the swizzle into a plain
        # layout, strides negative where the offset has a Y or Z bit set), power-of-two layouts mostly, offsets
        # 0..63 over the swizzle's bits.
        sa, da = rand_compact(r, max_rank=3, gaps=0.25, shapes=(1, 2, 4, 8))
        while not isinstance(sa, tuple):
            sa, da = rand_compact(r, max_rank=3, gaps=0.25, shapes=(1, 2, 4, 8))
        crd = rand_slice_coord(r, sa)
        if all(x is None for x in _leaves(crd)):
            k = r.randrange(min(len(crd), len(sa)))
            v = r.randrange(_size(sa[k]))
            if len(crd) > 1:                # a 1-tuple keeps its `_` (a slice needs one)
                crd = crd[:k] + (v,) + crd[k + 1:]
        comp = {"C": [rand_near_swizzle(r), r.randrange(64), lay(sa, da)]}
        add(r.choice(["slice", "slice_and_offset"]), tup(crd), comp, tag="composed")
    elif op == "composed_overloads":
        # layout_composed.hpp's other overloads: f o o o L -> composition(f, o, op(L, ...)), or op(L)
        sa, da = rand_compact(r, gaps=0.2)
        sw = rand_swizzle(r) if r.random() < 0.5 else rand_near_swizzle(r)
        comp = {"C": [sw, r.choice([0, 0, 1, 8, 32]), lay(sa, da)]}
        which = r.choice(["size", "cosize", "rank", "depth", "flatten", "coalesce", "filter", "logical_product",
                          "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product",
                          "tile_to_shape"])
        if which in ("size", "cosize", "rank", "depth", "flatten"):
            add(which, comp, tag="composed")
        elif which in ("coalesce", "filter"):
            add(which, comp, rand_profile(r, sa) if r.random() < 0.6 else None, tag="composed")
        elif which == "tile_to_shape":
            block, target, order = rand_tile_to_shape(r)
            add(which, {"C": [sw, comp["C"][1], block]}, target, order, tag="composed")
        else:
            add(which, comp, lay(*rand_layout(r, zero=r.random() < 0.2, shapes=[1, 2, 3, 4])), tag="composed")
    elif op == "composed_inverse":
        # right_inverse / left_inverse of S o o o L (swizzle_layout.hpp): composition(inverse(L), S) for offset
        # 0 (make_swizzle<inverse(L)(Y), inverse(L)(Z)>, which may static_assert), else a shapeless result.
        sa, da = rand_compact(r, gaps=0.15, shapes=(1, 2, 4, 8)) if r.random() < 0.85 else rand_layout(r)
        sw = rand_swizzle(r) if r.random() < 0.4 else rand_near_swizzle(r)
        comp = {"C": [sw, 0 if r.random() < 0.85 else r.choice([1, 4, 8]), lay(sa, da)]}
        add(r.choice(["right_inverse", "left_inverse"]), comp, tag="composed")
    elif op == "product":
        s = rand_int_tuple(r, lambda: r.choice(SHAPES), max_rank=3)
        add(op, tup(s) if isinstance(s, tuple) else num(s))
    elif op == "make_layout":
        if r.random() < 0.6:
            add(op, *[lay(*rand_layout(r, max_rank=2)) for _ in range(r.randint(1, 3))])
        else:
            s = rand_int_tuple(r, lambda: r.choice(SHAPES), max_rank=3)
            add(op, tup(s) if isinstance(s, tuple) else num(s), tag="shape")
    elif op in ("flatten",) + SCALARS:
        add(op, lay(*rand_layout(r, max_rank=4)))
    elif op == "swizzle_composition":
        add("composition", {"S": rand_swizzle(r)}, lay(*rand_compact(r, gaps=0.2)), tag="swizzle")
    else:
        return False
    return True


def case_key(c) -> str:
    """What identifies a case's C++ answer: its operation and arguments (ids are only positions)."""
    return hashlib.sha256(json.dumps([c["op"], c["args"]], separators=(",", ":")).encode()).hexdigest()[:24]


def corpus_cases():
    """The named cases, then N_PER_OP[op] * SCALE random cases per op, each op from its own seeded stream
    (adding an op changes no other op's cases); duplicates and arguments too large for C++'s int dropped."""
    cases, seen = [], set()

    def add(op, *args, tag="random"):
        c = {"id": len(cases), "op": op, "args": list(args), "tag": tag}
        if not _small_enough(op, args) or case_key(c) in seen:
            return
        seen.add(case_key(c))
        cases.append(c)

    for op, *args in named_cases():
        add(op, *(args + [None] if op in ("complement", "coalesce") and len(args) == 1 else args), tag="named")

    for op, n in N_PER_OP.items():
        r = random.Random(f"{SEED}:{op}")
        for _ in range(round(n * SCALE)):
            if case_gen(op, r, add):
                continue
            if op in ("coalesce", "filter"):
                s, d = rand_layout(r, max_rank=4)
                add(op, lay(s, d), rand_profile(r, s) if r.random() < 0.5 else None)
            elif op == "composition":
                x = r.random()
                sa, da = rand_layout(r) if r.random() < 0.6 else rand_compact(r)
                if x < 0.5:
                    b = lay(*(rand_layout(r, shapes=[1, 2, 3, 4, 6, 8]) if r.random() < 0.5
                              else rand_compact(r, gaps=0.4)))
                elif x < 0.6:
                    b = num(r.choice([1, 2, 3, 4, 5, 6, 8, 12, 16, 24]))
                else:
                    b = [rand_tiler_mode(r) for _ in range(r.randint(1, _rank(sa)))]
                add(op, lay(sa, da), b)
            elif op == "complement":
                sa, da = rand_compact(r, gaps=0.5) if r.random() < 0.75 else rand_layout(r)
                y = r.random()
                cot = None if y < 0.3 else num(r.choice([1, 2, 8, 24, 48, 96, 100])) if y < 0.8 else \
                    tup(tuple(r.choice([2, 3, 4, 6, 8]) for _ in range(r.randint(1, 3))))
                add(op, lay(sa, da), cot)
            elif op in ("right_inverse", "left_inverse"):
                s, d = rand_compact(r, gaps=0.3) if r.random() < 0.6 else rand_layout(r)
                add(op, lay(s, d))
            elif op.endswith("_divide") and op != "composed_divide":
                sa, da = rand_layout(r) if r.random() < 0.5 else rand_compact(r, gaps=0.2,
                                                                              shapes=(1, 2, 3, 4, 6, 8, 12))
                t = rand_divisible_tiler(r, sa) if r.random() < 0.3 else rand_tiler(r, _rank(sa))
                add(op, lay(sa, da), t)
            elif op in ("logical_product", "zipped_product", "tiled_product", "flat_product"):
                sa, da = rand_compact(r, gaps=0.2)
                y = r.random()
                if y < 0.5:
                    t = lay(*rand_layout(r, zero=r.random() < 0.2, shapes=[1, 2, 3, 4]))
                elif y < 0.6:
                    t = num(r.choice([1, 2, 3, 4]))
                else:
                    t = [None if r.random() < 0.15 else
                         num(r.choice([1, 2, 3])) if r.random() < 0.2 else
                         lay(*rand_layout(r, max_rank=2, zero=False, p_nest=0.1, shapes=[1, 2, 3, 4]))
                         for _ in range(r.randint(1, _rank(sa)))]
                add(op, lay(sa, da), t)
            elif op in ("blocked_product", "raked_product"):
                sa, da = rand_compact(r, gaps=0.2)
                add(op, lay(sa, da), lay(*rand_layout(r, zero=r.random() < 0.2, shapes=[1, 2, 3, 4])))
            elif op == "crd2idx":
                s, d = rand_layout(r, max_rank=4)
                c = num(r.randrange(0, 2 * _size(s) + 1)) if r.random() < 0.5 else tup(rand_coord(r, s))
                if not isinstance(s, tuple) and c.get("T") is not None:
                    c = num(c["T"]) if not isinstance(c["T"], list) else c
                add(op, c, lay(s, d))
            elif op == "idx2crd":
                s, d = rand_compact(r, gaps=0.0)
                add(op, num(r.randrange(0, _size(s))), lay(s, d))
            elif op == "swizzle":
                add(op, rand_swizzle(r))
            elif op == "composed_composition":
                sa, da = rand_compact(r, gaps=0.2)
                comp = {"C": [rand_swizzle(r), r.choice([0, 0, 1, 8, 32]), lay(sa, da)]}
                b = lay(*rand_compact(r, gaps=0.3)) if r.random() < 0.6 else \
                    [rand_tiler_mode(r) for _ in range(r.randint(1, _rank(sa)))]
                add("composition", comp, b, tag="composed")
            elif op == "composed_divide":
                sa, da = rand_compact(r, gaps=0.0, shapes=(2, 4, 8))
                comp = {"C": [rand_swizzle(r), 0, lay(sa, da)]}
                add(r.choice(["logical_divide", "zipped_divide", "tiled_divide"]), comp,
                    rand_divisible_tiler(r, sa), tag="composed")
    return cases


# ------------------------------------------------------------------ flygen's side

def normalize_printed(s: str) -> str:
    """C++'s print without static markers: `(_2,_1):(_1,_2)` -> `(2,1):(1,2)`, `Sw<` -> `S<`."""
    return s.replace("Sw<", "S<").replace("_", "")


def _dec(a, m):
    if a is None:
        return None
    if isinstance(a, list):
        return tuple(_dec(x, m) for x in a)
    if "L" in a:
        return m.Layout(_t(a["L"][0]), _t(a["L"][1]))
    if "N" in a:
        return a["N"]
    if "T" in a:
        return _t(a["T"])
    if "C" in a:
        (b, mm, s), off, inner = a["C"]
        return m.make_composed_layout(m.Swizzle(b, mm, s), off, _dec(inner, m))
    if "S" in a:
        return m.Swizzle(*a["S"])
    raise ValueError(a)


def _fmt(t) -> str:
    return "(" + ",".join(_fmt(x) for x in t) + ")" if isinstance(t, tuple) else str(t)


def flygen_result(case, values: bool = True) -> dict:
    """flygen's answer to a case, in the form the C++ program prints (see parse_output); values=False leaves
    out the values digest (flygen's evaluation of the result at the sampled points)."""
    import flygen.layout as m
    from flygen.errors import LayoutError
    from flygen.layout import layout as ml
    op, args = case["op"], case["args"]
    try:
        if op == "swizzle":
            f = m.Swizzle(*args[0])
            return {"printed": str(f), "size": 4096, "values": digest(f(i) for i in range(4096)), "sampled": False}
        if op in ("crd2idx", "idx2crd"):
            c, L = _dec(args[0], m), _dec(args[1], m)
            return {"printed": _fmt(getattr(m, op)(c, L.shape, L.stride))}
        xs = [_dec(a, m) for a in args]
        if op in SCALARS:
            return {"printed": str(getattr(m, op)(xs[0]))}
        if op == "slice_and_offset":
            sub, off = m.slice_and_offset(*xs)
            return {"printed": f"({sub},{off})"}
        if op == "slice":                   # flygen slices by calling the layout with None (CuTe's `_`)
            res = xs[1](xs[0])
        elif op == "make_layout":
            res = m.make_layout(*xs)
        else:
            fn = {"filter": m.filter_layout, "flatten": m.flatten_layout}.get(op) or getattr(m, op)
            res = fn(xs[0]) if op in ("right_inverse", "left_inverse") or (len(xs) > 1 and xs[1] is None
                                                                        and op != "composition") else fn(*xs)
    except LayoutError as e:
        return {"refused": str(e)}
    n = m.size(res)
    out = {"printed": str(res), "size": n, "sampled": n > FULL_VALUES}
    if not values:
        return out
    pts = sample_points(n)
    if isinstance(res, m.Layout):
        vals = ml.evaluate(res, pts).tolist() if pts else []
    else:
        vals = [res(i) for i in pts]
    out["values"] = digest(vals)
    return out


def agree(want: dict, got: dict) -> tuple[bool, bool]:
    """(same function, or both refused; same printed structure)."""
    if "refused" in want or "refused" in got:
        both = "refused" in want and "refused" in got
        return both, both
    fn = all(want.get(k) == got.get(k) for k in ("size", "values"))
    if "values" not in want:            # crd2idx / idx2crd: the value is the printed result
        fn = normalize_printed(want["printed"]) == got["printed"]
    return fn, normalize_printed(want["printed"]) == got["printed"]


VALUES_EVERY = 10       # judge(): flygen evaluates every 10th plain result whose structure matches C++'s


def judge(case) -> tuple[bool, bool, dict]:
    """(same function, same printed structure, flygen's answer) for a case of the data file, as agree() on the
    full answer, cheaper: a plain layout whose printed shape:stride equals C++'s is the same function (the
    file's size and digest of such a result are computed from that printed structure by the tool's own
    evaluator, which write() checks against C++'s values), so flygen evaluates its result only where the
    structures differ, for composed / swizzle results, and for every VALUES_EVERY-th case (flygen's
    evaluator against the file's digest)."""
    want = case["cpp"]
    need = "refused" in want or case["id"] % VALUES_EVERY == 0 or case["op"] == "swizzle" or \
        " o " in want.get("printed", "")
    got = flygen_result(case, values=need)
    if not need and "values" in want and "refused" not in got and \
            normalize_printed(want["printed"]) != got["printed"]:
        got = flygen_result(case)
    if "values" in want and "values" not in got and "refused" not in got:
        return True, True, got                  # equal structure: equal function (see above)
    fn, st = agree(want, got)
    return fn, st, got


# ------------------------------------------------------------------ commands

CACHE = Path(os.environ.get("CUTE_ORACLE_CACHE", tempfile.gettempdir() + "/cute_oracle_cache.jsonl"))


def _stamp(tc) -> str:
    """What a cached answer depends on besides the case: headers, compiler, flags, value sampling."""
    return hashlib.sha256(f"{CUTLASS_COMMIT} {_gxx_version(tc)} {GXX_FLAGS} {FULL_VALUES} {SAMPLES} "
                          f"{CPP_VALUES_EVERY}".encode()).hexdigest()[:12]


def load_cache(path: Path, stamp: str) -> dict:
    """{case key: C++ result} from the cache file (one JSON object a line; a line cut by a kill is skipped)."""
    out = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if e.get("stamp") == stamp:
                out[e["key"]] = e["cpp"]
    return out


def _predict_refused(case) -> bool:
    try:
        return "refused" in flygen_result(case)
    except Exception:                   # a flygen bug: let C++ answer it in a normal batch
        return False


def write(tc: Toolchain, jobs: int, partial: bool = False, cache: Path = CACHE) -> int:
    """Answer every case of the plan not in the cache yet (appending each program's answers to the cache as
    it finishes), then write the JSON of every case (partial: of every answered case, if some are not)."""
    cases = corpus_cases()
    stamp = _stamp(tc)
    have = load_cache(cache, stamp)
    todo = [c for c in cases if case_key(c) not in have]
    random.Random(SEED).shuffle(todo)           # every op in every stretch of the run
    print(f"{len(cases)} cases planned, {len(cases) - len(todo)} cached in {cache}, {len(todo)} to compile",
          flush=True)
    if todo:
        keys = {c["id"]: case_key(c) for c in todo}
        with open(cache, "a") as f:
            def save(res):
                for i, r in res.items():
                    f.write(json.dumps({"stamp": stamp, "key": keys[i], "cpp": r}, separators=(",", ":")) + "\n")
                    have[keys[i]] = r
                f.flush()
            run_cases(tc, todo, jobs, log=lambda *a: print(*a, flush=True), predict=_predict_refused, save=save)
    done = [dict(c, cpp=have[case_key(c)]) for c in cases if case_key(c) in have]
    if len(done) < len(cases) and not partial:
        print(f"no C++ result for {len(cases) - len(done)} cases (--partial writes the {len(done)} answered)")
        return 1
    doc = {
        "cutlass_commit": CUTLASS_COMMIT,
        "cuda_headers": CUDA_WHEELS,
        "compiler": _gxx_version(tc) + " " + " ".join(GXX_FLAGS),
        "integers": "static (cute::Int<N>) everywhere: C++'s static_asserts apply; refused = does not compile",
        "values": f"digest = sha256 of the values at every point of the domain (size <= {FULL_VALUES}) or at "
                  f"{SAMPLES} points (k * 2654435761) % size, space-separated, first 20 hex digits",
        "generator": {"seed": SEED, "per_op": N_PER_OP, "scale": SCALE, "planned": len(cases),
                      "answered": len(done)},
        "cases": done,
    }
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    nref = sum("refused" in c["cpp"] for c in done)
    print(f"wrote {len(done)} of {len(cases)} planned cases ({nref} refused by C++) to {DATA}")
    return 0


def _gxx_version(tc) -> str:
    p = subprocess.run([tc.gxx, "--version"], capture_output=True, text=True)
    return p.stdout.splitlines()[0] if p.stdout else tc.gxx


def sample(tc: Toolchain, n: int, seed: int = 1) -> list:
    """Re-run n cases of the committed file through C++; the cases whose result differs from the file."""
    doc = json.loads(DATA.read_text())
    r = random.Random(seed)
    cases = r.sample(doc["cases"], n)
    res = run_cases(tc, [{k: c[k] for k in ("id", "op", "args", "tag")} for c in cases], jobs=1,
                    log=lambda *_: None)
    bad = []
    for c in cases:
        got = res.get(c["id"])
        want = c["cpp"]
        if "refused" in want:
            if got is None or "refused" not in got:
                bad.append((c["id"], want, got))
        elif got != want:
            bad.append((c["id"], want, got))
    return bad


def compare() -> int:
    from collections import Counter
    doc = json.loads(DATA.read_text())
    tot, fn_ok, st_ok = Counter(), Counter(), Counter()
    shown = Counter()
    for c in doc["cases"]:
        got = flygen_result(c)
        fn, st = agree(c["cpp"], got)
        tot[c["op"]] += 1
        fn_ok[c["op"]] += fn
        st_ok[c["op"]] += st
        if (not fn or not st) and shown[c["op"]] < 3 and "-v" in sys.argv:
            shown[c["op"]] += 1
            print("DIFF", c["id"], c["op"], json.dumps(c["args"]), "C++", c["cpp"], "flygen", got)
    print(f"{'op':22} {'cases':>6} {'function':>9} {'structure':>9}")
    for op in sorted(tot):
        print(f"{op:22} {tot[op]:6} {fn_ok[op]:9} {st_ok[op]:9}")
    a, b, c_ = sum(tot.values()), sum(fn_ok.values()), sum(st_ok.values())
    print(f"{'total':22} {a:6} {b:9} {c_:9}")
    return 0 if a == b == c_ else 1


def main(argv) -> int:
    import argparse
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--cute")
    p.add_argument("--cuda")
    p.add_argument("--write", action="store_true")
    p.add_argument("--partial", action="store_true", help="with --write: write the answered cases if not all")
    p.add_argument("--cache", default=str(CACHE), help="C++ answers kept between runs (JSON lines)")
    p.add_argument("--sample", type=int, default=0)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("-v", action="store_true")
    a = p.parse_args(argv)
    if not (a.write or a.sample):
        return compare()
    tc, why = Toolchain.find(a.cute, a.cuda)
    if tc is None:
        print(why)
        return 2
    if a.write:
        return write(tc, a.jobs, a.partial, Path(a.cache))
    bad = sample(tc, a.sample)
    print(f"{a.sample} cases re-run, {len(bad)} differ from {DATA.name}")
    for b in bad[:10]:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
