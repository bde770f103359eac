// /taught: what the person taught the app by correcting answers. Each item with how many photos taught
// it and when; forget one or all; download them as a class pack or add one. Nothing here leaves the
// device unless the person downloads it.
import './TaughtPage.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { FileButton } from '../../components/FileButton/FileButton';
import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import type { TaughtItem } from '../../domain/taught/taughtExample';
import { itemName } from '../../domain/wasteItems';
import { dataStoreAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  exportClassPackAtom,
  forgetTaughtAtom,
  importClassPackAtom,
  taughtItemsLoadableAtom,
  taughtPageAtom,
} from '../../state/taught';
import { TaughtStatus } from './TaughtStatus';

function TaughtRow({ item, busy }: { item: TaughtItem; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const forget = useSetAtom(forgetTaughtAtom);
  const name = itemName({ id: item.itemId, label: item.itemId }, t);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(item.lastTaughtAt),
  );
  return (
    <li className="taught__item" data-testid="taught-item" data-item={item.itemId} data-count={item.count}>
      <div className="taught__item-text">
        <span className="taught__item-name">{name}</span>
        <span className="taught__item-meta">
          {t(`identify.materials.${item.material}`)} · {t('taught.photos', { count: item.count })} ·{' '}
          <time dateTime={item.lastTaughtAt}>{t('taught.lastTaught', { date: when })}</time>
        </span>
      </div>
      <button
        type="button"
        className="button button--ghost taught__forget"
        data-testid="forget-taught-item"
        aria-label={t('taught.forgetItem', { item: name })}
        disabled={busy}
        onClick={() => void forget(item.itemId)}
      >
        {t('taught.forget')}
      </button>
    </li>
  );
}

export function TaughtPage() {
  const { t } = useTranslation();
  const loaded = useAtomValue(taughtItemsLoadableAtom);
  // The data store starts when the first screen is idle: until then there is nothing to read or change.
  const storeReady = useAtomValue(dataStoreAtom) !== null;
  const items = storeReady ? loaded : ({ state: 'loading' } as const);
  const state = useAtomValue(taughtPageAtom);
  const forget = useSetAtom(forgetTaughtAtom);
  const exportPack = useSetAtom(exportClassPackAtom);
  const importPack = useSetAtom(importClassPackAtom);
  const [confirmingForgetAll, setConfirmingForgetAll] = useState(false);
  const busy = state.status === 'working' || !storeReady;
  const list = items.state === 'hasData' ? items.data : [];

  return (
    <div className="page taught" aria-busy={busy || items.state === 'loading'}>
      <h1 className="page__title">{t('taught.heading')}</h1>
      <p className="taught__intro">{t('taught.intro')}</p>
      <p className="taught__privacy">
        <Icon name="lock" size={18} />
        <span>{t('taught.privacy')}</span>
      </p>

      <section className="card taught__card" aria-labelledby="taught-list-heading">
        <h2 id="taught-list-heading" className="taught__title">
          {t('taught.listHeading')}
        </h2>
        {items.state === 'loading' && <Spinner size="small" label={t('taught.loading')} />}
        {items.state === 'hasError' && (
          <p role="alert" className="taught__error" data-testid="taught-unreadable">
            {t('taught.unreadable')}
          </p>
        )}
        {items.state === 'hasData' && list.length === 0 && (
          <p className="taught__empty" data-testid="taught-empty">
            {t('taught.empty')} <Link to="/">{t('taught.scanLink')}</Link>
          </p>
        )}
        {list.length > 0 && (
          <ul className="taught__list" data-testid="taught-items">
            {list.map((item) => (
              <TaughtRow key={item.itemId} item={item} busy={busy} />
            ))}
          </ul>
        )}
        {list.length > 0 &&
          (confirmingForgetAll ? (
            <div className="taught__confirm" role="group" aria-label={t('taught.forgetAllQuestion')}>
              <span>{t('taught.forgetAllQuestion')}</span>
              <button
                type="button"
                className="button button--danger"
                data-testid="forget-all-taught-confirm"
                disabled={busy}
                onClick={() => {
                  setConfirmingForgetAll(false);
                  void forget(null);
                }}
              >
                {t('taught.forgetAllYes')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setConfirmingForgetAll(false)}>
                {t('taught.cancel')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button button--ghost taught__forget-all"
              data-testid="forget-all-taught"
              disabled={busy}
              onClick={() => setConfirmingForgetAll(true)}
            >
              <Icon name="trash" size={20} />
              {t('taught.forgetAll')}
            </button>
          ))}
      </section>

      <section className="card taught__card" aria-labelledby="class-pack-heading">
        <h2 id="class-pack-heading" className="taught__title">
          {t('taught.packHeading')}
        </h2>
        <p className="taught__hint">{t('taught.packIntro')}</p>
        <div className="taught__actions">
          <button
            type="button"
            className="button button--secondary"
            data-testid="export-class-pack"
            disabled={busy || list.length === 0}
            onClick={() => void exportPack()}
          >
            <Icon name="download" size={20} />
            {t('taught.exportPack')}
          </button>
          <FileButton
            label={t('taught.importPack')}
            testId="import-class-pack"
            disabled={busy}
            onFile={(file) => void importPack(file)}
          />
        </div>
      </section>
      <div aria-live="polite">
        <TaughtStatus />
      </div>
    </div>
  );
}
