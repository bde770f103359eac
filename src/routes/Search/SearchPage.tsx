import './SearchPage.css';

import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ItemSearch } from '../../components/ItemSearch/ItemSearch';
import { useOpenTypedItem } from '../../components/ItemSearch/useOpenTypedItem';
import { Spinner } from '../../components/Spinner/Spinner';
import { hasCity } from '../../domain/location';
import { lazyWithText } from '../../lazyScreen';
import { useAtomValue } from '../../state/jotai';
import { locationOutcomeAtom } from '../../state/location';
import { useHydrating } from '../../useHydrating';

const GENERAL_ADVICE = ['check', 'hazard', 'unsure'] as const;

// Only a search that finds nothing offers it: the page first shows without its code and words.
const CorrectionForm = lazyWithText(
  () => import('../Results/CorrectionForm'),
  (m) => m.CorrectionForm,
  ['results'],
);

/** /search?q=: the item search on a page of its own, its query in the address so it can be shared. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The box owns what is typed (the address follows it): keys typed quickly are never lost to a navigation.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  // Its page is rendered without a query (src/screens.ts): hydrated as that, then showing the address's.
  const hydrating = useHydrating();
  const { open, working, failed } = useOpenTypedItem();
  const location = useAtomValue(locationOutcomeAtom)?.location;
  const city = location && hasCity(location) ? location.city : null;
  return (
    <div className="page search-page">
      <h1 className="page__title">{t('search.heading')}</h1>
      <p className="search-page__intro">{t('search.intro')}</p>
      <ItemSearch
        inline
        label={t('search.pageLabel')}
        query={hydrating ? '' : query}
        onQueryChange={(next) => {
          setQuery(next);
          setParams(next ? { q: next } : {}, { replace: true });
        }}
        onChoose={(suggestion) => void open(suggestion)}
        busy={working}
        renderNothingFound={(typed) => (
          <div className="search-page__none">
            <p className="search-page__none-title">{t('search.none', { query: typed })}</p>
            <section className="card" aria-labelledby="general-advice">
              <h2 id="general-advice">{t('search.generalTitle')}</h2>
              <ul data-testid="general-advice">
                {GENERAL_ADVICE.map((key) => (
                  <li key={key}>{t(`search.general.${key}`)}</li>
                ))}
              </ul>
            </section>
            <Suspense fallback={<Spinner />}>
              <CorrectionForm key={typed} itemLabel={typed} city={city} />
            </Suspense>
          </div>
        )}
      />
      {failed && <p role="alert">{t('search.typedFailed')}</p>}
    </div>
  );
}
