// The item search's index as the app builds it, from the real locale files and the packs' served entries.
import { buildItemIndex } from '../../../../scripts/lib/itemSearchFiles';
import type { RulePack } from '../../../../src/domain/rules/rulePack';
import { GENERIC_PACK, RULE_PACKS } from '../../../../src/knowledge/rulePacks';

export { SEARCH_LANGUAGES as LANGUAGES, localeItemWords } from '../../../../scripts/lib/itemSearchFiles';

export const TORONTO = RULE_PACKS.find((pack) => pack.id === 'ca-toronto')!;

export const rulesOf = (pack: RulePack) => ({ pack, generic: GENERIC_PACK });

export const searchIndex = buildItemIndex();
