export { normalizeHost, resolveBrand } from './resolve-brand.js';
export type { BrandHosts } from './resolve-brand.js';
export { contrastRatio, readableTextOn, relativeLuminance, themeCss, themeTokens } from './theme-tokens.js';
export type { BrandColors, ThemeTokens } from './theme-tokens.js';
