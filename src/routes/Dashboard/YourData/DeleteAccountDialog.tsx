// The confirmation before an account is deleted: it names the account and counts what goes with it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { OutcomeLine } from '../../../components/OutcomeLine/OutcomeLine';
import type { RecordCounts } from '../../../domain/accountData';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { showToastAtom } from '../../../state/toast';
import { countMyDataAtom, deleteAccountAtom, exportDataAtom, yourDataAtom } from '../../../state/yourData';
import { useRecordSummary } from './useRecordSummary';

interface DeleteAccountDialogProps {
  open: boolean;
  email: string;
  backend: 'local' | 'supabase';
  onClose: () => void;
}

type Contents = { status: 'counting' } | { status: 'counted'; counts: RecordCounts } | { status: 'uncounted' };

export function DeleteAccountDialog({ open, email, backend, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countMyData = useSetAtom(countMyDataAtom);
  const deleteAccount = useSetAtom(deleteAccountAtom);
  const exportData = useSetAtom(exportDataAtom);
  const toast = useSetAtom(showToastAtom);
  const state = useAtomValue(yourDataAtom);
  const summary = useRecordSummary();
  const [contents, setContents] = useState<Contents>({ status: 'counting' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleting = state.status === 'working' && state.work === 'deleting';
  const failed = state.status === 'failed' && state.work === 'deleting';

  useEffect(() => {
    if (!open) return;
    let current = true;
    setContents({ status: 'counting' });
    void countMyData().then((counts) => {
      if (current) setContents(counts ? { status: 'counted', counts } : { status: 'uncounted' });
    });
    return () => {
      current = false;
    };
  }, [open, countMyData]);

  async function confirm() {
    if (!(await deleteAccount())) return;
    onClose();
    toast({ type: 'success', message: t('dashboard.yourData.deleted') });
    void navigate('/');
  }

  const parts = contents.status === 'counted' ? summary.parts(contents.counts) : [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.yourData.deleteDialog.title')}
      initialFocus={cancelRef}
      testId="delete-account-dialog"
    >
      <p>{t(`dashboard.yourData.deleteDialog.intro.${backend}`, { email: `\u2068${email}\u2069` })}</p>
      {contents.status === 'counting' ? (
        <p role="status">{t('dashboard.yourData.deleteDialog.counting')}</p>
      ) : (
        <ul className="your-data__deleted-list" data-testid="delete-account-contents">
          {contents.status === 'uncounted' ? (
            <li>{t('dashboard.yourData.deleteDialog.uncounted')}</li>
          ) : (
            parts.map((part) => <li key={part}>{part}</li>)
          )}
          <li>{t('dashboard.yourData.deleteDialog.progress')}</li>
        </ul>
      )}
      {backend === 'local' && <p>{t('dashboard.yourData.deleteDialog.others')}</p>}
      <p className="your-data__warning">
        <Icon name="warning" size={18} />
        {t('dashboard.yourData.deleteDialog.final')}
      </p>
      {failed && (
        <OutcomeLine tone="error" className="your-data__status">
          {t('dashboard.yourData.failed.deleting')}
        </OutcomeLine>
      )}
      <p>
        <button type="button" className="link-button" disabled={deleting} onClick={() => void exportData()}>
          {t('dashboard.yourData.deleteDialog.downloadFirst')}
        </button>
      </p>
      <div className="your-data__dialog-actions">
        <button type="button" ref={cancelRef} className="button button--ghost" disabled={deleting} onClick={onClose}>
          {t('dashboard.yourData.deleteDialog.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          data-testid="delete-account-confirm"
          disabled={deleting || contents.status === 'counting'}
          onClick={() => void confirm()}
        >
          {deleting ? t('dashboard.yourData.deleteDialog.deleting') : t('dashboard.yourData.deleteDialog.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
