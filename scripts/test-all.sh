#!/usr/bin/env bash
# Every check the project has: formatting, unused code, the import rule, the content check, types, unit and API tests
# (Vitest, on PGlite and on Postgres when one is reachable), then the production build driven end to end in Chromium.
# The production build runs beside the Vitest suite: most of an API test's time is spent waiting on a database or a
# child process, and the build fills that time on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== format check"
npm run format:check
echo "== unused code"
npm run lint:unused
echo "== import rule"
npm run lint:imports
echo "== content check"
npm run check:content
echo "== type check"
npx astro check

build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
echo "== production build (beside the unit and API tests; its output follows them)"
npm run build > "$build_log" 2>&1 &
build=$!

echo "== unit and API tests"
tests_status=0
npx vitest run || tests_status=$?
build_status=0
wait "$build" || build_status=$?
echo "== production build output"
cat "$build_log"
if [ "$tests_status" -ne 0 ] || [ "$build_status" -ne 0 ]; then
  echo "unit and API tests exited $tests_status, the build $build_status" >&2
  exit 1
fi
echo "== end-to-end tests"
npx playwright test
