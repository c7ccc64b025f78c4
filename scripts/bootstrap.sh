#!/usr/bin/env bash
# Installs everything Station needs: on Debian (or Ubuntu) Qt's system libraries and the test tools through apt,
# then on any system a venv with Station and its test and dev extras. Idempotent: a second run only checks.
# macOS: the apt step is skipped; docs/testing.md lists what to install with Homebrew. Windows: scripts/bootstrap.ps1.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  # Qt offscreen and under Xvfb
  libgl1 libegl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
  xvfb xauth libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-render-util0 libxcb-shape0
  # QtWebEngine (the delivery options widget host)
  libnss3 libxcomposite1 libxdamage1 libxrandr2 libxtst6 libxi6 libasound2 libxkbfile1
  # label PDFs to PNG, browser tests, a real CUPS queue for print tests
  poppler-utils chromium cups cups-pdf
  # pycups (printer health) builds against libcups
  gcc libcups2-dev
  # the shared store's tests start a throwaway PostgreSQL server (initdb + pg_ctl; docs/multi-station.md)
  postgresql
)

if [ -f /etc/debian_version ] && command -v apt-get >/dev/null; then
  missing=()
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "bootstrap: installing ${#missing[@]} Debian packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
else
  echo "bootstrap: not Debian: no system packages installed; see docs/testing.md (poppler, a Chromium) for this system"
fi

PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -c constraints.txt -e '.[test,dev]'
echo "bootstrap: ready ($(.venv/bin/python --version), station $(.venv/bin/python -c 'import station; print(station.__version__)'))"
