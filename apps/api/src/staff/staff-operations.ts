// Every staff operation and the permission it needs (docs/access.md, Permission table; docs/api.md, Staff
// API), in one table. The staff endpoint checks it before any resolver runs: no staff session is
// login.unauthenticated, a session whose grants hold no such permission login.notAuthorized. The
// permission's reach (which brand, which branch) is the resolver's to check, with guard() and the target.
// docs/staff-operations.md is rendered from this table (UPDATE_DOCS=1 on staff-operations-doc.test.ts).
import type { Action, Subject } from '@sabai/access';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';

export type StaffOperationName = keyof QueryResolvers | keyof MutationResolvers;

/**
 * - 'anyone': answers whoever asks (staffMe: null without a staff session);
 * - 'signed-in': any staff account, whatever its grants;
 * - [action, subject]: a grant whose role holds that permission (docs/access.md, Permission table).
 */
export type StaffRequirement = 'anyone' | 'signed-in' | readonly [Action, Subject];

// Typed by the contract: an operation added to libs/graphql/staff-schema without a line here does not compile.
export const STAFF_OPERATIONS: Readonly<Record<StaffOperationName, StaffRequirement>> = {
  staffMe: 'anyone',
  staffBranches: ['read', 'catalog'],
  staffTotpBegin: 'signed-in',
  staffTotpConfirm: 'signed-in',
  daySheet: ['read', 'booking'],
  staffBooking: ['read', 'booking'],
  checkInBooking: ['check_in', 'booking'],
  completeBooking: ['complete', 'booking'],
  markNoShow: ['no_show', 'booking'],
  cancelBooking: ['cancel', 'booking'],
  kioskDevices: ['manage', 'device'],
  createKioskPairingCode: ['manage', 'device'],
  revokeKioskDevice: ['manage', 'device'],
  groupRequests: ['read', 'booking'],
  groupRequest: ['read', 'booking'],
  updateGroupRequest: ['create', 'booking'],
  branchProducts: ['read', 'catalog'],
  createStaffBooking: ['create', 'booking'],
  recordCounterPayment: ['pay', 'booking'],
  sendPaymentLink: ['pay', 'booking'],
  auditLog: ['read', 'audit_log'],
  undeliveredMessages: ['manage', 'message'],
  resendMessage: ['manage', 'message'],
  refundQueue: ['refund', 'booking'],
  resolveRefund: ['refund', 'booking'],
  findMembers: ['read', 'member_account'],
  staffMember: ['read', 'member_account'],
  topUpWallet: ['top_up', 'member_funds'],
  adjustMemberFunds: ['manage', 'member_funds'],
  memberDataExport: ['manage', 'member_account'],
  eraseMember: ['manage', 'member_account'],
  memberTiers: ['read', 'member_account'],
  setMemberTier: ['manage', 'member_account'],
  unlockMember: ['manage', 'member_account'],
  revenueReport: ['read', 'report'],
  bookingsReport: ['read', 'report'],
  utilisationReport: ['read', 'report'],
  promotionReport: ['read', 'report'],
  memberReport: ['read', 'report'],
  funnelReport: ['read', 'report'],
  staffAccounts: ['manage', 'staff'],
  createStaffAccount: ['manage', 'staff'],
  setStaffRole: ['manage', 'staff'],
  resetStaffTotp: ['manage', 'staff'],
  setStaffActive: ['manage', 'staff'],
  catalogProducts: ['manage', 'catalog'],
  promotions: ['manage', 'catalog'],
  brandSettings: ['manage', 'catalog'],
  branchSettings: ['manage', 'catalog'],
  updateBrandSettings: ['manage', 'catalog'],
  updateBranchSettings: ['manage', 'catalog'],
  kioskSettings: ['manage', 'catalog'],
  brandHosts: ['manage', 'catalog'],
  legalTexts: ['manage', 'catalog'],
  publishLegalText: ['manage', 'catalog'],
  addBrandHost: ['manage', 'catalog'],
  removeBrandHost: ['manage', 'catalog'],
  updateKioskSettings: ['manage', 'catalog'],
  memberRewards: ['manage', 'catalog'],
  branchFilters: ['manage', 'catalog'],
  updateBranchFilters: ['manage', 'catalog'],
  courseTemplates: ['manage', 'catalog'],
  saveCourseTemplate: ['manage', 'catalog'],
  branchPlace: ['manage', 'catalog'],
  updateBranchPlace: ['manage', 'catalog'],
  updateMemberRewards: ['manage', 'catalog'],
  savePromotion: ['manage', 'catalog'],
  updateProduct: ['manage', 'catalog'],
  createProduct: ['manage', 'catalog'],
  branchClosedDates: ['manage', 'catalog'],
  addBranchClosedDate: ['manage', 'catalog'],
  removeBranchClosedDate: ['manage', 'catalog'],
};

export const isStaffOperation = (name: string): name is StaffOperationName =>
  Object.hasOwn(STAFF_OPERATIONS, name);
