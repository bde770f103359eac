import './ModelStatus.css';

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import type { ModelStatus as Status } from '../../services/classifier/ClassifierBridge';
import { shownPercent } from '../../services/classifier/shownPercent';
import { Icon } from '../Icon/Icon';

interface ModelStatusProps {
  status: Status;
  /** Whether the cloud service can identify photos when the on-device model cannot. */
  cloudFallback: boolean;
  id?: string;
}

/** The on-device model's state in words: its first download with progress, ready, or unavailable. */
export function ModelStatus({ status, cloudFallback, id }: ModelStatusProps) {
  const { t } = useTranslation();
  if (status.phase === 'loading') {
    const percent = shownPercent(status.progress.fraction);
    return (
      <div id={id} className="model-status" data-testid="model-status" data-phase="loading">
        <p className="model-status__text">{t('identify.model.loading', { percent })}</p>
        <div
          className="model-status__bar"
          role="progressbar"
          aria-label={t('identify.model.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="model-status__fill" style={{ '--model-fraction': percent / 100 } as CSSProperties} />
        </div>
      </div>
    );
  }
  if (status.phase === 'failed') {
    return (
      <p id={id} className="model-status model-status--failed" data-testid="model-status" data-phase="failed">
        <Icon name="warning" size={18} />
        {t(cloudFallback ? 'identify.model.failedCloud' : 'identify.model.failed')}
      </p>
    );
  }
  if (status.phase === 'ready') {
    return (
      <p
        id={id}
        className="model-status model-status--ready"
        data-testid="model-status"
        data-phase="ready"
        data-backend={status.info.backend}
      >
        <Icon name="check" size={18} />
        {t('identify.model.ready')}
      </p>
    );
  }
  return (
    <p id={id} className="model-status" data-testid="model-status" data-phase="idle">
      {t('identify.model.idle')}
    </p>
  );
}
