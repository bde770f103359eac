// `npm run rules:check`: the knowledge base's data (knowledge/items.json, advice.json, vocabulary.json)
// passes its schema and every key it names has its English text; every rule pack in knowledge/rules/
// passes the schema, answers for every catalogue item without sending a hazard to a bin, names its
// source; and the Toronto pack is what scripts/build-toronto-pack.ts makes of the City's data (when
// ../shared is here). Exit 1 on a problem.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { checkPacks } from '../src/domain/rules/checkPacks';
import { WASTE_ITEMS } from '../src/domain/wasteItems';
import { checkKnowledge } from '../src/knowledge/knowledgeSchema';
import { KNOWLEDGE_DIR, readPackFiles } from './lib/rulePackFiles';
import { buildTorontoPack, readWasteWizard, WASTE_WIZARD_FILE } from './lib/torontoWasteWizard';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const english = readJson(join(KNOWLEDGE_DIR, '..', 'locales', 'en.json'));
const hasText = (key: string) =>
  typeof key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english) === 'string';

const knowledgeProblems = checkKnowledge(
  {
    items: readJson(join(KNOWLEDGE_DIR, 'items.json')),
    advice: readJson(join(KNOWLEDGE_DIR, 'advice.json')),
    vocabulary: readJson(join(KNOWLEDGE_DIR, 'vocabulary.json')),
  },
  hasText,
);
const files = readPackFiles();
const { packs, problems: packProblems } = checkPacks(files, WASTE_ITEMS);
const problems = [...knowledgeProblems, ...packProblems];

const toronto = files.find((file) => file.file === 'ca-toronto.json');
const wizard = readWasteWizard();
if (!wizard) console.log(`rules:check: ${WASTE_WIZARD_FILE} not here; the Toronto pack is checked by its schema only`);
else if (toronto && !isDeepStrictEqual(toronto.data, buildTorontoPack(wizard))) {
  problems.push('ca-toronto.json differs from what `npm run rules:toronto` builds from the City data: run it');
}

if (problems.length) {
  for (const problem of problems) console.error(`rules:check: ${problem}`);
  process.exit(1);
}
console.log(`rules:check: the knowledge base's ${WASTE_ITEMS.length} items, their advice and vocabulary: OK`);
console.log(
  `rules:check: ${packs.length} packs (${packs.map((pack) => pack.id).join(', ')}), each answering for all ${WASTE_ITEMS.length} catalogue items: OK`,
);
