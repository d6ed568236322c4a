# The environment the server runs in, sourced by scripts/serve.sh and by bench:api's server process, so what the
# benchmark measures is what `npm start` runs.
# glibc raises its mmap and trim thresholds each time a large buffer is freed (PGlite and V8 free several at
# start-up), after which each thread's arena keeps the memory it frees instead of returning it: the idle server
# measured 265-280 MB of RSS that way and 205-217 MB with the thresholds fixed (docs/benchmarks.md, "Idle memory").
# Setting them turns that raising off. Other C libraries (musl, macOS) ignore the variable. Tunables already in
# the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES
