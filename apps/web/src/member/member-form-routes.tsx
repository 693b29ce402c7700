// The guests' member forms, register and recover, one chunk beside the form kit (react-hook-form, valibot);
// the guards decide who may open which (docs/product-rules.md, Screens and routes). Login, the most visited,
// and the verified member's profile are chunks of their own (login-route.tsx, profile-route.tsx).
export { RecoverPage } from './recover-page';
export { RegisterPage } from './register-page';
