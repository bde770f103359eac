// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type MadeSet, madeSets, photosIfMade } from '../../../scripts/lib/evalSets';

describe('the sets eval:wild scores', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'eval-sets-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const set = (name: string, folder: string): MadeSet => ({
    name,
    distribution: 'made for the test',
    make: `npm run make:${name}`,
    photos: photosIfMade(join(root, folder)),
  });

  it('scores a made set and names the command of each set not made, rather than leaving it out unsaid', () => {
    mkdirSync(join(root, 'floors', 'battery'), { recursive: true });
    writeFileSync(join(root, 'floors', 'battery', 'aa-1.jpg'), '');
    mkdirSync(join(root, 'empty', 'glass'), { recursive: true });

    const { sets, notMade } = madeSets([set('floors', 'floors'), set('drawings', 'missing'), set('blank', 'empty')]);

    expect(sets.map((s) => s.name)).toEqual(['floors']);
    expect(sets[0]!.photos).toEqual([{ file: join(root, 'floors', 'battery', 'aa-1.jpg'), truth: 'battery' }]);
    expect(notMade).toEqual([
      { name: 'drawings', make: 'npm run make:drawings' },
      { name: 'blank', make: 'npm run make:blank' },
    ]);
  });
});
