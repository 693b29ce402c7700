// A chart of figures by day (uPlot: small and fast, loaded only when a report draws one). The chart is for the
// eye; the report's table below holds every figure for screen readers and for copying.
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './reports.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** Amounts in baht, shown as money; counts otherwise. */
  money?: boolean;
}

const HEIGHT = 240;
// Told apart by more than hue: the second series is dashed.
const LOOKS = [
  { stroke: '#1a5c4a', dash: [] },
  { stroke: '#b3261e', dash: [6, 4] },
  { stroke: '#5a4a9c', dash: [2, 3] },
  { stroke: '#8a5a00', dash: [10, 3] },
];

function chartOptions(
  width: number,
  days: string[],
  series: ChartSeries[],
  format: { date: (day: string) => string; figure: (value: number, money: boolean) => string },
): uPlot.Options {
  const money = series.some((s) => s.money);
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false } },
    axes: [
      {
        incrs: [1, 2, 7, 14, 28],
        values: (_plot, ticks) => ticks.map((i) => (days[i] ? format.date(days[i]) : '')),
      },
      { size: 90, values: (_plot, ticks) => ticks.map((value) => format.figure(value, money)) },
    ],
    series: [
      { value: (_plot, i) => (i === null ? '' : format.date(days[i] ?? '')) },
      ...series.map((s, i) => ({
        label: s.label,
        ...(LOOKS[i % LOOKS.length] ?? { stroke: '#1a5c4a', dash: [] }),
        width: 2,
        value: (_plot: uPlot, value: number | null) =>
          value === null ? '' : format.figure(value, !!s.money),
      })),
    ],
  };
}

export function DayChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when a figure or the language changes, not on every render of the page.
  const drawn = JSON.stringify([days, series, locale]);
  useEffect(() => {
    const element = box.current;
    // Drawn where the browser can measure the box; the table holds every figure anyway.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const format = {
      date: (day: string) => formatDate(day, locale),
      figure: (value: number, money: boolean) => (money ? formatMoney(value) : String(value)),
    };
    let plot: uPlot | undefined;
    let gone = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const data: uPlot.AlignedData = [days.map((_, i) => i), ...series.map((s) => s.values)];
      plot = new UPlot(chartOptions(element.clientWidth, days, series, format), data, element);
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
    // `drawn` stands for days, series and locale.
  }, [drawn]);
  return (
    <figure className={styles.chart}>
      <figcaption>{title}</figcaption>
      <div
        ref={box}
        className={styles.plot}
        role="img"
        aria-label={t`${title}: a chart of the table below.`}
      />
    </figure>
  );
}
