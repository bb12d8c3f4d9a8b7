#!/usr/bin/env bash
# Proves the README's quick start: `npm run quickstart` with no DATABASE_URL serves a healthy
# app on the embedded database, with the demo account able to sign in and its children seeded,
# and stopping npm stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
port=3200
data=$(mktemp -d)
log=$(mktemp)
EMBEDDED_DATABASE_DIR="$data/pglite" PORT=$port npm run quickstart >"$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  sleep 2
done
health=$(curl -sS "http://127.0.0.1:$port/api/health" || true)
echo "health: $health"
grep -q '"kind":"embedded"' <<<"$health" && grep -q '"status":"ok"' <<<"$health" || { cat "$log"; exit 1; }
token=$(curl -sS -X POST "http://127.0.0.1:$port/api/auth/token" -H 'content-type: application/json' \
  -d '{"email":"demo@example.com","password":"demo12345"}')
grep -q '"accessToken"' <<<"$token" || { echo "demo sign-in failed: $token"; cat "$log"; exit 1; }
access=$(sed -E 's/.*"accessToken":"([^"]+)".*/\1/' <<<"$token")
children=$(curl -sS "http://127.0.0.1:$port/api/client/children" -H "Authorization: Bearer $access")
grep -q '"Madina"' <<<"$children" && grep -q '"Jasur"' <<<"$children" || { echo "demo children missing: $children"; exit 1; }
# A SIGTERM to npm stops the Next server the quick start spawned (scripts/supervise.mjs).
kill -TERM "$pid"
wait "$pid" || true
for _ in $(seq 1 20); do curl -s -o /dev/null "http://127.0.0.1:$port/api/ping" || break; sleep 0.5; done
if curl -s -o /dev/null "http://127.0.0.1:$port/api/ping"; then echo "quick start: the server still answers after npm was stopped"; exit 1; fi
echo "quick start: ok (embedded database, demo account signs in, stops with npm)"
