// @vitest-environment node
// The city-table importer (scripts/lib/cityTable, `npm run rules:import`) on small tables written
// here: a good one becomes a pack and the publisher's words; each kind of bad input is refused with
// the file, line and field named, and the command writes nothing. Toronto's round trip, on the City's
// real table, is an integration test (tests/integration/knowledge/torontoPack.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { parseCsv } from '../../../scripts/lib/cityTable/csv';
import { firstInvalidUtf8 } from '../../../scripts/lib/cityTable/decodeText';
import { type ImportResult, importTable } from '../../../scripts/lib/cityTable/importTable';
import { htmlLines } from '../../../scripts/lib/cityTable/plainText';
import { formatProblem } from '../../../scripts/lib/cityTable/problems';
import { RULES_DIR } from '../../../scripts/lib/rulePackFiles';

const names = (en: string) => ({ en, es: `${en} (es)`, zh: `${en}（中文）`, hi: `${en} (हिन्दी)`, ar: `${en} (عربي)` });

const MAPPING = {
  format: 'recyclesmart-import/1',
  table: {
    file: 'rules/items.csv',
    columns: {
      id: 'id',
      name: 'name',
      category: 'category',
      keywords: [{ column: 'name' }, { column: 'synonyms', split: ';' }],
      instructions: [{ column: 'instructions' }],
    },
    locations: {
      file: 'rules/places.csv',
      key: 'key',
      name: 'name',
      address: 'address',
      latitude: 'latitude',
      longitude: 'longitude',
      links: { file: 'rules/links.csv', item: 'item', location: 'place' },
    },
  },
  categories: {
    Recycling: { bin: 'blue', stream: 'recycling' },
    Garbage: { bin: 'grey', stream: 'landfill' },
    Hazardous: { bin: 'depot', stream: 'hazardous' },
  },
  skip: ['Retired'],
  items: { battery: 'Batteries' },
  pack: {
    id: 'xx-testville',
    names: names('Testville'),
    area: { country: 'CA', cities: ['Testville'] },
    source: {
      publisher: 'City of Testville',
      title: 'Sorting table',
      url: 'https://testville.example/sorting',
      licence: 'MIT',
      attribution: 'Sorting data © City of Testville (MIT licence)',
      date: '2021-03',
    },
    bins: [
      { id: 'blue', colour: 'blue', names: names('Blue cart') },
      { id: 'grey', colour: 'grey', names: names('Grey cart') },
      { id: 'depot', colour: 'none', names: names('Hazardous waste depot') },
    ],
    rules: [
      { when: { streams: ['recycling'] }, bin: 'blue' },
      { when: { streams: ['hazardous'] }, bin: 'depot' },
      { when: { streams: ['compost', 'landfill', 'drop-off'] }, bin: 'grey' },
    ],
    language: 'en',
  },
};

const ITEMS = [
  'id,name,synonyms,category,instructions',
  '1,Pop bottles,plastic bottle;water bottle,Recycling,Rinse and put in the blue cart.',
  '2,Batteries,AA;button cell,Hazardous,"Tape the ends, then take them to the depot."',
  '3,Chip bags,,Garbage,',
  '4,Old thing,,Retired,Not collected any more.',
];
const PLACES = ['key,name,address,latitude,longitude', 'DEPOT,Hazardous Waste Depot,402 Fifth Line East,,'];
const LINKS = ['item,place', '2,DEPOT'];

interface Files {
  mapping?: unknown;
  items?: string[] | Uint8Array;
  places?: string[];
  links?: string[];
}

/** Writes a mapping and its tables to a fresh folder and imports them. */
function importFiles({ mapping = MAPPING, items = ITEMS, places = PLACES, links = LINKS }: Files = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'city-table-'));
  mkdirSync(join(dir, 'rules'));
  const write = (file: string, content: string[] | Uint8Array) =>
    writeFileSync(join(dir, file), Array.isArray(content) ? `${content.join('\r\n')}\r\n` : content);
  write('rules/items.csv', items);
  write('rules/places.csv', places);
  write('rules/links.csv', links);
  const mappingPath = join(dir, 'xx-testville.json');
  writeFileSync(mappingPath, JSON.stringify(mapping, null, 2));
  return { dir, mappingPath, result: importTable(mappingPath, dir) };
}

const problemsOf = (result: ImportResult) => ('problems' in result ? result.problems.map(formatProblem) : []);
const edited = (edit: (mapping: typeof MAPPING) => void) => {
  const mapping = structuredClone(MAPPING);
  edit(mapping);
  return mapping;
};

describe('a good table', () => {
  const { result } = importFiles();
  if (!('pack' in result)) throw new Error(problemsOf(result).join('\n'));

  it('becomes a pack: the mapping’s bins and rules, items tied by the override list and by the catalogue’s words', () => {
    expect(result.pack).toMatchObject({
      format: 'recyclesmart-rules/1',
      id: 'xx-testville',
      notes: [],
      publisherText: { file: 'xx-testville.text.json', language: 'en' },
    });
    expect(result.pack.items).toEqual({
      battery: { stream: 'hazardous', bin: 'depot', ref: 'Batteries' },
      // "plastic bottle" is the catalogue's English name of plastic-bottle, and a synonym of the row.
      'plastic-bottle': { stream: 'recycling', bin: 'blue', ref: 'Pop bottles' },
    });
  });

  it('serves every row of a mapped category, with its words, its lines and its places', () => {
    expect(result.text.attribution).toBe('Sorting data © City of Testville (MIT licence)');
    expect(result.text.entries).toEqual([
      {
        title: 'Pop bottles',
        items: ['plastic-bottle'],
        lines: ['Rinse and put in the blue cart.'],
        keywords: ['Pop bottles', 'plastic bottle', 'water bottle'],
        stream: 'recycling',
        bin: 'blue',
      },
      {
        title: 'Batteries',
        items: ['battery'],
        lines: ['Tape the ends, then take them to the depot.', 'Hazardous Waste Depot, 402 Fifth Line East'],
        keywords: ['Batteries', 'AA', 'button cell'],
        stream: 'hazardous',
        bin: 'depot',
      },
      { title: 'Chip bags', items: [], lines: [], keywords: ['Chip bags'], stream: 'landfill', bin: 'grey' },
    ]);
  });

  it('derives categories by rules when the table has none, first rule that holds', () => {
    const { result: classified } = importFiles({
      mapping: edited((mapping) => {
        const columns: Partial<typeof mapping.table.columns> = mapping.table.columns;
        delete columns.category;
        Object.assign(mapping, {
          classify: {
            rules: [
              { category: 'Hazardous', when: { location: 'DEPOT' } },
              { category: 'Recycling', when: { column: 'instructions', matches: 'blue cart' } },
            ],
            otherwise: 'Garbage',
          },
        });
      }),
    });
    expect(problemsOf(classified)).toEqual([]);
    expect('text' in classified && classified.text.entries.map((entry) => `${entry.title}: ${entry.stream}`)).toEqual([
      'Pop bottles: recycling',
      'Batteries: hazardous',
      'Chip bags: landfill',
      'Old thing: landfill',
    ]);
  });

  it('merges a row repeated as it is, and tells apart two things of one name by their ids', () => {
    const { result: repeated } = importFiles({
      items: [
        ...ITEMS,
        '5,Pop bottles,soda bottle,Recycling,Rinse and put in the blue cart.',
        '6,Chip bags,,Recycling,',
      ],
    });
    expect('text' in repeated && repeated.text.entries.map((entry) => entry.title)).toEqual([
      'Pop bottles',
      'Batteries',
      'Chip bags',
      'Chip bags [6]',
    ]);
    expect('text' in repeated && repeated.text.entries[0]!.keywords).toContain('soda bottle');
  });
});

describe("the table's places, for the nearby list", () => {
  const mapping = edited((m) => {
    Object.assign(m.table.locations, {
      website: 'website',
      types: { centre: ['DEPOT'], shop: ['SHOP'] },
      notPlaces: ['CURB'],
    });
  });
  const places = [
    'key,name,address,latitude,longitude,website',
    'DEPOT,Hazardous Waste Depot,402 Fifth Line East,,,https://testville.example/depot',
    'SHOP,Hardware shop,1 Main Street,46.5,-84.3,javascript:alert(1)',
    'MAIL,Mail-back programme,,,,https://mail.example/',
    'CURB,Blue cart,,,,',
  ];
  const links = ['item,place', '1,CURB', '1,SHOP', '2,DEPOT', '2,SHOP', '2,MAIL'];
  const { result } = importFiles({ mapping, places, links });
  if (!('facilities' in result)) throw new Error(problemsOf(result).join('\n'));

  it('are typed as the mapping says, take what their tied catalogue items are made of, and get no made-up position', () => {
    expect(result.facilities).toEqual([
      {
        source_ref: 'xx-testville:DEPOT',
        name: 'Hazardous Waste Depot',
        type: 'centre',
        street: '402 Fifth Line East',
        city: 'Testville',
        state: '',
        latitude: null,
        longitude: null,
        accepted_materials: ['battery'],
        opening_hours: '',
        website: 'https://testville.example/depot',
        attribution: 'Sorting data © City of Testville (MIT licence)',
      },
      expect.objectContaining({
        name: 'Hardware shop',
        type: 'shop',
        latitude: 46.5,
        longitude: -84.3,
        accepted_materials: ['battery', 'plastic'],
        // Only an http(s) link is a link.
        website: '',
      }),
      expect.objectContaining({
        name: 'Mail-back programme',
        type: 'other',
        street: '',
        accepted_materials: ['battery'],
      }),
    ]);
    // The curbside cart is in the publisher's words, not in the nearby list.
    expect(result.text.entries[0]!.lines).toContain('Blue cart');
  });

  it('a type or a left-out place naming no place of the table is refused, at its line in the mapping', () => {
    const wrong = edited((m) => {
      Object.assign(m.table.locations, { types: { centre: ['NOWHERE'] }, notPlaces: ['GONE'] });
    });
    expect(problemsOf(importFiles({ mapping: wrong }).result)).toEqual([
      expect.stringMatching(
        /xx-testville\.json:\d+: table\.locations\.types\.centre: no place "NOWHERE" in the places table/,
      ),
      expect.stringMatching(/xx-testville\.json:\d+: table\.locations\.notPlaces: no place "GONE" in the places table/),
    ]);
  });
});

describe('bad input is refused with the file, line and field named', () => {
  it('a missing column', () => {
    const items = ['id,name,synonyms,instructions', '1,Pop bottles,,Rinse.'];
    expect(problemsOf(importFiles({ items }).result)).toEqual([
      'rules/items.csv:1: category: no such column in the table',
    ]);
  });

  it('an unknown category', () => {
    const items = [...ITEMS.slice(0, 3), '3,Chip bags,,Compost,'];
    expect(problemsOf(importFiles({ items }).result)).toEqual([
      'rules/items.csv:4: category: unknown category "Compost"; map it in categories or list it in skip',
    ]);
  });

  it('a row with no name, and a row with the wrong number of fields', () => {
    expect(problemsOf(importFiles({ items: [...ITEMS, '5,,,Garbage,'] }).result)).toEqual([
      'rules/items.csv:6: name: empty name',
    ]);
    expect(problemsOf(importFiles({ items: [...ITEMS, '5,Cups,Garbage'] }).result)).toEqual([
      'rules/items.csv:6: 3 fields where the header has 5',
    ]);
  });

  it('a bad coordinate', () => {
    const places = [...PLACES, 'SHOP,Hardware shop,1 Main Street,46.5,-284.3'];
    expect(problemsOf(importFiles({ places }).result)).toEqual([
      'rules/places.csv:3: longitude: "-284.3" is not a coordinate (±180)',
    ]);
  });

  it('a link to a place or a row that is not there', () => {
    expect(problemsOf(importFiles({ links: [...LINKS, '9,DEPOT', '1,NOWHERE'] }).result)).toEqual([
      'rules/links.csv:3: item: no row "9" in the table',
      'rules/links.csv:4: place: no place "NOWHERE"',
    ]);
  });

  it('a wrong encoding: a table saved as Latin-1', () => {
    const latin1 = Buffer.from(`${ITEMS.join('\n')}\n5,Caf\xe9 cups,,Garbage,\n`, 'latin1');
    expect(problemsOf(importFiles({ items: latin1 }).result)).toEqual([
      'rules/items.csv:6: not UTF-8 (byte 0xe9); save the table as UTF-8',
    ]);
  });

  it('a quoted field never closed', () => {
    expect(problemsOf(importFiles({ items: [...ITEMS, '5,"Cups,,Garbage,'] }).result)).toEqual([
      'rules/items.csv:6: a quoted field is never closed',
    ]);
  });

  it('a hazardous category mapped to a household bin, in the mapping file', () => {
    const mapping = edited((m) => (m.categories.Hazardous.bin = 'grey'));
    expect(problemsOf(importFiles({ mapping }).result)).toEqual([
      expect.stringMatching(
        /xx-testville\.json:\d+: categories\.Hazardous\.bin: a hazardous category goes to "grey", a household bin/,
      ),
    ]);
  });

  it('a hazard tied to an entry of a household bin', () => {
    const mapping = edited((m) => (m.items.battery = 'Chip bags'));
    expect(problemsOf(importFiles({ mapping }).result)).toEqual([
      expect.stringContaining('battery is a hazard; the pack sends it to "grey"'),
    ]);
  });

  it('an override naming an entry or an item that is not there, and a bin no one defined', () => {
    const mapping = edited((m) => {
      Object.assign(m.items, { battery: 'Batteries (all)', 'flux-capacitor': 'Pop bottles' });
      m.categories.Garbage.bin = 'black';
    });
    const problems = problemsOf(importFiles({ mapping }).result);
    expect(problems).toEqual([
      expect.stringMatching(/xx-testville\.json:\d+: categories\.Garbage\.bin: unknown bin "black"/),
    ]);
    const fixedBin = edited((m) =>
      Object.assign(m.items, { battery: 'Batteries (all)', 'flux-capacitor': 'Pop bottles' }),
    );
    const lines = readFileSync(importFiles({ mapping: fixedBin }).mappingPath, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(problemsOf(importFiles({ mapping: fixedBin }).result)).toEqual([
      expect.stringContaining(
        `xx-testville.json:${lineOf('"battery"')}: items.battery: no entry "Batteries (all)" in the table (or its category is skipped)`,
      ),
      expect.stringContaining(
        `xx-testville.json:${lineOf('"flux-capacitor"')}: items.flux-capacitor: "flux-capacitor" is not a catalogue item`,
      ),
    ]);
  });

  it('a mapping that misses a field, at its line', () => {
    const mapping = edited((m) => delete (m.pack.bins[0]!.names as Partial<Record<string, string>>).hi);
    expect(problemsOf(importFiles({ mapping }).result)).toEqual([
      expect.stringMatching(/xx-testville\.json:\d+: pack\.bins\.0\.names\.hi: /),
    ]);
  });

  it('the command prints them and writes nothing', () => {
    const { dir, mappingPath } = importFiles({ items: [...ITEMS.slice(0, 3), '3,Chip bags,,Compost,'] });
    const before = readdirSync(RULES_DIR).map((file) => readFileSync(join(RULES_DIR, file), 'utf8'));
    let stderr = '';
    try {
      execFileSync(resolve('node_modules/.bin/tsx'), ['scripts/import-rules.ts', mappingPath], {
        env: { ...process.env, RECYCLESMART_SHARED_DATA: dir },
        stdio: 'pipe',
      });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
      expect((error as { status: number }).status).toBe(1);
    }
    expect(stderr).toContain('rules/items.csv:4: category: unknown category "Compost"');
    expect(stderr).toContain('nothing written');
    expect(readdirSync(RULES_DIR).map((file) => readFileSync(join(RULES_DIR, file), 'utf8'))).toEqual(before);
  });
});

describe('the pieces', () => {
  it('reads quoted CSV fields with commas, doubled quotes and line breaks, keeping each row’s first line', () => {
    expect(parseCsv('a,b\r\n1,"x, ""y""\r\nz"\r\n2,w\r\n', 'f.csv')).toEqual({
      header: ['a', 'b'],
      rows: [
        { line: 2, values: ['1', 'x, "y"\r\nz'] },
        { line: 4, values: ['2', 'w'] },
      ],
    });
  });

  it('finds the first byte that is not UTF-8', () => {
    expect(firstInvalidUtf8(new TextEncoder().encode('電池 pile'))).toBe(-1);
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0x8d, 0x62]))).toBe(1);
    expect(firstInvalidUtf8(Uint8Array.from([0x93, 0x64]))).toBe(0);
  });

  it('reads HTML escaped once or twice as plain lines, one per list item or break', () => {
    const body =
      '&lt;ul&gt; &lt;li&gt;Place item in the &lt;strong&gt;Garbage Bin.&lt;/strong&gt;&lt;/li&gt;&lt;li&gt;See the &lt;a href=&quot;http://x&quot;&gt;City&amp;#x27;s depots&lt;/a&gt;.&lt;/li&gt; &lt;/ul&gt;';
    expect(htmlLines(body)).toEqual(['Place item in the Garbage Bin.', "See the City's depots."]);
    expect(htmlLines('Jetez-la.<br />Sinon, en déchèterie.')).toEqual(['Jetez-la.', 'Sinon, en déchèterie.']);
  });
});
