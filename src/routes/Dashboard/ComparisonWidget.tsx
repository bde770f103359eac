import './ComparisonWidget.css';

import { useTranslation } from 'react-i18next';

import { type Day, monthlyComparison, type Progress } from '../../domain/progress';
import { useFigures } from './useFigures';

/** This month against the last, the yearly average and the person's best, from their own records. */
export function ComparisonWidget({ progress, today }: { progress: Progress; today: Day }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const comparison = monthlyComparison(progress.monthlyHistory, today);
  const rows = [
    { id: 'currentMonth', value: comparison.currentMonth },
    { id: 'previousMonth', value: comparison.previousMonth },
    { id: 'yearlyAverage', value: comparison.yearlyAverage },
    { id: 'personalBest', value: comparison.personalBest },
  ] as const;
  const bests = [
    { id: 'day', value: progress.personalBests.day },
    { id: 'week', value: progress.personalBests.week },
    { id: 'month', value: progress.personalBests.month },
  ] as const;
  return (
    <section className="dashboard-card comparison" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className="dashboard-card__title">
        {t('dashboard.comparison.heading')}
      </h2>
      <dl className="comparison__grid">
        {rows.map((row) => (
          <div
            key={row.id}
            className={`comparison__item comparison__item--${row.id}`}
            data-testid={`comparison-${row.id}`}
          >
            <dt>
              {t(`dashboard.comparison.${row.id}`)}
              <span className="comparison__hint">{t(`dashboard.comparison.${row.id}Hint`)}</span>
            </dt>
            <dd>{figures.withUnit(row.value, 'kg')}</dd>
          </div>
        ))}
      </dl>
      <h3 className="comparison__subheading">{t('dashboard.bests.heading')}</h3>
      <dl className="comparison__bests">
        {bests.map((best) => (
          <div key={best.id}>
            <dt>{t(`dashboard.bests.${best.id}`)}</dt>
            <dd>{figures.withUnit(best.value, 'kg')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
