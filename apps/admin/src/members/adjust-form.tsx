import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { AdjustMemberFundsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { memberAdjustmentFormSchema, type MemberAdjustmentForm } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import styles from './members.module.css';

interface AdjustValues {
  wallet_amount: string;
  points: string;
  reason: string;
}

const EMPTY: AdjustValues = { wallet_amount: '', points: '', reason: '' };

export interface AdjustFormProps {
  memberId: string;
  branchId: string;
  onDone: () => void;
}

/**
 * A brand admin's correction of the wallet or points (docs/product-rules.md, Members at the desk): amounts with a
 * minus to take away, and why; neither balance may go below 0 (the server's refusal in the snackbar).
 */
export function AdjustForm({ memberId, branchId, onDone }: AdjustFormProps) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [state, adjust] = useMutation(AdjustMemberFundsDocument);
  const form = useSchemaForm<AdjustValues, MemberAdjustmentForm>({
    schema: memberAdjustmentFormSchema,
    defaultValues: EMPTY,
  });
  const describe = (field: string, code: string) => {
    if (code === 'adjustment.empty') return t`Enter an amount or points to move.`;
    if (field === 'wallet_amount') return t`Enter baht, with a minus to take away, e.g. 200 or -150.50.`;
    if (field === 'points') return t`Enter whole points, with a minus to take away, e.g. 100 or -40.`;
    if (code === 'reason.required') return t`Please say why.`;
    if (code === 'reason.tooLong') return t`The reason is too long (500 characters at most).`;
    return undefined;
  };
  const submit = async (values: MemberAdjustmentForm) => {
    const input = {
      member_id: memberId,
      branch_id: branchId,
      // The form counts satang; the contract's Money is baht.
      wallet_amount: values.wallet_amount / 100,
      points: values.points,
      reason: values.reason,
    };
    const { error } = await adjust({ input }, { quietErrors: true });
    if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    showSnackbar({ message: t`The correction is recorded.`, color: 'success' });
    form.reset(EMPTY);
    onDone();
  };
  return (
    <Form form={form} className={styles.form} onSubmit={submit} describe={describe}>
      <h3>
        <Trans>Correct the wallet or points</Trans>
      </h3>
      <FormField name="wallet_amount" id="adjust-wallet" label={t`Wallet (THB, minus to take away)`}>
        {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <FormField name="points" id="adjust-points" label={t`Points (minus to take away)`}>
        {(control) => <input {...control} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField name="reason" id="adjust-reason" label={t`Reason`}>
        {(control) => <input {...control} autoComplete="off" maxLength={500} />}
      </FormField>
      <SubmitButton busy={state.fetching}>
        <Trans>Record the correction</Trans>
      </SubmitButton>
    </Form>
  );
}
