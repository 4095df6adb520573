"""gemm_preshuffle: the stage records of step 3 in one frozen `Kit` (what the streams, the epilogue and the
program read)."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan.gemm_preshuffle.a_path import ACopy, AFrags
from flygen.plan.gemm_preshuffle.b_path import BFrags
from flygen.plan.gemm_preshuffle.mfma import Mfmas
from flygen.plan.gemm_preshuffle.regs import Base


@dataclass(frozen=True)
class Kit:
    base: Base
    a: ACopy
    af: AFrags
    b: BFrags
    m: Mfmas

    @property
    def prologue(self) -> list:
        """The per-thread base code, in allocation order: ids, A copy, A fragment reads, B loads and scales,
        accumulator clears."""
        return [*self.base.code, *self.a.code, *self.af.code, *self.b.code, *self.m.code]

    @property
    def code_k(self) -> list:
        """K: runtime: the address products by the run-time row pitch s_kbytes (after the V#s set it)."""
        return [*self.a.code_k, *self.b.code_k]
