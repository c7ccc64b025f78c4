#!/usr/bin/env bash
# Builds the one-folder bundle into dist/station (Linux) or dist/Station.app (macOS), then self-tests it.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || bash scripts/bootstrap.sh
.venv/bin/python -m pip install -q -c constraints.txt -e '.[bundle]'
start=$(date +%s)
.venv/bin/python -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/station.spec
echo "build: $(( $(date +%s) - start )) s, $(du -sh dist/station | cut -f1) in dist/station"
if [ "$(uname)" = "Darwin" ]; then
  exe="dist/Station.app/Contents/MacOS/station"
else
  exe="dist/station/station"
fi
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$exe" --self-test
