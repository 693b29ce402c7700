// How the API's Node process is started: by `npm start` and by the benchmarks, which must measure the
// server as it runs in production.
//
// --max-semi-space-size=32: V8's young generation grows from 16 to 32 MB per semi-space. A request
// allocates a few hundred kilobytes (GraphQL, JSON, query builders), so with the default the scavenger ran
// every few dozen requests; with 32 MB it runs a quarter as often, and orderSummary took 15-20% less CPU
// per request on the 2-core machine (about 280 -> 230 µs; README, Benchmark). It costs at most 64 MB more.
export const apiNodeArgs = ['--enable-source-maps', '--max-semi-space-size=32', 'apps/api/dist/main.mjs'];
