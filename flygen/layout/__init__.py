"""Layout algebra with CuTe C++ semantics, swizzles, thread-value layouts and address lowering."""
from flygen.layout.inttuple import crd2idx, idx2crd, product
from flygen.layout.layout import (Layout, blocked_product, coalesce, complement, composition, cosize, depth,
                                  filter_layout, flat_divide, flat_product, flatten_layout, left_inverse,
                                  logical_divide, logical_product, make_layout, make_ordered_layout,
                                  parse_layout, rank, raked_product, right_inverse, size, slice_and_offset,
                                  tile_to_shape, tiled_divide, tiled_product, zipped_divide, zipped_product)
from flygen.layout.swizzle import ComposedLayout, Swizzle, make_composed_layout, parse_any
from flygen.layout.tv import TiledCopy, TiledMma, make_layout_tv, make_tiled_copy, make_tiled_mma
from flygen.layout.lower import LoweredAddress, lower
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.draw import bank_conflicts
from flygen.layout import guard as _guard

# The public algebra checks its arguments' kinds (flygen.layout.guard): a wrong kind is a LayoutError.
for _name in _guard.SPECS:
    globals()[_name] = _guard.guarded(globals()[_name])
del _name

__all__ = [
    "ComposedLayout", "Layout", "Swizzle", "blocked_product", "coalesce", "complement", "composition",
    "cosize", "crd2idx", "depth", "filter_layout", "flat_divide", "flat_product", "flatten_layout",
    "idx2crd", "left_inverse", "logical_divide", "logical_product", "make_composed_layout", "make_layout",
    "make_ordered_layout", "parse_layout", "product", "rank", "raked_product", "right_inverse", "size",
    "slice_and_offset", "tile_to_shape", "tiled_divide", "tiled_product", "zipped_divide", "zipped_product",
    "parse_any", "TiledCopy", "TiledMma", "make_layout_tv", "make_tiled_copy", "make_tiled_mma",
    "LoweredAddress", "lower", "emit_salu", "emit_valu", "bank_conflicts",
]
