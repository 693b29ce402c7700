// An app's start is work that no one sees until its first render: done in one task, it held the main thread for
// 200 ms and more on a slow phone (4x CPU), which Lighthouse counts as blocking time on a page that has already
// painted (docs/decisions.md, "An app's start yields between its steps").

/** Ends the current task and goes on in a new one (a timer: `scheduler.yield` cost bytes on every first page). */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
