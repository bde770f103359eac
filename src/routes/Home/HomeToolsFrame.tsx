import './ScanBox.css';
import '../../components/ItemSearch/ItemSearch.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ModelStatus } from '../../components/ModelStatus/ModelStatus';
import { ScanDropZone } from './ScanDropZone';

/**
 * The upload box and the item search as they first look, painted before their code arrives: the same
 * boxes in the same places, inert (no control works yet, none is offered to assistive technology), and
 * without test ids, so nothing acts on them before the real ones replace them.
 */
export function HomeToolsFrame() {
  const { t } = useTranslation();
  const hintId = useId();
  const searchId = useId();
  return (
    <>
      <div id="scan" className="scan-box" inert>
        <ScanDropZone hintId={hintId} />
        <ModelStatus status={{ phase: 'idle' }} cloudFallback={false} />
      </div>
      <div className="home__search card" inert>
        <div className="item-search">
          <label htmlFor={searchId} className="item-search__label">
            {t('search.label')}
          </label>
          <div className="item-search__box">
            <input
              id={searchId}
              type="search"
              className="text-input item-search__input"
              placeholder={t('search.placeholder')}
            />
          </div>
        </div>
      </div>
    </>
  );
}
