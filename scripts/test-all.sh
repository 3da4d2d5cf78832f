#!/usr/bin/env bash
# The README's test command: static checks and unit and integration tests, then end-to-end tests against the
# production builds in Debian's Chromium: the sim build, then the HTTP build served by the Node host.
set -euo pipefail
cd "$(dirname "$0")/.."

# The type check, the lint (ESLint, then Prettier) and both production builds run beside vitest, whose files
# often wait on fake-indexeddb, child processes and timers: on CI's 2 cores that idle time is theirs. Each
# one's output is printed after vitest, and any failure fails the run there.
side="$(mktemp -d)"
trap 'rm -rf "$side"' EXIT
declare -A jobs=()
start() {
  local name="$1"
  shift
  "$@" >"$side/$name" 2>&1 &
  jobs[$name]=$!
}
start typecheck npm run -s typecheck
start lint npm run -s lint
start build npx vite build
start build-http bash scripts/build-http.sh

echo "== unit and integration (vitest)"
unit=0
npx vitest run || unit=1

failed=0
for name in typecheck lint build build-http; do
  status=0
  wait "${jobs[$name]}" || status=$?
  if [ "$status" -ne 0 ] || [ "$name" = typecheck ] || [ "$name" = lint ]; then
    echo "== $name" && cat "$side/$name"
  fi
  [ "$status" -eq 0 ] || { echo "== $name failed (exit $status)"; failed=1; }
done
[ "$unit" -eq 0 ] && [ "$failed" -eq 0 ] || exit 1

bash scripts/ensure-chromium.sh
echo "== end-to-end (Playwright, sim build)" && npx playwright test
# The same suite against the HTTP build served by the Node host (npm run serve), so that the seam is proven
# on a real network too: all of it but the offline app and the in-page scenario recorder (tagged @sim-only).
echo "== end-to-end in HTTP mode (Playwright, HTTP build, Node host)" && E2E_MODE=http npx playwright test
