import { useLingui } from '@lingui/react/macro';
import { fieldStyles } from '@sabai/ui/field-styles';
import type { BookingDraft } from './booking-draft';
import styles from './new-booking.module.css';
import { TextField } from './text-field';

export interface ContactFieldsProps {
  draft: BookingDraft;
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<BookingDraft>) => void;
}

/** Who to reach (a phone or an e-mail, for the payment link too), the member if any, a promotion and a note. */
export function ContactFields({ draft, errors, onChange }: ContactFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.row}>
      <TextField
        id="contact-name"
        label={t`Contact name`}
        value={draft.contactName}
        error={errors['contact_name']}
        autoComplete="off"
        required
        onChange={(contactName) => onChange({ contactName })}
      />
      <TextField
        id="contact-phone"
        type="tel"
        label={t`Mobile phone`}
        value={draft.contactPhone}
        error={errors['contact_phone']}
        autoComplete="off"
        onChange={(contactPhone) => onChange({ contactPhone })}
      />
      <TextField
        id="contact-email"
        type="email"
        label={t`E-mail`}
        value={draft.contactEmail}
        error={errors['contact_email']}
        autoComplete="off"
        onChange={(contactEmail) => onChange({ contactEmail })}
      />
      <TextField
        id="member-id"
        label={t`Member id (optional)`}
        value={draft.memberId}
        error={errors['member_id']}
        autoComplete="off"
        onChange={(memberId) => onChange({ memberId })}
      />
      <TextField
        id="promo-code"
        label={t`Promotion code (optional)`}
        value={draft.promoCode}
        error={errors['promo_code']}
        autoComplete="off"
        onChange={(promoCode) => onChange({ promoCode })}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="request">{t`Request (optional)`}</label>
        <textarea
          id="request"
          rows={2}
          maxLength={1000}
          value={draft.request}
          onChange={(e) => onChange({ request: e.target.value })}
        />
      </div>
    </div>
  );
}
