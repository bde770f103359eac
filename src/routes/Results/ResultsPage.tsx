import './ResultsPage.css';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';

import { Spinner } from '../../components/Spinner/Spinner';
import { adviceStream } from '../../domain/identification/decision';
import { hasCity } from '../../domain/location';
import { isSignedInAtom } from '../../state/account';
import { scanBusyAtom } from '../../state/scanFlow';
import {
  changeItemAnswerAtom,
  resultRefreshingAtom,
  saveCurrentScanAtom,
  scanResultAtom,
} from '../../state/scanResult';
import { BreakdownCard } from './BreakdownCard';
import { CorrectionForm } from './CorrectionForm';
import { DisposalCard } from './DisposalCard';
import { EcoConsiderationsCard, HabitsCard } from './EcoCards';
import { IdentifiedItemCard } from './IdentifiedItemCard';
import { ImpactCard } from './ImpactCard';
import { NearbyCard } from './NearbyCard';
import { SharePanel } from './SharePanel';
import { TakeActionPanel } from './TakeActionPanel';
import { useResultLanguage } from './useResultLanguage';

export function ResultsPage() {
  const { t } = useTranslation();
  const session = useAtomValue(scanResultAtom);
  const busy = useAtomValue(scanBusyAtom);
  const refreshing = useAtomValue(resultRefreshingAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const saveScan = useSetAtom(saveCurrentScanAtom);
  const changeItemAnswer = useSetAtom(changeItemAnswerAtom);
  const { currentImage, identifiedItems: items, analysisData: analysis, userLocation, scanId } = session;
  const analysed = analysis !== null;
  useResultLanguage();

  useEffect(() => {
    // Spec: saved once per result when signed in; the data layer ignores a second save of the same id.
    // Keyed on there being an analysis, not on which: a re-derived result (new material, city or
    // language) is the same scan and is not sent again.
    if (signedIn && scanId && analysed)
      saveScan().catch((error: unknown) => console.error('Saving the scan to history failed', error));
  }, [signedIn, scanId, analysed, saveScan]);

  if (busy) {
    return (
      <div className="page">
        <h1 className="visually-hidden">{t('identify.results.title')}</h1>
        <Spinner label={t('identify.results.analyzing')} />
      </div>
    );
  }
  // Without a scan there is nothing to show: the product sends the visitor back to the upload box.
  if (!analysis || !items.length) return <Navigate to="/" replace />;

  const [primary, ...others] = items as [(typeof items)[0], ...typeof items];
  const itemName = t(`items.${primary.id}`, { defaultValue: primary.label });
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
          {currentImage ? (
            <img src={currentImage} alt={t('identify.results.photoAlt')} data-testid="result-photo" />
          ) : (
            <p className="results-card__muted" data-testid="result-photo-missing">
              {t('results.photoNotKept')}
            </p>
          )}
        </figure>
        <div className="results__items">
          <IdentifiedItemCard
            item={primary}
            changing={refreshing}
            onChangeAnswer={(choice) => void changeItemAnswer({ index: 0, choice })}
          />
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
          {refreshing && (
            <div className="results__refining" data-testid="result-refreshing">
              <Spinner size="small" label={t('results.refreshing')} />
            </div>
          )}
        </div>
      </div>
      <div className="results__cards">
        <DisposalCard instructions={analysis.disposalInstructions} stream={adviceStream(primary)} />
        <NearbyCard facilities={session.facilities} location={userLocation} loading={refreshing} />
        <BreakdownCard
          parts={analysis.materialBreakdown}
          score={analysis.overallRecyclability}
          areaBreakdown={session.breakdown}
        />
        <EcoConsiderationsCard tips={analysis.ecoTips} />
        <HabitsCard habits={analysis.sustainableHabits} />
        {session.impact && <ImpactCard impact={session.impact} />}
        <TakeActionPanel />
        <SharePanel itemName={itemName} impact={session.impact} />
        <CorrectionForm itemLabel={itemName} city={userLocation && hasCity(userLocation) ? userLocation.city : null} />
      </div>
    </div>
  );
}
