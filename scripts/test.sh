#!/usr/bin/env bash
# `npm test`: the whole suite, the same locally and in CI.
#   lint and type check (side by side) -> unit and integration tests (vitest, real database) -> production build
#   (Next, then the service worker built from its output: serwist.config.mjs)
#   -> browser and HTTP tests (Playwright in Chromium against the build).
# The browser is checked first (scripts/ensure-browser.mjs: the system's Chromium, else
# Playwright's own, downloaded when missing), so a machine without one stops within seconds with
# one line saying what to install; the servers' ports are picked just before the browser tests
# (scripts/free-port.mjs), so something else listening on 3100 does not fail the run.
# Database: DATABASE_URL when set (tests use fresh `<name>_vitest` / `<name>_e2e` databases beside
# it), the embedded PostgreSQL otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time is printed at the end (also when a step fails), so the next slowdown is seen.
timings=()
current=""
started=$SECONDS
step_started=$SECONDS
end_step() {
  [[ -n $current ]] && timings+=("$(printf '%6ds  %s' $((SECONDS - step_started)) "$current")")
  current=""
}
step() { end_step; current="$*"; step_started=$SECONDS; printf '\n== %s\n' "$*"; }
report() {
  end_step
  printf '\n== time per step\n'
  printf '%s\n' "${timings[@]}"
  printf '%6ds  total\n' $((SECONDS - started))
}
trap report EXIT
step "install and generate"
[[ -d node_modules ]] || npm install --no-audit --no-fund
npm run --silent db:generate >/dev/null
# The contract test's client types are generated from the OpenAPI document, not committed
# (lib/openapi/client-types.ts); the type check and the build read them.
npm run --silent openapi:types >/dev/null
step "dependency check"; node scripts/check-deps.mjs
step "browser for the browser tests"
E2E_CHROMIUM=$(node scripts/ensure-browser.mjs) || exit 1
export E2E_CHROMIUM
# The route types first (.next/types, next-env.d.ts, as `next build` writes them before its own
# check), so tsc checks everything the build's type check would; the build below then skips its
# copy of the same check (TYPES_CHECKED, next.config.ts). ESLint and tsc each use one core and
# read the same files without writing any, so they run side by side; each one's output is
# printed when both are done, and either one failing stops the run.
step "lint and type check"
npx next typegen >/dev/null
lint_log=$(mktemp) tsc_log=$(mktemp)
npx eslint . --max-warnings=0 >"$lint_log" 2>&1 & lint_pid=$!
npx tsc --noEmit >"$tsc_log" 2>&1 & tsc_pid=$!
lint_status=0 tsc_status=0
wait "$lint_pid" || lint_status=$?
wait "$tsc_pid" || tsc_status=$?
cat "$lint_log" "$tsc_log"
rm -f "$lint_log" "$tsc_log"
if ((lint_status != 0 || tsc_status != 0)); then
  echo "lint exit $lint_status, type check exit $tsc_status" >&2
  exit 1
fi
step "OpenAPI lint"; npm run --silent openapi:lint
step "unit and integration tests"; npx vitest run
# Two commands, not `a && b`: under `set -e` a failure on the left of && does not stop the script.
step "production build"; TYPES_CHECKED=1 npx next build
npm run --silent build:sw
step "browser and HTTP tests"
E2E_PORT=$(node scripts/free-port.mjs) || exit 1
export E2E_PORT
npx playwright test
