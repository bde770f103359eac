// The schema a rule pack must pass: the contract a city, a school or a country's volunteer writes to.
// Checked by `npm run rules:check` and the unit tests, and again as the app is built (vite.config.ts,
// checkedRulePacks: a broken pack stops the build), so a broken pack can never reach the screen.
import { z } from 'zod';

import { MATERIALS } from '../types';
import { BIN_COLOURS, PACK_LANGUAGES, type PackLanguage, RULE_PACK_FORMAT, STREAMS } from './rulePack';

// The app's Content-Security-Policy allows no eval (see aiReply.ts).
z.config({ jitless: true });

const nonBlank = z.string().trim().min(1);

/** A text in each of the five languages. */
export const localisedSchema = z.object(
  Object.fromEntries(PACK_LANGUAGES.map((language) => [language, nonBlank])) as Record<PackLanguage, typeof nonBlank>,
);
export type Localised = z.infer<typeof localisedSchema>;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** A language tag (BCP 47) a publisher writes in, which need not be an interface language: 'fr', 'ja'. */
export const publisherLanguageSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag such as "fr"');

export const packAreaSchema = z
  .object({
    /** ISO 3166-1 alpha-2; absent only in the generic pack. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    /** First-level division as GeoNames names it (admin1), e.g. 'Ontario'. */
    region: nonBlank.optional(),
    /** Place names the pack covers, as GeoNames or a person would write them. */
    cities: z.array(nonBlank).optional(),
    /** [west, south, east, north] in degrees: a point inside is covered even when its town has another name. */
    bbox: z
      .tuple([z.number(), z.number(), z.number(), z.number()])
      .refine(
        ([w, s, e, n]) => w < e && s < n && s >= -90 && n <= 90 && w >= -180 && e <= 180,
        'west < east, south < north',
      )
      .optional(),
  })
  .strict();
export type PackArea = z.infer<typeof packAreaSchema>;

/**
 * A line of the source: the pack author's own words in each of the five languages, or one line as
 * someone else wrote it (a publisher's name, the exact line a licence asks for), shown as it is.
 */
const sourceLineSchema = z.union([localisedSchema, nonBlank]);
export type SourceLine = z.infer<typeof sourceLineSchema>;

export const packSourceSchema = z
  .object({
    publisher: sourceLineSchema,
    title: nonBlank,
    /** Where the rules are published; only the generic pack, which is the app's own, has none. */
    url: z.url().optional(),
    licence: nonBlank,
    /** The exact line the licence asks to show (as it is), or the pack author's credit (in five languages). */
    attribution: sourceLineSchema,
    /** A one-line attribution's language, when it is not English: shown with its own `lang`. */
    attributionLanguage: publisherLanguageSchema.optional(),
    /** When the rules were published or last checked: YYYY, YYYY-MM or YYYY-MM-DD. */
    date: z.string().regex(/^\d{4}(-\d{2}){0,2}$/),
  })
  .strict();
export type PackSource = z.infer<typeof packSourceSchema>;

export const packBinSchema = z
  .object({
    id,
    colour: z.enum(BIN_COLOURS),
    /** The name as the place uses it ("Blue Bin", "Gelbe Tonne"), in each language. */
    names: localisedSchema,
    /** A bin for hazardous waste only (China's red bin): the one bin a hazard may go in. */
    hazardOnly: z.boolean().optional(),
  })
  .strict();
export type PackBin = z.infer<typeof packBinSchema>;

/** Which items a default rule covers: all conditions given must hold. */
const ruleMatchSchema = z
  .object({
    streams: z.array(z.enum(STREAMS)).min(1).optional(),
    materials: z.array(z.enum(MATERIALS)).min(1).optional(),
    items: z.array(id).min(1).optional(),
  })
  .strict();

export const packRuleSchema = z
  .object({
    when: ruleMatchSchema,
    /** Where the item goes here, when it differs from the catalogue's general stream. */
    stream: z.enum(STREAMS).optional(),
    bin: id,
    /** What the place asks beyond the bin ("by colour", "if it has the Pfand logo"). */
    note: localisedSchema.optional(),
  })
  .strict();
export type PackRule = z.infer<typeof packRuleSchema>;

export const itemRuleSchema = z
  .object({
    stream: z.enum(STREAMS).optional(),
    bin: id,
    note: localisedSchema.optional(),
    /** The publisher's own entry this rule comes from (its title), for its text and for tracing. */
    ref: nonBlank.optional(),
  })
  .strict();
export type ItemRule = z.infer<typeof itemRuleSchema>;

export const rulePackSchema = z
  .object({
    format: z.literal(RULE_PACK_FORMAT),
    id,
    /** The area's name as shown beside the bin: "Blue Bin · Toronto". */
    names: localisedSchema,
    area: packAreaSchema,
    source: packSourceSchema,
    /** Said once under the verdict: how sure the pack can be ("practice differs by city: …"). */
    notes: z.array(localisedSchema).default([]),
    bins: z.array(packBinSchema).min(1),
    /** Per catalogue item: the place's own rule. */
    items: z.record(id, itemRuleSchema).default({}),
    /** In order, the first that matches: every catalogue item must be covered by `items` or a rule. */
    rules: z.array(packRuleSchema).min(1),
    /** The publisher's own words per entry, when served apart from the pack (data/rules/<file>). */
    publisherText: z
      .object({ file: z.string().regex(/^[a-z0-9.-]+\.json$/), language: publisherLanguageSchema })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((pack, context) => {
    const binIds = new Set(pack.bins.map((bin) => bin.id));
    if (binIds.size !== pack.bins.length) context.addIssue({ code: 'custom', message: 'bin ids must be unique' });
    const named = [
      ...pack.rules.map((rule, i) => [`rules.${i}`, rule.bin] as const),
      ...Object.entries(pack.items).map(([item, rule]) => [`items.${item}`, rule.bin] as const),
    ];
    for (const [where, bin] of named) {
      if (!binIds.has(bin)) context.addIssue({ code: 'custom', path: [where], message: `unknown bin "${bin}"` });
    }
  });
export type RulePack = z.infer<typeof rulePackSchema>;

/** A pack as read from its file: the parsed pack, or an error naming what is wrong and where. */
export function parseRulePack(value: unknown): { pack: RulePack } | { error: string } {
  const parsed = rulePackSchema.safeParse(value);
  if (parsed.success) return { pack: parsed.data };
  return {
    error: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(pack)'}: ${issue.message}`).join('; '),
  };
}
