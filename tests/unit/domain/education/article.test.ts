import {
  articleTexts,
  countWords,
  parseArticleBody,
  READING_WORDS_PER_MINUTE,
  readingMinutes,
} from '../../../../src/domain/education';

const STORED = {
  lead: 'A short lead.',
  sections: [
    {
      heading: 'First',
      blocks: [
        'A paragraph.',
        { list: ['Plain item', { term: 'Term:', text: 'explained.' }] },
        { steps: ['One', 'Two'] },
        { note: 'Check local rules.' },
      ],
    },
  ],
};

describe('article bodies', () => {
  it('reads the stored shape into typed blocks', () => {
    expect(parseArticleBody(STORED)).toEqual({
      lead: 'A short lead.',
      sections: [
        {
          heading: 'First',
          blocks: [
            { kind: 'paragraph', text: 'A paragraph.' },
            { kind: 'list', items: ['Plain item', { term: 'Term:', text: 'explained.' }] },
            { kind: 'steps', items: ['One', 'Two'] },
            { kind: 'note', text: 'Check local rules.' },
          ],
        },
      ],
    });
  });

  it.each([
    ['nothing', undefined],
    ['a key path string, as i18next returns for a missing key', 'education.articles.composting'],
    ['no lead', { sections: STORED.sections }],
    ['no sections', { lead: 'x', sections: [] }],
    ['a section without heading', { lead: 'x', sections: [{ blocks: ['p'] }] }],
    ['a section without blocks', { lead: 'x', sections: [{ heading: 'h', blocks: [] }] }],
    ['an unknown block', { lead: 'x', sections: [{ heading: 'h', blocks: [{ table: [] }] }] }],
    ['an empty paragraph', { lead: 'x', sections: [{ heading: 'h', blocks: ['  '] }] }],
    ['an empty list', { lead: 'x', sections: [{ heading: 'h', blocks: [{ list: [] }] }] }],
    ['a half term', { lead: 'x', sections: [{ heading: 'h', blocks: [{ list: [{ term: 'a' }] }] }] }],
    ['a non-text step', { lead: 'x', sections: [{ heading: 'h', blocks: [{ steps: [{ term: 'a', text: 'b' }] }] }] }],
  ])('rejects %s', (_, value) => {
    expect(parseArticleBody(value)).toBeNull();
  });

  it('lists every text in reading order', () => {
    const body = parseArticleBody(STORED);
    expect(body && articleTexts(body)).toEqual([
      'A short lead.',
      'First',
      'A paragraph.',
      'Plain item',
      'Term:',
      'explained.',
      'One',
      'Two',
      'Check local rules.',
    ]);
  });

  it('counts words in spaced scripts and in Chinese', () => {
    expect(countWords('Rinse it, then recycle it.', 'en')).toBe(5);
    expect(countWords('إعادة التدوير سهلة', 'ar')).toBe(3);
    expect(countWords('', 'en')).toBe(0);
    // Chinese has no spaces; the segmenter still finds several words.
    expect(countWords('把厨余垃圾变成肥沃的土壤', 'zh')).toBeGreaterThan(3);
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    const body = (n: number) => ({ lead: words(n), sections: [] });
    expect(readingMinutes(body(10), 'en')).toBe(1);
    expect(readingMinutes(body(READING_WORDS_PER_MINUTE * 3), 'en')).toBe(3);
    expect(readingMinutes(body(READING_WORDS_PER_MINUTE * 3 + 120), 'en')).toBe(4);
  });
});
