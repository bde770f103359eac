// The analysis as facts, in no language: which item, where it goes (the rule pack's verdict), its
// parts, steps, warnings, tips and habits as text keys with their values, or as free text that keeps
// the language it was written in (the AI's words, the publisher's). Words are made at the edge
// (renderAnalysis.ts), so a language switch re-renders and never re-analyses.
import { hasCity } from '../location';
import type { Localised, PackSource, RulePack } from '../rules/rulePack';
import type { Verdict } from '../rules/verdict';
import type { AnalysisSource, Material, UserLocation } from '../types';
import type { AnswerVerdict } from './answerVerdicts';

/** The spec's fallback confidence: an answer's when nothing says how sure it is. */
export const FALLBACK_CONFIDENCE = 0.5;

/** A text key with its values (i18next). */
export interface KeyPhrase {
  key: string;
  values?: Record<string, PhraseValue>;
}
/** Text written in one language (the AI's reply, a publisher's rule): shown as it is, marked with it. */
export interface FreeText {
  text: string;
  lang: string;
}
/** A name given in each interface language (a rule pack's bin or area). */
export interface LocalisedName {
  names: Localised;
}
/** Several phrases joined as a list in the reader's language ("a, b and c"). */
export interface PhraseList {
  list: Phrase[];
}
export type Phrase = KeyPhrase | FreeText | LocalisedName;
export type PhraseValue = string | number | Phrase | PhraseList;

export const phrase = (key: string, values?: Record<string, PhraseValue>): KeyPhrase =>
  values ? { key, values } : { key };

export interface AnalysedPart {
  part: Phrase;
  type: Phrase;
  details: Phrase;
  recyclable: boolean;
  /** The item's main body: it weighs most in the recyclability score. */
  main: boolean;
  /** The item (catalogue id) it belongs to, whose verdict says whether this place takes it. */
  item: string;
  /** The app's material name, for what nearby facilities accept. */
  material: Material;
}

export interface AnalysisStep {
  icon: string;
  text: Phrase;
  /** The step that says where the item goes: it always names the verdict's bin. */
  verdict?: true;
}

export interface AnalysisTip {
  icon: string;
  title: Phrase;
  description: Phrase;
}

export interface AnalysisHabit {
  emoji: string;
  text: Phrase;
}

/** What the results say about the rules they follow. */
export interface PackSummary {
  id: string;
  names: Localised;
  source: PackSource;
  notes: Localised[];
}

export const ANALYSIS_FORMAT = 2;

export interface Analysis {
  format: typeof ANALYSIS_FORMAT;
  source: AnalysisSource;
  pack: PackSummary;
  /** One per item the analysis knows, the main item first: what the pack says about each. */
  verdicts: Verdict[];
  /** The publisher's own words for the main item's rule, when the pack has them. */
  publisherWords?: FreeText[];
  /** Where each answer the change-answer control offers for the main item would send it (answerVerdicts.ts). */
  answers?: AnswerVerdict[];
  category: Phrase;
  material: Phrase;
  confidence: number;
  reasoning: Phrase[];
  parts: AnalysedPart[];
  steps: AnalysisStep[];
  warnings: Phrase[];
  tips: AnalysisTip[];
  habits: AnalysisHabit[];
  /** 0-100: how much of the item the writer expects to be recovered, before the place is considered. */
  recyclability: number;
  /** Where the advice is for: the city, or 'your area'. */
  location: Phrase;
}

/** The city as it was typed or named ('und': a name, in no one language), or 'your area'. */
export function placePhrase(location: UserLocation): Phrase {
  return hasCity(location) ? { text: location.city.trim(), lang: 'und' } : phrase('kb.location.yourArea');
}

/** The rules an analysis follows: the place's pack, the generic one behind it, the publisher's words. */
export interface RuleContext {
  pack: RulePack;
  generic: RulePack;
  /** The publisher's own lines for one of its entries, when they are at hand. */
  publisherLines?: (ref: string) => readonly string[] | undefined;
}

export function packSummary(pack: RulePack): PackSummary {
  return { id: pack.id, names: pack.names, source: pack.source, notes: pack.notes };
}

export const VERDICT_ICON = { bin: '🗑️', dropOff: '📍' } as const;

/** "Put it in the Blue Bin." or "Take it to: Household Hazardous Waste.", naming the pack's bin. */
export function verdictStep(verdict: Verdict): AnalysisStep {
  const dropOff = verdict.bin.colour === 'none';
  return {
    icon: dropOff ? VERDICT_ICON.dropOff : VERDICT_ICON.bin,
    text: phrase(dropOff ? 'rules.step.takeTo' : 'rules.step.putIn', { bin: { names: verdict.bin.names } }),
    verdict: true,
  };
}
