#!/usr/bin/env bash
# Runs a command on Node 22 LTS, whatever Node the machine has (docs/decisions/009-node-22.md):
#   bash scripts/node22-run.sh <command> [args…]
# npm scripts that need Node 22 (the test suite, dependency-cruiser) go through it, so `npm test`
# works from a shell that did not source scripts/node22.sh. On Node 22 or newer it only runs the
# command. node_modules installed under an older Node carry a better-sqlite3 compiled for that
# Node; it is rebuilt once for Node 22 (against the headers node22.sh points npm at).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/node22.sh"
if ! node -e 'new (require("better-sqlite3"))(":memory:").close()' >/dev/null 2>&1; then
  echo "better-sqlite3 was built for another Node: rebuilding it for Node $(node --version) (about 2 minutes)" >&2
  npm rebuild better-sqlite3 >/dev/null
fi
exec "$@"
