import { readPackFiles } from '../../../../scripts/lib/rulePackFiles';
import { checkPacks } from '../../../../src/domain/rules/checkPacks';
import { parseRulePack } from '../../../../src/domain/rules/packSchema';
import { attributionLine, publisherLine } from '../../../../src/domain/rules/packSource';
import { PACK_LANGUAGES, type RulePack } from '../../../../src/domain/rules/rulePack';
import { verdictFor } from '../../../../src/domain/rules/verdict';
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
    expect(packs.map((pack) => pack.id).sort()).toEqual([
      'ca-sault-ste-marie',
      'ca-toronto',
      'cn',
      'cz',
      'de',
      'es',
      'fr',
      'generic',
      'in',
      'jp-tsu',
    ]);
  });

  it('are the packs the app loads, none left out', () => {
    expect(RULE_PACKS.map((pack) => pack.id).sort()).toEqual(
      files.map((file) => file.file.replace('.json', '')).sort(),
    );
  });

  it('each name their source: publisher, licence, attribution line and the date of the rules', () => {
    for (const pack of RULE_PACKS) {
      for (const language of PACK_LANGUAGES) {
        expect(attributionLine(pack.source, language).text.length, pack.id).toBeGreaterThan(10);
        expect(publisherLine(pack.source, language).text.trim(), pack.id).not.toBe('');
      }
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

  it('RecycleSmart’s own packs name their source in the reader’s language; a publisher’s name and licence line stay as written', () => {
    const byId = (id: string) => RULE_PACKS.find((pack) => pack.id === id)!;
    for (const id of ['cn', 'cz', 'de', 'es', 'in'])
      for (const language of PACK_LANGUAGES) {
        expect(publisherLine(byId(id).source, language).lang, id).toBe(language);
        expect(attributionLine(byId(id).source, language).lang, id).toBe(language);
      }
    expect(attributionLine(byId('es').source, 'es')).toEqual({
      text: 'Recopilado por RecycleSmart a partir de la Ley 7/2022 y de los sistemas Ecoembes, Ecovidrio y SIGRE.',
      lang: 'es',
    });
    expect(publisherLine(byId('ca-toronto').source, 'ar')).toEqual({
      text: 'City of Toronto, Solid Waste Management Services',
      lang: 'en',
    });
    expect(attributionLine(byId('fr').source, 'zh').lang).toBe('fr');
  });

  it('the packs imported from publishers’ tables show their words in the publisher’s language, with the licence’s line', () => {
    const byId = (id: string) => RULE_PACKS.find((pack) => pack.id === id)!;
    expect(byId('fr')).toMatchObject({
      area: { country: 'FR' },
      source: {
        attribution:
          'Source : ADEME, « Que faire de mes déchets » (data.ademe.fr), Copyright (c) 2022 ADEME, licence MIT',
        attributionLanguage: 'fr',
        date: '2021-09',
      },
      publisherText: { file: 'fr.text.json', language: 'fr' },
    });
    expect(byId('ca-sault-ste-marie')).toMatchObject({
      source: {
        attribution: 'Waste disposal data © 2021 The Corporation of the City of Sault Ste. Marie (MIT licence)',
      },
      publisherText: { language: 'en' },
    });
    const tsu = byId('jp-tsu');
    expect(tsu).toMatchObject({ source: { date: '2024-04-19' }, publisherText: { language: 'ja' } });
    expect(tsu.source.attribution).toContain('CC BY 2.1 JP');
    // Each of Tsu's streams is a bin under its Japanese name, with its name in each interface language.
    expect(tsu.bins).toHaveLength(18);
    for (const bin of tsu.bins)
      for (const language of PACK_LANGUAGES)
        expect(bin.names[language], bin.id).toMatch(/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}].* \(|（/u);
    expect(tsu.bins.find((bin) => bin.id === 'kiken')).toMatchObject({
      colour: 'none',
      names: { en: '危険ごみ (hazardous waste, put out apart)' },
    });
  });

  it('send a battery to a drop-off and never a bin, everywhere; a bottle where each publisher says', () => {
    const byId = (id: string) => RULE_PACKS.find((pack) => pack.id === id)!;
    const item = (id: string) => WASTE_ITEMS.find((candidate) => candidate.id === id)!;
    const where = (pack: string, id: string) => verdictFor(byId(pack), item(id));
    expect(where('fr', 'battery')).toMatchObject({ stream: 'hazardous', bin: { colour: 'none' }, ref: 'Pile jetable' });
    expect(where('fr', 'glass-bottle').bin).toMatchObject({ id: 'verre', colour: 'green' });
    expect(where('fr', 'plastic-bottle').bin).toMatchObject({ id: 'bac-de-tri', colour: 'yellow' });
    expect(where('ca-sault-ste-marie', 'battery')).toMatchObject({
      stream: 'hazardous',
      bin: { id: 'hhw', colour: 'none' },
    });
    expect(where('jp-tsu', 'battery')).toMatchObject({ stream: 'hazardous', bin: { id: 'kiken' }, ref: '電池' });
    expect(where('jp-tsu', 'plastic-bottle')).toMatchObject({ bin: { id: 'pet' }, ref: 'ペットボトル' });
    expect(where('jp-tsu', 'aluminium-can')).toMatchObject({ bin: { id: 'kinzoku' } });
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
