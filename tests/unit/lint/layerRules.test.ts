// @vitest-environment node
// The lint rules that keep the layers apart, run by ESLint with the project's own config on tiny
// fixtures placed (by path) where the rule applies.
import { resolve } from 'node:path';

import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..', '..', '..') });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer rules', () => {
  it('refuse React, state and services in src/domain', async () => {
    expect(
      await restrictedImports(
        "import { useState } from 'react';\nexport const x = useState;\n",
        'src/domain/fixture.ts',
      ),
    ).toEqual([expect.stringMatching(/src\/domain is pure/)]);
    expect(
      await restrictedImports("import { x } from '../state/scanFlow';\nexport const y = x;\n", 'src/domain/fixture.ts'),
    ).toHaveLength(1);
    expect(
      await restrictedImports("import { x } from '../services/data';\nexport const y = x;\n", 'src/domain/fixture.ts'),
    ).toHaveLength(1);
  });

  it('let the domain import the domain and pure libraries', async () => {
    expect(
      await restrictedImports(
        "import { z } from 'zod';\nimport { isConfident } from './identification/rules';\nexport const y = [z, isConfident];\n",
        'src/domain/fixture.ts',
      ),
    ).toEqual([]);
  });

  it('refuse storage and network clients in screens and atoms', async () => {
    expect(
      await restrictedImports(
        "import { get } from 'idb-keyval';\nexport const y = get;\n",
        'src/routes/Home/fixture.ts',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { createClient } from '@supabase/supabase-js';\nexport const y = createClient;\n",
        'src/state/fixture.ts',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { get } from 'idb-keyval';\nexport const y = get;\n",
        'src/services/data/fixture.ts',
      ),
    ).toEqual([]);
  });

  it("send every use of Jotai in src through the app's one Jotai module", async () => {
    const jotai = "import { atom } from 'jotai';\nexport const a = atom(0);\n";
    for (const file of [
      'src/routes/Home/fixture.ts',
      'src/state/fixture.ts',
      'src/services/fixture.ts',
      'src/App.tsx',
    ]) {
      expect(await restrictedImports(jotai, file), file).toEqual([expect.stringMatching(/src\/state\/jotai\.ts/)]);
    }
    expect(
      await restrictedImports(
        "import { unwrap } from 'jotai/utils';\nexport const u = unwrap;\n",
        'src/state/fixture.ts',
      ),
    ).toHaveLength(1);
    expect(await restrictedImports(jotai, 'src/state/jotai.ts')).toEqual([]);
    expect(
      await restrictedImports("import { atom } from './jotai';\nexport const a = atom(0);\n", 'src/state/fixture.ts'),
    ).toEqual([]);
  });
});
