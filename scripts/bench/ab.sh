#!/usr/bin/env bash
# A/B: this build against another checkout's build, side by side on one machine, alternating
# short wrk bursts (old, new, old, new, ...) so that machine noise falls on both alike. Prints, per
# endpoint, the median over the rounds of new req/s / old req/s (docs/performance.md, "The
# session check"). Each side needs its own database seeded by its own `npm run bench` (its
# `<name>_bench`), because the schemas differ.
# Usage: BASELINE_DIR=<other checkout, built> BASELINE_DATABASE_URL=<its bench database>
#        DATABASE_URL=<this tree's bench database> [ROUNDS=10] bash scripts/bench/ab.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BASELINE_DIR:?the other checkout}" "${BASELINE_DATABASE_URL:?its bench database}" "${DATABASE_URL:?the bench database of this tree}"
ROUNDS=${ROUNDS:-10}
OLD_PORT=3590 NEW_PORT=3591
common=(NODE_ENV=production AUTH_SECRET=bench-secret-bench-secret-bench-secret-01 LOG_LEVEL=warn MALLOC_ARENA_MAX=2)
start() { # dir port database
  local run=(npx next start -p "$2" -H 127.0.0.1)
  [[ -f "$1/scripts/server.mjs" ]] && run=(node scripts/server.mjs start "$2" 127.0.0.1)
  (cd "$1" && env "${common[@]}" DATABASE_URL="$3" setsid "${run[@]}" >/dev/null 2>&1 &)
}
trap 'fuser -k $OLD_PORT/tcp $NEW_PORT/tcp >/dev/null 2>&1 || true' EXIT
start "$BASELINE_DIR" $OLD_PORT "$BASELINE_DATABASE_URL"
start "$PWD" $NEW_PORT "$DATABASE_URL"
for port in $OLD_PORT $NEW_PORT; do
  for _ in $(seq 60); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 1; done
done
token() { # port: the seeded user's access token (a distinct forwarded address per side)
  curl -s -X POST "http://127.0.0.1:$1/api/auth/token" -H 'content-type: application/json' \
    -d '{"email":"bench-0@example.com","password":"bench-password"}' |
    node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).accessToken))'
}
declare -A tokens=([$OLD_PORT]=$(token $OLD_PORT) [$NEW_PORT]=$(token $NEW_PORT))
endpoints=(/api/ping /api/client/children /api/client/activities/dashboard)
burst() { # port endpoint seconds -> req/s (fails on any non-2xx answer)
  local out
  out=$(wrk -t1 -c32 -d"$3"s -H "Authorization: Bearer ${tokens[$1]}" "http://127.0.0.1:$1$2")
  if grep -q "Non-2xx" <<<"$out"; then echo "non-2xx answers from port $1 on $2" >&2; exit 1; fi
  awk '/Requests\/sec/ {print $2}' <<<"$out"
}
for port in $OLD_PORT $NEW_PORT; do for e in "${endpoints[@]}"; do burst $port "$e" 2 >/dev/null; done; done
results=$(for round in $(seq "$ROUNDS"); do
  for e in "${endpoints[@]}"; do echo "$round $e $(burst $OLD_PORT "$e" 3) $(burst $NEW_PORT "$e" 3)"; done
done)
echo "$ROUNDS rounds, 3 s bursts, 32 connections; load average $(cut -d' ' -f1-3 /proc/loadavg)"
node -e '
const rows = process.argv[1].trim().split("\n").map((line) => line.split(" "));
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
for (const endpoint of [...new Set(rows.map((row) => row[1]))]) {
  const mine = rows.filter((row) => row[1] === endpoint);
  const mean = (i) => mine.reduce((sum, row) => sum + Number(row[i]), 0) / mine.length;
  console.log(`${endpoint.padEnd(36)} old ${mean(2).toFixed(0).padStart(5)} req/s  new ${mean(3).toFixed(0).padStart(5)} req/s  new/old (median of rounds) ${median(mine.map((row) => row[3] / row[2])).toFixed(2)}`);
}' "$results"
