#!/usr/bin/env bash
# Proves the README's quick start: `npm run quickstart` with no DATABASE_URL serves a healthy
# app on the embedded database, with the demo account able to sign in and its children seeded,
# and stopping npm stops the server. Then it starts it again on the same data, as a newcomer does
# the next morning: the second start must come up as the first did (a seed that never exited once
# hung it for good).
set -euo pipefail
cd "$(dirname "$0")/.."
unset DATABASE_URL EMBEDDED_DATABASE_SNAPSHOT
port=${QUICKSTART_PORT:-3200}
data=$(mktemp -d)
log=$(mktemp)
pid=""
cleanup() { [[ -n $pid ]] && kill "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT

# One start: healthy on the embedded database within $1 seconds, the demo signs in and has its
# children; then a SIGTERM to npm stops the Next server the quick start spawned (scripts/supervise.mjs).
start_and_stop() {
  local label=$1 limit=$2 started=$SECONDS
  EMBEDDED_DATABASE_DIR="$data/pglite" PORT=$port npm run quickstart >"$log" 2>&1 &
  pid=$!
  while ((SECONDS - started < limit)); do
    if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 2
  done
  local health
  health=$(curl -sS "http://127.0.0.1:$port/api/health" || true)
  echo "$label: health after $((SECONDS - started)) s: $health"
  grep -q '"kind":"embedded"' <<<"$health" && grep -q '"status":"ok"' <<<"$health" || { echo "$label: not healthy"; cat "$log"; exit 1; }
  local token access children
  token=$(curl -sS -X POST "http://127.0.0.1:$port/api/auth/token" -H 'content-type: application/json' \
    -d '{"email":"demo@example.com","password":"demo12345"}')
  grep -q '"accessToken"' <<<"$token" || { echo "$label: demo sign-in failed: $token"; cat "$log"; exit 1; }
  access=$(sed -E 's/.*"accessToken":"([^"]+)".*/\1/' <<<"$token")
  children=$(curl -sS "http://127.0.0.1:$port/api/client/children" -H "Authorization: Bearer $access")
  grep -q '"Madina"' <<<"$children" && grep -q '"Jasur"' <<<"$children" || { echo "$label: demo children missing: $children"; exit 1; }
  kill -TERM "$pid"
  wait "$pid" || true
  pid=""
  for _ in $(seq 1 20); do curl -s -o /dev/null "http://127.0.0.1:$port/api/ping" || break; sleep 0.5; done
  if curl -s -o /dev/null "http://127.0.0.1:$port/api/ping"; then echo "$label: the server still answers after npm was stopped"; exit 1; fi
}

start_and_stop "first start" 240
# The data directory is kept: the second start seeds an existing database and must not hang.
start_and_stop "second start" 120
echo "quick start: ok (embedded database, demo account signs in, stops with npm, starts again on the same data)"
