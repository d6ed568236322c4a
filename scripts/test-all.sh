#!/usr/bin/env bash
# Every check the project has: formatting, unused code, the import rule, the content check, types, unit and API tests
# (Vitest, on PGlite and on Postgres when one is reachable), and the production build driven end to end in Chromium.
# On a 2-core machine no stage fills both cores for long (an API test waits on a database, a child process or a timer;
# a browser test on the page), so the stages run side by side instead of one after another:
#   - Vitest, in the foreground;
#   - the production build, then the end-to-end tests on it, beside the type check (the build and the type check both
#     write .astro/, so the type check waits for the build);
#   - the quick static checks (formatting, unused code, the import rule, the content check).
# The background stages' output follows Vitest's; any failing stage fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

quick_checks() {
  echo "== format check" && npm run format:check &&
    echo "== unused code" && npm run lint:unused &&
    echo "== import rule" && npm run lint:imports &&
    echo "== content check" && npm run check:content
}
build_then_browser_tests() {
  echo "== production build" && npm run build || return 1
  local e2e_status=0 types_status=0
  npx playwright test > "$logs/e2e" 2>&1 &
  local e2e=$!
  echo "== type check" && npx astro check || types_status=$?
  wait "$e2e" || e2e_status=$?
  echo "== end-to-end tests"
  cat "$logs/e2e"
  [ "$types_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
}

echo "== static checks, then the production build and the end-to-end tests (beside the unit and API tests; their output follows them)"
quick_checks > "$logs/checks" 2>&1 &
checks=$!
build_then_browser_tests > "$logs/browser" 2>&1 &
browser=$!

echo "== unit and API tests"
tests_status=0
npx vitest run || tests_status=$?
checks_status=0
wait "$checks" || checks_status=$?
cat "$logs/checks"
browser_status=0
wait "$browser" || browser_status=$?
cat "$logs/browser"
if [ "$tests_status" -ne 0 ] || [ "$checks_status" -ne 0 ] || [ "$browser_status" -ne 0 ]; then
  echo "unit and API tests exited $tests_status, the static checks $checks_status, the build, types and end-to-end tests $browser_status" >&2
  exit 1
fi
