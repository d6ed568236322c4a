#!/usr/bin/env bash
# Every check the project has: formatting, unused code, the import rule, types, unit and API tests (Vitest, on PGlite
# and on Postgres when one is reachable), then the production build driven end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== format check"
npm run format:check
echo "== unused code"
npm run lint:unused
echo "== import rule"
npm run lint:imports
echo "== type check"
npx astro check
echo "== unit and API tests"
npx vitest run
echo "== production build"
npx astro build
echo "== end-to-end tests"
npx playwright test
