import { useLingui } from '@lingui/react/macro';
import type { CounterMethod, CounterPaymentInput } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm, type DescribeError } from '@sabai/ui/forms';
import {
  COUNTER_METHODS,
  counterPaymentInputSchema,
  type CounterPaymentInput as CheckedPayment,
} from '@sabai/validation';
import type { CombinedError } from '@urql/core';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { fieldRefusals, isCode } from '../forms/field-refusals';
import styles from './booking-page.module.css';

interface CounterValues {
  method: CounterMethod;
  /** The slip's or receipt's number. */
  reference: string;
  /** Baht, as typed. */
  amount: string;
  approved: boolean;
}

/** The server's refusals about one field of the form. */
const REFUSAL_FIELDS = { 'payment.unmatched_amount': 'amount' } as const;
const isShownField = (field: string) => field === 'reference' || field === 'amount';

export interface CounterPaymentFormProps {
  id: string;
  /** What the server says the booking owes, in baht: the amount proposed. */
  owed: number;
  /** Another call of the panel (a payment link) under way. */
  busy: boolean;
  /** Records the payment; a refusal `atField` accepts is shown at its field, not in the snackbar. */
  onSubmit: (input: CounterPaymentInput, atField: (error: CombinedError) => boolean) => Promise<void>;
}

/**
 * Money taken at the counter: cash, or the card terminal with its slip number (required) and whether the
 * terminal approved it; the amount the desk collected, which the server compares with what is owed. The
 * form reads counterPaymentInputSchema, as the server does.
 */
export function CounterPaymentForm({ id, owed, busy, onSubmit }: CounterPaymentFormProps) {
  const { t } = useLingui();
  const describe = useCounterErrorText();
  const form = useSchemaForm<CounterValues, CheckedPayment>({
    schema: counterPaymentInputSchema,
    defaultValues: { method: 'cash', reference: '', amount: owed.toFixed(2), approved: false },
    toInput: (values) => ({
      id,
      method: values.method,
      reference: values.reference.trim() || null,
      // The schema reads satang, as the Money scalar hands it to the server.
      amount: Math.round(Number(values.amount) * 100),
      approved: values.method === 'cash' || values.approved,
    }),
  });
  const atField = (error: CombinedError) => {
    const refusals = fieldRefusals(error, REFUSAL_FIELDS, isShownField);
    refusals.forEach(({ field, message }, i) =>
      form.setError(field as FieldPath<CounterValues>, { message }, { shouldFocus: i === 0 }),
    );
    return refusals.length > 0;
  };
  const submit = ({ reference, amount, ...checked }: CheckedPayment) =>
    // Money travels in baht with two decimals (docs/api.md).
    onSubmit({ ...checked, amount: amount / 100, ...(reference ? { reference } : {}) }, atField);

  return (
    <Form form={form} onSubmit={submit} describe={describe} labelledBy="counter-title">
      <h3 id="counter-title">{t`Paid at the counter`}</h3>
      <CounterFields />
      <div className={styles.actions}>
        <SubmitButton busy={busy} className={styles.primary}>
          {t`Record the payment`}
        </SubmitButton>
      </div>
    </Form>
  );
}

function CounterFields() {
  const { t } = useLingui();
  const { register } = useFormContext<CounterValues>();
  const card = useWatch<CounterValues, 'method'>({ name: 'method' }) === 'card';
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t`Method`}</legend>
        {COUNTER_METHODS.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register('method')} />
            {value === 'cash' ? t`Cash` : t`Card terminal`}
          </label>
        ))}
      </fieldset>
      {/* A card needs the terminal's slip number; cash may have a receipt's. */}
      <FormField
        name="reference"
        id="counter-reference"
        label={card ? t`Slip number` : t`Receipt number (optional)`}
      >
        {(control) => <input {...control} maxLength={64} />}
      </FormField>
      <FormField name="amount" id="counter-amount" label={t`Amount collected (THB)`}>
        {(control) => <input {...control} type="number" inputMode="decimal" min={0} step="0.01" />}
      </FormField>
      {card && (
        <label className={styles.choice}>
          <input type="checkbox" {...register('approved')} />
          {t`The terminal approved the payment`}
        </label>
      )}
    </>
  );
}

function useCounterErrorText(): DescribeError {
  const { t } = useLingui();
  return (_field, code) => {
    if (code === 'reference.required') return t`Please enter the slip number from the card terminal.`;
    return isCode(code) ? undefined : code;
  };
}
