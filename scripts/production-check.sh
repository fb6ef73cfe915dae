#!/usr/bin/env bash
# What a production install must do, checked on the result of scripts/production-build.sh (CI runs both):
# start with NODE_ENV=production on an empty embedded database, print no token, serve the Studio, and render.
set -euo pipefail
app=${1:?usage: scripts/production-check.sh APP_DIR}
cd "$app"
data=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
export NODE_ENV=production DATA_DIR="$data" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="$base" SNAPFORGE_ADMIN_EMAIL=ops@example.com LOG_LEVEL=info
node bin/snapforge.js serve > "$data/serve.log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 120); do curl -fs "$base/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fs "$base/readyz" >/dev/null || { cat "$data/serve.log"; echo "production-check: the server did not get ready" >&2; exit 1; }
# No demo account and no token in the logs.
if grep -q "Bearer" "$data/serve.log"; then echo "production-check: a token was printed" >&2; exit 1; fi
grep -q "studio/auth/link" "$data/serve.log" || { echo "production-check: no Studio sign-in link for SNAPFORGE_ADMIN_EMAIL" >&2; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' "$base/studio/")
[ "$status" = 200 ] || { echo "production-check: /studio/ answered $status" >&2; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' "$base/docs/scalar.js")
[ "$status" = 200 ] || { echo "production-check: the API reference's script answered $status" >&2; exit 1; }
node bin/snapforge.js credits add --email ops@example.com --amount 5 >/dev/null
token=$(node bin/snapforge.js token create --email ops@example.com --name check | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).token))")
auth=(-H "Authorization: Bearer $token" -H "Accept: application/json" -H "Content-Type: application/json")
template=$(curl -fs "$base/api/v1/templates" "${auth[@]}" -d '{"title":"Check","width":400,"height":200,"layers":[{"layer":"t","type":"text","x":20,"y":20,"width":360,"height":160,"text":"Hello production"}]}' | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).data.uuid))")
media=$(curl -fs "$base/api/v1/snaps" "${auth[@]}" -d "{\"template_id\":\"$template\"}" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).media_url))")
curl -fs "$media" -o "$data/snap.png"
[ "$(head -c 4 "$data/snap.png" | tail -c 3)" = PNG ] || { echo "production-check: the snap is not a PNG" >&2; exit 1; }
echo "production-check: started without a token, served /studio/ and /docs, rendered $media"
