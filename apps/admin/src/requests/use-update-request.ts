// A group request's status move, with or without a note (docs/product-rules.md, Group requests): one
// mutation that answers the request as it now is. A refusal is the server's translated sentence in the
// snackbar; the page shows it once, so the client's own report stays quiet.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { UpdateGroupRequestDocument, type GroupRequestStatus } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';

export function useUpdateRequest(id: string) {
  const [state, update] = useMutation(UpdateGroupRequestDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();
  const run = async (status: GroupRequestStatus, note: string | null): Promise<boolean> => {
    const { error } = await update({ id, status, note }, { quietErrors: true });
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: note ? t`Note added.` : t`Status changed.`, color: 'success' });
    return !error;
  };
  return { run, busy: state.fetching };
}
