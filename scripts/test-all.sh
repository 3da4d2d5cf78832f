#!/usr/bin/env bash
# The README's test command: static checks, unit and integration tests, then end-to-end tests against the
# production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# The type check and the lint (ESLint, then Prettier) run side by side: each is mostly one core.
checks="$(mktemp -d)"
trap 'rm -rf "$checks"' EXIT
npm run -s typecheck >"$checks/typecheck" 2>&1 &
typecheck=$!
npm run -s lint >"$checks/lint" 2>&1 &
lint=$!
failed=0
wait "$typecheck" || failed=1
echo "== typecheck" && cat "$checks/typecheck"
wait "$lint" || failed=1
echo "== lint" && cat "$checks/lint"
[ "$failed" -eq 0 ] || exit 1

echo "== unit and integration (vitest)" && npx vitest run
echo "== end-to-end (Playwright, production build)" && npm run -s test:e2e
# The same suite against the HTTP build served by the Node host (npm run serve), so that the seam is proven
# on a real network too: all of it but the offline app and the in-page scenario recorder (tagged @sim-only).
echo "== end-to-end in HTTP mode (Playwright, HTTP build, Node host)" && npm run -s test:e2e:http
