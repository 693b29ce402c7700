// A report's table and its CSV from one list of columns, so what the screen shows and what Excel opens agree.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import table from '../layout/table.module.css';
import { downloadCsv, toCsv } from './csv';
import styles from './reports.module.css';

export interface Column<Row> {
  label: string;
  /** What the screen shows; the CSV's text when absent. */
  cell?: (row: Row) => ReactNode;
  /** What the CSV holds: plain numbers (amounts with two decimals), dates as YYYY-MM-DD. */
  csv: (row: Row) => string | number;
  /** Right-aligned, as figures in a ledger. */
  figure?: boolean;
}

interface ReportTableProps<Row> {
  caption: string;
  /** The CSV file's name, without the range and extension. */
  file: string;
  range: { from: string; to: string };
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}

export function ReportTable<Row>({
  caption,
  file,
  range,
  columns,
  rows,
  rowKey,
  empty,
}: ReportTableProps<Row>) {
  const { t } = useLingui();
  const download = () =>
    downloadCsv(
      `${file}-${range.from}-${range.to}.csv`,
      toCsv(
        columns.map((c) => c.label),
        rows.map((row) => columns.map((c) => c.csv(row))),
      ),
    );
  return (
    <>
      <button
        type="button"
        className={styles.download}
        onClick={download}
        disabled={rows.length === 0}
        aria-label={t`Download CSV: ${caption}`}
      >
        {t`Download CSV`}
      </button>
      {rows.length === 0 ? (
        <p role="status">{empty}</p>
      ) : (
        <table className={table.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.figure ? table.amount : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.label} className={c.figure ? table.amount : undefined}>
                    {c.cell ? c.cell(row) : c.csv(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
