#!/usr/bin/env bash
# `npm test`: the whole suite, the same locally and in CI.
#   lint -> type check -> unit and integration tests (vitest, real database) -> production build
#   -> browser and HTTP tests (Playwright in Chromium against the build).
# Database: DATABASE_URL when set (tests use fresh `<name>_vitest` / `<name>_e2e` databases beside
# it), the embedded PostgreSQL otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ -d node_modules ]] || npm install --no-audit --no-fund
npm run --silent db:generate >/dev/null

step() { printf '\n== %s\n' "$*"; }
step "dependency check"; node scripts/check-deps.mjs
step "lint";       npx eslint . --max-warnings=0
step "type check"; npx tsc --noEmit
step "OpenAPI lint"; npm run --silent openapi:lint
step "unit and integration tests"; npx vitest run
step "production build"; npx next build
step "browser and HTTP tests"; npx playwright test
