import { binColourHint, binHintOf } from '../../../src/domain/bins';

const steps = (...texts: string[]) => texts.map((text) => ({ icon: '•', text }));

describe('bin colour hint', () => {
  it.each([
    [['Flatten the cardboard box'], 'blue'],
    [['Put the newspaper with paper'], 'blue'],
    [['Rinse the plastic tray'], 'yellow'],
    [['Empty the bottle and squash it'], 'yellow'],
    [['Rinse the glass jar'], 'green'],
    [['Remove the cap from the glass bottle'], 'green'],
    [['Add it to your compost'], 'brown'],
    [['Scrape food scraps into the organic bin'], 'brown'],
    [['Put it in the landfill bin'], 'black'],
    [['Bag it with general trash'], 'black'],
    [['Place it with household garbage'], 'black'],
    [['Separa el cartón'], 'blue'],
    [['Enjuaga la botella de plástico'], 'yellow'],
    [['Lleva el vidrio al contenedor'], 'green'],
    [['放入塑料回收箱'], 'yellow'],
    [['玻璃瓶放入玻璃回收箱'], 'green'],
    [['厨余垃圾放入堆肥桶'], 'brown'],
    [['प्लास्टिक की बोतल धोएँ'], 'yellow'],
    [['ضع الزجاج في الحاوية'], 'green'],
    [['اشطف زجاجة البلاستيك'], 'yellow'],
  ] as const)('%j is %s', (texts, colour) => {
    expect(binColourHint(steps(...texts))).toEqual({ colour, matched: true });
  });

  it('reads all steps, and says blue with a note when nothing matches', () => {
    expect(binColourHint(steps('Rinse it', 'Then put the paper label aside'))).toEqual({
      colour: 'blue',
      matched: true,
    });
    expect(binColourHint(steps('Take it to a drop-off point'))).toEqual({ colour: 'blue', matched: false });
    expect(binColourHint([])).toEqual({ colour: 'blue', matched: false });
  });
});

describe('binHintOf', () => {
  const instructions = (bin?: unknown) =>
    ({ steps: steps('اشطف زجاجة البلاستيك'), location: 'Cairo', ...(bin ? { bin } : {}) }) as Parameters<
      typeof binHintOf
    >[0];

  it('takes the bin the instructions name over their words', () => {
    expect(binHintOf(instructions({ colour: 'green', matched: true }))).toEqual({ colour: 'green', matched: true });
    expect(binHintOf(instructions({ colour: 'blue', matched: false }))).toEqual({ colour: 'blue', matched: false });
  });

  it('reads the words when no bin is named, or the named one is not a bin (a damaged stored result)', () => {
    expect(binHintOf(instructions())).toEqual({ colour: 'yellow', matched: true });
    expect(binHintOf(instructions({ colour: 'purple', matched: true }))).toEqual({ colour: 'yellow', matched: true });
    expect(binHintOf(instructions({ colour: 'green' }))).toEqual({ colour: 'yellow', matched: true });
  });
});
