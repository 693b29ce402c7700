// /admin/legal, in its own chunk (docs/architecture.md, Code splitting).
export { LegalTextsPage } from './legal-texts-page';
