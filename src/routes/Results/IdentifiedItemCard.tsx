import { useTranslation } from 'react-i18next';
import { MaterialConfirm } from '../../components/MaterialConfirm/MaterialConfirm';
import type { IdentifiedItem, Material } from '../../domain/types';

interface IdentifiedItemCardProps {
  item: IdentifiedItem;
  /** Given, the card asks the person to confirm a material the model is unsure of. */
  onConfirmMaterial?: (material: Material) => void;
}

/** The identified item: its name, material, how sure the identification is, and who identified it. */
export function IdentifiedItemCard({ item, onConfirmMaterial }: IdentifiedItemCardProps) {
  const { t, i18n } = useTranslation();
  // Rounded down: a model that is 99.7% sure is not shown as certain.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.floor(item.confidence * 100) / 100,
  );
  return (
    <section className="card item-card" aria-labelledby="item-card-label">
      <p className="item-card__eyebrow">{t('identify.results.identifiedItem')}</p>
      <h2 id="item-card-label" className="item-card__label" data-testid="item-label" data-material={item.material}>
        {t(`items.${item.id}`, { defaultValue: item.label })}
      </h2>
      <dl className="item-card__facts">
        <div className="item-card__fact">
          <dt>{t('identify.results.material')}</dt>
          <dd>
            <span
              className={`item-card__material item-card__material--${item.material}`}
              data-testid="item-material"
              data-confirmed={item.materialConfirmed ? 'true' : undefined}
            >
              {t(`identify.materials.${item.material}`)}
            </span>
          </dd>
        </div>
        <div className="item-card__fact">
          <dt>{t('identify.results.confidence')}</dt>
          <dd>
            <data value={item.confidence.toFixed(3)} data-testid="item-confidence">
              {percent}
            </data>
            <span className="item-card__meter" aria-hidden="true">
              <span style={{ inlineSize: `${Math.round(item.confidence * 100)}%` }} />
            </span>
          </dd>
        </div>
        <div className="item-card__fact">
          <dt>{t('identify.results.source')}</dt>
          <dd>
            <data value={item.source} data-source={item.source} data-testid="item-source" className="item-card__source">
              {t(`identify.source.${item.source}`)}
            </data>
          </dd>
        </div>
      </dl>
      {item.materialUnsure && onConfirmMaterial && <MaterialConfirm suggested={item.material} onConfirm={onConfirmMaterial} />}
    </section>
  );
}
