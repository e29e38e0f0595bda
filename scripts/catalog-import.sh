#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
folder=${1:-catalog}
exec node --import tsx apps/server/src/catalog/catalog-cli.ts "$(cd "$INIT_CWD" 2>/dev/null && realpath "$folder" || realpath "$folder")"
