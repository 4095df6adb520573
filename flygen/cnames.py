"""Names and text that reach C: the one identifier rule, and the escaping of every string and comment a
generated header prints.

A kernel name is an assembler symbol, the stem of its output files and (in `flygen header`) the stem of C
identifiers (`NAME_args`, `NAME_grid`, `NAME_NAME` macros). The spec loader (`flygen.spec.load.name_problem`),
the manifest loader (`flygen.build.manifest`) and the header writer all apply `ident_problem`, so a name the header
would refuse is refused at `flygen validate` time, with its location.

`c_string` and `c_comment` make any text safe inside a C string literal or a `/* */` comment: a manifest is
input (a shared cache, an edited file), so nothing from it is printed raw.
"""
from __future__ import annotations

import re

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")   # fullmatch (ASCII only: `\w` would take any letter)
NAME_MAX = 200   # NAME.hsaco and the build's temporary names stay below the file system's 255 bytes

C_KEYWORDS = frozenset("""auto break case char const continue default do double else enum extern float for goto
if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void
volatile while _Bool _Complex _Imaginary _Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert _Thread_local
bool true false alignas alignof and and_eq asm bitand bitor catch char8_t char16_t char32_t class compl concept
consteval constexpr constinit const_cast co_await co_return co_yield decltype delete dynamic_cast explicit export
friend mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public
reinterpret_cast requires static_assert static_cast template this thread_local throw try typeid typename using
virtual wchar_t xor xor_eq grid""".split())   # `grid`: the out-parameter of every NAME_grid function


def ident_problem(name, what: str = "name") -> str | None:
    """Why `name` cannot be a flygen identifier (a symbol, a file stem, a C/C++ identifier), or None:
    [A-Za-z_][A-Za-z0-9_]*, at most NAME_MAX characters, not a C/C++ keyword, not starting with `_` (reserved
    to the implementation in C) or `flygen_` (the header's own helpers)."""
    if not isinstance(name, str):
        return f"{what} must be a string, got {brief(name)}"
    if not IDENT.fullmatch(name):
        return f"{what} {brief(name)} is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"
    if len(name) > NAME_MAX:
        return f"{what} is {len(name)} characters; at most {NAME_MAX}"
    if name in C_KEYWORDS:
        return f"{what} {name!r} is a C/C++ keyword (the header names C identifiers after it)"
    if name.startswith(("_", "flygen_")):
        return f"{what} {name!r} starts with {'_' if name[0] == '_' else 'flygen_'} (reserved in C / by the header)"
    return None


def brief(value, limit: int = 60) -> str:
    """`repr(value)`, cut to `limit` characters (a 100k-digit integer is not echoed whole into an error)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"an integer of {value.bit_length()} bits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):   # an int past Python's digit limit, a deep structure
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def c_string(s) -> str:
    """`s` as a C string literal: printable ASCII as is except `"` `\\` `?` (no trigraphs), the rest as octal
    escapes (three digits, so a following digit is not taken into the escape)."""
    out = []
    for b in str(s).encode("utf-8", "replace"):
        ch = chr(b)
        if ch in '"\\?':
            out.append("\\" + ch)
        elif 0x20 <= b < 0x7F:
            out.append(ch)
        else:
            out.append(f"\\{b:03o}")
    return '"' + "".join(out) + '"'


def c_comment(s) -> str:
    """`s` safe inside a `/* */` comment: one line (CR, LF and other control characters become spaces, so no
    line splice or preprocessor line can start; a backslash becomes `|`), printable ASCII only, and no `*/`
    or `/*`."""
    def safe(c: str) -> str:
        if c == "\\":
            return "|"
        if 0x20 <= ord(c) < 0x7F:
            return c
        return " " if ord(c) < 0x20 else "?"   # control characters (CR, LF, ...) are spaces
    text = "".join(safe(c) for c in str(s))
    while "*/" in text or "/*" in text:
        text = text.replace("*/", "* /").replace("/*", "/ *")
    return text
