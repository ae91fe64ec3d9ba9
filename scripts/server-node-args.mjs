// The Node options the API server runs with: `npm start` (scripts/start.mjs), the benchmarks (bench/harness.mjs) and
// the production command of docs/operations.md#production-build (`node --max-old-space-size=512 server/dist/main.js`)
// all pass these.
//
// --max-old-space-size: V8 lets its old generation grow to about four times what survived the last full collection
// before it collects again when the machine has plenty of memory (its limit defaults to a quarter of it, 4 GB here),
// so under a burst of requests the server's heap fills with garbage it keeps well after the burst
// (bench/results/server-memory-2026-11-24.md). With a 512 MB limit V8 grows the heap by a smaller factor; the live
// heap at 100,000 posts is about 31 MB, so the limit leaves ample room (docs/operations.md#production-build). An
// operator's own --max-old-space-size in NODE_OPTIONS wins.

/** The V8 old-generation limit of the server process, in MB. */
export const SERVER_HEAP_MB = 512;

/** Node options for the server process, given the environment it starts with. */
export function serverNodeArgs(env = process.env) {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '')) return [];
  return [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
