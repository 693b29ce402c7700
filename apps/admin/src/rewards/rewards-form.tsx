// The member rewards' form (docs/product-rules.md, Brand and branch settings: Member rewards): each tier's percent at
// this brand, and the points rates, checked by the server's own schema before it is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberRewardsFieldsFragment } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useErrorText, useSchemaForm } from '@sabai/ui/forms';
import { MAX_POINTS_RATES, memberRewardsInputSchema, type MemberRewardsInput } from '@sabai/validation';
import { useFieldArray, useFormState } from 'react-hook-form';
import { toInput, valuesOf, type RewardsFormValues } from './rewards-form-values';
import styles from './rewards.module.css';

interface RewardsFormProps {
  rewards: MemberRewardsFieldsFragment;
  busy: boolean;
  onSave: (input: MemberRewardsInput) => Promise<unknown>;
}

function useMessages() {
  const { t } = useLingui();
  return (field: string, code: string) => {
    if (code === 'percent.invalid') return t`A whole percent from 0 to 100.`;
    if (code === 'points.invalid') return t`Whole points from 1 to 1,000,000.`;
    if (code === 'value.invalid') return t`Baht with up to two decimals, from 0.01 to 100,000.00.`;
    if (code === 'points_rates.duplicate') return t`Two rates have the same points.`;
    return undefined;
  };
}

function PointsRates() {
  const { t } = useLingui();
  const rates = useFieldArray<RewardsFormValues>({ name: 'points_rates' });
  // A rule across the rates (two of the same points) is the list's error, shown above its rows.
  const { errors } = useFormState<RewardsFormValues>({ name: 'points_rates' });
  const listError = errors.points_rates?.root?.message ?? errors.points_rates?.message;
  const errorText = useErrorText();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Points rates`}</legend>
      <p>{t`A member pays with exactly the points of one rate.`}</p>
      {listError && (
        <p role="alert" className={styles.error}>
          {errorText('points_rates', listError)}
        </p>
      )}
      {rates.fields.length === 0 && <p>{t`No rates: members cannot pay with points at this brand.`}</p>}
      {rates.fields.map((field, i) => {
        const number = i + 1;
        return (
          <div key={field.id} className={styles.rate}>
            <FormField
              name={`points_rates.${i}.points`}
              id={`rate-${i}-points`}
              label={t`Points (rate ${number})`}
            >
              {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
            </FormField>
            <FormField
              name={`points_rates.${i}.value`}
              id={`rate-${i}-value`}
              label={t`Pay (THB, rate ${number})`}
            >
              {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" />}
            </FormField>
            <button type="button" className={styles.button} onClick={() => rates.remove(i)}>
              {t`Remove rate ${number}`}
            </button>
          </div>
        );
      })}
      {rates.fields.length < MAX_POINTS_RATES && (
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            rates.append(
              { points: '', value: '' },
              { focusName: `points_rates.${rates.fields.length}.points` },
            )
          }
        >
          {t`Add a rate`}
        </button>
      )}
    </fieldset>
  );
}

export function RewardsForm({ rewards, busy, onSave }: RewardsFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<RewardsFormValues, MemberRewardsInput>({
    schema: memberRewardsInputSchema,
    defaultValues: valuesOf(rewards),
    toInput,
  });
  return (
    <Form form={form} onSubmit={onSave} describe={useMessages()} className={styles.form}>
      <fieldset className={styles.group}>
        <legend>{t`Tier discounts at this brand`}</legend>
        <p>{t`Percent off the sub-total after a promotion; a promotion code turns it off.`}</p>
        {rewards.tiers.map((tier, i) => {
          const name = tier.name;
          return (
            <FormField
              key={tier.tier_id}
              name={`tiers.${i}.percent`}
              id={`tier-${tier.tier_id}`}
              label={t`${name} (%)`}
            >
              {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
            </FormField>
          );
        })}
      </fieldset>
      <PointsRates />
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}
