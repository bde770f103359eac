import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  FACT_KEYS,
  randomIndex,
  STATUS_MESSAGE_KEYS,
  STATUS_ROTATION_MS,
  statusMessageIndex,
} from '../../domain/scanTimings';
import { identifiedItemsAtom } from '../../state/identification';
import { cancelScanAtom, pauseScanAtom, resumeScanAtom, scanFlowAtom } from '../../state/scanFlow';

/** What the upload box shows while a photo is worked on: progress, status, a fact, and the first answer. */
export function LoadingPanel() {
  const { t } = useTranslation();
  const { phase, progress, paused } = useAtomValue(scanFlowAtom);
  const [firstItem] = useAtomValue(identifiedItemsAtom);
  const pause = useSetAtom(pauseScanAtom);
  const resume = useSetAtom(resumeScanAtom);
  const cancel = useSetAtom(cancelScanAtom);
  // One fact per scan: the panel mounts when a scan starts.
  const [fact] = useState(() => FACT_KEYS[randomIndex(FACT_KEYS.length)]!);
  const [elapsed, setElapsed] = useState(0);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The button that started the scan is gone; keyboard and screen-reader users land on the panel, not the page top.
    if (!document.activeElement || document.activeElement === document.body) panel.current?.focus();
  }, []);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), STATUS_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);

  const status = phase === 'results' ? 'done' : STATUS_MESSAGE_KEYS[statusMessageIndex(elapsed)]!;
  const percent = Math.round(progress);
  return (
    <div ref={panel} className="loading-panel" tabIndex={-1} data-testid="loading-panel" data-phase={phase}>
      <p className="loading-panel__status" aria-live="polite" data-testid="scan-status">
        {paused ? t('scan.status.paused') : t(`scan.status.${status}`)}
      </p>
      <div
        className={`loading-panel__bar loading-panel__bar--${phase}`}
        role="progressbar"
        aria-label={t('scan.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="scan-progress"
      >
        <span style={{ inlineSize: `${progress}%` }} />
      </div>
      <p className="loading-panel__percent" aria-hidden="true">
        {percent}%
      </p>
      {firstItem && (
        <p className="loading-panel__looks-like" data-testid="looks-like" data-material={firstItem.material}>
          {t('scan.looksLike', { item: t(`items.${firstItem.id}`, { defaultValue: firstItem.label }) })}
        </p>
      )}
      <div className="loading-panel__actions">
        {phase === 'uploading' &&
          (paused ? (
            <button type="button" className="button button--secondary" onClick={resume} data-testid="scan-resume">
              {t('scan.actions.resume')}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={pause} data-testid="scan-pause">
              {t('scan.actions.pause')}
            </button>
          ))}
        {phase !== 'results' && (
          <button type="button" className="button button--ghost" onClick={cancel} data-testid="scan-cancel">
            {t('scan.actions.cancel')}
          </button>
        )}
      </div>
      <aside className="loading-panel__fact" data-testid="scan-fact">
        <strong>{t('scan.didYouKnow')}</strong> {t(`scan.facts.${fact}`)}
      </aside>
    </div>
  );
}
