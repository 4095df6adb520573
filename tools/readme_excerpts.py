"""The README's "Inspect and verify" section is real command output. Refresh it with
`python tools/readme_excerpts.py`; tests/test_readme.py fails when it has drifted from what the tools print."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = (
    ["inspect", "examples/gemm_fp8.yaml", "-k", "gemm_fp8_8w_row_major"],
    ["inspect", "examples/gemm_preshuffle_paths.yaml", "-k", "preshuffle_fp8_sync_s2"],
    ["verify", "examples/gemm_fp8.yaml", "-k", "gemm_fp8_8w_row_major", "--shape", "M=300,N=520"],
)
HEADING = "## Inspect and verify"

TEXT = """{heading}

`flygen inspect` on the 8-wave fp8 GEMM (256x256x128 tiles) and on a preshuffle GEMM (128x128x128, sync A path,
two LDS stages). Static counts come from the emitted `.s`; every cycle or TFLOPS figure is a **model**
(`docs/inspect.md`), not a hardware measurement. The HBM term assumes every tile is fetched from HBM (no L2 or
MALL reuse); `--reuse R` divides that traffic by R to model cache hits:

```
$ flygen {c0}
{o0}

$ flygen {c1}
{o1}
```

`flygen verify` runs the same fp8 kernel on the CPU emulator with ragged M and N:

```
$ flygen {c2}
{o2}
```
"""


def run(args: list[str]) -> str:
    """A command's output with an empty cache: verify then really runs (no stored result from the
    results store, docs/distributed.md)."""
    with tempfile.TemporaryDirectory(prefix="flygen-readme-") as cache:
        out = subprocess.run([sys.executable, "-m", "flygen", *args], cwd=ROOT, capture_output=True, text=True,
                             env={**os.environ, "FLYGEN_CACHE": cache})
    return out.stdout.rstrip()


def section() -> str:
    fields = {"heading": HEADING}
    for i, cmd in enumerate(COMMANDS):
        fields[f"c{i}"] = " ".join(cmd)
        fields[f"o{i}"] = run(cmd)
    return TEXT.format(**fields)


def readme_section(readme: str) -> str:
    m = re.search(rf"{HEADING}\n.*?(?=\n## )", readme, flags=re.S)
    return m.group(0).rstrip() + "\n" if m else ""


def main() -> None:
    path = ROOT / "README.md"
    readme = path.read_text()
    new = section()
    if readme_section(readme):
        readme = readme.replace(readme_section(readme), new)
    else:
        readme = readme.replace("## Spec files", new + "\n## Spec files")
    path.write_text(readme)


if __name__ == "__main__":
    main()
