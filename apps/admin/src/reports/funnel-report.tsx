// The booking funnel (docs/product-rules.md, Booking funnel): per channel, the visits that reached each step of the
// booking with their share of the first step, drawn as bars (the figure beside each), those that reached the
// checkout without paying, and the table as CSV.
import { useLingui } from '@lingui/react/macro';
import { FunnelReportDocument, type FunnelReportQuery } from '@sabai/graphql/staff';
import type { ReportRange } from './report-range';
import { ReportTable, type Column } from './report-table';
import { useReport } from './use-report';
import styles from './reports.module.css';

type Channel = FunnelReportQuery['funnelReport'][number];
interface StepRow {
  step: string;
  /** Visits per channel, in the report's channel order. */
  visits: number[];
}

const share = (visits: number, first: number) => (first > 0 ? Math.round((visits / first) * 100) : 0);

function useStepLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    view: t`Opened the booking`,
    branch: t`Chose a branch and time`,
    treatments: t`Chose treatments`,
    checkout: t`Reached the checkout`,
    payment: t`Started paying`,
    paid: t`Paid`,
  };
  return (step: string) => labels[step] ?? step;
}

function useChannelName() {
  const { t } = useLingui();
  return (channel: string) => (channel === 'kiosk' ? t`Kiosk` : channel === 'web' ? t`Web` : channel);
}

function useColumns(channels: Channel[]): Column<StepRow>[] {
  const { t } = useLingui();
  const stepLabel = useStepLabel();
  const channelName = useChannelName();
  return [
    { label: t`Step`, csv: (r) => stepLabel(r.step) },
    ...channels.flatMap((channel, i): Column<StepRow>[] => {
      const first = channel.steps[0]?.visits ?? 0;
      const name = channelName(channel.channel);
      return [
        { label: t`${name}: visits`, csv: (r) => r.visits[i] ?? 0, figure: true },
        {
          label: t`${name}: share of the first step (%)`,
          csv: (r) => share(r.visits[i] ?? 0, first),
          cell: (r) => {
            const percent = share(r.visits[i] ?? 0, first);
            return (
              <span className={styles.bar}>
                <span className={styles.barFill} style={{ width: `${percent}%` }} aria-hidden="true" />
                {percent}%
              </span>
            );
          },
        },
      ];
    }),
  ];
}

export function FunnelReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const channelName = useChannelName();
  const [data, state] = useReport(FunnelReportDocument, { from: range.from, to: range.to });
  const channels = data?.funnelReport ?? [];
  const columns = useColumns(channels);
  const rows: StepRow[] = (channels[0]?.steps ?? []).map((s, i) => ({
    step: s.step,
    visits: channels.map((c) => c.steps[i]?.visits ?? 0),
  }));
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Booking funnel`}</h2>
      <p className={styles.legend}>
        {t`Visits of people who allowed analytics on the web, and every visit at the kiosks. Each visit counts once per step.`}
      </p>
      {state}
      {data && (
        <>
          <dl className={styles.figures}>
            {channels.map((c) => {
              const name = channelName(c.channel);
              return (
                <div key={c.channel} className={styles.figure}>
                  <dt>{t`${name}: left at the checkout or payment`}</dt>
                  <dd>{c.abandoned}</dd>
                </div>
              );
            })}
          </dl>
          <ReportTable
            caption={t`Booking funnel by step`}
            file="funnel"
            range={range}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.step}
            empty={t`No visits were counted in these days.`}
          />
        </>
      )}
    </section>
  );
}
