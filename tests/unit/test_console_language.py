"""`station batch` speaks the station's language (View → Language's choice, kept in preferences.ini), as the window
does: its import line, its row errors, its progress and its summary."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HEADER = "reference,name,street,postal_code,city,country,carrier,sku,quantity"


def _batch_in(language: str, home: Path) -> str:
    (home / "config").mkdir(parents=True)
    (home / "config" / "preferences.ini").write_text(f"[language]\nlocale={language}\n", encoding="utf-8")
    orders = home / "orders.csv"
    orders.write_text(
        f"{HEADER}\nLANG-1,Sanne de Vries,Keizersgracht 123,1015 CJ,Amsterdam,NL,postnl,MUG,1\n"
        "LANG-2,Jan Peeters,Meir 1,123,Antwerpen,BE,bpost,MUG,1\n",
        encoding="utf-8",
    )
    completed = subprocess.run(
        [sys.executable, "-m", "station", "batch", str(orders), "--print-to", str(home / "labels"), "--sandbox"],
        env={**os.environ, "STATION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 1, completed.stdout + completed.stderr  # the bad row is a failure
    return completed.stdout


def test_the_batch_command_speaks_dutch_when_the_station_does(tmp_path: Path) -> None:
    said = _batch_in("nl_NL", tmp_path).splitlines()
    assert said[0] == "import: nieuw 1, al in de wachtrij 0, regels met fouten 1", said
    assert said[1] == "  regel 3 postal_code: '123' is geen geldige postcode voor BE (zoals 1000).", said
    assert said[2] == "[1/1] import:LANG-1: geprint", said
    assert said[3].startswith("samenvatting: bestellingen 1, aangemaakt 1 (eerder 0), geprint 1 (eerder 0)"), said


def test_the_batch_command_speaks_french_when_the_station_does(tmp_path: Path) -> None:
    said = _batch_in("fr_BE", tmp_path).splitlines()
    assert said[0] == "import : nouvelles 1, déjà en file 0, lignes en erreur 1", said
    assert said[1] == "  ligne 3 postal_code : « 123 » n'est pas un code postal valable pour BE (comme 1000).", said
    assert any(line.startswith("résumé : commandes 1, créées 1 (avant 0), imprimées 1") for line in said), said


def test_the_self_test_reports_in_the_station_language(tmp_path: Path) -> None:
    (tmp_path / "config").mkdir(parents=True)
    (tmp_path / "config" / "preferences.ini").write_text("[language]\nlocale=fr_BE\n", encoding="utf-8")
    completed = subprocess.run(
        [sys.executable, "-m", "station", "--self-test"],
        env={**os.environ, "STATION_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    lines = completed.stdout.splitlines()
    assert "ok   qtpdf: QtPdf disponible" in lines, lines
    assert "ok   webengine: QtWebEngine charge les options de livraison" in lines, lines
    assert any(line.startswith("ok   label render: 1 page, ") and "points sombres" in line for line in lines), lines
    assert lines[-1] == "autotest réussi"


def _shared_store(home: Path, *arguments: str, language: str) -> subprocess.CompletedProcess[str]:
    """`station shared-store …` on a computer whose system language is `language` (no choice made in Station)."""
    environment = {**os.environ, "STATION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    environment.update({"LANG": f"{language}.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""})
    return subprocess.run(
        [sys.executable, "-m", "station", "shared-store", *arguments],
        env=environment,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_shared_store_command_speaks_the_system_language(tmp_path: Path) -> None:
    shown = _shared_store(tmp_path, "show", language="nl_NL")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout == "het eigen bestand van dit station (geen gedeelde wachtrij)\n"
    refused = _shared_store(tmp_path, "use", "http://db.example/station", language="nl_NL")
    assert refused.returncode == 2 and refused.stdout == ""  # refused before a password is asked for
    assert refused.stderr == (
        "station shared-store: de gedeelde wachtrij is een PostgreSQL-verbindingsadres dat begint met postgresql://\n"
    )
    nothing_chosen = _shared_store(tmp_path, "move", language="fr_BE")
    assert nothing_chosen.returncode == 2
    assert nothing_chosen.stderr == (
        "station shared-store : choisissez d'abord la file d'attente partagée (station shared-store use URL)\n"
    )
    off = _shared_store(tmp_path, "off", language="fr_FR")
    assert off.stdout == "Dès le prochain démarrage, ce poste utilise son propre fichier.\n", off.stderr
