"""Results store for `flygen verify`: every verify result in one SQLite database, so a re-run skips the
cases that passed before and `flygen report` can show a library's state.

key = sha256(key layout + flygen code identity (flygen.build.cache.code_identity: every module and template,
so the emulator and references too) + sha256 of the kernel's .s + kernel name, family and params (the
references read them) + the runtime sizes given + seed + waived hazard kinds + for a plain case the sha256
of each HSACO it ran (the kernel's and a split-K companion's, assembled and linked before the look-up by the
run's toolchain: a record speaks for those bytes, and the result's `hsaco_sha256` names them); for the other
verify modes also the kind and, for a MoE chain, stage 1's .s, name and params).

`kind` says what a record verified: "case" (plain `flygen verify`, one kernel or split-K pair at the given
sizes), "big" (`verify --big`: a conv3d over 2 GB, its representative M tiles; flygen.check.conv3d_big) or "chain"
(`verify --moe-chain`: stage 1 -> stage 2 end to end; flygen.check.moe_chain; `kernel` is "S1 -> S2"). Schema 1
files (no `kind` column: every record a "case") are migrated when written, and read as "case" otherwise. The emulator runs the .s
text, so the toolchain is recorded but not part of the key. Location: `--results FILE`, default
$FLYGEN_CACHE/results.db (~/.cache/flygen/results.db).

Concurrency: WAL journal (readers never block the writer), a busy timeout, and one short transaction per
record (`INSERT OR REPLACE` by key) on a connection opened for it (none is open across a fork), so shards
on one machine, local `-j` processes and cluster clients write into one file safely. WAL needs a local
file system (not NFS). Only a record that says it passed, whose stored result says so too, is served: a
failure is recorded but run again, never taken for a pass.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import time
import weakref
from pathlib import Path

from flygen import __version__
from flygen.build.cache import cache_root, code_identity
from flygen.errors import FlygenError

LAYOUT = "r1"          # part of the key: a change of what the key covers bumps it
SCHEMA = 2             # the tables below; another value in a file is refused (not silently misread)
READS = ("1", "2")     # schemas this code reads; 1 = no `kind` column (migrated on write: ALTER TABLE ADD COLUMN)
KINDS = ("case", "big", "chain")
BUSY_TIMEOUT_S = 60.0  # a writer waits this long for another's transaction (each is one record: ms)

_TABLE = """
CREATE TABLE IF NOT EXISTS results (
    key TEXT PRIMARY KEY,           -- result_key(): the case under this flygen code and this .s
    kernel TEXT NOT NULL,
    family TEXT NOT NULL,
    spec TEXT NOT NULL,             -- the spec location, FILE:LINE:COL: kernels[i] (NAME)
    spec_file TEXT, spec_index INTEGER, sweep TEXT,
    asm_sha256 TEXT NOT NULL,       -- the kernel's content: sha256 of its .s
    code TEXT NOT NULL,             -- flygen code identity (emulator, references, templates, planners)
    flygen_version TEXT NOT NULL,
    toolchain TEXT,                 -- JSON: route, LLVM version, style of the assembler and linker used
    sizes TEXT NOT NULL,            -- JSON of the --shape sizes given
    seed INTEGER NOT NULL,
    waive TEXT NOT NULL,            -- JSON list of waived hazard kinds
    passed INTEGER NOT NULL,
    worst REAL,                     -- worst err/bound over the checked outputs
    instructions INTEGER,           -- wave-instructions executed
    seconds REAL,
    created REAL NOT NULL,          -- unix time of the record
    reads TEXT NOT NULL,            -- JSON list of the size names the reference read
    fidelity TEXT,                  -- JSON: the fidelity report (exact / modelled / unverified forms)
    result TEXT NOT NULL,           -- JSON: the whole result as `verify --json` prints it
    kind TEXT NOT NULL DEFAULT 'case'  -- case (plain verify), big (verify --big), chain (verify --moe-chain)
);
CREATE INDEX IF NOT EXISTS results_kernel ON results (kernel, created);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

_COLUMNS = ("key", "kernel", "family", "spec", "spec_file", "spec_index", "sweep", "asm_sha256", "code",
            "flygen_version", "toolchain", "sizes", "seed", "waive", "passed", "worst", "instructions",
            "seconds", "created", "reads", "fidelity", "result", "kind")


def default_path() -> Path:
    return cache_root() / "results.db"


def result_key(b, sizes: dict, seed: int, waive, kind: str = "case", stage1=None, hsaco: dict | None = None) -> str:
    """The record key of a verify case (module docstring); `kind` "big" / "chain" (with `stage1`, the chain's
    stage-1 build) key their modes apart from the plain case of the same kernel (a plain key is unchanged).
    `hsaco`: {kernel name: sha256} of the code objects the case ran (flygen.check.verify.linked_case and
    hsaco_digests), so a record speaks for those bytes as well as for the .s."""
    doc = {"layout": LAYOUT, "code": code_identity(), "asm": b.asm_sha256, "kernel": b.spec.name,
           "family": b.spec.family, "params": b.spec.params, "sizes": dict(sizes or {}), "seed": seed,
           "waive": sorted(waive)}
    if hsaco is not None:
        doc["hsaco"] = dict(sorted(hsaco.items()))
    if kind not in KINDS:
        raise FlygenError(f"result kind {kind!r}: one of {', '.join(KINDS)}")
    if kind != "case":
        doc["kind"] = kind
    if stage1 is not None:
        doc["stage1"] = {"asm": stage1.asm_sha256, "kernel": stage1.spec.name, "params": stage1.spec.params}
    return hashlib.sha256(json.dumps(doc, sort_keys=True, default=str).encode()).hexdigest()


def worst_ratio(result: dict) -> float | None:
    ratios = [c["max_err_over_tol"] for c in result.get("checks", ())]
    return max(ratios) if ratios else None


def _dumps(obj) -> str:
    return json.dumps(obj, sort_keys=True, default=str)


class ResultStore:
    """The results database at `path` (created on first write). Reads of a missing file see no records."""

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path else default_path()
        self.errors: list[str] = []    # writes that failed (a read-only or full disk never fails a verify)
        self._db: sqlite3.Connection | None = None
        self._pid: int | None = None
        self._created = False          # the tables exist (checked on this connection)
        self._kind = True              # the `kind` column exists (a schema 1 file read, not written: no)

    # -- connection ---------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _opened(self, create: bool):
        """This process's connection (opened on first use, kept: closing the last one checkpoints the WAL,
        ~15 ms on the shared box), or None when reading a database that does not exist. A connection must not cross a fork
        (a child closing it could drop the parent's WAL): every open one is closed before os.fork
        (`_close_before_fork`), and one inherited from a parent is never used."""
        if self._db is None or self._pid != os.getpid():
            if self._db is not None:      # inherited past the fork hook: kept, never closed in this process
                _INHERITED.append(self._db)
            self._db = None
            if not create and not self.path.exists():
                yield None
                return
            self._db, self._pid = self._open(create), os.getpid()
            _OPEN.add(self)
        elif create and not (self._created and self._kind):
            self._setup_checked(self._db)
        yield self._db

    def _open(self, create: bool) -> sqlite3.Connection:
        if create:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error as e:
            raise FlygenError(f"{self.path}: cannot open the results database ({e})") from None
        try:
            db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            db.execute("PRAGMA synchronous = NORMAL")   # WAL: no fsync per commit; a crash loses at most the last records, never corrupts
            self._created = False
            if create:
                self._setup_checked(db)
            else:
                if not _has_results(db):
                    raise FlygenError(f"{self.path}: not a flygen results database (no tables)")
                self._check_schema(db)
                self._created = True
                self._kind = _has_kind(db)
        except sqlite3.DatabaseError as e:       # not SQLite, or locked past the timeout
            db.close()
            raise FlygenError(f"{self.path}: not a usable flygen results database ({e})") from None
        except BaseException:
            db.close()
            raise
        return db

    def _setup_checked(self, db: sqlite3.Connection) -> None:
        if not _has_results(db):
            self._setup(db)
        self._check_schema(db)
        if not _has_kind(db):
            self._migrate(db)
        self._created = True
        self._kind = True

    def _migrate(self, db: sqlite3.Connection) -> None:
        """Schema 1 -> 2: the `kind` column (every older record was a plain case), in one transaction."""
        with _transaction(db):
            if not _has_kind(db):          # another process may have migrated it while this one waited
                db.execute("ALTER TABLE results ADD COLUMN kind TEXT NOT NULL DEFAULT 'case'")
                db.execute("UPDATE meta SET value = ? WHERE name = 'schema'", (str(SCHEMA),))

    def close(self) -> None:
        if self._db is not None and self._pid == os.getpid():
            self._db.close()
        self._db = None
        _OPEN.discard(self)

    def _setup(self, db: sqlite3.Connection) -> None:
        # WAL first (it persists in the file); journal_mode=WAL can report "locked" without waiting while
        # another process creates the file
        script = f"BEGIN IMMEDIATE; {_TABLE} INSERT OR IGNORE INTO meta VALUES ('schema', '{SCHEMA}'); COMMIT;"
        for attempt in range(300):
            try:
                db.execute("PRAGMA journal_mode = WAL")
                db.executescript(script)
                break
            except sqlite3.OperationalError as e:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                if ("locked" not in str(e) and "busy" not in str(e)) or attempt == 299:
                    raise
                time.sleep(0.01 * (1 + attempt % 10))
        self._check_schema(db)

    def _check_schema(self, db: sqlite3.Connection) -> None:
        row = db.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone() if _has_results(db) else None
        if row is None or row[0] not in READS:
            raise FlygenError(f"{self.path}: results schema {row[0] if row else 'missing'}, this flygen reads "
                              f"{' or '.join(READS)} (use another --results file)")

    # -- records ------------------------------------------------------------------------------------

    def lookup(self, keys) -> dict[str, dict]:
        """{key: record} for the keys of cases that passed (absent, damaged, failed ones are left out)."""
        out = {}
        try:
            with self._opened(create=False) as db:
                for key in keys if db is not None else ():
                    row = db.execute("SELECT passed, result, reads FROM results WHERE key = ?", (key,)).fetchone()
                    if not row or row[0] != 1:
                        continue
                    try:
                        result, reads = json.loads(row[1]), json.loads(row[2])
                        ok = result["passed"] is True
                    except (ValueError, KeyError, TypeError):
                        continue
                    if ok:
                        out[key] = {"key": key, "result": result, "reads": reads}
        except (sqlite3.Error, FlygenError):
            return {}
        return out

    def get(self, key: str) -> dict | None:
        """The stored record of a case that passed, else None (absent, damaged, or a failure)."""
        return self.lookup([key]).get(key)

    def put(self, key: str, b, sizes: dict, seed: int, waive, result: dict, reads: list, seconds: float,
            toolchain: dict | None = None, kind: str = "case") -> bool:
        """Record one result (pass or fail) in one transaction. A store that cannot be written (read-only,
        full, locked past the timeout) never fails a verify: the reason goes to `errors`. `kind`: "case",
        "big" or "chain" (then the kernel recorded is the result's, "S1 -> S2"; `b` is stage 2)."""
        from flygen.build.pipeline import spec_location
        row = {"key": key, "kernel": result["kernel"] if kind == "chain" else b.spec.name, "kind": kind,
               "family": b.spec.family, "spec": spec_location(b.spec),
               "spec_file": b.spec.file, "spec_index": b.spec.index, "sweep": _dumps(b.spec.sweep),
               "asm_sha256": b.asm_sha256, "code": code_identity(), "flygen_version": __version__,
               "toolchain": _dumps(toolchain) if toolchain is not None else None, "sizes": _dumps(dict(sizes or {})),
               "seed": int(seed), "waive": _dumps(sorted(waive)), "passed": 1 if result["passed"] is True else 0,
               "worst": worst_ratio(result), "instructions": int(result.get("instructions", 0)),
               "seconds": round(seconds, 3), "created": time.time(), "reads": _dumps(sorted(reads)),
               "fidelity": _dumps(result.get("fidelity")), "result": _dumps(result)}
        try:
            with self._opened(create=True) as db, _transaction(db):
                db.execute(f"INSERT OR REPLACE INTO results ({', '.join(_COLUMNS)}) "
                           f"VALUES ({', '.join('?' * len(_COLUMNS))})", [row[c] for c in _COLUMNS])
            return True
        except (sqlite3.Error, OSError, FlygenError) as e:
            self.errors.append(f"{self.path}: result of {b.spec.name} not recorded: {e}")
            return False

    def rows(self) -> list[dict]:
        """Every record (without the full result), oldest first, each with `stale`: written by other flygen
        code (never served again)."""
        cols = [c for c in _COLUMNS if c != "result"]
        with self._opened(create=False) as db:
            sel = [c if c != "kind" or self._kind else "'case' AS kind" for c in cols]
            got = db.execute(f"SELECT {', '.join(sel)} FROM results ORDER BY created, key").fetchall() if db else []
        code = code_identity()
        out = []
        for row in got:
            r = dict(zip(cols, row))
            for c in ("sweep", "toolchain", "sizes", "waive", "reads", "fidelity"):
                r[c] = json.loads(r[c]) if r[c] is not None else None
            r["passed"] = bool(r["passed"])
            r["stale"] = r["code"] != code
            out.append(r)
        return out

    def result(self, key: str) -> dict | None:
        with self._opened(create=False) as db:
            row = db.execute("SELECT result FROM results WHERE key = ?", (key,)).fetchone() if db else None
        return json.loads(row[0]) if row else None

    def prune(self, *, stale: bool = False, failed: bool = False, older_than_days: float | None = None,
              everything: bool = False) -> dict:
        """Remove records: from other flygen code (`stale`, they can never be served again), failed ones,
        ones older than `older_than_days`, or all; one transaction."""
        conds, args = [], []
        if everything:
            conds.append("1")
        if stale:
            conds.append("code != ?")
            args.append(code_identity())
        if failed:
            conds.append("passed != 1")
        if older_than_days is not None:
            conds.append("created < ?")
            args.append(time.time() - older_than_days * 86400)
        with self._opened(create=False) as db:
            if db is None:
                return {"store": str(self.path), "removed": 0, "kept": 0}
            with _transaction(db):
                removed = db.execute(f"DELETE FROM results WHERE {' OR '.join(conds)}", args).rowcount if conds else 0
                kept = db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
        return {"store": str(self.path), "removed": removed, "kept": kept}


def served_or_recorded(store: "ResultStore | None", b, sizes: dict, seed: int, waive, kind: str, run,
                       stage1=None, reads=()) -> dict:
    """One `verify --big` / `--moe-chain` case through the store, as plain verify's: a pass recorded under
    the same key (result_key with `kind`, and `stage1` for a chain) is served (`"stored": True`, nothing
    runs); otherwise `run()` gives the result, which is recorded (pass or fail) with its kind."""
    from flygen.build.pipeline import portable_toolchain, spec_location
    from flygen.toolchain import find_toolchain
    if store is None:
        return run()
    key = result_key(b, sizes, seed, waive, kind, stage1)
    rec = store.get(key)
    if rec is not None:
        return {**rec["result"], "spec": spec_location(b.spec), "stored": True}
    start = time.perf_counter()
    result = run()
    store.put(key, b, sizes, seed, waive, result, list(reads), time.perf_counter() - start,
              portable_toolchain(find_toolchain()), kind)
    return result


_OPEN: "weakref.WeakSet[ResultStore]" = weakref.WeakSet()
_INHERITED: list = []


def _close_before_fork() -> None:
    for store in list(_OPEN):
        store.close()


os.register_at_fork(before=_close_before_fork)


def _has_kind(db: sqlite3.Connection) -> bool:
    return any(r[1] == "kind" for r in db.execute("PRAGMA table_info(results)").fetchall())


def _has_results(db: sqlite3.Connection) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone() is not None


class _transaction:
    """BEGIN IMMEDIATE (take the write lock up front, waiting up to the busy timeout) ... COMMIT."""

    def __init__(self, db):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type, *_):
        self.db.execute("COMMIT" if exc_type is None else "ROLLBACK")
        return False
