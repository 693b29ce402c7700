import fc from 'fast-check';
import { formatCourseItemId, isCourseItemId, parseCourseItemId } from './course-item-id.js';

describe("course item ids 'R<item>:C<course>'", () => {
  it.each([
    ['R12:C7', { itemId: '12', courseId: '7' }],
    ['Rabc-1:Cxyz', { itemId: 'abc-1', courseId: 'xyz' }],
  ])('parses %s', (id, ref) => {
    expect(parseCourseItemId(id)).toEqual({ ok: true, ...ref });
  });

  it.each([['R12'], ['12:7'], ['R:C7'], ['R12:C'], ['R12:C7:C8'], ['C7:R12'], ['']])('rejects %j', (id) => {
    expect(parseCourseItemId(id)).toEqual({
      ok: false,
      problems: [{ code: 'course_item_id_invalid', params: { id } }],
    });
  });

  it('formats', () => {
    expect(formatCourseItemId({ itemId: '12', courseId: '7' })).toBe('R12:C7');
  });

  it.each([
    [{ itemId: '', courseId: '7' }],
    [{ itemId: '12', courseId: '' }],
    [{ itemId: '1:2', courseId: '7' }],
  ])('refuses to format %j', (ref) => {
    expect(() => formatCourseItemId(ref)).toThrow(RangeError);
  });

  it('parse(format(ref)) gives ref back for every usable pair of ids', () => {
    const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'));
    fc.assert(
      fc.property(part, part, (itemId, courseId) => {
        const id = formatCourseItemId({ itemId, courseId });
        expect(isCourseItemId(id)).toBe(true);
        expect(parseCourseItemId(id)).toEqual({ ok: true, itemId, courseId });
      }),
    );
  });

  it.each([
    ['R12:C7', true],
    ['R12:X7', true],
    ['thai-massage', false],
    ['R12', false],
  ])('isCourseItemId(%s) = %s: any id with a colon is meant as a course item', (id, expected) => {
    expect(isCourseItemId(id)).toBe(expected);
  });
});
