// The nearby card on /results: each place by its name (or, unnamed, by what it is and takes), its type
// and street rather than the town again, what it takes as chips, how far and which way when it has a
// position; a city's places with no position under their own heading, with no distance; and the
// licence lines of the sources shown.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createStore, Provider } from 'jotai';

import { nearbyFacilityCards } from '../../../src/domain/facilities/nearby';
import type { NearbyFacility, UserLocation } from '../../../src/domain/types';
import { initI18n, loadFullText, screenText } from '../../../src/i18n';
import { NearbyCard } from '../../../src/routes/Results/NearbyCard';
import { facilityNearPoint, facilityRecord, OSM_CREDIT } from '../helpers/facilityFixtures';

beforeAll(async () => {
  await initI18n();
  await screenText();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const MALAGA: UserLocation = { city: 'Málaga', latitude: 36.72, longitude: -4.42, countryCode: 'ES' };
const SAULT: UserLocation = { city: 'Sault Ste. Marie', region: 'Ontario', latitude: 46.52, longitude: -84.35 };
const SAULT_CREDIT = 'Waste disposal data © 2021 The Corporation of the City of Sault Ste. Marie (MIT licence)';

function show(facilities: readonly NearbyFacility[], location: UserLocation, lead: string | null = 'battery') {
  render(
    <Provider store={createStore()}>
      <NearbyCard facilities={facilities} location={location} loading={false} lead={lead} />
    </Provider>,
  );
  return screen.getAllByTestId('nearby-place');
}

const malaga = () =>
  nearbyFacilityCards(
    [
      facilityNearPoint({ accepted_materials: ['glass'], latitude: 36.7205, longitude: -4.4203, distance_miles: 0.04 }),
      facilityNearPoint({
        accepted_materials: ['battery'],
        latitude: 36.7215,
        longitude: -4.4215,
        distance_miles: 0.13,
      }),
      facilityNearPoint({
        name: 'Punto Limpio Central',
        type: 'centre',
        street: 'Calle Ejemplo 4',
        opening_hours: 'Mo-Sa 08:00-20:00',
        accepted_materials: ['battery', 'e-waste', 'paper'],
        latitude: 36.71,
        longitude: -4.43,
        distance_miles: 0.9,
      }),
    ],
    { from: MALAGA, lead: 'battery' },
  );

describe('the nearby card', () => {
  it("a battery's list leads with the places that take batteries, each typed, with what it takes", () => {
    const rows = show(malaga(), MALAGA);
    expect(rows.map((row) => [row.dataset.type, row.dataset.accepts])).toEqual([
      ['container', 'battery'],
      ['centre', 'battery e-waste paper'],
      ['container', 'glass'],
    ]);
    expect(rows[0]).toHaveTextContent('Battery collection point');
    expect(within(rows[0]!).getByTestId('nearby-place-distance')).toHaveTextContent('0.1 miles');
    expect(within(rows[0]!).getByTestId('facility-direction')).toHaveTextContent('north-west');
    // An unnamed container's name says what it is: no type line, and never the town again.
    expect(within(rows[0]!).queryByTestId('nearby-place-where')).toBeNull();
    expect(rows[0]).not.toHaveTextContent('Málaga');
    // A named place says its type beside its street, and its opening hours.
    expect(within(rows[1]!).getByTestId('nearby-place-where')).toHaveTextContent('Recycling centre · Calle Ejemplo 4');
    expect(within(rows[1]!).getByTestId('nearby-place-hours')).toHaveTextContent('Opening hours: Mo-Sa 08:00-20:00');
    // What the battery is made of first, marked; then the rest in the app's order.
    const chips = within(rows[1]!).getAllByTestId('facility-material');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Battery', 'Paper', 'E-waste']);
    expect(chips[0]).toHaveClass('nearby-list__material--lead');
    expect(chips[1]).not.toHaveClass('nearby-list__material--lead');
    expect(rows[2]).toHaveTextContent('Glass container');
    expect(screen.getByTestId('nearby-sources')).toHaveTextContent(`Data: ${OSM_CREDIT}`);
    expect(screen.queryByTestId('nearby-city-places')).toBeNull();
    expect(screen.queryByTestId('nearby-none-take')).toBeNull();
  });

  it('says so when none of the nearest places lists what the item needs, and lists them all the same', () => {
    const ewasteOnly = nearbyFacilityCards(
      [facilityNearPoint({ accepted_materials: ['e-waste', 'battery'], distance_miles: 0.3 })],
      { from: MALAGA, lead: 'glass' },
    );
    expect(show(ewasteOnly, MALAGA, 'glass')).toHaveLength(1);
    expect(screen.getByTestId('nearby-none-take')).toHaveTextContent(
      'None of these places lists what this item needs (Glass).',
    );
  });

  it("lists a city's places with no position under their own heading, by street, with no distance or direction", () => {
    const place = (name: string, street: string, type: 'shop' | 'other') =>
      facilityRecord({
        name,
        street,
        type,
        city: 'Sault Ste. Marie',
        state: 'Ontario',
        latitude: null,
        longitude: null,
        accepted_materials: ['battery'],
        website: 'https://example.org/',
        attribution: SAULT_CREDIT,
      });
    const cards = nearbyFacilityCards([], {
      from: SAULT,
      lead: 'battery',
      unplaced: [place('Orange Drop', '', 'other'), place('Staples', '345 Great Northern Road', 'shop')],
    });
    const rows = show(cards, SAULT);
    const city = screen.getByTestId('nearby-city-places');
    expect(within(city).getByRole('heading')).toHaveTextContent('Places in Sault Ste. Marie that take it');
    expect(within(city).getAllByTestId('nearby-place')).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('nearby-place-where')).toHaveTextContent('Shop · 345 Great Northern Road');
    expect(within(rows[0]!).queryByTestId('nearby-place-distance')).toBeNull();
    expect(within(rows[0]!).queryByTestId('facility-direction')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Open Staples in maps' })).toHaveAttribute(
      'href',
      expect.stringContaining('345%20Great%20Northern%20Road'),
    );
    // No street and no position: no map to open, only the programme's website.
    expect(within(rows[1]!).queryByRole('link', { name: /in maps/ })).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Open the website of Orange Drop' })).toHaveAttribute(
      'href',
      'https://example.org/',
    );
    expect(screen.getByTestId('nearby-sources')).toHaveTextContent(SAULT_CREDIT);
  });

  it('reads in Arabic, the places’ own names and the licence lines kept as they are', async () => {
    await loadFullText('ar');
    await i18n.changeLanguage('ar');
    const rows = show(malaga(), MALAGA);
    expect(rows[0]).toHaveTextContent('نقطة تجميع البطاريات');
    expect(rows[1]).toHaveTextContent('Punto Limpio Central');
    expect(within(rows[1]!).getByTestId('nearby-place-where')).toHaveTextContent(
      'مركز إعادة التدوير · Calle Ejemplo 4',
    );
    expect(screen.getByTestId('nearby-sources').querySelector('bdi')).toHaveAttribute('lang', 'en');
  });

  it('in a town it knows no places in, offers a map search for them rather than a dead end', () => {
    const toronto: UserLocation = { city: 'Toronto', region: 'Ontario', latitude: 43.65, longitude: -79.38 };
    render(
      <Provider store={createStore()}>
        <NearbyCard facilities={[]} location={toronto} loading={false} lead="glass" />
      </Provider>,
    );
    expect(screen.getByTestId('nearby-none')).toHaveTextContent('No recycling centers found in your area');
    expect(screen.getByTestId('nearby-none')).toHaveAttribute('data-why', 'none');
    const search = screen.getByRole('link', { name: 'Look for recycling places near Toronto on a map' });
    expect(search).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=recycling%20near%20Toronto%2C%20Ontario',
    );
    expect(search).toHaveAttribute('target', '_blank');
  });

  it('says a typed city it could not place on the map is why no place is shown, and still offers the map search', () => {
    // A city the place list does not know (here typed in Chinese) is kept by name, at no position.
    const typed: UserLocation = { city: '多伦多', latitude: 0, longitude: 0 };
    render(
      <Provider store={createStore()}>
        <NearbyCard facilities={[]} location={typed} loading={false} lead="glass" />
      </Provider>,
    );
    const why = screen.getByTestId('nearby-none');
    expect(why).toHaveAttribute('data-why', 'notOnMap');
    expect(why).toHaveTextContent(
      'We could not place “多伦多” on the map, so nearby recycling points cannot be shown.',
    );
    expect(screen.getByTestId('nearby-search-map')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=recycling%20near%20%E5%A4%9A%E4%BC%A6%E5%A4%9A',
    );
  });

  it('gives the focus back to “Use my location” when the browser cannot say where the person is', async () => {
    render(
      <Provider store={createStore()}>
        <NearbyCard facilities={[]} location={null} loading={false} lead="glass" />
      </Provider>,
    );
    const locate = screen.getByTestId('nearby-locate');
    locate.focus();
    fireEvent.click(locate);
    expect(await screen.findByTestId('nearby-locate-failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('nearby-locate')).toHaveFocus());
  });
});
