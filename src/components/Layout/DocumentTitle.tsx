import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { pageTitleKey } from '../../routes/pageTitles';

const APP_NAME = 'RecycleSmart';

/** The tab's title names the page shown, in the person's language ("Scan results · RecycleSmart"). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = pageTitleKey(pathname);
  const title = key ? t('common.documentTitle', { page: t(key), app: APP_NAME }) : APP_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
