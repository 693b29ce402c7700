export interface BrandColors {
  primary: string;
  secondary: string;
}

/** CSS custom properties derived from a brand's two colours. */
export type ThemeTokens = Record<`--${string}`, string>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function toRgb(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the given background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

function mixWithWhite(hex: string, amount: number): string {
  const mixed = toRgb(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Theme tokens for a brand: its colours, readable text on each, and a soft tint for surfaces. */
export function themeTokens(colors: BrandColors): ThemeTokens {
  return {
    '--color-primary': colors.primary.toLowerCase(),
    '--color-on-primary': readableTextOn(colors.primary),
    '--color-secondary': colors.secondary.toLowerCase(),
    '--color-on-secondary': readableTextOn(colors.secondary),
    '--color-primary-soft': mixWithWhite(colors.primary, 0.9),
  };
}

/** The tokens as a CSS declaration block body, for a server-rendered <style>. */
export function themeCss(colors: BrandColors): string {
  return Object.entries(themeTokens(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
