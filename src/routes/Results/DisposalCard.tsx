import { useTranslation } from 'react-i18next';

import type { DisposalInstructions } from '../../domain/types';

interface DisposalCardProps {
  instructions: DisposalInstructions;
  /** Name the place the advice is for; with no place known there is none to name (the verdict says "General advice"). */
  placeKnown: boolean;
}

/** 'How to recycle this': the steps in order, and any warning. Where it goes is the verdict's (Verdict.tsx). */
export function DisposalCard({ instructions, placeKnown }: DisposalCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card results-card" aria-labelledby="disposal-title" data-testid="disposal-card">
      <h2 id="disposal-title">{t('results.disposal.title')}</h2>
      <ol className="disposal-steps" data-testid="disposal-steps">
        {instructions.steps.map((step, i) => (
          <li key={i} {...(step.lang ? { lang: step.lang, dir: 'auto' } : {})}>
            <span className="disposal-steps__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      {instructions.warning && (
        <p className="results-card__warning" role="note" data-testid="disposal-warning">
          <strong>{t('results.disposal.warning')}</strong> {instructions.warning}
        </p>
      )}
      {placeKnown && instructions.location && (
        <p className="results-card__muted">{t('results.disposal.forLocation', { location: instructions.location })}</p>
      )}
    </section>
  );
}
