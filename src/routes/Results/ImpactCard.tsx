import './ImpactCard.css';

import { useTranslation } from 'react-i18next';

import type { ScanImpact } from '../../domain/results/scanResult';
import type { DisposalStream } from '../../domain/types';
import { useFigures } from '../Dashboard/useFigures';

/**
 * Why no figures are shown: `answerFirst` while the app asks for a hazard's sake (the item is then the
 * hazard, not what the person holds: the figures would be a battery's); `thrownAway` when the verdict
 * is general waste, from which nothing is recovered.
 */
export type ImpactWithheld = 'answerFirst' | 'thrownAway';

interface ImpactCardProps {
  impact: ScanImpact;
  /** The verdict's stream: the title names what the figures are the saving of. */
  stream: DisposalStream | undefined;
  withheld?: ImpactWithheld;
}

type ImpactTitle = 'recycling' | 'compost' | 'dropOff' | 'plain';

/** "Of recycling it" above compost's figures, or above "nothing is recovered", said what the card does not. */
function impactTitle(stream: DisposalStream | undefined, withheld: ImpactWithheld | undefined): ImpactTitle {
  if (withheld || stream === undefined || stream === 'landfill') return 'plain';
  return stream === 'hazardous' || stream === 'drop-off' ? 'dropOff' : stream;
}

/** What sorting this one item as advised saves, and whether the figures are the AI's or the material table's. */
export function ImpactCard({ impact, stream, withheld }: ImpactCardProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const { metrics } = impact;
  const rows = [
    ['co2', figures.withUnit(metrics.co2_saved, 'kg')],
    ['material', figures.withUnit(metrics.material_reduced, 'kg')],
    ['water', figures.withUnit(metrics.water_saved, 'litres')],
    ['energy', t('results.impact.kwh', { value: figures.decimal(metrics.energy_saved, 2) })],
    ['trees', figures.figure(metrics.trees_equivalent, 'trees')],
  ] as const;
  return (
    <section
      className="card results-card"
      aria-labelledby="impact-title"
      data-testid="impact-card"
      data-basis={impact.basis}
    >
      <h2 id="impact-title">{t(`results.impact.title.${impactTitle(stream, withheld)}`)}</h2>
      {withheld ? (
        <p className="results-card__muted" data-testid="impact-withheld" data-withheld={withheld}>
          {t(`results.impact.${withheld}`)}
        </p>
      ) : (
        <>
          <dl className="impact-grid">
            {rows.map(([key, value]) => (
              <div key={key} className="impact-grid__item" data-testid={`impact-${key}`}>
                <dt>{t(`results.impact.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="results-card__muted">{t(`results.impact.basis.${impact.basis}`)}</p>
        </>
      )}
    </section>
  );
}
