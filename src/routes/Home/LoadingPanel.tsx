import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FACT_KEYS, isSlowScan, randomIndex, type ScanStatusKey } from '../../domain/scanProgress';
import { identifiedItemsAtom } from '../../state/identification';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { cancelScanAtom } from '../../state/scanFlow';
import {
  canPauseAtom,
  pauseScanAtom,
  resumeScanAtom,
  scanProgressAtom,
  scanStatusAtom,
  scanWorkAtom,
} from '../../state/scanWork';

const WAITING_ON_REQUEST: ReadonlySet<ScanStatusKey> = new Set([
  'sending',
  'preparingModel',
  'askingAi',
  'askingAiHere',
]);

/**
 * What the upload box shows while a photo is worked on: what is happening now, how much is done, the
 * first answer, and (only when the wait is the network's or the model's first load) a fact to read.
 */
export function LoadingPanel() {
  const { t } = useTranslation();
  const work = useAtomValue(scanWorkAtom);
  const status = useAtomValue(scanStatusAtom);
  const progress = useAtomValue(scanProgressAtom);
  const canPause = useAtomValue(canPauseAtom);
  const [firstItem] = useAtomValue(identifiedItemsAtom);
  const pause = useSetAtom(pauseScanAtom);
  const resume = useSetAtom(resumeScanAtom);
  const cancel = useSetAtom(cancelScanAtom);
  // One fact per scan: the panel mounts when a scan starts.
  const [fact] = useState(() => FACT_KEYS[randomIndex(FACT_KEYS.length)]!);
  const panel = useRef<HTMLDivElement>(null);
  const { phase, paused } = work;

  useEffect(() => {
    // The button that started the scan is gone; keyboard and screen-reader users land on the panel, not the page top.
    if (!document.activeElement || document.activeElement === document.body) panel.current?.focus();
  }, []);

  const percent = Math.round(progress);
  return (
    <div
      ref={panel}
      className="loading-panel"
      tabIndex={-1}
      data-testid="loading-panel"
      data-phase={phase}
      data-status={status.key}
    >
      <p className="loading-panel__status" aria-live="polite" data-testid="scan-status">
        {t(`scan.status.${status.key}`, { city: status.city, percent: status.percent })}
      </p>
      <div
        className={`loading-panel__bar${WAITING_ON_REQUEST.has(status.key) ? ' loading-panel__bar--waiting' : ''}`}
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
        {canPause &&
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
      {isSlowScan(work) && (
        <aside className="loading-panel__fact" data-testid="scan-fact">
          <strong>{t('scan.didYouKnow')}</strong> {t(`scan.facts.${fact}`)}
        </aside>
      )}
    </div>
  );
}
