// How long a keystroke takes in the item search: every prefix of a set of queries in the five
// languages, searched as typed, over the whole index (catalogue words in every language and every
// pack's keywords), under the pack with keywords (Toronto) and the generic one. Prints the median,
// the 95th percentile and the worst, and the index's size and build time. `npm run bench:search`.
import { performance } from 'node:perf_hooks';

import { searchItems } from '../src/domain/search/itemSearch';
import { buildItemIndex, RULE_PACK_LIST } from './lib/itemSearchFiles';

const QUERIES = [
  'battery',
  'pila',
  '电池',
  'बैटरी',
  'بطارية',
  'banana peel',
  'cascara de platano',
  'pizza box',
  'coffee cup',
  'styrofoam',
  'milk bags',
  'duct tape',
  'plastic bottle',
  'caja de pizza',
  'कॉफ़ी कप',
  'كيس بلاستيكي',
  '泡沫塑料',
];
const ROUNDS = 20;

const started = performance.now();
const index = buildItemIndex();
const buildMs = performance.now() - started;
const generic = RULE_PACK_LIST.find((pack) => pack.id === 'generic')!;
const packs = [RULE_PACK_LIST.find((pack) => pack.id === 'ca-toronto')!, generic];

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const pack of packs) {
    for (const query of QUERIES) {
      const characters = [...query];
      for (let end = 1; end <= characters.length; end += 1) {
        const typed = characters.slice(0, end).join('');
        const start = performance.now();
        searchItems(index, typed, { pack, generic }, { language: 'en' });
        times.push(performance.now() - start);
      }
    }
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`index: ${index.size} documents, built in ${buildMs.toFixed(0)} ms`);
console.log(
  `keystroke: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms over ${times.length} keystrokes`,
);
