// The knowledge base is data (knowledge/*.json): the checks `npm run rules:check` runs, here on the
// real files and on broken copies of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { USUAL_ITEM } from '../../../src/domain/identification/decision';
import { findWasteItem } from '../../../src/domain/wasteItems';
import { checkKnowledge, type KnowledgeFiles } from '../../../src/knowledge/knowledgeSchema';
import { flatten, loadLocale } from '../localeFiles';

const dir = join(import.meta.dirname, '..', '..', '..', 'knowledge');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
const files = (): KnowledgeFiles => ({
  items: read('items.json'),
  advice: read('advice.json'),
  vocabulary: read('vocabulary.json'),
});
const english = flatten(loadLocale('en'));
const hasText = (key: string) => english.has(key);

type Entry = { prepare: string[]; dispose: string; tips: string[] };

describe('the knowledge base as data', () => {
  it('passes every check: schema, advice for every item, words and icons for every key', () => {
    expect(checkKnowledge(files(), hasText)).toEqual([]);
  });

  it('tells nothing it sends to general waste to check household recycling first', () => {
    const advice = read('advice.json') as Record<string, Entry>;
    const toLandfill = Object.keys(advice).filter((id) => findWasteItem(id)?.stream === 'landfill');
    expect(toLandfill).toContain('general-waste');
    for (const id of toLandfill) expect(advice[id]!.prepare, id).not.toContain('checkLocalAccepts');
  });

  it('names only catalogue items where the code picks one', () => {
    for (const id of Object.values(USUAL_ITEM)) expect(findWasteItem(id), id).toBeDefined();
  });

  it('refuses an item with an unknown material or stream, or listed twice', () => {
    const data = files();
    const items = (data.items as { items: Record<string, unknown>[] }).items;
    items[0] = { ...items[0], material: 'unobtainium' };
    expect(checkKnowledge(data, hasText)).toEqual([expect.stringMatching(/^items\.json: items\.0\.material/)]);
    const twice = files();
    const list = (twice.items as { items: unknown[] }).items;
    list.push(list[1]);
    expect(checkKnowledge(twice, hasText)).toContain('items.json: "plastic-jug" is listed twice');
  });

  it('refuses an item without advice, and advice for no item', () => {
    const data = files();
    const advice = data.advice as Record<string, unknown>;
    advice['hover-board'] = advice['plastic-bottle'];
    delete advice['plastic-bottle'];
    expect(checkKnowledge(data, hasText)).toEqual([
      'advice.json: no advice for "plastic-bottle"',
      'advice.json: "hover-board" is not in items.json',
    ]);
  });

  it('refuses a step, tip or material with no icon or no English text, and a last step that goes nowhere', () => {
    const data = files();
    const bottle = (data.advice as Record<string, Entry>)['plastic-bottle']!;
    bottle.prepare.push('juggleIt');
    bottle.tips.push('newTip');
    bottle.dispose = 'emptyRinse';
    const problems = checkKnowledge(data, hasText);
    expect(problems).toContain(
      'advice.json: plastic-bottle step juggleIt: no icon or material for it in vocabulary.json',
    );
    expect(problems).toContain('advice.json: plastic-bottle step juggleIt: no English text at kb.steps.juggleIt');
    expect(problems).toContain('advice.json: plastic-bottle tip newTip: no English text at kb.tips.newTip.title');
    expect(problems).toContain(
      'advice.json: plastic-bottle: its last step "emptyRinse" must say where the item goes (a destination)',
    );
  });
});
