// The Node options the API server runs with: `npm start` (scripts/start.mjs), the benchmarks (bench/harness.mjs) and
// the production command of docs/operations.md#production-build
// (`node --max-old-space-size=512 --max-semi-space-size=16 server/dist/main.js`) all pass these.
//
// --max-old-space-size: V8 lets its old generation grow to about four times what survived the last full collection
// before it collects again when the machine has plenty of memory (its limit defaults to a quarter of it, 4 GB here), so
// under a burst of requests the server's heap fills with garbage it keeps well after the burst
// (bench/results/server-memory-2026-11-24.md). With a 512 MB limit V8 grows the heap by a smaller factor; every cache is
// bounded, so the live heap at 100,000 posts is a small part of the limit (bench/results/server-memory-2026-11-27.md;
// docs/operations.md#production-build). An operator's own --max-old-space-size in NODE_OPTIONS wins.
//
// --max-semi-space-size: the young generation (two semi-spaces) grows while a stream of short-lived objects goes on,
// and V8 in Node 24 lets each semi-space reach 64 MB: one export of 100,000 posts (~120 MB of JSON made line by line)
// grew the server by 57 MB that it kept, a third export took it from 196 MB to 290 MB
// (bench/results/public-cpu-2026-11-27.md). 16 MB, V8's cap for years, bounds the young generation at 32 MB; the
// same exports then left the server near 213 MB at the same CPU time. An operator's own --max-semi-space-size wins.

/** The V8 old-generation limit of the server process, in MB. */
export const SERVER_HEAP_MB = 512;
/** The most one V8 young-generation semi-space of the server process may grow to, in MB. */
export const SERVER_SEMI_SPACE_MB = 16;

/** Node options for the server process, given the environment it starts with. */
export function serverNodeArgs(env = process.env) {
  const own = env.NODE_OPTIONS ?? '';
  return [
    ...(/--max-old-space-size\b/.test(own) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...(/--max-semi-space-size\b/.test(own) ? [] : [`--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`]),
  ];
}
