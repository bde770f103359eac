import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner/Spinner';
import { confirmMaterialAtom, identificationAtom, identifiedItemsAtom } from '../../state/identification';
import { IdentifiedItemCard } from './IdentifiedItemCard';
import { usePhotoUrl } from './usePhotoUrl';
import './ResultsPage.css';

export function ResultsPage() {
  const { t } = useTranslation();
  const { phase, photo, cloudPhase } = useAtomValue(identificationAtom);
  const items = useAtomValue(identifiedItemsAtom);
  const confirmMaterial = useSetAtom(confirmMaterialAtom);
  const photoUrl = usePhotoUrl(photo);

  // Without a scan there is nothing to show: the product sends the visitor back to the upload box.
  if (!photo || phase === 'idle' || phase === 'failed') return <Navigate to="/" replace />;
  if (phase === 'identifying') {
    return (
      <div className="page">
        <h1 className="visually-hidden">{t('identify.results.title')}</h1>
        <Spinner label={t('identify.results.analyzing')} />
      </div>
    );
  }

  const [primary, ...others] = items;
  return (
    <div className="page results">
      <div className="results__head">
        <h1 className="page__title">{t('identify.results.title')}</h1>
        <Link to="/#scan" className="button button--secondary">
          {t('identify.results.scanAnother')}
        </Link>
      </div>
      <div className="results__grid">
        <figure className="card results__photo">
          {photoUrl && <img src={photoUrl} alt={t('identify.results.photoAlt')} data-testid="result-photo" />}
        </figure>
        <div className="results__items">
          {primary && <IdentifiedItemCard item={primary} onConfirmMaterial={confirmMaterial} />}
          {others.length > 0 && (
            <section className="card results__others" aria-labelledby="others-title">
              <h2 id="others-title">{t('identify.results.alsoSeen')}</h2>
              <ul>
                {others.map((item) => (
                  <li key={item.id} data-testid="other-item" data-material={item.material} data-source={item.source}>
                    <span>{t(`items.${item.id}`, { defaultValue: item.label })}</span>
                    <span className="results__other-meta">
                      {t(`identify.materials.${item.material}`)} · {t(`identify.source.${item.source}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {cloudPhase === 'pending' && (
            <div className="results__refining" data-testid="cloud-refining">
              <Spinner size="small" label={t('identify.results.refining')} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
