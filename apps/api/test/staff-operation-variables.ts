// The variables the access test calls each staff operation with (staff/staff-operations-access.test.ts): the
// branch of the scope asked about ('in' the caller's reach, or 'out' of it), and for each operation values that
// pass the permission check and then change nothing that the other operations rely on.
import type { GraphQLField } from 'graphql';

export type Scope = 'in' | 'out';

/** What the test has made before asking: days, and a booking and group request at the scope's branch. */
export interface Known {
  day: string;
  farDay: string;
  booking: string;
  groupRequest: string;
}

export function operationVariables(
  field: GraphQLField<unknown, unknown>,
  scope: Scope,
  { day, farDay, booking, groupRequest }: Known,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
    // A group request's operations name a request, the others a booking.
    id: /GroupRequest/i.test(field.name) ? groupRequest : booking,
    status: 'contacted',
    date: day,
    // A report's range (revenueReport and the other reports).
    from: day,
    to: day,
    refund: 'none',
    reason: null,
    qr: null,
    code: '000000',
    // A payment that does not exist: the refunds queue answers refund.notFound once the permission holds.
    payment_id: '00000000-0000-4000-8000-000000000000',
    via: 'wallet',
    // Members at the desk: a search, and a top-up at the scope's branch for a member that does not exist
    // (member.notFound once the reach holds: nothing is written).
    query: 'ploy',
    // A kiosk device's name (createKioskPairingCode); revokeKioskDevice's id names none, so device.notFound.
    name: 'Access test kiosk',
    ...(field.name === 'topUpWallet'
      ? {
          input: {
            member_id: '00000000-0000-4000-8000-000000000000',
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            amount: 100,
            method: 'cash',
          },
        }
      : {}),
    // Bookings made by staff: a booking at the scope's branch (held when in reach); the counter and the
    // payment link for the held web booking, which the desk does not take money for (refused once in reach).
    ...(field.name === 'createStaffBooking'
      ? {
          input: {
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            date: day,
            time: '16:00',
            guests: [{ treatments: ['yu-locker-set', 'yu-thai-60'] }],
            contact_name: 'Access Test',
            contact_email: 'access@example.com',
          },
        }
      : {}),
    ...(field.name === 'recordCounterPayment'
      ? { input: { id: booking, method: 'cash', amount: 0, approved: true } }
      : {}),
    ...(field.name === 'sendPaymentLink' ? { via: 'email' } : {}),
    // The catalogue: a product that does not exist (product.notFound once the permission holds), and a
    // closed date far from the bookings of the other operations, closed and opened again.
    ...(field.name === 'updateProduct'
      ? {
          input: {
            id: 'no-such-product',
            name: { en: 'Access', th: 'Access', zh: 'Access' },
            description: { en: '', th: '', zh: '' },
            duration: 60,
            price: 100,
            tags: [],
            is_force_select: false,
            is_use_oil_material: false,
            is_must_after_onsen: false,
            branch_ids: [],
          },
        }
      : {}),
    // A package of items that do not exist: product.notFound once the permission holds, nothing made.
    ...(field.name === 'createProduct'
      ? {
          input: {
            code: 'ACCESS-PK',
            type: 'package',
            name: { en: 'Access', th: 'Access', zh: 'Access' },
            description: { en: '', th: '', zh: '' },
            duration: 60,
            price: 100,
            tags: [],
            is_force_select: false,
            is_use_oil_material: false,
            is_must_after_onsen: false,
            branch_ids: [],
            bundle_item_ids: ['no-such-item', 'no-such-item-either'],
          },
        }
      : {}),
    ...(/BranchClosedDate$/.test(field.name) ? { date: farDay, note: 'Access test' } : {}),
    // A member's corrections and data rights, for a member that does not exist (member.notFound in reach).
    ...(field.name === 'adjustMemberFunds'
      ? {
          input: {
            member_id: '00000000-0000-4000-8000-000000000000',
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            wallet_amount: 1,
            reason: 'Access test',
          },
        }
      : {}),
    // Staff management: an account that does not exist (staff.notFound in reach), and a new one.
    staff_id: '00000000-0000-4000-8000-000000000000',
    active: false,
    ...(field.name === 'createStaffAccount'
      ? {
          input: {
            name: 'Access Test',
            email: 'access-staff@example.com',
            password: 'Access-Test-2026',
            role: 'branch_staff',
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
          },
        }
      : {}),
    ...(field.name === 'setStaffRole'
      ? { input: { staff_id: '00000000-0000-4000-8000-000000000000', role: 'brand_admin' } }
      : {}),
    // Settings whose values the schema refuses (request.invalid once in reach): nothing is written.
    ...(field.name === 'updateBrandSettings'
      ? {
          input: {
            name: { en: 'x', th: 'x', zh: 'x' },
            faq_url: '',
            customer_url: '',
            color_primary: 'not a colour',
            color_secondary: '#000000',
            deposit_percent: 0,
            booking_horizon_days: 30,
            no_show_grace_min: 15,
            vat_registered: true,
            legal_name_th: '',
            legal_name_en: '',
            legal_address_th: '',
            legal_address_en: '',
            legal_tax_id: null,
            legal_branch: '00000',
          },
        }
      : {}),
    // A host name the schema refuses (request.invalid once in reach); removeBrandHost's id names no host.
    host: 'not a host name',
    // A legal text the schema refuses (an empty body; request.invalid once in reach): nothing is published.
    rule: 'terms',
    body: { en: '', th: '', zh: '' },
    ...(field.name === 'updateKioskSettings'
      ? { input: { idle: { default_sec: 1, payment_sec: 1, confirm_sec: 1, show_ad_after_sec: 1 }, ads: [] } }
      : {}),
    // Rewards the schema refuses (a percent over 100; request.invalid once in reach): nothing is written.
    // A place the schema refuses (an unknown time zone; request.invalid once in reach): nothing is written.
    ...(field.name === 'updateBranchPlace'
      ? {
          input: {
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            name: { en: 'x', th: 'x', zh: 'x' },
            branch: { en: 'x', th: 'x', zh: 'x' },
            address: { en: 'x', th: 'x', zh: 'x' },
            friendly_address: { en: '', th: '', zh: '' },
            province: { en: 'x', th: 'x', zh: 'x' },
            province_code: 'BKK',
            pool: 'x',
            time_zone: 'Mars/Olympus',
          },
        }
      : {}),
    // A course the schema refuses (no items; request.invalid once in reach): nothing is written.
    ...(field.name === 'saveCourseTemplate'
      ? {
          input: {
            id: null,
            code: 'ACCESS',
            name: { en: 'x', th: 'x', zh: 'x' },
            volume: 10,
            treatments_per_set: 1,
            valid_days: 365,
            items: [],
          },
        }
      : {}),
    // Filters the schema refuses (a filter without tags; request.invalid once in reach): nothing is written.
    ...(field.name === 'updateBranchFilters'
      ? {
          input: {
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            filters: [{ id: null, name: { en: 'x', th: 'x', zh: 'x' }, tags: [] }],
          },
        }
      : {}),
    ...(field.name === 'updateMemberRewards'
      ? { input: { tiers: [{ tier_id: 'gold', percent: 101 }], points_rates: [] } }
      : {}),
    ...(field.name === 'updateBranchSettings'
      ? {
          input: {
            branch_id: scope === 'in' ? 'yuzen-sukhumvit' : 'yuzen-ratchada',
            open_time: '22:00',
            close_time: '10:00',
            open_days: [1],
            open_date: '2020-01-01',
            close_date: null,
            spa_beds: 1,
            onsen_places: 1,
          },
        }
      : {}),
    ...(field.name === 'savePromotion'
      ? {
          input: {
            code: 'ACCESS-TEST',
            campaign: 'Access test',
            kind: 'percent',
            percent: 5,
            product_ids: [],
            short_description: { en: 'Access', th: 'Access', zh: 'Access' },
            terms: { en: '', th: '', zh: '' },
          },
        }
      : {}),
    ...(['eraseMember', 'memberDataExport', 'setMemberTier', 'unlockMember'].includes(field.name)
      ? { id: '00000000-0000-4000-8000-000000000000', reason: 'Access test', tier_id: 'gold' }
      : {}),
  };
  return Object.fromEntries(field.args.map((a) => [a.name, values[a.name] ?? null]));
}
