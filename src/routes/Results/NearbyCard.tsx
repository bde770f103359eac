import './NearbyCard.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { Spinner } from '../../components/Spinner/Spinner';
import { facilityDisplayName, facilityKind, facilityMaterialKeys } from '../../domain/facilities/nearby';
import { type LocationErrorCode, locationStatus } from '../../domain/location';
import type { NearbyFacility, UserLocation } from '../../domain/types';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { detectLocationAtom, locatingAtom } from '../../state/location';
import { changeResultLocationAtom } from '../../state/scanResult';
import { useFigures } from '../Dashboard/useFigures';

interface NearbyCardProps {
  facilities: readonly NearbyFacility[];
  location: UserLocation | null;
  loading: boolean;
}

/**
 * Where the person is not known: the browser is asked only when they press the button; a refusal says
 * so and leaves the typed city, which is always there.
 */
function PlaceUnknown() {
  const { t } = useTranslation();
  const relocate = useSetAtom(changeResultLocationAtom);
  const detect = useSetAtom(detectLocationAtom);
  const locating = useAtomValue(locatingAtom);
  const [failure, setFailure] = useState<LocationErrorCode | null>(null);

  async function locate() {
    if (locating) return;
    const outcome = await detect();
    if (outcome.status === 'unknown') {
      setFailure(outcome.errorCode ?? 'unknown');
      return;
    }
    setFailure(null);
    await relocate(outcome.location);
  }

  return (
    <div className="nearby__unknown">
      <p className="results-card__muted" data-testid="nearby-no-city">
        {t('facilities.noCity')}
      </p>
      {locating ? (
        <Spinner size="small" label={t('location.manual.locating')} />
      ) : (
        <button
          type="button"
          className="button button--secondary nearby__locate"
          data-testid="nearby-locate"
          onClick={() => void locate()}
        >
          {t('location.manual.useMyLocation')}
        </button>
      )}
      {failure && (
        <p className="nearby__failure" role="alert" data-testid="nearby-locate-failed">
          {t(`location.errors.${failure}`)}
        </p>
      )}
      <ManualCityInput showPrompt={failure !== null} onChosen={(outcome) => void relocate(outcome.location)} />
    </div>
  );
}

/** One place: what it is, what it takes, where it is, how far and which way. */
function FacilityRow({ facility }: { facility: NearbyFacility }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const name = facilityDisplayName(facility.name, t);
  const materials = facilityMaterialKeys(facility.acceptedMaterials);
  return (
    <li data-testid="nearby-facility" data-kind={facilityKind(facility.name) ?? 'named'}>
      <div className="nearby-list__place">
        <strong>{name}</strong>
        {facility.address && <span className="results-card__muted">{facility.address}</span>}
        {materials.length > 0 && (
          <ul className="nearby-list__materials" aria-label={t('facilities.accepts')}>
            {materials.map((key) => (
              <li key={key} className="nearby-list__material" data-testid="facility-material">
                {t(key)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="nearby-list__where">
        <span className="nearby-list__distance">
          {t('facilities.distance', { miles: figures.decimal(facility.distanceMiles, 1) })}
        </span>
        {facility.direction && (
          <span className="results-card__muted" data-testid="facility-direction">
            {t(`facilities.direction.${facility.direction}`)}
          </span>
        )}
        <a
          href={facility.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('facilities.openInMaps', { name })}
        >
          {t('results.nearby.map')}
        </a>
      </div>
    </li>
  );
}

/** Up to three recycling places near the person, nearest first, in miles, each with a map link. */
export function NearbyCard({ facilities, location, loading }: NearbyCardProps) {
  const { t } = useTranslation();
  const status = location ? locationStatus(location) : 'unknown';

  let body;
  if (loading) body = <p className="results-card__muted">{t('facilities.loading')}</p>;
  else if (status === 'unknown') body = <PlaceUnknown />;
  else if (!facilities.length) {
    body = (
      <p className="results-card__muted" data-testid="nearby-none">
        {t('facilities.none')}
      </p>
    );
  } else {
    body = (
      <ul className="nearby-list">
        {facilities.map((facility) => (
          <FacilityRow key={`${facility.latitude},${facility.longitude}`} facility={facility} />
        ))}
      </ul>
    );
  }
  return (
    <section className="card results-card" aria-labelledby="nearby-title" data-testid="nearby-card" aria-busy={loading}>
      <h2 id="nearby-title">{t('results.nearby.title')}</h2>
      {body}
    </section>
  );
}
