import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { hasCity } from '../../domain/location';
import type { UserLocation } from '../../domain/types';
import { useAtomValue } from '../../state/jotai';
import { scanResultAtom } from '../../state/scanResult';
import { useFocusAfterChange } from '../../useFocusAfterChange';

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
  // The form goes away once used: focus returns to the button that opened it.
  const [buttonRef, focusButton] = useFocusAfterChange<HTMLButtonElement>();

  const close = () => {
    setChoosing(false);
    focusButton();
  };

  if (choosing) {
    return (
      // Escape leaves the form as its cancel button does.
      <div
        className="result-city__choose"
        data-testid="result-city-form"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) close();
        }}
      >
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
  // One button opens the form: "set your city" with none known, "change" beside a known one.
  const opener = (
    <button
      ref={buttonRef}
      type="button"
      className={city ? 'button button--ghost result-city__change' : 'button button--secondary result-city__set'}
      data-testid={city ? 'change-city' : 'verdict-set-city'}
      onClick={() => setChoosing(true)}
    >
      {t(city ? 'results.verdict.changeCity' : 'results.verdict.setCity')}
    </button>
  );
  if (!city) return opener;
  return (
    <p className="result-city" data-testid="result-city">
      <span>
        {t('results.verdict.yourCity')} <bdi className="result-city__name">{city}</bdi>
      </span>
      {opener}
    </p>
  );
}
