"""The shared store on PostgreSQL: one migration ladder, the connection string in the settings and its password in
the keyring (never in the settings file or the log), libpq's `sslmode` honoured, an unreachable server a clear
StoreUnavailable. Runs against the session's throwaway cluster (tests/helpers/postgres.py)."""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from pathlib import Path

import psycopg
import pytest

from station.domain.models import Address
from station.services.account import AccountService
from station.services.station import open_store
from station.store.claims import StationIdentity
from station.store.migrations import MIGRATIONS
from station.store.postgres import PostgresDatabase, without_password
from station.store.records import OrderSource, QueuedOrder
from station.store.secrets import SHARED_STORE_PASSWORD
from station.store.settings import AccountSettings, SettingsFile
from station.store.sql import SchemaTooNew, StoreUnavailable
from station.store.store import Store
from tests.helpers.postgres import PASSWORD_ROLE, Cluster, Schemas

PASSWORD = "k4mer-v00r-tafel-2"


@pytest.fixture
def schemas(postgres_cluster: Cluster) -> Schemas:
    made = Schemas(postgres_cluster, "shared")
    yield made  # type: ignore[misc]
    made.drop_all()


def test_the_ladder_runs_once_and_a_second_station_finds_the_schema_current(schemas: Schemas) -> None:
    location = schemas.location("ladder")
    first = PostgresDatabase(location)
    assert first.schema_version == len(MIGRATIONS)
    second = PostgresDatabase(location)  # another station starting on the same database
    assert second.schema_version == len(MIGRATIONS)
    rows = first.query("SELECT version FROM schema_version ORDER BY version")
    assert [row["version"] for row in rows] == list(range(1, len(MIGRATIONS) + 1))
    first.close()
    second.close()


def test_a_step_that_fails_leaves_the_shared_schema_where_it_was(schemas: Schemas) -> None:
    location = schemas.location("failing")
    PostgresDatabase(location, migrations=["CREATE TABLE a (x INTEGER);"]).close()
    with pytest.raises(psycopg.Error):
        PostgresDatabase(
            location,
            migrations=["CREATE TABLE a (x INTEGER);", "CREATE TABLE c (z INTEGER);\nINSERT INTO nowhere VALUES (1);"],
        )
    db = PostgresDatabase(location, migrations=["CREATE TABLE a (x INTEGER);"])
    assert db.schema_version == 1 and db.query("SELECT to_regclass('c') AS c")[0]["c"] is None
    db.close()


def test_a_database_of_a_newer_station_is_refused(schemas: Schemas) -> None:
    location = schemas.location("newer")
    PostgresDatabase(location).close()
    with pytest.raises(SchemaTooNew, match="Update Station"):
        PostgresDatabase(location, migrations=MIGRATIONS[:2])


@pytest.fixture
def password_role(postgres_cluster: Cluster) -> str:
    with postgres_cluster.admin() as admin:
        admin.execute(f"DROP ROLE IF EXISTS {PASSWORD_ROLE}")
        admin.execute(f"CREATE ROLE {PASSWORD_ROLE} LOGIN PASSWORD '{PASSWORD}'")
        admin.execute(f"DROP DATABASE IF EXISTS {PASSWORD_ROLE}")
        admin.execute(f"CREATE DATABASE {PASSWORD_ROLE} OWNER {PASSWORD_ROLE}")
    return f"postgresql://{PASSWORD_ROLE}@127.0.0.1:{postgres_cluster.port}/{PASSWORD_ROLE}"


def test_the_password_comes_from_the_keyring_and_is_in_no_setting_or_log(
    password_role: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    settings_file = SettingsFile(tmp_path / "account.json")
    account = AccountService(settings_file)
    account.use_shared_store(password_role, PASSWORD)
    assert json.loads((tmp_path / "account.json").read_text())["shared_store"] == password_role
    assert PASSWORD not in (tmp_path / "account.json").read_text()
    assert account.secrets.get(SHARED_STORE_PASSWORD) == PASSWORD

    store = open_store(AccountService(settings_file), None)  # a restart reads the setting and the keyring
    assert store.db.location == password_role and store.orders.count() == 0
    store.close()
    assert PASSWORD not in caplog.text

    account.secrets.delete(SHARED_STORE_PASSWORD)
    with pytest.raises(StoreUnavailable, match="no password supplied"):
        open_store(AccountService(settings_file), None)


def test_a_connection_string_with_a_password_is_refused_and_never_shown() -> None:
    with pytest.raises(ValueError, match="keep it in the keyring"):
        AccountService().use_shared_store("postgresql://station:hunter22@db.shop.lan/station")
    with pytest.raises(ValueError, match="keep it in the keyring"):
        AccountSettings.from_dict({"shared_store": "postgresql://db.shop.lan/station?password=hunter22"})
    assert "hunter22" not in without_password("postgresql://station:hunter22@db.shop.lan/station")


def test_sslmode_is_honoured_a_server_without_tls_is_refused_when_tls_is_required(schemas: Schemas) -> None:
    location = schemas.location("tls")
    with pytest.raises(StoreUnavailable, match="SSL"):
        PostgresDatabase(location + "&sslmode=require")
    PostgresDatabase(location + "&sslmode=disable").close()


def test_an_unreachable_server_is_store_unavailable_in_operator_words(postgres_cluster: Cluster) -> None:
    with pytest.raises(StoreUnavailable, match="cannot be used"):
        PostgresDatabase("postgresql://station@127.0.0.1:1/station?connect_timeout=2")


def test_the_least_privilege_role_of_the_docs_is_enough(postgres_cluster: Cluster) -> None:
    """docs/multi-station.md's role: no superuser, owns only its schema; Station migrates and works with it."""
    with postgres_cluster.admin() as admin:
        admin.execute("DROP DATABASE IF EXISTS station_lp")
        admin.execute("DROP ROLE IF EXISTS station_lp")
        admin.execute("CREATE ROLE station_lp LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE")
        admin.execute("CREATE DATABASE station_lp OWNER station_lp")
        admin.execute("REVOKE ALL ON DATABASE station_lp FROM PUBLIC")
    with psycopg.connect(postgres_cluster.conninfo("station_lp"), autocommit=True) as admin:
        admin.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
        admin.execute("CREATE SCHEMA station AUTHORIZATION station_lp")
        admin.execute("ALTER ROLE station_lp SET search_path = station")
    location = f"postgresql://station_lp@127.0.0.1:{postgres_cluster.port}/station_lp"
    store = Store.open(location, station=StationIdentity("lp", "Table 1"))
    assert store.db.schema_version == len(MIGRATIONS)
    store.orders.add(
        QueuedOrder(
            "import:LP-1",
            OrderSource.IMPORT,
            "LP-1",
            Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
        )
    )
    store.claims.register(StationIdentity("lp", "Table 1"), timedelta(seconds=30))
    assert store.claims.claim_many(["import:LP-1"], "lp", timedelta(seconds=30)) == {}
    tables = store.db.query("SELECT table_schema FROM information_schema.tables WHERE table_name = 'orders'")
    assert [row["table_schema"] for row in tables] == ["station"]
    store.close()


def test_operators_are_one_whatever_the_case_on_postgresql_too(schemas: Schemas) -> None:
    store = Store.open(schemas.location("operators"))
    store.log.choose("Anna", action="operator")
    store.log.choose("anna", action="operator")
    store.log.choose("Bram", action="operator")
    assert store.log.operators() == ["Bram", "anna"]
    store.log.forget("ANNA")
    assert store.log.operators() == ["Bram"]
    store.close()
