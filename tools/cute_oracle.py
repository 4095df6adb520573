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
a temporary directory and are deleted; only the JSON is kept.
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
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "layout" / "cute_cpp.json"
CUTLASS_COMMIT = "7107b05535f8977f5ecb9d01ee203205b1fd9bc4"
CUDA_WHEELS = "nvidia-cuda-cccl 13.3.5.0.6, nvidia-cuda-runtime 13.5.37, nvidia-cuda-crt 13.5.37 (PyPI)"
GXX_FLAGS = ["-std=c++17", "-O0", "-w"]
SEED = 24
SCALE = float(os.environ.get("CUTE_ORACLE_SCALE", "1"))   # fraction of N_PER_OP to generate
BATCH = 250                 # cases per translation unit
FULL_VALUES = 4096          # results up to this size: every value; larger: SAMPLES points
SAMPLES = 256
CPP_VALUES_EVERY = 25       # C++ evaluates every value of every 10th plain-layout case (compile time)


# ------------------------------------------------------------------ encoding of arguments (JSON)
#   {"L": [shape, stride]}            a layout (lists for tuples)
#   {"N": n}                          a static integer Int<n>
#   {"T": [...]}                      an int-tuple (a shape, a profile or a coordinate)
#   {"C": [[b, m, s], offset, L]}     make_composed_layout(Swizzle<b,m,s>, Int<offset>, L)
#   [x, ...]                          a by-mode tiler (make_tile), None inside it is `_`

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
    return f"Int<{t}>{{}}"


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
    raise ValueError(a)


def cpp_expr(case) -> tuple[str, str]:
    """(C++ expression, how to print it: 'layout' | 'composed' | 'value' | 'swizzle')."""
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
    if op in ("coalesce", "complement", "filter") and args[1] is None:
        return f"{op}({a[0]})", "layout"
    if op in ("right_inverse", "left_inverse"):
        return f"{op}({a[0]})", "layout"
    kind = "composed" if isinstance(args[0], dict) and "C" in args[0] else "layout"
    return f"{op}({','.join(a)})", kind


PRELUDE = r"""
#include <cute/layout.hpp>
#include <cute/layout_composed.hpp>
#include <cute/swizzle.hpp>
#include <cute/swizzle_layout.hpp>
#include <cstdio>
using namespace cute;
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
        out = ["-o", str(exe)] if run else ["-fsyntax-only"]
        p = subprocess.run([self.gxx, *GXX_FLAGS, *[f"-I{i}" for i in self.inc], str(src), *out],
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
    return parse_tuple(a), parse_tuple(b)


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


def run_cases(tc: Toolchain, cases, jobs: int = 2, log=print) -> dict:
    """{case id: C++'s result} for every case.

    Each batch is first checked with -fsyntax-only; the cases g++ blames are taken out until the rest
    compiles, which is then compiled and run. Every blamed case is confirmed: checked again among blamed
    cases only, and alone if g++ did not name it there; a case that compiles alone is run after all."""
    by_id = {c["id"]: c for c in cases}
    results = {}
    tmp = Path(tempfile.mkdtemp(prefix="cute_oracle_"))
    try:
        def split(batch, tag):
            """({case id: result} of the cases that compile together, {id: message} of the blamed ones)."""
            todo, blamed_all, k = list(batch), {}, 0
            while todo:
                k += 1
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
                    a, ea = split(todo[:h], f"{tag}a")
                    b, eb = split(todo[h:], f"{tag}b")
                    return {**a, **b}, {**blamed_all, **ea, **eb}
                blamed_all.update(blamed)
                todo = [c for c in todo if c["id"] not in blamed]
            return {}, blamed_all

        work = split

        batches = [cases[i:i + BATCH] for i in range(0, len(cases), BATCH)]
        refused = {}
        with ThreadPoolExecutor(jobs) as ex:
            for k, (res, err) in enumerate(ex.map(lambda kb: work(kb[1], f"b{kb[0]}"), enumerate(batches))):
                results.update(res)
                refused.update(err)
                log(f"batch {k + 1}/{len(batches)}: {len(res)} ran, {len(err)} blamed")
        suspects = [by_id[i] for i in refused]
        groups = [suspects[i:i + BATCH] for i in range(0, len(suspects), BATCH)]

        def confirm(group, tag):
            ok, blamed, _, _ = tc.check(group, tmp, tag)
            if ok:
                raise RuntimeError(f"{tag}: cases blamed in their batches compile together")
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

        late = []
        with ThreadPoolExecutor(jobs) as ex:
            for sure, alone_ok in ex.map(lambda kg: confirm(kg[1], f"r{kg[0]}"), enumerate(groups)):
                late += alone_ok
                for i, msg in sure.items():
                    results[i] = {"refused": _short(msg)}
        if late:
            log(f"{len(late)} blamed cases compile alone: running them")
            results.update(work(late, "late")[0])
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


def corpus_cases():
    r = random.Random(SEED)
    cases = []

    def add(op, *args, tag="random"):
        if not _small_enough(op, args):
            return
        cases.append({"id": len(cases), "op": op, "args": list(args), "tag": tag})

    for op, *args in named_cases():
        add(op, *(args + [None] if op in ("complement", "coalesce") and len(args) == 1 else args), tag="named")

    for op, n in N_PER_OP.items():
        for _ in range(round(n * SCALE)):
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
    raise ValueError(a)


def _fmt(t) -> str:
    return "(" + ",".join(_fmt(x) for x in t) + ")" if isinstance(t, tuple) else str(t)


def flygen_result(case) -> dict:
    """flygen's answer to a case, in the form the C++ program prints (see parse_output)."""
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
        fn = {"filter": m.filter_layout}.get(op) or getattr(m, op)
        res = fn(xs[0]) if op in ("right_inverse", "left_inverse") or (len(xs) > 1 and xs[1] is None
                                                                        and op != "composition") else fn(*xs)
    except LayoutError as e:
        return {"refused": str(e)}
    n = m.size(res)
    pts = sample_points(n)
    out = {"printed": str(res), "size": n, "sampled": n > FULL_VALUES}
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


# ------------------------------------------------------------------ commands

def write(tc: Toolchain, jobs: int) -> int:
    cases = corpus_cases()
    res = run_cases(tc, cases, jobs)
    missing = [c["id"] for c in cases if c["id"] not in res]
    if missing:
        print(f"no C++ result for {len(missing)} cases, e.g. {missing[:10]}")
        return 1
    doc = {
        "cutlass_commit": CUTLASS_COMMIT,
        "cuda_headers": CUDA_WHEELS,
        "compiler": _gxx_version(tc) + " " + " ".join(GXX_FLAGS),
        "integers": "static (cute::Int<N>) everywhere: C++'s static_asserts apply; refused = does not compile",
        "values": f"digest = sha256 of the values at every point of the domain (size <= {FULL_VALUES}) or at "
                  f"{SAMPLES} points (k * 2654435761) % size, space-separated, first 20 hex digits",
        "generator": {"seed": SEED, "per_op": N_PER_OP, "scale": SCALE},
        "cases": [dict(c, cpp=res[c["id"]]) for c in cases],
    }
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    nref = sum("refused" in res[c["id"]] for c in cases)
    print(f"wrote {len(cases)} cases ({nref} refused by C++) to {DATA}")
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
        return write(tc, a.jobs)
    bad = sample(tc, a.sample)
    print(f"{a.sample} cases re-run, {len(bad)} differ from {DATA.name}")
    for b in bad[:10]:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
