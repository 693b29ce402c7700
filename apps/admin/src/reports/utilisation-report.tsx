// The utilisation report (docs/product-rules.md, Reports): the share of beds and onsen places sold, by weekday and
// hour, as a table shaded by how full each hour was (the shade is for the eye, the percentage is the figure), and
// the cells as CSV.
import { useLingui } from '@lingui/react/macro';
import { UtilisationReportDocument, type UtilisationReportQuery } from '@sabai/graphql/staff';
import { weekdayNames } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import table from '../layout/table.module.css';
import type { ReportRange } from './report-range';
import { ReportTable, type Column } from './report-table';
import { useReport } from './use-report';
import styles from './reports.module.css';

type Cell = UtilisationReportQuery['utilisationReport'][number];

const percent = (held: number, offered: number) => (offered > 0 ? Math.round((held / offered) * 100) : 0);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function useResourceName() {
  const { t } = useLingui();
  return (resource: string) => (resource === 'onsen' ? t`Onsen places` : t`Spa beds`);
}

/** One resource's weekdays (rows) by hours (columns), each cell the share sold. */
function HeatTable({ resource, cells }: { resource: string; cells: Cell[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const names = weekdayNames(locale);
  const name = useResourceName()(resource);
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const weekdays = [...new Set(cells.map((c) => c.weekday))].sort((a, b) => a - b);
  const at = (weekday: number, hour: number) => cells.find((c) => c.weekday === weekday && c.hour === hour);
  const held = cells.reduce((total, c) => total + c.held, 0);
  const offered = cells.reduce((total, c) => total + c.offered, 0);
  const share = percent(held, offered);
  return (
    <>
      <h3>
        {name}: {t`${share}% sold`}
      </h3>
      {/* Focusable, so a keyboard can scroll a day longer than the screen. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={name}>
        <table className={table.table}>
          <caption className="visually-hidden">{t`${name}, share sold by weekday and hour`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Weekday`}</th>
              {hours.map((hour) => (
                <th key={hour} scope="col" className={styles.heat}>
                  {hourText(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map((weekday) => (
              <tr key={weekday}>
                <th scope="row">{names[weekday]}</th>
                {hours.map((hour) => {
                  const cell = at(weekday, hour);
                  const sold = cell ? percent(cell.held, cell.offered) : 0;
                  // At most 60% of the colour, so black text keeps its contrast on the fullest hour.
                  const shade = `rgba(26, 92, 74, ${Math.min(sold, 100) * 0.006})`;
                  return (
                    <td key={hour} className={styles.heat} style={{ background: shade }}>
                      {cell && cell.offered > 0 ? `${sold}%` : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function useColumns(): Column<Cell>[] {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const names = weekdayNames(locale);
  const resource = useResourceName();
  return [
    { label: t`Places`, csv: (c) => resource(c.resource) },
    { label: t`Weekday`, csv: (c) => names[c.weekday] ?? c.weekday },
    { label: t`Hour`, csv: (c) => hourText(c.hour) },
    { label: t`Sold (place × 15 min)`, csv: (c) => c.held, figure: true },
    { label: t`Open (place × 15 min)`, csv: (c) => c.offered, figure: true },
    { label: t`Share sold (%)`, csv: (c) => percent(c.held, c.offered), figure: true },
  ];
}

export function UtilisationReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const columns = useColumns();
  const [data, state] = useReport(UtilisationReportDocument, {
    from: range.from,
    to: range.to,
    branch_id: range.branchId,
  });
  const cells = data?.utilisationReport ?? [];
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Utilisation`}</h2>
      {state}
      {data && (
        <>
          <p className={styles.legend}>
            {t`Each cell is the share of places sold in that hour over every such weekday of the range; the darker, the fuller.`}
          </p>
          {['spa', 'onsen'].map((resource) => {
            const mine = cells.filter((c) => c.resource === resource);
            return mine.length > 0 ? <HeatTable key={resource} resource={resource} cells={mine} /> : null;
          })}
          <details>
            <summary className={styles.summary}>{t`Every hour as a list`}</summary>
            <ReportTable
              caption={t`Utilisation by weekday and hour`}
              file="utilisation"
              range={range}
              columns={columns}
              rows={cells}
              rowKey={(c) => `${c.resource}|${c.weekday}|${c.hour}`}
              empty={t`The branch was not open in these days.`}
            />
          </details>
        </>
      )}
    </section>
  );
}
