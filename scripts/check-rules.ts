// `npm run rules:check`: every rule pack in src/knowledge/rules/ passes the schema, answers for every
// catalogue item without sending a hazard to a bin, names its source; and the Toronto pack is what
// scripts/build-toronto-pack.ts makes of the City's data (when ../shared is here). Exit 1 on a problem.
import { isDeepStrictEqual } from 'node:util';

import { checkPacks } from '../src/domain/rules/checkPacks';
import { WASTE_ITEMS } from '../src/domain/wasteItems';
import { readPackFiles } from './lib/rulePackFiles';
import { buildTorontoPack, readWasteWizard, WASTE_WIZARD_FILE } from './lib/torontoWasteWizard';

const files = readPackFiles();
const { packs, problems } = checkPacks(files, WASTE_ITEMS);

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
console.log(
  `rules:check: ${packs.length} packs (${packs.map((pack) => pack.id).join(', ')}), each answering for all ${WASTE_ITEMS.length} catalogue items: OK`,
);
