// What the server put in the page for this request: the brand (resolved from the host), the language and
// app settings. Read once at start; the brand never changes within a page's life.
import type { CurrentBrandQuery } from '@sabai/graphql';
import { isLocaleCode, type LocaleCode } from '@sabai/i18n';
import { atom } from 'jotai';

export type Brand = CurrentBrandQuery['brand'];

export interface BootData {
  brand: Brand;
  locale: LocaleCode;
  settings: Record<string, unknown>;
}

/** Parses the JSON the server wrote into <script id="sabai-boot">; undefined when absent or broken. */
export function parseBootData(text: string | null | undefined): BootData | undefined {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    if (!data.brand || typeof data.brand.id !== 'string') return undefined;
    return {
      brand: data.brand,
      locale: isLocaleCode(data.locale) ? data.locale : 'en',
      settings: data.settings ?? {},
    };
  } catch {
    return undefined;
  }
}

export const brandAtom = atom<Brand | undefined>(undefined);
