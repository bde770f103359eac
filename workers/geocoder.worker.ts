// The on-device reverse geocoder, off the main thread: loads the place list on first use and answers
// nearest-place and name look-ups over comlink.
import { expose } from 'comlink';

import { createPlaceLookup, type PlaceTable } from '../src/domain/geo/placeTable';

const api = createPlaceLookup(async (tableUrl) => {
  const response = await fetch(tableUrl);
  if (!response.ok) throw new Error(`Place list unavailable: HTTP ${response.status}`);
  return (await response.json()) as PlaceTable;
});

expose(api);
