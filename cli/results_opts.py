"""The `--results FILE` option (and its deprecated alias `--store DIR`) of verify and `flygen store`."""
from __future__ import annotations

import functools
import os

import click

from flygen.errors import FlygenError
from flygen.check.results import default_path


def results_options(fn):
    @click.option("--results", "results_db", default=None, metavar="FILE",
                  help="results database (SQLite; default: $FLYGEN_CACHE/results.db)")
    @click.option("--store", "store_dir", default=None, metavar="DIR",
                  help="deprecated: --results DIR/results.db")
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


def results_path(results_db: str | None, store_dir: str | None) -> str:
    """The database a command uses; `--store DIR` warns and means DIR/results.db."""
    if results_db and store_dir:
        raise FlygenError("--results and --store: give one (--store DIR is the deprecated --results DIR/results.db)")
    if store_dir:
        path = os.path.join(store_dir, "results.db")
        click.echo(f"warning: --store DIR is deprecated: use --results {path}", err=True)
        return path
    if results_db and os.path.isdir(results_db):
        raise FlygenError(f"--results {results_db}: is a directory (give the database file, e.g. "
                          f"{os.path.join(results_db, 'results.db')})")
    return results_db or str(default_path())
