#!/bin/sh
# `npm run serve` and `npm start`: the server, with glibc's allocator keeping its default thresholds
# (scripts/serve-env.sh says why).
. "$(dirname "$0")/serve-env.sh"
# With the embedded database (no DATABASE_URL), its WebAssembly runs on V8's baseline compiler only. Optimising one
# function of PGlite's module (105 KB of code) takes V8's optimiser about 640 MB for 0.4 s, soon after start-up and
# in any fresh process that gets busy: a container sized for the ~200 MB the server idles at is killed then. With
# the baseline compiler a restart peaks near 210 MB instead of about 750 MB, for a few percent of the throughput of
# calls that are mostly database work (docs/benchmarks.md, "Start-up peak"). PGLITE_OPTIMIZING_COMPILER=1 turns it back on.
# --expose-gc lets uploads free the buffers their bodies arrive in while they are young
# (src/server/submissions/dead-buffers.ts): a burst of uploads would otherwise hold up to 64 MB of them.
if [ -z "$DATABASE_URL" ] && [ "$PGLITE_OPTIMIZING_COMPILER" != "1" ]; then
  exec node $SERVER_NODE_FLAGS --expose-gc --liftoff-only src/server/main.ts "$@"
fi
exec node $SERVER_NODE_FLAGS --expose-gc src/server/main.ts "$@"
