# Builds the Windows one-folder bundle into dist\station (ready for an installer such as Inno Setup),
# then runs its self-test. Run from a Developer PowerShell with Python 3.11 on PATH.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
if (-not (Test-Path .venv\Scripts\python.exe)) { python -m venv .venv }
.venv\Scripts\python -m pip install -q --upgrade pip
.venv\Scripts\python -m pip install -q -c constraints.txt -e ".[bundle]"
$env:STATION_WINDOWED = "1"
$sw = [Diagnostics.Stopwatch]::StartNew()
.venv\Scripts\python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller packaging\station.spec
Write-Host ("build: {0:N0} s" -f $sw.Elapsed.TotalSeconds)
# A windowed executable has no console: the self-test writes its report to the log file and sets the exit code.
$p = Start-Process -FilePath dist\station\station.exe -ArgumentList "--self-test" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "self-test failed with exit code $($p.ExitCode); see %LOCALAPPDATA%\Station\Logs\station.log" }
if ($env:STATION_SIGNTOOL_CERT) {
  # STATION_TIMESTAMP_URL: the RFC 3161 time-stamping service of your certificate authority
  signtool sign /fd SHA256 /tr $env:STATION_TIMESTAMP_URL /td SHA256 /f $env:STATION_SIGNTOOL_CERT dist\station\station.exe
}
