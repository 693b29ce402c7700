// /member/profile alone in its chunk: a logged-in member's page, which needs neither the register nor the
// recover form (member-form-routes.tsx).
export { ProfilePage } from './profile-page';
