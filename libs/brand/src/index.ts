export { normalizeHost, resolveBrand } from './resolve-brand';
export type { BrandHosts } from './resolve-brand';
export { contrastRatio, readableTextOn, relativeLuminance, themeCss, themeTokens } from './theme-tokens';
export type { BrandColors, ThemeTokens } from './theme-tokens';
