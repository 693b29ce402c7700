// The desk's catalogue in the staff contract's shape (libs/graphql/staff-schema/desk-booking.graphql): names in
// the staff's language, Money in satang for the scalar.
import type { LocaleCode } from '@sabai/i18n';
import type { StaffProduct } from '../graphql/generated/staff-resolvers';
import { pick } from '../i18n/translated-text';
import type { BranchProductRow } from './branch-products.service';

export const toStaffProduct = (row: BranchProductRow, locale: LocaleCode): StaffProduct => ({
  id: row.id,
  name: pick(row.name, locale),
  type: row.type,
  duration: row.duration_min,
  price: row.price_satang,
  force_select: row.is_force_select,
});
