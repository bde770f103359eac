import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { Spinner } from '../../components/Spinner/Spinner';
import { formatCoordinate, hasCity, hasCoordinates } from '../../domain/location';
import type { LocateOutcome } from '../../services/location/locate';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  detectLocationAtom,
  keepPlaceAtom,
  locatingAtom,
  locationOutcomeAtom,
  userLocationAtom,
} from '../../state/location';
import { useFocusAfterChange } from '../../useFocusAfterChange';

/**
 * The city the tips are for: detected, typed, or missing. The browser is asked for the position only
 * when the person presses "Use my location" (or allowed it before), never as a surprise on page load.
 */
export function LocationPanel() {
  const { t } = useTranslation();
  const location = useAtomValue(userLocationAtom);
  const outcome = useAtomValue(locationOutcomeAtom);
  const locating = useAtomValue(locatingAtom);
  const detect = useSetAtom(detectLocationAtom);
  const [changing, setChanging] = useState(false);
  // After a city is chosen the form goes away; focus moves to the result rather than to the page body.
  const [summaryRef, focusSummary] = useFocusAfterChange<HTMLDivElement>();

  const city = hasCity(location) ? location.city : null;
  const choosing = city === null || changing;
  // The position itself could not be had: say so, and offer the manual city with the spec's prompt.
  const positionFailed = outcome?.errorCode !== undefined && outcome.errorCode !== 'noCity';

  const keepPlace = useSetAtom(keepPlaceAtom);
  // The place chosen here is the person's for every screen, after a reload too.
  const chosen = (outcome: LocateOutcome) => {
    setChanging(false);
    focusSummary();
    keepPlace(outcome.location).catch((error: unknown) => console.error('The place could not be kept', error));
  };

  async function detectHere() {
    if (locating) return;
    chosen(await detect());
  }

  return (
    <section
      className="card community-location"
      aria-labelledby="community-location-heading"
      data-testid="community-location"
    >
      <div className="community-location__summary" ref={summaryRef} tabIndex={-1}>
        <span className="community-location__icon">
          <Icon name="pin" size={26} />
        </span>
        <div className="community-location__text">
          <h2 id="community-location-heading" className="community-location__heading">
            {t('community.location.heading')}
          </h2>
          {locating ? (
            <Spinner size="small" label={t('location.manual.locating')} />
          ) : city ? (
            <p className="community-location__city">{city}</p>
          ) : (
            <>
              <p className="community-location__missing">{t('community.location.notDetected')}</p>
              {outcome?.errorCode && (
                <p className="community-location__reason">{t(`location.errors.${outcome.errorCode}`)}</p>
              )}
            </>
          )}
          {!locating && hasCoordinates(location) && (
            <p className="community-location__coordinates">
              {t('community.location.coordinates')}{' '}
              <bdi dir="ltr">
                {formatCoordinate(location.latitude)}, {formatCoordinate(location.longitude)}
              </bdi>
            </p>
          )}
        </div>
        {city && !changing && (
          <button
            type="button"
            className="button button--ghost community-location__change"
            data-testid="change-city"
            onClick={() => setChanging(true)}
          >
            {t('community.location.change')}
          </button>
        )}
      </div>

      {choosing && (
        <div className="community-location__choose">
          <div className="community-location__detect">
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={locating}
              onClick={() => void detectHere()}
            >
              <Icon name="locate" size={20} />
              {t('location.manual.useMyLocation')}
            </button>
            <span className="community-location__or">{t('community.location.or')}</span>
          </div>
          <ManualCityInput showPrompt={positionFailed} onChosen={chosen} />
          {changing && city && (
            <button
              type="button"
              className="button button--ghost community-location__keep"
              onClick={() => setChanging(false)}
            >
              {t('community.location.keep', { city })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
