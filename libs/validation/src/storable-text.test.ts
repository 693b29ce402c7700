import { isStorableText, unstorableText } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain', 'Ploy Suksawat', true],
    ['Thai and Chinese', 'ปลอย 中文', true],
    ['an emoji (a surrogate pair)', '🧖‍♀️', true],
    ['tab, line feed, carriage return', 'a\tb\nc\r', true],
    ['NUL', 'a\u0000b', false],
    ['a bell', '\u0007', false],
    ['an escape sequence', '\u001b[31m', false],
    ['DEL', '\u007f', false],
    ['a lone high surrogate', 'x\uD800', false],
    ['a lone low surrogate', '\uDC00y', false],
    ['two high surrogates', '\uDBFF\uDBFF', false],
  ])('%s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('names the field of the first bad string, however deep', () => {
    expect(
      unstorableText({ input: { contact: 'ok', guests: [{ name: 'a' }, { name: 'b\u0000' }] } }),
    ).toEqual({
      field: 'input.guests.1.name',
      message: 'text.unstorable',
    });
    expect(unstorableText({ ['k\u0000']: 1 })).toEqual({ field: 'input', message: 'text.unstorable' });
    expect(unstorableText({ a: [1, true, null, 'fine'] })).toBeNull();
  });
});
