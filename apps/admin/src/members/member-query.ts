// What the search field holds (docs/product-rules.md, Members at the desk): a member's QR code, as a handheld
// scanner types it (the member area's code is a JWT, three base64url parts), or words to look for. The
// server decides either way; this only tells the page whether to open the one member a code names.
const QR_TOKEN = /^[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}$/;

export const isMemberQr = (text: string): boolean => QR_TOKEN.test(text.trim());

/** The list's sort as the URL keeps it (?sort=phone&desc=1). */
export type MemberSortKey = 'name' | 'phone' | 'member_since';

export function sortOf(value: string | null): MemberSortKey {
  return value === 'phone' || value === 'member_since' ? value : 'name';
}

/** A page number from the URL: 1 unless a whole number above 0. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
