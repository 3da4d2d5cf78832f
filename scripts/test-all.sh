#!/usr/bin/env bash
# The README's test command: static checks and unit and integration tests, then end-to-end tests against the
# production builds in Debian's Chromium: the sim build and the HTTP build served by the Node host.
set -euo pipefail
cd "$(dirname "$0")/.."

# The type check, the lint (ESLint, then Prettier), both production builds and, where it is missing, Debian's
# Chromium for the end-to-end tests (mostly a download) run beside vitest, whose files often wait on
# fake-indexeddb, child processes and timers: on CI's 2 cores that idle time is theirs. Each one's output is
# printed after vitest, and any failure fails the run there.
side="$(mktemp -d)"
trap 'rm -rf "$side"' EXIT
declare -A jobs=()
# Each job's last line says how long it took: where the run's time goes shows in CI's log.
start() {
  local name="$1"
  shift
  {
    local began=$SECONDS status=0
    "$@" || status=$?
    echo "($name: $((SECONDS - began)) s)"
    exit "$status"
  } >"$side/$name" 2>&1 &
  jobs[$name]=$!
}
start typecheck npm run -s typecheck
start lint npm run -s lint
start build npx vite build
start build-http bash scripts/build-http.sh
start chromium bash scripts/ensure-chromium.sh

echo "== unit and integration (vitest), at ${SECONDS} s"
unit=0
npx vitest run || unit=1
echo "(vitest ended at ${SECONDS} s)"

failed=0
for name in typecheck lint build build-http chromium; do
  status=0
  wait "${jobs[$name]}" || status=$?
  if [ "$status" -ne 0 ] || [ "$name" = typecheck ] || [ "$name" = lint ]; then
    echo "== $name" && cat "$side/$name"
  else
    tail -n 1 "$side/$name"
  fi
  [ "$status" -eq 0 ] || { echo "== $name failed (exit $status)"; failed=1; }
done
[ "$unit" -eq 0 ] && [ "$failed" -eq 0 ] || exit 1

# Both builds in one run: the sim build in vite preview and the HTTP build served by the Node host, so that the
# seam is proven on a real network too. In HTTP mode all of it runs but the offline app and the in-page scenario
# recorder (tagged @sim-only); one run keeps the three workers busy across both modes.
echo "== end-to-end (Playwright: the sim build, and the HTTP build on the Node host), at ${SECONDS} s"
e2e_log="$side/e2e"
if ! E2E_MODE=both npx playwright test 2>&1 | tee "$e2e_log"; then
  # The servers' own output ([WebServer] lines) is printed where it happened, far from the failures' summary.
  echo "== what the servers printed during the run"
  grep -F '[WebServer]' "$e2e_log" | tail -n 60 || echo "(nothing)"
  exit 1
fi
echo "(all of it: ${SECONDS} s)"
