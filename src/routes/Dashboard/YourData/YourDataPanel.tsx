// The dashboard's "Your data" card: download everything, restore from a file, delete the account.
import './YourData.css';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { FileButton } from '../../../components/FileButton/FileButton';
import { refusalMessage } from '../../../components/FileButton/refusalMessage';
import { Icon } from '../../../components/Icon/Icon';
import { OutcomeLine } from '../../../components/OutcomeLine/OutcomeLine';
import { totalRecords } from '../../../domain/accountData';
import { formatPercent } from '../../../domain/progress';
import { dataStoreAtom } from '../../../state/account';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { exportDataAtom, importDataAtom, isDataWorkRunningAtom, yourDataAtom } from '../../../state/yourData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useRecordSummary } from './useRecordSummary';

export const YOUR_DATA_ANCHOR = 'your-data';

function DataStatus() {
  const { t, i18n } = useTranslation();
  const state = useAtomValue(yourDataAtom);
  const summary = useRecordSummary();
  const locale = i18n.resolvedLanguage ?? 'en';

  if (state.status === 'idle') return null;
  if (state.status === 'working') {
    const percent = state.total > 0 ? (100 * state.done) / state.total : 0;
    return (
      <div className="your-data__status" data-testid="your-data-status" data-state="working" data-work={state.work}>
        <p>{t(`dashboard.yourData.work.${state.work}`, { percent: formatPercent(percent, locale) })}</p>
        {state.work !== 'deleting' && (
          <progress
            className="your-data__progress"
            data-testid="your-data-progress"
            max={100}
            value={Math.floor(percent)}
            aria-label={t(`dashboard.yourData.work.${state.work}`, { percent: formatPercent(percent, locale) })}
          />
        )}
      </div>
    );
  }
  if (state.status === 'exported') {
    return (
      <OutcomeLine tone="done" testId="your-data-status" state="exported" className="your-data__status">
        {t('dashboard.yourData.exported', { fileName: state.fileName, summary: summary.sentence(state.counts) })}
      </OutcomeLine>
    );
  }
  if (state.status === 'imported') {
    const added = totalRecords(state.result.added);
    const kept = totalRecords(state.result.alreadyHere);
    return (
      <OutcomeLine tone="done" testId="your-data-status" state="imported" className="your-data__status">
        {added > 0
          ? t('dashboard.yourData.imported', { summary: summary.sentence(state.result.added) })
          : t('dashboard.yourData.importedNothing')}
        {added > 0 && kept > 0 && ` ${t('dashboard.yourData.alreadyHere', { count: kept })}`}
      </OutcomeLine>
    );
  }
  const message =
    state.status === 'refused'
      ? refusalMessage(t, locale, state.refusal, state.at)
      : t(`dashboard.yourData.failed.${state.work}`);
  return (
    <OutcomeLine
      tone="error"
      testId="your-data-status"
      state={state.status}
      refusal={state.status === 'refused' ? state.refusal : undefined}
      className="your-data__status"
    >
      {message}
    </OutcomeLine>
  );
}

export function YourDataPanel({ email }: { email: string }) {
  const { t } = useTranslation();
  const backend = useAtomValue(dataStoreAtom)?.backend ?? 'local';
  const busy = useAtomValue(isDataWorkRunningAtom);
  const exportData = useSetAtom(exportDataAtom);
  const importData = useSetAtom(importDataAtom);
  const [deleting, setDeleting] = useState(false);
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  // Linked from the privacy page: the router does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash !== `#${YOUR_DATA_ANCHOR}`) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <section
      id={YOUR_DATA_ANCHOR}
      className="dashboard-card your-data"
      aria-labelledby="your-data-heading"
      aria-busy={busy}
      data-testid="your-data"
    >
      <h2 id="your-data-heading" className="dashboard-card__title" ref={headingRef} tabIndex={-1}>
        {t('dashboard.yourData.heading')}
      </h2>
      <p className="your-data__intro">{t(`dashboard.yourData.intro.${backend}`)}</p>
      <div className="your-data__actions">
        <button
          type="button"
          className="button button--secondary"
          data-testid="export-data"
          disabled={busy}
          onClick={() => void exportData()}
        >
          <Icon name="download" size={20} />
          {t('dashboard.yourData.export')}
        </button>
        <FileButton
          label={t('dashboard.yourData.import')}
          testId="import-data"
          disabled={busy}
          describedBy={hintId}
          onFile={(file) => void importData(file)}
        />
        <button
          type="button"
          className="button button--ghost your-data__delete"
          data-testid="delete-account"
          disabled={busy}
          onClick={() => setDeleting(true)}
        >
          <Icon name="trash" size={20} />
          {t('dashboard.yourData.delete')}
        </button>
      </div>
      <p id={hintId} className="your-data__hint">
        {t('dashboard.yourData.importHint')}
      </p>
      <div aria-live="polite">
        <DataStatus />
      </div>
      <DeleteAccountDialog open={deleting} email={email} backend={backend} onClose={() => setDeleting(false)} />
    </section>
  );
}
