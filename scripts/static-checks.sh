#!/usr/bin/env bash
# Types and lint side by side: each is one process on one core, and CI's runner has two.
# Both always run to the end, so one run reports every finding; the exit is non-zero if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
status=0
wait "$typecheck" || status=1
wait "$lint" || status=1
exit "$status"
