import { useLingui } from '@lingui/react/macro';
import type { CounterMethod, CounterPaymentInput } from '@sabai/graphql/staff';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useState, type FormEvent } from 'react';
import styles from './booking-page.module.css';

export interface CounterPaymentFormProps {
  id: string;
  /** What the server says the booking owes, in baht: the amount proposed. */
  owed: number;
  busy: boolean;
  onSubmit: (input: CounterPaymentInput) => Promise<void>;
}

/**
 * Money taken at the counter: cash, or the card terminal with its slip number (required) and whether the
 * terminal approved it; the amount the desk collected, which the server compares with what is owed.
 */
export function CounterPaymentForm({ id, owed, busy, onSubmit }: CounterPaymentFormProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<CounterMethod>('cash');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(owed.toFixed(2));
  const [approved, setApproved] = useState(false);
  const [referenceMissing, setReferenceMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = method === 'card' && !reference.trim();
    setReferenceMissing(missing);
    if (missing) return document.getElementById('counter-reference')?.focus();
    await onSubmit({
      id,
      method,
      amount: Number(amount),
      approved: method === 'cash' || approved,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="counter-title" noValidate>
      <h3 id="counter-title">{t`Paid at the counter`}</h3>
      <MethodChoice method={method} onChange={setMethod} />
      <ReferenceField
        card={method === 'card'}
        value={reference}
        missing={referenceMissing}
        onChange={setReference}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="counter-amount">{t`Amount collected (THB)`}</label>
        <input
          id="counter-amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      {method === 'card' && (
        <label className={styles.choice}>
          <input type="checkbox" checked={approved} onChange={(e) => setApproved(e.target.checked)} />
          {t`The terminal approved the payment`}
        </label>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t`Record the payment`}
        </button>
      </div>
    </form>
  );
}

function MethodChoice({ method, onChange }: { method: CounterMethod; onChange: (m: CounterMethod) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.choices}>
      <legend>{t`Method`}</legend>
      {(['cash', 'card'] as const).map((value) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name="counter-method"
            value={value}
            checked={method === value}
            onChange={() => onChange(value)}
          />
          {value === 'cash' ? t`Cash` : t`Card terminal`}
        </label>
      ))}
    </fieldset>
  );
}

interface ReferenceFieldProps {
  /** A card needs the terminal's slip number; cash may have a receipt's. */
  card: boolean;
  value: string;
  missing: boolean;
  onChange: (value: string) => void;
}

function ReferenceField({ card, value, missing, onChange }: ReferenceFieldProps) {
  const { t } = useLingui();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="counter-reference">{card ? t`Slip number` : t`Receipt number (optional)`}</label>
      <input
        id="counter-reference"
        value={value}
        maxLength={64}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? 'counter-reference-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {missing && (
        <p id="counter-reference-error" className={fieldStyles.error}>
          {t`Please enter the slip number from the card terminal.`}
        </p>
      )}
    </div>
  );
}
