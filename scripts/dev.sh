#!/usr/bin/env bash
# npm run dev: the API restarted on every change to its code, and Vite's dev server (hot reload) on :5173 with /api
# proxied to it. Ctrl+C stops both; so does either one ending.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh

node --watch --import tsx apps/server/src/server.ts &
server=$!
npm run dev --silent -w apps/web &
web=$!

stop() {
  trap - INT TERM EXIT
  kill "$server" "$web" 2>/dev/null || true
  wait "$server" "$web" 2>/dev/null || true
}
trap stop INT TERM EXIT
wait -n "$server" "$web"
