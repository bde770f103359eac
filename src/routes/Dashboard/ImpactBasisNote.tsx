import './ImpactBasisNote.css';

import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { ACTION_IMPACT_ESTIMATE, type ImpactBasisCounts } from '../../domain/progress';
import { useFigures } from './useFigures';

/** Says which impact figures the totals count: the analysis's validated ones, or the fixed estimate. */
export function ImpactBasisNote({ basis }: { basis: ImpactBasisCounts }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const total = basis.analysis + basis.estimate;
  return (
    <section className="impact-basis" aria-labelledby="impact-basis-heading" data-testid="impact-basis">
      <Icon name="info" size={22} className="impact-basis__icon" />
      <div>
        <h2 id="impact-basis-heading" className="impact-basis__title">
          {t('dashboard.basis.heading')}
        </h2>
        <p>
          {t('dashboard.basis.explain', {
            material: figures.withUnit(ACTION_IMPACT_ESTIMATE.material_reduced, 'kg'),
            co2: figures.withUnit(ACTION_IMPACT_ESTIMATE.co2_saved, 'kg'),
            water: figures.withUnit(ACTION_IMPACT_ESTIMATE.water_saved, 'litres'),
            trees: figures.withUnit(ACTION_IMPACT_ESTIMATE.trees_equivalent, 'trees'),
          })}
        </p>
        <p className="impact-basis__counts">
          {total === 0
            ? t('dashboard.basis.none')
            : t('dashboard.basis.counts', {
                analysis: figures.count(basis.analysis),
                estimate: figures.count(basis.estimate),
              })}
        </p>
      </div>
    </section>
  );
}
