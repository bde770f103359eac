// @vitest-environment node
// How the City of Toronto's Waste Wizard text becomes plain lines; the pack and the served text built
// from the real Waste Wizard are an integration test (tests/integration/knowledge/torontoPack.test.ts).
import { plainLines } from '../../../scripts/lib/torontoWasteWizard';

describe('the City of Toronto’s words as plain text', () => {
  it('unescapes the HTML, drops tags and links’ markup, one line per list item', () => {
    const body =
      '&lt;ul&gt; &lt;li&gt;Place item in the &lt;strong&gt;Garbage Bin.&lt;/strong&gt;&lt;/li&gt;&lt;li&gt;See the &lt;a href=&quot;http://x&quot;&gt;City&amp;#x27;s depots&lt;/a&gt;.&lt;/li&gt; &lt;/ul&gt;';
    expect(plainLines(body)).toEqual(['Place item in the Garbage Bin.', "See the City's depots."]);
  });
});
