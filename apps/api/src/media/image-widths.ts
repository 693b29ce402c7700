// The widths a photo is made at (docs/product-rules.md, Photos), apart from the encoder, so the catalogue's
// srcsets are written without loading it.

/** As cards (up to 2× on a phone) and a page's header use them. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The widths of a photo this wide: those it reaches, or its own width when it is narrower than all. */
export function imageWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}
