import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ItemSearch } from '../../components/ItemSearch/ItemSearch';
import { useOpenTypedItem } from '../../components/ItemSearch/useOpenTypedItem';

/** Beside the upload box: people who know what they hold only need the rule. */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, working, failed } = useOpenTypedItem();
  const toSearchPage = (query: string) => navigate(`/search?q=${encodeURIComponent(query)}`);
  return (
    <div className="home__search card">
      <ItemSearch
        label={t('search.label')}
        onChoose={(suggestion) => void open(suggestion)}
        onSubmit={toSearchPage}
        busy={working}
        renderNothingFound={(query) => (
          <p>
            {t('search.none', { query })}{' '}
            <button type="button" className="link-button" onClick={() => toSearchPage(query)}>
              {t('search.seeAll')}
            </button>
          </p>
        )}
      />
      {failed && <p role="alert">{t('search.typedFailed')}</p>}
    </div>
  );
}
