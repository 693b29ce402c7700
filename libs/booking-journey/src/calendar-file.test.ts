import { calendarFile, zonedToUtc } from './calendar-file';

describe('calendar file', () => {
  it.each([
    ['2026-11-25 11:00:00', 'Asia/Bangkok', '2026-11-25T04:00:00.000Z'],
    ['2026-11-25 00:30:00', 'Asia/Bangkok', '2026-11-24T17:30:00.000Z'],
    ['2026-07-01 12:00:00', 'Europe/Berlin', '2026-07-01T10:00:00.000Z'],
  ])('%s in %s is %s', (wall, zone, utc) => {
    expect(zonedToUtc(wall, zone).toISOString()).toBe(utc);
  });

  it('writes an event in UTC with escaped text', () => {
    const ics = calendarFile(
      {
        uid: 'b1@sabai',
        title: 'Booking YU-1, Sukhumvit',
        location: 'Yuzen; Bangkok',
        description: 'Arrive early',
        start: '2026-11-25 11:00:00',
        durationMin: 150,
        timeZone: 'Asia/Bangkok',
      },
      new Date('2026-11-22T01:02:03.456Z'),
    );
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'DTSTAMP:20261122T010203Z',
        'DTSTART:20261125T040000Z',
        'DURATION:PT150M',
        'SUMMARY:Booking YU-1\\, Sukhumvit',
        'LOCATION:Yuzen\\; Bangkok',
      ]),
    );
  });
});
