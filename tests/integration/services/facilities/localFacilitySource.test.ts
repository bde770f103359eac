// @vitest-environment node
// The on-device facility source over the lists the set-up step served (Czechia, Málaga, Singapore,
// Sault Ste. Marie).
import { FACILITY_INDEX_FORMAT } from '../../../../src/domain/facilities/facilityList';
import {
  createLocalFacilitySource,
  fetchFacilityLists,
  MAX_CANDIDATES,
  MAX_TAKERS,
} from '../../../../src/services/facilities/localFacilitySource';
import { readFacilityList, readServedFacilities, servedFacilityFiles } from '../../../unit/helpers/dataFiles';

const records = readServedFacilities();

describe('the on-device facility source', () => {
  const source = createLocalFacilitySource(async () => records);

  it('finds the points nearest to Prague old town, nearest first, within 10 miles', async () => {
    const found = await source.nearby(50.0875, 14.4213);
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    expect(found[0]!.distance_miles).toBeLessThan(0.2);
    for (let i = 1; i < found.length; i += 1)
      expect(found[i]!.distance_miles).toBeGreaterThanOrEqual(found[i - 1]!.distance_miles);
    expect(found.every((f) => f.distance_miles <= 10)).toBe(true);
    expect(found[0]!.city).toBe('Prague');
  });

  it('finds the nearest places that take a material beyond the nearest hundred containers', async () => {
    const battery = (found: { accepted_materials: string[] }[]) =>
      found.filter((f) => f.accepted_materials.includes('battery')).length;
    // Prague's old town: 2 battery points among its 100 nearest containers.
    const nearest = await source.nearby(50.0875, 14.4213);
    expect(nearest).toHaveLength(MAX_CANDIDATES);
    expect(battery(nearest)).toBe(2);
    expect(battery(await source.nearby(50.0875, 14.4213, undefined, ['battery']))).toBe(MAX_TAKERS);
  });

  it('finds battery points in Málaga, with the OpenStreetMap credit', async () => {
    const found = await source.nearby(36.72, -4.42, undefined, ['battery']);
    const batteryPoint = found.find((f) => f.accepted_materials.includes('battery'));
    expect(batteryPoint!.distance_miles).toBeLessThan(0.2);
    expect(batteryPoint!.attribution).toMatch(/OpenStreetMap contributors/);
  });

  it("finds Singapore's e-waste points", async () => {
    const found = await source.nearby(1.3, 103.85, 1, ['e-waste']);
    expect(found[0]).toMatchObject({ name: 'NANYANG ACADEMY OF FINE ARTS', type: 'container' });
    expect(found[0]!.attribution).toMatch(/National Environment Agency/);
  });

  it("lists Sault Ste. Marie's places, which have no position, by city and region, never near a point", async () => {
    const places = await source.unplacedIn('Sault Ste. Marie', 'Ontario');
    expect(places).toHaveLength(31);
    expect(places.find((f) => f.name === 'Staples')?.street).toBe('345 Great Northern Road');
    expect(await source.unplacedIn('sault ste marie', 'Michigan')).toEqual([]);
    expect(await source.unplacedIn('Prague')).toEqual([]);
    expect(await source.nearby(46.52, -84.35)).toEqual([]);
    expect(await source.hasFacilityInCity('Sault Ste. Marie')).toBe(true);
  });

  it('finds none in Chicago: no set has US facilities', async () => {
    expect(await source.nearby(41.8781, -87.6298)).toEqual([]);
  });

  it('honours a smaller radius', async () => {
    const found = await source.nearby(49.1952, 16.608, 0.1);
    expect(found.every((f) => f.distance_miles <= 0.1)).toBe(true);
  });

  it('knows which cities have a facility, ignoring case and accents', async () => {
    expect(await source.hasFacilityInCity('Prague')).toBe(true);
    expect(await source.hasFacilityInCity('brno')).toBe(true);
    expect(await source.hasFacilityInCity('ceske budejovice')).toBe(true);
    expect(await source.hasFacilityInCity('malaga')).toBe(true);
    expect(await source.hasFacilityInCity('Chicago')).toBe(false);
    expect(await source.hasFacilityInCity('  ')).toBe(false);
  });

  it('has nothing to offer with no list, and retries a failed load', async () => {
    const empty = createLocalFacilitySource(async () => []);
    expect(await empty.nearby(50.0875, 14.4213)).toEqual([]);
    expect(await empty.unplacedIn('Sault Ste. Marie')).toEqual([]);
    expect(await empty.hasFacilityInCity('Prague')).toBe(false);
    const load = vi
      .fn<() => Promise<typeof records>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(records);
    const flaky = createLocalFacilitySource(load);
    await expect(flaky.nearby(50.0875, 14.4213)).rejects.toThrow('offline');
    expect((await flaky.nearby(50.0875, 14.4213)).length).toBeGreaterThan(0);
  });
});

describe('fetching the served lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (files: Record<string, unknown>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = url.replace('/data/facilities/', '');
        return name in files ? Response.json(files[name]) : new Response('', { status: 404 });
      }),
    );

  it('loads every list the index names, each place with its own licence line', async () => {
    const [sault] = servedFacilityFiles().filter((file) => file.startsWith('ca-'));
    serve({ 'index.json': { format: FACILITY_INDEX_FORMAT, files: [sault] }, [sault!]: readFacilityList(sault!) });
    const places = await fetchFacilityLists('/data/facilities/');
    expect(places).toHaveLength(31);
    expect(places[0]!.attribution).toMatch(/Sault Ste. Marie \(MIT licence\)/);
  });

  it('knows no place when the deployment serves no index, and fails when a list it names is missing', async () => {
    serve({});
    expect(await fetchFacilityLists('/data/facilities/')).toEqual([]);
    serve({ 'index.json': { format: FACILITY_INDEX_FORMAT, files: ['gone.json'] } });
    await expect(fetchFacilityLists('/data/facilities/')).rejects.toThrow('HTTP 404');
  });
});
