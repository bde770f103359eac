import { useTranslation } from 'react-i18next';

import type { EcoTip, SustainableHabit } from '../../domain/types';

export function EcoConsiderationsCard({ tips }: { tips: readonly EcoTip[] }) {
  const { t } = useTranslation();
  return (
    <section className="card results-card" aria-labelledby="eco-title" data-testid="eco-card">
      <h2 id="eco-title">{t('results.eco.title')}</h2>
      <ul className="tip-list">
        {tips.map((tip, i) => (
          <li key={i}>
            <span className="tip-list__icon" aria-hidden="true">
              {tip.icon}
            </span>
            <div>
              <strong>{tip.title}</strong>
              <p>{tip.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HabitsCard({ habits }: { habits: readonly SustainableHabit[] }) {
  const { t } = useTranslation();
  return (
    <section className="card results-card" aria-labelledby="habits-title" data-testid="habits-card">
      <h2 id="habits-title">{t('results.habits.title')}</h2>
      <ul className="tip-list">
        {habits.map((habit, i) => (
          <li key={i}>
            <span className="tip-list__icon" aria-hidden="true">
              {habit.emoji}
            </span>
            <p>{habit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
