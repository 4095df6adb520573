"""Spec fields every family has: launch knobs that constrain the plan, not the kernel's arithmetic."""
from __future__ import annotations

from flygen.isa.limits import WAVES_PER_SIMD_MAX
from flygen.spec.schema import Field

LAUNCH = {
    # The assembler has no register allocator to squeeze, so (unlike LLVM's amdgpu-waves-per-eu, which only
    # steers allocation) this is a promise the plan is checked against: the code object's registers, LDS and
    # workgroup size must let this many waves share a SIMD (limits.occupancy), else a located error that names
    # the limiting resource and the nearest one-field change that fits.
    "waves_per_eu": Field(int, 1, minimum=1, maximum=WAVES_PER_SIMD_MAX,
                          doc="minimum waves per SIMD (EU) the kernel must allow; 1 (default) = any kernel "
                              "that launches"),
}
