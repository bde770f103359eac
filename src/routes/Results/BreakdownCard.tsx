import './BreakdownCard.css';

import { useTranslation } from 'react-i18next';

import type { RecyclabilityResult } from '../../domain/recyclability';
import type { MaterialPart } from '../../domain/types';
import { useFigures } from '../Dashboard/useFigures';

interface BreakdownCardProps {
  parts: readonly MaterialPart[];
  score: number;
  areaBreakdown: RecyclabilityResult['breakdown'];
  /** No place's rules apply (general advice): the figures are no area's, and say so. */
  general: boolean;
}

const DIAL_RADIUS = 42;
const DIAL_LENGTH = 2 * Math.PI * DIAL_RADIUS;

/**
 * What the item is made of, part by part, and how recyclable it is where the person is: the ring is
 * the parts' figures weighted (one computation, recyclability.ts), so they cannot disagree.
 */
export function BreakdownCard({ parts, score, areaBreakdown, general }: BreakdownCardProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const clamped = Math.min(100, Math.max(0, Math.round(score)));
  return (
    <section className="card results-card" aria-labelledby="breakdown-title" data-testid="breakdown-card">
      <h2 id="breakdown-title">{t('results.breakdown.title')}</h2>
      <div className="breakdown">
        <figure className="dial" data-testid="recyclability-dial" data-score={clamped}>
          <svg viewBox="0 0 100 100" aria-hidden="true">
            <circle className="dial__track" cx="50" cy="50" r={DIAL_RADIUS} />
            <circle
              className="dial__value"
              cx="50"
              cy="50"
              r={DIAL_RADIUS}
              strokeDasharray={`${(DIAL_LENGTH * clamped) / 100} ${DIAL_LENGTH}`}
              transform="rotate(-90 50 50)"
            />
          </svg>
          <span className="dial__score">{figures.percent(clamped)}</span>
          <figcaption>{t(general ? 'results.breakdown.generalScore' : 'results.breakdown.areaScore')}</figcaption>
        </figure>
        <ul className="breakdown__parts">
          {parts.map((part, i) => {
            const here = areaBreakdown[i];
            return (
              <li key={i} data-testid="breakdown-part" data-recyclable={part.recyclable}>
                <div className="breakdown__head">
                  <strong>{part.part}</strong>
                  <span className={`pill ${part.recyclable ? 'pill--yes' : 'pill--no'}`}>
                    {t(part.recyclable ? 'results.breakdown.recyclable' : 'results.breakdown.notRecyclable')}
                  </span>
                </div>
                <span className="results-card__muted">{part.type}</span>
                {part.details && <p>{part.details}</p>}
                {here && (
                  <span className="results-card__muted">
                    {t(general ? 'results.breakdown.hereGeneral' : 'results.breakdown.here', {
                      percent: figures.percent(here.percent),
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
