#!/usr/bin/env bash
# npm test: everything, failing on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }

bash scripts/ensure-node-modules.sh
bash scripts/ensure-system-packages.sh

step "types"
npm run --silent typecheck
step "lint"
npx biome check .
step "unit"
npx vitest run --project unit
step "components"
npx vitest run --project dom
step "server on PGlite"
npx vitest run --project server
step "server on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project server
step "build"
npm run --silent build
step "browser journeys"
npx playwright test --config e2e/playwright.config.ts
