import { readPackFiles } from '../../../../scripts/lib/rulePackFiles';
import { checkPacks } from '../../../../src/domain/rules/checkPacks';
import { parseRulePack } from '../../../../src/domain/rules/packSchema';
import { PACK_LANGUAGES, type RulePack } from '../../../../src/domain/rules/rulePack';
import { WASTE_ITEMS } from '../../../../src/domain/wasteItems';
import { RULE_PACKS } from '../../../../src/knowledge';

const files = readPackFiles();
const spain = files.find((file) => file.file === 'es.json')!;
const broken = (edit: (pack: RulePack) => void, file = 'es.json') => {
  const pack = structuredClone(spain.data) as RulePack;
  edit(pack);
  return checkPacks([...files.filter((f) => f.file !== 'es.json'), { file, data: pack }], WASTE_ITEMS).problems;
};

describe('the shipped rule packs', () => {
  it('all pass the check: schema, names in five languages, every catalogue item answered safely', () => {
    const { packs, problems } = checkPacks(files, WASTE_ITEMS);
    expect(problems).toEqual([]);
    expect(packs.map((pack) => pack.id).sort()).toEqual(['ca-toronto', 'cn', 'cz', 'de', 'es', 'generic', 'in']);
  });

  it('are the packs the app loads, none left out', () => {
    expect(RULE_PACKS.map((pack) => pack.id).sort()).toEqual(
      files.map((file) => file.file.replace('.json', '')).sort(),
    );
  });

  it('each name their source: publisher, licence, attribution line and the date of the rules', () => {
    for (const pack of RULE_PACKS) {
      expect(pack.source.attribution.length, pack.id).toBeGreaterThan(10);
      expect(pack.source.date, pack.id).toMatch(/^\d{4}/);
      for (const bin of pack.bins)
        for (const language of PACK_LANGUAGES) expect(bin.names[language].trim()).not.toBe('');
    }
    const toronto = RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!;
    expect(toronto.source.attribution).toBe(
      'Contains information licensed under the Open Government Licence – Toronto.',
    );
    expect(toronto.source.date).toBe('2019-01');
  });
});

describe('the check refuses a broken pack, saying what is wrong', () => {
  it('a bin not named in every language', () => {
    expect(broken((pack) => delete (pack.bins[0]!.names as Partial<Record<string, string>>).hi)).toEqual([
      expect.stringMatching(/^es\.json: bins\.0\.names\.hi/),
    ]);
  });

  it('a rule naming a bin the pack does not have', () => {
    expect(broken((pack) => (pack.rules[0]!.bin = 'purple'))).toEqual([
      expect.stringContaining('unknown bin "purple"'),
    ]);
  });

  it('a hazard sent to a household bin', () => {
    const problems = broken((pack) => (pack.items.battery = { bin: 'gris', stream: 'landfill' }));
    expect(problems).toEqual([expect.stringContaining('battery is a hazard')]);
  });

  it('an item outside the catalogue, a missing attribution, a file named otherwise', () => {
    expect(broken((pack) => (pack.items['flux-capacitor'] = { bin: 'gris' }))).toEqual([
      expect.stringContaining('"flux-capacitor" is not a catalogue item'),
    ]);
    expect(broken((pack) => ((pack.source as { attribution?: string }).attribution = undefined))).toEqual([
      expect.stringContaining('source.attribution'),
    ]);
    expect(broken(() => undefined, 'spain.json')).toEqual([expect.stringContaining('name the file es.json')]);
  });

  it('a pack that leaves an item unanswered', () => {
    const problems = broken(
      (pack) => (pack.rules = pack.rules.filter((rule) => !rule.when.streams?.includes('compost'))),
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/no safe rule for (fruit|tissue|vegetables|bread)/);
  });

  it('a pack that is not a pack at all', () => {
    expect(parseRulePack({ hello: 'world' })).toEqual({ error: expect.stringContaining('format') });
  });
});
