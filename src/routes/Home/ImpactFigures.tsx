import { useTranslation } from 'react-i18next';

import { formatCompact, formatPercent } from '../../domain/progress/format';

// Static figures from the product specification's global-impact banner ("2.5M+", "750K+", "185K+",
// "92%"): lower bounds written in the reader's own short scale, with the language's way of saying "or more".
const IMPACT_FIGURES: readonly { key: string; atLeast: number }[] = [
  { key: 'items', atLeast: 2_500_000 },
  { key: 'tons', atLeast: 750_000 },
  { key: 'co2', atLeast: 185_000 },
];
const ACCURACY_PERCENT = 92;

export function ImpactFigures() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const shown = [
    ...IMPACT_FIGURES.map(({ key, atLeast }) => ({
      key,
      value: t('home.impact.atLeast', { value: formatCompact(atLeast, locale) }),
    })),
    { key: 'accuracy', value: formatPercent(ACCURACY_PERCENT, locale) },
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
