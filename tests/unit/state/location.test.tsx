import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';

import { matchTypedPlace, PlaceIndex } from '../../../src/domain/geo/placeTable';
import { readPlaceTable } from '../helpers/dataFiles';

const places = PlaceIndex.fromTable(readPlaceTable());

vi.mock('../../../src/services/geocoding/appGeocoders', () => ({
  onDeviceGeocoder: { search: async (q: string, limit?: number) => places.search(q, limit) },
  reverseGeocoder: {
    reverse: async (lat: number, lon: number) => {
      const p = places.nearest(lat, lon);
      return p ? { city: p.name, region: p.region, country: null, countryCode: p.countryCode, source: 'device' } : null;
    },
  },
}));

const { ManualCityInput, suggestionLabel } = await import('../../../src/components/ManualCityInput/ManualCityInput');
const { chooseTypedCityAtom, detectLocationAtom, detectLocationIfAllowedAtom, userLocationAtom, locationOutcomeAtom } =
  await import('../../../src/state/location');

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as Record<
  string,
  unknown
>;
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

describe('typed cities', () => {
  it('match whole names only, preferring the region typed after a comma', () => {
    const candidates = places.search('springfield', 20);
    expect(matchTypedPlace('springfield', candidates)?.region).toBe('Missouri');
    expect(matchTypedPlace('Springfield, Illinois', candidates)?.region).toBe('Illinois');
    expect(matchTypedPlace('Spring', places.search('spring', 20))?.name).not.toBe('Springfield');
  });

  it('set the location, with coordinates when the place list knows the city', async () => {
    const store = createStore();
    expect(store.get(userLocationAtom)).toEqual({ city: 'Unknown Location', latitude: 0, longitude: 0 });
    await store.set(chooseTypedCityAtom, 'mumbai');
    expect(store.get(userLocationAtom)).toMatchObject({ city: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    await store.set(chooseTypedCityAtom, 'Nowhereville');
    expect(store.get(userLocationAtom)).toEqual({ city: 'Nowhereville', latitude: 0, longitude: 0 });
    expect(await store.set(chooseTypedCityAtom, '   ')).toBeNull();
  });

  it('detect the location through the browser, or fall back to the default', async () => {
    const store = createStore();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 30.0444, longitude: 31.2357 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await store.set(detectLocationAtom);
    expect(store.get(userLocationAtom)).toMatchObject({ city: 'Cairo', latitude: 30.0444, longitude: 31.2357 });
    expect(store.get(userLocationAtom).countryCode).toBe('EG');
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await store.set(detectLocationAtom);
    expect(store.get(locationOutcomeAtom)?.errorCode).toBe('unsupported');
    vi.unstubAllGlobals();
  });
});

describe('detecting on page load', () => {
  const cairo = () =>
    vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 30.0444, longitude: 31.2357 } } as GeolocationPosition));
  const withPermission = (state: PermissionState, getCurrentPosition: ReturnType<typeof cairo>) =>
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition },
      permissions: { query: async () => ({ state }) },
    });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing of the browser unless the person allowed it before', async () => {
    for (const state of ['prompt', 'denied'] as const) {
      const getCurrentPosition = cairo();
      withPermission(state, getCurrentPosition);
      const store = createStore();
      await store.set(detectLocationIfAllowedAtom);
      expect(getCurrentPosition, state).not.toHaveBeenCalled();
      expect(store.get(locationOutcomeAtom)).toBeNull();
    }
  });

  it('detects with a permission already granted, and never replaces a known location', async () => {
    const getCurrentPosition = cairo();
    withPermission('granted', getCurrentPosition);
    const store = createStore();
    await store.set(detectLocationIfAllowedAtom);
    expect(store.get(userLocationAtom)).toMatchObject({ city: 'Cairo', latitude: 30.0444, longitude: 31.2357 });
    expect(store.get(userLocationAtom).countryCode).toBe('EG');
    await store.set(chooseTypedCityAtom, 'Brno');
    await store.set(detectLocationIfAllowedAtom);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.get(userLocationAtom).city).toBe('Brno');
  });
});

describe('ManualCityInput', () => {
  function renderInput(onChosen = vi.fn()) {
    const store = createStore();
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <ManualCityInput showPrompt onChosen={onChosen} />
        </Provider>
      </I18nextProvider>,
    );
    return { store, onChosen };
  }

  it('shows the spec prompt, suggests places and uses the chosen one', async () => {
    const user = userEvent.setup();
    const { store, onChosen } = renderInput();
    expect(
      screen.getByText('Unable to access your location. Please enable location services or enter your city manually.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your city'), 'Brno');
    await waitFor(() => expect(document.querySelector('datalist option')).not.toBeNull());
    expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('Brno, South Moravian, Czechia');
    await user.click(screen.getByRole('button', { name: 'Use this city' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(store.get(userLocationAtom).city).toBe('Brno');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for a name when empty, and says when a typed city is not on the map', async () => {
    const user = userEvent.setup();
    const { store } = renderInput();
    await user.click(screen.getByRole('button', { name: 'Use this city' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please type the name of your city.');
    await user.type(screen.getByLabelText('Your city'), 'Nowhereville');
    await user.click(screen.getByRole('button', { name: 'Use this city' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We could not place “Nowhereville” on the map'),
    );
    expect(store.get(userLocationAtom).city).toBe('Nowhereville');
  });

  it('labels suggestions with region and country name', () => {
    expect(
      suggestionLabel({ name: 'Cairo', region: null, countryCode: 'EG', latitude: 0, longitude: 0 }, () => 'Egypt'),
    ).toBe('Cairo, Egypt');
  });
});
