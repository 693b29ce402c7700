// /admin/requests and /admin/requests/:id, the group requests inbox, in their own chunk
// (docs/architecture.md, Code splitting).
export { RequestsPage } from './requests-page';
export { GroupRequestPage } from './request-page';
