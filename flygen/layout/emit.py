"""Print an address expression (flygen.layout.expr) as gfx950 VALU or SALU instructions.

Operand rules used (GFX9 encodings, checked with the LLVM 22 assembler): VOP2/VOP1 take a 32-bit
literal only in src0 and need a VGPR in src1; VOP3 forms (v_bfe_u32, v_lshl_or_b32, v_and_or_b32,
v_lshl_add_u32, v_mul_lo_u32, v_or3_b32) take no literal at all, only inline constants -16..64.
SALU takes one literal per instruction. Fused 3-operand forms are used where they save instructions.
"""
from __future__ import annotations

from flygen.errors import LayoutError
from flygen.layout import expr as E


def _inline(c: int) -> bool:
    return -16 <= c <= 64


def _lit(c: int) -> str:
    return str(c) if _inline(c) else hex(c)


class _Gen:
    def __init__(self, src: dict, tmp: list, scalar: bool):
        self.src, self.tmp, self.scalar, self.out = src, list(tmp), scalar, []

    def take(self) -> str:
        if not self.tmp:
            raise LayoutError("emit: ran out of temporary registers")
        return self.tmp.pop(0)

    def reg(self, e, want: str | None = None) -> str:
        """A register holding e (the source register itself for a variable)."""
        if e[0] == "var":
            if e[1] not in self.src:
                raise LayoutError(f"emit: no register given for run-time value {e[1]!r}")
            return self.src[e[1]]
        r = want or self.take()
        self.into(e, r)
        return r

    def mov(self, dst: str, x: str):
        self.out.append(f"s_mov_b32 {dst}, {x}" if self.scalar else f"v_mov_b32 {dst}, {x}")

    def into(self, e, dst: str):
        (self._s if self.scalar else self._v)(e, dst)

    # ------------------------------------------------------------------ VALU
    def _v(self, e, d: str):
        op = e[0]
        o = self.out
        if op == "var":
            self.mov(d, self.reg(e))
        elif op == "const":
            self.mov(d, _lit(e[1]))
        elif op == "shl":
            o.append(f"v_lshlrev_b32 {d}, {e[2]}, {self.reg(e[1], d)}")
        elif op == "shr":
            o.append(f"v_lshrrev_b32 {d}, {e[2]}, {self.reg(e[1], d)}")
        elif op == "and":
            x, m = e[1], e[2]
            if x[0] == "shr" and (m + 1) & m == 0:
                o.append(f"v_bfe_u32 {d}, {self.reg(x[1], d)}, {x[2]}, {m.bit_length()}")
            else:
                o.append(f"v_and_b32 {d}, {_lit(m)}, {self.reg(x, d)}")
        elif op == "bfe":
            o.append(f"v_bfe_u32 {d}, {self.reg(e[1], d)}, {e[2]}, {e[3]}")
        elif op == "mul":
            x, c = e[1], e[2]
            if E.bits(x) < (1 << 24) and c < (1 << 24):
                o.append(f"v_mul_u32_u24 {d}, {_lit(c)}, {self.reg(x, d)}")
            else:
                r = self.reg(x, d)
                k = self._const_reg(c)
                o.append(f"v_mul_lo_u32 {d}, {r}, {k}")
        else:
            self._v_bin(op, e[1], e[2], d)

    def _const_reg(self, c: int) -> str:
        if _inline(c):
            return str(c)
        r = self.take()
        self.mov(r, hex(c))
        return r

    def _v_bin(self, op: str, a, b, d: str):
        o = self.out
        if E.is_const(a):
            a, b = b, a
        if E.is_const(b):
            name = {"add": "v_add_u32", "or": "v_or_b32", "xor": "v_xor_b32"}[op]
            o.append(f"{name} {d}, {_lit(b[1])}, {self.reg(a, d)}")
            return
        # fused forms: (x << k) op y, (x & m) | y
        for x, y in ((a, b), (b, a)):
            if x[0] == "shl" and op in ("add", "or") and _inline(x[2]):
                fused = "v_lshl_add_u32" if op == "add" else "v_lshl_or_b32"
                rx = self.reg(x[1], d)
                ry = self.reg(y) if y[0] == "var" else self.reg(y, self.take())
                o.append(f"{fused} {d}, {rx}, {x[2]}, {ry}")
                return
            if x[0] == "and" and op == "or" and _inline(x[2]) and x[1][0] != "shr":
                rx = self.reg(x[1], d)
                ry = self.reg(y) if y[0] == "var" else self.reg(y, self.take())
                o.append(f"v_and_or_b32 {d}, {rx}, {x[2]}, {ry}")
                return
            if x[0] == "mul" and op == "add" and _inline(x[2]) and E.bits(x[1]) < (1 << 24):
                rx = self.reg(x[1], d)
                ry = self.reg(y) if y[0] == "var" else self.reg(y, self.take())
                o.append(f"v_mad_u32_u24 {d}, {rx}, {x[2]}, {ry}")
                return
        ra = self.reg(a, d)
        rb = self.reg(b) if b[0] == "var" else self.reg(b, self.take())
        name = {"add": "v_add_u32", "or": "v_or_b32", "xor": "v_xor_b32"}[op]
        o.append(f"{name} {d}, {ra}, {rb}")

    # ------------------------------------------------------------------ SALU
    def _s(self, e, d: str):
        op = e[0]
        o = self.out
        if op == "var":
            self.mov(d, self.reg(e))
        elif op == "const":
            self.mov(d, _lit(e[1]))
        elif op == "shl":
            o.append(f"s_lshl_b32 {d}, {self.reg(e[1], d)}, {e[2]}")
        elif op == "shr":
            o.append(f"s_lshr_b32 {d}, {self.reg(e[1], d)}, {e[2]}")
        elif op == "and":
            x, m = e[1], e[2]
            if x[0] == "shr" and (m + 1) & m == 0:
                o.append(f"s_bfe_u32 {d}, {self.reg(x[1], d)}, {_lit(x[2] | (m.bit_length() << 16))}")
            else:
                o.append(f"s_and_b32 {d}, {self.reg(x, d)}, {_lit(m)}")
        elif op == "bfe":
            o.append(f"s_bfe_u32 {d}, {self.reg(e[1], d)}, {_lit(e[2] | (e[3] << 16))}")
        elif op == "mul":
            o.append(f"s_mul_i32 {d}, {self.reg(e[1], d)}, {_lit(e[2])}")
        else:
            a, b = e[1], e[2]
            if E.is_const(a):
                a, b = b, a
            name = {"add": "s_add_u32", "or": "s_or_b32", "xor": "s_xor_b32"}[op]
            if E.is_const(b):
                o.append(f"{name} {d}, {self.reg(a, d)}, {_lit(b[1])}")
                return
            for x, y in ((a, b), (b, a)):
                if op == "add" and x[0] == "shl" and 1 <= x[2] <= 4:
                    rx = self.reg(x[1], d)
                    ry = self.reg(y) if y[0] == "var" else self.reg(y, self.take())
                    o.append(f"s_lshl{x[2]}_add_u32 {d}, {rx}, {ry}")
                    return
            ra = self.reg(a, d)
            rb = self.reg(b) if b[0] == "var" else self.reg(b, self.take())
            o.append(f"{name} {d}, {ra}, {rb}")


def emit_valu(e, dst: str = "v_addr", src: dict | None = None, tmp: list | None = None) -> list[str]:
    """VALU instructions computing e into dst; src maps run-time names to VGPRs, tmp lists scratch VGPRs."""
    g = _Gen(src or {}, tmp or [], scalar=False)
    g.into(e, dst)
    return g.out


def emit_salu(e, dst: str = "s_addr", src: dict | None = None, tmp: list | None = None) -> list[str]:
    """SALU instructions computing e into dst (for wave-uniform values: wave id, loop counter)."""
    g = _Gen(src or {}, tmp or [], scalar=True)
    g.into(e, dst)
    return g.out
