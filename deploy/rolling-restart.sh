#!/bin/sh
# Restarts the festival processes one at a time without failing a request (docs/operations.md):
# take a process out of nginx's upstream (`down`), reload nginx gracefully, restart it, wait for its
# health, put it back, reload. `npm run deploy:check` does these same steps against real nginx.
# Usage: deploy/rolling-restart.sh 3001 3002    (as root; SITE=/etc/nginx/sites-available/festival)
set -eu
SITE=${SITE:-/etc/nginx/sites-available/festival}
[ "$#" -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }

mark() { # mark PORT down|up
  if [ "$2" = down ]; then
    sed -i "s/^\(    server 127\.0\.0\.1:$1 [^;]*\);/\1 down;/" "$SITE"
  else
    sed -i "s/^\(    server 127\.0\.0\.1:$1 [^;]*\) down;/\1;/" "$SITE"
  fi
  nginx -t -q && nginx -s reload
  sleep 1 # new nginx workers take new connections; old ones finish what they hold
}

for port in "$@"; do
  grep -q "^    server 127\.0\.0\.1:$port " "$SITE" || { echo "port $port is not in $SITE" >&2; exit 1; }
  echo "festival@$port: out of the upstream"
  mark "$port" down
  systemctl restart "festival@$port"
  i=0
  until curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
    i=$((i + 1))
    [ "$i" -lt 120 ] || { echo "festival@$port did not come back; it stays out of the upstream" >&2; exit 1; }
    sleep 0.5
  done
  mark "$port" up
  echo "festival@$port: back"
done
