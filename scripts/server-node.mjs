// How a festival server process is started: `node <these> server/main.ts`. Shared by `npm start`, the deployment
// check and the benchmarks, so each measures and runs the same process.
//
// The heap cap: with none, V8 on a machine with gigabytes free lets the heap grow to a couple of hundred MB under
// load before it collects (PGlite mixed load: heap 200 MB with 50 MB live, RSS 469 MB); told the cap, it collects
// sooner at no measured cost in req/s (RSS 343 MB). SERVER_HEAP_MB changes it (a festival far beyond 100x the sample,
// or many thousands of live streams on one process, may want more).

/** Node's arguments before the entry file. */
export function serverNodeArgs(env = process.env) {
  const heapMb = Number(env.SERVER_HEAP_MB || 256);
  if (!Number.isInteger(heapMb) || heapMb < 64) throw new Error(`SERVER_HEAP_MB must be a whole number of MB, at least 64 (got ${env.SERVER_HEAP_MB})`);
  return [`--max-old-space-size=${heapMb}`, '--import', 'tsx'];
}
