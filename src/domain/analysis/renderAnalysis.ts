// The analysis in words: every phrase rendered in the reader's language at the moment it is shown.
// Pure: the translation look-up comes in.
import type { Localised } from '../rules/rulePack';
import type { AnalysisResult, DisposalStep, Translate } from '../types';
import type { Analysis, Phrase, PhraseValue } from './analysis';

interface Rendered {
  text: string;
  /** Set for free text, which stays in the language it was written in. */
  lang?: string;
}

/** A name in the reader's language, else English (every pack name has all five; this guards a stored copy). */
export function localisedName(names: Localised, language: string): string {
  return (names as Record<string, string | undefined>)[language] ?? names.en;
}

function listFormat(language: string): Intl.ListFormat {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  } catch {
    return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
  }
}

export function renderPhrase(phrase: Phrase, t: Translate, language: string): string {
  if ('names' in phrase) return localisedName(phrase.names, language);
  if ('text' in phrase) return phrase.text;
  if (!phrase.values) return t(phrase.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(phrase.values)) values[name] = renderValue(value, t, language);
  return t(phrase.key, values);
}

function renderValue(value: PhraseValue, t: Translate, language: string): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('list' in value) return listFormat(language).format(value.list.map((p) => renderPhrase(p, t, language)));
  return renderPhrase(value, t, language);
}

function renderWithLanguage(phrase: Phrase, t: Translate, language: string): Rendered {
  const text = renderPhrase(phrase, t, language);
  return 'text' in phrase && 'lang' in phrase ? { text, lang: phrase.lang } : { text };
}

/**
 * The analysis as the results screen and the history show it, in `language`. Its recyclability is
 * the one the place's computation gave (`score`), so the ring and the parts cannot disagree.
 */
export function renderAnalysis(analysis: Analysis, t: Translate, language: string, score: number): AnalysisResult {
  const say = (phrase: Phrase) => renderPhrase(phrase, t, language);
  const verdict = analysis.verdicts[0];
  const steps: DisposalStep[] = analysis.steps.map((step) => {
    const { text, lang } = renderWithLanguage(step.text, t, language);
    return { icon: step.icon, text, ...(lang ? { lang } : {}) };
  });
  const warning = analysis.warnings.map(say).join(' ');
  return {
    classification: {
      category: say(analysis.category),
      material: say(analysis.material),
      disposal_type: verdict ? localisedName(verdict.bin.names, language) : t('analysis.default.checkLocalGuidelines'),
      confidence: analysis.confidence,
      reasoning: analysis.reasoning.map(say).join(' '),
    },
    materialBreakdown: analysis.parts.map((part) => ({
      part: say(part.part),
      type: say(part.type),
      recyclable: part.recyclable,
      details: say(part.details),
    })),
    ecoTips: analysis.tips.map((tip) => ({ icon: tip.icon, title: say(tip.title), description: say(tip.description) })),
    sustainableHabits: analysis.habits.map((habit) => ({ emoji: habit.emoji, text: say(habit.text) })),
    overallRecyclability: score,
    disposalInstructions: { steps, ...(warning ? { warning } : {}), location: say(analysis.location) },
    source: analysis.source,
  };
}
