export { guestActor, type Actor, type ActorKind, type StaffGrant, type StaffRole } from './actor';
export { can, type Target } from './can';
export { PERMISSIONS, type Action, type Permission, type Reach, type Subject } from './permissions';
