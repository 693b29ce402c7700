// The member pages with forms, one chunk beside the form kit (react-hook-form, valibot); the guards decide who
// may open which (docs/product-rules.md, Screens and routes): register and recover for guests, profile once
// verified. Login, the most visited, is its own chunk (login-route.tsx).
export { ProfilePage } from './profile-page';
export { RecoverPage } from './recover-page';
export { RegisterPage } from './register-page';
