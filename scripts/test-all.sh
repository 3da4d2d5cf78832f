#!/usr/bin/env bash
# The README's test command: static checks, unit and integration tests, then end-to-end tests against the
# production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
echo "== unit and integration (vitest)" && npx vitest run
echo "== end-to-end (Playwright, production build)" && npm run -s test:e2e
