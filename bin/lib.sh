# Shared by bin/demo and bin/test: find or bootstrap what the project needs, and say clearly what is missing.
# shellcheck shell=bash

PNPM_VERSION=10.34.9
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

die() { echo "centralino: $*" >&2; exit 1; }
note() { echo "centralino: $*" >&2; }

require_node() {
  command -v node >/dev/null 2>&1 || die "Node.js >= 20.19 is required (https://nodejs.org), and was not found on PATH."
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || die "Node.js >= 20.19 is required; found $(node --version)."
}

# Sets PNPM to a pnpm of the pinned version (corepack is not used: it fails on some registries).
find_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    PNPM=(pnpm)
  else
    command -v npx >/dev/null 2>&1 || die "npm/npx is required to fetch pnpm $PNPM_VERSION."
    PNPM=(npx -y "pnpm@$PNPM_VERSION")
  fi
}

# Installs dependencies when node_modules is missing or older than the lockfile.
install_deps() {
  local marker="$ROOT/node_modules/.modules.yaml"
  if [ ! -f "$marker" ] || [ "$ROOT/pnpm-lock.yaml" -nt "$marker" ]; then
    note "installing dependencies (pnpm install --frozen-lockfile)…"
    (cd "$ROOT" && "${PNPM[@]}" install --frozen-lockfile) || die "pnpm install failed."
  fi
}

redis_ping() { # host port
  node -e '
    const s = require("node:net").connect(Number(process.argv[2]), process.argv[1]);
    s.setTimeout(1000, () => process.exit(1));
    s.on("error", () => process.exit(1));
    s.on("connect", () => s.write("PING\r\n"));
    s.on("data", (d) => process.exit(String(d).startsWith("+PONG") ? 0 : 1));' "$1" "$2" 2>/dev/null
}

# Sets REDIS_URL: the given one, else 127.0.0.1:6379 when it answers, else a private redis-server on a free
# port in a temporary directory (stopped on exit), else stops with how to install Redis.
ensure_redis() {
  if [ -n "${REDIS_URL:-}" ]; then return 0; fi
  if redis_ping 127.0.0.1 6379; then export REDIS_URL="redis://127.0.0.1:6379"; return 0; fi
  command -v redis-server >/dev/null 2>&1 \
    || die "Redis is needed (BullMQ) and none answers on 127.0.0.1:6379. Install it (Debian/Ubuntu: apt install redis-server; macOS: brew install redis) or set REDIS_URL."
  local port dir
  port=$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  dir=$(mktemp -d)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" \
    --maxmemory-policy noeviction --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >/dev/null \
    || die "could not start redis-server (see $dir/redis.log)."
  for _ in $(seq 1 50); do redis_ping 127.0.0.1 "$port" && break; sleep 0.1; done
  redis_ping 127.0.0.1 "$port" || die "redis-server did not answer on port $port (see $dir/redis.log)."
  PRIVATE_REDIS_DIR="$dir"
  trap 'stop_private_redis' EXIT
  export REDIS_URL="redis://127.0.0.1:$port"
  note "started a private Redis on $REDIS_URL"
}

stop_private_redis() {
  if [ -n "${PRIVATE_REDIS_DIR:-}" ] && [ -f "$PRIVATE_REDIS_DIR/redis.pid" ]; then
    local pid
    pid="$(cat "$PRIVATE_REDIS_DIR/redis.pid")"
    kill "$pid" 2>/dev/null || true
    # Redis writes its last log lines while it stops: remove its directory only once it is gone (≤ 5 s)
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    rm -rf "$PRIVATE_REDIS_DIR" 2>/dev/null || true
  fi
}
