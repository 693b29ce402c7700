// /admin/messages (docs/product-rules.md, Messages): the brand's e-mails and SMS that are failing (retries
// left) or were given up after the last retry, with the provider's reason; a brand admin or the owner (manage
// message) sends a given-up one again once its cause is mended.
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { errorText } from '@sabai/graphql';
import {
  ResendMessageDocument,
  UndeliveredMessagesDocument,
  type UndeliveredMessagesQuery,
} from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import table from '../layout/table.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import styles from './messages.module.css';

type MessageRow = UndeliveredMessagesQuery['undeliveredMessages'][number];

// Every branch is in Thailand (docs/product-rules.md, Time zones).
const ZONE = 'Asia/Bangkok';

export function MessagesPage() {
  const { staff, branch } = useAdminContext();
  const mayManage = branch && can(staffActor(staff), 'manage', 'message', { brandId: branch.brand_id });
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Undelivered messages</Trans>
      </h1>
      {mayManage ? (
        <MessageList />
      ) : (
        <p>
          <Trans>Messages that did not go are handled by the brand&apos;s admins.</Trans>
        </p>
      )}
    </main>
  );
}

function MessageList() {
  const [{ data, error }, reexecute] = useQuery({
    query: UndeliveredMessagesDocument,
    requestPolicy: 'cache-and-network',
  });
  const [resending, resend] = useMutation(ResendMessageDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();
  if (error && !data)
    return (
      <LoadError
        retryClassName={retry.retry}
        message={t`The messages could not be loaded.`}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    );
  if (!data) return null;
  if (data.undeliveredMessages.length === 0)
    return (
      <p role="status">
        <Trans>Every message has gone out.</Trans>
      </p>
    );
  const onResend = async (row: MessageRow) => {
    const { error: refused } = await resend({ id: row.id }, { quietErrors: true });
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`The message is queued again.`, color: 'success' });
    reexecute({ requestPolicy: 'network-only' });
  };
  return (
    <>
      <p>
        <Trans>
          A message that fails is tried again with a growing delay; after its last try it is given up. Mend
          the cause (the address, the mail server), then send it again.
        </Trans>
      </p>
      <MessageTable rows={data.undeliveredMessages} busy={resending.fetching} onResend={onResend} />
    </>
  );
}

interface MessageTableProps {
  rows: readonly MessageRow[];
  busy: boolean;
  onResend(row: MessageRow): void;
}

function MessageTable({ rows, busy, onResend }: MessageTableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const channel = (row: MessageRow) => (row.channel === 'sms' ? t`SMS` : t`E-mail`);
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Undelivered messages`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Written`}</th>
          <th scope="col">{t`Message`}</th>
          <th scope="col">{t`To`}</th>
          <th scope="col">{t`Booking`}</th>
          <th scope="col">{t`State`}</th>
          <th scope="col">{t`Reason`}</th>
          <th scope="col">{t`Action`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={table.nowrap}>
              <time dateTime={row.created_at}>{formatInstant(row.created_at, locale, ZONE)}</time>
            </td>
            <td>
              {channel(row)}: {row.subject}
            </td>
            <td>{row.recipient}</td>
            <td>
              {row.booking_id ? (
                <Link to={`/booking/${row.booking_id}`}>{row.booking_no ?? t`Booking`}</Link>
              ) : (
                '—'
              )}
            </td>
            <td>
              {row.state === 'dead'
                ? t`Given up after ${row.attempts} tries`
                : t`Failing, ${row.attempts} tries so far`}
            </td>
            <td className={styles.reason}>{row.last_error ?? '—'}</td>
            <td>
              {row.state === 'dead' && (
                <button
                  type="button"
                  className={styles.resend}
                  disabled={busy}
                  aria-label={t`Send again: ${row.subject}`}
                  onClick={() => onResend(row)}
                >
                  <Trans>Send again</Trans>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
