/**
 * True when an id in a guest's list refers to a course item rather than a product. Product ids never
 * contain ':', so any id with a colon is meant as a course item (and may still be malformed).
 */
export function isCourseItemId(id: string): boolean {
  return id.includes(':');
}
