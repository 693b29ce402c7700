// /admin/scan in its own chunk (docs/architecture.md, Code splitting); the camera library is a further chunk.
export { ScanPage } from './scan-page';
