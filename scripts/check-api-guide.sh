#!/usr/bin/env bash
# Runs every ```bash block of docs/api-guide.md, in order, against a running server, so the
# guide's examples stay true: `bash scripts/check-api-guide.sh [base-url]` (default
# http://localhost:3000, e.g. `npm run quickstart`). Needs curl, jq and base64. Prints what the
# examples print; stops at the first command that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
guide="$PWD/docs/api-guide.md"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The soil examples upload soil.jpg: make a small one.
node -e "require('sharp')({ create: { width: 640, height: 480, channels: 3, background: '#8c6e50' } }).jpeg().toFile('$work/soil.jpg')"

{
  echo 'set -euo pipefail'
  echo "BASE=${1:-http://localhost:3000}"
  awk '/^```bash$/ { inside = 1; next } /^```$/ { inside = 0; next } inside { print }' "$guide"
} > "$work/guide.sh"
cd "$work" && bash -x guide.sh
