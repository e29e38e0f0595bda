#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  # `npm install` rather than `npm ci`: the lock records only this platform's optional binaries, which `npm ci` refuses.
  npm install --no-audit --no-fund --loglevel=error
fi
