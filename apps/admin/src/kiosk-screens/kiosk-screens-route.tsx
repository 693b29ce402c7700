// /admin/kiosk-screens, in its own chunk (docs/architecture.md, Code splitting).
export { KioskScreensPage } from './kiosk-screens-page';
