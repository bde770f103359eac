// `npm run rules:import -- <mapping file>`: builds the rule pack knowledge/rules/<id>.json from a
// publisher's table (in ../shared/data) and its mapping file (knowledge/imports/<id>.json;
// docs/rule-packs.md). On bad input it says the file, line and field of each problem and writes
// nothing. The publisher's own words are served by the set-up step (`npm run setup`), not written here.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { importTable } from './lib/cityTable/importTable';
import { formatProblem } from './lib/cityTable/problems';
import { RULES_DIR } from './lib/rulePackFiles';

const [mappingArgument] = process.argv.slice(2);
if (!mappingArgument) {
  console.error('rules:import: name a mapping file, e.g. npm run rules:import -- knowledge/imports/ca-toronto.json');
  process.exit(2);
}
const mappingPath = resolve(process.env.INIT_CWD ?? process.cwd(), mappingArgument);
const result = importTable(mappingPath);
if ('problems' in result) {
  for (const problem of result.problems) console.error(`rules:import: ${formatProblem(problem)}`);
  console.error('rules:import: nothing written');
  process.exit(1);
}
if ('missing' in result) {
  console.error(`rules:import: the table ${result.missing} is not here; nothing written`);
  process.exit(1);
}
const packFile = join(RULES_DIR, `${result.pack.id}.json`);
const options = { ...(await resolveConfig(packFile)), filepath: packFile };
writeFileSync(packFile, await format(JSON.stringify(result.pack, null, 2), options));
const tied = Object.keys(result.pack.items).length;
console.log(
  `rules:import: wrote ${packFile} (${tied} catalogue items tied to ${result.text.entries.length} entries); \`npm run setup\` serves the publisher's words`,
);
