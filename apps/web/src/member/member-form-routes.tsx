// The member pages with forms, one chunk with the form kit (react-hook-form, valibot); the guards decide who
// may open which (docs/product-rules.md, Screens and routes): login, register and recover for guests, profile
// once verified.
export { LoginPage } from './login-page';
export { ProfilePage } from './profile-page';
export { RecoverPage } from './recover-page';
export { RegisterPage } from './register-page';
