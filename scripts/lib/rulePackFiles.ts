// The rule packs as files, for the scripts (the app reads them through Vite: src/knowledge/rulePacks.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { PackFile } from '../../src/domain/rules/checkPacks';

export const KNOWLEDGE_DIR = join(resolve(import.meta.dirname, '..', '..'), 'knowledge');
export const RULES_DIR = join(KNOWLEDGE_DIR, 'rules');

export function readPackFiles(dir = RULES_DIR): PackFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }));
}
