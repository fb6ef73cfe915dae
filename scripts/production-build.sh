#!/usr/bin/env bash
# The Dockerfile's build, without Docker: a clean clone of this repository in $1, built with every dependency
# (the Studio, the compiled service, Prisma's client), then pruned to what production runs (npm prune --omit=dev).
# `npm ci --omit=dev` alone cannot build the Studio (Vite is a devDependency): build first, then prune.
set -euo pipefail
dest=${1:?usage: scripts/production-build.sh DEST_DIR}
src=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dest"
git clone -q "$src" "$dest"
cd "$dest"
npm install --no-audit --no-fund --loglevel=error
npm prune --omit=dev --no-audit --no-fund --loglevel=error
test -f studio/dist/index.html || { echo "production-build: the Studio was not built" >&2; exit 1; }
echo "production-build: $(du -sh node_modules | cut -f1) of node_modules in $dest"
