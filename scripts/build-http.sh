#!/usr/bin/env bash
# The production HTTP build the Node host serves itself (same origin) for the e2e suite's HTTP mode:
# `npm run test:e2e:http`. VITE_QA_HOST=1 gives the page the QA handle over the host's /__sim routes (the demo
# panel, simulated transfers, the emulated provider frames), as the sim build has it. Its sockets go to
# ws://127.0.0.1:$E2E_HTTP_PORT, where that run starts the host.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${E2E_HTTP_PORT:-4180}"
VITE_TRANSPORT=http VITE_API_URL= VITE_QA_HOST=1 \
  VITE_PUSHER_KEY=sim-app-key VITE_PUSHER_HOST=127.0.0.1 VITE_PUSHER_PORT="$PORT" VITE_PUSHER_TLS=false \
  VITE_TRADING_PUSHER_KEY=sim-trading-key VITE_TRADING_PUSHER_HOST=127.0.0.1 VITE_TRADING_PUSHER_PORT="$PORT" \
  npx vite build --outDir dist-http --emptyOutDir
