"""Every Python package under flygen/ is listed in pyproject.toml (the list is explicit: a package left out
works in an editable install and is missing from a wheel)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_flygen_package_is_listed():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "flygen").rglob("__init__.py")}
    assert on_disk <= listed, f"add to pyproject.toml packages: {sorted(on_disk - listed)}"
    assert {"flygen.cli", "flygen.templates"} <= listed
