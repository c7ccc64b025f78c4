# Sets up Station for development on Windows: a venv with Station and its test and dev extras (what
# scripts/bootstrap.sh does on Debian and macOS). Run from the repository in PowerShell, with Python 3.11 or newer
# on PATH (`py -3.11` works too: set $env:PYTHON = "py -3.11"). Idempotent: a second run only checks.
# The tests also need poppler's pdftoppm and pdftotext on PATH and a Chromium for the widget's browser tests:
# docs/testing.md says how.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
$python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
if (-not (Test-Path .venv\Scripts\python.exe)) { Invoke-Expression "$python -m venv .venv" }
.venv\Scripts\python -m pip install -q --upgrade pip
.venv\Scripts\python -m pip install -q -c constraints.txt -e ".[test,dev]"
foreach ($tool in "pdftoppm", "pdftotext") {
  if (-not (Get-Command $tool -ErrorAction SilentlyContinue)) {
    Write-Warning "$tool is not on PATH: the label tests need poppler (docs/testing.md, 'On macOS and Windows')"
  }
}
$version = .venv\Scripts\python -c "import station; print(station.__version__)"
Write-Host "bootstrap: ready (station $version)"
