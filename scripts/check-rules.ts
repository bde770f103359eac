// `npm run rules:check`: the knowledge base's data (knowledge/items.json, advice.json, vocabulary.json)
// passes its schema and every key it names has its English text; every rule pack in knowledge/rules/
// passes the schema, answers for every catalogue item without sending a hazard to a bin, names its
// source; every mapping in knowledge/imports/ is sound, and each pack built from a publisher's table
// is what `npm run rules:import` makes of it (when the table in ../shared is here). Exit 1 on a problem.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { checkPacks } from '../src/domain/rules/checkPacks';
import { WASTE_ITEMS } from '../src/domain/wasteItems';
import { checkKnowledge } from '../src/knowledge/knowledgeSchema';
import { importTable, mappingFiles } from './lib/cityTable/importTable';
import { formatProblem } from './lib/cityTable/problems';
import { KNOWLEDGE_DIR, readPackFiles } from './lib/rulePackFiles';

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

for (const mappingPath of mappingFiles()) {
  const result = importTable(mappingPath);
  if ('problems' in result) {
    problems.push(...result.problems.map(formatProblem));
    continue;
  }
  const { id } = result.mapping.pack;
  if ('missing' in result) {
    console.log(`rules:check: ${result.missing} not here; the ${id} pack is checked by its schema only`);
    continue;
  }
  const committed = files.find((file) => file.file === `${id}.json`);
  if (!committed || !isDeepStrictEqual(committed.data, result.pack))
    problems.push(
      `${id}.json differs from what \`npm run rules:import -- knowledge/imports/${id}.json\` builds from the publisher's table: run it`,
    );
}

if (problems.length) {
  for (const problem of problems) console.error(`rules:check: ${problem}`);
  process.exit(1);
}
console.log(`rules:check: the knowledge base's ${WASTE_ITEMS.length} items, their advice and vocabulary: OK`);
console.log(
  `rules:check: ${packs.length} packs (${packs.map((pack) => pack.id).join(', ')}), each answering for all ${WASTE_ITEMS.length} catalogue items: OK`,
);
