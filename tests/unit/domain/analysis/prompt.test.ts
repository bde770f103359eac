import { REQUIRED_FIELDS } from '../../../../src/domain/analysis/aiReply';
import {
  ANALYSIS_MAX_TOKENS,
  ANALYSIS_TEMPERATURE,
  analysisSystemPrompt,
  analysisUserMessage,
  primaryLanguage,
} from '../../../../src/domain/analysis/prompt';
import { UNKNOWN_LOCATION } from '../../../../src/domain/location';
import type { IdentifiedItem } from '../../../../src/domain/types';

const bottle: IdentifiedItem = {
  id: 'plastic-bottle',
  label: 'Plastic bottle',
  material: 'plastic',
  confidence: 0.923,
  source: 'both',
};

describe('the analysis prompt', () => {
  it('uses the spec model settings', () => {
    expect(ANALYSIS_TEMPERATURE).toBe(0.3);
    expect(ANALYSIS_MAX_TOKENS).toBe(2000);
  });

  it('asks for the strict JSON object with every required field, in the primary language', () => {
    const prompt = analysisSystemPrompt('es-MX');
    expect(prompt).toMatch(/strict JSON object/);
    expect(prompt).toContain('"es"');
    for (const field of REQUIRED_FIELDS) expect(prompt).toContain(`"${field}"`);
    expect(primaryLanguage('zh-Hant-TW')).toBe('zh');
    expect(primaryLanguage('AR')).toBe('ar');
    expect(primaryLanguage('')).toBe('en');
  });

  it('carries the items and the coordinates, rounded to about a kilometre', () => {
    const message = analysisUserMessage({
      items: [bottle],
      location: { city: 'Madrid', latitude: 40.416775, longitude: -3.70379 },
      language: 'en',
    });
    expect(message).toContain('Plastic bottle (material: plastic, confidence 0.92)');
    expect(message).toContain('latitude 40.42, longitude -3.70');
    expect(analysisUserMessage({ items: [bottle], location: UNKNOWN_LOCATION, language: 'en' })).toContain(
      'Coordinates: unknown',
    );
  });
});
