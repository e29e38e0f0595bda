#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
if [ $# -lt 1 ]; then
  echo "Usage: npm run banks:import <FedACH directory file>" >&2
  exit 1
fi
exec node --import tsx apps/server/src/wizard/billing/banks-import.ts "$(cd "$INIT_CWD" 2>/dev/null && realpath "$1" || realpath "$1")"
