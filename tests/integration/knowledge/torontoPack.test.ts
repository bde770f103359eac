// @vitest-environment node
// Toronto's pack rebuilt through the city-table importer from the City's Waste Wizard
// (knowledge/imports/ca-toronto.json): byte for byte the committed pack, and the City's own words as
// the set-up step serves them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { IMPORTS_DIR, importTable } from '../../../scripts/lib/cityTable/importTable';
import { RULES_DIR } from '../../../scripts/lib/rulePackFiles';
import { readPublisherText } from '../../../src/domain/rules/publisherText';

const result = importTable(join(IMPORTS_DIR, 'ca-toronto.json'));
const built = 'pack' in result ? result : undefined;

describe.runIf(!('missing' in result))('built from the Waste Wizard (../shared/data/disposal-rules)', () => {
  it('imports without a problem', () => {
    expect('problems' in result ? result.problems : []).toEqual([]);
  });

  it('is the committed pack, byte for byte', async () => {
    const file = join(RULES_DIR, 'ca-toronto.json');
    const written = await format(JSON.stringify(built!.pack, null, 2), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    expect(written).toBe(readFileSync(file, 'utf8'));
  });

  it('serves every entry of a mapped category, with its keywords and the items it rules', () => {
    const { text } = built!;
    expect(text.entries).toHaveLength(183);
    expect(text.entries.reduce((sum, entry) => sum + entry.keywords.length, 0)).toBeGreaterThan(2_000);
    const bottle = text.entries.find((entry) => entry.title === 'Blue Bin (plastic beverage bottle)')!;
    expect(bottle.items).toEqual(['plastic-bottle']);
    expect(bottle.lines.join(' ')).toContain('Blue Bin');
    // Filed under Depot, but its text says Blue Bin: the mapping reads it as its text says.
    expect(text.entries.find((entry) => entry.title === 'Blue Bin (books)')).toMatchObject({ bin: 'blue-bin' });
    expect(readPublisherText({ ...text, source: 'test' })!.get('Garbage (takeout coffee cup)')).toEqual(
      expect.arrayContaining(['Place item in the Garbage Bin.']),
    );
    expect(text.attribution).toBe('Contains information licensed under the Open Government Licence – Toronto.');
  });
});
