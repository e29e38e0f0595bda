#!/usr/bin/env bash
# npm start: install what is missing, build the web app and the server, then migrate, load the demo catalog and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
npm run build --silent
exec node --enable-source-maps apps/server/dist/server.js
