// /admin/requests/:id, one group request (docs/product-rules.md, Group requests): what the customer asked,
// the desk's notes, the status moves the desk may make, and for an open request the way to book it (the
// staff booking page, which marks the request booked in the booking's own transaction).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GroupRequestDocument, type GroupRequestQuery, type GroupRequestStatus } from '@sabai/graphql/staff';
import { formatInstant, formatLongDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import { useMoveLabel, useRequestStatusLabel } from './request-labels';
import { RequestNoteForm } from './request-note-form';
import styles from './requests.module.css';
import { useUpdateRequest } from './use-update-request';

type GroupRequestDetail = GroupRequestQuery['groupRequest'];

/** The moves the desk makes by hand from each status; `booked` comes only with the booking. */
const MOVES: Record<GroupRequestStatus, readonly GroupRequestStatus[]> = {
  new: ['contacted', 'declined'],
  contacted: ['new', 'declined'],
  declined: ['new', 'contacted'],
  booked: [],
};

export function GroupRequestPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GroupRequestDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const request = data?.groupRequest;
  if (!request) {
    if (fetching) return <PageLoading />;
    return (
      <main id="main" className={styles.page}>
        <BackLink />
        <h1>{t`Group request`}</h1>
        <LoadError
          retryClassName={retry.retry}
          message={error?.graphQLErrors[0]?.message ?? t`The group request could not be loaded.`}
          onRetry={reload}
        />
      </main>
    );
  }
  return <RequestDetail request={request} onChanged={reload} />;
}

function BackLink() {
  return (
    <Link to="/requests" className={styles.back}>
      <span aria-hidden="true">← </span>
      <Trans>Back to group requests</Trans>
    </Link>
  );
}

function RequestDetail({ request, onChanged }: { request: GroupRequestDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const statusLabel = useRequestStatusLabel();
  const moveLabel = useMoveLabel();
  const update = useUpdateRequest(request.id);
  const busy = update.busy;
  // The request is asked again after a move: another desk may have written a note meanwhile.
  const run = async (status: GroupRequestStatus, note: string | null) => {
    const done = await update.run(status, note);
    if (done) onChanged();
    return done;
  };
  // A declined request is reopened before it is booked (the booking refuses a declined one).
  const bookable = request.status === 'new' || request.status === 'contacted';
  return (
    <main id="main" className={styles.page}>
      <BackLink />
      <h1>
        <Trans>Group request from {request.contact_name}</Trans>
      </h1>
      <p>
        <Trans>Status:</Trans> <strong>{statusLabel(request.status)}</strong>
      </p>
      <div className={styles.moves} role="group" aria-label={t`Actions`}>
        {MOVES[request.status].map((status) => (
          <button key={status} type="button" disabled={busy} onClick={() => void run(status, null)}>
            {moveLabel(status)}
          </button>
        ))}
        {bookable && (
          <Link className={styles.book} to={`/new-booking?request=${encodeURIComponent(request.id)}`}>
            <Trans>Book it</Trans>
          </Link>
        )}
        {request.booking_id && (
          <Link to={`/booking/${request.booking_id}`}>
            <Trans>Booking {request.booking_no ?? '—'}</Trans>
          </Link>
        )}
      </div>
      <AskedSection request={request} />
      <NotesSection request={request} busy={busy} onSave={run} />
    </main>
  );
}

function AskedSection({ request }: { request: GroupRequestDetail }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const zone = request.branch.time_zone;
  return (
    <section aria-labelledby="request-asked">
      <h2 id="request-asked">{t`What was asked`}</h2>
      <dl className={styles.facts}>
        <dt>{t`Branch`}</dt>
        <dd>{request.branch.name}</dd>
        <dt>{t`Party date`}</dt>
        <dd>
          {formatLongDate(request.date, locale, 'full')}
          {request.time ? ` ${formatTime(request.time)}` : ''}
        </dd>
        <dt>{t`Guests`}</dt>
        <dd>
          <Plural value={request.guest_count} one="# guest" other="# guests" />
        </dd>
        <dt>{t`Asked`}</dt>
        <dd>{formatInstant(request.created_at, locale, zone)}</dd>
        <dt>{t`Phone`}</dt>
        <dd>
          <a href={`tel:${request.contact_phone}`}>{request.contact_phone}</a>
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd>
          <a href={`mailto:${request.contact_email}`}>{request.contact_email}</a>
        </dd>
        <dt>{t`Language`}</dt>
        <dd>{request.locale}</dd>
      </dl>
      <h3>{t`Message`}</h3>
      <p className={styles.message}>{request.message ?? t`(no message)`}</p>
    </section>
  );
}

function NotesSection({
  request,
  busy,
  onSave,
}: {
  request: GroupRequestDetail;
  busy: boolean;
  onSave: (status: GroupRequestStatus, note: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const zone = request.branch.time_zone;
  const open = request.status !== 'booked';
  return (
    <section aria-labelledby="request-notes">
      <h2 id="request-notes">{t`Notes`}</h2>
      {request.notes.length === 0 ? (
        <p>{t`No notes yet.`}</p>
      ) : (
        <ul className={styles.notes}>
          {request.notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <time dateTime={note.at}>{formatInstant(note.at, locale, zone)}</time> · {note.by}
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      {open && <RequestNoteForm status={request.status} busy={busy} onSave={onSave} />}
    </section>
  );
}
