import { useTranslation } from 'react-i18next';

import { localisedName } from '../../domain/analysis/renderAnalysis';
import { adviceStream, type AnswerChoice, disposalItemId } from '../../domain/identification/decision';
import type { Verdict } from '../../domain/rules/verdict';
import type { IdentifiedItem } from '../../domain/types';
import { primarySubtag } from '../../i18n';
import { ChangeAnswer } from './ChangeAnswer';

interface IdentifiedItemCardProps {
  item: IdentifiedItem;
  /** Given, the card offers to change the answer (and asks first when the app is not sure). */
  onChangeAnswer?: (choice: AnswerChoice) => void;
  changing?: boolean;
  /** Where the place's rule pack sends the item: named here as there, so the card never says otherwise. */
  verdict?: Verdict | undefined;
}

/** The identified item: its name, material, where it goes, how sure the app is, and who identified it. */
export function IdentifiedItemCard({ item, onChangeAnswer, changing = false, verdict }: IdentifiedItemCardProps) {
  const { t, i18n } = useTranslation();
  // A verdict worked out for another answer (the advice is being worked out again) does not speak for this one.
  const ruled = verdict?.item === disposalItemId(item) ? verdict : undefined;
  const stream = ruled?.stream ?? adviceStream(item);
  const unsure = item.unsure !== undefined;
  // Rounded down: a model that is 99.7% sure is not shown as certain.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.floor(item.confidence * 100) / 100,
  );
  return (
    <section className="card item-card" aria-labelledby="item-card-label">
      <p className="item-card__eyebrow">{t('identify.results.identifiedItem')}</p>
      <h2
        id="item-card-label"
        className="item-card__label"
        data-testid="item-label"
        data-item={item.id}
        data-material={item.material}
        data-stream={stream}
        data-unsure={unsure ? 'true' : 'false'}
      >
        {t(`items.${item.id}`, { defaultValue: item.label })}
        {unsure && <span className="item-card__unsure"> {t('identify.results.maybe')}</span>}
      </h2>
      {item.unsure === 'hazard' && (
        <p className="item-card__hazard" role="note" data-testid="hazard-note">
          {t('identify.results.hazardNote')}
        </p>
      )}
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
          <dt>{t('identify.results.goesTo')}</dt>
          <dd data-testid="item-stream">
            {ruled ? localisedName(ruled.bin.names, primarySubtag(i18n.language)) : t(`identify.streams.${stream}`)}
          </dd>
        </div>
        <div className="item-card__fact">
          <dt>{t('identify.results.confidence')}</dt>
          <dd>
            <data value={item.confidence.toFixed(3)} data-testid="item-confidence">
              {item.materialConfirmed
                ? t('identify.results.youChose')
                : unsure
                  ? t('identify.results.notSure')
                  : percent}
            </data>
            {!item.materialConfirmed && !unsure && (
              <span className="item-card__meter" aria-hidden="true">
                <span style={{ inlineSize: `${Math.round(item.confidence * 100)}%` }} />
              </span>
            )}
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
      {onChangeAnswer && <ChangeAnswer item={item} onChoose={onChangeAnswer} busy={changing} />}
    </section>
  );
}
