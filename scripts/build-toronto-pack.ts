// `npm run rules:toronto`: writes knowledge/rules/ca-toronto.json from the City of Toronto's Waste
// Wizard (../shared/data/disposal-rules). The pack holds the bins and which entry rules each item;
// the City's own words are served apart (public/data/rules/, by the set-up step).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { RULES_DIR } from './lib/rulePackFiles';
import { buildTorontoPack, readWasteWizard, WASTE_WIZARD_FILE } from './lib/torontoWasteWizard';

const PACK_FILE = join(RULES_DIR, 'ca-toronto.json');

const entries = readWasteWizard();
if (!entries) {
  console.error(`rules:toronto: ${WASTE_WIZARD_FILE} is missing`);
  process.exit(1);
}
const pack = buildTorontoPack(entries);
writeFileSync(PACK_FILE, `${JSON.stringify(pack, null, 2)}\n`);
console.log(
  `rules:toronto: wrote ${PACK_FILE} (${Object.keys(pack.items).length} items from ${entries.length} entries)`,
);
