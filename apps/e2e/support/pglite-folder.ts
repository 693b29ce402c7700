// Changes to a stopped server's PGlite folder, standing in for time passing: a booking moved to another day
// (and time) as the calendar would have brought it. A child process, since PGlite is an ES module that the
// CommonJS suites cannot load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Moves a booking and its places to `date` (and, when given, to `timeMin` minutes after midnight). */
export function moveBookingInFolder(
  dataDir: string,
  bookingNo: string,
  date: string,
  timeMin?: number,
): void {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const [dir, no, day, time] = process.argv.slice(1);
    const db = new PGlite(dir);
    await db.query('update bookings set date = $1 where booking_no = $2', [day, no]);
    if (time) await db.query('update bookings set time_min = $1 where booking_no = $2', [Number(time), no]);
    await db.query(
      'update capacity_holds set day = $1 where booking_id = (select id from bookings where booking_no = $2)',
      [day, no],
    );
    await db.close();`;
  const args = [dataDir, bookingNo, date, ...(timeMin === undefined ? [] : [String(timeMin)])];
  execFileSync(process.execPath, ['--input-type=module', '-e', script, ...args], {
    cwd: path.resolve(__dirname, '../../..'),
  });
}
