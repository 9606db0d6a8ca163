#!/usr/bin/env bash
# Starts the production build on a fresh embedded data folder with one user of each role, made with the
# user command line as a site administrator would.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:?}"
rm -rf "$DATA_DIR"
password="${E2E_PASSWORD:?}"
node apps/server/dist/cli/user.js create admin --role admin --name "Ada Admin" --password "$password"
node apps/server/dist/cli/user.js create super --role supervisor --name "Sven Supervisor" --password "$password"
node apps/server/dist/cli/user.js create oper --role operator --name "Olga Operator" --password "$password"
node apps/server/dist/cli/user.js create view --role viewer --name "Vera Viewer" --password "$password"
exec node apps/server/dist/main.js
