import './StatCards.css';

import { useTranslation } from 'react-i18next';

import { Icon, type IconName } from '../../components/Icon/Icon';
import type { FigureKind, Progress } from '../../domain/progress';
import { useFigures } from './useFigures';

interface Stat {
  id: 'co2' | 'material' | 'trees' | 'water';
  value: number;
  kind: FigureKind;
  icon: IconName;
}

/** The four totals. Each number carries data-testid="stat-<id>" with the number exactly as shown. */
export function StatCards({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const stats: Stat[] = [
    { id: 'co2', value: progress.co2Saved, kind: 'kg', icon: 'cloud' },
    { id: 'material', value: progress.totalRecycled, kind: 'kg', icon: 'recycle' },
    { id: 'trees', value: progress.treesEquivalent, kind: 'trees', icon: 'tree' },
    { id: 'water', value: progress.waterSaved, kind: 'litres', icon: 'droplet' },
  ];
  return (
    <section className="dashboard__stats" aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading" className="visually-hidden">
        {t('dashboard.stats.heading')}
      </h2>
      <ul className="stat-cards" role="list">
        {stats.map((stat) => (
          <li key={stat.id} className={`stat-card stat-card--${stat.id}`}>
            <span className="stat-card__icon">
              <Icon name={stat.icon} size={22} />
            </span>
            <span className="stat-card__label">{t(`dashboard.stats.${stat.id}`)}</span>
            <span className="stat-card__figure">
              <span className="stat-card__value" data-testid={`stat-${stat.id}`}>
                {figures.figure(stat.value, stat.kind)}
              </span>
              {figures.unit(stat.kind) && <span className="stat-card__unit">{figures.unit(stat.kind)}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
