// The rule packs the app ships (knowledge/rules/*.json), each as its schema reads it: checked when the
// app is built or tested (vite.config.ts, checkedRulePacks), where a pack that does not pass stops the
// build, so it can never reach the screen.
import type { RuleContext } from '../domain/analysis/analysis';
import type { PublisherTextLoader } from '../domain/rules/publisherText';
import { GENERIC_PACK_ID, type RulePack } from '../domain/rules/rulePack';
import { type PackPlace, resolvePack } from '../domain/rules/verdict';

const files = import.meta.glob<RulePack>('../../knowledge/rules/*.json', { eager: true, import: 'default' });

export const RULE_PACKS: readonly RulePack[] = Object.values(files);

export const GENERIC_PACK: RulePack = (() => {
  const generic = RULE_PACKS.find((pack) => pack.id === GENERIC_PACK_ID);
  if (!generic) throw new Error('The generic rule pack is missing or invalid');
  return generic;
})();

/** The rules for where the person is: the most specific pack, and its publisher's words when it has them. */
export async function ruleContextFor(place: PackPlace, loadText?: PublisherTextLoader): Promise<RuleContext> {
  const pack = resolvePack(RULE_PACKS, place);
  const text = pack.publisherText && loadText ? await loadText(pack.publisherText.file) : null;
  return {
    pack,
    generic: GENERIC_PACK,
    ...(text ? { publisherLines: (ref: string) => text.get(ref) } : {}),
  };
}
