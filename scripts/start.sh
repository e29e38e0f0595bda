#!/usr/bin/env bash
# npm start: install what is missing, build the web app, then migrate, load the demo catalog and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
npm run build --silent
exec node --import tsx apps/server/src/server.ts
