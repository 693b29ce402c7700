// /admin/settings, the brand's settings, in its own chunk (docs/architecture.md, Code splitting).
export { BrandSettingsPage } from './brand-settings-page';
