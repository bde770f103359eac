import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { hasCity } from '../../domain/location';
import type { UserLocation } from '../../domain/types';
import { scanResultAtom } from '../../state/scanResult';

interface ResultCityProps {
  /** The person gives or corrects their city: the advice follows the rules of that place. */
  onLocation: (location: UserLocation) => void;
}

/** The city the advice is for, and the way to give it (none known) or change it (detected, or typed wrong). */
export function ResultCity({ onLocation }: ResultCityProps) {
  const { t } = useTranslation();
  const { userLocation } = useAtomValue(scanResultAtom);
  const city = userLocation && hasCity(userLocation) ? userLocation.city : null;
  const [choosing, setChoosing] = useState(false);
  const [closed, setClosed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The form goes away once used: focus returns to the button that opened it, not to the page body.
  useEffect(() => {
    if (!closed) return;
    buttonRef.current?.focus();
    setClosed(false);
  }, [closed]);

  const close = () => {
    setChoosing(false);
    setClosed(true);
  };

  if (choosing) {
    return (
      <div className="result-city__choose" data-testid="result-city-form">
        <ManualCityInput
          autoFocus
          onChosen={(outcome) => {
            close();
            onLocation(outcome.location);
          }}
        />
        <button type="button" className="button button--ghost result-city__keep" onClick={close}>
          {city ? t('results.verdict.keepCity', { city }) : t('results.verdict.cancelCity')}
        </button>
      </div>
    );
  }
  if (!city) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary result-city__set"
        data-testid="verdict-set-city"
        onClick={() => setChoosing(true)}
      >
        {t('results.verdict.setCity')}
      </button>
    );
  }
  return (
    <p className="result-city" data-testid="result-city">
      <span>
        {t('results.verdict.yourCity')} <bdi className="result-city__name">{city}</bdi>
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost result-city__change"
        data-testid="change-city"
        onClick={() => setChoosing(true)}
      >
        {t('results.verdict.changeCity')}
      </button>
    </p>
  );
}
