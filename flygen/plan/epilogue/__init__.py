"""The epilogue: accumulators -> scales -> bias -> activation -> output type -> stores, for every family.

Every family's epilogue is here and builds its values from `values` (one op chain, one activation table, one
packing table) and its ragged-edge stores from `stores`; what still differs is the C layout a family's MFMAs
produce and the address front end that lowers it (flygen.layout.lower for gemm_fp8 / conv3d,
preshuffle_access.vector_accesses for gemm_preshuffle / moe). Output: typed instruction items
(flygen.plan.items: Instr with its counter for the wait pass, Wait, Label, Comment; Text for lowered address
code), printed by templates/_items.s.j2.

Pieces, each named for what it holds:
  lanes.py     where a lane's accumulators land in C (the tiled MMA's C layout lowered over tid: per-lane row /
               column bases, immediates per register and repeat) and the ragged-N column masks
  values.py    one value's f32 pipeline: AGPR read, scale / bias ops, activations (relu, silu, gelu), packing
               to bf16 / f16
  stores.py    stores under ragged-edge masks (rows by the rebased V#, columns by EXEC)
  rows.py      non-swapped MFMA C (a lane holds one column of 4 rows per atom), parameterised by `RowsOut`
               (row / column scales, column factor, bias, activation, pitch): gemm_fp8 `c_store: narrow` and conv3d
  swapped.py   swapped-operand MFMA C (4 consecutive columns per lane): gemm_fp8 `c_store: wide` bf16 and the
               split-K f32 partials (stores or atomics)
  preshuffle.py  gemm_preshuffle (swapped C through preshuffle_layouts.c_store): registers placed over dead loop
               registers, i32 -> f32, scale_a[row] * scale_b[col], bias, activation, bf16 / f16 8-byte stores
  moe.py       moe: stage 1 silu(gate) * up -> bf16 (or MX, mx.py), stage 2 routing weight x acc -> f32 atomics
  mx.py        moe stage 1 re-quantised to MX fp4 / fp8 in the kernel (e8m0 block scales, flygen.isa.mx_scales)
"""
