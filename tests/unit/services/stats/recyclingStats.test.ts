// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { fetchRecyclingStats } from '../../../../src/services/stats/recyclingStats';

const ENDPOINT = 'https://stats.test/recycling';
const server = setupServer(
  http.get(ENDPOINT, ({ request }) => {
    const city = new URL(request.url).searchParams.get('city');
    if (city === 'Madrid')
      return HttpResponse.json({ recyclingRate: 38.5, annualVolume: 412000, participationRate: 71 });
    if (city === 'Odd') return HttpResponse.json({ recyclingRate: 180, annualVolume: 'lots', participationRate: 71 });
    return HttpResponse.json({ error: 'unknown city' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('recycling statistics by city', () => {
  it('reads recyclingRate, annualVolume and participationRate', async () => {
    expect(await fetchRecyclingStats('Madrid', ENDPOINT)).toEqual({
      status: 'available',
      stats: { recyclingRate: 38.5, annualVolume: 412000, participationRate: 71 },
    });
  });

  it('says unavailable, never inventing figures, when anything is off', async () => {
    expect(await fetchRecyclingStats('Madrid', null)).toEqual({ status: 'unavailable', reason: 'not-configured' });
    expect(await fetchRecyclingStats('  ', ENDPOINT)).toEqual({ status: 'unavailable', reason: 'no-city' });
    expect(await fetchRecyclingStats('Atlantis', ENDPOINT)).toEqual({ status: 'unavailable', reason: 'failed' });
    expect(await fetchRecyclingStats('Odd', ENDPOINT)).toEqual({ status: 'unavailable', reason: 'invalid' });
    server.use(http.get(ENDPOINT, () => HttpResponse.error()));
    expect(await fetchRecyclingStats('Madrid', ENDPOINT)).toEqual({ status: 'unavailable', reason: 'failed' });
  });
});
