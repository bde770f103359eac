import '../../styles/resultsCard.css';
import './ResultsPage.css';

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';

import { Spinner } from '../../components/Spinner/Spinner';
import { renderAnalysis } from '../../domain/analysis/renderAnalysis';
import { leadMaterial } from '../../domain/facilities/nearby';
import { hazardQuestion, sharedName, shownName } from '../../domain/identification/question';
import { hasCity } from '../../domain/location';
import { advisedAction } from '../../domain/progress';
import { GENERIC_PACK_ID } from '../../domain/rules/rulePack';
import { itemName } from '../../domain/wasteItems';
import { primarySubtag } from '../../i18n';
import { isSignedInAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { scanBusyAtom } from '../../state/scanFlow';
import {
  changeItemAnswerAtom,
  changeItemToAtom,
  changeResultLocationAtom,
  resultRefreshingAtom,
  saveCurrentScanAtom,
  scanResultAtom,
} from '../../state/scanResult';
import { lastTaughtAtom } from '../../state/taught';
import { useFocusAfterChange } from '../../useFocusAfterChange';
import { useLongFormText } from '../../useLongFormText';
import { BreakdownCard } from './BreakdownCard';
import { ChangeAnswer } from './ChangeAnswer';
import { CorrectionForm } from './CorrectionForm';
import { DisposalCard } from './DisposalCard';
import { EcoConsiderationsCard, HabitsCard } from './EcoCards';
import { IdentifiedItemCard } from './IdentifiedItemCard';
import { ImpactCard, type ImpactWithheld } from './ImpactCard';
import { NearbyCard } from './NearbyCard';
import { SharePanel } from './SharePanel';
import { TakeActionPanel } from './TakeActionPanel';
import { Verdict } from './Verdict';

// A key of the knowledge base's text, which English loads apart from the main bundle (src/i18n.ts).
const KNOWLEDGE_TEXT_KEY = 'kb.location.yourArea';

export function ResultsPage() {
  const { t, i18n } = useTranslation();
  const session = useAtomValue(scanResultAtom);
  const busy = useAtomValue(scanBusyAtom);
  const refreshing = useAtomValue(resultRefreshingAtom);
  const lastTaught = useAtomValue(lastTaughtAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const saveScan = useSetAtom(saveCurrentScanAtom);
  const changeItemAnswer = useSetAtom(changeItemAnswerAtom);
  const changeItemTo = useSetAtom(changeItemToAtom);
  const relocate = useSetAtom(changeResultLocationAtom);
  const { currentImage, identifiedItems: items, analysis, userLocation, scanId, recyclabilityScore } = session;
  const analysed = analysis !== null;
  const language = primarySubtag(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  const text = useLongFormText(KNOWLEDGE_TEXT_KEY);
  // Facts rendered in the interface language: a language switch re-renders and analyses nothing.
  const words = useMemo(
    () => (analysis && text.status === 'ready' ? renderAnalysis(analysis, t, language, recyclabilityScore) : null),
    [analysis, text.status, t, language, recyclabilityScore],
  );

  // After an answer the control is drawn anew (a question sits above the verdict, a settled answer
  // below it), which takes the focus with it: once the advice has followed, it goes to the answer now
  // pressed, which says it.
  const [changeRef, focusAnswer] = useFocusAfterChange<HTMLDivElement>('button[aria-pressed="true"]');
  const afterAnswer = (change: Promise<unknown>) => void change.finally(focusAnswer);
  const goToQuestion = () => {
    const answer = changeRef.current?.querySelector<HTMLElement>('button[data-choice-material]');
    answer?.scrollIntoView({ block: 'center' });
    answer?.focus({ preventScroll: true });
  };

  useEffect(() => {
    // Spec: saved once per result when signed in; the data layer ignores a second save of the same id.
    // Keyed on there being an analysis, not on which: a re-derived result (new material, city or
    // language) is the same scan and is not sent again.
    if (signedIn && scanId && analysed)
      saveScan().catch((error: unknown) => console.error('Saving the scan to history failed', error));
  }, [signedIn, scanId, analysed, saveScan]);

  if (busy || (analysis && items.length && !words && text.status === 'loading')) {
    return (
      <div className="page">
        <h1 className="visually-hidden">{t('identify.results.title')}</h1>
        <Spinner label={t('identify.results.analyzing')} />
      </div>
    );
  }
  // Without a scan there is nothing to show: the product sends the visitor back to the upload box.
  if (!analysis || !items.length) return <Navigate to="/" replace />;
  if (!words) {
    return (
      <div className="page">
        <h1 className="page__title">{t('identify.results.title')}</h1>
        <p role="alert">{t('results.textFailed')}</p>
        <button type="button" className="button" onClick={text.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const [primary, ...others] = items as [(typeof items)[0], ...typeof items];
  const asking = primary.unsure !== undefined;
  const heldToHazard = hazardQuestion(primary) !== undefined;
  const verdictStream = analysis.verdicts[0]?.stream;
  const impactWithheld: ImpactWithheld | undefined = heldToHazard
    ? 'answerFirst'
    : verdictStream === 'landfill'
      ? 'thrownAway'
      : undefined;
  const firstStep = words.disposalInstructions.steps.length > 1 ? words.disposalInstructions.steps[0] : undefined;
  const changeAnswer = (
    <ChangeAnswer
      item={primary}
      answers={analysis.answers}
      busy={refreshing}
      remembered={lastTaught?.scanId === scanId && lastTaught.itemId === primary.id}
      onChoose={(choice) => afterAnswer(changeItemAnswer({ index: 0, choice }))}
      onChooseItem={(item) => afterAnswer(changeItemTo({ index: 0, item }))}
    />
  );
  return (
    <div className="page results">
      <h1 className="visually-hidden">{t('identify.results.title')}</h1>
      {/* Verdict first: the item, where it goes, the first thing to do, and the way to correct it. */}
      <div className={`results__lead${asking ? ' results__lead--asking' : ''}`}>
        <div className="results__item">
          <IdentifiedItemCard item={primary} verdict={analysis.verdicts[0]} photo={currentImage} />
        </div>
        {asking && (
          <div className="results__change" ref={changeRef}>
            {changeAnswer}
          </div>
        )}
        <div className="results__answer">
          <Verdict analysis={analysis} language={language} onLocation={(location) => void relocate(location)} />
          {firstStep && (
            <p
              className="card results__first-step"
              data-testid="first-step"
              {...(firstStep.lang ? { lang: firstStep.lang, dir: 'auto' } : {})}
            >
              <span className="results__first-step-icon" aria-hidden="true">
                {firstStep.icon}
              </span>
              <span>
                <strong>{t('results.firstStep')}</strong> {firstStep.text}
              </span>
            </p>
          )}
          {refreshing && (
            <div className="results__refining" data-testid="result-refreshing">
              <Spinner size="small" label={t('results.refreshing')} />
            </div>
          )}
        </div>
        {!asking && (
          <div className="results__change" ref={changeRef}>
            {changeAnswer}
          </div>
        )}
      </div>
      {others.length > 0 && (
        <section className="card results__others" aria-labelledby="others-title">
          <h2 id="others-title">{t('identify.results.alsoSeen')}</h2>
          <ul>
            {others.map((item) => (
              <li key={item.id} data-testid="other-item" data-material={item.material} data-source={item.source}>
                <span>{itemName(item, t)}</span>
                <span className="results__other-meta">
                  {t(`identify.materials.${item.material}`)} · {t(`identify.source.${item.source}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="results__cards">
        <DisposalCard
          instructions={words.disposalInstructions}
          placeKnown={userLocation !== null && hasCity(userLocation)}
        />
        <NearbyCard
          facilities={session.facilities}
          location={userLocation}
          loading={refreshing}
          lead={leadMaterial(items, analysis)}
        />
        <BreakdownCard
          parts={words.materialBreakdown}
          score={recyclabilityScore}
          areaBreakdown={session.breakdown}
          general={analysis.pack.id === GENERIC_PACK_ID}
        />
        <EcoConsiderationsCard tips={words.ecoTips} />
        <HabitsCard habits={words.sustainableHabits} />
        {session.impact && <ImpactCard impact={session.impact} stream={verdictStream} withheld={impactWithheld} />}
        <TakeActionPanel
          goToQuestion={heldToHazard ? goToQuestion : undefined}
          advised={heldToHazard ? undefined : advisedAction(verdictStream)}
        />
        <SharePanel itemName={sharedName(primary, t)} impact={impactWithheld ? null : session.impact} />
        <CorrectionForm
          itemLabel={shownName(primary, t)}
          city={userLocation && hasCity(userLocation) ? userLocation.city : null}
        />
      </div>
      <p className="results__again">
        <Link to="/#scan" className="button button--secondary">
          {t('identify.results.scanAnother')}
        </Link>
      </p>
    </div>
  );
}
