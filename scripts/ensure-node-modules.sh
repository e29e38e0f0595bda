#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  # Exactly the locked versions (the lock holds every platform's optional binaries, so `npm ci` takes it anywhere).
  npm ci --no-audit --no-fund --loglevel=error
fi
