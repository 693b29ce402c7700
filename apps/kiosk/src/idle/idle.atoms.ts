import { atom } from 'jotai';
import { DEFAULT_KIOSK_IDLE, type KioskIdleSettings } from './idle-settings';

/** Set once at start from the boot data (main.tsx); tests set shorter values. */
export const kioskIdleSettingsAtom = atom<KioskIdleSettings>(DEFAULT_KIOSK_IDLE);
