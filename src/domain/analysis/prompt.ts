// What the language model is asked: the spec's strict-JSON expert analysis, the items and coordinates,
// and the answer language (the primary subtag of the person's language).
import { hasCoordinates } from '../location';
import type { AnalysisRequest } from '../types';

export const ANALYSIS_TEMPERATURE = 0.3;
export const ANALYSIS_MAX_TOKENS = 2000;

/** Coordinates go out rounded to about 1 km: enough for local rules, no more precise than needed. */
export const SENT_COORDINATE_DECIMALS = 2;

export function primaryLanguage(language: string): string {
  return (language.split(/[-_]/)[0] ?? '').toLowerCase() || 'en';
}

export function analysisSystemPrompt(language: string): string {
  return [
    'You are an expert in waste management and recycling. Analyse the waste items the user lists for a person',
    'at the given coordinates, following the local recycling rules of that place where you know them.',
    'Reply with ONE strict JSON object and nothing else: no prose, no markdown, no code fences, no comments;',
    'double-quoted keys and strings, no trailing commas.',
    `Write every text value in the language with ISO 639-1 code "${primaryLanguage(language)}".`,
    'The object has exactly these fields:',
    '{',
    '  "classification": {"category": string, "material": string, "disposal_type": string, "confidence": number from 0 to 1, "reasoning": string},',
    '  "materialBreakdown": [{"part": string (call the main body of the item "main"), "type": string (the material), "recyclable": boolean, "details": string}],',
    '  "ecoTips": [{"icon": one emoji, "title": string, "description": string}],',
    '  "sustainableHabits": [{"emoji": one emoji, "text": string}],',
    '  "overallRecyclability": number from 0 to 100,',
    '  "stream": where the main item goes at that place, one of "recycling", "compost", "landfill", "hazardous", "drop-off",',
    '  "disposalInstructions": {"steps": [{"icon": one emoji, "text": string}], "warning": string (only for hazards such as batteries, electronics, broken glass or chemicals), "location": string (the city or area the advice applies to)}',
    '}',
    'Give 3 to 6 steps, 2 to 4 eco tips and 2 to 4 habits. Keep each text under 300 characters.',
  ].join('\n');
}

export function analysisUserMessage(request: AnalysisRequest): string {
  const items = request.items
    .map((item) => `- ${item.label} (material: ${item.material}, confidence ${item.confidence.toFixed(2)})`)
    .join('\n');
  const where = hasCoordinates(request.location)
    ? `latitude ${request.location.latitude.toFixed(SENT_COORDINATE_DECIMALS)}, longitude ${request.location.longitude.toFixed(SENT_COORDINATE_DECIMALS)}`
    : 'unknown';
  return `Waste items:\n${items}\nCoordinates: ${where}`;
}
