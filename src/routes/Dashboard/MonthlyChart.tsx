import './MonthlyChart.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { type Day, recentMonths } from '../../domain/progress';
import { useFigures } from './useFigures';

const WIDTH = 600;
const HEIGHT = 200;
const PLOT_TOP = 4;
const PLOT_BOTTOM = 198;
const SLOT = WIDTH / 12;
const BAR = SLOT * 0.6;
/** Month names longer than this are words, not abbreviations: they need twice the room. */
const SHORT_LABEL = 4;

/**
 * Kilograms recycled in each of the last twelve months, drawn by hand in SVG. The picture is one
 * labelled image; the numbers are also a table for screen readers. Time runs the reading direction.
 */
export function MonthlyChart({ history, today }: { history: Readonly<Record<string, number>>; today: Day }) {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const titleId = useId();
  const descriptionId = useId();
  const months = recentMonths(history, today);
  const max = Math.max(...months.map((m) => m.kg));
  const scale = max > 0 ? (PLOT_BOTTOM - PLOT_TOP) / max : 0;
  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';
  const best = months.reduce((a, b) => (b.kg > a.kg ? b : a), months[0]!);
  const first = months[0]!.month;
  const last = months[months.length - 1]!.month;
  const labels = months.map((m) => figures.monthShort(m.month));

  return (
    <section className="dashboard-card monthly-chart" aria-labelledby="monthly-chart-heading">
      <h2 id="monthly-chart-heading" className="dashboard-card__title">
        {t('dashboard.chart.heading')}
      </h2>
      <figure className="monthly-chart__figure">
        {/* Text is HTML, not SVG, so it stays readable however small the chart is drawn. */}
        <p className="monthly-chart__scale" aria-hidden="true">
          {max > 0 ? figures.withUnit(max, 'kg') : '\u00a0'}
        </p>
        <svg
          className="monthly-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          data-testid="monthly-chart"
        >
          <title id={titleId}>{t('dashboard.chart.heading')}</title>
          <desc id={descriptionId}>
            {max > 0
              ? t('dashboard.chart.summary', {
                  from: figures.monthLong(first),
                  to: figures.monthLong(last),
                  max: figures.withUnit(best.kg, 'kg'),
                  month: figures.monthLong(best.month),
                })
              : t('dashboard.chart.emptySummary', { from: figures.monthLong(first), to: figures.monthLong(last) })}
          </desc>
          <line className="monthly-chart__axis" x1="0" x2={WIDTH} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
          {max > 0 && <line className="monthly-chart__grid" x1="0" x2={WIDTH} y1={PLOT_TOP} y2={PLOT_TOP} />}
          {months.map((m, i) => {
            const slot = rtl ? months.length - 1 - i : i;
            const x = slot * SLOT + (SLOT - BAR) / 2;
            const height = m.kg * scale;
            const current = i === months.length - 1;
            return (
              <g key={m.month} data-month={m.month}>
                {m.kg > 0 && (
                  <rect
                    className={current ? 'monthly-chart__bar monthly-chart__bar--current' : 'monthly-chart__bar'}
                    x={x}
                    y={PLOT_BOTTOM - Math.max(height, 2)}
                    width={BAR}
                    height={Math.max(height, 2)}
                    rx="4"
                  >
                    <title>{`${figures.monthLong(m.month)}: ${figures.withUnit(m.kg, 'kg')}`}</title>
                  </rect>
                )}
              </g>
            );
          })}
        </svg>
        <div
          className={`monthly-chart__labels${labels.some((label) => label.length > SHORT_LABEL) ? ' monthly-chart__labels--long' : ''}`}
          aria-hidden="true"
        >
          {months.map((m, i) => (
            <span
              key={m.month}
              className={
                i === months.length - 1 ? 'monthly-chart__label monthly-chart__label--current' : 'monthly-chart__label'
              }
            >
              {labels[i]}
            </span>
          ))}
        </div>
        {max === 0 && <figcaption className="monthly-chart__empty">{t('dashboard.chart.empty')}</figcaption>}
      </figure>
      {/* Hidden through a wrapper: a table ignores the 1px width the hiding relies on. */}
      <div className="visually-hidden">
        <table data-testid="monthly-chart-table">
          <caption>{t('dashboard.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.month')}</th>
              <th scope="col">{t('dashboard.chart.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{figures.monthLong(m.month)}</th>
                <td>{figures.withUnit(m.kg, 'kg')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
