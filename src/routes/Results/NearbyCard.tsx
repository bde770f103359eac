import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { facilityDisplayName } from '../../domain/facilities/nearby';
import { locationStatus } from '../../domain/location';
import type { NearbyFacility, UserLocation } from '../../domain/types';
import { changeResultLocationAtom } from '../../state/scanResult';
import { useFigures } from '../Dashboard/useFigures';

interface NearbyCardProps {
  facilities: readonly NearbyFacility[];
  location: UserLocation | null;
  loading: boolean;
}

/** Up to three recycling points near the person, nearest first, in miles, each with a map link. */
export function NearbyCard({ facilities, location, loading }: NearbyCardProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const relocate = useSetAtom(changeResultLocationAtom);
  const status = location ? locationStatus(location) : 'unknown';

  let body;
  if (loading) body = <p className="results-card__muted">{t('facilities.loading')}</p>;
  else if (status === 'unknown') {
    body = (
      <>
        <p className="results-card__muted" data-testid="nearby-no-city">
          {t('facilities.noCity')}
        </p>
        <ManualCityInput onChosen={(outcome) => void relocate(outcome.location)} />
      </>
    );
  } else if (!facilities.length) {
    body = (
      <p className="results-card__muted" data-testid="nearby-none">
        {t('facilities.none')}
      </p>
    );
  } else {
    body = (
      <ul className="nearby-list">
        {facilities.map((facility) => {
          const name = facilityDisplayName(facility.name, t);
          return (
            <li key={`${facility.latitude},${facility.longitude}`} data-testid="nearby-facility">
              <div>
                <strong>{name}</strong>
                <span className="results-card__muted">{facility.address}</span>
              </div>
              <span className="nearby-list__distance">
                {t('facilities.distance', { miles: figures.decimal(facility.distanceMiles, 1) })}
              </span>
              <a
                href={facility.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('facilities.openInMaps', { name })}
              >
                {t('results.nearby.map')}
              </a>
            </li>
          );
        })}
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
