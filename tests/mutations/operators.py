"""Mutation operators over a kernel's .s text: each finds every site where one small, bug-like edit applies.

An operator is `fn(lines) -> list[Site]`; a Site names the class, a short description and its edits:
(0-based line, replacement lines) pairs, () deleting the line. Operators look only at instruction
text (mnemonic and operands), never at the plan, so they apply to every family. Comments are dropped from
edited lines. `OPERATORS` is the table the harness iterates; `EXPECTED_EQUIVALENT` lists classes whose
mutants are semantically equivalent by construction (kept as a control: a harness that "kills" them is
broken, and one that reports them as survivors is honest about them).
"""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Site:
    cls: str
    what: str
    edits: tuple[tuple[int, tuple[str, ...]], ...]    # (line, replacement lines); () deletes the line

    @property
    def line(self) -> int:
        return self.edits[0][0]


def one(cls: str, line: int, what: str, new: tuple[str, ...]) -> Site:
    return Site(cls, what, ((line, tuple(new)),))


def mutate(asm: str, site: Site) -> str:
    lines = asm.split("\n")
    for i, new in sorted(site.edits, reverse=True):    # bottom up: earlier indices stay valid
        lines[i: i + 1] = list(new)
    return "\n".join(lines)


def code(line: str) -> str:
    return line.split("//")[0].rstrip()


def mnemonic(line: str) -> str:
    c = code(line).strip()
    if not c or c.startswith(".") or c.endswith(":"):
        return ""
    return c.split()[0]


def operands(line: str) -> list[str]:
    """Top-level comma-separated operands (brackets kept together); modifiers stay on the last one."""
    c = code(line).strip()
    rest = c[len(c.split()[0]):] if c else ""
    out, depth, cur = [], 0, ""
    for ch in rest:
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _sub(line: str, pattern: str, repl, count: int = 1) -> str:
    return indent(line) + re.sub(pattern, repl, code(line).strip(), count=count)


def _instrs(lines, pred):
    return [i for i, l in enumerate(lines) if (m := mnemonic(l)) and pred(m, l)]


# ---- deletions -------------------------------------------------------------------------------------------
def _drop(cls: str, pred):
    def op(lines):
        return [one(cls, i, f"delete `{code(lines[i]).strip()}`", ()) for i in _instrs(lines, pred)]
    return op


def _is_valu(m: str) -> bool:
    return m.startswith("v_") and "mfma" not in m and not m.startswith(("v_readfirstlane", "v_cmp"))


WRITES_EXEC = re.compile(r"^\s*(s_\w+|v_cmpx\w*)\s+exec\b|s_\w+_saveexec")


# ---- MFMA operands ---------------------------------------------------------------------------------------
MFMA_ARGS = re.compile(r"^(\s*)(v_mfma\w*)\s+(.*)$")


def _mfma_parts(line: str):
    """(indent, mnemonic, [D, A, B, C, (scale0, scale1)], modifiers) of an MFMA line."""
    ops = operands(line)
    last = ops[-1].split()
    ops[-1], mods = last[0], last[1:]
    return indent(line), mnemonic(line), ops, mods


def _mfma_line(ind, mn, ops, mods) -> str:
    return ind + f"{mn} " + ", ".join(ops) + ("" if not mods else " " + " ".join(mods))


def _mfmas(lines):
    return [i for i in _instrs(lines, lambda m, l: m.startswith("v_mfma"))]


def mfma_operand_neighbour(which: int, cls: str):
    """Operand `which` (1 = first source, 2 = second) of MFMA i taken from the next MFMA where it differs: the
    fragment of a neighbouring repeat (an indexing bug in the repeat loop)."""
    def op(lines):
        idx, sites = _mfmas(lines), []
        for n, i in enumerate(idx):
            ind, mn, ops, mods = _mfma_parts(lines[i])
            for j in idx[n + 1:] + idx[:n]:
                other = _mfma_parts(lines[j])[2]
                if other[which] != ops[which] and _width(other[which]) == _width(ops[which]):
                    new = list(ops)
                    new[which] = other[which]
                    sites.append(one(cls, i, f"{mn} src{which - 1} {ops[which]} -> {other[which]}",
                                      (_mfma_line(ind, mn, new, mods),)))
                    break
        return sites
    return op


def _width(reg: str) -> int | None:
    m = re.search(r"\+(\d+):\w+\+(\d+)\]", reg)
    return int(m.group(2)) - int(m.group(1)) if m else None


def mfma_acc_neighbour(lines):
    """D and C of MFMA i replaced by those of the next MFMA with a different accumulator (wrong C tile)."""
    idx, sites = _mfmas(lines), []
    for n, i in enumerate(idx):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        for j in idx[n + 1:] + idx[:n]:
            other = _mfma_parts(lines[j])[2]
            if other[0] != ops[0]:
                new = list(ops)
                new[0], new[3] = other[0], other[3]
                sites.append(one("mfma_acc_neighbour", i, f"{mn} acc {ops[0]} -> {other[0]}",
                                  (_mfma_line(ind, mn, new, mods),)))
                break
    return sites


def mfma_src_swap(lines):
    """The two sources of one MFMA exchanged (A.B^T -> B.A^T within the atom: a transposed C block)."""
    sites = []
    for i in _mfmas(lines):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        if ops[1] != ops[2] and _width(ops[1]) == _width(ops[2]):
            new = list(ops)
            new[1], new[2] = ops[2], ops[1]
            sites.append(one("mfma_src_swap", i, f"{mn} sources exchanged", (_mfma_line(ind, mn, new, mods),)))
    return sites


SAME_WIDTH = {0: 1, 1: 0, 2: 3, 3: 2}     # f8f6f4 cbsz/blgp codes: fp8<->bf8, fp6<->bf6 (same register count)


def mfma_format(lines):
    """cbsz (A format) or blgp (B format) of an f8f6f4 MFMA changed to the other format of the same width."""
    sites = []
    for i in _mfmas(lines):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        if "f8f6f4" not in mn:
            continue
        for key in ("cbsz", "blgp"):
            have = next((int(m.split(":")[1]) for m in mods if m.startswith(key + ":")), 0)
            if have not in SAME_WIDTH:
                continue
            new = [f"{key}:{SAME_WIDTH[have]}" if m.startswith(key + ":") else m for m in mods]
            if new == mods:          # absent (default 0): the assembler wants cbsz before blgp
                at = next((j for j, m in enumerate(mods) if key == "cbsz" and m.startswith("blgp:")), len(mods))
                new = mods[:at] + [f"{key}:{SAME_WIDTH[have]}"] + mods[at:]
            sites.append(one("mfma_format", i, f"{mn} {key} {have} -> {SAME_WIDTH[have]}",
                              (_mfma_line(ind, mn, ops, new),)))
    return sites


def mfma_opsel(lines):
    """One op_sel / op_sel_hi bit of a scaled MFMA flipped: the scale byte of the wrong K block."""
    sites = []
    for i in _mfmas(lines):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        for mi, m in enumerate(mods):
            key, _, val = m.partition(":")
            if key not in ("op_sel", "op_sel_hi"):
                continue
            bits = [int(b) for b in val.strip("[]").split(",")]
            for bi in range(2):                  # entries 0/1 select the bytes of scale operands 0/1
                nb = list(bits)
                nb[bi] ^= 1
                new = list(mods)
                new[mi] = f"{key}:[{','.join(map(str, nb))}]"
                sites.append(one("mfma_opsel", i, f"{mn} {key}[{bi}] {bits[bi]} -> {nb[bi]}",
                                  (_mfma_line(ind, mn, ops, new),)))
    return sites


def mfma_scale_swap(lines):
    """The two scale operands of a scaled MFMA exchanged (scale_a <-> scale_b)."""
    sites = []
    for i in _mfmas(lines):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        if len(ops) == 6 and ops[4] != ops[5]:
            new = ops[:4] + [ops[5], ops[4]]
            sites.append(one("mfma_scale_swap", i, f"{mn} scales {ops[4]} <-> {ops[5]}",
                              (_mfma_line(ind, mn, new, mods),)))
    return sites


def mfma_scale_neighbour(lines):
    """A scale operand of a scaled MFMA taken from the neighbouring scale register (v[x+i] -> v[x+i+-1])."""
    sites = []
    for i in _mfmas(lines):
        ind, mn, ops, mods = _mfma_parts(lines[i])
        if len(ops) != 6:
            continue
        for k in (4, 5):
            m = re.fullmatch(r"v\[(\w+)\+(\d+)\]", ops[k])
            if not m:
                continue
            j = int(m.group(2))
            nj = j + 1 if j % 2 == 0 else j - 1
            new = list(ops)
            new[k] = f"v[{m.group(1)}+{nj}]"
            sites.append(one("mfma_scale_neighbour", i, f"{mn} scale {ops[k]} -> {new[k]}",
                              (_mfma_line(ind, mn, new, mods),)))
    return sites


def mfma_reorder(lines):
    """Two adjacent MFMAs writing different accumulators exchanged: equivalent (each C sees the same sum)
    unless it breaks a wait state, which the hazard checker must then report."""
    sites = []
    for i in _mfmas(lines):
        if i + 1 < len(lines) and mnemonic(lines[i + 1]).startswith("v_mfma"):
            a, b = _mfma_parts(lines[i])[2], _mfma_parts(lines[i + 1])[2]
            if a[0] != b[0]:
                sites.append(Site("mfma_reorder", "adjacent MFMAs exchanged",
                                  ((i, (lines[i + 1],)), (i + 1, (lines[i],)))))
    return sites


# ---- immediates ------------------------------------------------------------------------------------------
ACCESS_BYTES = [("b128", 16), ("dwordx4", 16), ("b96", 12), ("dwordx3", 12), ("b64", 8), ("dwordx2", 8),
                ("b32", 4), ("dword", 4), ("short", 2), ("b16", 2), ("byte", 1), ("b8", 1)]


def _access_bytes(m: str) -> int:
    return next((n for k, n in ACCESS_BYTES if k in m), 4)


def offset_element(lines):
    """`offset:N` of a memory instruction moved by one access element (+w, and -w where N >= w)."""
    sites = []
    for i in _instrs(lines, lambda m, l: m.startswith(("ds_", "buffer_", "global_")) and "offset:" in code(l)):
        m = mnemonic(lines[i])
        w = _access_bytes(m)
        n = int(re.search(r"offset:(\d+)", code(lines[i])).group(1))
        for d in (w, -w):
            if n + d >= 0:
                sites.append(one("offset_element", i, f"{m} offset:{n} -> {n + d}",
                                  (_sub(lines[i], r"offset:\d+", f"offset:{n + d}"),)))
    return sites


def loop_trip(lines):
    """Loop trip count off by one: the counter's initial value, or a compare-with-immediate, +-1."""
    sites = []
    for i in _instrs(lines, lambda m, l: m == "s_mov_b32" and "loop" in operands(l)[0]
                     or m.startswith("s_cmp") and re.fullmatch(r"-?\d+|0x[0-9a-f]+", operands(l)[-1])):
        ops = operands(lines[i])
        try:
            v = int(ops[-1], 0)
        except ValueError:
            continue
        for d in (1, -1):
            if v + d < 0:
                continue
            new = indent(lines[i]) + f"{mnemonic(lines[i])} " + ", ".join(ops[:-1] + [str(v + d)])
            sites.append(one("loop_trip", i, f"`{code(lines[i]).strip()}` immediate {v} -> {v + d}", (new,)))
    return sites


def waitcnt_plus1(lines):
    """One counter of an s_waitcnt loosened by one (waits for one load fewer)."""
    sites = []
    for i in _instrs(lines, lambda m, l: m == "s_waitcnt"):
        for key in ("vmcnt", "lgkmcnt"):
            m = re.search(key + r"\((\d+)\)", code(lines[i]))
            if m:
                n = int(m.group(1))
                sites.append(one("waitcnt_plus1", i, f"{key}({n}) -> {key}({n + 1})",
                                  (_sub(lines[i], key + r"\(\d+\)", f"{key}({n + 1})"),)))
    return sites


# ---- conversions -----------------------------------------------------------------------------------------
def cvt_truncate(lines):
    """v_cvt_pk_bf16_f32 D, lo, hi (RNE) replaced by truncation, the high 16 bits of each f32:
    lo >>= 16; hi &= 0xffff0000; D = lo | hi. (VOP3 takes no literal on gfx950, so no v_perm/v_and_or with a
    selector; the sequence clobbers lo and hi, which the kernels do not read again after packing.)"""
    sites = []
    for i in _instrs(lines, lambda m, l: m == "v_cvt_pk_bf16_f32"):
        d, lo, hi = operands(lines[i])[:3]
        ind = indent(lines[i])
        sites.append(one("cvt_truncate", i, "bf16 RNE -> truncation",
                         (f"{ind}v_lshrrev_b32 {lo}, 16, {lo}", f"{ind}v_and_b32 {hi}, 0xffff0000, {hi}",
                          f"{ind}v_or_b32 {d}, {lo}, {hi}")))
    return sites


def cvt_pk_swap(lines):
    """The two halves of a packed conversion exchanged (lo <-> hi)."""
    sites = []
    for i in _instrs(lines, lambda m, l: m.startswith("v_cvt_pk_")):
        ops = operands(lines[i])
        if len(ops) >= 3 and ops[1] != ops[2]:
            new = indent(lines[i]) + f"{mnemonic(lines[i])} " + ", ".join([ops[0], ops[2], ops[1]] + ops[3:])
            sites.append(one("cvt_pk_swap", i, "packed halves exchanged", (new,)))
    return sites


def cvt_opsel(lines):
    """One op_sel bit of a scaled fp4 up-convert (v_cvt_scalef32_pk_*_fp4) flipped: the wrong source byte, i.e.
    the fp4 pair of another K position lands in the bf16 register."""
    sites = []
    for i in _instrs(lines, lambda m, l: m.startswith("v_cvt_scalef32_pk_") and m.endswith("_fp4")):
        m = re.search(r"op_sel:\[(\d),(\d),(\d)\]", lines[i])
        if not m:
            continue
        bits = [int(x) for x in m.groups()]
        for bi in range(2):
            nb = list(bits)
            nb[bi] ^= 1
            sites.append(one("cvt_opsel", i, f"op_sel[{bi}] {bits[bi]} -> {nb[bi]}",
                             (_sub(lines[i], r"op_sel:\[\d,\d,\d\]", f"op_sel:[{nb[0]},{nb[1]},{nb[2]}]"),)))
    return sites


_BYTE_SHIFTS = (23, 15, 7, -1)        # e8m0 byte 0..3 -> f32 exponent field: lshl 23 - 8b, byte 3: lshr 1


def scale_byte_shift(lines):
    """The shift that moves an e8m0 byte into the f32 exponent field of a scale register (`v_lshlrev_b32` /
    `v_lshrrev_b32` into a register named *sc*) moved to the neighbouring byte: another K block's scale."""
    sites = []
    for i in _instrs(lines, lambda m, l: m in ("v_lshlrev_b32", "v_lshrrev_b32")):
        ops = operands(lines[i])
        if len(ops) < 3 or "sc" not in ops[0] or not ops[1].isdigit():
            continue
        sh = int(ops[1]) if mnemonic(lines[i]) == "v_lshlrev_b32" else -int(ops[1])
        if sh not in _BYTE_SHIFTS:
            continue
        b = _BYTE_SHIFTS.index(sh)
        for nb in (b - 1, b + 1):
            if 0 <= nb < 4:
                ns = _BYTE_SHIFTS[nb]
                mn = "v_lshlrev_b32" if ns >= 0 else "v_lshrrev_b32"
                new = indent(lines[i]) + f"{mn} " + ", ".join([ops[0], str(abs(ns))] + ops[2:])
                sites.append(one("scale_byte_shift", i, f"scale byte {b} -> {nb}", (new,)))
    return sites


def bias_drop_all(lines):
    """Every bias add deleted (the epilogue forgets the bias): one site, all lines at once."""
    idx = _instrs(lines, lambda m, l: m.startswith("v_add_f32") and "bias" in code(l))
    if not idx:
        return []
    return [Site("bias_drop_all", f"{len(idx)} bias adds deleted", tuple((i, ()) for i in idx))]


OPERATORS = {
    "mfma_a_neighbour": mfma_operand_neighbour(1, "mfma_a_neighbour"),
    "mfma_b_neighbour": mfma_operand_neighbour(2, "mfma_b_neighbour"),
    "mfma_acc_neighbour": mfma_acc_neighbour,
    "mfma_src_swap": mfma_src_swap,
    "mfma_format": mfma_format,
    "mfma_opsel": mfma_opsel,
    "mfma_scale_swap": mfma_scale_swap,
    "mfma_scale_neighbour": mfma_scale_neighbour,
    "mfma_reorder": mfma_reorder,
    "offset_element": offset_element,
    "loop_trip": loop_trip,
    "drop_waitcnt": _drop("drop_waitcnt", lambda m, l: m == "s_waitcnt"),
    "waitcnt_plus1": waitcnt_plus1,
    "drop_barrier": _drop("drop_barrier", lambda m, l: m == "s_barrier"),
    "drop_exec": _drop("drop_exec", lambda m, l: bool(WRITES_EXEC.search(code(l)))),
    "drop_bias": _drop("drop_bias", lambda m, l: m.startswith("v_add_f32") and "bias" in code(l)),
    "bias_drop_all": bias_drop_all,
    "drop_scale_mul": _drop("drop_scale_mul", lambda m, l: m.startswith("v_mul_f32")
                            and re.search(r"scale|esc|v_sc|weight", code(l)) is not None),
    "drop_relu": _drop("drop_relu", lambda m, l: m.startswith("v_max_f32")),
    "drop_store": _drop("drop_store", lambda m, l: m.startswith(("buffer_store", "global_store", "buffer_atomic",
                                                                  "global_atomic"))),
    "drop_valu": _drop("drop_valu", lambda m, l: _is_valu(m)),
    "cvt_truncate": cvt_truncate,
    "cvt_pk_swap": cvt_pk_swap,
    "cvt_opsel": cvt_opsel,
    "scale_byte_shift": scale_byte_shift,
}
EXPECTED_EQUIVALENT = {"mfma_reorder"}


def sites(asm: str, cls: str) -> list[Site]:
    return OPERATORS[cls](asm.split("\n"))

