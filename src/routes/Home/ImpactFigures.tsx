import { useTranslation } from 'react-i18next';
import figures from 'virtual:impact-figures';

import type { ImpactFigure } from './impactFigures';

// The counts are lower bounds, with the language's way of saying "or more".
const COUNTS: readonly ImpactFigure[] = ['items', 'tons', 'co2'];

export function ImpactFigures() {
  const { t, i18n } = useTranslation();
  const written = figures[i18n.resolvedLanguage ?? ''] ?? figures.en;
  const shown = [
    ...COUNTS.map((key) => ({ key, value: t('home.impact.atLeast', { value: written[key] }) })),
    { key: 'accuracy', value: written.accuracy },
  ];
  return (
    <dl className="home__impact-figures">
      {shown.map(({ key, value }) => (
        <div key={key} className="home__impact-figure" data-testid={`impact-figure-${key}`}>
          <dt>{t(`home.impact.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
