import './NearbyCard.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ManualCityInput } from '../../components/ManualCityInput/ManualCityInput';
import { Spinner } from '../../components/Spinner/Spinner';
import { facilityMaterialKeys, facilityTitle, facilityTypeKey } from '../../domain/facilities/facilityText';
import { mapsRecyclingSearchUrl } from '../../domain/facilities/nearby';
import { hasCity, hasCoordinates, type LocationErrorCode, locationStatus } from '../../domain/location';
import { acceptsMaterial } from '../../domain/materials';
import type { NearbyFacility, UserLocation } from '../../domain/types';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { detectLocationAtom, locatingAtom } from '../../state/location';
import { changeResultLocationAtom } from '../../state/scanResult';
import { useFocusAfterChange } from '../../useFocusAfterChange';
import { useFigures } from '../Dashboard/useFigures';

interface NearbyCardProps {
  facilities: readonly NearbyFacility[];
  location: UserLocation | null;
  loading: boolean;
  /** What the item needs a place to take (leadMaterial): an unnamed corner is named by that container. */
  lead: string | null;
}

/**
 * Where the person is not known: the browser is asked only when they press the button; a refusal says
 * so and leaves the typed city, which is always there.
 */
function PlaceUnknown({ onPlaced }: { onPlaced: () => void }) {
  const { t } = useTranslation();
  const relocate = useSetAtom(changeResultLocationAtom);
  const detect = useSetAtom(detectLocationAtom);
  const locating = useAtomValue(locatingAtom);
  const [failure, setFailure] = useState<LocationErrorCode | null>(null);
  // The button gives way to a spinner while the browser is asked: back, it has the focus again.
  const [locateRef, focusLocate] = useFocusAfterChange<HTMLButtonElement>();

  const place = (location: UserLocation) => {
    onPlaced();
    return relocate(location);
  };

  async function locate() {
    if (locating) return;
    const outcome = await detect();
    if (outcome.status === 'unknown') {
      setFailure(outcome.errorCode ?? 'unknown');
      focusLocate();
      return;
    }
    setFailure(null);
    await place(outcome.location);
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
          ref={locateRef}
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
      <ManualCityInput showPrompt={failure !== null} onChosen={(outcome) => void place(outcome.location)} />
    </div>
  );
}

/** A link out of the app (a map, a website), in a new tab, named for the place it is about. */
function OutLink({
  href,
  label,
  text,
  className,
  testId,
}: {
  href: string;
  /** Its name when its text alone does not say where it goes. */
  label?: string;
  text: string;
  className?: string;
  testId?: string;
}) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      data-testid={testId}
    >
      {text}
    </a>
  );
}

/** One place: what it is, what it takes, where it is, how far and which way (when it has a position). */
function FacilityRow({ facility, lead }: { facility: NearbyFacility; lead: string | null }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const name = facilityTitle(facility, t, lead);
  const materials = facilityMaterialKeys(facility.acceptedMaterials, lead);
  // An unnamed place's name already says what it is; a named one says it beside the street.
  const type = facility.name.trim() ? t(facilityTypeKey(facility.type)) : '';
  return (
    <li data-testid="nearby-place" data-type={facility.type} data-accepts={facility.acceptedMaterials.join(' ')}>
      <div className="nearby-list__place">
        <strong>{name}</strong>
        {(type || facility.address) && (
          <span className="results-card__muted" data-testid="nearby-place-where">
            {type}
            {type && facility.address && ' · '}
            {facility.address && <bdi>{facility.address}</bdi>}
          </span>
        )}
        {facility.openingHours && (
          <span className="results-card__muted" data-testid="nearby-place-hours">
            {t('results.nearby.hours')} <bdi dir="ltr">{facility.openingHours}</bdi>
          </span>
        )}
        {facility.website && (
          // Under the street, not beside the distance: the narrow column of a phone keeps to the short words.
          <OutLink
            className="nearby-list__website"
            href={facility.website}
            label={t('results.nearby.openWebsite', { name })}
            text={t('results.nearby.website')}
          />
        )}
        {materials.length > 0 && (
          <ul className="nearby-list__materials" aria-label={t('facilities.accepts')}>
            {materials.map((chip) => (
              <li
                key={chip.key}
                className={`nearby-list__material${chip.lead ? ' nearby-list__material--lead' : ''}`}
                data-testid="facility-material"
              >
                {t(chip.key)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="nearby-list__where">
        {facility.distanceMiles !== null && (
          <span className="nearby-list__distance" data-testid="nearby-place-distance">
            {t('facilities.distance', { miles: figures.decimal(facility.distanceMiles, 1) })}
          </span>
        )}
        {facility.direction && (
          <span className="results-card__muted" data-testid="facility-direction">
            {t(`facilities.direction.${facility.direction}`)}
          </span>
        )}
        {facility.mapsUrl && (
          <OutLink
            href={facility.mapsUrl}
            label={t('facilities.openInMaps', { name })}
            text={t('results.nearby.map')}
          />
        )}
      </div>
    </li>
  );
}

const placeKey = (facility: NearbyFacility, index: number) =>
  `${facility.latitude ?? ''},${facility.longitude ?? ''},${facility.name},${facility.address},${index}`;

/**
 * The places: up to three near the person, those that take the item first, nearest first, in miles,
 * each with a map link; then the city's places that take it and have no position, by street; then
 * the licence lines of the sources shown.
 */
function FacilityLists({
  facilities,
  city,
  lead,
}: {
  facilities: readonly NearbyFacility[];
  city: string;
  lead: string | null;
}) {
  const { t } = useTranslation();
  const near = facilities.filter((facility) => facility.distanceMiles !== null);
  const inCity = facilities.filter((facility) => facility.distanceMiles === null);
  const sources = [...new Set(facilities.map((facility) => facility.attribution).filter(Boolean))];
  // The nearest places are listed whatever they take; when none lists what the item needs (a glass
  // bottle where the only points are Singapore's e-waste bins) the card says so rather than leave it implied.
  const noneTakes = lead !== null && near.length > 0 && !near.some((f) => acceptsMaterial(f.acceptedMaterials, lead));
  return (
    <>
      {noneTakes && (
        <p className="results-card__muted" data-testid="nearby-none-take">
          {t('results.nearby.noneTakes', { material: t(`identify.materials.${lead}`) })}
        </p>
      )}
      {near.length > 0 && (
        <ul className="nearby-list">
          {near.map((facility, i) => (
            <FacilityRow key={placeKey(facility, i)} facility={facility} lead={lead} />
          ))}
        </ul>
      )}
      {inCity.length > 0 && (
        <section className="nearby__city" aria-labelledby="nearby-city-title" data-testid="nearby-city-places">
          <h3 id="nearby-city-title">{t('results.nearby.cityPlaces', { city })}</h3>
          <p className="results-card__muted">{t('results.nearby.noPositions')}</p>
          <ul className="nearby-list">
            {inCity.map((facility, i) => (
              <FacilityRow key={placeKey(facility, i)} facility={facility} lead={lead} />
            ))}
          </ul>
        </section>
      )}
      {sources.length > 0 && (
        <p className="nearby__sources" data-testid="nearby-sources">
          {t('results.nearby.sources')}{' '}
          {sources.map((source, i) => (
            <span key={source}>
              {i > 0 && '; '}
              <bdi lang="en">{source}</bdi>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** Places that take waste near the person, or in their city, or why there are none to show. */
export function NearbyCard({ facilities, location, loading, lead }: NearbyCardProps) {
  const { t } = useTranslation();
  const status = location ? locationStatus(location) : 'unknown';

  // Once the person is placed, the form they used goes: the card's heading takes the focus, and what
  // follows it is what the place has.
  const [titleRef, focusTitle] = useFocusAfterChange<HTMLHeadingElement>();
  const city = location && hasCity(location) ? location.city : '';

  let body;
  if (loading) body = <p className="results-card__muted">{t('facilities.loading')}</p>;
  else if (status === 'unknown') body = <PlaceUnknown onPlaced={focusTitle} />;
  else if (!facilities.length) {
    // A typed city the place list does not know is kept for the advice, but no place can be near it:
    // "none found in your area" said the app had looked.
    const onMap = location !== null && hasCoordinates(location);
    body = (
      <>
        <p className="results-card__muted" data-testid="nearby-none" data-why={onMap ? 'none' : 'notOnMap'}>
          {onMap ? t('facilities.none') : t('location.manual.notOnMap', { city })}
        </p>
        {city && (
          // No place known here is not nowhere to go: a map search for the town's.
          <OutLink
            className="nearby__search-map"
            href={mapsRecyclingSearchUrl(city, location?.region)}
            text={t('results.nearby.searchMap', { city })}
            testId="nearby-search-map"
          />
        )}
      </>
    );
  } else body = <FacilityLists facilities={facilities} city={location?.city ?? ''} lead={lead} />;
  return (
    <section className="card results-card" aria-labelledby="nearby-title" data-testid="nearby-card" aria-busy={loading}>
      <h2 id="nearby-title" ref={titleRef} tabIndex={-1}>
        {t('results.nearby.title')}
      </h2>
      {body}
    </section>
  );
}
