// How long the built server takes to become healthy on a new PGlite with the demo data (what `npm start` does
// after its build), the median of a few starts: one start on a shared 2-core machine varies by a second.
// Used by `npm run bench` against the target and by the budgets check in `npm test` against its guard.
import { median, randomPort, startApi } from './api-server.mjs';

export async function medianStartMs(starts = 3) {
  const times = [];
  for (let i = 0; i < starts; i++) {
    const server = await startApi(randomPort(3900));
    times.push(server.startMs);
    server.stop();
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  return median(times);
}
