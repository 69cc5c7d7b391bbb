/**
 * The V8 heap limits the BFF runs with (decision 0165). `npm start` passes them to Node (they
 * cannot be set once the process runs), the benches start the BFF with them, and a container's
 * command must pass them too (docs/operations.md).
 * - A young generation of at most 3 × 8 MiB instead of V8's 3 × 16 MiB (and more on machines
 *   with more memory): scavenges come a little more often and keep less garbage resident.
 * - An old generation of at most 192 MiB: V8 collects before growing past it, instead of letting
 *   the garbage of history reads grow the heap to several times the live data (50-65 MiB under the
 *   soak). Live data past the limit ends the process (out of memory), for the orchestrator to
 *   restart: the caches that hold most of it are bounded by entry count.
 */
export const BFF_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=192'] as const
