#!/usr/bin/env bash
# Prints the folder of a Node.js of the project's LTS line (package.json's engines), installing it first
# when the machine's own node is older: the official build, as the npm registry publishes it
# (node-linux-<arch>), unpacked under ~/.cache. Use: PATH="$(scripts/node-lts.sh):$PATH".
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p "require('./package.json').engines.node.match(/\d+/)[0]")
if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no Node.js $major build for $(uname -m) on the npm registry" >&2; exit 1 ;;
esac
home="${XDG_CACHE_HOME:-$HOME/.cache}/weighbridge-node-$major-$arch"
if [ ! -x "$home/bin/node" ]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "node-linux-$arch@$major" >/dev/null)
  mkdir -p "$home"
  tar xzf "$scratch"/node-linux-*.tgz -C "$home" --strip-components=1
fi
echo "$home/bin"
