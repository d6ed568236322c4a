#!/usr/bin/env bash
# Every check the project has: formatting, unused code, the import rule, the content check, types, unit and API tests
# (Vitest, on PGlite and on Postgres when one is reachable), then the production build driven end to end in Chromium.
# The static checks and the production build run one after another beside the Vitest suite: most of an API test's time
# is spent waiting on a database, a child process or a timer, and on a 2-core machine the checks (each a single
# process) and the build fill that time instead of running before it. Their output follows the tests'; a failing
# check fails the run after the tests, and the end-to-end tests then do not start.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

checks_log="$(mktemp)"
trap 'rm -f "$checks_log"' EXIT
# The type check before the build: both write .astro/, so they never run at once.
checks_and_build() {
  echo "== format check" && npm run format:check &&
    echo "== unused code" && npm run lint:unused &&
    echo "== import rule" && npm run lint:imports &&
    echo "== content check" && npm run check:content &&
    echo "== type check" && npx astro check &&
    echo "== production build" && npm run build
}
echo "== static checks and production build (beside the unit and API tests; their output follows them)"
checks_and_build > "$checks_log" 2>&1 &
checks=$!

echo "== unit and API tests"
tests_status=0
npx vitest run || tests_status=$?
checks_status=0
wait "$checks" || checks_status=$?
cat "$checks_log"
if [ "$tests_status" -ne 0 ] || [ "$checks_status" -ne 0 ]; then
  echo "unit and API tests exited $tests_status, the static checks and build $checks_status" >&2
  exit 1
fi
echo "== end-to-end tests"
npx playwright test
