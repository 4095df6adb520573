"""gfx950 assembly text -> `Program`: the one parser the emulator (flygen.emu) and the inspector
(flygen.inspect) both read `.s` with, so both count and decode the same instructions.

`parse.py` holds the parser (operands, modifiers, waitcnts, kernel descriptors, `.set` symbols); `expr.py`
evaluates the integer expressions inside operands and `.set` directives; `hsaco.py` turns a code object back
into assembly text (flygen's disassembler, branch offsets as labels) for the same parser; `load.py` (`load_program`)
takes a `.s` or HSACO path, bytes or text and sits above both.
"""
