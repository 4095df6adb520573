"""A built wheel carries the templates and the CLI, and builds a kernel from an unpacked install."""
import glob
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_contains_templates_and_renders(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "-q",
                    "-w", str(tmp_path / "dist"), str(ROOT)], check=True, capture_output=True)
    (whl,) = glob.glob(str(tmp_path / "dist" / "flygen-*.whl"))
    names = zipfile.ZipFile(whl).namelist()
    for t in (ROOT / "templates").glob("*.j2"):
        assert f"flygen/templates/{t.name}" in names
    assert "flygen/cli/main.py" in names
    site = tmp_path / "site"
    zipfile.ZipFile(whl).extractall(site)
    # run from an unrelated directory with only the unpacked wheel on the path
    code = ("import flygen, flygen.templates as t; from flygen.build.pipeline import generate; "
            f"b = generate([{str(ROOT / 'examples' / 'axpby.yaml')!r}])[0]; "
            "print(flygen.__file__); print(t.__file__); print(len(b.asm))")
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    assert out[0].startswith(str(site)) and out[1].startswith(str(site))
    assert int(out[2]) > 1000
