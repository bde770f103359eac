import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  ARTICLE_IDS,
  articleTexts,
  countWords,
  parseArticleBody,
  TOPIC_IDS,
  VIDEO_LESSONS,
} from '../../src/domain/education';
import { LANGUAGES } from '../../src/i18n';

// The article pages render whatever the locale files hold, so their shape and substance are checked here.
type Tree = Record<string, unknown>;
const education = (language: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${language}.json`), 'utf8')) as {
      education: Tree;
    }
  ).education;
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const MIN_ENGLISH_WORDS = 300;

describe.each([...LANGUAGES])('education content in %s', (language) => {
  const text = education(language);

  it.each([...ARTICLE_IDS])('has a well-formed, substantial article for %s', (id) => {
    const body = parseArticleBody(at(text, `articles.${id}`));
    expect(body).not.toBeNull();
    const words = articleTexts(body!).reduce((sum, part) => sum + countWords(part, language), 0);
    if (language === 'en') expect(words).toBeGreaterThanOrEqual(MIN_ENGLISH_WORDS);
    else {
      const english = parseArticleBody(at(education('en'), `articles.${id}`));
      // A translation has every section and block of the English (the locale test checks keys), and
      // about as much to say: not a summary.
      expect(body!.sections.map((s) => s.blocks.length)).toEqual(english!.sections.map((s) => s.blocks.length));
      const englishWords = articleTexts(english!).reduce((sum, part) => sum + countWords(part, 'en'), 0);
      expect(words / englishWords).toBeGreaterThan(0.6);
    }
  });

  it('names every topic, video and the featured article', () => {
    for (const id of TOPIC_IDS) {
      expect(at(text, `topics.${id}.title`)).toEqual(expect.any(String));
      expect(at(text, `topics.${id}.description`)).toEqual(expect.any(String));
    }
    for (const video of VIDEO_LESSONS) expect(at(text, `videos.items.${video.id}`)).toEqual(expect.any(String));
    expect(at(text, 'featured.title')).toEqual(expect.any(String));
  });
});

it('keeps the titles of the specification in English', () => {
  const text = education('en');
  expect(TOPIC_IDS.map((id) => at(text, `topics.${id}.title`))).toEqual([
    'Recycling Basics',
    'Composting at Home',
    'Understanding Plastic Types',
    'E-Waste Management',
    'Path to Zero Waste',
  ]);
  expect(at(text, 'featured.title')).toBe('The Complete Guide to Plastic Recycling');
  expect(at(text, 'topicsHeading')).toBe('Educational Topics');
  expect(at(text, 'noResults')).toBe('No topics found matching your search');
});
