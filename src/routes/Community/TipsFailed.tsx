import { useTranslation } from 'react-i18next';

import { useSetAtom } from '../../state/jotai';
import { retryTipsAtom } from './tipsState';

/** Both lists fail together: only the first one announces it, so it is heard once. */
export function TipsFailed({ announce = false }: { announce?: boolean }) {
  const { t } = useTranslation();
  const retry = useSetAtom(retryTipsAtom);
  return (
    <div className="error-box community-failed" role={announce ? 'alert' : undefined}>
      <p>{t('community.loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={() => retry()}>
        {t('community.retry')}
      </button>
    </div>
  );
}
