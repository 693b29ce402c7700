// The member's rights under the PDPA (docs/product-rules.md, Members at the desk): a copy of their data as a file,
// and erasure after a second look with the reason (a request's reference, say). Erasing removes the person
// everywhere and keeps bookings and ledgers; the desk then returns to the search.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { EraseMemberDocument, MemberDataExportDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient, useMutation } from 'urql';
import { showDialog } from '../layout/show-dialog';
import styles from './members.module.css';

const quiet = { quietErrors: true };

/** Saves text as a file the browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function MemberRights({ memberId, branchId }: { memberId: string; branchId: string }) {
  const { t } = useLingui();
  const client = useClient();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState(false);

  const exportData = async () => {
    setExporting(true);
    const { data, error } = await client
      .query(
        MemberDataExportDocument,
        { id: memberId, branch_id: branchId },
        { ...quiet, requestPolicy: 'network-only' },
      )
      .toPromise();
    setExporting(false);
    if (error || !data) {
      if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    download(`member-${memberId}.json`, data.memberDataExport);
  };

  return (
    <section aria-labelledby="rights-title" className={styles.rights}>
      <h2 id="rights-title">
        <Trans>Personal data (PDPA)</Trans>
      </h2>
      <div className={styles.rightsActions}>
        <button
          type="button"
          className={styles.action}
          disabled={exporting}
          onClick={() => void exportData()}
        >
          {t`Download the member's data`}
        </button>
        <button type="button" className={styles.eraseAsk} onClick={() => setAsking(true)}>
          {t`Erase this member`}
        </button>
      </div>
      <EraseDialog open={asking} memberId={memberId} branchId={branchId} onClose={() => setAsking(false)} />
    </section>
  );
}

interface EraseDialogProps {
  open: boolean;
  memberId: string;
  branchId: string;
  onClose: () => void;
}

function EraseDialog({ open, memberId, branchId, onClose }: EraseDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [state, erase] = useMutation(EraseMemberDocument);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => showDialog(ref.current, open), [open]);

  const confirm = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    const { error } = await erase({ id: memberId, branch_id: branchId, reason }, quiet);
    if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    onClose();
    showSnackbar({ message: t`The member's personal data is erased.`, color: 'success' });
    void navigate('/members');
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="erase-title" onClose={onClose}>
      {open && (
        <form
          method="dialog"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <h2 id="erase-title">{t`Erase this member?`}</h2>
          <p>
            <Trans>
              Their name, phone, e-mail, birthdate and sign-in go for good, on every brand. Bookings, payments
              and the wallet's and points' history stay, without their name.
            </Trans>
          </p>
          <ReasonField value={reason} missing={missing} onChange={setReason} />
          <div className={styles.dialogActions}>
            <button type="button" onClick={onClose}>
              <Trans>Keep the member</Trans>
            </button>
            <button type="submit" className={styles.danger} disabled={state.fetching}>
              <Trans>Erase</Trans>
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

function ReasonField({
  value,
  missing,
  onChange,
}: {
  value: string;
  missing: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <label htmlFor="erase-reason">{t`Reason (e.g. the request's reference)`}</label>
      <input
        id="erase-reason"
        value={value}
        maxLength={500}
        aria-invalid={missing}
        aria-describedby={missing ? 'erase-reason-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {missing && (
        <p id="erase-reason-error" className={styles.error}>
          {t`Please say why.`}
        </p>
      )}
    </>
  );
}
