# The environment the server runs in, sourced by scripts/serve.sh and by bench:api's server process, so what the
# benchmark measures is what `npm start` runs.
# glibc raises its mmap and trim thresholds each time a large buffer is freed (PGlite and V8 free several at
# start-up), after which each thread's arena keeps the memory it frees instead of returning it: the idle server
# measured 265-280 MB of RSS that way and 205-217 MB with the thresholds fixed (docs/benchmarks.md, "Idle memory").
# Setting them turns that raising off. Other C libraries (musl, macOS) ignore the variable. Tunables already in
# the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES
# V8 sizes the young generation from the machine's memory: on a large machine its semi-spaces grow to 64 MB while
# the modules load and stay that size once idle (a restart idled at 291-300 MB, the heap 179 MB with 90 in use).
# 16 MB semi-spaces keep the restart near 240 MB; 8 MB would save 15 MB more but made 4 concurrent exports grow the
# heap further (docs/benchmarks.md, "Idle memory"). Options already in NODE_OPTIONS come last, so they win.
NODE_OPTIONS="--max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
export NODE_OPTIONS
# V8 lets the old generation grow to up to four times what was live after a collection before it collects again. Four
# exports at once make garbage fast enough for that (10-40 MB of each page's rows and text outlive two scavenges while
# the exports take turns): with 51 MB live throughout, the heap grew by 90 MB before V8 collected. Growing by half at
# most held the growth near 45 MB, the export no slower (docs/benchmarks.md, "The exports' memory, apportioned").
# V8 takes this flag on the command line only, not in NODE_OPTIONS: serve.sh and bench:api's servers pass it.
SERVER_NODE_FLAGS="--heap-growing-percent=50"
export SERVER_NODE_FLAGS
