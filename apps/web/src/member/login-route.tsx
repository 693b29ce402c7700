// /member/login alone in its chunk: the page most visitors of the member area open, so it does not carry
// the register, recover and profile forms (member-form-routes.tsx).
export { LoginPage } from './login-page';
