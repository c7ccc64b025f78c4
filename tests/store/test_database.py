"""The SQLite layer: migrations in user_version, crash safety, environment errors kept apart from bugs."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from station.store.database import Database, SchemaTooNew, StoreUnavailable
from station.store.migrations import MIGRATIONS
from station.store.store import Store


def test_new_database_is_at_the_latest_schema_version_in_wal_mode(tmp_path: Path) -> None:
    db = Database(tmp_path / "s.sqlite3")
    assert db.schema_version == len(MIGRATIONS)
    assert db.query_one("PRAGMA journal_mode")[0] == "wal"
    db.close()


def test_migrations_run_step_by_step_and_only_once(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    steps = ["CREATE TABLE a (x INTEGER);", "CREATE TABLE b (y TEXT);\nINSERT INTO b VALUES ('a;b');"]
    Database(path, migrations=steps[:1]).close()
    db = Database(path, migrations=steps)
    assert db.schema_version == 2
    assert db.query("SELECT y FROM b")[0][0] == "a;b"
    db.close()
    # Opening again does not re-run step 2 (it would insert a second row).
    db = Database(path, migrations=steps)
    assert len(db.query("SELECT y FROM b")) == 1
    db.close()


def test_a_failing_migration_step_leaves_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    Database(path, migrations=["CREATE TABLE a (x INTEGER);"]).close()
    with pytest.raises(sqlite3.OperationalError):
        Database(
            path, migrations=["CREATE TABLE a (x INTEGER);", "CREATE TABLE c (z);\nINSERT INTO nowhere VALUES (1);"]
        )
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == 1
    # The half of step 2 that did run was rolled back with it.
    assert connection.execute("SELECT name FROM sqlite_master WHERE name = 'c'").fetchone() is None
    connection.close()


def test_a_database_from_a_newer_station_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version={len(MIGRATIONS) + 1}")
    connection.close()
    with pytest.raises(SchemaTooNew):
        Database(path)


def test_a_file_that_is_not_a_database_is_an_environment_error(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreUnavailable):
        Database(path)


def test_a_full_disk_is_an_environment_error_not_a_bug(tmp_path: Path) -> None:
    db = Database(tmp_path / "s.sqlite3")
    # max_page_count makes SQLite answer SQLITE_FULL exactly as a full disk does.
    pages = db.query_one("PRAGMA page_count")[0]
    db.execute(f"PRAGMA max_page_count={pages}")
    with pytest.raises(StoreUnavailable) as caught:
        with db.transaction() as connection:
            for _ in range(2000):
                connection.execute(
                    "INSERT INTO operator_log (at, operator, action, detail) VALUES ('t', 'o', 'a', ?)", ("x" * 500,)
                )
    assert caught.value.error_name.startswith("SQLITE_FULL")
    # The failed transaction left nothing behind, and the database is still usable.
    assert db.query_one("SELECT COUNT(*) FROM operator_log")[0] == 0
    db.close()


def test_a_programming_error_propagates_unchanged(tmp_path: Path) -> None:
    db = Database(tmp_path / "s.sqlite3")
    with pytest.raises(sqlite3.OperationalError) as caught:
        db.query("SELECT * FROM no_such_table")
    assert not isinstance(caught.value, StoreUnavailable)
    db.close()


def test_nested_transactions_commit_together_or_not_at_all(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "s.sqlite3")
    with pytest.raises(RuntimeError):
        with store.db.transaction():
            store.log.add("first")
            with store.db.transaction():
                store.log.add("second")
            raise RuntimeError("crash before commit")
    assert store.log.entries() == []
    with store.db.transaction():
        store.log.add("first")
        with store.db.transaction():
            store.log.add("second")
    assert [entry.action for entry in store.log.entries()] == ["second", "first"]
    store.close()


def test_a_killed_process_keeps_every_committed_row_and_no_uncommitted_one(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    script = textwrap.dedent(
        f"""
        import os, signal
        from station.store.store import Store
        store = Store.open({str(path)!r})
        for n in range(50):
            store.log.add("committed", detail=str(n))
        with store.db.transaction():
            store.log.add("uncommitted")
            os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert result.returncode == -9, result.stderr.decode()
    store = Store.open(path)
    actions = [entry.action for entry in store.log.entries()]
    assert actions.count("committed") == 50
    assert "uncommitted" not in actions
    store.close()
