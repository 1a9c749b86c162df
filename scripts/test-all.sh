#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find.
#   1. system packages the tests need (Chromium, fonts, PostgreSQL)
#   2. types, lint, formatting, locale keys
#   3. unit tests and API tests on PGlite
#   4. API tests again on a real PostgreSQL server started here
#   5. the production build and end-to-end tests in Chromium at a phone viewport
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "system packages"
bash scripts/install-test-deps.sh

# The end-to-end server's sample episodes are transcoded meanwhile, at the lowest priority, on
# the core that the checks, the API tests and the build leave idle; the server reuses them.
mkdir -p .data-e2e
nice -n 19 node --import tsx scripts/warm-sample-media.ts .data-e2e/media >.data-e2e/warm.log 2>&1 &
warm=$!
trap 'kill "$warm" 2>/dev/null || true' EXIT

step "check: types, lint, format, locales"
npm run --silent check

step "unit and API tests (PGlite)"
npx vitest run

step "API tests (PostgreSQL)"
# Two files at a time: each test app has its own database on the server.
bash scripts/with-postgres.sh npx vitest run --project api --fileParallelism --maxWorkers=2

step "build"
npm run --silent build

step "end-to-end tests (Chromium, 390x844)"
kill "$warm" 2>/dev/null || true
wait "$warm" 2>/dev/null || true
cat .data-e2e/warm.log
npx playwright test

step "all tests passed"
