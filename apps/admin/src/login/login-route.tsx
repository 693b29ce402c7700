// /admin/login alone in its chunk: the first page of every desk, so it carries only the sign-in form
// (docs/architecture.md, Code splitting).
export { LoginPage } from './login-page';
