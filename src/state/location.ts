// Where the person is, for the scan flow: detected through the browser and the geocoder, or typed.
// The code that asks the browser and the geocoders (and their worker) loads when first asked: the
// screens that hold these atoms show without it.
import { matchTypedPlace, type Place } from '../domain/geo/placeTable';
import { hasCity, UNKNOWN_LOCATION } from '../domain/location';
import type { UserLocation } from '../domain/types';
import { firstPaint } from '../idle';
import type { LocateOutcome } from '../services/location/locate';
import { atom, unwrap } from './jotai';

const locate = () => import('../services/location/locate');
const geocoders = () => import('../services/geocoding/appGeocoders');

/** Fetches the location code while the page is idle, so a scan also finds the person's city after going offline. */
export const prepareLocationAtom = atom(null, async () => {
  await Promise.all([locate(), geocoders()]);
});

/** How many places the name search looks at to find the typed one. */
const TYPED_CITY_CANDIDATES = 20;

export const locationOutcomeAtom = atom<LocateOutcome | null>(null);

/**
 * The kept scan result's atom, once its code is there. That code (the result's storage and checks, and
 * the scan state around them, about 25 kB) loads after the first paint, so a page that needs the place
 * (/search, /community) shows without it; until then the place is what this page session found.
 */
const keptResultAtom = unwrap(
  atom(async () => {
    await firstPaint();
    return import('./scanResult').then(
      ({ scanResultAtom }) => scanResultAtom,
      () => null,
    );
  }),
  () => null,
);

/**
 * Where the person is: the city found or typed in this page session, else the one kept with the scan
 * result (app-storage's userLocation: typed or found before a reload, and kept when the browser is not
 * asked again or refuses), else whatever this session found (coordinates alone, or nothing).
 */
export const userLocationAtom = atom<UserLocation>((get) => {
  const found = get(locationOutcomeAtom)?.location;
  if (found && hasCity(found)) return found;
  const keptResult = get(keptResultAtom);
  const kept = keptResult && get(keptResult).userLocation;
  if (kept && hasCity(kept)) return kept;
  return found ?? { ...UNKNOWN_LOCATION };
});

/**
 * Keeps a place the person gave away from a result (the community page) with the kept result, so a
 * reload and the next scan still know it; a result on hand follows it, as "Change city" does there.
 */
export const keepPlaceAtom = atom(null, async (_get, set, location: UserLocation) => {
  if (!hasCity(location)) return;
  const { keepPlaceWithResultAtom } = await import('./scanResult');
  await set(keepPlaceWithResultAtom, location);
});

export const locatingAtom = atom(false);

/** Asks the browser for the position and names its city; failures end in the unknown-location default. */
export const detectLocationAtom = atom(null, async (_get, set): Promise<LocateOutcome> => {
  set(locatingAtom, true);
  try {
    const [{ locateUser }, { reverseGeocoder }] = await Promise.all([locate(), geocoders()]);
    const outcome = await locateUser(reverseGeocoder);
    set(locationOutcomeAtom, outcome);
    return outcome;
  } finally {
    set(locatingAtom, false);
  }
});

/**
 * Detects the location only if that needs no prompt (the person allowed this site before) and none is
 * known yet: a screen can call it on load without the browser asking anything. Its code waits for the
 * first paint, so a direct link's screen (/community) is not held back by it.
 */
export const detectLocationIfAllowedAtom = atom(null, async (get, set) => {
  if (get(locationOutcomeAtom) || get(locatingAtom)) return;
  await firstPaint();
  const { geolocationPermission } = await locate();
  if ((await geolocationPermission()) !== 'granted') return;
  if (get(locationOutcomeAtom) || get(locatingAtom)) return;
  await set(detectLocationAtom);
});

/** A city the person typed (for those who deny location access). Returns the outcome, or null for blank text. */
export const chooseTypedCityAtom = atom(null, async (_get, set, typed: string): Promise<LocateOutcome | null> => {
  const name = typed.split(',')[0] ?? '';
  const [{ locationFromTypedCity }, { onDeviceGeocoder }] = await Promise.all([locate(), geocoders()]);
  let candidates: Place[] = [];
  try {
    candidates = name.trim() ? await onDeviceGeocoder.search(name, TYPED_CITY_CANDIDATES) : [];
  } catch {
    // Without the place list the typed name still serves the advice; only the map position is missing.
  }
  const outcome = locationFromTypedCity(name, matchTypedPlace(typed, candidates));
  if (outcome) set(locationOutcomeAtom, outcome);
  return outcome;
});
