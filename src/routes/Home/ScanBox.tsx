import './ScanBox.css';

import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { CameraCapture, canUseCamera } from '../../components/CameraCapture/CameraCapture';
import { useKeptOnceOpen } from '../../components/Dialog/useKeptOnceOpen';
import { ModelStatus } from '../../components/ModelStatus/ModelStatus';
import { PartLoadFailed } from '../../components/ScreenLoadFailed/PartLoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { inIdleStages } from '../../idle';
import { lazyPart } from '../../lazyScreen';
import {
  type DeviceReading,
  identificationServicesAtom,
  preloadModelAtom,
  useModelStatus,
} from '../../state/identification';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { prepareLocationAtom } from '../../state/location';
import {
  ANSWERABLE_ERRORS,
  answerPhotoAtom,
  lastScanFileAtom,
  rejectScanAtom,
  resetScanAtom,
  RETRYABLE_ERRORS,
  retryScanAtom,
  scanBusyAtom,
  type ScanErrorCode,
  scanFlowAtom,
  type ScanOutcome,
  startScanAtom,
} from '../../state/scanFlow';
import { scanServicesAtom } from '../../state/scanServices';
import { useFocusAfterChange } from '../../useFocusAfterChange';
import { ScanDropZone } from './ScanDropZone';
import { usePhotoDrop } from './usePhotoDrop';

// Shown only once a photo is chosen: it loads with the warm-up, not with the first screen.
const loadLoadingPanel = () => import('./LoadingPanel');
const LoadingPanel = lazyPart(() => loadLoadingPanel().then(({ LoadingPanel: panel }) => panel), PartLoadFailed);

// Shown only for a photo given no answer: its code stays out of the first screen's.
const loadAnswerChoices = () => import('../../components/AnswerChoices/AnswerChoices');
const AnswerChoices = lazyPart(() => loadAnswerChoices().then(({ AnswerChoices: choices }) => choices), PartLoadFailed);

// Long enough for the page itself to settle first; the model is then ready before most people choose.
const PRELOAD_AFTER_MS = 1500;

export function errorText(code: ScanErrorCode, t: (key: string) => string): string {
  return code === 'tooMany' || code === 'failed' ? t(`scan.errors.${code}`) : t(`identify.errors.${code}`);
}

/**
 * The model's status as it changes: a component of its own, so each step of the model's download
 * renders this line, not the whole scan box.
 */
function LiveModelStatus({ id }: { id: string }) {
  const status = useModelStatus();
  const hasCloud = useAtomValue(identificationServicesAtom).cloud !== null;
  return <ModelStatus id={id} status={status} cloudFallback={hasCloud} />;
}

/** The landing hero's upload box: drop, choose or take a photo, watch it worked on, go to the results. */
export function ScanBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useSetAtom(startScanAtom);
  const reject = useSetAtom(rejectScanAtom);
  const retry = useSetAtom(retryScanAtom);
  const reset = useSetAtom(resetScanAtom);
  const answerPhoto = useSetAtom(answerPhotoAtom);
  const preload = useSetAtom(preloadModelAtom);
  const prepareLocation = useSetAtom(prepareLocationAtom);
  const scanServices = useAtomValue(scanServicesAtom);
  const { error, phase, choices, ranking } = useAtomValue(scanFlowAtom);
  const busy = useAtomValue(scanBusyAtom);
  const lastFile = useAtomValue(lastScanFileAtom);
  const hintId = useId();
  const statusId = useId();
  const mounted = useRef(true);
  const captureInput = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const cameraUsed = useKeptOnceOpen(cameraOpen);
  const errorBox = useRef<HTMLDivElement>(null);
  const shownPhase = useRef(phase);

  useEffect(() => {
    const panelGone = shownPhase.current !== 'idle' && phase === 'idle';
    shownPhase.current = phase;
    // The loading panel held focus and is gone: keyboard and screen-reader users land on why the scan
    // stopped, not the page top. Focus the person moved elsewhere meanwhile stays where they put it.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (panelGone && error && focusLost) errorBox.current?.focus();
  }, [phase, error]);

  useEffect(() => {
    // A file refused at once (not an image, too large) leaves the focus on the button; on a phone the
    // reason sits below the fold, and nothing seemed to happen.
    if (error && !busy) errorBox.current?.scrollIntoView({ block: 'nearest' });
  }, [error, busy]);

  useEffect(() => {
    mounted.current = true;
    const cancelWarmUp = inIdleStages(
      [
        [
          loadLoadingPanel,
          loadAnswerChoices,
          () =>
            prepareLocation().catch((error: unknown) =>
              console.warn('The location code could not be fetched yet', error),
            ),
          () =>
            scanServices
              .prepare()
              .catch((error: unknown) => console.warn('The analysis engine could not be fetched yet', error)),
          // The results screen is a lazy chunk; fetched now, the first scan does not wait for it. Last:
          // the steps before it fetch most of what it imports, so it adds few files of its own.
          () => import('../Results/ResultsPage'),
        ],
        // The model starts once the code is in: its worker's start is seconds of processor time, which
        // on a phone with few cores would slow the page's own steps above.
        [preload],
      ],
      PRELOAD_AFTER_MS,
    );
    return () => {
      mounted.current = false;
      cancelWarmUp();
    };
  }, [preload, prepareLocation, scanServices]);

  const follow = async (outcome: Promise<ScanOutcome>) => {
    if ((await outcome) === 'done' && mounted.current) navigate('/results');
  };
  const scan = (file: File, read?: DeviceReading) => void follow(start(file, read));

  const { rootProps, inputProps, isDragActive, open } = usePhotoDrop({
    disabled: busy,
    onPhoto: scan,
    onRefused: reject,
  });

  // A photo given no answer is not a dead end: the person says what it is, in one tap.
  const answerable = error !== null && ANSWERABLE_ERRORS.has(error) && lastFile !== null;

  const takePhoto = () => {
    if (!canUseCamera()) return captureInput.current?.click();
    setCameraOpen(true);
  };

  // The message and its button go: the focus goes to the box's first button, ready for another photo.
  const [boxRef, focusFirstButton] = useFocusAfterChange<HTMLDivElement>('button');
  const dismiss = () => {
    reset();
    focusFirstButton();
  };

  return (
    <div id="scan" ref={boxRef} className="scan-box" data-testid="scan-box" aria-busy={busy}>
      <input
        ref={captureInput}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) scan(file);
        }}
        data-testid="capture-input"
      />
      {phase !== 'idle' ? (
        <Suspense
          fallback={
            // The panel's frame, in its phase, for the moment its code takes to arrive.
            <div className="loading-panel" data-testid="loading-panel" data-phase={phase}>
              <Spinner size="small" />
            </div>
          }
        >
          <LoadingPanel />
        </Suspense>
      ) : (
        <ScanDropZone
          hintId={hintId}
          controls={{
            rootProps,
            inputProps,
            isDragActive,
            describedBy: `${hintId} ${statusId}`,
            onTakePhoto: takePhoto,
            onUpload: open,
          }}
        />
      )}
      {error && !busy && (
        <div
          ref={errorBox}
          className={`error-box scan-box__error${answerable ? ' scan-box__error--ask' : ''}`}
          role="alert"
          tabIndex={-1}
          data-testid="identify-error"
          data-error={error}
        >
          <p className="scan-box__error-message">{errorText(error, t)}</p>
          {answerable && (
            <>
              <p className="scan-box__pick">{t('identify.errors.pickAnswer')}</p>
              <Suspense fallback={<Spinner size="small" />}>
                <AnswerChoices
                  offered={choices}
                  ranking={ranking}
                  asking
                  onChoose={(choice) => void follow(answerPhoto(choice))}
                  onChooseItem={(item) => void follow(answerPhoto(item))}
                  searchLabel={t('search.label')}
                  startOpen={choices.length === 0}
                />
              </Suspense>
            </>
          )}
          {error === 'noItems' && <p className="scan-box__error-hint">{t('identify.errors.noItemsHint')}</p>}
          {error === 'notWaste' && <p className="scan-box__error-hint">{t('identify.errors.notWasteHint')}</p>}
          <div className="scan-box__error-actions">
            {lastFile && RETRYABLE_ERRORS.has(error) && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void follow(retry())}
                data-testid="scan-retry"
              >
                {t('scan.actions.retry')}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={dismiss} data-testid="scan-reset">
              {t('scan.actions.dismiss')}
            </button>
          </div>
        </div>
      )}
      <LiveModelStatus id={statusId} />
      {cameraUsed && (
        <CameraCapture
          open={cameraOpen}
          onClose={() => setCameraOpen(false)}
          onPhoto={(file, read) => {
            setCameraOpen(false);
            scan(file, read);
          }}
          onUnavailable={() => {
            setCameraOpen(false);
            captureInput.current?.click();
          }}
        />
      )}
    </div>
  );
}
