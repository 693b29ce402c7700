import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { TopUpWalletDocument, type TopUpMethod } from '@sabai/graphql/staff';
import { formatMoney } from '@sabai/i18n';
import { showSnackbarAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { TOP_UP_METHODS, walletTopUpFormSchema, type WalletTopUpForm } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useFormContext } from 'react-hook-form';
import { useMutation } from 'urql';
import styles from './members.module.css';
import { useTopUpErrorText } from './top-up-messages';
import { useTopUpMethodLabel } from './wallet-labels';

interface TopUpValues {
  amount: string;
  method: TopUpMethod;
  reference: string;
  reason: string;
}

const EMPTY: TopUpValues = { amount: '', method: 'cash', reference: '', reason: '' };

export interface TopUpFormProps {
  memberId: string;
  /** The desk's branch: where the money was taken (docs/access.md, Members at the desk). */
  branchId: string;
  onDone: () => void;
}

/**
 * Money taken at the counter into the member's wallet (docs/product-rules.md, Members at the desk): the amount
 * in baht, how it was paid, the slip's or transfer's reference (not for cash) and why. The server's schema
 * checks the same (libs/validation); its refusal is its sentence in the snackbar.
 */
export function TopUpForm({ memberId, branchId, onDone }: TopUpFormProps) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [, topUp] = useMutation(TopUpWalletDocument);
  const describe = useTopUpErrorText();
  const form = useSchemaForm<TopUpValues, WalletTopUpForm>({
    schema: walletTopUpFormSchema,
    defaultValues: EMPTY,
  });

  const submit = async (values: WalletTopUpForm) => {
    const input = {
      member_id: memberId,
      branch_id: branchId,
      // Money travels in baht with two decimals (docs/api.md); the form reads satang.
      amount: values.amount / 100,
      method: values.method,
      reference: values.reference,
      reason: values.reason,
    };
    const { error } = await topUp({ input }, { quietErrors: true });
    if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    showSnackbar({
      message: t`${formatMoney(values.amount / 100)} added to the wallet.`,
      color: 'success',
    });
    form.reset(EMPTY);
    onDone();
  };

  return (
    <Form form={form} className={styles.form} onSubmit={submit} describe={describe}>
      <h3>
        <Trans>Top up at the counter</Trans>
      </h3>
      <FormField name="amount" id="top-up-amount" label={t`Amount (THB)`}>
        {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <MethodChoices />
      <FormField name="reference" id="top-up-reference" label={t`Reference (card slip or transfer)`}>
        {(control) => <input {...control} autoComplete="off" maxLength={100} />}
      </FormField>
      <FormField name="reason" id="top-up-reason" label={t`Reason`}>
        {(control) => <input {...control} autoComplete="off" maxLength={500} />}
      </FormField>
      <ErrorList />
      <SubmitButton className={styles.primary}>
        <Trans>Add to wallet</Trans>
      </SubmitButton>
    </Form>
  );
}

/** How the money was taken, one radio each (a group the keyboard moves through with the arrows). */
function MethodChoices() {
  const { register } = useFormContext<TopUpValues>();
  const methodLabel = useTopUpMethodLabel();
  return (
    <fieldset className={styles.choices}>
      <legend>
        <Trans>Paid by</Trans>
      </legend>
      {TOP_UP_METHODS.map((method) => (
        <label key={method} className={styles.choice}>
          <input type="radio" value={method} {...register('method')} />
          {methodLabel(method)}
        </label>
      ))}
    </fieldset>
  );
}
