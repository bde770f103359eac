// What the on-device knowledge base knows about each catalogue item (knowledge/advice.json), as keys
// into the "kb" texts, and the vocabulary its keys draw on (knowledge/vocabulary.json): each step's
// icon and what it assumes about where the item goes, each tip's and habit's icon, each part
// material's app material. Written from general recycling practice; where practice differs between
// places, the texts say to check local rules ({{place}}). Checked by `npm run rules:check`.
import advice from '../../knowledge/advice.json';
import vocabulary from '../../knowledge/vocabulary.json';
import type { DisposalStream, Material } from '../domain/types';

export interface PartSpec {
  /** Keys of kb.parts, kb.materials and kb.details. */
  part: string;
  type: string;
  recyclable: boolean;
  details: string;
}

export interface KnowledgeEntry {
  /** 0-100: how much of the item is recovered (recycled, composted or reused) when disposed of as advised. */
  recyclability: number;
  /** The main part first: the recyclability score weights it 0.6. */
  parts: readonly [PartSpec, ...PartSpec[]];
  /** What to do before it goes anywhere, in order (keys of kb.steps). */
  prepare: readonly string[];
  /** Where it goes, in general words: the last step where the verdict agrees. */
  dispose: string;
  warning?: string;
  tips: readonly string[];
  habits: readonly string[];
}

export interface StepSpec {
  icon: string;
  /** The stream this step sends the item to, when it is a step that says where the item goes. */
  destination?: DisposalStream;
  /** Shown only when the verdict sends the item to one of these streams. */
  only?: readonly DisposalStream[];
  /** Not shown when the verdict sends the item to one of these streams. */
  except?: readonly DisposalStream[];
  /** Advice to check the local rules, which a place's own pack has already answered. */
  genericOnly?: boolean;
}

export const KNOWLEDGE: Readonly<Record<string, KnowledgeEntry>> = advice as unknown as Record<string, KnowledgeEntry>;

export const STEPS: Readonly<Record<string, StepSpec>> = vocabulary.steps as Record<string, StepSpec>;
export const TIP_ICONS: Readonly<Record<string, string>> = vocabulary.tips;
export const HABIT_EMOJIS: Readonly<Record<string, string>> = vocabulary.habits;
export const PART_MATERIALS: Readonly<Record<string, Material>> = vocabulary.partMaterials as Record<string, Material>;
