import { useEffect, useId, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { ModelStatus } from '../../components/ModelStatus/ModelStatus';
import { PhotoInput } from '../../components/PhotoInput/PhotoInput';
import { Spinner } from '../../components/Spinner/Spinner';
import {
  identificationAtom,
  identificationServicesAtom,
  identifyPhotoAtom,
  preloadModelAtom,
  useModelStatus,
} from '../../state/identification';
import './ScanBox.css';

// Long enough for the page itself to settle first; the model is then ready before most people choose.
const PRELOAD_AFTER_MS = 1500;

/** The landing hero's scanner: choose a photo, identify it on the device, go to the results. */
export function ScanBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identify = useSetAtom(identifyPhotoAtom);
  const preload = useSetAtom(preloadModelAtom);
  const { phase, error, deviceScores } = useAtomValue(identificationAtom);
  const hasCloud = useAtomValue(identificationServicesAtom).cloud !== null;
  const status = useModelStatus();
  const hintId = useId();
  const statusId = useId();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const warmUp = () => {
      preload();
      // The results screen is a lazy chunk; fetched now, the first scan does not wait for it.
      void import('../Results/ResultsPage');
    };
    const idle = window.requestIdleCallback?.(warmUp, { timeout: PRELOAD_AFTER_MS });
    const timer = idle === undefined ? window.setTimeout(warmUp, PRELOAD_AFTER_MS) : undefined;
    return () => {
      mounted.current = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [preload]);

  const onPhoto = async (file: File) => {
    const outcome = await identify(file);
    if (outcome === 'identified' && mounted.current) navigate('/results');
  };

  const busy = phase === 'identifying';
  return (
    <div id="scan" className="scan-box" data-testid="scan-box" aria-busy={busy}>
      <span className="scan-box__icon">
        <Icon name="camera" size={32} />
      </span>
      <h2 className="scan-box__title">{t('identify.box.title')}</h2>
      <p id={hintId} className="scan-box__hint">
        {t('identify.box.hint')}
      </p>
      <PhotoInput label={t('identify.box.choose')} onPhoto={onPhoto} disabled={busy} describedBy={`${hintId} ${statusId}`} />
      {busy && (
        <Spinner size="small" label={t(deviceScores ? 'identify.box.checkingCloud' : 'identify.box.identifying')} />
      )}
      {phase === 'failed' && error && (
        <div className="error-box scan-box__error" role="alert" data-testid="identify-error" data-error={error}>
          <p>{t(`identify.errors.${error}`)}</p>
          {error === 'noItems' && <p>{t('identify.errors.noItemsHint')}</p>}
        </div>
      )}
      <ModelStatus id={statusId} status={status} cloudFallback={hasCloud} />
    </div>
  );
}
