// The words of the audit log's actions (docs/product-rules.md, The audit log). A booking's moves read as on
// its page (booking-labels.ts); the others are named here; one the server adds later is shown as it comes.
import { useLingui } from '@lingui/react/macro';
import { useHistoryActionLabel } from '../booking/booking-labels';

export function useAuditActionLabel(): (action: string) => string {
  const { t } = useLingui();
  const history = useHistoryActionLabel();
  const labels: Record<string, string> = {
    request_new: t`Group request reopened`,
    request_contacted: t`Group request: contacted`,
    request_declined: t`Group request: declined`,
    request_booked: t`Group request: booked`,
    request_note: t`Group request: note added`,
    kiosk_code: t`Kiosk pairing code made`,
    kiosk_paired: t`Kiosk paired`,
    kiosk_revoke: t`Kiosk revoked`,
    top_up: t`Wallet topped up`,
    member_adjustment: t`Wallet or points corrected`,
    member_export: t`Member's data exported`,
    member_erase: t`Member erased`,
    member_tier: t`Member's tier changed`,
    member_unlock: t`Member's sign-in unlocked`,
    product_update: t`Product changed`,
    product_create: t`Product made`,
    kiosk_settings: t`Kiosk screens changed`,
    branch_place: t`Branch names and place changed`,
    branch_filters: t`Menu filters changed`,
    course_create: t`Course made`,
    course_update: t`Course changed`,
    member_rewards: t`Member rewards changed`,
    brand_host_add: t`Host name added`,
    brand_host_remove: t`Host name taken away`,
    legal_publish: t`Legal text published`,
    promotion_create: t`Promotion made`,
    promotion_update: t`Promotion changed`,
    brand_settings: t`Brand settings changed`,
    branch_settings: t`Branch settings changed`,
    staff_create: t`Staff account made`,
    staff_role: t`Staff role changed`,
    staff_totp_reset: t`Two-step sign-in reset`,
    staff_deactivate: t`Staff account deactivated`,
    staff_activate: t`Staff account activated`,
    branch_closed: t`Branch closed on a date`,
    branch_reopened: t`Branch open again on a date`,
  };
  return (action) => labels[action] ?? history(action);
}
