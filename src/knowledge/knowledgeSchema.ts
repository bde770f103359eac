// The schema the knowledge base's data must pass (knowledge/items.json, advice.json, vocabulary.json),
// and the checks across them: every item has advice, every key the advice names has its words in the
// English texts and an icon, every part material maps to an app material. Run by `npm run rules:check`
// (with `npm test`, `npm run build` and `npm start`) and the unit tests; the app reads the checked data.
import { z } from 'zod';

import { STREAMS } from '../domain/rules/rulePack';
import { MATERIALS } from '../domain/types';

z.config({ jitless: true });

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const key = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a camelCase text key');
const nonBlank = z.string().trim().min(1);

const catalogueSchema = z
  .object({
    items: z
      .array(z.object({ id, label: nonBlank, material: z.enum(MATERIALS), stream: z.enum(STREAMS) }).strict())
      .min(1),
  })
  .strict();

const partSchema = z.object({ part: key, type: key, recyclable: z.boolean(), details: key }).strict();

const adviceSchema = z.record(
  id,
  z
    .object({
      recyclability: z.number().int().min(0).max(100),
      parts: z.array(partSchema).min(1),
      prepare: z.array(key),
      dispose: key,
      warning: key.optional(),
      tips: z.array(key).min(1),
      habits: z.array(key).min(1),
    })
    .strict(),
);

const vocabularySchema = z
  .object({
    steps: z.record(
      key,
      z
        .object({
          icon: nonBlank,
          destination: z.enum(STREAMS).optional(),
          only: z.array(z.enum(STREAMS)).min(1).optional(),
          except: z.array(z.enum(STREAMS)).min(1).optional(),
          genericOnly: z.literal(true).optional(),
        })
        .strict(),
    ),
    tips: z.record(key, nonBlank),
    habits: z.record(key, nonBlank),
    partMaterials: z.record(key, z.enum(MATERIALS)),
  })
  .strict();

export interface KnowledgeFiles {
  items: unknown;
  advice: unknown;
  vocabulary: unknown;
}

const issues = (file: string, error: z.ZodError) =>
  error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);

/** What is wrong with the knowledge base's data; `hasText` says whether the English texts have a key. */
export function checkKnowledge(files: KnowledgeFiles, hasText: (key: string) => boolean): string[] {
  const catalogue = catalogueSchema.safeParse(files.items);
  const advice = adviceSchema.safeParse(files.advice);
  const vocabulary = vocabularySchema.safeParse(files.vocabulary);
  const problems = [
    ...(catalogue.success ? [] : issues('items.json', catalogue.error)),
    ...(advice.success ? [] : issues('advice.json', advice.error)),
    ...(vocabulary.success ? [] : issues('vocabulary.json', vocabulary.error)),
  ];
  if (!catalogue.success || !advice.success || !vocabulary.success) return problems;

  const ids = catalogue.data.items.map((item) => item.id);
  for (const dup of new Set(ids.filter((itemId, i) => ids.indexOf(itemId) !== i))) {
    problems.push(`items.json: "${dup}" is listed twice`);
  }
  for (const itemId of ids) if (!advice.data[itemId]) problems.push(`advice.json: no advice for "${itemId}"`);
  for (const itemId of Object.keys(advice.data)) {
    if (!ids.includes(itemId)) problems.push(`advice.json: "${itemId}" is not in items.json`);
  }

  const words = vocabulary.data;
  const needs = (where: string, textKey: string, known = true) => {
    if (!known) problems.push(`${where}: no icon or material for it in vocabulary.json`);
    if (!hasText(textKey)) problems.push(`${where}: no English text at ${textKey}`);
  };
  for (const [itemId, entry] of Object.entries(advice.data)) {
    const at = `advice.json: ${itemId}`;
    for (const part of entry.parts) {
      needs(`${at} part ${part.part}`, `kb.parts.${part.part}`);
      needs(`${at} material ${part.type}`, `kb.materials.${part.type}`, part.type in words.partMaterials);
      needs(`${at} details ${part.details}`, `kb.details.${part.details}`);
    }
    for (const step of [...entry.prepare, entry.dispose])
      needs(`${at} step ${step}`, `kb.steps.${step}`, step in words.steps);
    if (!words.steps[entry.dispose]?.destination) {
      problems.push(`${at}: its last step "${entry.dispose}" must say where the item goes (a destination)`);
    }
    if (entry.warning) needs(`${at} warning ${entry.warning}`, `kb.warnings.${entry.warning}`);
    for (const tip of entry.tips) needs(`${at} tip ${tip}`, `kb.tips.${tip}.title`, tip in words.tips);
    for (const habit of entry.habits) needs(`${at} habit ${habit}`, `kb.habits.${habit}`, habit in words.habits);
  }
  return problems;
}
