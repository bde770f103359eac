import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isSampleTipKey, SAMPLE_TIP_KEYS, SAMPLE_TIPS } from '../../../../src/domain/community';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en.json'), 'utf8')) as {
  community: { samples: Record<string, { itemType: string; instructions: string }> };
};

describe("the spec's sample tips", () => {
  it('are coffee cups, batteries, plastic bags, pizza boxes and styrofoam with 45, 37, 29, 25 and 18 upvotes', () => {
    expect(SAMPLE_TIPS.map((t) => [t.key, t.upvotes])).toEqual([
      ['coffee-cups', 45],
      ['batteries', 37],
      ['plastic-bags', 29],
      ['pizza-boxes', 25],
      ['styrofoam', 18],
    ]);
    expect(SAMPLE_TIPS.map((t) => t.key)).toEqual([...SAMPLE_TIP_KEYS]);
  });

  it('are in US cities, with a source, a date in the past and an id of their own', () => {
    for (const sample of SAMPLE_TIPS) {
      expect(sample.location, sample.key).toMatch(/^[A-Z][A-Za-z .]+, [A-Z]{2}$/);
      expect(sample.source.trim(), sample.key).not.toBe('');
      expect(Date.parse(sample.dateSubmitted), sample.key).toBeLessThan(Date.now());
      expect(sample.id, sample.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(SAMPLE_TIPS.map((t) => t.id)).size).toBe(SAMPLE_TIPS.length);
  });

  it('are newest first in the order the spec lists them, as the stores list tips', () => {
    const dates = SAMPLE_TIPS.map((t) => Date.parse(t.dateSubmitted));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('read the same in the English locale, where the screen takes their text from', () => {
    expect(Object.keys(en.community.samples)).toEqual([...SAMPLE_TIP_KEYS]);
    for (const sample of SAMPLE_TIPS) {
      expect(en.community.samples[sample.key]).toEqual({
        itemType: sample.itemType,
        instructions: sample.instructions,
      });
    }
  });

  it('are recognised by key, and nothing else is', () => {
    expect(isSampleTipKey('batteries')).toBe(true);
    expect(isSampleTipKey('Batteries')).toBe(false);
    expect(isSampleTipKey(null)).toBe(false);
    expect(isSampleTipKey(undefined)).toBe(false);
  });
});
