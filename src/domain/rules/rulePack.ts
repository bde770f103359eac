// A rule pack: one place's disposal rules as data (knowledge/rules/<id>.json; docs/rule-packs.md).
// Its constants and types; the schema that checks a pack is in packSchema.ts (zod stays out of the
// code that only reads packs).
import type { DisposalStream } from '../types';

export type { ItemRule, Localised, PackArea, PackBin, PackRule, PackSource, RulePack } from './packSchema';

export const RULE_PACK_FORMAT = 'recyclesmart-rules/1';

/** The interface languages: every name and note in a pack is given in each. */
export const PACK_LANGUAGES = ['en', 'es', 'zh', 'hi', 'ar'] as const;
export type PackLanguage = (typeof PACK_LANGUAGES)[number];

export const STREAMS = [
  'recycling',
  'compost',
  'landfill',
  'hazardous',
  'drop-off',
] as const satisfies readonly DisposalStream[];

/** The colours a verdict can carry; 'none' is a destination that is not a household bin (a depot, a shop). */
export const BIN_COLOURS = [
  'blue',
  'yellow',
  'green',
  'brown',
  'black',
  'grey',
  'red',
  'orange',
  'white',
  'none',
] as const;

/** Streams whose items never go in a household bin, whatever a pack says. */
export const NO_BIN_STREAMS: ReadonlySet<DisposalStream> = new Set(['hazardous']);

export const GENERIC_PACK_ID = 'generic';
