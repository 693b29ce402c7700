// /admin/account in its own chunk (docs/architecture.md, Code splitting).
export { AccountPage } from './account-page';
