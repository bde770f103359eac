import './IdentifiedItemCard.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { adviceStream, disposalItemId } from '../../domain/identification/decision';
import { hazardQuestion, shownName, showsSaferAnswer } from '../../domain/identification/question';
import type { Verdict } from '../../domain/rules/verdict';
import type { IdentifiedItem } from '../../domain/types';

interface IdentifiedItemCardProps {
  item: IdentifiedItem;
  /** Where the place's rule pack sends the item: named here as there, so the card never says otherwise. */
  verdict?: Verdict | undefined;
  /** The scan's photo (a data URL), shown as a thumbnail beside the name; null when it was not kept. */
  photo: string | null;
}

/** The identified item: its photo, name, material, where it goes, how sure the app is, and who named it. */
export function IdentifiedItemCard({ item, verdict, photo }: IdentifiedItemCardProps) {
  const { t, i18n } = useTranslation();
  // A verdict worked out for another answer (the advice is being worked out again) does not speak for this one.
  const ruled = verdict?.item === disposalItemId(item) ? verdict : undefined;
  const stream = ruled?.stream ?? adviceStream(item);
  const unsure = item.unsure !== undefined;
  const between = hazardQuestion(item);
  // Rounded down: a model that is 99.7% sure is not shown as certain.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.floor(item.confidence * 100) / 100,
  );
  return (
    <section className="card item-card" aria-labelledby="item-card-label">
      <div className="item-card__head">
        {photo && (
          <img
            className="item-card__thumb"
            src={photo}
            alt={t('identify.results.photoAlt')}
            data-testid="result-photo"
          />
        )}
        <div className="item-card__title">
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
            {shownName(item, t)}
            {unsure && !between && <span className="item-card__unsure"> {t('identify.results.maybe')}</span>}
          </h2>
        </div>
      </div>
      {(item.unsure === 'hazard' || between) && (
        <p className="item-card__hazard" role="note" data-testid="hazard-note">
          {t('identify.results.hazardNote')}
        </p>
      )}
      {showsSaferAnswer(item) && (
        <p className="item-card__safer" role="note" data-testid="safer-note">
          {t('identify.results.saferNote')}
        </p>
      )}
      <dl className="item-card__facts">
        {/* Between two answers, the headline names both: the hazard's material alone ("Battery" under
            "Paper or a battery?") said the app took a cereal box for one. */}
        {!between && (
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
        )}
        <div className="item-card__fact">
          <dt>{t('identify.results.confidence')}</dt>
          <dd>
            <data value={item.confidence.toFixed(3)} data-testid="item-confidence">
              {item.materialConfirmed
                ? t('identify.results.youChose')
                : item.source === 'memory'
                  ? t('identify.results.likeYouTaught')
                  : unsure
                    ? t('identify.results.notSure')
                    : percent}
            </data>
            {!item.materialConfirmed && !unsure && item.source !== 'memory' && (
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
              {item.materialConfirmed && item.source !== 'typed'
                ? t('identify.source.chosen')
                : t(`identify.source.${item.source}`)}
            </data>
            {item.source === 'memory' && (
              <>
                {' · '}
                <Link to="/taught" data-testid="taught-link">
                  {t('identify.results.whatYouTaught')}
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
      {!photo && item.source !== 'typed' && (
        <p className="item-card__no-photo" data-testid="result-photo-missing">
          {t('results.photoNotKept')}
        </p>
      )}
    </section>
  );
}
