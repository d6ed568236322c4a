#!/bin/sh
# `npm run serve` and `npm start`: the server, with glibc's allocator keeping its default thresholds.
# glibc raises its mmap and trim thresholds each time a large buffer is freed (PGlite and V8 free several at
# start-up), after which each thread's arena keeps the memory it frees instead of returning it: the idle server
# measured 265-280 MB of RSS that way and 205-217 MB with the thresholds fixed (docs/api.md, "Idle memory").
# Setting them turns that raising off. Other C libraries (musl, macOS) ignore the variable. Tunables already in
# the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES
# PGLITE_BASELINE_COMPILER=1 runs the embedded database's WebAssembly on V8's baseline compiler only. Optimising
# one function of PGlite's module (105 KB of code) takes V8's optimiser about 640 MB for 0.4 s, soon after start-up:
# with the variable a restart peaks near 210 MB instead of about 750 MB, for about a tenth less throughput on calls
# that are mostly database work (docs/api.md, "Start-up peak").
if [ "$PGLITE_BASELINE_COMPILER" = "1" ] && [ -z "$DATABASE_URL" ]; then
  exec node --liftoff-only src/server/main.ts "$@"
fi
exec node src/server/main.ts "$@"
