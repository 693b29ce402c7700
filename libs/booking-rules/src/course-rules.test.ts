import { courseItemCounts, courseUsageProblems } from './course-rules.js';
import type { Problem } from './problems.js';
import { aCatalog, aCourse, aGuest } from './testing/builders.js';

describe('courseItemCounts', () => {
  it('counts items per course in order of first appearance and skips what is not a course item', () => {
    expect([...courseItemCounts(['R1:C8', 'thai-massage', 'R12:C7', 'R2:C8', 'R1:X'])]).toEqual([
      ['8', 2],
      ['7', 1],
    ]);
  });
});

describe('courseUsageProblems: expiry and volume across the booking', () => {
  const date = '2026-11-22';
  it.each<[string, Parameters<typeof aCourse>[0], string[][], Problem[]]>([
    ['valid on its last day', { expiresOn: '2026-11-22' }, [['R12:C7', 'R13:C7']], []],
    [
      'expired the day before',
      { expiresOn: '2026-11-21' },
      [['R12:C7', 'R13:C7']],
      [{ code: 'course_expired', params: { courseId: '7', expiresOn: '2026-11-21' } }],
    ],
    [
      'two guests, one set each, two sets left',
      { volumeAvailable: 2 },
      [
        ['R12:C7', 'R13:C7'],
        ['R12:C7', 'R12:C7'],
      ],
      [],
    ],
    [
      'two guests, one set each, one set left',
      { volumeAvailable: 1 },
      [
        ['R12:C7', 'R13:C7'],
        ['R12:C7', 'R12:C7'],
      ],
      [{ code: 'course_volume_exceeded', params: { courseId: '7', available: 1, needed: 2 } }],
    ],
    [
      'an incomplete set still uses a whole set',
      { volumeAvailable: 1, treatmentsPerSet: 2 },
      [['R12:C7', 'R13:C7', 'R12:C7']],
      [{ code: 'course_volume_exceeded', params: { courseId: '7', available: 1, needed: 2 } }],
    ],
    [
      'courses not used are not checked',
      { expiresOn: '2020-01-01', volumeAvailable: 0 },
      [['thai-massage']],
      [],
    ],
    ['a course the member does not have is left to the look-up', {}, [['R12:C99']], []],
  ])('%s', (_, course, lists, problems) => {
    const guests = lists.map((treatments, index) => aGuest(index + 1, treatments));
    expect(courseUsageProblems(guests, aCatalog({ courses: [aCourse(course)] }), date)).toEqual(problems);
  });
});
