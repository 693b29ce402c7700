import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { FindMembersDocument } from '@sabai/graphql/staff';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { isMemberQr } from './member-query';
import styles from './members.module.css';

export interface MemberSearchFormProps {
  /** The words searched for now (the URL's). */
  query: string;
  branchId: string | undefined;
  onWords: (words: string) => void;
}

/**
 * One field for words and for a member's QR code, which a handheld scanner types followed by Enter. The
 * server uses a code up (docs/product-rules.md, Members at the desk), so it is sent once, right away, never
 * kept in the URL, and the member it names opens; a refusal is the server's sentence under the field.
 */
export function MemberSearchForm({ query, branchId, onWords }: MemberSearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useClient();
  const [text, setText] = useState(query);
  const [qrError, setQrError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const openByQr = async (token: string) => {
    if (!branchId) return;
    setScanning(true);
    const answer = await client
      .query(
        FindMembersDocument,
        { query: token, branch_id: branchId },
        { quietErrors: true, requestPolicy: 'network-only' },
      )
      .toPromise();
    setScanning(false);
    setText('');
    const member = answer.data?.findMembers.members[0];
    if (member) void navigate(`/members/${member.id}`);
    else setQrError(answer.error ? errorText(answer.error) : t`Member not found`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setQrError(null);
    if (isMemberQr(value)) void openByQr(value);
    else if (value.length >= 2) onWords(value);
  };

  return (
    <>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label>
          <Trans>Phone, e-mail, name or member QR code</Trans>
          <input
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            maxLength={2048}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className={styles.primary} disabled={scanning}>
          <Trans>Search</Trans>
        </button>
      </form>
      {qrError && <p role="alert">{qrError}</p>}
    </>
  );
}
