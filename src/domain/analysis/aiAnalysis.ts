// The model's validated reply as the same facts the knowledge base gives: its own words kept as free
// text in the language it wrote, its stream mapped through the place's rule pack with the checks every
// verdict gets (a pack's own rule for the item wins; a hazard stays a hazard).
import { disposalItemId } from '../identification/decision';
import { materialOf } from '../materials';
import { type Verdict, verdictOrGeneric, verdictWithRuling } from '../rules/verdict';
import type { AnalysisRequest, DisposalStream } from '../types';
import { findWasteItem, type WasteItemDefinition } from '../wasteItems';
import type { AiReply } from './aiReply';
import {
  type Analysis,
  ANALYSIS_FORMAT,
  type FreeText,
  packSummary,
  phrase,
  placePhrase,
  type RuleContext,
  verdictStep,
} from './analysis';
import { genericSteps, withUsableInstructions } from './guidance';
import { primaryLanguage } from './prompt';

/** 'main' as the prompt asks the model to name the main part, and the same word in the app's languages. */
const MAIN_PART = /main|principal|主|मुख्य|رئيس/i;

/** Where the model's stream may take the item: not past the pack's own rule, never a hazard out of hazardous. */
export function aiVerdict(
  definition: WasteItemDefinition,
  stream: DisposalStream | undefined,
  rules: Pick<RuleContext, 'pack' | 'generic'>,
): Verdict {
  const ownRule = rules.pack.items[definition.id] !== undefined;
  const followsModel = stream !== undefined && !ownRule && definition.stream !== 'hazardous';
  return verdictOrGeneric(rules.pack, rules.generic, followsModel ? { ...definition, stream } : definition);
}

export function analysisFromAiReply(reply: AiReply, request: AnalysisRequest, rules: RuleContext): Analysis {
  const lang = primaryLanguage(request.language);
  const free = (text: string): FreeText => ({ text, lang });
  const definitions: WasteItemDefinition[] = [];
  for (const item of request.items) {
    const definition = findWasteItem(item.id) && findWasteItem(disposalItemId(item));
    if (definition && !definitions.some((d) => d.id === definition.id)) definitions.push(definition);
  }
  const [primary, ...others] = definitions;
  const verdicts = [
    ...(primary
      ? [
          request.items[0]?.ruling
            ? verdictWithRuling(rules.pack, rules.generic, primary, request.items[0].ruling)
            : aiVerdict(primary, reply.stream, rules),
        ]
      : []),
    ...others.map((definition) => verdictOrGeneric(rules.pack, rules.generic, definition)),
  ];
  const main = verdicts[0];
  // Overruled (the pack's own rule, or a hazard), the model's steps would say another bin: they give way.
  const overruled = main !== undefined && reply.stream !== undefined && main.stream !== reply.stream;
  const ownSteps = reply.disposalInstructions.steps.map((step) => ({ icon: step.icon, text: free(step.text) }));
  const steps = [
    ...(overruled || ownSteps.length === 0 ? genericSteps() : ownSteps),
    ...(main ? [verdictStep(main)] : []),
  ];

  const parts = reply.materialBreakdown;
  const mainIndex = Math.max(
    0,
    parts.findIndex((part) => MAIN_PART.test(part.part)),
  );
  const itemMaterial = request.items[0]?.material ?? 'other';
  const { warning } = reply.disposalInstructions;
  return withUsableInstructions({
    format: ANALYSIS_FORMAT,
    source: 'ai',
    pack: packSummary(rules.pack),
    verdicts,
    category: free(reply.classification.category),
    material: free(reply.classification.material),
    confidence: reply.classification.confidence,
    reasoning: reply.classification.reasoning ? [free(reply.classification.reasoning)] : [],
    parts: parts.map((part, i) => ({
      part: part.part ? free(part.part) : phrase('analysis.unknownPart'),
      type: part.type ? free(part.type) : phrase('analysis.unknownMaterial'),
      details: free(part.details),
      recyclable: part.recyclable,
      main: i === mainIndex,
      item: primary?.id ?? request.items[0]?.id ?? '',
      material: materialOf(part.type) ?? materialOf(part.part) ?? itemMaterial,
    })),
    steps,
    warnings: warning ? [free(warning)] : [],
    tips: reply.ecoTips.map((tip) => ({ icon: tip.icon, title: free(tip.title), description: free(tip.description) })),
    habits: reply.sustainableHabits.map((habit) => ({ emoji: habit.emoji, text: free(habit.text) })),
    recyclability: reply.overallRecyclability,
    location: placePhrase(request.location),
  });
}
