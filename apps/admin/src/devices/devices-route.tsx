// /admin/devices, the kiosk devices of the chosen branch, in its own chunk (docs/architecture.md, Code splitting).
export { DevicesPage } from './devices-page';
