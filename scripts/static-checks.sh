#!/usr/bin/env bash
# The static checks of `npm test` in two lanes side by side (docs/decisions/158-static-checks-in-two-lanes.md):
#   1. ESLint on one thread (its typed rules build a TypeScript program per thread, so a second
#      thread mostly builds that program again);
#   2. Prettier, dependency-cruiser, the documents' links, then tsc.
# On two cores: ~100 s instead of ~140 s one after the other. Each lane prints its own findings; the
# exit status is the first failing lane's, or 0. `npm run lint` and `npm run typecheck` still run
# them one at a time.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/node22.sh

npx eslint --cache --cache-location .cache/eslint/ . &
eslint_lane=$!

(
  set -e
  npx prettier --check .
  npx depcruise app db search shared config server bench scripts tests --config .dependency-cruiser.cjs
  node scripts/check-doc-links.mjs
  npx tsc --noEmit
) &
other_lane=$!

wait "$eslint_lane"
eslint_status=$?
wait "$other_lane"
other_status=$?
[ "$eslint_status" -ne 0 ] && echo "static checks: ESLint failed" >&2
[ "$other_status" -ne 0 ] && echo "static checks: Prettier, dependency-cruiser, the links or tsc failed" >&2
if [ "$eslint_status" -ne 0 ]; then exit "$eslint_status"; fi
exit "$other_status"
