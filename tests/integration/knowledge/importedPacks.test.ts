// @vitest-environment node
// The packs imported from publishers' tables in ../shared (France, Sault Ste. Marie, Tsu): each mapping
// in knowledge/imports/ builds the committed pack, and the publisher's words the set-up step serves.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { importTable, mappingFiles } from '../../../scripts/lib/cityTable/importTable';
import { RULES_DIR } from '../../../scripts/lib/rulePackFiles';

const imports = mappingFiles().map((file) => ({ id: basename(file, '.json'), result: importTable(file) }));
const built = (id: string) => {
  const result = imports.find((candidate) => candidate.id === id)!.result;
  if (!('pack' in result)) throw new Error(`${id}: ${JSON.stringify(result)}`);
  return result;
};
const entry = (id: string, title: string) => built(id).text.entries.find((candidate) => candidate.title === title);

describe.runIf(imports.every(({ result }) => !('missing' in result)))('imported from the publishers’ tables', () => {
  it('every mapping builds its committed pack', () => {
    expect(imports.map(({ id }) => id)).toEqual(['ca-sault-ste-marie', 'ca-toronto', 'fr', 'jp-tsu']);
    for (const { id, result } of imports) {
      expect('problems' in result ? result.problems : [], id).toEqual([]);
      const committed = JSON.parse(readFileSync(join(RULES_DIR, `${id}.json`), 'utf8')) as unknown;
      expect('pack' in result && result.pack, id).toEqual(committed);
    }
  });

  it('France: ADEME’s words in French, a battery to a collection point', () => {
    expect(built('fr').text.entries).toHaveLength(390);
    expect(entry('fr', 'Pile jetable')).toMatchObject({ items: ['battery'], stream: 'hazardous', bin: 'piles-lampes' });
    expect(entry('fr', 'Pile jetable')!.lines[0]).toMatch(/^Rapportez vos piles dans un point de collecte/);
    expect(entry('fr', 'Bouteille en verre (eau, vin)')).toMatchObject({ bin: 'verre' });
  });

  it('Sault Ste. Marie: each entry with the City’s places and their streets', () => {
    expect(entry('ca-sault-ste-marie', 'Batteries - Single Use')).toMatchObject({ items: ['battery'], bin: 'hhw' });
    expect(entry('ca-sault-ste-marie', 'Batteries - Single Use')!.lines).toContain(
      'City of Sault Ste. Marie Household Hazardous Waste Depot, 402 Fifth Line East: Accepts a variety of hazardous waste items.',
    );
  });

  it('Tsu: every row once, found by its name and its kana, hazards never in a household bin', () => {
    const { pack, text } = built('jp-tsu');
    expect(text.entries).toHaveLength(3_979);
    expect(entry('jp-tsu', '電池')).toMatchObject({ keywords: ['電池', 'でんち'], stream: 'hazardous', bin: 'kiken' });
    expect(entry('jp-tsu', '色紙 [1380]')).toMatchObject({ bin: 'kanen' });
    const household = new Set(pack.bins.filter((bin) => bin.colour !== 'none').map((bin) => bin.id));
    expect(text.entries.filter((e) => e.stream === 'hazardous' && household.has(e.bin))).toEqual([]);
  });
});
