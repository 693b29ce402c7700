// /admin/members and /admin/members/:id in one chunk (docs/architecture.md, Code splitting): the desk goes
// from the search to a member and back.
export { MemberPage } from './member-page';
export { MembersPage } from './members-page';
