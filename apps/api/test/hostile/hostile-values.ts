// Values a clumsy or hostile client sends: strings PostgreSQL or JSON cannot hold, wrong types, numbers
// out of range, oversized lists, near-misses of valid values (dates that do not exist, times off the grid).
import fc from 'fast-check';

/** Strings that break naive code: NUL, unpaired surrogates, control and direction characters, injections. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\uDBFF',
    '\u0007\u001b[31m\u0008',
    '\u202Egnp.exe',
    "'; drop table bookings; --",
    '%00%ff',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\\',
    '"',
    '',
    ' ',
    '🧖‍♀️🧖‍♂️',
    'ไทย中文',
    '{"$ne":null}',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\u0001', 'a', '\u200B'), maxLength: 20 }),
  fc.constant('x'.repeat(70_000)),
);

/** Near-misses of the values the API reads: ids, dates, times, phones, amounts. */
export const nearMiss: fc.Arbitrary<string> = fc.constantFrom(
  'yuzen-sukhumvit',
  'baansabai-thonglor',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2026-12-01 14:00:00',
  '2026-12-01 14:07:00',
  '2026-12-01 14:00:30',
  '2026-12-01 23:45:00',
  '2026-12-01 24:00:00',
  '2026-02-31 10:00:00',
  '9999-12-31 10:00:00',
  '0001-01-01 10:00:00',
  '2026-12-01T14:00:00Z',
  '2026-12-01',
  '14:00:00',
  '0812345678',
  '+66812345678',
  'gold@example.com',
  'WELCOME10',
  'R1:C1',
  'THB',
  'USD',
  'card',
  'upcoming',
);

export const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nearMiss,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1, -0, 2 ** 31, 2 ** 53 + 1, 0.001, 99.999, 1e9),
  fc.boolean(),
  fc.constant(null),
);

/** Anything at all: scalars, lists (sometimes long), objects. */
export const anything: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => i)) },
);

/** A guests list as the booking operations take it (a JSON string), with hostile parts. */
export const guestsJson: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .array(
      fc.record(
        {
          no: fc.oneof(fc.integer({ min: -2, max: 8 }), anyScalar),
          name: fc.oneof(nastyString, fc.constant('Ploy')),
          start: fc.oneof(
            fc.record({
              onsen: fc.oneof(fc.integer({ min: -60, max: 3000 }), fc.constant(null)),
              spa: fc.oneof(fc.integer({ min: -60, max: 3000 }), fc.constant(null)),
            }),
            anyScalar,
          ),
          treatments: fc.oneof(
            fc.array(
              fc.constantFrom(
                'yu-locker-set',
                'yu-thai-60',
                'yu-onsen-120',
                'yu-signature-240',
                'R1:C1',
                'nope',
                '\u0000',
              ),
              { maxLength: 12 },
            ),
            fc.array(anyScalar, { maxLength: 3 }),
          ),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 8 },
    )
    .map((guests) => JSON.stringify(guests)),
);
