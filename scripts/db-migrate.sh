#!/usr/bin/env bash
# npm run db:migrate: builds the server, then applies the pending migrations to the configured database and exits.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
npm run build --silent -w apps/server
exec node --enable-source-maps apps/server/dist/migrate.js
