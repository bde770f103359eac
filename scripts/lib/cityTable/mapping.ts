// The mapping file (knowledge/imports/<pack id>.json; docs/rule-packs.md): where a city's table is,
// which of its columns say what, how the city's categories become the pack's bins and streams (named
// in the five languages), and the overrides that tie entries to catalogue items. The importer turns it
// and the table into the rule pack knowledge/rules/<pack id>.json.
import { z } from 'zod';

import {
  localisedSchema,
  packAreaSchema,
  packBinSchema,
  packRuleSchema,
  packSourceSchema,
  publisherLanguageSchema,
} from '../../../src/domain/rules/packSchema';
import { NO_BIN_STREAMS, STREAMS } from '../../../src/domain/rules/rulePack';
import { FACILITY_TYPES } from '../../../src/domain/types';
import type { JsonWithLines } from './jsonLines';
import type { ImportProblem } from './problems';

export const MAPPING_FORMAT = 'recyclesmart-import/1';

const nonBlank = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** One column read as text: split into several words, or read as HTML and cut into lines. */
const columnSchema = z
  .object({
    column: nonBlank,
    /** Keywords: the separator between several in one field ("," or " / "; " " splits at any space). */
    split: z.string().min(1).optional(),
    /** Instructions: 'html' is read as HTML (entities, tags, one line per paragraph or list item). */
    markup: z.enum(['text', 'html']).optional(),
    /** Instructions: put before the field's text, e.g. the column's own heading. */
    prefix: z.string().optional(),
  })
  .strict();
export type ColumnSpec = z.infer<typeof columnSchema>;

const tableSchema = z
  .object({
    /** The table, relative to the shared data folder (../shared/data); .csv or .json. */
    file: nonBlank.regex(/\.(csv|json)$/, 'a .csv or .json file'),
    /** JSON only: the member that holds the records, when the file is an object rather than an array. */
    records: nonBlank.optional(),
    columns: z
      .object({
        /** The publisher's id for a row, when it has one. */
        id: nonBlank.optional(),
        /** The entry's name, as the publisher titles it: its reference in the pack. */
        name: nonBlank,
        /** The city's category; leave it out when `classify` derives it. */
        category: nonBlank.optional(),
        /** The words search finds the entry by, in the table's language. */
        keywords: z.array(columnSchema).min(1),
        /** The publisher's words shown under the verdict, as lines. */
        instructions: z.array(columnSchema).min(1),
      })
      .strict(),
    /** Where items can be taken: a table of places and one linking rows to places (by `columns.id`). */
    locations: z
      .object({
        file: nonBlank.regex(/\.csv$/, 'a .csv file'),
        key: nonBlank,
        name: nonBlank,
        address: nonBlank.optional(),
        description: nonBlank.optional(),
        latitude: nonBlank.optional(),
        longitude: nonBlank.optional(),
        website: nonBlank.optional(),
        links: z.object({ file: nonBlank.regex(/\.csv$/, 'a .csv file'), item: nonBlank, location: nonBlank }).strict(),
        /** The places' types for the nearby list, by key (a table rarely says); any other place is 'other'. */
        types: z.partialRecord(z.enum(FACILITY_TYPES), z.array(nonBlank)).optional(),
        /** Links that are no place to take things (a curbside collection): kept in the words, not listed as places. */
        notPlaces: z.array(nonBlank).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** A test on one row: a column's value, or a place the row links to. */
const conditionSchema = z.union([
  z
    .object({
      column: nonBlank,
      equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
      in: z
        .array(z.union([z.string(), z.number()]))
        .min(1)
        .optional(),
      /** A regular expression, case-insensitive, tested on the column's text. */
      matches: nonBlank.optional(),
    })
    .strict(),
  z.object({ location: nonBlank }).strict(),
]);
export type Condition = z.infer<typeof conditionSchema>;

const packSchema = z
  .object({
    id,
    names: localisedSchema,
    area: packAreaSchema,
    // The table's licence line, as it is written: it is also its places' attribution and its words'.
    source: packSourceSchema.extend({ attribution: nonBlank }),
    notes: z.array(localisedSchema).optional(),
    bins: z.array(packBinSchema).min(1),
    /** The pack's defaults for catalogue items no entry rules, first match wins. */
    rules: z.array(packRuleSchema).min(1),
    /** The language the publisher writes in (BCP 47): the `lang` of its words on screen. */
    language: publisherLanguageSchema,
  })
  .strict();

export const mappingSchema = z
  .object({
    format: z.literal(MAPPING_FORMAT),
    table: tableSchema,
    /** Each category of the table: the pack's bin and the app's stream for what it holds. */
    categories: z.record(nonBlank, z.object({ bin: id, stream: z.enum(STREAMS) }).strict()),
    /** Categories deliberately left out (a test entry, a category the city no longer uses). */
    skip: z.array(nonBlank).optional(),
    /** When the table has no category column: the first rule whose condition holds gives the category. */
    classify: z
      .object({
        rules: z.array(z.object({ category: nonBlank, when: conditionSchema }).strict()).min(1),
        otherwise: nonBlank.optional(),
      })
      .strict()
      .optional(),
    /** Entries whose category is read otherwise than the table (or the rules) give it: entry name -> category. */
    entries: z.record(nonBlank, nonBlank).optional(),
    /** Catalogue items tied to an entry by hand: item id -> entry name, or null for none (a word that misleads). */
    items: z.record(id, nonBlank.nullable()).optional(),
    pack: packSchema,
  })
  .strict();
export type Mapping = z.infer<typeof mappingSchema>;

/** The mapping as data, or the problems found, each with its line in the mapping file. */
export function readMapping(
  json: JsonWithLines,
  file: string,
  expectedId?: string,
): { mapping: Mapping } | { problems: ImportProblem[] } {
  const parsed = mappingSchema.safeParse(json.value);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({
        file,
        line: json.lineOf(issue.path as (string | number)[]),
        field: issue.path.join('.') || '(mapping)',
        message: issue.message,
      })),
    };
  }
  const mapping = parsed.data;
  const problems: ImportProblem[] = [];
  const at = (path: (string | number)[], message: string) =>
    problems.push({ file, line: json.lineOf(path), field: path.join('.'), message });
  if (expectedId !== undefined && mapping.pack.id !== expectedId)
    at(['pack', 'id'], `the pack's id is "${mapping.pack.id}"; name the file ${mapping.pack.id}.json`);
  const { columns } = mapping.table;
  if (!columns.category === !mapping.classify)
    at(['table', 'columns'], 'give either a category column or classify rules, not both');
  const bins = new Map(mapping.pack.bins.map((bin) => [bin.id, bin]));
  for (const [category, { bin, stream }] of Object.entries(mapping.categories)) {
    const target = bins.get(bin);
    if (!target)
      at(['categories', category, 'bin'], `unknown bin "${bin}"; the pack's bins are ${[...bins.keys()].join(', ')}`);
    else if (NO_BIN_STREAMS.has(stream) && target.colour !== 'none' && !target.hazardOnly)
      at(
        ['categories', category, 'bin'],
        `a ${stream} category goes to "${bin}", a household bin: use a drop-off (colour none) or a hazard-only bin`,
      );
  }
  const known = new Set(Object.keys(mapping.categories));
  for (const category of mapping.skip ?? [])
    if (known.has(category)) at(['skip'], `"${category}" is both mapped and skipped`);
  const named: [(string | number)[], string][] = [
    ...(mapping.classify?.rules ?? []).map(
      (rule, i) => [['classify', 'rules', i, 'category'], rule.category] as [(string | number)[], string],
    ),
    ...(mapping.classify?.otherwise
      ? [[['classify', 'otherwise'], mapping.classify.otherwise] as [(string | number)[], string]]
      : []),
    ...Object.entries(mapping.entries ?? {}).map(
      ([entry, category]) => [['entries', entry], category] as [(string | number)[], string],
    ),
  ];
  for (const [path, category] of named) if (!known.has(category)) at(path, `unknown category "${category}"`);
  if (mapping.table.locations && !columns.id) at(['table', 'locations'], 'linking rows to places needs columns.id');
  mapping.classify?.rules.forEach(({ when }, i) => {
    if ('location' in when && !mapping.table.locations)
      at(['classify', 'rules', i, 'when'], 'a place condition needs table.locations');
  });
  return problems.length ? { problems } : { mapping };
}
