import { defaultLocale, type LocaleCode } from '@sabai/i18n';
import { atom } from 'jotai';

/** The interface language; the app shell loads its catalog and stores the cookie when it changes. */
export const localeAtom = atom<LocaleCode>(defaultLocale);

/** Counts language switches, so lists in the old language know to fetch again. */
export const localeSwitchCountAtom = atom(0);
