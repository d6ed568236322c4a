#!/bin/sh
# `npm run serve` and `npm start`: the server, with glibc's allocator keeping its default thresholds.
# glibc raises its mmap and trim thresholds each time a large buffer is freed (PGlite and V8 free several at
# start-up), after which each thread's arena keeps the memory it frees instead of returning it: the idle server
# measured 265-280 MB of RSS that way and 205-217 MB with the thresholds fixed (docs/api.md, "Idle memory").
# Setting them turns that raising off. Other C libraries (musl, macOS) ignore the variable. Tunables already in
# the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES
exec node src/server/main.ts "$@"
