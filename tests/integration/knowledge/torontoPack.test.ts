// @vitest-environment node
// Toronto's pack as scripts/build-toronto-pack.ts makes it from the City's Waste Wizard, and the City's
// own words as the set-up step serves them.
import {
  buildTorontoPack,
  CATEGORY_BINS,
  publisherText,
  readWasteWizard,
} from '../../../scripts/lib/torontoWasteWizard';
import { readPublisherText } from '../../../src/domain/rules/publisherText';
import { RULE_PACKS } from '../../../src/knowledge';

const wizard = readWasteWizard();

describe.runIf(wizard)('built from the Waste Wizard (../shared/data/disposal-rules)', () => {
  it('is the pack the app ships', () => {
    expect(buildTorontoPack(wizard!)).toEqual(RULE_PACKS.find((pack) => pack.id === 'ca-toronto'));
  });

  it('serves every entry of a known category, with its keywords and the items it rules', () => {
    const file = publisherText(wizard!, 'test');
    const known = wizard!.filter((entry) => CATEGORY_BINS[entry.category]);
    expect(file.entries).toHaveLength(known.length);
    expect(file.entries.reduce((sum, entry) => sum + entry.keywords.length, 0)).toBeGreaterThan(2_000);
    const bottle = file.entries.find((entry) => entry.title === 'Blue Bin (plastic beverage bottle)')!;
    expect(bottle.items).toEqual(['plastic-bottle']);
    expect(bottle.lines.join(' ')).toContain('Blue Bin');
    expect(readPublisherText(file)!.get('Garbage (takeout coffee cup)')).toEqual(
      expect.arrayContaining(['Place item in the Garbage Bin.']),
    );
    expect(file.attribution).toBe('Contains information licensed under the Open Government Licence – Toronto.');
  });
});
